#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  defaultUserAgent
} from "./chunk-ALQDMSTW.js";
import {
  API_URL_SOURCES,
  AUTH_HEADER,
  METRICS_PATH,
  SERVICE_RATE_WINDOWS,
  reviewsPath
} from "./chunk-MBK2E6MB.js";
import {
  redactValues,
  redactorFor,
  withoutUserinfo
} from "./chunk-3UJJ6EGA.js";
import {
  _regex,
  array,
  extend,
  looseObject,
  nullable,
  number,
  optional,
  partial,
  pipe,
  record,
  string,
  transform,
  union,
  unknown
} from "./chunk-2JHBWH4Y.js";
import "./chunk-VLH4AYTI.js";

// node_modules/yocto-queue/index.js
var Node = class {
  value;
  next;
  constructor(value) {
    this.value = value;
  }
};
var Queue = class {
  #head;
  #tail;
  #size;
  constructor() {
    this.clear();
  }
  enqueue(value) {
    const node = new Node(value);
    if (this.#head) {
      this.#tail.next = node;
      this.#tail = node;
    } else {
      this.#head = node;
      this.#tail = node;
    }
    this.#size++;
  }
  dequeue() {
    const current = this.#head;
    if (!current) {
      return;
    }
    this.#head = this.#head.next;
    this.#size--;
    if (!this.#head) {
      this.#tail = void 0;
    }
    return current.value;
  }
  peek() {
    if (!this.#head) {
      return;
    }
    return this.#head.value;
  }
  clear() {
    this.#head = void 0;
    this.#tail = void 0;
    this.#size = 0;
  }
  get size() {
    return this.#size;
  }
  *[Symbol.iterator]() {
    let current = this.#head;
    while (current) {
      yield current.value;
      current = current.next;
    }
  }
  *drain() {
    while (this.#head) {
      yield this.dequeue();
    }
  }
};

// node_modules/p-limit/index.js
function pLimit(concurrency) {
  let rejectOnClear = false;
  if (typeof concurrency === "object") {
    ({ concurrency, rejectOnClear = false } = concurrency);
  }
  validateConcurrency(concurrency);
  if (typeof rejectOnClear !== "boolean") {
    throw new TypeError("Expected `rejectOnClear` to be a boolean");
  }
  const queue = new Queue();
  let activeCount = 0;
  const resumeNext = () => {
    if (activeCount < concurrency && queue.size > 0) {
      activeCount++;
      queue.dequeue().run();
    }
  };
  const next = () => {
    activeCount--;
    resumeNext();
  };
  const run = async (function_, resolve, arguments_) => {
    const result = (async () => function_(...arguments_))();
    resolve(result);
    try {
      await result;
    } catch {
    }
    next();
  };
  const enqueue = (function_, resolve, reject, arguments_) => {
    const queueItem = { reject };
    new Promise((internalResolve) => {
      queueItem.run = internalResolve;
      queue.enqueue(queueItem);
    }).then(run.bind(void 0, function_, resolve, arguments_));
    if (activeCount < concurrency) {
      resumeNext();
    }
  };
  const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
    enqueue(function_, resolve, reject, arguments_);
  });
  Object.defineProperties(generator, {
    activeCount: {
      get: () => activeCount
    },
    pendingCount: {
      get: () => queue.size
    },
    clearQueue: {
      value() {
        if (!rejectOnClear) {
          queue.clear();
          return;
        }
        const abortError = AbortSignal.abort().reason;
        while (queue.size > 0) {
          queue.dequeue().reject(abortError);
        }
      }
    },
    concurrency: {
      get: () => concurrency,
      set(newConcurrency) {
        validateConcurrency(newConcurrency);
        concurrency = newConcurrency;
        queueMicrotask(() => {
          while (activeCount < concurrency && queue.size > 0) {
            resumeNext();
          }
        });
      }
    },
    map: {
      async value(iterable, function_) {
        const promises = [];
        try {
          Array.from(iterable, (value, index) => {
            const promise = generator(function_, value, index);
            promises.push(promise);
            return promise;
          });
        } catch (error) {
          for (const promise of promises) {
            promise.catch(() => {
            });
          }
          throw error;
        }
        return Promise.all(promises);
      }
    }
  });
  return generator;
}
function validateConcurrency(concurrency) {
  if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
    throw new TypeError("Expected `concurrency` to be a number from 1 and up");
  }
}

// src/console/api-error.ts
function apiError(kind, message, status, fieldErrors = []) {
  return status === void 0 ? { kind, message, fieldErrors } : { kind, status, message, fieldErrors };
}

