// Plan and apply end to end over loopback: real files, the real client, the emulator.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { startEmulator } from '../../src/emulator/server.js';
import { ExitCode } from '../../src/outcome/exit-codes.js';
import { FileLedgerStore } from '../../src/reconcile/file-store.js';
import { canonicalJson } from '../../src/reconcile/hash.js';
import type { LedgerStore } from '../../src/reconcile/ledger.js';
import { execute } from '../../src/reconcile/run.js';
import { renderJson } from '../../src/report/json.js';
import { renderAppliedSection } from '../../src/report/markdown.js';
import type { ProgressEvent } from '../../src/report/progress.js';
import { renderText } from '../../src/report/text.js';
import { virtualClock } from '../support/clock.js';
import { DEV_KEY, useLoopback } from '../support/loopback.js';
import { countMetric, FAST_CONFIG, yamlDocuments } from '../support/repo.js';

const loop = useLoopback();

/** The run's file ledger, but every batch of records refused ("the disk is full"); claims pass. */
function refusingRecords(): LedgerStore {
  const file = new FileLedgerStore(join(loop.repo.dir, '.metrics-as-code/state.json'));
  return {
    location: file.location,
    read: () => file.read(),
    update: (mutate) => file.update(mutate),
    append: () => Promise.reject(new Error('the disk is full')),
  };
}

/** Twelve new definitions behind a budget of four POSTs per 30 s: eight wait for the window. */
async function twelveBehindABudgetOfFour(prefix: string): Promise<void> {
  await loop.repo.write(
    'metrics-as-code.yaml',
    stringify({ api: { concurrency: 2, rateLimit: { requests: 4, perSeconds: 30 }, timeoutMs: 5_000 } }),
  );
  await loop.repo.write(
    'metrics/a.yaml',
    yamlDocuments(Array.from({ length: 12 }, (_, i) => countMetric(`${prefix}_${i}`))),
  );
}

describe('plan', () => {
  it('dry-runs every new definition and stores nothing', async () => {
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('checkout_started'), countMetric('checkout_done')]),
    );
    const { report, exitCode } = await loop.run('plan');
    expect(exitCode).toBe(ExitCode.Ok);
    expect(report.summary).toMatchObject({ files: 1, definitions: 2, create: 2, errors: 0 });
    expect(report.items.map((item) => [item.id, item.action, item.result])).toEqual([
      ['checkout_started::event_count_custom', 'create', 'valid'],
      ['checkout_done::event_count_custom', 'create', 'valid'],
    ]);
    expect(loop.emulator.stats()).toMatchObject({ dryRuns: 2, creates: 0 });
    expect(loop.emulator.metrics()).toHaveLength(0);
    expect((await loop.repo.ledger()).metrics).toEqual({});
  });

  it('dry-runs only what would be created, unless asked for all', async () => {
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('one_metric')]));
    expect((await loop.run('apply')).exitCode).toBe(ExitCode.Ok);
    await loop.repo.write('metrics/b.yaml', yamlDocuments([countMetric('two_metric')]));
    const before = loop.emulator.stats().dryRuns;
    const planned = await loop.run('plan');
    expect(planned.report.items.map((item) => item.action)).toEqual(['unchanged', 'create']);
    expect(loop.emulator.stats().dryRuns - before).toBe(1);

    const refusedBefore = loop.emulator.stats().duplicatesRefused;
    const all = await loop.run('plan', { dryRunAll: true });
    expect(all.exitCode).toBe(ExitCode.Ok);
    // The recorded metric's dry run is answered "already in use": expected, and still valid.
    expect(loop.emulator.stats().dryRuns - before).toBe(2);
    expect(loop.emulator.stats().duplicatesRefused - refusedBefore).toBe(1);
    expect(all.report.items.map((item) => item.result)).toEqual(['valid', 'valid']);
  });

  it('after an apply killed before it recorded a create, says the metric is ours, not a conflict', async () => {
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('half_done')]));
    expect((await loop.run('apply')).exitCode).toBe(ExitCode.Ok);
    // As a kill leaves it: created in the Console, still only claimed in the ledger.
    const ledger = await loop.repo.ledger();
    const [id, entry] = Object.entries(ledger.metrics)[0]!;
    const longAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    const claim = { hash: entry.hash, file: entry.file, startedAt: longAgo, runId: 'killed-run' };
    await loop.repo.write(
      '.metrics-as-code/state.json',
      JSON.stringify({ version: 1, metrics: {}, pending: { [id]: claim } }),
    );
    const { report, exitCode } = await loop.run('plan');
    expect(exitCode).toBe(ExitCode.Ok);
    expect(report.diagnostics.filter((d) => d.rule === 'remote.conflict')).toEqual([]);
    expect(report.items[0]).toMatchObject({ action: 'create', result: 'exists' });
    expect(report.items[0]?.message).toMatch(/interrupted apply .* the next apply records it/);
    // And the next apply does record it, without a second create.
    const recorded = await loop.run('apply');
    expect(recorded.exitCode).toBe(ExitCode.Ok);
    expect(Object.keys((await loop.repo.ledger()).metrics)).toEqual([id]);
    expect(loop.emulator.stats().creates).toBe(1);
    // Found: the merged PR never heard of it: the killed run wrote no line, and this one wrote
    // none either, having created nothing itself.
    expect(renderAppliedSection(recorded.report)?.split('\n')[0]).toBe(
      '#### ✅ Applied after merge: 1 metric created (1 by an earlier run), 0 failed',
    );
    // A run after that has nothing new to say: no line is written over the last one.
    expect(renderAppliedSection((await loop.run('apply')).report)).toBeUndefined();
  });

  it('places a remote rejection on the line of the field the service names', async () => {
    // The emulator runs as a warehouse-native project and the repo does not say so: the local
    // check passes and the service rejects the criterion type.
    await loop.emulator.close();
    loop.emulator = await startEmulator({ seed: { dynamicConfigs: [], metrics: [] }, warehouseNative: true });
    await loop.repo.write(
      'metrics/a.yaml',
      [
        'name: signup_rate',
        'type: event_count_custom',
        'unitTypes: [userID]',
        'metricEvents:',
        '  - name: signup',
        '    type: count',
        '    criteria:',
        '      - type: user',
        '        condition: "="',
        '        column: country',
        '        values: [DE]',
        '',
      ].join('\n'),
    );
    const { report, exitCode } = await loop.run('plan');
    expect(exitCode).toBe(ExitCode.Findings);
    expect(report.items[0]).toMatchObject({ action: 'create', result: 'rejected' });
    const remote = report.diagnostics.filter((d) => d.rule === 'remote.rejected');
    expect(remote).toHaveLength(1);
    expect(remote[0]).toMatchObject({
      file: 'metrics/a.yaml',
      line: 8,
      path: 'metricEvents.0.criteria.0.type',
    });
  });

  it('stops at a refused key with exit 4 and nothing attempted after it', async () => {
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('aaa_metric'), countMetric('bbb_metric')]),
    );
    const { report, exitCode } = await loop.run('plan', { apiKey: 'console-wrong-key-123456' });
    expect(exitCode).toBe(ExitCode.Auth);
    expect(report.failure).toMatchObject({
      rule: 'api.auth',
      message: expect.stringContaining('refused the API key'),
    });
    expect(JSON.stringify(report)).not.toContain('console-wrong-key');
  });
});

