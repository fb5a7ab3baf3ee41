#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/definitions/worker-marker.ts
import { createRequire } from "node:module";
var WORKER_MARKER = "metrics-as-code:validate-worker";
var WORKER_ENV = "METRICS_AS_CODE_VALIDATE_WORKER";
var load = createRequire(import.meta.url);
function workerThreads() {
  return load("node:worker_threads");
}
function isValidationWorker() {
  if (process.env[WORKER_ENV] !== WORKER_MARKER) return false;
  const { isMainThread, workerData } = workerThreads();
  return !isMainThread && workerData?.marker === WORKER_MARKER;
}

export {
  WORKER_MARKER,
  WORKER_ENV,
  workerThreads,
  isValidationWorker
};
