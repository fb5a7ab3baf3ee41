#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/diagnostics/suggest.ts
function editLimit(candidate) {
  return Math.max(1, Math.min(3, Math.floor(candidate.length / 4)));
}
var MAX_CELLS = 5e7;
function distance(a, b, limit) {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let edits = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        edits = Math.min(edits, before[j - 2] + 1);
      row.push(edits);
      least = Math.min(least, edits);
    }
    if (least > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length];
}
var Nearest = class {
  constructor(candidates) {
    this.candidates = candidates;
    this.lowered = candidates.map((candidate) => candidate.toLowerCase());
  }
  candidates;
  lowered;
  cells = 0;
  closest(word) {
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
    return best < 0 ? void 0 : this.candidates[best];
  }
};
function closest(word, candidates) {
  return new Nearest([...candidates]).closest(word);
}
function didYouMean(word, candidates) {
  return meantSuffix(closest(word, candidates));
}
function meantSuffix(match) {
  return match === void 0 ? "" : ` (did you mean \`${match}\`?)`;
}
var KEPT_ANSWERS = 1e4;
var Suggestions = class {
  constructor(candidates) {
    this.candidates = candidates;
  }
  candidates;
  answers = /* @__PURE__ */ new Map();
  /** The candidates each word starts (closestKey), where `closest` finds none. */
  started = /* @__PURE__ */ new Map();
  listing;
  nearest;
  /** The candidates as a message lists them, "`a`, `b`", made once (an enum's issue lists them each time). */
  listed() {
    this.listing ??= this.candidates.map((candidate) => `\`${candidate}\``).join(", ");
    return this.listing;
  }
  closest(word) {
    if (this.answers.has(word)) return this.answers.get(word);
    this.nearest ??= new Nearest(this.candidates);
    const match = this.nearest.closest(word);
    if (this.answers.size < KEPT_ANSWERS) this.answers.set(word, match);
    return match;
  }
  /** ` (did you mean \`x\`?)` or nothing. */
  didYouMean(word) {
    return meantSuffix(this.closest(word));
  }
  /**
   * A key's closest candidate, else the one candidate it starts (at least 3 letters): `per` for
   * `perSeconds`, `desc` for `description`. A key is often written short; a value or a name is
   * not searched so.
   */
  closestKey(word) {
    const match = this.closest(word);
    if (match !== void 0) return match;
    const started = this.startedBy(word);
    return started.length === 1 ? started[0] : void 0;
  }
  /** The candidates `word` starts (at least MIN_PREFIX letters, any case), where none is close. */
  startedBy(word) {
    if (word.length < MIN_PREFIX) return [];
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
  didYouMeanOrListed(word) {
    const match = this.closestKey(word);
    if (match !== void 0) return meantSuffix(match);
    const started = this.startedBy(word);
    if (started.length > 1 && started.length <= LISTED_AT_MOST)
      return ` (did you mean one of ${started.map((key) => `\`${key}\``).join(", ")}?)`;
    if (this.candidates.length === 0 || this.candidates.length > LISTED_AT_MOST) return "";
    return ` (it takes ${this.listed()})`;
  }
};
var LISTED_AT_MOST = 8;
var MIN_PREFIX = 3;
var kept = /* @__PURE__ */ new WeakMap();
function suggestionsFor(owner, candidates) {
  let suggestions = kept.get(owner);
  if (!suggestions) {
    suggestions = new Suggestions(candidates());
    kept.set(owner, suggestions);
  }
  return suggestions;
}
function keySuggestions(shape) {
  return suggestionsFor(shape, () => Object.keys(shape));
}
function valueSuggestions(values) {
  return suggestionsFor(values, () => values.map(String));
}

export {
  closest,
  didYouMean,
  Suggestions,
  keySuggestions,
  valueSuggestions
};
