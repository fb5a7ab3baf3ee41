// Emulator throughput at 32 concurrent connections, against a floor measured in the same run: a
// bare node:http server answering a fixed JSON body. The ratio says how much of a client
// benchmark's time the emulator itself costs (1.0 would mean it is as cheap as HTTP gets here).

import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { startEmulator } from '../src/emulator/server.js';

const CONNECTIONS = 32;
const REQUESTS = 8000;
const WARMUP = 500;
const KEY = 'console-dev-key';

type Request = (pool: Pool, i: number) => Promise<number>;

interface Figure {
  requestsPerSecond: number;
  microsPerRequest: number;
}

/** Runs `count` requests through `CONNECTIONS` workers sharing one pool; every answer must be `expected`. */
async function measure(
  origin: string,
  send: Request,
  count: number,
  expected: number,
  offset = 0,
): Promise<Figure> {
  const pool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1 });
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const status = await send(pool, offset + next++);
      if (status !== expected) throw new Error(`expected ${expected}, got ${status}`);
    }
  };
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await pool.close();
  return { requestsPerSecond: count / seconds, microsPerRequest: (seconds * 1e6) / count };
}

async function scenario(origin: string, send: Request, expected: number): Promise<Figure> {
  await measure(origin, send, WARMUP, expected, 10_000_000);
  return measure(origin, send, REQUESTS, expected);
}

async function statusOf(response: Promise<{ statusCode: number; body: { dump(): Promise<void> } }>) {
  const { statusCode, body } = await response;
  await body.dump();
  return statusCode;
}

const getPath =
  (path: string): Request =>
  (pool) =>
    statusOf(pool.request({ method: 'GET', path, headers: { 'service-api-key': KEY } }));

const createMetric =
  (prefix: string, dryRun = false): Request =>
  (pool, i) =>
    statusOf(
      pool.request({
        method: 'POST',
        path: '/console/v1/metrics',
        headers: { 'service-api-key': KEY, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `${prefix}_${i}`,
          type: 'ratio',
          unitTypes: ['userID'],
          metricEvents: [
            { name: 'checkout_start', type: 'count' },
            {
              name: 'purchase',
              type: 'count_distinct',
              criteria: [{ type: 'value', condition: 'in', values: ['EU'] }],
            },
          ],
          description: 'Share of started checkouts that end in a purchase.',
          ...(dryRun ? { dryRun: true } : {}),
        }),
      }),
    );

async function floorServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const body = JSON.stringify({ message: 'ok', data: [] });
  const server = createServer({ keepAlive: true }, (req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function line(label: string, figure: Figure, floor: Figure): string {
  const ratio = floor.requestsPerSecond / figure.requestsPerSecond;
  return `${label.padEnd(40)} ${ratio.toFixed(2).padStart(6)}x floor time   ${Math.round(
    figure.requestsPerSecond,
  )
    .toString()
    .padStart(7)} req/s   ${figure.microsPerRequest.toFixed(1).padStart(7)} µs/req`;
}

export async function bench(log: (line: string) => void): Promise<void> {
  const floorHttp = await floorServer();
  const floor = await scenario(floorHttp.origin, getPath('/'), 200);
  await floorHttp.close();

  const emulator = await startEmulator();
  const reviewsPage = await scenario(
    emulator.url,
    getPath('/console/v1/dynamic_configs/checkout_flow/reviews?page=2&limit=10'),
    200,
  );
  const dryRun = await scenario(emulator.url, createMetric('bench_dry', true), 200);
  const create = await scenario(emulator.url, createMetric('bench_create'), 201);
  await emulator.close();

  const dir = await mkdtemp(join(tmpdir(), 'emulator-bench-'));
  const persisted = await startEmulator({ dataFile: join(dir, 'metrics.json') });
  const persistedCreate = await scenario(persisted.url, createMetric('bench_persisted'), 201);
  const stored = persisted.metrics().length;
  await persisted.close();
  await rm(dir, { recursive: true, force: true });

  log(
    `${CONNECTIONS} connections, ${REQUESTS} requests each (after ${WARMUP} warm-up); ratio = time per request / floor's`,
  );
  log(line('floor: bare node:http, fixed JSON', floor, floor));
  log(line('reviews page (GET, limit 10)', reviewsPage, floor));
  log(line('create (distinct names, in memory)', create, floor));
  log(line('dry run', dryRun, floor));
  log(line(`create with --data-file (${stored} stored)`, persistedCreate, floor));
}
