// The catalogue as a whole: references resolve (tree, ledger, externalMetrics) without cycles, a
// name is not used with two types, warehouse-native sources are known ones. Each case asserts the
// rule id and the place.
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config/schema.js';
import { withCatalogueChecks } from '../../src/definitions/catalogue.js';
import { validateSources } from '../../src/definitions/validate.js';

const sum = (name: string) =>
  `name: ${name}\ntype: sum\nunitTypes: [userID]\nmetricEvents: [{name: ${name}_event}]\n`;
const mean = (name: string) =>
  `name: ${name}\ntype: mean\nunitTypes: [userID]\nmetricEvents: [{name: ${name}_event}]\n`;
const composite = (name: string, ...components: string[]) =>
  `name: ${name}\ntype: composite\nmetricComponentMetrics:\n${components
    .map((id) => `  - {name: ${id.split('::')[0]}, type: ${id.split('::')[1]}}`)
    .join('\n')}\n`;

function check(
  files: Record<string, string>,
  config: Record<string, unknown> = {},
  ledgerIds: string[] = [],
) {
  const sources = Object.entries(files).map(([file, text]) => ({ file, text }));
  const validation = validateSources(sources, configSchema.parse(config));
  return withCatalogueChecks(validation, ledgerIds);
}

const found = (result: ReturnType<typeof check>, rule: string) =>
  result.diagnostics
    .filter((d) => d.rule === rule)
    .map((d) => ({ at: `${d.file}:${d.line}:${d.column}`, message: d.message }));

