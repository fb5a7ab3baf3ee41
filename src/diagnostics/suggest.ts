// "Did you mean": the closest of a list of names to a misspelt one, by edit distance (two
// neighbouring letters swapped count as one edit, as `tpye` for `type`).

/** The most edits a word may be from a candidate this long to be suggested for it: 1 to 3. */
function editLimit(candidate: string): number {
  return Math.max(1, Math.min(3, Math.floor(candidate.length / 4)));
}

/**
 * Table cells one list compares at most, so that thousands of unknown names against a catalogue
 * of thousands stay bounded: past it, the list makes no more suggestions.
 */
const MAX_CELLS = 50_000_000;

/** The edits from `a` to `b` (optimal string alignment), or `limit + 1` once past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Three rows of the table, reused: the one before the previous (for a swap), the previous, this.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = before.map((_, j) => j);
  let row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let edits = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        edits = Math.min(edits, before[j - 2]! + 1);
      row[j] = edits;
      least = Math.min(least, edits);
    }
    if (least > limit) return limit + 1;
    [before, previous, row] = [previous, row, before];
  }
  return previous[b.length]!;
}

/** The closest candidate to a misspelt word (case, plurals and small typos), if one is close. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  return new Suggestions([...candidates]).closest(word);
}

/** ` (did you mean \`x\`?)` for the closest of `candidates`, or nothing: for a one-off list. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  return meantSuffix(closest(word, candidates));
}

/** ` (did you mean \`x\`?)` for a match, or nothing. */
export function meantSuffix(match: string | undefined): string {
  return match === undefined ? '' : ` (did you mean \`${match}\`?)`;
}

/** Candidates listed when none is near: a definition's 25 keys are too many to read in a line. */
export const LISTED_AT_MOST = 8;
/** The fewest letters of a key taken for the start of a longer one (closestKey). */
const MIN_PREFIX = 3;

/**
 * One list of candidates, searched in order: the answer is the candidate fewest edits away within
 * its limit, the first listed of equals; one whose lower case is the word's is 0 away.
 */
export class Suggestions {
  private readonly lowered: string[];
  private cells = 0;

  constructor(private readonly candidates: readonly string[]) {
    this.lowered = candidates.map((candidate) => candidate.toLowerCase());
  }

  /** The candidates as a message lists them, "`a`, `b`". */
  listed(): string {
    return this.candidates.map((candidate) => `\`${candidate}\``).join(', ');
  }

  closest(word: string): string | undefined {
    const lower = word.toLowerCase();
    const same = this.lowered.indexOf(lower);
    if (same >= 0) return this.candidates[same];
    let best = -1;
    let bestEdits = Number.POSITIVE_INFINITY;
    for (const [index, candidate] of this.lowered.entries()) {
      if (this.cells > MAX_CELLS) break;
      const limit = Math.min(editLimit(candidate), bestEdits - 1);
      if (limit < 1 || Math.abs(candidate.length - lower.length) > limit) continue;
      this.cells += candidate.length * lower.length;
      const edits = distance(lower, candidate, limit);
      if (edits <= limit) {
        best = index;
        bestEdits = edits;
      }
    }
    return best < 0 ? undefined : this.candidates[best];
  }

  /** ` (did you mean \`x\`?)` or nothing. */
  didYouMean(word: string): string {
    return meantSuffix(this.closest(word));
  }

  /**
   * A key's closest candidate, else the one candidate it starts (at least 3 letters): `per` for
   * `perSeconds`, `desc` for `description`; else the one it ends, also as a plural: `name` for
   * `metricSourceName`, `event` for `metricEvents`.
   * A key is often written short; a value or a name is not searched so.
   */
  closestKey(word: string): string | undefined {
    const match = this.closest(word);
    if (match !== undefined) return match;
    const started = this.startedBy(word);
    if (started.length === 1) return started[0];
    if (started.length > 1 || word.length < MIN_PREFIX) return undefined;
    // Written singular too: `event` for `metricEvents`.
    const ends = [word.toLowerCase(), `${word.toLowerCase()}s`];
    const ended = this.candidates.filter((_, i) => ends.some((end) => this.lowered[i]!.endsWith(end)));
    return ended.length === 1 ? ended[0] : undefined;
  }

  /** The candidates `word` starts (at least MIN_PREFIX letters, any case). */
  private startedBy(word: string): readonly string[] {
    if (word.length < MIN_PREFIX) return [];
    const lower = word.toLowerCase();
    return this.candidates.filter((_, i) => this.lowered[i]!.startsWith(lower));
  }

  /**
   * ` (did you mean \`x\`?)` (closestKey); else, for a key that starts a few candidates,
   * ` (did you mean one of \`a\`, \`b\`?)` (`funnel` in a definition); else, among a few
   * candidates, ` (it takes \`a\`, \`b\`)`: a key like none of them (`property` where an event
   * takes `name`, `type`, `metadataKey` and `criteria`) then names what to write instead.
   */
  didYouMeanOrListed(word: string): string {
    const match = this.closestKey(word);
    if (match !== undefined) return meantSuffix(match);
    const started = this.startedBy(word);
    if (started.length > 1 && started.length <= LISTED_AT_MOST)
      return ` (did you mean one of ${started.map((key) => `\`${key}\``).join(', ')}?)`;
    if (this.candidates.length === 0 || this.candidates.length > LISTED_AT_MOST) return '';
    return ` (it takes ${this.listed()})`;
  }
}
