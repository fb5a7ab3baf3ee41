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
} from "./chunk-YLUX5XEP.js";
import "./chunk-UHG5V637.js";
import "./chunk-Y4OIPZ4B.js";
import "./chunk-GOTXAWJI.js";
import "./chunk-GWIGD727.js";
import "./chunk-VLH4AYTI.js";
export {
  COMMENT_MAX_CHARS,
  SUMMARY_MAX_BYTES,
  VOLATILE_LINE_MARK,
  fitMarkdown,
  renderAppliedSection,
  renderComment,
  renderJobSummary,
  reportStatus
};
