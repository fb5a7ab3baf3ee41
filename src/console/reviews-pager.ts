// Listing every review of one dynamic config, page by page. Pure over an injected page fetcher,
// so planning, early stop and loop guards are tested without a server.
//
// Page 1 first. When it tells `totalItems` and `itemsPerPage`, the remaining pages are known and
// fetched concurrently (bounded); otherwise `nextPage` is followed one page at a time. The list is
// newest first, so once a page holds a review older than the cutoff no later page can matter.

import { reviewsPath } from '../contract/console-api.js';
import type { Review } from '../contract/console-shapes.js';
import type { ApiError } from './api-error.js';
import type { PaginationAsRead, ReviewsPageAsRead } from './responses.js';

export type PageAnswer = { ok: true; page: ReviewsPageAsRead } | { ok: false; error: ApiError };
/** Fetches and reads a path relative to the base URL (`/console/v1/...?page=2&limit=100`). */
export type FetchPage = (path: string) => Promise<PageAnswer>;

export interface CollectOptions {
  dynamicConfigId: string;
  pageSize: number;
  concurrency: number;
  /** Reviews created before this instant (epoch ms) are dropped and end the paging. */
  cutoffMs?: number;
  statuses?: readonly string[];
  /** The base URL's own path (`/api` of `https://host/api`), stripped from full-URL next pages. */
  basePath?: string;
  /** A guard against a service that never stops answering with a next page. */
  maxPages?: number;
}

export type ReviewsListing =
  | { ok: true; reviews: Review[]; pages: number; warnings: string[] }
  | { ok: false; error: ApiError };

const DEFAULT_MAX_PAGES = 10_000;

export function reviewsPagePath(dynamicConfigId: string, page: number, limit: number): string {
  return `${reviewsPath(dynamicConfigId)}?page=${page}&limit=${limit}`;
}

/**
 * The pages after the first, when page 1 says how many there are. Undefined when it does not (or
 * says something inconsistent), and the caller follows `nextPage` instead.
 */
export function plannedPages(
  pagination: PaginationAsRead,
  maxPages: number,
): { pages: number[]; limit: number } | undefined {
  const { totalItems, itemsPerPage, pageNumber } = pagination;
  if (totalItems === undefined || itemsPerPage === undefined) return undefined;
  if (!Number.isInteger(itemsPerPage) || itemsPerPage < 1 || (pageNumber !== undefined && pageNumber !== 1)) {
    return undefined;
  }
  const pageCount = Math.min(Math.ceil(totalItems / itemsPerPage), maxPages);
  const pages = [];
  for (let page = 2; page <= pageCount; page += 1) pages.push(page);
  return { pages, limit: itemsPerPage };
}

/**
 * A `nextPage` as a path relative to the base URL, whichever of the forms seen in the wild it
 * takes: a path (`/console/v1/...?page=2`), a full URL (`https://host/console/v1/...`, also
 * without scheme: `host/console/...`), or a query alone (`?page=2&limit=10`, for the current
 * path). A full URL's host is ignored on purpose: the API key is only ever sent to the base URL.
 */
export function resolveNextPage(nextPage: string, currentPath: string, basePath = ''): string | undefined {
  const trimmed = nextPage.trim();
  if (trimmed === '') return undefined;
  const current = new URL(currentPath, 'http://base.invalid');
  let resolved: URL;
  try {
    resolved = new URL(withScheme(trimmed), current);
  } catch {
    return undefined;
  }
  const path = stripBasePath(resolved.pathname, basePath);
  return path + resolved.search;
}

