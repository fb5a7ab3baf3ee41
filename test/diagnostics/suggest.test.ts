// "Did you mean" answers, kept for each word a list of candidates has been asked about.
import { describe, expect, it } from 'vitest';
import { closest, keySuggestions, Suggestions, valueSuggestions } from '../../src/diagnostics/suggest.js';

const KEYS = ['name', 'type', 'unitTypes', 'metricEvents', 'description', 'tags'];

describe('suggestions among fixed candidates', () => {
  it('answer as closest does, the first time and from what they kept', () => {
    const suggestions = new Suggestions(KEYS);
    const words = [
      'nmae',
      'Type',
      'unitType',
      'metricevent',
      'descriptoin',
      'tag',
      'zzz',
      '',
      'x'.repeat(50),
    ];
    for (const round of [1, 2]) {
      for (const word of words)
        expect(suggestions.closest(word), `${word}, round ${round}`).toBe(closest(word, KEYS));
    }
    expect(suggestions.didYouMean('unitType')).toBe(' (did you mean `unitTypes`?)');
    expect(suggestions.didYouMean('zzz')).toBe('');
  });

  it('answer every word alike past the 10,000 answers they keep', () => {
    const suggestions = new Suggestions(KEYS);
    const answers = new Set<string | undefined>();
    for (let i = 0; i < 12_000; i++) answers.add(suggestions.closest(`k${i}`));
    expect([...answers]).toEqual([undefined]);
    expect(suggestions.closest('tagz')).toBe('tags');
  });

  it("are made once for each list of an enum's values, each value as a string", () => {
    const values = ['sum', 'mean', 1];
    expect(valueSuggestions(values)).toBe(valueSuggestions(values));
    expect(valueSuggestions(values).closest('sums')).toBe('sum');
    expect(valueSuggestions(values).closest('2')).toBe('1');
    expect(valueSuggestions(values).listed()).toBe('`sum`, `mean`, `1`');
  });

  it('are made once for each shape of a schema', () => {
    const shape = { name: 1, type: 2 };
    expect(keySuggestions(shape)).toBe(keySuggestions(shape));
    expect(keySuggestions(shape)).not.toBe(keySuggestions({ ...shape }));
    expect(keySuggestions(shape).closest('nam')).toBe('name');
  });
});
