// The one place that talks to the Console API (docs/api-contract.md): paced, retried,
// redacted, paginated. Every call resolves to an outcome value; nothing it returns or logs ever
// holds the API key. How an unknown outcome of a create is told from a conflict, and why a 503 or
// a 2xx that is not the spec's counts as unknown: docs/decisions.md ("Unknown outcomes").
import pLimit, { type LimitFunction } from 'p-limit';
import { AUTH_HEADER, METRICS_PATH, SERVICE_RATE_WINDOWS } from '../contract/console-api.js';
import type { Review } from '../contract/console-shapes.js';
import { type ApiError, apiError } from './api-error.js';
import {
  type ConsoleClientOptions,
  DEFAULT_CONCURRENCY,
  DEFAULT_RETRY,
  DEFAULT_REVIEWS_PAGE_SIZE,
  DEFAULT_TIMEOUT_MS,
  type Operation,
  parseBaseUrl,
  positiveInteger,
  type RetryClock,
  type RetryEvent,
  SYSTEM_CLOCK,
} from './client-options.js';
import { type BudgetWait, BudgetWaitExceeded, Pacer } from './pacer.js';
import { type Redactor, redactorFor, redactValues } from './redact.js';
import {
  type AttemptResult,
  classifyAttempt,
  consoleShaped,
  misconfiguration,
  type Verdict,
} from './response-kinds.js';
import { metricResponseAsRead, parseBody, reviewsPageAsRead } from './responses.js';
import { type RetryPolicy, type RetryRun, runWithRetries } from './retry.js';
import { collectReviews, type PageAnswer } from './reviews-pager.js';
import { StreakWatch } from './streaks.js';
import { Transport } from './transport.js';
import { defaultUserAgent } from './version.js';

export type { ApiError, Review };

/** `attempts`: how many requests the call took, for reports ("created after 3 attempts"). */
export type DryRunOutcome =
  | { ok: true; data: Record<string, unknown>; attempts?: number }
  /** `unsent`: never sent (the run was stopped before its turn). */
  | { ok: false; error: ApiError; attempts?: number; unsent?: boolean };

export type CreateOutcome =
  | { ok: true; data: Record<string, unknown>; recovered: false; attempts?: number }
  /** An attempt's outcome was unknown and a retry was answered "already in use": ours. */
  | { ok: true; recovered: true; data?: undefined; attempts?: number }
  /** `ambiguous`: some attempt's outcome is unknown, so the metric may exist. `unsent`: never sent. */
  | { ok: false; error: ApiError; ambiguous: boolean; attempts?: number; unsent?: boolean };

export interface ListReviewsOptions {
  /** Keep only reviews with one of these statuses; all when absent. */
  statuses?: readonly string[];
  /** Drop reviews older than this and stop paging at the first page that reaches them. */
  maxAgeDays?: number;
  /** The instant `maxAgeDays` counts back from. Default: now. */
  now?: Date;
}

export type ListReviewsOutcome =
  | { ok: true; reviews: Review[]; pages: number; warnings: string[] }
  | { ok: false; error: ApiError };

const DAY_MS = 86_400_000;

export class ConsoleClient {
  private readonly transport: Transport;
  private readonly pacer: Pacer;
  private readonly limit: LimitFunction;
  private readonly retryPolicy: RetryPolicy;
  private readonly clock: RetryClock;
  private readonly redact: Redactor;
  private readonly basePath: string;
  private readonly concurrency: number;
  private readonly reviewsPageSize: number;
  private readonly onRetry: ((event: RetryEvent) => void) | undefined;
  /**
   * Set by a refused key (a 401 or 403 holds for every call), a URL that is not the Console API,
   * a streak of failures (streaks.ts), a wait for the rate budget past its limit, or Ctrl-C: later
   * calls send nothing.
   */
  private stopFailure: ApiError | undefined;
  /** The service has answered as the Console API does once: a later failure is transient, not a wrong URL. */
  private answered = false;
  private readonly streaks = new StreakWatch();
  private readonly shownUrl: string;
  private closed = false;

