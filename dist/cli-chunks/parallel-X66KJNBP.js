#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-YJIFM7ER.js";
import "./chunk-MYXCPMUC.js";
import "./chunk-KTITIUOV.js";
import "./chunk-I3XIZCQH.js";
import "./chunk-Y453QPF4.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-GLZKVVAF.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
