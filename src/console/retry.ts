// The attempt loop shared by every operation: bounded in attempts and in elapsed time, waiting
// `Retry-After` when the service gives one and full-jitter backoff otherwise. It remembers whether
// any failed attempt may have been processed, which is what makes a create's later "already in
// use" mean "ours" (client.ts).
import { type BackoffPolicy, backoffCeilingMs, backoffDelayMs } from './backoff.js';
import type { Verdict } from './response-kinds.js';

export interface RetryPolicy extends BackoffPolicy {
  maxAttempts: number;
  maxElapsedMs: number;
}

export interface RetryDeps {
  now(): number;
  sleep(ms: number): Promise<void>;
  random(): number;
  /**
   * Told of each 429 with the wait chosen, so the shared pacer can slow every caller down. True
   * when the pacer holds the next attempt for it: that wait is the budget's, not a failure's.
   */
  onRateLimited(waitMs: number): boolean;
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
    const waitMs = retryWaitMs(verdict, attempt, policy, deps.random);
    const budgeted = verdict.rateLimited && deps.onRateLimited(waitMs);
    const gaveUp = giveUpReason(attempt, deps.now() - startedMs + (budgeted ? 0 : waitMs), policy);
    if (gaveUp !== undefined) return { verdict, attempts: attempt, unknownOutcome, gaveUp };
    deps.onRetry?.(attempt, waitMs, verdict);
    if (!budgeted) await deps.sleep(waitMs);
  }
}

/**
 * `Retry-After` is honoured when given, in both forms. A 429 still waits at least the exponential
 * back-off (with jitter over its upper half, never zero): a service answering `Retry-After: 0`
 * to every request would otherwise be hammered as fast as the network allows.
 */
function retryWaitMs(
  verdict: Verdict & { kind: 'retry' },
  attempt: number,
  policy: RetryPolicy,
  random: () => number,
): number {
  if (!verdict.rateLimited) return verdict.retryAfterMs ?? backoffDelayMs(attempt, policy, random);
  const ceiling = backoffCeilingMs(attempt, policy);
  const floor = Math.floor(ceiling / 2 + random() * (ceiling / 2));
  return Math.max(verdict.retryAfterMs ?? 0, floor);
}

function giveUpReason(attempt: number, elapsedAfterWaitMs: number, policy: RetryPolicy): string | undefined {
  if (attempt >= policy.maxAttempts) return `after ${attempt} attempt${attempt === 1 ? '' : 's'}`;
  if (elapsedAfterWaitMs > policy.maxElapsedMs) {
    return `after ${attempt} attempt${attempt === 1 ? '' : 's'}: the next wait would pass the ${Math.round(policy.maxElapsedMs / 1000)} s limit`;
  }
  return undefined;
}
