#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  count
} from "./chunk-GOTXAWJI.js";
import {
  compareText
} from "./chunk-GWIGD727.js";

// src/report/model.ts
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
  const summary = emptySummary();
  summary.files = input.files ?? 0;
  summary.definitions = input.definitions ?? 0;
  for (const diagnostic of input.diagnostics) {
    if (diagnostic.severity === "error") summary.errors++;
    else summary.warnings++;
  }
  for (const item of input.items ?? []) {
    if (item.action !== "invalid") summary[item.action]++;
    if (item.result === "created") summary.created++;
  }
  summary.failed = input.failed ?? 0;
  return summary;
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
function digestHeadline(reviews, unread = 0) {
  const parts = NEEDS_ORDER.map((needs) => [needs, reviews.filter((r) => r.needs === needs).length]).filter(([, n]) => n > 0).map(([needs, n]) => NEEDS_TITLE[needs].count(n));
  const stale = reviews.filter((r) => r.stale).length;
  const high = reviews.filter((r) => r.risk === "high").length;
  const nobody = reviews.filter((r) => r.noReviewers).length;
  if (stale) parts.push(`${stale} stale`);
  if (high) parts.push(`${high} high risk`);
  if (nobody) parts.push(`${nobody} with nobody asked to review`);
  if (unread > 0) parts.push(`the reviews of ${count(unread, "dynamic config")} could not be read`);
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
function tasksLine(person, id, shown = 12) {
  const parts = [];
  let left = shown;
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
function unreadConfigs(report) {
  return Math.max(report.reviewProblems.length, report.mode === "reviews" && report.failure ? 1 : 0);
}

export {
  errorsShown,
  warningsShown,
  reviewProblemSeverity,
  stoppedBeforeComparing,
  readCounts,
  failureCounted,
  reportOf,
  NEEDS_ORDER,
  NEEDS_TITLE,
  digestOrder,
  digestHeadline,
  needsOf,
  riskOf,
  peopleToAct,
  tasksLine,
  unreadConfigs
};
