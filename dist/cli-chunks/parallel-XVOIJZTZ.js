#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-UDXEKH2L.js";
import "./chunk-KNM7U4T4.js";
import "./chunk-KTITIUOV.js";
import "./chunk-TG5US42D.js";
import "./chunk-FNVCMPCK.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-GLZKVVAF.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
