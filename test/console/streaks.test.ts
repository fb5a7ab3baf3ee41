// The stop policy alone: which runs of answers stop a run, and which never do.
import { describe, expect, it } from 'vitest';
import type { Verdict } from '../../src/console/response-kinds.js';
import { StreakWatch } from '../../src/console/streaks.js';

const outage: Verdict = {
  kind: 'retry',
  processed: 'unknown',
  rateLimited: false,
  reason: 'HTTP 503',
  status: 503,
};
const storm: Verdict = { kind: 'retry', processed: 'no', rateLimited: true, reason: 'HTTP 429', status: 429 };
const budget: Verdict = { ...storm, retryAfterMs: 5_000 };
const success: Verdict = { kind: 'success', status: 200, body: '{}' };

/** The verdicts given one after another, `stepMs` apart; the index of the first that stops. */
function stopsAt(verdicts: readonly Verdict[], stepMs: number): number | undefined {
  const watch = new StreakWatch();
  const index = verdicts.findIndex((verdict, i) => watch.observe(verdict, i * stepMs) !== undefined);
  return index === -1 ? undefined : index;
}

describe('StreakWatch', () => {
  it('stops an outage only after 24 failures in a row that lasted a minute', () => {
    expect(stopsAt(Array(100).fill(outage), 100)).toBeUndefined(); // 10 s of failures: a blip
    expect(stopsAt(Array(100).fill(outage), 3_000)).toBe(23); // 24 answers over 69 s
    expect(stopsAt(Array(100).fill(outage), 1_000)).toBe(60); // a minute, then it stops
  });

  it('stops a storm of 429s with nothing to wait for at 24; 429s with a wait, as an outage', () => {
    expect(stopsAt(Array(30).fill(storm), 10)).toBe(23);
    // Each Retry-After waited out, and refused again: a minute of that is as good as down.
    expect(stopsAt(Array(20).fill(budget), 10_000)).toBeUndefined();
    expect(stopsAt(Array(100).fill(budget), 10_000)).toBe(23);
    expect(stopsAt([...Array(12).fill(budget), ...Array(12).fill(outage)], 10_000)).toBe(23);
  });

  it('starts over after any other answer', () => {
    const broken = [...Array(23).fill(storm), success, ...Array(23).fill(storm)];
    expect(stopsAt(broken, 10)).toBeUndefined();
    const mixed = [...Array(23).fill(outage), ...Array(23).fill(storm)];
    expect(stopsAt(mixed, 10)).toBeUndefined();
  });

  it('says why once for the run, and briefly for each request it ended', () => {
    const watch = new StreakWatch();
    let stop: ReturnType<StreakWatch['observe']>;
    for (let i = 0; i < 30 && !stop; i++) stop = watch.observe(outage, i * 5_000);
    expect(stop).toEqual({
      why: 'the Console API failed 24 requests in a row over 115 s (last: HTTP 503), so nothing more was sent: it looks unavailable',
      brief: 'the Console API looks unavailable (see above)',
    });
  });
});
