// Every rule and every limit of a definition, at its boundary, through the real pipeline (YAML
// text in, placed diagnostics out). Each case marks the expected place with ‸ in its YAML: the
// test asserts the rule id, the line and the column of the diagnostic.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultConfig, type RepoConfig } from '../../src/config/schema.js';
import { validateSources } from '../../src/definitions/validate.js';
import type { Diagnostic } from '../../src/diagnostics/finding.js';

const MARK = '‸';
const testedRules = new Set<string>();

/** YAML with one ‸ where the diagnostic must point; returns the text without it and the place. */
function marked(source: string): { text: string; line: number; column: number } {
  const at = source.indexOf(MARK);
  if (at < 0) throw new Error('no ‸ mark in the case');
  const before = source.slice(0, at);
  return {
    text: source.replace(MARK, ''),
    line: before.split('\n').length,
    column: at - before.lastIndexOf('\n'),
  };
}

function diagnosticsOf(text: string, config: RepoConfig = defaultConfig()): Diagnostic[] {
  return validateSources([{ file: 'metrics/case.yaml', text }], config).diagnostics;
}

/** Asserts exactly one diagnostic of `rule`, at the ‸, and that the definition is invalid (or not, for warnings). */
function expectAt(source: string, rule: string, config?: RepoConfig): Diagnostic {
  const { text, line, column } = marked(source);
  const found = diagnosticsOf(text, config).filter((d) => d.rule === rule);
  expect(found, `diagnostics of rule ${rule}`).toHaveLength(1);
  expect({ line: found[0]!.line, column: found[0]!.column }).toEqual({ line, column });
  testedRules.add(rule);
  return found[0]!;
}

function expectClean(text: string, config?: RepoConfig): void {
  expect(diagnosticsOf(text.replace(MARK, ''), config)).toEqual([]);
}

/** A valid cloud metric; `extra` lines are appended at the top level. */
const cloud = (extra: string) => `name: orders_per_user
type: event_count_custom
unitTypes: [userID]
metricEvents:
  - name: order_placed
${extra}
`;

/** A valid warehouse-native metric; `extra` lines go inside `warehouseNative` (indented 2). */
const warehouse = (extra: string) => `name: warehouse_revenue
type: user_warehouse
warehouseNative:
  aggregation: sum
  metricSources:
    - metricSourceName: orders
      criteria: []
${extra}
`;

describe('name', () => {
  it.each([
    [2, false],
    [3, true],
    [200, true],
    [201, false],
  ])('a name of %i characters is %s', (length, ok) => {
    const source = cloud('').replace('name: orders_per_user', `name: ${MARK}${'n'.repeat(length)}`);
    if (ok) expectClean(source);
    else expect(expectAt(source, 'name.length').message).toContain(`it has ${length}`);
  });

  it('allows letters, digits, space and _ . - ( ) / % : only', () => {
    expectClean(cloud('').replace('name: orders_per_user', 'name: "Orders (per user) 7d/30d: 50% _.-"'));
    expectAt(cloud('').replace('name: orders_per_user', `name: ${MARK}orders*per_user`), 'name.charset');
  });

  it('is required, and missing it points at the document start', () => {
    expectAt(
      `${MARK}type: event_count_custom\nunitTypes: [u]\nmetricEvents: [{name: e}]\n`,
      'schema.required',
    );
  });

  it('must be a string', () => {
    const found = expectAt(cloud('').replace('name: orders_per_user', `name: ${MARK}12345`), 'schema.type');
    // Observed: it said only that, not how to make it text.
    expect(found.message).toBe(
      'name must be a string, not the integer 12345: put it in quotes to make it text',
    );
  });
});

describe('description', () => {
  it.each([
    [1000, true],
    [1001, false],
  ])('of %i characters is %s', (length, ok) => {
    const source = cloud(`description: ${MARK}${'d'.repeat(length)}`);
    if (ok) expectClean(source);
    else expectAt(source, 'description.length');
  });
});

describe('percentile', () => {
  it.each([
    [0.0009, false],
    [0.001, true],
    [0.999, true],
    [1, false],
  ])('top-level %f is %s', (value, ok) => {
    const source = `name: checkout_latency_p99\ntype: percentile\npercentile: ${MARK}${value}\n`;
    if (ok) expectClean(source);
    else expectAt(source, 'percentile.range');
  });

  it.each([
    [0.0009, false],
    [0.001, true],
    [0.999, true],
    [1, false],
  ])('warehouseNative.percentile %f is %s', (value, ok) => {
    const source = warehouse(`  percentile: ${MARK}${value}`);
    if (ok) expectClean(source);
    else expectAt(source, 'percentile.range');
  });
});

describe('warehouseNative limits', () => {
  it.each([
    [-1, false],
    [0, true],
    [100, true],
    [101, false],
  ])('a dimension limit of %i is %s', (limit, ok) => {
    const source = warehouse(`  metricDimensionLimits:\n    - name: country\n      limit: ${MARK}${limit}`);
    if (ok) expectClean(source);
    else expectAt(source, 'dimension-limit.range');
  });

  const winsorizations = [
    'winsorizationHigh',
    'winsorizationLow',
    'winsorizationHighDenominator',
    'winsorizationLowDenominator',
  ];
  it.each(
    winsorizations.flatMap((field) => [
      [field, -0.01, false] as const,
      [field, 0, true] as const,
      [field, 1, true] as const,
      [field, 1.01, false] as const,
    ]),
  )('%s = %f is %s', (field, value, ok) => {
    const source = warehouse(`  ${field}: ${MARK}${value}`);
    if (ok) expectClean(source);
    else expectAt(source, 'winsorization.range');
  });

  const minZero = [
    'funnelCalculationWindow',
    'metricBakeDays',
    'loadingWindow',
    'cupedAttributionWindow',
    'customRollUpStart',
    'customRollUpEnd',
    'retentionEnd',
    'retentionLength',
    'logTransformBase',
  ];
  it.each(minZero.flatMap((field) => [[field, -1, false] as const, [field, 0, true] as const]))(
    '%s = %i is %s',
    (field, value, ok) => {
      // A custom window is used only with `rollupTimeWindow: custom` and both its ends.
      const window =
        field === 'customRollUpStart'
          ? '  rollupTimeWindow: custom\n  customRollUpEnd: 5\n'
          : field === 'customRollUpEnd'
            ? '  rollupTimeWindow: custom\n  customRollUpStart: 0\n'
            : '';
      const source = warehouse(`${window}  ${field}: ${MARK}${value}`);
      if (ok) expectClean(source);
      else
        expect(expectAt(source, `${field}.min`).message).toBe(
          `warehouseNative.${field} must be 0 or more; got -1`,
        );
    },
  );

  it('day counts must be whole numbers', () => {
    expect(expectAt(warehouse(`  loadingWindow: ${MARK}1.5`), 'schema.type').message).toContain(
      'must be an integer',
    );
  });
});

