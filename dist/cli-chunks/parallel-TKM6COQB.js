#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker
} from "./chunk-C6WFKYCI.js";
import "./chunk-AHA7TPPQ.js";
import "./chunk-KTITIUOV.js";
import "./chunk-XCU2YXW3.js";
import "./chunk-JR2355VD.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-WDNUTHVU.js";
import "./chunk-ZW45IBAL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker
};
