// A parse's issues as the checks read them (src/diagnostics/zod.ts).
import { describe, expect, it } from 'vitest';
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
