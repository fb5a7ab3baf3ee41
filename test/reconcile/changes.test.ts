// Changes to definitions that exist (issue: changes a person can see and act on), end to end over
// loopback: the emulator, real files, the file ledger.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { type RunningEmulator, startEmulator } from '../../src/emulator/server.js';
import { ExitCode } from '../../src/outcome/exit-codes.js';
import { execute, type RunRequest } from '../../src/reconcile/run.js';
import { renderJson } from '../../src/report/json.js';
import { renderComment } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { countMetric, FAST_CONFIG, makeRepo, type TempRepo, yamlDocuments } from '../support/repo.js';

const KEY = 'console-dev-key';
let emulator: RunningEmulator;
let repo: TempRepo;

const run = (mode: RunRequest['mode'], extra: Partial<RunRequest> = {}) =>
  execute({ mode, cwd: repo.dir, apiUrl: emulator.url, apiKey: KEY, ...extra });

beforeEach(async () => {
  emulator = await startEmulator({ seed: { dynamicConfigs: [], metrics: [] } });
  repo = await makeRepo();
});

afterEach(async () => {
  await emulator.close();
  await repo.cleanup();
});

const ORDERS = 'orders::event_count_custom';

async function created(definitions: Array<Record<string, unknown>>): Promise<void> {
  await repo.write('metrics/a.yaml', yamlDocuments(definitions));
  expect((await run('apply')).report.summary).toMatchObject({ created: definitions.length });
}

describe('a changed definition', () => {
  it('the ledger keeps what was sent, and a change is shown field by field in text, JSON and markdown', async () => {
    await created([countMetric('orders', { description: 'Orders', tags: ['sales'] })]);
    const recorded = (await repo.ledger()).metrics[ORDERS] as unknown as { definition: unknown };
    expect(recorded.definition).toEqual(countMetric('orders', { description: 'Orders', tags: ['sales'] }));

    await repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('orders', { description: 'Paid orders', tags: ['sales', 'core'] })]),
    );
    const { report, exitCode } = await run('plan');
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
    expect(warning).toMatchObject({ file: 'metrics/a.yaml', line: 1, severity: 'warning' });
    expect(warning.message).toContain('(description, tags[1])');
    expect(warning.message).toContain(`\`metrics-as-code apply --accept-changes ${ORDERS}\``);

    const comment = renderComment(report, { marker: '<!-- m -->' });
    expect(comment).toContain(
      '<summary>Changes in <code>orders::event_count_custom</code> (2 fields)</summary>',
    );
    expect(comment).toMatch(/```diff\n~ description: "Orders" → "Paid orders"\n\+ tags\[1\]: "core"\n```/);
  });

  it('a removed list item is one removal', async () => {
    const events = [
      { name: 'a', type: 'count' },
      { name: 'b', type: 'count' },
    ];
    await created([countMetric('orders', { metricEvents: events })]);
    await repo.write('metrics/a.yaml', yamlDocuments([countMetric('orders', { metricEvents: [events[0]] })]));
    const item = (await run('plan')).report.items[0]!;
    expect(item.diff).toEqual([{ path: 'metricEvents[1]', before: { name: 'b', type: 'count' } }]);
    expect(renderText((await run('plan')).report)).toContain(
      '- metricEvents[1]: {"name":"b","type":"count"}',
    );
  });

  it('a change made only by the config defaults is placed on the config line, once for every metric it changes', async () => {
    await created([countMetric('orders'), countMetric('refunds'), countMetric('visits')]);
    // The observed case: adding `defaults: {isReadOnly: true}` to the config.
    await repo.write('metrics-as-code.yaml', stringify({ ...FAST_CONFIG, defaults: { isReadOnly: true } }));
    const { report } = await run('plan');
    expect(report.summary).toMatchObject({ changed: 3 });
    const changed = report.diagnostics.filter((d) => d.rule.startsWith('definition.changed'));
    expect(changed).toHaveLength(1);
    const config = await repo.read('metrics-as-code.yaml');
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
    await repo.write(
      'metrics/a.yaml',
      yamlDocuments([
        countMetric('orders', { description: 'x' }),
        countMetric('refunds'),
        countMetric('visits'),
      ]),
    );
    const mixed = (await run('plan')).report.diagnostics.filter((d) =>
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
    const ledger = await repo.ledger();
    for (const entry of Object.values(ledger.metrics)) delete (entry as { definition?: unknown }).definition;
    await repo.write('.metrics-as-code/state.json', JSON.stringify(ledger));
    await repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('orders', { description: 'x' }), countMetric('refunds')]),
    );
    const { report } = await run('plan');
    const orders = report.items.find((i) => i.id === ORDERS)!;
    expect(orders.diff).toBeUndefined();
    expect(report.diagnostics.find((d) => d.rule === 'definition.changed')!.message).toContain(
      'which fields is unknown: it was recorded before the ledger kept definitions',
    );
    await run('apply');
    const after = (await repo.ledger()).metrics as Record<string, { definition?: unknown }>;
    expect(after['refunds::event_count_custom']!.definition).toEqual(countMetric('refunds'));
    expect(after[ORDERS]!.definition).toBeUndefined();
  });
});

describe('apply --accept-changes', () => {
  async function twoChanged() {
    await created([countMetric('orders'), countMetric('refunds')]);
    await repo.write(
      'metrics/a.yaml',
      yamlDocuments([
        countMetric('orders', { description: 'x' }),
        countMetric('refunds', { description: 'y' }),
      ]),
    );
  }

  it('with ids accepts only those, and records the definition so the next diff starts there', async () => {
    await twoChanged();
    const { report, exitCode } = await run('apply', { acceptChanges: [ORDERS] });
    expect(exitCode).toBe(ExitCode.Ok);
    expect(report.items.find((i) => i.id === ORDERS)).toMatchObject({ result: 'exists' });
    const after = await run('plan');
    expect(after.report.items.map((i) => [i.id, i.action])).toEqual([
      [ORDERS, 'unchanged'],
      ['refunds::event_count_custom', 'changed'],
    ]);
    const entry = (await repo.ledger()).metrics[ORDERS] as unknown as Record<string, unknown>;
    expect(entry.definition).toEqual(countMetric('orders', { description: 'x' }));
    expect(entry.acceptedAt).toEqual(expect.any(String));
    expect(emulator.stats().creates).toBe(2);
  });

  it('without ids accepts every changed one', async () => {
    await twoChanged();
    await run('apply', { acceptChanges: true });
    expect((await run('plan')).report.summary).toMatchObject({ changed: 0, unchanged: 2 });
  });

  it('an id the tree does not define is a usage error and nothing is recorded', async () => {
    await twoChanged();
    const before = await repo.read('.metrics-as-code/state.json');
    const { report, exitCode } = await run('apply', { acceptChanges: ['order::event_count_custom'] });
    expect(exitCode).toBe(ExitCode.Usage);
    expect(report.failure?.rule).toBe('accept-changes.unknown-id');
    expect(report.failure?.message).toContain(`\`${ORDERS}\``);
    expect(await repo.read('.metrics-as-code/state.json')).toBe(before);
  });
});
