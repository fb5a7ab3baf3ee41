// The built-in sample served when no seed is given: enough variety that every renderer and the
// pagination code meet real cases. Every review status (docs/api-contract.md) and type occurs,
// each description fits its type, ages from days to months (some stale), pending reviews with
// nobody asked to review them, authors with and without email, user and group reviewers, a config
// with more than 25 reviews
// (three pages at the default limit), an empty config, and descriptions carrying markdown, HTML
// and @mentions, which a renderer must show inert.
import { REVIEW_STATUSES, REVIEW_TYPES } from '../contract/console-api.js';
import type { EmulatorSeed, ReviewContent, SeedReview } from './seed.js';

type Status = (typeof REVIEW_STATUSES)[number];
type ReviewType = (typeof REVIEW_TYPES)[number];

const people = {
  ana: { id: 'u_ana', email: 'ana.lima@example.com' },
  bo: { id: 'u_bo', email: 'bo.chen@example.com' },
  kofi: { id: 'u_kofi', email: null },
  mira: { id: 'u_mira', email: 'mira+experiments@example.com' },
  svc: { id: 'svc_release_bot', email: null },
} as const;

const reviewers = {
  dataTeam: { id: 'g_data', kind: 'group' },
  growth: { id: 'g_growth', kind: 'group' },
  ana: { id: 'u_ana', kind: 'user' },
  bo: { id: 'u_bo', kind: 'user' },
  mira: { id: 'u_mira', kind: 'user' },
} as const;

const rule = (name: string, passPercentage: number) => ({
  name,
  passPercentage,
  conditions: [{ type: 'country', operator: 'any', targetValue: ['DE', 'FR', 'NL'] }],
  environments: null,
  returnValue: { variant: name },
});

/** A plausible `content` for each type that carries a proposed value. */
function contentFor(type: ReviewType, step: number): ReviewContent | null {
  const both = (current: Record<string, unknown>, proposed: Record<string, unknown>): ReviewContent => ({
    type,
    current,
    proposed,
  });
  switch (type) {
    case 'rules':
      return both(
        { rules: [rule('eu_rollout', 10 * step)] },
        { rules: [rule('eu_rollout', 10 * step + 10)] },
      );
    case 'toggle_enabled':
      return both({ is_enabled: true, is_launched: false }, { is_enabled: false, is_launched: true });
    case 'archive':
      return both({ is_archived: false }, { is_archived: true });
    case 'update_team':
      return both(
        { team_id: 't_checkout', allowed_reviewers: { user_ids: [], group_ids: [] } },
        { team_id: 't_payments', allowed_reviewers: { user_ids: [], group_ids: ['t_payments'] } },
      );
    case 'update_release_pipeline':
      return both({ release_pipeline_id: null }, { release_pipeline_id: 'rp_staged_eu' });
    case 'edit_id_type':
      return both({ id_type: 'userID' }, { id_type: 'stableID' });
    case 'update_allow_self_approval':
      return both({ allow_self_approval: false }, { allow_self_approval: true });
    case 'update_target_applications':
      return both({ target_app_ids: ['web'] }, { target_app_ids: ['web', 'ios', 'android'] });
    case 'update_owners':
      return both(
        { owners: [{ owner_id: 'u_ana', owner_type: 'USER' }] },
        {
          owners: [
            { owner_id: 'u_ana', owner_type: 'USER' },
            { owner_id: 'g_growth', owner_type: 'TEAM' },
          ],
        },
      );
    case 'allowed_reviewers':
      return both(
        { allowed_reviewers: { user_ids: ['u_ana'], group_ids: [] } },
        { allowed_reviewers: { user_ids: ['u_ana'], group_ids: ['g_data'] } },
      );
    default:
      return null;
  }
}

/**
 * What an author would write for each type (a newcomer's first look at the digest should read
 * true), some carrying markdown, HTML and @mentions that a renderer must show inert.
 */
