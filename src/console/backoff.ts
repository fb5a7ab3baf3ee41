// How long to wait before the next attempt. Pure: the clock and the random source are arguments.

export interface BackoffPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Exponential backoff with full jitter: uniform in [0, min(max, base * 2^(attempt-1))).
 * Full jitter spreads the retries of many concurrent calls that failed together, so they do not
 * hit the service again in one burst. `attempt` is the 1-based number of the attempt that failed.
 */
export function backoffDelayMs(attempt: number, policy: BackoffPolicy, random: () => number): number {
  return Math.floor(random() * backoffCeilingMs(attempt, policy));
}

/** The exponential ceiling after `attempt` failed: base * 2^(attempt-1), capped at the maximum. */
export function backoffCeilingMs(attempt: number, policy: BackoffPolicy): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
}

/**
 * The wait a `Retry-After` header asks for, in ms: either delay-seconds ("120") or an HTTP date
 * ("Wed, 21 Oct 2026 07:28:00 GMT", counted from `nowMs`). Undefined when absent or unreadable,
 * so the caller falls back to backoff. A date in the past means "now" (0).
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const dateMs = Date.parse(trimmed);
  if (Number.isNaN(dateMs)) return undefined;
  return Math.max(0, dateMs - nowMs);
}
