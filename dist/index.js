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
} from "./action-chunks/chunk-F2B55W4Z.js";
import {
  RUN_MODES,
  isRunMode,
  reportOf,
  stoppedOutcome,
  validationOutcome
} from "./action-chunks/chunk-JEFPHG36.js";
import {
  redact,
  redactValues
} from "./action-chunks/chunk-L3KHYEHC.js";
import {
  loadConfig,
  parseConfig,
  withFullReader
} from "./action-chunks/chunk-VVIYUIWX.js";
import {
  DEFAULT_CONFIG_FILE,
  KEY_SETTINGS,
  defaultConfig,
  keySettingsOf
} from "./action-chunks/chunk-W675JTYI.js";
import "./action-chunks/chunk-3F35Q5UQ.js";
import {
  COMMENT_MARKER,
  REVIEWS_ISSUE_MARKER,
  readFileAt,
  renderAppliedSection,
  renderComment,
  renderJobSummary
} from "./action-chunks/chunk-PS5WDPHR.js";
import {
  ToolError,
  failureOf,
  runVerdict
} from "./action-chunks/chunk-EGQXGKQY.js";
import "./action-chunks/chunk-MOP73OCX.js";
import "./action-chunks/chunk-7FJ267YA.js";
import "./action-chunks/chunk-QLW6FZFF.js";

// src/action/main.ts
import { writeFile } from "node:fs/promises";
import { join, posix as posix3, resolve } from "node:path";

