// What the reviews issue showed last time, kept hidden in its own body, so the next digest can
// mark what is new and count what is no longer open. Each review is kept as a short hash of
// `config/review_id` (server text never goes into the HTML comment), at most MAX_REMEMBERED.
import { createHash } from 'node:crypto';
import type { RunReport } from './model.js';

const SEEN_MARKER = /<!-- metrics-as-code:reviews-seen ([0-9a-f ]*) -->/;
const MAX_REMEMBERED = 2_000;

function keyOf(dynamicConfig: string, reviewId: string): string {
  return createHash('sha1').update(`${dynamicConfig}/${reviewId}`).digest('hex').slice(0, 10);
}

/** The reviews a previous body showed; undefined when it holds no memory (a first digest). */
export function seenReviews(body: string | null | undefined): ReadonlySet<string> | undefined {
  const match = body ? SEEN_MARKER.exec(body) : null;
  return match ? new Set(match[1]!.split(' ').filter(Boolean)) : undefined;
}

/** The report with `new` set on each review and the count of those no longer open. */
export function markNewSince(report: RunReport, seen: ReadonlySet<string> | undefined): RunReport {
  if (!seen) return report;
  const now = new Set(report.reviews.map((review) => keyOf(review.dynamicConfig, review.review_id)));
  const reviews = report.reviews.map((review) => ({
    ...review,
    new: !seen.has(keyOf(review.dynamicConfig, review.review_id)),
  }));
  // Reviews of a config that could not be read are not "closed": only count configs read.
  const closed = [...seen].filter((key) => !now.has(key)).length;
  return { ...report, reviews, ...(report.reviewProblems.length === 0 && { reviewsClosedSince: closed }) };
}

/**
 * The hidden line that remembers what this digest shows. When a config could not be read (or the
 * run failed), what the last digest remembered is kept too: its reviews are not new when it is
 * read again.
 */
export function seenMarker(report: RunReport, previous?: ReadonlySet<string>): string {
  const keys = new Set(report.reviews.map((r) => keyOf(r.dynamicConfig, r.review_id)));
  if (report.reviewProblems.length > 0 || report.failure) for (const key of previous ?? []) keys.add(key);
  return `<!-- metrics-as-code:reviews-seen ${[...keys].slice(0, MAX_REMEMBERED).join(' ')} -->`;
}
