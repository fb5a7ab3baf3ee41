// How a validation worker thread knows it is one, without loading the checking code: the CLI's
// entry asks this first, so `--version` and the other commands never load the validator. The
// spawner also marks the worker's environment, so a main thread answers from that alone and never
// loads node:worker_threads (about 3 ms of every start) to ask.
import { createRequire } from 'node:module';

export const WORKER_MARKER = 'metrics-as-code:validate-worker';
/** The environment variable a validation worker is started with, set to WORKER_MARKER. */
export const WORKER_ENV = 'METRICS_AS_CODE_VALIDATE_WORKER';

const load = createRequire(import.meta.url);

/** node:worker_threads, loaded on first use. */
export function workerThreads(): typeof import('node:worker_threads') {
  return load('node:worker_threads') as typeof import('node:worker_threads');
}

export function isValidationWorker(): boolean {
  if (process.env[WORKER_ENV] !== WORKER_MARKER) return false;
  const { isMainThread, workerData } = workerThreads();
  return !isMainThread && (workerData as { marker?: unknown } | null)?.marker === WORKER_MARKER;
}
