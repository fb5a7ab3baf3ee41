// Behaviours the emulator cannot produce (an echoed key, Retry-After as a date, malformed bodies,
// every nextPage form, a server that never answers), each from a tiny node:http server started
// here on a free loopback port.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { configSchema, defaultConfig } from '../../src/config/schema.js';
import { ConsoleClient } from '../../src/console/client.js';
import {
  type ConsoleClientOptions,
  clientOptionsFromConfig,
  type RetryEvent,
} from '../../src/console/client-options.js';
import { TOOL_VERSION } from '../../src/console/version.js';
import { virtualClock } from '../support/clock.js';

const KEY = 'console-abcdef0123456789secret';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  connection: number;
}
type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang' | 'destroy';
type Handler = (request: Seen, index: number) => Reply;

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => thing.close()));
});

/** A server answering each request with `handler(request, n)`; `seen` records what it got. */
async function server(handler: Handler): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  let connections = 0;
  const http: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        connection: (req.socket as { id?: number } & typeof req.socket).id ?? -1,
      };
      seen.push(request);
      const reply = handler(request, seen.length - 1);
      if (reply === 'hang') return;
      if (reply === 'destroy') return void req.socket.destroy();
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(text);
    });
  });
  http.on('connection', (socket) => {
    (socket as { id?: number } & typeof socket).id = connections++;
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  open.push({
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  });
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, seen };
}

function client(baseUrl: string, options: Partial<ConsoleClientOptions> = {}): ConsoleClient {
  const made = new ConsoleClient({
    baseUrl,
    apiKey: KEY,
    retry: { baseDelayMs: 1, maxDelayMs: 10, maxAttempts: 4 },
    ...options,
  });
  open.push(made);
  return made;
}

const metric = {
  name: 'edge_metric',
  type: 'sum',
  unitTypes: ['userID'],
  metricEvents: [{ name: 'e', type: 'value' }],
};
const created = {
  status: 201,
  body: { message: 'Metric created successfully.', data: { id: 'edge_metric::sum' } },
};
const review = (id: string, created_at = '2026-11-20T10:00:00Z') => ({
  review_id: id,
  status: 'pending',
  type: 'rules',
  author: { id: 'u_1', email: null },
  reviewers: [{ id: 'g_1', kind: 'group' }],
  description: `review ${id}`,
  created_at,
});

function expectNoKey(value: unknown): void {
  const text = JSON.stringify(value);
  expect(text).not.toContain(KEY);
  expect(text).not.toContain(KEY.slice(0, 8));
}

