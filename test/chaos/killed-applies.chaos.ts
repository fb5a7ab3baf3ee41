// A stress run, not a test of the suite (`npm run chaos`; `FUZZ_SEEDS=43,52 npm run chaos` for
// chosen seeds): per seed, four applies of 30 definitions, each SIGKILLed after a few creates,
// against an emulator that may lose creates' answers and a GitHub that may lose its own. Then a
// clean apply must create nothing twice, report no conflict and leave every metric recorded.
// Each seed takes seconds; a seed named twice in one run shares its data file, so name it once.
import type { ChildProcess } from 'node:child_process';
import { expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import {
  action,
  github,
  KEY,
  pushPayload,
  REPO,
  repo,
  STATE_BRANCH,
  useActionWorld,
} from '../support/action-world.js';
import { countMetric, FAST_CONFIG, yamlDocuments } from '../support/repo.js';

useActionWorld();

const LEDGER_ROUTES = [
  'PUT /repos/{owner}/{repo}/contents/{path}',
  'POST /repos/{owner}/{repo}/git/commits',
  'PATCH /repos/{owner}/{repo}/git/refs/{ref}',
  'GET /repos/{owner}/{repo}/git/ref/{ref}',
  'GET /repos/{owner}/{repo}/contents/{path}',
];
const SEEDS = (process.env.FUZZ_SEEDS ?? '1,2,3,4,5,6,7,8,43,52').split(',').map(Number);
const DEFINITIONS = 30;
const ROUNDS = 4;
const ON_MASTER = { GITHUB_REF: 'refs/heads/master' };

/** The same numbers for the same seed: a failure is run again by naming its seed. */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

for (const seed of SEEDS) {
  it(`seed ${seed}: killed applies, then one that finishes, leave every metric created once and recorded`, async () => {
    const random = randomOf(seed);
    const dataFile = `${repo.dir}/../chaos-${seed}.json`;
    const api = { ...FAST_CONFIG.api, concurrency: 3 };
    const state = { flushRecords: 10 + Math.floor(random() * 10), flushSeconds: 1 };
    await repo.write('metrics-as-code.yaml', JSON.stringify({ ...FAST_CONFIG, api, state }));
    const names = Array.from({ length: DEFINITIONS }, (_, i) => `k_${i}`);
    await repo.write('metrics/checkout.yaml', yamlDocuments(names.map((name) => countMetric(name))));
    for (let round = 0; round < ROUNDS; round++) {
      const faults = random() < 0.5 ? '500-after-commit:0.2,reset:0.1' : '';
      const emulator = await startEmulator({
        apiKeys: [KEY],
        seed: { dynamicConfigs: [], metrics: [] },
        latencyMs: 20,
        dataFile,
        faults,
        faultSeed: seed + round,
      });
      if (random() < 0.5) {
        const route = LEDGER_ROUTES[Math.floor(random() * LEDGER_ROUTES.length)]!;
        const times = 1 + Math.floor(random() * 5);
        github.inject({ route, times, fault: { kind: 'lost-answer', status: 502 } });
      }
      const killAfter = 1 + Math.floor(random() * 12);
      const killWhen = (child: ChildProcess) => {
        const start = emulator.stats().creates;
        const watch = setInterval(() => {
          if (emulator.stats().creates - start < killAfter) return;
          child.kill('SIGKILL');
          clearInterval(watch);
        }, 3);
        child.on('exit', () => clearInterval(watch));
      };
      const runId = 3000 + round;
      const env = { ...ON_MASTER, GITHUB_RUN_ID: String(runId) };
      await action('push', pushPayload(), { 'api-url': emulator.url }, env, { onSpawn: killWhen });
      // The killed run has ended, as GitHub would say: its claims are taken over at once.
      github.state.repo(REPO).workflowRuns.set(runId, 'completed');
      github.clearFaults();
      await emulator.close();
    }
    const clean = await startEmulator({
      apiKeys: [KEY],
      seed: { dynamicConfigs: [], metrics: [] },
      dataFile,
    });
    const final = await action('push', pushPayload(), { 'api-url': clean.url }, ON_MASTER);
    const again = await action('push', pushPayload(), { 'api-url': clean.url }, ON_MASTER);
    const stored = clean.metrics().map((metric) => metric.id);
    await clean.close();
    expect(final.code, final.stdout).toBe(0);
    expect(again.code, again.stdout).toBe(0);
    expect(final.stdout).not.toContain('remote.conflict');
    const wanted = names.map((name) => `${name}::event_count_custom`).sort();
    expect(stored.sort()).toEqual(wanted);
    const ledger = JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json') ?? '{"metrics":{}}');
    expect(Object.keys(ledger.metrics).sort()).toEqual(wanted);
    expect(ledger.pending ?? {}).toEqual({});
  }, 300_000);
}
