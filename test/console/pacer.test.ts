import { describe, expect, it } from 'vitest';
import { BudgetWaitExceeded, Pacer, SlidingWindowBudget } from '../../src/console/pacer.js';

describe('SlidingWindowBudget', () => {
  it('lets a full window through at once, then waits for the first token to come back', () => {
    const budget = new SlidingWindowBudget({ requests: 3, perSeconds: 1 });
    for (let i = 0; i < 3; i += 1) {
      expect(budget.waitMs(0)).toBe(0);
      budget.take();
    }
    expect(budget.waitMs(0)).toBe(Number.POSITIVE_INFINITY);
    budget.release(40);
    budget.release(70);
    // A token returns one window after the answer that released it, not after the send.
    expect(budget.waitMs(50)).toBe(990);
    expect(budget.waitMs(1_040)).toBe(0);
    budget.take();
    expect(budget.waitMs(1_040)).toBe(30);
  });

  it('never lets more than `requests` be sent within one window of any answer', () => {
    const budget = new SlidingWindowBudget({ requests: 5, perSeconds: 2 });
    const sends: number[] = [];
    let now = 0;
    const inFlight: number[] = [];
    while (sends.length < 40) {
      const wait = budget.waitMs(now);
      if (wait === 0) {
        budget.take();
        sends.push(now);
        inFlight.push(now + 37);
      } else {
        // Jump to the next event: a pending answer or a token coming back.
        const nextAnswer = Math.min(...inFlight);
        now = Number.isFinite(wait) ? Math.min(now + wait, nextAnswer) : nextAnswer;
      }
      for (let i = inFlight.length - 1; i >= 0; i -= 1) {
        if (inFlight[i]! <= now) {
          inFlight.splice(i, 1);
          budget.release(now);
        }
      }
    }
    for (let i = 5; i < sends.length; i += 1) expect(sends[i]! - sends[i - 5]!).toBeGreaterThanOrEqual(2_000);
  });

  it('pauses and halves its capacity on a 429, then wins capacity back one success at a time', () => {
    const budget = new SlidingWindowBudget({ requests: 8, perSeconds: 1 });
    budget.slowDown(100, 500);
    expect(budget.currentCapacity).toBe(4);
    expect(budget.waitMs(100)).toBe(500);
    // More 429s of the same overload (inside the pause) do not halve it again.
    budget.slowDown(200, 500);
    budget.slowDown(300, 100);
    expect(budget.currentCapacity).toBe(4);
    expect(budget.waitMs(600)).toBe(100);
    for (const at of [700, 800, 900]) budget.slowDown(at, 0);
    expect(budget.currentCapacity).toBe(1);
    for (let i = 0; i < 20; i += 1) budget.speedUp();
    expect(budget.currentCapacity).toBe(8);
  });

  it('refuses a nonsensical setting', () => {
    expect(() => new SlidingWindowBudget({ requests: 0, perSeconds: 10 })).toThrow(RangeError);
    expect(() => new SlidingWindowBudget({ requests: 10, perSeconds: 0 })).toThrow(RangeError);
  });
});

describe('Pacer', () => {
  it('grants in FIFO order and holds back the request past the window until a token returns', async () => {
    let now = 0;
    const pacer = new Pacer({ requests: 2, perSeconds: 0.05 }, { clock: { now: () => now } });
    const order: number[] = [];
    const grants = [1, 2, 3].map((n) => pacer.acquire().then(() => order.push(n)));
    await Promise.all([grants[0], grants[1]]);
    expect(order).toEqual([1, 2]);
    now = 10;
    pacer.release();
    // The third waits for a token that returns at 10 + 50 ms of the injected clock.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([1, 2]);
    now = 60;
    await grants[2];
    expect(order).toEqual([1, 2, 3]);
    pacer.close();
  });

  it('paces to every window: the short one until the long one is full, then the long one', async () => {
    let now = 0;
    // 2 per 10 ms and 3 per 1,000 ms: the 4th request waits for the long window, not the short.
    const pacer = new Pacer(
      [
        { requests: 2, perSeconds: 0.01 },
        { requests: 3, perSeconds: 1 },
      ],
      { clock: { now: () => now } },
    );
    const granted: number[] = [];
    const take = (n: number) => pacer.acquire().then(() => granted.push(n));
    await Promise.all([take(1), take(2)]);
    pacer.release();
    pacer.release();
    const third = take(3);
    now = 5;
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(granted).toEqual([1, 2]);
    now = 20;
    pacer.speedUp();
    await third;
    pacer.release();
    const fourth = take(4);
    now = 40;
    pacer.speedUp();
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(granted).toEqual([1, 2, 3]);
    expect(pacer.waiting?.window).toEqual({ requests: 3, perSeconds: 1 });
    now = 1_011;
    pacer.speedUp();
    await fourth;
    expect(granted).toEqual([1, 2, 3, 4]);
    pacer.close();
  });

  it("says a wait is the service's when a 429 paused it, else the window's", async () => {
    let now = 0;
    const pacer = new Pacer({ requests: 1, perSeconds: 1 }, { clock: { now: () => now } });
    await pacer.acquire();
    const second = pacer.acquire();
    expect(pacer.waiting).toEqual({
      window: { requests: 1, perSeconds: 1 },
      untilMs: Number.POSITIVE_INFINITY,
    });
    now = 10;
    pacer.slowDown(30_000);
    pacer.release();
    expect(pacer.waiting).toEqual({ window: { requests: 1, perSeconds: 1 }, untilMs: 30_010, asked: true });
    pacer.close();
    await expect(second).rejects.toThrow(/closed/);
  });

  it('stops cleanly when the budget would keep it waiting past maxWaitMs', async () => {
    const now = 0;
    const pacer = new Pacer(
      { requests: 1, perSeconds: 60 },
      { clock: { now: () => now }, maxWaitMs: 30_000 },
    );
    await pacer.acquire();
    pacer.release();
    await expect(pacer.acquire()).rejects.toThrow(
      'the rate budget would have kept the rest waiting past 30 s (api.maxWaitMinutes), so nothing more was sent',
    );
    await expect(pacer.acquire()).rejects.toBeInstanceOf(BudgetWaitExceeded);
  });

  it('a 429 halves the pace, not the budget of a longer window', async () => {
    // Observed: ten dry runs against a service answering 429 (Retry-After: 1) waited "14m32s for
    // the 900/15min budget" after a few of them: every window had been halved down to one.
    let now = 0;
    const pacer = new Pacer(
      [
        { requests: 8, perSeconds: 1 },
        { requests: 16, perSeconds: 60 },
      ],
      { clock: { now: () => now } },
    );
    for (const at of [0, 10, 20, 30]) {
      now = at;
      pacer.slowDown(0);
    }
    expect(pacer.currentCapacity).toBe(1);
    // One a second now, and the long window still lets its sixteen through.
    for (let i = 0; i < 12; i++) {
      now = 1_000 + i * 1_100;
      const granted = pacer.acquire();
      expect(pacer.waiting).toBeUndefined();
      await granted;
      pacer.release();
    }
    pacer.close();
  });

  it('rejects waiters when closed', async () => {
    const pacer = new Pacer({ requests: 1, perSeconds: 10 });
    await pacer.acquire();
    const waiting = pacer.acquire();
    pacer.close();
    await expect(waiting).rejects.toThrow(/closed/);
    await expect(pacer.acquire()).rejects.toThrow(/closed/);
  });
});
