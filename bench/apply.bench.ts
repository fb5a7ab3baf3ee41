// Apply of 500 new definitions against the emulator at 25 ms latency, against its floor
// (N × latency / concurrency), and beside it the plain sequential loop a hand-written script
// would be: one POST after another.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { startEmulator } from '../src/emulator/server.js';
import { FileLedgerStore } from '../src/reconcile/file-store.js';
import { execute } from '../src/reconcile/run.js';
import { countMetric, makeRepo, yamlDocuments } from '../test/support/repo.js';

const COUNT = 500;
const LATENCY_MS = 25;
const CONCURRENCY = 8;
const KEY = 'console-dev-key';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function bench(log: (line: string) => void): Promise<void> {
  const definitions = Array.from({ length: COUNT }, (_, i) => countMetric(`bench_apply_${i}`));
  // Pacing is lifted so the figure is the engine's, not the configured budget's.
  const repo = await makeRepo({
    api: { concurrency: CONCURRENCY, rateLimit: { requests: 1_000_000, perSeconds: 1 } },
  });
  const ledgerDir = await mkdtemp(join(tmpdir(), 'mac-bench-ledger-'));
  try {
    for (let file = 0; file < 10; file++) {
      await repo.write(
        `metrics/team_${file}.yaml`,
        yamlDocuments(definitions.slice(file * 50, file * 50 + 50)),
      );
    }
    const engine = await startEmulator({ latencyMs: LATENCY_MS, seed: { dynamicConfigs: [], metrics: [] } });
    const store = new FileLedgerStore(join(ledgerDir, 'state.json'));
    const started = performance.now();
    const outcome = await execute({
      mode: 'apply',
      cwd: repo.dir,
      apiUrl: engine.url,
      apiKey: KEY,
      store: () => store,
    });
    const applyMs = performance.now() - started;
    await engine.close();
    if (outcome.report.summary.created !== COUNT)
      throw new Error(`apply created ${outcome.report.summary.created}`);
    const ledgerEntries = Object.keys((await store.read()).metrics).length;

    const loop = await startEmulator({ latencyMs: LATENCY_MS, seed: { dynamicConfigs: [], metrics: [] } });
    const loopStarted = performance.now();
    for (const definition of definitions) {
      const response = await request(`${loop.url}/console/v1/metrics`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'service-api-key': KEY },
        body: JSON.stringify(definition),
      });
      await response.body.text();
      if (response.statusCode !== 201) throw new Error(`loop create answered ${response.statusCode}`);
    }
    const loopMs = performance.now() - loopStarted;
    await loop.close();

    const floorMs = (COUNT * LATENCY_MS) / CONCURRENCY;
    log(
      `apply ${COUNT} new definitions, ${LATENCY_MS} ms latency, concurrency ${CONCURRENCY} (validate + claim + create + ledger)`,
    );
    log(`  floor N×latency/concurrency   ${seconds(floorMs)}`);
    log(
      `  apply                         ${seconds(applyMs)}   ${(applyMs / floorMs).toFixed(2)}× floor   ledger: ${ledgerEntries} entries`,
    );
    log(
      `  sequential loop (bare POSTs)  ${seconds(loopMs)}   ${(loopMs / floorMs).toFixed(2)}× floor   apply is ${(loopMs / applyMs).toFixed(1)}× faster`,
    );
  } finally {
    await repo.cleanup();
    await rm(ledgerDir, { recursive: true, force: true });
  }
}