describe('requests', () => {
  it('sends the key header, JSON, a User-Agent with the version, and dryRun true or false', async () => {
    const api = await server(() => created);
    const console_ = client(api.url);
    await console_.dryRun({ ...metric, dryRun: false });
    await console_.create({ ...metric, dryRun: true });
    const [dry, real] = api.seen;
    expect(dry).toMatchObject({ method: 'POST', url: '/console/v1/metrics' });
    expect(dry!.headers['service-api-key']).toBe(KEY);
    expect(dry!.headers['user-agent']).toBe(`metrics-as-code/${TOOL_VERSION}`);
    expect(dry!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(dry!.body)).toEqual({ ...metric, dryRun: true });
    expect(JSON.parse(real!.body)).toEqual({ ...metric, dryRun: false });
  });

  it("keeps the base URL's path prefix and reuses keep-alive connections", async () => {
    const api = await server(() => ({ status: 200, body: { data: [], pagination: { nextPage: null } } }));
    const console_ = client(`${api.url}/api/`, { concurrency: 1 });
    for (let i = 0; i < 5; i += 1) await console_.listReviews('cfg');
    expect(api.seen.map((request) => request.url)).toEqual(
      Array(5).fill('/api/console/v1/dynamic_configs/cfg/reviews?page=1&limit=100'),
    );
    // Node's fetch may open a second connection before the first is free again; never one a request.
    expect(new Set(api.seen.map((request) => request.connection)).size).toBeLessThanOrEqual(2);
  });

  it('takes concurrency, pacing and timeout from the repo config', () => {
    expect(
      clientOptionsFromConfig(defaultConfig().api, { baseUrl: 'http://127.0.0.1:1', apiKey: KEY }),
    ).toEqual({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: KEY,
      concurrency: 8,
      // Both of the real service's windows by default; a run waits up to an hour for them.
      rateLimit: [
        { requests: 100, perSeconds: 10 },
        { requests: 900, perSeconds: 900 },
      ],
      maxBudgetWaitMs: 3_600_000,
      timeoutMs: 30_000,
    });
    const single = configSchema.parse({ api: { rateLimit: { requests: 5, perSeconds: 1 } } }).api;
    expect(clientOptionsFromConfig(single, { baseUrl: 'http://127.0.0.1:1', apiKey: KEY }).rateLimit).toEqual(
      [{ requests: 5, perSeconds: 1 }],
    );
  });

  it('a Retry-After: 0 storm backs off exponentially and ends with a clear outcome, in bounded time', async () => {
    const storm = await server(() => ({
      status: 429,
      body: { status: 429, message: 'Too Many Requests' },
      headers: { 'retry-after': '0' },
    }));
    const events: RetryEvent[] = [];
    const retry = { maxAttempts: 5, baseDelayMs: 20, maxDelayMs: 1_000 };
    const outcome = await client(storm.url, { retry, onRetry: (event) => events.push(event) }).dryRun(metric);
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'transient' } });
    expect(storm.seen).toHaveLength(5);
    // Each wait is at least the upper half of its exponential ceiling (20, 40, 80, 160 ms): never 0.
    expect(events.map((event) => event.waitMs >= (20 * 2 ** (event.attempt - 1)) / 2)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('a storm across many requests stops sending after 24 such 429s in a row, and says why', async () => {
    // The observed case: a plan of 16 took 271 s and failed all 16 (each request kept retrying
    // behind a pacer that halved its budget on every 429).
    const storm = await server(() => ({
      status: 429,
      body: { status: 429, message: 'Too Many Requests' },
      headers: { 'retry-after': '0' },
    }));
    // A budget so large that the pace, halved on every 429, never holds the streak back: what is
    // measured is the count (a streak of 30 s also stops it, on a machine slow enough to take that).
    const console_ = client(storm.url, {
      retry: { maxAttempts: 6, baseDelayMs: 20, maxDelayMs: 1_000 },
      rateLimit: [{ requests: 1_000_000_000, perSeconds: 1 }],
    });
    const outcomes = await Promise.all(Array.from({ length: 16 }, () => console_.dryRun(metric)));
    expect(outcomes.every((outcome) => !outcome.ok && outcome.error.kind === 'transient')).toBe(true);
    // 24 refusals stop it; what was in flight (at most the concurrency) still lands.
    expect(storm.seen.length).toBeGreaterThanOrEqual(24);
    expect(storm.seen.length).toBeLessThanOrEqual(24 + 8);
    const last = outcomes.at(-1)!;
    if (!last.ok) {
      expect(last.error.message).toMatch(
        /answered \d+ requests in a row with 429 \(Too Many Requests\) and no Retry-After/,
      );
      // What each definition it ended says: the run's failure says the rest once.
      expect(last.error.brief).toBe('the Console API kept refusing requests with 429 (see above)');
    }
  });

  const UNLIMITED = [{ requests: 1_000_000_000, perSeconds: 1 }];

  it('a service that fails every request stops the run after a minute of failures, and says why', async () => {
    // Observed: against a Console API answering 503 to everything, an apply of 40 sent 240
    // requests over 24 s; one of 2,000 would have kept at it for about 20 minutes.
    const down = await server(() => ({ status: 503, body: { status: 503, message: 'Service Unavailable' } }));
    const retry = { maxAttempts: 6, baseDelayMs: 500, maxDelayMs: 30_000, maxElapsedMs: 120_000 };
    const console_ = client(down.url, { clock: virtualClock(), retry, rateLimit: UNLIMITED });
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => console_.dryRun(metric)));
    expect(outcomes.every((outcome) => !outcome.ok && outcome.error.kind === 'transient')).toBe(true);
    expect(down.seen.length).toBeGreaterThanOrEqual(24);
    // Without the stop, each of the 200 would have been tried 6 times.
    expect(down.seen.length).toBeLessThan(200 * 3);
    const said = outcomes.map((outcome) => (outcome.ok ? '' : outcome.error.message));
    expect(said.at(-1)).toMatch(
      /^the Console API failed \d+ requests in a row over \d+ s \(last: HTTP 503: Service Unavailable\), so nothing more was sent: it looks unavailable$/,
    );
  });

  it('a short outage is retried through: every request still gets its answer', async () => {
    const blip = await server((_request, index) =>
      index < 30
        ? { status: 503, body: { status: 503, message: 'Service Unavailable' } }
        : { status: 200, body: { message: 'ok', data: {} } },
    );
    const retry = { maxAttempts: 6, baseDelayMs: 100, maxDelayMs: 1_000, maxElapsedMs: 120_000 };
    const console_ = client(blip.url, { clock: virtualClock(), retry, rateLimit: UNLIMITED });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => console_.dryRun(metric)));
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => new ConsoleClient({ baseUrl: 'ftp://x', apiKey: KEY })).toThrow(/http or https/);
    expect(() => new ConsoleClient({ baseUrl: 'not a url', apiKey: KEY })).toThrow(/not a URL/);
  });
});

