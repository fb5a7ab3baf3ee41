// Changes to definitions that exist (issue: changes a person can see and act on), end to end over
// loopback: the emulator, real files, the file ledger.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { startEmulator } from '../../src/emulator/server.js';
import { ExitCode } from '../../src/outcome/exit-codes.js';
import { renderJson } from '../../src/report/json.js';
import { renderComment } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { useLoopback } from '../support/loopback.js';
import { countMetric, FAST_CONFIG, yamlDocuments } from '../support/repo.js';

const loop = useLoopback();

const ORDERS = 'orders::event_count_custom';

async function created(definitions: Array<Record<string, unknown>>): Promise<void> {
  await loop.repo.write('metrics/a.yaml', yamlDocuments(definitions));
  expect((await loop.run('apply')).report.summary).toMatchObject({ created: definitions.length });
}

describe('a changed definition', () => {
  it('the ledger keeps what was sent, and a change is shown field by field in text, JSON and markdown', async () => {
    await created([countMetric('orders', { description: 'Orders', tags: ['sales'] })]);
    const recorded = (await loop.repo.ledger()).metrics[ORDERS] as unknown as { definition: unknown };
    expect(recorded.definition).toEqual(countMetric('orders', { description: 'Orders', tags: ['sales'] }));

    const edited = yamlDocuments([
      countMetric('orders', { description: 'Paid orders', tags: ['sales', 'core'] }),
    ]);
    await loop.repo.write('metrics/a.yaml', edited);
    const { report, exitCode } = await loop.run('plan');
    expect(exitCode).toBe(ExitCode.Ok);
    const item = report.items.find((i) => i.id === ORDERS)!;
    expect(item.action).toBe('changed');
    expect(item.diff).toEqual([
      { path: 'description', before: 'Orders', after: 'Paid orders' },
      { path: 'tags[1]', after: 'core' },
    ]);
    const json = JSON.parse(renderJson(report));
    expect(json.items[0].diff).toEqual([
      { path: 'description', before: 'Orders', after: 'Paid orders' },
      { path: 'tags[1]', after: 'core' },
    ]);
    const text = renderText(report);
    expect(text).toContain('~ description: "Orders" → "Paid orders"');
    expect(text).toContain('+ tags[1]: "core"');
    const warning = report.diagnostics.find((d) => d.rule === 'definition.changed')!;
    // At the first changed field (observed: at the document's start, away from what changed).
    const descriptionLine = edited.split('\n').findIndex((line) => line.startsWith('description:')) + 1;
    expect(descriptionLine).toBeGreaterThan(1);
    expect(warning).toMatchObject({ file: 'metrics/a.yaml', line: descriptionLine, severity: 'warning' });
    expect(warning.message).toContain('(description, tags[1])');
    expect(warning.message).toContain(`\`metrics-as-code apply --accept-changes ${ORDERS}\``);

    const comment = renderComment(report, { marker: '<!-- m -->' });
    expect(comment).toContain(
      '<summary>Changes in <code>orders::event_count_custom</code> (2 fields)</summary>',
    );
    expect(comment).toMatch(/```diff\n~ description: "Orders" → "Paid orders"\n\+ tags\[1\]: "core"\n```/);
  });

  it('a new name for a metric of the same file and type is said to make a new metric', async () => {
    // Before: renaming `orders` was planned as one removal and one create, with nothing to say
    // that the merge makes a second metric (the Console API cannot rename one) and keeps the old.
    await created([countMetric('orders'), countMetric('refunds')]);
    const renamed = yamlDocuments([countMetric('paid_orders'), countMetric('refunds')]);
    await loop.repo.write('metrics/a.yaml', renamed);
    const { report, exitCode } = await loop.run('plan');
    expect(exitCode).toBe(ExitCode.Ok);
    const nameLine = renamed.split('\n').indexOf('name: paid_orders') + 1;
    expect(report.diagnostics.filter((d) => d.rule === 'definition.renamed')).toEqual([
      {
        file: 'metrics/a.yaml',
        line: nameLine,
        column: 7,
        severity: 'warning',
        rule: 'definition.renamed',
        path: 'name',
        message:
          '`paid_orders::event_count_custom` reads as a new name for `orders::event_count_custom` (same file and type, no longer defined): the Console API cannot rename a metric, so the merge creates a new one and leaves the old one as it is. To keep the metric, keep its name; to replace it, archive the old one in the console and accept its removal.',
      },
    ]);
  });

  it('a new type for a metric of the same file and name is said to make a new metric', async () => {
    await created([countMetric('orders')]);
    const retyped = yamlDocuments([countMetric('orders', { type: 'sum' })]);
    await loop.repo.write('metrics/a.yaml', retyped);
    const { report } = await loop.run('plan');
    const typeLine = retyped.split('\n').indexOf('type: sum') + 1;
    expect(report.diagnostics.filter((d) => d.rule.startsWith('definition.re'))).toMatchObject([
      { rule: 'definition.removed' },
      {
        line: typeLine,
        column: 7,
        severity: 'warning',
        rule: 'definition.retyped',
        path: 'type',
        message:
          '`orders::sum` reads as a new type for `orders::event_count_custom` (same file and name, no longer defined): the Console API cannot change the type of a metric, so the merge creates a new one and leaves the old one as it is. To keep the metric, keep its type; to replace it, archive the old one in the console and accept its removal.',
      },
    ]);
  });

  it('a definition moved to another file is recorded there by the next apply', async () => {
    // Observed: the ledger kept `metrics/a.yaml` for a metric moved to `metrics/sales/orders.yaml`,
    // so its later removal was reported in a file that no longer exists, and a rename there was
    // not told as one (the rename check compares the recorded file).
    await created([countMetric('orders'), countMetric('refunds')]);
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('refunds')]));
    await loop.repo.write('metrics/sales/orders.yaml', yamlDocuments([countMetric('orders')]));
    const moved = await loop.run('apply');
    expect(moved.report.summary).toMatchObject({ unchanged: 2, created: 0, removed: 0 });
    expect((await loop.repo.ledger()).metrics[ORDERS]).toMatchObject({ file: 'metrics/sales/orders.yaml' });

    await loop.repo.write('metrics/sales/orders.yaml', yamlDocuments([countMetric('paid_orders')]));
    const { report } = await loop.run('plan');
    expect(report.diagnostics.filter((d) => d.rule.startsWith('definition.re'))).toMatchObject([
      { rule: 'definition.removed', file: 'metrics/sales/orders.yaml' },
      { rule: 'definition.renamed', file: 'metrics/sales/orders.yaml' },
    ]);
  });

  it('a removed list item is one removal', async () => {
    const events = [
      { name: 'a', type: 'count' },
      { name: 'b', type: 'count' },
    ];
    await created([countMetric('orders', { metricEvents: events })]);
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('orders', { metricEvents: [events[0]] })]),
    );
    const item = (await loop.run('plan')).report.items[0]!;
    expect(item.diff).toEqual([{ path: 'metricEvents[1]', before: { name: 'b', type: 'count' } }]);
    expect(renderText((await loop.run('plan')).report)).toContain(
      '- metricEvents[1]: {"name":"b","type":"count"}',
    );
  });

  it('a change made only by the config defaults is placed on the config line, once for every metric it changes', async () => {
    await created([countMetric('orders'), countMetric('refunds'), countMetric('visits')]);
    // The observed case: adding `defaults: {isReadOnly: true}` to the config.
    await loop.repo.write(
      'metrics-as-code.yaml',
      stringify({ ...FAST_CONFIG, defaults: { isReadOnly: true } }),
    );
    const { report } = await loop.run('plan');
    expect(report.summary).toMatchObject({ changed: 3 });
    const changed = report.diagnostics.filter((d) => d.rule.startsWith('definition.changed'));
    expect(changed).toHaveLength(1);
    const config = await loop.repo.read('metrics-as-code.yaml');
    const line = config.split('\n').findIndex((l) => l.includes('isReadOnly')) + 1;
    expect(changed[0]).toMatchObject({
      rule: 'definition.changed-by-defaults',
      file: 'metrics-as-code.yaml',
      line,
    });
    expect(changed[0]!.message).toContain('`isReadOnly`');
    expect(changed[0]!.message).toContain('3 metrics');
    expect(changed[0]!.message).toContain('definition files are unchanged');
    expect(changed[0]!.message).not.toMatch(/Rename/);
    // A change of the definition file itself is still placed on the definition.
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([
        countMetric('orders', { description: 'x' }),
        countMetric('refunds'),
        countMetric('visits'),
      ]),
    );
    const mixed = (await loop.run('plan')).report.diagnostics.filter((d) =>
      d.rule.startsWith('definition.changed'),
    );
    expect(mixed.map((d) => [d.rule, d.file])).toEqual([
      ['definition.changed-by-defaults', 'metrics-as-code.yaml'],
      ['definition.changed', 'metrics/a.yaml'],
    ]);
    expect(mixed[0]!.message).toContain('2 metrics');
  });

  it('an entry recorded without its definition says the diff is unavailable, and apply fills it in when unchanged', async () => {
    await created([countMetric('orders'), countMetric('refunds')]);
    const ledger = await loop.repo.ledger();
    for (const entry of Object.values(ledger.metrics)) delete (entry as { definition?: unknown }).definition;
    await loop.repo.write('.metrics-as-code/state.json', JSON.stringify(ledger));
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('orders', { description: 'x' }), countMetric('refunds')]),
    );
    const { report } = await loop.run('plan');
    const orders = report.items.find((i) => i.id === ORDERS)!;
    expect(orders.diff).toBeUndefined();
    expect(report.diagnostics.find((d) => d.rule === 'definition.changed')!.message).toContain(
      'which fields is unknown: it was recorded before the ledger kept definitions',
    );
    await loop.run('apply');
    const after = (await loop.repo.ledger()).metrics as Record<string, { definition?: unknown }>;
    expect(after['refunds::event_count_custom']!.definition).toEqual(countMetric('refunds'));
    expect(after[ORDERS]!.definition).toBeUndefined();
  });
});

