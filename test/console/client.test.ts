// The client against the real emulator over loopback, with its faults and rate limits turned on.
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleClient } from '../../src/console/client.js';
import type { ConsoleClientOptions } from '../../src/console/client-options.js';
import {
  type EmulatorOptions,
  type RunningEmulator,
  type SeedReview,
  startEmulator,
} from '../../src/emulator/server.js';

const KEY = 'console-test-key-0123456789';
const DAY = 86_400_000;
const NOW = Date.parse('2026-11-21T12:00:00Z');

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => thing.close()));
});

async function emulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const running = await startEmulator({ apiKeys: [KEY], seed: { dynamicConfigs: [] }, ...options });
  open.push(running);
  return running;
}

function client(emu: RunningEmulator, options: Partial<ConsoleClientOptions> = {}): ConsoleClient {
  const made = new ConsoleClient({
    baseUrl: emu.url,
    apiKey: KEY,
    retry: { baseDelayMs: 5, maxDelayMs: 50, maxAttempts: 8 },
    ...options,
  });
  open.push(made);
  return made;
}

function metric(name: string): Record<string, unknown> {
  return { name, type: 'sum', unitTypes: ['userID'], metricEvents: [{ name: 'purchase', type: 'value' }] };
}

function seededReviews(
  count: number,
  statuses: SeedReview['status'][] = ['pending', 'committed', 'accepted'],
): SeedReview[] {
  return Array.from({ length: count }, (_, i) => ({
    review_id: `rv_${String(i + 1).padStart(5, '0')}`,
    status: statuses[i % statuses.length]!,
    type: 'rules',
    author: { id: `u_${i % 7}`, email: i % 2 === 0 ? `u${i % 7}@example.com` : null },
    reviewers: [{ id: 'g_data', kind: 'group' }],
    description: `change ${i + 1}`,
    created_at: new Date(NOW - (i + 1) * (DAY / 4)).toISOString(),
  }));
}

