#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/outcome/failure.ts
var ToolError = class extends Error {
};
function failureOf(error, redact = (text) => text) {
  if (error instanceof ToolError) {
    return { exitCode: error.exitCode, rule: error.rule, message: redact(error.message) };
  }
  const detail = process.env.METRICS_AS_CODE_DEBUG && error instanceof Error && error.stack ? error.stack : error instanceof Error ? error.message : String(error);
  return {
    exitCode: 2 /* Usage */,
    rule: "internal",
    message: redact(`unexpected error: ${detail} (set METRICS_AS_CODE_DEBUG=1 for a stack trace)`)
  };
}

export {
  ToolError,
  failureOf
};