describe('apply', () => {
  it("keeps a killed run's claims through a run that could not send: the metrics stay ours", async () => {
    // Observed: a run refused by the key dropped the claims it had taken over (the one refused,
    // and the one never sent after it), so the next apply called the killed run's metrics
    // conflicts (exit 1) and asked to adopt what this repository had created.
    await loop.repo.write('metrics-as-code.yaml', stringify({ api: { ...FAST_CONFIG.api, concurrency: 1 } }));
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('half_done'), countMetric('not_sent')]),
    );
    expect((await loop.run('apply')).exitCode).toBe(ExitCode.Ok);
    // As a kill leaves them: created in the Console, still only claimed in the ledger.
    const longAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    const pending = Object.fromEntries(
      Object.entries((await loop.repo.ledger()).metrics).map(([id, { hash, file }]) => [
        id,
        { hash, file, startedAt: longAgo, runId: 'killed-run' },
      ]),
    );
    await loop.repo.write(
      '.metrics-as-code/state.json',
      JSON.stringify({ version: 1, metrics: {}, pending }),
    );
    const refused = await loop.run('apply', { apiKey: 'console-wrong-key-123456' });
    expect(refused.exitCode).toBe(ExitCode.Auth);
    expect(refused.report.items.map((item) => item.message)).toEqual([
      expect.stringContaining('refused'),
      expect.stringContaining('not attempted'),
    ]);
    const { report, exitCode } = await loop.run('apply');
    expect(report.diagnostics.filter((d) => d.rule === 'remote.conflict')).toEqual([]);
    expect(exitCode).toBe(ExitCode.Ok);
    expect(report.items.map((item) => [item.result, item.createdEarlier])).toEqual([
      ['exists', true],
      ['exists', true],
    ]);
    expect(Object.keys((await loop.repo.ledger()).metrics)).toHaveLength(2);
    expect(loop.emulator.stats().creates).toBe(2);
  });

  it('a re-run of the same commit names what its earlier run created, for the merged PR', async () => {
    // Found: after a partial apply and its re-run, the merged PR's line said only what the re-run
    // created ("1 metric created"), as if the merge had made one metric.
    const commit = 'f00dfeed'.repeat(5);
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('first_one'), countMetric('second_one')]),
    );
    expect((await loop.run('apply', { commit })).report.summary.created).toBe(2);
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('first_one'), countMetric('second_one'), countMetric('third_one')]),
    );
    const { report } = await loop.run('apply', { commit });
    expect(report.items.map((item) => [item.name, item.result, item.createdEarlier, item.message])).toEqual([
      ['first_one', undefined, true, 'created by an earlier run of this commit'],
      ['second_one', undefined, true, 'created by an earlier run of this commit'],
      ['third_one', 'created', undefined, undefined],
    ]);
    expect(renderAppliedSection(report)?.split('\n').slice(0, 3)).toEqual([
      '#### ✅ Applied after merge: 3 metrics created (2 by an earlier run), 0 failed',
      '',
      'Created: first_one, second_one, third_one',
    ]);
    // Another commit's run calls them unchanged, as before.
    const later = await loop.run('apply', { commit: 'beef'.repeat(10) });
    expect(later.report.items.filter((item) => item.createdEarlier)).toEqual([]);
  });

  it('refuses a state.file outside the repository before touching it (exit 2, located)', async () => {
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('some_metric')]));
    for (const file of ['../outside-ledger.json', join(loop.repo.dir, '..', 'abs-outside.json')]) {
      await loop.repo.write('metrics-as-code.yaml', stringify({ ...FAST_CONFIG, state: { file } }));
      const { report, exitCode } = await loop.run('apply');
      expect(exitCode).toBe(ExitCode.Usage);
      expect(report.diagnostics).toEqual([
        expect.objectContaining({
          file: 'metrics-as-code.yaml',
          rule: 'config.path-escapes',
          path: 'state.file',
        }),
      ]);
    }
    await expect(stat(join(loop.repo.dir, '..', 'outside-ledger.json'))).rejects.toThrow(/ENOENT/);
    await expect(stat(join(loop.repo.dir, '..', 'abs-outside.json.lock'))).rejects.toThrow(/ENOENT/);
    expect(loop.emulator.stats().creates).toBe(0);
  });

  it('says which run holds the claims, and that this run created nothing', async () => {
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('held_metric'), countMetric('held_other')]),
    );
    const holder = {
      startedAt: new Date().toISOString(),
      runId: 'other-run',
      pid: process.ppid,
      host: hostname(),
    };
    const pending = Object.fromEntries(
      ['held_metric', 'held_other'].map((name) => [
        `${name}::event_count_custom`,
        { hash: 'sha256:x', file: 'metrics/a.yaml', ...holder },
      ]),
    );
    await loop.repo.write(
      '.metrics-as-code/state.json',
      JSON.stringify({ version: 1, metrics: {}, pending }),
    );
    const { report, exitCode } = await loop.run('apply');
    // Unfinished, not done: the metrics are still to be created (issue: never exit 0 so).
    expect(exitCode).toBe(ExitCode.Transient);
    expect(loop.emulator.stats().creates).toBe(0);
    expect(report.items.map((item) => item.result)).toEqual(['skipped', 'skipped']);
    expect(report.items[0]!.message).toContain(`another apply (process ${process.ppid} on ${hostname()})`);
    expect(report.notices).toEqual([
      `2 definitions are being created by another apply (process ${process.ppid} on ${hostname()}), which records them; this run did not create them. This run created nothing. Run again after that run ends: the claims of a run that has ended are taken over.`,
    ]);
  });

  it('says when GitHub cannot tell whether the holding workflow run ended, and how long its claims hold', async () => {
    // Observed: without `actions: read`, each run said "run again after that run ends" about a
    // workflow run that had ended long ago, for the half hour its claims held.
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('held_metric')]));
    const claim = {
      hash: 'sha256:x',
      file: 'metrics/a.yaml',
      startedAt: new Date().toISOString(),
      runId: '4242-1',
      lineage: 'github-run-4242',
    };
    await loop.repo.write(
      '.metrics-as-code/state.json',
      JSON.stringify({ version: 1, metrics: {}, pending: { 'held_metric::event_count_custom': claim } }),
    );
    const { report, exitCode } = await loop.run('apply', {
      lineageEnded: () =>
        Promise.reject(
          new Error(
            'could not read workflow run 4242: GitHub answered 403 "Resource not accessible by integration". Give the workflow\'s token "actions: read".',
          ),
        ),
    });
    expect(exitCode).toBe(ExitCode.Transient);
    expect(report.notices).toContain(
      'Whether workflow run 4242 has ended could not be told (could not read workflow run 4242: GitHub answered 403 "Resource not accessible by integration". Give the workflow\'s token "actions: read"); its claims are taken over 30 minutes after they were made.',
    );
  });

  it('creates each new definition once and records it; a second apply creates nothing', async () => {
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('orders_placed'), countMetric('orders_paid')]),
    );
    const first = await loop.run('apply', { commit: 'abc1234' });
    expect(first.exitCode).toBe(ExitCode.Ok);
    expect(first.report.summary).toMatchObject({ create: 2, created: 2, failed: 0 });
    expect(first.report.items.every((item) => item.url?.includes('orders_'))).toBe(true);
    const ledger = await loop.repo.ledger();
    expect(Object.keys(ledger.metrics).sort()).toEqual([
      'orders_paid::event_count_custom',
      'orders_placed::event_count_custom',
    ]);
    expect(ledger.metrics['orders_paid::event_count_custom']).toMatchObject({
      file: 'metrics/a.yaml',
      commit: 'abc1234',
    });
    expect(ledger.metrics['orders_paid::event_count_custom']?.hash).toMatch(
      /^sha256\+defaults:[0-9a-f]{64}$/,
    );
    expect(ledger.pending).toBeUndefined();

    const second = await loop.run('apply');
    expect(second.exitCode).toBe(ExitCode.Ok);
    expect(second.report.summary).toMatchObject({ create: 0, unchanged: 2, created: 0 });
    expect(loop.emulator.stats().creates).toBe(2);
    expect(loop.emulator.stats().duplicatesRefused).toBe(0);
  });

  it('writing a default the service fills in anyway (directionality: increase) is not a change', async () => {
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('orders_placed')]));
    expect((await loop.run('apply')).report.summary).toMatchObject({ created: 1 });
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('orders_placed', { directionality: 'increase', isPermanent: false })]),
    );
    const explicit = await loop.run('plan');
    expect(explicit.report.summary).toMatchObject({ unchanged: 1, changed: 0 });
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('orders_placed', { directionality: 'decrease' })]),
    );
    expect((await loop.run('plan')).report.summary).toMatchObject({ unchanged: 0, changed: 1 });
  });

  it("an earlier version's ledger stays unchanged, and apply upgrades its hashes in place", async () => {
    const definition = countMetric('orders_placed');
    await loop.repo.write('metrics/a.yaml', yamlDocuments([definition]));
    // What versions before defaults were filled in recorded: sha256 of the body as written.
    const legacy = `sha256:${createHash('sha256').update(canonicalJson(definition)).digest('hex')}`;
    const id = 'orders_placed::event_count_custom';
    const entry = { id, hash: legacy, file: 'metrics/a.yaml', createdAt: '2026-01-01T00:00:00.000Z' };
    await loop.repo.write(
      '.metrics-as-code/state.json',
      JSON.stringify({ version: 1, metrics: { [id]: entry } }),
    );
    const planned = await loop.run('plan');
    expect(planned.report.summary).toMatchObject({ unchanged: 1, changed: 0 });
    expect((await loop.repo.ledger()).metrics[id]?.hash).toBe(legacy);
    const applied = await loop.run('apply');
    expect(applied.report.summary).toMatchObject({ unchanged: 1, changed: 0, created: 0 });
    expect(loop.emulator.stats().creates).toBe(0);
    const upgraded = (await loop.repo.ledger()).metrics[id];
    expect(upgraded).toMatchObject({ ...entry, hash: expect.stringMatching(/^sha256\+defaults:/) });
    expect((await loop.run('plan')).report.summary).toMatchObject({ unchanged: 1, changed: 0 });
    // A legacy entry that no longer matches is a change as before.
    await loop.repo.write(
      '.metrics-as-code/state.json',
      JSON.stringify({ version: 1, metrics: { [id]: { ...entry, hash: 'sha256:00' } } }),
    );
    expect((await loop.run('plan')).report.summary).toMatchObject({ changed: 1 });
  });

  it('skips invalid definitions and creates the others, exit 1', async () => {
    await loop.repo.write('metrics/good.yaml', yamlDocuments([countMetric('good_metric')]));
    await loop.repo.write('metrics/bad.yaml', 'name: x\ntype: event_count_custom\n');
    const { report, exitCode } = await loop.run('apply');
    expect(exitCode).toBe(ExitCode.Findings);
    expect(report.items.find((item) => item.file === 'metrics/bad.yaml')).toMatchObject({
      action: 'invalid',
      result: 'skipped',
    });
    expect(report.items.find((item) => item.file === 'metrics/good.yaml')).toMatchObject({
      result: 'created',
    });
    expect(loop.emulator.metrics().map((metric) => metric.id)).toEqual(['good_metric::event_count_custom']);
  });

  it('reports a changed definition with what to do, fails it on onChange: fail, and accepts it on request', async () => {
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('basket_size')]));
    await loop.run('apply');
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('basket_size', { description: 'Items per basket' })]),
    );

    const warned = await loop.run('plan');
    expect(warned.exitCode).toBe(ExitCode.Ok);
    expect(warned.report.items[0]).toMatchObject({ action: 'changed' });
    const diagnostic = warned.report.diagnostics.find((d) => d.rule === 'definition.changed');
    const text = yamlDocuments([countMetric('basket_size', { description: 'Items per basket' })]);
    const line = text.split('\n').findIndex((row) => row.startsWith('description:')) + 1;
    expect(diagnostic).toMatchObject({ severity: 'warning', file: 'metrics/a.yaml', line });
    expect(diagnostic?.message).toContain('--accept-changes');

    await loop.repo.write('metrics-as-code.yaml', JSON.stringify({ ...FAST_CONFIG, onChange: 'fail' }));
    const failed = await loop.run('plan');
    expect(failed.exitCode).toBe(ExitCode.Findings);

    const accepted = await loop.run('apply', { acceptChanges: true });
    expect(accepted.exitCode).toBe(ExitCode.Ok);
    expect(accepted.report.diagnostics.filter((d) => d.rule === 'definition.changed')).toEqual([]);
    const after = await loop.run('plan');
    expect(after.report.items[0]).toMatchObject({ action: 'unchanged' });
    expect(loop.emulator.stats().creates).toBe(1);
  });

  it("under onChange: fail, a pull request's advice is what lets it pass, not an accept after a merge", async () => {
    // Observed: the failing plan of a pull request said to accept the change "once this pull
    // request is merged", which its own failing check kept from happening.
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('basket_size')]));
    await loop.run('apply');
    await loop.repo.write('metrics-as-code.yaml', JSON.stringify({ ...FAST_CONFIG, onChange: 'fail' }));
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('basket_size', { description: 'Items per basket' })]),
    );
    const failed = await loop.run('plan', { acceptAdvice: 'action-pr' });
    expect(failed.exitCode).toBe(ExitCode.Findings);
    const message = failed.report.diagnostics.find((d) => d.rule === 'definition.changed')?.message;
    expect(message).toContain(
      'onChange: fail keeps this pull request failing while it differs: undo the edit, or rename it to create a new metric',
    );
    expect(message).not.toContain('once this pull request is merged');
  });

  it('reports a removed definition and deletes nothing', async () => {
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('kept_metric')]));
    await loop.repo.write('metrics/b.yaml', yamlDocuments([countMetric('gone_metric')]));
    await loop.run('apply');
    await loop.repo.remove('metrics/b.yaml');
    const { report, exitCode } = await loop.run('plan');
    expect(exitCode).toBe(ExitCode.Ok);
    expect(report.summary.removed).toBe(1);
    expect(report.items.find((item) => item.action === 'removed')).toMatchObject({
      id: 'gone_metric::event_count_custom',
      file: 'metrics/b.yaml',
    });
    expect(report.diagnostics.find((d) => d.rule === 'definition.removed')?.severity).toBe('warning');
    expect(Object.keys((await loop.repo.ledger()).metrics)).toHaveLength(2);
  });

  it('calls a metric created elsewhere a conflict, and adopts it when asked', async () => {
    await loop.emulator.close();
    loop.emulator = await startEmulator({
      seed: { dynamicConfigs: [], metrics: [countMetric('legacy_metric')] },
    });
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('legacy_metric')]));

    const conflict = await loop.run('apply');
    expect(conflict.exitCode).toBe(ExitCode.Findings);
    expect(conflict.report.items[0]).toMatchObject({ result: 'exists' });
    const diagnostic = conflict.report.diagnostics.find((d) => d.rule === 'remote.conflict');
    expect(diagnostic?.message).toContain('--adopt-existing');
    expect((await loop.repo.ledger()).metrics).toEqual({});
    expect((await loop.repo.ledger()).pending).toBeUndefined();

    const progress: ProgressEvent[] = [];
    const adopted = await loop.run('apply', {
      adoptExisting: true,
      onProgress: (event) => progress.push(event),
    });
    expect(adopted.exitCode).toBe(ExitCode.Ok);
    // Observed: "creating 1/1 · 1 created" beside "apply: 0 created": adopting creates nothing.
    expect(progress.at(-1)).toMatchObject({ done: 1, succeeded: 0, failed: 0 });
    expect(Object.keys((await loop.repo.ledger()).metrics)).toEqual(['legacy_metric::event_count_custom']);
    expect(loop.emulator.metrics()).toHaveLength(1);
  });

  it('a ledger that looks lost stops the run after ten conflicts, not after every definition', async () => {
    // Observed: with the ledger gone (its branch deleted, or state.file moved) and 30 metrics it
    // had recorded, plan and then apply each sent all 30, each answered "already in use", and
    // each reported 30 conflicts advising to rename: a catalogue of 5,000 spends its rate budget
    // for over an hour on every run to say the same thing 5,000 times.
    const names = Array.from({ length: 40 }, (_, i) => countMetric(`lost_metric_${i}`));
    await loop.emulator.close();
    loop.emulator = await startEmulator({ seed: { dynamicConfigs: [], metrics: names } });
    await loop.repo.write('metrics/a.yaml', yamlDocuments(names));
    for (const mode of ['plan', 'apply'] as const) {
      const before = loop.emulator.stats().requests;
      const { report, exitCode } = await loop.run(mode);
      expect(exitCode, mode).toBe(ExitCode.Usage);
      expect(report.failure, mode).toEqual({
        rule: 'ledger.lost',
        message: expect.stringMatching(
          /^the first 10 metrics sent already exist in the Console, and the ledger \(.*state\.json\) records none, so nothing more was sent: the ledger CI keeps on its branch is not this file, or this one was lost \(state\.file changed\), or the metrics were made elsewhere first \(in the console, or by another catalogue\)\. Run with `--state github` to use CI's ledger; else restore this one, or record the metrics that exist with `metrics-as-code apply --adopt-existing`\.$/,
        ),
      });
      // Ten answers, and at most the concurrency's worth (8) already on their way.
      expect(loop.emulator.stats().requests - before, mode).toBeLessThanOrEqual(10 + 8);
      expect(report.items.filter((item) => item.result === 'skipped').length, mode).toBeGreaterThan(20);
    }
    expect(loop.emulator.metrics()).toHaveLength(40);
    // Adopting is the answer it gives, and is not stopped.
    const adopted = await loop.run('apply', { adoptExisting: true });
    expect(adopted.exitCode).toBe(ExitCode.Ok);
    expect(Object.keys((await loop.repo.ledger()).metrics)).toHaveLength(40);
    // Each is counted as recorded (the conflicts above were not: they are in no such count).
    expect(adopted.report.items.filter((item) => item.recorded)).toHaveLength(40);
    expect(renderText(adopted.report)).toContain('apply: 0 created, 40 already there (recorded), 0 failed');
  });

  it('a small catalogue whose every metric exists while the ledger records none is told the same', async () => {
    // Observed: with three recorded metrics and the ledger gone, each was "created elsewhere:
    // rename this definition, or adopt" (exit 1): renaming makes a second metric of each.
    const names = ['kept_a', 'kept_b', 'kept_c'].map((name) => countMetric(name));
    await loop.emulator.close();
    loop.emulator = await startEmulator({ seed: { dynamicConfigs: [], metrics: names } });
    await loop.repo.write('metrics/a.yaml', yamlDocuments(names));
    const { report, exitCode } = await loop.run('plan');
    expect(exitCode).toBe(ExitCode.Usage);
    expect(report.failure).toMatchObject({
      rule: 'ledger.lost',
      message: expect.stringMatching(
        /^all 3 metrics sent already exist in the Console, and the ledger \(.*\) records none: /,
      ),
    });
    // One metric made in the console first is a conflict, as before.
    await loop.repo.write('metrics/a.yaml', yamlDocuments([names[0]!, countMetric('brand_new')]));
    const one = await loop.run('plan');
    expect(one.exitCode).toBe(ExitCode.Findings);
    expect(one.report.failure).toBeUndefined();
  });

  it('exits 2 with a clear notice when no API URL or key is known', async () => {
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('some_metric')]));
    const outcome = await execute({ mode: 'plan', cwd: loop.repo.dir });
    expect(outcome.exitCode).toBe(ExitCode.Usage);
    expect(outcome.report.failure).toMatchObject({
      rule: 'config.api-url',
      message: expect.stringMatching(/Console API URL/),
    });
    const keyless = await execute({ mode: 'plan', cwd: loop.repo.dir, apiUrl: 'http://127.0.0.1:1' });
    expect(keyless.report.failure).toMatchObject({ rule: 'config.api-key' });
  });
});

