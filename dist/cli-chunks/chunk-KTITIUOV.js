#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/definitions/worker-marker.ts
import { isMainThread, workerData } from "node:worker_threads";
var WORKER_MARKER = "metrics-as-code:validate-worker";
function isValidationWorker() {
  return !isMainThread && workerData?.marker === WORKER_MARKER;
}

export {
  WORKER_MARKER,
  isValidationWorker
};
