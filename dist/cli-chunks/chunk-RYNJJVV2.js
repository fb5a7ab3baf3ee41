#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/definitions/worker-marker.ts
import { createRequire } from "node:module";
var WORKER_MARKER = "metrics-as-code:validate-worker";
var WORKER_ENV = "METRICS_AS_CODE_VALIDATE_WORKER";
var load = createRequire(import.meta.url);
function workerThreads() {
  return load("node:worker_threads");
}
function isValidationWorker() {
  if (process.env[WORKER_ENV] !== WORKER_MARKER) return false;
  const { isMainThread, workerData } = workerThreads();
  return !isMainThread && workerData?.marker === WORKER_MARKER;
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
    const at = prefix.length;
    const next = lower.charCodeAt(at);
    let nextPrefix;
    for (let start = from; start < prefix.to; ) {
      const letter = this.sorted[start].charCodeAt(at);
      const end = this.groupEnd(start, prefix.to, at, letter);
      const longer = stepped(prefix, start, end, letter, lower);
      start = end;
      if (longer.least > most) continue;
      if (letter === next) nextPrefix = longer;
      else pending[longer.least].push(longer);
    }
    if (nextPrefix) pending[nextPrefix.least].push(nextPrefix);
  }
  /** The first of the sorted [start, to) whose letter at `at` comes after `letter`. */
  groupEnd(start, to, at, letter) {
    let low = start;
    let high = to;
    while (low < high) {
      const middle = low + high >>> 1;
      if (this.sorted[middle].charCodeAt(at) > letter) high = middle;
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

// src/outcome/exit-codes.ts
var EXIT_MEANING = {
  [0 /* Ok */]: "all good (warnings allowed)",
  [1 /* Findings */]: "findings: invalid definitions, rejected dry runs, failed creates",
  [2 /* Usage */]: "usage or configuration error: fix it, running again will not help",
  [3 /* Transient */]: "unfinished (service unavailable, budget wait, interrupted): run again",
  [4 /* Auth */]: "the Console API refused the key"
};
function exitCodeOf(outcome) {
  if (outcome.usage) return 2 /* Usage */;
  if (outcome.auth) return 4 /* Auth */;
  if (outcome.transient) return 3 /* Transient */;
  return outcome.errors > 0 ? 1 /* Findings */ : 0 /* Ok */;
}

// src/emulator/default-key.ts
var DEFAULT_API_KEY = "console-dev-key";

// src/cli/commands.ts
var ENVIRONMENT = {
  CONSOLE_API_KEY: "the API key, sent only to the Console API URL; never a flag, and never printed (also redacted from echoed arguments)",
  CONSOLE_API_URL: "the Console API base URL when --api-url is not given (else the config's `apiUrl`)",
  GITHUB_SHA: "the commit recorded beside each created metric in the ledger, when set",
  GITHUB_TOKEN: "with --state github: the token that reads (plan) and writes (apply) the ledger branch",
  GH_TOKEN: "with --state github, when GITHUB_TOKEN is not set (e.g. `GH_TOKEN=$(gh auth token)`)",
  GITHUB_REPOSITORY: "with --state github and no --repo: the OWNER/NAME that holds the ledger (else the `origin` remote)",
  GITHUB_API_URL: "with --state github: the GitHub API (GitHub Enterprise Server; default https://api.github.com)"
};
var DEFAULT_EMULATOR_PORT = 8787;
var HELP = { type: "boolean", short: "h", description: "show this help" };
var CWD = {
  type: "string",
  value: "DIR",
  description: "the repository root (default: the nearest folder, from here up to the git root, with metrics-as-code.yaml or .yml)"
};
var CONFIG = {
  type: "string",
  value: "FILE",
  description: "the repo config, relative to --cwd (default: metrics-as-code.yaml or .yml)"
};
var OUTPUT_FORMATS = ["text", "json", "markdown"];
var FORMAT = {
  type: "string",
  value: "FORMAT",
  choices: OUTPUT_FORMATS,
  description: "text (default), json (one object) or markdown (the PR comment)"
};
var API_URL = {
  type: "string",
  value: "URL",
  description: "the Console API base URL, without /console/v1 (else CONSOLE_API_URL, else the config)"
};
var STATE_FLAGS = {
  state: {
    type: "string",
    value: "STORE",
    choices: ["file", "github"],
    description: "file (the config's state.file) or github (the Action's ledger branch, what CI sees); default: the config's state.store, else file"
  },
  repo: {
    type: "string",
    value: "OWNER/NAME",
    description: "with --state github: the repository of the ledger (else GITHUB_REPOSITORY, else the origin remote)"
  }
};
var STATE_ENV = ["GITHUB_TOKEN", "GH_TOKEN", "GITHUB_REPOSITORY", "GITHUB_API_URL"];
var REPOSITORY_FLAGS = { cwd: CWD, config: CONFIG, format: FORMAT };
var ONLINE_ENV = ["CONSOLE_API_KEY", "CONSOLE_API_URL"];
var ONLINE_EXITS = [0 /* Ok */, 1 /* Findings */, 2 /* Usage */, 3 /* Transient */, 4 /* Auth */];
var COMMANDS = {
  validate: {
    summary: "local checks of every definition and the config",
    network: "none",
    positionals: {
      usage: "[PATH...]",
      description: "check only these definition files (for pre-commit hooks and editors); a duplicate id is still found against the rest of the tree"
    },
    flags: {
      ...REPOSITORY_FLAGS,
      quiet: { type: "boolean", short: "q", description: "print only problems (nothing when all is well)" },
      help: HELP
    },
    env: [],
    exits: [0 /* Ok */, 1 /* Findings */, 2 /* Usage */]
  },
  plan: {
    summary: "validate, compare with the ledger, dry-run each definition to be created",
    network: "Console API",
    flags: {
      ...REPOSITORY_FLAGS,
      "api-url": API_URL,
      ...STATE_FLAGS,
      "dry-run-all": {
        type: "boolean",
        description: "dry-run every valid definition, not only the new ones (mind the budget: about 100 POSTs per 10 s)"
      },
      help: HELP
    },
    env: [...ONLINE_ENV, ...STATE_ENV],
    exits: ONLINE_EXITS
  },
  apply: {
    summary: "plan, then create each definition to be created, recording each in the ledger",
    network: "Console API",
    details: "A created metric cannot be deleted through the API: on a terminal, apply lists what it will create and asks first.",
    positionals: {
      usage: "[ID...]",
      description: "with --accept-changes: accept only these changed metrics (name::type); without ids, every changed one"
    },
    flags: {
      ...REPOSITORY_FLAGS,
      "api-url": API_URL,
      ...STATE_FLAGS,
      yes: {
        type: "boolean",
        short: "y",
        description: "create without asking (a run without a terminal never asks)"
      },
      "adopt-existing": {
        type: "boolean",
        description: "record a metric that already exists in the Console instead of calling it a conflict"
      },
      "accept-changes": {
        type: "boolean",
        description: "record each `changed` definition (or the ids given) as it is now, after you made the same change in the console"
      },
      help: HELP
    },
    env: [...ONLINE_ENV, "GITHUB_SHA", ...STATE_ENV],
    exits: ONLINE_EXITS
  },
  reviews: {
    summary: "the open reviews of the watched dynamic configs, grouped by who must act",
    network: "Console API",
    details: "Reads only the config: a broken definition file does not stop it.",
    flags: { ...REPOSITORY_FLAGS, "api-url": API_URL, help: HELP },
    env: [...ONLINE_ENV],
    exits: [0 /* Ok */, 2 /* Usage */, 3 /* Transient */, 4 /* Auth */]
  },
  init: {
    summary: "scaffold a config, an example definition, the workflow and the .gitignore line",
    network: "writes files",
    details: "Refuses to overwrite a file that exists; nothing is written unless everything can be.",
    flags: { cwd: { ...CWD, description: "the repository root to scaffold (default: .)" }, help: HELP },
    env: [],
    exits: [0 /* Ok */, 2 /* Usage */]
  },
  emulator: {
    summary: "serve the local Console API",
    network: "listens",
    details: "Answers as the Console API does (a metric created or dry-run, a dynamic config\u2019s reviews listed) until Ctrl-C; its first lines say how to point the tool at it.",
    flags: {
      port: {
        type: "string",
        value: "N",
        description: `port to listen on (default ${DEFAULT_EMULATOR_PORT}; 0 picks a free one)`
      },
      host: { type: "string", value: "HOST", description: "address to listen on (default 127.0.0.1)" },
      "api-key": {
        type: "string",
        value: "KEY",
        multiple: true,
        description: `accepted SERVICE-API-KEY, repeatable (default ${DEFAULT_API_KEY})`
      },
      seed: {
        type: "string",
        value: "FILE",
        description: "YAML seed: dynamic configs with reviews, stored metrics (default: a sample)"
      },
      "data-file": {
        type: "string",
        value: "FILE",
        description: "keep created metrics in FILE across restarts"
      },
      "warehouse-native": {
        type: "boolean",
        description: "check every create as in a warehouse-native project"
      },
      "latency-ms": { type: "string", value: "N", description: "add N ms to every response" },
      "rate-limit": {
        type: "string",
        value: "SPEC",
        description: "limit POSTs, e.g. 100/10s,900/15m (answered 429 with Retry-After)"
      },
      faults: {
        type: "string",
        value: "SPEC",
        description: "inject faults, e.g. 503:0.1,500-after-commit:0.1,429:0.05,reset:0.05"
      },
      "fault-seed": {
        type: "string",
        value: "N",
        description: "seed of the fault sequence (same seed, same faults)"
      },
      help: HELP
    },
    env: [],
    exits: [0 /* Ok */, 2 /* Usage */]
  },
  schema: {
    summary: "print the JSON Schema of a definition (--config: of the repo config)",
    network: "none",
    details: "For editors: `metrics-as-code schema > schema/metric.schema.json`, then a first line such as\n  # yaml-language-server: $schema=../schema/metric.schema.json",
    flags: {
      config: {
        type: "boolean",
        description: "the schema of the repo config (metrics-as-code.yaml) instead"
      },
      help: HELP
    },
    env: [],
    exits: [0 /* Ok */, 2 /* Usage */]
  }
};
function isCommand(name) {
  return Object.hasOwn(COMMANDS, name);
}

// src/cli/help.ts
var BIN = "metrics-as-code";
function overview() {
  const names = Object.keys(COMMANDS);
  const width = Math.max(...names.map((name) => name.length));
  const lines = names.map((name) => `  ${name.padEnd(width)}  ${COMMANDS[name].summary}`);
  return [
    `Usage: ${BIN} <command> [flags]`,
    "",
    "Commands:",
    ...lines,
    "",
    `Run \`${BIN} <command> --help\` for a command's flags, environment and exit codes.`,
    `\`${BIN} --version\` prints the version. The API key is read from CONSOLE_API_KEY, never from a flag.`,
    ""
  ].join("\n");
}
function usageLine(name) {
  const spec = COMMANDS[name];
  const positionals = "positionals" in spec ? ` ${spec.positionals.usage}` : "";
  return `Usage: ${BIN} ${name} [flags]${positionals}`;
}
function usageError(name, message) {
  return `${BIN} ${name}: ${message}
${usageLine(name)}
`;
}
function commandHelp(name) {
  const spec = COMMANDS[name];
  const flags = Object.entries(spec.flags).map(([flag, f]) => [flagLabel(flag, f), f.description]);
  const sections = [usageLine(name), "", `${capitalised(spec.summary)}.`];
  if ("details" in spec) sections.push(spec.details);
  if ("positionals" in spec)
    sections.push("", "Arguments:", ...table([[spec.positionals.usage, spec.positionals.description]]));
  sections.push("", "Flags:", ...table(flags));
  if (spec.env.length > 0)
    sections.push("", "Environment:", ...table(spec.env.map((env) => [env, ENVIRONMENT[env]])));
  sections.push(
    "",
    "Exit codes:",
    ...table(spec.exits.map((code) => [String(code), EXIT_MEANING[code]]))
  );
  return `${sections.join("\n")}
`;
}
function flagLabel(name, flag) {
  const short = flag.short ? `-${flag.short}, ` : "";
  const value = flag.type === "string" ? ` ${flag.value ?? "VALUE"}` : "";
  return `${short}--${name}${value}`;
}
function table(rows) {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
}
function capitalised(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// src/cli/io.ts
var processIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  // A getter: touching process.stdin opens it, which only a run that may ask should pay for.
  get ask() {
    return process.stdin.isTTY && process.stderr.isTTY ? askOnTerminal : void 0;
  }
};
async function askOnTerminal(question) {
  const { createInterface } = await import("node:readline/promises");
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

// src/report/count.ts
function count(n, noun, plural = `${noun}s`) {
  return `${n} ${n === 1 ? noun : plural}`;
}

export {
  WORKER_MARKER,
  WORKER_ENV,
  workerThreads,
  isValidationWorker,
  closest,
  didYouMean,
  Suggestions,
  keySuggestions,
  valueSuggestions,
  exitCodeOf,
  count,
  DEFAULT_API_KEY,
  DEFAULT_EMULATOR_PORT,
  COMMANDS,
  isCommand,
  overview,
  usageError,
  commandHelp,
  processIo
};
