#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  workersFor
} from "./chunk-BGRS77RG.js";
import "./chunk-3LUIVJXU.js";
import "./chunk-GD2FIMQ4.js";
import "./chunk-QQPZNFKR.js";
import "./chunk-S7FBA2OP.js";
import "./chunk-65XZICAC.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-RRLSPIL7.js";
import "./chunk-CXH6HEN4.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  workersFor
};
