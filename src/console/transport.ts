// One HTTP attempt with Node's own fetch (its keep-alive agent), as a value: a response (any
// status) or a network failure classified by whether the request can have reached the service.
// Nothing here throws.
import type { AttemptResult, NetworkFailure, Setting } from './response-kinds.js';

export interface TransportOptions {
  origin: string;
  timeoutMs: number;
  headers: Record<string, string>;
}

/** A reviews page is a few hundred KB at most; anything far larger is not the Console API. */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/** No such host, or nothing listening: the URL's fault until the service has answered once. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND']);
const NOT_SENT_CODES = new Set([
  ...UNREACHABLE_CODES,
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
/** The server's TLS certificate was not trusted: the handshake failed, so no request was sent. */
const CERTIFICATE_CODE = /CERT|SELF_SIGNED|UNABLE_TO_(VERIFY|GET_ISSUER)/;
/** An https URL whose server answered the handshake in plain text: no request was sent. */
const NOT_TLS_CODES = new Set(['ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_PACKET_LENGTH_TOO_LONG']);
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

export class Transport {
  constructor(private readonly options: TransportOptions) {}

  /** `path` is absolute on the origin and already carries any query. */
  async send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<AttemptResult> {
    const headers: Record<string, string> = { ...this.options.headers, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(new URL(path, this.options.origin), {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
        redirect: 'manual', // the key goes to the configured origin only, never where a redirect points
        // Covers connect, headers and body together: the per-request bound of the options.
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const text = await cappedText(response);
      if (text === undefined)
        return { type: 'network', failure: 'other', message: `an answer over ${MAX_RESPONSE_BYTES} bytes` };
      const retryAfter = response.headers.get('retry-after');
      const location = response.headers.get('location');
      return {
        type: 'response',
        status: response.status,
        body: text,
        ...(retryAfter !== null && { retryAfter }),
        ...(location !== null && { location }),
      };
    } catch (error) {
      return { type: 'network', ...describeNetworkError(error, this.options.timeoutMs) };
    }
  }
}

/** The body as text, or undefined past MAX_RESPONSE_BYTES (read no further). */
async function cappedText(response: Response): Promise<string | undefined> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await response.body.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Our own words for a failure (the raw error text is not needed and could carry anything). */
export function describeNetworkError(
  error: unknown,
  timeoutMs: number,
): { failure: NetworkFailure; message: string; setting?: Setting } {
  const { code, name } = errorIdentity(error);
  if (name === 'TimeoutError' || (code !== undefined && TIMEOUT_CODES.has(code))) {
    return { failure: 'timeout', message: `no answer within ${timeoutMs} ms (api.timeoutMs)` };
  }
  // fetch refuses some ports outright (its "bad port" list): never sent.
  if (causeMessage(error) === 'bad port')
    return { failure: 'not-sent', message: 'fetch refuses to open this port', setting: 'bad-port' };
  if (code !== undefined && NOT_SENT_CODES.has(code)) {
    const message = `could not connect (${code})`;
    return {
      failure: 'not-sent',
      message,
      ...(UNREACHABLE_CODES.has(code) && { setting: 'unreachable' as const }),
    };
  }
  if (code !== undefined && NOT_TLS_CODES.has(code)) {
    const message = `the server does not answer in TLS (${code})`;
    return { failure: 'not-sent', message, setting: 'not-tls' };
  }
  if (code !== undefined && CERTIFICATE_CODE.test(code)) {
    const message = `its TLS certificate is not trusted (${code})`;
    return { failure: 'not-sent', message, setting: 'untrusted' };
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

function causeMessage(error: unknown): string | undefined {
  const cause = (error as { cause?: { message?: unknown } } | null)?.cause;
  return typeof cause?.message === 'string' ? cause.message : undefined;
}