// src/console/pacer.ts
var SlidingWindowBudget = class {
  maxCapacity;
  capacity;
  windowMs;
  inFlight = 0;
  /** When taken tokens were released (answer times), ascending since the clock is monotonic. */
  releases = [];
  releasesStart = 0;
  pausedUntilMs = 0;
  constructor(settings) {
    if (!(settings.requests >= 1) || !(settings.perSeconds > 0)) {
      throw new RangeError("rateLimit needs requests >= 1 and perSeconds > 0");
    }
    this.maxCapacity = Math.floor(settings.requests);
    this.capacity = this.maxCapacity;
    this.windowMs = settings.perSeconds * 1e3;
  }
  /** Current capacity: lower than configured after a 429, creeping back on successes. */
  get currentCapacity() {
    return this.capacity;
  }
  /**
   * How long until a token can be taken: 0 now, a finite wait for a token to come back, or
   * Infinity when every token is held by a request still in flight (a release wakes the waiter).
   */
  waitMs(nowMs) {
    if (nowMs < this.pausedUntilMs) return this.pausedUntilMs - nowMs;
    this.forgetReleasesBefore(nowMs - this.windowMs);
    const recent = this.releases.length - this.releasesStart;
    const excess = this.inFlight + recent - this.capacity + 1;
    if (excess <= 0) return 0;
    if (excess > recent) return Number.POSITIVE_INFINITY;
    const freedAt = this.releases[this.releasesStart + excess - 1] + this.windowMs;
    return Math.max(1, freedAt - nowMs);
  }
  take() {
    this.inFlight += 1;
  }
  release(nowMs) {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.releases.push(nowMs);
  }
  /**
   * A 429: nobody sends before the pause ends, and the window holds half as many from now on.
   * The requests in flight when the service started refusing all come back 429 together; they
   * are one overload, so only a 429 outside a pause halves the capacity again.
   */
  slowDown(nowMs, pauseMs) {
    const newOverload = nowMs >= this.pausedUntilMs;
    this.pausedUntilMs = Math.max(this.pausedUntilMs, nowMs + pauseMs);
    if (newOverload) this.capacity = Math.max(1, Math.ceil(this.capacity / 2));
  }
  /** A request that was not rate limited: win back one token of capacity (additive increase). */
  speedUp() {
    this.capacity = Math.min(this.maxCapacity, this.capacity + 1);
  }
  forgetReleasesBefore(cutoffMs) {
    while (this.releasesStart < this.releases.length && this.releases[this.releasesStart] <= cutoffMs) {
      this.releasesStart += 1;
    }
    if (this.releasesStart > 1024 && this.releasesStart * 2 > this.releases.length) {
      this.releases = this.releases.slice(this.releasesStart);
      this.releasesStart = 0;
    }
  }
};
var systemClock = { now: () => performance.now() };
var BudgetWaitExceeded = class extends Error {
  name = "BudgetWaitExceeded";
};
var Pacer = class {
  budgets;
  waiters = [];
  timer;
  closed = false;
  clock;
  maxWaitMs;
  firstWaitMs;
  /** Total time callers spent queued, for the retry loop to leave out of its own limit. */
  waited = 0;
  current;
  constructor(settings, options = {}) {
    const windows = Array.isArray(settings) ? settings : [settings];
    if (windows.length === 0) throw new RangeError("rateLimit needs at least one window");
    this.budgets = windows.map((window) => ({ window, budget: new SlidingWindowBudget(window) }));
    this.clock = options.clock ?? systemClock;
    this.maxWaitMs = options.maxWaitMs ?? Number.POSITIVE_INFINITY;
  }
  get currentCapacity() {
    return Math.min(...this.budgets.map(({ budget }) => budget.currentCapacity));
  }
  /** The window being waited for and until when, while callers wait; undefined otherwise. */
  get waiting() {
    return this.waiters.length > 0 ? this.current : void 0;
  }
  /** Milliseconds callers have spent waiting for the budget so far. */
  get waitedMs() {
    return this.waited;
  }
  /** Resolves when this caller may send; every acquire must be followed by one `release`. */
  acquire() {
    if (this.closed) return Promise.reject(this.closedWith ?? new Error("the Console API client is closed"));
    const queuedAt = this.clock.now();
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.pump();
    }).finally(() => {
      this.waited += this.clock.now() - queuedAt;
    });
  }
  release() {
    const now = this.clock.now();
    for (const { budget } of this.budgets) budget.release(now);
    this.pump();
  }
  slowDown(pauseMs) {
    const now = this.clock.now();
    for (const { budget } of this.budgets) budget.slowDown(now, pauseMs);
  }
  speedUp() {
    for (const { budget } of this.budgets) budget.speedUp();
    this.pump();
  }
  close() {
    this.closed = true;
    this.clearTimer();
    for (const waiter of this.waiters.splice(0)) waiter.reject(new Error("the Console API client is closed"));
  }
  pump() {
    this.clearTimer();
    while (this.waiters.length > 0) {
      const now = this.clock.now();
      const { waitMs, window } = this.longestWait(now);
      if (waitMs > 0) {
        this.firstWaitMs ??= now;
        if (Number.isFinite(waitMs) && now + waitMs - this.firstWaitMs > this.maxWaitMs) {
          this.giveUp();
          return;
        }
        this.current = { window, untilMs: now + waitMs };
        if (Number.isFinite(waitMs)) this.timer = setTimeout(() => this.pump(), Math.ceil(waitMs));
        return;
      }
      for (const { budget } of this.budgets) budget.take();
      this.waiters.shift().resolve();
    }
  }
  longestWait(now) {
    let longest = { waitMs: 0, window: this.budgets[0].window };
    for (const { window, budget } of this.budgets) {
      const waitMs = budget.waitMs(now);
      if (waitMs > longest.waitMs) longest = { waitMs, window };
    }
    return longest;
  }
  /** Past the longest wait allowed: every queued caller stops, and later ones at once. */
  giveUp() {
    const minutes = Math.round(this.maxWaitMs / 6e4);
    const error = new BudgetWaitExceeded(
      `stopped waiting for the rate budget after ${minutes} min (api.maxWaitMinutes); nothing more was sent: run again to create the rest`
    );
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter.reject(error);
    this.closedWith = error;
  }
  closedWith;
  clearTimer() {
    if (this.timer !== void 0) clearTimeout(this.timer);
    this.timer = void 0;
  }
};

