#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  validateCommand,
  validate_exports
} from "./chunk-L226S5JZ.js";
import "./chunk-2ZZP37CP.js";
import "./chunk-VLH4AYTI.js";
export {
  validateCommand,
  validate_exports as validatePath0
};
