// Who must act on an open review, and how much it risks: one table keyed by status, one keyed by
// type (docs/reference.md, "The reviews digest"). Both read only the list's fields, so the digest costs
// no per-review request.

import { compareText } from '../diagnostics/finding.js';
import { count } from './count.js';
import type { ReviewNeeds, ReviewRisk, ReviewSummaryItem, RunReport } from './model.js';

/** Who acts next, by status; the order is the digest's group order. */
export const NEEDS_BY_STATUS: Readonly<Record<string, { needs: ReviewNeeds; who: string }>> = {
  pending: { needs: 'review', who: 'the requested reviewers' },
  changes_requested: { needs: 'author', who: 'the author revises' },
  accepted: { needs: 'commit', who: 'the author commits the approved change' },
  approved_webhook_validation: { needs: 'commit', who: 'the author commits the approved change' },
  failed_webhook_validation: { needs: 'author', who: 'the author fixes what the validation webhook refused' },
  pending_webhook_validation: { needs: 'validation', who: 'nobody yet: the webhook is running' },
};

export const NEEDS_ORDER: readonly ReviewNeeds[] = ['review', 'author', 'commit', 'validation'];

/** Each group's title in the digest, and how its count reads. */
export const NEEDS_TITLE: Readonly<Record<ReviewNeeds, { title: string; count: (n: number) => string }>> = {
  review: {
    title: 'Needs review: the requested reviewers act',
    count: (n) => `${n} need${n === 1 ? 's' : ''} review`,
  },
  author: {
    title: 'Needs the author: revise, or fix what validation refused',
    count: (n) => `${n} need${n === 1 ? 's' : ''} the author`,
  },
  commit: { title: 'Approved: the author commits', count: (n) => `${n} to commit` },
  validation: { title: 'In validation: nobody acts yet', count: (n) => `${n} in validation` },
};

/** Grouped by who must act (review, author, commit, validation), the oldest first in each. */
export function digestOrder(reviews: readonly ReviewSummaryItem[]): ReviewSummaryItem[] {
  return [...reviews].sort(
    (a, b) =>
      NEEDS_ORDER.indexOf(a.needs) - NEEDS_ORDER.indexOf(b.needs) ||
      compareText(a.created_at, b.created_at) ||
      compareText(a.dynamicConfig, b.dynamicConfig) ||
      compareText(a.review_id, b.review_id),
  );
}

/** ` of the last 30 days` when reviews.maxAgeDays cut the listing; '' when it read them all. */
export function ageWindow(report: RunReport): string {
  const days = report.reviewScope?.maxAgeDays;
  if (days === undefined) return '';
  return days === 1 ? ' of the last day' : ` of the last ${days} days`;
}

/**
 * `3 need review · 1 needs the author · 2 stale · 1 high risk`: what the digest asks of whom. With
 * `unread` dynamic configs whose reviews could not be read, it never says that nothing waits.
 */
export function digestHeadline(reviews: readonly ReviewSummaryItem[], unread = 0): string {
  const parts = NEEDS_ORDER.map((needs) => [needs, reviews.filter((r) => r.needs === needs).length] as const)
    .filter(([, n]) => n > 0)
    .map(([needs, n]) => NEEDS_TITLE[needs].count(n));
  const stale = reviews.filter((r) => r.stale).length;
  const high = reviews.filter((r) => r.risk === 'high').length;
  const nobody = reviews.filter((r) => r.noReviewers).length;
  if (stale) parts.push(`${stale} stale`);
  if (high) parts.push(`${high} high risk`);
  if (nobody) parts.push(`${nobody} with nobody asked to review`);
  if (unread > 0) parts.push(`the reviews of ${count(unread, 'dynamic config')} could not be read`);
  return parts.join(' · ') || 'nothing waits';
}

/**
 * How much a review type can change what users get, from what each type updates (the contract's
 * review fields). An unknown type (one the service adds later) is medium: unknown, so looked at.
 */
export const RISK_BY_TYPE: Readonly<Record<string, { risk: ReviewRisk; reason: string }>> = {
  resalt: { risk: 'high', reason: 're-buckets every user in every percentage rollout of the config' },
  delete: { risk: 'high', reason: 'deletes the config: every caller gets the code default' },
  archive: {
    risk: 'high',
    reason: 'archives (or unarchives) the config: callers stop (or start) getting its values',
  },
  rules: { risk: 'high', reason: 'replaces the rules: changes what users are served' },
  toggle_enabled: { risk: 'high', reason: 'turns the config on or off, or launches a payload to everyone' },
  allowed_reviewers: { risk: 'medium', reason: 'changes who may approve reviews of this config' },
  update_allow_self_approval: { risk: 'medium', reason: 'lets (or stops) authors approve their own changes' },
  update_team: {
    risk: 'medium',
    reason: 'moves the config to another team, which can change who may approve',
  },
  disable_reviews_locally: {
    risk: 'medium',
    reason: 'turns reviews off for this config: later changes need no approval',
  },
  update_owners: { risk: 'medium', reason: 'changes who owns the config, and so who may approve' },
  update_release_pipeline: { risk: 'medium', reason: 'changes how changes roll out through environments' },
  edit_id_type: { risk: 'medium', reason: 'changes the unit users are bucketed by' },
  update_target_applications: { risk: 'low', reason: 'changes which applications see the config' },
};