describe('enums', () => {
  const cases: Array<[string, string]> = [
    ['type', cloud('').replace('type: event_count_custom', `type: ${MARK}event_count_customs`)],
    ['directionality', cloud(`directionality: ${MARK}up`)],
    ['funnelCountDistinct', cloud(`funnelCountDistinct: ${MARK}sessions`)],
    [
      'metricEvents[].type',
      cloud('').replace('  - name: order_placed', `  - name: order_placed\n    type: ${MARK}sum`),
    ],
    ['funnelEventList[].type', cloud(`funnelEventList:\n  - name: a\n    type: ${MARK}event_dau_x`)],
    [
      'criterion type',
      cloud('').replace(
        '  - name: order_placed',
        `  - name: order_placed\n    criteria:\n      - type: ${MARK}tag\n        condition: in`,
      ),
    ],
    [
      'criterion condition',
      cloud('').replace(
        '  - name: order_placed',
        `  - name: order_placed\n    criteria:\n      - type: value\n        condition: ${MARK}between`,
      ),
    ],
    ['warehouseNative.aggregation', warehouse('').replace('aggregation: sum', `aggregation: ${MARK}median`)],
    ['denominatorAggregation', warehouse(`  denominatorAggregation: ${MARK}mean`)],
    ['numeratorAggregation', warehouse(`  numeratorAggregation: ${MARK}ratio`)],
    ['denominatorRollupTimeWindow', warehouse(`  denominatorRollupTimeWindow: ${MARK}weekly`)],
    ['warehouseNative.funnelCountDistinct', warehouse(`  funnelCountDistinct: ${MARK}events`)],
    ['funnelStartCriteria', warehouse(`  funnelStartCriteria: ${MARK}first_event`)],
    ['warehouseNative.rollupTimeWindow', warehouse(`  rollupTimeWindow: ${MARK}hourly`)],
    ['components[].operator', warehouse(`  components:\n    - operator: ${MARK}'*'`)],
    [
      'components[].aggregation',
      warehouse(`  components:\n    - operator: '+'\n      aggregation: ${MARK}avg`),
    ],
  ];
  it.each(cases)('%s with a bad value is schema.enum at the value', (_, source) => {
    expectAt(source, 'schema.enum');
  });

  it('suggests the near miss', () => {
    const found = expectAt(cloud(`directionality: ${MARK}decreese`), 'schema.enum');
    expect(found.message).toContain('did you mean `decrease`?');
  });

  it('a warehouse aggregation as other tools spell it, and a source written bare, get what to write', () => {
    // Observed: `aggregation: total` listed the 14 aggregations and no hint; `metricSources: orders`
    // said only "must be a list"; the deprecated metricSourceName said "move it" but not how.
    const wh = (lines: string) => `name: wh_rev\ntype: user_warehouse\nwarehouseNative:\n${lines}`;
    expect(
      expectAt(
        wh(`  aggregation: ${MARK}average\n  metricSources: [{metricSourceName: orders}]\n`),
        'schema.enum',
      ).message,
    ).toMatch(/got `average` \(did you mean `mean`\?\)$/);
    expect(expectAt(wh(`  aggregation: sum\n  metricSources: ${MARK}orders\n`), 'schema.type').message).toBe(
      'warehouseNative.metricSources must be a list, not the string "orders": write `metricSources: [{metricSourceName: orders, criteria: …}]`',
    );
    expect(
      expectAt(wh(`  aggregation: sum\n  ${MARK}metricSourceName: orders\n`), 'whn.deprecated-source')
        .message,
    ).toBe(
      'warehouseNative.metricSourceName is deprecated and overwrites every entry of metricSources; move it into metricSources (`metricSources: [{metricSourceName: orders, criteria: []}]`)',
    );
  });

  it('a component written as its id gets the mapping to write', () => {
    // Observed: `metricComponentMetrics: [gmv::sum]` said only "must be a mapping".
    const text = `name: ratio_x\ntype: composite\nmetricComponentMetrics: [${MARK}gmv::sum, {name: b, type: sum}]\n`;
    expect(expectAt(text, 'schema.type').message).toBe(
      'metricComponentMetrics.0 must be a mapping, not the string "gmv::sum": write `{name: gmv, type: sum}`',
    );
  });

  it("a criterion's condition as other tools spell it gets the service's spelling", () => {
    // Observed: `condition: equals` listed the 18 conditions and no hint.
    const criterion = (condition: string) =>
      cloud('').replace(
        '  - name: order_placed',
        `  - name: order_placed\n    criteria:\n      - type: metadata\n        column: platform\n        condition: ${MARK}${condition}\n        values: [ios]`,
      );
    expect(expectAt(criterion('equals'), 'schema.enum').message).toMatch(
      /got `equals` \(did you mean `=`\?\)$/,
    );
    expect(expectAt(criterion('GTE'), 'schema.enum').message).toMatch(/\(did you mean `>=`\?\)$/);
    expect(expectAt(criterion('"!="'), 'schema.enum').message).toMatch(
      /\(did you mean `not_in` with the one value\?\)$/,
    );
  });
});