describe('references', () => {
  it('a misspelt component is an error at its name, with the nearest known id', () => {
    const result = check({
      'metrics/base.yaml': `${sum('gmv')}---\n${sum('users_total')}`,
      'metrics/ratio.yaml': composite('gmv_per_user', 'gmv::sum', 'users_totl::sum'),
    });
    expect(found(result, 'reference.unknown')).toEqual([
      {
        at: 'metrics/ratio.yaml:5:12',
        message:
          "no metric `users_totl::sum` is defined in the tree or listed in the config's externalMetrics (did you mean `users_total::sum`?); a metric made in the console goes in externalMetrics",
      },
    ]);
    expect(result.definitions.find((d) => d.name === 'gmv_per_user')!.valid).toBe(false);
  });

  it('1,200 composites each naming a metric made elsewhere: each is compared with the names alike, and a file shows its first thousand', () => {
    // Observed: 12,500 such composites in one file were not checked within a minute, each name
    // compared with every other for a "did you mean"; and every one of their errors was listed.
    const text = Array.from(
      { length: 1_200 },
      (_, i) => `name: r_${i}\ntype: composite\nmetricComponentMetrics: [{name: c_${i}, type: sum}]\n`,
    ).join('---\n');
    expect(text.length).toBeLessThan(1024 * 1024);
    const result = check({ 'metrics/ratios.yaml': text });
    const unknown = found(result, 'reference.unknown');
    expect(unknown).toHaveLength(1_000);
    expect(unknown[0]).toEqual({
      at: 'metrics/ratios.yaml:3:33',
      message:
        "no metric `c_0::sum` is defined in the tree or listed in the config's externalMetrics (did you mean `r_0::composite`?); a metric made in the console goes in externalMetrics",
    });
    expect(result.diagnostics.at(-1)).toMatchObject({
      rule: 'file.more-problems',
      message: '200 more problems in this file are not shown: fix the ones above first',
    });
    expect(result.definitions.filter((d) => d.valid)).toEqual([]);
    const misspelt = check({
      'metrics/ratios.yaml': text,
      'metrics/more.yaml': composite('sum_of_all', 'r_1199::composite', 'r_1199x::composite'),
    });
    expect(found(misspelt, 'reference.unknown').filter(({ at }) => at.startsWith('metrics/more'))).toEqual([
      {
        at: 'metrics/more.yaml:5:12',
        message: expect.stringContaining('(did you mean `r_1199::composite`?)'),
      },
    ]);
  });

  it('places and words only the problems a file shows: the rest are counted at their definitions', () => {
    // Observed: a 1 MB file of 12,000 such composites placed (reading documents again) and worded
    // (searching every name for a "did you mean") all 12,000 problems to show 1,000.
    const text = Array.from(
      { length: 1_100 },
      (_, i) => `name: r_${i}\ntype: composite\nmetricComponentMetrics: [{name: c_${i}, type: sum}]\n`,
    ).join('---\n');
    const validation = validateSources([{ file: 'metrics/ratios.yaml', text }], configSchema.parse({}));
    let placedCount = 0;
    const counted = validation.definitions.map((definition) => ({
      ...definition,
      locate: (...args: Parameters<typeof definition.locate>) => {
        placedCount++;
        return definition.locate(...args);
      },
    }));
    const result = withCatalogueChecks({ ...validation, definitions: counted });
    expect(placedCount).toBe(1_001);
    expect(found(result, 'reference.unknown')).toHaveLength(1_000);
    expect(found(result, 'reference.unknown').at(-1)).toEqual({
      at: 'metrics/ratios.yaml:3999:33',
      message: expect.stringContaining('no metric `c_999::sum`'),
    });
    // Where the count stands: the first problem not shown, placed as it would be shown.
    expect(result.diagnostics.at(-1)).toMatchObject({
      line: 4003,
      column: 33,
      message: '100 more problems in this file are not shown: fix the ones above first',
    });
    expect(result.definitions.filter((d) => d.valid)).toEqual([]);
  });

  it("a file whose own problems nearly fill its cap shows the catalogue's next ones up to it", () => {
    // Each of these has one problem: no metricEvents.
    const invalid = Array.from({ length: 990 }, (_, i) => `name: s_${i}\ntype: sum\nunitTypes: [userID]\n`);
    const composites = Array.from(
      { length: 50 },
      (_, i) => `name: r_${i}\ntype: composite\nmetricComponentMetrics: [{name: c_${i}, type: sum}]\n`,
    );
    const result = check({ 'metrics/a.yaml': [...invalid, ...composites].join('---\n') });
    const inFile = result.diagnostics.filter((d) => d.file === 'metrics/a.yaml');
    expect(inFile).toHaveLength(1_001);
    expect(inFile.filter((d) => d.rule === 'reference.unknown').map((d) => d.message)).toEqual(
      Array.from({ length: 10 }, (_, i) => expect.stringContaining(`no metric \`c_${i}::sum\``)),
    );
    expect(inFile.at(-1)).toMatchObject({
      rule: 'file.more-problems',
      message: '40 more problems in this file are not shown: fix the ones above first',
    });
  });

  it("a component from the config's defaults is placed in the config, whatever the definition file's cap", () => {
    const configText = 'defaults:\n  metricComponentMetrics: [{name: c_nowhere, type: sum}]\n';
    const config = configSchema.parse({
      defaults: { metricComponentMetrics: [{ name: 'c_nowhere', type: 'sum' }] },
    });
    const configSource = { file: 'metrics-as-code.yaml', text: configText };
    // Each has one problem of its own, and names the default's component.
    const text = Array.from(
      { length: 1_200 },
      (_, i) => `name: r_${i}\ntype: composite\nisReadOnly: maybe\n`,
    );
    const validation = validateSources(
      [{ file: 'metrics/a.yaml', text: text.join('---\n') }],
      config,
      configSource,
    );
    const result = withCatalogueChecks(validation);
    // In the config: each definition's unknown component, 1,000 shown and 200 counted.
    const inConfig = result.diagnostics.filter((d) => d.file === 'metrics-as-code.yaml');
    expect(inConfig.at(-1)).toMatchObject({
      rule: 'file.more-problems',
      message: expect.stringMatching(/^200 more/),
    });
  });

  it('the same name with another type says which type it is', () => {
    const result = check({
      'metrics/a.yaml': mean('avg_basket'),
      'metrics/b.yaml': composite('basket_total', 'avg_basket::sum'),
    });
    expect(found(result, 'reference.unknown')[0]!.message).toContain(
      '`avg_basket` is defined as `mean`; write `type: mean`',
    );
    // Observed: "`orders` is a `sum` or `event_count_custom`; write `type: sum`" for `orders::event_count`.
    const two = check({
      'metrics/a.yaml': `name: orders\ntype: sum\nunitTypes: [u]\nmetricEvents: [{name: o, type: value}]\n---\nname: orders\ntype: event_count_custom\nunitTypes: [u]\nmetricEvents: [{name: o}]\n`,
      'metrics/b.yaml': composite('orders_total', 'orders::event_count'),
    });
    expect(found(two, 'reference.unknown')[0]!.message).toMatch(
      /: `orders` is defined as `sum` or `event_count_custom`; write `type: event_count_custom`$/,
    );
  });

  it('resolves to externalMetrics and, where it is read, to the ledger', () => {
    const files = { 'metrics/c.yaml': composite('gmv_per_user', 'gmv::sum', 'users::event_user') };
    expect(found(check(files, { externalMetrics: ['gmv::sum'] }), 'reference.unknown')).toHaveLength(1);
    expect(
      found(check(files, { externalMetrics: ['gmv::sum'] }, ['users::event_user']), 'reference.unknown'),
    ).toEqual([]);
  });

  it('a definition naming itself, or a cycle, is an error at each place', () => {
    const self = check({ 'metrics/s.yaml': composite('loop_metric', 'loop_metric::composite') });
    expect(found(self, 'reference.cycle')).toEqual([
      { at: 'metrics/s.yaml:4:5', message: '`loop_metric::composite` names itself as a component' },
    ]);
    const cycle = check({
      'metrics/a.yaml': composite('alpha_metric', 'beta_metric::composite'),
      'metrics/b.yaml': composite('beta_metric', 'alpha_metric::composite'),
    });
    expect(found(cycle, 'reference.cycle').map((d) => d.at)).toEqual([
      'metrics/a.yaml:4:5',
      'metrics/b.yaml:4:5',
    ]);
  });
});

