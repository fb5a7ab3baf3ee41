#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker
} from "./chunk-OL4SNFG3.js";
import "./chunk-KTITIUOV.js";
import "./chunk-YFKKSF33.js";
import "./chunk-TAFAC2XS.js";
import "./chunk-IZFUWLKX.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-ZW45IBAL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker
};