// src/console/backoff.ts
function backoffDelayMs(attempt, policy, random) {
  return Math.floor(random() * backoffCeilingMs(attempt, policy));
}
function backoffCeilingMs(attempt, policy) {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
}
function parseRetryAfter(value, nowMs) {
  if (value === void 0) return void 0;
  const trimmed = value.trim();
  if (trimmed === "") return void 0;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1e3);
  if (!/[a-z]/i.test(trimmed)) return void 0;
  const dateMs = Date.parse(trimmed);
  if (Number.isNaN(dateMs)) return void 0;
  return Math.max(0, dateMs - nowMs);
}

// src/contract/console-shapes.ts
var reviewSchema = looseObject({
  review_id: string(),
  status: string(),
  type: string(),
  author: looseObject({ id: string(), email: nullable(string()) }),
  reviewers: array(looseObject({ id: string(), kind: string() })),
  description: string(),
  created_at: string()
});
var paginationSchema = looseObject({
  itemsPerPage: number(),
  pageNumber: number(),
  nextPage: nullable(string()),
  previousPage: nullable(string()),
  totalItems: optional(number()),
  all: optional(string())
});
var reviewsPageSchema = looseObject({
  message: string(),
  data: array(reviewSchema),
  pagination: paginationSchema
});
var metricResponseSchema = looseObject({
  message: string(),
  data: record(string(), unknown())
});
var fieldErrorSchema = looseObject({ property: string(), errorMessage: string() });
var errorBodySchema = looseObject({
  status: number(),
  message: string(),
  errors: optional(array(fieldErrorSchema))
});

// src/console/responses.ts
var count = union([number(), pipe(string().check(_regex(/^\d+$/)), transform(Number))]);
var paginationAsRead = partial(
  extend(paginationSchema, { itemsPerPage: count, pageNumber: count, totalItems: count })
);
var reviewsPageAsRead = extend(reviewsPageSchema, {
  message: optional(reviewsPageSchema.shape.message),
  pagination: paginationAsRead
});
var metricResponseAsRead = partial(metricResponseSchema, { message: true });
var errorBodyAsRead = partial(
  extend(errorBodySchema, {
    errors: optional(
      array(looseObject({ property: optional(unknown()), errorMessage: optional(unknown()) }))
    )
  })
);
function parseBody(schema, text) {
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: text.trim() === "" ? "the body is empty" : "the body is not JSON" };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join(".") : "the body";
  return { ok: false, problem: `${where}: ${issue?.message ?? "unexpected shape"}` };
}

// src/console/response-kinds.ts
var ALREADY_IN_USE = /already (in use|exists)/i;
var SNIPPET_LENGTH = 200;
function classifyAttempt(result, redact, nowMs) {
  if (result.type === "network") {
    return {
      kind: "retry",
      processed: result.failure === "not-sent" ? "no" : "unknown",
      rateLimited: false,
      reason: redact(result.message)
    };
  }
  return classifyResponse(result.status, result.body, result.retryAfter, redact, nowMs);
}
function classifyResponse(status, body, retryAfterHeader, redact, nowMs) {
  if (status >= 200 && status < 300) return { kind: "success", status, body };
  const described = describeErrorBody(status, body, redact);
  const retryAfterMs = parseRetryAfter(retryAfterHeader, nowMs);
  if (status === 429 || status === 408) {
    return withRetryAfter(
      { kind: "retry", processed: "no", rateLimited: status === 429, reason: described.message, status },
      retryAfterMs
    );
  }
  if (status >= 500) {
    return withRetryAfter(
      { kind: "retry", processed: "unknown", rateLimited: false, reason: described.message, status },
      retryAfterMs
    );
  }
  if (status === 401 || status === 403) {
    return { kind: "final", error: apiError("auth", described.message, status, described.fieldErrors) };
  }
  if (status === 409 || status >= 400 && status < 500 && mentionsAlreadyInUse(described)) {
    return {
      kind: "already-in-use",
      error: apiError("conflict", described.message, status, described.fieldErrors)
    };
  }
  return { kind: "final", error: apiError("rejected", described.message, status, described.fieldErrors) };
}
function withRetryAfter(verdict, retryAfterMs) {
  return retryAfterMs === void 0 ? verdict : { ...verdict, retryAfterMs };
}
function mentionsAlreadyInUse(described) {
  return ALREADY_IN_USE.test(described.message) || described.fieldErrors.some((field) => ALREADY_IN_USE.test(field.errorMessage));
}
function describeErrorBody(status, body, redact) {
  const parsed = parseBody(errorBodyAsRead, body);
  if (parsed.ok && parsed.value.message !== void 0) {
    return {
      message: redact(`HTTP ${status}: ${parsed.value.message}`),
      fieldErrors: fieldErrorsOf(parsed.value, redact)
    };
  }
  const snippet = redact(body).replace(/\s+/g, " ").trim().slice(0, SNIPPET_LENGTH);
  const tail = snippet === "" ? " with an empty body" : `: ${snippet}`;
  return {
    message: `HTTP ${status}${tail}`,
    fieldErrors: parsed.ok ? fieldErrorsOf(parsed.value, redact) : []
  };
}
function fieldErrorsOf(body, redact) {
  return (body.errors ?? []).map((item) => ({
    property: redact(textOf(item.property)),
    errorMessage: redact(textOf(item.errorMessage))
  }));
}
function textOf(value) {
  if (typeof value === "string") return value;
  if (value === void 0 || value === null) return "";
  return JSON.stringify(value);
}