describe('apply in dependency order', () => {
  const sumOf = (name: string) => ({
    name,
    type: 'sum',
    unitTypes: ['userID'],
    metricEvents: [{ name: `${name}_event` }],
  });
  const compositeOf = (name: string, ...components: string[]) => ({
    name,
    type: 'composite',
    metricComponentMetrics: components.map((component) => ({ name: component, type: 'sum' })),
  });

  it('names the first five waves of a long chain of composites and counts the rest', async () => {
    const chain = Array.from({ length: 8 }, (_, i) => ({
      name: `level_${i + 1}`,
      type: 'composite',
      metricComponentMetrics: [
        { name: i === 0 ? 'base_a' : `level_${i}`, type: i === 0 ? 'sum' : 'composite' },
        { name: 'base_b', type: 'sum' },
      ],
    }));
    await loop.repo.write('metrics/a.yaml', yamlDocuments([sumOf('base_a'), sumOf('base_b'), ...chain]));
    const planned = await loop.run('plan');
    expect(planned.report.notices.join(' ')).toContain(
      'apply creates components before the composites that use them: first 2 metrics, then `level_1::composite`, then `level_2::composite`, then `level_3::composite`, then `level_4::composite`, then `level_5::composite`, then 3 more waves.',
    );
  });

  it("creates every component before the composites that use them (the emulator's own record)", async () => {
    // Files in name order would put the composites first.
    await loop.repo.write(
      'metrics/a_composites.yaml',
      yamlDocuments([compositeOf('basket_per_user', 'basket_total', 'user_total')]),
    );
    await loop.repo.write(
      'metrics/b_components.yaml',
      yamlDocuments([sumOf('basket_total'), sumOf('user_total')]),
    );
    const planned = await loop.run('plan');
    // The service does not refuse a composite whose components are new in the same change.
    expect(planned.report.items.map((item) => item.result)).toEqual(['valid', 'valid', 'valid']);
    expect(planned.report.notices.join(' ')).toContain(
      'apply creates components before the composites that use them: first 2 metrics, then `basket_per_user::composite`.',
    );
    const { report, exitCode } = await loop.run('apply');
    expect(exitCode).toBe(ExitCode.Ok);
    expect(report.summary.created).toBe(3);
    const response = await fetch(`${loop.emulator.url}/__emulator/metrics`, {
      headers: { 'SERVICE-API-KEY': DEV_KEY },
    });
    const stored = (await response.json()) as { data: Array<{ id: string; createdTime: number }> };
    const order = stored.data.map((metric) => metric.id);
    const composite = order.indexOf('basket_per_user::composite');
    expect(order.indexOf('basket_total::sum')).toBeLessThan(composite);
    expect(order.indexOf('user_total::sum')).toBeLessThan(composite);
    const time = (id: string) => stored.data.find((metric) => metric.id === id)!.createdTime;
    expect(time('basket_total::sum')).toBeLessThanOrEqual(time('basket_per_user::composite'));
  });

  it('skips a composite whose component was rejected, naming it', async () => {
    // A warehouse-native service rejects the component's criterion type; the local check does not.
    await loop.emulator.close();
    loop.emulator = await startEmulator({ seed: { dynamicConfigs: [], metrics: [] }, warehouseNative: true });
    const rejected = {
      ...sumOf('basket_total'),
      metricEvents: [
        { name: 'basket', criteria: [{ type: 'user', condition: '=', column: 'country', values: ['DE'] }] },
      ],
    };
    const tree = [
      compositeOf('basket_per_user', 'basket_total', 'user_total'),
      rejected,
      sumOf('user_total'),
    ];
    await loop.repo.write('metrics/a.yaml', yamlDocuments(tree));
    await expectCompositeLeftOut(
      'its component `basket_total::sum` was rejected by the Console API (see its error); apply creates it once that is fixed',
    );
  });

  it('never creates a composite whose component in the tree is invalid, so does not exist', async () => {
    // Observed: with `basket_total` invalid (no metricEvents), apply created the composite
    // naming it, a metric pointing at one the Console does not have, which cannot be deleted.
    const invalid = { ...sumOf('basket_total'), metricEvents: [] };
    const tree = [compositeOf('basket_per_user', 'basket_total', 'user_total'), invalid, sumOf('user_total')];
    await loop.repo.write('metrics/a.yaml', yamlDocuments(tree));
    // The plan says so too, where it showed the composite as valid.
    const planned = await loop.run('plan');
    expect(planned.report.items.find((item) => item.id === 'basket_per_user::composite')).toMatchObject({
      result: 'skipped',
      message: expect.stringContaining('not dry-run: its component `basket_total::sum` is invalid'),
    });
    expect(loop.emulator.stats().dryRuns).toBe(1);
    // Nor does it tell an order of creation that apply will not follow.
    expect(planned.report.notices.join('\n')).not.toContain('basket_per_user');
    await expectCompositeLeftOut('its component `basket_total::sum` is invalid');
  });

  it('a composite whose component another apply is creating waits for the next run', async () => {
    const tree = [
      compositeOf('basket_per_user', 'basket_total', 'user_total'),
      sumOf('basket_total'),
      sumOf('user_total'),
    ];
    await loop.repo.write('metrics/a.yaml', yamlDocuments(tree));
    const holder = {
      startedAt: new Date().toISOString(),
      runId: 'other-run',
      pid: process.ppid,
      host: hostname(),
    };
    const pending = { 'basket_total::sum': { hash: 'sha256:x', file: 'metrics/a.yaml', ...holder } };
    await loop.repo.write(
      '.metrics-as-code/state.json',
      JSON.stringify({ version: 1, metrics: {}, pending }),
    );
    const { report, exitCode } = await loop.run('apply');
    expect(exitCode).toBe(ExitCode.Transient);
    expect(report.items.find((item) => item.id === 'basket_per_user::composite')).toMatchObject({
      result: 'skipped',
      message:
        'not created: its component `basket_total::sum` was not created in this run; the next run creates it after that component',
    });
    expect(loop.emulator.metrics().map((metric) => metric.id)).toEqual(['user_total::sum']);
  });

  it('never creates a composite on a component that exists outside this repository', async () => {
    // Observed: `basket_total` was answered "already in use" (someone else's metric, other
    // events), and apply created the composite anyway, bound for good to that metric.
    await loop.emulator.close();
    const elsewhere = { ...sumOf('basket_total'), metricEvents: [{ name: 'someone_elses' }] };
    loop.emulator = await startEmulator({ seed: { dynamicConfigs: [], metrics: [elsewhere] } });
    const tree = [
      compositeOf('basket_per_user', 'basket_total', 'user_total'),
      sumOf('basket_total'),
      sumOf('user_total'),
    ];
    await loop.repo.write('metrics/a.yaml', yamlDocuments(tree));
    const { report } = await loop.run('apply');
    const composite = report.items.find((item) => item.id === 'basket_per_user::composite')!;
    expect(composite).toMatchObject({ result: 'skipped' });
    expect(composite.message).toContain(
      'its component `basket_total::sum` exists in the Console outside this repository (see its error)',
    );
    expect(
      loop.emulator
        .metrics()
        .map((metric) => metric.id)
        .sort(),
    ).toEqual(['basket_total::sum', 'user_total::sum']);
  });

  /** Apply creates `user_total` only: `basket_per_user` is skipped, saying `why`, and holds no claim. */
  async function expectCompositeLeftOut(why: string): Promise<void> {
    const { report, exitCode } = await loop.run('apply');
    expect(exitCode).toBe(ExitCode.Findings);
    const composite = report.items.find((item) => item.id === 'basket_per_user::composite')!;
    expect(composite).toMatchObject({ result: 'skipped' });
    expect(composite.message).toContain(why);
    expect(loop.emulator.metrics().map((metric) => metric.id)).toEqual(['user_total::sum']);
    expect((await loop.repo.ledger()).pending ?? {}).toEqual({});
  }
});

