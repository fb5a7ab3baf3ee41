// Client-side pacing of POSTs (dry-runs count: the service's mutation budget covers them).
//
// A token bucket whose every token comes back `perSeconds` after the answer to the request that
// used it. A classic bucket that refills continuously lets a full burst through and then keeps
// sending, so a sliding-window limiter on the server (at most N in any window, which is what the
// real service's "100 per 10 s" behaves like) answers 429. Returning each token one window after
// its answer means no window of the server, whatever the network delay, ever sees more than N;
// against a fixed-window or continuous-bucket server it is just as safe.
//
// The pure budget is separated from the timers so its arithmetic is tested without waiting.

export interface RateLimitSettings {
  requests: number;
  perSeconds: number;
}

export class SlidingWindowBudget {
  private readonly maxCapacity: number;
  private capacity: number;
  private readonly windowMs: number;
  private inFlight = 0;
  /** When taken tokens were released (answer times), ascending since the clock is monotonic. */
  private releases: number[] = [];
  private releasesStart = 0;
  private pausedUntilMs = 0;

  constructor(settings: RateLimitSettings) {
    if (!(settings.requests >= 1) || !(settings.perSeconds > 0)) {
      throw new RangeError('rateLimit needs requests >= 1 and perSeconds > 0');
    }
    this.maxCapacity = Math.floor(settings.requests);
    this.capacity = this.maxCapacity;
    this.windowMs = settings.perSeconds * 1000;
  }

  /** Current capacity: lower than configured after a 429, creeping back on successes. */
  get currentCapacity(): number {
    return this.capacity;
  }

  /**
   * How long until a token can be taken: 0 now, a finite wait for a token to come back, or
   * Infinity when every token is held by a request still in flight (a release wakes the waiter).
   */
  waitMs(nowMs: number): number {
    if (this.pausedAt(nowMs)) return this.pausedUntilMs - nowMs;
    this.forgetReleasesBefore(nowMs - this.windowMs);
    const recent = this.releases.length - this.releasesStart;
    const excess = this.inFlight + recent - this.capacity + 1;
    if (excess <= 0) return 0;
    if (excess > recent) return Number.POSITIVE_INFINITY;
    const freedAt = this.releases[this.releasesStart + excess - 1]! + this.windowMs;
    return Math.max(1, freedAt - nowMs);
  }

  /** Whether a 429's pause holds at `nowMs`. */
  pausedAt(nowMs: number): boolean {
    return nowMs < this.pausedUntilMs;
  }

  take(): void {
    this.inFlight += 1;
  }

  release(nowMs: number): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.releases.push(nowMs);
  }

  /**
   * A 429: nobody sends before the pause ends, and (with `halve`) the window holds half as many
   * from now on. The requests in flight when the service started refusing all come back 429
   * together; they are one overload, so only a 429 outside a pause halves the capacity again.
   */
  slowDown(nowMs: number, pauseMs: number, halve = true): void {
    const newOverload = nowMs >= this.pausedUntilMs;
    this.pausedUntilMs = Math.max(this.pausedUntilMs, nowMs + pauseMs);
    if (newOverload && halve) this.capacity = Math.max(1, Math.ceil(this.capacity / 2));
  }

  /** A request that was not rate limited: win back one token of capacity (additive increase). */
  speedUp(): void {
    this.capacity = Math.min(this.maxCapacity, this.capacity + 1);
  }

  private forgetReleasesBefore(cutoffMs: number): void {
    while (this.releasesStart < this.releases.length && this.releases[this.releasesStart]! <= cutoffMs) {
      this.releasesStart += 1;
    }
    if (this.releasesStart > 1024 && this.releasesStart * 2 > this.releases.length) {
      this.releases = this.releases.slice(this.releasesStart);
      this.releasesStart = 0;
    }
  }
}

export interface Clock {
  now(): number;
}

const systemClock: Clock = { now: () => performance.now() };

/** Waiting for the budget would pass `maxWaitMs`: the caller stops cleanly, nothing was sent. */
export class BudgetWaitExceeded extends Error {
  override name = 'BudgetWaitExceeded';
}

export interface PacerOptions {
  clock?: Clock;
  /** How long the run may wait for the budget in all, from its first wait (default: no limit). */
  maxWaitMs?: number;
}

/** What the pacer waits for now, for a progress line. */
export interface BudgetWait {
  window: RateLimitSettings;
  untilMs: number;
  /** The service asked for the wait (a 429's pause), not the window's count. */
  asked?: boolean;
}

/**
 * Every window's budget behind one FIFO queue of waiting callers, woken by one timer or by a
 * release. A request goes only when every window has room (the real service counts both its
 * 100-per-10-s and its 900-per-15-min window).
 */