describe('apply --accept-changes', () => {
  async function twoChanged() {
    await created([countMetric('orders'), countMetric('refunds')]);
    await loop.repo.write(
      'metrics/a.yaml',
      yamlDocuments([
        countMetric('orders', { description: 'x' }),
        countMetric('refunds', { description: 'y' }),
      ]),
    );
  }

  it('with ids accepts only those, and records the definition so the next diff starts there', async () => {
    await twoChanged();
    const { report, exitCode } = await loop.run('apply', { acceptChanges: [ORDERS] });
    expect(exitCode).toBe(ExitCode.Ok);
    // Observed: it read "exists: change accepted: …", the result of a conflict or an adoption.
    expect(report.items.find((i) => i.id === ORDERS)).toMatchObject({
      result: 'accepted',
      message: 'the ledger now records this definition',
    });
    const after = await loop.run('plan');
    expect(after.report.items.map((i) => [i.id, i.action])).toEqual([
      [ORDERS, 'unchanged'],
      ['refunds::event_count_custom', 'changed'],
    ]);
    const entry = (await loop.repo.ledger()).metrics[ORDERS] as unknown as Record<string, unknown>;
    expect(entry.definition).toEqual(countMetric('orders', { description: 'x' }));
    expect(entry.acceptedAt).toEqual(expect.any(String));
    expect(loop.emulator.stats().creates).toBe(2);
  });

  it('says why there is nothing to accept for an id that is invalid, new or unchanged', async () => {
    // Observed: "Nothing to accept for `orders::event_count_custom`: not changed since it was
    // recorded" for a definition that was invalid, and for one never created.
    await created([countMetric('orders'), countMetric('refunds')]);
    const tree = [
      countMetric('orders', { description: 12 }),
      countMetric('refunds'),
      countMetric('payments'),
    ];
    await loop.repo.write('metrics/a.yaml', yamlDocuments(tree));
    const ids = [ORDERS, 'refunds::event_count_custom', 'payments::event_count_custom'];
    const { report } = await loop.run('apply', { acceptChanges: ids });
    expect(report.notices).toEqual(
      expect.arrayContaining([
        'Nothing to accept for `orders::event_count_custom`: it is invalid (see its error). Nothing to accept for `refunds::event_count_custom`: not changed since it was recorded. Nothing to accept for `payments::event_count_custom`: it is not recorded yet (apply creates it).',
      ]),
    );
  });

  it('without ids accepts every changed one', async () => {
    await twoChanged();
    await loop.run('apply', { acceptChanges: true });
    expect((await loop.run('plan')).report.summary).toMatchObject({ changed: 0, unchanged: 2 });
  });

  it('an id the tree does not define is a usage error and nothing is recorded', async () => {
    await twoChanged();
    const before = await loop.repo.read('.metrics-as-code/state.json');
    const { report, exitCode } = await loop.run('apply', { acceptChanges: ['order::event_count_custom'] });
    expect(exitCode).toBe(ExitCode.Usage);
    expect(report.failure?.rule).toBe('accept-changes.unknown-id');
    expect(report.failure?.message).toContain(`\`${ORDERS}\``);
    expect(await loop.repo.read('.metrics-as-code/state.json')).toBe(before);
  });

  it('a name given where an id belongs names the id', async () => {
    // Observed: `--accept-changes orders` said only "ids are name::type".
    await twoChanged();
    const { report, exitCode } = await loop.run('apply', { acceptChanges: ['orders'] });
    expect(exitCode).toBe(ExitCode.Usage);
    expect(report.failure?.message).toContain(`(ids are name::type; did you mean \`${ORDERS}\`?)`);
  });

  it('an id a letter or two off one of the tree says which it means', async () => {
    // Observed: an unknown --accept-changes id got no did-you-mean.
    await twoChanged();
    const { report } = await loop.run('apply', { acceptChanges: ['order::event_count_custom'] });
    expect(report.failure?.message).toContain(`(ids are name::type; did you mean \`${ORDERS}\`?)`);
    // Observed: the right name with the type cut short (`orders::event_count`) got none.
    const typed = await loop.run('apply', { acceptChanges: ['orders::event_count'] });
    expect(typed.report.failure?.message).toContain(`(ids are name::type; did you mean \`${ORDERS}\`?)`);
  });
});

