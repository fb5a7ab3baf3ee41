#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  require_dist
} from "./chunk-BQAL7OKU.js";
import "./chunk-VLH4AYTI.js";
export default require_dist();