// src/console/retry.ts
async function runWithRetries(attemptOnce, policy, deps) {
  const startedMs = deps.now();
  let unknownOutcome = false;
  for (let attempt = 1; ; attempt += 1) {
    const verdict = await attemptOnce(attempt);
    if (verdict.kind !== "retry") return { verdict, attempts: attempt, unknownOutcome };
    if (verdict.processed === "unknown") unknownOutcome = true;
    const waitMs = retryWaitMs(verdict, attempt, policy, deps.random);
    if (verdict.rateLimited) deps.onRateLimited(waitMs);
    const gaveUp = giveUpReason(attempt, deps.now() - startedMs + waitMs, policy);
    if (gaveUp !== void 0) return { verdict, attempts: attempt, unknownOutcome, gaveUp };
    deps.onRetry?.(attempt, waitMs, verdict);
    await deps.sleep(waitMs);
  }
}
function retryWaitMs(verdict, attempt, policy, random) {
  if (!verdict.rateLimited) return verdict.retryAfterMs ?? backoffDelayMs(attempt, policy, random);
  const ceiling = backoffCeilingMs(attempt, policy);
  const floor = Math.floor(ceiling / 2 + random() * (ceiling / 2));
  return Math.max(verdict.retryAfterMs ?? 0, floor);
}
function giveUpReason(attempt, elapsedAfterWaitMs, policy) {
  if (attempt >= policy.maxAttempts) return `after ${attempt} attempt${attempt === 1 ? "" : "s"}`;
  if (elapsedAfterWaitMs > policy.maxElapsedMs) {
    return `after ${attempt} attempt${attempt === 1 ? "" : "s"}: the next wait would pass the ${Math.round(policy.maxElapsedMs / 1e3)} s limit`;
  }
  return void 0;
}

