// Request handling, in one fixed order per request: auth, route, rate limit (POSTs), fault draw,
// then the operation. The decisions live in pure modules (metrics.ts, reviews-page.ts, faults.ts,
// rate-limit.ts); this class wires them to HTTP and keeps the counters.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_HEADER } from '../contract/console-api.js';
import type { ErrorBody, FieldError, MetricResponse } from '../contract/console-shapes.js';
import type { CreateMetricBody } from '../definitions/schema.js';
import { emptyFaultCounts, type FaultKind } from './faults.js';
import { isJsonContentType, parseJsonBody, readBody, splitTarget, writeJson } from './http.js';
import type { KeyIdentity } from './keys.js';
import { checkCreateBody, metricData } from './metrics.js';
import type { Settings } from './options.js';
import { fail, ok, type Result } from './result.js';
import { parsePageQuery, reviewsPage } from './reviews-page.js';
import { matchRoute } from './routes.js';
import type { SeedReview } from './seed.js';
import type { MetricStore } from './store.js';

export interface EmulatorStats {
  /** Console API requests (anything not under /__emulator/), whatever their answer. */
  requests: number;
  /** Metrics stored by a create, including those answered by a 500-after-commit fault. */
  creates: number;
  /** Dry runs answered 200. */
  dryRuns: number;
  /** Creates and dry runs answered 400, for any reason (duplicates included). */
  rejections: number;
  /** Answers whose message says "already in use". */
  duplicatesRefused: number;
  /** Of those, refusals of a metric whose create answer was lost (500-after-commit or a client gone). */
  duplicatesAfterLostAnswer: number;
  faultsInjected: Record<string, number>;
  /** POSTs refused by --rate-limit (injected 429s count under faultsInjected). */
  rateLimited: number;
  /** Exceptions the handler did not expect; answered 400. Always 0 unless there is a bug. */
  unexpectedErrors: number;
}

const NOT_FOUND = 'Not Found. The requested resource could not be found.';
const INVALID = 'Invalid request. Please check the request input and try again.';
const HANG_UP_AFTER_MS = 2000;

interface CreateRequest {
  res: ServerResponse;
  identity: KeyIdentity;
  storage: Storage;
  /** The 500-after-commit fault was drawn: store, then answer 500. */
  failAfterCommit: boolean;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** Every error the emulator sends has the contract's error shape. */
const error = (status: number, message: string, errors?: FieldError[]): Answer => ({
  status,
  body: { status, message, ...(errors && { errors }) } satisfies ErrorBody,
});

/** What the handler needs once the server listens: the store opens after the URL is known. */
export interface Storage {
  url: string;
  store: MetricStore;
}

/** Request handling; one per running emulator, holding its counters. */
export class RequestHandler {
  private readonly counters: EmulatorStats = {
    requests: 0,
    creates: 0,
    dryRuns: 0,
    rejections: 0,
    duplicatesRefused: 0,
    duplicatesAfterLostAnswer: 0,
    faultsInjected: emptyFaultCounts(),
    rateLimited: 0,
    unexpectedErrors: 0,
  };
  /** Ids of stored metrics whose create answer never reached the client. */
  private readonly answerLost = new Set<string>();
  private readonly closing = new AbortController();
  private storage: Storage | undefined;

  constructor(
    private readonly settings: Settings,
    private readonly reviews: ReadonlyMap<string, SeedReview[]>,
  ) {}

  /** Until this is called the emulator is still starting, and answers 503. */
  ready(storage: Storage): void {
    this.storage = storage;
  }

  snapshot(): EmulatorStats {
    return { ...this.counters, faultsInjected: { ...this.counters.faultsInjected } };
  }

