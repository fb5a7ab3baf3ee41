#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/report/diff-lines.ts
function changeLine(change) {
  if (!("before" in change)) return `+ ${change.path}: ${shown(change.after)}`;
  if (!("after" in change)) return `- ${change.path}: ${shown(change.before)}`;
  return `~ ${change.path}: ${shown(change.before)} \u2192 ${shown(change.after)}`;
}
function shown(value) {
  const text = JSON.stringify(value) ?? "null";
  return text.length > 80 ? `${text.slice(0, 77)}\u2026` : text;
}

export {
  changeLine
};
