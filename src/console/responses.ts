// What the Console API answers, parsed leniently: the real service sends more than the spec lists,
// so unknown fields pass through (`z.looseObject`), and enum-like strings (status, type, kind) are
// not narrowed, so a value the service adds later does not break a run. What the tool relies on
// is required; a body without it is a parse failure the caller turns into an error value.
import { z } from 'zod';

/** console-api.md 2.1. */
export const reviewSchema = z.looseObject({
  review_id: z.string(),
  status: z.string(),
  type: z.string(),
  author: z.looseObject({ id: z.string(), email: z.string().nullable() }),
  reviewers: z.array(z.looseObject({ id: z.string(), kind: z.string() })),
  description: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The spec says number; a numeric string is taken too, as the query parameters are. */
const count = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

/**
 * console-api.md 2.7. Every field is optional here although the spec requires some: the client
 * pages correctly without them (no `nextPage` is the last page), so their absence is no reason
 * to lose a config's reviews.
 */
export const paginationSchema = z.looseObject({
  itemsPerPage: count.optional(),
  pageNumber: count.optional(),
  nextPage: z.string().nullable().optional(),
  previousPage: z.string().nullable().optional(),
  totalItems: count.optional(),
  all: z.string().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** console-api.md 4.1. */
export const reviewsPageSchema = z.looseObject({
  message: z.string().optional(),
  data: z.array(reviewSchema),
  pagination: paginationSchema,
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

/**
 * console-api.md 4.2 (create and dry run). `message` is cosmetic, so only `data` is required:
 * it is what proves the answer came from the Console API and not from, say, a proxy's page.
 */
export const metricResponseSchema = z.looseObject({
  message: z.string().optional(),
  data: z.record(z.string(), z.unknown()),
});

/** console-api.md section 7, plus the field errors the emulator and some real answers carry. */
export const errorBodySchema = z.looseObject({
  status: z.number().optional(),
  message: z.string().optional(),
  errors: z
    .array(z.looseObject({ property: z.unknown().optional(), errorMessage: z.unknown().optional() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** JSON text through a schema; a problem names the first wrong field, never echoing the body. */
export function parseBody<T>(schema: z.ZodType<T>, text: string): Parsed<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: text.trim() === '' ? 'the body is empty' : 'the body is not JSON' };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'the body';
  return { ok: false, problem: `${where}: ${issue?.message ?? 'unexpected shape'}` };
}
