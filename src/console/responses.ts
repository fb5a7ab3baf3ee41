// How the client reads the contract's responses (contract/console-shapes.ts): leniently, because the
// real service sends more than the contract lists and sometimes less. Each relaxation is derived
// from the contract's own schema, so the shapes themselves are written once.
import {
  errorBodySchema,
  metricResponseSchema,
  paginationSchema,
  reviewsPageSchema,
} from '../contract/console-shapes.js';
import * as z from '../diagnostics/zod.js';

/** The contract says number; a numeric string is taken too, as the query parameters are. */
const count = z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]);

/**
 * Every pagination field optional: the client pages correctly without them (no `nextPage` is the
 * last page), so their absence is no reason to lose a config's reviews.
 */
const paginationAsRead = z.partial(
  z.extend(paginationSchema, { itemsPerPage: count, pageNumber: count, totalItems: count }),
);
export type PaginationAsRead = z.infer<typeof paginationAsRead>;

/** `message` is cosmetic; `data` and `pagination` are what the client relies on. */
export const reviewsPageAsRead = z.extend(reviewsPageSchema, {
  message: z.optional(reviewsPageSchema.shape.message),
  pagination: paginationAsRead,
});
export type ReviewsPageAsRead = z.infer<typeof reviewsPageAsRead>;

/** Only `data` is required: it proves the answer came from the Console API, not a proxy's page. */
export const metricResponseAsRead = z.partial(metricResponseSchema, { message: true });

/** Whatever of an error body is there; a field error of the wrong type is shown as text. */
export const errorBodyAsRead = z.partial(
  z.extend(errorBodySchema, {
    errors: z.optional(
      z.array(z.looseObject({ property: z.optional(z.unknown()), errorMessage: z.optional(z.unknown()) })),
    ),
  }),
);
export type ErrorBodyAsRead = z.infer<typeof errorBodyAsRead>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** JSON text through a schema; a problem names the first wrong field, never echoing the body. */
export function parseBody<T>(schema: z.ZodMiniType<T>, text: string): Parsed<T> {
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
