// The stand-in must answer as GitHub documents, or the GitHub tests prove nothing: these pin
// its pagination, authentication and contents API behaviour with plain HTTP requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitHubStandin } from './github-standin.js';
import { blobSha } from './github-standin-state.js';

let standin: GitHubStandin;
const USER_TOKEN = 'ghp_standinUserToken000000000000000000';
const APP_TOKEN = 'ghs_standinInstallation0000000000000000';

beforeAll(async () => {
  standin = await GitHubStandin.start();
  standin.addToken(USER_TOKEN, { login: 'octocat', kind: 'user' });
  standin.addToken(APP_TOKEN, { login: 'github-actions[bot]', kind: 'installation' });
  standin.createRepo('acme/metrics');
  standin.addIssue('acme/metrics', 'octocat', { title: 'PR stand-in' });
  for (let i = 0; i < 65; i++) standin.addComment('acme/metrics', 1, 'someone', `comment ${i}`);
});

afterAll(async () => {
  await standin.close();
});

async function call(
  method: string,
  path: string,
  options: { token?: string; scheme?: string; body?: unknown } = {},
) {
  const token = options.token ?? USER_TOKEN;
  const response = await fetch(new URL(path, standin.url), {
    method,
    headers: { authorization: `${options.scheme ?? 'token'} ${token}`, 'content-type': 'application/json' },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('the GitHub stand-in', () => {
  it('checks the Authorization header and answers JSON errors with documentation_url', async () => {
    const missing = await fetch(new URL('/user', standin.url));
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      message: 'Requires authentication',
      documentation_url: expect.stringMatching(/^https:\/\/docs\.github\.com/),
    });
    expect((await call('GET', '/user', { token: 'ghp_wrong' })).body.message).toBe('Bad credentials');
    expect((await call('GET', '/user', { scheme: 'Bearer' })).body.login).toBe('octocat');
    const app = await call('GET', '/user', { token: APP_TOKEN });
    expect(app.status).toBe(403);
    expect(app.body.message).toBe('Resource not accessible by integration');
  });

  it('pages with per_page (default 30, at most 100) and absolute RFC 5988 Link headers', async () => {
    const first = await call('GET', '/repos/acme/metrics/issues/1/comments');
    expect(first.body).toHaveLength(30);
    const link = first.headers.get('link')!;
    expect(link).toContain(`<${standin.url}/repos/acme/metrics/issues/1/comments?page=2>; rel="next"`);
    expect(link).toContain(`<${standin.url}/repos/acme/metrics/issues/1/comments?page=3>; rel="last"`);
    expect(link).not.toContain('rel="prev"');

    const capped = await call('GET', '/repos/acme/metrics/issues/1/comments?per_page=500');
    expect(capped.body).toHaveLength(65);
    expect(capped.headers.get('link')).toBeNull();

    const last = await call('GET', '/repos/acme/metrics/issues/1/comments?per_page=20&page=4');
    expect((last.body as unknown as Array<{ body: string }>).map((c) => c.body)).toEqual([
      'comment 60',
      'comment 61',
      'comment 62',
      'comment 63',
      'comment 64',
    ]);
    expect(last.headers.get('link')).toContain('per_page=20&page=3>; rel="prev"');
    expect(last.headers.get('link')).toContain('rel="first"');
    expect(last.headers.get('link')).not.toContain('rel="next"');
  });

  it("does compare-and-swap on contents with GitHub's 409 and 422 answers", async () => {
    const put = (body: Record<string, unknown>) =>
      call('PUT', '/repos/acme/metrics/contents/dir%2Fstate.json', { body });
    const content = (text: string) => Buffer.from(text).toString('base64');
    const missingBranch = await put({ message: 'm', content: content('{}'), branch: 'nope' });
    expect([missingBranch.status, missingBranch.body.message]).toEqual([404, 'Branch nope not found']);

    const created = await put({ message: 'm', content: content('one\n'), branch: 'main' });
    expect(created.status).toBe(201);
    const sha = (created.body.content as { sha: string }).sha;
    expect(sha).toBe(blobSha(Buffer.from('one\n')));

    const noSha = await put({ message: 'm', content: content('two\n'), branch: 'main' });
    expect([noSha.status, noSha.body.message]).toEqual([422, 'Invalid request.\n\n"sha" wasn\'t supplied.']);
    const stale = await put({ message: 'm', content: content('two\n'), branch: 'main', sha: '0'.repeat(40) });
    expect([stale.status, stale.body.message]).toEqual([
      409,
      `dir/state.json does not match ${'0'.repeat(40)}`,
    ]);
    const updated = await put({ message: 'm', content: content('two\n'), branch: 'main', sha });
    expect(updated.status).toBe(200);

    const read = await call('GET', '/repos/acme/metrics/contents/dir/state.json?ref=main');
    expect(Buffer.from(read.body.content as string, 'base64').toString()).toBe('two\n');
    expect((await call('GET', '/repos/acme/metrics/contents/dir/state.json?ref=gone')).body.message).toBe(
      'No commit found for the ref gone',
    );
  });

  it('creates refs once and answers 422 "Reference already exists" after', async () => {
    const head = await call('GET', '/repos/acme/metrics/git/ref/heads%2Fmain');
    const sha = (head.body.object as { sha: string }).sha;
    expect(
      (await call('POST', '/repos/acme/metrics/git/refs', { body: { ref: 'refs/heads/a/b', sha } })).status,
    ).toBe(201);
    const again = await call('POST', '/repos/acme/metrics/git/refs', {
      body: { ref: 'refs/heads/a/b', sha },
    });
    expect([again.status, again.body.message]).toEqual([422, 'Reference already exists']);
    expect((await call('GET', '/repos/acme/metrics/git/ref/heads/a/b')).status).toBe(200);
    expect((await call('GET', '/repos/acme/metrics/git/ref/heads/none')).status).toBe(404);
  });

  it('refuses writes of a read-only token and logs every request', async () => {
    standin.addToken('ghs_readonly000000000000000000000000', {
      login: 'github-actions[bot]',
      kind: 'installation',
      readOnly: true,
    });
    const before = standin.writes().length;
    const refused = await call('POST', '/repos/acme/metrics/issues/1/comments', {
      token: 'ghs_readonly000000000000000000000000',
      body: { body: 'x' },
    });
    expect([refused.status, refused.body.message]).toEqual([403, 'Resource not accessible by integration']);
    const logged = standin.writes().slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      method: 'POST',
      route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
      status: 403,
      body: '{"body":"x"}',
    });
  });
});
