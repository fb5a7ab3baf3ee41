// The open reviews of the watched dynamic configs. A config that cannot be read is reported and
// the others are still summarised; a refused key stops the lot (every call would fail alike).

import type { RepoConfig } from '../config/schema.js';
import type { ApiError, ConsoleClient, Review } from '../console/client.js';
import type { ReviewSummaryItem, ReviewsProblem } from '../report/model.js';

export interface ReviewsOutcome {
  reviews: ReviewSummaryItem[];
  problems: ReviewsProblem[];
  authFailure?: ApiError;
  transientFailures: number;
}

const DAY_MS = 86_400_000;

function summarizeReview(dynamicConfig: string, review: Review, now: Date): ReviewSummaryItem {
  const created = Date.parse(review.created_at);
  return {
    dynamicConfig,
    review_id: review.review_id,
    status: review.status,
    type: review.type,
    author: review.author.email ?? review.author.id,
    reviewers: review.reviewers.map((reviewer) =>
      reviewer.kind === 'group' ? `group:${reviewer.id}` : reviewer.id,
    ),
    created_at: review.created_at,
    ageDays: Number.isNaN(created) ? 0 : Math.max(0, Math.floor((now.getTime() - created) / DAY_MS)),
    description: review.description,
  };
}

export async function collectReviews(
  client: ConsoleClient,
  config: RepoConfig,
  now: Date,
): Promise<ReviewsOutcome> {
  const outcome: ReviewsOutcome = { reviews: [], problems: [], transientFailures: 0 };
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
  for (const { id, answer } of perConfig) {
    if (answer.ok) {
      outcome.reviews.push(...answer.reviews.map((review) => summarizeReview(id, review, now)));
      continue;
    }
    if (answer.error.kind === 'auth') outcome.authFailure ??= answer.error;
    if (answer.error.kind === 'transient') outcome.transientFailures++;
    outcome.problems.push({ dynamicConfig: id, message: problemMessage(answer.error) });
  }
  return outcome;
}

function problemMessage(error: ApiError): string {
  if (error.status === 404) return 'no such dynamic config (check the id in `dynamicConfigs` of the config)';
  return error.message;
}
