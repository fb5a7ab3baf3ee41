// GET /console/v1/dynamic_configs/{id}/reviews: paging exactly as docs/emulator.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_STATUSES, REVIEW_TYPES } from '../../src/contract/console-api.js';
import { SAMPLE_SEED } from '../../src/emulator/sample.js';
import { type RunningEmulator, type SeedReview, startEmulator } from '../../src/emulator/server.js';
import { call, reviews } from './helpers.js';

const REVIEW_KEYS = ['author', 'created_at', 'description', 'review_id', 'reviewers', 'status', 'type'];

function review(id: string, createdAt: string, extra: Partial<SeedReview> = {}): SeedReview {
  return {
    review_id: id,
    status: 'pending',
    type: 'rules',
    author: { id: 'u_1', email: null },
    reviewers: [{ id: 'g_data', kind: 'group' }],
    description: `review ${id}`,
    created_at: createdAt,
    ...extra,
  };
}

let sample: RunningEmulator;
let custom: RunningEmulator;

beforeAll(async () => {
  sample = await startEmulator();
  custom = await startEmulator({
    seed: {
      dynamicConfigs: [
        {
          id: 'tz and ties',
          reviews: [
            review('r_old', '2026-01-01T00:00:00Z'),
            review('r_tie_first', '2026-03-01T12:00:00Z'),
            review('r_offset', '2026-03-01T12:30:00+01:00'), // 11:30Z: older than the ties
            review('r_new', '2026-05-01T00:00:00.000Z'),
            review('r_tie_second', '2026-03-01T12:00:00.000Z'),
          ],
        },
        {
          id: 'a/b c%',
          reviews: Array.from({ length: 3 }, (_, i) => review(`s${i}`, `2026-02-0${i + 1}T00:00:00Z`)),
        },
        {
          id: 'with content',
          reviews: [
            review('c_rules', '2026-02-01T00:00:00Z', {
              content: { type: 'rules', current: { rules: [] }, proposed: { rules: [] } },
            }),
            review('c_lost', '2026-02-02T00:00:00Z', {
              content: { type: 'rules', current: {}, proposed: {}, unavailable_reason: 'snapshot_not_found' },
            }),
            review('c_none', '2026-02-03T00:00:00Z', { type: 'delete', content: null }),
          ],
        },
      ],
    },
  });
});
afterAll(async () => {
  await sample.close();
  await custom.close();
});