describe('a file with an error', () => {
  it.each([
    ['a quote left open', (text: string) => text.replace('name: orders', 'name: "orders')],
    ['a misspelt name key', (text: string) => text.replace('name: orders', 'nme: orders')],
    [
      'a misspelt type',
      (text: string) => text.replace('type: event_count_custom', 'type: event_count_customm'),
    ],
  ])(
    '(%s) does not make the metrics recorded from it removed, nor lets their removal be accepted',
    async (_case, breakIt) => {
      // Observed: a quote left open in a file of two recorded metrics made both "no longer
      // defined", with the advice to archive them in the console and accept their removal; so did
      // `nme:` for `name:` and a misspelt type, for the one metric whose name or type it hid.
      await created([countMetric('orders'), countMetric('refunds')]);
      const text = yamlDocuments([countMetric('orders'), countMetric('refunds')]);
      await loop.repo.write('metrics/a.yaml', breakIt(text));
      const { report, exitCode } = await loop.run('plan');
      expect(exitCode).toBe(ExitCode.Findings);
      expect(report.diagnostics.filter((d) => d.rule === 'definition.removed')).toEqual([]);
      expect(report.summary.removed).toBe(0);
      const unread = report.diagnostics.filter((d) => d.rule === 'definition.unread');
      expect(unread).toEqual([
        expect.objectContaining({
          file: 'metrics/a.yaml',
          severity: 'warning',
          message: expect.stringContaining('`orders::event_count_custom`'),
        }),
      ]);
      expect(unread[0]!.message).toContain('not counted as removed until');
      const accepted = await loop.run('apply', { acceptRemovals: true });
      expect(Object.keys((await loop.repo.ledger()).metrics)).toHaveLength(2);
      expect(accepted.report.notices.join('\n')).not.toContain('Removal accepted');
    },
  );

  it('nor a metric moved to another file that has an error', async () => {
    // A definition moved from a.yaml into b.yaml, with a quote left open on the way: its
    // recorded file reads fine without it, and it was called removed.
    await created([countMetric('orders'), countMetric('refunds')]);
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('refunds')]));
    await loop.repo.write(
      'metrics/b.yaml',
      yamlDocuments([countMetric('orders')]).replace('name: orders', 'name: "orders'),
    );
    const { report } = await loop.run('plan');
    expect(report.diagnostics.filter((d) => d.rule === 'definition.removed')).toEqual([]);
    expect(report.diagnostics.find((d) => d.rule === 'definition.unread')).toMatchObject({
      file: 'metrics/a.yaml',
      message: expect.stringContaining(
        '`orders::event_count_custom` is recorded in the ledger but not found while `metrics/b.yaml` has errors',
      ),
    });
  });

  it('but a new definition invalid past its name and type hides nothing: a deleted one is removed', async () => {
    // Observed: deleting `refunds` beside a new ratio whose event had no aggregation said
    // "`refunds` ... not found while metrics/a.yaml has errors, which may hide it": the ratio's
    // name and type were right, so it could be no other metric.
    await created([countMetric('orders'), countMetric('refunds')]);
    const broken = { ...countMetric('basket_ratio'), type: 'ratio', metricEvents: [{ name: 'basket' }] };
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('orders'), broken]));
    const { report } = await loop.run('plan');
    expect(report.diagnostics.map((d) => d.rule)).not.toContain('definition.unread');
    expect(report.diagnostics.filter((d) => d.rule === 'definition.removed')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('`refunds::event_count_custom`') }),
    ]);
    expect(report.summary.removed).toBe(1);
  });
});

