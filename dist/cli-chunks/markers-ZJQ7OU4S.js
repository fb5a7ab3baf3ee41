#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  COMMENT_MARKER,
  REVIEWS_ISSUE_MARKER,
  appliedMarker,
  hiddenMarker
} from "./chunk-CXX4SEF6.js";
import {
  validate_exports,
  validate_exports2
} from "./chunk-IPEDOT7E.js";
import "./chunk-RYNJJVV2.js";
import "./chunk-VLH4AYTI.js";
export {
  COMMENT_MARKER,
  REVIEWS_ISSUE_MARKER,
  appliedMarker,
  hiddenMarker,
  validate_exports2 as validatePath0,
  validate_exports as validatePath1
};
