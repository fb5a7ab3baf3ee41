#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-WHVWPEYW.js";
import "./chunk-V7W4V3AM.js";
import "./chunk-S7FBA2OP.js";
import "./chunk-24HZC2JM.js";
import "./chunk-WRAH6T7V.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-CXH6HEN4.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
