// Placing a field path on the source: the service's `errors[].property` paths, the fallbacks, the
// config's `defaults` (merged under every definition, and pointed at when a value came from
// there), several documents per file and identity across files.
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load-config.js';
import { defaultConfig } from '../../src/config/schema.js';
import { type ConfigSource, validateSources } from '../../src/definitions/validate.js';
import type { FieldPath } from '../../src/diagnostics/finding.js';
import { FileCaps } from '../../src/diagnostics/locate.js';

const WAREHOUSE = `# orders
name: warehouse_revenue
type: user_warehouse
warehouseNative:
  aggregation: sum
  metricSources:
    - metricSourceName: orders
      criteria:
        - type: metadata
          condition: in
        - type: metadata
          column: status
          condition: '='
`;

function loaded(text: string, file = 'metrics/w.yaml') {
  const result = validateSources([{ file, text }], defaultConfig());
  return { result, definition: result.definitions[0]! };
}

/** Parses a config text the way loadConfig does, for validateSources. */
function withConfig(text: string) {
  const loaded = parseConfig('metrics-as-code.yaml', text);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  const source: ConfigSource = { file: 'metrics-as-code.yaml', text };
  return { config: loaded.config, source };
}

describe('locate', () => {
  it('places a path the service names on its value', () => {
    const { definition } = loaded(WAREHOUSE);
    expect(definition.locate(['warehouseNative', 'metricSources', 0, 'criteria', 1, 'type'])).toEqual({
      file: 'metrics/w.yaml',
      line: 11,
      column: 17,
    });
    expect(definition.locate(['warehouseNative', 'metricSources', 0, 'criteria', 1, 'type'], 'key')).toEqual({
      file: 'metrics/w.yaml',
      line: 11,
      column: 11,
    });
  });

  it('falls back to the nearest existing parent, at its key', () => {
    const { definition } = loaded(WAREHOUSE);
    expect(definition.locate(['warehouseNative', 'metricSources', 0, 'criteria', 7, 'type'])).toMatchObject({
      line: 8,
      column: 7,
    });
    expect(definition.locate(['warehouseNative', 'denominatorCriteria'])).toMatchObject({
      line: 4,
      column: 1,
    });
  });

  it('falls back to the document start when nothing matches', () => {
    const { definition } = loaded(WAREHOUSE);
    expect(definition.locate([])).toMatchObject({ line: 2, column: 1 });
    expect(definition.locate(['isVerified'])).toMatchObject({ line: 2, column: 1 });
    expect([definition.line, definition.column]).toEqual([2, 1]);
  });

  it('places within the right document of a multi-document file', () => {
    const text =
      'name: first\ntype: sum\n---\n# second\nname: second\ntype: mean\ndescription: the second one\n';
    const { result } = loaded(text);
    const second = result.definitions[1]!;
    expect([second.name, second.line, second.column]).toEqual(['second', 5, 1]);
    expect(second.locate(['description'])).toMatchObject({ line: 7, column: 14 });
    expect(second.locate(['unitTypes'])).toMatchObject({ line: 5, column: 1 });
  });

  it('is right on CRLF files and after a BOM', () => {
    const text = '\uFEFFname: crlf\r\ntype: sum\r\nunitTypes:\r\n  - userID\r\n';
    const { definition } = loaded(text);
    expect(definition.locate(['unitTypes', 0])).toMatchObject({ line: 4, column: 5 });
  });
});

