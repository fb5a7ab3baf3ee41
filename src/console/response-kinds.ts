// What one attempt's answer means for the request: pure, so every status and failure is tested
// without a server. The retry loop (retry.ts) acts on the verdict.
import { API_URL_SOURCES, isLoopback } from '../config/schema.js';
import { METRICS_PATH } from '../contract/console-api.js';
import { type ApiError, apiError, type FieldError } from './api-error.js';
import { parseRetryAfter } from './backoff.js';
import { type ErrorBodyAsRead, errorBodyAsRead, parseBody } from './responses.js';

/** How an attempt ended, as the transport saw it. `failure` of a network error decides safety. */
export type AttemptResult =
  | { type: 'response'; status: number; retryAfter?: string; location?: string; body: string }
  | { type: 'network'; failure: NetworkFailure; message: string; setting?: Setting };

/**
 * A failure no retry can mend, as the transport tells it by the error's code: `unreachable`, no
 * such host or a refused connection (a wrong URL until the service has answered once);
 * `untrusted`, a certificate the runtime does not trust; `bad-port`, a port fetch never opens;
 * `not-tls`, an https URL whose server speaks plain http (a wrong URL until it has answered once).
 */
export type Setting = 'unreachable' | 'untrusted' | 'bad-port' | 'not-tls';

/**
 * `not-sent`: the connection was never made (refused, DNS, connect timeout): not processed.
 * `timeout`, `reset`, `other`: the request may have reached the service: outcome unknown.
 */
export type NetworkFailure = 'not-sent' | 'timeout' | 'reset' | 'other';

/** Whether the service may have acted on an attempt that failed. */
type Processed = 'no' | 'unknown';

export type Verdict =
  | { kind: 'success'; status: number; body: string }
  | {
      kind: 'retry';
      processed: Processed;
      rateLimited: boolean;
      retryAfterMs?: number;
      /** Redacted; the last one becomes the message of a `transient` error. */
      reason: string;
      status?: number;
    }
  | { kind: 'already-in-use'; error: ApiError }
  /** `unsent`: the request was never sent (the run was stopped before its turn). */
  | { kind: 'final'; error: ApiError; unsent?: boolean };

const ALREADY_IN_USE = /already (in use|exists)/i;
const SNIPPET_LENGTH = 200;

export function classifyAttempt(
  result: AttemptResult,
  redact: (text: string) => string,
  nowMs: number,
): Verdict {
  if (result.type === 'network') {
    return {
      kind: 'retry',
      processed: result.failure === 'not-sent' ? 'no' : 'unknown',
      rateLimited: false,
      reason: redact(result.message),
    };
  }
  return classifyResponse(result.status, result.body, result.retryAfter, redact, nowMs);
}

function classifyResponse(
  status: number,
  body: string,
  retryAfterHeader: string | undefined,
  redact: (text: string) => string,
  nowMs: number,
): Verdict {
  if (status >= 200 && status < 300) return { kind: 'success', status, body };
  const described = describeErrorBody(status, body, redact);
  const retryAfterMs = parseRetryAfter(retryAfterHeader, nowMs);
  if (status === 429 || status === 408) {
    // 429 is the limiter refusing before any work; 408 is the server giving up on reading the
    // request. Neither was processed, so even a create may be retried without doubt.
    return withRetryAfter(
      { kind: 'retry', processed: 'no', rateLimited: status === 429, reason: described.message, status },
      retryAfterMs,
    );
  }
  if (status >= 500) {
    // Every 5xx, 503 included, leaves a create's outcome unknown: a gateway may answer 503 or
    // 504 after the service committed (docs/decisions.md, "Unknown outcomes").
    return withRetryAfter(
      { kind: 'retry', processed: 'unknown', rateLimited: false, reason: described.message, status },
      retryAfterMs,
    );
  }
  if (status === 401 || status === 403) {
    return { kind: 'final', error: apiError('auth', described.message, status, described.fieldErrors) };
  }
  if (status === 409 || (status >= 400 && status < 500 && mentionsAlreadyInUse(described))) {
    return {
      kind: 'already-in-use',
      error: apiError('conflict', described.message, status, described.fieldErrors),
    };
  }
  return { kind: 'final', error: apiError('rejected', described.message, status, described.fieldErrors) };
}