describe('defaults and links', () => {
  it('answers page 1 of 10, newest first, with links as paths with query', async () => {
    const reply = await reviews(sample.url, 'checkout_flow');
    expect(reply.status).toBe(200);
    expect(reply.json.message).toEqual(expect.any(String));
    expect(reply.json.data).toHaveLength(10);
    expect(reply.json.pagination).toEqual({
      itemsPerPage: 10,
      pageNumber: 1,
      nextPage: '/console/v1/dynamic_configs/checkout_flow/reviews?page=2&limit=10',
      previousPage: null,
      totalItems: 28,
      all: '/console/v1/dynamic_configs/checkout_flow/reviews',
    });
  });

  it('following nextPage visits every review once, newest first, and ends with null', async () => {
    const seen: { review_id: string; created_at: string }[] = [];
    let next: string | null = '/console/v1/dynamic_configs/checkout_flow/reviews?limit=7';
    let previous: string | null = null;
    let pages = 0;
    while (next) {
      const reply = await call(sample.url, next);
      expect(reply.status).toBe(200);
      pages++;
      expect(reply.json.pagination.pageNumber).toBe(pages);
      expect(reply.json.pagination.previousPage).toBe(previous);
      seen.push(...reply.json.data);
      previous = `/console/v1/dynamic_configs/checkout_flow/reviews?page=${pages}&limit=7`;
      next = reply.json.pagination.nextPage;
    }
    expect(pages).toBe(4);
    expect(new Set(seen.map((item) => item.review_id)).size).toBe(28);
    const times = seen.map((item) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('a last partial page, and a page past the end that is empty and points back', async () => {
    const last = await reviews(sample.url, 'checkout_flow', 'page=3&limit=10');
    expect(last.json.data).toHaveLength(8);
    expect(last.json.pagination).toMatchObject({
      nextPage: null,
      previousPage: expect.stringContaining('page=2&limit=10'),
    });
    const past = await reviews(sample.url, 'checkout_flow', 'page=9&limit=10');
    expect(past.status).toBe(200);
    expect(past.json.data).toEqual([]);
    expect(past.json.pagination).toMatchObject({
      pageNumber: 9,
      nextPage: null,
      previousPage: '/console/v1/dynamic_configs/checkout_flow/reviews?page=3&limit=10',
      totalItems: 28,
    });
  });

  it('an empty config: one empty page, no links', async () => {
    const reply = await reviews(sample.url, 'pricing_page');
    expect(reply.status).toBe(200);
    expect(reply.json.data).toEqual([]);
    expect(reply.json.pagination).toMatchObject({ nextPage: null, previousPage: null, totalItems: 0 });
  });

  it('encodes config ids in links', async () => {
    const reply = await reviews(custom.url, 'a/b c%', 'limit=2');
    expect(reply.status).toBe(200);
    expect(reply.json.pagination.nextPage).toBe(
      '/console/v1/dynamic_configs/a%2Fb%20c%25/reviews?page=2&limit=2',
    );
    const second = await call(custom.url, reply.json.pagination.nextPage);
    expect(second.json.data.map((item: { review_id: string }) => item.review_id)).toEqual(['s0']);
  });
});

describe('limit and page values', () => {
  it.each([
    ['limit=1', 1, 1],
    ['limit=100', 28, 1],
    ['limit=05&page=02', 5, 2],
    ['page=1&limit=10&unrelated=x', 10, 1],
  ])('accepts %s', async (query, count, page) => {
    const reply = await reviews(sample.url, 'checkout_flow', query);
    expect(reply.status).toBe(200);
    expect(reply.json.data).toHaveLength(count);
    expect(reply.json.pagination.pageNumber).toBe(page);
  });

  it.each([
    'limit=0',
    'limit=101',
    'limit=-1',
    'limit=1.5',
    'limit=abc',
    'limit=',
    'limit=1e1',
    'limit=%205',
    'limit=0x10',
    'limit=10&limit=20',
    'page=0',
    'page=-2',
    'page=two',
    'page=99999999999999999999',
    'page=1.0',
    'page=',
  ])('answers 400 to %s', async (query) => {
    const reply = await reviews(sample.url, 'checkout_flow', query);
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({ status: 400, message: expect.stringMatching(/limit|page/) });
  });
});

describe('items', () => {
  it('never carry content, only the fields of 2.1, though the seed has it', async () => {
    const reply = await reviews(custom.url, 'with content');
    expect(reply.json.data).toHaveLength(3);
    for (const item of reply.json.data) expect(Object.keys(item).sort()).toEqual(REVIEW_KEYS);
    expect(reply.text).not.toContain('"content"');
    expect(reply.text).not.toContain('proposed');
  });

  it('sort newest first across time zones; ties keep the seed order', async () => {
    const reply = await reviews(custom.url, 'tz and ties');
    expect(reply.json.data.map((item: { review_id: string }) => item.review_id)).toEqual([
      'r_new',
      'r_tie_first',
      'r_tie_second',
      'r_offset',
      'r_old',
    ]);
  });

  it('404 for an unknown dynamic config, whatever the query', async () => {
    for (const query of ['', 'limit=0']) {
      const reply = await reviews(sample.url, 'no_such_config', query);
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual({
        status: 404,
        message: 'Not Found. The requested resource could not be found.',
      });
    }
    expect((await reviews(sample.url, 'CHECKOUT_FLOW')).status).toBe(404);
  });
});

describe('the built-in sample', () => {
  const all = (SAMPLE_SEED.dynamicConfigs ?? []).flatMap((config) => config.reviews ?? []);

  it('has every status and type, authors with and without email, user and group reviewers', () => {
    expect(new Set(all.map((item) => item.status))).toEqual(new Set(REVIEW_STATUSES));
    expect(new Set(all.map((item) => item.type))).toEqual(new Set(REVIEW_TYPES));
    expect(all.some((item) => item.author.email === null)).toBe(true);
    expect(all.some((item) => item.author.email !== null)).toBe(true);
    const kinds = new Set(all.flatMap((item) => item.reviewers.map((reviewer) => reviewer.kind)));
    expect(kinds).toEqual(new Set(['user', 'group']));
    expect(all.some((item) => item.reviewers.length === 0)).toBe(true);
  });

  it('has a config over 25 reviews and descriptions a renderer must neutralise', async () => {
    const sizes = (SAMPLE_SEED.dynamicConfigs ?? []).map((config) => config.reviews?.length ?? 0);
    expect(Math.max(...sizes)).toBeGreaterThan(25);
    const served = await reviews(sample.url, 'checkout_flow', 'limit=100');
    const descriptions = served.json.data.map((item: { description: string }) => item.description).join('\n');
    expect(descriptions).toContain('@growth-team <b>EU</b>');
    expect(descriptions).toContain('|');
    expect(descriptions).toContain('<!--');
  });

  it('serves checkout_flow, search_ranking and onboarding_v2', async () => {
    for (const id of ['checkout_flow', 'search_ranking', 'onboarding_v2']) {
      const reply = await reviews(sample.url, id, 'limit=100');
      expect(reply.status).toBe(200);
      expect(reply.json.data.length).toBeGreaterThan(3);
    }
  });
});