describe('reviews', () => {
  it('over loopback, the sample digest has every needs value and risk level, stale and unassigned marked', async () => {
    await loop.emulator.close();
    loop.emulator = await startEmulator({});
    await loop.repo.write(
      'metrics-as-code.yaml',
      JSON.stringify({ ...FAST_CONFIG, dynamicConfigs: [{ id: 'checkout_flow' }, { id: 'search_ranking' }] }),
    );
    const { report, exitCode } = await loop.run('reviews', { now: () => new Date('2026-11-22T12:00:00Z') });
    expect(exitCode).toBe(ExitCode.Ok);
    const json = JSON.parse(renderJson(report)) as { reviews: Array<Record<string, unknown>> };
    expect(new Set(json.reviews.map((r) => r.needs))).toEqual(
      new Set(['review', 'author', 'commit', 'validation']),
    );
    expect(new Set(json.reviews.map((r) => r.risk))).toEqual(new Set(['high', 'medium', 'low']));
    expect(json.reviews.some((r) => r.stale === true)).toBe(true);
    expect(json.reviews.some((r) => r.stale === false)).toBe(true);
    expect(report.reviews.some((r) => r.noReviewers && r.status === 'pending')).toBe(true);
    // Grouped by who must act, the oldest first in each group.
    const needs = report.reviews.map((r) => ['review', 'author', 'commit', 'validation'].indexOf(r.needs));
    expect(needs).toEqual([...needs].sort((a, b) => a - b));
  });

  it('reads the config only: a broken definition file does not fail a reviews run', async () => {
    await loop.emulator.close();
    loop.emulator = await startEmulator({
      seed: { dynamicConfigs: [{ id: 'checkout_flow', reviews: [] }], metrics: [] },
    });
    await loop.repo.write('metrics/broken.yaml', 'name: [unclosed\n');
    await loop.repo.write(
      'metrics-as-code.yaml',
      JSON.stringify({ ...FAST_CONFIG, dynamicConfigs: [{ id: 'checkout_flow' }] }),
    );
    const { report, exitCode } = await loop.run('reviews');
    expect(exitCode).toBe(ExitCode.Ok);
    expect(report.diagnostics).toEqual([]);
    expect((await loop.run('validate')).exitCode).toBe(ExitCode.Findings);
  });

  /** The watched config's reviews behind a service that answers every request 503. */
  async function reviewsUnavailable() {
    await loop.emulator.close();
    loop.emulator = await startEmulator({
      seed: { dynamicConfigs: [{ id: 'checkout_flow', reviews: [] }], metrics: [] },
      faults: '503:1',
    });
    await loop.repo.write(
      'metrics-as-code.yaml',
      JSON.stringify({ ...FAST_CONFIG, dynamicConfigs: [{ id: 'checkout_flow' }] }),
    );
  }
  const UNREAD = {
    dynamicConfig: 'checkout_flow',
    rule: 'reviews.unreadable',
    message: expect.stringContaining('503'),
  };

  it('a service unavailable after retries is exit 3 with what could not be read', async () => {
    await reviewsUnavailable();
    const { report, exitCode } = await loop.run('reviews', { retry: { baseDelayMs: 1, maxDelayMs: 2 } });
    expect(exitCode).toBe(ExitCode.Transient);
    expect(report.failure).toMatchObject({ rule: 'api.unavailable' });
    expect(report.reviewProblems).toEqual([UNREAD]);
  });

  it("beside a plan, reviews the service did not give are a warning: the plan's own verdict stands", async () => {
    // Observed: a plan with an invalid definition and nothing to dry-run ended exit 3, "the
    // reviews of 1 dynamic config could not be read ... run again", where running again mends
    // nothing: the definition must be fixed.
    await reviewsUnavailable();
    await loop.repo.write('metrics/a.yaml', 'name: ab\ntype: sum\n');
    const retry = { retry: { baseDelayMs: 1, maxDelayMs: 2 }, withReviews: true };
    const broken = await loop.run('plan', retry);
    expect(broken.exitCode).toBe(ExitCode.Findings);
    expect(broken.report.failure).toBeUndefined();
    expect(broken.report.reviewProblems).toEqual([UNREAD]);
    await loop.repo.remove('metrics/a.yaml');
    await loop.repo.write('metrics/empty.yaml', '# nothing yet\n');
    const clean = await loop.run('plan', retry);
    expect(clean.exitCode).toBe(ExitCode.Ok);
    expect(renderText(clean.report)).toContain(
      'warning[reviews.unreadable]: reviews of checkout_flow could not be read',
    );
  });

  it('dry runs the service never answered are exit 3, said in one sentence', async () => {
    await loop.emulator.close();
    loop.emulator = await startEmulator({ seed: { dynamicConfigs: [], metrics: [] }, faults: '503:1' });
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('never_answered')]));
    const { report, exitCode } = await loop.run('plan', { retry: { baseDelayMs: 1, maxDelayMs: 2 } });
    expect(exitCode).toBe(ExitCode.Transient);
    // Observed: "... (injected fault). Retry later.. Nothing is lost": the service's period, then ours.
    expect(report.failure).toEqual({
      rule: 'api.unavailable',
      message: expect.stringMatching(
        /^\d+ requests? failed after retries; mostly: gave up after \d+ attempts; last answer: HTTP 503: Service temporarily unavailable \(injected fault\)\. Retry later\. Nothing is lost: run again to finish\.$/,
      ),
      // Nothing stopped it: every definition was tried, and the next run does the rest.
      unfinished: true,
    });
  });

  it('summarises the open reviews of each watched config and reports one that cannot be read', async () => {
    await loop.emulator.close();
    loop.emulator = await startEmulator({
      seed: {
        dynamicConfigs: [
          {
            id: 'checkout_flow',
            reviews: [
              {
                review_id: 'rv_2',
                status: 'pending',
                type: 'rules',
                author: { id: 'u_1', email: 'ana@example.com' },
                reviewers: [{ id: 'g_data', kind: 'group' }],
                description: 'Raise rollout',
                created_at: '2026-11-10T09:30:00Z',
              },
              {
                review_id: 'rv_1',
                status: 'committed',
                type: 'rules',
                author: { id: 'u_2', email: null },
                reviewers: [],
                description: 'Old',
                created_at: '2026-11-01T09:30:00Z',
              },
            ],
          },
        ],
        metrics: [],
      },
    });
    const configText = JSON.stringify({
      ...FAST_CONFIG,
      dynamicConfigs: [{ id: 'checkout_flow' }, { id: 'no_such_config' }],
    });
    await loop.repo.write('metrics-as-code.yaml', configText);
    const { report, exitCode } = await loop.run('reviews', { now: () => new Date('2026-11-20T09:30:00Z') });
    expect(report.reviews).toEqual([
      {
        dynamicConfig: 'checkout_flow',
        review_id: 'rv_2',
        status: 'pending',
        type: 'rules',
        author: 'ana@example.com',
        authorId: 'u_1',
        reviewers: [{ id: 'g_data', kind: 'group' }],
        created_at: '2026-11-10T09:30:00Z',
        ageDays: 10,
        description: 'Raise rollout',
        needs: 'review',
        risk: 'high',
        riskReason: 'replaces the rules: changes what users are served',
        stale: true,
        noReviewers: false,
      },
    ]);
    // Observed: "error: reviews of … could not be read: no such dynamic config", with no place; the
    // config's line is the one to fix.
    expect(report.reviewProblems).toEqual([
      {
        dynamicConfig: 'no_such_config',
        rule: 'reviews.unknown-config',
        message: expect.stringContaining('no such dynamic config'),
        place: { file: 'metrics-as-code.yaml', line: 1, column: configText.indexOf('"no_such_config"') + 1 },
      },
    ]);
    // Observed: exit 1, which `reviews --help` does not list (0, 2, 3, 4): an id the service does
    // not know is a mistake in the config, which running again will not mend.
    expect(exitCode).toBe(ExitCode.Usage);
  });

  it('a refused key is said once: each watched config points there, not at a copy of it', async () => {
    // Observed: with 2 watched configs and the service unreachable (a config failure, like a refused
    // key), its long message three times.
    const configs = [{ id: 'checkout_flow' }, { id: 'search_flow' }];
    await loop.repo.write(
      'metrics-as-code.yaml',
      JSON.stringify({ ...FAST_CONFIG, dynamicConfigs: configs }),
    );
    const { report, exitCode } = await loop.run('reviews', { apiKey: 'console-wrong-key-123456' });
    expect(exitCode).toBe(ExitCode.Auth);
    expect(report.failure?.message).toContain('refused the API key');
    expect(report.reviewProblems.map((problem) => problem.message)).toEqual([
      'the Console API refused the API key (see above)',
      'the Console API refused the API key (see above)',
    ]);
  });
});

