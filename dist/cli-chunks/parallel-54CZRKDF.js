#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-JL2BQMCC.js";
import "./chunk-575KGTSA.js";
import "./chunk-KTITIUOV.js";
import "./chunk-3Y4GRCPA.js";
import "./chunk-ZKT4NP7I.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-GLZKVVAF.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
