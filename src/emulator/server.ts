// The Console API emulator (docs/emulator.md): both operations of docs/api-contract.md on
// a local HTTP server, started in-process by tests and benchmarks or by `metrics-as-code
// emulator`. This file starts and stops it; handler.ts answers requests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type EmulatorStats, RequestHandler } from './handler.js';
import { type EmulatorOptions, resolveOptions, seedMetrics } from './options.js';
import { problemError, unwrap } from './result.js';
import { newestFirst } from './reviews-page.js';
import { sampleSeed } from './sample.js';
import { checkSeed, type SeedReview } from './seed.js';
import { MetricStore } from './store.js';

export type { EmulatorOptions } from './options.js';
export { type EmulatorSeed, loadSeedFile, parseSeed, type SeedReview } from './seed.js';

export interface RunningEmulator {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string;
  port: number;
  stats(): EmulatorStats;
  /** The stored metrics' `data` objects, oldest first (copies). */
  metrics(): Record<string, unknown>[];
  close(): Promise<void>;
}

function formatUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const settings = unwrap(resolveOptions(options));
  const seed = unwrap(checkSeed(options.seed ?? sampleSeed(settings.now())));
  const reviewsByConfig = new Map<string, SeedReview[]>(
    (seed.dynamicConfigs ?? []).map((config) => [config.id, newestFirst(config.reviews ?? [])]),
  );
  const handler = new RequestHandler(settings, reviewsByConfig);
  const server = createServer({ keepAlive: true }, (req, res) => void handler.handle(req, res));
  await listen(server, settings.host, settings.port);
  const port = (server.address() as AddressInfo).port;
  const url = formatUrl(settings.host, port);
  const initial = seedMetrics(seed, settings, url, options.seedPlace);
  const store = initial.ok ? await MetricStore.open(options.dataFile, initial.value) : initial;
  if (!store.ok) {
    await closeServer(server);
    throw problemError(store.problem);
  }
  handler.ready({ url, store: store.value });
  return {
    url,
    port,
    stats: () => handler.snapshot(),
    metrics: () => store.value.all(),
    close: async () => {
      handler.shutDown();
      await closeServer(server);
      await store.value.flush();
    },
  };
}

/** Why a host and port cannot be listened on, in words, and what to give instead. */
function listenFailure(error: NodeJS.ErrnoException): string {
  const instead = 'use 127.0.0.1 (the default) or 0.0.0.0';
  if (error.code === 'EADDRNOTAVAIL')
    return `no network interface of this machine has that address: ${instead}`;
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return `no such host name: ${instead}`;
  if (error.code === 'EACCES')
    return 'permission denied: a port below 1024 needs privileges; pick one above, or 0';
  return error.code ?? error.message;
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const problem =
        error.code === 'EADDRINUSE'
          ? { kind: 'listen.in-use', message: `port ${port} on ${host} is already in use: pick another port` }
          : { kind: 'listen.failed', message: `cannot listen on ${host}:${port}: ${listenFailure(error)}` };
      reject(problemError(problem));
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
