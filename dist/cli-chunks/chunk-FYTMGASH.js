#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/outcome/exit-codes.ts
var EXIT_MEANING = {
  [0 /* Ok */]: "all good (warnings allowed)",
  [1 /* Findings */]: "findings: invalid definitions, rejected dry runs, failed creates",
  [2 /* Usage */]: "usage or configuration error: fix it, running again will not help",
  [3 /* Transient */]: "unfinished (service unavailable, budget wait, interrupted): run again",
  [4 /* Auth */]: "the Console API refused the key"
};
function exitCodeOf(outcome) {
  if (outcome.usage) return 2 /* Usage */;
  if (outcome.auth) return 4 /* Auth */;
  if (outcome.transient) return 3 /* Transient */;
  return outcome.errors > 0 ? 1 /* Findings */ : 0 /* Ok */;
}

export {
  EXIT_MEANING,
  exitCodeOf
};
