import { describe, expect, it } from 'vitest';
import { redactorFor } from '../../src/console/redact.js';
import {
  type AttemptResult,
  classifyAttempt,
  describeErrorBody,
  misconfiguration,
  type Verdict,
} from '../../src/console/response-kinds.js';
import { runWithRetries } from '../../src/console/retry.js';
import { describeNetworkError } from '../../src/console/transport.js';

const KEY = 'console-secret-key-123';
const redact = redactorFor(KEY);
const NOW = Date.parse('2026-11-21T10:00:00Z');

const response = (status: number, body: unknown, retryAfter?: string): AttemptResult => ({
  type: 'response',
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  ...(retryAfter === undefined ? {} : { retryAfter }),
});
const classify = (result: AttemptResult) => classifyAttempt(result, redact, NOW);

describe('classifyAttempt', () => {
  it('takes any 2xx as success', () => {
    for (const status of [200, 201, 202, 204]) expect(classify(response(status, '{}')).kind).toBe('success');
  });

  it('retries a 429 as not processed, slowing the pacer, with Retry-After in either form', () => {
    expect(classify(response(429, { status: 429, message: 'slow down' }, '2'))).toMatchObject({
      kind: 'retry',
      processed: 'no',
      rateLimited: true,
      retryAfterMs: 2_000,
    });
    const dated = classify(response(429, '', 'Sat, 21 Nov 2026 10:00:03 GMT'));
    expect(dated).toMatchObject({ kind: 'retry', retryAfterMs: 3_000 });
  });

  it('retries every 5xx, 503 included, as an unknown outcome', () => {
    for (const status of [500, 502, 503, 504, 599]) {
      expect(classify(response(status, { status, message: 'oops' }))).toMatchObject({
        kind: 'retry',
        processed: 'unknown',
        rateLimited: false,
        status,
      });
    }
  });

  it('takes 401 and 403 as auth, and redacts an echoed key', () => {
    const verdict = classify(response(401, { status: 401, message: `invalid key was sent. Key: ${KEY}` }));
    expect(verdict).toMatchObject({ kind: 'final', error: { kind: 'auth', status: 401 } });
    expect(JSON.stringify(verdict)).not.toContain('console-secret');
    expect(classify(response(403, { status: 403, message: 'Forbidden' }))).toMatchObject({
      error: { kind: 'auth' },
    });
  });

  it('keeps the service message and every field error of a rejection', () => {
    const verdict = classify(
      response(400, {
        status: 400,
        message: 'Invalid request.',
        errors: [
          { property: 'name', errorMessage: 'too short' },
          { property: 'warehouseNative.metricSources.0.criteria.1.type', errorMessage: 'must be metadata' },
        ],
      }),
    );
    expect(verdict).toEqual({
      kind: 'final',
      error: {
        kind: 'rejected',
        status: 400,
        message: 'HTTP 400: Invalid request.',
        fieldErrors: [
          { property: 'name', errorMessage: 'too short' },
          { property: 'warehouseNative.metricSources.0.criteria.1.type', errorMessage: 'must be metadata' },
        ],
      },
    });
  });

  it('recognises "already in use" in the message, in a field error, or as a 409', () => {
    expect(classify(response(400, { status: 400, message: 'The name `a` is already in use' })).kind).toBe(
      'already-in-use',
    );
    expect(
      classify(
        response(400, {
          status: 400,
          message: 'Invalid',
          errors: [{ property: 'name', errorMessage: 'already in use' }],
        }),
      ).kind,
    ).toBe('already-in-use');
    expect(classify(response(409, '')).kind).toBe('already-in-use');
    expect(classify(response(400, { status: 400, message: 'name too short' })).kind).toBe('final');
  });

  it('describes a body that is not the error shape by status and a short, redacted snippet', () => {
    expect(describeErrorBody(502, `<html><body>Bad gateway for ${KEY}</body></html>`, redact).message).toBe(
      'HTTP 502: <html><body>Bad gateway for [REDACTED]</body></html>',
    );
    expect(describeErrorBody(500, '', redact).message).toBe('HTTP 500 with an empty body');
    expect(describeErrorBody(400, 'x'.repeat(5_000), redact).message.length).toBeLessThan(220);
  });

  it('retries network failures, telling a connection never made from one that may have been processed', () => {
    expect(classify({ type: 'network', failure: 'not-sent', message: 'refused' })).toMatchObject({
      processed: 'no',
    });
    for (const failure of ['timeout', 'reset', 'other'] as const) {
      expect(classify({ type: 'network', failure, message: 'x' })).toMatchObject({
        kind: 'retry',
        processed: 'unknown',
      });
    }
  });
});

