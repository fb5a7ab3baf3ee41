// The open reviews of the watched dynamic configs. A config that cannot be read is reported and
// the others are still summarised; a refused key stops the lot (every call would fail alike).

import type { RepoConfig } from '../config/schema.js';
import { type ApiError, isRefusal, refusalBrief } from '../console/api-error.js';
import type { ConsoleClient, Review } from '../console/client.js';
import type { Place } from '../diagnostics/locate.js';
import type { ReviewSummaryItem, ReviewsProblem } from '../report/model.js';
import { digestOrder, needsOf, riskOf } from '../report/review-triage.js';

export interface ReviewsOutcome {
  reviews: ReviewSummaryItem[];
  problems: ReviewsProblem[];
  authFailure?: ApiError;
  transientFailures: number;
  /**
   * Watched configs whose reviews the service refused to list (an id it does not know): a
   * mistake in the config, which running again will not mend.
   */
  refused: number;
}

const DAY_MS = 86_400_000;

function summarizeReview(
  dynamicConfig: string,
  review: Review,
  now: Date,
  { staleAfterDays, people }: RepoConfig['reviews'],
): ReviewSummaryItem {
  const created = Date.parse(review.created_at);
  const ageDays = Number.isNaN(created) ? 0 : Math.max(0, Math.floor((now.getTime() - created) / DAY_MS));
  const needs = needsOf(review.status);
  const { risk, reason } = riskOf(review.type);
  // A plain lookup: `people` is a record read from the config, so an id such as `constructor`
  // must not find Object's own members.
  const handle = (id: string) => (Object.hasOwn(people, id) ? people[id] : undefined);
  const reviewers = review.reviewers.map((reviewer) => ({
    id: reviewer.id,
    kind: reviewer.kind,
    handle: handle(reviewer.id),
  }));
  return {
    dynamicConfig,
    review_id: review.review_id,
    status: review.status,
    type: review.type,
    author: review.author.email ?? review.author.id,
    authorId: review.author.id,
    authorHandle: handle(review.author.id),
    reviewers,
    created_at: review.created_at,
    ageDays,
    description: review.description,
    needs,
    risk,
    riskReason: reason,
    stale: ageDays > staleAfterDays,
    noReviewers: needs === 'review' && reviewers.length === 0,
  };
}

/**
 * `placeOf`: where the config names the dynamic config at an index of `dynamicConfigs`, to point
 * at when the service knows no such config.
 */
export async function collectReviews(
  client: ConsoleClient,
  config: RepoConfig,
  now: Date,
  placeOf: (index: number) => Place | undefined = () => undefined,
): Promise<ReviewsOutcome> {
  const outcome: ReviewsOutcome = { reviews: [], problems: [], transientFailures: 0, refused: 0 };
  const perConfig = await Promise.all(
    config.dynamicConfigs.map(async ({ id }) => ({
      id,
      answer: await client.listReviews(id, {
        statuses: config.reviews.statuses,
        ...(config.reviews.maxAgeDays !== undefined && { maxAgeDays: config.reviews.maxAgeDays }),
        now,
      }),
    })),
  );
  for (const [index, { id, answer }] of perConfig.entries()) {
    if (answer.ok) {
      // One push at a time: a config's reviews can outnumber what one call may take as arguments.
      for (const review of answer.reviews)
        outcome.reviews.push(summarizeReview(id, review, now, config.reviews));
      continue;
    }
    if (isRefusal(answer.error)) outcome.authFailure ??= answer.error;
    if (answer.error.kind === 'transient') outcome.transientFailures++;
    // Refused (a 404, or another "no" such as a malformed id): the config's mistake, not the day's.
    const refused = answer.error.kind === 'rejected';
    if (refused) outcome.refused++;
    const place = refused ? placeOf(index) : undefined;
    outcome.problems.push({
      dynamicConfig: id,
      rule: refused ? 'reviews.unknown-config' : 'reviews.unreadable',
      message: problemMessage(answer.error),
      ...(place && { place }),
    });
  }
  outcome.reviews = digestOrder(outcome.reviews);
  return outcome;
}

function problemMessage(error: ApiError): string {
  if (error.status === 404) return 'no such dynamic config (check the id in `dynamicConfigs` of the config)';
  // The run's failure states a refusal once; each config it stopped points there.
  if (isRefusal(error)) return refusalBrief(error);
  return error.message;
}