  shutDown(): void {
    this.closing.abort();
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const answer = await this.answer(req, res);
      if (answer === 'reset') await this.reset(req);
      else if (answer !== 'gone') await this.send(res, answer);
    } catch {
      // A bug must not become a 500 (only injected faults answer 500) nor take the server down.
      this.counters.unexpectedErrors++;
      if (!res.headersSent && !res.destroyed) writeJson(res, 400, error(400, INVALID).body);
      else res.destroy();
    }
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<Answer | 'reset' | 'gone'> {
    const storage = this.storage;
    if (storage === undefined) return error(503, 'The emulator is starting; retry in a moment.');
    const { segments, query } = splitTarget(req.url);
    const route = matchRoute(req.method, segments);
    const internal = route.kind === 'emulator-metrics' || route.kind === 'emulator-stats';
    if (!internal && route.kind !== 'permalink') this.counters.requests++;
    // A permalink is a console page a person opens in a browser, which sends no API key.
    if (route.kind === 'permalink') return this.permalink(route.metricId, storage);
    const identity = this.authenticate(req);
    if (!identity.ok) return error(401, identity.problem.message);
    switch (route.kind) {
      case 'not-found':
        return error(404, NOT_FOUND);
      case 'emulator-metrics':
        return { status: 200, body: { message: 'Stored metrics.', data: storage.store.all() } };
      case 'emulator-stats':
        return { status: 200, body: { message: 'Emulator statistics.', data: this.snapshot() } };
      case 'reviews':
        return this.listReviews(route.configId, query);
      case 'create':
        return this.createMetric(req, res, identity.value, storage);
    }
  }

  private permalink(metricId: string, storage: Storage): Answer {
    const data = storage.store.get(metricId);
    if (data === undefined) return error(404, `No metric ${JSON.stringify(metricId)} in this emulator.`);
    return { status: 200, body: { message: `Metric ${data.id}.`, data } };
  }

  private authenticate(req: IncomingMessage): Result<KeyIdentity> {
    const presented = req.headers[AUTH_HEADER.toLowerCase()];
    if (typeof presented !== 'string' || presented === '') {
      return fail('auth.missing', `Missing API key: send a Console API key in the ${AUTH_HEADER} header.`);
    }
    const identity = this.settings.keys.identify(presented);
    return identity
      ? ok(identity)
      : fail(
          'auth.invalid',
          'This endpoint only accepts an active CONSOLE key, but an invalid key was sent.',
        );
  }

  /** Applies an injected 503, 429 or reset; 500-after-commit is left to the create. */
  private injected(fault: FaultKind | undefined): Answer | 'reset' | undefined {
    if (fault === undefined || fault === '500-after-commit') return undefined;
    this.counters.faultsInjected[fault] = (this.counters.faultsInjected[fault] ?? 0) + 1;
    if (fault === 'reset') return 'reset';
    if (fault === '429') {
      return {
        ...error(429, 'Too many requests (injected fault). Retry after the Retry-After delay.'),
        headers: { 'retry-after': '1' },
      };
    }
    return error(503, 'Service temporarily unavailable (injected fault). Retry later.');
  }

  private listReviews(configId: string, query: URLSearchParams): Answer | 'reset' {
    const fault = this.injected(this.settings.drawFault());
    if (fault) return fault;
    const reviews = this.reviews.get(configId);
    if (reviews === undefined) return error(404, NOT_FOUND);
    const pageQuery = parsePageQuery(query);
    if (!pageQuery.ok) return error(400, `${INVALID} ${capitalise(pageQuery.problem.message)}.`);
    return { status: 200, body: reviewsPage(configId, reviews, pageQuery.value) };
  }

  private async createMetric(
    req: IncomingMessage,
    res: ServerResponse,
    identity: KeyIdentity,
    storage: Storage,
  ): Promise<Answer | 'reset' | 'gone'> {
    const admission = this.settings.limiter?.admit() ?? { admitted: true };
    if (!admission.admitted) {
      this.counters.rateLimited++;
      const message = `Too many requests: more than ${admission.window} metric writes. Retry after ${admission.retryAfterSeconds} s.`;
      return { ...error(429, message), headers: { 'retry-after': String(admission.retryAfterSeconds) } };
    }
    const fault = this.settings.drawFault();
    const early = this.injected(fault === 'reset' ? undefined : fault);
    if (early) return early;
    const body = await this.readJson(req);
    if (body === 'gone') return 'gone';
    // Reset after the whole body arrived: the client cannot tell whether it was processed.
    if (fault === 'reset') return this.injected('reset')!;
    if (!body.ok) return this.reject(body.answer);
    return this.decideCreate(body.value, {
      res,
      identity,
      storage,
      failAfterCommit: fault === '500-after-commit',
    });
  }