function withRetryAfter(verdict: Verdict & { kind: 'retry' }, retryAfterMs: number | undefined): Verdict {
  return retryAfterMs === undefined ? verdict : { ...verdict, retryAfterMs };
}

function mentionsAlreadyInUse(described: { message: string; fieldErrors: FieldError[] }): boolean {
  return (
    ALREADY_IN_USE.test(described.message) ||
    described.fieldErrors.some((field) => ALREADY_IN_USE.test(field.errorMessage))
  );
}

/**
 * The service's message and field errors, redacted. A body that is not the spec's error shape
 * (an HTML page from a proxy, say) still yields a message: the status and a short snippet.
 */
export function describeErrorBody(
  status: number,
  body: string,
  redact: (text: string) => string,
): { message: string; fieldErrors: FieldError[] } {
  const parsed = parseBody(errorBodyAsRead, body);
  if (parsed.ok && parsed.value.message !== undefined) {
    return {
      message: redact(`HTTP ${status}: ${parsed.value.message}`),
      fieldErrors: fieldErrorsOf(parsed.value, redact),
    };
  }
  // Redacted whole, then cut: a cut first could leave a secret's head that no longer reads as one.
  const snippet = redact(body).replace(/\s+/g, ' ').trim().slice(0, SNIPPET_LENGTH);
  const tail = snippet === '' ? ' with an empty body' : `: ${snippet}`;
  return {
    message: `HTTP ${status}${tail}`,
    fieldErrors: parsed.ok ? fieldErrorsOf(parsed.value, redact) : [],
  };
}

function fieldErrorsOf(body: ErrorBodyAsRead, redact: (text: string) => string): FieldError[] {
  return (body.errors ?? []).map((item) => ({
    property: redact(textOf(item.property)),
    errorMessage: redact(textOf(item.errorMessage)),
  }));
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  return JSON.stringify(value);
}

/** What the client knows when it reads an answer for signs of a wrong URL. */
export interface AnswerContext {
  operation: 'dry-run' | 'create' | 'reviews-page';
  /** The service has answered as the Console API does once: a later failure is transient, not a wrong URL. */
  answered: boolean;
  /** The Console API URL as shown to the user (no credentials). */
  url: string;
  redact: (text: string) => string;
  /** Where a proxy would be set, and this Node's version (default: this process's). */
  env?: Readonly<Record<string, string | undefined>>;
  node?: string;
}

/**
 * An answer that says the URL is not the Console API: a host that does not exist or refuses
 * the first connection, a first answer that is not JSON (a login page), a 404 on the route
 * itself, a certificate not trusted. Retrying cannot help, and "run again" would mislead: it is a
 * configuration error. A name server that cannot answer now (EAI_AGAIN) is not one: that is retried.
 */
