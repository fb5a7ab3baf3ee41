import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/diagnostics/finding.ts
function dottedPath(path) {
  return path.join(".");
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function sortDiagnostics(diagnostics) {
  return [...diagnostics].sort(
    (a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column
  );
}

export {
  dottedPath,
  compareText,
  sortDiagnostics
};