describe('the catalogue', () => {
  it('the same name with two types is a warning at each', () => {
    const result = check({ 'metrics/a.yaml': sum('revenue'), 'metrics/b.yaml': mean('revenue') });
    expect(found(result, 'definition.same-name')).toEqual([
      {
        at: 'metrics/a.yaml:1:7',
        message:
          '`revenue` is also defined as `mean` at metrics/b.yaml:1: two metrics that read alike; give one another name',
      },
      {
        at: 'metrics/b.yaml:1:7',
        message:
          '`revenue` is also defined as `sum` at metrics/a.yaml:1: two metrics that read alike; give one another name',
      },
    ]);
    expect(result.definitions.every((d) => d.valid)).toBe(true);
  });

  it('one name with two types among 3,000 copies: each warning names three places and counts the rest', () => {
    // Each warning once listed every place of the other type: 3,000 copies, 9 million places.
    const copies = Array.from({ length: 3_000 }, () => sum('same_one')).join('---\n');
    const result = check({ 'metrics/a.yaml': copies, 'metrics/b.yaml': mean('same_one') });
    const messages = result.diagnostics
      .filter((d) => d.rule === 'definition.same-name')
      .map((d) => d.message);
    // a.yaml's 3,000 warnings and 3,000 duplicate ids: its first thousand shown, the rest counted.
    expect(messages).toHaveLength(501);
    expect(messages[0]).toBe(
      '`same_one` is also defined as `mean` at metrics/b.yaml:1: two metrics that read alike; give one another name',
    );
    expect(messages.at(-1)).toBe(
      '`same_one` is also defined as `sum` at metrics/a.yaml:1, `sum` at metrics/a.yaml:6, `sum` at metrics/a.yaml:11 and 2997 more places: two metrics that read alike; give one another name',
    );
    expect(result.diagnostics.filter((d) => d.file === 'metrics/a.yaml').at(-1)).toMatchObject({
      rule: 'file.more-problems',
      message: '5000 more problems in this file are not shown: fix the ones above first',
    });
  });

  it('one id 1,500 times in a file and once in another: each file shows its first places, the rest counted', () => {
    const copies = Array.from({ length: 1_500 }, () => sum('dup')).join('---\n');
    const result = check({ 'metrics/a.yaml': copies, 'metrics/b.yaml': sum('dup') });
    const inA = result.diagnostics.filter((d) => d.file === 'metrics/a.yaml');
    expect(inA).toHaveLength(1_001);
    expect(inA[999]).toMatchObject({ line: 4_996, column: 1, rule: 'definition.duplicate-id' });
    expect(inA.at(-1)).toMatchObject({
      line: 5_001,
      message: '500 more problems in this file are not shown: fix the ones above first',
    });
    expect(found(result, 'definition.duplicate-id').filter(({ at }) => at.startsWith('metrics/b'))).toEqual([
      {
        at: 'metrics/b.yaml:1:1',
        message:
          "`dup::sum` is also defined at metrics/a.yaml:1:1, metrics/a.yaml:6:1, metrics/a.yaml:11:1 and 1497 more places: a metric's name and type must be unique across the catalogue: rename one, or remove the copy",
      },
    ]);
    expect(result.definitions.filter((d) => d.valid)).toEqual([]);
  });

  it('with knownMetricSources, an unknown warehouse-native source is an error with a did-you-mean', () => {
    const text =
      'name: wh_revenue\ntype: user_warehouse\nwarehouseNative:\n  aggregation: sum\n  metricSources:\n    - metricSourceName: order_events\n      criteria: []\n';
    expect(found(check({ 'metrics/w.yaml': text }), 'whn.unknown-source')).toEqual([]);
    expect(
      found(
        check({ 'metrics/w.yaml': text }, { knownMetricSources: ['orders_events', 'sessions'] }),
        'whn.unknown-source',
      ),
    ).toEqual([
      {
        at: 'metrics/w.yaml:6:25',
        message:
          "metric source `order_events` is not in the config's knownMetricSources (did you mean `orders_events`?)",
      },
    ]);
  });
});