describe('values as other tools write them get the value to write', () => {
  it('a metric type, a direction and an event type, each where it stands', () => {
    // Observed: `type: count`, `directionality: up` and, in a sum metric, an event's `type: sum`
    // listed the values with no hint.
    expect(
      expectAt(cloud('').replace('type: event_count_custom', `type: ${MARK}count`), 'schema.enum').message,
    ).toMatch(
      /got `count` \(did you mean `event_count_custom`, which counts events, or `event_user`, which counts the users with one\?\)$/,
    );
    expect(
      expectAt(cloud('').replace('type: event_count_custom', `type: ${MARK}DAU`), 'schema.enum').message,
    ).toMatch(/got `DAU` \(did you mean `event_user`\?\)$/);
    expect(expectAt(cloud(`directionality: ${MARK}up`), 'schema.enum').message).toMatch(
      /got `up` \(did you mean `increase`\?\)$/,
    );
    const sum = 'name: revenue\ntype: sum\nunitTypes: [userID]\nmetricEvents:\n  - name: purchase\n';
    expect(expectAt(`${sum}    type: ${MARK}sum\n`, 'schema.enum').message).toMatch(
      /got `sum` \(did you mean `value`, which a sum metric adds up\?\)$/,
    );
    // Only where it is meant: a criterion's `type: sum` is not an event's.
    const criterion = cloud(
      '    criteria:\n      - type: ‸sum\n        column: x\n        condition: "="\n        values: [a]',
    );
    expect(expectAt(criterion, 'schema.enum').message).not.toContain('which a sum metric adds up');
  });

  it('a list that one form allows, wrong inside, is placed at what is wrong', () => {
    // Observed: "tags has the wrong type: expected a string or a list of strings, not a list", at the list.
    expect(expectAt(cloud(`tags: [core, ${MARK}7]`), 'schema.type').message).toBe(
      'tags.1 must be a string, not the integer 7: put it in quotes to make it text',
    );
    expect(expectAt(cloud(`tags: ${MARK}{a: 1}`), 'schema.type').message).toBe(
      'tags has the wrong type: expected a list or a string, not a mapping',
    );
  });

  it('one mapping where a list of them is expected says how a list of one is written', () => {
    // Observed: "metricEvents must be a list, not a mapping", and no more.
    const text = `name: m_one\ntype: event_count_custom\nunitTypes: [userID]\nmetricEvents:\n  ${MARK}name: e\n  type: count\n`;
    expect(expectAt(text, 'schema.type').message).toBe(
      'metricEvents must be a list, not a mapping: a list of one is written with `- ` before its first key (`metricEvents:`, then `  - name: …`)',
    );
  });
});

describe('YAML', () => {
  it('a key with no space after its colon says to write one', () => {
    // Observed: `name:orders_total` then `type: sum` said only "Implicit keys need to be on a
    // single line", at 1:1.
    expect(expectAt(`${MARK}name:orders_total\ntype: sum\n`, 'yaml.syntax').message).toBe(
      'YAML syntax error: Implicit keys need to be on a single line; `name:orders_total` has no space after its `:`, so YAML reads the line as text, not a key: write `name: orders_total`',
    );
    expect(expectAt(`name: m_one\n${MARK}type:sum\nunitTypes: [u]\n`, 'yaml.syntax').message).toMatch(
      /; `type:sum` has no space after its `:`.*: write `type: sum`$/,
    );
    // Observed, the same mistake elsewhere: on the last line, "Implicit map keys need to be followed
    // by map values"; alone, "this document is a single value"; in a list item, `{name: name:e}`.
    expect(expectAt(`name: m_one\n${MARK}type:sum\n`, 'yaml.syntax').message).toMatch(/: write `type: sum`$/);
    expect(expectAt(`${MARK}name:orders_y\n`, 'document.not-mapping').message).toMatch(
      /a single value \("name:orders_y"\): `name:orders_y` has no space after its `:`, so YAML reads it as text, not a key: write `name: orders_y`$/,
    );
    const item = `name: m_one\ntype: sum\nunitTypes: [u]\nmetricEvents:\n  - ${MARK}name:e\n`;
    expect(expectAt(item, 'schema.type').message).toMatch(/: write `name: e`$/);
  });

  it('an indentation, a list left open, a quote inside quotes and a value starting with `*` say what to do', () => {
    // Observed, each with the parser's words only: "Nested mappings are not allowed in compact
    // mappings" (a key indented deeper than the one above it), "Flow sequence in block collection
    // must be sufficiently indented and end with a ]", "Unexpected scalar at node end" and, for
    // `*important* metric`, a hint about `<<:` merges.
    const head = 'name: m_one\ntype: event_count_custom\n';
    expect(
      expectAt(`${head}unitTypes: [u]\nmetricEvents:\n- name: ${MARK}a\n   type: count\n`, 'yaml.syntax')
        .message,
    ).toMatch(
      /; `type` is indented deeper than `name` above it, so YAML reads it as part of `name`'s value: indent the keys of one mapping alike$/,
    );
    expect(expectAt(`name: m_one\ntype: ${MARK}sum\n  unitTypes: [u]\n`, 'yaml.syntax').message).toMatch(
      /; `unitTypes` is indented deeper than `type` above it/,
    );
    expect(expectAt(`${head}unitTypes: [u]\ntags: [ios, android\n${MARK}`, 'yaml.syntax').message).toMatch(
      /end with a \]; the `\[` on line 4 is not closed: end it with `\]` on that line, or indent the lines it goes on to$/,
    );
    expect(expectAt(`${head}description: "It's "${MARK}great""\n`, 'yaml.syntax').message).toMatch(
      /; a double-quoted value ends at the next `"`: write a `"` inside it as `\\"`/,
    );
    const star = diagnosticsOf(
      `${head}unitTypes: [u]\nmetricEvents: [{name: e}]\ndescription: *important* metric\n`,
    );
    expect(star.find((d) => d.rule === 'yaml.alias')!.message).toMatch(
      /; a value that starts with `\*` names an anchor \(`&name`\): if it is text, put it in quotes: `description: "\*important\* metric"`$/,
    );
  });
});

