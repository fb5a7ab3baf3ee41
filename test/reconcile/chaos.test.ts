// Exactly once under faults, a SIGKILL half-way and two applies at once: running again always
// ends with every definition created once and the ledger complete.
import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { type RunningEmulator, startEmulator } from '../../src/emulator/server.js';
import { ExitCode } from '../../src/outcome/exit-codes.js';
import { execute } from '../../src/reconcile/run.js';
import type { ReportItem } from '../../src/report/model.js';
import { bundledCli } from '../support/action-runner.js';
import { countMetric, FAST_CONFIG, makeRepo, type TempRepo, yamlDocuments } from '../support/repo.js';

const COUNT = 60;
// A 429 holds every request for its Retry-After (a second): a few show it is never taken for a create.
const FAULTS = '503:0.1,500-after-commit:0.1,429:0.05,reset:0.05';
const FAST_RETRY = { baseDelayMs: 20, maxDelayMs: 200 };

let emulator: RunningEmulator | undefined;
let repo: TempRepo | undefined;
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await emulator?.close();
  await repo?.cleanup();
});

async function repoWith(count: number): Promise<TempRepo> {
  const created = await makeRepo();
  // Files of 30 documents: the shape of a real catalogue, not one file per metric.
  for (let file = 0; file < count / 30; file++) {
    const definitions = Array.from({ length: 30 }, (_, i) => countMetric(`chaos_metric_${file * 30 + i}`));
    await created.write(`metrics/team_${file}.yaml`, yamlDocuments(definitions));
  }
  return created;
}

/** Items the tool recognised as its own after an answer was lost: each may cost one refusal. */
const recoveredCount = (items: readonly ReportItem[]) =>
  items.filter((item) => /first answer was lost|earlier, interrupted run/.test(item.message ?? '')).length;

async function applyUntilDone(target: TempRepo, url: string, maxRuns: number) {
  const exits: number[] = [];
  let recovered = 0;
  for (let run = 0; run < maxRuns; run++) {
    const outcome = await execute({
      mode: 'apply',
      cwd: target.dir,
      apiUrl: url,
      apiKey: 'console-dev-key',
      retry: FAST_RETRY,
    });
    exits.push(outcome.exitCode);
    recovered += recoveredCount(outcome.report.items);
    if (outcome.exitCode === ExitCode.Ok) break;
  }
  return { exits, recovered };
}

async function expectExactlyOnce(target: TempRepo, server: RunningEmulator) {
  const ids = server.metrics().map((metric) => String(metric.id));
  expect(ids).toHaveLength(COUNT);
  expect(new Set(ids).size).toBe(COUNT);
  const ledger = await target.ledger();
  expect(Object.keys(ledger.metrics).sort()).toEqual([...ids].sort());
  expect(ledger.pending ?? {}).toEqual({});
}

function startChild(
  cwd: string,
  url: string,
): { child: ChildProcess; done: Promise<{ code: number | null; stdout: string }> } {
  // The fresh bundle of the CLI, as a user runs it: the tests kill it or race two of them.
  const args = [bundledCli(), 'apply', '--cwd', cwd, '--api-url', url, '--format', 'json'];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CONSOLE_API_KEY: 'console-dev-key' },
  });
  children.push(child);
  let stdout = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  const done = new Promise<{ code: number | null; stdout: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stdout }));
  });
  return { child, done };
}

