#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-2I7RKHWA.js";
import "./chunk-QP7GBUUQ.js";
import "./chunk-S7FBA2OP.js";
import "./chunk-PDOQZUUG.js";
import "./chunk-NH72KDL2.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-CXH6HEN4.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
