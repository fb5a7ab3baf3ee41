/** Levenshtein distance, bounded: returns `limit + 1` as soon as it is certain to exceed it. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest candidate to a misspelt word (case, plurals and small typos), if one is close. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    if (candidate.toLowerCase() === lower) return candidate;
    const limit = Math.max(1, Math.min(3, Math.floor(candidate.length / 4)));
    const score = distance(lower, candidate.toLowerCase(), limit);
    if (score <= limit && score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** Words whose answers one Suggestions keeps, at most: a file may hold 100,000 different keys. */
const KEPT_ANSWERS = 10_000;

/**
 * `closest` among one fixed list of candidates, each word's answer kept: a catalogue repeats its
 * misspellings, and 40,000 definitions with the same two unknown keys searched the known keys
 * 160,000 times (about 0.5 s).
 */
export class Suggestions {
  private readonly answers = new Map<string, string | undefined>();
  private listing: string | undefined;
  constructor(private readonly candidates: readonly string[]) {}

  /** The candidates as a message lists them, "`a`, `b`", made once (an enum's issue lists them each time). */
  listed(): string {
    this.listing ??= this.candidates.map((candidate) => `\`${candidate}\``).join(', ');
    return this.listing;
  }

  closest(word: string): string | undefined {
    if (this.answers.has(word)) return this.answers.get(word);
    const match = closest(word, this.candidates);
    if (this.answers.size < KEPT_ANSWERS) this.answers.set(word, match);
    return match;
  }

  /** ` (did you mean "x"?)` or nothing. */
  didYouMean(word: string): string {
    const match = this.closest(word);
    return match === undefined ? '' : ` (did you mean \`${match}\`?)`;
  }
}

const kept = new WeakMap<object, Suggestions>();

/** The Suggestions among what `owner` lists, made once for each owner. */
function suggestionsFor(owner: object, candidates: () => readonly string[]): Suggestions {
  let suggestions = kept.get(owner);
  if (!suggestions) {
    suggestions = new Suggestions(candidates());
    kept.set(owner, suggestions);
  }
  return suggestions;
}

/** The Suggestions among the keys of a schema's object shape. */
export function keySuggestions(shape: Readonly<Record<string, unknown>>): Suggestions {
  return suggestionsFor(shape, () => Object.keys(shape));
}

/** The Suggestions among an enum's values (the one list a schema reports in each of its issues). */
export function valueSuggestions(values: readonly unknown[]): Suggestions {
  return suggestionsFor(values, () => values.map(String));
}
