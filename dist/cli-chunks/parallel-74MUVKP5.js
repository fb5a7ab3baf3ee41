#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-5N7NB6CZ.js";
import "./chunk-FUPKE3YC.js";
import "./chunk-UZEEM5UC.js";
import "./chunk-FM27QZJ5.js";
import "./chunk-S7FBA2OP.js";
import "./chunk-65XZICAC.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-VYBOPSIW.js";
import "./chunk-CXH6HEN4.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
