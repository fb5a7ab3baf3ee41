#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-FJH3KFV5.js";
import "./chunk-6ZXCBBOE.js";
import "./chunk-S7FBA2OP.js";
import "./chunk-LCLQBSSU.js";
import "./chunk-U5NVHPUB.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-PM7MGQSZ.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