const UNKNOWN_TYPE = {
  risk: 'medium',
  reason: 'a review type this version does not know: look at it',
} as const;

export function needsOf(status: string): ReviewNeeds {
  return NEEDS_BY_STATUS[status]?.needs ?? 'review';
}

export function riskOf(type: string): { risk: ReviewRisk; reason: string } {
  return Object.hasOwn(RISK_BY_TYPE, type) ? RISK_BY_TYPE[type]! : UNKNOWN_TYPE;
}

/** What a person does on a review that waits for them, by what it needs. */
const ACT_VERB: Readonly<Record<Exclude<ReviewNeeds, 'validation'>, string>> = {
  review: 'review',
  author: 'revise',
  commit: 'commit',
};

/** Someone who must act on open reviews: every name the digest knows them by, and what waits. */
export interface PersonToAct {
  /** The GitHub handle `reviews.people` gives them, when it does. */
  handle?: string;
  /** Their names in the reviews (`u_ana`, `group:g_data`, an author's email), in digest order. */
  names: string[];
  /** The reviews that wait for them, each with what they do, in digest order. */
  tasks: { verb: string; review: ReviewSummaryItem }[];
}

/**
 * Each person (or group) and the reviews that wait for them: a pending review's requested
 * reviewers, a revised or approved one's author; one entry per handle, so an id and an email of
 * the same person are one. The busiest first, then by name.
 */
/** Whether the author acts next: on a review sent back, failed or approved (not in validation). */
export function authorActs(needs: ReviewNeeds): boolean {
  return needs === 'author' || needs === 'commit';
}

export function peopleToAct(reviews: readonly ReviewSummaryItem[]): PersonToAct[] {
  const people = new Map<string, PersonToAct>();
  // One person by handle, else a user by platform id: an author's email and id are one.
  const add = (key: string, name: string, handle: string | undefined, act: PersonToAct['tasks'][number]) => {
    const person = people.get(key) ?? { ...(handle !== undefined && { handle }), names: [], tasks: [] };
    people.set(key, person);
    if (!person.names.includes(name)) person.names.push(name);
    // Two names of one person on one review (an id and a group mapped to one handle) act once:
    // reviews come in order, so that review is their last.
    if (person.tasks.at(-1)?.review !== act.review) person.tasks.push(act);
  };
  for (const review of digestOrder(reviews)) {
    if (review.needs === 'validation') continue;
    const act = { verb: ACT_VERB[review.needs], review };
    if (authorActs(review.needs)) {
      const { author, authorHandle: handle } = review;
      add(handle ?? `user:${review.authorId ?? author}`, author, handle, act);
      continue;
    }
    for (const { id, kind, handle } of review.reviewers) {
      const name = kind === 'group' ? `group:${id}` : id;
      add(handle ?? (kind === 'group' ? name : `user:${id}`), name, handle, act);
    }
  }
  return [...people.values()].sort(
    (a, b) =>
      b.tasks.length - a.tasks.length || compareText(a.handle ?? a.names[0]!, b.handle ?? b.names[0]!),
  );
}

/** `review rv_1, rv_2 · commit rv_3`: a person's tasks by verb, at most `shown` ids in all. */
export function tasksLine(
  person: PersonToAct,
  id: (review: ReviewSummaryItem) => string,
  shown = 12,
): string {
  const parts: string[] = [];
  let left = shown;
  for (const verb of Object.values(ACT_VERB)) {
    const mine = person.tasks.filter((task) => task.verb === verb);
    if (mine.length === 0) continue;
    const ids = mine.slice(0, Math.max(0, left)).map((task) => id(task.review));
    left -= ids.length;
    const more = mine.length - ids.length;
    const rest = more > 0 ? [`${ids.length > 0 ? 'and ' : ''}${more} more`] : [];
    parts.push(`${verb} ${[ids.join(', '), ...rest].filter(Boolean).join(' ')}`);
  }
  return parts.join(' · ');
}

/** Watched configs whose reviews a run could not read: each problem, or one when `reviews` failed. */
export function unreadConfigs(report: {
  mode: string;
  reviewProblems: readonly unknown[];
  failure?: unknown;
}): number {
  return Math.max(report.reviewProblems.length, report.mode === 'reviews' && report.failure ? 1 : 0);
}
