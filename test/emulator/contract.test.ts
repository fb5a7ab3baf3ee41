// Contract of POST /console/v1/metrics, auth and the emulator's own endpoints, over real HTTP.
import { Readable } from 'node:stream';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDefinition } from '../../src/definitions/check.js';
import { type RunningEmulator, startEmulator } from '../../src/emulator/server.js';
import { call, countMetric, DEV_KEY, METRICS_PATH, post, reviews } from './helpers.js';

const CREATED_AT = Date.UTC(2026, 10, 21, 12, 0, 0);
const OTHER_KEY = 'team-b-secret-key-7f3a9c';

let emulator: RunningEmulator;
let url: string;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: [DEV_KEY, OTHER_KEY], now: () => CREATED_AT });
  url = emulator.url;
});
afterAll(() => emulator.close());

const errorsOf = (reply: { json: { errors?: { property: string }[] } }) =>
  (reply.json.errors ?? []).map((entry) => entry.property).sort();

describe('startEmulator', () => {
  it('serves on loopback at a free port, url without trailing slash', () => {
    expect(url).toBe(`http://127.0.0.1:${emulator.port}`);
    expect(emulator.port).toBeGreaterThan(0);
  });

  it('refuses bad options with a kind and an actionable message', async () => {
    await expect(startEmulator({ faults: '503:2' })).rejects.toMatchObject({ rule: 'faults.rate' });
    await expect(startEmulator({ rateLimit: 'lots' })).rejects.toMatchObject({ rule: 'rate-limit.spec' });
    await expect(startEmulator({ apiKeys: [] })).rejects.toMatchObject({ rule: 'api-key.none' });
    await expect(startEmulator({ seed: { metrics: [{ name: 'x', type: 'sum' }] } })).rejects.toMatchObject({
      rule: 'seed.metrics',
      message: expect.stringContaining('seed metrics.0.name'),
    });
  });
});

describe('authentication', () => {
  it('answers 401 {status, message} without a key', async () => {
    const reply = await reviews(url, 'checkout_flow', '', { key: null });
    expect(reply.status).toBe(401);
    expect(reply.json).toEqual({ status: 401, message: expect.stringContaining('SERVICE-API-KEY') });
  });

  it('answers 401 to a wrong key and never echoes it, on every route', async () => {
    const wrong = 'console-Sup3rS3cretWrongKey';
    for (const reply of [
      await reviews(url, 'checkout_flow', '', { key: wrong }),
      await post(url, countMetric('auth_probe'), { key: wrong }),
      await call(url, '/__emulator/stats', { key: wrong }),
      await call(url, '/__emulator/metrics', { key: wrong }),
      await call(url, '/nowhere', { key: wrong }),
    ]) {
      expect(reply.status).toBe(401);
      expect(reply.json.status).toBe(401);
      expect(reply.text).not.toContain(wrong);
      expect(reply.text).not.toContain('Sup3r');
    }
    expect(emulator.metrics().map((metric) => metric.name)).not.toContain('auth_probe');
  });

  it('accepts every configured key, each acting as its own made-up identity', async () => {
    const a = await post(url, countMetric('identity_a'));
    const b = await post(url, countMetric('identity_b'), { key: OTHER_KEY });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json.data.owner.ownerID).not.toBe(b.json.data.owner.ownerID);
    expect(b.json.data.creatorName).toBe(b.json.data.owner.ownerName);
    expect(b.json.data.creatorEmail).toBe(b.json.data.owner.ownerEmail);
    expect(JSON.stringify(b.json)).not.toContain(OTHER_KEY);
    expect(JSON.stringify(emulator.stats())).not.toContain(OTHER_KEY);
  });
});

describe('the permalink a create hands out', () => {
  it('answers a browser (no key) with the stored metric; an unknown one is a 404', async () => {
    const body = {
      name: 'paid orders',
      type: 'event_count_custom',
      unitTypes: ['userID'],
      metricEvents: [{ name: 'order', type: 'count' }],
    };
    const created = await post(url, body);
    expect(created.status).toBe(201);
    const permalink = new URL(created.json.data.permalink);
    const page = await call(url, permalink.pathname, { key: null });
    expect(page.status).toBe(200);
    expect(page.json.data).toEqual(created.json.data);
    const unknown = await call(url, '/metrics/nothing%3A%3Asum', { key: null });
    expect(unknown.status).toBe(404);
  });
});

