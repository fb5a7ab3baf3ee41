// GitHub's own failures: 5xx and secondary rate limits are retried (a bounded number of times),
// the outcome is a GitHubError of a kind the caller can act on, and no secret reaches GitHub.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileAt } from '../../src/github/contents.js';
import { toGitHubError } from '../../src/github/errors.js';
import { GitHubLedgerStore } from '../../src/github/ledger-store.js';
import { COMMENT_MARKER } from '../../src/github/markers.js';
import { createOctokit } from '../../src/github/octokit.js';
import { upsertStickyComment } from '../../src/github/sticky-comment.js';
import { ExitCode } from '../../src/outcome/exit-codes.js';
import { applyChange } from '../../src/reconcile/ledger.js';
import { ACTIONS_TOKEN, client, NAME, OWNER, REPO, startStandin } from '../support/github-harness.js';
import type { GitHubStandin } from '../support/github-standin.js';

let standin: GitHubStandin;
let pr: number;
const COMMENTS = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
const CREATE_COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';
const PUT_CONTENTS = 'PUT /repos/{owner}/{repo}/contents/{path}';

beforeEach(async () => {
  standin = await startStandin();
  pr = standin.addPullRequest(REPO, 'jane', { title: 'p', headRef: 'f', headSha: 'a'.repeat(40) }).number;
});

afterEach(async () => {
  await standin.close();
});

const target = () => ({ owner: OWNER, repo: NAME, issueNumber: pr, marker: COMMENT_MARKER });
const statuses = (route: string) => standin.requests.filter((r) => r.route === route).map((r) => r.status);

describe('retries', () => {
  it('waits out a secondary rate limit (403 with retry-after) and goes on', async () => {
    standin.inject({
      route: COMMENTS,
      times: 2,
      fault: { kind: 'secondary-rate-limit', retryAfterSeconds: 1 },
    });
    const result = await upsertStickyComment(client(standin, ACTIONS_TOKEN), { ...target(), body: 'report' });
    expect(result.action).toBe('created');
    expect(statuses(COMMENTS)).toEqual([403, 403, 200]);
  });

  it('retries GitHub 5xx on reads and writes, an HTML 502 included', async () => {
    standin.inject({ route: COMMENTS, times: 1, fault: { kind: 'status', status: 500 } });
    standin.inject({ route: CREATE_COMMENT, times: 2, fault: { kind: 'status', status: 502 } });
    const result = await upsertStickyComment(client(standin, ACTIONS_TOKEN), { ...target(), body: 'report' });
    expect(result.action).toBe('created');
    // A create is sent again only after the comments show it was not made (src/github/create-once.ts).
    expect(statuses(COMMENTS)).toEqual([500, 200, 200, 200]);
    expect(statuses(CREATE_COMMENT)).toEqual([502, 502, 201]);
    expect(standin.comments(REPO, pr)).toHaveLength(1);
  });

  it('keeps the ledger whole through 503s on its writes', async () => {
    standin.inject({ route: PUT_CONTENTS, times: 2, fault: { kind: 'status', status: 503 } });
    const ledgers = new GitHubLedgerStore({
      octokit: client(standin, ACTIONS_TOKEN),
      owner: OWNER,
      repo: NAME,
      branch: 'main',
      backoffMs: 5,
    });
    const entry = { id: 'a::sum', hash: 'h', file: 'metrics/a.yaml', createdAt: '2026-01-01T00:00:00Z' };
    await ledgers.update((ledger) => applyChange(ledger, { metrics: { 'a::sum': entry } }));
    expect(JSON.parse(standin.file(REPO, 'main', 'state.json')!).metrics['a::sum']).toEqual(entry);
    expect(statuses(PUT_CONTENTS)).toEqual([503, 503, 201]);
  });

  it('gives up after the bounded retries with a transient error that says to run again', async () => {
    standin.inject({ route: COMMENTS, times: 50, fault: { kind: 'status', status: 500 } });
    const failure = upsertStickyComment(client(standin, ACTIONS_TOKEN), { ...target(), body: 'x' });
    await expect(failure).rejects.toMatchObject({
      kind: 'transient',
      status: 500,
      message: expect.stringContaining('run again'),
    });
    expect(statuses(COMMENTS)).toEqual([500, 500, 500, 500]);
  });

  it('does not sit out a rate limit longer than allowed', async () => {
    standin.inject({
      route: COMMENTS,
      times: 1,
      fault: { kind: 'secondary-rate-limit', retryAfterSeconds: 3600 },
    });
    await expect(
      upsertStickyComment(client(standin, ACTIONS_TOKEN), { ...target(), body: 'x' }),
    ).rejects.toMatchObject({
      kind: 'rate-limited',
      // Observed: "GitHub limited the request rate; run again later", not how much later.
      message: expect.stringMatching(
        /GitHub limited the request rate and asks to wait 60 min \(retry-after\): run again after that\.$/,
      ),
    });
    expect(statuses(COMMENTS)).toEqual([403]);
  });

  it('works with the default one-second spacing of writes', async () => {
    const octokit = client(standin, ACTIONS_TOKEN, { paceWrites: true });
    const created = await upsertStickyComment(octokit, { ...target(), body: 'one' });
    const updated = await upsertStickyComment(octokit, { ...target(), body: 'two' });
    expect([created.action, updated.action, updated.id]).toEqual(['created', 'updated', created.id]);
  });
});