  constructor(options: ConsoleClientOptions) {
    const base = parseBaseUrl(options.baseUrl, redactorFor(options.apiKey));
    this.concurrency = positiveInteger(options.concurrency ?? DEFAULT_CONCURRENCY, 'concurrency');
    const timeoutMs = positiveInteger(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, 'timeoutMs');
    this.reviewsPageSize = positiveInteger(
      options.reviewsPageSize ?? DEFAULT_REVIEWS_PAGE_SIZE,
      'reviewsPageSize',
    );
    this.retryPolicy = { ...DEFAULT_RETRY, ...options.retry };
    this.clock = options.clock ?? SYSTEM_CLOCK;
    this.onRetry = options.onRetry;
    this.redact = redactorFor(options.apiKey);
    this.basePath = base.pathname.replace(/\/+$/, '');
    this.shownUrl = `${base.origin}${this.basePath}`;
    this.limit = pLimit(this.concurrency);
    this.pacer = new Pacer(options.rateLimit ?? SERVICE_RATE_WINDOWS, {
      ...(options.maxBudgetWaitMs !== undefined && { maxWaitMs: options.maxBudgetWaitMs }),
    });
    this.transport = new Transport({
      origin: base.origin,
      timeoutMs,
      headers: { [AUTH_HEADER]: options.apiKey, 'user-agent': options.userAgent ?? defaultUserAgent() },
    });
  }

  /** POSTs allowed per window right now: the configured figure, lower for a while after a 429. */
  get pacingCapacity(): number {
    return this.pacer.currentCapacity;
  }

  /** How many POSTs the rate budget lets through within api.maxWaitMinutes (Pacer.sendableWithinLimit). */
  get sendableWithinLimit() {
    return this.pacer.sendableWithinLimit;
  }

  /** Validates without storing: sends `{...definition, dryRun: true}`. */
  async dryRun(definition: Record<string, unknown>): Promise<DryRunOutcome> {
    const run = await this.post({ ...definition, dryRun: true }, 'dry-run');
    const { verdict, attempts } = run;
    switch (verdict.kind) {
      case 'success': {
        const data = this.metricData(verdict);
        return 'error' in data
          ? { ok: false, error: data.error, attempts }
          : { ok: true, data: data.data, attempts };
      }
      case 'already-in-use':
        return { ok: false, error: verdict.error, attempts };
      case 'final':
        if (verdict.unsent && !run.unknownOutcome)
          return { ok: false, error: verdict.error, attempts, unsent: true };
        return { ok: false, error: verdict.error, attempts };
      case 'retry':
        return { ok: false, error: this.gaveUpError(run), attempts };
    }
  }

  /**
   * Creates for real: sends `{...definition, dryRun: false}`. The explicit `false` (rather than
   * leaving the field out) makes the request say what it means, whatever the service's default
   * and whatever a definition carried.
   */
  async create(definition: Record<string, unknown>): Promise<CreateOutcome> {
    const run = await this.post({ ...definition, dryRun: false }, 'create');
    const { verdict, attempts, unknownOutcome } = run;
    switch (verdict.kind) {
      case 'success': {
        const data = this.metricData(verdict);
        if ('error' in data) return { ok: false, error: data.error, ambiguous: true, attempts };
        return { ok: true, data: data.data, recovered: false, attempts };
      }
      case 'already-in-use':
        if (unknownOutcome) return { ok: true, recovered: true, attempts };
        return { ok: false, error: verdict.error, ambiguous: false, attempts };
      case 'final':
        // Not sent now, and no earlier attempt processed (a 429 is refused before any work):
        // nothing can exist, and nothing failed.
        if (verdict.unsent && !unknownOutcome)
          return { ok: false, error: verdict.error, ambiguous: false, attempts, unsent: true };
        return { ok: false, error: verdict.error, ambiguous: unknownOutcome, attempts };
      case 'retry':
        return { ok: false, error: this.gaveUpError(run), ambiguous: unknownOutcome, attempts };
    }
  }

