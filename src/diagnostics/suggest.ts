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

/** ` (did you mean "x"?)` or nothing. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const match = closest(word, candidates);
  return match === undefined ? '' : ` (did you mean \`${match}\`?)`;
}