describe('dry runs and creates', () => {
  it('dry-runs a valid definition without storing it, sending dryRun: true', async () => {
    const emu = await emulator();
    const outcome = await client(emu).dryRun(metric('dry_one'));
    expect(outcome).toMatchObject({ ok: true, data: { id: 'dry_one::sum', name: 'dry_one' }, attempts: 1 });
    expect(emu.stats()).toMatchObject({ dryRuns: 1, creates: 0 });
    expect(emu.metrics()).toEqual([]);
  });

  it('returns a rejected dry run with the service message and every field error', async () => {
    const emu = await emulator();
    const outcome = await client(emu).dryRun({ name: 'x', type: 'nope' });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toMatchObject({ kind: 'rejected', status: 400 });
    expect(outcome.error.fieldErrors.map((field) => field.property).sort()).toEqual(['name', 'type']);
  });

  it('creates once (dryRun: false), then answers a second create of the same id as a conflict', async () => {
    const emu = await emulator();
    const api = client(emu);
    const first = await api.create(metric('made_once'));
    expect(first).toMatchObject({ ok: true, recovered: false, data: { id: 'made_once::sum' } });
    const second = await api.create(metric('made_once'));
    expect(second).toMatchObject({ ok: false, ambiguous: false, error: { kind: 'conflict', status: 400 } });
    expect(emu.metrics()).toHaveLength(1);
  });

  it('answers a dry run of a name already in use as a conflict', async () => {
    const emu = await emulator({ seed: { metrics: [metric('taken_name')] } });
    expect(await client(emu).dryRun(metric('taken_name'))).toMatchObject({
      ok: false,
      error: { kind: 'conflict' },
    });
  });

  it('a create whose answer was lost (500 after commit) is recovered by its retry\'s "already in use"', async () => {
    const emu = await emulator({ faults: '500-after-commit:1' });
    const outcome = await client(emu).create(metric('lost_answer'));
    expect(outcome).toEqual({ ok: true, recovered: true, attempts: 2 });
    expect(emu.metrics().map((m) => m.id)).toEqual(['lost_answer::sum']);
    expect(emu.stats()).toMatchObject({ creates: 1, duplicatesAfterLostAnswer: 1 });
  });

  it('"already in use" after 429s only is a conflict, not a recovery: a 429 is never processed', async () => {
    const emu = await emulator({ seed: { metrics: [metric('someone_elses')] }, rateLimit: '1/1s' });
    const api = client(emu, { rateLimit: { requests: 1000, perSeconds: 1 } });
    expect(await api.dryRun(metric('fills_the_window'))).toMatchObject({ ok: true });
    const outcome = await api.create(metric('someone_elses'));
    expect(emu.stats().rateLimited).toBe(1);
    expect(outcome).toMatchObject({ ok: false, ambiguous: false, attempts: 2, error: { kind: 'conflict' } });
  });

  it('a connection reset after the body was sent leaves a create ambiguous until a retry settles it', async () => {
    const emu = await emulator({ faults: 'reset:1' });
    const outcome = await client(emu, { retry: { baseDelayMs: 1, maxDelayMs: 5, maxAttempts: 3 } }).create(
      metric('reset_me'),
    );
    expect(outcome).toMatchObject({ ok: false, ambiguous: true, attempts: 3, error: { kind: 'transient' } });
    if (!outcome.ok)
      expect(outcome.error.message).toMatch(/gave up after 3 attempts; last answer: .*connection was closed/);
    expect(emu.stats().faultsInjected.reset).toBe(3);
  });

  it('retries a dry run through 503s and gives up with a transient error naming the last answer', async () => {
    const emu = await emulator({ faults: '503:1' });
    const outcome = await client(emu, { retry: { baseDelayMs: 1, maxDelayMs: 5, maxAttempts: 4 } }).dryRun(
      metric('busy'),
    );
    expect(outcome).toMatchObject({ ok: false, attempts: 4, error: { kind: 'transient', status: 503 } });
    if (!outcome.ok)
      expect(outcome.error.message).toMatch(
        /gave up after 4 attempts; last answer: HTTP 503: Service temporarily unavailable/,
      );
    expect(emu.stats().requests).toBe(4);
  });

  it('honours the Retry-After seconds of an injected 429 and then succeeds', async () => {
    const emu = await emulator({ faults: '429:0.2', faultSeed: 1 });
    // A loose pacer: this is about each call waiting out its own 429, not the shared slowdown.
    // A 429 in five, drawn by a fixed seed: every call gets through well within 12 attempts.
    const api = client(emu, {
      rateLimit: { requests: 1_000, perSeconds: 1 },
      retry: { baseDelayMs: 5, maxDelayMs: 50, maxAttempts: 12 },
    });
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => api.dryRun(metric(`paced_${i}`))));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const injected = emu.stats().faultsInjected['429'] ?? 0;
    expect(injected).toBeGreaterThan(0);
    // The emulator's injected 429 says `Retry-After: 1`; the back-off alone would be 5 to 50 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(outcomes.reduce((sum, outcome) => sum + (outcome.attempts ?? 0), 0)).toBe(6 + injected);
  });

  it('under every fault at once creates each metric exactly once and says which were recovered', async () => {
    const emu = await emulator({
      faults: '503:0.15,500-after-commit:0.15,429:0.05,reset:0.15',
      faultSeed: 11,
    });
    // The pacer's own budget is set high: each 429 halves it, and this test is about exactly-once.
    const api = client(emu, {
      rateLimit: { requests: 1_000, perSeconds: 1 },
      retry: { baseDelayMs: 1, maxDelayMs: 20, maxAttempts: 20 },
    });
    const names = Array.from({ length: 30 }, (_, i) => `faulty_${i}`);
    const outcomes = await Promise.all(names.map((name) => api.create(metric(name))));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(
      emu
        .metrics()
        .map((m) => m.name)
        .sort(),
    ).toEqual([...names].sort());
    const recovered = outcomes.filter((outcome) => outcome.ok && outcome.recovered).length;
    const stats = emu.stats();
    expect(recovered).toBe(stats.duplicatesAfterLostAnswer);
    expect(recovered).toBeGreaterThan(0);
    expect(stats.duplicatesRefused).toBe(stats.duplicatesAfterLostAnswer);
    expect(outcomes.reduce((sum, outcome) => sum + (outcome.attempts ?? 0), 0)).toBe(stats.requests);
  });
});

describe('pacing', () => {
  it('paced at the service limit, sends a burst through without a single 429', async () => {
    const emu = await emulator({ rateLimit: '5/200ms' });
    const api = client(emu, { rateLimit: { requests: 5, perSeconds: 0.2 } });
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => api.dryRun(metric(`burst_${i}`))),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(emu.stats()).toMatchObject({ rateLimited: 0, dryRuns: 12 });
  });

  it('unpaced, meets the limiter, waits its Retry-After and still gets every request through', async () => {
    const emu = await emulator({ rateLimit: '5/1s' });
    const api = client(emu, {
      rateLimit: { requests: 1_000, perSeconds: 1 },
      retry: { baseDelayMs: 5, maxDelayMs: 50, maxAttempts: 10 },
    });
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => api.dryRun(metric(`unpaced_${i}`))),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(emu.stats().rateLimited).toBeGreaterThan(0);
    expect(api.pacingCapacity).toBeLessThan(1_000);
  });
  it("a create refused with a Retry-After longer than a request's retries waits for the budget like the rest", async () => {
    // Before: the refused create failed ("the next wait would pass the limit") while the creates
    // queued behind it waited for the same budget and were made.
    const emu = await emulator({ rateLimit: '2/1s' });
    const api = client(emu, {
      concurrency: 4,
      retry: { baseDelayMs: 5, maxDelayMs: 50, maxAttempts: 8, maxElapsedMs: 200 },
    });
    const outcomes = await Promise.all(Array.from({ length: 4 }, (_, i) => api.create(metric(`later_${i}`))));
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true, true]);
  });

  it('a Retry-After past the wait allowed stops sending: the creates queued are not sent into the 429', async () => {
    // Observed (apply against `emulator --rate-limit 2/3600s`): 28 of 30 creates were each sent
    // and each answered 429 "Retry after 3600 s", though the first such answer said it all.
    const emu = await emulator({ rateLimit: '2/7200s' });
    const api = client(emu, { concurrency: 2, maxBudgetWaitMs: 60_000 });
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => api.create(metric(`held_${i}`))));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(2);
    // Refused with a 429 and then held by the stop, a create was never processed: not sent, not
    // failed (before: "failed: waited too long for the rate budget").
    expect(outcomes.filter((outcome) => !outcome.ok && !outcome.unsent)).toEqual([]);
    expect(emu.stats().rateLimited).toBeLessThanOrEqual(2);
    expect(emu.stats().requests).toBeLessThanOrEqual(4);
  });
});

