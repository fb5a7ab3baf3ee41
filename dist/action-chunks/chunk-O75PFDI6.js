import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  array,
  looseObject,
  nullable,
  number,
  optional,
  record,
  string,
  unknown
} from "./chunk-HVNHH3KE.js";

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
var reviewSchema = looseObject({
  review_id: string(),
  status: string(),
  type: string(),
  author: looseObject({ id: string(), email: nullable(string()) }),
  reviewers: array(looseObject({ id: string(), kind: string() })),
  description: string(),
  created_at: string()
});
var paginationSchema = looseObject({
  itemsPerPage: number(),
  pageNumber: number(),
  nextPage: nullable(string()),
  previousPage: nullable(string()),
  totalItems: optional(number()),
  all: optional(string())
});
var reviewsPageSchema = looseObject({
  message: string(),
  data: array(reviewSchema),
  pagination: paginationSchema
});
var metricResponseSchema = looseObject({
  message: string(),
  data: record(string(), unknown())
});
var fieldErrorSchema = looseObject({ property: string(), errorMessage: string() });
var errorBodySchema = looseObject({
  status: number(),
  message: string(),
  errors: optional(array(fieldErrorSchema))
});
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
  paginationSchema,
  reviewsPageSchema,
  metricResponseSchema,
  errorBodySchema,
  SERVICE_RATE_WINDOWS
};
