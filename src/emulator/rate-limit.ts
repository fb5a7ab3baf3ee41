// Rate limits on POSTs (docs/emulator.md, docs/decisions.md: ~100 per 10 s and ~900 per 15 min).
// Sliding windows, not fixed ones: a request is admitted when fewer than `requests` admitted
// requests fall in the last `windowMs`, so no burst of 2x the limit can straddle a boundary.
// Refused requests do not count against the budget.
import { readRateWindows, type WrittenRateWindow } from '../contract/console-api.js';
import { fail, ok, type Result } from './result.js';

export type RateWindow = WrittenRateWindow;

/** Parses `100/10s,900/15m` (units ms, s, m, h; a bare number is seconds). */
export function parseRateLimitSpec(spec: string): Result<RateWindow[]> {
  const windows = readRateWindows(spec);
  if (!Array.isArray(windows) && windows.noRequests)
    return fail(
      'rate-limit.spec',
      `rate limit \`${windows.unreadable}\` allows no request at all: a window allows 1 or more (leave --rate-limit out for no limit)`,
    );
  if (!Array.isArray(windows))
    return fail(
      'rate-limit.spec',
      `cannot read rate limit \`${windows.unreadable}\`: write REQUESTS/WINDOW such as 100/10s or 900/15m (units ms, s, m, h)`,
    );
  return ok(windows);
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number; window: string };

/** Admission control over every window at once; `now` is injected so tests need no waiting. */
export class SlidingWindowLimiter {
  // One log of admission times, as long as the largest budget; each window reads its tail.
  private readonly log: number[] = [];
  private readonly capacity: number;

  constructor(
    private readonly windows: readonly RateWindow[],
    private readonly now: () => number,
  ) {
    this.capacity = Math.max(0, ...windows.map((window) => window.requests));
  }

  admit(): Admission {
    const now = this.now();
    let worst: Admission = { admitted: true };
    for (const window of this.windows) {
      // The request that would have to leave the window before one more fits in it.
      const blocking = this.log[this.log.length - window.requests];
      if (blocking === undefined || now - blocking >= window.windowMs) continue;
      const retryAfterSeconds = Math.max(1, Math.ceil((blocking + window.windowMs - now) / 1000));
      if (worst.admitted || retryAfterSeconds > worst.retryAfterSeconds) {
        worst = { admitted: false, retryAfterSeconds, window: window.label };
      }
    }
    if (!worst.admitted) return worst;
    this.log.push(now);
    if (this.log.length > this.capacity) this.log.splice(0, this.log.length - this.capacity);
    return worst;
  }
}