describe('types and unknown keys', () => {
  it('a boolean written as yes is a string in YAML 1.2, and wrong', () => {
    expect(expectAt(cloud(`isVerified: ${MARK}yes`), 'schema.type').message).toBe(
      'isVerified must be true or false, not the string "yes": write `isVerified: true` (YAML reads `yes` as text)',
    );
  });

  it('tags may be a list or a string, not a number', () => {
    expectClean(cloud('tags: [a, b]'));
    expectClean(cloud('tags: core'));
    expectAt(cloud(`tags: ${MARK}3`), 'schema.type');
  });

  it('a list written as its one item says what to write, and no "needs a non-empty list" beside it', () => {
    // Observed: `unitTypes: userID` got two errors, "must be a list" and "a sum metric needs a
    // non-empty unitTypes list", and neither said what to write.
    const text = `name: orders\ntype: sum\nunitTypes: ${MARK}userID\nmetricEvents: [{name: order}]\n`;
    expect(expectAt(text, 'schema.type').message).toBe(
      'unitTypes must be a list, not the string "userID": write `unitTypes: [userID]`',
    );
    expect(diagnosticsOf(text.replace(MARK, ''))).toHaveLength(1);
    const events = `name: orders\ntype: sum\nunitTypes: [userID]\nmetricEvents: ${MARK}order_placed\n`;
    expect(expectAt(events, 'schema.type').message).toBe(
      'metricEvents must be a list, not the string "order_placed": write `metricEvents: [{name: order_placed}]`',
    );
    expect(diagnosticsOf(events.replace(MARK, ''))).toHaveLength(1);
    // Observed: `metricEvents: [purchase, checkout_start]` said "metricEvents.0 must be a mapping,
    // not the string "purchase"", and not what to write.
    const item = `name: orders\ntype: sum\nunitTypes: [userID]\nmetricEvents: [${MARK}order_placed]\n`;
    expect(expectAt(item, 'schema.type').message).toBe(
      'metricEvents.0 must be a mapping, not the string "order_placed": write `{name: order_placed}`',
    );
    const items = 'name: orders\ntype: sum\nunitTypes: [userID]\nmetricEvents: [order_placed, refund]\n';
    expect(diagnosticsOf(items).map((d) => d.message.split(': write ')[1])).toEqual([
      '`{name: order_placed}`',
      '`{name: refund}`',
    ]);
    // An item with more keys to write: them too, and the values a key takes.
    const steps =
      'name: checkout\ntype: funnel\nfunnelCountDistinct: users\nunitTypes: [userID]\nfunnelEventList: [start, purchase]\n';
    expect(diagnosticsOf(steps)[0]!.message).toBe(
      'funnelEventList.0 must be a mapping, not the string "start": write `{name: start, type: …}` (type is one of `event_dau`, `event_user`, `event_count`, `event_count_custom`)',
    );
    const parts = 'name: gmv_total\ntype: composite_sum\nmetricComponentMetrics: [gmv, refunds]\n';
    expect(diagnosticsOf(parts)[0]!.message).toBe(
      'metricComponentMetrics.0 must be a mapping, not the string "gmv": write `{name: gmv, type: …}`',
    );
    // Any list of values, at any depth.
    const values = cloud('').replace(
      '  - name: order_placed',
      `  - name: order_placed\n    criteria:\n      - type: metadata\n        column: platform\n        condition: in\n        values: ${MARK}ios`,
    );
    expect(expectAt(values, 'schema.type').message).toBe(
      'metricEvents.0.criteria.0.values must be a list, not the string "ios": write `values: [ios]`',
    );
  });

  it('a misspelt key inside a list item stands alone: "name is required" is its echo', () => {
    // Observed: `metricEvents: [{naem: e}]` reported "metricEvents.0.name is required" beside the
    // unknown key that suggests `name`.
    const text = `name: orders\ntype: sum\nunitTypes: [userID]\nmetricEvents: [{${MARK}naem: order}]\n`;
    expect(expectAt(text, 'schema.unknown-key').message).toBe(
      'unknown key `naem` in `metricEvents.0` (did you mean `name`?)',
    );
    expect(diagnosticsOf(text.replace(MARK, ''))).toHaveLength(1);
    // With the meant key there too, the misspelt one is only unknown, and nothing else is dropped.
    const both = `name: orders\ntype: sum\nunitTypes: [userID]\nmetricEvents: [{name: order, naem: x, type: 1}]\n`;
    expect(diagnosticsOf(both).map((d) => d.rule)).toEqual(['schema.unknown-key', 'schema.enum']);
  });

  it('a key like none a small mapping takes lists the ones it takes', () => {
    // Observed: `metricEvents: [{name: purchase, type: value, property: amount}]` said only
    // "unknown key `property` in `metricEvents.0`", and nothing of `metadataKey`.
    const text = `name: revenue\ntype: sum\nunitTypes: [userID]\nmetricEvents:\n  - name: purchase\n    type: value\n    ${MARK}property: amount\n`;
    expect(expectAt(text, 'schema.unknown-key').message).toBe(
      'unknown key `property` in `metricEvents.0` (it takes `name`, `type`, `metadataKey`, `criteria`)',
    );
    // A key written short is taken for the one key it starts, and its echoes go.
    const short = `name: revenue\ntype: sum\n${MARK}unit: [userID]\nmetricEvents: [{name: purchase}]\n`;
    expect(expectAt(short, 'schema.unknown-key').message).toBe(
      'unknown key `unit` in a metric definition (did you mean `unitTypes`?)',
    );
    expect(diagnosticsOf(short.replace(MARK, ''))).toHaveLength(1);
    // A definition takes too many to list in a line: the key alone, as before.
    expect(expectAt(cloud(`${MARK}approver: ana`), 'schema.unknown-key').message).toBe(
      'unknown key `approver` in a metric definition',
    );
  });

  it('a key written short for one of a few keys names the keys it starts', () => {
    // Observed: `funnel: [view, cart, buy]` in a funnel said only "unknown key `funnel` in a metric
    // definition", though two keys start so and one of them is what to write.
    const text = `name: checkout_funnel
type: funnel
${MARK}funnel: [view, cart, buy]
`;
    expect(expectAt(text, 'schema.unknown-key').message).toBe(
      'unknown key `funnel` in a metric definition (did you mean one of `funnelEventList`, `funnelCountDistinct`?)',
    );
  });

  it('metricEvent is unknown, with a hint, at the key', () => {
    const found = expectAt(cloud(`${MARK}metricEvent: []`), 'schema.unknown-key');
    expect(found.message).toContain('did you mean `metricEvents`?');
    expect(found.path).toBe('metricEvent');
  });

  it('warehousenative is unknown, with a hint', () => {
    const found = expectAt(cloud(`${MARK}warehousenative: {}`), 'schema.unknown-key');
    expect(found.message).toContain('did you mean `warehouseNative`?');
  });

  it('a nested unknown key names its parent', () => {
    const found = expectAt(warehouse(`  ${MARK}metricSource: x`), 'schema.unknown-key');
    expect(found.message).toBe(
      'unknown key `metricSource` in `warehouseNative` (did you mean `metricSources`?)',
    );
  });

  it('keys named like Object.prototype members are plain unknown keys, with a message', () => {
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const found = expectAt(cloud(`${MARK}${key}: {x: 1}`), 'schema.unknown-key');
      expect(found.message).toBe(`unknown key \`${key}\` in a metric definition`);
    }
    const nested = expectAt(warehouse(`  ${MARK}__proto__: x`), 'schema.unknown-key');
    expect(nested.message).toBe('unknown key `__proto__` in `warehouseNative`');
  });

  it('dryRun in a file is refused: the tool sets it', () => {
    const found = expectAt(cloud(`${MARK}dryRun: true`), 'schema.unknown-key');
    expect(found.message).toContain('the tool sets it');
  });

  it('a required field missing in a list item points at the item', () => {
    const source = warehouse('').replace(
      '    - metricSourceName: orders\n      criteria: []',
      `    - ${MARK}criteria: []`,
    );
    expectAt(source, 'schema.required');
  });
});