// src/console/reviews-pager.ts
import { setImmediate } from "node:timers/promises";
var DEFAULT_MAX_PAGES = 1e4;
function reviewsPagePath(dynamicConfigId, page, limit) {
  return `${reviewsPath(dynamicConfigId)}?page=${page}&limit=${limit}`;
}
function plannedPages(pagination, maxPages) {
  const { totalItems, itemsPerPage, pageNumber } = pagination;
  if (totalItems === void 0 || itemsPerPage === void 0) return void 0;
  if (!Number.isInteger(itemsPerPage) || itemsPerPage < 1 || pageNumber !== void 0 && pageNumber !== 1) {
    return void 0;
  }
  const pageCount = Math.min(Math.ceil(totalItems / itemsPerPage), maxPages);
  const pages = [];
  for (let page = 2; page <= pageCount; page += 1) pages.push(page);
  return { pages, limit: itemsPerPage };
}
function resolveNextPage(nextPage, currentPath, basePath = "") {
  const trimmed = nextPage.trim();
  if (trimmed === "") return void 0;
  const current = new URL(currentPath, "http://base.invalid");
  let resolved;
  try {
    resolved = new URL(withScheme(trimmed), current);
  } catch {
    return void 0;
  }
  const path = stripBasePath(resolved.pathname, basePath);
  return path + resolved.search;
}
function withScheme(link) {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(link) || link.startsWith("/") || link.startsWith("?")) return link;
  if (/^[^/?#]+\.[^/?#]+\//.test(link)) return `https://${link}`;
  return link;
}
function stripBasePath(pathname, basePath) {
  const prefix = basePath.replace(/\/+$/, "");
  if (prefix !== "" && pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  return pathname;
}
var ReviewCollector = class {
  constructor(options) {
    this.options = options;
    this.statuses = options.statuses === void 0 ? void 0 : new Set(options.statuses);
  }
  options;
  reviews = [];
  seen = /* @__PURE__ */ new Set();
  statuses;
  /** Adds a page; true when it was empty or reached past the cutoff, so paging should stop. */
  add(page) {
    let pastCutoff = false;
    for (const review of page.data) {
      if (this.isTooOld(review)) {
        pastCutoff = true;
        continue;
      }
      if (this.statuses !== void 0 && !this.statuses.has(review.status)) continue;
      if (this.seen.has(review.review_id)) continue;
      this.seen.add(review.review_id);
      this.reviews.push(review);
    }
    return pastCutoff || page.data.length === 0;
  }
  isTooOld(review) {
    if (this.options.cutoffMs === void 0) return false;
    const createdMs = Date.parse(review.created_at);
    return !Number.isNaN(createdMs) && createdMs < this.options.cutoffMs;
  }
};
async function collectReviews(fetchPage, options) {
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const firstPath = reviewsPagePath(options.dynamicConfigId, 1, options.pageSize);
  const first = (await fetchPage(firstPath)).read();
  if (!first.ok) return first;
  const collector = new ReviewCollector(options);
  const state = {
    collector,
    pages: 1,
    warnings: [],
    lastPage: first.page,
    lastPath: firstPath,
    visited: /* @__PURE__ */ new Set([pageKey(firstPath)])
  };
  if (collector.add(first.page)) return done(state);
  const plan = plannedPages(first.page.pagination, maxPages);
  if (plan !== void 0) {
    const failure2 = await fetchPlannedPages(fetchPage, plan, options, state);
    if (failure2 !== void 0) return failure2;
    if (state.stopped) return done(state);
  }
  const failure = await followNextPages(fetchPage, options, maxPages, state);
  return failure ?? done(state);
}
function pageKey(path) {
  const url = new URL(path, "http://base.invalid");
  url.searchParams.sort();
  return url.pathname + url.search;
}
function done(state) {
  return { ok: true, reviews: state.collector.reviews, pages: state.pages, warnings: state.warnings };
}
async function fetchPlannedPages(fetchPage, plan, options, state) {
  const answers = /* @__PURE__ */ new Map();
  let next = 0;
  let stopAfter = Number.POSITIVE_INFINITY;
  const send = () => {
    const page = plan.pages[next];
    if (page === void 0 || page > stopAfter) return void 0;
    next += 1;
    const path = reviewsPagePath(options.dynamicConfigId, page, plan.limit);
    return fetchPage(path).then((received) => ({ page, path, received }));
  };
  const sendAhead = options.cutoffMs === void 0;
  const worker = async () => {
    for (let sent = send(); sent !== void 0; ) {
      const { page, path, received } = await sent;
      sent = sendAhead ? send() : void 0;
      if (sent !== void 0) await setImmediate();
      const answer = received.read();
      answers.set(page, { path, answer });
      if (!answer.ok || reachesCutoff(answer.page, options.cutoffMs)) stopAfter = Math.min(stopAfter, page);
      sent ??= send();
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(options.concurrency, plan.pages.length)) }, worker)
  );
  for (const page of plan.pages) {
    const fetched = answers.get(page);
    if (fetched === void 0) break;
    if (!fetched.answer.ok) return withPage(fetched.answer, page);
    state.pages += 1;
    state.lastPage = fetched.answer.page;
    state.lastPath = fetched.path;
    state.visited.add(pageKey(fetched.path));
    if (state.collector.add(fetched.answer.page)) {
      state.stopped = true;
      return void 0;
    }
  }
  return void 0;
}
function reachesCutoff(page, cutoffMs) {
  if (cutoffMs === void 0) return page.data.length === 0;
  return page.data.length === 0 || page.data.some((review) => Date.parse(review.created_at) < cutoffMs);
}
async function followNextPages(fetchPage, options, maxPages, state) {
  while (state.lastPage.pagination.nextPage) {
    const link = state.lastPage.pagination.nextPage;
    const path = resolveNextPage(link, state.lastPath, options.basePath);
    if (path === void 0) {
      state.warnings.push(
        `stopped paging: nextPage ${JSON.stringify(link.slice(0, 200))} is not a usable link`
      );
      return void 0;
    }
    const key = pageKey(path);
    if (state.visited.has(key) || state.pages >= maxPages) {
      const why = state.visited.has(key) ? "points back to a page already read" : `keeps going past ${maxPages} pages`;
      state.warnings.push(`stopped paging after ${state.pages} pages: nextPage ${why}`);
      return void 0;
    }
    state.visited.add(key);
    const answer = (await fetchPage(path)).read();
    if (!answer.ok) return withPage(answer, state.pages + 1);
    state.pages += 1;
    state.lastPage = answer.page;
    state.lastPath = path;
    if (state.collector.add(answer.page)) return void 0;
  }
  return void 0;
}
function withPage(failure, page) {
  if (page === 1) return failure;
  return { ok: false, error: { ...failure.error, message: `page ${page}: ${failure.error.message}` } };
}