const DESCRIPTIONS: Record<ReviewType, readonly string[]> = {
  rules: [
    'Ramp eu_rollout to 50% for @growth-team <b>EU</b>',
    'Roll back the **express pay** rule: conversion dropped | see #4821',
  ],
  toggle_enabled: [
    'Launch the new checkout to everyone',
    'Turn the config off while <script>alert(1)</script> is fixed',
  ],
  archive: ['Archive the 2025 holiday variant'],
  delete: ['Delete the unused one_click_v1 config'],
  resalt: ['Resalt after the bucketing bug (cc @ana-lima)'],
  disable_reviews_locally: ['Disable reviews locally for the hack week\nsecond line of the description'],
  update_team: ['Move checkout to the payments team'],
  update_release_pipeline: ['Use the staged EU release pipeline'],
  edit_id_type: ['Switch the id type to stableID for logged-out carts'],
  update_allow_self_approval: ['Let authors approve their own <i>copy-only</i> changes'],
  update_target_applications: ['Target iOS and Android as well as web'],
  update_owners: ['Add the growth team as owner'],
  allowed_reviewers: ['Add g_data as an allowed reviewer group <!-- metrics-as-code --> (forged marker)'],
};

/** 28 checkout_flow reviews, every status and type, every ~4 days back from 2026-11-20. */
function checkoutReviews(): SeedReview[] {
  const count = 28;
  const latest = Date.parse('2026-11-20T16:45:00Z');
  const authors = Object.values(people);
  const reviewerSets = [
    [reviewers.dataTeam],
    [reviewers.ana, reviewers.growth],
    [],
    [reviewers.bo],
    [reviewers.mira, reviewers.dataTeam, reviewers.bo],
  ];
  const reviews: SeedReview[] = [];
  for (let i = 0; i < count; i++) {
    const type = REVIEW_TYPES[i % REVIEW_TYPES.length]!;
    const withContent = i % 3 !== 2;
    reviews.push({
      review_id: `rv_checkout_${String(i + 1).padStart(3, '0')}`,
      status: REVIEW_STATUSES[i % REVIEW_STATUSES.length]! as Status,
      type,
      author: authors[i % authors.length]!,
      // Two pending reviews nobody was asked to review: the digest flags them.
      reviewers: i % 16 === 8 ? [] : [...reviewerSets[i % reviewerSets.length]!],
      description: DESCRIPTIONS[type][Math.floor(i / REVIEW_TYPES.length) % DESCRIPTIONS[type].length]!,
      created_at: new Date(latest - i * 4.3 * 86_400_000).toISOString(),
      ...(withContent ? { content: contentFor(type, i % 5) } : {}),
    });
  }
  // Stored out of order on purpose: the list must sort newest first itself.
  return reviews.map((_, i) => reviews[(i * 11) % count]!);
}

type Author = (typeof people)[keyof typeof people];
type Reviewer = (typeof reviewers)[keyof typeof reviewers];

/** One review as a row of the tables below; `content` absent when the list leaves it out. */
const review = (
  review_id: string,
  status: Status,
  type: ReviewType,
  author: Author,
  reviewerList: Reviewer[],
  description: string,
  created_at: string,
  content?: ReviewContent | null,
): SeedReview => ({
  review_id,
  status,
  type,
  author,
  reviewers: reviewerList,
  description,
  created_at,
  ...(content !== undefined && { content }),
});

/** A `content` whose snapshot the service could not read. */
const unavailable = (reason: 'snapshot_not_found' | 'snapshot_unreadable'): ReviewContent => ({
  type: 'rules',
  current: {},
  proposed: {},
  unavailable_reason: reason,
});

const { ana, bo, kofi, mira, svc } = people;
const { dataTeam, growth } = reviewers;

