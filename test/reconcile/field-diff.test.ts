// The field diff of a changed definition: pure, so tested on values.
import { describe, expect, it } from 'vitest';
import { fieldDiff } from '../../src/reconcile/field-diff.js';
import { changeLine } from '../../src/report/diff-lines.js';

const base = {
  name: 'orders',
  type: 'event_count_custom',
  description: 'Orders',
  tags: ['sales', 'daily'],
  metricEvents: [
    { name: 'a', type: 'count' },
    { name: 'b', type: 'count' },
    { name: 'c', type: 'count' },
  ],
};

describe('fieldDiff', () => {
  it('names an edited field with its value before and after', () => {
    const diff = fieldDiff(base, { ...base, description: 'Paid orders' });
    expect(diff).toEqual([{ path: 'description', before: 'Orders', after: 'Paid orders' }]);
    expect(diff.map(changeLine)).toEqual(['~ description: "Orders" → "Paid orders"']);
  });

  it('an added list item is added at its index; a removed one is removed, not a cascade of changes', () => {
    const added = fieldDiff(base, { ...base, tags: ['sales', 'daily', 'core'] });
    expect(added).toEqual([{ path: 'tags[2]', after: 'core' }]);
    expect(added.map(changeLine)).toEqual(['+ tags[2]: "core"']);
    const removed = fieldDiff(base, { ...base, metricEvents: [base.metricEvents[0], base.metricEvents[2]] });
    expect(removed).toEqual([{ path: 'metricEvents[1]', before: { name: 'b', type: 'count' } }]);
    expect(changeLine(removed[0]!)).toBe('- metricEvents[1]: {"name":"b","type":"count"}');
    const first = fieldDiff(base, { ...base, metricEvents: base.metricEvents.slice(1) });
    expect(first.map((change) => change.path)).toEqual(['metricEvents[0]']);
  });

  it('an item edited in place is diffed inside it', () => {
    const edited = structuredClone(base);
    edited.metricEvents[1]!.type = 'sum';
    expect(fieldDiff(base, edited)).toEqual([
      { path: 'metricEvents[1].type', before: 'count', after: 'sum' },
    ]);
  });

  it('a new or dropped key is added or removed; a default written out is no change', () => {
    expect(fieldDiff(base, { ...base, isReadOnly: true })).toEqual([
      { path: 'isReadOnly', before: false, after: true },
    ]);
    expect(fieldDiff(base, { ...base, directionality: 'increase', isVerified: false })).toEqual([]);
    const { tags: _tags, ...untagged } = base;
    expect(fieldDiff(base, untagged)).toEqual([{ path: 'tags', before: ['sales', 'daily'] }]);
    expect(fieldDiff(untagged, base)).toEqual([{ path: 'tags', after: ['sales', 'daily'] }]);
  });

  it('long values are cut on their line, not in the diff', () => {
    const sql = `SELECT ${'x, '.repeat(60)}1`;
    const [change] = fieldDiff(base, { ...base, description: sql });
    expect(change!.after).toBe(sql);
    expect(changeLine(change!).length).toBeLessThan(200);
    expect(changeLine(change!)).toContain('…');
  });

  it('a list far longer than any written by hand is paired by position (linear cost)', () => {
    const long = Array.from({ length: 5000 }, (_, i) => `t${i}`);
    const diff = fieldDiff({ ...base, tags: long }, { ...base, tags: [...long.slice(0, 4999), 'last'] });
    expect(diff).toEqual([{ path: 'tags[4999]', before: 't4999', after: 'last' }]);
  });
});
