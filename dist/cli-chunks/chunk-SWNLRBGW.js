#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/github/markers.ts
var NAME = /^[a-z0-9][a-z0-9._/-]*$/i;
function hiddenMarker(name) {
  if (!NAME.test(name) || name.includes("--"))
    throw new Error(`marker name "${name}" must be letters, digits and . _ / -`);
  return `<!-- metrics-as-code:${name} -->`;
}
var COMMENT_MARKER = hiddenMarker("comment");
var REVIEWS_ISSUE_MARKER = hiddenMarker("reviews-issue");
function appliedMarker(marker) {
  const inner = /^<!--\s*(.*?)\s*-->$/.exec(marker.trim());
  return inner ? `<!-- ${inner[1]}:applied -->` : `${marker}<!-- applied -->`;
}

export {
  hiddenMarker,
  COMMENT_MARKER,
  REVIEWS_ISSUE_MARKER,
  appliedMarker
};
