// Bulk onboarding within the budget: apply of 1,200 new definitions against the emulator limiting
// POSTs with the same windows the config paces to, each against its floor in the same run: the
// earliest moment the windows let the last create be sent, plus one answer's latency. Also a
// `Retry-After: 0` storm: a plan of 16 against a server that answers every POST 429 with it.
// - `100/1s,900/90s`: the real windows (100/10 s, 900/15 min) scaled 10× down in time: ~1.5 min.
// - `20/2s,180/180s`: the real windows scaled down in count: ~18 min, so only with
//   BENCH_LONG=1 (`BENCH_LONG=1 npm run bench -- onboarding`).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator } from '../src/emulator/server.js';
import { execute } from '../src/reconcile/run.js';
import { countMetric, makeRepo, yamlDocuments } from '../test/support/repo.js';

type Log = (line: string) => void;
interface Window {
  requests: number;
  perSeconds: number;
}

const KEY = 'console-dev-key';
const COUNT = 1200;
const LATENCY_MS = 25;
const CONCURRENCY = 8;

export async function bench(log: Log): Promise<void> {
  await onboard(log, [
    { requests: 100, perSeconds: 1 },
    { requests: 900, perSeconds: 90 },
  ]);
  const real = [
    { requests: 20, perSeconds: 2 },
    { requests: 180, perSeconds: 180 },
  ];
  if (process.env.BENCH_LONG === '1') await onboard(log, real);
  else
    log(
      `(skipped ${spec(real)}: about ${(floorMs(real, COUNT) / 60_000).toFixed(0)} min; BENCH_LONG=1 runs it)`,
    );
  await storm(log);
}

async function onboard(log: Log, windows: Window[]): Promise<void> {
  const definitions = Array.from({ length: COUNT }, (_, i) => countMetric(`onboard_${i}`));
  const repo = await makeRepo({ api: { concurrency: CONCURRENCY, rateLimit: windows } });
  const emulator = await startEmulator({
    latencyMs: LATENCY_MS,
    rateLimit: spec(windows),
    seed: { dynamicConfigs: [], metrics: [] },
  });
  try {
    for (let file = 0; file < 12; file++)
      await repo.write(
        `metrics/team_${file}.yaml`,
        yamlDocuments(definitions.slice(file * 100, file * 100 + 100)),
      );
    const started = performance.now();
    const outcome = await execute({ mode: 'apply', cwd: repo.dir, apiUrl: emulator.url, apiKey: KEY });
    const elapsed = performance.now() - started;
    const stats = emulator.stats();
    const floor = floorMs(windows, COUNT) + LATENCY_MS;
    log(
      `apply ${COUNT} new definitions under ${spec(windows)} (emulator and config alike), ${LATENCY_MS} ms latency`,
    );
    log(
      `  floor: the windows let the last create go at ${seconds(floor - LATENCY_MS)}, + latency = ${seconds(floor)}`,
    );
    log(
      `  apply ${seconds(elapsed)}  ${(elapsed / floor).toFixed(3)}× floor  exit ${outcome.exitCode}, ${outcome.report.summary.created} created, ${stats.creates} stored, ${stats.rateLimited} × 429, ${stats.duplicatesRefused} duplicates`,
    );
  } finally {
    await emulator.close();
    await repo.cleanup();
  }
}

/**
 * The earliest send time of the last of `count` requests that every sliding window admits: the
 * k-th waits until the request `requests` before it has left each window.
 */
function floorMs(windows: readonly Window[], count: number): number {
  const sent: number[] = [];
  for (let k = 0; k < count; k++) {
    let at = k > 0 ? sent[k - 1]! : 0;
    for (const { requests, perSeconds } of windows)
      if (k >= requests) at = Math.max(at, sent[k - requests]! + perSeconds * 1000);
    sent.push(at);
  }
  return sent[count - 1]!;
}

/** A plan of 16 against a server that answers every POST 429 with `Retry-After: 0`. */
async function storm(log: Log): Promise<void> {
  let posts = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      posts++;
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' });
      response.end(JSON.stringify({ status: 429, message: 'Too Many Requests' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const repo = await makeRepo({ api: { concurrency: CONCURRENCY } });
  try {
    await repo.write(
      'metrics/a.yaml',
      yamlDocuments(Array.from({ length: 16 }, (_, i) => countMetric(`storm_${i}`))),
    );
    const started = performance.now();
    const outcome = await execute({ mode: 'plan', cwd: repo.dir, apiUrl: url, apiKey: KEY });
    const elapsed = performance.now() - started;
    log('plan of 16 against a server answering every POST 429 with Retry-After: 0');
    log(
      `  ${seconds(elapsed)}, ${posts} POSTs (${(posts / 16).toFixed(1)} a definition), exit ${outcome.exitCode}: ${outcome.report.failure?.message ?? 'no failure'}`,
    );
  } finally {
    server.close();
    await repo.cleanup();
  }
}

function spec(windows: readonly Window[]): string {
  return windows.map((w) => `${w.requests}/${w.perSeconds}s`).join(',');
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}