describe('create: 201 and the fields of 2.11', () => {
  it('fills defaults, id, lineage, permalink, createdTime, creator and owner', async () => {
    const body = {
      name: 'checkout conversion (EU)',
      type: 'ratio',
      unitTypes: ['userID'],
      metricEvents: [
        { name: 'checkout_start', type: 'count' },
        {
          name: 'purchase',
          type: 'count_distinct',
          criteria: [{ type: 'value', condition: '>', values: ['0'] }],
        },
        { name: 'checkout_start', type: 'count' },
      ],
      tags: 'checkout',
    };
    const reply = await post(url, body);
    expect(reply.status).toBe(201);
    expect(reply.json.message).toBe('Metric created successfully.');
    const data = reply.json.data;
    expect(data).toMatchObject({ ...body, directionality: 'increase', isVerified: false, isReadOnly: false });
    expect(data.isPermanent).toBe(false);
    expect(data.id).toBe('checkout conversion (EU)::ratio');
    expect(data.isHidden).toBe(false);
    expect(data.lineage).toEqual({ events: ['checkout_start', 'purchase'], metrics: [] });
    expect(data.permalink).toBe(`${url}/metrics/${encodeURIComponent('checkout conversion (EU)::ratio')}`);
    expect(data.createdTime).toBe(CREATED_AT);
    expect(data.owner).toEqual({
      ownerID: expect.any(String),
      ownerType: expect.any(String),
      ownerName: expect.any(String),
      ownerEmail: expect.stringContaining('@'),
    });
    expect(data.creatorName).toBe(data.owner.ownerName);
    expect(data).not.toHaveProperty('dryRun');
    expect(data).not.toHaveProperty('warehouseNative');
    expect(emulator.metrics().find((metric) => metric.id === data.id)).toEqual(data);
  });

  it('keeps given values over defaults', async () => {
    const reply = await post(url, {
      ...countMetric('given_values'),
      directionality: 'decrease',
      isVerified: true,
      isReadOnly: true,
      isPermanent: true,
    });
    expect(reply.json.data).toMatchObject({
      directionality: 'decrease',
      isVerified: true,
      isReadOnly: true,
      isPermanent: true,
    });
  });

  it('derives lineage from funnel events and component metrics', async () => {
    const funnel = await post(url, {
      name: 'signup funnel',
      type: 'funnel',
      funnelCountDistinct: 'users',
      funnelEventList: [
        { name: 'visit', type: 'event_user' },
        { name: 'signup', type: 'event_user' },
      ],
    });
    expect(funnel.json.data.lineage).toEqual({ events: ['visit', 'signup'], metrics: [] });
    const composite = await post(url, {
      name: 'total_revenue',
      type: 'composite_sum',
      metricComponentMetrics: [
        { name: 'web_revenue', type: 'sum' },
        { name: 'app_revenue', type: 'sum' },
      ],
    });
    expect(composite.status).toBe(201);
    expect(composite.json.data.lineage).toEqual({ events: [], metrics: ['web_revenue', 'app_revenue'] });
  });

  it('warehouse-native: loadingWindow 90, scheduled reloads, sources in lineage', async () => {
    const reply = await post(url, {
      name: 'whn_revenue',
      type: 'sum',
      warehouseNative: {
        aggregation: 'sum',
        metricSources: [
          {
            metricSourceName: 'orders',
            criteria: [{ type: 'metadata', condition: 'sql_filter', values: ['amount > 0'] }],
          },
        ],
        denominatorMetricSourceName: 'sessions',
        components: [{ operator: '+', metricSourceName: 'refunds' }],
      },
    });
    expect(reply.status).toBe(201);
    const data = reply.json.data;
    expect(data.warehouseNative.loadingWindow).toBe(90);
    expect(data.lineage.events).toEqual(['orders', 'sessions', 'refunds']);
    expect(data).toMatchObject({ scheduledReloadHour: null, scheduledReloadDays: null });
    const explicit = await post(url, {
      name: 'whn_window',
      type: 'sum',
      warehouseNative: {
        aggregation: 'sum',
        loadingWindow: 0,
        metricSources: [{ metricSourceName: 'orders', criteria: [] }],
      },
    });
    expect(explicit.json.data.warehouseNative.loadingWindow).toBe(0);
  });

  it('rule 4 of 4.2: the deprecated metricSourceName overwrites every metric source', async () => {
    const criteria = [{ type: 'metadata', column: 'country', condition: 'in', values: ['DE'] }];
    const reply = await post(url, {
      name: 'legacy source',
      type: 'sum',
      warehouseNative: {
        aggregation: 'sum',
        metricSourceName: 'legacy_orders',
        criteria,
        valueColumn: 'amount',
        metricSources: [
          { metricSourceName: 'orders', criteria: [] },
          { metricSourceName: 'returns', criteria: [] },
        ],
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.json.data.warehouseNative.metricSources).toEqual([
      { metricSourceName: 'legacy_orders', criteria, valueColumn: 'amount' },
    ]);
    expect(reply.json.data.lineage.events).toEqual(['legacy_orders']);
    const bare = await post(url, {
      name: 'legacy bare',
      type: 'sum',
      warehouseNative: {
        metricSourceName: 'legacy_orders',
        metricSources: [{ metricSourceName: 'x', criteria }],
      },
    });
    expect(bare.json.data.warehouseNative.metricSources).toEqual([
      { metricSourceName: 'legacy_orders', criteria: [] },
    ]);
  });
});

describe('create: 400 naming every wrong field', () => {
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ['name too short (section 8)', countMetric('ab'), ['name']],
    ['name too long', countMetric('n'.repeat(201)), ['name']],
    ['name charset', countMetric('bad<name>'), ['name']],
    ['type not a request value', { ...countMetric('t_type'), type: 'hybrid_warehouse' }, ['type']],
    ['description over 1000', { ...countMetric('t_desc'), description: 'd'.repeat(1001) }, ['description']],
    ['percentile range', { ...countMetric('t_pct'), percentile: 1 }, ['percentile']],
    ['directionality enum', { ...countMetric('t_dir'), directionality: 'up' }, ['directionality']],
    ['unknown key', { ...countMetric('t_key'), unitType: ['userID'] }, ['unitType']],
    ['wrong type', { ...countMetric('t_wrong'), isVerified: 'yes' }, ['isVerified']],
    ['required name and type', { unitTypes: [] }, ['name', 'type']],
    [
      'ratio events need count or count_distinct (4.2 rule 2)',
      {
        name: 'ratio_bad',
        type: 'ratio',
        unitTypes: ['u'],
        metricEvents: [
          { name: 'a', type: 'value' },
          { name: 'b', type: 'count' },
          { name: 'c', type: 'metadata' },
        ],
      },
      ['metricEvents.0.type', 'metricEvents.2.type'],
    ],
    [
      'warehouse-only condition outside warehouse-native (4.2 rule 3)',
      {
        ...countMetric('t_cond'),
        metricEvents: [{ name: 'e', type: 'count', criteria: [{ type: 'value', condition: 'sql_filter' }] }],
      },
      ['metricEvents.0.criteria.0.condition'],
    ],
    [
      'warehouse-native criteria must be metadata (4.2 rule 3)',
      {
        name: 'whn_bad',
        type: 'sum',
        warehouseNative: {
          metricSources: [
            {
              metricSourceName: 's',
              criteria: [
                { type: 'metadata', condition: 'in' },
                { type: 'user', condition: 'in' },
              ],
            },
          ],
          winsorizationHigh: 1.5,
          loadingWindow: -1,
          metricDimensionLimits: [{ name: 'country', limit: 101 }],
        },
      },
      [
        'warehouseNative.loadingWindow',
        'warehouseNative.metricDimensionLimits.0.limit',
        'warehouseNative.metricSources.0.criteria.1.type',
        'warehouseNative.winsorizationHigh',
      ],
    ],
    [
      'cloud rules of docs/decisions.md',
      { name: 'funnel_bad', type: 'funnel', funnelEventList: [{ name: 'only', type: 'event_user' }] },
      ['funnelCountDistinct', 'funnelEventList'],
    ],
    ['dryRun must be a boolean', { ...countMetric('t_dry'), dryRun: 'true' }, ['dryRun']],
  ];

  it.each(cases)('%s', async (_label, body, properties) => {
    const reply = await post(url, body);
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ status: 400, message: expect.stringContaining('Invalid request') });
    expect(errorsOf(reply)).toEqual([...properties].sort());
    for (const entry of reply.json.errors) expect(entry.errorMessage).toEqual(expect.any(String));
  });

  it('lists all errors of a body at once, exactly those checkDefinition finds', async () => {
    const body = {
      name: 'x',
      type: 'ratio',
      description: 'd'.repeat(1001),
      metricEvents: [{ name: 'e', type: 'value', criteria: [{ type: 'value', condition: 'starts_with' }] }],
      bogus: true,
    };
    const expected = checkDefinition(body, { requestBody: true })
      .filter((finding) => finding.severity === 'error')
      .map((finding) => finding.path.join('.'))
      .sort();
    expect(expected.length).toBeGreaterThanOrEqual(6);
    const reply = await post(url, body);
    expect(errorsOf(reply)).toEqual(expected);
  });

  // Found by the fuzz (test/emulator/fuzz.test.ts, seed -779656256): an enum given a mapping
  // whose `toString` is not a function made the check throw, and the emulator answer 500.
  it('words a mapping given for an enum, whatever keys it has', async () => {
    for (const type of [{ toString: 1 }, { valueOf: 'x', toString: null }, ['sum']]) {
      const body = { name: 'odd_type', type, description: 'd' };
      const findings = checkDefinition(body, { requestBody: true });
      const enums = findings.filter((finding) => finding.rule === 'schema.enum');
      expect(enums.map((finding) => finding.message)).toEqual([
        expect.stringMatching(/^type must be one of `ratio`.*; got a (mapping|list)$/),
      ]);
      const reply = await post(url, body);
      expect(reply.status).toBe(400);
    }
  });

  it('does not turn warnings into errors', async () => {
    const reply = await post(url, {
      name: 'warned only',
      type: 'sum',
      warehouseNative: { metricSourceName: 'legacy', criteria: [] },
    });
    expect(reply.status).toBe(201);
  });

  it('answers 400 to a body that is not an object', async () => {
    for (const body of ['[]', 'null', '42', '"metric"']) {
      const reply = await call(url, METRICS_PATH, { method: 'POST', body });
      expect(reply.status).toBe(400);
      expect(reply.json.status).toBe(400);
    }
  });
});