describe('cross-field rules (docs/api-contract.md)', () => {
  it('ratio events must count: at the aggregation value', () => {
    const source = `name: conversion
type: ratio
unitTypes: [stableID]
metricEvents:
  - name: purchase
    type: count
  - name: visit
    type: ${MARK}value
`;
    expectAt(source, 'ratio.event-aggregation');
  });

  it('a ratio event with a value no event takes is told once, what a ratio takes', () => {
    // Observed: `type: sum` got two errors at one place, the second "must be one of count,
    // count_distinct, value, metadata (did you mean value, which a sum metric adds up?)", and a
    // ratio metric refuses `value` too.
    const source = `name: conversion\ntype: ratio\nunitTypes: [u]\nmetricEvents: [{name: visit, type: ${MARK}sum}]\n`;
    expect(expectAt(source, 'ratio.event-aggregation').message).toBe(
      "a ratio metric's events must use aggregation `count` or `count_distinct`; this one has `sum`: write `type: count` (or `count_distinct`)",
    );
    expect(diagnosticsOf(source.replace(MARK, '')).map((d) => d.rule)).toEqual(['ratio.event-aggregation']);
  });

  it('a ratio event without an aggregation points at the event', () => {
    const source =
      'name: conversion\ntype: ratio\nunitTypes: [u]\nmetricEvents:\n  - name: purchase\n    type: count\n  - ‸name: visit\n';
    expect(expectAt(source, 'ratio.event-aggregation').message).toContain('this one has none');
  });

  const whnCriterion = (path: string, yaml: string) => [path, yaml] as const;
  it.each([
    whnCriterion(
      'metricSources',
      warehouse('').replace(
        '      criteria: []',
        `      criteria:\n        - type: ${MARK}value\n          condition: in`,
      ),
    ),
    whnCriterion('criteria', warehouse(`  criteria:\n    - type: ${MARK}user\n      condition: in`)),
    whnCriterion(
      'denominatorCriteria',
      warehouse(`  denominatorCriteria:\n    - type: ${MARK}user_custom\n      condition: in`),
    ),
    whnCriterion(
      'funnelEvents',
      warehouse(`  funnelEvents:\n    - criteria:\n        - type: ${MARK}value\n          condition: in`),
    ),
    whnCriterion(
      'components',
      warehouse(
        `  components:\n    - operator: '+'\n      criteria:\n        - type: ${MARK}value\n          condition: in`,
      ),
    ),
  ])('in warehouse-native mode a criterion in %s must be metadata', (_, source) => {
    const found = expectAt(source, 'whn.criterion-type');
    expect(found.severity).toBe('error');
    expect(found.message).toMatch(/; this one has `\w+`: write `type: metadata`$/);
  });

  it('a project-wide warehouseNative: true checks metricEvents criteria too', () => {
    const config = { ...defaultConfig(), warehouseNative: true };
    const source = cloud('').replace(
      '  - name: order_placed',
      `  - name: order_placed\n    criteria:\n      - type: ${MARK}value\n        condition: in`,
    );
    expectAt(source, 'whn.criterion-type', config);
    expectClean(source); // the same definition is fine in a cloud project
  });

  it('warehouse-only conditions are refused in a cloud metric', () => {
    const source = cloud('').replace(
      '  - name: order_placed',
      `  - name: order_placed\n    criteria:\n      - type: metadata\n        condition: ${MARK}sql_filter`,
    );
    expectAt(source, 'criterion.warehouse-only-condition');
    expectClean(
      warehouse('').replace(
        '      criteria: []',
        '      criteria:\n        - type: metadata\n          condition: sql_filter',
      ),
    );
  });

  it.each([
    ['metricSourceName', warehouse(`  ${MARK}metricSourceName: legacy_orders`)],
    ['criteria', warehouse(`  ${MARK}criteria: []`)],
    ['valueColumn', warehouse(`  ${MARK}valueColumn: amount`)],
  ])('the deprecated warehouseNative.%s is a warning at its key', (_, source) => {
    const found = expectAt(source, 'whn.deprecated-source');
    expect(found.severity).toBe('warning');
    expect(found.message).toContain('metricSources');
    const { text } = marked(source);
    expect(
      validateSources([{ file: 'metrics/case.yaml', text }], defaultConfig()).definitions[0]!.valid,
    ).toBe(true);
  });

  it.each([
    ['sum', 'a'],
    ['mean', 'a'],
    // Observed: "a event_count_custom metric needs …".
    ['event_count_custom', 'an'],
    ['ratio', 'a'],
  ])('a cloud %s metric needs unitTypes and metricEvents', (type, article) => {
    const missing = `${MARK}name: m_${type}\ntype: ${type}\n`;
    // Observed: "a sum metric needs a non-empty unitTypes list", and not what one looks like.
    expect(expectAt(missing, 'cloud.unit-types').message).toBe(
      `${article} ${type} metric needs a non-empty unitTypes list, the ids it is counted by: e.g. \`unitTypes: [userID]\``,
    );
    expect(expectAt(missing, 'cloud.metric-events').message).toBe(
      `${article} ${type} metric needs a non-empty metricEvents list, the events it is computed from: e.g. \`metricEvents: [{name: order_placed}]\``,
    );
    // An empty list is there but empty: pointed at its key.
    expectAt(
      `name: m_${type}\ntype: ${type}\n${MARK}unitTypes: []\nmetricEvents: [{name: e, type: count}]\n`,
      'cloud.unit-types',
    );
  });

  it('the same types are not held to it in warehouse-native mode', () => {
    expectClean('name: m_sum\ntype: sum\nwarehouseNative:\n  aggregation: sum\n');
  });

  it('every event of an event_user metric needs criteria', () => {
    const source =
      'name: searchers\ntype: event_user\nmetricEvents:\n  - name: search\n    criteria: [{type: value, condition: is_true}]\n  - ‸name: click\n';
    expectAt(source, 'event-user.criteria');
  });

  it('a funnel needs funnelCountDistinct and two events', () => {
    expect(
      expectAt(
        `${MARK}name: checkout_funnel\ntype: funnel\nfunnelEventList:\n  - {name: a, type: event_user}\n  - {name: b, type: event_user}\n`,
        'funnel.count-distinct',
      ).message,
    ).toBe('a funnel metric needs funnelCountDistinct: write `funnelCountDistinct: users` (or `events`)');
    expectAt(
      `name: checkout_funnel\ntype: funnel\nfunnelCountDistinct: users\n${MARK}funnelEventList:\n  - {name: a, type: event_user}\n`,
      'funnel.events',
    );
    expectClean(
      'name: checkout_funnel\ntype: funnel\nfunnelCountDistinct: users\nfunnelEventList:\n  - {name: a, type: event_user}\n  - {name: b, type: event_count}\n',
    );
  });

  it('a composite_sum needs more than one component', () => {
    expectAt(
      `name: all_clicks\ntype: composite_sum\n${MARK}metricComponentMetrics:\n  - {name: a, type: sum}\n`,
      'composite-sum.components',
    );
    expectClean(
      'name: all_clicks\ntype: composite_sum\nmetricComponentMetrics:\n  - {name: a, type: sum}\n  - {name: b, type: sum}\n',
    );
  });

  it('completeness per type: a percentile needs its percentile, a composite its components (warnings)', () => {
    const missing = expectAt(`${MARK}name: checkout_latency\ntype: percentile\n`, 'type.missing-field');
    expect(missing).toMatchObject({ severity: 'warning', path: 'percentile' });
    expect(missing.message).toContain('e.g. 0.99 for p99');
    expectClean('name: checkout_latency\ntype: percentile\npercentile: 0.99\n');
    expectClean(
      'name: checkout_latency\ntype: percentile\nwarehouseNative:\n  aggregation: percentile\n  percentile: 0.99\n  metricSources: [{metricSourceName: s, criteria: []}]\n',
    );
    expectAt(`${MARK}name: gmv_per_user\ntype: composite\n`, 'type.missing-field');
    expectClean('name: gmv_per_user\ntype: composite\nmetricComponentMetrics:\n  - {name: gmv, type: sum}\n');
  });

  it('a field meaningless for the type is a warning at its key', () => {
    const unused = expectAt(cloud(`${MARK}funnelCountDistinct: users`), 'type.unused-field');
    expect(unused.message).toBe(
      'funnelCountDistinct means nothing for an event_count_custom metric (only for funnel); remove it',
    );
    expectAt(cloud(`${MARK}percentile: 0.5`), 'type.unused-field');
    expectAt(cloud(`${MARK}metricComponentMetrics: [{name: a, type: sum}]`), 'type.unused-field');
  });

  it('rollupTimeWindow: custom needs start and end, start ≤ end; a window without custom is unused', () => {
    expect(expectAt(cloud(`${MARK}rollupTimeWindow: custom`), 'rollup.custom-window').message).toBe(
      '`rollupTimeWindow: custom` needs customRollUpStart and customRollUpEnd (the window, in days since exposure)',
    );
    expectAt(
      cloud(`rollupTimeWindow: custom\n${MARK}customRollUpStart: 7\ncustomRollUpEnd: 3`),
      'rollup.custom-window',
    );
    expectClean(cloud('rollupTimeWindow: custom\ncustomRollUpStart: 0\ncustomRollUpEnd: 7'));
    expectAt(cloud(`${MARK}customRollUpEnd: 7`), 'rollup.custom-window');
    expectAt(warehouse(`  ${MARK}denominatorRollupTimeWindow: custom`), 'rollup.custom-window');
  });

  it('every cross-field rule id has a case above', () => {
    // Every rule id the module's source names, so a new rule without a case fails here.
    const source = readFileSync(new URL('../../src/definitions/rules.ts', import.meta.url), 'utf8');
    const ids = new Set([...source.matchAll(/'([a-z-]+\.[a-z-]+)'/g)].map((match) => match[1]!));
    expect(ids.size).toBeGreaterThanOrEqual(13);
    for (const rule of ids) expect(testedRules, rule).toContain(rule);
  });
});

