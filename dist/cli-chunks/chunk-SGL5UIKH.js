#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// package.json
var package_default = { version: "0.1.0" };

// src/console/version.ts
var TOOL_NAME = "metrics-as-code";
var TOOL_VERSION = package_default.version;
function defaultUserAgent() {
  return `${TOOL_NAME}/${TOOL_VERSION}`;
}

export {
  TOOL_VERSION,
  defaultUserAgent
};