describe('redaction', () => {
  it('never returns the key, echoed whole or in part, in any message or field error', async () => {
    const echo = `This endpoint only accepts an active CONSOLE key, but an invalid key was sent. Key: ${KEY}`;
    const auth = await server(() => ({ status: 401, body: { status: 401, message: echo } }));
    const outcome = await client(auth.url).dryRun(metric);
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'auth', status: 401 } });
    if (!outcome.ok) expect(outcome.error.message).toContain('Key: [REDACTED]');
    expectNoKey(outcome);

    const partial = await server(() => ({
      status: 400,
      body: {
        status: 400,
        message: `bad key ${KEY.slice(0, 12)}…`,
        errors: [{ property: KEY, errorMessage: `was ${KEY}` }],
      },
    }));
    expectNoKey(await client(partial.url).create(metric));

    const html = await server(() => ({ status: 502, body: `<html>upstream said ${KEY}</html>` }));
    const events: RetryEvent[] = [];
    const gaveUp = await client(html.url, { onRetry: (event) => events.push(event) }).create(metric);
    expect(gaveUp).toMatchObject({ ok: false, ambiguous: true, error: { kind: 'transient' } });
    expectNoKey(gaveUp);
    expect(events).toHaveLength(3);
    expectNoKey(events);
  });

  it('an echo spelt with JSON escapes in a page of reviews is still redacted', async () => {
    // The raw body does not hold the key as such, only its escaped spelling: the quick check on
    // raw bodies must not let it through.
    const escaped = [...KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    const body = `{"data":[${JSON.stringify({ ...review('rv_escaped'), description: 'x' }).replace('"x"', `"rotate ${escaped}"`)}],"pagination":{"nextPage":null}}`;
    const reviews = await server(() => ({ status: 200, body }));
    const listed = await client(reviews.url).listReviews('cfg');
    expect(listed).toMatchObject({ ok: true, reviews: [{ description: 'rotate [REDACTED]' }] });
    expectNoKey(listed);
  });

  it('a short key after a line break or written as a \\u escape in a page of reviews is redacted', async () => {
    // The quick look at the raw body read the key as glued to a word (`\\na`) or did not see it
    // (`\\u0061`), and the page came back with the key in its descriptions.
    const descriptions = ['rotate\\na', 'rotate \\u0061'];
    const body = `{"data":[${descriptions
      .map((text, i) =>
        JSON.stringify({ ...review(`rv_${i}`), description: 'x' }).replace('"x"', `"${text}"`),
      )
      .join(',')}],"pagination":{"nextPage":null}}`;
    const reviews = await server(() => ({ status: 200, body }));
    const listed = await client(reviews.url, { apiKey: 'a' }).listReviews('cfg');
    expect(listed).toMatchObject({
      ok: true,
      reviews: [{ description: 'rotate\n[REDACTED]' }, { description: 'rotate [REDACTED]' }],
    });
  });

  it("a cut echo whose ellipsis the body escapes (an ASCII-only JSON writer's `\\u2026`) is redacted", async () => {
    const body = `{"data":[${JSON.stringify({ ...review('rv_cut'), description: 'x' }).replace('"x"', `"Key: ${KEY.slice(0, 12)}\\u2026"`)}],"pagination":{"nextPage":null}}`;
    const reviews = await server(() => ({ status: 200, body }));
    const listed = await client(reviews.url).listReviews('cfg');
    expect(listed).toMatchObject({ ok: true, reviews: [{ description: 'Key: [REDACTED]…' }] });
  });

  it('a key broken by a line break or a zero-width space, both escaped as `\\u` in the body, is redacted', async () => {
    // An ASCII-only JSON writer (Python's by default) spells them `\\u000a` and `\\u200b`: the look
    // at the raw body kept them as characters inside the key, found no echo, and let it through.
    const broken = [
      `${KEY.slice(0, 10)}\\u000a${KEY.slice(10)}`,
      `${KEY.slice(0, 10)}\\u200b${KEY.slice(10)}`,
    ];
    const body = `{"data":[${broken
      .map((text, i) =>
        JSON.stringify({ ...review(`rv_${i}`), description: 'x' }).replace('"x"', `"rotate ${text}"`),
      )
      .join(',')}],"pagination":{"nextPage":null}}`;
    const reviews = await server(() => ({ status: 200, body }));
    const listed = await client(reviews.url).listReviews('cfg');
    expect(listed).toMatchObject({
      ok: true,
      reviews: [{ description: 'rotate [REDACTED]' }, { description: 'rotate [REDACTED]' }],
    });
  });

  it('redacts what the service wrote in a review or a created metric, at the source', async () => {
    const echoing = {
      ...review('rv_echo'),
      description: `rotate ${KEY}`,
      author: { id: 'u1', email: `${Buffer.from(KEY).toString('base64')}@example.com` },
    };
    const reviews = await server(() => ({
      status: 200,
      body: { data: [echoing], pagination: { nextPage: null } },
    }));
    const listed = await client(reviews.url).listReviews('cfg');
    expect(listed).toMatchObject({ ok: true, reviews: [{ description: 'rotate [REDACTED]' }] });
    expect(JSON.stringify(listed)).not.toContain(Buffer.from(KEY).toString('base64'));
    expectNoKey(listed);
    const created = await server(() => ({
      status: 201,
      body: { message: 'ok', data: { ...metric, id: 'x::sum', permalink: `https://c.example/m?key=${KEY}` } },
    }));
    const outcome = await client(created.url).create(metric);
    expect(outcome).toMatchObject({ ok: true, data: { permalink: 'https://c.example/m?key=[REDACTED]' } });
    expectNoKey(outcome);
  });

  it('a 403 is kind auth too, and stops later calls as a 401 does', async () => {
    // Observed: after a 403 every other definition was still sent (21 POSTs for 21), under a
    // report that said "Nothing further was attempted".
    const api = await server(() => ({
      status: 403,
      body: { status: 403, message: 'Forbidden. You might not have the necessary permissions.' },
    }));
    const refused = client(api.url);
    expect(await refused.listReviews('cfg')).toMatchObject({
      ok: false,
      error: { kind: 'auth', status: 403 },
    });
    const later = await Promise.all([refused.dryRun(metric), refused.create(metric)]);
    expect(later).toMatchObject([
      { ok: false, error: { kind: 'auth' } },
      { ok: false, ambiguous: false, error: { kind: 'auth' } },
    ]);
    expect(api.seen).toHaveLength(1);
  });
});