export function misconfiguration(result: AttemptResult, context: AnswerContext): ApiError | undefined {
  const at = `the Console API URL ${context.url}`;
  const fix = `check ${API_URL_SOURCES}`;
  if (result.type === 'network') {
    if (result.setting === 'untrusted') {
      const trust =
        'if the service uses a private certificate authority, name its certificate in NODE_EXTRA_CA_CERTS';
      return apiError('config', context.redact(`${at}: ${result.message}: ${trust}; else ${fix}`));
    }
    if (result.setting === 'bad-port') {
      const { port } = new URL(context.url);
      const instead = "give a URL on another port (the emulator's default is 8787)";
      return apiError(
        'config',
        context.redact(
          `${at} cannot be reached: fetch refuses to open port ${port} (as browsers do), so nothing was sent: ${instead}; ${fix}`,
        ),
      );
    }
    if (context.answered) return undefined;
    if (result.setting === 'not-tls') {
      const instead = `it speaks plain http there, so write the URL with http:// (as the emulator is reached) or with the port of its https`;
      return apiError(
        'config',
        context.redact(`${at} cannot be reached over https: ${result.message}: ${instead}; ${fix}`),
      );
    }
    if (result.setting !== 'unreachable') return undefined;
    return apiError(
      'config',
      context.redact(
        `${at} cannot be reached (${result.message}): ${emulatorHint(context.url)}${orElse(proxyHint(context.url, context.env, context.node))}${fix}`,
      ),
    );
  }
  if (result.status >= 300 && result.status < 400) {
    const where = redirectedTo(result.location, context.url);
    return apiError(
      'config',
      context.redact(`${at} answered ${result.status}${where}; ${fix}`),
      result.status,
    );
  }
  // The reviews list answers 404 for an unknown dynamic config; no route answers 405.
  if ((result.status === 404 && context.operation !== 'reviews-page') || result.status === 405) {
    const route = context.operation === 'reviews-page' ? 'the reviews list' : METRICS_PATH;
    const hint = 'give the base URL of the service (e.g. https://console.example.com)';
    const answered = `${at} answered ${result.status} for ${route}`;
    return apiError('config', context.redact(`${answered}: ${hint}; ${fix}`), result.status);
  }
  // Only until the service has answered once: no answer after that is parsed a second time here.
  if (context.answered || result.status >= 500 || result.status === 429) return undefined;
  // A 2xx to a create may mean the metric was made: an unreadable one is an unknown outcome,
  // whose claim is kept and settled by the next run, never dismissed as a wrong URL.
  if (context.operation === 'create' && result.status < 300) return undefined;
  if (result.body.trim() === '') return undefined;
  const json = jsonOf(result.body);
  if (result.status >= 300 && json !== NOT_JSON) return undefined;
  if (shaped(result.status, json)) return undefined;
  const what =
    json === NOT_JSON
      ? 'with something that is not the Console API (not JSON: a login page or a proxy?)'
      : 'with JSON that is not a Console API answer (neither `message` nor `data`)';
  return apiError('config', context.redact(`${at} answered ${result.status} ${what}: ${fix}`), result.status);
}

/**
 * Whether an answer has the Console API's shape (its `message`, or a success's `data`), however
 * its fields read: until one does, the URL may be another service's.
 */
export function consoleShaped(result: AttemptResult): boolean {
  return result.type === 'response' && shaped(result.status, jsonOf(result.body));
}

function shaped(status: number, json: unknown): boolean {
  if (typeof json !== 'object' || json === null) return false;
  // Every answer of the spec has its `message`; a success also has `data`.
  return typeof (json as { message?: unknown }).message === 'string' || (status < 300 && 'data' in json);
}

/** Where a redirect points and, when it names a Console API path, the base URL to set instead. */
function redirectedTo(location: string | undefined, url: string): string {
  const notFollowed = 'which is not followed (the API key goes only to the URL configured)';
  if (location === undefined || !URL.canParse(location, url)) return `, a redirect ${notFollowed}`;
  const target = new URL(location, url);
  const api = target.pathname.indexOf('/console/v1/');
  const base =
    api === -1 ? '' : `: if the service moved, set ${target.origin}${target.pathname.slice(0, api)}`;
  return `, a redirect to ${target.origin}${target.pathname}${target.search}, ${notFollowed}${base}`;
}

/** Nothing listening on this machine is most often the emulator not started (yet). */
function emulatorHint(shownUrl: string): string {
  const url = new URL(shownUrl);
  if (!isLoopback(url.hostname)) return '';
  const port = url.port ? ` --port ${url.port}` : '';
  return `if it is the emulator, start it (\`metrics-as-code emulator${port}\`); else `;
}

/**
 * A proxy the environment names, which Node's fetch does not go through by itself: only with
 * NODE_USE_ENV_PROXY=1, from Node 24 (the Action's runtime). '' when there is none to say.
 */
export function proxyHint(
  url: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
  node = process.versions.node,
): string {
  const proxy = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'].find((name) => env[name]);
  if (!proxy || isLoopback(new URL(url).hostname)) return '';
  if (Number(node.split('.')[0]) < 24)
    return `${proxy} is set, but Node ${node} never sends fetch through a proxy: run on Node 24 or later with NODE_USE_ENV_PROXY=1`;
  if (env.NODE_USE_ENV_PROXY === '1') return '';
  return `${proxy} is set, but Node's fetch goes through it only with NODE_USE_ENV_PROXY=1 beside it`;
}

/** `hint; else ` before the next thing to try, or nothing without a hint. */
export const orElse = (hint: string) => (hint ? `${hint}; else ` : '');

const NOT_JSON = Symbol('not JSON');

function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return NOT_JSON;
  }
}