// src/console/transport.ts
var MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
var NOT_SENT_CODES = /* @__PURE__ */ new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT"
]);
var TIMEOUT_CODES = /* @__PURE__ */ new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "ETIMEDOUT"]);
var RESET_CODES = /* @__PURE__ */ new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET", "UND_ERR_CLOSED"]);
var Transport = class {
  constructor(options) {
    this.options = options;
  }
  options;
  /** `path` is absolute on the origin and already carries any query. */
  async send(method, path, body) {
    const headers = { ...this.options.headers, accept: "application/json" };
    if (body !== void 0) headers["content-type"] = "application/json";
    try {
      const response = await fetch(new URL(path, this.options.origin), {
        method,
        headers,
        ...body !== void 0 && { body: JSON.stringify(body) },
        redirect: "manual",
        // the key goes to the configured origin only, never where a redirect points
        // Covers connect, headers and body together: the per-request bound of the options.
        signal: AbortSignal.timeout(this.options.timeoutMs)
      });
      const text = await cappedText(response);
      if (text === void 0)
        return { type: "network", failure: "other", message: `an answer over ${MAX_RESPONSE_BYTES} bytes` };
      const retryAfter = response.headers.get("retry-after") ?? void 0;
      return retryAfter === void 0 ? { type: "response", status: response.status, body: text } : { type: "response", status: response.status, retryAfter, body: text };
    } catch (error) {
      return { type: "network", ...describeNetworkError(error, this.options.timeoutMs) };
    }
  }
};
async function cappedText(response) {
  if (!response.body) return "";
  const chunks = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await response.body.cancel().catch(() => {
      });
      return void 0;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
function describeNetworkError(error, timeoutMs) {
  const { code, name } = errorIdentity(error);
  if (name === "TimeoutError" || code !== void 0 && TIMEOUT_CODES.has(code)) {
    return { failure: "timeout", message: `no answer within ${timeoutMs} ms` };
  }
  if (code !== void 0 && NOT_SENT_CODES.has(code) || causeMessage(error) === "bad port") {
    return { failure: "not-sent", message: `could not connect (${code ?? causeMessage(error)})` };
  }
  if (code !== void 0 && RESET_CODES.has(code)) {
    return {
      failure: "reset",
      message: `the connection was closed before the answer was complete (${code})`
    };
  }
  return { failure: "other", message: `the request failed (${code ?? name ?? "unknown error"})` };
}
function errorIdentity(error) {
  if (typeof error !== "object" || error === null) return {};
  const record2 = error;
  const code = typeof record2.code === "string" ? record2.code : void 0;
  const name = typeof record2.name === "string" ? record2.name : void 0;
  if (code === void 0 && record2.cause !== void 0 && name !== "TimeoutError") {
    const inner = errorIdentity(record2.cause);
    if (inner.code !== void 0) return { code: inner.code, name };
  }
  return { code, name };
}
function causeMessage(error) {
  const cause = error?.cause;
  return typeof cause?.message === "string" ? cause.message : void 0;
}

// src/console/client.ts
var DEFAULT_CONCURRENCY = 8;
var DEFAULT_TIMEOUT_MS = 3e4;
var DEFAULT_RETRY = {
  maxAttempts: 6,
  maxElapsedMs: 12e4,
  baseDelayMs: 500,
  maxDelayMs: 3e4
};
var DEFAULT_REVIEWS_PAGE_SIZE = 100;
var STORM_REFUSALS = 24;
var STORM_MS = 3e4;
var SYSTEM_CLOCK = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms))
};
var DAY_MS = 864e5;
var ConsoleClient = class {
  transport;
  pacer;
  limit;
  retryPolicy;
  clock;
  redact;
  basePath;
  concurrency;
  reviewsPageSize;
  onRetry;
  /**
   * Set by a 401 (the key is invalid for every call) or a URL that is not the Console API: later
   * calls do not send anything again.
   */
  stopFailure;
  /** The service has answered with JSON once: a later failure is transient, not a wrong URL. */
  answered = false;
  /**
   * 429s in a row, across every request, that gave no wait worth the name (no `Retry-After`, or
   * one shorter than a second): a storm, not a budget. Any other answer resets it.
   */
  stormRefusals = 0;
  stormSinceMs = 0;
  shownUrl;
  closed = false;
  constructor(options) {
    const base = parseBaseUrl(options.baseUrl, redactorFor(options.apiKey));
    this.concurrency = positiveInteger(options.concurrency ?? DEFAULT_CONCURRENCY, "concurrency");
    const timeoutMs = positiveInteger(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, "timeoutMs");
    this.reviewsPageSize = positiveInteger(
      options.reviewsPageSize ?? DEFAULT_REVIEWS_PAGE_SIZE,
      "reviewsPageSize"
    );
    this.retryPolicy = { ...DEFAULT_RETRY, ...options.retry };
    this.clock = options.clock ?? SYSTEM_CLOCK;
    this.onRetry = options.onRetry;
    this.redact = redactorFor(options.apiKey);
    this.basePath = base.pathname.replace(/\/+$/, "");
    this.shownUrl = `${base.origin}${this.basePath}`;
    this.limit = pLimit(this.concurrency);
    this.pacer = new Pacer(options.rateLimit ?? SERVICE_RATE_WINDOWS, {
      ...options.maxBudgetWaitMs !== void 0 && { maxWaitMs: options.maxBudgetWaitMs }
    });
    this.transport = new Transport({
      origin: base.origin,
      timeoutMs,
      headers: { [AUTH_HEADER]: options.apiKey, "user-agent": options.userAgent ?? defaultUserAgent() }
    });
  }
  /** POSTs allowed per window right now: the configured figure, lower for a while after a 429. */
  get pacingCapacity() {
    return this.pacer.currentCapacity;
  }
  /** Validates without storing: sends `{...definition, dryRun: true}`. */
  async dryRun(definition) {
    const run = await this.post({ ...definition, dryRun: true }, "dry-run");
    const { verdict, attempts } = run;
    switch (verdict.kind) {
      case "success": {
        const data = this.metricData(verdict);
        return "error" in data ? { ok: false, error: data.error, attempts } : { ok: true, data: data.data, attempts };
      }
      case "already-in-use":
      case "final":
        return { ok: false, error: verdict.error, attempts };
      case "retry":
        return { ok: false, error: this.gaveUpError(run), attempts };
    }
  }
  /**
   * Creates for real: sends `{...definition, dryRun: false}`. The explicit `false` (rather than
   * leaving the field out) makes the request say what it means, whatever the service's default
   * and whatever a definition carried.
   */
  async create(definition) {
    const run = await this.post({ ...definition, dryRun: false }, "create");
    const { verdict, attempts, unknownOutcome } = run;
    switch (verdict.kind) {
      case "success": {
        const data = this.metricData(verdict);
        if ("error" in data) return { ok: false, error: data.error, ambiguous: true, attempts };
        return { ok: true, data: data.data, recovered: false, attempts };
      }
      case "already-in-use":
        if (unknownOutcome) return { ok: true, recovered: true, attempts };
        return { ok: false, error: verdict.error, ambiguous: false, attempts };
      case "final":
        if (verdict.unsent && !unknownOutcome && attempts <= 1)
          return { ok: false, error: verdict.error, ambiguous: false, attempts, unsent: true };
        return { ok: false, error: verdict.error, ambiguous: unknownOutcome, attempts };
      case "retry":
        return { ok: false, error: this.gaveUpError(run), ambiguous: unknownOutcome, attempts };
    }
  }
  /**
   * Every review of one dynamic config, newest first, filtered by status and age. A 404 (unknown
   * config) is an error value for this config only; the caller goes on with the others.
   */
  async listReviews(dynamicConfigId, options = {}) {
    const nowMs = (options.now ?? /* @__PURE__ */ new Date()).getTime();
    const bodies = { echoFree: true };
    const listing = await collectReviews((path) => this.fetchReviewsPage(path, bodies), {
      dynamicConfigId,
      pageSize: this.reviewsPageSize,
      concurrency: this.concurrency,
      basePath: this.basePath,
      ...options.statuses === void 0 ? {} : { statuses: options.statuses },
      ...options.maxAgeDays === void 0 ? {} : { cutoffMs: nowMs - options.maxAgeDays * DAY_MS }
    });
    if (listing.ok && bodies.echoFree) return { ...listing, warnings: listing.warnings.map(this.redact) };
    if (listing.ok) return redactValues(listing, this.redact);
    if (listing.error.status !== 404) return listing;
    const message = `dynamic config ${JSON.stringify(dynamicConfigId)} was not found (${listing.error.message})`;
    return { ok: false, error: { ...listing.error, message: this.redact(message) } };
  }
  /**
   * Sends nothing more (Ctrl-C): the calls in flight finish and are recorded; every later call
   * ends at once with `why`, an unsent create that the next run makes.
   */
  stopSending(why) {
    this.stopFailure ??= apiError("transient", why);
  }
  async close() {
    if (this.closed) return;
    this.closed = true;
    this.pacer.close();
  }
  /** One page; `bodies.echoFree` is cleared unless its raw body surely holds no echo of the key. */
  async fetchReviewsPage(path, bodies) {
    const send = async () => this.limit(() => this.sendUnlessStopped("GET", this.basePath + path));
    const run = await this.runAttempts(send, "reviews-page");
    const { verdict } = run;
    if (verdict.kind === "retry") return failed(this.gaveUpError(run));
    if (verdict.kind !== "success") return failed(verdict.error);
    return { read: () => this.readReviewsPage(verdict.status, verdict.body, bodies) };
  }
  readReviewsPage(status, body, bodies) {
    if (bodies.echoFree && !this.echoFree(body)) bodies.echoFree = false;
    const parsed = parseBody(reviewsPageAsRead, body);
    if (parsed.ok) return { ok: true, page: parsed.value };
    return { ok: false, error: this.malformed(status, "a page of reviews", parsed.problem) };
  }
  /**
   * A JSON text without a backslash has no escapes: every string in it is its raw characters, so
   * an echo of the key in any of them is in the text as it is. Anything else is walked value by
   * value (redactValues), as before.
   */
  echoFree(body) {
    return !body.includes("\\") && this.redact.mayEcho !== void 0 && !this.redact.mayEcho(body);
  }
  /** What the pacer is waiting for now (a window and until when), for progress lines. */
  get budgetWait() {
    return this.pacer.waiting;
  }
  post(body, operation) {
    return this.runAttempts(async (waited) => {
      const queued = performance.now();
      await this.pacer.acquire();
      waited(performance.now() - queued);
      try {
        return await this.limit(() => this.sendUnlessStopped("POST", this.basePath + METRICS_PATH, body));
      } finally {
        this.pacer.release();
      }
    }, operation);
  }
  /**
   * Checked again once the request has its turn: calls queued behind the concurrency limit when
   * the run was stopped (Ctrl-C, a refused key, a wrong URL) are never sent.
   */
  sendUnlessStopped(method, path, body) {
    const refused = this.refusal();
    if (refused) return Promise.reject(new StoppedBeforeSending(refused));
    return this.transport.send(method, path, body);
  }
  /** The retry loop around one request; POSTs (paced) tell the shared pacer about 429s. */
  runAttempts(send, operation) {
    const paced = operation !== "reviews-page";
    let budgetWaitMs = 0;
    const waited = (ms) => {
      budgetWaitMs += ms;
    };
    const attemptOnce = async () => {
      const refused = this.refusal();
      if (refused !== void 0) return { kind: "final", error: refused, unsent: true };
      let result;
      try {
        result = await send(waited);
      } catch (error) {
        if (error instanceof BudgetWaitExceeded)
          return { kind: "final", error: apiError("transient", error.message) };
        if (error instanceof StoppedBeforeSending)
          return { kind: "final", error: error.reason, unsent: true };
        return { kind: "final", error: this.refusal() ?? this.unexpected(error) };
      }
      const misconfigured = this.misconfiguration(result, operation);
      if (misconfigured) {
        this.stopFailure ??= misconfigured;
        return { kind: "final", error: misconfigured };
      }
      if (!this.answered && result.type === "response" && isJson(result.body)) this.answered = true;
      const verdict = classifyAttempt(result, this.redact, Date.now());
      if (paced && !(verdict.kind === "retry" && verdict.rateLimited)) this.pacer.speedUp();
      this.watchForStorm(verdict);
      if (verdict.kind === "final" && verdict.error.status === 401) this.stopFailure ??= verdict.error;
      return verdict;
    };
    return runWithRetries(attemptOnce, this.retryPolicy, {
      now: () => this.clock.now() - budgetWaitMs,
      sleep: this.clock.sleep,
      random: Math.random,
      onRateLimited: (waitMs) => {
        if (paced) this.pacer.slowDown(waitMs);
      },
      onRetry: (attempt, waitMs, verdict) => {
        const status = verdict.status === void 0 ? {} : { status: verdict.status };
        this.onRetry?.({ operation, attempt, waitMs, reason: verdict.reason, ...status });
      }
    });
  }
  /**
   * A service that answers 429 to everything without saying how long to wait is not pacing us:
   * waiting for a budget it never grants would keep a run busy for its whole max wait (and each
   * such 429 halves the pace, so the streak itself slows down). After STORM_REFUSALS such answers
   * in a row, or a streak of STORM_MS, nothing more is sent and the requests queued for the budget
   * end at once, with a failure that says why (exit 3: what was created is recorded, the next run
   * goes on). A 429 with a real Retry-After is a budget, waited out as api.maxWaitMinutes allows.
   */
  watchForStorm(verdict) {
    const storm = verdict.kind === "retry" && verdict.rateLimited && (verdict.retryAfterMs ?? 0) < 1e3;
    if (!storm) {
      this.stormRefusals = 0;
      return;
    }
    const nowMs = this.clock.now();
    if (this.stormRefusals++ === 0) this.stormSinceMs = nowMs;
    if (this.stormRefusals < STORM_REFUSALS && nowMs - this.stormSinceMs < STORM_MS) return;
    this.stopSending(
      `the Console API answered ${this.stormRefusals} requests in a row with 429 (Too Many Requests) and no Retry-After to wait for, so nothing more was sent`
    );
    this.pacer.close();
  }
  /** Why no request should be sent at all: the client is closed or the key was refused. */
  refusal() {
    if (this.closed)
      return apiError("transient", "the Console API client was closed before the request was sent");
    return this.stopFailure;
  }
  /**
   * An answer that says the URL is not the Console API: a host that does not resolve or refuses
   * the first connection, a first answer that is not JSON (a login page), a 404 on the route
   * itself. Retrying cannot help, and "run again" would mislead: it is a configuration error.
   */
  misconfiguration(result, operation) {
    const at = `the Console API URL ${this.shownUrl}`;
    const fix = `check ${API_URL_SOURCES}`;
    if (result.type === "network") {
      if (this.answered || !/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|bad port/.test(result.message))
        return void 0;
      return apiError("config", this.redact(`${at} cannot be reached (${result.message}): ${fix}`));
    }
    if (result.status === 404 && operation !== "reviews-page") {
      const hint = "give the base URL of the service (e.g. https://console.example.com)";
      return apiError("config", this.redact(`${at} answered 404 for ${METRICS_PATH}: ${hint}; ${fix}`), 404);
    }
    if (this.answered || result.status >= 500 || result.status === 429) return void 0;
    if (operation === "create" && result.status < 300) return void 0;
    if (result.body.trim() !== "" && !isJson(result.body)) {
      return apiError(
        "config",
        this.redact(
          `${at} answered ${result.status} with something that is not the Console API (not JSON: a login page or a proxy?): ${fix}`
        ),
        result.status
      );
    }
    return void 0;
  }
  metricData(verdict) {
    const parsed = parseBody(metricResponseAsRead, verdict.body);
    if (parsed.ok) return { data: redactValues(parsed.value.data, this.redact) };
    return { error: this.malformed(verdict.status, "a metric response", parsed.problem) };
  }
  malformed(status, expected, problem) {
    return apiError(
      "transient",
      this.redact(`the service answered ${status} with a body that is not ${expected} (${problem})`),
      status
    );
  }
  gaveUpError(run) {
    const last = run.verdict.kind === "retry" ? run.verdict : void 0;
    const reason = last === void 0 ? "" : `; last answer: ${last.reason}`;
    return apiError("transient", this.redact(`gave up ${run.gaveUp ?? ""}${reason}`), last?.status);
  }
  unexpected(error) {
    const name = error instanceof Error ? error.name : typeof error;
    return apiError("transient", this.redact(`the request failed unexpectedly (${name})`));
  }
};
var StoppedBeforeSending = class extends Error {
  constructor(reason) {
    super(reason.message);
    this.reason = reason;
  }
  reason;
};
function isJson(body) {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}
function clientOptionsFromConfig(api, connection, pullRequest = false) {
  const share = pullRequest ? api.pullRequestShare : 1;
  return {
    ...connection,
    concurrency: api.concurrency,
    rateLimit: api.rateLimit.map((window) => ({
      requests: Math.max(1, Math.floor(window.requests * share)),
      perSeconds: window.perSeconds
    })),
    maxBudgetWaitMs: api.maxWaitMinutes * 6e4,
    timeoutMs: api.timeoutMs
  };
}
function parseBaseUrl(baseUrl, redact) {
  let url;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(redact(withoutUserinfo(`baseUrl ${JSON.stringify(baseUrl)} is not a URL`)));
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new TypeError(`baseUrl must be an http or https URL, not ${url.protocol}`);
  }
  return url;
}
function positiveInteger(value, name) {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${name} must be a whole number of 1 or more`);
  return value;
}
function failed(error) {
  return { read: () => ({ ok: false, error }) };
}
export {
  ConsoleClient,
  clientOptionsFromConfig
};
