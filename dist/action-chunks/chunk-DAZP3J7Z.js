import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  OPEN_REVIEW_STATUSES,
  REVIEW_STATUSES,
  SERVICE_RATE_WINDOWS
} from "./chunk-37VIWGC6.js";
import {
  _enum,
  array,
  boolean,
  int,
  number,
  record,
  strictObject,
  string,
  union,
  unknown,
  url
} from "./chunk-OXRYHDN7.js";

// src/diagnostics/rule-tag.ts
var SEPARATOR = "";
function ruleError(rule, message) {
  return { error: `${rule}${SEPARATOR}${message}` };
}
function splitRuleMessage(message, fallbackRule) {
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return { rule: fallbackRule, message };
  return { rule: message.slice(0, at), message: message.slice(at + 1) };
}

// src/config/schema.ts
var DEFAULT_CONFIG_FILE = "metrics-as-code.yaml";
var CONFIG_FILE_NAMES = [DEFAULT_CONFIG_FILE, "metrics-as-code.yml"];
var SEVERITY = _enum(["error", "warning"]);
var RATE_WINDOW = strictObject({
  requests: int().min(1, ruleError("api.rate-limit", "must be 1 or more")).describe("POSTs allowed in the window."),
  perSeconds: number().positive().describe("Length of the window, in seconds.")
});
var positiveInt = (rule) => int().min(1, ruleError(rule, "must be 1 or more"));
var configSchema = strictObject({
  apiUrl: url({ protocol: /^https?$/, error: "must be an http or https URL" }).optional().describe(
    "The Console API base URL (ends in /console/v1); --api-url and CONSOLE_API_URL take precedence."
  ),
  allowInsecureHttp: boolean().default(false).describe(
    "Allow a plain http:// apiUrl to a host other than loopback (the key travels in clear text)."
  ),
  metrics: strictObject({
    dir: string().min(1).default("metrics").describe("The folder of the definitions."),
    include: array(string()).default(["**/*.yaml", "**/*.yml"]).describe("Glob patterns, under dir, of the definition files."),
    exclude: array(string()).default([]).describe("Glob patterns, under dir, of files that are not definitions.")
  }).prefault({}).describe("Where the definitions are."),
  allowEmpty: boolean().default(false).describe(
    "A repository with no definition yet passes (otherwise finding none is an error: a check that checked nothing)."
  ),
  defaults: record(string(), unknown()).default({}).describe("Deep-merged under every definition; the definition wins."),
  warehouseNative: boolean().default(false).describe("The project is warehouse-native: every definition is checked as such."),
  externalMetrics: array(
    string().regex(
      /^.+::.+$/,
      ruleError("config.external-metric", "must be a `name::type` id, e.g. `gmv::sum`")
    )
  ).default([]).describe("Metrics made in the console that definitions may name (as `name::type` ids)."),
  knownMetricSources: array(string().min(1)).optional().describe("The project's warehouse-native metric sources: a definition naming another is an error."),
  policy: strictObject({
    namePattern: strictObject({
      pattern: string().min(1).describe("The regular expression."),
      severity: SEVERITY.default("error").describe("How a name that does not match is reported.")
    }).optional().describe("A regular expression every metric name must match, e.g. `^[a-z][a-z0-9_]*$`."),
    requireDescription: SEVERITY.optional().describe("Every metric has a description."),
    requireTags: strictObject({
      severity: SEVERITY.default("error").describe("How a metric without tags is reported."),
      allowed: array(string()).optional().describe("The only tags a metric may have.")
    }).optional().describe("Every metric has tags, from `allowed` when given."),
    requireTeam: SEVERITY.optional().describe("Every metric names its team."),
    readOnly: SEVERITY.optional().describe(
      "Every metric is `isReadOnly: true`: edited only through git."
    )
  }).prefault({}).describe("The team's own conventions, each with the severity it is reported with."),
  dynamicConfigs: array(strictObject({ id: string().min(1).describe("The dynamic config id.") })).default([]).describe("Dynamic configs whose open reviews the digest summarises."),
  reviews: strictObject({
    statuses: array(_enum(REVIEW_STATUSES)).default([...OPEN_REVIEW_STATUSES]).describe("Review statuses the digest shows (default: every open one)."),
    maxAgeDays: number().positive().optional().describe("Leave out reviews older than this."),
    staleAfterDays: number().positive().default(7).describe("A review older than this is marked stale."),
    people: record(
      string(),
      string().regex(
        /^@[\w.-]+(\/[\w.-]+)?$/,
        "must be a GitHub handle or team, e.g. `@octocat` or `@acme/data`"
      )
    ).default({}).describe("Platform user or group id \u2192 GitHub handle or team, to mention in the reviews issue."),
    mention: boolean().default(false).describe("Write `people` as real mentions in the reviews issue (and only there)."),
    inPullRequest: _enum(["full", "compact", "none"]).default("compact").describe("How much of the digest a PR comment shows.")
  }).prefault({}).describe("The reviews digest."),
  onChange: _enum(["warn", "fail"]).default("warn").describe("A recorded definition edited in git: a warning, or an error."),
  api: strictObject({
    concurrency: positiveInt("api.concurrency").max(64, ruleError("api.concurrency", "must be at most 64")).default(8).describe("Requests in flight at once."),
    rateLimit: union([RATE_WINDOW, array(RATE_WINDOW).min(1)]).default(() => SERVICE_RATE_WINDOWS.map((window) => ({ ...window }))).transform((value) => Array.isArray(value) ? value : [value]).describe(
      "Client-side pacing of POSTs: one window or a list, every one respected. Default: the real service's 100 per 10 s and 900 per 15 min."
    ),
    pullRequestShare: number().positive().max(1, ruleError("api.pull-request-share", "must be at most 1 (the whole budget)")).default(0.5).describe(
      "The share of every window a pull request's dry runs may use, so busy PRs cannot starve a merge's apply."
    ),
    maxWaitMinutes: number().positive().max(24 * 60, ruleError("api.max-wait", "must be at most 1440 (a day)")).default(60).describe(
      "How long a run may wait for the rate budget in all; past it, it stops cleanly (exit 3) and the next run goes on."
    ),
    timeoutMs: positiveInt("api.timeout").default(3e4).describe("Per request, in milliseconds.")
  }).prefault({}).describe("How the Console API is called."),
  state: strictObject({
    store: _enum(["file", "github"]).default("file").describe(
      "Where the CLI keeps its ledger: `file` (state.file) or `github`, the Action's branch (state.branch), read and written with GITHUB_TOKEN or GH_TOKEN. The Action always uses the branch."
    ),
    branch: string().min(1).default("metrics-as-code/state").describe("The branch of the Action's ledger."),
    file: string().min(1).default(".metrics-as-code/state.json").describe("The CLI's ledger file, inside the repository."),
    flushRecords: int().min(10, ruleError("state.flush", "must be 10 or more")).max(1e3, ruleError("state.flush", "must be at most 1000")).default(200).describe("apply writes its records to the ledger once this many are waiting..."),
    flushSeconds: number().min(1, ruleError("state.flush", "must be 1 or more")).max(60, ruleError("state.flush", "must be at most 60")).default(5).describe("...or this many seconds after the first one waits, and at the end of the run.")
  }).prefault({}).describe("The ledger of created metrics.")
}).describe("metrics-as-code repository config (metrics-as-code.yaml).");
function defaultConfig() {
  return configSchema.parse({}, { jitless: true });
}
var KEY_SETTINGS = ["apiUrl", "allowInsecureHttp", "api", "state"];
function keySettingsOf(config) {
  const { apiUrl, allowInsecureHttp, api, state } = config;
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
function isLoopback(hostname) {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
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
  } catch (error) {
    const parent = dirname(path);
    if (error.code !== "ENOENT" || parent === path) throw error;
    return `${await realLocation(parent)}${sep}${relative(parent, path)}`;
  }
}
async function escapesThroughLink(root, path) {
  const [realRoot, real] = await Promise.all([realpath(root), realLocation(path)]);
  return isInside(root, path) && !isInside(realRoot, real);
}

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
  ruleError,
  splitRuleMessage,
  closest,
  didYouMean,
  toPosix,
  isInside,
  realLocation,
  escapesThroughLink,
  DEFAULT_CONFIG_FILE,
  CONFIG_FILE_NAMES,
  configSchema,
  defaultConfig,
  KEY_SETTINGS,
  keySettingsOf,
  isCleartextRemote
};
