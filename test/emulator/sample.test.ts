// The built-in sample is a newcomer's first look at the reviews digest: every status and type,
// ages from days to months, pending reviews nobody was asked to review, descriptions that fit.
import { describe, expect, it } from 'vitest';
import { REVIEW_STATUSES, REVIEW_TYPES } from '../../src/contract/console-api.js';
import { SAMPLE_SEED } from '../../src/emulator/sample.js';

const reviews = (SAMPLE_SEED.dynamicConfigs ?? []).flatMap((config) => config.reviews ?? []);
const NOW = Date.parse('2026-11-22T00:00:00Z');

describe('the sample reviews', () => {
  it('hold every status and every type', () => {
    expect(new Set(reviews.map((r) => r.status))).toEqual(new Set(REVIEW_STATUSES));
    expect(new Set(reviews.map((r) => r.type))).toEqual(new Set(REVIEW_TYPES));
  });

  it('spread in age (fresh and stale), with user and group reviewers and pending ones with none', () => {
    const ages = reviews.map((r) => (NOW - Date.parse(r.created_at)) / 86_400_000);
    expect(ages.some((age) => age < 7)).toBe(true);
    expect(ages.some((age) => age > 30)).toBe(true);
    expect(reviews.some((r) => r.status === 'pending' && r.reviewers.length === 0)).toBe(true);
    const kinds = new Set(reviews.flatMap((r) => r.reviewers.map((reviewer) => reviewer.kind)));
    expect(kinds).toEqual(new Set(['user', 'group']));
  });

  it('describe what their type changes', () => {
    const words: Record<string, RegExp> = {
      resalt: /resalt/i,
      delete: /delete/i,
      archive: /archive/i,
      update_team: /team/i,
      update_owners: /owner/i,
      allowed_reviewers: /reviewer/i,
      edit_id_type: /id type/i,
    };
    for (const review of reviews.filter((r) => r.type in words))
      expect(review.description, `${review.review_id} (${review.type})`).toMatch(words[review.type]!);
  });
});