function withScheme(link: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(link) || link.startsWith('/') || link.startsWith('?')) return link;
  // `api.example.com/console/v1/...`: a host without a scheme, not a relative path segment.
  if (/^[^/?#]+\.[^/?#]+\//.test(link)) return `https://${link}`;
  return link;
}

function stripBasePath(pathname: string, basePath: string): string {
  const prefix = basePath.replace(/\/+$/, '');
  if (prefix !== '' && pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  return pathname;
}

/** Keeps the wanted reviews in newest-first order, each once (the list can shift while paged). */
class ReviewCollector {
  readonly reviews: Review[] = [];
  private readonly seen = new Set<string>();
  private readonly statuses: ReadonlySet<string> | undefined;

  constructor(private readonly options: CollectOptions) {
    this.statuses = options.statuses === undefined ? undefined : new Set(options.statuses);
  }

  /** Adds a page; true when it was empty or reached past the cutoff, so paging should stop. */
  add(page: ReviewsPageAsRead): boolean {
    let pastCutoff = false;
    for (const review of page.data) {
      if (this.isTooOld(review)) {
        pastCutoff = true;
        continue;
      }
      if (this.statuses !== undefined && !this.statuses.has(review.status)) continue;
      if (this.seen.has(review.review_id)) continue;
      this.seen.add(review.review_id);
      this.reviews.push(review);
    }
    return pastCutoff || page.data.length === 0;
  }

  private isTooOld(review: Review): boolean {
    if (this.options.cutoffMs === undefined) return false;
    // An unreadable date is kept rather than silently dropped; it never ends the paging.
    const createdMs = Date.parse(review.created_at);
    return !Number.isNaN(createdMs) && createdMs < this.options.cutoffMs;
  }
}

export async function collectReviews(fetchPage: FetchPage, options: CollectOptions): Promise<ReviewsListing> {
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const collector = new ReviewCollector(options);
  const warnings: string[] = [];
  let path = reviewsPagePath(options.dynamicConfigId, 1, options.pageSize);
  const first = await fetchPage(path);
  if (!first.ok) return first;
  let page = first.page;
  let pages = 1;
  // Every page read, by `pageKey`, so a `nextPage` that points back is caught.
  const visited = new Set([pageKey(path)]);
  const done = (): ReviewsListing => ({ ok: true, reviews: collector.reviews, pages, warnings });
  if (collector.add(page)) return done();

  const plan = plannedPages(page.pagination, maxPages);
  const planned = plan ? plan.pages.map((n) => reviewsPagePath(options.dynamicConfigId, n, plan.limit)) : [];
  for (const fetched of await fetchInOrder(fetchPage, planned, options)) {
    if (!fetched.answer.ok) return withPage(fetched.answer, pages + 1);
    [page, path, pages] = [fetched.answer.page, fetched.path, pages + 1];
    visited.add(pageKey(path));
    if (collector.add(page)) return done();
  }

  // Without the totals (or past them), `nextPage` is followed one page at a time.
  for (let link = page.pagination.nextPage; link; link = page.pagination.nextPage) {
    const next = resolveNextPage(link, path, options.basePath);
    if (next === undefined) {
      warnings.push(`stopped paging: nextPage ${JSON.stringify(link.slice(0, 200))} is not a usable link`);
      return done();
    }
    const seen = visited.has(pageKey(next));
    if (seen || pages >= maxPages) {
      const why = seen ? 'points back to a page already read' : `keeps going past ${maxPages} pages`;
      warnings.push(`stopped paging after ${pages} pages: nextPage ${why}`);
      return done();
    }
    visited.add(pageKey(next));
    const answer = await fetchPage(next);
    if (!answer.ok) return withPage(answer, pages + 1);
    [page, path, pages] = [answer.page, next, pages + 1];
    if (collector.add(page)) return done();
  }
  return done();
}

/** A path with its query parameters sorted: `?limit=10&page=2` and `?page=2&limit=10` are one page. */
export function pageKey(path: string): string {
  const url = new URL(path, 'http://base.invalid');
  url.searchParams.sort();
  return url.pathname + url.search;
}

/**
 * The planned pages with at most `concurrency` in flight, started in ascending order, returned in
 * that order up to the first gap: a page that failed or reached the cutoff stops the later ones.
 */
async function fetchInOrder(
  fetchPage: FetchPage,
  paths: readonly string[],
  options: CollectOptions,
): Promise<{ path: string; answer: PageAnswer }[]> {
  const answers: { path: string; answer: PageAnswer }[] = [];
  let next = 0;
  let stopAfter = Number.POSITIVE_INFINITY;
  const worker = async (): Promise<void> => {
    while (next < paths.length && next <= stopAfter) {
      const index = next++;
      const answer = await fetchPage(paths[index]!);
      answers[index] = { path: paths[index]!, answer };
      if (!answer.ok || reachesCutoff(answer.page, options.cutoffMs)) stopAfter = Math.min(stopAfter, index);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency, paths.length));
  await Promise.all(Array.from({ length: workers }, worker));
  const inOrder: typeof answers = [];
  for (let index = 0; answers[index] !== undefined; index++) inOrder.push(answers[index]!);
  return inOrder;
}

function reachesCutoff(page: ReviewsPageAsRead, cutoffMs: number | undefined): boolean {
  if (cutoffMs === undefined) return page.data.length === 0;
  return page.data.length === 0 || page.data.some((review) => Date.parse(review.created_at) < cutoffMs);
}

function withPage(failure: { ok: false; error: ApiError }, page: number): ReviewsListing {
  if (page === 1) return failure;
  return { ok: false, error: { ...failure.error, message: `page ${page}: ${failure.error.message}` } };
}
