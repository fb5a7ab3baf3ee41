import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/contract/console-api.ts
var API_PREFIX = "/console/v1";
var METRICS_PATH = `${API_PREFIX}/metrics`;
var AUTH_HEADER = "SERVICE-API-KEY";
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

export {
  METRICS_PATH,
  AUTH_HEADER,
  reviewsPath,
  REVIEW_STATUSES,
  OPEN_REVIEW_STATUSES,
  SERVICE_RATE_WINDOWS
};
