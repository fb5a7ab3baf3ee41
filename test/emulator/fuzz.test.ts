// Thousands of generated bad requests: never a 500, never a crash, and a create succeeds exactly
// when checkDefinition (the single source of truth) finds no error.
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDefinition, hasErrors } from '../../src/definitions/check.js';
import { type RunningEmulator, startEmulator } from '../../src/emulator/server.js';
import { call, DEV_KEY, METRICS_PATH, reviews } from './helpers.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.close());

const ERROR_STATUSES = new Set([400, 404, 413, 415]);

function expectWellFormedError(reply: { status: number; json: unknown; text: string }) {
  expect(ERROR_STATUSES.has(reply.status), `status ${reply.status}: ${reply.text.slice(0, 200)}`).toBe(true);
  expect(reply.json).toMatchObject({ status: reply.status, message: expect.any(String) });
}

const BASES: Record<string, unknown>[] = [
  {
    name: 'fuzz_count',
    type: 'event_count_custom',
    unitTypes: ['userID'],
    metricEvents: [{ name: 'e', type: 'count' }],
  },
  {
    name: 'fuzz_ratio',
    type: 'ratio',
    unitTypes: ['userID'],
    metricEvents: [
      { name: 'a', type: 'count', criteria: [{ type: 'value', condition: 'in', values: ['x'] }] },
      { name: 'b', type: 'count_distinct' },
    ],
  },
  {
    name: 'fuzz_whn',
    type: 'sum',
    warehouseNative: {
      aggregation: 'sum',
      metricSources: [
        { metricSourceName: 's', criteria: [{ type: 'metadata', condition: 'in', values: ['1'] }] },
      ],
      loadingWindow: 7,
      metricDimensionLimits: [{ name: 'country', limit: 10 }],
    },
  },
];

/** Every path to a value in `value`, so a mutation can hit any field at any depth. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value) ? value.map((item, i) => [i, item] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
}

function setAt(root: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return copy;
}

const weirdValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    -1,
    0,
    1.5,
    1e308,
    -0,
    '',
    ' ',
    'in',
    'metadata',
    'sql_filter',
    'count',
    'x'.repeat(1001),
    null,
    [],
    {},
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A valid body with one field replaced, one unknown key added, or one key removed. */
const mutatedBody = fc
  .tuple(
    fc.constantFrom(...BASES),
    fc.nat(),
    weirdValue,
    fc.constantFrom('replace', 'add', 'remove'),
    fc.boolean(),
  )
  .map(([base, pick, value, how, dryRun]) => {
    const body = { ...base, name: `${base.name}_${pick % 1000}`, ...(dryRun ? { dryRun: true } : {}) };
    const paths = pathsOf(body).filter((path) => path.length > 0);
    const path = paths[pick % paths.length]!;
    if (how === 'replace') return setAt(body, path, value);
    if (how === 'add') return setAt(body, [...path.slice(0, -1), `unknown_${pick % 7}`], value);
    const copy = structuredClone(body) as Record<string, unknown>;
    delete copy[String(path[0])];
    return copy;
  });

const jsonBody = fc.oneof(
  mutatedBody.map((body) => ({ raw: JSON.stringify(body), parsed: body as unknown })),
  fc.jsonValue({ maxDepth: 4 }).map((value) => ({ raw: JSON.stringify(value), parsed: value as unknown })),
);

const rawBody = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.nat({ max: 200 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constantFrom(
    '',
    '{',
    '{"name": }',
    '\u0000',
    '{"name":"x","name":"y"}',
    '\ufeff{}',
    'NaN',
    '{"__proto__": {"x": 1}}',
  ),
);

describe('fuzz: create bodies', () => {
  it('valid JSON bodies: 201/200 exactly when checkDefinition finds no error, else a 400 listing errors', async () => {
    const seen = { valid: 0, invalid: 0 };
    await fc.assert(
      fc.asyncProperty(jsonBody, async ({ raw, parsed }) => {
        const reply = await call(emulator.url, METRICS_PATH, { method: 'POST', body: raw });
        const invalid = hasErrors(checkDefinition(parsed, { requestBody: true }));
        seen[invalid ? 'invalid' : 'valid']++;
        if (invalid) {
          expect(reply.status).toBe(400);
          expect(reply.json.errors.length).toBeGreaterThan(0);
        } else {
          // Valid: created, dry-run, or refused because an earlier run already created the name.
          expect([200, 201, 400]).toContain(reply.status);
          if (reply.status === 400) expect(reply.json.message).toContain('already in use');
        }
      }),
      { numRuns: 800 },
    );
    // The generator must exercise both sides of the property, not only rejections.
    expect(seen.valid).toBeGreaterThan(20);
    expect(seen.invalid).toBeGreaterThan(50);
  });

  it('raw bytes, broken JSON, deep nesting and odd content types: 4xx with a JSON error', async () => {
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'text/plain',
      'application/json; charset=utf-16',
      'multipart/form-data; boundary=x',
      '',
    );
    await fc.assert(
      fc.asyncProperty(rawBody, contentType, async (body, type) => {
        const reply = await call(emulator.url, METRICS_PATH, {
          method: 'POST',
          body,
          headers: type === '' ? {} : { 'content-type': type },
        });
        if (reply.status === 200 || reply.status === 201) return; // e.g. a lucky valid body
        expectWellFormedError(reply);
      }),
      { numRuns: 300 },
    );
  });
});

describe('fuzz: reviews queries and ids', () => {
  it('any query string answers 200 or 400, never more', async () => {
    const param = fc.tuple(
      fc.oneof(fc.constantFrom('limit', 'page'), fc.string({ maxLength: 6 })),
      fc.oneof(fc.integer({ min: -5, max: 200 }).map(String), fc.string({ unit: 'binary', maxLength: 12 })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(param, { maxLength: 4 }), async (params) => {
        const query = params
          .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
          .join('&');
        const reply = await reviews(emulator.url, 'checkout_flow', query);
        if (reply.status === 200) {
          expect(reply.json.data.length).toBeLessThanOrEqual(reply.json.pagination.itemsPerPage);
        } else {
          expect(reply.status).toBe(400);
          expectWellFormedError(reply);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('any raw request target is answered (node itself may refuse it with 400), never 500', async () => {
    const target = fc.oneof(
      fc
        .string({
          unit: fc.constantFrom('/', '.', '%', '2', 'F', 'a', '?', '&', '=', '#', '\\', '~'),
          maxLength: 30,
        })
        .map((tail) => `/console/v1/dynamic_configs/${tail}`),
      fc.webPath().map((path) => path || '/'),
      fc
        .string({ unit: 'grapheme-ascii', maxLength: 40 })
        .map((tail) => `/console/v1/dynamic_configs/${tail}/reviews`),
    );
    await fc.assert(
      fc.asyncProperty(target, async (path) => {
        const status = await rawGet(emulator.port, path);
        expect(status === 200 || status === 400 || status === 404, `${path} -> ${status}`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('after the fuzz', () => {
  it('still answers, and no request hit an unexpected error', async () => {
    expect((await reviews(emulator.url, 'checkout_flow')).status).toBe(200);
    const stats = emulator.stats();
    expect(stats.unexpectedErrors).toBe(0);
    expect(stats.requests).toBeGreaterThan(1500);
  });
});

/** A GET written byte for byte, so targets that HTTP clients would clean up reach the server as is. */
function rawGet(port: number, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
    socket.write(
      `GET ${target} HTTP/1.1\r\nHost: fuzz\r\nService-Api-Key: ${DEV_KEY}\r\nConnection: close\r\n\r\n`,
      'latin1',
    );
  });
}
