#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-P5NHFWQ3.js";
import "./chunk-PULIL4YP.js";
import "./chunk-S7FBA2OP.js";
import "./chunk-Z6XZAOPK.js";
import "./chunk-QV6ZF3IA.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-PM7MGQSZ.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