// src/reconcile/run.ts
var CONFIG_STOPPED = {
  rule: "config.invalid",
  message: "the configuration has errors (listed): nothing was checked"
};
var remoteLoading;
function remoteModule() {
  remoteLoading ??= import("./action-chunks/run-remote-6S7RTUXC.js");
  return remoteLoading;
}
function startLoadingRemote(request) {
  remoteModule().then((remote) => request.localOnly ? void 0 : remote.clientModule()).catch(() => {
  });
}
async function execute(request) {
  if (request.mode !== "validate") startLoadingRemote(request);
  if (request.mode === "reviews") return executeReviews(request);
  const { validateRepository } = await import("./action-chunks/validate-WQVIB37W.js");
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
  const own = keySettingsOf(validation.config);
  const changed = KEY_SETTINGS.filter(
    (key) => JSON.stringify(own[key]) !== JSON.stringify(trusted.settings[key])
  );
  const { apiUrl: _untrusted, ...rest } = validation.config;
  const config = { ...rest, ...trusted.settings };
  const result = { validation: { ...validation, config } };
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
      errors: s.errors,
      warnings: s.warnings,
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
      created_at: r.created_at,
      description: r.description,
      reviewers: r.reviewers.map((reviewer) => ({ id: reviewer.id, kind: reviewer.kind })),
      needs: r.needs,
      risk: r.risk,
      riskReason: r.riskReason,
      ageDays: Math.floor(r.ageDays),
      stale: r.stale,
      ...r.new !== void 0 && { new: r.new }
    })),
    reviewProblems: report.reviewProblems.map((p) => ({
      dynamicConfig: p.dynamicConfig,
      message: p.message
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
  let shown = false;
  let timer;
  const emit = () => {
    if (!last) return;
    lastWrite = now();
    shown = true;
    const line = progressLine(last, now() - phaseStarted);
    options.write(options.tty ? `\r${line}\x1B[K` : `${line}
`);
  };
  return {
    update(event) {
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
      if (shown && options.tty) options.write("\r\x1B[K");
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
      `waiting ${duration(seconds)} for the ${waiting.window.requests}/${windowText(waiting.window.perSeconds)} budget`
    );
  }
  const left = event.done > 0 && event.done < event.total ? elapsedMs / event.done * (event.total - event.done) : 0;
  const estimate = left >= 6e4 ? `; about ${Math.round(left / 6e4)} min left` : "";
  return `${parts.join(" \xB7 ")}${estimate}`;
}
function duration(seconds) {
  return seconds >= 60 ? `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s` : `${seconds}s`;
}
function windowText(perSeconds) {
  if (perSeconds >= 60 && perSeconds % 60 === 0) return `${perSeconds / 60}min`;
  return `${perSeconds}s`;
}

// src/report/review-memory.ts
import { createHash } from "node:crypto";
var SEEN_MARKER = /<!-- metrics-as-code:reviews-seen ([0-9a-f ]*) -->/;
var MAX_REMEMBERED = 2e3;
function keyOf(dynamicConfig, reviewId) {
  return createHash("sha1").update(`${dynamicConfig}/${reviewId}`).digest("hex").slice(0, 10);
}
function seenReviews(body) {
  const match = body ? SEEN_MARKER.exec(body) : null;
  return match ? new Set(match[1].split(" ").filter(Boolean)) : void 0;
}
function markNewSince(report, seen) {
  if (!seen) return report;
  const now = new Set(report.reviews.map((review) => keyOf(review.dynamicConfig, review.review_id)));
  const reviews = report.reviews.map((review) => ({
    ...review,
    new: !seen.has(keyOf(review.dynamicConfig, review.review_id))
  }));
  const closed = [...seen].filter((key) => !now.has(key)).length;
  return { ...report, reviews, ...report.reviewProblems.length === 0 && { reviewsClosedSince: closed } };
}
function seenMarker(report) {
  const keys = report.reviews.slice(0, MAX_REMEMBERED).map((r) => keyOf(r.dynamicConfig, r.review_id));
  return `<!-- metrics-as-code:reviews-seen ${keys.join(" ")} -->`;
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
    throw new SettingsError(`input mode must be one of ${modes.join(", ")}; got "${value}"`);
  return value;
}
function booleanInput(name, fallback) {
  const value = getInput(name).trim().toLowerCase();
  if (value === "") return fallback;
  if (["true", "yes", "1", "on"].includes(value)) return true;
  if (["false", "no", "0", "off"].includes(value)) return false;
  throw new SettingsError(`input ${name} must be true or false; got "${value}"`);
}
function readPayload(path) {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error2) {
    throw new SettingsError(`cannot read the event payload at ${path}: ${error2.message}`);
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
  } catch (error2) {
    await failEarly(failureOf(error2));
    return;
  }
  const scrub = (text) => settings.apiKey ? redact(text, settings.apiKey) : text;
  try {
    await runWith(settings, scrub);
  } catch (error2) {
    fail(failureOf(error2, scrub));
  }
}
function fail(failure) {
  setFailed(`metrics-as-code: ${failure.message}`);
  process.exitCode = failure.exitCode;
}
async function failEarly(failure) {
  try {
    const mode = getInput("mode");
    const report = failedReport(isRunMode(mode) ? mode : "validate", failure);
    await publishInRun(report, {});
  } finally {
    fail(failure);
  }
}
function failedReport(mode, failure) {
  return reportOf(mode, { failure: { rule: failure.rule, message: failure.message } });
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
  } = await import("./action-chunks/github-52HHAMQT.js");
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
      `${omitted} more diagnostic(s) than GitHub shows as annotations: all are listed below.`
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
  } catch (error2) {
    const failure = failureOf(error2, scrub);
    return { report: failedReport(settings.mode, failure), exitCode: failure.exitCode };
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
    cwd: resolve(settings.workingDirectory),
    ...settings.configFile && { configFile: settings.configFile },
    ...settings.apiUrl && { apiUrl: settings.apiUrl },
    ...settings.apiKey && { apiKey: settings.apiKey },
    ...github && {
      store: (config) => new github.api.GitHubLedgerStore({
        octokit: github.octokit,
        owner: settings.owner,
        repo: settings.repo,
        branch: config.state.branch
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
  const path = join(process.env.RUNNER_TEMP ?? process.cwd(), "metrics-as-code-report.json");
  await writeFile(path, renderJson(report));
  setOutputs(report, path);
}
async function publishOnGitHub(github, report, settings, scrub, reviewsConfig) {
  const context = { marker: COMMENT_MARKER, ...linkContext(settings) };
  const { owner, repo } = settings;
  const attempt = async (what, permission, task) => {
    try {
      await task();
    } catch (error2) {
      warning(
        scrub(`Could not ${what} (${error2.message}). The job needs \`${permission}\`.`)
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
    await attempt("update the reviews issue", "issues: write", async () => {
      const body = (previous) => {
        const marked = markNewSince(report, seenReviews(previous));
        const memory = seenMarker(marked);
        const digest = renderComment(marked, {
          ...context,
          marker: REVIEWS_ISSUE_MARKER,
          maxChars: ISSUE_BODY_MAX_CHARS - memory.length - REVIEWS_ISSUE_MARKER.length - 4,
          ...reviewsConfig?.mention && { mentions: reviewsConfig.people }
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
  setOutput("valid", String(summary2.errors === 0));
  setOutput("errors", String(summary2.errors));
  setOutput("warnings", String(summary2.warnings));
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

// src/index.ts
void run();
