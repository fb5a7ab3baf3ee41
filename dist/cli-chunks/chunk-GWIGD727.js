#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/diagnostics/finding.ts
var MAX_PLACED_PER_DOCUMENT = 100;
var MAX_PLACED_PER_FILE = 1e3;
function asText(value) {
  if (isScalar(value)) return String(value);
  return Array.isArray(value) ? "a list" : "a mapping";
}
function isScalar(value) {
  return value === null || typeof value !== "object";
}
function excerpt(text) {
  return text.length > 60 ? `${text.slice(0, 60)}\u2026` : text;
}
function someOf(items, what, total = items.length) {
  const shown = items.slice(0, 3);
  const more = total - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${more} more ${what}` : shown.join(", ");
}
function dottedPath(path) {
  return path.join(".");
}
function parseFieldPath(text) {
  if (!text) return [];
  return text.replace(/\[(\d+)\]/g, ".$1").split(".").filter((segment) => segment.length > 0).map((segment) => /^\d+$/.test(segment) ? Number(segment) : segment);
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function sortDiagnostics(diagnostics) {
  return [...diagnostics].sort(
    (a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column
  );
}
function fileDiagnostic(file, severity, rule, message) {
  return { file, line: 1, column: 1, severity, rule, message, path: "" };
}

export {
  MAX_PLACED_PER_DOCUMENT,
  MAX_PLACED_PER_FILE,
  asText,
  isScalar,
  excerpt,
  someOf,
  dottedPath,
  parseFieldPath,
  compareText,
  sortDiagnostics,
  fileDiagnostic
};
