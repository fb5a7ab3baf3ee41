#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/contract/console-api.ts
var API_PREFIX = "/console/v1";
var METRICS_PATH = `${API_PREFIX}/metrics`;
var AUTH_HEADER = "SERVICE-API-KEY";
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

export {
  METRICS_PATH,
  AUTH_HEADER,
  reviewsPath,
  REVIEWS_PAGE_DEFAULT_LIMIT,
  REVIEWS_PAGE_MAX_LIMIT,
  REVIEW_STATUSES,
  OPEN_REVIEW_STATUSES,
  REVIEW_TYPES,
  CONTENTLESS_REVIEW_TYPES,
  REVIEWER_KINDS,
  SERVICE_RATE_WINDOWS
};