describe('bulk creates within the budget', () => {
  const definitions = (n: number) => Array.from({ length: n }, (_, i) => countMetric(`bulk_${i}`));
  /** Eight to create, five POSTs a minute, and a wait of a third of a second allowed: three wait too long. */
  const eightBehindABudgetOfFive = async () => {
    await loop.repo.write(
      'metrics-as-code.yaml',
      stringify({
        api: { concurrency: 4, rateLimit: { requests: 5, perSeconds: 60 }, maxWaitMinutes: 0.005 },
      }),
    );
    await loop.repo.write('metrics/a.yaml', yamlDocuments(definitions(8)));
  };
  const windows = [
    { requests: 6, perSeconds: 0.3 },
    { requests: 15, perSeconds: 1.5 },
  ];

  it('paces every POST to both windows: the emulator with the same windows answers no 429', async () => {
    await loop.emulator.close();
    loop.emulator = await startEmulator({
      seed: { dynamicConfigs: [], metrics: [] },
      rateLimit: '6/300ms,15/1500ms',
    });
    await loop.repo.write('metrics-as-code.yaml', stringify({ api: { concurrency: 8, rateLimit: windows } }));
    await loop.repo.write('metrics/a.yaml', yamlDocuments(definitions(24)));
    // The retry limit is shorter than the budget's waits: waiting for the budget is not a retry.
    const { report, exitCode } = await loop.run('apply', {
      retry: { maxElapsedMs: 200, baseDelayMs: 10, maxDelayMs: 50 },
    });
    expect(exitCode).toBe(ExitCode.Ok);
    expect(report.summary.created).toBe(24);
    expect(loop.emulator.stats()).toMatchObject({ creates: 24, rateLimited: 0 });
  });

  it('a plan dry-runs what the budget lets it send in api.maxWaitMinutes, and says so at once', async () => {
    // Observed: a plan of more new definitions than the windows let through in api.maxWaitMinutes
    // waited that long (an hour by default), then ended "Nothing is lost: run again to finish"
    // (exit 3); every run of it dry-runs from the start, so running it again never got further.
    await eightBehindABudgetOfFive();
    const { report, exitCode } = await loop.run('plan');
    expect(exitCode).toBe(ExitCode.Ok);
    expect(report.failure).toBeUndefined();
    expect(report.notices).toContain(
      'The rate budget (5 POSTs per 60 s) lets a plan send 5 dry runs within api.maxWaitMinutes (1 s): the first 5 of the 8 definitions to create were dry-run, the other 3 were checked locally only (apply checks each with the service as it creates it). To dry-run them all, split the change, or raise api.maxWaitMinutes in the config.',
    );
    expect(report.items.map((item) => item.result)).toEqual([
      ...Array(5).fill('valid'),
      ...Array(3).fill('skipped'),
    ]);
    expect(report.items.at(-1)?.message).toBe('not dry-run: past the rate budget of a plan (see the note)');
    expect(loop.emulator.stats().dryRuns).toBe(5);
    // Observed: "(1 POSTs per 2.5 min) lets a plan send 1 dry runs".
    await loop.repo.write(
      'metrics-as-code.yaml',
      stringify({ api: { rateLimit: { requests: 1, perSeconds: 150 }, maxWaitMinutes: 0.005 } }),
    );
    const one = await loop.run('plan');
    expect(one.report.notices[0]).toMatch(
      /^The rate budget \(1 POST per 150 s\) lets a plan send 1 dry run within/,
    );
  });

  it('stops cleanly past api.maxWaitMinutes (exit 3, nothing sent twice), and the next run finishes', async () => {
    await eightBehindABudgetOfFive();
    // Observed: each request left waiting was "failed: stopped waiting for the rate budget after 0
    // min (api.maxWaitMinutes); nothing more was sent: run again to create the rest", and the
    // run's failure called them "3 requests failed after retries".
    const budgetStop = {
      rule: 'api.unavailable',
      message:
        'the rate budget would have kept the rest waiting past 1 s (api.maxWaitMinutes), so nothing more was sent. Nothing is lost: run again to finish.',
    };
    const first = await loop.run('apply');
    expect(first.exitCode).toBe(ExitCode.Transient);
    expect(first.report.failure).toEqual(budgetStop);
    expect(first.report.summary).toMatchObject({ created: 5, failed: 0 });
    const stopped = first.report.items.filter((item) => item.result === 'skipped');
    // Observed too: "waited too long for the rate budget" of requests that had not waited: the
    // pacer saw the wait would pass the limit and stopped before it.
    expect(stopped.map((item) => item.message)).toEqual(
      Array(3).fill('not sent: the rate budget would wait past api.maxWaitMinutes (see above)'),
    );
    expect((await loop.repo.ledger()).pending ?? {}).toEqual({});
    await loop.repo.write('metrics-as-code.yaml', stringify(FAST_CONFIG));
    const second = await loop.run('apply');
    expect(second.exitCode).toBe(ExitCode.Ok);
    expect(second.report.summary.created).toBe(3);
    expect(loop.emulator.stats().creates).toBe(8);
  });

  it('a budget stop and records the ledger refused are both said: no "(see above)" points at nothing', async () => {
    // Observed: the run's one failure said only that the records were not written, while the
    // definitions the budget stopped said "waited too long for the rate budget (see above)".
    await eightBehindABudgetOfFive();
    const refusing = refusingRecords();
    const { report, exitCode } = await loop.run('apply', { store: () => refusing });
    expect(exitCode).toBe(ExitCode.Transient);
    expect(report.summary.created).toBe(5);
    expect(report.failure?.rule).toBe('ledger.unrecorded');
    expect(report.failure?.message).toContain(
      '5 created metrics not yet recorded in the ledger: the disk is full.',
    );
    expect(report.failure?.message).toContain(
      'Also: the rate budget would have kept the rest waiting past 1 s (api.maxWaitMinutes), so nothing more was sent.',
    );
  });
});