describe('exactly once', () => {
  it('under injected faults: at most 3 runs create each of 60 metrics once', async () => {
    emulator = await startEmulator({
      seed: { dynamicConfigs: [], metrics: [] },
      faults: FAULTS,
      faultSeed: 7,
    });
    repo = await repoWith(COUNT);
    const { exits, recovered } = await applyUntilDone(repo, emulator.url, 3);
    expect(exits.at(-1)).toBe(ExitCode.Ok);
    await expectExactlyOnce(repo, emulator);
    const stats = emulator.stats();
    expect(stats.faultsInjected['500-after-commit']).toBeGreaterThan(0);
    expect(stats.faultsInjected['429']).toBeGreaterThan(0);
    // Every refused duplicate was the retry of a create whose answer was lost, and the tool knew it.
    expect(stats.duplicatesRefused).toBe(stats.duplicatesAfterLostAnswer);
    expect(stats.duplicatesRefused).toBe(recovered);
  });

  it('after a SIGKILL half-way: running again completes without a second create', async () => {
    emulator = await startEmulator({ seed: { dynamicConfigs: [], metrics: [] }, latencyMs: 15 });
    repo = await repoWith(COUNT);
    const { child, done } = startChild(repo.dir, emulator.url);
    while (emulator.stats().creates < COUNT / 2) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    child.kill('SIGKILL');
    await done;
    const createdBeforeKill = emulator.stats().creates;
    expect(createdBeforeKill).toBeGreaterThanOrEqual(COUNT / 2);
    expect(createdBeforeKill).toBeLessThan(COUNT);

    const { exits, recovered } = await applyUntilDone(repo, emulator.url, 3);
    expect(exits).toEqual([ExitCode.Ok]);
    await expectExactlyOnce(repo, emulator);
    // The creates in flight when it died are found in place and recorded as ours, not conflicts.
    expect(emulator.stats().duplicatesRefused).toBe(recovered);
  });

  it('killed between creates and the batch that records them: the claims make the next run whole', async () => {
    emulator = await startEmulator({ seed: { dynamicConfigs: [], metrics: [] }, latencyMs: 15 });
    repo = await repoWith(COUNT);
    // Records wait for 1,000 of them or 60 s: none is written before the kill.
    await repo.write(
      'metrics-as-code.yaml',
      stringify({ ...FAST_CONFIG, state: { flushRecords: 1000, flushSeconds: 60 } }),
    );
    const { child, done } = startChild(repo.dir, emulator.url);
    while (emulator.stats().creates < COUNT / 3) await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill('SIGKILL');
    await done;
    const createdBeforeKill = emulator.stats().creates;
    expect(createdBeforeKill).toBeLessThan(COUNT);
    const before = await repo.ledger();
    expect(before.metrics).toEqual({});
    expect(Object.keys(before.pending ?? {})).toHaveLength(COUNT);

    const { exits, recovered } = await applyUntilDone(repo, emulator.url, 1);
    expect(exits).toEqual([ExitCode.Ok]);
    await expectExactlyOnce(repo, emulator);
    expect(recovered).toBeGreaterThanOrEqual(createdBeforeKill);
    expect(emulator.stats().duplicatesRefused).toBe(recovered);
  });

  it('with two applies started together: neither creates what the other does', async () => {
    emulator = await startEmulator({
      seed: { dynamicConfigs: [], metrics: [] },
      latencyMs: 5,
      faults: FAULTS,
      faultSeed: 11,
    });
    repo = await repoWith(COUNT);
    const first = startChild(repo.dir, emulator.url);
    const second = startChild(repo.dir, emulator.url);
    const outcomes = await Promise.all([first.done, second.done]);
    const reports = outcomes.map((outcome) => JSON.parse(outcome.stdout) as { items: ReportItem[] });
    const createdByBoth = reports.flatMap((report) =>
      report.items.filter((item) => item.result === 'created').map((item) => item.id),
    );
    expect(new Set(createdByBoth).size).toBe(createdByBoth.length);

    const { exits, recovered } = await applyUntilDone(repo, emulator.url, 3);
    expect(exits.at(-1)).toBe(ExitCode.Ok);
    await expectExactlyOnce(repo, emulator);
    const stats = emulator.stats();
    const recoveredInChildren = reports.reduce((sum, report) => sum + recoveredCount(report.items), 0);
    expect(stats.duplicatesRefused).toBe(recovered + recoveredInChildren);
    expect(stats.duplicatesRefused).toBe(stats.duplicatesAfterLostAnswer);
  });
});
