#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker
} from "./chunk-ZZ5V56K6.js";
import "./chunk-KTITIUOV.js";
import "./chunk-N7HWEWV3.js";
import "./chunk-C7NJGU64.js";
import "./chunk-4BXOVJFR.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-ZW45IBAL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker
};
