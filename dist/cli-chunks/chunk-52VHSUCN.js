#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  OPEN_REVIEW_STATUSES,
  REVIEW_STATUSES,
  SERVICE_RATE_WINDOWS
} from "./chunk-UDKMZLX7.js";
import {
  decodeSource,
  diagnosticAt,
  escapesThroughLink,
  hasPath,
  isBlankDocument,
  isMapNode,
  parseYaml,
  placeFinding,
  ruleError,
  schemaFindings,
  startOf,
  toPosix
} from "./chunk-JDEU4PTF.js";
import {
  dottedPath,
  sortDiagnostics
} from "./chunk-CXH6HEN4.js";
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
} from "./chunk-NW5AP2TL.js";

// src/config/load-config.ts
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";

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
  return configSchema.parse({});
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

// src/config/load-config.ts
var CONFIG_SUBJECT = {
  indefinite: "the config",
  definite: "the config",
  valueHint: (path, input) => path[0] === "dynamicConfigs" && path.length === 2 && typeof input === "string" ? `: write \`- id: ${input}\` (each entry is a mapping with the config's id)` : void 0
};
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
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" && configFile === void 0)
      return { ok: true, config: defaultConfig(), diagnostics: [] };
    const reason = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : code ?? String(error);
    return {
      ok: false,
      diagnostics: [
        configError(file, "config.unreadable", `cannot read the config file \`${file}\`: ${reason}`)
      ]
    };
  }
  return parseConfig(file, bytes);
}
function defaultConfigName(dir) {
  return CONFIG_FILE_NAMES.find((name) => existsSync(join(dir, name))) ?? DEFAULT_CONFIG_FILE;
}
function findConfigRoot(start) {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    if (CONFIG_FILE_NAMES.some((name) => existsSync(join(dir, name)))) return dir;
    if (existsSync(join(dir, ".git"))) return dir;
    if (dirname(dir) === dir) return resolve(start);
  }
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
    return { ok: false, diagnostics: findings2.map((finding) => placeFinding(finding, source)) };
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
function configRules(config) {
  const findings = [];
  if (escapes(config.metrics.dir)) {
    findings.push(
      pathEscape(
        ["metrics", "dir"],
        "metrics.dir must be a directory inside the repository (relative, without `..`)"
      )
    );
  }
  for (const key of ["include", "exclude"]) {
    config.metrics[key].forEach((pattern2, i) => {
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
  if (escapes(config.state.file)) {
    findings.push(
      pathEscape(
        ["state", "file"],
        "state.file must be a file inside the repository (relative, without `..`), e.g. `.metrics-as-code/state.json`"
      )
    );
  }
  const pattern = config.policy.namePattern?.pattern;
  if (pattern !== void 0 && patternProblem(pattern)) {
    findings.push({
      rule: "config.policy-pattern",
      severity: "error",
      path: ["policy", "namePattern", "pattern"],
      message: `policy.namePattern.pattern is not a regular expression (${patternProblem(pattern)}); e.g. \`^[a-z][a-z0-9_]*$\``
    });
  }
  if (config.apiUrl && isCleartextRemote(config.apiUrl) && !config.allowInsecureHttp) {
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
  } catch (error) {
    return error.message.replace(/^Invalid regular expression: /, "");
  }
}
function pathEscape(path, message) {
  return { rule: "config.path-escapes", severity: "error", path, message };
}
function escapes(path) {
  const posixPath = path.replace(/\\/g, "/");
  return isAbsolute(path) || posixPath.startsWith("/") || /^[a-zA-Z]:/.test(posixPath) || posixPath.split("/").includes("..");
}
function multipleDocuments(parsed, second) {
  const message = "the config file must hold one YAML document; remove this `---` and what follows, or merge it into the first";
  return diagnosticAt(parsed, second.start, "error", "config.multiple-documents", message);
}
function configError(file, rule, message) {
  return { file, line: 1, column: 1, severity: "error", rule, message, path: "" };
}
function displayPath(cwd, path) {
  return toPosix(relative(cwd, path)) || path;
}

export {
  configSchema,
  KEY_SETTINGS,
  keySettingsOf,
  isCleartextRemote,
  loadConfig,
  findConfigRoot,
  placeInConfig
};