describe('a policy exception', () => {
  it('is said while its definition is new, and kept in the JSON once it is created', async () => {
    await loop.repo.write(
      'metrics-as-code.yaml',
      stringify({ ...FAST_CONFIG, policy: { namePattern: { pattern: '^[a-z_]+$' } } }),
    );
    const legacy = `# metrics-as-code: allow policy.namePattern: the dashboards read it\n${yamlDocuments([countMetric('Legacy')])}`;
    await loop.repo.write('metrics/a.yaml', legacy);
    const planned = await loop.run('plan');
    expect(renderText(planned.report)).toContain(
      'policy exception: policy.namePattern (the dashboards read it)',
    );
    expect((await loop.run('apply')).report.summary.created).toBe(1);
    // Created, it is one of the catalogue's unchanged metrics: no row of its own in every plan.
    const { report } = await loop.run('plan');
    expect(renderText(report)).not.toContain('exception');
    expect(JSON.parse(renderJson(report)).items[0]).toMatchObject({
      action: 'unchanged',
      exceptions: [{ rule: 'policy.namePattern', reason: 'the dashboards read it' }],
    });
  });
});

describe('a create that had no answer', () => {
  it('edited before the next apply: recorded as the version it was sent as, not a conflict', async () => {
    // Observed (a fuzz of Action runs under faults): a create answered 500 after the service had
    // stored the metric, then the definition was edited; the next apply said "already exists in
    // the Console ... it was created elsewhere" of the metric this repository had made.
    const data = join(loop.repo.dir, 'emulator-data.json');
    await loop.emulator.close();
    loop.emulator = await startEmulator({ dataFile: data, faults: '500-after-commit:1', faultSeed: 1 });
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('orders')]));
    const retry = { retry: { maxAttempts: 1, baseDelayMs: 1, maxDelayMs: 2 } };
    expect((await loop.run('apply', retry)).exitCode).toBe(ExitCode.Transient);
    await loop.emulator.close();
    loop.emulator = await startEmulator({ dataFile: data });
    expect(loop.emulator.metrics().map((metric) => metric.id)).toEqual([ORDERS]);

    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('orders', { description: 'Paid' })]));
    const again = await loop.run('apply');
    expect(again.report.diagnostics.filter((d) => d.rule === 'remote.conflict')).toEqual([]);
    expect(again.exitCode).toBe(ExitCode.Ok);
    expect(again.report.items[0]).toMatchObject({ result: 'exists', createdEarlier: true });
    expect((await loop.repo.ledger()).pending ?? {}).toEqual({});
    // What the Console holds is the version sent then: the edit shows as a change to make there.
    const plan = await loop.run('plan');
    expect(plan.report.items[0]).toMatchObject({ id: ORDERS, action: 'changed' });
  });
});