describe('a tree that lost most of the ledger', () => {
  it('is a configuration problem (exit 2), not a list of removals, and nothing is sent', async () => {
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments(Array.from({ length: 12 }, (_, i) => countMetric(`kept_${i}`))),
    );
    expect((await loop.run('apply')).exitCode).toBe(ExitCode.Ok);
    await loop.repo.remove('metrics/a.yaml');
    await loop.repo.write('metrics/b.yaml', yamlDocuments([countMetric('lonely_metric')]));
    const before = loop.emulator.stats();
    for (const mode of ['plan', 'apply'] as const) {
      const { report, exitCode } = await loop.run(mode);
      expect(exitCode).toBe(ExitCode.Usage);
      expect(report.failure).toMatchObject({
        rule: 'ledger.mass-removal',
        message: expect.stringContaining('12 of the 12 metrics the ledger records are not in the tree'),
      });
    }
    expect(loop.emulator.stats()).toMatchObject({ dryRuns: before.dryRuns, creates: before.creates });
    // Observed: with CI's ledger (`--state github`) the way out named the clone's file ledger.
    const github = await loop.run('plan', { acceptAdvice: 'cli-github' });
    expect(github.report.failure?.message).toContain(
      'accept the removals with `metrics-as-code apply --state github --accept-removals`',
    );
    expect((await loop.run('plan')).report.failure?.message).toContain(
      'accept the removals with `metrics-as-code apply --accept-removals`',
    );
  });
});