describe('files at the size cap stay linear', () => {
  it('places the first 100 problems of a definition and counts the rest in one diagnostic', () => {
    const keys = Array.from({ length: 2_000 }, (_, i) => `  k${i}: 1`).join('\n');
    const diagnostics = diagnosticsOf(warehouse(keys));
    expect(diagnostics.filter((d) => d.rule === 'schema.unknown-key')).toHaveLength(100);
    expect(diagnostics.find((d) => d.rule === 'file.more-problems')).toMatchObject({
      severity: 'error',
      line: 1,
      message: '1900 more problems in this definition are not shown: fix the ones above first',
    });
  });

  it('a definition of 12,000 unknown keys is checked whole: the first placed, with suggestions, the rest counted', () => {
    // The observed case took 815 s (a duplicate-key check per key); a "did you mean" search per key
    // and a schema walk per key were the next two costs that grew with the keys.
    const keys = Array.from({ length: 12_000 }, (_, i) => `k${i.toString(36)}: 1`).join('\n');
    const text = `name: big_one\ntype: sum\ndescriptio: x\n${keys}\n`;
    const diagnostics = diagnosticsOf(text);
    const unknown = diagnostics.filter((d) => d.rule === 'schema.unknown-key');
    expect(unknown).toHaveLength(100);
    expect(unknown[0]).toMatchObject({
      line: 3,
      message: expect.stringContaining('(did you mean `description`?)'),
    });
    expect(diagnostics.find((d) => d.rule === 'file.more-problems')?.message).toMatch(/^\d{5} more problems/);
  });

  it('a line of 300,000 spaces after `name:x` gets its hint at once', () => {
    // The hint's pattern once tried a lazy value before trailing spaces: quadratic in the line
    // (30,000 spaces took 1 s; this line, over a minute and a half).
    const text = `name:x${' '.repeat(300_000)}y\ntype: sum\n`;
    const [syntax] = diagnosticsOf(text);
    expect(syntax).toMatchObject({ line: 1, rule: 'yaml.syntax' });
    expect(syntax!.message).toMatch(/; `name:` has no space after its `:`, .*: put a space after the `:`$/);
  });

  it('a 1 MiB file of open brackets is refused before the parser spends gigabytes on it', () => {
    // The yaml package parsed such a file for seconds, holding about 2.5 GB at its peak.
    const started = performance.now();
    const diagnostics = diagnosticsOf(`name: x\ntags: ${'['.repeat(1024 * 1024 - 20)}\n`);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(diagnostics.map((d) => [d.rule, d.line, d.column])).toEqual([['yaml.too-deep', 2, 106]]);
  });

  it('a file of one repeated key: the first hundred placed, the rest counted', () => {
    const diagnostics = diagnosticsOf(`name: x\ntype: sum\n${'k: 1\n'.repeat(20_000)}`);
    expect(diagnostics.filter((d) => d.rule === 'yaml.duplicate-key')).toHaveLength(100);
    expect(diagnostics.find((d) => d.rule === 'file.more-problems')?.message).toBe(
      '19899 more YAML problems in this document are not shown: fix the ones above first',
    );
  });

  it('a file of 17,400 tiny documents: the first thousand problems shown, the rest counted in one', () => {
    // Observed: every document is "not a mapping", and gathering the file's 170,000 diagnostics
    // into the run's list by spreading them into one call failed with "Maximum call stack size
    // exceeded".
    const text = '---\nx\n'.repeat(17_400);
    const result = validateSources([{ file: 'metrics/case.yaml', text }], defaultConfig());
    expect(result.definitions).toHaveLength(0);
    expect(result.diagnostics).toHaveLength(1_001);
    expect(result.diagnostics[0]).toMatchObject({ line: 2, rule: 'document.not-mapping' });
    expect(result.diagnostics.at(-1)).toMatchObject({
      line: 2_002,
      severity: 'error',
      rule: 'file.more-problems',
      message: '16400 more problems in this file are not shown: fix the ones above first',
    });
  });

  it('a file of 3,000 invalid definitions lists its first thousand problems; every definition is still judged', () => {
    const text = Array.from({ length: 3_000 }, (_, i) => `---\nname: m${i}\ntype: sum\n`).join('');
    const result = validateSources([{ file: 'metrics/case.yaml', text }], defaultConfig());
    expect(result.definitions).toHaveLength(3_000);
    expect(result.definitions.every((definition) => !definition.valid)).toBe(true);
    expect(result.diagnostics).toHaveLength(1_001);
    expect(result.diagnostics.at(-1)!.message).toBe(
      '5010 more problems in this file are not shown: fix the ones above first', // and m0–m9 are too short
    );
    // Placed where the first problem not shown is: the 496th definition's (only the first 1,001
    // problems are placed; the rest are counted).
    expect(result.diagnostics.at(-1)).toMatchObject({ line: 3 * 495 + 2, column: 1, severity: 'error' });
    expect(result.diagnostics.every((d) => d.file === 'metrics/case.yaml' && d.line > 0)).toBe(true);
  });

  it('what a file does not show counts the problems behind each hidden count, not the counts', () => {
    // 20 definitions of 200 unknown keys and 2 missing lists: each shows 100 problems and counts
    // the other 102 in one (101 diagnostics).
    const keys = Array.from({ length: 200 }, (_, i) => `k${i}: 1`).join('\n');
    const text = Array.from({ length: 20 }, (_, i) => `---\nname: metric_${i}\ntype: sum\n${keys}\n`).join(
      '',
    );
    const shown = diagnosticsOf(text);
    expect(shown).toHaveLength(1_001);
    // Not shown: the 10th definition's last 9 problems and its count of 102, and the last 10
    // definitions' 202 each: 9 + 102 + 2,020.
    expect(shown.at(-1)!.message).toBe(
      '2131 more problems in this file are not shown: fix the ones above first',
    );
  });

  it('2,000 copies of one definition: each names three of the others and counts the rest', () => {
    // Observed: every copy listed every other place, so 5,000 copies made 25 million places and
    // the run failed after 9 s with "Invalid string length".
    const copy = '---\nname: same_one\ntype: sum\nunitTypes: [userID]\nmetricEvents: [{name: e}]\n';
    const diagnostics = diagnosticsOf(copy.repeat(2_000));
    const duplicates = diagnostics.filter((d) => d.rule === 'definition.duplicate-id');
    // The file's cap holds them too: the first thousand, then one count.
    expect(duplicates).toHaveLength(1_000);
    expect(duplicates[0]!.message).toBe(
      "`same_one::sum` is also defined at metrics/case.yaml:7:1, metrics/case.yaml:12:1, metrics/case.yaml:17:1 and 1996 more places: a metric's name and type must be unique across the catalogue: rename one, or remove the copy",
    );
    expect(diagnostics.at(-1)!.message).toBe(
      '1000 more problems in this file are not shown: fix the ones above first',
    );
  });

  it('a key or a value 100,000 characters long is shown cut short in a message', () => {
    const long = 'k'.repeat(100_000);
    const messages = diagnosticsOf(`name: ok_name\ntype: ${long}\n---\n${long}: 1\n`).map((d) => d.message);
    expect(messages.every((message) => message.length < 1_000)).toBe(true);
    expect(messages).toContainEqual(expect.stringContaining(`got \`${'k'.repeat(60)}…\``));
    // YAML itself caps a plain key at 1,024 characters: the parser says so, at the key.
    expect(messages).toContainEqual(expect.stringContaining('at most 1024 chars'));
  });

  it('a duplicate key names the line of the first, found in one pass', () => {
    const found = expectAt(cloud(`description: first\n${MARK}description: again`), 'yaml.duplicate-key');
    expect(found.message).toContain('it is already set on line 6');
  });
});

