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
  const firstPath = reviewsPagePath(options.dynamicConfigId, 1, options.pageSize);
  const first = await fetchPage(firstPath);
  if (!first.ok) return first;
  const collector = new ReviewCollector(options);
  const state: Progress = {
    collector,
    pages: 1,
    warnings: [],
    lastPage: first.page,
    lastPath: firstPath,
    visited: new Set([pageKey(firstPath)]),
  };
  if (collector.add(first.page)) return done(state);

  const plan = plannedPages(first.page.pagination, maxPages);
  if (plan !== undefined) {
    const failure = await fetchPlannedPages(fetchPage, plan, options, state);
    if (failure !== undefined) return failure;
    if (state.stopped) return done(state);
  }
  const failure = await followNextPages(fetchPage, options, maxPages, state);
  return failure ?? done(state);
}

interface Progress {
  collector: ReviewCollector;
  pages: number;
  warnings: string[];
  lastPage: ReviewsPageAsRead;
  lastPath: string;
  /** Every page read, by `pageKey`, so a `nextPage` that points back is caught. */
  visited: Set<string>;
  stopped?: boolean;
}

/** A path with its query parameters sorted: `?limit=10&page=2` and `?page=2&limit=10` are one page. */
export function pageKey(path: string): string {
  const url = new URL(path, 'http://base.invalid');
  url.searchParams.sort();
  return url.pathname + url.search;
}

function done(state: Progress): ReviewsListing {
  return { ok: true, reviews: state.collector.reviews, pages: state.pages, warnings: state.warnings };
}

/**
 * Fetches the planned pages with at most `concurrency` in flight, in ascending order. A page past
 * the cutoff stops the workers from starting later pages; pages are added in order afterwards.
 */
async function fetchPlannedPages(
  fetchPage: FetchPage,
  plan: { pages: number[]; limit: number },
  options: CollectOptions,
  state: Progress,
): Promise<ReviewsListing | undefined> {
  const answers = new Map<number, { path: string; answer: PageAnswer }>();
  let next = 0;
  let stopAfter = Number.POSITIVE_INFINITY;
  const worker = async (): Promise<void> => {
    for (let page = plan.pages[next]; page !== undefined && page <= stopAfter; page = plan.pages[next]) {
      next += 1;
      const path = reviewsPagePath(options.dynamicConfigId, page, plan.limit);
      const answer = await fetchPage(path);
      answers.set(page, { path, answer });
      if (!answer.ok || reachesCutoff(answer.page, options.cutoffMs)) stopAfter = Math.min(stopAfter, page);
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(options.concurrency, plan.pages.length)) }, worker),
  );

  for (const page of plan.pages) {
    const fetched = answers.get(page);
    if (fetched === undefined) break;
    if (!fetched.answer.ok) return withPage(fetched.answer, page);
    state.pages += 1;
    state.lastPage = fetched.answer.page;
    state.lastPath = fetched.path;
    state.visited.add(pageKey(fetched.path));
    if (state.collector.add(fetched.answer.page)) {
      state.stopped = true;
      return undefined;
    }
  }
  return undefined;
}

function reachesCutoff(page: ReviewsPageAsRead, cutoffMs: number | undefined): boolean {
  if (cutoffMs === undefined) return page.data.length === 0;
  return page.data.length === 0 || page.data.some((review) => Date.parse(review.created_at) < cutoffMs);
}

/** Follows `nextPage` one page at a time, refusing to visit a page twice. */
async function followNextPages(
  fetchPage: FetchPage,
  options: CollectOptions,
  maxPages: number,
  state: Progress,
): Promise<ReviewsListing | undefined> {
  while (state.lastPage.pagination.nextPage) {
    const link = state.lastPage.pagination.nextPage;
    const path = resolveNextPage(link, state.lastPath, options.basePath);
    if (path === undefined) {
      state.warnings.push(
        `stopped paging: nextPage ${JSON.stringify(link.slice(0, 200))} is not a usable link`,
      );
      return undefined;
    }
    const key = pageKey(path);
    if (state.visited.has(key) || state.pages >= maxPages) {
      const why = state.visited.has(key)
        ? 'points back to a page already read'
        : `keeps going past ${maxPages} pages`;
      state.warnings.push(`stopped paging after ${state.pages} pages: nextPage ${why}`);
      return undefined;
    }
    state.visited.add(key);
    const answer = await fetchPage(path);
    if (!answer.ok) return withPage(answer, state.pages + 1);
    state.pages += 1;
    state.lastPage = answer.page;
    state.lastPath = path;
    if (state.collector.add(answer.page)) return undefined;
  }
  return undefined;
}

function withPage(failure: { ok: false; error: ApiError }, page: number): ReviewsListing {
  if (page === 1) return failure;
  return { ok: false, error: { ...failure.error, message: `page ${page}: ${failure.error.message}` } };
}
