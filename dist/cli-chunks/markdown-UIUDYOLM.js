#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  COMMENT_MAX_CHARS,
  SUMMARY_MAX_BYTES,
  VOLATILE_LINE_MARK,
  fitMarkdown,
  renderAppliedSection,
  renderComment,
  renderJobSummary,
  reportStatus
} from "./chunk-YMZAGG6V.js";
import {
  validate_exports,
  validate_exports2
} from "./chunk-IPEDOT7E.js";
import "./chunk-RYNJJVV2.js";
import "./chunk-VLH4AYTI.js";
export {
  COMMENT_MAX_CHARS,
  SUMMARY_MAX_BYTES,
  VOLATILE_LINE_MARK,
  fitMarkdown,
  renderAppliedSection,
  renderComment,
  renderJobSummary,
  reportStatus,
  validate_exports2 as validatePath0,
  validate_exports as validatePath1
};