describe('secrets', () => {
  const CONSOLE_KEY = 'console-secret-key-4f1b2a90c3';

  it('never sends a known secret to GitHub, even inside a body', async () => {
    const octokit = client(standin, ACTIONS_TOKEN, { secrets: [CONSOLE_KEY] });
    await upsertStickyComment(octokit, {
      ...target(),
      body: `server said: invalid key. Key: ${CONSOLE_KEY}`,
    });
    expect(standin.transcript()).not.toContain(CONSOLE_KEY);
    expect(standin.comments(REPO, pr)[0]!.body).toBe(`${COMMENT_MARKER}\nserver said: invalid key. Key: ***`);
  });

  it('keeps tokens out of error messages', () => {
    const leaked = {
      status: 422,
      message: 'x',
      response: { data: { message: 'token ghp_abcdefghijklmnopqrstuvwxyz012345 is bad' } },
    };
    const error = toGitHubError(leaked, 'do a thing');
    expect(error.message).not.toContain('ghp_abcdefghijklmnopqrstuvwxyz012345');
    expect(error.message).toContain('token *** is bad');
  });

  it("says until when a token's hourly limit is used up", () => {
    const reset = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 40 * 60_000);
    const limited = toGitHubError(
      {
        status: 403,
        message: 'x',
        response: {
          data: { message: 'API rate limit exceeded for installation ID 1.' },
          headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset.getTime() / 1000) },
        },
      },
      'read the ledger',
    );
    expect(limited.kind).toBe('rate-limited');
    expect(limited.message).toContain(
      `GitHub limited the request rate until ${reset.toISOString().slice(11, 16)} UTC, when the token's hourly limit resets: run again after that.`,
    );
  });

  it('tells a host that does not exist from a name server that failed just now', () => {
    const unreachable = (code: string) =>
      toGitHubError({ status: 500, message: 'fetch failed', cause: { code } }, 'read the ledger');
    expect(unreachable('ENOTFOUND').message).toContain('no such host');
    expect(unreachable('EAI_AGAIN').message).toContain('could not be resolved just now');
    expect(unreachable('EAI_AGAIN').kind).toBe('unreachable');
  });

  it('a GitHub API URL naming a host that does not exist is a configuration mistake', async () => {
    // Observed: GITHUB_API_URL=https://github.invalid.example/api/v3 (a typo of a GitHub
    // Enterprise Server's host) was "GitHub could not be reached: no such host ... Run again."
    // (exit 3) after 14 s of retries. api.github.com itself exists: not found, the network is at fault.
    const notFound = (url: string) =>
      toGitHubError(
        { status: 500, message: 'fetch failed', cause: { code: 'ENOTFOUND' }, request: { url } },
        'read the ledger',
      );
    const typo = notFound('https://github.invalid.example/api/v3/repos/o/r');
    expect(typo.exitCode).toBe(ExitCode.Usage);
    expect(typo.message).toBe(
      'could not read the ledger: the GitHub API URL https://github.invalid.example names a host that does not exist: check GITHUB_API_URL',
    );
    const offline = notFound('https://api.github.com/repos/o/r');
    expect(offline.exitCode).toBe(ExitCode.Transient);
    // Observed: the CLI's `--state github` on a laptop offline blamed "the runner's network".
    expect(offline.message).toContain('no such host (the network or its name server failed)');
  });

  it('behind a proxy that fetch does not use, says so beside what failed', () => {
    // Observed: with HTTPS_PROXY set, a GitHub Enterprise Server host only the proxy resolves was
    // "names a host that does not exist: check GITHUB_API_URL".
    const notFound = (url: string) =>
      toGitHubError(
        { status: 500, message: 'fetch failed', cause: { code: 'ENOTFOUND' }, request: { url } },
        'read the ledger',
      );
    const saved = process.env.HTTPS_PROXY;
    process.env.HTTPS_PROXY = 'http://proxy.example:3128';
    try {
      const hint = `HTTPS_PROXY is set, but Node ${process.versions.node} never sends fetch through a proxy`;
      expect(notFound('https://ghe.example/api/v3/repos/o/r').message).toContain(
        `names a host that does not exist: ${hint}: run on Node 24 or later with NODE_USE_ENV_PROXY=1; else check GITHUB_API_URL`,
      );
      expect(notFound('https://api.github.com/repos/o/r').message).toContain(`(${hint}`);
    } finally {
      if (saved === undefined) delete process.env.HTTPS_PROXY;
      else process.env.HTTPS_PROXY = saved;
    }
  });

  it('a GitHub API URL on a port fetch refuses is a configuration mistake, not a reason to run again', async () => {
    // Found: GITHUB_API_URL=http://127.0.0.1:1 was "GitHub could not be reached: no answer (bad
    // port). Run again." (exit 3); no run reaches a port fetch refuses to open.
    const octokit = createOctokit({
      token: ACTIONS_TOKEN,
      baseUrl: 'http://127.0.0.1:1',
      retryAfterBaseMs: 1,
    });
    const failure = await octokit.rest.repos
      .get({ owner: OWNER, repo: NAME })
      .catch((error: unknown) => error);
    const error = toGitHubError(failure, 'read the ledger');
    expect(error.exitCode).toBe(ExitCode.Usage);
    expect(error.message).toBe(
      'could not read the ledger: the GitHub API URL http://127.0.0.1:1 is on a port that fetch refuses to open (a "bad port"): check GITHUB_API_URL',
    );
  });
});

describe('large answers', () => {
  it('a JSON answer of over 10 MB is parsed (octokit leaves it as text: its parser overflows the stack)', async () => {
    // The blob of a ledger of about 13,000 definitions: the contents API gives no content past
    // 1 MB, and the blob API's answer is its base64, 4/3 the size, in one JSON body.
    const text = `${'{"id":"m::sum"}\n'.repeat(520_000)}`;
    standin.createRepo('acme/large', { files: { 'state.json': text } });
    const file = await readFileAt(
      client(standin, ACTIONS_TOKEN),
      { owner: 'acme', repo: 'large', path: 'state.json', ref: 'main' },
      'the ledger',
    );
    expect(file?.text.length).toBe(text.length);
    expect(file?.text === text).toBe(true);
  });
});