describe('config defaults', () => {
  const CONFIG = `# repo config
defaults:
  isReadOnly: true
  unitTypes: [stableID, userID]
  warehouseNative:
    loadingWindow: 30
    metricBakeDays: 2
`;

  it('are deep-merged under each definition; the definition wins, lists are replaced', () => {
    const { config, source } = withConfig(CONFIG);
    const text =
      'name: revenue\ntype: user_warehouse\nisReadOnly: false\nunitTypes: [accountID]\nwarehouseNative:\n  aggregation: sum\n  loadingWindow: 60\n';
    const [definition] = validateSources([{ file: 'metrics/r.yaml', text }], config, source).definitions;
    expect(definition!.body).toEqual({
      name: 'revenue',
      type: 'user_warehouse',
      isReadOnly: false,
      unitTypes: ['accountID'],
      warehouseNative: { aggregation: 'sum', loadingWindow: 60, metricBakeDays: 2 },
    });
    expect(definition!.valid).toBe(true);
  });

  it('a value that came from defaults is placed in the config file', () => {
    const { config, source } = withConfig(CONFIG);
    const text =
      'name: revenue\ntype: user_warehouse\nunitTypes: [accountID]\nwarehouseNative:\n  aggregation: sum\n';
    const [definition] = validateSources([{ file: 'metrics/r.yaml', text }], config, source).definitions;
    expect(definition!.locate(['isReadOnly'])).toEqual({ file: 'metrics-as-code.yaml', line: 3, column: 15 });
    expect(definition!.locate(['warehouseNative', 'metricBakeDays'])).toEqual({
      file: 'metrics-as-code.yaml',
      line: 7,
      column: 21,
    });
    // The definition's own list replaced the default one: index 1 is not the config's.
    expect(definition!.locate(['unitTypes', 1])).toEqual({ file: 'metrics/r.yaml', line: 3, column: 1 });
    expect(definition!.locate(['warehouseNative', 'aggregation'])).toEqual({
      file: 'metrics/r.yaml',
      line: 5,
      column: 16,
    });
  });

  it('an error caused by a default points at the config file, once for all definitions', () => {
    const { config, source } = withConfig('defaults:\n  directionality: sideways\n  dryRun: true\n');
    const text = (name: string) =>
      `name: ${name}\ntype: event_count_custom\nunitTypes: [u]\nmetricEvents: [{name: e}]\n`;
    const result = validateSources(
      [
        { file: 'metrics/a.yaml', text: text('metric_a') },
        { file: 'metrics/b.yaml', text: text('metric_b') },
      ],
      config,
      source,
    );
    expect(result.diagnostics.map((d) => [d.file, d.line, d.column, d.rule])).toEqual([
      ['metrics-as-code.yaml', 2, 19, 'schema.enum'],
      ['metrics-as-code.yaml', 3, 3, 'schema.unknown-key'],
    ]);
    // Observed: "unknown key `naem` in a metric definition" at a line of the config, as if the
    // config were a definition.
    expect(result.diagnostics[0]!.message).toMatch(
      /^directionality must be one of .*; got `sideways`; it is set in `defaults`, which is merged under every definition$/,
    );
    expect(result.definitions.map((d) => d.valid)).toEqual([false, false]);
  });

  it('a definition that sets the field itself is placed in its own file', () => {
    const { config, source } = withConfig('defaults:\n  directionality: increase\n');
    const text =
      'name: metric_a\ntype: event_count_custom\nunitTypes: [u]\nmetricEvents: [{name: e}]\ndirectionality: sideways\n';
    const result = validateSources([{ file: 'metrics/a.yaml', text }], config, source);
    expect(result.diagnostics.map((d) => [d.file, d.line, d.column])).toEqual([['metrics/a.yaml', 5, 17]]);
  });
});

