// Progress a person can read: on a terminal one line redrawn in place; in a log a plain line at
// each change of phase, at the end, and at most every logEveryMs between, with what the run waits for.
import { describe, expect, it } from 'vitest';
import { type ProgressEvent, progressLine, progressReporter } from '../../src/report/progress.js';

const event = (done: number, total: number, parts: Partial<ProgressEvent> = {}): ProgressEvent => ({
  phase: 'create',
  done,
  total,
  succeeded: done,
  failed: 0,
  waiting: () => undefined,
  ...parts,
});

describe('progress', () => {
  it('on a terminal: redrawn in place, cleared at the end', () => {
    const written: string[] = [];
    const progress = progressReporter({ tty: true, write: (text) => written.push(text), now: () => 0 });
    progress.update(event(100, 100));
    progress.done();
    expect(written).toEqual(['\rcreating 100/100 · 100 created, 0 failed\x1b[K', '\r\x1b[K']);
  });

  it('without a terminal: a line at the start of a phase, at most every logEveryMs, and at the end', () => {
    const written: string[] = [];
    let now = 0;
    const progress = progressReporter({
      tty: false,
      write: (text) => written.push(text),
      now: () => now,
      logEveryMs: 30_000,
    });
    progress.update(event(0, 1200));
    now = 10_000;
    progress.update(event(100, 1200));
    now = 31_000;
    progress.update(event(300, 1200, { failed: 2, succeeded: 298 }));
    now = 40_000;
    progress.update(event(1200, 1200));
    progress.done();
    expect(written).toEqual([
      'creating 0/1200 · 0 created, 0 failed\n',
      'creating 300/1200 · 298 created, 2 failed; about 2 min left\n',
      'creating 1200/1200 · 1200 created, 0 failed\n',
    ]);
  });

  it('estimates from the first result on, not from a wait before it', () => {
    // Observed: a 250-definition plan whose first dry run waited 10 s for a budget the previous
    // run had used said "about 43 min left"; it ended 20 s later.
    const written: string[] = [];
    let now = 0;
    const progress = progressReporter({ tty: true, write: (text) => written.push(text), now: () => now });
    progress.update(event(0, 250, { phase: 'dry-run' }));
    now = 10_400;
    progress.update(event(1, 250, { phase: 'dry-run' }));
    now = 10_900;
    progress.update(event(51, 250, { phase: 'dry-run' }));
    progress.done();
    expect(written.join('')).toContain('dry-running 51/250');
    expect(written.join('')).not.toContain('min left');
  });

  it('a phase with nothing to do says nothing', () => {
    // Observed: `plan` with only a changed definition printed "dry-running 0/0 · 0 passed, 0 failed".
    for (const tty of [true, false]) {
      const written: string[] = [];
      const progress = progressReporter({ tty, write: (text) => written.push(text), now: () => 0 });
      progress.update(event(0, 0, { phase: 'dry-run' }));
      progress.done();
      expect(written).toEqual([]);
    }
  });

  it('says what it waits for and how long is left', () => {
    const waiting = () => ({
      window: { requests: 900, perSeconds: 900 },
      untilMs: performance.now() + 372_000,
    });
    const line = progressLine(event(900, 1200, { waiting }), { ms: 10 * 60_000, done: 900 });
    // Observed: "about 3 min left" beside "waiting 6m12s": the pace of the first burst, not the
    // budget the rest waits for.
    expect(line).toMatch(
      /^creating 900\/1200 · 900 created, 0 failed · waiting 6m1[12]s for the 900\/15min budget; about 6 min left$/,
    );
    // Observed: 3,600 dry runs left behind that budget were "about 6 min left", growing by two
    // minutes every 30 s: three more windows of 15 minutes follow the wait.
    const long = () => ({ window: { requests: 900, perSeconds: 900 }, untilMs: performance.now() + 810_000 });
    expect(progressLine(event(900, 4500, { waiting: long }), { ms: 90_000, done: 900 })).toMatch(
      /; about 5[89] min left$/,
    );
  });

  it('a wait the service asked for (429) is said to be its, not the budget of the config', () => {
    // Observed: one dry run sent, then "waiting 31s for the 100/10s budget": the service had
    // answered 429 with a Retry-After, and the config's budget was all but unused.
    const waiting = () => ({
      window: { requests: 100, perSeconds: 10 },
      untilMs: performance.now() + 31_000,
      asked: true,
    });
    expect(progressLine(event(1, 3, { phase: 'dry-run', waiting }))).toMatch(
      /^dry-running 1\/3 · 1 passed, 0 failed · waiting 3[01]s: the Console API asked to slow down \(429\)$/,
    );
  });
});
