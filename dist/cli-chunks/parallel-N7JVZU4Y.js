#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-LJFXRXH2.js";
import "./chunk-ELOTU44O.js";
import "./chunk-KTITIUOV.js";
import "./chunk-DUTBFZIN.js";
import "./chunk-VVLO2W2Z.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-GLZKVVAF.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
