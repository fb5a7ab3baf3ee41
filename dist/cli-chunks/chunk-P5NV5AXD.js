#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  stoppedOutcome,
  validationOutcome
} from "./chunk-ZGMYSXBQ.js";
import {
  loadConfig
} from "./chunk-SA2CRPKI.js";
import {
  KEY_SETTINGS,
  keySettingsOf
} from "./chunk-MBK2E6MB.js";
import {
  changeLine
} from "./chunk-UHG5V637.js";
import {
  NEEDS_ORDER,
  NEEDS_TITLE,
  digestHeadline,
  digestOrder,
  errorsShown,
  failureCounted,
  peopleToAct,
  readCounts,
  reviewProblemSeverity,
  stoppedBeforeComparing,
  tasksLine,
  unreadConfigs,
  warningsShown
} from "./chunk-Y4OIPZ4B.js";
import {
  count
} from "./chunk-GOTXAWJI.js";

// src/reconcile/run.ts
var CONFIG_STOPPED = {
  rule: "config.invalid",
  message: "the configuration has errors (listed): nothing was checked",
  sumsUp: true
};
var remoteLoading;
function remoteModule() {
  remoteLoading ??= import("./run-remote-YOO6O5HL.js");
  return remoteLoading;
}
function startLoadingRemote(request) {
  remoteModule().then((remote) => request.localOnly ? void 0 : remote.clientModule()).catch(() => {
  });
}
async function execute(request) {
  if (request.mode !== "validate") startLoadingRemote(request);
  if (request.mode === "reviews") return executeReviews(request);
  const { validateRepository } = await import("./validate-X7MSRTPU.js");
  const loaded = await validateRepository({
    cwd: request.cwd,
    ...request.configFile !== void 0 && { configFile: request.configFile },
    ...request.trusted && { trusted: request.trusted.settings }
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

// src/report/text.ts
function renderText(report, options = {}) {
  if (options.quiet) return quietText(report);
  const lines = [
    ...failureLines(report),
    ...report.notices.map((notice) => `note: ${clean(notice)}`),
    ...report.diagnostics.map(formatDiagnostic),
    ...itemLines(report),
    ...reviewLines(report),
    summaryLine(report)
  ];
  return `${lines.join("\n")}
`;
}
function failureLines(report) {
  const { failure } = report;
  return failure ? [`error[${clean(failure.rule)}]: ${clean(failure.message)}`] : [];
}
function quietText(report) {
  const lines = [...failureLines(report), ...report.diagnostics.map(formatDiagnostic)];
  return lines.length === 0 ? "" : `${lines.join("\n")}
`;
}
function formatDiagnostic(d) {
  return `${clean(d.file)}:${d.line}:${d.column}: ${d.severity}[${clean(d.rule)}]: ${clean(d.message)}`;
}
function itemLines(report) {
  if (report.mode === "validate" || report.items.length === 0) return [];
  const rows = report.items.map((item) => [
    item.action,
    clean(item.id || item.name),
    `${clean(item.file)}:${item.line}`,
    resultText(item)
  ]);
  return ["", ...table(rows), ...diffLines(report.items)];
}
function diffLines(items) {
  return items.filter((item) => item.diff && item.diff.length > 0).flatMap((item) => [
    "",
    `${clean(item.id)} changed since it was created:`,
    ...item.diff.map((change) => `    ${clean(changeLine(change))}`)
  ]);
}
function resultText(item) {
  const parts = [item.result, item.message && clean(item.message), item.url && clean(item.url)].filter(
    Boolean
  );
  return parts.join(": ");
}
function reviewLines(report) {
  if (report.reviews.length === 0 && report.reviewProblems.length === 0) return [];
  const ordered = digestOrder(report.reviews);
  const lines = ["", `open reviews (${ordered.length}): ${digestHeadline(ordered, unreadConfigs(report))}`];
  if (report.mode === "plan" && ordered.length > 0)
    lines.push("  each, by who must act: `metrics-as-code reviews`");
  if (report.mode !== "plan") lines.push(...whoActsLines(ordered));
  for (const needs of report.mode === "plan" ? [] : NEEDS_ORDER) {
    const group = ordered.filter((review) => review.needs === needs);
    if (group.length === 0) continue;
    lines.push(`  ${NEEDS_TITLE[needs].title} (${group.length}):`);
    for (const row of table(group.map(reviewCells))) lines.push(`    ${row}`);
  }
  const severity = reviewProblemSeverity(report);
  const problems = report.reviewProblems.map(
    (p) => `${p.place ? `${clean(p.place.file)}:${p.place.line}:${p.place.column}: ` : ""}${severity}: reviews of ${clean(p.dynamicConfig)} could not be read: ${clean(p.message)}`
  );
  return [...lines, ...problems];
}
function reviewCells(review) {
  const handle = (h) => h === void 0 ? "" : ` (${clean(h)})`;
  const reviewers = review.noReviewers ? "nobody asked to review!" : `reviewers: ${review.reviewers.map((r) => `${clean(r.kind === "group" ? `group:${r.id}` : r.id)}${handle(r.handle)}`).join(", ") || "-"}`;
  return [
    clean(review.dynamicConfig),
    `${review.new ? "new " : ""}${clean(review.review_id)}`,
    `${clean(review.type)} [${review.risk} risk]`,
    clean(review.status),
    `by ${clean(review.author)}${handle(review.authorHandle)}`,
    reviewers,
    `${review.ageDays}d old${review.stale ? " (stale)" : ""}`,
    clean(review.description)
  ];
}
function whoActsLines(reviews) {
  const people = peopleToAct(reviews);
  if (people.length === 0) return [];
  return [
    "  Who acts:",
    ...people.map((person) => {
      const names = person.names.map(clean).join(", ");
      const who = person.handle === void 0 ? names : `${clean(person.handle)} (${names})`;
      return `    ${who}: ${tasksLine(person, (review) => clean(review.review_id))}`;
    })
  ];
}
function table(rows) {
  const widths = [];
  for (const row of rows) {
    for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, cell.length);
  }
  return rows.map(
    (row) => row.map((cell, i) => i === row.length - 1 ? cell : cell.padEnd(widths[i])).join("  ").trimEnd()
  );
}
function summaryLine(report) {
  const s = report.summary;
  const problems = `${count(errorsShown(report), "error")}, ${count(warningsShown(report), "warning")}`;
  const mode = `${report.mode}${report.failure ? " stopped" : ""}`;
  if (report.mode === "validate" || stoppedBeforeComparing(report))
    return `${mode}: ${readCounts(report)}; ${problems}`;
  const invalid = report.items.filter((item) => item.action === "invalid").length;
  switch (report.mode) {
    case "plan":
      return `${mode}: ${s.create} to create, ${s.unchanged} unchanged, ${s.changed} changed, ${s.removed} removed, ${invalid} invalid; ${problems}`;
    case "apply":
      return `${mode}: ${s.created} created, ${s.failed} failed, ${s.unchanged} unchanged, ${s.changed} changed, ${s.removed} removed, ${invalid} invalid; ${problems}`;
    case "reviews":
      return `${mode}: ${count(report.reviews.length, "open review")}${reviewsProblems(report)}`;
  }
}
function reviewsProblems(report) {
  const problems = report.reviewProblems.length + failureCounted(report);
  return problems > 0 ? `, ${count(problems, "problem")}` : "";
}
function clean(text) {
  if (!UNCLEAN.test(text)) return text;
  return text.replace(/\r\n|[\r\n]/g, " ").replace(ESCAPED, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
var ESCAPED_CLASS = "\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069";
var ESCAPED = new RegExp(`[${ESCAPED_CLASS}]`, "g");
var UNCLEAN = new RegExp(`[\\n${ESCAPED_CLASS}]`);

// src/cli/render.ts
async function renderReport(report, format, text = {}) {
  if (format === "json") return renderJson(report);
  if (format === "markdown") {
    const [{ renderComment }, { COMMENT_MARKER }] = await Promise.all([
      import("./markdown-PC7KSPDB.js"),
      import("./markers-Y3SOWGKU.js")
    ]);
    return `${renderComment(report, { marker: COMMENT_MARKER })}
`;
  }
  return renderText(report, text);
}

export {
  execute,
  renderReport
};
