// The Console API's wire contract, in one place (docs/api-contract.md): paths, the auth header,
// the review statuses and types, and the request and response shapes. The emulator answers with
// these shapes (`satisfies`) and the client parses with them, so the two cannot drift apart.
// The create request body is the metric definition schema itself (definitions/schema.ts).
import * as z from '../diagnostics/zod.js';

const API_PREFIX = '/console/v1';
export const METRICS_PATH = `${API_PREFIX}/metrics`;
export const AUTH_HEADER = 'SERVICE-API-KEY';

/** The reviews list of one dynamic config (docs/api-contract.md, "List dynamic config reviews"). */
export function reviewsPath(dynamicConfigId: string): string {
  return `${API_PREFIX}/dynamic_configs/${encodeURIComponent(dynamicConfigId)}/reviews`;
}

/** `limit` of the reviews list: the service's default and the largest page (docs/decisions.md). */
export const REVIEWS_PAGE_DEFAULT_LIMIT = 10;
export const REVIEWS_PAGE_MAX_LIMIT = 100;

export const REVIEW_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'committed',
  'changes_requested',
  'pending_webhook_validation',
  'failed_webhook_validation',
  'approved_webhook_validation',
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review that still waits for someone: every status but `rejected` and `committed`. */
export const OPEN_REVIEW_STATUSES = [
  'pending',
  'changes_requested',
  'accepted',
  'pending_webhook_validation',
  'approved_webhook_validation',
  'failed_webhook_validation',
] as const satisfies readonly ReviewStatus[];

export const REVIEW_TYPES = [
  'rules',
  'toggle_enabled',
  'archive',
  'delete',
  'resalt',
  'disable_reviews_locally',
  'update_team',
  'update_release_pipeline',
  'edit_id_type',
  'update_allow_self_approval',
  'update_target_applications',
  'update_owners',
  'allowed_reviewers',
] as const;
type ReviewType = (typeof REVIEW_TYPES)[number];

/** Types fully described by `type`: their `content` is null. */
export const CONTENTLESS_REVIEW_TYPES: ReadonlySet<string> = new Set<ReviewType>([
  'delete',
  'resalt',
  'disable_reviews_locally',
]);

export const REVIEWER_KINDS = ['user', 'group'] as const;

/**
 * A review as the list sends it (never with `content`). Enum-like strings are not narrowed here,
 * so a status the service adds later does not break a client; the emulator's seed narrows them.
 * Unknown fields pass through: the real service sends more than the contract lists.
 */
const reviewSchema = z.looseObject({
  review_id: z.string(),
  status: z.string(),
  type: z.string(),
  author: z.looseObject({ id: z.string(), email: z.nullable(z.string()) }),
  reviewers: z.array(z.looseObject({ id: z.string(), kind: z.string() })),
  description: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const paginationSchema = z.looseObject({
  itemsPerPage: z.number(),
  pageNumber: z.number(),
  nextPage: z.nullable(z.string()),
  previousPage: z.nullable(z.string()),
  totalItems: z.optional(z.number()),
  all: z.optional(z.string()),
});

export const reviewsPageSchema = z.looseObject({
  message: z.string(),
  data: z.array(reviewSchema),
  pagination: paginationSchema,
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

/** Create and dry run: 201 (create) or 200 (dry run), the stored or checked metric in `data`. */
export const metricResponseSchema = z.looseObject({
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type MetricResponse = z.infer<typeof metricResponseSchema>;

/** One field the service refused: `property` is a dotted path such as `metricEvents.0.type`. */
const fieldErrorSchema = z.looseObject({ property: z.string(), errorMessage: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.looseObject({
  status: z.number(),
  message: z.string(),
  errors: z.optional(z.array(fieldErrorSchema)),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The real service's POST budget, per project (docs/decisions.md): about 100 per 10 s and 900
 * per 15 min. Dry runs are POSTs and count.
 */
export const SERVICE_RATE_WINDOWS: ReadonlyArray<{ readonly requests: number; readonly perSeconds: number }> =
  [
    { requests: 100, perSeconds: 10 },
    { requests: 900, perSeconds: 900 },
  ];
