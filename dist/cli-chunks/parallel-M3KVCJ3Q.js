#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-BTHJA2FO.js";
import "./chunk-EBILKE4D.js";
import "./chunk-HAHMS5WU.js";
import "./chunk-S7FBA2OP.js";
import "./chunk-6OVFMTP5.js";
import "./chunk-65XZICAC.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-CXH6HEN4.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