describe('describeNetworkError', () => {
  it('sorts undici and socket errors by whether the request may have been processed', () => {
    expect(describeNetworkError({ code: 'ECONNREFUSED' }, 1_000).failure).toBe('not-sent');
    expect(describeNetworkError({ code: 'UND_ERR_CONNECT_TIMEOUT' }, 1_000).failure).toBe('not-sent');
    expect(describeNetworkError({ code: 'UND_ERR_HEADERS_TIMEOUT' }, 1_000).failure).toBe('timeout');
    expect(describeNetworkError(new DOMException('t', 'TimeoutError'), 1_000)).toEqual({
      failure: 'timeout',
      message: 'no answer within 1000 ms (api.timeoutMs)',
    });
    expect(describeNetworkError({ code: 'UND_ERR_SOCKET' }, 1_000).failure).toBe('reset');
    expect(describeNetworkError({ name: 'TypeError', cause: { code: 'ECONNRESET' } }, 1_000).failure).toBe(
      'reset',
    );
    expect(describeNetworkError(new Error('boom'), 1_000).failure).toBe('other');
  });
});

describe('runWithRetries', () => {
  const retry = (processed: 'no' | 'unknown', extra: Partial<Verdict & { kind: 'retry' }> = {}): Verdict => ({
    kind: 'retry',
    processed,
    rateLimited: false,
    reason: 'HTTP 503',
    ...extra,
  });
  const success: Verdict = { kind: 'success', status: 201, body: '{}' };

  /** `paced`: the pacer holds the next attempt after a 429, as the client's POSTs do. */
  function harness(verdicts: Verdict[], paced = false) {
    let clock = 0;
    const waits: number[] = [];
    const rateLimited: number[] = [];
    const deps = {
      now: () => clock,
      sleep: async (ms: number) => {
        waits.push(ms);
        clock += ms;
      },
      random: () => 0.5,
      onRateLimited: (ms: number) => rateLimited.push(ms) > 0 && paced,
    };
    const attemptOnce = async () => verdicts.shift() ?? success;
    return { deps, attemptOnce, waits, rateLimited, advance: (ms: number) => (clock += ms) };
  }
  const policy = { maxAttempts: 5, maxElapsedMs: 60_000, baseDelayMs: 100, maxDelayMs: 10_000 };

  it('waits Retry-After when given, jittered backoff otherwise, and stops at the first settled verdict', async () => {
    const h = harness([
      retry('no', { rateLimited: true, retryAfterMs: 2_000 }),
      retry('unknown'),
      retry('unknown'),
    ]);
    const run = await runWithRetries(h.attemptOnce, policy, h.deps);
    expect(run).toMatchObject({ verdict: success, attempts: 4, unknownOutcome: true });
    expect(h.waits).toEqual([2_000, 100, 200]);
    expect(h.rateLimited).toEqual([2_000]);
  });

  it('knows no attempt was processed when every failure was a 429 or a refused connection', async () => {
    const h = harness([retry('no', { rateLimited: true }), retry('no')]);
    expect((await runWithRetries(h.attemptOnce, policy, h.deps)).unknownOutcome).toBe(false);
  });

  it('gives up after maxAttempts, returning the last retryable verdict', async () => {
    const h = harness(Array.from({ length: 10 }, () => retry('unknown')));
    const run = await runWithRetries(h.attemptOnce, policy, h.deps);
    expect(run).toMatchObject({ attempts: 5, gaveUp: 'after 5 attempts', verdict: { kind: 'retry' } });
    expect(h.waits).toHaveLength(4);
  });

  it("leaves a 429's wait to the pacer when it holds the next attempt: not a failure's time", async () => {
    const h = harness([retry('no', { rateLimited: true, retryAfterMs: 600_000 })], true);
    const run = await runWithRetries(h.attemptOnce, policy, h.deps);
    expect(run).toMatchObject({ verdict: success, attempts: 2 });
    expect(h.waits).toEqual([]);
    expect(h.rateLimited).toEqual([600_000]);
  });

  it('gives up when the next wait would pass maxElapsedMs, without sleeping it', async () => {
    const h = harness([retry('no', { retryAfterMs: 5_000 }), retry('no', { retryAfterMs: 60_000 })]);
    const run = await runWithRetries(h.attemptOnce, policy, h.deps);
    expect(run.attempts).toBe(2);
    expect(run.gaveUp).toMatch(/60 s limit/);
    expect(h.waits).toEqual([5_000]);
  });
});

describe('an error page that echoes the key past the snippet', () => {
  it('is redacted whole before it is cut, so no part of the key is shown', () => {
    // Observed: the body was cut to 200 characters first, and 39 of the key's 40 characters
    // reached the comment, the summary, the report and the log.
    const key = 'console-0123456789abcdef0123456789abcdef';
    const page = `<html><body>${'x'.repeat(160)} key=${key} refused</body></html>`;
    const { message } = describeErrorBody(502, page, redactorFor(key));
    expect(message).not.toContain('0123456789');
    expect(message).toContain('HTTP 502: <html><body>xxx');
  });
});

