#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker
} from "./chunk-GOMAFUIS.js";
import "./chunk-H3HY3CLS.js";
import "./chunk-KTITIUOV.js";
import "./chunk-IG55357N.js";
import "./chunk-ED25AQLI.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-GLZKVVAF.js";
import "./chunk-NW5AP2TL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker
};
