import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  endGroup,
  error,
  getInput,
  info,
  setFailed,
  setOutput,
  setSecret,
  startGroup,
  summary,
  warning
} from "./chunk-ZSIMOCTP.js";
import {
  __export
} from "./chunk-IFKE5EVY.js";

// src/github/markers.ts
var NAME = /^[a-z0-9][a-z0-9._/-]*$/i;
function hiddenMarker(name) {
  if (!NAME.test(name) || name.includes("--"))
    throw new Error(`marker name "${name}" must be letters, digits and . _ / -`);
  return `<!-- metrics-as-code:${name} -->`;
}
var COMMENT_MARKER = hiddenMarker("comment");
var REVIEWS_ISSUE_MARKER = hiddenMarker("reviews-issue");
function appliedMarker(marker) {
  const inner = /^<!--\s*(.*?)\s*-->$/.exec(marker.trim());
  return inner ? `<!-- ${inner[1]}:applied -->` : `${marker}<!-- applied -->`;
}

// src/action/main.ts
var main_exports = {};
__export(main_exports, {
  run: () => run
});
import { writeFile } from "node:fs/promises";
import { join as join2, posix as posix3, resolve as resolve2 } from "node:path";

// src/console/redact.ts
var REDACTED = "[REDACTED]";
var MIN_PARTIAL_ECHO = 8;
var MIN_SUBSTRING_KEY = 8;
function redact(text, secret) {
  if (secret.length === 0 || text.length === 0) return text;
  const { forms, needles } = echoForms(secret);
  if (!needles.some((needle) => text.includes(needle))) return text;
  const covered = new Uint8Array(text.length);
  for (const form of forms) mark(text, form, covered, secret.length < MIN_SUBSTRING_KEY);
  markTruncatedEchoes(text, secret, covered);
  let result = "";
  for (let index = 0; index < text.length; index += 1) {
    if (covered[index] === 0) result += text[index];
    else if (index === 0 || covered[index - 1] === 0) result += REDACTED;
  }
  return result;
}
var formsOf;
function echoForms(secret) {
  if (formsOf?.secret !== secret) {
    const forms = computeEchoForms(secret);
    const head = secret.length > MIN_PARTIAL_ECHO ? [secret.slice(0, MIN_PARTIAL_ECHO)] : [];
    const needles = [...forms, ...head];
    const jsonNeedles = needles.map((needle) => JSON.stringify(needle).slice(1, -1));
    formsOf = { secret, echo: { forms, needles, jsonNeedles } };
  }
  return formsOf.echo;
}
function computeEchoForms(secret) {
  const base64 = Buffer.from(secret, "utf8").toString("base64");
  return new Set(
    [
      secret,
      secret.toUpperCase(),
      secret.toLowerCase(),
      encodeURIComponent(secret),
      JSON.stringify(secret).slice(1, -1),
      base64,
      base64.replace(/=+$/, ""),
      base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
    ].filter((form) => form.length > 0)
  );
}
var WORD = /[A-Za-z0-9_-]/;
function mark(text, form, covered, whole) {
  for (let at2 = text.indexOf(form); at2 !== -1; at2 = text.indexOf(form, at2 + 1)) {
    const end = at2 + form.length;
    if (whole && (WORD.test(text[at2 - 1] ?? "") || WORD.test(text[end] ?? ""))) continue;
    covered.fill(1, at2, end);
  }
}
function markTruncatedEchoes(text, secret, covered) {
  if (secret.length <= MIN_PARTIAL_ECHO) return;
  const head = secret.slice(0, MIN_PARTIAL_ECHO);
  for (let at2 = text.indexOf(head); at2 !== -1; at2 = text.indexOf(head, at2 + 1)) {
    const length = commonPrefixLength(text, at2, secret);
    const rest = text.slice(at2 + length, at2 + length + 3);
    if (rest === "..." || rest.startsWith("\u2026")) covered.fill(1, at2, at2 + length);
  }
}
function commonPrefixLength(text, start, secret) {
  let length = 0;
  while (length < secret.length && text[start + length] === secret[length]) length += 1;
  return length;
}
function redactorFor(secret) {
  const redactor = (text) => redact(text, secret);
  redactor.mayEcho = (json) => secret.length > 0 && echoForms(secret).jsonNeedles.some((needle) => json.includes(needle));
  return redactor;
}
function redactValues(value, redactText) {
  if (typeof value === "string") return redactText(value);
  if (typeof value !== "object" || value === null) return value;
  if (redactText.mayEcho && !redactText.mayEcho(JSON.stringify(value))) return value;
  return redactWalk(value, redactText);
}
function redactWalk(value, redactText) {
  if (typeof value === "string") return redactText(value);
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    let copy2;
    value.forEach((entry, i) => {
      const redacted = redactWalk(entry, redactText);
      if (redacted === entry) return;
      copy2 ??= [...value];
      copy2[i] = redacted;
    });
    return copy2 ?? value;
  }
  let copy;
  for (const [key, entry] of Object.entries(value)) {
    const redacted = redactWalk(entry, redactText);
    if (redacted === entry) continue;
    copy ??= { ...value };
    Object.defineProperty(copy, key, {
      value: redacted,
      enumerable: true,
      writable: true,
      configurable: true
    });
  }
  return copy ?? value;
}

// src/outcome/exit-codes.ts
function exitCodeOf(outcome) {
  if (outcome.usage) return 2 /* Usage */;
  if (outcome.auth) return 4 /* Auth */;
  if (outcome.transient) return 3 /* Transient */;
  return outcome.errors > 0 ? 1 /* Findings */ : 0 /* Ok */;
}

// src/report/count.ts
function count(n, noun, plural = `${noun}s`) {
  return `${n} ${n === 1 ? noun : plural}`;
}

// src/outcome/failure.ts
var ToolError = class extends Error {
};
function failureOf(error3, redact2 = (text) => text) {
  if (error3 instanceof ToolError) {
    return { exitCode: error3.exitCode, rule: error3.rule, message: redact2(error3.message) };
  }
  const detail = process.env.METRICS_AS_CODE_DEBUG && error3 instanceof Error && error3.stack ? error3.stack : error3 instanceof Error ? error3.message : String(error3);
  return {
    exitCode: 2 /* Usage */,
    rule: "internal",
    message: redact2(`unexpected error: ${detail} (set METRICS_AS_CODE_DEBUG=1 for a stack trace)`)
  };
}
function runVerdict(exitCode, counts, failure2) {
  switch (exitCode) {
    case 0 /* Ok */:
      return "";
    case 1 /* Findings */:
      return `${count(counts.errors, "error")}${counts.failed > 0 ? `, ${counts.failed} failed` : ""}: the job summary lists every one`;
    case 2 /* Usage */:
      return `configuration problem: ${failure2?.message ?? "see the report"}`;
    case 3 /* Transient */:
      return failure2?.message ?? "the Console API was unavailable after retries; nothing is lost: run again";
    case 4 /* Auth */:
      return "the Console API refused the API key (check CONSOLE_API_KEY or the api-key secret)";
  }
}

// src/config/load-config.ts
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname as dirname2, isAbsolute as isAbsolute2, join, relative as relative2, resolve } from "node:path";

// src/contract/console-api.ts
var API_PREFIX = "/console/v1";
var METRICS_PATH = `${API_PREFIX}/metrics`;
var AUTH_HEADER = "SERVICE-API-KEY";
function baseUrlMeant(apiUrl) {
  let url2;
  try {
    url2 = new URL(apiUrl);
  } catch {
    return void 0;
  }
  const at2 = `${url2.pathname}/`.indexOf(`${API_PREFIX}/`);
  if (at2 === -1) return void 0;
  return `${url2.origin}${url2.pathname.slice(0, at2)}`;
}
function reviewsPath(dynamicConfigId) {
  return `${API_PREFIX}/dynamic_configs/${encodeURIComponent(dynamicConfigId)}/reviews`;
}
var REVIEW_STATUSES = [
  "pending",
  "accepted",
  "rejected",
  "committed",
  "changes_requested",
  "pending_webhook_validation",
  "failed_webhook_validation",
  "approved_webhook_validation"
];
var OPEN_REVIEW_STATUSES = [
  "pending",
  "changes_requested",
  "accepted",
  "pending_webhook_validation",
  "approved_webhook_validation",
  "failed_webhook_validation"
];
var SERVICE_RATE_WINDOWS = [
  { requests: 100, perSeconds: 10 },
  { requests: 900, perSeconds: 900 }
];
var UNIT_MS = { ms: 1, s: 1e3, m: 6e4, h: 36e5 };
function readRateWindows(spec) {
  const windows = [];
  for (const part of spec.split(",").map((item) => item.trim())) {
    if (part === "") continue;
    const match = /^(\d+)\/(\d+(?:\.\d+)?)?(ms|s|m|h)?$/.exec(part);
    const requests = Number(match?.[1]);
    const amount = match?.[2] === void 0 ? 1 : Number(match[2]);
    const windowMs = amount * (UNIT_MS[match?.[3] ?? "s"] ?? 1e3);
    if (!match || requests < 1 || windowMs <= 0) return { unreadable: part };
    windows.push({ requests, windowMs, label: part });
  }
  return windows;
}

// src/diagnostics/finding.ts
var MAX_PLACED_PER_DOCUMENT = 100;
var MAX_PLACED_PER_FILE = 1e3;
function asText(value) {
  if (isScalar(value)) return String(value);
  return Array.isArray(value) ? "a list" : "a mapping";
}
function isScalar(value) {
  return value === null || typeof value !== "object";
}
function excerpt(text) {
  return text.length > 60 ? `${text.slice(0, 60)}\u2026` : text;
}
function someOf(items, what, total = items.length) {
  const shown2 = items.slice(0, 3);
  const more = total - shown2.length;
  return more > 0 ? `${shown2.join(", ")} and ${more} more ${what}` : shown2.join(", ");
}
function dottedPath(path) {
  return path.join(".");
}
function parseFieldPath(text) {
  if (!text) return [];
  return text.replace(/\[(\d+)\]/g, ".$1").split(".").filter((segment) => segment.length > 0).map((segment) => /^\d+$/.test(segment) ? Number(segment) : segment);
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function sortDiagnostics(diagnostics) {
  return [...diagnostics].sort(
    (a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column
  );
}
function fileDiagnostic(file, severity, rule, message) {
  return { file, line: 1, column: 1, severity, rule, message, path: "" };
}

// src/diagnostics/locate.ts
function placeOffset(source, offset) {
  const { line, col } = source.lineCounter.linePos(offset);
  return { file: source.file, line, column: col };
}
function placeField(definition, path, target, defaults) {
  let own2 = definition.root;
  let inherited = defaults?.root;
  let deepest;
  let complete = true;
  for (const segment of path) {
    const ownEntry = childEntry(own2, segment);
    const mergesUnder = ownEntry === void 0 || ownEntry.value?.kind === "map";
    const inheritedEntry = mergesUnder ? childEntry(inherited, segment) : void 0;
    const inheritedCounts = inheritedEntry !== void 0 && (ownEntry === void 0 || inheritedEntry.value?.kind === "map");
    own2 = ownEntry?.value;
    inherited = inheritedCounts ? inheritedEntry.value : void 0;
    if (ownEntry) deepest = { source: definition, entry: ownEntry };
    else if (inheritedCounts && defaults) deepest = { source: defaults, entry: inheritedEntry };
    else {
      complete = false;
      break;
    }
  }
  if (!deepest) return placeOffset(definition, startOf(definition.root) ?? definition.fallbackOffset);
  return placeEntry(deepest.source, deepest.entry, complete ? target : "key");
}
function placeEntry(source, entry, target) {
  const keyStart = startOf(entry.key);
  const valueStart = startOf(entry.value);
  const offset = target === "key" ? keyStart ?? valueStart : valueStart ?? keyStart;
  return placeOffset(source, offset ?? source.fallbackOffset);
}
function childEntry(node, segment) {
  if (node?.kind === "map") {
    const name = String(segment);
    const pair = node.items.find((item) => item.name === name);
    return pair ? { key: pair.key, value: pair.value } : void 0;
  }
  if (node?.kind === "seq" && typeof segment === "number") {
    return segment >= 0 && segment < node.items.length ? { value: node.items[segment] ?? null } : void 0;
  }
  return void 0;
}
function hasPath(root, path) {
  let node = root;
  for (const segment of path) {
    const entry = childEntry(node, segment);
    if (!entry) return false;
    node = entry.value;
  }
  return true;
}
function startOf(node) {
  return node?.start;
}
function placeFinding(finding, source, defaults) {
  const place = placeField(source, finding.path, finding.target ?? "value", defaults);
  const fromDefaults = place.file !== source.file;
  return {
    file: place.file,
    line: place.line,
    column: place.column,
    severity: finding.severity,
    rule: finding.rule,
    message: fromDefaults ? `${finding.message}; it is set in \`defaults\`, which is merged under every definition` : finding.message,
    path: dottedPath(finding.path)
  };
}
function diagnosticAt(source, offset, severity, rule, message) {
  return diagnosticOf(placeOffset(source, offset), severity, rule, message);
}
function diagnosticOf(at2, severity, rule, message, path = "") {
  return { file: at2.file, line: at2.line, column: at2.column, severity, rule, message, path };
}
function moreProblems(source, offset, count2, severity, what) {
  return diagnosticAt(source, offset, severity, MORE_PROBLEMS, moreMessage(count2, what));
}
function moreMessage(count2, what) {
  return `${count2} more ${what} are not shown: fix the ones above first`;
}
var MORE_PROBLEMS = "file.more-problems";
function problemsIn(diagnostic) {
  if (diagnostic.rule !== MORE_PROBLEMS) return 1;
  return Number(/^\d+/.exec(diagnostic.message)?.[0] ?? 1);
}
function placeInFile(found, finding, source, defaults) {
  if (found.length > MAX_PLACED_PER_FILE) return COUNTED_ONLY[finding.severity];
  return placeFinding(finding, source, defaults);
}
var countedOnly = (severity) => Object.freeze({ file: "", line: 0, column: 0, severity, rule: "", message: "", path: "" });
var COUNTED_ONLY = { error: countedOnly("error"), warning: countedOnly("warning") };
function cappedByFile(diagnostics) {
  const sorted = sortDiagnostics(diagnostics);
  const capped2 = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start + 1;
    while (end < sorted.length && sorted[end].file === sorted[start].file) end++;
    for (const diagnostic of cappedForFile(sorted.slice(start, end))) capped2.push(diagnostic);
    start = end;
  }
  return capped2;
}
function cappedForFile(diagnostics) {
  if (diagnostics.length <= MAX_PLACED_PER_FILE) return diagnostics;
  const shown2 = diagnostics.slice(0, MAX_PLACED_PER_FILE);
  let count2 = 0;
  let severity = "warning";
  for (let i = MAX_PLACED_PER_FILE; i < diagnostics.length; i++) {
    count2 += problemsIn(diagnostics[i]);
    if (diagnostics[i].severity === "error") severity = "error";
  }
  const at2 = diagnostics[MAX_PLACED_PER_FILE];
  shown2.push(diagnosticOf(at2, severity, MORE_PROBLEMS, moreMessage(count2, "problems in this file")));
  return shown2;
}
var FileCaps = class {
  /** `placed`: the diagnostics so far; `defaults`: the config's, whose values are placed in the config. */
  constructor(placed, defaults) {
    this.defaults = defaults;
    for (const diagnostic of placed) this.add(diagnostic);
  }
  defaults;
  /** Per file, the lines of its first MAX_PLACED_PER_FILE + 1 diagnostics so far, sorted. */
  first = /* @__PURE__ */ new Map();
  add({ file, line }) {
    const lines = this.first.get(file) ?? [];
    if (lines.length === 0) this.first.set(file, lines);
    if (lines.length > MAX_PLACED_PER_FILE && line >= lines.at(-1)) return;
    let at2 = lines.length;
    while (at2 > 0 && lines[at2 - 1] > line) at2--;
    lines.splice(at2, 0, line);
    if (lines.length > MAX_PLACED_PER_FILE + 1) lines.pop();
  }
  /**
   * A finding at `path` of the definition that starts at `start`, counted there when it is past
   * its file's cap (neither shown nor where the count stands: MAX_PLACED_PER_FILE + 1 diagnostics
   * lie on lines above the definition); undefined when it must be placed. A value from the
   * config's `defaults` is placed in the config file, under another cap, so it always is.
   */
  counted(start, path, severity, rule) {
    if (path.length === 0 || Object.hasOwn(this.defaults, path[0])) return void 0;
    const lines = this.first.get(start.file);
    if (lines === void 0 || lines.length <= MAX_PLACED_PER_FILE || lines.at(-1) >= start.line)
      return void 0;
    const { file, line, column } = start;
    return { file, line, column, severity, rule, message: "", path: "" };
  }
};

// src/diagnostics/rule-tag.ts
var SEPARATOR = "";
function ruleError(rule, message) {
  return { error: `${rule}${SEPARATOR}${message}` };
}
function splitRuleMessage(message, fallbackRule) {
  const at2 = message.indexOf(SEPARATOR);
  if (at2 < 0) return { rule: fallbackRule, message };
  return { rule: message.slice(0, at2), message: message.slice(at2 + 1) };
}

// src/diagnostics/suggest.ts
function editLimit(candidate) {
  return Math.max(1, Math.min(3, Math.floor(candidate.length / 4)));
}
var MAX_LIMIT = 3;
var OVER = MAX_LIMIT + 1;
var BAND = 2 * MAX_LIMIT + 1;
var MAX_WALKED = 256;
var EMPTY_PREFIX_ROW = Array.from(
  { length: BAND },
  (_, k) => k >= MAX_LIMIT ? k - MAX_LIMIT : OVER
);
var Nearest = class {
  constructor(candidates) {
    this.candidates = candidates;
    const lowered = candidates.map((candidate) => candidate.toLowerCase());
    const order = lowered.map((_, index) => index).sort((a, b) => lowered[a] < lowered[b] ? -1 : lowered[a] > lowered[b] ? 1 : a - b);
    this.sorted = order.map((index) => lowered[index]);
    this.original = Int32Array.from(order);
    for (const [index, lower] of lowered.entries()) if (!this.exact.has(lower)) this.exact.set(lower, index);
    this.lengths = new Set(lowered.map((lower) => lower.length));
  }
  candidates;
  /** The candidates in lower case, sorted. */
  sorted;
  /** The index among the candidates of each of `sorted`. */
  original;
  /** The first listed candidate of each lower case. */
  exact = /* @__PURE__ */ new Map();
  lengths;
  closest(word) {
    const lower = word.toLowerCase();
    const same = this.exact.get(lower);
    if (same !== void 0) return this.candidates[same];
    if (!this.near(lower.length)) return void 0;
    const answer = { index: -1, score: OVER };
    const pending = Array.from({ length: OVER }, () => []);
    pending[0].push({ length: 0, from: 0, to: this.sorted.length, row: EMPTY_PREFIX_ROW, least: 0 });
    for (let walked = 0; walked < MAX_WALKED; walked++) {
      const prefix = pending.find((prefixes) => prefixes.length > 0)?.pop();
      if (!prefix || prefix.least > answer.score) break;
      const from = this.measureWhole(prefix, lower, answer);
      this.pushLonger(prefix, from, lower, Math.min(answer.score, MAX_LIMIT), pending);
    }
    return answer.index < 0 ? void 0 : this.candidates[answer.index];
  }
  /** Whether a candidate is as long as a word `length` long, give or take MAX_LIMIT. */
  near(length) {
    for (let other = length - MAX_LIMIT; other <= length + MAX_LIMIT; other++)
      if (this.lengths.has(other)) return true;
    return false;
  }
  /**
   * The candidates that are the prefix itself (they sort first) measured; where the longer
   * ones start.
   */
  measureWhole(prefix, lower, answer) {
    const k = lower.length - prefix.length + MAX_LIMIT;
    const score = k >= 0 && k < BAND ? prefix.row[k] : OVER;
    let i = prefix.from;
    for (; i < prefix.to && this.sorted[i].length === prefix.length; i++) {
      const index = this.original[i];
      if (score > editLimit(this.candidates[index])) continue;
      if (score < answer.score || score === answer.score && index < answer.index) {
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
  pushLonger(prefix, from, lower, most, pending) {
    const at2 = prefix.length;
    const next = lower.charCodeAt(at2);
    let nextPrefix;
    for (let start = from; start < prefix.to; ) {
      const letter = this.sorted[start].charCodeAt(at2);
      const end = this.groupEnd(start, prefix.to, at2, letter);
      const longer = stepped(prefix, start, end, letter, lower);
      start = end;
      if (longer.least > most) continue;
      if (letter === next) nextPrefix = longer;
      else pending[longer.least].push(longer);
    }
    if (nextPrefix) pending[nextPrefix.least].push(nextPrefix);
  }
  /** The first of the sorted [start, to) whose letter at `at` comes after `letter`. */
  groupEnd(start, to, at2, letter) {
    let low = start;
    let high = to;
    while (low < high) {
      const middle = low + high >>> 1;
      if (this.sorted[middle].charCodeAt(at2) > letter) high = middle;
      else low = middle + 1;
    }
    return low;
  }
};
function stepped(prefix, from, to, letter, word) {
  const above = prefix.row;
  const length = prefix.length + 1;
  const row = [];
  let least = OVER;
  for (let k = 0; k < BAND; k++) {
    const j = length - MAX_LIMIT + k;
    let edits = OVER;
    if (j === 0) edits = Math.min(length, OVER);
    else if (j > 0 && j <= word.length) {
      const replaced = above[k] + (word.charCodeAt(j - 1) === letter ? 0 : 1);
      const dropped = (k + 1 < BAND ? above[k + 1] : OVER) + 1;
      const added = (k > 0 ? row[k - 1] : OVER) + 1;
      const swapped = j > 1 && prefix.before && letter === word.charCodeAt(j - 2) && prefix.last === word.charCodeAt(j - 1) ? prefix.before[k] + 1 : OVER;
      edits = Math.min(replaced, dropped, added, swapped, OVER);
    }
    row.push(edits);
    if (edits < least) least = edits;
  }
  return { length, from, to, row, least, before: above, last: letter };
}
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

// src/diagnostics/yaml-hints.ts
function syntaxHint({ code, message, text, at: at2, line }) {
  switch (code) {
    case "BLOCK_AS_IMPLICIT_KEY":
      return colonInValueHint(text, at2) || deeperLineHint(text, at2);
    case "BAD_SCALAR_START":
      return reservedStartHint(text, at2);
    case "BAD_INDENT":
      return unclosedHint(message, text, at2, line);
    case "MISSING_CHAR":
      return unclosedQuoteHint(message, text, at2, line) || unclosedHint(message, text, at2, line) || (message.startsWith("Implicit map keys need") ? noSpaceAfterColonHint(text, at2) : "");
    case "UNEXPECTED_TOKEN":
      return afterQuoteHint(text, at2);
    case "MULTILINE_IMPLICIT_KEY":
      return noSpaceAfterColonHint(text, at2);
    default:
      return "";
  }
}
function colonInValueHint(text, at2) {
  const { key, value } = valueOnLine(text, at2);
  if (!/: /.test(value)) return "";
  return `; a \`: \` inside a value starts a mapping: put the value in quotes${quoted(key, value)}`;
}
function deeperLineHint(text, at2) {
  const { key, keyColumn } = valueOnLine(text, at2);
  const lineEnd = text.indexOf("\n", at2);
  const next = lineEnd === -1 ? void 0 : /^([ \t]*)([\w.-]+):/.exec(text.slice(lineEnd + 1));
  if (key === void 0 || keyColumn === void 0 || !next || next[1].length <= keyColumn) return "";
  return `; \`${next[2]}\` is indented deeper than \`${key}\` above it, so YAML reads it as part of \`${key}\`'s value: indent the keys of one mapping alike`;
}
function noSpaceAfterColonHint(text, at2) {
  const start = text.lastIndexOf("\n", at2 - 1) + 1;
  const end = text.indexOf("\n", at2);
  const line = text.slice(start, end === -1 ? void 0 : end).replace(/^[ \t]*(?:- )?/, "");
  const meant = keyWithoutSpace(line);
  return meant ? `; ${keyWithoutSpaceHint(meant, "the line")}` : "";
}
function keyWithoutSpace(written) {
  const parts = /^([\w.-]+):([^\s:/#][^\n#]*)$/.exec(written);
  return parts ? { key: parts[1], value: parts[2].trimEnd() } : void 0;
}
function keyWithoutSpaceHint({ key, value }, what, within) {
  const why = `has no space after its \`:\`, so YAML reads ${what} as text, not a key`;
  if (value.length > 60 || value.includes("`")) return `\`${key}:\` ${why}: put a space after the \`:\``;
  const meant = within === void 0 ? `${key}: ${value}` : `${within}: {${key}: ${value}}`;
  return `\`${key}:${value}\` ${why}: write \`${meant}\``;
}
function reservedStartHint(text, at2) {
  const { key, value } = valueOnLine(text, at2);
  return /^[@`]/.test(value) ? `; put the value in quotes${quoted(key, value)}` : "";
}
function unclosedHint(message, text, at2, line) {
  const end = message.at(-1);
  if (end !== "]" && end !== "}") return "";
  const open = end === "]" ? "[" : "{";
  const opened = text.lastIndexOf(open, Math.max(0, at2 - 1));
  if (opened === -1) return "";
  return `; the \`${open}\` on line ${line(opened)} is not closed: end it with \`${end}\` on that line, or indent the lines it goes on to`;
}
function unclosedQuoteAt(message, text, at2) {
  const quote = /^Missing closing (["'])quote/.exec(message)?.[1];
  if (quote === void 0) return void 0;
  for (let i = text.lastIndexOf(quote, at2 - 1); i !== -1; i = text.lastIndexOf(quote, i - 1)) {
    if (quote === '"' && !escapedAt(text, i)) return i;
    if (quote === "'") {
      if (text[i - 1] !== "'") return i;
      i--;
    }
  }
  return void 0;
}
function escapedAt(text, i) {
  let slashes = 0;
  while (text[i - 1 - slashes] === "\\") slashes++;
  return slashes % 2 === 1;
}
function unclosedQuoteHint(message, text, at2, line) {
  const opened = unclosedQuoteAt(message, text, at2);
  if (opened === void 0) return "";
  const quote = text[opened];
  return `; the \`${quote}\` on line ${line(opened)} is not closed, so YAML read everything after it as its value: end the value with \`${quote}\` on that line`;
}
function afterQuoteHint(text, at2) {
  const lineStart = text.lastIndexOf("\n", at2 - 1) + 1;
  const before = /^[ \t-]*[\w.-]+:[ \t]*(["'])/.exec(text.slice(lineStart, at2));
  if (!before) return "";
  return before[1] === '"' ? "; a double-quoted value ends at the next `\"`: write a `\"` inside it as `\\\"`, or quote the value with `'` and write a `'` inside it as `''`" : "; a single-quoted value ends at the next `'`: write a `'` inside it as `''`";
}
function unresolvedAliasHint(text, at2, documentStart) {
  const { key, value } = valueOnLine(text, at2);
  const name = /^\*([^\s,[\]{}]+)/.exec(value)?.[1];
  const anchored = name !== void 0 && text.includes(`&${name}`, documentStart);
  if (name !== void 0 && !anchored && key !== void 0 && key !== "<<")
    return `; a value that starts with \`*\` names an anchor (\`&name\`): if it is text, put it in quotes${quoted(key, value)}`;
  return "; `<<:` merges a mapping, and an anchor (`&name`) is seen only in its own YAML document: set it on a mapping above the alias, after the last `---`";
}
function quoted(key, value) {
  const plain = !/["\\]/.test(value) && !/ #|`/.test(value.slice(1));
  return key !== void 0 && value.length <= 60 && plain ? `: \`${key}: "${value}"\`` : "";
}
function valueOnLine(text, at2) {
  const lineEnd = text.indexOf("\n", at2);
  const value = text.slice(at2, lineEnd === -1 ? text.length : lineEnd).trimEnd();
  const lineStart = text.lastIndexOf("\n", at2 - 1) + 1;
  const before = /^([ \t-]*)([\w.<-]+):[ \t]*$/.exec(text.slice(lineStart, at2));
  return { key: before?.[2], keyColumn: before?.[1]?.length, value };
}

// src/diagnostics/schema-findings.ts
var WORDED_HERE = /* @__PURE__ */ new Set([
  "unrecognized_keys",
  "invalid_type",
  "invalid_value",
  "invalid_union",
  "too_small",
  "too_big"
]);
function schemaFindings(issues, root, subject) {
  const findings = [];
  for (const issue2 of issues)
    for (const finding of issueFindings(issue2, root, subject)) findings.push(finding);
  return withoutMeantRequired(findings, root);
}
function withoutMeantRequired(findings, root) {
  if (!findings.some((finding) => finding.rule === "schema.required")) return findings;
  const meant = new Set(meantPaths(findings, root).map((path) => dottedPath(path)));
  if (meant.size === 0) return findings;
  return findings.filter(
    (finding) => finding.rule !== "schema.required" || !meant.has(dottedPath(finding.path))
  );
}
function meantPaths(findings, root) {
  return findings.filter((finding) => finding.rule === "schema.unknown-key").slice(0, SUGGESTED_KEYS).flatMap((finding) => {
    const key = meantKey(root, finding.path);
    return key === void 0 ? [] : [[...finding.path.slice(0, -1), key]];
  });
}
function issueFindings(issue2, root, subject) {
  const path = issue2.path.map((segment) => typeof segment === "symbol" ? String(segment) : segment);
  const field = dottedPath(path) || subject.definite;
  const error3 = (rule, message, target = "value") => ({
    rule,
    severity: "error",
    path,
    message,
    target
  });
  switch (issue2.code) {
    case "unrecognized_keys": {
      const message = unknownKeyMessages(path, root, subject);
      return issue2.keys.map((key, i) => ({
        rule: "schema.unknown-key",
        severity: "error",
        path: [...path, key],
        target: "key",
        message: message(key, i < SUGGESTED_KEYS)
      }));
    }
    case "invalid_type":
      if (issue2.input === void 0) {
        return [error3("schema.required", `${field} is required`, "key")];
      }
      return [
        error3(
          "schema.type",
          `${field} must be ${article(issue2.expected)}, not ${kindOf(issue2.input)}${typeHint(root, path, issue2.expected, issue2.input, subject)}`
        )
      ];
    case "invalid_value": {
      const values = valueSuggestions(issue2.values);
      const allowed = values.listed();
      if (issue2.input === void 0)
        return [error3("schema.required", `${field} is required: one of ${allowed}`, "key")];
      const got = isScalar(issue2.input) ? String(issue2.input) : void 0;
      const hint = subject.valueHint?.(path, issue2.input, "schema.enum") ?? (got === void 0 ? "" : spelledAs(subject, path, got) ?? values.didYouMean(got));
      const shown2 = got === void 0 ? kindOf(issue2.input) : `\`${excerpt(got)}\``;
      return [error3("schema.enum", `${field} must be one of ${allowed}; got ${shown2}${hint}`)];
    }
    case "invalid_union": {
      const inside = branchOfItsKind(issue2);
      if (inside)
        return schemaFindings(
          inside.map((inner) => ({ ...inner, path: [...issue2.path, ...inner.path] })),
          root,
          subject
        );
      const hint = subject.valueHint?.(path, issue2.input, "schema.type") ?? "";
      return [error3("schema.type", `${field} has the wrong type: ${unionExpectation(issue2)}${hint}`)];
    }
    case "too_small":
    case "too_big": {
      const fallback = `schema.${issue2.code.replace("_", "-")}`;
      const { rule, message } = splitRuleMessage(issue2.message, fallback);
      const said = rule === fallback ? boundMessage(issue2) : message;
      const hint = subject.valueHint?.(path, issue2.input, rule) ?? "";
      return [error3(rule, `${field} ${said}${said === NOT_EMPTY ? "" : measured(issue2)}${hint}`)];
    }
    case "invalid_format":
    case "custom": {
      const { rule, message } = splitRuleMessage(issue2.message, `schema.${issue2.code.replace("_", "-")}`);
      const hint = subject.valueHint?.(path, issue2.input, rule) ?? "";
      return [error3(rule, `${field} ${message}${measured(issue2)}${hint}`)];
    }
    default:
      return [error3(`schema.${String(issue2.code).replace("_", "-")}`, `${field}: ${issue2.message}`)];
  }
}
var NOT_EMPTY = "must not be empty";
function boundMessage(issue2) {
  const small = issue2.code === "too_small";
  const bound = Number(small ? issue2.minimum : issue2.maximum);
  const side = small ? "at least" : "at most";
  switch (issue2.origin) {
    case "string":
      return small && bound === 1 ? NOT_EMPTY : `must be ${side} ${bound} characters long`;
    case "array":
      return small && bound === 1 ? "must list at least one" : `must list ${side} ${bound}`;
    default: {
      const strict = issue2.inclusive === false;
      return `must be ${strict ? small ? "more than" : "less than" : side} ${bound}`;
    }
  }
}
function measured(issue2) {
  if (issue2.code !== "too_small" && issue2.code !== "too_big") return "";
  const input = issue2.input;
  if (typeof input === "string") return `; it has ${input.length}`;
  if (typeof input === "number") return `; got ${input}`;
  return "";
}
var SUGGESTED_KEYS = 200;
function unknownKeyMessages(parent, root, subject) {
  const hints = subject.topLevelHints;
  const known = keySuggestions(shapeAt(root, parent) ?? NO_KEYS);
  const where = parent.length === 0 ? subject.indefinite : `\`${excerpt(dottedPath(parent))}\``;
  return (key, suggest) => {
    const hint = parent.length === 0 && hints && Object.hasOwn(hints, key) ? hints[key] : void 0;
    if (hint) return hint;
    if (key === "")
      return `a key without a name (\`~:\`, \`null:\` or \`:\` alone) in ${where}: name it or remove it`;
    return `unknown key \`${excerpt(key)}\` in ${where}${suggest ? known.didYouMeanOrListed(key) : ""}`;
  };
}
function meantKey(root, path) {
  const key = path.at(-1);
  if (typeof key !== "string") return void 0;
  return keySuggestions(shapeAt(root, path.slice(0, -1)) ?? NO_KEYS).closestKey(key);
}
var NO_KEYS = Object.freeze({});
function shapeAt(root, path) {
  const def = nodeAt(root, path, "object")?._zod.def;
  return def?.type === "object" ? def.shape : void 0;
}
function listItemAt(root, path) {
  const def = nodeAt(root, path, "array")?._zod.def;
  return def?.type === "array" ? unwrap(def.element) : void 0;
}
function onlyRequiredKey(node) {
  const required2 = requiredKeys(node);
  return required2.length === 1 ? required2[0][0] : void 0;
}
function requiredKeys(node) {
  const def = node?._zod.def;
  if (def?.type !== "object" || !def.shape) return [];
  return Object.entries(def.shape).filter(([, value]) => value._zod.optin === void 0);
}
var SCALAR_TYPES = /* @__PURE__ */ new Set(["string", "number", "int", "boolean", "enum", "literal"]);
function nodeAt(root, path, want) {
  let node = root;
  for (const segment of path) {
    node = unwrap(node, typeof segment === "number" ? "array" : "object");
    if (!node) return void 0;
    const def = node._zod.def;
    if (typeof segment === "number") node = def.type === "array" ? def.element : void 0;
    else
      node = def.type === "object" && def.shape && Object.hasOwn(def.shape, segment) ? def.shape[segment] : void 0;
  }
  return unwrap(node, want);
}
var WRAPPER_TYPES = /* @__PURE__ */ new Set(["optional", "nullable", "default", "prefault"]);
function unwrap(node, want) {
  let current = node;
  while (current) {
    const def = current._zod.def;
    if (WRAPPER_TYPES.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else if (def.type === "union" && want && def.options) {
      const ofKind = def.options.filter((option) => unwrap(option)?._zod.def.type === want);
      return ofKind.length === 1 ? unwrap(ofKind[0]) : void 0;
    } else return current;
  }
  return current;
}
function branchOfItsKind(issue2) {
  const ofItsKind = issue2.errors.filter(
    (branch) => branch.length > 0 && !branch.some((inner) => inner.code === "invalid_type" && inner.path.length === 0)
  );
  return ofItsKind.length === 1 ? ofItsKind[0] : void 0;
}
function unionExpectation(issue2) {
  const expected = /* @__PURE__ */ new Set();
  for (const branch of issue2.errors) {
    for (const inner of branch) {
      if (inner.code === "invalid_type" && inner.path.length === 0) expected.add(article(inner.expected));
      else if (inner.path.length > 0)
        expected.add(
          `a list of ${article(describeExpected(inner))}`.replace(/^a list of an? /, "a list of ")
        );
    }
  }
  const input = issue2.input;
  const list = [...expected];
  return `expected ${list.join(" or ") || "another type"}, not ${kindOf(input)}`;
}
function describeExpected(issue2) {
  return issue2.code === "invalid_type" ? `${issue2.expected}s` : "values";
}
function article(expected) {
  const names = {
    int: "an integer",
    number: "a number",
    string: "a string",
    boolean: "true or false",
    array: "a list",
    object: "a mapping",
    null: "null"
  };
  return names[expected] ?? `a ${expected}`;
}
function kindOf(value) {
  if (value === null) return "null";
  if (value === void 0) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string")
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}\u2026` : value)}`;
  if (typeof value === "number")
    return Number.isInteger(value) ? `the integer ${value}` : `the number ${value}`;
  return `${typeof value} ${String(value)}`;
}
function typeHint(root, path, expected, input, subject) {
  return spaceHint(root, path, input) ?? subject.valueHint?.(path, input, "schema.type") ?? nullHint(path, input) ?? listHint(root, path, input) ?? oneItemHint(root, path, input) ?? mappingHint(root, path, input) ?? unitHint(expected, input, path) ?? quoteHint(expected, input, path);
}
function spaceHint(root, path, input) {
  const meant = typeof input === "string" ? keyWithoutSpace(input) : void 0;
  const shape = meant && shapeAt(root, path);
  if (!shape || !Object.hasOwn(shape, meant.key)) return void 0;
  const field = path.at(-1);
  return `: ${keyWithoutSpaceHint(meant, "it", typeof field === "string" ? field : void 0)}`;
}
function nullHint(path, input) {
  if (input !== null || typeof path.at(-1) !== "string") return void 0;
  return ": a key with no value (or `null`) is null; write its value, or remove the line";
}
function listHint(root, path, input) {
  const key = path.at(-1);
  const item = listItemAt(root, path);
  if (typeof key !== "string" || !isScalar(input) || !item) return void 0;
  const text = String(input);
  if (text.includes("\n")) return void 0;
  const mapping = SCALAR_TYPES.has(item._zod.def.type) ? void 0 : itemMapping(item);
  if (!SCALAR_TYPES.has(item._zod.def.type) && !mapping) return void 0;
  const values = typeof input === "string" ? text.split(/,\s*/).map(flowScalar) : [text];
  const items = mapping ? values.map(mapping.write) : values;
  return `: write \`${key}: [${excerpt(items.join(", "))}]\`${mapping?.note ?? ""}`;
}
function oneItemHint(root, path, input) {
  const key = path.at(-1);
  const item = listItemAt(root, path);
  if (typeof key !== "string" || isScalar(input) || Array.isArray(input) || item?._zod.def.type !== "object")
    return void 0;
  return `: a list of one is written with \`- \` before its first key (\`${excerpt(key)}:\`, then \`  - ${excerpt(Object.keys(input)[0] ?? "name")}: \u2026\`)`;
}
function flowScalar(text) {
  const plain = /^[^\s\-?:,[\]{}#&*!|>'"%@`]/.test(text) && !/[,[\]{}]|: | #|\s$/.test(text) && !/^(?:[-+]?[\d.]|true$|false$|null$|~$|yes$|no$|on$|off$)/i.test(text);
  return plain ? text : JSON.stringify(text);
}
function mappingHint(root, path, input) {
  const field = path.at(-1);
  const node = nodeAt(root, path, "object");
  if (!isScalar(input) || String(input).includes("\n")) return void 0;
  const value = excerpt(flowScalar(String(input)));
  if (typeof field === "number") return itemHint(node, value);
  const key = onlyRequiredKey(node);
  return key === void 0 ? void 0 : `: write \`${field}: {${key}: ${value}}\``;
}
function itemHint(node, value) {
  const mapping = itemMapping(node);
  return mapping && `: write \`${mapping.write(value)}\`${mapping.note}`;
}
function itemMapping(node) {
  const required2 = requiredKeys(node);
  const named = required2.findIndex(([, key]) => unwrap(key)?._zod.def.type === "string");
  if (named === -1) return void 0;
  const choices = required2.flatMap(([key, schema]) => {
    const def = unwrap(schema)?._zod.def;
    const values = def?.type === "enum" && def.entries ? Object.values(def.entries) : [];
    return values.length > 0 ? [`${key} is one of ${values.map((v) => `\`${String(v)}\``).join(", ")}`] : [];
  });
  return {
    write: (value) => `{${required2.map(([key], i) => `${key}: ${i === named ? value : "\u2026"}`).join(", ")}}`,
    note: choices.length > 0 ? ` (${choices.join("; ")})` : ""
  };
}
var UNIT_SECONDS = new Map(
  [
    [1e-3, ["ms"]],
    [1, ["s", "sec", "secs", "second", "seconds"]],
    [60, ["m", "min", "mins", "minute", "minutes"]],
    [3600, ["h", "hr", "hrs", "hour", "hours"]],
    [86400, ["d", "day", "days"]],
    [604800, ["w", "week", "weeks"]]
  ].flatMap(([seconds, words]) => words.map((word) => [word, seconds]))
);
var FIELD_UNIT = /(Ms|Seconds|Minutes|Hours|Days)$/;
function unitHint(expected, input, path) {
  const field = path.at(-1);
  if (expected !== "number" || typeof input !== "string" || typeof field !== "string") return void 0;
  const written = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)\s*$/i.exec(input);
  const unit = FIELD_UNIT.exec(field)?.[1]?.toLowerCase();
  const fieldSeconds = unit === void 0 ? void 0 : UNIT_SECONDS.get(unit);
  const seconds = written ? UNIT_SECONDS.get(written[2].toLowerCase()) : void 0;
  if (!written || fieldSeconds === void 0 || seconds === void 0) return void 0;
  const value = Number(written[1]) * seconds / fieldSeconds;
  if (!Number.isFinite(value) || Math.round(value * 1e3) !== value * 1e3) return void 0;
  return `: write \`${field}: ${value}\` (a number of ${unit === "ms" ? "milliseconds" : unit})`;
}
function quoteHint(expected, input, path) {
  if (expected === "string" && (typeof input === "number" || typeof input === "boolean"))
    return ": put it in quotes to make it text";
  const truth = typeof input === "string" ? YAML_1_1_BOOLEANS.get(input.toLowerCase()) : void 0;
  if (expected !== "boolean" || truth === void 0) return "";
  return `: write \`${String(path.at(-1))}: ${truth}\` (YAML reads \`${excerpt(String(input))}\` as text)`;
}
var YAML_1_1_BOOLEANS = new Map([
  ...["yes", "y", "on", "true"].map((word) => [word, true]),
  ...["no", "n", "off", "false"].map((word) => [word, false])
]);
function spelledAs(subject, path, got) {
  const { spellings } = subject;
  const field = path.at(-1);
  if (!spellings || typeof field !== "string") return void 0;
  const where = path.filter((part) => typeof part === "string").join(".");
  const key = Object.hasOwn(spellings, where) ? where : Object.hasOwn(spellings, field) ? field : void 0;
  const table = key === void 0 ? void 0 : spellings[key];
  const word = got.toLowerCase();
  return table && Object.hasOwn(table, word) ? ` (did you mean ${table[word]}?)` : void 0;
}

// src/diagnostics/source-text.ts
var MAX_FILE_BYTES = 1024 * 1024;
var utf8 = new TextDecoder("utf-8", { fatal: true });
function decodeSource(content, size) {
  const bytes = typeof content === "string" ? void 0 : content;
  const byteLength = size ?? (bytes ? bytes.byteLength : Buffer.byteLength(content));
  if (byteLength > MAX_FILE_BYTES) {
    return refuse(
      "file.too-large",
      `file is ${formatBytes(byteLength)}, over the ${formatBytes(MAX_FILE_BYTES)} limit for a definition file: split it into several files`
    );
  }
  if (!bytes) return checkText(content);
  if (isUtf16(bytes)) {
    return refuse("file.encoding", "file is UTF-16 encoded; save it as UTF-8");
  }
  if (bytes.includes(0)) {
    return refuse("file.binary", "file looks binary (it holds NUL bytes), not YAML: remove it or exclude it");
  }
  try {
    return { ok: true, text: utf8.decode(bytes) };
  } catch {
    return notUtf8(bytes);
  }
}
function checkText(text) {
  if (text.includes("\0")) {
    return refuse(
      "file.binary",
      "file looks binary (it holds NUL characters), not YAML: remove it or exclude it"
    );
  }
  return { ok: true, text: text.charCodeAt(0) === 65279 ? text.slice(1) : text };
}
function refuse(rule, message, line = 1, column = 1) {
  return { ok: false, rule, message, line, column };
}
function isUtf16(bytes) {
  return bytes.length >= 2 && (bytes[0] === 255 && bytes[1] === 254 || bytes[0] === 254 && bytes[1] === 255);
}
function notUtf8(bytes) {
  const at2 = firstInvalidUtf8(bytes);
  const before = new TextDecoder("utf-8").decode(bytes.subarray(0, at2));
  const lineStart = before.lastIndexOf("\n") + 1;
  const line = countNewlines(before) + 1;
  const column = before.length - lineStart + 1;
  const byte = (bytes[at2] ?? 0).toString(16).toUpperCase().padStart(2, "0");
  return refuse(
    "file.encoding",
    `file is not valid UTF-8 (byte 0x${byte} at line ${line}, column ${column}); save it as UTF-8`,
    line,
    column
  );
}
function countNewlines(text) {
  let count2 = 0;
  for (let at2 = text.indexOf("\n"); at2 >= 0; at2 = text.indexOf("\n", at2 + 1)) count2++;
  return count2;
}
function firstInvalidUtf8(bytes) {
  let i = 0;
  while (i < bytes.length) {
    const length = sequenceLength(bytes, i);
    if (length === 0) return i;
    i += length;
  }
  return bytes.length;
}
function sequenceLength(bytes, i) {
  const b0 = bytes[i];
  if (b0 < 128) return 1;
  const [length, low, high] = leadRange(b0);
  if (length === 0 || i + length > bytes.length) return 0;
  const b1 = bytes[i + 1];
  if (b1 < low || b1 > high) return 0;
  for (let k = 2; k < length; k++) {
    const b = bytes[i + k];
    if (b < 128 || b > 191) return 0;
  }
  return length;
}
function leadRange(b0) {
  if (b0 >= 194 && b0 <= 223) return [2, 128, 191];
  if (b0 === 224) return [3, 160, 191];
  if (b0 === 237) return [3, 128, 159];
  if (b0 >= 225 && b0 <= 239) return [3, 128, 191];
  if (b0 === 240) return [4, 144, 191];
  if (b0 >= 241 && b0 <= 243) return [4, 128, 191];
  if (b0 === 244) return [4, 128, 143];
  return [0, 0, 0];
}
function formatBytes(bytes) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, "")} KiB`;
  return `${bytes} bytes`;
}

// node_modules/js-yaml/dist/js-yaml.mjs
var NOT_RESOLVED = /* @__PURE__ */ Symbol("NOT_RESOLVED");
function defineScalarTag(tagName, options) {
  return {
    tagName,
    nodeKind: "scalar",
    implicit: options.implicit ?? false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    implicitFirstChars: options.implicitFirstChars ?? null,
    resolve: options.resolve,
    identify: options.identify,
    represent: options.represent ?? ((data) => String(data)),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
function defineSequenceTag(tagName, options) {
  const carrierIsResult = options.finalize === void 0;
  return {
    tagName,
    nodeKind: "sequence",
    implicit: false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    create: options.create,
    addItem: options.addItem,
    finalize: options.finalize ?? ((carrier) => carrier),
    carrierIsResult,
    identify: options.identify,
    represent: options.represent ?? ((data) => data),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
function defineMappingTag(tagName, options) {
  const carrierIsResult = options.finalize === void 0;
  return {
    tagName,
    nodeKind: "mapping",
    implicit: false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    create: options.create,
    addPair: options.addPair,
    has: options.has,
    keys: options.keys,
    get: options.get,
    finalize: options.finalize ?? ((carrier) => carrier),
    carrierIsResult,
    identify: options.identify,
    represent: options.represent ?? ((data) => data),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
var strTag = defineScalarTag("tag:yaml.org,2002:str", {
  resolve: (source) => source,
  identify: (data) => typeof data === "string"
});
var NULL_VALUES$1 = [
  "",
  "~",
  "null",
  "Null",
  "NULL"
];
var nullCoreTag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: [
    "",
    "~",
    "n",
    "N"
  ],
  resolve: (source) => {
    if (NULL_VALUES$1.indexOf(source) !== -1) return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var nullJsonTag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: ["n"],
  resolve: (source, isExplicit) => {
    if (source === "null" || isExplicit && source === "") return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var NULL_VALUES = [
  "",
  "~",
  "null",
  "Null",
  "NULL"
];
var nullYaml11Tag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: [
    "",
    "~",
    "n",
    "N"
  ],
  resolve: (source) => {
    if (NULL_VALUES.indexOf(source) !== -1) return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var TRUE_VALUES$2 = [
  "true",
  "True",
  "TRUE"
];
var FALSE_VALUES$2 = [
  "false",
  "False",
  "FALSE"
];
var boolCoreTag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: [
    "t",
    "T",
    "f",
    "F"
  ],
  resolve: (source) => {
    if (TRUE_VALUES$2.indexOf(source) !== -1) return true;
    if (FALSE_VALUES$2.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var TRUE_VALUES$1 = ["true"];
var FALSE_VALUES$1 = ["false"];
var boolJsonTag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: ["t", "f"],
  resolve: (source) => {
    if (TRUE_VALUES$1.indexOf(source) !== -1) return true;
    if (FALSE_VALUES$1.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var TRUE_VALUES = [
  "true",
  "True",
  "TRUE",
  "y",
  "Y",
  "yes",
  "Yes",
  "YES",
  "on",
  "On",
  "ON"
];
var FALSE_VALUES = [
  "false",
  "False",
  "FALSE",
  "n",
  "N",
  "no",
  "No",
  "NO",
  "off",
  "Off",
  "OFF"
];
var boolYaml11Tag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: [
    "y",
    "Y",
    "n",
    "N",
    "t",
    "T",
    "f",
    "F",
    "o",
    "O"
  ],
  resolve: (source) => {
    if (TRUE_VALUES.indexOf(source) !== -1) return true;
    if (FALSE_VALUES.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var YAML_INTEGER_IMPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
var YAML_INTEGER_EXPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$2(source) {
  let value = source;
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger$2(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_INTEGER_EXPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
  } else if (!YAML_INTEGER_IMPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger$2(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intCoreTag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ..."0123456789"
  ],
  resolve: resolveYamlInteger$2,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_INTEGER_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)$");
var YAML_INTEGER_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$1(source) {
  let value = source;
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger$1(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_INTEGER_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  } else if (!YAML_INTEGER_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger$1(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intJsonTag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: ["-", ..."0123456789"],
  resolve: resolveYamlInteger$1,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_INTEGER_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$");
function parseYamlInteger(source) {
  let value = source.replace(/_/g, "");
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  if (value.includes(":")) {
    let result = 0;
    for (const part of value.split(":")) result = result * 60 + Number(part);
    return sign * result;
  }
  if (value !== "0" && value[0] === "0") return sign * parseInt(value, 8);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger(source) {
  if (!YAML_INTEGER_PATTERN.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intYaml11Tag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ..."0123456789"
  ],
  resolve: resolveYamlInteger,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_FLOAT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$2(source) {
  if (!YAML_FLOAT_PATTERN$1.test(source)) return NOT_RESOLVED;
  let value = source.toLowerCase();
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  if (value === ".nan") return NaN;
  const result = sign * parseFloat(value);
  if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN$1.test(source)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat$2(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatCoreTag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ".",
    ..."0123456789"
  ],
  resolve: resolveYamlFloat$2,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat$2
});
var YAML_FLOAT_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$");
var YAML_FLOAT_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$1(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_FLOAT_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
    let value = source.toLowerCase();
    const sign = value[0] === "-" ? -1 : 1;
    if ("+-".includes(value[0])) value = value.slice(1);
    if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    if (value === ".nan") return NaN;
    const result2 = sign * parseFloat(value);
    return Number.isFinite(result2) ? result2 : NOT_RESOLVED;
  }
  if (!YAML_FLOAT_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  const result = Number(source);
  if (Number.isFinite(result)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat$1(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatJsonTag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: ["-", ..."0123456789"],
  resolve: resolveYamlFloat$1,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat$1
});
var YAML_FLOAT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat(source) {
  if (!YAML_FLOAT_PATTERN.test(source)) return NOT_RESOLVED;
  let value = source.toLowerCase().replace(/_/g, "");
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  if (value === ".nan") return NaN;
  let result = 0;
  if (value.includes(":")) {
    for (const part of value.split(":")) result = result * 60 + Number(part);
    result *= sign;
  } else result = sign * parseFloat(value);
  if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN.test(source)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatYaml11Tag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ".",
    ..."0123456789"
  ],
  resolve: resolveYamlFloat,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat
});
var mergeTag = defineScalarTag("tag:yaml.org,2002:merge", {
  implicit: true,
  implicitFirstChars: ["<"],
  resolve: (source, isExplicit) => {
    if (source === "<<" || isExplicit && source === "") return "<<";
    return NOT_RESOLVED;
  },
  identify: () => false
});
var BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
function resolveYamlBinary(source) {
  const input = source.replace(/\s/g, "");
  if (input.length % 4 !== 0 || !BASE64_PATTERN.test(input)) return NOT_RESOLVED;
  const binary = atob(input);
  const result = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) result[index] = binary.charCodeAt(index);
  return result;
}
function representYamlBinary(object) {
  let binary = "";
  for (let index = 0; index < object.length; index++) binary += String.fromCharCode(object[index]);
  return btoa(binary);
}
var binaryTag = defineScalarTag("tag:yaml.org,2002:binary", {
  resolve: resolveYamlBinary,
  identify: (object) => Object.prototype.toString.call(object) === "[object Uint8Array]",
  represent: representYamlBinary
});
var YAML_DATE_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$");
var YAML_TIMESTAMP_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");
function makeUtcDate(year, month, day, hour = 0, minute = 0, second = 0, fraction = 0) {
  const date2 = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
  date2.setUTCFullYear(year, month, day);
  return date2;
}
function resolveYamlTimestamp(source) {
  let match = YAML_DATE_REGEXP.exec(source);
  if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(source);
  if (match === null) return NOT_RESOLVED;
  const year = +match[1];
  const month = +match[2] - 1;
  const day = +match[3];
  if (!match[4]) {
    const date3 = makeUtcDate(year, month, day);
    if (date3.getUTCFullYear() !== year || date3.getUTCMonth() !== month || date3.getUTCDate() !== day) return NOT_RESOLVED;
    return date3;
  }
  const hour = +match[4];
  const minute = +match[5];
  const second = +match[6];
  let fraction = 0;
  if (hour > 23 || minute > 59 || second > 59) return NOT_RESOLVED;
  if (match[7]) {
    let value = match[7].slice(0, 3);
    while (value.length < 3) value += "0";
    fraction = +value;
  }
  const date2 = makeUtcDate(year, month, day, hour, minute, second, fraction);
  if (date2.getUTCFullYear() !== year || date2.getUTCMonth() !== month || date2.getUTCDate() !== day) return NOT_RESOLVED;
  if (match[9]) {
    const offsetHour = +match[10];
    const offsetMinute = +(match[11] || 0);
    if (offsetHour > 23 || offsetMinute > 59) return NOT_RESOLVED;
    const offset = (offsetHour * 60 + offsetMinute) * 6e4;
    date2.setTime(date2.getTime() - (match[9] === "-" ? -offset : offset));
  }
  return date2;
}
var timestampTag = defineScalarTag("tag:yaml.org,2002:timestamp", {
  implicit: true,
  implicitFirstChars: [..."0123456789"],
  resolve: resolveYamlTimestamp,
  identify: (object) => object instanceof Date,
  represent: (object) => object.toISOString()
});
var seqTag = defineSequenceTag("tag:yaml.org,2002:seq", {
  create: () => [],
  addItem: (container, item) => {
    container.push(item);
  },
  identify: Array.isArray
});
function isPlainObject(data) {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return false;
  const prototype = Object.getPrototypeOf(data);
  return prototype === null || prototype === Object.prototype;
}
var omapTag = defineSequenceTag("tag:yaml.org,2002:omap", {
  create: () => ({
    list: [],
    seen: /* @__PURE__ */ new Set()
  }),
  addItem: (carrier, item) => {
    let key;
    if (item instanceof Map) {
      if (item.size !== 1) return "cannot resolve an ordered map item";
      key = item.keys().next().value;
    } else if (isPlainObject(item)) {
      const itemKeys = Object.keys(item);
      if (itemKeys.length !== 1) return "cannot resolve an ordered map item";
      key = itemKeys[0];
    } else return "cannot resolve an ordered map item";
    if (carrier.seen.has(key)) return "duplicate key in ordered map";
    carrier.seen.add(key);
    carrier.list.push(item);
    return "";
  },
  finalize: (carrier) => carrier.list,
  identify: () => false
});
var pairsTag = defineSequenceTag("tag:yaml.org,2002:pairs", {
  create: () => [],
  addItem: (container, item) => {
    if (item instanceof Map) {
      if (item.size !== 1) return "cannot resolve a pairs item";
      container.push(item.entries().next().value);
      return "";
    }
    if (Object.prototype.toString.call(item) !== "[object Object]") return "cannot resolve a pairs item";
    const object = item;
    const keys = Object.keys(object);
    if (keys.length !== 1) return "cannot resolve a pairs item";
    container.push([keys[0], object[keys[0]]]);
    return "";
  },
  identify: () => false
});
var mapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => ({}),
  identify: isPlainObject,
  represent: (o) => {
    const map = /* @__PURE__ */ new Map();
    for (const key of Object.keys(o)) map.set(key, o[key]);
    return map;
  },
  addPair: (container, key, value) => {
    if (key !== null && typeof key === "object") return "object-based map does not support complex keys";
    const normalizedKey = String(key);
    if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
      value,
      enumerable: true,
      configurable: true,
      writable: true
    });
    else container[normalizedKey] = value;
    return "";
  },
  has: (container, key) => {
    if (key !== null && typeof key === "object") return false;
    return Object.prototype.hasOwnProperty.call(container, String(key));
  },
  keys: (container) => Object.keys(container),
  get: (container, key) => {
    const normalizedKey = String(key);
    if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
    return container[normalizedKey];
  }
});
var setTag = defineMappingTag("tag:yaml.org,2002:set", {
  create: () => /* @__PURE__ */ new Set(),
  identify: (data) => data instanceof Set,
  represent: (data) => {
    const map = /* @__PURE__ */ new Map();
    for (const key of data) map.set(key, null);
    return map;
  },
  addPair: (container, key, value) => {
    if (value !== null) return "cannot resolve a set item";
    container.add(key);
    return "";
  },
  has: (container, key) => container.has(key),
  keys: (container) => container.keys(),
  get: () => null
});
function createTagDefinitionMap() {
  return {
    scalar: /* @__PURE__ */ Object.create(null),
    sequence: /* @__PURE__ */ Object.create(null),
    mapping: /* @__PURE__ */ Object.create(null)
  };
}
function createTagDefinitionListMap() {
  return {
    scalar: [],
    sequence: [],
    mapping: []
  };
}
function compileTags(tags) {
  const result = [];
  for (const tag of tags) {
    let index = result.length;
    for (let previousIndex = 0; previousIndex < result.length; previousIndex++) {
      const previous = result[previousIndex];
      if (previous.nodeKind === tag.nodeKind && previous.tagName === tag.tagName && previous.matchByTagPrefix === tag.matchByTagPrefix) {
        index = previousIndex;
        break;
      }
    }
    result[index] = tag;
  }
  return result;
}
var Schema = class Schema2 {
  tags;
  /** @internal */
  implicitScalarTags;
  /**
  * Dispatch implicit scalar resolvers by `source.charAt(0)`. Each bucket holds
  * the resolvers that may match that key, in schema order; a key absent from
  * the map uses
  * {@link Schema.implicitScalarAnyFirstChar}
  * (resolvers that declared no first-char constraint, so they apply to any
  * first character).
  */
  implicitScalarByFirstChar;
  implicitScalarAnyFirstChar;
  /**
  * The default scalar tag (`!!str`), resolved once so the composer's fallback
  * for unresolved plain scalars avoids a keyed lookup per scalar.
  *
  * @internal
  */
  defaultScalarTag;
  /**
  * The default container tags (`!!seq` / `!!map`), used by the dumper: when a
  * value is identified by its default tag, the tag is implicit and not
  * printed. Undefined if the schema does not define them (then such values
  * can't be dumped).
  *
  * @internal
  */
  defaultSequenceTag;
  /** @internal */
  defaultMappingTag;
  exact;
  prefix;
  constructor(tags) {
    const compiledTags = compileTags(tags);
    const implicitScalarTags = [];
    const exact = createTagDefinitionMap();
    const prefix = createTagDefinitionListMap();
    for (const tag of compiledTags) {
      if (tag.nodeKind === "scalar" && tag.implicit) {
        if (tag.matchByTagPrefix) throw new Error("Implicit scalar tags cannot match by tag prefix");
        implicitScalarTags.push(tag);
      }
      switch (tag.nodeKind) {
        case "scalar":
          if (tag.matchByTagPrefix) prefix.scalar.push(tag);
          else exact.scalar[tag.tagName] = tag;
          break;
        case "sequence":
          if (tag.matchByTagPrefix) prefix.sequence.push(tag);
          else exact.sequence[tag.tagName] = tag;
          break;
        case "mapping":
          if (tag.matchByTagPrefix) prefix.mapping.push(tag);
          else exact.mapping[tag.tagName] = tag;
      }
    }
    const implicitScalarAnyFirstChar = implicitScalarTags.filter((tag) => tag.implicitFirstChars === null);
    const keys = /* @__PURE__ */ new Set();
    for (const tag of implicitScalarTags) if (tag.implicitFirstChars !== null) for (const key of tag.implicitFirstChars) keys.add(key);
    const implicitScalarByFirstChar = /* @__PURE__ */ new Map();
    for (const key of keys) implicitScalarByFirstChar.set(key, implicitScalarTags.filter((tag) => tag.implicitFirstChars === null || tag.implicitFirstChars.indexOf(key) !== -1));
    const defaultScalarTag = exact.scalar["tag:yaml.org,2002:str"];
    if (!defaultScalarTag) throw new Error("schema does not define the default scalar tag (tag:yaml.org,2002:str)");
    this.tags = compiledTags;
    this.implicitScalarTags = implicitScalarTags;
    this.implicitScalarByFirstChar = implicitScalarByFirstChar;
    this.implicitScalarAnyFirstChar = implicitScalarAnyFirstChar;
    this.defaultScalarTag = defaultScalarTag;
    this.defaultSequenceTag = exact.sequence["tag:yaml.org,2002:seq"];
    this.defaultMappingTag = exact.mapping["tag:yaml.org,2002:map"];
    this.exact = exact;
    this.prefix = prefix;
  }
  /** @internal */
  lookupScalarTag(tagName) {
    const exactTag = this.exact.scalar[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.scalar) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  lookupSequenceTag(tagName) {
    const exactTag = this.exact.sequence[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.sequence) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  lookupMappingTag(tagName) {
    const exactTag = this.exact.mapping[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.mapping) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  resolveImplicitScalarTag(source) {
    const candidates = this.implicitScalarByFirstChar.get(source.charAt(0)) ?? this.implicitScalarAnyFirstChar;
    for (const tag2 of candidates) {
      const value = tag2.resolve(source, false, tag2.tagName);
      if (value !== NOT_RESOLVED) return {
        value,
        tag: tag2
      };
    }
    const tag = this.defaultScalarTag;
    return {
      value: tag.resolve(source, false, tag.tagName),
      tag
    };
  }
  /**
  * Creates a new schema with the specified tags added. If a tag already
  * exists, it is replaced by the specified tag.
  *
  * @example
  *
  * ```javascript
  * import { CORE_SCHEMA, mergeTag, realMapTag } from 'js-yaml'
  *
  * const schema = CORE_SCHEMA.withTags(mergeTag, realMapTag)
  * ```
  */
  withTags(...tags) {
    let flatTags = [];
    for (const tag of tags) flatTags = flatTags.concat(tag);
    return new Schema2([...this.tags, ...flatTags]);
  }
};
var FAILSAFE_SCHEMA = new Schema([
  strTag,
  seqTag,
  mapTag
]);
var JSON_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullJsonTag,
  boolJsonTag,
  intJsonTag,
  floatJsonTag
]);
var CORE_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullCoreTag,
  boolCoreTag,
  intCoreTag,
  floatCoreTag
]);
var YAML11_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullYaml11Tag,
  boolYaml11Tag,
  intYaml11Tag,
  floatYaml11Tag,
  timestampTag,
  mergeTag,
  binaryTag,
  omapTag,
  pairsTag,
  setTag
]);
var DUMP_SCHEMA = YAML11_SCHEMA.withTags({
  ...intYaml11Tag,
  resolve: (source, isExplicit, tagName) => {
    const result = intYaml11Tag.resolve(source, isExplicit, tagName);
    return result === NOT_RESOLVED ? intCoreTag.resolve(source, isExplicit, tagName) : result;
  }
}, {
  ...floatYaml11Tag,
  resolve: (source, isExplicit, tagName) => {
    const result = floatYaml11Tag.resolve(source, isExplicit, tagName);
    return result === NOT_RESOLVED ? floatCoreTag.resolve(source, isExplicit, tagName) : result;
  }
});
var realMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => /* @__PURE__ */ new Map(),
  addPair: (container, key, value) => {
    container.set(key, value);
    return "";
  },
  has: (container, key) => container.has(key),
  keys: (container) => container.keys(),
  get: (container, key) => container.get(key),
  identify: (data) => data instanceof Map || isPlainObject(data),
  represent: (data) => {
    if (data instanceof Map) return data;
    const map = /* @__PURE__ */ new Map();
    const obj = data;
    for (const key of Object.keys(obj)) map.set(key, obj[key]);
    return map;
  }
});
function normalizeKey(key) {
  if (Array.isArray(key)) {
    const array2 = Array.prototype.slice.call(key);
    for (let index = 0; index < array2.length; index++) {
      if (Array.isArray(array2[index])) return null;
      if (typeof array2[index] === "object" && Object.prototype.toString.call(array2[index]) === "[object Object]") array2[index] = "[object Object]";
    }
    return String(array2);
  }
  if (typeof key === "object" && Object.prototype.toString.call(key) === "[object Object]") return "[object Object]";
  return String(key);
}
var legacyMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => ({}),
  identify: isPlainObject,
  represent: (o) => {
    const map = /* @__PURE__ */ new Map();
    for (const key of Object.keys(o)) map.set(key, o[key]);
    return map;
  },
  addPair: (container, key, value) => {
    const normalizedKey = normalizeKey(key);
    if (normalizedKey === null) return "nested arrays are not supported inside keys";
    if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
      value,
      enumerable: true,
      configurable: true,
      writable: true
    });
    else container[normalizedKey] = value;
    return "";
  },
  has: (container, key) => {
    const normalizedKey = normalizeKey(key);
    return normalizedKey !== null && Object.prototype.hasOwnProperty.call(container, normalizedKey);
  },
  keys: (container) => Object.keys(container),
  get: (container, key) => {
    const normalizedKey = String(key);
    if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
    return container[normalizedKey];
  }
});
function formatError(exception, compact) {
  let where = "";
  if (!exception.mark) return exception.reason;
  if (exception.mark.name) where += `in "${exception.mark.name}" `;
  where += `(${exception.mark.line + 1}:${exception.mark.column + 1})`;
  if (!compact && exception.mark.snippet) where += `

${exception.mark.snippet}`;
  return `${exception.reason} ${where}`;
}
var YAMLException = class YAMLException2 extends Error {
  reason;
  mark;
  /**
  * Optional `mark` contains source snippet data. Usually, use
  * {@link YAMLException.throwAt} instead of passing it directly.
  */
  constructor(reason, mark2) {
    super();
    this.name = "YAMLException";
    this.reason = reason;
    this.mark = mark2;
    this.message = formatError(this, false);
    if (Error.captureStackTrace) Error.captureStackTrace(this, this.constructor);
  }
  /**
  * Returns the formatted error, omitting the source snippet in compact mode.
  */
  toString(compact) {
    return `${this.name}: ${formatError(this, compact)}`;
  }
  /**
  * Builds a YAMLException with a source snippet and throws it. `source` is
  * the raw input text; `position` is an offset into it.
  */
  static throwAt(source, position, message, filename = "") {
    let line = 0;
    let lineStart = 0;
    for (let index = 0; index < position; index++) {
      const ch = source.charCodeAt(index);
      if (ch === 10) {
        line++;
        lineStart = index + 1;
      } else if (ch === 13) {
        line++;
        if (source.charCodeAt(index + 1) === 10) index++;
        lineStart = index + 1;
      }
    }
    const mark2 = {
      name: filename,
      buffer: source,
      position,
      line,
      column: position - lineStart
    };
    throw new YAMLException2(message, mark2);
  }
};
var EVENT_ID = {
  DOCUMENT: 1,
  SEQUENCE: 2,
  MAPPING: 3,
  SCALAR: 4,
  ALIAS: 5,
  POP: 6
};
var SCALAR_STYLE = {
  PLAIN: 1,
  SINGLE_QUOTED: 2,
  DOUBLE_QUOTED: 3,
  LITERAL_BLOCK: 4,
  FOLDED_BLOCK: 5
};
var COLLECTION_STYLE = {
  BLOCK: 1,
  FLOW: 2
};
var CHOMPING_MODE = {
  CLIP: 1,
  STRIP: 2,
  KEEP: 3
};
var NO_RANGE$3 = -1;
function simpleEscapeSequence(c) {
  switch (c) {
    case 48:
      return "\0";
    case 97:
      return "\x07";
    case 98:
      return "\b";
    case 116:
      return "	";
    case 9:
      return "	";
    case 110:
      return "\n";
    case 118:
      return "\v";
    case 102:
      return "\f";
    case 114:
      return "\r";
    case 101:
      return "\x1B";
    case 32:
      return " ";
    case 34:
      return '"';
    case 47:
      return "/";
    case 92:
      return "\\";
    case 78:
      return "\x85";
    case 95:
      return "\xA0";
    case 76:
      return "\u2028";
    case 80:
      return "\u2029";
    default:
      return "";
  }
}
var simpleEscapeCheck = new Array(256);
var simpleEscapeMap = new Array(256);
for (let i = 0; i < 256; i++) {
  simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
  simpleEscapeMap[i] = simpleEscapeSequence(i);
}
function charFromCodepoint(c) {
  if (c <= 65535) return String.fromCharCode(c);
  return String.fromCharCode((c - 65536 >> 10) + 55296, (c - 65536 & 1023) + 56320);
}
function fromHexCode$1(c) {
  if (c >= 48 && c <= 57) return c - 48;
  return (c | 32) - 97 + 10;
}
function escapedHexLen$1(c) {
  if (c === 120) return 2;
  if (c === 117) return 4;
  return 8;
}
function skipFoldedBreaks(input, position, end) {
  let breaks = 0;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 10) {
      breaks++;
      position++;
    } else if (ch === 13) {
      breaks++;
      position++;
      if (input.charCodeAt(position) === 10) position++;
    } else if (ch === 32 || ch === 9) position++;
    else break;
  }
  return {
    position,
    breaks
  };
}
function foldedBreaks(count2) {
  if (count2 === 1) return " ";
  return "\n".repeat(count2 - 1);
}
function getPlainValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, captureEnd);
}
function getSingleQuotedValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 39) {
      result += input.slice(captureStart, position) + "'";
      position += 2;
      captureStart = captureEnd = position;
    } else if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, end);
}
function getDoubleQuotedValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 92) {
      result += input.slice(captureStart, position);
      position++;
      const escaped = input.charCodeAt(position);
      if (escaped === 10 || escaped === 13) position = skipFoldedBreaks(input, position, end).position;
      else if (escaped < 256 && simpleEscapeCheck[escaped]) {
        result += simpleEscapeMap[escaped];
        position++;
      } else {
        let hexLength = escapedHexLen$1(escaped);
        let hexResult = 0;
        for (; hexLength > 0; hexLength--) {
          position++;
          const digit = fromHexCode$1(input.charCodeAt(position));
          hexResult = (hexResult << 4) + digit;
        }
        result += charFromCodepoint(hexResult);
        position++;
      }
      captureStart = captureEnd = position;
    } else if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, end);
}
function getBlockValue(input, start, end, indent, chomping, folded) {
  const textIndent = indent < 0 ? 0 : indent;
  const region = input.slice(start, end).replace(/\r\n?/g, "\n");
  const lines = region === "" ? [] : (region.endsWith("\n") ? region.slice(0, -1) : region).split("\n");
  let result = "";
  let didReadContent = false;
  let emptyLines = 0;
  let atMoreIndented = false;
  for (const line of lines) {
    let column = 0;
    while (column < textIndent && line.charCodeAt(column) === 32) column++;
    if (indent < 0 || column >= line.length) {
      emptyLines++;
      continue;
    }
    const content = line.slice(textIndent);
    const first = content.charCodeAt(0);
    if (folded) {
      if (first === 32 || first === 9) {
        atMoreIndented = true;
        result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
      } else if (atMoreIndented) {
        atMoreIndented = false;
        result += "\n".repeat(emptyLines + 1);
      } else if (emptyLines === 0) {
        if (didReadContent) result += " ";
      } else result += "\n".repeat(emptyLines);
    } else result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
    result += content;
    didReadContent = true;
    emptyLines = 0;
  }
  if (chomping === CHOMPING_MODE.KEEP) result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
  else if (chomping !== CHOMPING_MODE.STRIP) {
    if (didReadContent) result += "\n";
  }
  return result;
}
function getScalarValue(input, scalar) {
  if (scalar.valueStart === NO_RANGE$3) return "";
  const { valueStart, valueEnd } = scalar;
  if (scalar.fast) return input.slice(valueStart, valueEnd);
  switch (scalar.style) {
    case SCALAR_STYLE.SINGLE_QUOTED:
      return getSingleQuotedValue(input, valueStart, valueEnd);
    case SCALAR_STYLE.DOUBLE_QUOTED:
      return getDoubleQuotedValue(input, valueStart, valueEnd);
    case SCALAR_STYLE.LITERAL_BLOCK:
      return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, false);
    case SCALAR_STYLE.FOLDED_BLOCK:
      return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, true);
    default:
      return getPlainValue(input, valueStart, valueEnd);
  }
}
var DEFAULT_TAG_HANDLERS = Object.assign(/* @__PURE__ */ Object.create(null), {
  "!": "!",
  "!!": "tag:yaml.org,2002:"
});
var TAG_SUFFIX_CHARS = "-#;/?:@&=+$_.~*'()";
var TAG_URI_CHARS = TAG_SUFFIX_CHARS + "!,[]";
function tagPercentDecode(source) {
  let result = "";
  let index = 0;
  while (index < source.length) {
    if (source.charCodeAt(index) !== 37) {
      result += source[index++];
      continue;
    }
    let ch = parseInt(source.slice(index + 1, index + 3), 16);
    index += 3;
    if (ch >= 192) {
      let remaining = ch < 224 ? 1 : ch < 240 ? 2 : 3;
      ch &= (1 << 6 - remaining) - 1;
      while (remaining-- > 0) {
        ch = ch << 6 | parseInt(source.slice(index + 1, index + 3), 16) & 63;
        index += 3;
      }
    }
    if (ch < 65536) result += String.fromCharCode(ch);
    else {
      ch -= 65536;
      result += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
    }
  }
  return result;
}
function tagNameFull(rawTag, tagHandlers) {
  if (rawTag.startsWith("!<") && rawTag.endsWith(">")) return tagPercentDecode(rawTag.slice(2, -1));
  const handleEnd = rawTag.indexOf("!", 1);
  const handle = handleEnd === -1 ? "!" : rawTag.slice(0, handleEnd + 1);
  return tagPercentDecode(tagHandlers?.[handle] ?? DEFAULT_TAG_HANDLERS[handle] ?? handle) + tagPercentDecode(rawTag.slice(handle.length));
}
var NO_RANGE$2 = -1;
var MERGE_TAG_NAME = "tag:yaml.org,2002:merge";
var DEFAULT_CONSTRUCTOR_OPTIONS = {
  filename: "",
  schema: CORE_SCHEMA,
  json: false,
  maxTotalMergeKeys: 1e4,
  maxAliases: -1
};
function eventPosition$1(event) {
  if ("tagStart" in event && event.tagStart !== NO_RANGE$2) return event.tagStart;
  if ("anchorStart" in event && event.anchorStart !== NO_RANGE$2) return event.anchorStart;
  if ("valueStart" in event && event.valueStart !== NO_RANGE$2) return event.valueStart;
  if ("start" in event) return event.start;
  return 0;
}
function throwError$1(state, message) {
  YAMLException.throwAt(state.source, state.position, message, state.filename);
}
function finalizeCollection(state, position, tag, carrier) {
  try {
    return tag.finalize(carrier);
  } catch (error3) {
    if (error3 instanceof YAMLException) throw error3;
    YAMLException.throwAt(state.source, position, error3 instanceof Error ? error3.message : String(error3), state.filename);
  }
}
function constructScalar(state, event) {
  const source = getScalarValue(state.source, event);
  const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
  const strTag2 = state.schema.defaultScalarTag;
  if (rawTag !== "") {
    if (rawTag === "!") return {
      value: source,
      tag: strTag2
    };
    const tagName = tagNameFull(rawTag, state.tagHandlers);
    const scalarTag = state.schema.lookupScalarTag(tagName);
    if (scalarTag) {
      const result = scalarTag.resolve(source, true, tagName);
      if (result === NOT_RESOLVED) throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
      return {
        value: result,
        tag: scalarTag
      };
    }
    const collectionTagDef = state.schema.lookupMappingTag(tagName) ?? state.schema.lookupSequenceTag(tagName);
    if (collectionTagDef) {
      if (source !== "") throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
      const carrier = collectionTagDef.create(tagName);
      return {
        value: collectionTagDef.carrierIsResult ? carrier : finalizeCollection(state, state.position, collectionTagDef, carrier),
        tag: collectionTagDef
      };
    }
    throwError$1(state, `unknown scalar tag !<${tagName}>`);
  }
  if (event.style === SCALAR_STYLE.PLAIN) return state.schema.resolveImplicitScalarTag(source);
  return {
    value: strTag2.resolve(source, false, strTag2.tagName),
    tag: strTag2
  };
}
function collectionTagName(state, event, defaultTagName) {
  const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
  return rawTag === "" || rawTag === "!" ? defaultTagName : tagNameFull(rawTag, state.tagHandlers);
}
function isMappingTag(tag) {
  return tag.nodeKind === "mapping";
}
function chargeMergeWork(state) {
  state.totalMergeKeys++;
  if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) throwError$1(state, `merge keys exceeded maxTotalMergeKeys (${state.maxTotalMergeKeys})`);
}
function mergeKeys(state, frame, source, sourceTag) {
  chargeMergeWork(state);
  for (const sourceKey of sourceTag.keys(source)) {
    chargeMergeWork(state);
    if (frame.tag.has(frame.value, sourceKey)) continue;
    const err = frame.tag.addPair(frame.value, sourceKey, sourceTag.get(source, sourceKey));
    if (err) throwError$1(state, err);
    frame.overridable ??= /* @__PURE__ */ new Set();
    frame.overridable.add(sourceKey);
  }
}
function mergeSource(state, frame, source, sourceTag) {
  state.position = frame.keyPosition;
  if (isMappingTag(sourceTag)) mergeKeys(state, frame, source, sourceTag);
  else if (sourceTag.nodeKind === "sequence" && Array.isArray(source)) {
    if (source.length > 100) throwError$1(state, "abnormal merge sequence size");
    for (const element of source) {
      const elementTag = state.nodeTags.get(element);
      if (!elementTag) throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
      mergeKeys(state, frame, element, elementTag);
    }
  } else throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
}
function addMappingValue(state, frame, key, value, tag) {
  state.position = frame.keyPosition;
  if (frame.keyIsMerge) {
    mergeSource(state, frame, value, tag);
    return;
  }
  if (!state.json && frame.tag.has(frame.value, key) && !frame.overridable?.has(key)) throwError$1(state, "duplicated mapping key");
  const err = frame.tag.addPair(frame.value, key, value);
  if (err) throwError$1(state, err);
  frame.overridable?.delete(key);
}
function addValue(state, value, tag) {
  const frame = state.frames[state.frames.length - 1];
  if (frame.kind === "document") {
    frame.value = value;
    frame.hasValue = true;
  } else if (frame.kind === "sequence") {
    if (isMappingTag(tag)) state.nodeTags.set(value, tag);
    const err = frame.tag.addItem(frame.value, value, frame.index++);
    if (err) throwError$1(state, err);
  } else if (frame.hasKey) {
    const key = frame.key;
    frame.key = void 0;
    frame.hasKey = false;
    addMappingValue(state, frame, key, value, tag);
  } else {
    frame.key = value;
    frame.keyPosition = state.position;
    frame.hasKey = true;
    frame.keyIsMerge = tag.tagName === MERGE_TAG_NAME;
  }
}
function storeAnchor(state, event, value, tag, isValueFinal) {
  if (event.anchorStart !== NO_RANGE$2) {
    const anchor2 = {
      value,
      tag,
      isValueFinal
    };
    state.anchors.set(state.source.slice(event.anchorStart, event.anchorEnd), anchor2);
    return anchor2;
  }
  return null;
}
function constructFromEvents(events, options) {
  const state = {
    filename: options?.filename ?? DEFAULT_CONSTRUCTOR_OPTIONS.filename,
    schema: options?.schema ?? DEFAULT_CONSTRUCTOR_OPTIONS.schema,
    json: options?.json ?? DEFAULT_CONSTRUCTOR_OPTIONS.json,
    maxTotalMergeKeys: options?.maxTotalMergeKeys ?? DEFAULT_CONSTRUCTOR_OPTIONS.maxTotalMergeKeys,
    maxAliases: options?.maxAliases ?? DEFAULT_CONSTRUCTOR_OPTIONS.maxAliases,
    source: options?.source,
    events,
    documents: [],
    eventIndex: 0,
    position: 0,
    frames: [],
    anchors: /* @__PURE__ */ new Map(),
    nodeTags: /* @__PURE__ */ new Map(),
    tagHandlers: /* @__PURE__ */ Object.create(null),
    totalMergeKeys: 0,
    aliasCount: 0
  };
  while (state.eventIndex < state.events.length) {
    const event = state.events[state.eventIndex++];
    state.position = eventPosition$1(event);
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        state.anchors = /* @__PURE__ */ new Map();
        state.nodeTags = /* @__PURE__ */ new Map();
        state.aliasCount = 0;
        state.tagHandlers = /* @__PURE__ */ Object.create(null);
        for (const directive of event.directives) if (directive.kind === "tag") state.tagHandlers[directive.handle] = directive.prefix;
        state.frames.push({
          kind: "document",
          position: state.position,
          value: void 0,
          hasValue: false
        });
        break;
      case EVENT_ID.SCALAR: {
        const { value, tag } = constructScalar(state, event);
        storeAnchor(state, event, value, tag, true);
        addValue(state, value, tag);
        break;
      }
      case EVENT_ID.SEQUENCE: {
        const tagName = collectionTagName(state, event, "tag:yaml.org,2002:seq");
        const tag = state.schema.lookupSequenceTag(tagName);
        if (!tag) throwError$1(state, `unknown sequence tag !<${tagName}>`);
        const value = tag.create(tagName);
        const anchor2 = storeAnchor(state, event, value, tag, tag.carrierIsResult);
        state.frames.push({
          kind: "sequence",
          position: state.position,
          value,
          tag,
          anchor: anchor2,
          index: 0
        });
        break;
      }
      case EVENT_ID.MAPPING: {
        const tagName = collectionTagName(state, event, "tag:yaml.org,2002:map");
        const tag = state.schema.lookupMappingTag(tagName);
        if (!tag) throwError$1(state, `unknown mapping tag !<${tagName}>`);
        const value = tag.create(tagName);
        const anchor2 = storeAnchor(state, event, value, tag, tag.carrierIsResult);
        state.frames.push({
          kind: "mapping",
          position: state.position,
          value,
          tag,
          anchor: anchor2,
          key: void 0,
          keyPosition: state.position,
          hasKey: false,
          keyIsMerge: false,
          overridable: null
        });
        break;
      }
      case EVENT_ID.ALIAS: {
        if (state.maxAliases !== -1 && ++state.aliasCount > state.maxAliases) throwError$1(state, `aliases exceeded maxAliases (${state.maxAliases})`);
        const name = state.source.slice(event.anchorStart, event.anchorEnd);
        const anchor2 = state.anchors.get(name);
        if (!anchor2) throwError$1(state, `unidentified alias "${name}"`);
        if (!anchor2.isValueFinal) throwError$1(state, `recursive alias "${name}" is not supported for tag ${anchor2.tag.tagName} because it uses finalize()`);
        addValue(state, anchor2.value, anchor2.tag);
        break;
      }
      case EVENT_ID.POP: {
        const frame = state.frames.pop();
        if (frame.kind === "mapping" && frame.hasKey) {
          state.position = frame.keyPosition;
          throwError$1(state, "incomplete mapping pair in event stream");
        }
        if (frame.kind === "document") state.documents.push(frame.value);
        else {
          const value = frame.tag.carrierIsResult ? frame.value : finalizeCollection(state, frame.position, frame.tag, frame.value);
          if (frame.anchor) {
            frame.anchor.value = value;
            frame.anchor.isValueFinal = true;
          }
          addValue(state, value, frame.tag);
        }
        break;
      }
    }
  }
  return state.documents;
}
var NO_RANGE$1 = -1;
var HAS_OWN = Object.prototype.hasOwnProperty;
var CONTEXT_FLOW_IN = 1;
var CONTEXT_FLOW_OUT = 2;
var CONTEXT_BLOCK_IN = 3;
var CONTEXT_BLOCK_OUT = 4;
var PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
var PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
var PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
var NS_URI_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`;
var NS_TAG_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`;
var PATTERN_TAG_URI = new RegExp(`^(?:${NS_URI_CHAR})*$`);
var PATTERN_TAG_SUFFIX = new RegExp(`^(?:${NS_TAG_CHAR})+$`);
var PATTERN_TAG_PREFIX = new RegExp(`^(?:!(?:${NS_URI_CHAR})*|${NS_TAG_CHAR}(?:${NS_URI_CHAR})*)$`);
var DEFAULT_PARSER_OPTIONS = {
  filename: "",
  maxDepth: 100
};
function addDocumentEvent(state, explicitStart, explicitEnd) {
  state.events.push({
    type: EVENT_ID.DOCUMENT,
    explicitStart,
    explicitEnd,
    directives: state.directives
  });
}
function addSequenceEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
  state.events.push({
    type: EVENT_ID.SEQUENCE,
    start,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style
  });
}
function addMappingEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
  state.events.push({
    type: EVENT_ID.MAPPING,
    start,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style
  });
}
function insertFlowPairMappingEvent(state, snapshot) {
  state.events.splice(snapshot.eventsLength, 0, {
    type: EVENT_ID.MAPPING,
    start: snapshot.position,
    anchorStart: NO_RANGE$1,
    anchorEnd: NO_RANGE$1,
    tagStart: NO_RANGE$1,
    tagEnd: NO_RANGE$1,
    style: COLLECTION_STYLE.FLOW
  });
}
function addScalarEvent(state, valueStart, valueEnd, anchorStart, anchorEnd, tagStart, tagEnd, style, chomping = CHOMPING_MODE.CLIP, indent = -1, fast = false) {
  state.events.push({
    type: EVENT_ID.SCALAR,
    valueStart,
    valueEnd,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style,
    chomping,
    indent,
    fast
  });
}
function addAliasEvent(state, anchorStart, anchorEnd) {
  state.events.push({
    type: EVENT_ID.ALIAS,
    anchorStart,
    anchorEnd
  });
}
function addPopEvent(state) {
  state.events.push({ type: EVENT_ID.POP });
}
function addEmptyScalarEvent(state) {
  addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, SCALAR_STYLE.PLAIN);
}
function emptyProperties() {
  return {
    anchorStart: NO_RANGE$1,
    anchorEnd: NO_RANGE$1,
    tagStart: NO_RANGE$1,
    tagEnd: NO_RANGE$1
  };
}
function snapshotState(state) {
  return {
    position: state.position,
    line: state.line,
    lineStart: state.lineStart,
    lineIndent: state.lineIndent,
    firstTabInLine: state.firstTabInLine,
    eventsLength: state.events.length
  };
}
function restoreState(state, snapshot) {
  state.position = snapshot.position;
  state.line = snapshot.line;
  state.lineStart = snapshot.lineStart;
  state.lineIndent = snapshot.lineIndent;
  state.firstTabInLine = snapshot.firstTabInLine;
  state.events.length = snapshot.eventsLength;
}
function throwError(state, message) {
  throw new YAMLException(message, { name: state.filename, buffer: state.input, position: state.position, line: state.line, column: state.position - state.lineStart });
}
function isEol(c) {
  return c === 10 || c === 13;
}
function isWhiteSpace(c) {
  return c === 9 || c === 32;
}
function isWsOrEol(c) {
  return isWhiteSpace(c) || isEol(c);
}
function isWsOrEolOrEnd(c) {
  return c === 0 || isWsOrEol(c);
}
function isFlowIndicator(c) {
  return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
}
function fromDecimalCode(c) {
  return c >= 48 && c <= 57 ? c - 48 : -1;
}
function fromHexCode(c) {
  if (c >= 48 && c <= 57) return c - 48;
  const lc = c | 32;
  if (lc >= 97 && lc <= 102) return lc - 97 + 10;
  return -1;
}
function escapedHexLen(c) {
  if (c === 120) return 2;
  if (c === 117) return 4;
  if (c === 85) return 8;
  return 0;
}
function isSimpleEscape(c) {
  return c === 48 || c === 97 || c === 98 || c === 116 || c === 9 || c === 110 || c === 118 || c === 102 || c === 114 || c === 101 || c === 32 || c === 34 || c === 47 || c === 92 || c === 78 || c === 95 || c === 76 || c === 80;
}
function consumeLineBreak(state) {
  if (state.input.charCodeAt(state.position) === 10) state.position++;
  else {
    state.position++;
    if (state.input.charCodeAt(state.position) === 10) state.position++;
  }
  state.line++;
  state.lineStart = state.position;
  state.lineIndent = 0;
  state.firstTabInLine = -1;
}
function skipSeparationSpace(state, allowComments) {
  let lineBreaks = 0;
  let ch = state.input.charCodeAt(state.position);
  let hasSeparation = state.position === state.lineStart || isWsOrEol(state.input.charCodeAt(state.position - 1));
  while (ch !== 0) {
    while (isWhiteSpace(ch)) {
      hasSeparation = true;
      if (ch === 9 && state.firstTabInLine === -1) state.firstTabInLine = state.position;
      ch = state.input.charCodeAt(++state.position);
    }
    if (allowComments && hasSeparation && ch === 35) do
      ch = state.input.charCodeAt(++state.position);
    while (!isEol(ch) && ch !== 0);
    if (!isEol(ch)) break;
    consumeLineBreak(state);
    lineBreaks++;
    hasSeparation = true;
    ch = state.input.charCodeAt(state.position);
    while (ch === 32) {
      state.lineIndent++;
      ch = state.input.charCodeAt(++state.position);
    }
  }
  return lineBreaks;
}
function testDocumentSeparator(state, position = state.position) {
  const ch = state.input.charCodeAt(position);
  if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(position + 1) && ch === state.input.charCodeAt(position + 2)) {
    const following = state.input.charCodeAt(position + 3);
    return following === 0 || isWsOrEol(following);
  }
  return false;
}
function skipByteOrderMark(state) {
  if (state.position === state.lineStart && state.input.charCodeAt(state.position) === 65279) {
    state.position++;
    state.lineStart = state.position;
  }
}
function testDocumentBoundary(state) {
  if (state.position !== state.lineStart) return false;
  if (testDocumentSeparator(state)) return true;
  if (state.input.charCodeAt(state.position) !== 65279) return false;
  const snapshot = snapshotState(state);
  skipByteOrderMark(state);
  skipSeparationSpace(state, true);
  const ch = state.input.charCodeAt(state.position);
  const result = state.position === state.lineStart && (ch === 37 || ch === 45 && testDocumentSeparator(state));
  restoreState(state, snapshot);
  return result;
}
function skipUntilLineEnd(state) {
  let ch = state.input.charCodeAt(state.position);
  while (ch !== 0 && !isEol(ch)) ch = state.input.charCodeAt(++state.position);
}
function checkPrintable(state, start, end) {
  const match = PATTERN_NON_PRINTABLE.exec(state.input.slice(start, end));
  if (match !== null) {
    state.position = start + match.index + match[0].length - 1;
    throwError(state, "the stream contains non-printable characters");
  }
}
function readTagProperty(state, props, inFlow) {
  if (state.input.charCodeAt(state.position) !== 33) return false;
  if (props.tagStart !== NO_RANGE$1) throwError(state, "duplication of a tag property");
  const start = state.position;
  let isVerbatim = false;
  let isNamed = false;
  let tagHandle = "!";
  let ch = state.input.charCodeAt(++state.position);
  if (ch === 60) {
    isVerbatim = true;
    ch = state.input.charCodeAt(++state.position);
  } else if (ch === 33) {
    isNamed = true;
    tagHandle = "!!";
    ch = state.input.charCodeAt(++state.position);
  }
  let suffixStart = state.position;
  let tagName;
  if (isVerbatim) {
    while (ch !== 0 && ch !== 62) ch = state.input.charCodeAt(++state.position);
    if (ch !== 62) throwError(state, "unexpected end of the stream within a verbatim tag");
    tagName = state.input.slice(suffixStart, state.position);
    state.position++;
  } else {
    while (ch !== 0 && !isWsOrEol(ch) && !(inFlow && isFlowIndicator(ch))) {
      if (ch === 33) {
        if (!isNamed) {
          tagHandle = state.input.slice(suffixStart - 1, state.position + 1);
          if (!PATTERN_TAG_HANDLE.test(tagHandle)) throwError(state, "named tag handle cannot contain such characters");
          isNamed = true;
          suffixStart = state.position + 1;
        } else throwError(state, "tag suffix cannot contain exclamation marks");
      }
      ch = state.input.charCodeAt(++state.position);
    }
    tagName = state.input.slice(suffixStart, state.position);
    if (PATTERN_FLOW_INDICATORS.test(tagName)) throwError(state, "tag suffix cannot contain flow indicator characters");
  }
  if (tagName && !(isVerbatim ? PATTERN_TAG_URI.test(tagName) : PATTERN_TAG_SUFFIX.test(tagName))) throwError(state, `tag name cannot contain such characters: ${tagName}`);
  if (!isVerbatim && tagHandle !== "!" && tagHandle !== "!!" && !HAS_OWN.call(state.tagHandlers, tagHandle)) throwError(state, `undeclared tag handle "${tagHandle}"`);
  props.tagStart = start;
  props.tagEnd = state.position;
  return true;
}
function readAnchorProperty(state, props) {
  if (state.input.charCodeAt(state.position) !== 38) return false;
  if (props.anchorStart !== NO_RANGE$1) throwError(state, "duplication of an anchor property");
  state.position++;
  const start = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
  if (state.position === start) throwError(state, "name of an anchor node must contain at least one character");
  props.anchorStart = start;
  props.anchorEnd = state.position;
  return true;
}
function readAlias(state, props) {
  if (state.input.charCodeAt(state.position) !== 42) return false;
  if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) throwError(state, "alias node should not have any properties");
  state.position++;
  const start = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
  if (state.position === start) throwError(state, "name of an alias node must contain at least one character");
  addAliasEvent(state, start, state.position);
  return true;
}
function readFlowScalarBreak(state, nodeIndent) {
  skipSeparationSpace(state, false);
  if (state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readSingleQuotedScalar(state, nodeIndent, props) {
  if (state.input.charCodeAt(state.position) !== 39) return false;
  state.position++;
  const start = state.position;
  let simple = true;
  while (state.input.charCodeAt(state.position) !== 0) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 39) {
      if (state.input.charCodeAt(state.position + 1) === 39) {
        simple = false;
        state.position += 2;
        continue;
      }
      const end = state.position;
      state.position++;
      addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.SINGLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
      return true;
    }
    if (isEol(ch)) {
      simple = false;
      readFlowScalarBreak(state, nodeIndent);
    } else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a single quoted scalar");
    else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
    else state.position++;
  }
  throwError(state, "unexpected end of the stream within a single quoted scalar");
}
function readDoubleQuotedScalar(state, nodeIndent, props) {
  if (state.input.charCodeAt(state.position) !== 34) return false;
  state.position++;
  const start = state.position;
  let simple = true;
  while (state.input.charCodeAt(state.position) !== 0) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 34) {
      const end = state.position;
      state.position++;
      addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.DOUBLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
      return true;
    }
    if (ch === 92) {
      simple = false;
      const escaped = state.input.charCodeAt(++state.position);
      if (isEol(escaped)) readFlowScalarBreak(state, nodeIndent);
      else if (isSimpleEscape(escaped)) state.position++;
      else {
        let hexLength = escapedHexLen(escaped);
        if (hexLength === 0) throwError(state, "unknown escape sequence");
        while (hexLength-- > 0) {
          state.position++;
          if (fromHexCode(state.input.charCodeAt(state.position)) < 0) throwError(state, "expected hexadecimal character");
        }
        state.position++;
      }
    } else if (isEol(ch)) {
      simple = false;
      readFlowScalarBreak(state, nodeIndent);
    } else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a double quoted scalar");
    else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
    else state.position++;
  }
  throwError(state, "unexpected end of the stream within a double quoted scalar");
}
function readBlockScalar(state, parentIndent, props) {
  const ch = state.input.charCodeAt(state.position);
  let chomping = CHOMPING_MODE.CLIP;
  let indent = -1;
  let detectedIndent = false;
  if (ch !== 124 && ch !== 62) return false;
  const style = ch === 124 ? SCALAR_STYLE.LITERAL_BLOCK : SCALAR_STYLE.FOLDED_BLOCK;
  state.position++;
  while (state.input.charCodeAt(state.position) !== 0) {
    const current = state.input.charCodeAt(state.position);
    const digit = fromDecimalCode(current);
    if (current === 43 || current === 45) {
      if (chomping !== CHOMPING_MODE.CLIP) throwError(state, "repeat of a chomping mode identifier");
      chomping = current === 43 ? CHOMPING_MODE.KEEP : CHOMPING_MODE.STRIP;
      state.position++;
    } else if (digit >= 0) {
      if (digit === 0) throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
      if (detectedIndent) throwError(state, "repeat of an indentation width identifier");
      indent = parentIndent + digit - 1;
      detectedIndent = true;
      state.position++;
    } else break;
  }
  let hadWhitespace = false;
  while (isWhiteSpace(state.input.charCodeAt(state.position))) {
    hadWhitespace = true;
    state.position++;
  }
  if (hadWhitespace && state.input.charCodeAt(state.position) === 35) skipUntilLineEnd(state);
  if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
  else if (state.input.charCodeAt(state.position) !== 0) throwError(state, "a line break is expected");
  let contentIndent = detectedIndent ? indent : -1;
  let maxLeadingIndent = 0;
  const valueStart = state.position;
  let valueEnd = state.position;
  while (state.input.charCodeAt(state.position) !== 0) {
    const linePosition = state.position;
    let column = 0;
    while (state.input.charCodeAt(linePosition + column) === 32) column++;
    const first = state.input.charCodeAt(linePosition + column);
    if (first === 0) {
      if (contentIndent >= 0) {
        if (column > contentIndent) valueEnd = linePosition + column;
      } else if (column > 0) valueEnd = linePosition + column;
      break;
    }
    if (testDocumentBoundary(state)) break;
    if (!detectedIndent && contentIndent === -1 && isEol(first)) maxLeadingIndent = Math.max(maxLeadingIndent, column);
    if (!detectedIndent && contentIndent === -1 && !isEol(first)) {
      if (first === 9 && column < parentIndent) {
        state.position = linePosition + column;
        throwError(state, "tab characters must not be used in indentation");
      }
      if (column >= parentIndent && column < maxLeadingIndent) {
        state.position = linePosition + column;
        throwError(state, "bad indentation of a mapping entry");
      }
    }
    if (contentIndent === -1 && first !== 0 && !isEol(first) && column < parentIndent) {
      state.lineIndent = column;
      state.position = linePosition + column;
      break;
    }
    if (!detectedIndent && first !== 0 && !isEol(first) && contentIndent === -1) contentIndent = column;
    const requiredIndent = contentIndent === -1 ? parentIndent + 1 : contentIndent;
    if (first !== 0 && !isEol(first) && column < requiredIndent) {
      state.lineIndent = column;
      state.position = linePosition + column;
      break;
    }
    skipUntilLineEnd(state);
    valueEnd = state.position;
    if (isEol(state.input.charCodeAt(state.position))) {
      consumeLineBreak(state);
      valueEnd = state.position;
    }
  }
  checkPrintable(state, valueStart, valueEnd);
  addScalarEvent(state, valueStart, valueEnd, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, style, chomping, contentIndent);
  return true;
}
function canStartPlainScalar(state, nodeContext) {
  const ch = state.input.charCodeAt(state.position);
  const inFlow = nodeContext === CONTEXT_FLOW_IN;
  if (ch === 0 || isWsOrEol(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96 || isFlowIndicator(ch)) return false;
  if (ch === 63 || ch === 45) {
    const following = state.input.charCodeAt(state.position + 1);
    if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) return false;
  }
  return true;
}
function readPlainScalar(state, nodeIndent, nodeContext, props) {
  if (!canStartPlainScalar(state, nodeContext)) return false;
  const start = state.position;
  let end = state.position;
  let ch = state.input.charCodeAt(state.position);
  const inFlow = nodeContext === CONTEXT_FLOW_IN;
  let multiline = false;
  while (ch !== 0) {
    if (testDocumentBoundary(state)) break;
    if (ch === 58) {
      const following = state.input.charCodeAt(state.position + 1);
      if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) break;
    } else if (ch === 35) {
      if (isWsOrEol(state.input.charCodeAt(state.position - 1))) break;
    } else if (inFlow && isFlowIndicator(ch)) break;
    else if (isEol(ch)) {
      const savedPosition = state.position;
      const savedLine = state.line;
      const savedLineStart = state.lineStart;
      const savedLineIndent = state.lineIndent;
      skipSeparationSpace(state, false);
      if (state.lineIndent >= nodeIndent) {
        multiline = true;
        ch = state.input.charCodeAt(state.position);
        continue;
      }
      state.position = savedPosition;
      state.line = savedLine;
      state.lineStart = savedLineStart;
      state.lineIndent = savedLineIndent;
      break;
    }
    if (!isWhiteSpace(ch)) end = state.position + 1;
    ch = state.input.charCodeAt(++state.position);
  }
  if (end === start) return false;
  checkPrintable(state, start, end);
  addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, -1, !multiline);
  return true;
}
function skipFlowSeparationSpace(state, nodeIndent) {
  const startLine = state.line;
  skipSeparationSpace(state, true);
  if (state.line > startLine && state.lineIndent < nodeIndent || state.firstTabInLine !== -1 && state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readFlowCollection(state, nodeIndent, props) {
  const ch = state.input.charCodeAt(state.position);
  const isMapping = ch === 123;
  const start = state.position;
  let readNext = true;
  if (ch !== 91 && ch !== 123) return false;
  const terminator = isMapping ? 125 : 93;
  if (isMapping) addMappingEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
  else addSequenceEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
  state.position++;
  while (state.input.charCodeAt(state.position) !== 0) {
    skipFlowSeparationSpace(state, nodeIndent);
    let ch2 = state.input.charCodeAt(state.position);
    if (ch2 === terminator) {
      state.position++;
      addPopEvent(state);
      return true;
    } else if (!readNext) throwError(state, "missed comma between flow collection entries");
    else if (ch2 === 44) throwError(state, "expected the node content, but found ','");
    let isPair = false;
    let isExplicitPair = false;
    if (ch2 === 63 && isWsOrEol(state.input.charCodeAt(state.position + 1))) {
      isPair = isExplicitPair = true;
      state.position += 1;
      skipFlowSeparationSpace(state, nodeIndent);
    }
    const entryLine = state.line;
    const entryStart = snapshotState(state);
    const keyWasRead = parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
    skipFlowSeparationSpace(state, nodeIndent);
    ch2 = state.input.charCodeAt(state.position);
    if ((isMapping || isExplicitPair || state.line === entryLine) && ch2 === 58) {
      isPair = true;
      state.position++;
      skipFlowSeparationSpace(state, nodeIndent);
      if (!isMapping) {
        insertFlowPairMappingEvent(state, entryStart);
        if (!keyWasRead) addEmptyScalarEvent(state);
      } else if (!keyWasRead) addEmptyScalarEvent(state);
      if (!parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true)) addEmptyScalarEvent(state);
      skipFlowSeparationSpace(state, nodeIndent);
      if (!isMapping) addPopEvent(state);
    } else if (isMapping && isPair) {
      if (!keyWasRead) addEmptyScalarEvent(state);
      addEmptyScalarEvent(state);
    } else if (isMapping) addEmptyScalarEvent(state);
    else if (isPair) {
      insertFlowPairMappingEvent(state, entryStart);
      if (!keyWasRead) addEmptyScalarEvent(state);
      addEmptyScalarEvent(state);
      addPopEvent(state);
    }
    ch2 = state.input.charCodeAt(state.position);
    if (ch2 === 44) {
      readNext = true;
      state.position++;
    } else readNext = false;
  }
  throwError(state, "unexpected end of the stream within a flow collection");
}
function readBlockSequence(state, nodeIndent, props) {
  if (state.firstTabInLine !== -1 || state.input.charCodeAt(state.position) !== 45 || !isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) return false;
  addSequenceEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
  while (state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) {
    if (state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, "tab characters must not be used in indentation");
    }
    const entryLine = state.line;
    state.position++;
    const hadBreak = skipSeparationSpace(state, true) > 0;
    if (state.firstTabInLine !== -1 && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
    if (hadBreak && state.lineIndent <= nodeIndent) addEmptyScalarEvent(state);
    else parseNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
    skipSeparationSpace(state, true);
    if (state.lineIndent < nodeIndent || state.position >= state.length) break;
    if (state.lineIndent > nodeIndent) throwError(state, "bad indentation of a sequence entry");
    if (state.line === entryLine && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
  }
  addPopEvent(state);
  return true;
}
function readBlockMapping(state, nodeIndent, flowIndent, props) {
  let atExplicitKey = false;
  let detected = false;
  let mappingOpened = false;
  let pendingExplicitKey = false;
  if (state.firstTabInLine !== -1) return false;
  let ch = state.input.charCodeAt(state.position);
  while (ch !== 0) {
    if (!atExplicitKey && state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, "tab characters must not be used in indentation");
    }
    const following = state.input.charCodeAt(state.position + 1);
    const entryLine = state.line;
    if ((ch === 63 || ch === 58) && isWsOrEolOrEnd(following)) {
      if (!mappingOpened) {
        addMappingEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
        mappingOpened = true;
      }
      if (ch === 63) {
        if (atExplicitKey) addEmptyScalarEvent(state);
        detected = true;
        atExplicitKey = true;
      } else if (atExplicitKey) atExplicitKey = false;
      else {
        addEmptyScalarEvent(state);
        detected = true;
        atExplicitKey = false;
      }
      state.position += 1;
      pendingExplicitKey = true;
    } else {
      if (atExplicitKey) {
        addEmptyScalarEvent(state);
        atExplicitKey = false;
      }
      const beforeKey = snapshotState(state);
      if (!parseNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) break;
      if (state.line === entryLine) {
        ch = state.input.charCodeAt(state.position);
        while (isWhiteSpace(ch)) ch = state.input.charCodeAt(++state.position);
        if (ch === 58) {
          ch = state.input.charCodeAt(++state.position);
          if (!isWsOrEolOrEnd(ch)) throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
          if (!mappingOpened) {
            state.events.splice(beforeKey.eventsLength, 0, {
              type: EVENT_ID.MAPPING,
              start: beforeKey.position,
              anchorStart: props.anchorStart,
              anchorEnd: props.anchorEnd,
              tagStart: props.tagStart,
              tagEnd: props.tagEnd,
              style: COLLECTION_STYLE.BLOCK
            });
            mappingOpened = true;
          }
          detected = true;
          atExplicitKey = false;
          pendingExplicitKey = false;
        } else if (detected) throwError(state, "expected ':' after a mapping key");
        else {
          if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
            restoreState(state, beforeKey);
            return false;
          }
          return true;
        }
      } else if (detected) throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
      else {
        if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
          restoreState(state, beforeKey);
          return false;
        }
        return true;
      }
    }
    if (parseNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, pendingExplicitKey)) pendingExplicitKey = false;
    if (!atExplicitKey) {
      if (pendingExplicitKey) {
        addEmptyScalarEvent(state);
        pendingExplicitKey = false;
      }
    }
    skipSeparationSpace(state, true);
    ch = state.input.charCodeAt(state.position);
    if ((state.line === entryLine || state.lineIndent > nodeIndent) && ch !== 0) throwError(state, "bad indentation of a mapping entry");
    else if (state.lineIndent < nodeIndent) break;
  }
  if (!detected) return false;
  if (atExplicitKey) addEmptyScalarEvent(state);
  if (mappingOpened) addPopEvent(state);
  return true;
}
function parseNode(state, parentIndent, nodeContext, allowToSeek, allowCompact, allowPropertyMapping = true) {
  if (state.depth >= state.maxDepth) throwError(state, `nesting exceeded maxDepth (${state.maxDepth})`);
  state.depth++;
  let indentStatus = 1;
  let atNewLine = false;
  let hasContent = false;
  let propertyStart = null;
  const props = emptyProperties();
  let allowBlockScalars = nodeContext === CONTEXT_BLOCK_OUT || nodeContext === CONTEXT_BLOCK_IN;
  let allowBlockCollections = allowBlockScalars;
  const allowBlockStyles = allowBlockScalars;
  if (allowToSeek && skipSeparationSpace(state, true)) {
    atNewLine = true;
    if (state.lineIndent > parentIndent) indentStatus = 1;
    else if (state.lineIndent === parentIndent) indentStatus = 0;
    else indentStatus = -1;
  }
  if (indentStatus === 1) while (true) {
    const ch = state.input.charCodeAt(state.position);
    const propertyState = snapshotState(state);
    if (atNewLine && indentStatus !== 1 && (ch === 33 || ch === 38)) break;
    if (atNewLine && allowBlockStyles && (props.tagStart !== NO_RANGE$1 || props.anchorStart !== NO_RANGE$1) && (ch === 33 || ch === 38)) {
      const fallbackState = snapshotState(state);
      const flowIndent = parentIndent + 1;
      if (readBlockMapping(state, state.position - state.lineStart, flowIndent, props) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) {
        state.depth--;
        return true;
      }
      restoreState(state, fallbackState);
    }
    if (atNewLine && (ch === 33 && props.tagStart !== NO_RANGE$1 || ch === 38 && props.anchorStart !== NO_RANGE$1)) break;
    if (!readTagProperty(state, props, nodeContext === CONTEXT_FLOW_IN) && !readAnchorProperty(state, props)) break;
    if (propertyStart === null) propertyStart = propertyState;
    if (skipSeparationSpace(state, true)) {
      atNewLine = true;
      allowBlockCollections = allowBlockStyles;
      if (state.lineIndent > parentIndent) indentStatus = 1;
      else if (state.lineIndent === parentIndent) indentStatus = 0;
      else indentStatus = -1;
    } else allowBlockCollections = false;
  }
  if (allowBlockCollections) allowBlockCollections = atNewLine || allowCompact;
  if (indentStatus === 1 || nodeContext === CONTEXT_BLOCK_OUT) {
    const flowIndent = nodeContext === CONTEXT_FLOW_IN || nodeContext === CONTEXT_FLOW_OUT ? parentIndent : parentIndent + 1;
    const blockIndent = state.position - state.lineStart;
    if (indentStatus === 1) {
      if (allowBlockCollections && (readBlockSequence(state, blockIndent, props) || readBlockMapping(state, blockIndent, flowIndent, props)) || readFlowCollection(state, flowIndent, props)) hasContent = true;
      else {
        const ch = state.input.charCodeAt(state.position);
        if (propertyStart !== null && allowPropertyMapping && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62) {
          const fallbackState = snapshotState(state);
          const propertyIndent = propertyStart.position - propertyStart.lineStart;
          restoreState(state, propertyStart);
          if (readBlockMapping(state, propertyIndent, flowIndent, emptyProperties()) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) hasContent = true;
          else restoreState(state, fallbackState);
        }
        if (!hasContent && (allowBlockScalars && readBlockScalar(state, flowIndent, props) || readSingleQuotedScalar(state, flowIndent, props) || readDoubleQuotedScalar(state, flowIndent, props) || readAlias(state, props) || readPlainScalar(state, flowIndent, nodeContext, props))) hasContent = true;
      }
    } else if (indentStatus === 0) hasContent = allowBlockCollections && readBlockSequence(state, blockIndent, props);
  }
  allowBlockScalars = allowBlockScalars && !hasContent;
  if (!hasContent && (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1 || allowBlockScalars)) {
    addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN);
    hasContent = true;
  }
  state.depth--;
  return hasContent || props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1;
}
function readDirective(state) {
  if (state.lineIndent > 0 || state.input.charCodeAt(state.position) !== 37) return false;
  state.position++;
  const nameStart = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
  const name = state.input.slice(nameStart, state.position);
  const args = [];
  if (name.length === 0) throwError(state, "directive name must not be less than one character in length");
  while (state.input.charCodeAt(state.position) !== 0 && !isEol(state.input.charCodeAt(state.position))) {
    while (isWhiteSpace(state.input.charCodeAt(state.position))) state.position++;
    if (state.input.charCodeAt(state.position) === 35 || isEol(state.input.charCodeAt(state.position)) || state.input.charCodeAt(state.position) === 0) break;
    const start = state.position;
    while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
    args.push(state.input.slice(start, state.position));
  }
  if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
  if (name === "YAML") {
    if (state.directives.some((directive) => directive.kind === "yaml")) throwError(state, "duplication of %YAML directive");
    if (args.length !== 1) throwError(state, "YAML directive accepts exactly one argument");
    const match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
    if (match === null) throwError(state, "ill-formed argument of the YAML directive");
    if (parseInt(match[1], 10) !== 1) throwError(state, "unacceptable YAML version of the document");
    state.directives.push({
      kind: "yaml",
      version: args[0]
    });
  } else if (name === "TAG") {
    if (args.length !== 2) throwError(state, "TAG directive accepts exactly two arguments");
    const [handle, prefix] = args;
    if (!PATTERN_TAG_HANDLE.test(handle)) throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
    if (HAS_OWN.call(state.tagHandlers, handle)) throwError(state, `there is a previously declared suffix for "${handle}" tag handle`);
    if (!PATTERN_TAG_PREFIX.test(prefix)) throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
    state.tagHandlers[handle] = prefix;
    state.directives.push({
      kind: "tag",
      handle,
      prefix
    });
  }
  return true;
}
function readDocument(state) {
  state.directives = [];
  state.tagHandlers = /* @__PURE__ */ Object.create(null);
  let hasDirectives = false;
  skipSeparationSpace(state, true);
  while (readDirective(state)) {
    hasDirectives = true;
    skipSeparationSpace(state, true);
  }
  let explicitStart = false;
  let explicitEnd = false;
  let allowCompact = true;
  if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 3))) {
    explicitStart = true;
    const markerLine = state.line;
    state.position += 3;
    skipSeparationSpace(state, true);
    allowCompact = state.line > markerLine;
  } else if (hasDirectives) throwError(state, "directives end mark is expected");
  const documentEventIndex = state.events.length;
  if (!explicitStart && state.position === state.lineStart && state.input.charCodeAt(state.position) === 46 && testDocumentSeparator(state)) {
    state.position += 3;
    skipSeparationSpace(state, true);
    return;
  }
  addDocumentEvent(state, explicitStart, false);
  if (!parseNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, allowCompact, allowCompact)) addEmptyScalarEvent(state);
  skipSeparationSpace(state, true);
  if (state.position === state.lineStart && testDocumentSeparator(state)) {
    explicitEnd = state.input.charCodeAt(state.position) === 46;
    if (explicitEnd) {
      const markerLine = state.line;
      state.position += 3;
      skipSeparationSpace(state, true);
      if (state.line === markerLine && state.position < state.length) throwError(state, "end of the stream or a document separator is expected");
    }
  }
  const documentEvent = state.events[documentEventIndex];
  if (documentEvent?.type === EVENT_ID.DOCUMENT) documentEvent.explicitEnd = explicitEnd;
  addPopEvent(state);
  if (!explicitEnd && state.position < state.length && !testDocumentBoundary(state)) throwError(state, "end of the stream or a document separator is expected");
}
function readOn(state, before, documentStart, error3, wanted) {
  const at2 = error3.mark?.position;
  const event = state.events[before.eventsLength];
  if (at2 === void 0 || event?.type !== EVENT_ID.DOCUMENT || error3.reason.includes("maxDepth")) return false;
  const marker = /^---(?=[ \t\r\n\0])/gm;
  marker.lastIndex = documentStart + 1;
  const resume = marker.exec(state.input)?.index ?? state.length;
  if (at2 > resume || !wanted(at2)) return false;
  let line = before.line;
  for (let i = state.input.indexOf("\n", before.lineStart); i !== -1 && i < resume; i = state.input.indexOf("\n", i + 1)) line++;
  restoreState(state, { position: resume, line, lineStart: resume, lineIndent: 0, firstTabInLine: -1, eventsLength: before.eventsLength + 1 });
  state.depth = 0;
  event.broken = at2;
  addPopEvent(state);
  return true;
}
function parseEvents(input, options) {
  const length = input.length;
  const state = {
    filename: options?.filename ?? DEFAULT_PARSER_OPTIONS.filename,
    maxDepth: options?.maxDepth ?? DEFAULT_PARSER_OPTIONS.maxDepth,
    input: `${input}\0`,
    length,
    position: 0,
    line: 0,
    lineStart: 0,
    lineIndent: 0,
    firstTabInLine: -1,
    depth: 0,
    directives: [],
    tagHandlers: /* @__PURE__ */ Object.create(null),
    events: []
  };
  const nullpos = input.indexOf("\0");
  if (nullpos !== -1) YAMLException.throwAt(input, nullpos, "null byte is not allowed in input", state.filename);
  while (state.position < state.length) {
    skipByteOrderMark(state);
    skipSeparationSpace(state, true);
    if (state.position >= state.length) break;
    const documentStart = state.position;
    const before = options?.readOn ? snapshotState(state) : void 0;
    try {
      readDocument(state);
    } catch (error3) {
      if (!(error3 instanceof YAMLException)) throw error3;
      if (before && readOn(state, before, documentStart, error3, options.readOn)) continue;
      error3.events = state.events;
      throw error3;
    }
    if (state.position === documentStart)
      throwError(state, "can not read a document");
  }
  return state.events;
}
var DEFAULT_LOAD_OPTIONS = {
  ...DEFAULT_PARSER_OPTIONS,
  ...DEFAULT_CONSTRUCTOR_OPTIONS
};
function hasBit(mask, bit) {
  return (mask & 1 << bit) !== 0;
}
var DEFAULT_SCALAR_STYLE_RULES = {
  applyQuoteFlowKeysOption,
  doubleQuoteForInvisibles,
  doubleQuoteWhitespaceOnly,
  applyForceQuotesOption,
  tryLongOrMultilineAsBlock,
  quoteInvalidPlain,
  fallbackToDoubleQuoted
};
function _preferredQuotedStyle(layout) {
  if (layout.presenterOptions.quoteStyle === "single" && hasBit(layout.allowedStylesMask, SCALAR_STYLE.SINGLE_QUOTED)) return SCALAR_STYLE.SINGLE_QUOTED;
  return SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyQuoteFlowKeysOption(layout) {
  if (!layout.presenterOptions.quoteFlowKeys) return;
  if (!layout.isKey || !layout.flowOnly || layout.style !== SCALAR_STYLE.PLAIN) return;
  layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteForInvisibles(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && /[\t\x7F-\xA0\u2028\u2029\uFEFF\uFFFE\uFFFF]/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteWhitespaceOnly(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && /^\s+$/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyForceQuotesOption(layout) {
  if (!layout.presenterOptions.forceQuotes) return;
  if (layout.isKey || layout.style !== SCALAR_STYLE.PLAIN) return;
  if (layout.node.tag !== layout.presenterOptions.schema.defaultScalarTag.tagName) return;
  layout.style = layout.node.value.includes("\n") ? SCALAR_STYLE.DOUBLE_QUOTED : _preferredQuotedStyle(layout);
}
function tryLongOrMultilineAsBlock(layout) {
  if (layout.style !== SCALAR_STYLE.PLAIN || layout.isKey) return;
  const value = layout.node.value;
  const multiline = value.indexOf("\n") !== -1;
  if (!hasBit(layout.allowedStylesMask, SCALAR_STYLE.LITERAL_BLOCK)) {
    if (multiline) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
    return;
  }
  const w = layout.presenterOptions.lineWidth;
  if (w === -1) {
    if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
    return;
  }
  const availableWidth = Math.max(Math.min(w, 40), w - layout.shiftOfContent);
  let position = 0;
  let shouldFold = false;
  while (position <= value.length) {
    let lineEnd = value.length;
    const nextLineBreak = value.indexOf("\n", position);
    if (nextLineBreak !== -1) lineEnd = nextLineBreak;
    const line = value.slice(position, lineEnd);
    if (line.length > availableWidth && line[0] !== " " && / [^ \t]/.test(line)) shouldFold = true;
    if (nextLineBreak === -1) break;
    position = nextLineBreak + 1;
  }
  if (shouldFold) layout.style = SCALAR_STYLE.FOLDED_BLOCK;
  else if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
}
function quoteInvalidPlain(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && !hasBit(layout.allowedStylesMask, SCALAR_STYLE.PLAIN)) layout.style = _preferredQuotedStyle(layout);
}
function fallbackToDoubleQuoted(layout) {
  if (!hasBit(layout.allowedStylesMask, layout.style)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
var SRC_C_PRINTABLE = "[\\x09\\x0A\\x0D\\x20-\\x7E\\x85\\xA0-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]";
var SRC_B_CHAR = "[\\n\\r]";
var SRC_C_BYTE_ORDER_MARK = "\\uFEFF";
var SRC_S_WHITE = "[ \\t]";
var SRC_NB_CHAR = `(?:(?!(?:${SRC_B_CHAR}|${SRC_C_BYTE_ORDER_MARK}))${SRC_C_PRINTABLE})`;
var SRC_NS_CHAR = `(?:(?!${SRC_S_WHITE})${SRC_NB_CHAR})`;
var SRC_NB_JSON = "[\\x09\\x20-\\uD7FF\\uE000-\\uFFFF\\u{10000}-\\u{10FFFF}]";
var SRC_C_INDICATOR = "[-?:,\\[\\]{}#&*!|>'\"%@`]";
var SRC_C_FLOW_INDICATOR = "[,\\[\\]{}]";
var SRC_NS_PLAIN_SAFE_FLOW_OUT = SRC_NS_CHAR;
var SRC_NS_PLAIN_SAFE_FLOW_IN = `(?:(?!${SRC_C_FLOW_INDICATOR})${SRC_NS_CHAR})`;
var SRC_NS_PLAIN_FIRST_FLOW_OUT = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))`;
var SRC_NS_PLAIN_FIRST_FLOW_IN = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))`;
var SRC_NS_PLAIN_CHAR_FLOW_OUT = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_OUT})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))#*`;
var SRC_NS_PLAIN_CHAR_FLOW_IN = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_IN})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))#*`;
var SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_OUT})*`;
var SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_IN})*`;
var SRC_NS_PLAIN_ONE_LINE_FLOW_OUT = `${SRC_NS_PLAIN_FIRST_FLOW_OUT}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
var SRC_NS_PLAIN_ONE_LINE_FLOW_IN = `${SRC_NS_PLAIN_FIRST_FLOW_IN}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
var SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_OUT;
var SRC_NS_PLAIN_ONE_LINE_FLOW_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_IN;
var SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_OUT}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
var SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_IN}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
var SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT = `${SRC_NS_PLAIN_ONE_LINE_FLOW_OUT}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT})*`;
var SRC_NS_PLAIN_MULTI_LINE_FLOW_IN = `${SRC_NS_PLAIN_ONE_LINE_FLOW_IN}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN})*`;
var NS_PLAIN_FLOW_OUT = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT})$`, "u");
var NS_PLAIN_FLOW_IN = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_IN})$`, "u");
var NS_PLAIN_BLOCK_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY})$`, "u");
var NS_PLAIN_FLOW_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_FLOW_KEY})$`, "u");
var NB_SINGLE_ONE_LINE = new RegExp(`^(?:${SRC_NB_JSON})*$`, "u");
var NB_SINGLE_MULTI_LINE = new RegExp(`^(?:${SRC_NB_JSON}|\\n)*$`, "u");
var BLOCK_SCALAR_CONTENT = new RegExp(`^(?:${SRC_NB_CHAR}|\\n)*$`, "u");
var DEFAULT_PRESENTER_OPTIONS = {
  indent: 2,
  seqNoIndent: false,
  seqInlineFirst: true,
  lineWidth: 80,
  flowBracketPadding: false,
  flowSkipCommaSpace: false,
  flowSkipColonSpace: false,
  quoteFlowKeys: false,
  quoteStyle: "single",
  forceQuotes: false,
  scalarStyleRules: Object.keys(DEFAULT_SCALAR_STYLE_RULES).map((name) => Reflect.get(DEFAULT_SCALAR_STYLE_RULES, name)),
  tagBeforeAnchor: false
};
var DEFAULT_DUMP_OPTIONS = {
  ...DEFAULT_PRESENTER_OPTIONS,
  schema: DUMP_SCHEMA,
  skipInvalid: false,
  noRefs: false,
  flowLevel: -1,
  sortKeys: false,
  transform: () => {
  }
};
var EVENT_DOCUMENT = EVENT_ID.DOCUMENT;
var EVENT_SEQUENCE = EVENT_ID.SEQUENCE;
var EVENT_MAPPING = EVENT_ID.MAPPING;
var EVENT_SCALAR = EVENT_ID.SCALAR;
var EVENT_ALIAS = EVENT_ID.ALIAS;
var EVENT_POP = EVENT_ID.POP;
var SCALAR_STYLE_PLAIN = SCALAR_STYLE.PLAIN;
var SCALAR_STYLE_SINGLE_QUOTED = SCALAR_STYLE.SINGLE_QUOTED;
var SCALAR_STYLE_DOUBLE_QUOTED = SCALAR_STYLE.DOUBLE_QUOTED;
var SCALAR_STYLE_LITERAL_BLOCK = SCALAR_STYLE.LITERAL_BLOCK;
var SCALAR_STYLE_FOLDED_BLOCK = SCALAR_STYLE.FOLDED_BLOCK;
var COLLECTION_STYLE_BLOCK = COLLECTION_STYLE.BLOCK;
var COLLECTION_STYLE_FLOW = COLLECTION_STYLE.FLOW;
var CHOMPING_CLIP = CHOMPING_MODE.CLIP;
var CHOMPING_STRIP = CHOMPING_MODE.STRIP;
var CHOMPING_KEEP = CHOMPING_MODE.KEEP;

// src/diagnostics/yaml-tree.ts
var MAX_ALIAS_COUNT = 100;
var MAX_ALIASES_PER_DOCUMENT = 1e3;
var MAX_NESTING = 100;
function tooDeepAt(root) {
  return deepIn(root, 1);
}
function deepIn(node, level) {
  if (node?.kind === "seq") {
    if (level > MAX_NESTING) return node.start;
    for (const item of node.items) {
      const at2 = deepIn(item, level + 1);
      if (at2 !== void 0) return at2;
    }
  } else if (node?.kind === "map") {
    if (level > MAX_NESTING) return node.start;
    for (const pair of node.items) {
      const at2 = deepIn(pair.key, level + 1) ?? deepIn(pair.value, level + 1);
      if (at2 !== void 0) return at2;
    }
  }
  return void 0;
}
var MERGE_KEY_NAME = "Symbol(<<)";
var LineIndex = class {
  constructor(text) {
    this.text = text;
  }
  text;
  starts;
  /** The lines of a part of the text that starts at `base`, placed in the whole text. */
  shifted(base) {
    return { linePos: (offset) => this.linePos(offset + base) };
  }
  linePos(offset) {
    const starts = this.lineStarts();
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = low + high + 1 >> 1;
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, col: offset - starts[low] + 1 };
  }
  lineStarts() {
    if (this.starts) return this.starts;
    const starts = [0];
    const text = this.text;
    for (let at2 = text.indexOf("\n"); at2 !== -1; at2 = text.indexOf("\n", at2 + 1)) starts.push(at2 + 1);
    this.starts = starts;
    return starts;
  }
};
function isMapNode(node) {
  return node?.kind === "map";
}
function isBlankDocument(doc) {
  return doc.contents === null || doc.contents.kind === "scalar" && doc.contents.empty;
}
function shiftTree(node, by) {
  if (!node) return;
  node.start += by;
  if (node.kind === "seq") for (const item of node.items) shiftTree(item, by);
  if (node.kind !== "map") return;
  for (const pair of node.items) {
    shiftTree(pair.key, by);
    shiftTree(pair.value, by);
  }
}
function withoutStacks(read) {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return read();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

// src/diagnostics/yaml-messages.ts
var REPEATED_KEY_RULE = "yaml.duplicate-key";
var TOO_DEEP_RULE = "yaml.too-deep";
var YAML_WARNING_RULE = "yaml.warning";
function unresolvedTagDiagnostic(placing, at2, tag) {
  return diagnosticAt(placing, at2, "warning", YAML_WARNING_RULE, `Unresolved tag: ${tag}`);
}
function repeatedKeys(root) {
  const found = [];
  const visit = (node) => {
    if (node?.kind === "seq") for (const item of node.items) visit(item);
    if (node?.kind !== "map") return;
    const seen = /* @__PURE__ */ new Map();
    for (const { key, name } of node.items) {
      if (key?.kind !== "scalar" || name === void 0) continue;
      const first = seen.get(name);
      if (first === void 0) seen.set(name, key.start);
      else found.push({ offset: key.start, first });
    }
    for (const item of node.items) {
      visit(item.key);
      visit(item.value);
    }
  };
  visit(root);
  return found;
}
function repeatedKeyDiagnostics(placing, text, repeats, room) {
  const fit = Math.max(0, Math.min(room, repeats.length));
  const shown2 = repeats.slice(0, fit).map(({ offset, first }) => repeatedKey(placing, text, offset, first));
  return { shown: shown2, hidden: repeats.length - fit };
}
function repeatedKey(placing, text, offset, firstOffset) {
  const firstLine2 = placeOffset(placing, firstOffset).line;
  const message = `duplicate key \`${excerpt(keyAt(text, offset))}\`: it is already set on line ${firstLine2}, and a key may appear only once in a mapping (the later value would silently win)`;
  return diagnosticAt(placing, offset, "error", REPEATED_KEY_RULE, message);
}
function aliasLimitDiagnostic(placing, offset, tooMany) {
  const message = tooMany === "aliases" ? `more than ${MAX_ALIASES_PER_DOCUMENT} aliases in one document: write the values out instead, or split the document at \`---\`` : `aliases expand to too much data (more than ${MAX_ALIAS_COUNT} expansions): write the values out instead`;
  return diagnosticAt(placing, offset, "error", "yaml.alias-limit", message);
}
function tooDeepDiagnostic(placing, offset) {
  const message = `nesting is too deep to read (more than ${MAX_NESTING} levels, where a definition or the config needs a few): look here for a bracket left open or indentation that runs on`;
  return diagnosticAt(placing, offset, "error", TOO_DEEP_RULE, message);
}
function tooDeepDocument(placing, span, offset) {
  return {
    start: span.start,
    end: span.end,
    contents: { kind: "other", start: offset },
    diagnostics: [tooDeepDiagnostic(placing, offset)],
    plain: () => ({ ok: true, value: null })
  };
}
function capped(placing, start, diagnostics, hiddenErrors = 0) {
  const rest = diagnostics.slice(MAX_PLACED_PER_DOCUMENT);
  const count2 = rest.length + hiddenErrors;
  if (count2 === 0) return diagnostics;
  const severity = hiddenErrors > 0 || rest.some((d) => d.severity === "error") ? "error" : "warning";
  return [
    ...diagnostics.slice(0, MAX_PLACED_PER_DOCUMENT),
    moreProblems(placing, start, count2, severity, "YAML problems in this document")
  ];
}
function documentComplaints(placing, text, contents, start, first = [], last = []) {
  const repeats = repeatedKeys(contents);
  if (repeats.length === 0 && first.length === 0 && last.length === 0) return [];
  const room = MAX_PLACED_PER_DOCUMENT - first.length;
  const { shown: shown2, hidden } = repeatedKeyDiagnostics(placing, text, repeats, room);
  return capped(placing, start, [...first, ...shown2, ...last], hidden);
}
function keyAt(text, offset) {
  const end = text.indexOf("\n", offset);
  const line = text.slice(offset, end < 0 ? void 0 : end);
  const quoted2 = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*')/.exec(line);
  if (quoted2) return quoted2[1];
  const plain = /^(.*?)\s*:(?:\s|$)/.exec(line);
  return (plain ? plain[1] : line).trim();
}

// src/diagnostics/yaml-full.ts
var yaml;
async function loadFullReader() {
  const imported = await import("./dist-I5BTJOM7.js");
  yaml ??= imported.default ?? imported;
}
var FullReaderNotLoaded = class extends Error {
  name = "FullReaderNotLoaded";
  constructor() {
    super("the full YAML reader is not loaded yet: await loadFullReader() (or withFullReader) first");
  }
};
async function withFullReader(read) {
  try {
    return read();
  } catch (error3) {
    if (!(error3 instanceof FullReaderNotLoaded)) throw error3;
    await loadFullReader();
    return read();
  }
}
function needFullReader() {
  if (yaml === void 0) throw new FullReaderNotLoaded();
}
function yamlPackage() {
  needFullReader();
  return yaml;
}
var PARSE_OPTIONS = {
  prettyErrors: false,
  // pretty errors build a regex from the source: a deep file can exhaust memory
  logLevel: "error",
  // no process warnings (complex keys are reported as unknown keys instead)
  // The parser's own check compares every key with every other (120,000 keys: minutes); keys are
  // checked here instead, in one pass (duplicateKeys).
  uniqueKeys: false,
  // `<<: *anchor` merges a mapping as YAML users expect (YAML 1.1 merge keys), keys written
  // beside it winning.
  merge: true
};
var tagSchema;
function taggedScalarValue(tagName, source) {
  if (yaml === void 0 || tagName === MERGE_TAG) return void 0;
  tagSchema ??= new yaml.Schema({ ...PARSE_OPTIONS, resolveKnownTags: true });
  const named = tagSchema.tags.filter((tag2) => tag2.tag === tagName && !isCollection(tag2));
  const tag = named.find((form) => !(form.default && form.test)) ?? named.find((form) => form.test?.test(source)) ?? knownScalarTag(tagSchema, tagName);
  return tag ? resolvedBy(yaml, tag, source) : "unresolved";
}
function isCollection(tag) {
  return "collection" in tag && tag.collection !== void 0;
}
function knownScalarTag(known, tagName) {
  const tag = known.knownTags[tagName];
  return tag && !isCollection(tag) ? tag : void 0;
}
var MERGE_TAG = "tag:yaml.org,2002:merge";
function resolvedBy(reader, tag, source) {
  let failed = false;
  try {
    const resolved = tag.resolve(source, () => failed = true, PARSE_OPTIONS);
    if (!failed) return { value: reader.isScalar(resolved) ? resolved.value : resolved };
  } catch {
  }
  return void 0;
}
function parseYamlFully(file, text, lines = new LineIndex(text)) {
  const placing = { file, lineCounter: lines };
  const reader = yamlPackage();
  const parsed = withoutStacks(() => reader.parseAllDocuments(text, PARSE_OPTIONS));
  const streamErrors = "empty" in parsed ? parsed.errors.map((e) => yamlErrorDiagnostic(placing, e, text)) : [];
  const documents = [...parsed].map((doc, index) => {
    const aliases = [];
    const contents = treeOf(reader, doc.contents, aliases);
    const span = { start: index === 0 ? 0 : doc.range[0], end: doc.range[2] };
    const deep = tooDeepAt(contents);
    if (deep !== void 0) return tooDeepDocument(placing, span, deep);
    const plain = toPlain(placing, doc, aliases, text);
    return {
      start: span.start,
      end: span.end,
      contents,
      diagnostics: documentDiagnostics(placing, doc, text, contents),
      plain: () => plain
    };
  });
  return { file, lineCounter: lines, documents, streamErrors };
}
function treeOf(reader, node, aliases) {
  if (node === null || node === void 0) return null;
  const start = node.range?.[0] ?? 0;
  const { isAlias, isMap, isScalar: isScalar2, isSeq } = reader;
  if (isMap(node)) {
    const items = node.items.map((pair) => ({
      key: treeOf(reader, pair.key, aliases),
      name: keyName(reader, pair.key),
      value: treeOf(reader, pair.value, aliases)
    }));
    return { kind: "map", start, items };
  }
  if (isSeq(node))
    return { kind: "seq", start, items: node.items.map((item) => treeOf(reader, item, aliases)) };
  if (isScalar2(node)) return { kind: "scalar", start, empty: node.value === null && node.source === "" };
  if (isAlias(node) && aliases.length <= MAX_ALIASES_PER_DOCUMENT) aliases.push(start);
  return { kind: "other", start };
}
function keyName(reader, key) {
  if (reader.isScalar(key)) return key.value === null ? "" : String(key.value);
  return key === null || key === void 0 ? void 0 : String(key);
}
function documentDiagnostics(parsed, doc, text, contents) {
  const first = doc.errors.slice(0, 1).map((error3) => yamlErrorDiagnostic(parsed, error3, text));
  const warnings = doc.warnings.map(
    (warning2) => diagnosticAt(parsed, warning2.pos[0], "warning", YAML_WARNING_RULE, firstLine(warning2.message))
  );
  const start = doc.contents?.range?.[0] ?? doc.range[0];
  return documentComplaints(parsed, text, contents, start, first, warnings);
}
var PARSER_ERROR_RULES = {
  tab: "yaml.tab-indent",
  depth: TOO_DEEP_RULE,
  syntax: "yaml.syntax"
};
function yamlErrorDiagnostic(placing, error3, text) {
  const at2 = (rule, message) => diagnosticAt(placing, error3.pos[0], "error", rule, message);
  switch (error3.code) {
    case "TAB_AS_INDENT":
      return at2(
        PARSER_ERROR_RULES.tab,
        "a tab is used for indentation, and YAML allows only spaces there: indent this line with spaces"
      );
    case "RESOURCE_EXHAUSTION":
      return tooDeepDiagnostic(placing, error3.pos[0]);
    default: {
      const line = (offset) => placing.lineCounter.linePos(offset).line;
      const hint = syntaxHint({ code: error3.code, message: error3.message, text, at: error3.pos[0], line });
      return at2(PARSER_ERROR_RULES.syntax, `YAML syntax error: ${firstLine(error3.message)}${hint}`);
    }
  }
}
function toPlain(parsed, doc, aliases, source) {
  if (aliases.length > MAX_ALIASES_PER_DOCUMENT) {
    return { ok: false, diagnostic: aliasLimitDiagnostic(parsed, aliases[0], "aliases") };
  }
  try {
    return { ok: true, value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch (error3) {
    const message = error3 instanceof Error ? error3.message : String(error3);
    const offset = aliases[0] ?? doc.contents?.range?.[0] ?? 0;
    if (/excessive alias count/i.test(message)) {
      return { ok: false, diagnostic: aliasLimitDiagnostic(parsed, offset, "expansions") };
    }
    const own2 = source.slice(0, doc.range[2]);
    const hint = /unresolved alias|merge sources/i.test(message) ? unresolvedAliasHint(own2, offset, doc.range[0]) : "";
    const text = `YAML alias error: ${firstLine(message)}${hint}`;
    return { ok: false, diagnostic: diagnosticAt(parsed, offset, "error", "yaml.alias", text) };
  }
}
function firstLine(message) {
  const line = message.split("\n", 1)[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, "");
}

// src/diagnostics/yaml-fast.ts
var JS_YAML_MAX_DEPTH = 2 * MAX_NESTING + 10;
var DIRECTIVE_LINE = /^%/m;
var DOCUMENT_END = /^\.\.\.(?=[ \t\r\n]|$)[^\n]*\n?/gm;
var END_LINE = /^\.\.\.[ \t]*(?:#[^\n]*)?\r?\n?$/;
var AFTER_END = /(?:[ \t]*(?:#[^\n]*)?\r?\n)*(?:---(?:[ \t\r\n]|$)|[ \t]*(?:#[^\n]*)?$)/y;
var NOTHING = /^(?:[ \t]*(?:#[^\n]*)?\r?(?:\n|$))*$/;
var ESCAPED_BREAK_THEN_BLANK = /\\\r?\n[ \t]*\r?\n/;
var LONE_CR = /\r(?!\n)/;
var DOCUMENT_START = /^---(?=[ \t\r\n]|$)/gm;
var MAY_NOT_BE_A_STRING = /^(?:[-+.~0-9]|(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$)/;
var LOCAL_TAG = /^![^!<]/;
var untagged = { tagName: "!", matchByTagPrefix: true };
var YAML_TYPES = "tag:yaml.org,2002:";
var YAML_TYPE_TAG = /^(?:!!([\w-]+)|!<tag:yaml\.org,2002:([\w-]+)>)$/;
var CORE_SCALAR_TAGS = [nullCoreTag, boolCoreTag, intCoreTag, floatCoreTag];
function asFullReader(source, tagName) {
  const tagged = taggedScalarValue(tagName, source);
  if (tagged === void 0) return NOT_RESOLVED;
  return tagged === "unresolved" ? source : tagged.value;
}
function explicitAsFullReader(tag) {
  return {
    ...tag,
    resolve: (source, isExplicit, tagName) => isExplicit ? asFullReader(source, tagName) : tag.resolve(source, isExplicit, tagName)
  };
}
function dataKey(key) {
  return key === null ? "" : key;
}
var yamlMapTag = {
  ...mapTag,
  addPair: (container, key, value) => mapTag.addPair(container, dataKey(key), value),
  has: (container, key) => mapTag.has(container, dataKey(key)),
  get: (container, key) => mapTag.get(container, dataKey(key))
};
var SCHEMA = CORE_SCHEMA.withTags(
  mergeTag,
  CORE_SCALAR_TAGS.map(explicitAsFullReader),
  // The other types' tags on a scalar (`!!binary`, `!!timestamp`, one no schema has).
  {
    ...strTag,
    tagName: YAML_TYPES,
    matchByTagPrefix: true,
    resolve: (source, _explicit, tagName) => asFullReader(source, tagName)
  },
  { ...strTag, ...untagged },
  { ...seqTag, ...untagged },
  yamlMapTag,
  { ...yamlMapTag, ...untagged }
);
var EMPTY_DOCUMENT = -1;
var Unusual = class {
  /** `at`: where, when the walk knows (the event it was at). */
  constructor(at2) {
    this.at = at2;
  }
  at;
};
var TooDeep = class {
  constructor(at2) {
    this.at = at2;
  }
  at;
};
var STRING_TAGS = /* @__PURE__ */ new Set(["!!str", "!", "!<tag:yaml.org,2002:str>"]);
function readYamlFast(file, text, lines = new LineIndex(text), { known, readOn: readOn2 } = {}) {
  const closed = known ?? documentEnds(text);
  if (!closed || text.includes("\r") && LONE_CR.test(text)) return { declined: true, at: void 0 };
  let events;
  try {
    events = eventsOf(text, readOn2);
  } catch (error3) {
    if (!(error3 instanceof YAMLException)) return { declined: true, at: void 0 };
    const deep = tooDeepIn(error3, text);
    const at2 = deep ?? error3.mark?.position;
    const before = at2 === void 0 ? void 0 : readBefore(file, text, lines, error3, at2, closed);
    const declined = before ? { declined: true, at: at2, before } : { declined: true, at: at2 };
    return deep === void 0 ? declined : { ...declined, tooDeep: true };
  }
  return fromEvents(file, text, lines, events, closed);
}
function documentEnds(text) {
  if (DIRECTIVE_LINE.test(text)) return void 0;
  const ends = [];
  for (const match of text.matchAll(DOCUMENT_END)) {
    const end = match.index + match[0].length;
    AFTER_END.lastIndex = end;
    if (!END_LINE.test(match[0]) || !AFTER_END.test(text)) return void 0;
    if (ends.length === 0 && NOTHING.test(text.slice(0, match.index))) return void 0;
    ends.push(end);
  }
  return ends;
}
function fromEvents(file, text, lines, events, closed) {
  try {
    const built = trees(events, text);
    const markers = documentMarkers(text, built);
    const ends = documentBounds(markers, closed, text.length);
    const placing = { file, lineCounter: lines };
    const refusals = built.map(
      (doc) => doc.declined === void 0 && doc.tooDeep === void 0 ? aliasRefusal(placing, doc) : void 0
    );
    const values = construct(
      events,
      text,
      built.length,
      (i) => refusals[i] !== void 0 || built[i].declined !== void 0 || built[i].tooDeep !== void 0
    );
    const document = (doc, i) => {
      const span = { start: i === 0 ? 0 : markers[i], end: ends[i] };
      if (doc.tooDeep !== void 0) return tooDeepDocument(placing, span, doc.tooDeep);
      const contents = doc.contents ?? { kind: "scalar", start: EMPTY_DOCUMENT, empty: true };
      if (contents.start === EMPTY_DOCUMENT) contents.start = markers[i] + "---".length;
      const plain = refusals[i] ?? { ok: true, value: values[i] };
      const tags = doc.unresolvedTags?.map(({ at: at2, tag }) => unresolvedTagDiagnostic(placing, at2, tag));
      const diagnostics = documentComplaints(placing, text, contents, contents.start, [], tags);
      return {
        start: span.start,
        end: span.end,
        contents,
        diagnostics,
        plain: () => plain
      };
    };
    const declined = built.find((doc) => doc.declined !== void 0)?.declined;
    if (declined === void 0) return { ...placing, documents: built.map(document), streamErrors: [] };
    const pieces = built.map((doc, i) => {
      if (doc.declined === void 0) return { read: document(doc, i) };
      const start = i === 0 ? 0 : markers[i];
      const end = markers[i + 1] ?? text.length;
      return { hole: { start, end, at: Math.min(Math.max(doc.declined, start), end) } };
    });
    return { declined: true, at: declined, pieces };
  } catch (error3) {
    if (error3 instanceof Unusual) return { declined: true, at: error3.at };
    return { declined: true, at: error3 instanceof YAMLException ? error3.mark?.position : void 0 };
  }
}
function readBefore(file, text, lines, error3, at2, closed) {
  const { events } = error3;
  if (!events) return void 0;
  let last = events.length - 1;
  while (last > 0 && events[last].type !== EVENT_ID.DOCUMENT) last--;
  if (last <= 0) return void 0;
  const whole = events.slice(0, last);
  let count2 = 0;
  for (const event of whole) if (event.type === EVENT_ID.DOCUMENT) count2++;
  const first = whole[0];
  const implicitFirst = first.type === EVENT_ID.DOCUMENT && !first.explicitStart;
  const end = documentStarts(text.slice(0, at2 + 4), implicitFirst)[count2];
  if (end === void 0) return void 0;
  const before = closed.filter((closedAt) => closedAt <= end);
  return { end, reading: fromEvents(file, text.slice(0, end), lines, whole, before) };
}
function aliasRefusal(placing, doc) {
  if (doc.aliases > MAX_ALIASES_PER_DOCUMENT) {
    return { ok: false, diagnostic: aliasLimitDiagnostic(placing, doc.firstAlias, "aliases") };
  }
  if (doc.overused)
    return { ok: false, diagnostic: aliasLimitDiagnostic(placing, doc.firstAlias, "expansions") };
  return void 0;
}
function construct(events, text, documents, skipped) {
  const options = { source: text, schema: SCHEMA, json: true, maxTotalMergeKeys: -1 };
  let some = false;
  for (let i = 0; i < documents && !some; i++) some = skipped(i);
  if (!some) return constructFromEvents(events, options);
  const starts = [];
  for (let i = 0; i < events.length; i++) if (events[i].type === EVENT_ID.DOCUMENT) starts.push(i);
  const values = new Array(starts.length);
  for (let first = 0; first < starts.length; ) {
    if (skipped(first)) {
      first++;
      continue;
    }
    let end = first + 1;
    while (end < starts.length && !skipped(end)) end++;
    const built = constructFromEvents(events.slice(starts[first], starts[end] ?? events.length), options);
    for (let i = first; i < end; i++) values[i] = built[i - first];
    first = end;
  }
  return values;
}
function trees(events, text) {
  const documents = [];
  const stack = [];
  let current;
  const place = (node, event) => {
    const frame = stack.at(-1);
    if (!frame) {
      if (!current) throw new Unusual();
      current.contents = node;
    } else if (frame.node.kind === "seq") frame.node.items.push(node);
    else if (frame.key) {
      frame.node.items.push({ key: frame.key.node, name: frame.key.name, value: node });
      frame.key = void 0;
    } else {
      if (!event) throw new Unusual();
      const name = keyName2(event, text);
      if (current) noteKey(current, name, event);
      if (event.tagStart === frame.node.start && !frame.flow && frame.node.items.length === 0)
        frame.node.start = node.start;
      const quoted2 = event.style === SCALAR_STYLE.SINGLE_QUOTED || event.style === SCALAR_STYLE.DOUBLE_QUOTED;
      frame.key = { node, name, end: event.valueEnd + (quoted2 ? 1 : 0) };
    }
  };
  let index = 0;
  while (index < events.length) {
    try {
      for (; index < events.length; index++) walk(events[index]);
    } catch (error3) {
      if (error3 instanceof TooDeep && current) current.tooDeep = error3.at;
      else {
        if (!(error3 instanceof Unusual)) throw error3;
        error3.at ??= offsetNear(events, index);
        if (!current) throw error3;
        current.declined = error3.at ?? 0;
      }
      current = void 0;
      stack.length = 0;
      do
        index++;
      while (index < events.length && events[index].type !== EVENT_ID.DOCUMENT);
    }
  }
  return documents;
  function walk(event) {
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        current = {
          explicit: event.explicitStart,
          contents: null,
          // Made on first use: most documents have no anchor (40,000 maps: about 20 ms).
          anchors: void 0,
          aliasOf: void 0,
          aliases: 0,
          overused: false
        };
        documents.push(current);
        if (brokenAt(event) !== void 0) throw new Unusual(brokenAt(event));
        break;
      case EVENT_ID.SCALAR: {
        if (event.tagStart !== -1 && !readableTag(current, event, text)) throw new Unusual();
        if (escapedBreak(event, text)) throw new Unusual();
        const node = scalarNode(event, text, stack.at(-1));
        if (anchor(current, event, text, node) && (event.valueStart === -1 || awaitsKey(stack))) {
          throw new Unusual();
        }
        place(node, event);
        break;
      }
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE: {
        if (event.tagStart !== -1 && !ownKindTag(event, text) && !localTag(current, event, text)) {
          throw new Unusual();
        }
        if (stack.length >= MAX_NESTING) throw tooDeep(event, events[index + 1]);
        const node = event.type === EVENT_ID.MAPPING ? { kind: "map", start: event.start, items: [] } : { kind: "seq", start: event.start, items: [] };
        anchor(current, event, text, node);
        place(node);
        stack.push({ node, flow: event.style === COLLECTION_STYLE.FLOW });
        break;
      }
      case EVENT_ID.POP:
        if (stack.length > 0) stack.pop();
        else {
          if (current?.nullKey !== void 0 && current.merges) throw new Unusual(current.nullKey);
          current = void 0;
        }
        break;
      default: {
        if (!current || awaitsKey(stack)) throw new Unusual();
        const start = event.anchorStart - 1;
        const used = current.anchors?.get(text.slice(event.anchorStart, event.anchorEnd));
        if (!used || stack.some((frame) => frame.node === used.node)) throw new Unusual();
        current.firstAlias ??= start;
        current.aliases++;
        const node = { kind: "other", start };
        current.aliasOf ??= /* @__PURE__ */ new Map();
        current.aliasOf.set(node, used);
        if (expansions(used, current.aliasOf) > MAX_ALIAS_COUNT) current.overused = true;
        place(node);
      }
    }
  }
}
function tooDeep(event, next) {
  const taggedKey = next?.type === EVENT_ID.SCALAR && next.tagStart === event.start;
  return event.type === EVENT_ID.MAPPING && taggedKey ? new Unusual(event.start) : new TooDeep(event.start);
}
function tooDeepIn(error3, text) {
  const events = error3.events;
  if (!events || !error3.message.includes("maxDepth")) return void 0;
  let last = events.length - 1;
  while (last > 0 && events[last].type !== EVENT_ID.DOCUMENT) last--;
  try {
    return trees(events.slice(last), text).at(-1)?.tooDeep;
  } catch {
    return void 0;
  }
}
function eventsOf(text, readOn2) {
  const options = { maxDepth: JS_YAML_MAX_DEPTH, readOn: readOn2 };
  return withoutStacks(() => parseEvents(text, options));
}
function brokenAt(event) {
  return event.broken;
}
function tooDeepFirst(text) {
  try {
    eventsOf(text);
  } catch (error3) {
    if (!(error3 instanceof YAMLException)) return void 0;
    const events = error3.events ?? [];
    const documents = events.filter((event) => event.type === EVENT_ID.DOCUMENT).length;
    return documents === 1 ? tooDeepIn(error3, text) : void 0;
  }
  return void 0;
}
function offsetNear(events, index) {
  for (let i = Math.min(index, events.length - 1); i >= 0; i--) {
    const event = events[i];
    if (event.type === EVENT_ID.MAPPING || event.type === EVENT_ID.SEQUENCE) return event.start;
    if (event.type === EVENT_ID.SCALAR && event.valueStart !== -1) return event.valueStart;
    if (event.type === EVENT_ID.ALIAS) return event.anchorStart;
  }
  return void 0;
}
function anchor(current, event, text, node) {
  if (event.anchorStart === -1) return false;
  const name = text.slice(event.anchorStart, event.anchorEnd);
  if (!current || current.anchors?.has(name)) throw new Unusual();
  if (!/^(?:[ \t\r\n]|$)/.test(text.slice(event.anchorEnd, event.anchorEnd + 1))) throw new Unusual();
  current.anchors ??= /* @__PURE__ */ new Map();
  current.anchors.set(name, { node, count: 1, aliasCount: 0 });
  return true;
}
function expansions(anchor2, aliasOf) {
  anchor2.count++;
  if (anchor2.aliasCount === 0) anchor2.aliasCount = aliasCount(anchor2.node, aliasOf);
  return anchor2.count * anchor2.aliasCount;
}
function aliasCount(node, aliasOf) {
  const target = node && aliasOf.get(node);
  if (target) return target.count * target.aliasCount;
  let most = 0;
  if (node?.kind === "seq") for (const item of node.items) most = Math.max(most, aliasCount(item, aliasOf));
  else if (node?.kind === "map") {
    for (const { key, value } of node.items)
      most = Math.max(most, aliasCount(key, aliasOf), aliasCount(value, aliasOf));
  } else return 1;
  return most;
}
function readableTag(current, event, text) {
  if (event.valueStart === -1) return false;
  const tag = text.slice(event.tagStart, event.tagEnd);
  return STRING_TAGS.has(tag) || typeTag(current, event, text, tag) || localTag(current, event, text);
}
function typeTag(current, event, text, tag) {
  const type = yamlTypeName(tag);
  if (!current || type === void 0) return false;
  const tagName = YAML_TYPES + type;
  const source = getScalarValue(text, event);
  const tagged = source === "" ? void 0 : taggedScalarValue(tagName, source);
  if (tagged === void 0) return false;
  if (tagged === "unresolved") unresolvedTag(current, event.tagStart, tagName);
  return true;
}
function ownKindTag(event, text) {
  const type = yamlTypeName(text.slice(event.tagStart, event.tagEnd));
  return type === (event.type === EVENT_ID.MAPPING ? "map" : "seq");
}
function yamlTypeName(tag) {
  const type = YAML_TYPE_TAG.exec(tag);
  return type ? type[1] ?? type[2] : void 0;
}
function localTag(current, event, text) {
  const tag = text.slice(event.tagStart, event.tagEnd);
  if (!current || !LOCAL_TAG.test(tag)) return false;
  unresolvedTag(current, event.tagStart, tag);
  return true;
}
function unresolvedTag(current, at2, tag) {
  current.unresolvedTags ??= [];
  current.unresolvedTags.push({ at: at2, tag });
}
function awaitsKey(stack) {
  const frame = stack.at(-1);
  return frame !== void 0 && frame.node.kind === "map" && !frame.key;
}
function escapedBreak(event, text) {
  if (event.style !== SCALAR_STYLE.DOUBLE_QUOTED || event.fast) return false;
  return ESCAPED_BREAK_THEN_BLANK.test(text.slice(event.valueStart, event.valueEnd));
}
function noteKey(current, name, event) {
  if (event.style !== SCALAR_STYLE.PLAIN) return;
  if (name === MERGE_KEY_NAME) current.merges = true;
  else if (name === "") current.nullKey ??= event.valueStart;
}
function keyName2(event, text) {
  if (event.valueStart === -1) throw new Unusual();
  const name = getScalarValue(text, event);
  if (event.tagStart !== -1) return taggedKeyName(event, text, name);
  if (event.style === SCALAR_STYLE.PLAIN && name === "<<") return MERGE_KEY_NAME;
  if (event.style === SCALAR_STYLE.PLAIN && MAY_NOT_BE_A_STRING.test(name)) return plainKeyName(name);
  if (name === "__proto__") throw new Unusual();
  return name;
}
function taggedKeyName(event, text, source) {
  if (source === "<<" || source === "__proto__") throw new Unusual();
  const type = yamlTypeName(text.slice(event.tagStart, event.tagEnd));
  if (type === void 0 || type === "str") return source;
  const value = asFullReader(source, YAML_TYPES + type);
  if (value === NOT_RESOLVED || typeof value === "object" && value !== null) throw new Unusual();
  return String(dataKey(value));
}
function plainKeyName(text) {
  for (const tag of CORE_SCALAR_TAGS) {
    const value = tag.resolve(text, false, tag.tagName);
    if (value !== NOT_RESOLVED) return String(dataKey(value));
  }
  return text;
}
function scalarNode(event, text, frame) {
  if (event.valueStart === -1) return { kind: "scalar", start: emptyStart(text, frame), empty: true };
  switch (event.style) {
    case SCALAR_STYLE.SINGLE_QUOTED:
    case SCALAR_STYLE.DOUBLE_QUOTED:
      return { kind: "scalar", start: event.valueStart - 1, empty: false };
    case SCALAR_STYLE.LITERAL_BLOCK:
    case SCALAR_STYLE.FOLDED_BLOCK:
      return { kind: "scalar", start: blockHeader(text, event.valueStart), empty: false };
    default:
      return { kind: "scalar", start: event.valueStart, empty: false };
  }
}
function emptyStart(text, frame) {
  if (!frame) return EMPTY_DOCUMENT;
  if (frame.node.kind !== "map" || frame.flow || !frame.key) throw new Unusual();
  let at2 = text.indexOf(":", frame.key.end);
  if (at2 === -1 || text.slice(frame.key.end, at2).includes("\n")) throw new Unusual();
  do
    at2++;
  while (text[at2] === " " || text[at2] === "	");
  return at2;
}
function blockHeader(text, contentStart) {
  const lineEnd = text.lastIndexOf("\n", contentStart - 1);
  const lineStart = text.lastIndexOf("\n", lineEnd - 1) + 1;
  const header = /[|>][-+0-9]*[ \t]*(?:#.*)?\r?$/.exec(text.slice(lineStart, lineEnd));
  if (!header) throw new Unusual();
  return lineStart + header.index;
}
function documentMarkers(text, documents) {
  const implicitFirst = documents.length > 0 && !documents[0].explicit;
  const starts = documentStarts(text, implicitFirst);
  if (documents.length !== starts.length) throw new Unusual();
  if (documents.some((doc, i) => !doc.explicit && i > 0)) throw new Unusual();
  return starts;
}
function documentBounds(markers, closed, length) {
  let next = 0;
  return markers.map((start, i) => {
    const limit = markers[i + 1] ?? length;
    while (next < closed.length && closed[next] <= start) next++;
    return next < closed.length && closed[next] <= limit ? closed[next] : limit;
  });
}
function documentStarts(text, implicitFirst) {
  const markers = Array.from(text.matchAll(DOCUMENT_START), (match) => match.index);
  return implicitFirst ? [0, ...markers] : markers;
}

// src/diagnostics/yaml-document-split.ts
var ERROR_RULES = new Set(Object.values(PARSER_ERROR_RULES));
function readDocumentAround(file, text, span, lines) {
  const doc = text.slice(span.start, span.end);
  if (/[&*]/.test(doc)) return void 0;
  const cut = keyLineBefore(doc, span.at - span.start);
  if (cut === void 0) return void 0;
  const head = readYamlFast(file, doc.slice(0, cut), lines.shifted(span.start));
  if ("declined" in head || head.documents.length !== 1) return void 0;
  const tail = parseYamlFully(file, doc.slice(cut), lines.shifted(span.start + cut));
  if (tail.streamErrors.length > 0 || tail.documents.length !== 1) return void 0;
  const placing = { file, lineCounter: lines.shifted(span.start) };
  const document = joined(placing, doc, head.documents[0], tail.documents[0], cut);
  return document && { file, lineCounter: lines, documents: [document], streamErrors: [] };
}
function keyLineBefore(doc, at2) {
  for (let i = doc.lastIndexOf("\n", at2 - 2); i > 0; i = doc.lastIndexOf("\n", i - 1)) {
    if (/[A-Za-z_]/.test(doc[i + 1] ?? "")) return i + 1;
  }
  return void 0;
}
function joined(placing, doc, head, tail, cut) {
  const first = head.contents;
  const rest = tail.contents;
  if (first?.kind !== "map" || rest?.kind !== "map" || rest.start !== 0) return void 0;
  if (first.start > 0 && doc[first.start - 1] !== "\n") return void 0;
  if (touching(first) || touching(rest) || rest.items.some((item) => item.name === "__proto__"))
    return void 0;
  const error3 = tailError(tail.diagnostics);
  if (error3 === void 0) return void 0;
  const data = joinedData(head, tail);
  if (data === void 0) return void 0;
  shiftTree(rest, cut);
  const contents = { kind: "map", start: first.start, items: [...first.items, ...rest.items] };
  const diagnostics = documentComplaints(placing, doc, contents, contents.start, error3 ? [error3] : []);
  const end = cut + tail.end;
  return { start: 0, end, contents, diagnostics, plain: () => ({ ok: true, value: data }) };
}
function touching(map) {
  return map.items.some((item) => item.name === MERGE_KEY_NAME);
}
function tailError(diagnostics) {
  const others = diagnostics.filter((diagnostic) => diagnostic.rule !== REPEATED_KEY_RULE);
  if (others.length === 0) return null;
  const [error3] = others;
  if (others.length > 1 || error3 !== diagnostics[0] || !ERROR_RULES.has(error3.rule)) return void 0;
  return error3;
}
function joinedData(head, tail) {
  const first = head.plain();
  const rest = tail.plain();
  if (!first.ok || !rest.ok || !isRecord(first.value) || !isRecord(rest.value)) return void 0;
  return Object.assign(first.value, rest.value);
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/diagnostics/yaml-documents.ts
var RUN_BYTES = 64 * 1024;
var RUN_LENGTH = 8 * 1024;
var READ_ON_BYTES = 16 * 1024;
var DENSE_COUNT = 100;
var DENSE_BYTES = 45;
function parseYaml(file, text) {
  if (text.length > RUN_BYTES) needFullReader();
  const reading = partReading(file, text);
  const fast = reading ? reading.readFast(0, text.length, "stop") : readYamlFast(file, text);
  if (!("declined" in fast)) return fast;
  return reading?.past(fast) ?? readInRuns(file, text) ?? readPastDirectives(file, text) ?? refusedWhole(file, text, fast) ?? parseYamlFully(file, text);
}
function refusedWhole(file, text, fast) {
  const prolog = PROLOG.exec(text)[0];
  if (!oneDocument(text, prolog.length)) return void 0;
  const directives = /^%/m.test(prolog);
  const at2 = fast.tooDeep ? fast.at : fast.at === void 0 && directives ? tooDeepFirst(text) : void 0;
  if (at2 === void 0) return void 0;
  const lines = new LineIndex(text);
  const document = tooDeepDocument({ file, lineCounter: lines }, { start: 0, end: text.length }, at2);
  return { file, lineCounter: lines, documents: [document], streamErrors: [] };
}
function oneDocument(text, first) {
  for (const marker of text.matchAll(DOCUMENT_START)) if (marker.index !== first) return false;
  return !DOCUMENT_END_LINE.test(text);
}
var DOCUMENT_END_LINE = /^\.\.\.(?=[ \t\r\n]|$)/m;
var PROLOG = /^(?:(?:%[^\n]*|[ \t]*(?:#[^\n]*)?\r?)\n)*/;
var NOT_YAML_1_2 = /^%YAML(?![ \t]+1\.2[ \t]*(?:#.*)?\r?$)/m;
function readPastDirectives(file, text) {
  const prolog = PROLOG.exec(text)[0];
  const first = prolog.length;
  if (text.length <= RUN_BYTES || !/^%/m.test(prolog) || NOT_YAML_1_2.test(prolog)) return void 0;
  const rest = text.slice(first);
  const second = rest.slice(3).search(DOCUMENT_START);
  const closed = documentEnds(rest);
  if (rest.search(DOCUMENT_START) !== 0 || second === -1 || !closed) return void 0;
  const end = first + 3 + second;
  const lines = new LineIndex(text);
  const closedAt = first + documentEnd(closed, { start: 0, end: end - first });
  const document = firstDocument(file, text.slice(0, end), lines, closedAt);
  if (!document) return void 0;
  const after = parseYaml(file, prolog.replace(/[^\r\n]/g, " ") + rest);
  if (after.streamErrors.length > 0 || after.documents[1]?.start !== end) return void 0;
  return { ...after, lineCounter: lines, documents: [document, ...after.documents.slice(1)] };
}
function firstDocument(file, head, lines, closedAt) {
  const deep = tooDeepFirst(head);
  if (deep !== void 0)
    return tooDeepDocument({ file, lineCounter: lines }, { start: 0, end: closedAt }, deep);
  const read = parseYamlFully(file, head, lines);
  const [document] = read.documents;
  if (read.streamErrors.length > 0 || read.documents.length !== 1 || document?.end !== closedAt)
    return void 0;
  return endsOpen(read, lines.linePos(head.length).line) ? void 0 : document;
}
var READ_AGAIN_ALONE = 1024;
function documentsAgain(file, text) {
  let whole;
  let lines;
  let apart;
  const read = /* @__PURE__ */ new Map();
  return (index, span) => {
    if (read.has(index)) return read.get(index);
    let again;
    apart ??= documentEnds(text) !== void 0;
    if (apart && !whole && read.size < READ_AGAIN_ALONE) {
      lines ??= new LineIndex(text);
      const alone = readYamlFast(file, text.slice(span.start, span.end), lines.shifted(span.start));
      if (!("declined" in alone) && alone.documents.length === 1)
        again = { parsed: alone, doc: alone.documents[0] };
    }
    if (!again) {
      whole ??= parseYaml(file, text);
      const doc = whole.documents[index];
      again = doc && { parsed: whole, doc };
    }
    read.set(index, again);
    return again;
  };
}
function readInRuns(file, text) {
  const reading = partReading(file, text);
  if (!reading) return void 0;
  const bounds = reading.runBounds(0);
  if (bounds.length < 3) return void 0;
  reading.inRuns(bounds);
  return reading.result();
}
function partReading(file, text) {
  const closed = text.length > RUN_BYTES ? documentEnds(text) : void 0;
  return closed && new PartReading(file, text, closed);
}
var PartReading = class {
  /** `closed`: where `...` lines close documents (documentEnds). */
  constructor(file, text, closed) {
    this.file = file;
    this.text = text;
    this.closed = closed;
    this.lines = new LineIndex(text);
    this.read = new Reading(file, this.lines);
  }
  file;
  text;
  closed;
  /** Each `---` line's start, found on first use: a big file read fast in one go needs none. */
  found;
  lines;
  read;
  /** Where each broken document found so far starts (or where its error is, in file order). */
  broken = [];
  result() {
    return this.read.result();
  }
  get markers() {
    this.found ??= Array.from(this.text.matchAll(DOCUMENT_START), (match) => match.index);
    return this.found;
  }
  /** `whole`: the fast reader's answer for the whole text. */
  past(whole) {
    let from = 0;
    let to = this.text.length;
    let fast = whole;
    for (; ; ) {
      let next = to;
      if ("declined" in fast) next = this.pastDecline(fast, from, to);
      else this.read.add(fast, from);
      if (next === void 0) return void 0;
      if (next >= this.text.length) return this.read.result();
      from = next;
      if (this.dense(from)) {
        this.inRuns(this.runBounds(from));
        return this.read.result();
      }
      to = this.nextMarker(from + READ_ON_BYTES);
      fast = this.readFast(from, to);
    }
  }
  /** Whether the last DENSE_COUNT broken documents before `from` lie closer than DENSE_BYTES apart. */
  dense(from) {
    const first = this.broken.at(-DENSE_COUNT);
    return first !== void 0 && from - first < DENSE_COUNT * DENSE_BYTES;
  }
  /** A broken document found at `at`, noted: whether to read on past it fast (until they lie dense). */
  noteBroken(at2) {
    if (at2 > (this.broken.at(-1) ?? -1)) this.broken.push(at2);
    return !this.dense(at2);
  }
  /** text[from, to), declined: read; where to go on, or undefined when it cannot be. */
  pastDecline(declined, from, to) {
    if (declined.pieces) return this.fill(declined.pieces, from, to);
    if (declined.at === void 0) return void 0;
    const at2 = from + declined.at;
    const found = documentAt(this.markers, at2, this.text.length);
    let start = found.start;
    if (start > from) {
      const before = declined.before?.end === start - from ? declined.before.reading : this.readFast(from, start);
      if (!("declined" in before)) {
        if (before.documents.length === 0) start = from;
        else this.read.add(before, from);
      } else if (!before.pieces) return void 0;
      else {
        const next = this.fill(before.pieces, from, start);
        if (next !== start) return next;
      }
    }
    if (declined.tooDeep) {
      const placing = { file: this.file, lineCounter: this.lines };
      const end = documentEnd(this.closed, { start, end: found.end });
      this.read.addDocument(tooDeepDocument(placing, { start, end }, at2), 0);
      return found.end;
    }
    this.noteBroken(start);
    const span = { start, end: found.end, at: at2 };
    return this.document(span);
  }
  /** Pieces of text[from, to): the documents read kept, the holes read fully, together. */
  fill(pieces, from, to) {
    const spans = pieces.flatMap(
      (piece) => "hole" in piece ? [{ start: from + piece.hole.start, end: from + piece.hole.end, at: from + piece.hole.at }] : []
    );
    const together = this.inBatches(spans);
    let hole = 0;
    for (const piece of pieces) {
      if ("read" in piece) {
        this.read.addDocument(piece.read, from);
        continue;
      }
      const span = spans[hole];
      const read = together[hole++];
      if (read) this.read.addDocument(read, 0);
      else {
        const next = this.document(span);
        if (next !== span.end) return next;
      }
    }
    return to;
  }
  /**
   * The documents at `spans` read fully, in batches of neighbours about RUN_LENGTH long, each in
   * one go (together); undefined for each document of a batch that cannot be read so.
   */
  inBatches(spans) {
    const read = [];
    for (let first = 0; first < spans.length; ) {
      let length = spans[first].end - spans[first].start;
      let next = first + 1;
      while (next < spans.length && length + spans[next].end - spans[next].start <= RUN_LENGTH) {
        length += spans[next].end - spans[next].start;
        next++;
      }
      const batch = spans.slice(first, next);
      const documents = batch.length > 1 ? this.together(batch) : void 0;
      for (let i = 0; i < batch.length; i++) read.push(documents?.[i]);
      first = next;
    }
    return read;
  }
  /**
   * The documents at `spans` read fully in one go, their texts joined, each moved back to its
   * place (a call each costs more than the reading), the last followed by the line after it in
   * the file (a `---`) as each of the others is by the next one's: one that the full reader ends
   * at that line read nothing past it (see document); one alone is read so too. Undefined when one
   * of them reads on into the next, and each is read by itself instead.
   */
  together(spans) {
    const starts = [];
    let joined2 = "";
    for (const span of spans) {
      starts.push(joined2.length);
      joined2 += this.text.slice(span.start, span.end);
    }
    const last = spans.at(-1);
    const after = this.lineAfter(last.end);
    const lines = {
      linePos: (offset) => {
        const i = Math.max(0, firstAbove(starts, offset) - 1);
        if (i > 0 && offset === starts[i]) return this.lines.linePos(spans[i - 1].end);
        return this.lines.linePos(offset - starts[i] + spans[i].start);
      }
    };
    const parsed = parseYamlFully(this.file, joined2 + this.text.slice(last.end, after), lines);
    const documents = parsed.documents.slice(0, spans.length);
    const extra = after > last.end ? 1 : 0;
    if (parsed.streamErrors.length > 0 || parsed.documents.length !== spans.length + extra) return void 0;
    for (let i = 0; i < documents.length; i++) {
      const end = starts[i] + documentEnd(this.closed, spans[i]) - spans[i].start;
      if (documents[i].end !== end) return void 0;
      documents[i] = shifted(documents[i], spans[i].start - starts[i]);
    }
    return documents;
  }
  /**
   * One document read fully; where to go on after it (the file's end when the full reader reads
   * on past its `---`). A small one is read with the next `---` line: when the full reader still
   * ends it there, it read nothing past it (a flow list left open ends there), and its reading is
   * the whole file's (the next document itself is not needed: reading it too made a file with a
   * broken document in every third read each other one fully as well). One with an error on its
   * last line otherwise may be a construct left open (a quote), read on past `---` in the whole
   * file: from there the file is read whole.
   */
  document(span) {
    const { file, text, lines } = this;
    if (span.end < text.length && span.end - span.start <= RUN_BYTES) {
      const doc = this.together([span])?.[0];
      if (!doc) return this.restWhole(span.start);
      this.read.addDocument(doc, 0);
      return span.end;
    }
    const middle = readDeclined(file, text, span, lines);
    if (middle === void 0) return void 0;
    if (span.end < text.length && endsOpen(middle, lines.linePos(span.end).line))
      return this.restWhole(span.start);
    this.read.add(middle, span.start);
    return span.end;
  }
  /** The end of the line that starts at `offset` (its `\n` included), or the text's end. */
  lineAfter(offset) {
    if (offset >= this.text.length) return this.text.length;
    const lineEnd = this.text.indexOf("\n", offset);
    return lineEnd === -1 ? this.text.length : lineEnd + 1;
  }
  /** The file from `start` on, read whole by the full reader; its end. */
  restWhole(start) {
    this.read.add(parseYamlFully(this.file, this.text.slice(start), this.lines.shifted(start)), start);
    return this.text.length;
  }
  /** Where the runs from `from` start (each at a `---`), and the text's end. */
  runBounds(from) {
    const bounds = [from];
    while (bounds.at(-1) < this.text.length) bounds.push(this.nextMarker(bounds.at(-1) + RUN_LENGTH));
    return bounds;
  }
  /** The file from `bounds[0]` on, in the runs `bounds` marks, each fast if it can be, else fully. */
  inRuns(bounds) {
    for (let i = 0; i + 1 < bounds.length; i++) {
      const start = bounds[i];
      const end = bounds[i + 1];
      const fast = this.readFast(start, end, "stop");
      const ended = "declined" in fast ? this.runWithNextLine(start, end) : void 0;
      if (ended) {
        this.read.add(ended, start);
        continue;
      }
      const parsed = "declined" in fast ? parseYamlFully(this.file, this.text.slice(start, end), this.lines.shifted(start)) : fast;
      if (end < this.text.length && endsOpen(parsed, this.lines.linePos(end).line)) {
        if (this.lastReadOn(parsed, start, end) !== end) break;
        continue;
      }
      this.read.add(parsed, start);
    }
  }
  /**
   * The run text[start, end) read fully with the `---` line after it, as document() reads one
   * document: when the full reader starts a document at that line, the run read nothing past it,
   * and its reading is the whole file's, though its last document ends with an error (every
   * document broken: each run's last read again by itself took a tenth of the file's reading).
   * Undefined when it reads on, or the text ends there.
   */
  runWithNextLine(start, end) {
    const after = this.lineAfter(end);
    if (after === end) return void 0;
    const parsed = parseYamlFully(this.file, this.text.slice(start, after), this.lines.shifted(start));
    const next = parsed.documents.at(-1);
    if (parsed.streamErrors.length > 0 || parsed.documents.length < 2 || next?.start !== end - start)
      return void 0;
    return { ...parsed, documents: parsed.documents.slice(0, -1) };
  }
  /**
   * A run whose last document has an error on its last line, which may be a construct left open
   * (an unclosed quote reads on past `---`): its other documents kept, the last read again with
   * the next one (see document); where to go on (the file's end when it read on).
   */
  lastReadOn(parsed, start, end) {
    const last = parsed.documents.at(-1);
    if (parsed.streamErrors.length > 0 || !last) return this.restWhole(start);
    for (const doc of parsed.documents.slice(0, -1)) this.read.addDocument(doc, start);
    const from = start + last.start;
    return this.document({ start: from, end, at: from }) ?? this.restWhole(from);
  }
  /**
   * text[from, to) read fast, what the whole file's scans found in it passed on; past each broken
   * document, until they lie dense (noteBroken), or stopping at the first.
   */
  readFast(from, to, past = "read on") {
    const closed = this.closed.slice(firstAbove(this.closed, from), firstAbove(this.closed, to));
    const known = closed.map((end) => end - from);
    const readOn2 = past === "read on" ? (at2) => this.noteBroken(from + at2) : void 0;
    return readYamlFast(this.file, this.text.slice(from, to), this.lines.shifted(from), { known, readOn: readOn2 });
  }
  /** The first `---` at or after `offset`, or the text's end. */
  nextMarker(offset) {
    return this.markers[firstAbove(this.markers, offset - 1)] ?? this.text.length;
  }
};
function readDeclined(file, text, span, lines) {
  const split = span.end - span.start > RUN_BYTES ? readDocumentAround(file, text, span, lines) : void 0;
  if (split || span.start === 0 && span.end === text.length) return split;
  return parseYamlFully(file, text.slice(span.start, span.end), lines.shifted(span.start));
}
function documentAt(markers, at2, length) {
  const atMarker = at2 > 0 && markers[firstAbove(markers, at2 - 1)] === at2;
  const next = firstAbove(markers, atMarker ? at2 - 1 : at2);
  return { start: next > 0 ? markers[next - 1] : 0, end: markers[next] ?? length };
}
function documentEnd(closed, span) {
  const end = closed[firstAbove(closed, span.start)];
  return end !== void 0 && end <= span.end ? end : span.end;
}
function firstAbove(markers, offset) {
  let low = 0;
  let high = markers.length;
  while (low < high) {
    const middle = low + high >>> 1;
    if (markers[middle] > offset) high = middle;
    else low = middle + 1;
  }
  return low;
}
var Reading = class {
  constructor(file, lineCounter) {
    this.file = file;
    this.lineCounter = lineCounter;
  }
  file;
  lineCounter;
  documents = [];
  streamErrors = [];
  /** A piece's reading: its diagnostics are placed in the file already, its tree is moved there. */
  add(parsed, from) {
    for (const error3 of parsed.streamErrors) this.streamErrors.push(error3);
    for (const doc of parsed.documents) this.addDocument(doc, from);
  }
  addDocument(doc, from) {
    this.documents.push(shifted(doc, from));
  }
  result() {
    const { file, lineCounter, documents, streamErrors } = this;
    return { file, lineCounter, documents, streamErrors };
  }
};
function endsOpen(parsed, endLine) {
  const last = parsed.documents.at(-1)?.diagnostics ?? [];
  return [...parsed.streamErrors, ...last].some((d) => d.severity === "error" && d.line >= endLine);
}
function shifted(doc, base) {
  if (base === 0) return doc;
  shiftTree(doc.contents, base);
  doc.start += base;
  doc.end += base;
  return doc;
}

// src/files/paths.ts
import { realpath } from "node:fs/promises";
import { dirname, isAbsolute, relative, sep } from "node:path";
function toPosix(path) {
  return path.split(sep).join("/");
}
function isInside(root, path) {
  const rel = relative(root, path);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}
async function realLocation(path) {
  try {
    return await realpath(path);
  } catch (error3) {
    const parent = dirname(path);
    if (error3.code !== "ENOENT" || parent === path) throw error3;
    return `${await realLocation(parent)}${sep}${relative(parent, path)}`;
  }
}
async function escapesThroughLink(root, path) {
  const [realRoot, real] = await Promise.all([realpath(root), realLocation(path)]);
  return isInside(root, path) && !isInside(realRoot, real);
}

// node_modules/zod/v4/core/util.js
function getEnumValues(entries) {
  const numericValues = Object.values(entries).filter((v) => typeof v === "number");
  const values = Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
  return values;
}
function joinValues(array2, separator = "|") {
  return array2.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
  if (typeof value === "bigint")
    return value.toString();
  return value;
}
var Cached = class {
  constructor(getter) {
    this._getter = getter;
    this._value = void 0;
  }
  get value() {
    const getter = this._getter;
    if (getter !== void 0) {
      this._value = getter();
      this._getter = void 0;
    }
    return this._value;
  }
};
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input === null || input === void 0;
}
function cleanRegex(source) {
  const start = source.startsWith("^") ? 1 : 0;
  const end = source.endsWith("$") ? source.length - 1 : source.length;
  return source.slice(start, end);
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: true,
    enumerable: true,
    configurable: true
  });
}
function rawShape(def) {
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  return desc?.get ? desc.get.raw : desc?.value;
}
function sourceShape(schema) {
  return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
function deferProp(target, key, getter) {
  Object.defineProperty(target, key, {
    get() {
      const value = getter();
      assignProp(this, key, value);
      return value;
    },
    enumerable: true,
    configurable: true
  });
}
function putProp(target, key, value) {
  if (key in target)
    assignProp(target, key, value);
  else
    target[key] = value;
}
function mirrorShape(target, source, keys, wrap) {
  const raw = sourceShape(source);
  for (const key of keys) {
    const desc = Object.getOwnPropertyDescriptor(raw, key);
    if (!desc.enumerable)
      continue;
    if (desc.get) {
      deferProp(target, key, () => {
        const value = source._zod.def.shape[key];
        return wrap ? wrap(value, key) : value;
      });
    } else
      putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
  }
}
function mirrorProps(target, source) {
  for (const key of Reflect.ownKeys(source)) {
    const desc = Object.getOwnPropertyDescriptor(source, key);
    if (!desc.enumerable)
      continue;
    if (desc.get)
      deferProp(target, key, () => source[key]);
    else
      putProp(target, key, desc.value);
  }
}
function mergeDefs(...defs) {
  const mergedDescriptors = {};
  for (const def of defs) {
    const descriptors = Object.getOwnPropertyDescriptors(def);
    Object.assign(mergedDescriptors, descriptors);
  }
  return Object.defineProperties({}, mergedDescriptors);
}
function esc(str) {
  return JSON.stringify(str);
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
};
function isObject(data) {
  return typeof data === "object" && data !== null && !Array.isArray(data);
}
var allowsEval = /* @__PURE__ */ cached(() => {
  if (globalConfig.jitless) {
    return false;
  }
  if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
    return false;
  }
  try {
    const F = Function;
    new F("");
    return true;
  } catch (_) {
    return false;
  }
});
function isPlainObject2(o) {
  if (isObject(o) === false)
    return false;
  const ctor = o.constructor;
  if (ctor === void 0)
    return true;
  if (typeof ctor !== "function")
    return true;
  const prot = ctor.prototype;
  if (isObject(prot) === false)
    return false;
  if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
    return false;
  }
  return true;
}
function shallowClone(o) {
  if (isPlainObject2(o))
    return { ...o };
  if (Array.isArray(o))
    return [...o];
  if (o instanceof Map)
    return new Map(o);
  if (o instanceof Set)
    return new Set(o);
  return o;
}
var propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
function escapeRegex(str) {
  return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
  const cl = new inst._zod.constr(def ?? inst._zod.def);
  if (!def || params?.parent)
    cl._zod.parent = inst;
  return cl;
}
function normalizeParams(_params) {
  const params = _params;
  if (!params)
    return {};
  if (typeof params === "string")
    return { error: () => params };
  if (params?.message !== void 0) {
    if (params?.error !== void 0)
      throw new Error("Cannot specify both `message` and `error` params");
    params.error = params.message;
  }
  delete params.message;
  if (typeof params.error === "string")
    return { ...params, error: () => params.error };
  return params;
}
function stringifyPrimitive(value) {
  if (typeof value === "bigint")
    return value.toString() + "n";
  if (typeof value === "string")
    return `"${value}"`;
  return `${value}`;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k) => {
    return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
  });
}
var NUMBER_FORMAT_RANGES = /* @__PURE__ */ (() => ({
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-34028234663852886e22, 34028234663852886e22],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}))();
function maskedKeys(schema, mask) {
  const raw = sourceShape(schema);
  const keys = [];
  for (const key of Reflect.ownKeys(mask)) {
    if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
      throw new Error(`Unrecognized key: "${String(key)}"`);
    }
    if (mask[key])
      keys.push(key);
  }
  return keys;
}
function extend(schema, shape) {
  if (!isPlainObject2(shape)) {
    throw new Error("Invalid input to extend: expected a plain object");
  }
  const checks = schema._zod.def.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    const existingShape = sourceShape(schema);
    for (const key of Reflect.ownKeys(shape)) {
      if (Object.getOwnPropertyDescriptor(existingShape, key) !== void 0) {
        throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
      }
    }
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function extended(schema, shape) {
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
  mirrorProps(newShape, shape);
  return newShape;
}
function partial(Class, schema, mask, name = "partial") {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
  }
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class && ((value, key) => selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value })));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function aborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue !== true) {
      return true;
    }
  }
  return false;
}
function explicitlyAborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue === false) {
      return true;
    }
  }
  return false;
}
function prefixIssues(path, issues) {
  return issues.map((iss) => {
    var _a3;
    (_a3 = iss).path ?? (_a3.path = []);
    iss.path.unshift(path);
    return iss;
  });
}
function unwrapMessage(message) {
  return typeof message === "string" ? message : message?.message;
}
function sizeCaps(defChecks) {
  const caps = [];
  for (const ch of defChecks ?? []) {
    const d = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(d.check))
      break;
    const max = d.maximum ?? d.length ?? d.size;
    if (max >= 0)
      caps.push([max, ch]);
  }
  return caps;
}
function attachSchema(issues, start, inst) {
  var _a3;
  for (let i = start; i < issues.length; i++) {
    (_a3 = issues[i]).schema ?? (_a3.schema = inst);
  }
}
function finalizeIssue(iss, ctx, config2) {
  var _a3;
  const traits = iss.inst?._zod?.traits;
  if (traits?.has("$ZodType")) {
    if (traits.has("$ZodCheck"))
      (_a3 = iss).schema ?? (_a3.schema = iss.inst);
    else
      iss.schema = iss.inst;
  }
  const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
  const message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input";
  const full = {};
  for (const k of Object.keys(iss)) {
    if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
      continue;
    full[k] = iss[k];
  }
  full.path ?? (full.path = []);
  full.message = message;
  if (ctx?.reportInput) {
    full.input = iss.input;
  }
  return full;
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str) {
  const units = str.length;
  if (!highSurrogate.test(str))
    return units;
  let count2 = units;
  for (let i = 0; i < units - 1; i++) {
    if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
      count2--;
      i++;
    }
  }
  return count2;
}
function getLengthableOrigin(input) {
  if (Array.isArray(input))
    return "array";
  if (typeof input === "string")
    return "string";
  return "unknown";
}
function parsedType(data) {
  const t = typeof data;
  switch (t) {
    case "number": {
      return Number.isNaN(data) ? "nan" : "number";
    }
    case "object": {
      if (data === null) {
        return "null";
      }
      if (Array.isArray(data)) {
        return "array";
      }
      const obj = data;
      if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
        return obj.constructor.name;
      }
    }
  }
  return t;
}
function issue(...args) {
  const [iss, input, inst] = args;
  if (typeof iss === "string") {
    return {
      message: iss,
      code: "custom",
      input,
      inst
    };
  }
  return { ...iss };
}
function members(proto, table) {
  for (const key in table) {
    const desc = Object.getOwnPropertyDescriptor(table, key);
    if (desc.get)
      Object.defineProperty(proto, key, { ...desc, enumerable: false });
    else
      defineBound(proto, key, desc.value);
  }
}
function own(inst, key, value, enumerable = true) {
  Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
  return value;
}
function hide(inst, key, value) {
  return own(inst, key, value, false);
}
function defineBound(proto, key, fn) {
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      return this == null ? fn : own(this, key, fn.bind(this));
    },
    set(value) {
      own(this, key, value);
    }
  });
}
function claim(inst, sentinel) {
  const proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
  configurable: true,
  get() {
    broke = true;
    return void 0;
  }
};
function defineLazyInternal(inst, key, compute) {
  const proto = Object.getPrototypeOf(inst._zod);
  if (key in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      Object.defineProperty(this, key, breaker);
      const outer = broke;
      broke = false;
      try {
        const value = compute(this);
        if (broke)
          delete this[key];
        else
          Object.defineProperty(this, key, { configurable: true, writable: true, value });
        broke = broke || outer;
        return value;
      } catch (err) {
        delete this[key];
        broke = broke || outer;
        throw err;
      }
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, value });
    }
  });
}
function installLazyProp(inst, key, make, enumerable) {
  const proto = claim(inst, key);
  if (!proto)
    return;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      const desc = { configurable: true, writable: true, enumerable, value: void 0 };
      Object.defineProperty(this, key, desc);
      desc.value = make(this);
      Object.defineProperty(this, key, desc);
      return desc.value;
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
    }
  });
}

// node_modules/zod/v4/core/core.js
var _a;
var _zodDesc = { value: void 0, enumerable: false };
var _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
  const E = _E;
  if (E) {
    const saved = E.stackTraceLimit;
    if (typeof saved === "number") {
      try {
        E.stackTraceLimit = 0;
      } catch {
        _E = null;
        return new Definition();
      }
      try {
        return new Definition();
      } finally {
        E.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer2, proto, params) {
  const zodProto = {};
  function Internals(def) {
    this.def = def;
    this.constr = _;
    this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  const protoMembers = proto;
  const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (!inst._zod) {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    } else if (inst._zod.traits.has(name)) {
      return;
    }
    inst._zod.traits.add(name);
    initializer2(inst, def);
    if (initialized) {
      const own2 = Object.getPrototypeOf(inst);
      const ctorProto = inst._zod.constr.prototype;
      let up = own2;
      while (up && up !== ctorProto)
        up = Object.getPrototypeOf(up);
      const target = up ?? own2;
      if (!initialized.has(target)) {
        initialized.add(target);
        members(target, protoMembers);
      }
    }
    const proto2 = _.prototype;
    for (const k in proto2) {
      if (!Object.prototype.hasOwnProperty.call(proto2, k))
        continue;
      if (!(k in inst)) {
        inst[k] = proto2[k].bind(inst);
      }
    }
  }
  const Parent = params?.Parent ?? Object;
  class Definition extends Parent {
  }
  Object.defineProperty(Definition, "name", { value: name });
  function _(def) {
    const inst = params?.Parent ? newError(Definition) : this;
    init(inst, def);
    const deferred = inst._zod.deferred;
    if (deferred) {
      for (const fn of deferred) {
        fn();
      }
      inst._zod.deferred = void 0;
    }
    const pp = globalThis.__zod_globalConfig?.postProcessor;
    if (pp)
      pp(inst);
    return inst;
  }
  Object.defineProperty(_, "init", { value: init });
  Object.defineProperty(_, Symbol.hasInstance, {
    value: (inst) => {
      if (params?.Parent && inst instanceof params.Parent)
        return true;
      return inst?._zod?.traits?.has(name);
    }
  });
  Object.defineProperty(_, "name", { value: name });
  return _;
}
var $ZodAsyncError = class extends Error {
  constructor() {
    super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
  }
};
var $ZodEncodeError = class extends Error {
  constructor(name) {
    super(`Encountered unidirectional transform during encode: ${name}`);
    this.name = "ZodEncodeError";
  }
};
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
  if (newConfig)
    Object.assign(globalConfig, newConfig);
  return globalConfig;
}

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  const internals = this._zod;
  internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
  return internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc = {
  get: _getMessage,
  set: _setMessage,
  enumerable: true,
  configurable: true
};
var _issuesDesc = { value: void 0, enumerable: false };
var _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
var initializer = (inst, def) => {
  inst.name = "$ZodError";
  _issuesDesc.value = def;
  Object.defineProperty(inst, "issues", _issuesDesc);
  _issuesDesc.value = void 0;
  Object.defineProperty(inst, "message", _messageDesc);
  const proto = Object.getPrototypeOf(inst);
  if (!_installedToString.has(proto)) {
    _installedToString.add(proto);
    Object.defineProperty(proto, "toString", {
      configurable: true,
      enumerable: false,
      get() {
        const value = () => this.message;
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
        return value;
      },
      set(value) {
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
      }
    });
  }
};
var $ZodError = $constructor("$ZodError", initializer);
var $ZodRealError = $constructor("$ZodError", initializer, void 0, {
  Parent: Error
});

// node_modules/zod/v4/core/parse.js
var _parse = (_Err) => {
  const fn = (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
      throw new $ZodAsyncError();
    }
    if (result.issues.length) {
      const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, _params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var parse = /* @__PURE__ */ _parse($ZodRealError);
var _parseAsync = (_Err) => {
  const fn = async (schema, value, _ctx, params) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
      result = await result;
    if (result.issues.length) {
      const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError);
var _safeParse = (_Err) => (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
  const result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
function failure(Err, issues, ctx) {
  let error3;
  return {
    success: false,
    get error() {
      if (!error3) {
        error3 = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
        issues = void 0;
        ctx = void 0;
      }
      return error3;
    },
    set error(e) {
      error3 = e;
      issues = void 0;
      ctx = void 0;
    }
  };
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
  let result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise)
    result = await result;
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);

// node_modules/zod/v4/core/regexes.js
var httpProtocol = /^https?$/;
var anyString = /^[\s\S]{0,}$/;
var number = /^-?\d+(?:\.\d+)?$/;
var boolean = /^(?:true|false)$/i;

// node_modules/zod/v4/core/checks.js
var $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
  var _a3;
  inst._zod ?? (inst._zod = {});
  inst._zod.def = def;
  (_a3 = inst._zod).onattach ?? (_a3.onattach = []);
});
var _whenHasLength = (payload) => {
  const val = payload.value;
  return !nullish(val) && val.length !== void 0;
};
var numericOriginMap = {
  number: "number",
  bigint: "bigint",
  object: "date"
};
var $ZodCheckLessThan = /* @__PURE__ */ $constructor("$ZodCheckLessThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_big",
      maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckGreaterThan = /* @__PURE__ */ $constructor("$ZodCheckGreaterThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_small",
      minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckNumberFormat = /* @__PURE__ */ $constructor("$ZodCheckNumberFormat", (inst, def) => {
  $ZodCheck.init(inst, def);
  def.format = def.format || "float64";
  const isInt = def.format?.includes("int");
  const origin = isInt ? "int" : "number";
  const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
  inst._zod.check = (payload) => {
    const input = payload.value;
    if (isInt) {
      if (!Number.isInteger(input)) {
        payload.issues.push({
          expected: origin,
          format: def.format,
          code: "invalid_type",
          continue: false,
          input,
          inst
        });
        return;
      }
      if (!Number.isSafeInteger(input)) {
        if (input > 0) {
          payload.issues.push({
            input,
            code: "too_big",
            maximum: Number.MAX_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        } else {
          payload.issues.push({
            input,
            code: "too_small",
            minimum: Number.MIN_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        }
        return;
      }
    }
    if (input < minimum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_small",
        minimum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
    if (input > maximum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_big",
        maximum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodCheckMaxLength = /* @__PURE__ */ $constructor("$ZodCheckMaxLength", (inst, def) => {
  var _a3;
  $ZodCheck.init(inst, def);
  (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
    if (length <= def.maximum)
      return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_big",
      maximum: def.maximum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckMinLength = /* @__PURE__ */ $constructor("$ZodCheckMinLength", (inst, def) => {
  var _a3;
  $ZodCheck.init(inst, def);
  (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units;
    if (length >= def.minimum)
      return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_small",
      minimum: def.minimum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckStringFormat = /* @__PURE__ */ $constructor("$ZodCheckStringFormat", (inst, def) => {
  var _a3, _b;
  $ZodCheck.init(inst, def);
  if (def.pattern)
    (_a3 = inst._zod).check ?? (_a3.check = (payload) => {
      def.pattern.lastIndex = 0;
      if (def.pattern.test(payload.value))
        return;
      payload.issues.push({
        origin: "string",
        code: "invalid_format",
        format: def.format,
        input: payload.value,
        ...def.pattern ? { pattern: def.pattern.toString() } : {},
        inst,
        continue: !def.abort
      });
    });
  else
    (_b = inst._zod).check ?? (_b.check = () => {
    });
});
var $ZodCheckRegex = /* @__PURE__ */ $constructor("$ZodCheckRegex", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    def.pattern.lastIndex = 0;
    if (def.pattern.test(payload.value))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "regex",
      input: payload.value,
      pattern: def.pattern.toString(),
      inst,
      continue: !def.abort
    });
  };
});

// node_modules/zod/v4/core/doc.js
var Doc = class {
  constructor(args = [], closed = {}) {
    this.content = [];
    this.indent = 0;
    this.args = args;
    this.closed = closed;
  }
  // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
  indented(fn) {
    this.indent += 1;
    try {
      fn(this);
    } finally {
      this.indent -= 1;
    }
  }
  write(arg) {
    if (typeof arg === "function") {
      arg(this, { execution: "sync" });
      arg(this, { execution: "async" });
      return;
    }
    const content = arg;
    const lines = content.split("\n").filter((x) => x);
    const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
    const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
    for (const line of dedented) {
      this.content.push(line);
    }
  }
  compile() {
    const F = Function;
    const content = this?.content ?? [``];
    const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {
${content.join("\n")}
};`);
    return factory(...Object.values(this.closed));
  }
};

// node_modules/zod/v4/core/versions.js
var version = {
  major: 4,
  minor: 6,
  patch: 7
};

// node_modules/zod/v4/core/schemas.js
var $ZodType = /* @__PURE__ */ $constructor("$ZodType", (inst, def) => {
  var _a3;
  inst ?? (inst = {});
  inst._zod.def = def;
  inst._zod.bag = inst._zod.bag || {};
  inst._zod.version = version;
  const defChecks = inst._zod.def.checks;
  const checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
  for (const ch of checks) {
    for (const fn of ch._zod.onattach) {
      fn(inst);
    }
  }
  if (checks.length === 0) {
    (_a3 = inst._zod).deferred ?? (_a3.deferred = []);
    inst._zod.deferred?.push(() => {
      inst._zod.run = inst._zod.parse;
    });
  } else {
    const runChecks = (payload, checks2, ctx) => {
      if (payload.memo)
        return payload;
      let isAborted = aborted(payload);
      let asyncResult;
      for (const ch of checks2) {
        if (ch._zod.def.when) {
          if (explicitlyAborted(payload))
            continue;
          const shouldRun = ch._zod.def.when(payload);
          if (!shouldRun)
            continue;
        } else if (isAborted) {
          continue;
        }
        const currLen = payload.issues.length;
        const _ = ch._zod.check(payload);
        if (_ instanceof Promise && ctx?.async === false) {
          throw new $ZodAsyncError();
        }
        if (asyncResult || _ instanceof Promise) {
          asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
            await _;
            const nextLen = payload.issues.length;
            if (nextLen === currLen)
              return;
            attachSchema(payload.issues, currLen, inst);
            if (!isAborted)
              isAborted = aborted(payload, currLen);
          });
        } else {
          const nextLen = payload.issues.length;
          if (nextLen === currLen)
            continue;
          attachSchema(payload.issues, currLen, inst);
          if (!isAborted)
            isAborted = aborted(payload, currLen);
        }
      }
      if (asyncResult) {
        return asyncResult.then(() => {
          return payload;
        });
      }
      return payload;
    };
    const handleCanaryResult = (canary, payload, ctx) => {
      if (aborted(canary)) {
        canary.aborted = true;
        return canary;
      }
      const checkResult = runChecks(payload, checks, ctx);
      if (checkResult instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
      }
      return inst._zod.parse(checkResult, ctx);
    };
    inst._zod.run = (payload, ctx) => {
      if (ctx.skipChecks) {
        return inst._zod.parse(payload, ctx);
      }
      if (ctx.direction === "backward") {
        const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
        if (canary instanceof Promise) {
          return canary.then((canary2) => {
            return handleCanaryResult(canary2, payload, ctx);
          });
        }
        return handleCanaryResult(canary, payload, ctx);
      }
      const result = inst._zod.parse(payload, ctx);
      if (result instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return result.then((result2) => runChecks(result2, checks, ctx));
      }
      return runChecks(result, checks, ctx);
    };
  }
}, {
  // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
  get "~standard"() {
    return hide(this, "~standard", standardProps(this));
  },
  set "~standard"(value) {
    own(this, "~standard", value);
  }
});
var toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
  const ctx = { async: true };
  return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
}
function standardProps(inst) {
  return {
    validate: (value) => {
      const ctx = { async: false };
      try {
        const r = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r instanceof Promise))
          return toStandardResult(r, ctx);
      } catch (_) {
      }
      return validateAsync(inst, value);
    },
    vendor: "zod",
    version: 1
  };
}
var $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = def.pattern ?? anyString;
  inst._zod.parse = (payload, _) => {
    if (def.coerce)
      try {
        payload.value = String(payload.value);
      } catch (_2) {
      }
    if (typeof payload.value === "string")
      return payload;
    payload.issues.push({
      expected: "string",
      code: "invalid_type",
      input: payload.value,
      inst
    });
    return payload;
  };
});
var $ZodStringFormat = /* @__PURE__ */ $constructor("$ZodStringFormat", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  $ZodString.init(inst, def);
});
var URL_BAD_FORMAT = 1;
var URL_UNPARSEABLE = 2;
function canParseURL(input) {
  try {
    if (typeof URL !== "undefined" && typeof URL.canParse === "function")
      return URL.canParse(input);
    new URL(input);
    return true;
  } catch {
    return false;
  }
}
function validateURL(trimmed, def) {
  if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
    return canParseURL(trimmed) || URL_UNPARSEABLE;
  }
  return parseURLObject(trimmed, def);
}
function parseURLObject(trimmed, def) {
  if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
    return URL_BAD_FORMAT;
  }
  try {
    if (typeof URL !== "undefined") {
      const URLStatic = URL;
      if (typeof URLStatic.parse === "function")
        return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
    }
    return new URL(trimmed);
  } catch {
    return URL_UNPARSEABLE;
  }
}
var asciiTabOrNewline = /[\t\n\r]/g;
function stripTabAndNewline(value) {
  return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url2, hostname) {
  hostname.lastIndex = 0;
  return hostname.test(url2.hostname);
}
function urlProtocolOk(url2, protocol) {
  protocol.lastIndex = 0;
  return protocol.test(url2.protocol.endsWith(":") ? url2.protocol.slice(0, -1) : url2.protocol);
}
var $ZodURL = /* @__PURE__ */ $constructor("$ZodURL", (inst, def) => {
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    try {
      const trimmed = payload.value.trim();
      const url2 = validateURL(trimmed, def);
      if (url2 === URL_BAD_FORMAT) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          note: "Invalid URL format",
          input: payload.value,
          inst,
          continue: !def.abort
        });
        return;
      }
      if (url2 === URL_UNPARSEABLE) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          input: payload.value,
          inst,
          continue: !def.abort
        });
        return;
      }
      if (url2 === true) {
        payload.value = stripTabAndNewline(trimmed);
        return;
      }
      if (def.hostname && !urlHostnameOk(url2, def.hostname)) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          note: "Invalid hostname",
          pattern: def.hostname.source,
          input: payload.value,
          inst,
          continue: !def.abort
        });
      }
      if (def.protocol && !urlProtocolOk(url2, def.protocol)) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          note: "Invalid protocol",
          pattern: def.protocol.source,
          input: payload.value,
          inst,
          continue: !def.abort
        });
      }
      payload.value = def.normalize ? url2.href : stripTabAndNewline(trimmed);
      return;
    } catch (_) {
      payload.issues.push({
        code: "invalid_format",
        format: "url",
        input: payload.value,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodNumber = /* @__PURE__ */ $constructor("$ZodNumber", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = number;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Number(payload.value);
      } catch (_) {
      }
    const input = payload.value;
    if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
      return payload;
    }
    const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
    payload.issues.push({
      expected: "number",
      code: "invalid_type",
      input,
      inst,
      ...received ? { received } : {}
    });
    return payload;
  };
});
var $ZodNumberFormat = /* @__PURE__ */ $constructor("$ZodNumberFormat", (inst, def) => {
  $ZodCheckNumberFormat.init(inst, def);
  $ZodNumber.init(inst, def);
});
var $ZodBoolean = /* @__PURE__ */ $constructor("$ZodBoolean", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = boolean;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Boolean(payload.value);
      } catch (_) {
      }
    const input = payload.value;
    if (typeof input === "boolean")
      return payload;
    payload.issues.push({
      expected: "boolean",
      code: "invalid_type",
      input,
      inst
    });
    return payload;
  };
});
var $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload) => payload;
});
var $ZodNever = /* @__PURE__ */ $constructor("$ZodNever", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _ctx) => {
    payload.issues.push({
      expected: "never",
      code: "invalid_type",
      input: payload.value,
      inst
    });
    return payload;
  };
});
function capSize(inst, size) {
  const caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  const cap = Math.min(...caps.map((c) => c[0]));
  const parse2 = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    const n = size(payload.value);
    if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
      for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
        if (n > max && ch._zod.def.when(payload)) {
          const start = payload.issues.length;
          ch._zod.check(payload);
          payload.issues[start].continue = false;
          attachSchema(payload.issues, start, inst);
          return payload;
        }
      }
    }
    return parse2(payload, ctx);
  };
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
  if (result.issues.length) {
    final.issues.push(...prefixIssues(index, result.issues));
  }
  final.value[index] = result.value;
}
var $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
  $ZodType.init(inst, def);
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!Array.isArray(input)) {
      payload.issues.push({
        expected: "array",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
    const proms = [];
    const abortEarly = ctx?.abortEarly;
    for (let i = 0; i < input.length; i++) {
      const item = input[i];
      const result = def.element._zod.run({
        value: item,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
      } else {
        handleArrayResult(result, payload, i);
        if (abortEarly && result.issues.length !== 0 && aborted(result))
          break;
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
  capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
  const isPresent = key in input;
  const isOptionalOut = optout === "optional";
  if (!isPresent && isOptionalOut && optin === "optional") {
    return;
  }
  if (result.issues.length) {
    if (optin !== void 0 && isOptionalOut && !isPresent) {
      return;
    }
    final.issues.push(...prefixIssues(key, result.issues));
  }
  if (!isPresent && optin === void 0) {
    if (!result.issues.length) {
      final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key]
      });
    }
    return;
  }
  if (result.value === void 0) {
    if (isPresent || optin === "defaulted" && !isOptionalOut) {
      final.value[key] = void 0;
    }
  } else {
    final.value[key] = result.value;
  }
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
  const keys = Object.keys(def.shape);
  const ownSymbols = Object.getOwnPropertySymbols(def.shape);
  const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
  const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (const k of allKeys) {
    if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
      throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
    }
  }
  const okeys = optionalKeys(def.shape);
  return {
    ...def,
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys)
  };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
  const unrecognized = [];
  const keySet = def.keySet;
  const _catchall = def.catchall._zod;
  const t = _catchall.def.type;
  const optin = _catchall.optin;
  const optout = _catchall.optout;
  let seen = 0;
  for (const key in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen))
        break;
      seen = payload.issues.length;
    }
    if (keySet.has(key))
      continue;
    if (key === "__proto__") {
      if (t === "never")
        unrecognized.push(key);
      continue;
    }
    if (t === "never") {
      unrecognized.push(key);
      continue;
    }
    const r = _catchall.run({ value: input[key], issues: [] }, ctx);
    if (r instanceof Promise) {
      proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
    } else {
      handlePropertyResult(r, payload, key, input, optin, optout);
    }
  }
  if (unrecognized.length) {
    payload.issues.push({
      code: "unrecognized_keys",
      keys: unrecognized,
      input,
      inst,
      // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
      continue: true
    });
  }
  if (!proms.length)
    return payload;
  return Promise.all(proms).then(() => {
    return payload;
  });
}
var $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
  $ZodType.init(inst, def);
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  const sh = desc?.get ? desc.get.raw : def.shape ?? {};
  if (sh) {
    const get = () => {
      const newSh = { ...sh };
      Object.defineProperty(def, "shape", { value: newSh });
      get.raw = newSh;
      return newSh;
    };
    get.raw = sh;
    Object.defineProperty(def, "shape", { get });
  }
  const _normalized = cached(() => normalizeDef(def));
  defineLazyInternal(inst, "propValues", (zod) => {
    const shape = zod.def.shape;
    const propValues = {};
    for (const key in shape) {
      const field = shape[key]._zod;
      if (field.values) {
        if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
          assignProp(propValues, key, /* @__PURE__ */ new Set());
        }
        for (const v of field.values)
          propValues[key].add(v);
        if (field.optin !== void 0)
          propValues[key].add(void 0);
      }
    }
    return propValues;
  });
  const isObject2 = isObject;
  const catchall = def.catchall;
  let value;
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject2(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
    const proms = [];
    const shape = value.shape;
    const abortEarly = ctx?.abortEarly;
    let seen = payload.issues.length;
    for (const key of value.allKeys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen))
          break;
        seen = payload.issues.length;
      }
      if (key === "__proto__")
        continue;
      const el = shape[key];
      const optin = el._zod.optin;
      const optout = el._zod.optout;
      const r = el._zod.run({ value: input[key], issues: [] }, ctx);
      if (r instanceof Promise) {
        proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
      } else {
        handlePropertyResult(r, payload, key, input, optin, optout);
      }
    }
    if (!catchall) {
      return proms.length ? Promise.all(proms).then(() => payload) : payload;
    }
    return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
  };
});
var $ZodObjectJIT = /* @__PURE__ */ $constructor("$ZodObjectJIT", (inst, def) => {
  $ZodObject.init(inst, def);
  const superParse = inst._zod.parse;
  const _normalized = cached(() => normalizeDef(def));
  const memo = globalConfig.memoizer;
  const generateFastpass = (shape) => {
    const normalized = _normalized.value;
    const syms = normalized.symbolKeys;
    const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
    const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
    const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
    doc.write(`const input = payload.value;`);
    const ids = /* @__PURE__ */ Object.create(null);
    let counter = 0;
    for (const key of normalized.allKeys) {
      ids[key] = `key_${counter++}`;
    }
    doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
    for (const key of normalized.allKeys) {
      if (key === "__proto__")
        continue;
      const id = ids[key];
      const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
      const isPresent = `${k} in input`;
      const schema = shape[key];
      const optin = schema?._zod?.optin;
      const isOptionalIn = optin !== void 0;
      const isOptionalOut = schema?._zod?.optout === "optional";
      doc.write(`const ${id} = ${parseStr(k)};`);
      if (isOptionalIn && isOptionalOut) {
        const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
        doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
      } else if (!isOptionalIn) {
        doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
      } else {
        doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
        if (optin === "defaulted") {
          doc.write(`newResult[${k}] = ${id}.value;`);
        } else {
          doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
        }
      }
    }
    doc.write(`payload.value = newResult;`);
    doc.write(`return payload;`);
    return doc.compile();
  };
  let fastpass;
  const isObject2 = isObject;
  const jit = !globalConfig.jitless;
  const allowsEval2 = allowsEval;
  const fastEnabled = jit && allowsEval2.value;
  const catchall = def.catchall;
  let value;
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject2(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
      if (!fastpass)
        fastpass = generateFastpass(def.shape);
      payload = fastpass(payload, ctx);
      if (!catchall)
        return payload;
      return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
    }
    return superParse(payload, ctx);
  };
});
function handleUnionResults(results, final, inst, ctx) {
  for (const result of results) {
    if (result.issues.length === 0) {
      final.value = result.value;
      return final;
    }
  }
  const nonaborted = results.filter((r) => !aborted(r));
  if (nonaborted.length === 1) {
    final.value = nonaborted[0].value;
    return nonaborted[0];
  }
  final.issues.push({
    code: "invalid_union",
    input: final.value,
    inst,
    errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config())))
  });
  return final;
}
var $ZodUnion = /* @__PURE__ */ $constructor("$ZodUnion", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o) => o._zod.optin !== void 0) ? "optional" : void 0);
  defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0);
  defineLazyInternal(inst, "values", (zod) => {
    if (zod.def.options.every((o) => o._zod.values)) {
      return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
    }
    return void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    if (zod.def.options.every((o) => o._zod.pattern)) {
      const patterns = zod.def.options.map((o) => o._zod.pattern);
      return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
    }
    return void 0;
  });
  const first = def.options.length === 1 ? def.options[0]._zod.run : null;
  inst._zod.parse = (payload, ctx) => {
    if (first) {
      return first(payload, ctx);
    }
    let async = false;
    const results = [];
    for (const option of def.options) {
      const result = option._zod.run({
        value: payload.value,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        results.push(result);
        async = true;
      } else {
        if (result.issues.length === 0)
          return result;
        results.push(result);
      }
    }
    if (!async)
      return handleUnionResults(results, payload, inst, ctx);
    return Promise.all(results).then((results2) => {
      return handleUnionResults(results2, payload, inst, ctx);
    });
  };
});
var $ZodRecord = /* @__PURE__ */ $constructor("$ZodRecord", (inst, def) => {
  $ZodType.init(inst, def);
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!isPlainObject2(input)) {
      payload.issues.push({
        expected: "record",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    const proms = [];
    const values = def.keyType._zod.values;
    if (values && !def.partial) {
      payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
      const recordKeys = /* @__PURE__ */ new Set();
      for (const key of values) {
        if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
          recordKeys.add(typeof key === "number" ? key.toString() : key);
          if (key === "__proto__")
            continue;
          const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
          if (keyResult instanceof Promise) {
            throw new Error("Async schemas not supported in object keys currently");
          }
          if (keyResult.issues.length) {
            payload.issues.push({
              code: "invalid_key",
              origin: "record",
              issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
              input: key,
              path: [key],
              inst
            });
            continue;
          }
          const outKey = keyResult.value;
          if (outKey === "__proto__")
            continue;
          const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
          if (result instanceof Promise) {
            proms.push(result.then((result2) => {
              if (result2.issues.length) {
                payload.issues.push(...prefixIssues(key, result2.issues));
              }
              payload.value[outKey] = result2.value;
            }));
          } else {
            if (result.issues.length) {
              payload.issues.push(...prefixIssues(key, result.issues));
            }
            payload.value[outKey] = result.value;
          }
        }
      }
      let unrecognized;
      for (const key in input) {
        if (!recordKeys.has(key)) {
          if (def.mode === "loose") {
            if (key === "__proto__")
              continue;
            payload.value[key] = input[key];
          } else {
            unrecognized = unrecognized ?? [];
            unrecognized.push(key);
          }
        }
      }
      if (unrecognized && unrecognized.length > 0) {
        payload.issues.push({
          code: "unrecognized_keys",
          input,
          inst,
          keys: unrecognized,
          continue: true
        });
      }
    } else {
      payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
      let unrecognized;
      for (const key of Reflect.ownKeys(input)) {
        if (key === "__proto__")
          continue;
        if (!Object.prototype.propertyIsEnumerable.call(input, key))
          continue;
        let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
        if (keyResult instanceof Promise) {
          throw new Error("Async schemas not supported in object keys currently");
        }
        const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
        if (checkNumericKey) {
          const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
          if (retryResult instanceof Promise) {
            throw new Error("Async schemas not supported in object keys currently");
          }
          if (retryResult.issues.length === 0) {
            keyResult = retryResult;
          }
        }
        if (keyResult.issues.length) {
          if (def.mode === "loose") {
            payload.value[key] = input[key];
          } else if (values) {
            unrecognized = unrecognized ?? [];
            unrecognized.push(key);
          } else {
            payload.issues.push({
              code: "invalid_key",
              origin: "record",
              issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
              input: key,
              path: [key],
              inst
            });
          }
          continue;
        }
        const outKey = keyResult.value;
        if (outKey === "__proto__")
          continue;
        const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
        if (result instanceof Promise) {
          proms.push(result.then((result2) => {
            if (result2.issues.length) {
              payload.issues.push(...prefixIssues(key, result2.issues));
            }
            payload.value[outKey] = result2.value;
          }));
        } else {
          if (result.issues.length) {
            payload.issues.push(...prefixIssues(key, result.issues));
          }
          payload.value[outKey] = result.value;
        }
      }
      if (unrecognized && unrecognized.length > 0) {
        payload.issues.push({
          code: "unrecognized_keys",
          input,
          inst,
          keys: unrecognized,
          continue: true
        });
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
});
var $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
  $ZodType.init(inst, def);
  const values = getEnumValues(def.entries);
  const valuesSet = new Set(values);
  inst._zod.values = valuesSet;
  defineLazyInternal(inst, "pattern", (zod) => {
    const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
    return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (valuesSet.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values,
      input,
      inst
    });
    return payload;
  };
});
var $ZodLiteral = /* @__PURE__ */ $constructor("$ZodLiteral", (inst, def) => {
  $ZodType.init(inst, def);
  const values = new Set(def.values);
  inst._zod.values = values;
  defineLazyInternal(inst, "pattern", (zod) => {
    const vals = zod.def.values;
    return new RegExp(vals.length ? `^(${vals.map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (values.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values: def.values,
      input,
      inst
    });
    return payload;
  };
});
var $ZodTransform = /* @__PURE__ */ $constructor("$ZodTransform", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "optional";
  globalConfig.memoizer?.guard(inst);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      throw new $ZodEncodeError(inst.constructor.name);
    }
    const _out = def.transform(payload.value, payload);
    if (ctx.async) {
      const output = _out instanceof Promise ? _out : Promise.resolve(_out);
      return output.then((output2) => {
        payload.value = output2;
        return payload;
      });
    }
    if (_out instanceof Promise) {
      throw new $ZodAsyncError();
    }
    payload.value = _out;
    return payload;
  };
});
function handleOptionalResult(payload, result) {
  payload.value = result.issues.length ? void 0 : result.value;
  return payload;
}
var $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
  inst._zod.optout = "optional";
  defineLazyInternal(inst, "values", (zod) => {
    const values = zod.def.innerType._zod.values;
    return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === void 0) {
      if (def.innerType._zod.optin !== "defaulted")
        return payload;
      const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
      if (result instanceof Promise)
        return result.then((result2) => handleOptionalResult(payload, result2));
      return handleOptionalResult(payload, result);
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodNullable = /* @__PURE__ */ $constructor("$ZodNullable", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
  });
  defineLazyInternal(inst, "values", (zod) => {
    return zod.def.innerType._zod.values ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null]) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === null)
      return payload;
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodDefault = /* @__PURE__ */ $constructor("$ZodDefault", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "defaulted";
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    if (payload.value === void 0) {
      payload.value = def.defaultValue;
      return payload;
    }
    const result = def.innerType._zod.run(payload, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleDefaultResult(result2, def));
    }
    return handleDefaultResult(result, def);
  };
});
function handleDefaultResult(payload, def) {
  if (payload.value === void 0) {
    payload.value = def.defaultValue;
  }
  return payload;
}
var $ZodPrefault = /* @__PURE__ */ $constructor("$ZodPrefault", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "defaulted";
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    if (payload.value === void 0) {
      payload.value = def.defaultValue;
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodPipe = /* @__PURE__ */ $constructor("$ZodPipe", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
  defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
  defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      const right = def.out._zod.run(payload, ctx);
      if (right instanceof Promise) {
        return right.then((right2) => handlePipeResult(right2, def.in, ctx));
      }
      return handlePipeResult(right, def.in, ctx);
    }
    const left = def.in._zod.run(payload, ctx);
    if (left instanceof Promise) {
      return left.then((left2) => handlePipeResult(left2, def.out, ctx));
    }
    return handlePipeResult(left, def.out, ctx);
  };
});
function handlePipeResult(left, next, ctx) {
  if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
    left.aborted = true;
    return left;
  }
  return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
var $ZodCustom = /* @__PURE__ */ $constructor("$ZodCustom", (inst, def) => {
  $ZodCheck.init(inst, def);
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _) => {
    return payload;
  };
  inst._zod.check = (payload) => {
    const input = payload.value;
    const r = def.fn(input);
    if (r instanceof Promise) {
      return r.then((r2) => handleRefineResult(r2, payload, input, inst));
    }
    handleRefineResult(r, payload, input, inst);
    return;
  };
});
function handleRefineResult(result, payload, input, inst) {
  if (!result) {
    const _iss = {
      code: "custom",
      input,
      inst,
      // incorporates params.error into issue reporting
      path: [...inst._zod.def.path ?? []],
      // incorporates params.error into issue reporting
      continue: !inst._zod.def.abort
      // params: inst._zod.def.params,
    };
    if (inst._zod.def.params)
      _iss.params = inst._zod.def.params;
    payload.issues.push(issue(_iss));
  }
}

// node_modules/zod/v4/locales/en.js
var error2 = () => {
  const Sizable = {
    string: { unit: "characters", verb: "to have" },
    file: { unit: "bytes", verb: "to have" },
    array: { unit: "items", verb: "to have" },
    set: { unit: "items", verb: "to have" },
    map: { unit: "entries", verb: "to have" }
  };
  function getSizing(origin) {
    return Sizable[origin] ?? null;
  }
  const FormatDictionary = {
    regex: "input",
    email: "email address",
    url: "URL",
    emoji: "emoji",
    uuid: "UUID",
    uuidv4: "UUIDv4",
    uuidv6: "UUIDv6",
    nanoid: "nanoid",
    guid: "GUID",
    cuid: "cuid",
    cuid2: "cuid2",
    ulid: "ULID",
    xid: "XID",
    ksuid: "KSUID",
    datetime: "ISO datetime",
    date: "ISO date",
    time: "ISO time",
    duration: "ISO duration",
    ipv4: "IPv4 address",
    ipv6: "IPv6 address",
    mac: "MAC address",
    cidrv4: "IPv4 range",
    cidrv6: "IPv6 range",
    base64: "base64-encoded string",
    base64url: "base64url-encoded string",
    json_string: "JSON string",
    e164: "E.164 number",
    currency_code: "currency code",
    credit_card: "credit card number",
    iban: "IBAN",
    jwt: "JWT",
    template_literal: "input"
  };
  const TypeDictionary = {
    // Compatibility: "nan" -> "NaN" for display
    nan: "NaN"
    // All other type names omitted - they fall back to raw values via ?? operator
  };
  function getTypeName(type, input) {
    if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
      return String(input);
    }
    return TypeDictionary[type] ?? type;
  }
  return (issue2) => {
    switch (issue2.code) {
      case "invalid_type": {
        const expected = getTypeName(issue2.expected);
        const receivedType = parsedType(issue2.input);
        const received = getTypeName(receivedType, issue2.input);
        return `Invalid input: expected ${expected}, received ${received}`;
      }
      case "invalid_value":
        if (issue2.values.length === 1)
          return `Invalid input: expected ${stringifyPrimitive(issue2.values[0])}`;
        return `Invalid option: expected one of ${joinValues(issue2.values, "|")}`;
      case "too_big": {
        const adj = issue2.exact ? "exactly " : issue2.inclusive ? "<=" : "<";
        const sizing = getSizing(issue2.origin);
        if (sizing)
          return `Too big: expected ${issue2.origin ?? "value"} to have ${adj}${issue2.maximum.toString()} ${sizing.unit ?? "elements"}`;
        return `Too big: expected ${issue2.origin ?? "value"} to be ${adj}${issue2.maximum.toString()}`;
      }
      case "too_small": {
        const adj = issue2.exact ? "exactly " : issue2.inclusive ? ">=" : ">";
        const sizing = getSizing(issue2.origin);
        if (sizing) {
          return `Too small: expected ${issue2.origin} to have ${adj}${issue2.minimum.toString()} ${sizing.unit}`;
        }
        return `Too small: expected ${issue2.origin} to be ${adj}${issue2.minimum.toString()}`;
      }
      case "invalid_format": {
        const _issue = issue2;
        if (_issue.format === "starts_with") {
          return `Invalid string: must start with "${_issue.prefix}"`;
        }
        if (_issue.format === "ends_with")
          return `Invalid string: must end with "${_issue.suffix}"`;
        if (_issue.format === "includes")
          return `Invalid string: must include "${_issue.includes}"`;
        if (_issue.format === "regex")
          return `Invalid string: must match pattern ${_issue.pattern}`;
        return `Invalid ${FormatDictionary[_issue.format] ?? issue2.format}`;
      }
      case "not_multiple_of":
        return `Invalid number: must be a multiple of ${issue2.divisor}`;
      case "unrecognized_keys":
        return `Unrecognized key${issue2.keys.length > 1 ? "s" : ""}: ${joinValues(issue2.keys, ", ")}`;
      case "invalid_key":
        return `Invalid key in ${issue2.origin}`;
      case "invalid_union":
        if (issue2.options && Array.isArray(issue2.options) && issue2.options.length > 0) {
          const opts = issue2.options.map((o) => `'${o}'`).join(" | ");
          return `Invalid discriminator value. Expected ${opts}`;
        }
        if (issue2.inclusive === false) {
          return "Invalid input: more than one option matched";
        }
        return "Invalid input";
      case "invalid_element":
        return `Invalid value in ${issue2.origin}`;
      default:
        return `Invalid input`;
    }
  };
};
function en_default() {
  return {
    localeError: error2()
  };
}

// node_modules/zod/v4/core/registries.js
var _a2;
var $ZodRegistry = class {
  constructor() {
    this._map = /* @__PURE__ */ new WeakMap();
    this._idmap = /* @__PURE__ */ new Map();
  }
  add(schema, ..._meta) {
    const meta2 = _meta[0];
    this._map.set(schema, meta2);
    if (meta2 && typeof meta2 === "object" && "id" in meta2) {
      this._idmap.set(meta2.id, schema);
    }
    return this;
  }
  clear() {
    this._map = /* @__PURE__ */ new WeakMap();
    this._idmap = /* @__PURE__ */ new Map();
    return this;
  }
  remove(schema) {
    const meta2 = this._map.get(schema);
    if (meta2 && typeof meta2 === "object" && "id" in meta2) {
      this._idmap.delete(meta2.id);
    }
    this._map.delete(schema);
    return this;
  }
  get(schema) {
    const p = schema._zod.parent;
    if (p) {
      const pm = { ...this.get(p) ?? {} };
      delete pm.id;
      const f = { ...pm, ...this._map.get(schema) };
      return Object.keys(f).length ? f : void 0;
    }
    return this._map.get(schema);
  }
  has(schema) {
    return this._map.has(schema);
  }
};
function registry() {
  return new $ZodRegistry();
}
(_a2 = globalThis).__zod_globalRegistry ?? (_a2.__zod_globalRegistry = registry());
var globalRegistry = globalThis.__zod_globalRegistry;

// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  if (def.checks)
    def.checks = [...def.checks];
  return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
  return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
  return new Class({
    type: "string",
    format: "url",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
  return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
  return new Class({
    type: "number",
    check: "number_format",
    abort: false,
    format: "safeint",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
  return new Class({
    type: "boolean",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
  return new Class({
    type: "unknown"
  });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
  return new Class({
    type: "never",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
  return new $ZodCheckLessThan({
    check: "less_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: false
  });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _positive(params) {
  return /* @__PURE__ */ _gt(0, params);
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
  const ch = new $ZodCheckMaxLength({
    check: "max_length",
    ...normalizeParams(params),
    maximum
  });
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
  return new $ZodCheckMinLength({
    check: "min_length",
    ...normalizeParams(params),
    minimum
  });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
  return new $ZodCheckRegex({
    check: "string_format",
    format: "regex",
    ...normalizeParams(params),
    pattern
  });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
  const norm = normalizeParams(_params);
  norm.abort ?? (norm.abort = true);
  const schema = new Class({
    type: "custom",
    check: "custom",
    fn,
    ...norm
  });
  return schema;
}

// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor("ZodMiniType", (inst, def) => {
  if (!inst._zod)
    throw new Error("Uninitialized schema in ZodMiniType.");
  $ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
}, {
  // `with` is an alias for `check`: the same function object, not a wrapper.
  get with() {
    return this.check;
  },
  set with(value) {
    own(this, "with", value);
  },
  parse(data, params) {
    return parse(this, data, params, { callee: this.parse });
  },
  parseAsync(data, params) {
    return parseAsync(this, data, params, { callee: this.parseAsync });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
  },
  check(...checks) {
    const def = this.def;
    return this.clone({
      ...def,
      checks: [
        ...def.checks ?? [],
        ...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }, { parent: true });
  },
  clone(_def, params) {
    return clone(this, _def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    reg.add(this, meta2);
    return this;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  }
});
var ZodMiniString = /* @__PURE__ */ $constructor("ZodMiniString", (inst, def) => {
  $ZodString.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string2(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniStringFormat = /* @__PURE__ */ $constructor("ZodMiniStringFormat", (inst, def) => {
  $ZodStringFormat.init(inst, def);
  ZodMiniString.init(inst, def);
});
var ZodMiniURL = /* @__PURE__ */ $constructor("ZodMiniURL", (inst, def) => {
  $ZodURL.init(inst, def);
  ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function url(params) {
  return _url(ZodMiniURL, params);
}
var ZodMiniNumber = /* @__PURE__ */ $constructor("ZodMiniNumber", (inst, def) => {
  $ZodNumber.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function number2(params) {
  return _number(ZodMiniNumber, params);
}
var ZodMiniNumberFormat = /* @__PURE__ */ $constructor("ZodMiniNumberFormat", (inst, def) => {
  $ZodNumberFormat.init(inst, def);
  ZodMiniNumber.init(inst, def);
});
function int(params) {
  return _int(ZodMiniNumberFormat, params);
}
var ZodMiniBoolean = /* @__PURE__ */ $constructor("ZodMiniBoolean", (inst, def) => {
  $ZodBoolean.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean2(params) {
  return _boolean(ZodMiniBoolean, params);
}
var ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _unknown(ZodMiniUnknown);
}
var ZodMiniNever = /* @__PURE__ */ $constructor("ZodMiniNever", (inst, def) => {
  $ZodNever.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function never(params) {
  return _never(ZodMiniNever, params);
}
var ZodMiniArray = /* @__PURE__ */ $constructor("ZodMiniArray", (inst, def) => {
  $ZodArray.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array(element, params) {
  return new ZodMiniArray({
    type: "array",
    element,
    ...normalizeParams(params)
  });
}
var ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
  $ZodObject.init(inst, def);
  ZodMiniType.init(inst, def);
  installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function strictObject(shape, params) {
  return new ZodMiniObject({
    type: "object",
    shape,
    catchall: /* @__PURE__ */ never(),
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function looseObject(shape, params) {
  return new ZodMiniObject({
    type: "object",
    shape,
    catchall: /* @__PURE__ */ unknown(),
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function extend2(schema, shape) {
  return extend(schema, shape);
}
// @__NO_SIDE_EFFECTS__
function partial2(schema, mask) {
  const def = schema._zod.def;
  if (def.type !== "tuple")
    return partial(ZodMiniOptional, schema, mask);
  if (def.checks?.length)
    throw new Error(".partial() cannot be used on tuple schemas containing refinements");
  return clone(schema, {
    ...def,
    items: def.items.map((item) => new ZodMiniOptional({ type: "optional", innerType: item }))
  });
}
var ZodMiniUnion = /* @__PURE__ */ $constructor("ZodMiniUnion", (inst, def) => {
  $ZodUnion.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function union(options, params) {
  return new ZodMiniUnion({
    type: "union",
    options,
    ...normalizeParams(params)
  });
}
var ZodMiniRecord = /* @__PURE__ */ $constructor("ZodMiniRecord", (inst, def) => {
  $ZodRecord.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function record(keyType, valueType, params) {
  if (!valueType || !valueType._zod) {
    return new ZodMiniRecord({
      type: "record",
      keyType: /* @__PURE__ */ string2(),
      valueType: keyType,
      ...normalizeParams(valueType)
    });
  }
  return new ZodMiniRecord({
    type: "record",
    keyType,
    valueType,
    ...normalizeParams(params)
  });
}
var ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
  $ZodEnum.init(inst, def);
  ZodMiniType.init(inst, def);
  inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...normalizeParams(params)
  });
}
var ZodMiniLiteral = /* @__PURE__ */ $constructor("ZodMiniLiteral", (inst, def) => {
  $ZodLiteral.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function literal(value, params) {
  return new ZodMiniLiteral({
    type: "literal",
    values: Array.isArray(value) ? value : [value],
    ...normalizeParams(params)
  });
}
var ZodMiniTransform = /* @__PURE__ */ $constructor("ZodMiniTransform", (inst, def) => {
  $ZodTransform.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function transform(fn) {
  return new ZodMiniTransform({
    type: "transform",
    transform: fn
  });
}
var ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType
  });
}
var ZodMiniNullable = /* @__PURE__ */ $constructor("ZodMiniNullable", (inst, def) => {
  $ZodNullable.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function nullable(innerType) {
  return new ZodMiniNullable({
    type: "nullable",
    innerType
  });
}
var ZodMiniDefault = /* @__PURE__ */ $constructor("ZodMiniDefault", (inst, def) => {
  $ZodDefault.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _default(innerType, defaultValue) {
  return new ZodMiniDefault({
    type: "default",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
    }
  });
}
var ZodMiniPrefault = /* @__PURE__ */ $constructor("ZodMiniPrefault", (inst, def) => {
  $ZodPrefault.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function prefault(innerType, defaultValue) {
  return new ZodMiniPrefault({
    type: "prefault",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
    }
  });
}
var ZodMiniPipe = /* @__PURE__ */ $constructor("ZodMiniPipe", (inst, def) => {
  $ZodPipe.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function pipe(in_, out) {
  return new ZodMiniPipe({
    type: "pipe",
    in: in_,
    out
  });
}
var ZodMiniCustom = /* @__PURE__ */ $constructor("ZodMiniCustom", (inst, def) => {
  $ZodCustom.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function custom(fn, _params) {
  return _custom(ZodMiniCustom, fn ?? (() => true), _params);
}

// src/diagnostics/zod.ts
config(en_default());
function described(schema, description) {
  globalRegistry.add(schema, { description });
  return schema;
}
var ParseIssues = class {
  constructor(issues) {
    this.issues = issues;
  }
  issues;
};
var safeParseIssues = _safeParse(ParseIssues);
function parseIssues(schema, value, unworded = NONE) {
  const error3 = (issue2) => unworded.has(issue2.code ?? "") ? "" : void 0;
  const parsed = safeParseIssues(schema, value, { reportInput: true, error: error3 });
  return parsed.success ? [] : parsed.error.issues;
}
var NONE = /* @__PURE__ */ new Set();
function generated(schema) {
  const internals = schema._zod;
  const walked = internals.parse;
  const runsParse = internals.run === walked;
  $ZodObjectJIT.init(schema, internals.def);
  const fast = internals.parse;
  let parses = 0;
  const choosing = (payload, ctx) => {
    if (++parses <= GENERATE_AFTER) return walked(payload, ctx);
    internals.parse = fast;
    if (runsParse) internals.run = fast;
    return fast(payload, ctx);
  };
  internals.parse = choosing;
  if (runsParse) internals.run = choosing;
  return schema;
}
var GENERATE_AFTER = 250;

// src/config/schema.ts
var DEFAULT_CONFIG_FILE = "metrics-as-code.yaml";
var CONFIG_FILE_NAMES = [DEFAULT_CONFIG_FILE, "metrics-as-code.yml"];
var SEVERITY = _enum(["error", "warning"]);
var RATE_WINDOW = strictObject({
  requests: described(
    int().check(_gte(1, ruleError("api.rate-limit", "must be 1 or more"))),
    "POSTs allowed in the window."
  ),
  perSeconds: described(number2().check(_positive()), "Length of the window, in seconds.")
});
var positiveInt = (rule) => int().check(_gte(1, ruleError(rule, "must be 1 or more")));
var between = (number3, min, max, rule) => number3.check(
  _gte(min, ruleError(rule, `must be ${min} or more`)),
  _lte(max, ruleError(rule, `must be at most ${max}`))
);
var configSchema = described(
  strictObject({
    apiUrl: described(
      optional(url({ protocol: /^https?$/, error: "must be an http or https URL" })),
      "The Console API base URL, without /console/v1 (e.g. https://console.example.com); --api-url and CONSOLE_API_URL take precedence."
    ),
    allowInsecureHttp: described(
      _default(boolean2(), false),
      "Allow a plain http:// apiUrl to a host other than loopback (the key travels in clear text)."
    ),
    metrics: described(
      prefault(
        strictObject({
          dir: described(
            _default(string2().check(_minLength(1)), "metrics"),
            "The folder of the definitions."
          ),
          include: described(
            _default(array(string2()), ["**/*.yaml", "**/*.yml"]),
            "Glob patterns, under dir, of the definition files."
          ),
          exclude: described(
            _default(array(string2()), []),
            "Glob patterns, under dir, of files that are not definitions."
          )
        }),
        {}
      ),
      "Where the definitions are."
    ),
    allowEmpty: described(
      _default(boolean2(), false),
      "A repository with no definition yet passes (otherwise finding none is an error: a check that checked nothing)."
    ),
    defaults: described(
      _default(record(string2(), unknown()), {}),
      "Deep-merged under every definition; the definition wins."
    ),
    warehouseNative: described(
      _default(boolean2(), false),
      "The project is warehouse-native: every definition is checked as such."
    ),
    externalMetrics: described(
      _default(
        array(
          string2().check(
            _regex(
              /^.+::.+$/,
              ruleError("config.external-metric", "must be a `name::type` id, e.g. `gmv::sum`")
            )
          )
        ),
        []
      ),
      "Metrics made in the console that definitions may name (as `name::type` ids)."
    ),
    knownMetricSources: described(
      optional(array(string2().check(_minLength(1)))),
      "The project's warehouse-native metric sources: a definition naming another is an error."
    ),
    policy: described(
      prefault(
        strictObject({
          namePattern: described(
            optional(
              strictObject({
                pattern: described(string2().check(_minLength(1)), "The regular expression."),
                severity: described(
                  _default(SEVERITY, "error"),
                  "How a name that does not match is reported."
                )
              })
            ),
            "A regular expression every metric name must match, e.g. `^[a-z][a-z0-9_]*$`."
          ),
          requireDescription: described(optional(SEVERITY), "Every metric has a description."),
          requireTags: described(
            optional(
              strictObject({
                severity: described(_default(SEVERITY, "error"), "How a metric without tags is reported."),
                allowed: described(optional(array(string2())), "The only tags a metric may have.")
              })
            ),
            "Every metric has tags, from `allowed` when given."
          ),
          requireTeam: described(optional(SEVERITY), "Every metric names its team."),
          readOnly: described(
            optional(SEVERITY),
            "Every metric is `isReadOnly: true`: edited only through git."
          )
        }),
        {}
      ),
      "The team's own conventions, each with the severity it is reported with."
    ),
    dynamicConfigs: described(
      _default(
        array(
          strictObject({ id: described(string2().check(_minLength(1)), "The dynamic config id.") })
        ),
        []
      ),
      "Dynamic configs whose open reviews the digest summarises."
    ),
    reviews: described(
      prefault(
        strictObject({
          statuses: described(
            _default(array(_enum(REVIEW_STATUSES)), [...OPEN_REVIEW_STATUSES]),
            "Review statuses the digest shows (default: every open one)."
          ),
          maxAgeDays: described(
            optional(number2().check(_positive())),
            "Leave out reviews older than this."
          ),
          staleAfterDays: described(
            _default(number2().check(_positive()), 7),
            "A review older than this is marked stale."
          ),
          people: described(
            _default(
              record(
                string2(),
                string2().check(
                  _regex(
                    /^@[\w.-]+(\/[\w.-]+)?$/,
                    "must be a GitHub handle or team, e.g. `@octocat` or `@acme/data`"
                  )
                )
              ),
              {}
            ),
            "Platform user or group id \u2192 GitHub handle or team: shown beside the id in every digest (inert), and a mention in the reviews issue with `mention: true`."
          ),
          mention: described(
            _default(boolean2(), false),
            "Write `people` as real mentions in the reviews issue (and only there)."
          ),
          inPullRequest: described(
            _default(_enum(["full", "compact", "none"]), "compact"),
            "How much of the digest a PR comment shows."
          )
        }),
        {}
      ),
      "The reviews digest."
    ),
    onChange: described(
      _default(_enum(["warn", "fail"]), "warn"),
      "A recorded definition edited in git: a warning, or an error."
    ),
    api: described(
      prefault(
        strictObject({
          concurrency: described(
            _default(between(int(), 1, 64, "api.concurrency"), 8),
            "Requests in flight at once."
          ),
          rateLimit: described(
            pipe(
              _default(
                union([RATE_WINDOW, array(RATE_WINDOW).check(_minLength(1))]),
                () => SERVICE_RATE_WINDOWS.map((window) => ({ ...window }))
              ),
              transform((value) => Array.isArray(value) ? value : [value])
            ),
            "Client-side pacing of POSTs: one window or a list, every one respected. Default: the real service's 100 per 10 s and 900 per 15 min."
          ),
          pullRequestShare: described(
            _default(
              number2().check(
                _positive(),
                _lte(1, ruleError("api.pull-request-share", "must be at most 1 (the whole budget)"))
              ),
              0.5
            ),
            "The share of every window a pull request's dry runs may use, so busy PRs cannot starve a merge's apply."
          ),
          maxWaitMinutes: described(
            _default(
              number2().check(
                _positive(),
                _lte(24 * 60, ruleError("api.max-wait", "must be at most 1440 (a day)"))
              ),
              60
            ),
            "How long a run may wait for the rate budget in all; past it, it stops cleanly (exit 3) and the next run goes on."
          ),
          timeoutMs: described(
            _default(positiveInt("api.timeout"), 3e4),
            "Per request, in milliseconds."
          )
        }),
        {}
      ),
      "How the Console API is called."
    ),
    state: described(
      prefault(
        strictObject({
          store: described(
            _default(_enum(["file", "github"]), "file"),
            "Where the CLI keeps its ledger: `file` (state.file) or `github`, the Action's branch (state.branch), read and written with GITHUB_TOKEN or GH_TOKEN. The Action always uses the branch."
          ),
          branch: described(
            _default(string2().check(_minLength(1)), "metrics-as-code/state"),
            "The branch of the Action's ledger."
          ),
          file: described(
            _default(string2().check(_minLength(1)), ".metrics-as-code/state.json"),
            "The CLI's ledger file, inside the repository."
          ),
          flushRecords: described(
            _default(between(int(), 10, 1e3, "state.flush"), 200),
            "apply writes its records to the ledger once this many are waiting..."
          ),
          flushSeconds: described(
            _default(between(number2(), 1, 60, "state.flush"), 5),
            "...or this many seconds after the first one waits, and at the end of the run."
          )
        }),
        {}
      ),
      "The ledger of created metrics."
    )
  }),
  "metrics-as-code repository config (metrics-as-code.yaml)."
);
function defaultConfig() {
  return configSchema.parse({});
}
var KEY_SETTINGS = ["apiUrl", "allowInsecureHttp", "api", "state"];
function keySettingsOf(config2) {
  const { apiUrl, allowInsecureHttp, api, state } = config2;
  return { ...apiUrl !== void 0 && { apiUrl }, allowInsecureHttp, api, state };
}
function isCleartextRemote(apiUrl) {
  let url2;
  try {
    url2 = new URL(apiUrl);
  } catch {
    return false;
  }
  return url2.protocol === "http:" && !isLoopback(url2.hostname);
}
var API_URL_SOURCES = "apiUrl in metrics-as-code.yaml, the Action's api-url input, --api-url or CONSOLE_API_URL";
function isHttpUrl(value) {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}
function urlWithScheme(value) {
  if (!/^[\w.-]+(?::\d+)?(?:\/\S*)?$/.test(value)) return void 0;
  const host = value.split(/[:/]/, 1)[0];
  const url2 = `${isLoopback(host) ? "http" : "https"}://${value}`;
  return baseUrlMeant(url2) ?? url2;
}
function isLoopback(hostname) {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

// src/config/load-config.ts
var CONFIG_SUBJECT = {
  indefinite: "the config",
  definite: "the config",
  spellings: {
    onChange: { error: "`fail`", failure: "`fail`", strict: "`fail`" },
    "state.store": { git: "`github`", branch: "`github`", local: "`file`", disk: "`file`" }
  },
  valueHint: (path, input, rule) => {
    if (rule === "schema.enum") return configEnumHint(path, input);
    if (typeof input !== "string") return void 0;
    if (path.length === 1 && path[0] === "metrics")
      return `: write \`metrics: {dir: ${excerpt(input)}}\` (the folder goes in metrics.dir)`;
    const url2 = path.length === 1 && path[0] === "apiUrl" ? urlWithScheme(input) : void 0;
    if (url2 !== void 0) return `: write \`apiUrl: ${excerpt(url2)}\``;
    if (path.join(".") === "api.rateLimit") return rateLimitHint(input);
    if (path.length === 3 && path[0] === "reviews" && path[1] === "people" && /^[\w.-]+(\/[\w.-]+)?$/.test(input))
      return `: write \`${excerpt(String(path[2]))}: "@${excerpt(input)}"\` (quoted: YAML keeps \`@\` for itself)`;
    return void 0;
  }
};
function configEnumHint(path, input) {
  if (path[0] === "policy" && path.length === 2 && typeof input === "boolean")
    return input ? `: write \`${String(path[1])}: error\` (or \`warning\`), how a definition without it is reported` : ": leave it out not to check it";
  return void 0;
}
function rateLimitHint(input) {
  const windows = readRateWindows(input.replace(/\s+/g, "").replace(/min\b/g, "m"));
  if (!Array.isArray(windows) || windows.length === 0) return void 0;
  if (windows.some((window) => window.windowMs % 1e3 !== 0)) return void 0;
  const written = windows.map(
    (window) => `{requests: ${window.requests}, perSeconds: ${window.windowMs / 1e3}}`
  );
  return `: write \`rateLimit: ${written.length === 1 ? written[0] : `[${written.join(", ")}]`}\``;
}
async function loadConfig(cwd, configFile) {
  const path = resolve(cwd, configFile ?? defaultConfigName(cwd));
  const file = displayPath(cwd, path);
  if (await escapesThroughLink(resolve(cwd), path).catch(() => false)) {
    const message = `the config file \`${file}\` is a symbolic link to a file outside the repository; it is not read (copy the file into the repository)`;
    return { ok: false, diagnostics: [configError(file, "config.outside-repository", message)] };
  }
  let bytes;
  try {
    bytes = await readFile(path);
  } catch (error3) {
    const code = error3.code;
    if (code === "ENOENT" && configFile === void 0)
      return { ok: true, config: defaultConfig(), diagnostics: [] };
    const reason = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : code ?? String(error3);
    return {
      ok: false,
      diagnostics: [
        configError(file, "config.unreadable", `cannot read the config file \`${file}\`: ${reason}`)
      ]
    };
  }
  return withFullReader(() => parseConfig(file, bytes));
}
function defaultConfigName(dir) {
  return CONFIG_FILE_NAMES.find((name) => existsSync(join(dir, name))) ?? DEFAULT_CONFIG_FILE;
}
function placeInConfig(file, text, path) {
  const parsed = parseYaml(file, text);
  const doc = parsed.documents[0];
  if (!doc || !isMapNode(doc.contents) || !hasPath(doc.contents, path)) return void 0;
  const source = { file, root: doc.contents, lineCounter: parsed.lineCounter, fallbackOffset: 0 };
  const { line, column } = placeFinding({ rule: "", severity: "error", path, message: "" }, source);
  return { file, line, column };
}
function parseConfig(file, content) {
  const decoded = decodeSource(content);
  if (!decoded.ok) {
    const { rule, message, line, column } = decoded;
    return { ok: false, diagnostics: [{ file, line, column, severity: "error", rule, message, path: "" }] };
  }
  const text = decoded.text;
  const parsed = parseYaml(file, text);
  const documents = parsed.documents.filter((doc2) => !isBlankDocument(doc2));
  const errors = [...parsed.streamErrors, ...documents.flatMap((doc2) => doc2.diagnostics)];
  if (documents.length > 1) errors.push(multipleDocuments(parsed, documents[1]));
  if (errors.some((d) => d.severity === "error")) return { ok: false, diagnostics: errors };
  const doc = documents[0];
  if (!doc) return { ok: true, config: defaultConfig(), file, text, diagnostics: errors };
  return checkConfigDocument(parsed, doc, text, errors);
}
function checkConfigDocument(parsed, doc, text, warnings) {
  const file = parsed.file;
  if (!isMapNode(doc.contents)) {
    const message = "the config must be a mapping of settings (metrics: ..., defaults: ...)";
    return {
      ok: false,
      diagnostics: [diagnosticAt(parsed, startOf(doc.contents) ?? 0, "error", "config.not-mapping", message)]
    };
  }
  const plain = doc.plain();
  if (!plain.ok) return { ok: false, diagnostics: [plain.diagnostic] };
  const source = {
    file,
    root: doc.contents,
    lineCounter: parsed.lineCounter,
    fallbackOffset: startOf(doc.contents) ?? 0
  };
  const checked = configSchema.safeParse(plain.value, { reportInput: true });
  if (!checked.success) {
    const findings2 = schemaFindings(checked.error.issues, configSchema, CONFIG_SUBJECT);
    return {
      ok: false,
      diagnostics: sortDiagnostics(findings2.map((finding) => placeFinding(finding, source)))
    };
  }
  const findings = [...configRules(checked.data), ...prototypeKeys(plain.value)];
  const placed = findings.map((finding) => placeFinding(finding, source));
  const ordered = sortDiagnostics(placed);
  if (ordered.some((d) => d.severity === "error")) return { ok: false, diagnostics: ordered };
  return {
    ok: true,
    config: checked.data,
    file,
    text,
    diagnostics: sortDiagnostics([...warnings, ...placed])
  };
}
function configRules(config2) {
  const findings = [];
  if (escapes(config2.metrics.dir)) {
    findings.push(
      pathEscape(
        ["metrics", "dir"],
        "metrics.dir must be a directory inside the repository (relative, without `..`)"
      )
    );
  }
  for (const key of ["include", "exclude"]) {
    config2.metrics[key].forEach((pattern2, i) => {
      if (escapes(pattern2)) {
        findings.push(
          pathEscape(
            ["metrics", key, i],
            `metrics.${key} patterns are relative to metrics.dir and may not use \`..\` or start with \`/\``
          )
        );
      }
    });
  }
  if (escapes(config2.state.file)) {
    findings.push(
      pathEscape(
        ["state", "file"],
        "state.file must be a file inside the repository (relative, without `..`), e.g. `.metrics-as-code/state.json`"
      )
    );
  }
  const pattern = config2.policy.namePattern?.pattern;
  if (pattern !== void 0 && patternProblem(pattern)) {
    findings.push({
      rule: "config.policy-pattern",
      severity: "error",
      path: ["policy", "namePattern", "pattern"],
      message: `policy.namePattern.pattern is not a regular expression (${patternProblem(pattern)}); e.g. \`^[a-z][a-z0-9_]*$\``
    });
  }
  const base = config2.apiUrl && baseUrlMeant(config2.apiUrl);
  if (base) {
    findings.push({
      rule: "config.api-url",
      severity: "error",
      path: ["apiUrl"],
      message: `apiUrl is the service's base URL: the tool adds /console/v1 and the route; write \`apiUrl: ${base}\``
    });
  }
  if (config2.apiUrl && isCleartextRemote(config2.apiUrl) && !config2.allowInsecureHttp) {
    findings.push({
      rule: "config.insecure-api-url",
      severity: "error",
      path: ["apiUrl"],
      message: "apiUrl uses http:// to a host that is not this machine, so the API key would travel in clear text: use https://, or set `allowInsecureHttp: true`"
    });
  }
  return findings;
}
function prototypeKeys(plain) {
  const defaults = plain?.defaults;
  const found = [];
  const visit = (value, path) => {
    if (Array.isArray(value)) {
      for (const [i, entry] of value.entries()) visit(entry, [...path, i]);
    } else if (typeof value === "object" && value !== null) {
      for (const key of Object.keys(value)) {
        if (key === "__proto__") found.push(prototypeKey([...path, key]));
        else visit(value[key], [...path, key]);
      }
    }
  };
  visit(defaults, ["defaults"]);
  return found;
}
function prototypeKey(path) {
  const where = dottedPath(path.slice(0, -1));
  return {
    rule: "schema.unknown-key",
    severity: "error",
    path,
    target: "key",
    message: `unknown key \`__proto__\` in \`${where}\`: no definition field has this name; remove it`
  };
}
function patternProblem(pattern) {
  try {
    new RegExp(pattern, "u");
    return void 0;
  } catch (error3) {
    return error3.message.replace(/^Invalid regular expression: /, "");
  }
}
function pathEscape(path, message) {
  return { rule: "config.path-escapes", severity: "error", path, message };
}
function escapes(path) {
  const posixPath = path.replace(/\\/g, "/");
  return isAbsolute2(path) || posixPath.startsWith("/") || /^[a-zA-Z]:/.test(posixPath) || posixPath.split("/").includes("..");
}
function multipleDocuments(parsed, second) {
  const message = "the config file must hold one YAML document; remove this `---` and what follows, or merge it into the first";
  return diagnosticAt(parsed, second.start, "error", "config.multiple-documents", message);
}
function configError(file, rule, message) {
  return { file, line: 1, column: 1, severity: "error", rule, message, path: "" };
}
function displayPath(cwd, path) {
  return toPosix(relative2(cwd, path)) || path;
}

// src/definitions/catalogue.ts
function referencesOf(body) {
  const list = Array.isArray(body.metricComponentMetrics) ? body.metricComponentMetrics : [];
  return list.flatMap((entry, i) => {
    const item = entry;
    if (typeof item?.name !== "string" || typeof item.type !== "string") return [];
    return [
      {
        id: `${item.name}::${item.type}`,
        name: item.name,
        type: item.type,
        path: ["metricComponentMetrics", i]
      }
    ];
  });
}
function withCatalogueChecks(validation, ledgerIds = []) {
  const { config: config2, definitions } = validation;
  const caps = new FileCaps(validation.diagnostics, config2.defaults);
  const found = [
    ...referenceDiagnostics(caps, definitions, config2, ledgerIds),
    ...sameNameDiagnostics(caps, definitions),
    ...sourceDiagnostics(caps, definitions, config2)
  ];
  if (found.length === 0) return validation;
  const failing2 = new Set(found.filter((d) => d.severity === "error").map((d) => d.owner));
  const checked = definitions.map(
    (definition) => failing2.has(definition) ? { ...definition, valid: false } : definition
  );
  const diagnostics = cappedByFile([...validation.diagnostics, ...found.map(({ owner: _, ...d }) => d)]);
  return { ...validation, definitions: checked, diagnostics };
}
function at(caps, definition, path, rule, severity, message) {
  const counted = caps.counted(definition, path, severity, rule);
  if (counted) return { ...counted, owner: definition };
  const placed = { ...definition.locate(path), severity, rule, message: message(), path: dottedPath(path) };
  caps.add(placed);
  return { ...placed, owner: definition };
}
function referenceDiagnostics(caps, definitions, config2, ledgerIds) {
  const inTree = new Set(definitions.filter((d) => d.id).map((d) => d.id));
  const known = /* @__PURE__ */ new Set([...inTree, ...config2.externalMetrics, ...ledgerIds]);
  const byName = idsByName(known);
  const names = new Suggestions([...byName.keys()]);
  const cyclic = cyclicIds(definitions);
  const found = [];
  for (const definition of definitions) {
    for (const reference of referencesOf(definition.body)) {
      if (reference.id === definition.id) {
        found.push(
          at(
            caps,
            definition,
            reference.path,
            "reference.cycle",
            "error",
            () => `\`${excerpt(definition.id)}\` names itself as a component`
          )
        );
      } else if (cyclic.has(definition.id) && cyclic.get(definition.id) === cyclic.get(reference.id)) {
        found.push(
          at(
            caps,
            definition,
            reference.path,
            "reference.cycle",
            "error",
            () => `\`${excerpt(definition.id)}\` and \`${excerpt(reference.id)}\` are components of each other (a cycle): one of them must not name the other`
          )
        );
      } else if (!known.has(reference.id)) {
        found.push(
          at(
            caps,
            definition,
            [...reference.path, "name"],
            "reference.unknown",
            "error",
            () => unknownMessage(reference, byName, names, ledgerIds.length > 0)
          )
        );
      }
    }
  }
  return found;
}
function idsByName(known) {
  const byName = /* @__PURE__ */ new Map();
  for (const id of known) {
    const name = id.slice(0, id.lastIndexOf("::"));
    const ids = byName.get(name);
    if (ids) ids.push(id);
    else byName.set(name, [id]);
  }
  return byName;
}
function unknownMessage(reference, byName, names, ledgerRead) {
  const where = `defined in the tree${ledgerRead ? ", recorded in the ledger" : ""} or listed in the config's externalMetrics`;
  const sameName = byName.get(reference.name) ?? [];
  if (sameName.length > 0) {
    const types = sameName.map((id) => id.slice(reference.name.length + 2));
    const { type } = reference;
    const meant = types.find((other) => other.includes(type) || type.includes(other)) ?? closest(type, types) ?? types[0];
    const listed = types.map((other) => `\`${other}\``).join(" or ");
    return `no metric \`${reference.id}\` is ${where}: \`${reference.name}\` is defined as ${listed}; write \`type: ${meant}\``;
  }
  const nearest = names.closest(reference.name);
  const hint = nearest ? ` (did you mean \`${byName.get(nearest).at(-1)}\`?)` : "";
  return `no metric \`${reference.id}\` is ${where}${hint}; a metric made in the console goes in externalMetrics`;
}
function cyclicIds(definitions) {
  const edges = /* @__PURE__ */ new Map();
  for (const definition of definitions) {
    if (!definition.id) continue;
    const targets = referencesOf(definition.body).map((r) => r.id);
    if (targets.length > 0) edges.set(definition.id, targets);
    else edges.delete(definition.id);
  }
  const index = /* @__PURE__ */ new Map();
  const low = /* @__PURE__ */ new Map();
  const onStack = /* @__PURE__ */ new Set();
  const stack = [];
  const component = /* @__PURE__ */ new Map();
  let counter = 0;
  let components = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [{ id: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      const targets = edges.get(frame.id) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!edges.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ id: target, next: 0 });
        } else if (onStack.has(target)) low.set(frame.id, Math.min(low.get(frame.id), index.get(target)));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.id, Math.min(low.get(parent.id), low.get(frame.id)));
      if (low.get(frame.id) !== index.get(frame.id)) continue;
      const members2 = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members2.push(member);
      } while (member !== frame.id);
      if (members2.length > 1) {
        for (const id of members2) component.set(id, components);
        components++;
      }
    }
  }
  return component;
}
function sameNameDiagnostics(caps, definitions) {
  const byName = /* @__PURE__ */ new Map();
  for (const definition of definitions) {
    if (!definition.id) continue;
    const group = byName.get(definition.name);
    if (group) group.push(definition);
    else byName.set(definition.name, [definition]);
  }
  const found = [];
  for (const group of byName.values()) {
    const byType = /* @__PURE__ */ new Map();
    for (const other of group) {
      const entry = byType.get(other.type) ?? { count: 0, first: [] };
      entry.count++;
      if (entry.first.length < 3) entry.first.push(`\`${other.type}\` at ${other.file}:${other.line}`);
      byType.set(other.type, entry);
    }
    if (byType.size < 2) continue;
    for (const definition of group) {
      const message = () => {
        const others = [...byType].filter(([type]) => type !== definition.type).map(([, entry]) => entry);
        const total = others.reduce((sum, entry) => sum + entry.count, 0);
        const named = someOf(
          others.flatMap((entry) => entry.first),
          "places",
          total
        );
        return `\`${excerpt(definition.name)}\` is also defined as ${named}: two metrics that read alike; give one another name`;
      };
      found.push(at(caps, definition, ["name"], "definition.same-name", "warning", message));
    }
  }
  return found;
}
function sourceDiagnostics(caps, definitions, config2) {
  if (!config2.knownMetricSources) return [];
  const known = new Set(config2.knownMetricSources);
  const suggestions = new Suggestions(config2.knownMetricSources);
  const found = [];
  for (const definition of definitions) {
    for (const { name, path } of sourceNames(definition.body)) {
      if (known.has(name)) continue;
      const message = () => {
        const match = suggestions.closest(name);
        return `metric source \`${excerpt(name)}\` is not in the config's knownMetricSources${match ? ` (did you mean \`${match}\`?)` : ""}`;
      };
      found.push(at(caps, definition, path, "whn.unknown-source", "error", message));
    }
  }
  return found;
}
function* sourceNames(body) {
  const whn = body.warehouseNative;
  if (typeof whn !== "object" || whn === null) return;
  for (const key of ["metricSourceName", "denominatorMetricSourceName"]) {
    if (typeof whn[key] === "string") yield { name: whn[key], path: ["warehouseNative", key] };
  }
  for (const key of ["metricSources", "funnelEvents", "components"]) {
    const list = Array.isArray(whn[key]) ? whn[key] : [];
    for (const [i, item] of list.entries()) {
      const name = item?.metricSourceName;
      if (typeof name === "string") yield { name, path: ["warehouseNative", key, i, "metricSourceName"] };
    }
  }
}

// src/report/model.ts
var RUN_MODES = ["validate", "plan", "apply", "reviews"];
function isRunMode(value) {
  return RUN_MODES.includes(value);
}
function errorsShown(report) {
  return report.summary.errors + failureCounted(report);
}
function warningsShown(report) {
  return report.summary.warnings + (reviewProblemSeverity(report) === "warning" ? report.reviewProblems.length : 0);
}
function reviewProblemSeverity(report) {
  return report.mode === "reviews" ? "error" : "warning";
}
function stoppedBeforeComparing(report) {
  const s = report.summary;
  const counted = s.create + s.unchanged + s.changed + s.removed + s.created + s.failed;
  return report.failure !== void 0 && (report.mode === "plan" || report.mode === "apply") && counted === 0 && report.items.every((item) => item.action === "invalid");
}
function readCounts(report) {
  const s = report.summary;
  if (report.failure && s.files === 0 && s.definitions === 0) return "no definition read";
  const invalid = report.items.filter((item) => item.action === "invalid").length;
  return `${count(s.definitions, "definition")} in ${count(s.files, "file")}, ${invalid} invalid`;
}
function failureCounted(report) {
  return report.failure && !report.failure.sumsUp ? 1 : 0;
}
function summarize(input) {
  const summary2 = emptySummary();
  summary2.files = input.files ?? 0;
  summary2.definitions = input.definitions ?? 0;
  for (const diagnostic of input.diagnostics) {
    if (diagnostic.severity === "error") summary2.errors++;
    else summary2.warnings++;
  }
  for (const item of input.items ?? []) {
    if (item.action !== "invalid") summary2[item.action]++;
    if (item.result === "created") summary2.created++;
  }
  summary2.failed = input.failed ?? 0;
  return summary2;
}
function reportOf(mode, parts = {}) {
  const { files, definitions, failed, ...rest } = parts;
  const report = {
    mode,
    diagnostics: [],
    items: [],
    reviews: [],
    reviewProblems: [],
    notices: [],
    ...rest
  };
  return {
    ...report,
    summary: summarize({
      diagnostics: report.diagnostics,
      // Without the ledger, validate knows nothing of create or unchanged: it counts no actions.
      items: mode === "validate" ? [] : report.items,
      ...files !== void 0 && { files },
      ...definitions !== void 0 && { definitions },
      ...failed !== void 0 && { failed }
    })
  };
}
function emptySummary() {
  return {
    files: 0,
    definitions: 0,
    errors: 0,
    warnings: 0,
    create: 0,
    unchanged: 0,
    changed: 0,
    removed: 0,
    created: 0,
    failed: 0
  };
}

// src/reconcile/validation-report.ts
function validationReport(validation, notices = []) {
  const items = validation.definitions.map(definitionItem);
  return reportOf("validate", {
    files: validation.files,
    definitions: validation.definitions.length,
    diagnostics: validation.diagnostics,
    items,
    notices
  });
}
function reportItem(definition, action) {
  const { file, line, name, type, id } = definition;
  return { file, line, name, type, id, action };
}
function definitionItem(definition) {
  const item = reportItem(definition, definition.valid ? "create" : "invalid");
  item.result = definition.valid ? "valid" : "skipped";
  return item;
}
function readBeforeStopping(validation) {
  const invalid = validation.definitions.filter((definition) => !definition.valid);
  return {
    files: validation.files,
    definitions: validation.definitions.length,
    items: invalid.map(definitionItem)
  };
}
function onlyFiles(validation, paths) {
  const files = new Set(paths.filter((path) => !path.endsWith("/")));
  const folders = paths.filter((path) => path.endsWith("/"));
  const named = (file) => files.has(file) || folders.some((folder) => file.startsWith(folder));
  const known = new Set(validation.fileNames);
  const checked = validation.fileNames.filter(named);
  const configFile = validation.configSource?.file;
  const config2 = configFile !== void 0 && files.has(configFile);
  const skipped = [...files].filter((file) => !known.has(file) && file !== configFile);
  const severity = checked.length === 0 && !config2 ? "error" : "warning";
  const why = "it is outside metrics.dir, or metrics.include or metrics.exclude leave it out";
  const notDefinitions = skipped.map(
    (file) => fileDiagnostic(
      file,
      severity,
      "files.not-a-definition",
      `not checked: \`${file}\` is not a definition file (${why})`
    )
  );
  if (checked.length === 0 && skipped.length === 0)
    for (const folder of folders)
      notDefinitions.push(
        fileDiagnostic(
          folder,
          "error",
          "files.none",
          `nothing to check: no definition file under \`${folder}\``
        )
      );
  return {
    ...validation,
    files: checked.length,
    fileNames: checked,
    definitions: validation.definitions.filter((definition) => named(definition.file)),
    diagnostics: sortDiagnostics([
      ...validation.diagnostics.filter((diagnostic) => named(diagnostic.file)),
      ...notDefinitions
    ])
  };
}

// src/reconcile/run-request.ts
function stoppedOutcome(mode, diagnostics, failure2, exitCode = 2 /* Usage */, validation) {
  const read = validation && readBeforeStopping(validation);
  return { report: reportOf(mode, { diagnostics, ...read, ...failure2 && { failure: failure2 } }), exitCode };
}
function validationOutcome(validation, only) {
  const checked = withCatalogueChecks(validation);
  const report = validationReport(only ? onlyFiles(checked, only) : checked);
  return { report, exitCode: exitCodeOf({ auth: false, transient: false, errors: report.summary.errors }) };
}

// src/reconcile/run.ts
var CONFIG_STOPPED = {
  rule: "config.invalid",
  message: "the configuration has errors (listed): nothing was checked",
  sumsUp: true
};
var remoteLoading;
function remoteModule() {
  remoteLoading ??= import("./run-remote-NDK3ARAH.js");
  return remoteLoading;
}
function startLoadingRemote(request) {
  remoteModule().then((remote) => request.localOnly ? void 0 : remote.clientModule()).catch(() => {
  });
}
async function execute(request) {
  if (request.mode !== "validate") startLoadingRemote(request);
  if (request.mode === "reviews") return executeReviews(request);
  const { validateRepository } = await import("./validate-VMQZWCK4.js");
  const loaded = await validateRepository({
    cwd: request.cwd,
    ...request.configFile !== void 0 && { configFile: request.configFile },
    ...request.workers && { workers: request.workers }
  });
  if (!loaded.ok) return stoppedOutcome(request.mode, loaded.diagnostics, CONFIG_STOPPED);
  return executeLoaded(request, loaded.result);
}
async function executeReviews(request) {
  const loaded = await loadConfig(request.cwd, request.configFile);
  if (!loaded.ok) return stoppedOutcome(request.mode, loaded.diagnostics, CONFIG_STOPPED);
  const bare = {
    config: loaded.config,
    ...loaded.file !== void 0 && loaded.text !== void 0 && { configSource: { file: loaded.file, text: loaded.text } },
    files: 0,
    fileNames: [],
    definitions: [],
    diagnostics: []
  };
  return executeLoaded(request, bare, loaded.diagnostics);
}
async function executeLoaded(request, loaded, configDiagnostics = []) {
  const { validation, notice } = withTrustedSettings(loaded, request.trusted);
  const outcome = await executeValidated(request, validation);
  outcome.report.diagnostics.unshift(...configDiagnostics);
  if (notice) outcome.report.notices.push(notice);
  return { ...outcome, config: validation.config };
}
function withTrustedSettings(validation, trusted) {
  if (!trusted) return { validation };
  const own2 = keySettingsOf(validation.config);
  const changed = KEY_SETTINGS.filter(
    (key) => JSON.stringify(own2[key]) !== JSON.stringify(trusted.settings[key])
  );
  const { apiUrl: _untrusted, ...rest } = validation.config;
  const config2 = { ...rest, ...trusted.settings };
  const result = { validation: { ...validation, config: config2 } };
  if (changed.length === 0) return result;
  const keys = changed.map((key) => `\`${key}\``).join(", ");
  return {
    ...result,
    notice: `This pull request changes ${keys} in the config: that takes effect after merge. This run used ${trusted.source}.`
  };
}
async function executeValidated(request, validation) {
  if (request.mode === "validate") return validationOutcome(validation, request.only);
  const { executeWithService } = await remoteModule();
  return executeWithService(request, validation);
}

// src/report/json.ts
function toJsonReport(report) {
  const s = report.summary;
  return {
    summary: {
      files: s.files,
      definitions: s.definitions,
      // As every rendering counts them: the failure that stopped the run, and beside a plan the
      // watched configs not read, among them.
      errors: errorsShown(report),
      warnings: warningsShown(report),
      create: s.create,
      unchanged: s.unchanged,
      changed: s.changed,
      removed: s.removed,
      created: s.created,
      failed: s.failed
    },
    ...report.failure && { failure: { rule: report.failure.rule, message: report.failure.message } },
    diagnostics: report.diagnostics.map((d) => ({
      file: d.file,
      line: d.line,
      column: d.column,
      severity: d.severity,
      rule: d.rule,
      message: d.message,
      path: d.path
    })),
    items: report.items.map(jsonItem),
    reviews: report.reviews.map((r) => ({
      dynamicConfig: r.dynamicConfig,
      review_id: r.review_id,
      status: r.status,
      type: r.type,
      author: r.author,
      ...r.authorHandle !== void 0 && { authorHandle: r.authorHandle },
      created_at: r.created_at,
      description: r.description,
      reviewers: r.reviewers.map((reviewer) => ({
        id: reviewer.id,
        kind: reviewer.kind,
        ...reviewer.handle !== void 0 && { handle: reviewer.handle }
      })),
      needs: r.needs,
      risk: r.risk,
      riskReason: r.riskReason,
      ageDays: Math.floor(r.ageDays),
      stale: r.stale,
      ...r.new !== void 0 && { new: r.new }
    })),
    reviewProblems: report.reviewProblems.map((p) => ({
      dynamicConfig: p.dynamicConfig,
      message: p.message,
      ...p.place
    }))
  };
}
function jsonItem(item) {
  const out = {
    file: item.file,
    line: item.line,
    name: item.name,
    type: item.type,
    id: item.id,
    action: item.action
  };
  if (item.result !== void 0) out.result = item.result;
  if (item.message !== void 0) out.message = item.message;
  if (item.url !== void 0) out.url = item.url;
  if (item.diff !== void 0)
    out.diff = item.diff.map((change) => ({
      path: change.path,
      ..."before" in change && { before: change.before },
      ..."after" in change && { after: change.after }
    }));
  return out;
}
function renderJson(report) {
  return `${JSON.stringify(toJsonReport(report), null, 2)}
`;
}

// src/report/inert.ts
var ZERO_WIDTH_SPACE = "&#8203;";
var ALWAYS_ESCAPED = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "|": "&#124;",
  "`": "&#96;",
  "\\": "&#92;",
  "[": "&#91;",
  "]": "&#93;",
  "*": "&#42;",
  "~": "&#126;",
  $: "&#36;"
};
var LEADING_ESCAPED = {
  "-": "&#45;",
  "+": "&#43;",
  "=": "&#61;"
};
var LINE_BREAKS = /\r\n|[\n\r\u0085\u2028\u2029]/g;
var INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;
function inert(text) {
  const flat = text.replace(LINE_BREAKS, " ").replace(/\t/g, " ").replace(INVISIBLE, "").trim();
  const leadingDigits = /^\d*/.exec(flat)[0].length;
  return flat.replace(MEANINGFUL, (_char, at2) => escapeAt(flat, at2, leadingDigits));
}
var MEANINGFUL = /[&<>|`\\[\]*~$_@#=+\-.)]/g;
function inertClipped(text, maxLength) {
  return inert(clip(text, maxLength));
}
function clip(text, maxLength) {
  if (text.length <= maxLength) return text;
  let points = 0;
  let index = 0;
  let keep = 0;
  for (const point of text) {
    if (points === maxLength - 1) keep = index;
    if (++points > maxLength) return `${text.slice(0, keep)}\u2026`;
    index += point.length;
  }
  return text;
}
function escapeAt(text, i, leadingDigits) {
  const char = text[i];
  const always = ALWAYS_ESCAPED[char];
  if (always) return always;
  if (i === 0 && LEADING_ESCAPED[char]) return LEADING_ESCAPED[char];
  switch (char) {
    case "_":
      return isWordChar(text[i - 1]) && isWordChar(text[i + 1]) ? "_" : "&#95;";
    case "@":
      return `@${ZERO_WIDTH_SPACE}`;
    case "#": {
      const hash = i === 0 ? "&#35;" : "#";
      return isDigit(text[i + 1]) ? `${hash}${ZERO_WIDTH_SPACE}` : hash;
    }
    case "-":
      return isDigit(text[i + 1]) && /gh$/i.test(text.slice(Math.max(0, i - 2), i)) ? `-${ZERO_WIDTH_SPACE}` : "-";
    case ".":
    case ")":
      return i > 0 && i === leadingDigits ? char === "." ? "&#46;" : "&#41;" : char;
    default:
      return char;
  }
}
function isWordChar(char) {
  return char !== void 0 && /[\p{L}\p{N}]/u.test(char);
}
function isDigit(char) {
  return char !== void 0 && char >= "0" && char <= "9";
}

// src/report/markdown-fit.ts
var measureChars = (text) => text.length;
var measureBytes = (text) => Buffer.byteLength(text, "utf8");
var DETAILS_OPEN = /^<details[ >]/gm;
var DETAILS_CLOSE = /^<\/details>/gm;
var CLOSER = "\n\n</details>";
function fitMarkdown(text, max, note, measure = measureChars) {
  if (measure(text) <= max) return text;
  const tail = `

${note}
`;
  const budget = max - measure(tail) - measure(CLOSER) * countMatches(text, DETAILS_OPEN);
  if (budget <= 0) return clipMeasured(note, max, measure);
  let kept2 = clipMeasured(text, budget, measure);
  const lastBreak = kept2.lastIndexOf("\n");
  if (lastBreak > 0) kept2 = kept2.slice(0, lastBreak);
  return `${kept2}${CLOSER.repeat(openDetails(kept2))}${tail}`;
}
function openDetails(text) {
  return Math.max(0, countMatches(text, DETAILS_OPEN) - countMatches(text, DETAILS_CLOSE));
}
function countMatches(text, pattern) {
  return text.match(pattern)?.length ?? 0;
}
function clipMeasured(text, max, measure) {
  if (measure(text) <= max) return text;
  let low = 0;
  let high = Math.min(text.length, Math.max(0, max));
  while (low < high) {
    const middle = low + high + 1 >> 1;
    if (measure(text.slice(0, middle)) <= max) low = middle;
    else high = middle - 1;
  }
  const code = text.charCodeAt(low - 1);
  return text.slice(0, code >= 55296 && code <= 56319 ? low - 1 : low);
}

// src/report/diff-lines.ts
function changeLine(change) {
  if (!("before" in change)) return `+ ${change.path}: ${shown(change.after)}`;
  if (!("after" in change)) return `- ${change.path}: ${shown(change.before)}`;
  return `~ ${change.path}: ${shown(change.before)} \u2192 ${shown(change.after)}`;
}
function shown(value) {
  const text = JSON.stringify(value) ?? "null";
  return text.length > 80 ? `${text.slice(0, 77)}\u2026` : text;
}

// src/report/review-triage.ts
var NEEDS_BY_STATUS = {
  pending: { needs: "review", who: "the requested reviewers" },
  changes_requested: { needs: "author", who: "the author revises" },
  accepted: { needs: "commit", who: "the author commits the approved change" },
  approved_webhook_validation: { needs: "commit", who: "the author commits the approved change" },
  failed_webhook_validation: { needs: "author", who: "the author fixes what the validation webhook refused" },
  pending_webhook_validation: { needs: "validation", who: "nobody yet: the webhook is running" }
};
var NEEDS_ORDER = ["review", "author", "commit", "validation"];
var NEEDS_TITLE = {
  review: {
    title: "Needs review: the requested reviewers act",
    count: (n) => `${n} need${n === 1 ? "s" : ""} review`
  },
  author: {
    title: "Needs the author: revise, or fix what validation refused",
    count: (n) => `${n} need${n === 1 ? "s" : ""} the author`
  },
  commit: { title: "Approved: the author commits", count: (n) => `${n} to commit` },
  validation: { title: "In validation: nobody acts yet", count: (n) => `${n} in validation` }
};
function digestOrder(reviews) {
  return [...reviews].sort(
    (a, b) => NEEDS_ORDER.indexOf(a.needs) - NEEDS_ORDER.indexOf(b.needs) || compareText(a.created_at, b.created_at) || compareText(a.dynamicConfig, b.dynamicConfig) || compareText(a.review_id, b.review_id)
  );
}
function digestHeadline(reviews) {
  const parts = NEEDS_ORDER.map((needs) => [needs, reviews.filter((r) => r.needs === needs).length]).filter(([, n]) => n > 0).map(([needs, n]) => NEEDS_TITLE[needs].count(n));
  const stale = reviews.filter((r) => r.stale).length;
  const high = reviews.filter((r) => r.risk === "high").length;
  const nobody = reviews.filter((r) => r.noReviewers).length;
  if (stale) parts.push(`${stale} stale`);
  if (high) parts.push(`${high} high risk`);
  if (nobody) parts.push(`${nobody} with nobody asked to review`);
  return parts.join(" \xB7 ") || "nothing waits";
}
var RISK_BY_TYPE = {
  resalt: { risk: "high", reason: "re-buckets every user in every percentage rollout of the config" },
  delete: { risk: "high", reason: "deletes the config: every caller gets the code default" },
  archive: {
    risk: "high",
    reason: "archives (or unarchives) the config: callers stop (or start) getting its values"
  },
  rules: { risk: "high", reason: "replaces the rules: changes what users are served" },
  toggle_enabled: { risk: "high", reason: "turns the config on or off, or launches a payload to everyone" },
  allowed_reviewers: { risk: "medium", reason: "changes who may approve reviews of this config" },
  update_allow_self_approval: { risk: "medium", reason: "lets (or stops) authors approve their own changes" },
  update_team: {
    risk: "medium",
    reason: "moves the config to another team, which can change who may approve"
  },
  disable_reviews_locally: {
    risk: "medium",
    reason: "turns reviews off for this config: later changes need no approval"
  },
  update_owners: { risk: "medium", reason: "changes who owns the config, and so who may approve" },
  update_release_pipeline: { risk: "medium", reason: "changes how changes roll out through environments" },
  edit_id_type: { risk: "medium", reason: "changes the unit users are bucketed by" },
  update_target_applications: { risk: "low", reason: "changes which applications see the config" }
};
var UNKNOWN_TYPE = {
  risk: "medium",
  reason: "a review type this version does not know: look at it"
};
function needsOf(status) {
  return NEEDS_BY_STATUS[status]?.needs ?? "review";
}
function riskOf(type) {
  return Object.hasOwn(RISK_BY_TYPE, type) ? RISK_BY_TYPE[type] : UNKNOWN_TYPE;
}
var ACT_VERB = {
  review: "review",
  author: "revise",
  commit: "commit"
};
function peopleToAct(reviews) {
  const people = /* @__PURE__ */ new Map();
  const add = (key, name, handle, act) => {
    const person = people.get(key) ?? { ...handle !== void 0 && { handle }, names: [], tasks: [] };
    people.set(key, person);
    if (!person.names.includes(name)) person.names.push(name);
    if (person.tasks.at(-1)?.review !== act.review) person.tasks.push(act);
  };
  for (const review of digestOrder(reviews)) {
    if (review.needs === "validation") continue;
    const act = { verb: ACT_VERB[review.needs], review };
    if (review.needs !== "review") {
      const { author, authorHandle: handle } = review;
      add(handle ?? `user:${review.authorId ?? author}`, author, handle, act);
      continue;
    }
    for (const { id, kind, handle } of review.reviewers) {
      const name = kind === "group" ? `group:${id}` : id;
      add(handle ?? (kind === "group" ? name : `user:${id}`), name, handle, act);
    }
  }
  return [...people.values()].sort(
    (a, b) => b.tasks.length - a.tasks.length || compareText(a.handle ?? a.names[0], b.handle ?? b.names[0])
  );
}
function tasksLine(person, id, shown2 = 12) {
  const parts = [];
  let left = shown2;
  for (const verb of Object.values(ACT_VERB)) {
    const mine = person.tasks.filter((task) => task.verb === verb);
    if (mine.length === 0) continue;
    const ids = mine.slice(0, Math.max(0, left)).map((task) => id(task.review));
    left -= ids.length;
    const more = mine.length - ids.length;
    const rest = more > 0 ? [`${ids.length > 0 ? "and " : ""}${more} more`] : [];
    parts.push(`${verb} ${[ids.join(", "), ...rest].filter(Boolean).join(" ")}`);
  }
  return parts.join(" \xB7 ");
}

// src/report/markdown-view.ts
function lazyLine(forms, rest) {
  let full;
  let compact;
  return {
    ...rest,
    get full() {
      full ??= forms.full();
      return full;
    },
    get compact() {
      compact ??= forms.compact();
      return compact;
    }
  };
}
var DIFF_LINES = { comment: 30, summary: 200 };
var STATUS_MARK = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C" };
var CLIP = {
  comment: { name: 120, message: 500, description: 160, notice: 500 },
  summary: { name: 220, message: 1e3, description: 500, notice: 1e3 }
};
function reportStatus(report) {
  const failingItem = report.items.some((item) => item.result === "rejected" || item.result === "failed");
  if (report.failure) return "fail";
  if (report.summary.errors > 0 || report.summary.failed > 0 || failingItem) return "fail";
  if (report.reviewProblems.length > 0 && reviewProblemSeverity(report) === "error") return "fail";
  const drift = report.summary.changed > 0 || report.summary.removed > 0;
  if (report.summary.warnings > 0 || drift || report.reviewProblems.length > 0) return "warn";
  return "pass";
}
function buildView(report, context, flavor) {
  const links = linksOf(context);
  const clipAt = CLIP[flavor];
  const diagnostics = [...report.diagnostics].sort(compareDiagnostics);
  const owners = diagnosticOwners(report.items, diagnostics);
  const ownedBy = report.items.map(() => []);
  diagnostics.forEach((d, i) => {
    if (owners[i] !== void 0) ownedBy[owners[i]].push(d);
  });
  const rows = report.items.map((item, i) => ({ item, own: ownedBy[i] })).sort(compareRows);
  const items = rows.map((row) => row.item);
  const lines = diagnostics.map((d, i) => diagnosticLine(d, owners[i] !== void 0, links, clipAt.message));
  return {
    flavor,
    headline: `${STATUS_MARK[reportStatus(report)]} metrics-as-code ${report.mode}: ${headlineCounts(report)}`,
    status: reportStatus(report),
    notices: report.notices.map((notice) => inertClipped(notice, clipAt.notice)),
    ...report.failure && { failure: inertClipped(report.failure.message, clipAt.notice) },
    rows: rows.map(({ item, own: own2 }) => itemRow(item, own2, links, flavor)),
    diffs: items.flatMap((item) => item.diff?.length ? [diffBlock(item, flavor)] : []),
    errors: lines.filter((_, i) => diagnostics[i].severity === "error"),
    warnings: lines.filter((_, i) => diagnostics[i].severity === "warning"),
    ...reviewParts(report, context, flavor),
    reviewProblems: report.reviewProblems.map(
      (problem) => `- **${inertClipped(problem.dynamicConfig, clipAt.name)}**${problem.place ? ` (${inertClipped(`${problem.place.file}:${problem.place.line}`, clipAt.name)})` : ""}: ${inertClipped(problem.message, clipAt.message)}`
    ),
    showReviews: report.mode === "reviews" || report.reviews.length > 0 || report.reviewProblems.length > 0,
    links
  };
}
function linksOf(context) {
  const links = {};
  const runUrl = safeUrl(context.runUrl);
  const summaryUrl = safeUrl(context.summaryUrl) ?? runUrl;
  const sha = context.sha && /^[0-9a-f]{7,64}$/i.test(context.sha) ? context.sha : void 0;
  const repositoryUrl = safeUrl(context.repositoryUrl)?.replace(/\/+$/, "");
  if (runUrl) links.runUrl = runUrl;
  if (summaryUrl) links.summaryUrl = summaryUrl;
  if (sha) links.shortSha = sha.slice(0, 7);
  if (sha && repositoryUrl) links.blobBase = `${repositoryUrl}/blob/${sha}`;
  return links;
}
function safeUrl(url2) {
  return url2 && /^https?:\/\/[^\s<>()[\]`"'|\\]+$/.test(url2) ? url2 : void 0;
}
var VOLATILE_LINE_MARK = "<!-- metrics-as-code:volatile -->";
function footerLine(links) {
  const parts = [];
  if (links.runUrl) parts.push(`[Workflow run](${links.runUrl})`);
  if (links.shortSha) parts.push(`commit ${links.shortSha}`);
  return parts.length ? `<sub>${parts.join(" \xB7 ")}</sub>${VOLATILE_LINE_MARK}` : "";
}
var ITEM_RANK = { invalid: 0, changed: 2, removed: 3, create: 4, unchanged: 5 };
function itemRank({ item, own: own2 }) {
  if (item.action !== "invalid" && failing({ item, own: own2 })) return 1;
  return ITEM_RANK[item.action] ?? 4;
}
function failing({ item, own: own2 }) {
  if (item.action === "invalid" || item.result === "rejected" || item.result === "failed") return true;
  return own2.some((d) => d.severity === "error");
}
function compareRows(a, b) {
  const [x, y] = [a.item, b.item];
  return itemRank(a) - itemRank(b) || compareText(x.file, y.file) || x.line - y.line || compareText(x.id, y.id);
}
function compareDiagnostics(a, b) {
  return compareText(a.file, b.file) || a.line - b.line || a.column - b.column || compareText(a.rule, b.rule) || compareText(a.message, b.message);
}
function reviewParts(report, context, flavor) {
  const ordered = digestOrder(report.reviews);
  const row = (review) => reviewRow(review, flavor, context.mention === true);
  const groups = NEEDS_ORDER.map((needs) => ({
    title: NEEDS_TITLE[needs].title,
    rows: ordered.filter((review) => review.needs === needs).map(row)
  })).filter((group) => group.rows.length > 0);
  return {
    reviews: ordered.map(row),
    whoActs: whoActsLines(ordered, context.mention === true),
    reviewGroups: groups,
    reviewAttention: ordered.filter((r) => r.stale || r.risk === "high" || r.noReviewers).map(row),
    reviewHeadline: digestHeadline(ordered),
    reviewsForm: context.reviewsForm ?? "full",
    fullDigestAt: context.fullDigestAt ?? fullDigestLink(linksOf(context)),
    ...report.reviewsClosedSince !== void 0 && { reviewsClosedSince: report.reviewsClosedSince }
  };
}
function diagnosticOwners(items, diagnostics) {
  const starts = /* @__PURE__ */ new Map();
  items.forEach((item, index) => {
    if (item.action === "removed") return;
    const list = starts.get(item.file) ?? [];
    list.push({ line: item.line, index });
    starts.set(item.file, list);
  });
  for (const list of starts.values()) list.sort((a, b) => a.line - b.line);
  return diagnostics.map((d) => lastStartAtOrBefore(starts.get(d.file) ?? [], d.line));
}
function lastStartAtOrBefore(starts, line) {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = low + high >> 1;
    if (starts[middle].line <= line) low = middle + 1;
    else high = middle;
  }
  return low > 0 ? starts[low - 1].index : void 0;
}
function headlineCounts(report) {
  const s = report.summary;
  const diagnostics = ` \xB7 ${count(errorsShown(report), "error")}, ${count(warningsShown(report), "warning")}`;
  if (stoppedBeforeComparing(report)) return readCounts(report) + diagnostics;
  const invalid = report.items.filter((item) => item.action === "invalid").length;
  const rejected = report.items.filter((item) => item.result === "rejected").length;
  const drift = [
    `${s.changed} changed`,
    `${invalid} invalid`,
    s.removed && `${s.removed} removed`,
    `${s.unchanged} unchanged`
  ];
  switch (report.mode) {
    case "validate":
      return `${count(s.definitions, "definition")} in ${count(s.files, "file")}${diagnostics}`;
    case "plan":
      return joinCounts([`${s.create} to create`, rejected && `${rejected} rejected`, ...drift]) + diagnostics;
    case "apply":
      return joinCounts([`${s.created} created`, `${s.failed} failed`, ...drift]) + diagnostics;
    case "reviews":
      return reviewCounts(report);
  }
}
function reviewCounts(report) {
  const configs = new Set(report.reviews.map((review) => review.dynamicConfig)).size;
  const problems = report.reviewProblems.length;
  const unread = problems ? `, ${count(problems, "config")} not read` : "";
  return `${count(report.reviews.length, "open review")} in ${count(configs, "dynamic config")}${unread}`;
}
function joinCounts(parts) {
  return parts.filter((part) => typeof part === "string").join(", ");
}
function itemMark(item, own2) {
  if (failing({ item, own: own2 })) return "\u274C";
  if (item.result === "accepted") return "\u2705";
  if (item.action === "changed" || item.action === "removed") return "\u26A0\uFE0F";
  if (item.result === "skipped") return "\u23ED\uFE0F";
  return "\u2705";
}
function itemRow(item, own2, links, flavor) {
  const clipAt = CLIP[flavor];
  const mark2 = itemMark(item, own2);
  const message = () => item.message ? inertClipped(item.message, clipAt.message) : "";
  const cells = (where, text) => `| ${[mark2, inertClipped(item.name, clipAt.name), inertClipped(item.type, 40), where, item.action, item.result ?? "\u2014", text].join(" | ")} |`;
  const firstProblem = () => own2[0] ? `${inertClipped(own2[0].message, clipAt.message)}${own2.length > 1 ? ` (and ${own2.length - 1} more)` : ""}` : "";
  const folded = () => own2.map(
    (d) => `${d.line}:${d.column} ${d.severity}[${inertClipped(d.rule, 80)}]: ${inertClipped(d.message, clipAt.message)}`
  ).join("<br>");
  return lazyLine(
    {
      full: () => cells(location(item.file, item.line, void 0, links), message() || firstProblem()),
      compact: () => cells(location(item.file, item.line, void 0, {}), own2.length ? folded() : message())
    },
    { attention: mark2 !== "\u2705" && mark2 !== "\u23ED\uFE0F", unchanged: item.action === "unchanged" }
  );
}
function diffBlock(item, flavor) {
  const changes = item.diff;
  const limit = DIFF_LINES[flavor];
  const lines = changes.slice(0, limit).map((change) => codeLine(changeLine(change)));
  if (changes.length > limit) lines.push(`\u2026 and ${count(changes.length - limit, "more changed field")}`);
  const longest = Math.max(0, ...lines.flatMap((line) => (line.match(/`+/g) ?? []).map((run2) => run2.length)));
  const fence = "`".repeat(Math.max(3, longest + 1));
  const summary2 = `<summary>Changes in <code>${inertClipped(item.id, CLIP[flavor].name)}</code> (${count(changes.length, "field")})</summary>`;
  return `<details>
${summary2}

${fence}diff
${lines.join("\n")}
${fence}

</details>`;
}
function codeLine(text) {
  return text.replace(LINE_BREAKS, " ").replace(INVISIBLE, " ");
}
function diagnosticLine(diagnostic, attached, links, maxMessage) {
  const text = (where) => `- ${where}: ${diagnostic.severity}[${inertClipped(diagnostic.rule, 80)}]: ${inertClipped(diagnostic.message, maxMessage)}`;
  return lazyLine(
    {
      full: () => text(location(diagnostic.file, diagnostic.line, diagnostic.column, links)),
      compact: () => text(location(diagnostic.file, diagnostic.line, diagnostic.column, {}))
    },
    { attached }
  );
}
function fullDigestLink(links) {
  return links.summaryUrl ? `the [job summary](${links.summaryUrl})` : "the job summary of the workflow run";
}
var RISK_MARK = {
  high: "\u{1F534} high",
  medium: "\u{1F7E0} medium",
  low: "\u26AA low"
};
function reviewRow(review, flavor, mention) {
  const clipAt = CLIP[flavor];
  const risk = flavor === "summary" ? `${RISK_MARK[review.risk]}: ${inertClipped(review.riskReason, 200)}` : RISK_MARK[review.risk];
  const author = `${inertClipped(review.author, 120)}${handleOf(review.authorHandle, mention && review.needs !== "review")}`;
  const cells = [
    inertClipped(review.dynamicConfig, clipAt.name),
    `${review.new ? "\u{1F195} " : ""}${inertClipped(review.review_id, 80)}`,
    inertClipped(review.type, 40),
    risk,
    inertClipped(review.status, 40),
    author,
    reviewersCell(review, mention),
    `${age(review.ageDays)}${review.stale ? " \u23F0 stale" : ""}`,
    inertClipped(review.description, clipAt.description)
  ];
  return `| ${cells.join(" | ")} |`;
}
function reviewersCell(review, mention) {
  if (review.noReviewers) return "\u26A0\uFE0F nobody asked: nobody will act";
  const names = review.reviewers.map((reviewer) => {
    const name = inertClipped(reviewer.kind === "group" ? `group:${reviewer.id}` : reviewer.id, 80);
    return `${name}${handleOf(reviewer.handle, mention && review.needs === "review")}`;
  });
  return names.join(", ") || "\u2014";
}
var WHO_ACTS_LISTED = 50;
function whoActsLines(reviews, mention) {
  const people = peopleToAct(reviews);
  const lines = people.slice(0, WHO_ACTS_LISTED).map((person) => {
    const names = person.names.map((name) => inertClipped(name, 80)).join(", ");
    const handle = person.handle === void 0 ? "" : personHandle(person.handle, mention);
    const who = handle ? `**${handle}** (${names})` : `**${names}**`;
    return `- ${who}: ${tasksLine(person, (review) => inertClipped(review.review_id, 80))}`;
  });
  const more = people.length - lines.length;
  return more > 0 ? [...lines, `- _${count(more, "more person", "more people")}_`] : lines;
}
function handleOf(handle, mention) {
  if (handle === void 0) return "";
  const written = personHandle(handle, mention);
  return written === handle ? ` ${handle}` : ` (${written})`;
}
function personHandle(handle, mention) {
  if (mention && /^@[\w.-]+(\/[\w.-]+)?$/.test(handle)) return handle;
  return inertClipped(handle, 80);
}
function age(days) {
  if (!Number.isFinite(days) || days < 1) return "today";
  const whole = Math.floor(days);
  return whole === 1 ? "1 day" : `${whole} days`;
}
function location(file, line, column, links) {
  const text = inertClipped(`${file}:${line}${column === void 0 ? "" : `:${column}`}`, 240);
  if (!links.blobBase || file.length > MAX_LINKED_PATH) return text;
  return `[${text}](${links.blobBase}/${encodePath(file)}#L${line})`;
}
var MAX_LINKED_PATH = 300;
function encodePath(file) {
  return file.split("/").map(
    (segment) => encodeURIComponent(segment).replace(
      /[()'!*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
    )
  ).join("/");
}

// src/report/markdown.ts
var COMMENT_MAX_CHARS = 65536;
var SUMMARY_MAX_BYTES = 1024 * 1024;
function renderComment(report, context) {
  const maxChars = context.maxChars ?? COMMENT_MAX_CHARS;
  const view = buildView(report, context, "comment");
  const compose = (layout) => composeComment(view, layout, context.marker);
  const full = { ...UNLIMITED, detail: "full", diagnostics: "list", rows: "listed" };
  const shrinking = [
    full,
    { ...full, diagnostics: "count" },
    { ...full, diagnostics: "count", rows: "attention" }
  ];
  return fitLayouts(shrinking, compose, maxChars, measureChars, cutNote(view.links, "comment"), view);
}
function renderJobSummary(report, context = {}) {
  const maxBytes = context.maxBytes ?? SUMMARY_MAX_BYTES;
  const view = buildView(report, context, "summary");
  const full = { ...UNLIMITED, detail: "full", diagnostics: "list", rows: "all" };
  const shrinking = [full, { ...full, detail: "compact" }];
  const compose = (layout) => composeSummary(view, layout);
  return fitLayouts(shrinking, compose, maxBytes, measureBytes, cutNote(view.links, "summary"), view);
}
function renderAppliedSection(report, context = {}) {
  const created = report.items.filter((item) => item.result === "created");
  const failed = report.items.filter((item) => item.result === "failed" || item.result === "rejected");
  const mark2 = failed.length > 0 || report.summary.errors > 0 ? "\u274C" : "\u2705";
  const lines = [
    `#### ${mark2} Applied after merge: ${count(created.length, "metric")} created, ${failed.length} failed`
  ];
  if (created.length > 0) lines.push("", `Created: ${nameList(created)}`);
  if (failed.length > 0) lines.push("", `Failed: ${nameList(failed)}`);
  const footer = footerLine(linksOf(context));
  if (footer) lines.push("", footer);
  return lines.join("\n");
}
function nameList(items) {
  const sorted = [...items].sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const shown2 = sorted.slice(0, 40).map((item) => inertClipped(item.name, 80));
  const more = items.length - shown2.length;
  return shown2.join(", ") + (more > 0 ? ` and ${more} more` : "");
}
var UNLIMITED = {
  itemLimit: Number.POSITIVE_INFINITY,
  diffLimit: Number.POSITIVE_INFINITY,
  diagnosticLimit: Number.POSITIVE_INFINITY,
  reviewLimit: Number.POSITIVE_INFINITY
};
function fitLayouts(layouts, compose, max, measure, note, view) {
  for (const layout of layouts) {
    if (leastSize(view, layout) > max) continue;
    const text = compose(layout);
    if (measure(text) <= max) return text;
  }
  const last = layouts[layouts.length - 1];
  return fitMarkdown(compose(rowsThatFit(view, last, max, measure, compose)), max, note, measure);
}
function rowsThatFit(view, base, max, measure, compose) {
  const none = { ...base, itemLimit: 0, diffLimit: 0, diagnosticLimit: 0, reviewLimit: 0 };
  let budget = max - measure(compose(none)) - 600;
  const take = (lines, text) => {
    let taken = 0;
    for (const line of lines) {
      const cost = measure(text(line)) + 1;
      if (cost > budget) break;
      budget -= cost;
      taken++;
    }
    return taken;
  };
  const form = (line) => line[base.detail];
  const itemLimit = take(shownRows(view, base), form);
  const diffLimit = take(view.diffs, String);
  const diagnosticLimit = base.diagnostics === "list" ? take(shownDiagnostics(view, base), form) : 0;
  return { ...base, itemLimit, diffLimit, diagnosticLimit, reviewLimit: take(view.reviews, String) };
}
var LEAST_ROW = 20;
var LEAST_DIAGNOSTIC = 14;
function leastSize(view, layout) {
  const rows = Math.min(shownRows(view, layout).length, layout.itemLimit);
  const diagnostics = layout.diagnostics === "list" ? Math.min(shownDiagnostics(view, layout).length, layout.diagnosticLimit) : 0;
  return rows * LEAST_ROW + diagnostics * LEAST_DIAGNOSTIC;
}
function isCut(layout) {
  return [layout.itemLimit, layout.diffLimit, layout.diagnosticLimit, layout.reviewLimit].some(
    Number.isFinite
  );
}
function isShrunk(layout) {
  return isCut(layout) || layout.diagnostics === "count" || layout.rows === "attention";
}
function shownRows(view, layout) {
  if (layout.rows === "attention") return view.rows.filter((row) => row.attention);
  const listed = view.rows.filter((row) => !row.unchanged);
  return layout.rows === "all" ? [...listed, ...view.rows.filter((row) => row.unchanged)] : listed;
}
function shownDiagnostics(view, layout) {
  const all = [...view.errors, ...view.warnings];
  return layout.detail === "compact" ? all.filter((d) => !d.attached) : all;
}
function limitOf(limit) {
  return Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER;
}
var ITEM_HEADER = "|  | Metric | Type | Location | Action | Result | Message |\n|---|---|---|---|---|---|---|";
var REVIEW_HEADER = "| Config | Review | Type | Risk | Status | Author | Reviewers | Age | Description |\n|---|---|---|---|---|---|---|---|---|";
function composeComment(view, layout, marker) {
  const blocks = [marker, `### ${view.headline}`, ...noticeBlocks(view)];
  blocks.push(
    ...itemBlocks(view, layout),
    ...diffBlocks(view, layout),
    ...diagnosticBlocks(view, layout),
    ...reviewBlocks(view, layout, "####")
  );
  if (isShrunk(layout)) blocks.push(cutNote(view.links, "comment"));
  return finish(blocks, view.links);
}
function composeSummary(view, layout) {
  const blocks = [`## ${view.headline}`, ...noticeBlocks(view)];
  blocks.push(
    ...itemBlocks(view, layout),
    ...diffBlocks(view, layout),
    ...diagnosticBlocks(view, layout),
    ...reviewBlocks(view, layout, "###")
  );
  if (isCut(layout)) blocks.push(cutNote(view.links, "summary"));
  return finish(blocks, view.links);
}
function finish(blocks, links) {
  const footer = footerLine(links);
  if (footer) blocks.push(`---
${footer}`);
  return `${blocks.join("\n\n")}
`;
}
function noticeBlocks(view) {
  const blocks = view.failure ? [`> [!CAUTION]
> **The run stopped:** ${view.failure}`] : [];
  if (view.notices.length === 0) return blocks;
  return [...blocks, `> [!NOTE]
${view.notices.map((notice) => `> ${notice}`).join("\n>\n")}`];
}
var FOLD_PASSING_ABOVE = 20;
function itemBlocks(view, layout) {
  const candidates = shownRows(view, layout);
  const shown2 = candidates.slice(0, limitOf(layout.itemLimit));
  const listed = shown2.filter((row) => !row.unchanged);
  const passing = listed.filter((row) => !row.attention);
  const fold = view.flavor === "comment" && passing.length > FOLD_PASSING_ABOVE;
  const open = fold ? listed.filter((row) => row.attention) : listed;
  const unchanged = shown2.filter((row) => row.unchanged);
  const blocks = [];
  const table = (rows) => `${ITEM_HEADER}
${rows.map((row) => row[layout.detail]).join("\n")}`;
  const folded = (title, rows) => `<details>
<summary>${title}</summary>

${table(rows)}

</details>`;
  if (open.length > 0) blocks.push(table(open));
  if (fold) blocks.push(folded(`Passing (${passing.length})`, passing));
  if (unchanged.length > 0)
    blocks.push(folded(`Unchanged (${view.rows.filter((row) => row.unchanged).length})`, unchanged));
  const notes = itemNotes(view, layout, candidates.length, shown2.length);
  if (notes.length > 0) blocks.push(`_${notes.join(" ")}_`);
  return blocks;
}
function diffBlocks(view, layout) {
  const shown2 = view.diffs.slice(0, limitOf(layout.diffLimit));
  const cut = view.diffs.length - shown2.length;
  return cut > 0 ? [...shown2, `_${count(cut, "more diff")} cut._`] : shown2;
}
function itemNotes(view, layout, candidates, shown2) {
  const notes = [];
  const unchanged = view.rows.filter((row) => row.unchanged).length;
  if (layout.rows !== "all" && unchanged > 0)
    notes.push(`${count(unchanged, "unchanged definition")} not listed.`);
  const passing = view.rows.length - unchanged - candidates;
  if (layout.rows === "attention" && passing > 0) notes.push(`${count(passing, "passing row")} not shown.`);
  if (candidates > shown2) notes.push(`${count(candidates - shown2, "more row")} cut.`);
  if (view.rows.length === 0 && !view.showReviews && !view.failure)
    notes.push("No metric definitions found.");
  return notes;
}
function diagnosticBlocks(view, layout) {
  if (view.errors.length === 0 && view.warnings.length === 0) return [];
  if (layout.diagnostics === "count") {
    return [
      `**${count(view.errors.length, "error")}, ${count(view.warnings.length, "warning")}**: listed in the job summary.`
    ];
  }
  let left = limitOf(layout.diagnosticLimit);
  const section = (title, lines, open) => {
    const own2 = layout.detail === "compact" ? lines.filter((line) => !line.attached) : lines;
    const shown2 = own2.slice(0, left).map((line) => line[layout.detail]);
    left -= shown2.length;
    return diagnosticSection(view, {
      title,
      total: lines.length,
      shown: shown2,
      cut: own2.length - shown2.length,
      open
    });
  };
  return [
    ...section("Errors", view.errors, view.status === "fail"),
    ...section("Warnings", view.warnings, view.status === "warn")
  ];
}
function diagnosticSection(view, section) {
  if (section.total === 0) return [];
  const folded = section.total - section.shown.length - section.cut;
  const lines = [...section.shown];
  if (folded > 0) lines.push(`- _${folded} more in the rows of their definitions above_`);
  if (section.cut > 0) lines.push(`- _${section.cut} more cut_`);
  const body = lines.join("\n");
  if (view.flavor === "summary") return [`### ${section.title} (${section.total})

${body}`];
  const summary2 = `<summary><b>${section.title} (${section.total})</b></summary>`;
  return [`<details${section.open ? " open" : ""}>
${summary2}

${body}

</details>`];
}
function reviewBlocks(view, layout, heading) {
  if (!view.showReviews || view.reviewsForm === "none") return [];
  const blocks = [`${heading} Open reviews (${view.reviews.length})`];
  if (view.reviews.length > 0) blocks.push(`**${view.reviewHeadline}**`);
  else if (view.reviewProblems.length === 0) blocks.push("_No open reviews._");
  else blocks.push('_No review could be read: see below. This is not "no open reviews"._');
  if (view.reviewsClosedSince)
    blocks.push(`_${count(view.reviewsClosedSince, "review")} of the last digest no longer open._`);
  const budget = limitOf(layout.reviewLimit);
  blocks.push(...view.reviewsForm === "compact" ? compactReviews(view, budget) : fullReviews(view, budget));
  if (view.reviewProblems.length > 0)
    blocks.push(`${heading} Reviews that could not be read

${view.reviewProblems.join("\n")}`);
  return blocks;
}
function fullReviews(view, budget) {
  const blocks = view.whoActs.length > 0 ? [`**Who acts**

${view.whoActs.join("\n")}`] : [];
  let left = budget;
  for (const group of view.reviewGroups) {
    const rows = group.rows.slice(0, Math.max(0, left));
    left -= rows.length;
    if (rows.length > 0)
      blocks.push(`**${group.title}** (${group.rows.length})

${REVIEW_HEADER}
${rows.join("\n")}`);
  }
  const shown2 = Math.min(budget, view.reviews.length);
  if (view.reviews.length > shown2) blocks.push(`_${count(view.reviews.length - shown2, "more review")} cut._`);
  return blocks;
}
function compactReviews(view, budget) {
  const shown2 = view.reviewAttention.slice(0, budget);
  const blocks = shown2.length > 0 ? [`Stale, high-risk or unassigned:

${REVIEW_HEADER}
${shown2.join("\n")}`] : [];
  if (view.reviews.length > 0)
    blocks.push(`_The full digest, by who must act: ${view.fullDigestAt}._${VOLATILE_LINE_MARK}`);
  return blocks;
}
function cutNote(links, flavor) {
  if (flavor === "summary") {
    return "> [!WARNING]\n> This summary was cut to stay under GitHub's 1 MiB limit for a job summary. The complete report is the JSON file named by the `report` output.";
  }
  const where = links.summaryUrl ? `the [job summary](${links.summaryUrl})` : "the job summary of the workflow run";
  return `> [!WARNING]
> This comment was shortened to stay under GitHub's 65,536-character limit. The full report is in ${where}.`;
}

// src/report/progress.ts
var REDRAW_MS = 100;
var VERB = { "dry-run": "dry-running", create: "creating" };
var DONE = { "dry-run": "passed", create: "created" };
function progressReporter(options) {
  const now = options.now ?? (() => performance.now());
  const every = options.tty ? 1e3 : options.logEveryMs ?? 3e4;
  let last;
  let phaseStarted = 0;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let shown2 = false;
  let timer;
  const emit = () => {
    if (!last) return;
    lastWrite = now();
    shown2 = true;
    const line = progressLine(last, now() - phaseStarted);
    options.write(options.tty ? `\r${line}\x1B[K` : `${line}
`);
  };
  return {
    update(event) {
      if (event.total === 0) return;
      const newPhase = last?.phase !== event.phase;
      if (newPhase) phaseStarted = now();
      last = event;
      if (event.total < 20 && !newPhase && event.done < event.total) return;
      timer ??= setInterval(emit, every).unref();
      const quiet = options.tty ? REDRAW_MS : every;
      if (newPhase || event.done === event.total || now() - lastWrite >= quiet) emit();
    },
    done() {
      clearInterval(timer);
      timer = void 0;
      if (shown2 && options.tty) options.write("\r\x1B[K");
    }
  };
}
function progressLine(event, elapsedMs) {
  const parts = [
    `${VERB[event.phase]} ${event.done}/${event.total}`,
    `${event.succeeded} ${DONE[event.phase]}, ${event.failed} failed`
  ];
  const waiting = event.waiting();
  if (waiting) {
    const seconds = Math.max(0, Math.ceil((waiting.untilMs - performance.now()) / 1e3));
    parts.push(
      `waiting ${duration2(seconds)} for the ${waiting.window.requests}/${windowText(waiting.window.perSeconds)} budget`
    );
  }
  const left = event.done > 0 && event.done < event.total ? elapsedMs / event.done * (event.total - event.done) : 0;
  const estimate = left >= 6e4 ? `; about ${Math.round(left / 6e4)} min left` : "";
  return `${parts.join(" \xB7 ")}${estimate}`;
}
function duration2(seconds) {
  return seconds >= 60 ? `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s` : `${seconds}s`;
}
function windowText(perSeconds) {
  if (perSeconds >= 60 && perSeconds % 60 === 0) return `${perSeconds / 60}min`;
  return `${perSeconds}s`;
}

// src/action/annotations.ts
import { posix } from "node:path";
var ANNOTATIONS_PER_SEVERITY = 10;
function annotate(report, scrub, options = {}) {
  const workingDirectory = options.workingDirectory ?? ".";
  const used = { error: options.failing ? 1 : 0, warning: 0 };
  let omitted = 0;
  for (const diagnostic of report.diagnostics) {
    if (used[diagnostic.severity] >= ANNOTATIONS_PER_SEVERITY) {
      omitted++;
      continue;
    }
    used[diagnostic.severity]++;
    const properties = {
      title: `metrics-as-code ${diagnostic.rule}`,
      file: posix.normalize(posix.join(workingDirectory.replace(/\\/g, "/"), diagnostic.file)),
      startLine: diagnostic.line,
      startColumn: diagnostic.column
    };
    const message = scrub(diagnostic.message);
    if (diagnostic.severity === "error") error(message, properties);
    else warning(message, properties);
  }
  return omitted;
}

// src/action/settings.ts
import { readFileSync } from "node:fs";
var SettingsError = class extends ToolError {
  name = "SettingsError";
  exitCode = 2 /* Usage */;
  rule = "action.input";
};
function readSettings(env = process.env) {
  const apiKey = getInput("api-key") || void 0;
  if (apiKey) setSecret(apiKey);
  const githubToken = getInput("github-token");
  if (githubToken) setSecret(githubToken);
  const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const pullRequest = pullRequestOf(payload);
  const requested = modeInput(getInput("mode") || "auto");
  const defaultBranch = payload.repository?.default_branch;
  const acceptChanges = acceptChangesInput(getInput("accept-changes"));
  const mode = requested !== "auto" ? requested : acceptChanges ? "apply" : autoMode(eventName, env.GITHUB_REF, defaultBranch);
  if (acceptChanges) acceptedWhere(mode, env.GITHUB_REF, defaultBranch);
  let localOnlyReason;
  if (mode === "plan" && pullRequest?.fromFork) {
    localOnlyReason = "This pull request comes from a fork, so it has no access to the Console API key: local validation only.";
  } else if ((mode === "plan" || mode === "apply" || mode === "reviews") && !apiKey) {
    if (mode !== "plan") throw new SettingsError(`mode ${mode} needs the api-key input (a Console API key)`);
    localOnlyReason = "No api-key input was given, so definitions were checked locally only (no dry run).";
  }
  const serverUrl = env.GITHUB_SERVER_URL ?? "https://github.com";
  const runUrl = env.GITHUB_RUN_ID ? `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}` : void 0;
  const settings = {
    githubToken,
    workingDirectory: getInput("working-directory") || ".",
    mode,
    comment: booleanInput("comment", true),
    adoptExisting: booleanInput("adopt-existing", false),
    reviewsIssue: booleanInput("reviews-issue", false),
    eventName,
    owner,
    repo,
    sha: env.GITHUB_SHA ?? "",
    repositoryUrl: `${serverUrl}/${owner}/${repo}`,
    githubApiUrl: env.GITHUB_API_URL ?? "https://api.github.com"
  };
  const configFile = getInput("config");
  if (configFile && configFile !== DEFAULT_CONFIG_FILE) settings.configFile = configFile;
  if (apiKey) settings.apiKey = apiKey;
  const apiUrl = getInput("api-url") || env.CONSOLE_API_URL;
  if (apiUrl) settings.apiUrl = apiUrl;
  if (defaultBranch) settings.defaultBranch = defaultBranch;
  if (acceptChanges) settings.acceptChanges = acceptChanges;
  if (pullRequest) settings.pullRequest = pullRequest;
  if (runUrl) settings.runUrl = runUrl;
  if (localOnlyReason) settings.localOnlyReason = localOnlyReason;
  return settings;
}
function autoMode(eventName, ref, defaultBranch) {
  switch (eventName) {
    case "pull_request":
    case "pull_request_target":
      return "plan";
    case "push":
      return defaultBranch && ref === `refs/heads/${defaultBranch}` ? "apply" : "plan";
    case "schedule":
    case "workflow_dispatch":
      return "reviews";
    default:
      return "validate";
  }
}
function acceptChangesInput(value) {
  const trimmed = value.trim();
  if (trimmed === "" || trimmed.toLowerCase() === "none") return void 0;
  if (trimmed.toLowerCase() === "all") return true;
  const ids = trimmed.split(/[,\n]/).map((id) => id.trim()).filter((id) => id.length > 0);
  const malformed = ids.find((id) => !id.includes("::"));
  if (malformed !== void 0)
    throw new SettingsError(
      `input accept-changes must be none, all, or metric ids (name::type) separated by commas or new lines; got "${malformed}"`
    );
  return ids;
}
function acceptedWhere(mode, ref, defaultBranch) {
  if (mode !== "apply")
    throw new SettingsError(`input accept-changes needs mode apply (or auto); the mode is ${mode}`);
  if (defaultBranch && ref !== `refs/heads/${defaultBranch}`)
    throw new SettingsError(
      `input accept-changes runs on the default branch (${defaultBranch}) only, where the definitions are merged; this run is on ${ref ?? "an unknown ref"}`
    );
}
function modeInput(value) {
  const modes = ["auto", ...RUN_MODES];
  if (!modes.includes(value))
    throw new SettingsError(
      `input mode must be one of ${modes.join(", ")}; got "${value}"${didYouMean(value, modes)}`
    );
  return value;
}
function booleanInput(name, fallback) {
  const value = getInput(name).trim().toLowerCase();
  if (value === "") return fallback;
  if (["true", "yes", "1", "on"].includes(value)) return true;
  if (["false", "no", "0", "off"].includes(value)) return false;
  throw new SettingsError(
    `input ${name} must be true or false; got "${value}"${didYouMean(value, ["true", "false"])}`
  );
}
function readPayload(path) {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error3) {
    throw new SettingsError(`cannot read the event payload at ${path}: ${error3.message}`);
  }
}
function pullRequestOf(payload) {
  const pr = payload.pull_request;
  if (!pr || typeof pr.number !== "number") return void 0;
  const head = pr.head?.repo?.full_name;
  const base = payload.repository?.full_name;
  const context = {
    number: pr.number,
    fromFork: !head || base !== void 0 && head !== base
  };
  if (pr.head?.sha) context.headSha = pr.head.sha;
  if (pr.base?.ref) context.baseRef = pr.base.ref;
  return context;
}

// src/action/trusted-config.ts
import { posix as posix2 } from "node:path";

// src/github/errors.ts
var EXIT_CODES = {
  auth: 2 /* Usage */,
  permission: 2 /* Usage */,
  "not-found": 2 /* Usage */,
  conflict: 3 /* Transient */,
  invalid: 2 /* Usage */,
  "rate-limited": 3 /* Transient */,
  transient: 3 /* Transient */,
  unexpected: 2 /* Usage */
};
var GitHubError = class extends ToolError {
  constructor(kind, message, status) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
  kind;
  status;
  name = "GitHubError";
  get exitCode() {
    return EXIT_CODES[this.kind];
  }
  get rule() {
    return `github.${this.kind}`;
  }
};
function httpStatus(error3) {
  if (typeof error3 !== "object" || error3 === null || !("status" in error3)) return void 0;
  const status = error3.status;
  return typeof status === "number" && status > 0 ? status : void 0;
}
function serverMessage(error3) {
  const data = error3?.response?.data;
  if (typeof data === "object" && data !== null && typeof data.message === "string") {
    return scrubTokens(data.message);
  }
  return scrubTokens(error3 instanceof Error ? error3.message : String(error3));
}
var TOKEN_SHAPES = /\b(gh[pousr]_[A-Za-z0-9_]{16,}|github_pat_[A-Za-z0-9_]{16,}|v1\.[0-9a-f]{40})\b/g;
function scrubTokens(text) {
  return text.replace(TOKEN_SHAPES, "***");
}
function toGitHubError(error3, action, permission) {
  if (error3 instanceof GitHubError) return error3;
  const status = httpStatus(error3);
  const said = serverMessage(error3);
  if (status === void 0) {
    return new GitHubError("transient", `Could not ${action}: GitHub did not answer (${said}). Run again.`);
  }
  const kind = kindOf2(status, said);
  return new GitHubError(
    kind,
    `Could not ${action}: GitHub answered ${status} "${said}". ${advice(kind, permission)}`,
    status
  );
}
function kindOf2(status, said) {
  if (status === 401) return "auth";
  if (/rate limit/i.test(said) || status === 429) return "rate-limited";
  if (status === 403) return "permission";
  if (status === 404) return "not-found";
  if (status === 409) return "conflict";
  if (status >= 500) return "transient";
  return "invalid";
}
function advice(kind, permission) {
  switch (kind) {
    case "auth":
      return "Check the github-token input: the token is missing, wrong or expired.";
    case "permission":
      return permission ? `Give the workflow's token "${permission}" (a pull request from a fork only gets a read-only token).` : "The workflow's token lacks a permission (a pull request from a fork only gets a read-only token).";
    case "not-found":
      return "Check the repository name and that the token can see it.";
    case "rate-limited":
      return "GitHub limited the request rate; run again later.";
    case "transient":
      return "GitHub failed after retries; run again.";
    default:
      return "";
  }
}

// src/github/contents.ts
async function readFileAt(octokit, file, what) {
  let data;
  try {
    ({ data } = await octokit.rest.repos.getContent({ ...file }));
  } catch (error3) {
    if (httpStatus(error3) === 404) return void 0;
    throw toGitHubError(error3, `read ${what}`, "contents: read");
  }
  if (Array.isArray(data) || data.type !== "file") {
    throw new GitHubError("unexpected", `${what} is not a file: move what is at ${file.path}.`);
  }
  const text = data.encoding === "base64" && data.content ? decodeBase64(data.content) : await readBlob(octokit, file, data.sha, what);
  return { text, sha: data.sha };
}
async function readBlob(octokit, file, sha, what) {
  try {
    const { data } = await octokit.rest.git.getBlob({ owner: file.owner, repo: file.repo, file_sha: sha });
    return data.encoding === "base64" ? decodeBase64(data.content) : data.content;
  } catch (error3) {
    throw toGitHubError(error3, `read ${what}`, "contents: read");
  }
}
function decodeBase64(content) {
  return Buffer.from(content, "base64").toString("utf8");
}

// src/action/trusted-config.ts
async function baseBranchKeySettings(octokit, settings) {
  const baseRef = settings.pullRequest?.baseRef;
  if (!baseRef) return void 0;
  const path = posix2.normalize(
    posix2.join(settings.workingDirectory, settings.configFile ?? DEFAULT_CONFIG_FILE)
  );
  const file = await readFileAt(
    octokit,
    { owner: settings.owner, repo: settings.repo, path, ref: baseRef },
    `the config on the base branch ${baseRef}`
  );
  const defaults = keySettingsOf(defaultConfig());
  if (!file) return { settings: defaults, source: `the defaults (\`${baseRef}\` has no ${path})` };
  const parsed = await withFullReader(() => parseConfig(path, file.text));
  if (!parsed.ok) {
    return { settings: defaults, source: `the defaults (the config on \`${baseRef}\` is not valid)` };
  }
  return { settings: keySettingsOf(parsed.config), source: `the config of the base branch \`${baseRef}\`` };
}

// src/action/main.ts
var USER_AGENT = "metrics-as-code-action";
var REVIEWS_ISSUE_TITLE = "Open reviews of the watched dynamic configs";
async function run() {
  let settings;
  try {
    settings = readSettings();
  } catch (error3) {
    await failEarly(failureOf(error3));
    return;
  }
  const scrub = (text) => settings.apiKey ? redact(text, settings.apiKey) : text;
  try {
    await runWith(settings, scrub);
  } catch (error3) {
    fail(failureOf(error3, scrub));
  }
}
function fail(failure2) {
  setFailed(`metrics-as-code: ${failure2.message}`);
  process.exitCode = failure2.exitCode;
}
async function failEarly(failure2) {
  try {
    const mode = getInput("mode");
    const report = failedReport(isRunMode(mode) ? mode : "validate", failure2);
    await publishInRun(report, {});
  } finally {
    fail(failure2);
  }
}
function failedReport(mode, failure2) {
  return reportOf(mode, { failure: { rule: failure2.rule, message: failure2.message } });
}
var ISSUE_BODY_MAX_CHARS = 65536;
function needsGitHub(settings) {
  return settings.mode !== "validate" || settings.comment && settings.pullRequest !== void 0;
}
async function connectGitHub(settings) {
  const {
    createOctokit,
    GitHubLedgerStore,
    upsertStickyComment,
    upsertTrackingIssue,
    findPullRequestForCommit,
    appendToStickyComment
  } = await import("./github-3UYS2OP2.js");
  const api = {
    GitHubLedgerStore,
    upsertStickyComment,
    upsertTrackingIssue,
    findPullRequestForCommit,
    appendToStickyComment
  };
  const octokit = createOctokit({
    token: settings.githubToken,
    baseUrl: settings.githubApiUrl,
    userAgent: USER_AGENT,
    // A second guard behind `scrub`: the key is replaced in anything sent to GitHub.
    ...settings.apiKey && { secrets: [settings.apiKey] }
  });
  return { api, octokit };
}
async function runWith(settings, scrub) {
  const github = needsGitHub(settings) ? await connectGitHub(settings) : void 0;
  const outcome = await executeReported(settings, github, scrub);
  const omitted = annotate(outcome.report, scrub, {
    workingDirectory: settings.workingDirectory,
    failing: outcome.exitCode !== 0 /* Ok */
  });
  if (omitted > 0) {
    outcome.report.notices.push(
      `${count(omitted, "more diagnostic")} than GitHub shows as annotations: all are listed below.`
    );
  }
  await publishInRun(outcome.report, linkContext(settings));
  if (github) await publishOnGitHub(github, outcome.report, settings, scrub, outcome.config?.reviews);
  finishWith(outcome, scrub);
}
async function executeReported(settings, github, scrub) {
  try {
    const request = runRequest(settings, github);
    if (github && settings.pullRequest && !settings.localOnlyReason) {
      const trusted = await baseBranchKeySettings(github.octokit, settings);
      if (trusted) request.trusted = trusted;
    }
    const progress = groupedProgress();
    const executed = await execute({ ...request, onProgress: progress.update }).finally(progress.done);
    return { ...executed, report: redactValues(executed.report, scrub) };
  } catch (error3) {
    const failure2 = failureOf(error3, scrub);
    return { report: failedReport(settings.mode, failure2), exitCode: failure2.exitCode };
  }
}
function groupedProgress() {
  let grouped = false;
  const reporter = progressReporter({
    tty: false,
    write: (text) => {
      if (!grouped) startGroup("metrics-as-code: progress");
      grouped = true;
      info(text.trimEnd());
    }
  });
  return {
    update: reporter.update,
    done: () => {
      reporter.done();
      if (grouped) endGroup();
    }
  };
}
function runRequest(settings, github) {
  const runId = process.env.GITHUB_RUN_ID;
  return {
    mode: settings.mode,
    cwd: resolve2(settings.workingDirectory),
    ...settings.configFile && { configFile: settings.configFile },
    ...settings.apiUrl && { apiUrl: settings.apiUrl },
    ...settings.apiKey && { apiKey: settings.apiKey },
    ...github && {
      store: (config2) => new github.api.GitHubLedgerStore({
        octokit: github.octokit,
        owner: settings.owner,
        repo: settings.repo,
        branch: config2.state.branch
      })
    },
    // Runs are on different machines, so a claim is told apart by its run; a re-run attempt of the
    // same workflow run (same lineage) takes over the claims its dead predecessor left.
    identity: runId ? { runId: `${runId}-${process.env.GITHUB_RUN_ATTEMPT ?? 1}`, lineage: `github-run-${runId}` } : { runId: `local-${Date.now()}` },
    ...settings.sha && { commit: settings.sha },
    adoptExisting: settings.adoptExisting,
    ...settings.acceptChanges && { acceptChanges: settings.acceptChanges },
    acceptAdvice: "action",
    ...settings.localOnlyReason && { localOnly: { notice: settings.localOnlyReason } },
    withReviews: settings.mode === "plan",
    ...settings.pullRequest && { pullRequest: true },
    userAgent: USER_AGENT
  };
}
async function publishInRun(report, links) {
  await summary.addRaw(renderJobSummary(report, links)).write();
  const path = join2(process.env.RUNNER_TEMP ?? process.cwd(), "metrics-as-code-report.json");
  await writeFile(path, renderJson(report));
  setOutputs(report, path);
}
async function publishOnGitHub(github, report, settings, scrub, reviewsConfig) {
  const context = { marker: COMMENT_MARKER, ...linkContext(settings) };
  const { owner, repo } = settings;
  const attempt = async (what, permission, task) => {
    try {
      await task();
    } catch (error3) {
      warning(
        scrub(`Could not ${what} (${error3.message}). The job needs \`${permission}\`.`)
      );
    }
  };
  const pr = settings.pullRequest;
  if (settings.comment && pr?.fromFork) {
    info(
      "No PR comment: a pull request from a fork has a read-only token. The job summary holds the report."
    );
  } else if (settings.comment && pr) {
    await attempt("update the pull request comment", "pull-requests: write", async () => {
      const body = renderComment(report, {
        ...context,
        reviewsForm: reviewsConfig?.inPullRequest ?? "compact"
      });
      const comment = await github.api.upsertStickyComment(github.octokit, {
        owner,
        repo,
        issueNumber: pr.number,
        marker: COMMENT_MARKER,
        body
      });
      setOutput("comment-id", String(comment.id));
    });
  }
  if (settings.mode === "apply" && settings.comment) {
    await attempt(
      "add what was created to the merged pull request",
      "pull-requests: write",
      () => annotateMergedPullRequest(github, settings, report)
    );
  }
  if (settings.mode === "reviews" && settings.reviewsIssue) {
    const { markNewSince, seenMarker, seenReviews } = await import("./review-memory-OYT5K64C.js");
    await attempt("update the reviews issue", "issues: write", async () => {
      const body = (previous) => {
        const marked = markNewSince(report, seenReviews(previous));
        const memory = seenMarker(marked);
        const digest = renderComment(marked, {
          ...context,
          marker: REVIEWS_ISSUE_MARKER,
          maxChars: ISSUE_BODY_MAX_CHARS - memory.length - REVIEWS_ISSUE_MARKER.length - 4,
          ...reviewsConfig?.mention && { mention: true }
        });
        return `${digest}
${memory}`;
      };
      await github.api.upsertTrackingIssue(github.octokit, {
        owner,
        repo,
        title: REVIEWS_ISSUE_TITLE,
        marker: REVIEWS_ISSUE_MARKER,
        body
      });
    });
  }
}
async function annotateMergedPullRequest({ api, octokit }, settings, report) {
  if (!report.items.some((item) => item.result === "created")) return;
  const issueNumber = await api.findPullRequestForCommit(octokit, {
    owner: settings.owner,
    repo: settings.repo,
    sha: settings.sha
  });
  if (issueNumber === void 0) return;
  await api.appendToStickyComment(octokit, {
    owner: settings.owner,
    repo: settings.repo,
    issueNumber,
    marker: COMMENT_MARKER,
    section: renderAppliedSection(report, linkContext(settings))
  });
}
function linkContext(settings) {
  const context = {};
  if (settings.runUrl) context.runUrl = settings.runUrl;
  const sha = settings.pullRequest?.headSha ?? settings.sha;
  if (sha) context.sha = sha;
  if (settings.repositoryUrl && posix3.normalize(settings.workingDirectory) === ".")
    context.repositoryUrl = settings.repositoryUrl;
  return context;
}
function setOutputs(report, reportPath) {
  const { summary: summary2 } = report;
  const errors = errorsShown(report);
  setOutput("valid", String(errors === 0));
  setOutput("errors", String(errors));
  setOutput("warnings", String(warningsShown(report)));
  setOutput("to-create", String(summary2.create));
  setOutput(
    "created",
    JSON.stringify(report.items.filter((item) => item.result === "created").map((item) => item.id))
  );
  setOutput("failed", String(summary2.failed));
  setOutput("report", reportPath);
}
function finishWith(outcome, scrub) {
  const { report } = outcome;
  if (outcome.exitCode === 0 /* Ok */) return;
  setFailed(scrub(`metrics-as-code: ${runVerdict(outcome.exitCode, report.summary, report.failure)}`));
  process.exitCode = outcome.exitCode;
}

export {
  redact,
  redactorFor,
  redactValues,
  COMMENT_MARKER,
  REVIEWS_ISSUE_MARKER,
  appliedMarker,
  exitCodeOf,
  count,
  ToolError,
  METRICS_PATH,
  AUTH_HEADER,
  baseUrlMeant,
  reviewsPath,
  SERVICE_RATE_WINDOWS,
  MAX_PLACED_PER_DOCUMENT,
  asText,
  excerpt,
  someOf,
  dottedPath,
  parseFieldPath,
  compareText,
  sortDiagnostics,
  fileDiagnostic,
  placeOffset,
  placeField,
  startOf,
  diagnosticAt,
  diagnosticOf,
  moreProblems,
  placeInFile,
  cappedByFile,
  cappedForFile,
  FileCaps,
  ruleError,
  keyWithoutSpace,
  keyWithoutSpaceHint,
  WORDED_HERE,
  schemaFindings,
  meantPaths,
  MAX_FILE_BYTES,
  decodeSource,
  isMapNode,
  isBlankDocument,
  loadFullReader,
  FullReaderNotLoaded,
  parseYaml,
  documentsAgain,
  toPosix,
  isInside,
  realLocation,
  escapesThroughLink,
  _lte,
  _gte,
  _maxLength,
  _minLength,
  _regex,
  string2 as string,
  number2 as number,
  int,
  boolean2 as boolean,
  unknown,
  array,
  strictObject,
  looseObject,
  extend2 as extend,
  partial2 as partial,
  union,
  record,
  _enum,
  literal,
  transform,
  optional,
  nullable,
  pipe,
  custom,
  described,
  parseIssues,
  generated,
  isCleartextRemote,
  API_URL_SOURCES,
  isHttpUrl,
  urlWithScheme,
  loadConfig,
  placeInConfig,
  referencesOf,
  withCatalogueChecks,
  reportOf,
  reportItem,
  stoppedOutcome,
  validationOutcome,
  digestOrder,
  needsOf,
  riskOf,
  fitMarkdown,
  VOLATILE_LINE_MARK,
  COMMENT_MAX_CHARS,
  GitHubError,
  httpStatus,
  serverMessage,
  toGitHubError,
  readFileAt,
  run,
  main_exports
};
