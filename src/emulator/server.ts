// The Console API emulator (issue 3, DESIGN.md section 7): both operations of console-api.md on
// a local HTTP server, started in-process by tests and benchmarks or by `metrics-as-code
// emulator`. The decisions live in pure modules beside this one (metrics.ts, reviews.ts,
// faults.ts, rate-limit.ts); this file wires them to HTTP in one fixed order per request:
// auth, route, rate limit (POSTs), fault draw, then the operation.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { checkDefinition } from '../definitions/check.js';
import { dottedPath } from '../definitions/finding.js';
import type { CreateMetricBody } from '../definitions/schema.js';
import { emptyFaultCounts, type FaultKind, faultDrawer, parseFaultSpec, seededRandom } from './faults.js';
import { isJsonContentType, parseJsonBody, readBody, splitTarget, writeJson } from './http.js';
import { createKeyRing, DEFAULT_API_KEY, type KeyIdentity, type KeyRing } from './keys.js';
import { checkCreateBody, type MetricData, metricData } from './metrics.js';
import { parseRateLimitSpec, SlidingWindowLimiter } from './rate-limit.js';
import { EmulatorError, fail, ok, type Result, unwrap } from './result.js';
import { newestFirst, parsePageQuery, reviewsPage } from './reviews.js';
import { SAMPLE_SEED } from './sample.js';
import { checkSeed, type EmulatorSeed, type SeedReview } from './seed.js';
import { MetricStore } from './store.js';

export { DEFAULT_API_KEY } from './keys.js';
export { EmulatorError } from './result.js';
export { SAMPLE_SEED } from './sample.js';
export { type EmulatorSeed, loadSeedFile, parseSeed, type SeedReview } from './seed.js';

export interface EmulatorOptions {
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 0: a free port (the CLI defaults to 8787). */
  port?: number;
  /** Default ['console-dev-key']. */
  apiKeys?: string[];
  /** Default: SAMPLE_SEED. */
  seed?: EmulatorSeed;
  /** Persist metrics across restarts; each create is on disk before its 201 is sent. */
  dataFile?: string;
  /** Added to every response. */
  latencyMs?: number;
  /** `100/10s,900/15m`: sliding windows over POSTs (dry runs count); 429 + Retry-After. */
  rateLimit?: string;
  /** `503:0.1,500-after-commit:0.1,429:0.05,reset:0.05`. */
  faults?: string;
  /** Seed of the fault sequence (default: random). */
  faultSeed?: number;
  /** Emulate a warehouse-native project: every create is checked in that mode. */
  warehouseNative?: boolean;
  /** The clock, epoch ms (default Date.now): createdTime and the rate-limit windows read it. */
  now?: () => number;
}

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

export interface RunningEmulator {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string;
  port: number;
  stats(): EmulatorStats;
  /** The stored metrics' `data` objects, oldest first (copies). */
  metrics(): Record<string, unknown>[];
  close(): Promise<void>;
}

const NOT_FOUND = 'Not Found. The requested resource could not be found.';
const INVALID = 'Invalid request. Please check the request input and try again.';
const HANG_UP_AFTER_MS = 2000;

type Route =
  | { kind: 'create' }
  | { kind: 'reviews'; configId: string }
  | { kind: 'emulator-metrics' }
  | { kind: 'emulator-stats' }
  | { kind: 'not-found' };

