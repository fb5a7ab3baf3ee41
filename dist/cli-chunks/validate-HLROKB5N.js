#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  validateRepository,
  validateSources,
  validate_exports2 as validate_exports
} from "./chunk-IPEDOT7E.js";
import "./chunk-RYNJJVV2.js";
import "./chunk-VLH4AYTI.js";
export {
  validate_exports as validatePath0,
  validateRepository,
  validateSources
};
