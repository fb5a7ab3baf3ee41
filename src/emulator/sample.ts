// The built-in sample served when no seed is given: enough variety that every renderer and the
// pagination code meet real cases. Every review status (docs/api-contract.md) and type occurs,
// each description fits its type, ages from days to months (some stale), pending reviews with
// nobody asked to review them, authors with and without email, user and group reviewers, a config
// with more than 25 reviews (three pages at the default limit), an empty config, and descriptions
// carrying markdown, HTML and @mentions, which a renderer must show inert. No `content`: the list
// never serves it.
import { REVIEW_STATUSES, REVIEW_TYPES } from '../contract/console-api.js';
import type { EmulatorSeed, SeedReview } from './seed.js';

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
    reviews.push({
      review_id: `rv_checkout_${String(i + 1).padStart(3, '0')}`,
      status: REVIEW_STATUSES[i % REVIEW_STATUSES.length]! as Status,
      type,
      author: authors[i % authors.length]!,
      // Two pending reviews nobody was asked to review: the digest flags them.
      reviewers: i % 16 === 8 ? [] : [...reviewerSets[i % reviewerSets.length]!],
      description: DESCRIPTIONS[type][Math.floor(i / REVIEW_TYPES.length) % DESCRIPTIONS[type].length]!,
      created_at: new Date(latest - i * 4.3 * 86_400_000).toISOString(),
    });
  }
  // Stored out of order on purpose: the list must sort newest first itself.
  return reviews.map((_, i) => reviews[(i * 11) % count]!);
}

type Author = (typeof people)[keyof typeof people];
type Reviewer = (typeof reviewers)[keyof typeof reviewers];

/** One review as a row of the tables below. */
const review = (
  review_id: string,
  status: Status,
  type: ReviewType,
  author: Author,
  reviewerList: Reviewer[],
  description: string,
  created_at: string,
): SeedReview => ({ review_id, status, type, author, reviewers: reviewerList, description, created_at });

const { ana, bo, kofi, mira, svc } = people;
const { dataTeam, growth } = reviewers;

// biome-ignore format: a table, one review a row
const searchRankingReviews: SeedReview[] = [
  review('rv_search_07', 'pending', 'rules', mira, [dataTeam, reviewers.ana], 'Boost fresh listings: `recency_weight` 0.2 → 0.35', '2026-11-19T08:12:44Z'),
  review('rv_search_06', 'changes_requested', 'rules', kofi, [reviewers.mira], 'Personalised ranking for [beta users](https://example.com/beta) & @search-oncall', '2026-11-14T17:03:00+01:00'),
  review('rv_search_05', 'pending_webhook_validation', 'toggle_enabled', svc, [growth], 'Launch ranking v3 to everyone', '2026-11-10T06:00:00Z'),
  review('rv_search_04', 'failed_webhook_validation', 'update_owners', bo, [reviewers.ana], 'Hand ownership to the growth team', '2026-10-30T12:30:00Z'),
  review('rv_search_03', 'approved_webhook_validation', 'resalt', ana, [dataTeam], 'Resalt: the previous salt leaked into a dashboard', '2026-10-02T09:00:00Z'),
  review('rv_search_02', 'committed', 'rules', mira, [reviewers.bo], 'Initial ranking rules', '2026-06-15T10:00:00Z'),
  review('rv_search_01', 'rejected', 'delete', kofi, [growth, reviewers.mira], 'Delete the config (superseded by search_ranking_v2)', '2026-05-01T00:00:00Z'),
];

// biome-ignore format: a table, one review a row
const onboardingReviews: SeedReview[] = [
  review('rv_onb_5', 'accepted', 'update_target_applications', ana, [growth], 'Show the new onboarding on Android too', '2026-11-18T11:11:11Z'),
  review('rv_onb_4', 'pending', 'disable_reviews_locally', svc, [], 'Disable reviews locally for the load test', '2026-11-17T23:59:59Z'),
  review('rv_onb_3', 'pending', 'update_team', kofi, [reviewers.bo, dataTeam], 'Move onboarding_v2 to the activation team (grants g_activation approval rights)', '2026-11-12T08:00:00Z'),
  review('rv_onb_2', 'committed', 'archive', bo, [reviewers.ana], 'Unarchive for the Q1 relaunch', '2026-08-08T08:08:08Z'),
  review('rv_onb_1', 'rejected', 'allowed_reviewers', mira, [reviewers.mira], 'Allow only @mira as a reviewer', '2026-07-01T09:00:00Z'),
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
