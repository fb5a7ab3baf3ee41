#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker
} from "./chunk-LRZDMCEW.js";
import "./chunk-KTITIUOV.js";
import "./chunk-ANTV644F.js";
import "./chunk-B3HQM6K5.js";
import "./chunk-3V6WG5F6.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-ZW45IBAL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker
};