  /**
   * Every review of one dynamic config, newest first, filtered by status and age. A 404 (unknown
   * config) is an error value for this config only; the caller goes on with the others.
   */
  async listReviews(dynamicConfigId: string, options: ListReviewsOptions = {}): Promise<ListReviewsOutcome> {
    const nowMs = (options.now ?? new Date()).getTime();
    const listing = await collectReviews((path) => this.fetchReviewsPage(path), {
      dynamicConfigId,
      pageSize: this.reviewsPageSize,
      concurrency: this.concurrency,
      basePath: this.basePath,
      ...(options.statuses === undefined ? {} : { statuses: options.statuses }),
      ...(options.maxAgeDays === undefined ? {} : { cutoffMs: nowMs - options.maxAgeDays * DAY_MS }),
    });
    if (listing.ok || listing.error.status !== 404) return listing;
    const message = `dynamic config ${JSON.stringify(dynamicConfigId)} was not found (${listing.error.message})`;
    return { ok: false, error: { ...listing.error, message: this.redact(message) } };
  }

  /**
   * Sends nothing more (Ctrl-C, a streak, the budget's limit): the calls in flight finish and are
   * recorded; every later call ends at once with `why` (`brief` for each definition it ended).
   */
  stopSending(why: string, brief?: string): void {
    this.stop({ ...apiError('transient', why), ...(brief !== undefined && { brief }) });
  }

  /** Every later call ends at once with `error`, those waiting for the rate budget too. */
  private stop(error: ApiError): void {
    this.stopFailure ??= error;
    this.pacer.close();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // Node's fetch keeps its connections in its own agent, which closes idle ones by itself.
    this.pacer.close();
  }

  private async fetchReviewsPage(path: string): Promise<PageAnswer> {
    const send: Send = async (_, judge) =>
      this.limit(() => this.sendUnlessStopped('GET', this.basePath + path).then(judge));
    const run = await this.runAttempts(send, 'reviews-page');
    const { verdict } = run;
    if (verdict.kind === 'retry') return { ok: false, error: this.gaveUpError(run) };
    if (verdict.kind !== 'success') return { ok: false, error: verdict.error };
    return this.readReviewsPage(verdict.status, verdict.body);
  }

  private readReviewsPage(status: number, body: string): PageAnswer {
    const parsed = parseBody(reviewsPageAsRead, body);
    // What the service wrote (descriptions, names, links) is redacted here, at the source, so no
    // front end (the CLI's text, the Action's comment) can show an echo of the key.
    if (parsed.ok)
      return {
        ok: true,
        page: this.redact.mayEcho?.(body) ? redactValues(parsed.value, this.redact) : parsed.value,
      };
    return { ok: false, error: this.malformed(status, 'a page of reviews', parsed.problem) };
  }

  /** What the pacer is waiting for now (a window and until when), for progress lines. */
  get budgetWait(): BudgetWait | undefined {
    return this.pacer.waiting;
  }

  /**
   * The budget is taken once the request has its turn of the concurrency limit, so a 429's pause
   * holds every request not yet sent, not only those that had not yet queued for a turn.
   */
  private post(body: Record<string, unknown>, operation: Operation): Promise<RetryRun> {
    return this.runAttempts(
      (waited, judge) =>
        this.limit(async () => {
          const queued = performance.now();
          await this.pacer.acquire().catch((error: unknown) => {
            // Past api.maxWaitMinutes the pacer gives up: the whole run stops, as a streak stops it.
            if (error instanceof BudgetWaitExceeded)
              this.stopSending(
                error.message,
                'the rate budget would wait past api.maxWaitMinutes (see above)',
              );
            // A run stopped (a streak, the budget, Ctrl-C) closes the pacer: what waited was never sent.
            throw this.stopFailure ? new StoppedBeforeSending(this.stopFailure) : error;
          });
          waited(performance.now() - queued);
          try {
            return await this.sendUnlessStopped('POST', this.basePath + METRICS_PATH, body).then(judge);
          } finally {
            this.pacer.release();
          }
        }),
      operation,
    );
  }

  /**
   * Checked again once the request has its turn: calls queued behind the concurrency limit when
   * the run was stopped (Ctrl-C, a refused key, a wrong URL) are never sent.
   */
  private sendUnlessStopped(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) {
    const refused = this.refusal();
    if (refused) return Promise.reject(new StoppedBeforeSending(refused));
    return this.transport.send(method, path, body);
  }

