// One HTTP attempt over a keep-alive undici pool, as a value: a response (any status) or a network
// failure classified by whether the request can have reached the service. Nothing here throws.
import { Pool } from 'undici';
import type { AttemptResult, NetworkFailure } from './response-kinds.js';

export interface TransportOptions {
  origin: string;
  connections: number;
  timeoutMs: number;
  headers: Record<string, string>;
}

/** A reviews page is a few hundred KB at most; anything far larger is not the Console API. */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

export class Transport {
  private readonly pool: Pool;

  constructor(private readonly options: TransportOptions) {
    this.pool = new Pool(options.origin, {
      connections: options.connections,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: { timeout: Math.min(options.timeoutMs, 10_000) },
      maxResponseSize: MAX_RESPONSE_BYTES,
    });
  }

  /** `path` is absolute on the origin and already carries any query. */
  async send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<AttemptResult> {
    const headers: Record<string, string> = { ...this.options.headers, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await this.pool.request({
        method,
        path,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // Covers connect, headers and body together: the per-request bound of the options.
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const text = await response.body.text();
      const retryAfter = firstHeader(response.headers['retry-after']);
      return retryAfter === undefined
        ? { type: 'response', status: response.statusCode, body: text }
        : { type: 'response', status: response.statusCode, retryAfter, body: text };
    } catch (error) {
      return { type: 'network', ...describeNetworkError(error, this.options.timeoutMs) };
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Our own words for a failure (the raw error text is not needed and could carry anything). */
export function describeNetworkError(
  error: unknown,
  timeoutMs: number,
): { failure: NetworkFailure; message: string } {
  const { code, name } = errorIdentity(error);
  if (name === 'TimeoutError' || (code !== undefined && TIMEOUT_CODES.has(code))) {
    return { failure: 'timeout', message: `no answer within ${timeoutMs} ms` };
  }
  if (code !== undefined && NOT_SENT_CODES.has(code)) {
    return { failure: 'not-sent', message: `could not connect (${code})` };
  }
  if (code !== undefined && RESET_CODES.has(code)) {
    return {
      failure: 'reset',
      message: `the connection was closed before the answer was complete (${code})`,
    };
  }
  return { failure: 'other', message: `the request failed (${code ?? name ?? 'unknown error'})` };
}

function errorIdentity(error: unknown): { code?: string; name?: string } {
  if (typeof error !== 'object' || error === null) return {};
  const record = error as { code?: unknown; name?: unknown; cause?: unknown };
  const code = typeof record.code === 'string' ? record.code : undefined;
  const name = typeof record.name === 'string' ? record.name : undefined;
  if (code === undefined && record.cause !== undefined && name !== 'TimeoutError') {
    const inner = errorIdentity(record.cause);
    if (inner.code !== undefined) return { code: inner.code, name };
  }
  return { code, name };
}
