// "Did you mean": the closest candidate of a list, bounded in work.
import { describe, expect, it } from 'vitest';
import { checkDefinition } from '../../src/definitions/check.js';
import { closest, Suggestions } from '../../src/diagnostics/suggest.js';

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

  it('count two neighbouring letters swapped as one edit', () => {
    // Observed: `tpye: sum` and `type: maen` got no "did you mean", as a swap counted as two edits
    // and a word of four letters may be one edit away.
    expect(closest('tpye', KEYS)).toBe('type');
    expect(closest('maen', ['sum', 'mean', 'ratio'])).toBe('mean');
    expect(closest('dri', ['dir', 'include', 'exclude'])).toBe('dir');
    expect(closest('unitTyeps', KEYS)).toBe('unitTypes');
    // Two swaps in four letters are too many.
    expect(closest('ytep', KEYS)).toBeUndefined();
  });

  it('keep suggesting in a long-running process: the work budget is one list, not the process', () => {
    // Observed: the suggestions among a schema's keys were kept for the whole process with one
    // budget of work, so after some 30,000 unknown keys a process (the emulator checks every
    // request) stopped saying "did you mean" for good.
    // 40,000 unknown keys, twenty to a definition.
    for (let i = 0; i < 2_000; i++) {
      const unknown = Object.fromEntries(Array.from({ length: 20 }, (_, j) => [`descriptoin${i}_${j}`, 1]));
      checkDefinition({ name: 'abc', type: 'sum', ...unknown });
    }
    const findings = checkDefinition({ name: 'abc', type: 'sum', descriptoin: 'x' });
    expect(findings.map((finding) => finding.message).join('\n')).toContain('did you mean `description`');
  });
});

describe('the closest candidate among a catalogue', () => {
  const names = Array.from({ length: 5_000 }, (_, i) => `checkout_metric_${i}`);

  it('finds a misspelt name among 5,000, the first listed of equals', () => {
    const suggestions = new Suggestions(names);
    expect(suggestions.closest('checkout_metrik_4321')).toBe('checkout_metric_4321');
    expect(suggestions.closest('Checkout_Metric_17')).toBe('checkout_metric_17');
    expect(suggestions.closest('chekcout_metric_99')).toBe('checkout_metric_99');
    expect(suggestions.closest('something_else')).toBeUndefined();
  });

  it('stays bounded when thousands of unknown names are asked about', () => {
    const suggestions = new Suggestions(names);
    const started = performance.now();
    for (let i = 0; i < 5_000; i++) suggestions.closest(`unknown_name_${i}`);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