  /**
   * The retry loop around one request; POSTs (paced) tell the shared pacer about 429s. `send`
   * judges the answer before it gives up its turn, so a stop it causes (a refused key, a wrong
   * URL) holds for the call queued behind it.
   */
  private runAttempts(send: Send, operation: Operation): Promise<RetryRun> {
    const paced = operation !== 'reviews-page';
    // Time queued for the rate budget is not a failure: the retry limit leaves it out.
    let budgetWaitMs = 0;
    const waited = (ms: number) => {
      budgetWaitMs += ms;
    };
    const attemptOnce = async (): Promise<Verdict> => {
      const refused = this.refusal();
      if (refused !== undefined) return { kind: 'final', error: refused, unsent: true };
      try {
        return await send(waited, judge);
      } catch (error) {
        if (error instanceof StoppedBeforeSending)
          return { kind: 'final', error: error.reason, unsent: true };
        return { kind: 'final', error: this.refusal() ?? this.unexpected(error) };
      }
    };
    const judge = (result: AttemptResult): Verdict => {
      const misconfigured = misconfiguration(result, {
        operation,
        answered: this.answered,
        url: this.shownUrl,
        redact: this.redact,
      });
      if (misconfigured) {
        this.stop(misconfigured);
        return { kind: 'final', error: misconfigured };
      }
      if (!this.answered && consoleShaped(result)) this.answered = true;
      const verdict = classifyAttempt(result, this.redact, Date.now());
      const rateLimited = verdict.kind === 'retry' && verdict.rateLimited;
      if (paced && !rateLimited) this.pacer.speedUp();
      // Paused before this request gives up its turn, so the next one in line waits too.
      if (paced && rateLimited && verdict.retryAfterMs) this.pacer.slowDown(verdict.retryAfterMs);
      const streakStop = this.streaks.observe(verdict, this.clock.now());
      if (streakStop) this.stopSending(streakStop.why, streakStop.brief);
      if (verdict.kind === 'final' && verdict.error.kind === 'auth') this.stop(verdict.error);
      return verdict;
    };
    return runWithRetries(attemptOnce, this.retryPolicy, {
      now: () => this.clock.now() - budgetWaitMs,
      sleep: this.clock.sleep,
      random: Math.random,
      onRateLimited: (waitMs) => {
        if (paced) this.pacer.slowDown(waitMs);
        return paced;
      },
      onRetry: (attempt, waitMs, verdict) => {
        const status = verdict.status === undefined ? {} : { status: verdict.status };
        this.onRetry?.({ operation, attempt, waitMs, reason: verdict.reason, ...status });
      },
    });
  }

  /** Why no request should be sent at all: the client is closed or the key was refused. */
  private refusal(): ApiError | undefined {
    if (this.closed)
      return apiError('transient', 'the Console API client was closed before the request was sent');
    return this.stopFailure;
  }

  private metricData(verdict: {
    status: number;
    body: string;
  }): { data: Record<string, unknown> } | { error: ApiError } {
    const parsed = parseBody(metricResponseAsRead, verdict.body);
    if (parsed.ok) return { data: redactValues(parsed.value.data, this.redact) };
    return { error: this.malformed(verdict.status, 'a metric response', parsed.problem) };
  }

  private malformed(status: number, expected: string, problem: string): ApiError {
    return apiError(
      'transient',
      this.redact(`the service answered ${status} with a body that is not ${expected} (${problem})`),
      status,
    );
  }

  private gaveUpError(run: RetryRun): ApiError {
    const last = run.verdict.kind === 'retry' ? run.verdict : undefined;
    const reason = last === undefined ? '' : `; last answer: ${last.reason}`;
    return apiError('transient', this.redact(`gave up ${run.gaveUp ?? ''}${reason}`), last?.status);
  }

  private unexpected(error: unknown): ApiError {
    const name = error instanceof Error ? error.name : typeof error;
    return apiError('transient', this.redact(`the request failed unexpectedly (${name})`));
  }
}

/** Sends one attempt and judges its answer (`judge`) within the same turn of the limit. */
type Send = (waited: (ms: number) => void, judge: (result: AttemptResult) => Verdict) => Promise<Verdict>;

class StoppedBeforeSending extends Error {
  constructor(readonly reason: ApiError) {
    super(reason.message);
  }
}
