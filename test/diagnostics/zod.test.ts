// A parse's issues as the checks read them (src/diagnostics/zod.ts).
import { describe, expect, it } from 'vitest';
import { metricDefinitionSchema } from '../../src/definitions/schema.js';
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
    // A message of the schema's own, and zod's for what no finding words itself.
    expect(at('name')!.message).toBe('name.length: must be 3 or more characters long');
    expect(at('size')!.message).toBe('Too small: expected number to be >=1');
  });

  it('words every issue as zod does when told of nothing worded elsewhere', () => {
    const [issue] = z.parseIssues(schema, { type: 'sums', name: 'abc' });
    expect(issue!.message).toBe('Invalid option: expected one of "sum"|"mean"|"count"');
  });
});

describe('generated', () => {
  // The definition's mappings are parsed by zod's generated code; key by key must find the same.
  const walked = z.strictObject(metricDefinitionSchema._zod.def.shape);
  const inputs: unknown[] = [
    { name: 'metric_a', type: 'sum', unitTypes: ['userID'], metricEvents: [{ name: 'e' }] },
    { name: 'metric_a', type: 'sums' },
    { name: 'm', type: 'sum', foo: 1, bar: 'x', constructor: 2 },
    { name: 7, type: null, tags: 3, percentile: 50, description: 'x'.repeat(1_001) },
    { name: 'metric_a', type: 'sum', metricEvents: [{ name: 'e', type: 'sum', extra: 1 }, 'e2'] },
    {
      name: 'metric_a',
      type: 'user_warehouse',
      warehouseNative: { aggregation: 'summ', metricSources: [{}] },
    },
    { type: 'sum' },
    {},
    [],
    'metric',
    null,
  ];

  it.each(inputs.map((input) => [JSON.stringify(input).slice(0, 60), input]))(
    'finds what the key-by-key walk finds: %s',
    (_, input) => {
      const issues = (schema: z.ZodMiniType) =>
        z.parseIssues(schema, input).map(({ code, path, message }) => ({ code, path, message }));
      expect(issues(metricDefinitionSchema)).toEqual(issues(walked));
    },
  );

  it('is in effect, and run as the schema runs', () => {
    expect(metricDefinitionSchema._zod.traits.has('$ZodObjectJIT')).toBe(true);
    expect(walked._zod.traits.has('$ZodObjectJIT')).toBe(false);
    expect(metricDefinitionSchema._zod.run).toBe(metricDefinitionSchema._zod.parse);
  });
});