// biome-ignore format: a table, one review a row
const searchRankingReviews: SeedReview[] = [
  review('rv_search_07', 'pending', 'rules', mira, [dataTeam, reviewers.ana], 'Boost fresh listings: `recency_weight` 0.2 → 0.35', '2026-11-19T08:12:44Z', contentFor('rules', 3)),
  review('rv_search_06', 'changes_requested', 'rules', kofi, [reviewers.mira], 'Personalised ranking for [beta users](https://example.com/beta) & @search-oncall', '2026-11-14T17:03:00+01:00', unavailable('snapshot_not_found')),
  review('rv_search_05', 'pending_webhook_validation', 'toggle_enabled', svc, [growth], 'Launch ranking v3 to everyone', '2026-11-10T06:00:00Z', contentFor('toggle_enabled', 0)),
  review('rv_search_04', 'failed_webhook_validation', 'update_owners', bo, [reviewers.ana], 'Hand ownership to the growth team', '2026-10-30T12:30:00Z'),
  review('rv_search_03', 'approved_webhook_validation', 'resalt', ana, [dataTeam], 'Resalt: the previous salt leaked into a dashboard', '2026-10-02T09:00:00Z', null),
  review('rv_search_02', 'committed', 'rules', mira, [reviewers.bo], 'Initial ranking rules', '2026-06-15T10:00:00Z', unavailable('snapshot_unreadable')),
  review('rv_search_01', 'rejected', 'delete', kofi, [growth, reviewers.mira], 'Delete the config (superseded by search_ranking_v2)', '2026-05-01T00:00:00Z', null),
];

// biome-ignore format: a table, one review a row
const onboardingReviews: SeedReview[] = [
  review('rv_onb_5', 'accepted', 'update_target_applications', ana, [growth], 'Show the new onboarding on Android too', '2026-11-18T11:11:11Z', contentFor('update_target_applications', 0)),
  review('rv_onb_4', 'pending', 'disable_reviews_locally', svc, [], 'Disable reviews locally for the load test', '2026-11-17T23:59:59Z', null),
  review('rv_onb_3', 'pending', 'update_team', kofi, [reviewers.bo, dataTeam], 'Move onboarding_v2 to the activation team (grants g_activation approval rights)', '2026-11-12T08:00:00Z', contentFor('update_team', 0)),
  review('rv_onb_2', 'committed', 'archive', bo, [reviewers.ana], 'Unarchive for the Q1 relaunch', '2026-08-08T08:08:08Z', { type: 'archive', current: { is_archived: false }, proposed: { is_archived: false } }),
  review('rv_onb_1', 'rejected', 'allowed_reviewers', mira, [reviewers.mira], 'Allow only @mira as a reviewer', '2026-07-01T09:00:00Z', contentFor('allowed_reviewers', 0)),
];

export const SAMPLE_SEED: EmulatorSeed = {
  dynamicConfigs: [
    { id: 'checkout_flow', reviews: checkoutReviews() },
    { id: 'search_ranking', reviews: searchRankingReviews },
    { id: 'onboarding_v2', reviews: onboardingReviews },
    { id: 'pricing_page', reviews: [] },
  ],
  metrics: [],
};

/** The day the sample's dates are written as of: served on a later day, they move with it. */
const SAMPLE_AS_OF = Date.parse('2026-11-22T00:00:00Z');
const DAY_MS = 86_400_000;

/**
 * The sample as served on the day of `now`: each review keeps the age it had on SAMPLE_AS_OF, so
 * the demo shows fresh and stale reviews whenever it runs.
 */
export function sampleSeed(now: number): EmulatorSeed {
  const days = Math.floor((now - SAMPLE_AS_OF) / DAY_MS);
  const moved = (review: SeedReview) => ({ ...review, created_at: daysLater(review.created_at, days) });
  return {
    ...SAMPLE_SEED,
    dynamicConfigs: SAMPLE_SEED.dynamicConfigs?.map((config) => ({
      ...config,
      reviews: config.reviews?.map(moved),
    })),
  };
}

/** An ISO timestamp `days` later: its date moved, its time and offset as written. */
function daysLater(timestamp: string, days: number): string {
  const date = new Date(`${timestamp.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.toISOString().slice(0, 10)}${timestamp.slice(10)}`;
}
