// Past some thousands of definitions a process parses with the parser zod compiles for the schema
// (check.ts); every definition must get the findings it got before, valid or not.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Finding } from '../../src/diagnostics/finding.js';

type Check = (input: unknown) => Finding[];
let checkDefinition: Check;

beforeAll(async () => {
  vi.resetModules(); // a process that has parsed nothing yet
  ({ checkDefinition } = await import('../../src/definitions/check.js'));
});

const valid = (i: number) => ({
  name: `metric_${i}`,
  type: 'event_count_custom',
  unitTypes: ['userID'],
  metricEvents: [
    { name: `event_${i}`, type: 'count', criteria: [{ type: 'value', condition: '>', values: ['0'] }] },
  ],
  tags: i % 2 ? 'one' : ['a', 'b'],
});

/** Valid and invalid in every way the schema says: each must be found alike by either parser. */
const CASES: unknown[] = [
  valid(1),
  {
    name: 'wh_valid',
    type: 'sum',
    warehouseNative: { aggregation: 'sum', metricSources: [{ metricSourceName: 'orders', criteria: [] }] },
  },
  { ...valid(2), description: 'x'.repeat(1001) },
  { ...valid(3), name: 'ab' },
  { ...valid(4), name: 'bad[name]' },
  { ...valid(5), type: 'sums' },
  { ...valid(6), unitType: ['userID'] },
  { ...valid(7), tags: [1, 2] },
  { ...valid(8), metricEvents: [{ name: 'e', type: 'avg' }] },
  { ...valid(9), metricEvents: [{ name: 'e', criteria: [{ type: 'value', condition: 'like' }] }] },
  { name: 'wh_metric', type: 'sum', warehouseNative: { aggregation: 'sum', percentile: 99, extra: true } },
  { name: 'wh_metric', type: 'sum', warehouseNative: { metricBakeDays: -1, loadingWindow: 1.5 } },
  {
    name: 'wh_metric',
    type: 'percentile',
    percentile: 0.99,
    warehouseNative: { metricDimensionLimits: [{ name: 'd', limit: 101 }] },
  },
  { name: 'nulls', type: 'sum', team: null, teamID: null, metricEvents: [{ name: 'e', type: null }] },
  { name: 'x', type: 'sum', isVerified: 'yes' },
  'not a mapping',
  null,
  [],
];

describe('a big catalogue, parsed by the compiled parser', () => {
  it('finds in every definition what the schema walk found', () => {
    const walked = CASES.map((input) => checkDefinition(input));
    expect(walked[0]).toEqual([]);
    expect(walked.filter((findings) => findings.length > 0).length).toBeGreaterThan(CASES.length - 3);
    for (let i = 0; i < 5000; i++) expect(checkDefinition(valid(i))).toEqual([]);
    expect(CASES.map((input) => checkDefinition(input))).toStrictEqual(walked);
  });

  it('finds the same while most definitions are invalid (walked alone), and once most are valid again', () => {
    const before = CASES.map((input) => checkDefinition(input));
    for (let i = 0; i < 6_000; i++) expect(checkDefinition({ ...valid(i), unitType: ['u'] })).toHaveLength(1);
    expect(CASES.map((input) => checkDefinition(input))).toStrictEqual(before);
    for (let i = 0; i < 3_000; i++) expect(checkDefinition(valid(i))).toEqual([]);
    expect(CASES.map((input) => checkDefinition(input))).toStrictEqual(before);
  });
});