describe('a URL that is not the Console API is a configuration error, at once', () => {
  const plan = (apiUrl: string) =>
    execute({
      mode: 'plan',
      cwd: loop.repo.dir,
      apiUrl,
      apiKey: DEV_KEY,
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
    });

  it.each([
    [
      'a host that does not resolve',
      'https://no-such-host.invalid',
      /cannot be reached \(could not connect \(ENOTFOUND/,
    ],
    [
      'a refused first connection',
      'http://user:hunter2@127.0.0.1:2',
      /http:\/\/127\.0\.0\.1:2 cannot be reached \(could not connect \(ECONNREFUSED\)\): if it is the emulator, start it/,
    ],
    [
      // Observed: "could not connect (bad port): if it is the emulator, start it (`metrics-as-code
      // emulator --port 6000`)", on a port where no emulator can be reached.
      'a port that fetch refuses to open',
      'http://127.0.0.1:6000',
      /^the Console API URL http:\/\/127\.0\.0\.1:6000 cannot be reached: fetch refuses to open port 6000 \(as browsers do\), so nothing was sent: give a URL on another port \(the emulator's default is 8787\); check apiUrl/,
    ],
  ])('%s: exit 2, the URL without credentials, no "run again"', async (_, url, message) => {
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('some_metric'), countMetric('other_metric')]),
    );
    const { report, exitCode } = await plan(url);
    expect(exitCode).toBe(ExitCode.Usage);
    expect(report.failure).toMatchObject({ rule: 'config.api-url', message: expect.stringMatching(message) });
    expect(report.failure!.message).toContain(
      "check apiUrl in metrics-as-code.yaml, the Action's api-url input, --api-url or CONSOLE_API_URL",
    );
    expect(JSON.stringify(report)).not.toMatch(/hunter2|run again/);
    // Nothing listening on this machine is most often the emulator not started yet.
    const hint = 'if it is the emulator, start it (`metrics-as-code emulator --port 2`); else check apiUrl';
    expect(report.failure!.message.includes(hint)).toBe(url.endsWith(':2'));
    // Said once, in the failure; each definition points there.
    expect(new Set(report.items.map((item) => (item.message ?? '').replace(/^[a-z ]+: /, '')))).toEqual(
      new Set(['the Console API URL could not be used (see above)']),
    );
  });

  it('ends at once, also for the definitions waiting for the rate budget', async () => {
    // Observed: a plan of 150 against a refused URL took 12 s to say so: the requests past the
    // first 100 (the default budget of 10 s) waited for the window to open before being dropped.
    await twelveBehindABudgetOfFour('budget');
    const started = performance.now();
    const { exitCode } = await plan('http://127.0.0.1:1');
    expect(exitCode).toBe(ExitCode.Usage);
    // A refused key stops the run the same way.
    const refused = await loop.run('plan', { apiKey: 'not-the-key' });
    expect(refused.exitCode).toBe(ExitCode.Auth);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('a URL that goes on into /console/v1 names the base URL to give, and nothing is sent', async () => {
    // Observed: the 404 it answered with was reported once for the run and again on each definition.
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('some_metric')]));
    for (const path of ['/console/v1', '/console/v1/metrics']) {
      const { report, exitCode } = await plan(`${loop.emulator.url}${path}`);
      expect(exitCode).toBe(ExitCode.Usage);
      expect(report.failure).toEqual({
        rule: 'config.api-url',
        message: `cannot plan: the Console API URL goes on into the API's own path: give the service's base URL, ${loop.emulator.url} (the tool adds /console/v1 and the route); check apiUrl in metrics-as-code.yaml, the Action's api-url input, --api-url or CONSOLE_API_URL`,
      });
      expect(JSON.stringify(report)).not.toMatch(/answered 404/);
    }
    expect(loop.emulator.stats().requests).toBe(0);
  });

  it('a URL without its scheme (CONSOLE_API_URL, the Action input) says what to write, not "baseUrl"', async () => {
    // Observed: `cannot plan: baseUrl "console.example.com" is not a URL`, naming nothing the user wrote.
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('some_metric')]));
    const { report, exitCode } = await plan('console.example.com');
    expect(exitCode).toBe(ExitCode.Usage);
    expect(report.failure).toEqual({
      rule: 'config.api-url',
      message:
        "cannot plan: the Console API URL `console.example.com` is not an http or https URL: write https://console.example.com; check apiUrl in metrics-as-code.yaml, the Action's api-url input, --api-url or CONSOLE_API_URL",
    });
    const local = await plan(loop.emulator.url.replace('http://', ''));
    expect(local.report.failure!.message).toContain(`: write ${loop.emulator.url};`);
  });

  it('a URL with a user and password that is not http(s) is shown without them', async () => {
    // The flag's check hid them (`***@`), this one showed them: a URL kept in a secret with its
    // credentials, written without its scheme, went whole into the log and the PR comment.
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('some_metric')]));
    for (const url of [
      'ci:hunter2-token@console.example.com',
      'ftp://ci:hunter2-token@console.example.com',
    ]) {
      const { report, exitCode } = await plan(url);
      expect(exitCode).toBe(ExitCode.Usage);
      expect(JSON.stringify(report)).not.toContain('hunter2');
    }
    const { report } = await plan('ci:hunter2-token@console.example.com');
    expect(report.failure!.message).toContain(
      'the Console API URL `***@console.example.com` is not an http or https URL;',
    );
  });

  it('a 404 on the route asks for the base URL', async () => {
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('some_metric')]));
    const { report, exitCode } = await plan(`${loop.emulator.url}/elsewhere`);
    expect(exitCode).toBe(ExitCode.Usage);
    // Observed: "…answered 404 for /console/v1/metrics: is it the base URL of the service (e.g. …)?; check…".
    expect(report.failure!.message).toMatch(
      /answered 404 for \/console\/v1\/metrics: give the base URL of the service \(e\.g\. https:\/\/console\.example\.com\); check apiUrl in metrics-as-code.yaml, the Action's api-url input, --api-url or CONSOLE_API_URL\. No definition reached the Console API\.$/,
    );
    expect(loop.emulator.stats().dryRuns).toBe(0);
  });

  it.each([
    [
      'an HTML login page is not the Console API',
      200,
      { 'content-type': 'text/html' },
      '<html><body>Sign in</body></html>',
      /answered 200 with something that is not the Console API/,
    ],
    [
      // Observed with a server answering 301 (as a service that moved does): the run said "not
      // JSON: a login page or a proxy?", with nothing of the Location that says what to write.
      'a redirect names where it points and the base URL to set, and is not followed',
      301,
      { location: 'https://api.example.com/console/v1/metrics', 'content-type': 'text/html' },
      '<html>Moved Permanently</html>',
      /^the Console API URL http:\/\/127\.0\.0\.1:\d+ answered 301, a redirect to https:\/\/api\.example\.com\/console\/v1\/metrics, which is not followed \(the API key goes only to the URL configured\): if the service moved, set https:\/\/api\.example\.com; check apiUrl in/,
    ],
    [
      // Observed: a JSON server answering 200 {"ok":true} to every request was "3 requests failed
      // after retries ... Nothing is lost: run again to finish." (exit 3): a re-run that cannot help.
      "a JSON answer that is not the Console's is a wrong URL, not a run to repeat",
      200,
      { 'content-type': 'application/json' },
      '{"ok":true}',
      /answered 200 with JSON that is not a Console API answer \(neither `message` nor `data`\): check apiUrl in/,
    ],
    [
      // Observed: 405 Method Not Allowed for the create route was each definition "rejected by the
      // Console API" (exit 1), as if the definitions were at fault.
      'a 405 on the route asks for the base URL',
      405,
      { 'content-type': 'application/json' },
      '{"message":"Method Not Allowed"}',
      /answered 405 for \/console\/v1\/metrics: give the base URL of the service/,
    ],
  ])('%s', async (_, status, headers, body, message) => {
    const { createServer } = await import('node:http');
    let requests = 0;
    const server = createServer((_, res) => {
      requests += 1;
      res.writeHead(status, headers);
      res.end(body);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('some_metric')]));
      const { port } = server.address() as { port: number };
      const { report, exitCode } = await plan(`http://127.0.0.1:${port}`);
      expect(exitCode).toBe(ExitCode.Usage);
      expect(report.failure).toMatchObject({
        rule: 'config.api-url',
        message: expect.stringMatching(message),
      });
      expect(requests).toBe(1);
    } finally {
      server.close();
    }
  });
});

