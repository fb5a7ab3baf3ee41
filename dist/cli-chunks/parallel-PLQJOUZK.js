#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-JLNERGLY.js";
import "./chunk-S3PJBXSC.js";
import "./chunk-S7FBA2OP.js";
import "./chunk-AZJF555D.js";
import "./chunk-ZBWN5KS6.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-PM7MGQSZ.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
