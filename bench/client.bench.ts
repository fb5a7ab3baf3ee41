// `npm run bench -- client`: the Console API client against the emulator over loopback.
// Each figure is a wall time against a floor computed for the same run (what the emulator's
// latency, the concurrency and the rate limit allow at best), with the ratio the issue targets,
// and beside it a floor measured in this run (a single request's real round trip, overheads
// included), to tell client overhead from emulator overhead.
import { ConsoleClient } from '../src/console/client.js';
import type { ConsoleClientOptions } from '../src/console/client-options.js';
import {
  type EmulatorOptions,
  type RunningEmulator,
  type SeedReview,
  startEmulator,
} from '../src/emulator/server.js';
import { median } from './measure.js';

const KEY = 'console-bench-key';
const LATENCY_MS = 25;
const CONCURRENCY = 8;
/** Pacing off: a window so large no run fills it. */
const UNPACED = { requests: 1_000_000_000, perSeconds: 1 };

type Log = (line: string) => void;

export async function bench(log: Log): Promise<void> {
  await dryRunThroughput(log);
  await pacedDryRuns(log);
  await reviewsListing(log);
}

function metric(name: string): Record<string, unknown> {
  return { name, type: 'sum', unitTypes: ['userID'], metricEvents: [{ name: 'purchase', type: 'value' }] };
}