export class Pacer {
  private readonly budgets: { window: RateLimitSettings; budget: SlidingWindowBudget }[];
  private readonly waiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly clock: Clock;
  private readonly maxWaitMs: number;
  private firstWaitMs: number | undefined;
  private current: BudgetWait | undefined;

  constructor(settings: RateLimitSettings | readonly RateLimitSettings[], options: PacerOptions = {}) {
    const windows = Array.isArray(settings) ? settings : [settings as RateLimitSettings];
    if (windows.length === 0) throw new RangeError('rateLimit needs at least one window');
    this.budgets = windows.map((window) => ({ window, budget: new SlidingWindowBudget(window) }));
    this.clock = options.clock ?? systemClock;
    this.maxWaitMs = options.maxWaitMs ?? Number.POSITIVE_INFINITY;
  }

  get currentCapacity(): number {
    return Math.min(...this.budgets.map(({ budget }) => budget.currentCapacity));
  }

  /** The window being waited for and until when, while callers wait; undefined otherwise. */
  get waiting(): BudgetWait | undefined {
    return this.waiters.length > 0 ? this.current : undefined;
  }

  /**
   * How many POSTs a fresh pacer lets through before a wait would pass `maxWaitMs`, and the window
   * that binds: each window sends its whole count at once, then again every window's length.
   * Undefined without a limit on the wait.
   */
  get sendableWithinLimit(): { posts: number; window: RateLimitSettings; limit: string } | undefined {
    if (!Number.isFinite(this.maxWaitMs)) return undefined;
    const each = this.budgets.map(({ window }) => ({
      window,
      posts: window.requests * (Math.floor(this.maxWaitMs / (window.perSeconds * 1000)) + 1),
    }));
    const binding = each.reduce((least, next) => (next.posts < least.posts ? next : least));
    return { ...binding, limit: this.limitText() };
  }

  /** Resolves when this caller may send; every acquire must be followed by one `release`. */
  acquire(): Promise<void> {
    if (this.closed) return Promise.reject(this.closedWith ?? new Error('the Console API client is closed'));
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.pump();
    });
  }

  release(): void {
    const now = this.clock.now();
    for (const { budget } of this.budgets) budget.release(now);
    this.pump();
  }

  /**
   * A 429 says the pace is too fast: every window pauses, and the shortest, the pace, holds half
   * as many. A longer window counts a budget the pause already honours: halving 900 per 15 min
   * at each of a few 429s would keep a run waiting a quarter of an hour for a budget it never used.
   */
  slowDown(pauseMs: number): void {
    const now = this.clock.now();
    const pace = Math.min(...this.budgets.map(({ window }) => window.perSeconds));
    for (const { window, budget } of this.budgets) budget.slowDown(now, pauseMs, window.perSeconds === pace);
  }

  speedUp(): void {
    for (const { budget } of this.budgets) budget.speedUp();
    this.pump();
  }

  close(): void {
    this.closed = true;
    this.clearTimer();
    for (const waiter of this.waiters.splice(0)) waiter.reject(new Error('the Console API client is closed'));
  }

  private pump(): void {
    this.clearTimer();
    while (this.waiters.length > 0) {
      const now = this.clock.now();
      const { waitMs, window, asked } = this.longestWait(now);
      if (waitMs > 0) {
        this.firstWaitMs ??= now;
        if (Number.isFinite(waitMs) && now + waitMs - this.firstWaitMs > this.maxWaitMs) {
          this.giveUp();
          return;
        }
        this.current = { window, untilMs: now + waitMs, ...(asked && { asked }) };
        if (Number.isFinite(waitMs)) this.timer = setTimeout(() => this.pump(), Math.ceil(waitMs));
        return;
      }
      for (const { budget } of this.budgets) budget.take();
      this.waiters.shift()!.resolve();
    }
  }

  private longestWait(now: number) {
    let longest = { waitMs: 0, window: this.budgets[0]!.window, asked: false };
    for (const { window, budget } of this.budgets) {
      const waitMs = budget.waitMs(now);
      if (waitMs > longest.waitMs) longest = { waitMs, window, asked: budget.pausedAt(now) };
    }
    return longest;
  }

  /** Past the longest wait allowed: every queued caller stops, and later ones at once. */
  private giveUp(): void {
    const error = new BudgetWaitExceeded(
      `the rate budget would have kept the rest waiting past ${this.limitText()} (api.maxWaitMinutes), so nothing more was sent`,
    );
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter.reject(error);
    this.closedWith = error;
  }

  private closedWith: Error | undefined;

  private limitText(): string {
    return this.maxWaitMs >= 60_000
      ? `${Math.round(this.maxWaitMs / 60_000)} min`
      : `${Math.max(1, Math.round(this.maxWaitMs / 1000))} s`;
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
