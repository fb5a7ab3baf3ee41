// The attempt loop shared by every operation: bounded in attempts and in elapsed time, waiting
// `Retry-After` when the service gives one and full-jitter backoff otherwise. It remembers whether
// any failed attempt may have been processed, which is what makes a create's later "already in
// use" mean "ours" (client.ts).
import { type BackoffPolicy, backoffDelayMs } from './backoff.js';
import type { Verdict } from './response-kinds.js';

export interface RetryPolicy extends BackoffPolicy {
  maxAttempts: number;
  maxElapsedMs: number;
}

export interface RetryDeps {
  now(): number;
  sleep(ms: number): Promise<void>;
  random(): number;
  /** Told of each 429 with the wait chosen, so the shared pacer can slow every caller down. */
  onRateLimited(waitMs: number): void;
  /** Told of each retry about to be waited for (progress, verbose logs). */
  onRetry?(attempt: number, waitMs: number, verdict: Verdict & { kind: 'retry' }): void;
}

export interface RetryRun {
  /** The last verdict: settled, or the last retryable one when attempts or time ran out. */
  verdict: Verdict;
  attempts: number;
  /** Some failed attempt may have been processed (timeout, reset, 5xx): a create may exist. */
  unknownOutcome: boolean;
  /** Why the loop stopped retrying, when it gave up. */
  gaveUp?: string;
}

export async function runWithRetries(
  attemptOnce: (attempt: number) => Promise<Verdict>,
  policy: RetryPolicy,
  deps: RetryDeps,
): Promise<RetryRun> {
  const startedMs = deps.now();
  let unknownOutcome = false;
  for (let attempt = 1; ; attempt += 1) {
    const verdict = await attemptOnce(attempt);
    if (verdict.kind !== 'retry') return { verdict, attempts: attempt, unknownOutcome };
    if (verdict.processed === 'unknown') unknownOutcome = true;
    const waitMs = verdict.retryAfterMs ?? backoffDelayMs(attempt, policy, deps.random);
    if (verdict.rateLimited) deps.onRateLimited(waitMs);
    const gaveUp = giveUpReason(attempt, deps.now() - startedMs + waitMs, policy);
    if (gaveUp !== undefined) return { verdict, attempts: attempt, unknownOutcome, gaveUp };
    deps.onRetry?.(attempt, waitMs, verdict);
    await deps.sleep(waitMs);
  }
}

function giveUpReason(attempt: number, elapsedAfterWaitMs: number, policy: RetryPolicy): string | undefined {
  if (attempt >= policy.maxAttempts) return `after ${attempt} attempt${attempt === 1 ? '' : 's'}`;
  if (elapsedAfterWaitMs > policy.maxElapsedMs) {
    return `after ${attempt} attempt${attempt === 1 ? '' : 's'}: the next wait would pass the ${Math.round(policy.maxElapsedMs / 1000)} s limit`;
  }
  return undefined;
}
