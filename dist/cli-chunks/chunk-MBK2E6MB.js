#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  _default,
  _enum,
  _gte,
  _lte,
  _maxLength,
  _minLength,
  _positive,
  _regex,
  array,
  boolean,
  described,
  int,
  number,
  optional,
  pipe,
  prefault,
  record,
  strictObject,
  string,
  transform,
  union,
  unknown,
  url
} from "./chunk-2JHBWH4Y.js";

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
  const at = `${url2.pathname}/`.indexOf(`${API_PREFIX}/`);
  if (at === -1) return void 0;
  return `${url2.origin}${url2.pathname.slice(0, at)}`;
}
function reviewsPath(dynamicConfigId) {
  return `${API_PREFIX}/dynamic_configs/${encodeURIComponent(dynamicConfigId)}/reviews`;
}
var REVIEWS_PAGE_DEFAULT_LIMIT = 10;
var REVIEWS_PAGE_MAX_LIMIT = 100;
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
var REVIEW_TYPES = [
  "rules",
  "toggle_enabled",
  "archive",
  "delete",
  "resalt",
  "disable_reviews_locally",
  "update_team",
  "update_release_pipeline",
  "edit_id_type",
  "update_allow_self_approval",
  "update_target_applications",
  "update_owners",
  "allowed_reviewers"
];
var CONTENTLESS_REVIEW_TYPES = /* @__PURE__ */ new Set([
  "delete",
  "resalt",
  "disable_reviews_locally"
]);
var REVIEWER_KINDS = ["user", "group"];
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
var MAX_DYNAMIC_CONFIGS = 50;
var DEFAULT_CONFIG_FILE = "metrics-as-code.yaml";
var CONFIG_FILE_NAMES = [DEFAULT_CONFIG_FILE, "metrics-as-code.yml"];
var SEVERITY = _enum(["error", "warning"]);
var RATE_WINDOW = strictObject({
  requests: described(
    int().check(_gte(1, ruleError("api.rate-limit", "must be 1 or more"))),
    "POSTs allowed in the window."
  ),
  perSeconds: described(number().check(_positive()), "Length of the window, in seconds.")
});
var positiveInt = (rule) => int().check(_gte(1, ruleError(rule, "must be 1 or more")));
var between = (number2, min, max, rule) => number2.check(
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
      _default(boolean(), false),
      "Allow a plain http:// apiUrl to a host other than loopback (the key travels in clear text)."
    ),
    metrics: described(
      prefault(
        strictObject({
          dir: described(
            _default(string().check(_minLength(1)), "metrics"),
            "The folder of the definitions."
          ),
          include: described(
            _default(array(string()), ["**/*.yaml", "**/*.yml"]),
            "Glob patterns, under dir, of the definition files."
          ),
          exclude: described(
            _default(array(string()), []),
            "Glob patterns, under dir, of files that are not definitions."
          )
        }),
        {}
      ),
      "Where the definitions are."
    ),
    allowEmpty: described(
      _default(boolean(), false),
      "A repository with no definition yet passes (otherwise finding none is an error: a check that checked nothing)."
    ),
    defaults: described(
      _default(record(string(), unknown()), {}),
      "Deep-merged under every definition; the definition wins."
    ),
    warehouseNative: described(
      _default(boolean(), false),
      "The project is warehouse-native: every definition is checked as such."
    ),
    externalMetrics: described(
      _default(
        array(
          string().check(
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
      optional(array(string().check(_minLength(1)))),
      "The project's warehouse-native metric sources: a definition naming another is an error."
    ),
    policy: described(
      prefault(
        strictObject({
          namePattern: described(
            optional(
              strictObject({
                pattern: described(string().check(_minLength(1)), "The regular expression."),
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
                allowed: described(optional(array(string())), "The only tags a metric may have.")
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
          strictObject({ id: described(string().check(_minLength(1)), "The dynamic config id.") })
        ).check(_maxLength(MAX_DYNAMIC_CONFIGS)),
        []
      ),
      `Dynamic configs whose open reviews the digest summarises: at most ${MAX_DYNAMIC_CONFIGS}, each read with the API key.`
    ),
    reviews: described(
      prefault(
        strictObject({
          statuses: described(
            _default(array(_enum(REVIEW_STATUSES)), [...OPEN_REVIEW_STATUSES]),
            "Review statuses the digest shows (default: every open one)."
          ),
          maxAgeDays: described(
            optional(number().check(_positive())),
            "Leave out reviews older than this."
          ),
          staleAfterDays: described(
            _default(number().check(_positive()), 7),
            "A review older than this is marked stale."
          ),
          people: described(
            _default(
              record(
                string(),
                string().check(
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
            _default(boolean(), false),
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
              number().check(
                _positive(),
                _lte(1, ruleError("api.pull-request-share", "must be at most 1 (the whole budget)"))
              ),
              0.5
            ),
            "The share of every window a pull request's dry runs may use, so busy PRs cannot starve a merge's apply."
          ),
          maxWaitMinutes: described(
            _default(
              number().check(
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
            _default(string().check(_minLength(1)), "metrics-as-code/state"),
            "The branch of the Action's ledger."
          ),
          file: described(
            _default(string().check(_minLength(1)), ".metrics-as-code/state.json"),
            "The CLI's ledger file, inside the repository."
          ),
          flushRecords: described(
            _default(between(int(), 10, 1e3, "state.flush"), 200),
            "apply writes its records to the ledger once this many are waiting..."
          ),
          flushSeconds: described(
            _default(between(number(), 1, 60, "state.flush"), 5),
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
var KEY_SETTINGS = ["apiUrl", "allowInsecureHttp", "api", "state", "policy", "onChange"];
function keySettingsOf(config) {
  const { apiUrl, allowInsecureHttp, api, state, policy, onChange } = config;
  return { ...apiUrl !== void 0 && { apiUrl }, allowInsecureHttp, api, state, policy, onChange };
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

export {
  METRICS_PATH,
  AUTH_HEADER,
  baseUrlMeant,
  reviewsPath,
  REVIEWS_PAGE_DEFAULT_LIMIT,
  REVIEWS_PAGE_MAX_LIMIT,
  REVIEW_STATUSES,
  REVIEW_TYPES,
  CONTENTLESS_REVIEW_TYPES,
  REVIEWER_KINDS,
  SERVICE_RATE_WINDOWS,
  readRateWindows,
  ruleError,
  splitRuleMessage,
  DEFAULT_CONFIG_FILE,
  CONFIG_FILE_NAMES,
  configSchema,
  defaultConfig,
  KEY_SETTINGS,
  keySettingsOf,
  isCleartextRemote,
  API_URL_SOURCES,
  isHttpUrl,
  urlWithScheme
};