describe('Retry-After', () => {
  it('waits an HTTP-date Retry-After, then succeeds', async () => {
    const api = await server((_, n) =>
      n === 0
        ? {
            status: 429,
            body: { status: 429, message: 'slow' },
            headers: { 'retry-after': new Date(Date.now() + 1_000).toUTCString() },
          }
        : created,
    );
    expect(await client(api.url).create(metric)).toMatchObject({ ok: true, recovered: false, attempts: 2 });
  });

  for (const [form, value] of [
    ['seconds', () => '3600'],
    ['HTTP date', () => new Date(Date.now() + 3_600_000).toUTCString()],
  ] as const) {
    it(`reads a ${form} Retry-After: one past the time limit ends the call at once`, async () => {
      const api = await server(() => ({
        status: 503,
        body: { status: 503, message: 'maintenance' },
        headers: { 'retry-after': value() },
      }));
      const outcome = await client(api.url, {
        retry: { maxElapsedMs: 60_000, baseDelayMs: 1, maxDelayMs: 10 },
      }).dryRun(metric);
      expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: 'transient', status: 503 } });
      if (!outcome.ok)
        expect(outcome.error.message).toMatch(
          /the next wait would pass the 60 s limit; last answer: HTTP 503: maintenance/,
        );
    });
  }
});