describe('identity across files', () => {
  const metric = (name: string, type: string) =>
    `# ${name}\nname: ${name}\ntype: ${type}\nunitTypes: [u]\nmetricEvents: [{name: e, type: count}]\n`;

  it('the same name::type twice is an error at both places, naming the other', () => {
    const result = validateSources(
      [
        { file: 'metrics/b.yaml', text: metric('orders', 'sum') },
        { file: 'metrics/a.yaml', text: `${metric('other', 'sum')}---\n${metric('orders', 'sum')}` },
        { file: 'metrics/c.yaml', text: metric('orders', 'mean') },
      ],
      defaultConfig(),
    );
    const duplicates = result.diagnostics.filter((d) => d.rule === 'definition.duplicate-id');
    expect(duplicates.map((d) => [d.file, d.line, d.column, d.message])).toEqual([
      [
        'metrics/a.yaml',
        8,
        1,
        expect.stringContaining('`orders::sum` is also defined at metrics/b.yaml:2:1'),
      ],
      [
        'metrics/b.yaml',
        2,
        1,
        expect.stringContaining('`orders::sum` is also defined at metrics/a.yaml:8:1'),
      ],
    ]);
    expect(result.definitions.map((d) => [d.file, d.id, d.valid])).toEqual([
      ['metrics/a.yaml', 'other::sum', true],
      ['metrics/a.yaml', 'orders::sum', false],
      ['metrics/b.yaml', 'orders::sum', false],
      ['metrics/c.yaml', 'orders::mean', true],
    ]);
  });

  it('name and type are best effort when missing', () => {
    const result = validateSources([{ file: 'metrics/a.yaml', text: 'type: sum\n' }], defaultConfig());
    expect(result.definitions.map((d) => [d.name, d.type, d.id, d.valid])).toEqual([['', 'sum', '', false]]);
  });
});

describe('what a YAML key cannot do', () => {
  it('__proto__ is an unknown key, not a prototype', () => {
    const { config, source } = withConfig('defaults:\n  isReadOnly: true\n');
    const text =
      'name: sneaky\ntype: event_count_custom\nunitTypes: [u]\nmetricEvents: [{name: e}]\n__proto__: {isVerified: true}\n';
    const result = validateSources([{ file: 'metrics/a.yaml', text }], config, source);
    expect(result.diagnostics.map((d) => [d.rule, d.line, d.column])).toEqual([['schema.unknown-key', 5, 1]]);
    const body = result.definitions[0]!.body;
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(body.isVerified).toBeUndefined();
  });
});

describe("where a file's cap falls", () => {
  const at = (file: string, line: number) =>
    ({ file, line, column: 1, severity: 'error', rule: 'r', message: 'm', path: '' }) as const;

  const counted = (caps: FileCaps, file: string, line: number, path: FieldPath = ['name']) =>
    caps.counted({ file, line, column: 1 }, path, 'error', 'r') !== undefined;

  it('is past once 1,001 diagnostics lie on lines above, in that file, in any order', () => {
    const caps = new FileCaps([at('a.yaml', 5000), at('b.yaml', 1)], {});
    for (let line = 1_000; line >= 1; line--) caps.add(at('a.yaml', line));
    // 1,001 in a.yaml (lines 1-1,000 and 5,000): the 1,001st is where the count stands.
    expect(counted(caps, 'a.yaml', 5_000)).toBe(false);
    expect(counted(caps, 'a.yaml', 5_001)).toBe(true);
    expect(caps.counted({ file: 'a.yaml', line: 5_001, column: 3 }, ['name'], 'warning', 'r')).toEqual({
      file: 'a.yaml',
      line: 5_001,
      column: 3,
      severity: 'warning',
      rule: 'r',
      message: '',
      path: '',
    });
    caps.add(at('a.yaml', 1_001));
    expect(counted(caps, 'a.yaml', 1_001)).toBe(false); // a tie may sort before it
    expect(counted(caps, 'a.yaml', 1_002)).toBe(true);
    expect(counted(caps, 'b.yaml', 2)).toBe(false);
    expect(counted(caps, 'c.yaml', 2)).toBe(false);
  });

  it("never counts what the config's defaults hold: that is placed in the config", () => {
    const caps = new FileCaps([], { metricComponentMetrics: [] });
    for (let line = 1; line <= 1_001; line++) caps.add(at('a.yaml', line));
    expect(counted(caps, 'a.yaml', 2_000)).toBe(true);
    expect(counted(caps, 'a.yaml', 2_000, ['metricComponentMetrics', 0, 'name'])).toBe(false);
    expect(counted(caps, 'a.yaml', 2_000, [])).toBe(false);
  });
});
