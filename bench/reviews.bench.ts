// `metrics-as-code reviews` as a user runs it: the committed dist/cli.js as a process, 5,000
// reviews over 50 pages of 100 at 25 ms latency, against its floor measured in the same run: a
// process that fetches one page, then the remaining pages at the configured concurrency, and does
// nothing else (bench/reviews-floor.mjs). The theoretical bound (node start + rounds × latency)
// is printed beside it: no process reaches it, the emulator's own time is not in it.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type SeedReview, startEmulator } from '../src/emulator/server.js';
import { makeRepo } from '../test/support/repo.js';
import { median, medianMs } from './measure.js';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const FLOOR = fileURLToPath(new URL('./reviews-floor.mjs', import.meta.url));
const COUNT = 5_000;
const PAGE = 100;
const LATENCY_MS = 25;
const CONCURRENCY = 8;
const RUNS = 5;

function reviews(): SeedReview[] {
  const newest = Date.parse('2026-11-21T00:00:00Z');
  return Array.from({ length: COUNT }, (_, i) => ({
    review_id: `rv_${i}`,
    status: (['pending', 'accepted', 'changes_requested', 'pending_webhook_validation'] as const)[i % 4]!,
    type: 'rules',
    author: { id: `u_${i % 50}`, email: `user${i % 50}@example.com` },
    reviewers: [{ id: 'g_data', kind: 'group' }],
    description: `Raise the rollout of rule ${i % 17} to ${i % 100}%`,
    created_at: new Date(newest - i * 60_000).toISOString(),
  }));
}

export async function bench(log: (line: string) => void): Promise<void> {
  const emulator = await startEmulator({
    latencyMs: LATENCY_MS,
    seed: { dynamicConfigs: [{ id: 'big', reviews: reviews() }] },
  });
  const repo = await makeRepo({ dynamicConfigs: [{ id: 'big' }], api: { concurrency: CONCURRENCY } });
  try {
    const env = { ...process.env, CONSOLE_API_KEY: 'console-dev-key' };
    const args = [CLI, 'reviews', '--cwd', repo.dir, '--api-url', emulator.url, '--format', 'json'];
    const { stdout } = await run(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 });
    const listed = (JSON.parse(stdout) as { reviews: unknown[] }).reviews.length;
    if (listed !== COUNT) throw new Error(`reviews listed ${listed}`);
    const floorArgs = [
      FLOOR,
      emulator.url,
      'big',
      String(COUNT / PAGE),
      String(CONCURRENCY),
      'console-dev-key',
    ];
    const start = await medianMs(RUNS, () => run(process.execPath, ['-e', '0']));
    // Interleaved, so a burst of load on the shared machine hits both alike.
    const floors: number[] = [];
    const walls: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      floors.push(await medianMs(1, () => run(process.execPath, floorArgs)));
      walls.push(await medianMs(1, () => run(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 })));
    }
    const floor = median(floors);
    const wall = median(walls);
    const rounds = 1 + Math.ceil((COUNT / PAGE - 1) / CONCURRENCY);
    const bound = start + rounds * LATENCY_MS;
    log(
      `reviews (CLI process, dist/cli.js): ${COUNT} reviews over ${COUNT / PAGE} pages of ${PAGE}, ${LATENCY_MS} ms latency, concurrency ${CONCURRENCY}`,
    );
    log(
      `  floor (one page, then the rest at concurrency ${CONCURRENCY}, plain fetch): ${floor.toFixed(0)} ms`,
    );
    log(
      `  reviews ${wall.toFixed(0)} ms (median of ${RUNS})  ${(wall / floor).toFixed(2)}× floor (goal ≤ 1.5×)`,
    );
    log(
      `  for scale: node start ${start.toFixed(0)} ms + ${rounds} rounds × ${LATENCY_MS} ms = ${bound.toFixed(0)} ms (reviews ${(wall / bound).toFixed(2)}×)`,
    );
  } finally {
    await emulator.close();
    await repo.cleanup();
  }
}