/** Exact routes only: no normalisation, so `..` or `%2F` in an id can only name an unknown config. */
export function matchRoute(method: string | undefined, segments: readonly string[]): Route {
  const [root, first, second, third, id, last, ...rest] = segments;
  if (root !== '' || rest.length > 0) return { kind: 'not-found' };
  if (method === 'GET' && first === '__emulator' && third === undefined) {
    if (second === 'metrics') return { kind: 'emulator-metrics' };
    if (second === 'stats') return { kind: 'emulator-stats' };
  }
  if (first !== 'console' || second !== 'v1') return { kind: 'not-found' };
  if (method === 'POST' && third === 'metrics' && id === undefined) return { kind: 'create' };
  if (method === 'GET' && third === 'dynamic_configs' && last === 'reviews' && id) {
    const configId = safeDecode(id);
    if (configId !== undefined) return { kind: 'reviews', configId };
  }
  return { kind: 'not-found' };
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

interface Settings {
  host: string;
  port: number;
  keys: KeyRing;
  latencyMs: number;
  limiter: SlidingWindowLimiter | undefined;
  drawFault: () => FaultKind | undefined;
  warehouseNative: boolean;
  now: () => number;
}

/** Checks every option up front, so a bad spec fails at start and never mid-request. */
export function resolveOptions(options: EmulatorOptions): Result<Settings> {
  const keys = createKeyRing(options.apiKeys ?? [DEFAULT_API_KEY]);
  if (!keys.ok) return keys;
  const latencyMs = options.latencyMs ?? 0;
  if (!Number.isFinite(latencyMs) || latencyMs < 0)
    return fail('latency.range', 'latencyMs must be 0 or more');
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    return fail('port.range', 'port must be 0 to 65535');
  const windows = parseRateLimitSpec(options.rateLimit ?? '');
  if (!windows.ok) return windows;
  const faults = parseFaultSpec(options.faults ?? '');
  if (!faults.ok) return faults;
  const now = options.now ?? Date.now;
  const random = seededRandom(options.faultSeed ?? Math.floor(Math.random() * 2 ** 32));
  return ok({
    host: options.host ?? '127.0.0.1',
    port,
    keys: keys.value,
    latencyMs,
    limiter: windows.value.length > 0 ? new SlidingWindowLimiter(windows.value, now) : undefined,
    drawFault: faultDrawer(faults.value, random),
    warehouseNative: options.warehouseNative ?? false,
    now,
  });
}

const SEED_IDENTITY: KeyIdentity = {
  ownerID: 'emulator_seed',
  ownerType: 'CONSOLE_API_KEY',
  ownerName: 'Seed data (emulator)',
  ownerEmail: 'seed@emulator.invalid',
};

/** The seed's metrics as stored data; each must be a valid definition in the project's mode. */
function seedMetrics(seed: EmulatorSeed, settings: Settings, baseUrl: string): Result<MetricData[]> {
  const stored: MetricData[] = [];
  const problems: string[] = [];
  for (const [i, metric] of (seed.metrics ?? []).entries()) {
    const findings = checkDefinition(metric, { projectWarehouseNative: settings.warehouseNative });
    const errors = findings.filter((finding) => finding.severity === 'error');
    for (const error of errors)
      problems.push(`  seed metrics.${i}.${dottedPath(error.path)}: ${error.message}`);
    if (errors.length > 0) continue;
    const context = {
      projectWarehouseNative: settings.warehouseNative,
      identity: SEED_IDENTITY,
      now: settings.now(),
      baseUrl,
    };
    const data = metricData(metric as CreateMetricBody, context);
    if (stored.some((other) => other.id === data.id))
      problems.push(`  seed metrics.${i}: repeats the metric ${data.id}`);
    stored.push(data);
  }
  return problems.length > 0
    ? fail('seed.metrics', `the seed's metrics are not valid:\n${problems.join('\n')}`)
    : ok(stored);
}

function formatUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const settings = unwrap(resolveOptions(options));
  const seed = unwrap(checkSeed(options.seed ?? SAMPLE_SEED));
  const reviewsByConfig = new Map<string, SeedReview[]>(
    (seed.dynamicConfigs ?? []).map((config) => [config.id, newestFirst(config.reviews ?? [])]),
  );
  const state = { url: '', store: undefined as MetricStore | undefined };
  const emulator = new Emulator(settings, reviewsByConfig, () => state);
  const server = createServer({ keepAlive: true }, (req, res) => void emulator.handle(req, res));
  await listen(server, settings.host, settings.port);
  const port = (server.address() as AddressInfo).port;
  state.url = formatUrl(settings.host, port);
  const initial = seedMetrics(seed, settings, state.url);
  const store = initial.ok ? await MetricStore.open(options.dataFile, initial.value) : initial;
  if (!store.ok) {
    await closeServer(server);
    throw new EmulatorError(store.problem);
  }
  state.store = store.value;
  return {
    url: state.url,
    port,
    stats: () => emulator.snapshot(),
    metrics: () => store.value.all(),
    close: async () => {
      emulator.shutDown();
      await closeServer(server);
      await store.value.flush();
    },
  };
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const problem =
        error.code === 'EADDRINUSE'
          ? { kind: 'listen.in-use', message: `port ${port} on ${host} is already in use: pick another port` }
          : {
              kind: 'listen.failed',
              message: `cannot listen on ${host}:${port}: ${error.code ?? error.message}`,
            };
      reject(new EmulatorError(problem));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const error = (status: number, message: string, extra: object = {}): Answer => ({
  status,
  body: { status, message, ...extra },
});

/** Request handling; one per running emulator, holding its counters. */
class Emulator {
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

  constructor(
    private readonly settings: Settings,
    private readonly reviews: ReadonlyMap<string, SeedReview[]>,
    private readonly state: () => { url: string; store: MetricStore | undefined },
  ) {}

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
    const { segments, query } = splitTarget(req.url);
    const route = matchRoute(req.method, segments);
    const internal = route.kind === 'emulator-metrics' || route.kind === 'emulator-stats';
    if (!internal) this.counters.requests++;
    const identity = this.authenticate(req);
    if (!identity.ok) return error(401, identity.problem.message);
    switch (route.kind) {
      case 'not-found':
        return error(404, NOT_FOUND);
      case 'emulator-metrics':
        return { status: 200, body: { message: 'Stored metrics.', data: this.state().store?.all() ?? [] } };
      case 'emulator-stats':
        return { status: 200, body: { message: 'Emulator statistics.', data: this.snapshot() } };
      case 'reviews':
        return this.listReviews(route.configId, query);
      case 'create':
        return this.createMetric(req, res, identity.value);
    }
  }

  private authenticate(req: IncomingMessage): Result<KeyIdentity> {
    const presented = req.headers['service-api-key'];
    if (typeof presented !== 'string' || presented === '') {
      return fail('auth.missing', 'Missing API key: send a Console API key in the SERVICE-API-KEY header.');
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
    return this.decideCreate(body.value, res, identity, fault === '500-after-commit');
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

  private async decideCreate(
    body: unknown,
    res: ServerResponse,
    identity: KeyIdentity,
    failAfterCommit: boolean,
  ): Promise<Answer> {
    const check = checkCreateBody(body, this.settings.warehouseNative);
    if (!check.valid) {
      const count = check.errors.length;
      return this.reject(
        error(400, `${INVALID} ${count} problem${count === 1 ? '' : 's'}: see errors.`, {
          errors: check.errors,
        }),
      );
    }
    const store = this.state().store!;
    // Checked and inserted with no await in between, so two racing creates cannot both succeed.
    if (store.has(check.id)) return this.refuseDuplicate(check.body, check.id);
    const context = {
      projectWarehouseNative: this.settings.warehouseNative,
      identity,
      now: this.settings.now(),
      baseUrl: this.state().url,
    };
    const data = metricData(check.body, context);
    if (check.dryRun) {
      this.counters.dryRuns++;
      return {
        status: 200,
        body: { message: 'Dry run succeeded: the metric is valid and was not stored.', data },
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
    return { status: 201, body: { message: 'Metric created successfully.', data } };
  }

  private refuseDuplicate(body: CreateMetricBody, id: string): Answer {
    this.counters.duplicatesRefused++;
    if (this.answerLost.has(id)) this.counters.duplicatesAfterLostAnswer++;
    const message = `${INVALID} The name \`${body.name}\` is already in use by a metric of type \`${body.type}\` (id \`${id}\`).`;
    return this.reject(
      error(400, message, {
        errors: [{ property: 'name', errorMessage: `\`${body.name}\` is already in use` }],
      }),
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
