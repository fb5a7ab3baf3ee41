import { describe, expect, it } from 'vitest';
import type { ReviewsPageAsRead as ReviewsPage } from '../../src/console/responses.js';
import {
  collectReviews,
  type FetchPage,
  type PageAnswer,
  pageKey,
  plannedPages,
  resolveNextPage,
  reviewsPagePath,
} from '../../src/console/reviews-pager.js';
import type { Review } from '../../src/contract/console-shapes.js';

const STATUSES = ['pending', 'accepted', 'committed', 'rejected'];
const DAY = 86_400_000;
const NOW = Date.parse('2026-11-21T00:00:00Z');

/** `count` reviews, newest first, one day apart, starting a day before NOW. */
function reviews(count: number): Review[] {
  return Array.from({ length: count }, (_, i) => ({
    review_id: `rv_${i + 1}`,
    status: STATUSES[i % STATUSES.length]!,
    type: 'rules',
    author: { id: `u_${i}`, email: null },
    reviewers: [],
    description: `change ${i + 1}`,
    created_at: new Date(NOW - (i + 1) * DAY).toISOString(),
  }));
}

type LinkStyle = 'path' | 'url' | 'query' | 'none';

/** A page fetcher from a function that answers a path. */
function answering(answer: (path: string) => PageAnswer | Promise<PageAnswer>): FetchPage {
  return async (path) => answer(path);
}

/** An in-memory paged list as the service pages it; records every path asked for. */
function pagedList(all: Review[], options: { linkStyle?: LinkStyle; withTotals?: boolean } = {}) {
  const asked: string[] = [];
  const fetchPage = answering((path): PageAnswer => {
    asked.push(path);
    const url = new URL(path, 'http://x');
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? '10');
    const data = all.slice((page - 1) * limit, page * limit);
    const more = page * limit < all.length;
    const next = `${url.pathname}?page=${page + 1}&limit=${limit}`;
    const links: Record<LinkStyle, string> = {
      path: next,
      url: `https://console.example.com${next}`,
      query: `?page=${page + 1}&limit=${limit}`,
      none: '',
    };
    const body: ReviewsPage = {
      message: 'ok',
      data,
      pagination: {
        itemsPerPage: limit,
        pageNumber: page,
        nextPage: more && options.linkStyle !== 'none' ? links[options.linkStyle ?? 'path'] : null,
        previousPage: null,
        ...(options.withTotals === false ? {} : { totalItems: all.length }),
      },
    };
    if (options.withTotals === false) delete body.pagination.itemsPerPage;
    return { ok: true, page: body };
  });
  return { fetchPage, asked };
}

const base = { dynamicConfigId: 'checkout flow', pageSize: 10, concurrency: 4 };

