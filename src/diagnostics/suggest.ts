/** The most edits a word may be from a candidate this long to be suggested for it: 1 to 3. */
function editLimit(candidate: string): number {
  return Math.max(1, Math.min(3, Math.floor(candidate.length / 4)));
}

/** The most edits a word may be from any candidate (editLimit). */
const MAX_LIMIT = 3;
/** A count of edits past every limit: a table's cell that no answer reads. */
const OVER = MAX_LIMIT + 1;
/** The cells of a row of the edit table that an answer reads: within MAX_LIMIT of its diagonal. */
const BAND = 2 * MAX_LIMIT + 1;

/**
 * Prefixes one answer walks, at most. Past that many (names alike in every letter, such as
 * thousands over two letters), the answer is the closest of the candidates reached, if any (about
 * 0.2 ms an answer at most).
 */
const MAX_WALKED = 256;

/** The edit table's row for the empty prefix: j edits to the word's first j letters (never changed). */
const EMPTY_PREFIX_ROW: readonly number[] = Array.from({ length: BAND }, (_, k) =>
  k >= MAX_LIMIT ? k - MAX_LIMIT : OVER,
);

/** A prefix shared by the sorted candidates [from, to), and its row of the edit table. */
interface Prefix {
  length: number;
  from: number;
  to: number;
  /** Edits from the prefix to the word's first j letters, at [j - length + MAX_LIMIT]. */
  row: readonly number[];
  /** The row of the prefix one letter shorter, and this prefix's last letter: for a swap of two. */
  before?: readonly number[];
  last?: number;
  /** The fewest edits in the row: no candidate with this prefix is fewer edits from the word. */
  least: number;
}

/**
 * A fixed list of candidates, sorted, walked as a tree of their prefixes: a word is measured
 * against a prefix once for all the candidates that share it, and a prefix already more than
 * MAX_LIMIT edits (or more than the best answer so far) from every start of the word is not
 * walked on (edit distance over a trie, two neighbouring letters swapped counting as one edit, as
 * `tpye` for `type`). The answer is the candidate the fewest edits away
 * within its limit, the first listed of equals; one whose lower case is the word's is 0 edits
 * away. Each word used to be compared with every candidate: 13,000 composites, each naming a
 * metric not among the catalogue's 13,000, were not checked within minutes.
 */
class Nearest {
  /** The candidates in lower case, sorted. */
  private readonly sorted: string[];
  /** The index among the candidates of each of `sorted`. */
  private readonly original: Int32Array;
  /** The first listed candidate of each lower case. */
  private readonly exact = new Map<string, number>();
  private readonly lengths: Set<number>;

  constructor(private readonly candidates: readonly string[]) {
    const lowered = candidates.map((candidate) => candidate.toLowerCase());
    const order = lowered
      .map((_, index) => index)
      .sort((a, b) => (lowered[a]! < lowered[b]! ? -1 : lowered[a]! > lowered[b]! ? 1 : a - b));
    this.sorted = order.map((index) => lowered[index]!);
    this.original = Int32Array.from(order);
    for (const [index, lower] of lowered.entries()) if (!this.exact.has(lower)) this.exact.set(lower, index);
    this.lengths = new Set(lowered.map((lower) => lower.length));
  }

  closest(word: string): string | undefined {
    const lower = word.toLowerCase();
    const same = this.exact.get(lower);
    if (same !== undefined) return this.candidates[same];
    if (!this.near(lower.length)) return undefined;
    const answer = { index: -1, score: OVER };
    // By their fewest edits: the closest prefixes walked first, so that the closest candidate is
    // found early and those further off than it are never walked.
    const pending: Prefix[][] = Array.from({ length: OVER }, () => []);
    pending[0]!.push({ length: 0, from: 0, to: this.sorted.length, row: EMPTY_PREFIX_ROW, least: 0 });
    for (let walked = 0; walked < MAX_WALKED; walked++) {
      const prefix = pending.find((prefixes) => prefixes.length > 0)?.pop();
      if (!prefix || prefix.least > answer.score) break;
      const from = this.measureWhole(prefix, lower, answer);
      this.pushLonger(prefix, from, lower, Math.min(answer.score, MAX_LIMIT), pending);
    }
    return answer.index < 0 ? undefined : this.candidates[answer.index];
  }

  /** Whether a candidate is as long as a word `length` long, give or take MAX_LIMIT. */
  private near(length: number): boolean {
    for (let other = length - MAX_LIMIT; other <= length + MAX_LIMIT; other++)
      if (this.lengths.has(other)) return true;
    return false;
  }

  /**
   * The candidates that are the prefix itself (they sort first) measured; where the longer
   * ones start.
   */
  private measureWhole(prefix: Prefix, lower: string, answer: { index: number; score: number }): number {
    const k = lower.length - prefix.length + MAX_LIMIT;
    const score = k >= 0 && k < BAND ? prefix.row[k]! : OVER;
    let i = prefix.from;
    for (; i < prefix.to && this.sorted[i]!.length === prefix.length; i++) {
      const index = this.original[i]!;
      if (score > editLimit(this.candidates[index]!)) continue;
      if (score < answer.score || (score === answer.score && index < answer.index)) {
        answer.index = index;
        answer.score = score;
      }
    }
    return i;
  }

