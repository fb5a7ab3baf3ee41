#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  COMMENT_MARKER,
  REVIEWS_ISSUE_MARKER,
  appliedMarker,
  hiddenMarker
} from "./chunk-SWNLRBGW.js";
import "./chunk-VLH4AYTI.js";
export {
  COMMENT_MARKER,
  REVIEWS_ISSUE_MARKER,
  appliedMarker,
  hiddenMarker
};