describe('collectReviews', () => {
  it('reads page 1, then every remaining page concurrently when the totals are known', async () => {
    const list = pagedList(reviews(95));
    const result = await collectReviews(list.fetchPage, base);
    expect(result).toMatchObject({ ok: true, pages: 10 });
    if (!result.ok) return;
    expect(result.reviews.map((r) => r.review_id)).toEqual(reviews(95).map((r) => r.review_id));
    expect(list.asked[0]).toBe('/console/v1/dynamic_configs/checkout%20flow/reviews?page=1&limit=10');
    expect(new Set(list.asked).size).toBe(10);
  });

  for (const linkStyle of ['path', 'url', 'query'] as const) {
    it(`follows nextPage given as a ${linkStyle} when the totals are unknown`, async () => {
      const list = pagedList(reviews(25), { linkStyle, withTotals: false });
      const result = await collectReviews(list.fetchPage, base);
      expect(result).toMatchObject({ ok: true, pages: 3, warnings: [] });
      if (result.ok) expect(result.reviews).toHaveLength(25);
      expect(list.asked.map((path) => new URL(path, 'http://x').searchParams.get('page'))).toEqual([
        '1',
        '2',
        '3',
      ]);
    });
  }

  it('keeps only the wanted statuses', async () => {
    const result = await collectReviews(pagedList(reviews(40)).fetchPage, {
      ...base,
      statuses: ['pending', 'accepted'],
    });
    expect(result.ok && result.reviews.map((r) => r.status)).toEqual(
      reviews(40)
        .filter((r) => r.status === 'pending' || r.status === 'accepted')
        .map((r) => r.status),
    );
  });

  it('stops at the first page that reaches past maxAgeDays and drops the older reviews', async () => {
    const list = pagedList(reviews(200));
    const result = await collectReviews(list.fetchPage, {
      ...base,
      concurrency: 1,
      cutoffMs: NOW - 25.5 * DAY,
    });
    expect(result.ok && result.reviews.map((r) => r.review_id)).toEqual(reviews(25).map((r) => r.review_id));
    // Page 3 holds the 26th review; with one page at a time nothing after it is asked for.
    expect(list.asked).toHaveLength(3);
  });

  it('stops early past the cutoff with concurrent pages too, asking at most one round more', async () => {
    const list = pagedList(reviews(500));
    const result = await collectReviews(list.fetchPage, {
      ...base,
      concurrency: 4,
      cutoffMs: NOW - 35.5 * DAY,
    });
    expect(result.ok && result.reviews).toHaveLength(35);
    expect(list.asked.length).toBeLessThanOrEqual(4 + 4);
  });

  it('stops early past the cutoff on page 1 without asking for more', async () => {
    const list = pagedList(reviews(500));
    const result = await collectReviews(list.fetchPage, { ...base, cutoffMs: NOW - 3.5 * DAY });
    expect(result.ok && result.reviews).toHaveLength(3);
    expect(list.asked).toHaveLength(1);
  });

  it('stops on a nextPage that points back to a page already read, and says so', async () => {
    const loop = answering((path) => ({
      ok: true,
      page: {
        data: reviews(2),
        pagination: { nextPage: path.includes('page=1') ? '?limit=10&page=2' : '?page=1&limit=10' },
      },
    }));
    const result = await collectReviews(loop, base);
    expect(result).toMatchObject({ ok: true, pages: 2 });
    if (result.ok) {
      expect(result.reviews).toHaveLength(2);
      expect(result.warnings[0]).toMatch(/points back to a page already read/);
    }
  });

  it('stops after maxPages of a list that never ends', async () => {
    let n = 0;
    const endless = answering(() => {
      n += 1;
      return {
        ok: true,
        page: {
          data: reviews(1).map((r) => ({ ...r, review_id: `rv_${n}` })),
          pagination: { nextPage: `?page=${n + 1}` },
        },
      };
    });
    const result = await collectReviews(endless, { ...base, maxPages: 7 });
    expect(result).toMatchObject({ ok: true, pages: 7 });
    expect(n).toBe(7);
  });

  it('returns the error of the page that failed, naming the page', async () => {
    const list = pagedList(reviews(50));
    const failing: FetchPage = async (path) =>
      path.includes('page=3')
        ? { ok: false, error: { kind: 'transient', message: 'gave up', fieldErrors: [] } }
        : list.fetchPage(path);
    expect(await collectReviews(failing, base)).toEqual({
      ok: false,
      error: { kind: 'transient', message: 'page 3: gave up', fieldErrors: [] },
    });
  });

  it('lists each review once when the list shifts between pages', async () => {
    const all = reviews(30);
    let shifted = false;
    const shifting: FetchPage = async (path) => {
      const answer = await pagedList(shifted ? [{ ...all[0]!, review_id: 'rv_new' }, ...all] : all).fetchPage(
        path,
      );
      shifted = true;
      return answer;
    };
    const result = await collectReviews(shifting, { ...base, concurrency: 1 });
    const ids = result.ok ? result.reviews.map((r) => r.review_id) : [];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 10)).toEqual(all.slice(0, 10).map((r) => r.review_id));
  });
});

describe('plannedPages', () => {
  it('plans pages 2..N from totalItems and itemsPerPage', () => {
    expect(plannedPages({ totalItems: 5_000, itemsPerPage: 100, pageNumber: 1 }, 10_000)?.pages).toHaveLength(
      49,
    );
    expect(plannedPages({ totalItems: 100, itemsPerPage: 100 }, 10_000)).toEqual({ pages: [], limit: 100 });
    expect(plannedPages({ totalItems: 101, itemsPerPage: 50 }, 10_000)).toEqual({ pages: [2, 3], limit: 50 });
  });

  it('declines when a figure is missing or inconsistent', () => {
    expect(plannedPages({ totalItems: 50 }, 10_000)).toBeUndefined();
    expect(plannedPages({ totalItems: 50, itemsPerPage: 0 }, 10_000)).toBeUndefined();
    expect(plannedPages({ totalItems: 50, itemsPerPage: 10, pageNumber: 2 }, 10_000)).toBeUndefined();
  });
});

describe('resolveNextPage', () => {
  const current = reviewsPagePath('cfg', 1, 10);

  it('takes a path relative to the base URL', () => {
    expect(resolveNextPage('/console/v1/dynamic_configs/cfg/reviews?page=2&limit=10', current)).toBe(
      '/console/v1/dynamic_configs/cfg/reviews?page=2&limit=10',
    );
  });

  it('takes a query alone for the current path', () => {
    expect(resolveNextPage('?page=2&limit=10', current)).toBe(
      '/console/v1/dynamic_configs/cfg/reviews?page=2&limit=10',
    );
  });

  it('takes a full URL, with or without scheme, keeping only its path: the key goes to the base URL only', () => {
    expect(resolveNextPage('https://evil.example/console/v1/x?page=2', current)).toBe('/console/v1/x?page=2');
    expect(resolveNextPage('console.example.com/console/v1/x?page=2', current)).toBe('/console/v1/x?page=2');
  });

  it("strips the base URL's own path prefix from a full URL", () => {
    expect(resolveNextPage('https://h.example/api/console/v1/x?page=2', current, '/api')).toBe(
      '/console/v1/x?page=2',
    );
    expect(resolveNextPage('/console/v1/x?page=2', current, '/api')).toBe('/console/v1/x?page=2');
  });

  it('refuses an empty link', () => {
    expect(resolveNextPage('  ', current)).toBeUndefined();
  });

  it('names a page by its query whatever the order of its parameters', () => {
    expect(pageKey('/a?page=2&limit=10')).toBe(pageKey('/a?limit=10&page=2'));
  });
});