describe('creates with an unknown outcome', () => {
  it('a 503 then "already in use" is recovered (503 may come from a gateway after the commit)', async () => {
    const api = await server((_, n) =>
      n === 0
        ? { status: 503, body: { status: 503, message: 'unavailable' } }
        : { status: 400, body: { status: 400, message: 'name edge_metric is already in use' } },
    );
    const events: RetryEvent[] = [];
    const outcome = await client(api.url, { onRetry: (event) => events.push(event) }).create(metric);
    expect(outcome).toEqual({ ok: true, recovered: true, attempts: 2 });
    expect(events).toEqual([
      {
        operation: 'create',
        attempt: 1,
        waitMs: expect.any(Number),
        reason: 'HTTP 503: unavailable',
        status: 503,
      },
    ]);
  });

  it('a 502 then a genuine rejection fails as rejected, flagged ambiguous', async () => {
    const api = await server((_, n) =>
      n === 0
        ? { status: 502, body: 'Bad Gateway' }
        : { status: 400, body: { status: 400, message: 'Invalid request.' } },
    );
    expect(await client(api.url).create(metric)).toMatchObject({
      ok: false,
      ambiguous: true,
      error: { kind: 'rejected', status: 400 },
    });
  });

  it('a timeout leaves the create ambiguous; a 201 on the retry is a plain success', async () => {
    const api = await server((_, n) => (n === 0 ? 'hang' : created));
    const outcome = await client(api.url, { timeoutMs: 300 }).create(metric);
    expect(outcome).toMatchObject({
      ok: true,
      recovered: false,
      data: { id: 'edge_metric::sum' },
      attempts: 2,
    });
  });

  it('a server that never answers ends in a transient, ambiguous failure', async () => {
    const api = await server(() => 'hang');
    const outcome = await client(api.url, {
      timeoutMs: 200,
      retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 5 },
    }).create(metric);
    expect(outcome).toMatchObject({ ok: false, ambiguous: true, attempts: 2, error: { kind: 'transient' } });
    if (!outcome.ok) expect(outcome.error.message).toMatch(/no answer within 200 ms \(api.timeoutMs\)/);
  });

  it('a connection reset before the answer is an unknown outcome', async () => {
    const api = await server(() => 'destroy');
    expect(await client(api.url).create(metric)).toMatchObject({ ok: false, ambiguous: true, attempts: 4 });
  });

  it('a refused first connection is a wrong URL: a config error at once, not ambiguous', async () => {
    const api = await server(() => created);
    await open.shift()!.close();
    const outcome = await client(api.url).create(metric);
    expect(outcome).toMatchObject({ ok: false, ambiguous: false, attempts: 1, error: { kind: 'config' } });
    if (!outcome.ok)
      expect(outcome.error.message).toMatch(/cannot be reached \(could not connect \(ECONNREFUSED\)\)/);
  });

  it('refused after the service answered once: transient, retried, never reached: not ambiguous', async () => {
    const api = await server(() => created);
    const console_ = client(api.url);
    expect((await console_.dryRun(metric)).ok).toBe(true);
    await open.shift()!.close();
    const outcome = await console_.create(metric);
    expect(outcome).toMatchObject({ ok: false, ambiguous: false, attempts: 4, error: { kind: 'transient' } });
    if (!outcome.ok) expect(outcome.error.message).toMatch(/could not connect \(ECONNREFUSED\)/);
  });
});

