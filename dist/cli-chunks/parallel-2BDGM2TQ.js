#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker
} from "./chunk-RJXD5UNW.js";
import "./chunk-KTITIUOV.js";
import "./chunk-LPZ42WHS.js";
import "./chunk-2MVNJ7RF.js";
import "./chunk-IZFUWLKX.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-ZW45IBAL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker
};
