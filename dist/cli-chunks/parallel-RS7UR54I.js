#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  checkFiles,
  serveValidationWorker,
  validate_exports,
  validate_exports2,
  workersFor
} from "./chunk-IPEDOT7E.js";
import "./chunk-RYNJJVV2.js";
import "./chunk-VLH4AYTI.js";
export {
  checkFiles,
  serveValidationWorker,
  validate_exports2 as validatePath0,
  validate_exports as validatePath1,
  workersFor
};
