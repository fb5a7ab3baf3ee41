#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-DIRNS6KA.js";
import "./chunk-YX4FWYIH.js";
import "./chunk-S7FBA2OP.js";
import "./chunk-4QEJKLLL.js";
import "./chunk-6A5JUR7Q.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-PM7MGQSZ.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
