#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker
} from "./chunk-FYTKLEOF.js";
import "./chunk-KTITIUOV.js";
import "./chunk-M4YO5CYV.js";
import "./chunk-XP2BZTWS.js";
import "./chunk-2EVYIYIL.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-ZW45IBAL.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker
};