describe('create: names already in use', () => {
  it('refuses the same name::type, on create and on dry run, and stores nothing more', async () => {
    expect((await post(url, countMetric('dupe_me'))).status).toBe(201);
    const before = emulator.stats().duplicatesRefused;
    const again = await post(url, countMetric('dupe_me'));
    expect(again.status).toBe(400);
    expect(again.json.message).toContain('already in use');
    const dry = await post(url, { ...countMetric('dupe_me'), dryRun: true });
    expect(dry.status).toBe(400);
    expect(dry.json.message).toContain('already in use');
    expect(emulator.stats().duplicatesRefused).toBe(before + 2);
    expect(emulator.metrics().filter((metric) => metric.name === 'dupe_me')).toHaveLength(1);
  });

  it('allows the same name with another type', async () => {
    expect((await post(url, countMetric('shared name'))).status).toBe(201);
    const sum = {
      ...countMetric('shared name'),
      type: 'sum',
      metricEvents: [{ name: 'order', type: 'value' }],
    };
    const reply = await post(url, sum);
    expect(reply.status).toBe(201);
    expect(reply.json.data.id).toBe('shared name::sum');
  });

  it('lets exactly one of many racing creates of one metric through', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, () => post(url, countMetric('race_me'))));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    expect(replies.filter((reply) => reply.json.message.includes('already in use'))).toHaveLength(11);
  });
});

