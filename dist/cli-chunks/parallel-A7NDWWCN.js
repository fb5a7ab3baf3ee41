#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-EMD2XEBE.js";
import "./chunk-IKLRKM6J.js";
import "./chunk-S7FBA2OP.js";
import "./chunk-FX7K2SC2.js";
import "./chunk-YIIS4UCR.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-PM7MGQSZ.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
