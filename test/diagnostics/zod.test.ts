// A parse's issues as the checks read them (src/diagnostics/zod.ts).
import { describe, expect, it, vi } from 'vitest';
import { WORDED_HERE } from '../../src/diagnostics/schema-findings.js';
import * as z from '../../src/diagnostics/zod.js';

const schema = z.strictObject({
  type: z.enum(['sum', 'mean', 'count']),
  name: z.string().check(z.minLength(3, 'name.length: must be 3 or more characters long')),
  size: z.optional(z.number().check(z.gte(1))),
});

describe('parseIssues', () => {
  it('gives no issue for a valid value', () => {
    expect(z.parseIssues(schema, { type: 'sum', name: 'abc' }, WORDED_HERE)).toEqual([]);
  });

  it('leaves unworded the issues whose words the findings write; keeps the rest, and every detail', () => {
    const issues = z.parseIssues(schema, { type: 'sums', name: 'ab', size: 0, extra: 1 }, WORDED_HERE);
    const at = (key: string) => issues.find((issue) => issue.path[0] === key);
    // zod's English for an enum lists every value: not made for a message written elsewhere.
    expect(at('type')).toMatchObject({ message: '', values: ['sum', 'mean', 'count'], input: 'sums' });
    expect(issues.find((issue) => issue.code === 'unrecognized_keys')).toMatchObject({
      message: '',
      keys: ['extra'],
    });
    // A message of the schema's own is kept; a bound without one is worded by the findings too.
    expect(at('name')!.message).toBe('name.length: must be 3 or more characters long');
    expect(at('size')).toMatchObject({ message: '', code: 'too_small', minimum: 1, input: 0 });
  });

  it('words every issue as zod does when told of nothing worded elsewhere', () => {
    const [issue] = z.parseIssues(schema, { type: 'sums', name: 'abc' });
    expect(issue!.message).toBe('Invalid option: expected one of "sum"|"mean"|"count"');
  });
});

describe('generated', () => {
  // The definition's mappings are walked key by key for their first parses, then parsed by the
  // code zod generates: each input must get the same issues either way, nested mappings too.
  const inputs: unknown[] = [
    { name: 'metric_a', type: 'sum', unitTypes: ['userID'], metricEvents: [{ name: 'e' }] },
    { name: 'metric_a', type: 'sums' },
    { name: 'm', type: 'sum', foo: 1, bar: 'x', constructor: 2 },
    { name: 7, type: null, tags: 3, percentile: 50, description: 'x'.repeat(1_001) },
    { name: 'metric_a', type: 'sum', metricEvents: [{ name: 'e', type: 'sum', extra: 1 }, 'e2'] },
    {
      name: 'metric_a',
      type: 'user_warehouse',
      warehouseNative: { aggregation: 'summ', metricSources: [{ criteria: [{ type: 'x' }] }] },
    },
    { type: 'sum' },
    {},
    [],
    'metric',
    null,
    { name: 'wh_metric', type: 'sum', warehouseNative: { aggregation: 'sum', percentile: 99, extra: true } },
    { name: 'wh_metric', type: 'sum', warehouseNative: { metricBakeDays: -1, loadingWindow: 1.5 } },
    {
      name: 'wh_metric',
      type: 'percentile',
      percentile: 0.99,
      warehouseNative: { metricDimensionLimits: [{ name: 'd', limit: 101 }] },
    },
    { name: 'nulls', type: 'sum', team: null, teamID: null, metricEvents: [{ name: 'e', type: null }] },
    {
      name: 'metric_b',
      type: 'sum',
      metricEvents: [{ name: 'e', criteria: [{ type: 'value', condition: 'like' }] }],
    },
    { name: 'metric_c', type: 'funnel', funnelEventList: [{ name: 'a', type: 'event_users' }, {}] },
    {
      name: 'metric_d',
      type: 'composite',
      metricComponentMetrics: [{ name: 'a' }, { name: 'b', type: 'sum', x: 1 }],
    },
  ];
  const warmUp = {
    name: 'metric_w',
    type: 'user_warehouse',
    metricEvents: [{ name: 'e', criteria: [{ type: 'value', condition: 'in' }] }],
    warehouseNative: {
      metricSources: [{ metricSourceName: 's', criteria: [{ type: 'metadata', condition: 'in' }] }],
    },
  };

  it('finds the same issues walked and generated, and is generated past its first parses', async () => {
    vi.resetModules(); // schemas that have parsed nothing yet
    const fresh = await import('../../src/definitions/schema.js');
    const zod = await import('../../src/diagnostics/zod.js');
    const schema = fresh.metricDefinitionSchema;
    const issues = () =>
      inputs.map((input) =>
        zod.parseIssues(schema, input).map(({ code, path, message }) => ({ code, path, message })),
      );
    const walked = issues();
    const first = schema._zod.parse; // the walk, until the switch
    for (let i = 0; i < zod.GENERATE_AFTER; i++) expect(zod.parseIssues(schema, warmUp)).toEqual([]);
    const generated = issues();
    expect(generated).toEqual(walked);
    // Only the first and the one of nulls are valid: the rest exercise the issues.
    const valid = inputs.filter((_, i) => walked[i]!.length === 0);
    expect(valid).toEqual([
      inputs[0],
      inputs.find((input) => (input as { name?: string })?.name === 'nulls'),
    ]);
    expect(schema._zod.traits.has('$ZodObjectJIT')).toBe(true);
    expect(schema._zod.parse).not.toBe(first);
    expect(schema._zod.run).toBe(schema._zod.parse);
  });
});
