#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/diagnostics/suggest.ts
function distance(a, b, limit) {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}
function closest(word, candidates) {
  const lower = word.toLowerCase();
  let best;
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
function didYouMean(word, candidates) {
  const match = closest(word, candidates);
  return match === void 0 ? "" : ` (did you mean \`${match}\`?)`;
}

export {
  closest,
  didYouMean
};