  /**
   * The prefixes one letter longer, from the sorted [from, prefix.to), onto `pending` by their
   * fewest edits, but those more than `most` edits from the word; the word's next letter last
   * (walked first of equals).
   */
  private pushLonger(prefix: Prefix, from: number, lower: string, most: number, pending: Prefix[][]): void {
    const at = prefix.length;
    const next = lower.charCodeAt(at);
    let nextPrefix: Prefix | undefined;
    for (let start = from; start < prefix.to; ) {
      const letter = this.sorted[start]!.charCodeAt(at);
      const end = this.groupEnd(start, prefix.to, at, letter);
      const longer = stepped(prefix, start, end, letter, lower);
      start = end;
      // No candidate with a prefix more than `most` edits from the word is close enough.
      if (longer.least > most) continue;
      if (letter === next) nextPrefix = longer;
      else pending[longer.least]!.push(longer);
    }
    if (nextPrefix) pending[nextPrefix.least]!.push(nextPrefix);
  }

  /** The first of the sorted [start, to) whose letter at `at` comes after `letter`. */
  private groupEnd(start: number, to: number, at: number, letter: number): number {
    let low = start;
    let high = to;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle]!.charCodeAt(at) > letter) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/**
 * The prefix one letter longer than `prefix`, `letter`, shared by the sorted [from, to), with its
 * row of the edit table: edits to the word's first j letters, for the j within MAX_LIMIT of its
 * length (the others are more).
 */
function stepped(prefix: Prefix, from: number, to: number, letter: number, word: string): Prefix {
  const above = prefix.row;
  const length = prefix.length + 1;
  const row: number[] = [];
  let least = OVER;
  for (let k = 0; k < BAND; k++) {
    const j = length - MAX_LIMIT + k;
    let edits = OVER;
    if (j === 0) edits = Math.min(length, OVER);
    else if (j > 0 && j <= word.length) {
      const replaced = above[k]! + (word.charCodeAt(j - 1) === letter ? 0 : 1);
      const dropped = (k + 1 < BAND ? above[k + 1]! : OVER) + 1;
      const added = (k > 0 ? row[k - 1]! : OVER) + 1;
      // The word's last two letters are the prefix's last two, swapped: the row two shorter, at the
      // same place in its band, plus one.
      const swapped =
        j > 1 && prefix.before && letter === word.charCodeAt(j - 2) && prefix.last === word.charCodeAt(j - 1)
          ? prefix.before[k]! + 1
          : OVER;
      edits = Math.min(replaced, dropped, added, swapped, OVER);
    }
    row.push(edits);
    if (edits < least) least = edits;
  }
  return { length, from, to, row, least, before: above, last: letter };
}

/** The closest candidate to a misspelt word (case, plurals and small typos), if one is close. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  return new Nearest([...candidates]).closest(word);
}

/** ` (did you mean \`x\`?)` for the closest of `candidates`, or nothing: for a one-off list. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  return meantSuffix(closest(word, candidates));
}

function meantSuffix(match: string | undefined): string {
  return match === undefined ? '' : ` (did you mean \`${match}\`?)`;
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
  /** The candidates each word starts (closestKey), where `closest` finds none. */
  private readonly started = new Map<string, readonly string[]>();
  private listing: string | undefined;
  private nearest: Nearest | undefined;
  constructor(private readonly candidates: readonly string[]) {}

  /** The candidates as a message lists them, "`a`, `b`", made once (an enum's issue lists them each time). */
  listed(): string {
    this.listing ??= this.candidates.map((candidate) => `\`${candidate}\``).join(', ');
    return this.listing;
  }

  closest(word: string): string | undefined {
    if (this.answers.has(word)) return this.answers.get(word);
    this.nearest ??= new Nearest(this.candidates);
    const match = this.nearest.closest(word);
    if (this.answers.size < KEPT_ANSWERS) this.answers.set(word, match);
    return match;
  }

  /** ` (did you mean \`x\`?)` or nothing. */
  didYouMean(word: string): string {
    return meantSuffix(this.closest(word));
  }

  /**
   * A key's closest candidate, else the one candidate it starts (at least 3 letters): `per` for
   * `perSeconds`, `desc` for `description`. A key is often written short; a value or a name is
   * not searched so.
   */
  closestKey(word: string): string | undefined {
    const match = this.closest(word);
    if (match !== undefined) return match;
    const started = this.startedBy(word);
    return started.length === 1 ? started[0] : undefined;
  }

  /** The candidates `word` starts (at least MIN_PREFIX letters, any case), where none is close. */
  private startedBy(word: string): readonly string[] {
    if (word.length < MIN_PREFIX) return [];
    // Kept as `closest` keeps its answers: each unknown key is asked twice (its message, its echoes).
    const known = this.started.get(word);
    if (known) return known;
    const lower = word.toLowerCase();
    const started = this.candidates.filter((candidate) => candidate.toLowerCase().startsWith(lower));
    if (this.started.size < KEPT_ANSWERS) this.started.set(word, started);
    return started;
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

/** Candidates listed when none is near: a definition's 25 keys are too many to read in a line. */
const LISTED_AT_MOST = 8;
/** The fewest letters of a key taken for the start of a longer one (closestKey). */
const MIN_PREFIX = 3;

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
