// Errors are values: every call of the client resolves to an outcome, never throws (save for a
// misuse such as a malformed base URL). The kind tells the caller what to do with the run.

/**
 * - `auth`: 401/403; the key is wrong or lacks permission: stop the whole run (exit 4).
 * - `rejected`: another 4xx; the service refused this request (its message and field errors),
 *   or an answer the client cannot use that retrying will not change.
 * - `transient`: retries exhausted, or a 2xx whose body is not the spec's: safe to run again (exit 3).
 * - `conflict`: "already in use" when the client cannot have created it (docs/ledger.md).
 * - `config`: the URL does not lead to the Console API (no such host, refused before any answer,
 *   an HTML page, a 404 on the route itself): a configuration mistake, stop the run (exit 2).
 */
export type ApiErrorKind = 'auth' | 'rejected' | 'transient' | 'conflict' | 'config';

import type { FieldError } from '../contract/console-shapes.js';

export type { FieldError };

export interface ApiError {
  kind: ApiErrorKind;
  status?: number;
  /** Already redacted: safe to log, show and store. */
  message: string;
  fieldErrors: FieldError[];
  /**
   * Set when the client stopped the whole run (a streak of failures, the rate budget's limit):
   * the run's failure says `message` once, and each definition it ended says this instead.
   */
  brief?: string;
}

export function apiError(
  kind: ApiErrorKind,
  message: string,
  status?: number,
  fieldErrors: FieldError[] = [],
): ApiError {
  return status === undefined ? { kind, message, fieldErrors } : { kind, status, message, fieldErrors };
}

/** A refused key or a URL that is not the Console API: nothing more is sent in the run. */
export function isRefusal(error: ApiError): boolean {
  return error.kind === 'auth' || error.kind === 'config';
}

/** A refusal, as what it stopped refers to it: the run's failure says it in full. */
export function refusalBrief(error: ApiError): string {
  return error.kind === 'config'
    ? 'the Console API URL could not be used (see above)'
    : 'the Console API refused the API key (see above)';
}
