// The reviews list of docs/api-contract.md with the paging choices of docs/emulator.md. Pure:
// query in, page out, so every edge case is a plain function call away from a test.
import { REVIEWS_PAGE_DEFAULT_LIMIT, REVIEWS_PAGE_MAX_LIMIT, reviewsPath } from '../contract/console-api.js';
import type { Review, ReviewsPage } from '../contract/console-shapes.js';
import { fail, ok, type Result } from './result.js';
import type { SeedReview } from './seed.js';

export interface PageQuery {
  limit: number;
  page: number;
}

/** `limit` and `page`: absent means the default; a string of digits in range; anything else is a problem. */
export function parsePageQuery(query: URLSearchParams): Result<PageQuery> {
  const limit = integerParam(query, 'limit', REVIEWS_PAGE_DEFAULT_LIMIT, 1, REVIEWS_PAGE_MAX_LIMIT);
  if (!limit.ok) return limit;
  const page = integerParam(query, 'page', 1, 1, Number.MAX_SAFE_INTEGER);
  if (!page.ok) return page;
  return ok({ limit: limit.value, page: page.value });
}

function integerParam(
  query: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
): Result<number> {
  const values = query.getAll(name);
  if (values.length === 0) return ok(fallback);
  const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
  const problem = `query parameter \`${name}\` must be a whole number ${range}`;
  if (values.length > 1) return fail('query.repeated', `${problem}, given once`);
  const raw = values[0]!;
  const value = Number(raw);
  if (!/^\d{1,16}$/.test(raw) || value < min || value > max) {
    return fail('query.range', `${problem}; got \`${raw.length > 32 ? `${raw.slice(0, 32)}…` : raw}\``);
  }
  return ok(value);
}

/** Newest first by `created_at`; the seed's order breaks ties, so pages are stable. */
export function newestFirst(reviews: readonly SeedReview[]): SeedReview[] {
  return reviews
    .map((review, index) => ({ review, index, time: Date.parse(review.created_at) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ review }) => review);
}

/** One page of `sorted` (already newest first). A page past the end is empty, not an error. */
export function reviewsPage(configId: string, sorted: readonly SeedReview[], query: PageQuery): ReviewsPage {
  const { limit, page } = query;
  const start = (page - 1) * limit;
  const data = sorted.slice(start, start + limit).map(listed);
  const lastPage = Math.max(1, Math.ceil(sorted.length / limit));
  const path = reviewsPath(configId);
  const link = (n: number) => `${path}?page=${n}&limit=${limit}`;
  return {
    message: `Listed ${data.length} of ${sorted.length} reviews of dynamic config ${configId}.`,
    data,
    pagination: {
      itemsPerPage: limit,
      pageNumber: page,
      nextPage: page < lastPage ? link(page + 1) : null,
      previousPage: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
      totalItems: sorted.length,
      all: path,
    },
  } satisfies ReviewsPage;
}

function listed(review: SeedReview): Review {
  return {
    review_id: review.review_id,
    status: review.status,
    type: review.type,
    author: { id: review.author.id, email: review.author.email },
    reviewers: review.reviewers.map(({ id, kind }) => ({ id, kind })),
    description: review.description,
    created_at: review.created_at,
  };
}
