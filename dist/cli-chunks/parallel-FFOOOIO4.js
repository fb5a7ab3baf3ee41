#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-HBJJYCDK.js";
import "./chunk-LYA7SCMR.js";
import "./chunk-S7FBA2OP.js";
import "./chunk-7QZZJOLW.js";
import "./chunk-I4AX3RCZ.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-BVP7KFSL.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
