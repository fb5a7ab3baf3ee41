#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-LYODRQOH.js";
import "./chunk-LVGYYW3M.js";
import "./chunk-S7FBA2OP.js";
import "./chunk-WDTTILDA.js";
import "./chunk-JDEU4PTF.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-CXH6HEN4.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
