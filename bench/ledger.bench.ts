// The ledger at the scale of a real catalogue:
// - apply of 1,000 to 8,000 new definitions against the emulator with no latency and no rate
//   limit, each in its own process: time per create against the 1,000 run's (the floor), and
//   peak RSS;
// - 1,000 creates recorded in the Action's branch ledger through the GitHub stand-in at the real
//   pacing shape (about 50 creates per flush interval: 10 a second with the default 5 s, run here
//   10× faster, 100 a second with a 0.5 s interval, which keeps the same batches): commits and
//   bytes written to the state branch, against the run's duration / flush interval and the size
//   of the records themselves as the ledger stores them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '../src/emulator/server.js';
import { GitHubLedgerStore } from '../src/github/ledger-store.js';
import { createOctokit } from '../src/github/octokit.js';
import { claim } from '../src/reconcile/claims.js';
import type { LedgerEntry } from '../src/reconcile/ledger.js';
import { serializeLedger } from '../src/reconcile/ledger-schema.js';
import { LedgerRecorder } from '../src/reconcile/recorder.js';
import { GitHubStandin } from '../test/support/github-standin.js';
import { countMetric, makeRepo, yamlDocuments } from '../test/support/repo.js';

type Log = (line: string) => void;
const SIZES = process.env.LEDGER_BENCH_SIZES?.split(',').map(Number) ?? [1000, 2000, 4000, 8000];
const CHILD = fileURLToPath(new URL('./ledger-child.ts', import.meta.url));
const NO_LIMITS = { api: { concurrency: 8, rateLimit: { requests: 10_000_000, perSeconds: 1 } } };

export async function bench(log: Log): Promise<void> {
  await benchApplyScale(log);
  await benchBranchHistory(log);
}

async function benchApplyScale(log: Log): Promise<void> {
  log(
    'apply N new definitions, no latency, no rate limit, one process each (validate + claim + create + ledger)',
  );
  let floorPerCreate: number | undefined;
  for (const size of SIZES) {
    const { ms, maxRssMb } = await applyInChild(size);
    const perCreate = ms / size;
    floorPerCreate ??= perCreate;
    log(
      `  ${String(size).padStart(5)}  ${(ms / 1000).toFixed(2).padStart(6)} s  ${(perCreate * 1000).toFixed(0).padStart(5)} µs/create  ${(perCreate / floorPerCreate).toFixed(2)}× the 1,000 run's per create  peak RSS ${maxRssMb} MB`,
    );
  }
}

async function applyInChild(size: number): Promise<{ ms: number; maxRssMb: number }> {
  const repo = await makeRepo(NO_LIMITS);
  const emulator = await startEmulator({ seed: { dynamicConfigs: [], metrics: [] } });
  try {
    for (let file = 0; file < size / 50; file++) {
      const definitions = Array.from({ length: 50 }, (_, i) => countMetric(`scale_${file}_${i}`));
      await repo.write(`metrics/team_${file}.yaml`, yamlDocuments(definitions));
    }
    const line = await run(process.execPath, ['--import', 'tsx', CHILD, repo.dir, emulator.url]);
    const result = JSON.parse(line) as { ms: number; created: number; maxRssMb: number };
    if (result.created !== size) throw new Error(`apply of ${size} created ${result.created}`);
    return result;
  } finally {
    await emulator.close();
    await repo.cleanup();
  }
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.on('exit', (code) => (code === 0 ? resolve(stdout.trim()) : reject(new Error(`exit ${code}`))));
  });
}

async function benchBranchHistory(log: Log): Promise<void> {
  const CREATES = 1000;
  const INTERVAL_MS = 500;
  const ARRIVAL_MS = 10; // 100 a second: 10× the real 10 a second, as the interval is 10× shorter
  const standin = await GitHubStandin.start();
  try {
    const token = 'ghs_benchToken000000000000000000000000';
    standin.addToken(token, { login: 'github-actions[bot]', kind: 'installation' });
    standin.createRepo('acme/metrics');
    const octokit = createOctokit({ token, baseUrl: standin.url, userAgent: 'bench' });
    const store = new GitHubLedgerStore({
      octokit,
      owner: 'acme',
      repo: 'metrics',
      branch: 'state',
      backoffMs: 5,
    });
    const identity = { runId: 'bench-run' };
    const entries: LedgerEntry[] = Array.from({ length: CREATES }, (_, i) => ({
      id: `metric_${i}::sum`,
      hash: `sha256:${i.toString(16).padStart(64, '0')}`,
      file: `metrics/team_${i % 20}.yaml`,
      commit: 'a'.repeat(40),
      createdAt: '2026-11-22T10:00:00.000Z',
    }));
    const now = new Date();
    await store.update((current) => claim(current, entries, identity, now).ledger);
    const before = standin.writes().length;
    const bytesBefore = committedBytes(standin);
    const started = performance.now();
    const recorder = new LedgerRecorder(store, identity, { maxRecords: 200, maxDelayMs: INTERVAL_MS });
    const recorded: Promise<void>[] = [];
    for (const entry of entries) {
      recorded.push(recorder.record(entry));
      await new Promise((resolve) => setTimeout(resolve, ARRIVAL_MS));
    }
    await recorder.flush();
    await Promise.all(recorded);
    await recorder.close();
    const seconds = (performance.now() - started) / 1000;
    const writes = standin.writes().slice(before);
    // A commit on the branch: a contents-API write, or the branch moved to a folding commit.
    const commits = writes.filter(
      (w) =>
        w.status < 300 && (w.method === 'PUT' || (w.method === 'PATCH' && w.path.includes('/git/refs/'))),
    ).length;
    const bytes = committedBytes(standin) - bytesBefore;
    const recordsBytes = Buffer.byteLength(
      serializeLedger({ version: 1, metrics: Object.fromEntries(entries.map((e) => [e.id, e])) }),
    );
    const bound = Math.ceil(seconds / (INTERVAL_MS / 1000));
    log(
      `record ${CREATES} creates in the branch ledger, ${1000 / ARRIVAL_MS}/s with ${INTERVAL_MS} ms flushes (the shape of 10/s with 5 s)`,
    );
    log(
      `  floor: duration / flush interval = ${bound} commits (${seconds.toFixed(1)} s); the records as stored: ${(recordsBytes / 1024).toFixed(0)} KB`,
    );
    log(
      `  commits after the claims ${commits}  ${(commits / bound).toFixed(2)}× the bound  (${writes.length} write requests)`,
    );
    log(
      `  bytes committed ${(bytes / 1024).toFixed(0)} KB  ${(bytes / recordsBytes).toFixed(2)}× the records' size`,
    );
  } finally {
    await standin.close();
  }
}

/** Bytes of file content sent to the branch: contents-API uploads and tree entries' content. */
function committedBytes(standin: GitHubStandin): number {
  let total = 0;
  for (const write of standin.writes()) {
    if (write.status >= 300) continue;
    const body = JSON.parse(write.body || '{}') as { content?: string; tree?: Array<{ content?: string }> };
    if (write.method === 'PUT' && typeof body.content === 'string')
      total += Buffer.from(body.content, 'base64').length;
    for (const entry of body.tree ?? [])
      if (typeof entry.content === 'string') total += Buffer.byteLength(entry.content);
  }
  return total;
}
