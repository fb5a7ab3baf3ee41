#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-OSE3ZJ4U.js";
import "./chunk-46XI4CXM.js";
import "./chunk-S7FBA2OP.js";
import "./chunk-7H5DEJPR.js";
import "./chunk-Z6MFPDZZ.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-BVP7KFSL.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
