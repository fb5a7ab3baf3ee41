// Shared by the emulator's test files: real HTTP over loopback with undici, no mocks.
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'undici';
import { bundledCli } from '../support/action-runner.js';

export const DEV_KEY = 'console-dev-key';
export const METRICS_PATH = '/console/v1/metrics';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
  json: any;
}

export interface CallOptions {
  method?: string;
  body?: string | Buffer;
  key?: string | null;
  headers?: Record<string, string>;
}

export async function call(baseUrl: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? DEV_KEY : options.key;
  if (key !== null) headers['service-api-key'] = key;
  if (options.body !== undefined && headers['content-type'] === undefined)
    headers['content-type'] = 'application/json';
  const response = await request(`${baseUrl}${path}`, {
    method: (options.method ?? 'GET') as 'GET',
    headers,
    body: options.body,
  });
  const text = await response.body.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, headers: response.headers, text, json };
}

export function post(baseUrl: string, body: unknown, options: CallOptions = {}): Promise<Reply> {
  return call(baseUrl, METRICS_PATH, { method: 'POST', body: JSON.stringify(body), ...options });
}

export function reviews(
  baseUrl: string,
  configId: string,
  query = '',
  options: CallOptions = {},
): Promise<Reply> {
  const path = `/console/v1/dynamic_configs/${encodeURIComponent(configId)}/reviews${query ? `?${query}` : ''}`;
  return call(baseUrl, path, options);
}

/** A valid cloud metric; `name` varies so tests do not collide. */
export function countMetric(name: string): Record<string, unknown> {
  return {
    name,
    type: 'event_count_custom',
    unitTypes: ['userID'],
    metricEvents: [{ name: 'add_to_cart', type: 'count' }],
  };
}

/** Runs `metrics-as-code emulator ARGS` in a child process (the bundled CLI), as a user would. */
export function spawnCli(args: string[]): ChildProcess {
  return spawn(process.execPath, [bundledCli(), 'emulator', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The URL the CLI prints once it listens. */
export function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(seen);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`emulator exited with ${code} before listening: ${seen}`)));
  });
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
