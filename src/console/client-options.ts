// What a ConsoleClient is built from: its options, their defaults and checks, and the options a
// repo config's `api` section asks for.
import { setTimeout as sleep } from 'node:timers/promises';
import type { RepoConfig } from '../config/schema.js';
import type { RateLimitSettings } from './pacer.js';
import { withoutUserinfo } from './redact.js';
import type { RetryDeps, RetryPolicy } from './retry.js';

export interface ConsoleClientOptions {
  /** `{base_url}` of docs/api-contract.md, e.g. `https://console.example.com` (a path prefix is kept). */
  baseUrl: string;
  apiKey: string;
  /** Requests in flight at once, GETs and POSTs together. Default 8. */
  concurrency?: number;
  /** POST pacing shared by every call of this client, to every window. Default: the real service's two. */
  rateLimit?: RateLimitSettings | readonly RateLimitSettings[];
  /** How long the run may wait for the rate budget in all before it stops cleanly. Default: no limit. */
  maxBudgetWaitMs?: number;
  /** Per attempt: connect, headers and body. Default 30000. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** The clock retries wait on; tests pass a virtual one so back-off takes no real time. */
  clock?: RetryClock;
  /** Default `metrics-as-code/<version>`. */
  userAgent?: string;
  /** Reviews per page, 1 to 100. Default 100, the most the list allows (fewest round trips). */
  reviewsPageSize?: number;
  /** Called before each retry's wait, e.g. to show progress; `reason` is already redacted. */
  onRetry?: (event: RetryEvent) => void;
}

export interface RetryEvent {
  operation: Operation;
  /** The attempt that failed, from 1. */
  attempt: number;
  waitMs: number;
  reason: string;
  status?: number;
}

export type Operation = 'dry-run' | 'create' | 'reviews-page';

export const DEFAULT_CONCURRENCY = 8;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 6,
  maxElapsedMs: 120_000,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
};
export const DEFAULT_REVIEWS_PAGE_SIZE = 100;
export type RetryClock = Pick<RetryDeps, 'now' | 'sleep'>;

export const SYSTEM_CLOCK: RetryClock = {
  now: () => performance.now(),
  sleep: (ms) => sleep(ms),
};

/** The client options a repo config's `api` section asks for (README.md ("The config")). */
export function clientOptionsFromConfig(
  api: RepoConfig['api'],
  connection: { baseUrl: string; apiKey: string },
  /** A pull request's run: its dry runs get `api.pullRequestShare` of every window. */
  pullRequest = false,
): ConsoleClientOptions {
  const share = pullRequest ? api.pullRequestShare : 1;
  return {
    ...connection,
    concurrency: api.concurrency,
    rateLimit: api.rateLimit.map((window) => ({
      requests: Math.max(1, Math.floor(window.requests * share)),
      perSeconds: window.perSeconds,
    })),
    maxBudgetWaitMs: api.maxWaitMinutes * 60_000,
    timeoutMs: api.timeoutMs,
  };
}

export function parseBaseUrl(baseUrl: string, redact: (text: string) => string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(redact(withoutUserinfo(`baseUrl ${JSON.stringify(baseUrl)} is not a URL`)));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`baseUrl must be an http or https URL, not ${url.protocol}`);
  }
  return url;
}

export function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${name} must be a whole number of 1 or more`);
  return value;
}