describe('dry run', () => {
  it('runs the same checks, answers 200 with the data, stores nothing', async () => {
    const stats = emulator.stats();
    const reply = await post(url, { ...countMetric('dry_only'), dryRun: true });
    expect(reply.status).toBe(200);
    expect(reply.json.message).toEqual(expect.any(String));
    expect(reply.json.data).toMatchObject({ id: 'dry_only::event_count_custom', directionality: 'increase' });
    expect(reply.json.data).not.toHaveProperty('dryRun');
    expect(emulator.metrics().some((metric) => metric.name === 'dry_only')).toBe(false);
    expect(emulator.stats()).toMatchObject({ dryRuns: stats.dryRuns + 1, creates: stats.creates });
    const invalid = await post(url, { ...countMetric('dry_only'), percentile: 0, dryRun: true });
    expect(invalid.status).toBe(400);
    expect(errorsOf(invalid)).toEqual(['percentile']);
    expect((await post(url, { ...countMetric('dry_only'), dryRun: false })).status).toBe(201);
  });
});

describe('warehouse-native project', () => {
  it('checks every create in warehouse-native mode', async () => {
    const whn = await startEmulator({ warehouseNative: true });
    try {
      const cloudStyle = await post(whn.url, {
        name: 'project_whn',
        type: 'event_count_custom',
        metricEvents: [{ name: 'e', type: 'count', criteria: [{ type: 'value', condition: 'in' }] }],
      });
      // The cloud rules (unitTypes) do not apply; the metadata-only criterion rule does.
      expect(errorsOf(cloudStyle)).toEqual(['metricEvents.0.criteria.0.type']);
      const ok = await post(whn.url, { name: 'project_whn', type: 'sum' });
      expect(ok.status).toBe(201);
      expect(ok.json.data.warehouseNative).toEqual({ loadingWindow: 90 });
    } finally {
      await whn.close();
    }
  });
});

