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
} from "./chunk-N3X4RT7V.js";
import {
  validate_exports,
  validate_exports2
} from "./chunk-XS6JZOC3.js";
import "./chunk-3A7K3WVN.js";
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