async function withSetup<T>(
  emulatorOptions: EmulatorOptions,
  clientOptions: Partial<ConsoleClientOptions>,
  body: (client: ConsoleClient, emulator: RunningEmulator) => Promise<T>,
): Promise<T> {
  const emulator = await startEmulator({ apiKeys: [KEY], ...emulatorOptions });
  const client = new ConsoleClient({
    baseUrl: emulator.url,
    apiKey: KEY,
    concurrency: CONCURRENCY,
    ...clientOptions,
  });
  try {
    return await body(client, emulator);
  } finally {
    await client.close();
    await emulator.close();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/** Median round trip of one request at a time: the real cost of a request, emulator included. */
async function singleRoundTripMs(send: () => Promise<unknown>, samples = 15): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) times.push((await timed(send)).ms);
  return median(times);
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(3)} s`;
const ratio = (ms: number, floor: number) => `${(ms / floor).toFixed(3)}x`;

/** (a) 1,000 dry-runs at 25 ms latency and concurrency 8, pacing off. */
async function dryRunThroughput(log: Log): Promise<void> {
  const count = 1_000;
  await withSetup(
    { latencyMs: LATENCY_MS, seed: { dynamicConfigs: [] } },
    { rateLimit: UNPACED },
    async (client, emulator) => {
      const roundTrip = await singleRoundTripMs(() => client.dryRun(metric('warm_up')));
      const run = await timed(() =>
        Promise.all(Array.from({ length: count }, (_, i) => client.dryRun(metric(`bench_${i}`)))),
      );
      const failed = run.value.filter((outcome) => !outcome.ok).length;
      const floor = (count * LATENCY_MS) / CONCURRENCY;
      const measuredFloor = (count * roundTrip) / CONCURRENCY;
      log(`(a) ${count} dry-runs, latency ${LATENCY_MS} ms, concurrency ${CONCURRENCY}, pacing off`);
      log(
        `    wall ${fmt(run.ms)}; floor N x latency / concurrency = ${fmt(floor)}; ratio ${ratio(run.ms, floor)} (target <= 1.2x)`,
      );
      log(
        `    measured round trip ${roundTrip.toFixed(1)} ms -> measured floor ${fmt(measuredFloor)}; ratio ${ratio(run.ms, measuredFloor)}`,
      );
      log(`    failed ${failed}; emulator dry-runs ${emulator.stats().dryRuns}`);
    },
  );
}

/**
 * (b) 300 dry-runs, the emulator enforcing 100/10s and the client paced at 100/10s.
 *
 * The floor, for the emulator's window: it admits a POST when fewer than 100 admitted POSTs fall in
 * the last 10 s (a sliding log; refused ones do not count). So the k-th request (0-based) is
 * admitted no earlier than 10 s after the (k-100)-th: at best 100 at t0, 100 at t0 + 10 s and 100
 * at t0 + 20 s, the last answered one latency later: floor = (ceil(300 / 100) - 1) x 10 s + latency.
 */
async function pacedDryRuns(log: Log): Promise<void> {
  const count = 300;
  const limit = { requests: 100, perSeconds: 10 };
  await withSetup(
    { latencyMs: LATENCY_MS, rateLimit: '100/10s', seed: { dynamicConfigs: [] } },
    { rateLimit: limit },
    async (client, emulator) => {
      const run = await timed(() =>
        Promise.all(Array.from({ length: count }, (_, i) => client.dryRun(metric(`paced_${i}`)))),
      );
      const failed = run.value.filter((outcome) => !outcome.ok).length;
      const floor = (Math.ceil(count / limit.requests) - 1) * limit.perSeconds * 1000 + LATENCY_MS;
      log(
        `(b) ${count} dry-runs, emulator rate limit 100/10s, client paced at 100/10s, latency ${LATENCY_MS} ms`,
      );
      log(
        `    wall ${fmt(run.ms)}; rate floor (ceil(N/100)-1) x 10 s + latency = ${fmt(floor)}; ratio ${ratio(run.ms, floor)} (target <= 1.1x)`,
      );
      log(`    429 answers ${emulator.stats().rateLimited} (target 0); failed ${failed}`);
    },
  );
}

function benchReviews(count: number): SeedReview[] {
  const newest = Date.parse('2026-11-21T00:00:00Z');
  return Array.from({ length: count }, (_, i) => ({
    review_id: `rv_${i}`,
    status: (['pending', 'accepted', 'committed', 'changes_requested'] as const)[i % 4]!,
    type: 'rules',
    author: { id: `u_${i % 50}`, email: i % 3 === 0 ? null : `user${i % 50}@example.com` },
    reviewers: [
      { id: 'g_data', kind: 'group' },
      { id: `u_${(i + 1) % 50}`, kind: 'user' },
    ],
    description: `Raise the rollout of rule ${i % 17} to ${i % 100}%`,
    created_at: new Date(newest - i * 60_000).toISOString(),
  }));
}

/** (c) 5,000 reviews over 50 pages of 100 at 25 ms latency. */
async function reviewsListing(log: Log): Promise<void> {
  const count = 5_000;
  const pageSize = 100;
  const reviews = benchReviews(count);
  const seed = {
    dynamicConfigs: [
      { id: 'big_config', reviews },
      { id: 'one_page', reviews: reviews.slice(0, pageSize) },
    ],
  };
  await withSetup({ latencyMs: LATENCY_MS, seed }, { reviewsPageSize: pageSize }, async (client) => {
    await client.listReviews('big_config');
    const times: number[] = [];
    let listed = 0;
    for (let i = 0; i < 5; i += 1) {
      const run = await timed(() => client.listReviews('big_config'));
      times.push(run.ms);
      listed = run.value.ok ? run.value.reviews.length : -1;
    }
    const wall = median(times);
    const pages = Math.ceil(count / pageSize);
    const rounds = 1 + Math.ceil((pages - 1) / CONCURRENCY);
    const floor = rounds * LATENCY_MS;
    // One full page fetched and parsed alone: the real cost of a page, emulator included.
    const pageRoundTrip = await singleRoundTripMs(() => client.listReviews('one_page'));
    const measuredFloor = rounds * pageRoundTrip;
    log(
      `(c) ${count} reviews over ${pages} pages of ${pageSize}, latency ${LATENCY_MS} ms, concurrency ${CONCURRENCY}`,
    );
    log(
      `    wall ${fmt(wall)} (median of 5); floor (1 page + ${rounds - 1} parallel rounds) x latency = ${fmt(floor)}; ratio ${ratio(wall, floor)} (target <= 1.5x)`,
    );
    log(
      `    measured page round trip ${pageRoundTrip.toFixed(1)} ms -> measured floor ${fmt(measuredFloor)}; ratio ${ratio(wall, measuredFloor)}`,
    );
    log(`    listed ${listed}`);
  });
}