describe('robustness', () => {
  it('415 for a body that is not application/json', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
    ]) {
      const reply = await call(url, METRICS_PATH, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': type },
      });
      expect(reply.status).toBe(415);
      expect(reply.json.status).toBe(415);
    }
    const gzip = await call(url, METRICS_PATH, {
      method: 'POST',
      body: '{}',
      headers: { 'content-encoding': 'gzip' },
    });
    expect(gzip.status).toBe(415);
  });

  it('400 for malformed JSON, bad UTF-8 and deep nesting, without quoting the body', async () => {
    const secret = 'console-looks-like-a-key';
    const bad = await call(url, METRICS_PATH, { method: 'POST', body: `{"name": ${secret}` });
    expect(bad.status).toBe(400);
    expect(bad.text).not.toContain(secret);
    const bytes = await call(url, METRICS_PATH, {
      method: 'POST',
      body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(bytes.status).toBe(400);
    const deep = await call(url, METRICS_PATH, {
      method: 'POST',
      body: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    });
    expect(deep.status).toBe(400);
    expect(deep.json.message).toContain('nests deeper');
    const deepField = JSON.stringify({
      ...countMetric('deep_field'),
      tags: JSON.parse(`${'['.repeat(60)}${']'.repeat(60)}`),
    });
    expect((await call(url, METRICS_PATH, { method: 'POST', body: deepField })).status).toBe(400);
  });

  it('413 for a body over 10 MB, declared or streamed, and keeps serving', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    const declared = await call(url, METRICS_PATH, { method: 'POST', body: big });
    expect(declared.status).toBe(413);
    expect(declared.json.status).toBe(413);
    // Chunked, no Content-Length: the server must count as it reads and stop.
    const chunks = Readable.from(Array.from({ length: 12 }, () => Buffer.alloc(1024 * 1024, 0x20)));
    const streamed = await request(`${url}${METRICS_PATH}`, {
      method: 'POST',
      headers: { 'service-api-key': DEV_KEY, 'content-type': 'application/json' },
      body: chunks,
    });
    expect(streamed.statusCode).toBe(413);
    await streamed.body.text();
    expect((await reviews(url, 'checkout_flow')).status).toBe(200);
  });

  it('404 for unknown routes, methods, traversal and encoded slashes in ids', async () => {
    const paths = [
      ['GET', '/'],
      ['GET', METRICS_PATH],
      ['DELETE', METRICS_PATH],
      ['POST', `${METRICS_PATH}/`],
      ['POST', '/console/v2/metrics'],
      ['GET', '/console/v1/dynamic_configs/../metrics/reviews'],
      ['GET', '/console/v1/dynamic_configs/checkout_flow/../reviews'],
      ['GET', '/console/v1/dynamic_configs/checkout_flow%2F..%2F..%2Fetc/reviews'],
      ['GET', '/console/v1/dynamic_configs/%E0%A4%A/reviews'],
      ['GET', '/console/v1/dynamic_configs//reviews'],
      ['GET', '/console/v1/dynamic_configs/checkout_flow/reviews/'],
      ['GET', '/console/v1/dynamic_configs/checkout_flow/reviews/extra'],
      ['POST', '/console/v1/dynamic_configs/checkout_flow/reviews'],
      ['GET', '/__emulator/stats/x'],
    ] as const;
    for (const [method, path] of paths) {
      const reply = await call(url, path, { method, ...(method === 'GET' ? {} : { body: '{}' }) });
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.json).toEqual({
        status: 404,
        message: 'Not Found. The requested resource could not be found.',
      });
    }
  });

  it('never counted an unexpected error', () => {
    expect(emulator.stats().unexpectedErrors).toBe(0);
  });
});

describe('emulator endpoints', () => {
  it('GET /__emulator/metrics and /__emulator/stats, behind the key', async () => {
    const metrics = await call(url, '/__emulator/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.json.data).toEqual(emulator.metrics());
    const stats = await call(url, '/__emulator/stats');
    expect(stats.status).toBe(200);
    expect(stats.json.data).toEqual(emulator.stats());
    expect(stats.json.data).toMatchObject({
      requests: expect.any(Number),
      creates: expect.any(Number),
      dryRuns: expect.any(Number),
      rejections: expect.any(Number),
      duplicatesRefused: expect.any(Number),
      duplicatesAfterLostAnswer: 0,
      faultsInjected: { '503': 0, '500-after-commit': 0, '429': 0, reset: 0 },
      rateLimited: 0,
    });
  });

  it('counts Console API requests, not its own endpoints', async () => {
    const before = emulator.stats().requests;
    await call(url, '/__emulator/stats');
    await reviews(url, 'checkout_flow');
    await reviews(url, 'checkout_flow', '', { key: null });
    expect(emulator.stats().requests).toBe(before + 2);
  });
});
