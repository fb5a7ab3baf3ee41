#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  compareText
} from "./chunk-CXH6HEN4.js";

// src/report/count.ts
function count(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
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

export {
  count,
  NEEDS_ORDER,
  NEEDS_TITLE,
  digestOrder,
  digestHeadline,
  needsOf,
  riskOf
};