describe('malformed answers', () => {
  it('a first answer that is an HTML page is a wrong URL (config), not a service hiccup', async () => {
    const api = await server(() => ({ status: 200, body: '<html>Welcome to the captive portal</html>' }));
    const outcome = await client(api.url).dryRun(metric);
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: 'config', status: 200 } });
    if (!outcome.ok)
      expect(outcome.error.message).toMatch(/answered 200 with something that is not the Console API/);
  });

  it('a 200 dry run whose JSON body is not a metric response is a transient error, not retried', async () => {
    const api = await server(() => ({ status: 200, body: { message: 'ok', data: 'nope' } }));
    const outcome = await client(api.url).dryRun(metric);
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: 'transient', status: 200 } });
    if (!outcome.ok)
      expect(outcome.error.message).toMatch(
        /the service answered 200 with a body that is not a metric response/,
      );
  });

  it('a 201 without data leaves the create ambiguous', async () => {
    const api = await server(() => ({ status: 201, body: { message: 'Metric created successfully.' } }));
    const outcome = await client(api.url).create(metric);
    expect(outcome).toMatchObject({ ok: false, ambiguous: true, error: { kind: 'transient' } });
    if (!outcome.ok) expect(outcome.error.message).toMatch(/not a metric response \(data: /);
  });

  it('a create answered 2xx with a body that is not JSON is an unknown outcome, never a wrong URL', async () => {
    // Observed: taken for "not the Console API" (exit 2), its claim dropped; the next run called
    // both metrics conflicts and the ledger had neither. A 2xx to a create may mean it was made.
    const created = { message: 'Metric created successfully.', data: { id: 'x::sum', name: 'x' } };
    for (const order of [
      ['not json', 'json'],
      ['json', 'not json'],
    ]) {
      const api = await server((_request, index) =>
        order[index] === 'json' ? { status: 201, body: created } : { status: 201, body: 'OK' },
      );
      const outcomes = await Promise.all([client(api.url).create(metric), client(api.url).create(metric)]);
      const unreadable = outcomes.find((outcome) => !outcome.ok);
      expect(unreadable).toMatchObject({ ok: false, ambiguous: true, error: { kind: 'transient' } });
    }
  });

  it('passes unknown fields through', async () => {
    const api = await server(() => ({
      status: 201,
      body: { message: 'ok', data: { id: 'a::sum', owner: { name: 'x' } }, extra: 1 },
    }));
    expect(await client(api.url).create(metric)).toMatchObject({
      ok: true,
      data: { id: 'a::sum', owner: { name: 'x' } },
    });
  });

  it('a reviews page with a review missing a required field is an error naming the field', async () => {
    const { review_id: _, ...noId } = review('rv_1');
    const api = await server(() => ({
      status: 200,
      body: { message: 'ok', data: [review('rv_0'), noId], pagination: { nextPage: null } },
    }));
    const outcome = await client(api.url).listReviews('cfg');
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'transient', status: 200 } });
    if (!outcome.ok) expect(outcome.error.message).toMatch(/not a page of reviews \(data\.1\.review_id: /);
  });

  it('an empty or non-JSON error body still gives a useful message', async () => {
    const api = await server(() => ({ status: 400, body: '' }));
    expect(await client(api.url).dryRun(metric)).toMatchObject({
      ok: false,
      error: { kind: 'rejected', status: 400, message: 'HTTP 400 with an empty body', fieldErrors: [] },
    });
  });
});

describe('reviews pagination forms', () => {
  const forms: Record<string, (page: number) => string> = {
    'a path': (page) => `/console/v1/dynamic_configs/cfg/reviews?page=${page}&limit=2`,
    'a full URL on another host': (page) =>
      `https://elsewhere.example/console/v1/dynamic_configs/cfg/reviews?page=${page}&limit=2`,
    'a query only': (page) => `?page=${page}&limit=2`,
  };
  for (const [form, link] of Object.entries(forms)) {
    it(`follows nextPage given as ${form}, always against the base URL`, async () => {
      const api = await server((request) => {
        const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
        return {
          status: 200,
          body: {
            message: 'ok',
            data: [review(`rv_${page}a`), review(`rv_${page}b`)],
            pagination: {
              itemsPerPage: 2,
              pageNumber: page,
              nextPage: page < 3 ? link(page + 1) : null,
              previousPage: null,
            },
          },
        };
      });
      const outcome = await client(api.url).listReviews('cfg');
      expect(outcome.ok && outcome.reviews.map((r) => r.review_id)).toEqual([
        'rv_1a',
        'rv_1b',
        'rv_2a',
        'rv_2b',
        'rv_3a',
        'rv_3b',
      ]);
      expect(api.seen.map((request) => request.url)).toEqual([
        '/console/v1/dynamic_configs/cfg/reviews?page=1&limit=100',
        '/console/v1/dynamic_configs/cfg/reviews?page=2&limit=2',
        '/console/v1/dynamic_configs/cfg/reviews?page=3&limit=2',
      ]);
      expect(api.seen.every((request) => request.headers['service-api-key'] === KEY)).toBe(true);
    });
  }
});
