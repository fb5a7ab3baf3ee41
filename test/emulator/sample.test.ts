// The built-in sample is a newcomer's first look at the reviews digest: every status and type,
// ages from days to months, pending reviews nobody was asked to review, descriptions that fit.
import { describe, expect, it } from 'vitest';
import { SAMPLE_SEED } from '../../src/emulator/sample.js';
import { startEmulator } from '../../src/emulator/server.js';

const reviews = (SAMPLE_SEED.dynamicConfigs ?? []).flatMap((config) => config.reviews ?? []);
const NOW = Date.parse('2026-11-22T00:00:00Z');

describe('the sample reviews', () => {
  it('spread in age, fresh and stale (statuses, types and reviewers: reviews-page.test.ts)', () => {
    const ages = reviews.map((r) => (NOW - Date.parse(r.created_at)) / 86_400_000);
    expect(ages.some((age) => age < 7)).toBe(true);
    expect(ages.some((age) => age > 30)).toBe(true);
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

  it('keep their ages whatever the day the emulator starts', async () => {
    // Observed: on 2026-11-28 the demo's digest called 24 of its 25 open reviews stale (the
    // sample's dates were fixed), and a year on every review would fall out of the 365 days read.
    const yearOn = NOW + 365 * 86_400_000;
    const emulator = await startEmulator({ now: () => yearOn });
    try {
      const answer = await fetch(
        `${emulator.url}/console/v1/dynamic_configs/checkout_flow/reviews?limit=100`,
        {
          headers: { 'SERVICE-API-KEY': 'console-dev-key' },
        },
      );
      const { data } = (await answer.json()) as { data: { review_id: string; created_at: string }[] };
      const agesThen = new Map(reviews.map((r) => [r.review_id, NOW - Date.parse(r.created_at)]));
      for (const review of data)
        expect(yearOn - Date.parse(review.created_at), review.review_id).toBe(agesThen.get(review.review_id));
    } finally {
      await emulator.close();
    }
  });
});
