// How a validation worker thread knows it is one, without loading the checking code: the CLI's
// entry asks this first, so `--version` and the other commands never load the validator.
import { isMainThread, workerData } from 'node:worker_threads';

export const WORKER_MARKER = 'metrics-as-code:validate-worker';

export function isValidationWorker(): boolean {
  return !isMainThread && (workerData as { marker?: unknown } | null)?.marker === WORKER_MARKER;
}