describe('accepting removals', () => {
  it('a definition removed while its create had no answer is told as a metric that may exist', async () => {
    // Observed (a fuzz of Action runs under faults): a create answered 500 after the service had
    // stored the metric left a released claim; the definition was then deleted, and no run ever
    // mentioned the metric again, though it was in the Console.
    await created([countMetric('orders')]);
    const ledger = await loop.repo.ledger();
    const pending = { hash: 'sha256:0', file: 'metrics/a.yaml', startedAt: '2026-01-01T00:00:00Z' };
    await loop.repo.write(
      '.metrics-as-code/state.json',
      JSON.stringify({ ...ledger, pending: { 'refunds::event_count_custom': pending } }),
    );
    const plan = await loop.run('plan');
    expect(plan.exitCode).toBe(ExitCode.Ok);
    const told = plan.report.diagnostics.find((d) => d.rule === 'definition.removed')!;
    expect(told.message).toMatch(
      /^`refunds::event_count_custom` may have been created by this repository \(an apply sent it and had no answer\) and is no longer defined: if it is in the console, archive it there; then accept the removal with `metrics-as-code apply --accept-removals refunds::event_count_custom`/,
    );
    expect(plan.report.items.find((i) => i.id === 'refunds::event_count_custom')).toMatchObject({
      action: 'removed',
      message: 'may be in the Console (its create had no answer); no longer defined here',
    });

    const accepted = await loop.run('apply', { acceptRemovals: true });
    expect(accepted.exitCode).toBe(ExitCode.Ok);
    expect((await loop.repo.ledger()).pending ?? {}).toEqual({});
    expect(Object.keys((await loop.repo.ledger()).metrics)).toEqual([ORDERS]);
  });

  it('drops the named removals from the ledger: the next plan neither warns nor trips the guard', async () => {
    // Observed: deleted definitions were warned about on every run forever, and the mass-removal
    // guard said "remove them from the ledger first" though nothing did that.
    await created([countMetric('orders'), countMetric('refunds')]);
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('orders')]));
    const warned = await loop.run('plan');
    const removal = warned.report.diagnostics.find((d) => d.rule === 'definition.removed')!;
    expect(removal.message).toMatch(/cannot delete or archive a metric\): archive it in the console/);
    expect(removal.message).toContain(
      'accept the removal with `metrics-as-code apply --accept-removals refunds::event_count_custom`',
    );

    const misspelt = await loop.run('apply', { acceptRemovals: ['refund::event_count_custom'] });
    expect(misspelt.exitCode).toBe(ExitCode.Usage);
    expect(misspelt.report.failure?.message).toContain('(did you mean `refunds::event_count_custom`?)');
    const typed = await loop.run('apply', { acceptRemovals: ['refunds::sum'] });
    expect(typed.report.failure?.message).toContain('(did you mean `refunds::event_count_custom`?)');

    const accepted = await loop.run('apply', { acceptRemovals: ['refunds::event_count_custom'] });
    expect(accepted.exitCode).toBe(ExitCode.Ok);
    expect(accepted.report.notices.join('\n')).toMatch(
      /Removal accepted for `refunds::event_count_custom`: dropped from the ledger/,
    );
    expect(Object.keys((await loop.repo.ledger()).metrics)).toEqual([ORDERS]);
    const after = await loop.run('plan');
    expect(after.report.diagnostics.filter((d) => d.rule === 'definition.removed')).toEqual([]);
    expect(after.report.summary.removed).toBe(0);
  });

  it('names the command that accepts it where the ledger is, one shell word per id', async () => {
    // Observed: the PR comment and a `--state github` run both said `metrics-as-code apply
    // --accept-removals ID`, which from a clone reads the file ledger, not the state branch's, and
    // was refused ("the ledger does not list as removed"); and an id with a space came unquoted.
    const spaced = countMetric('add to cart');
    await created([countMetric('orders'), spaced]);
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('orders')]));
    const advice = async (acceptAdvice: 'cli' | 'cli-github' | 'action' | 'action-pr') =>
      (await loop.run('plan', { acceptAdvice })).report.diagnostics.find(
        (d) => d.rule === 'definition.removed',
      )!.message;
    expect(await advice('cli')).toContain(
      "then accept the removal with `metrics-as-code apply --accept-removals 'add to cart::event_count_custom'` so it",
    );
    expect(await advice('cli-github')).toContain(
      "with `metrics-as-code apply --state github --accept-removals 'add to cart::event_count_custom'`",
    );
    expect(await advice('action')).toContain(
      "then run this workflow (workflow_dispatch) with the input `accept-removals: add to cart::event_count_custom` (or from a clone: `metrics-as-code apply --state github --accept-removals 'add to cart::event_count_custom'`) so it is no longer reported",
    );
    expect(await advice('action-pr')).toContain('then, once this pull request is merged, run this workflow');
  });

  it('removed metrics are listed with the numbers in their names in order: m_2 before m_10', async () => {
    // Observed: `removed m_10::sum`, `m_11`, then `m_1`, `m_2`: the ledger's order, by code unit.
    const kept = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name) => countMetric(`keep_${name}`));
    const gone = ['m_1', 'm_10', 'm_2', 'm_11'].map((name) => countMetric(name));
    await created([...kept, ...gone]);
    await loop.repo.write('metrics/a.yaml', yamlDocuments(kept));
    const { report } = await loop.run('plan');
    const removed = report.items.filter((item) => item.action === 'removed').map((item) => item.name);
    expect(removed).toEqual(['m_1', 'm_2', 'm_10', 'm_11']);
    const rows = renderComment(report, { marker: '<!-- m -->' }).match(/\| m_\d+ \|/g);
    expect(rows).toEqual(['| m_1 |', '| m_2 |', '| m_10 |', '| m_11 |']);
  });

  it('a removed metric a composite still names is said to be so, and its removal is not accepted', async () => {
    // Observed: the warning said only to archive it and accept the removal; accepted, every plan
    // after it failed (exit 1) on the unchanged composite, an unknown reference to it.
    const composite = {
      name: 'orders_and_refunds',
      type: 'composite_sum',
      metricComponentMetrics: [
        { name: 'orders', type: 'event_count_custom' },
        { name: 'refunds', type: 'event_count_custom' },
      ],
    };
    await created([countMetric('orders'), countMetric('refunds'), composite]);
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('orders'), composite]));
    const warned = await loop.run('plan');
    const removal = warned.report.diagnostics.find((d) => d.rule === 'definition.removed')!;
    expect(removal.message).toContain(
      'it is still a component of `orders_and_refunds::composite_sum` (metrics/a.yaml:10)',
    );
    for (const acceptRemovals of [['refunds::event_count_custom'], true] as const) {
      const refused = await loop.run('apply', { acceptRemovals });
      expect(refused.exitCode).toBe(ExitCode.Usage);
      expect(refused.report.failure).toMatchObject({ rule: 'accept-removals.still-used' });
      expect(refused.report.failure?.message).toContain(
        '`refunds::event_count_custom` is still a component of `orders_and_refunds::composite_sum` (metrics/a.yaml:10)',
      );
    }
    expect(Object.keys((await loop.repo.ledger()).metrics)).toHaveLength(3);
    expect((await loop.run('plan')).exitCode).toBe(ExitCode.Ok);
  });

  it('accepting all lets a real mass removal through the guard', async () => {
    await created([countMetric('orders'), countMetric('refunds')]);
    await loop.repo.write('metrics/a.yaml', yamlDocuments([countMetric('payments')]));
    const guarded = await loop.run('plan');
    expect(guarded.report.failure?.rule).toBe('ledger.mass-removal');
    expect(guarded.report.failure?.message).toContain('`metrics-as-code apply --accept-removals`');
    const accepted = await loop.run('apply', { acceptRemovals: true });
    expect(accepted.exitCode).toBe(ExitCode.Ok);
    expect(Object.keys((await loop.repo.ledger()).metrics)).toEqual(['payments::event_count_custom']);
    expect((await loop.run('plan')).report.failure).toBeUndefined();
  });
});
