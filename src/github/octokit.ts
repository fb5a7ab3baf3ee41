// The Octokit every GitHub call goes through: GitHub Enterprise Server's API URL honoured,
// GitHub's own 5xx retried, secondary and primary rate limits waited out a bounded number of
// times, and a last guard that keeps known secrets out of anything sent to or told by GitHub.

import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import { redact, redactValues, secretsOfOwnText } from '../console/redact.js';

export type { Octokit } from '@octokit/rest';

interface OctokitLog {
  debug: (message: string) => void;
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string) => void;
}

export interface CreateOctokitOptions {
  token: string;
  /** `GITHUB_API_URL`; @octokit/rest does not read it by itself. Default `https://api.github.com`. */
  baseUrl?: string;
  userAgent?: string;
  log?: OctokitLog;
  /**
   * Milliseconds per unit of GitHub's `retry-after` (seconds) and of the 5xx back-off
   * (1, 4, 9 units). Default 1000; tests make it small.
   */
  retryAfterBaseMs?: number;
  /**
   * GitHub asks integrations to leave a second between writes (3 s between comments/issues);
   * the throttling plugin does. `false` drops that spacing, for tests and benchmarks against a
   * local stand-in only. Default true.
   */
  paceWrites?: boolean;
  /** Text that must never reach GitHub (the Console API key): redacted in every request parameter. */
  secrets?: readonly string[];
  /**
   * How long one attempt may take, answer and body included, before it is abandoned (and retried
   * like a 5xx, `retries` times): a silent or trickling GitHub never holds a run. Default 30 s.
   */
  timeoutMs?: number;
}

/** fetch, with every attempt bounded in time. */
function fetchWithin(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  };
}

const PacedOctokit = Octokit.plugin(retry, throttling);

// Octokit logs every failed request as an error, the expected ones too (no ledger branch yet,
// `GET /user` for an installation token, a lost compare-and-swap). Each failure that matters
// reaches the caller as a GitHubError, so by default only warnings (rate limits) are printed.
const QUIET_LOG: OctokitLog = {
  debug: () => {},
  info: () => {},
  warn: (message) => console.warn(message),
  error: () => {},
};

// Each client paces its own writes (GitHub asks for one per second); sharing one pace between
// clients in a process would serialise unrelated repositories.
let clientCount = 0;

// The plugin only ever calls `group.key(id).schedule(options, job, ...args)` on its write and
// notification groups; this group runs every job at once.
const UNPACED = {
  key: () => ({
    schedule: (_options: unknown, job: (...args: unknown[]) => unknown, ...args: unknown[]) =>
      Promise.resolve().then(() => job(...args)),
  }),
};

// 409 (stale sha) and 422 are answers, not failures: the caller re-reads and decides. 403/429
// are the throttling plugin's to retry.
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 429, 451];
/** Retries of a 5xx, and of a rate-limited request. */
const RETRIES = 3;
/** A rate limit asking for a longer wait than this fails instead (a job should not idle for an hour). */
const MAX_RETRY_AFTER_SECONDS = 300;

export function createOctokit(options: CreateOctokitOptions): Octokit {
  const log = options.log ?? QUIET_LOG;
  const baseMs = options.retryAfterBaseMs ?? 1000;
  const limits = { retries: RETRIES, maxWaitSeconds: MAX_RETRY_AFTER_SECONDS, log };
  const octokit = new PacedOctokit({
    auth: options.token,
    baseUrl: (options.baseUrl ?? 'https://api.github.com').replace(/\/+$/, ''),
    userAgent: options.userAgent ?? 'metrics-as-code',
    log,
    request: { fetch: fetchWithin(options.timeoutMs ?? 30_000) },
    retry: { retries: limits.retries, doNotRetry: DO_NOT_RETRY, retryAfterBaseValue: baseMs },
    throttle: {
      id: `metrics-as-code-${++clientCount}`,
      retryAfterBaseValue: baseMs,
      onRateLimit: limitHandler('rate limit', limits),
      onSecondaryRateLimit: limitHandler('secondary rate limit', limits),
      ...(options.paceWrites === false ? { write: UNPACED as never, notifications: UNPACED as never } : {}),
    },
  });
  const secrets = secretsOfOwnText([options.token, ...(options.secrets ?? [])]);
  const hidden = (text: string) => redact(text, secrets, '***');
  octokit.hook.before('request', (request) => redactParameters(request as Record<string, unknown>, hidden));
  octokit.hook.after('request', parseLargeJson);
  octokit.hook.error('request', (error) => {
    throw withoutSecrets(error, hidden);
  });
  return octokit;
}

/**
 * A failure as GitHub, or a proxy in front of it, told it, without a secret it echoes (the
 * credentials it was sent, say): redacted where it is made, as the Console client's answers are.
 */
function withoutSecrets(error: unknown, hidden: (text: string) => string): unknown {
  if (!(error instanceof Error)) return error;
  error.message = hidden(error.message);
  const response = (error as { response?: { data?: unknown } }).response;
  if (response) response.data = redactValues(response.data, hidden);
  return error;
}

/**
 * Octokit hands back a JSON body of several MB as its text: the parser it uses (json-with-bigint)
 * overflows the stack on it and gives up silently. A blob of a large ledger is such a body, so
 * every JSON answer left as text is parsed here, once, for every call.
 */
function parseLargeJson(response: { data: unknown; headers: Record<string, unknown> }): void {
  if (typeof response.data !== 'string') return;
  if (!/json/i.test(String(response.headers['content-type'] ?? ''))) return;
  try {
    response.data = JSON.parse(response.data);
  } catch {
    // Not JSON after all: left as the text it is.
  }
}

/** Retries a rate-limited request `retries` times, unless GitHub asks for a longer wait than allowed. */
function limitHandler(kind: string, limits: { retries: number; maxWaitSeconds: number; log: OctokitLog }) {
  return (
    retryAfter: number,
    request: { method: string; url: string },
    _octokit: unknown,
    retryCount: number,
  ) => {
    const again = retryCount < limits.retries && retryAfter <= limits.maxWaitSeconds;
    const next = again ? `retrying in ${retryAfter} s` : 'giving up';
    limits.log.warn(`GitHub ${kind} on ${request.method} ${request.url}: ${next}`);
    return again;
  };
}

// Everything but these is a request parameter that may end up in a URL or a body.
const NOT_PARAMETERS = new Set(['method', 'url', 'baseUrl', 'headers', 'request', 'mediaType']);

function redactParameters(request: Record<string, unknown>, hidden: (text: string) => string): void {
  for (const key of Object.keys(request)) {
    if (!NOT_PARAMETERS.has(key)) request[key] = redactValues(request[key], hidden);
  }
}
