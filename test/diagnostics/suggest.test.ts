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

/** The rule as first written, every candidate compared: what the index must answer. */
function byScan(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const other = candidate.toLowerCase();
    if (other === lower) return candidate;
    const limit = Math.max(1, Math.min(3, Math.floor(candidate.length / 4)));
    const score = editDistance(lower, other);
    if (score <= limit && score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** Edits from a to b: a letter replaced, added or dropped, or two neighbours swapped (`tpye`). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    const previous = rows[i - 1]!;
    for (let j = 1; j <= b.length; j++) {
      let edits = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        edits = Math.min(edits, rows[i - 2]![j - 2]! + 1);
      current.push(edits);
    }
    rows.push(current);
  }
  return rows[a.length]![b.length]!;
}

/** A small deterministic generator (mulberry32), so that a failure is the same on every run. */
function generator(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

describe('the closest candidate among many', () => {
  const LETTERS = ['a', 'b', 'c', 'A', '_', ':', 'İ', 'ß'];

  function word(random: (below: number) => number, length: number): string {
    return Array.from({ length }, () => LETTERS[random(LETTERS.length)]).join('');
  }

  /**
   * `from` changed by up to four edits: replaced, inserted, dropped or swapped letters and a change
   * of case.
   */
  function misspelt(random: (below: number) => number, from: string): string {
    let text = from;
    for (let edits = random(5); edits > 0; edits--) {
      const at = random(text.length + 1);
      const kind = random(5);
      if (kind === 0) text = text.slice(0, at) + word(random, 1) + text.slice(at + 1);
      else if (kind === 1) text = text.slice(0, at) + word(random, 1) + text.slice(at);
      else if (kind === 2) text = text.slice(0, at) + text.slice(at + 1);
      else if (kind === 3)
        text = text.slice(0, at) + text.slice(at + 1, at + 2) + text.slice(at, at + 1) + text.slice(at + 2);
      else text = text.toUpperCase();
    }
    return text;
  }

  it('is the one comparing every candidate finds, for lists of every length and likeness', () => {
    // Lists as long and as alike as a small catalogue's names. Thousands of names over eight
    // letters are denser than any catalogue: there an answer may stop at the prefixes it walks at
    // most (MAX_WALKED), as the last test shows.
    const random = generator(14);
    for (let list = 0; list < 100; list++) {
      const candidates = Array.from({ length: 1 + random(64) }, () => word(random, random(18)));
      const suggestions = new Suggestions(candidates);
      for (let i = 0; i < 40; i++) {
        const asked =
          random(3) === 0
            ? word(random, random(20))
            : misspelt(random, candidates[random(candidates.length)]!);
        expect(suggestions.closest(asked), `${JSON.stringify(asked)} among list ${list}`).toBe(
          byScan(asked, candidates),
        );
        expect(closest(asked, candidates)).toBe(byScan(asked, candidates));
      }
    }
  });

  it('finds the closest of 40,000 names by the prefixes near the word, not by comparing every name', () => {
    // Observed: 13,000 composites, each naming a metric not among the 13,000 names of the
    // catalogue, were not checked within minutes: every name was compared with every other.
    const names = Array.from({ length: 40_000 }, (_, i) => `checkout_metric_${i}`);
    const suggestions = new Suggestions(names);
    for (let i = 0; i < 40_000; i += 3) expect(suggestions.closest(`Checkout_metrik_${i}`)).toBe(names[i]);
    const teams = ['growth', 'checkout', 'search', 'ads'];
    const catalogue = Array.from(
      { length: 20_000 },
      (_, i) => `${teams[i % 4]}_${['daily', 'weekly'][i % 2]}_conversion_${i}`,
    );
    const many = new Suggestions(catalogue);
    for (let i = 0; i < 20_000; i += 7) {
      const typo = catalogue[i]!.replace('conversion', 'convresion');
      expect(many.closest(typo)).toBe(catalogue[i]);
      expect(many.closest(catalogue[i]!.replace('_', ''))).toBe(catalogue[i]);
    }
  });

  it('among names alike in every letter, stops at the prefixes it walks at most, with a candidate within its limit or none', () => {
    // 20,000 names of 16 letters over two: every word is two edits from the name it was made of,
    // and thousands of prefixes are within three edits of it.
    const random = generator(7);
    const names = Array.from({ length: 20_000 }, () =>
      Array.from({ length: 16 }, () => 'ab'[random(2)]).join(''),
    );
    const suggestions = new Suggestions(names);
    let found = 0;
    for (let i = 0; i < 2_000; i++) {
      const word = `${names[i]!.slice(1)}c`;
      const answer = suggestions.closest(word);
      if (answer === undefined) continue;
      found++;
      expect(editDistance(answer, word)).toBeLessThanOrEqual(2);
    }
    expect(found).toBeGreaterThan(1_900);
  });
});