describe('messages that say what to write', () => {
  it('never quotes a file that is not a definition: a single value is described by its kind', () => {
    // Observed: `document.not-mapping` quoted 40 characters of a single-value file (a credentials
    // file's token) into public annotations.
    for (const text of ['ghp_0123456789abcdefSECRET\n', 'token:0123456789SECRET\n', '"0123456789SECRET"\n']) {
      const messages = diagnosticsOf(text).map((d) => d.message);
      expect(messages.join('\n')).not.toMatch(/SECRET|0123456789/);
      expect(messages[0]).toMatch(/this document is a single value \(a string of \d+ characters\)$/);
    }
  });

  it('a file written as a list of definitions says to make each a document', () => {
    // Observed: "…; this document is a list", and not how a file holds several.
    const found = expectAt(
      `${MARK}- name: a_list\n  type: sum\n- name: b_list\n  type: sum\n`,
      'document.not-mapping',
    );
    expect(found.message).toBe(
      'a definition must be a mapping of fields (name: ..., type: ...); this document is a list: write each item at the top level, without its `- `, and separate them with `---` lines',
    );
    expect(expectAt(`${MARK}[a, b]\n`, 'document.not-mapping').message).toMatch(/this document is a list$/);
  });

  // A null key is "" on the data: it was placed at the document's start, as "unknown key ``".
  it.each(['~', 'null', 'NULL'])('a null key `%s:` is pointed at and named for what it is', (key) => {
    const found = expectAt(cloud(`${MARK}${key}: 1`), 'schema.unknown-key');
    expect(found.message).toBe(
      'a key without a name (`~:`, `null:` or `:` alone) in a metric definition: name it or remove it',
    );
  });

  // Both are "" on the data, so the later silently won; `null` and "null" are two keys.
  it('a null key and "" are one key, repeated; a null key and "null" are two', () => {
    expect(expectAt(cloud(`~: 1\n${MARK}"": 2`), 'yaml.duplicate-key').message).toContain(
      'duplicate key `""`',
    );
    expect(diagnosticsOf(cloud('null: 1\n"null": 2')).map((d) => d.rule)).not.toContain('yaml.duplicate-key');
  });

  it('a missing type is schema.required, listing the types', () => {
    const found = expectAt(
      `${MARK}name: no_type_here\nunitTypes: [u]\nmetricEvents: [{name: e}]\n`,
      'schema.required',
    );
    expect(found.message).toMatch(/^type is required: one of `ratio`, /);
  });

  it('a response-only type says so and what to write instead', () => {
    const found = expectAt(`name: window_metric\ntype: ${MARK}event_user_window\n`, 'schema.enum');
    expect(found.message).toContain(
      "`event_user_window` appears only in the service's responses; a definition writes `event_user`",
    );
  });

  it('percentile: 99 suggests 0.99', () => {
    const found = expectAt(
      `name: p99_latency\ntype: percentile\npercentile: ${MARK}99\n`,
      'percentile.range',
    );
    expect(found.message).toContain('(a fraction: for p99 write 0.99)');
  });

  it('name.charset names the offending character', () => {
    expect(
      expectAt(cloud('').replace('name: orders_per_user', `name: ${MARK}orders*per_user`), 'name.charset')
        .message,
    ).toContain('(`*` is not one of them)');
  });

  it('a misspelt key is one error, not also "needs" the key it was meant to be', () => {
    const text = 'name: misspelt_events\ntype: sum\nunitTypes: [u]\nmetricEvent: [{name: e}]\n';
    expect(diagnosticsOf(text).map((d) => d.rule)).toEqual(['schema.unknown-key']);
  });

  it('a dbt-style `metrics:` list gets one hint with the right shape', () => {
    const found = diagnosticsOf('metrics:\n  - name: orders\n    type: sum\n');
    expect(found.map((d) => d.rule)).toEqual(['schema.unknown-key']);
    expect(found[0]!.message).toContain('one metric per YAML document, not a `metrics:` list');
  });
});