  private async readJson(
    req: IncomingMessage,
  ): Promise<{ ok: true; value: unknown } | { ok: false; answer: Answer } | 'gone'> {
    if (req.headers['content-encoding'] !== undefined && req.headers['content-encoding'] !== 'identity') {
      return {
        ok: false,
        answer: error(415, 'Unsupported Content-Encoding: send the JSON body uncompressed.'),
      };
    }
    if (!isJsonContentType(req.headers['content-type'])) {
      return {
        ok: false,
        answer: error(415, 'Unsupported Media Type: send the body as application/json (UTF-8).'),
      };
    }
    const read = await readBody(req);
    if (read.kind === 'aborted') return 'gone';
    if (read.kind === 'too-large') {
      return {
        ok: false,
        answer: {
          ...error(413, 'Payload Too Large: a request body may be at most 10 MB.'),
          headers: { connection: 'close' },
        },
      };
    }
    const parsed = parseJsonBody(read.bytes);
    return parsed.ok
      ? { ok: true, value: parsed.value }
      : { ok: false, answer: error(400, `${INVALID} ${capitalise(parsed.why)}.`) };
  }

  private reject(answer: Answer): Answer {
    if (answer.status === 400) this.counters.rejections++;
    return answer;
  }

  private async decideCreate(body: unknown, request: CreateRequest): Promise<Answer> {
    const { res, identity, storage, failAfterCommit } = request;
    const check = checkCreateBody(body, this.settings.warehouseNative);
    if (!check.valid) {
      const count = check.errors.length;
      return this.reject(
        error(400, `${INVALID} ${count} problem${count === 1 ? '' : 's'}: see errors.`, check.errors),
      );
    }
    const { store } = storage;
    // Checked and inserted with no await in between, so two racing creates cannot both succeed.
    if (store.has(check.id)) return this.refuseDuplicate(check.body, check.id);
    const context = {
      projectWarehouseNative: this.settings.warehouseNative,
      identity,
      now: this.settings.now(),
      baseUrl: storage.url,
    };
    const data = metricData(check.body, context);
    if (check.dryRun) {
      this.counters.dryRuns++;
      return {
        status: 200,
        body: {
          message: 'Dry run succeeded: the metric is valid and was not stored.',
          data,
        } satisfies MetricResponse,
      };
    }
    try {
      await store.insert(data);
    } catch {
      return error(
        503,
        'Service temporarily unavailable: the metric could not be stored. Nothing was created; retry.',
      );
    }
    this.counters.creates++;
    if (failAfterCommit) {
      this.counters.faultsInjected['500-after-commit'] =
        (this.counters.faultsInjected['500-after-commit'] ?? 0) + 1;
      this.answerLost.add(check.id);
      return error(500, 'Internal Server Error (injected fault).');
    }
    res.once('close', () => {
      if (!res.writableFinished) this.answerLost.add(check.id);
    });
    return { status: 201, body: { message: 'Metric created successfully.', data } satisfies MetricResponse };
  }

  private refuseDuplicate(body: CreateMetricBody, id: string): Answer {
    this.counters.duplicatesRefused++;
    if (this.answerLost.has(id)) this.counters.duplicatesAfterLostAnswer++;
    const message = `${INVALID} The name \`${body.name}\` is already in use by a metric of type \`${body.type}\` (id \`${id}\`).`;
    return this.reject(
      error(400, message, [{ property: 'name', errorMessage: `\`${body.name}\` is already in use` }]),
    );
  }

  private async delay(): Promise<void> {
    if (this.settings.latencyMs <= 0) return;
    await sleep(this.settings.latencyMs, undefined, { signal: this.closing.signal }).catch(() => undefined);
  }

  private async send(res: ServerResponse, answer: Answer): Promise<void> {
    await this.delay();
    if (res.destroyed) return;
    writeJson(res, answer.status, answer.body, answer.headers);
    if (answer.status === 413) this.hangUpSoon(res);
  }

  /**
   * After a 413 the rest of the body stays unread; the connection is closed once the client has
   * had time to read the answer (closing at once could reset it before the client reads it).
   */
  private hangUpSoon(res: ServerResponse): void {
    const socket = res.socket;
    if (!socket) return;
    const timer = setTimeout(() => socket.destroy(), HANG_UP_AFTER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  }

  private async reset(req: IncomingMessage): Promise<void> {
    await this.delay();
    req.socket.destroy();
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
