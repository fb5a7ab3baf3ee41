// The Console API's request and response shapes (docs/api-contract.md), beside its paths and
// values (console-api.ts). The emulator answers with these shapes (`satisfies`) and the client
// parses with them, so the two cannot drift apart. The create request body is the metric
// definition schema itself (definitions/schema.ts).
import * as z from '../diagnostics/zod.js';

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