describe('authentication', () => {
  it('a 401 is kind auth, and later calls are refused without sending the key again', async () => {
    const emu = await emulator();
    const api = client(emu, { apiKey: 'console-wrong-key-9876543210' });
    const first = await api.dryRun(metric('never'));
    expect(first).toMatchObject({ ok: false, attempts: 1, error: { kind: 'auth', status: 401 } });
    const later = await Promise.all([api.create(metric('never')), api.listReviews('any')]);
    expect(later[0]).toMatchObject({ ok: false, ambiguous: false, error: { kind: 'auth' } });
    expect(later[1]).toMatchObject({ ok: false, error: { kind: 'auth' } });
    expect(emu.stats().requests).toBe(1);
  });
});

describe('reviews', () => {
  it('lists 250 reviews over 3 pages of 100, newest first', async () => {
    const all = seededReviews(250);
    const emu = await emulator({ seed: { dynamicConfigs: [{ id: 'checkout_flow', reviews: all }] } });
    const result = await client(emu).listReviews('checkout_flow');
    expect(result).toMatchObject({ ok: true, pages: 3, warnings: [] });
    if (result.ok) expect(result.reviews.map((r) => r.review_id)).toEqual(all.map((r) => r.review_id));
    expect(emu.stats().requests).toBe(3);
  });

  it('pages with a smaller page size and filters by status', async () => {
    const all = seededReviews(25);
    const emu = await emulator({ seed: { dynamicConfigs: [{ id: 'cfg', reviews: all }] } });
    const result = await client(emu, { reviewsPageSize: 10 }).listReviews('cfg', {
      statuses: ['pending', 'accepted'],
    });
    expect(result.ok && result.pages).toBe(3);
    expect(result.ok && result.reviews.map((r) => r.review_id)).toEqual(
      all.filter((r) => r.status !== 'committed').map((r) => r.review_id),
    );
  });

  it('stops paging past maxAgeDays', async () => {
    const all = seededReviews(1_000);
    const emu = await emulator({ seed: { dynamicConfigs: [{ id: 'old', reviews: all }] } });
    const result = await client(emu, { concurrency: 1 }).listReviews('old', {
      maxAgeDays: 30,
      now: new Date(NOW),
    });
    // Four reviews a day: the last 30 days hold 120 (the 120th is exactly 30 days old).
    expect(result.ok && result.reviews).toHaveLength(120);
    expect(emu.stats().requests).toBe(2);
  });

  it('answers an unknown config with a 404 error for that config only', async () => {
    const emu = await emulator({ seed: { dynamicConfigs: [{ id: 'known', reviews: seededReviews(3) }] } });
    const api = client(emu);
    const [missing, known] = await Promise.all([api.listReviews('no_such_config'), api.listReviews('known')]);
    expect(missing).toMatchObject({ ok: false, error: { kind: 'rejected', status: 404 } });
    if (!missing.ok) expect(missing.error.message).toMatch(/dynamic config "no_such_config" was not found/);
    expect(known).toMatchObject({ ok: true });
  });

  it('retries pages through injected faults and still lists every review once', async () => {
    const all = seededReviews(450);
    const emu = await emulator({
      seed: { dynamicConfigs: [{ id: 'flaky', reviews: all }] },
      faults: '503:0.2,reset:0.2',
      faultSeed: 5,
    });
    const result = await client(emu, {
      retry: { baseDelayMs: 1, maxDelayMs: 10, maxAttempts: 12 },
    }).listReviews('flaky');
    expect(result.ok && result.reviews.map((r) => r.review_id)).toEqual(all.map((r) => r.review_id));
    const faults = emu.stats().faultsInjected;
    expect((faults['503'] ?? 0) + (faults.reset ?? 0)).toBeGreaterThan(0);
  });
});
