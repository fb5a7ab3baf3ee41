// When to give up on a service that fails everything: a stop policy read from the answers alone,
// pure, so it is tested on any sequence of verdicts without a server.
import type { Verdict } from './response-kinds.js';

/** Failed answers in a row, across every request, before a run stops sending... */
const STREAK_ANSWERS = 24;
/** ...or, for 429s with no wait to honour, how long such a streak may last... */
const STORM_MS = 30_000;
/** ...and, for any other failure, how long it must have lasted: a blip is retried through. */
const OUTAGE_MS = 60_000;

/** Why a run stops: `why` said once for the run, `brief` by each request it ended. */
export interface StreakStop {
  why: string;
  brief: string;
}

/**
 * A service that fails every request is not worth waiting for request by request: each would
 * retry for up to two minutes, so a bulk apply would hammer it for an hour. Two streaks stop a
 * run, and the requests queued end at once with a failure that says why (exit 3: what was
 * created is recorded, the next run goes on):
 * - a storm: 429s with no wait worth the name (no Retry-After, or under a second), which is not
 *   pacing us (each halves the pace, so waiting is all the run would do): STREAK_ANSWERS in a
 *   row, or a streak of STORM_MS. A 429 with a real Retry-After is a budget, waited out.
 * - an outage: 5xx answers, failed connections, and 429s however long their Retry-After (waited
 *   out each time, and still refused), STREAK_ANSWERS in a row over OUTAGE_MS.
 * Any other answer ends a streak.
 */
export class StreakWatch {
  private streak: { kind: 'storm' | 'outage'; answers: number; sinceMs: number } | undefined;

  /** Told every answer as it comes; says why to stop once a streak is long enough. */
  observe(verdict: Verdict, nowMs: number): StreakStop | undefined {
    const kind = streakKind(verdict);
    if (kind === undefined || verdict.kind !== 'retry') {
      this.streak = undefined;
      return undefined;
    }
    if (this.streak?.kind !== kind) this.streak = { kind, answers: 0, sinceMs: nowMs };
    const answers = ++this.streak.answers;
    const lasted = nowMs - this.streak.sinceMs;
    if (kind === 'storm' && (answers >= STREAK_ANSWERS || lasted >= STORM_MS))
      return {
        why: `the Console API answered ${answers} requests in a row with 429 (Too Many Requests) and no Retry-After to wait for, so nothing more was sent`,
        brief: 'the Console API kept refusing requests with 429 (see above)',
      };
    if (kind === 'outage' && answers >= STREAK_ANSWERS && lasted >= OUTAGE_MS)
      return {
        why: `the Console API failed ${answers} requests in a row over ${Math.round(lasted / 1000)} s (last: ${verdict.reason}), so nothing more was sent: it looks unavailable`,
        brief: 'the Console API looks unavailable (see above)',
      };
    return undefined;
  }
}

/** Which streak an answer continues; undefined for any answer that ends one. */
function streakKind(verdict: Verdict): 'storm' | 'outage' | undefined {
  if (verdict.kind !== 'retry') return undefined;
  // A 429 with a real Retry-After is a budget to wait for, not a storm.
  return verdict.rateLimited && (verdict.retryAfterMs ?? 0) < 1000 ? 'storm' : 'outage';
}