describe('misconfiguration', () => {
  const context = {
    operation: 'dry-run' as const,
    answered: false,
    url: 'https://console.example.com',
    redact,
  };
  const failedWith = (code: string): AttemptResult => ({
    type: 'network',
    ...describeNetworkError({ name: 'TypeError', cause: { code } }, 1_000),
  });

  it('calls a host that does not exist, or refuses the first connection, a wrong URL', () => {
    for (const code of ['ENOTFOUND', 'ECONNREFUSED'])
      expect(misconfiguration(failedWith(code), context)).toMatchObject({ kind: 'config' });
  });

  it('behind a proxy fetch does not use, says so', () => {
    // Observed: with HTTPS_PROXY set (a runner behind a proxy), "cannot be reached (could not
    // connect (ENOTFOUND)): check apiUrl ...": Node's fetch goes direct unless told otherwise.
    const unreachable = failedWith('ENOTFOUND');
    const on = (env: Record<string, string>, node: string) =>
      misconfiguration(unreachable, { ...context, env, node })?.message;
    expect(on({ HTTPS_PROXY: 'http://proxy:3128' }, '24.3.0')).toContain(
      "cannot be reached (could not connect (ENOTFOUND)): HTTPS_PROXY is set, but Node's fetch goes through it only with NODE_USE_ENV_PROXY=1 beside it; else check apiUrl",
    );
    expect(on({ https_proxy: 'http://proxy:3128', NODE_USE_ENV_PROXY: '1' }, '20.20.2')).toContain(
      'https_proxy is set, but Node 20.20.2 never sends fetch through a proxy: run on Node 24 or later with NODE_USE_ENV_PROXY=1; else check apiUrl',
    );
    expect(on({ HTTPS_PROXY: 'http://proxy:3128', NODE_USE_ENV_PROXY: '1' }, '24.3.0')).not.toContain(
      'PROXY',
    );
    expect(on({}, '24.3.0')).not.toContain('PROXY');
  });

  it('calls a TLS certificate not trusted a configuration problem, at once, and says what to set', () => {
    // Observed: against a service with a self-signed certificate, every request was tried six
    // times and the run said "Nothing is lost: run again to finish" (exit 3), though no run could.
    const refused = failedWith('DEPTH_ZERO_SELF_SIGNED_CERT');
    expect(refused).toEqual({
      type: 'network',
      failure: 'not-sent',
      message: 'its TLS certificate is not trusted (DEPTH_ZERO_SELF_SIGNED_CERT)',
      setting: 'untrusted',
    });
    const error = misconfiguration(refused, { ...context, answered: true });
    expect(error).toMatchObject({ kind: 'config' });
    expect(error?.message).toContain('NODE_EXTRA_CA_CERTS');
  });

  it('calls https to a server that speaks plain http a wrong URL, at once, before any answer', () => {
    // Observed: `--api-url https://127.0.0.1:8787` (the emulator speaks http) tried each request
    // six times, "the request failed (ERR_SSL_WRONG_VERSION_NUMBER)", then "run again" (exit 3).
    const refused = failedWith('ERR_SSL_WRONG_VERSION_NUMBER');
    expect(refused).toMatchObject({
      failure: 'not-sent',
      message: 'the server does not answer in TLS (ERR_SSL_WRONG_VERSION_NUMBER)',
    });
    expect(misconfiguration(refused, context)?.message).toBe(
      "the Console API URL https://console.example.com cannot be reached over https: the server does not answer in TLS (ERR_SSL_WRONG_VERSION_NUMBER): it speaks plain http there, so write the URL with http:// (as the emulator is reached) or with the port of its https; check apiUrl in metrics-as-code.yaml, the Action's api-url input, --api-url or CONSOLE_API_URL",
    );
    // Once the service has answered, the URL was right: the day's trouble is retried.
    expect(misconfiguration(refused, { ...context, answered: true })).toBeUndefined();
  });

  it('tells a wrong URL by the error code, not by the words of a message', () => {
    const worded: AttemptResult = {
      type: 'network',
      failure: 'other',
      message: 'ECONNREFUSED TLS certificate',
    };
    expect(misconfiguration(worded, context)).toBeUndefined();
    expect(misconfiguration(failedWith('ECONNREFUSED'), { ...context, answered: true })).toBeUndefined();
  });

  it('retries a name server that cannot answer now: EAI_AGAIN is temporary, not a wrong URL', () => {
    // It was reported as a configuration problem (exit 2, "running again will not help"), though
    // the resolver's own word for it is "temporary failure in name resolution".
    expect(misconfiguration(failedWith('EAI_AGAIN'), context)).toBeUndefined();
  });
});