describe('Ctrl-C during apply', () => {
  /** 30 new definitions, sent two at a time with latency, and Ctrl-C once four are answered. */
  async function interruptedAfterFour(mode: 'plan' | 'apply', prefix: string, store?: () => LedgerStore) {
    await loop.emulator.close();
    loop.emulator = await startEmulator({ seed: { dynamicConfigs: [], metrics: [] }, latencyMs: 20 });
    await loop.repo.write(
      'metrics-as-code.yaml',
      stringify({ ...FAST_CONFIG, api: { ...FAST_CONFIG.api, concurrency: 2 } }),
    );
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments(Array.from({ length: 30 }, (_, i) => countMetric(`${prefix}_${i}`))),
    );
    const abort = new AbortController();
    return loop.run(mode, {
      signal: abort.signal,
      onProgress: (event) => {
        if (event.done >= 4) abort.abort('interrupted (Ctrl-C)');
      },
      ...(store && { store }),
    });
  }

  it('with the ledger refusing the records, says both, and never calls them recorded', async () => {
    // Observed: "4 metrics created and recorded before it", and not a word of the records the
    // ledger had refused: the interruption's sentence replaced the run's own failure.
    const refusing = refusingRecords();
    const { report, exitCode } = await interruptedAfterFour('apply', 'refused', () => refusing);
    expect(exitCode).toBe(ExitCode.Transient);
    const { created } = report.summary;
    expect(report.failure?.rule).toBe('run.interrupted');
    expect(report.failure?.message).toMatch(
      new RegExp(
        `^interrupted \\(Ctrl-C\\): ${created} metrics created before it; nothing more was sent: running again creates the rest\\. Also: ${created} created metrics not yet recorded in the ledger: the disk is full\\.`,
      ),
    );
  });

  it('stops sending, records what was created, says so (exit 3), and the next run creates the rest', async () => {
    const { report, exitCode } = await interruptedAfterFour('apply', 'ctrl_c');
    expect(exitCode).toBe(ExitCode.Transient);
    expect(report.failure).toMatchObject({ rule: 'run.interrupted' });
    const created = report.summary.created;
    expect(created).toBeGreaterThanOrEqual(4);
    expect(created).toBeLessThan(30);
    expect(report.failure!.message).toContain(
      `${created} metric${created === 1 ? '' : 's'} created and recorded before it`,
    );
    expect(Object.keys((await loop.repo.ledger()).metrics)).toHaveLength(created);
    expect(loop.emulator.stats().creates).toBe(created);
    // Observed: "4 created, 46 failed": what was never sent is counted apart, not as failed.
    expect(report.summary.failed).toBe(0);
    const unsent = report.items.filter((item) => item.result === 'skipped');
    expect(unsent).toHaveLength(30 - created);
    expect(unsent[0]!.message).toBe('not sent: interrupted (Ctrl-C)');
    const again = await loop.run('apply');
    expect(again.exitCode).toBe(ExitCode.Ok);
    expect(again.report.summary.created).toBe(30 - created);
    expect(loop.emulator.stats().creates).toBe(30);
  });

  it('ends at once when the rest are waiting for the rate budget', async () => {
    // Observed with the 401 and wrong-URL stops: the definitions queued for the budget's window
    // waited for it to open (up to its length) before they were dropped.
    await twelveBehindABudgetOfFour('ctrl_c_budget');
    const abort = new AbortController();
    const started = performance.now();
    const { report, exitCode } = await loop.run('apply', {
      signal: abort.signal,
      onProgress: (event) => {
        if (event.done >= 4) abort.abort('interrupted (Ctrl-C)');
      },
    });
    expect(exitCode).toBe(ExitCode.Transient);
    expect(report.summary.created).toBe(4);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('during plan: the dry runs never sent are skipped, not failed, and nothing speaks of creating', async () => {
    // Observed: "failed: interrupted (Ctrl-C) before it was sent: running again creates the rest"
    // on each of them, and "0 metrics created and recorded before it" as the run's failure.
    const { report, exitCode } = await interruptedAfterFour('plan', 'ctrl_c_plan');
    expect(exitCode).toBe(ExitCode.Transient);
    expect(report.failure).toEqual({
      rule: 'run.interrupted',
      message: 'interrupted (Ctrl-C): nothing more was sent, so this plan is incomplete: run it again',
    });
    const skipped = report.items.filter((item) => item.result === 'skipped');
    expect(skipped.length).toBeGreaterThan(0);
    expect(new Set(skipped.map((item) => item.message))).toEqual(new Set(['not sent: interrupted (Ctrl-C)']));
    expect(report.items.filter((item) => item.result === 'failed')).toEqual([]);
    expect(report.items.filter((item) => item.result === 'valid').length + skipped.length).toBe(30);
  });
});

describe('a Console API that fails every request', () => {
  it.each(['plan', 'apply'] as const)(
    '%s: stops, says why once, and each definition points there',
    async (mode) => {
      // Observed: each of 200 definitions repeated "the Console API failed 601 requests in a row over
      // 60 s (last: HTTP 503: ...), so nothing more was sent: it looks unavailable", and the run's
      // failure called it "200 requests failed after retries; mostly: ..." as if each had run out.
      await loop.emulator.close();
      loop.emulator = await startEmulator({ seed: { dynamicConfigs: [], metrics: [] }, faults: '503:1' });
      await loop.repo.write(
        'metrics/a.yaml',
        yamlDocuments(Array.from({ length: 60 }, (_, i) => countMetric(`down_${mode}_${i}`))),
      );
      const retry = { maxAttempts: 6, baseDelayMs: 500, maxDelayMs: 30_000, maxElapsedMs: 120_000 };
      const { report, exitCode } = await loop.run(mode, { retry, clock: virtualClock() });
      expect(exitCode).toBe(ExitCode.Transient);
      expect(report.failure).toEqual({
        rule: 'api.unavailable',
        message: expect.stringMatching(
          /^the Console API failed \d+ requests in a row over \d+ s \(last: HTTP 503: Service temporarily unavailable \(injected fault\)\. Retry later\.\), so nothing more was sent: it looks unavailable\. Nothing is lost: run again to finish\.$/,
        ),
      });
      expect(new Set(report.items.map((item) => (item.message ?? '').replace(/^not sent: /, '')))).toEqual(
        new Set(['the Console API looks unavailable (see above)']),
      );
      expect(report.summary.created).toBe(0);
    },
  );
});
