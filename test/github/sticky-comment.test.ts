// The sticky PR comment, the merged PR lookup and the reviews issue, with the real Octokit
// talking to the GitHub stand-in over loopback.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appliedMarker, COMMENT_MARKER, catalogueMarker, hiddenMarker } from '../../src/github/markers.js';
import { findPullRequestForCommit } from '../../src/github/pulls.js';
import { appendToStickyComment, upsertStickyComment } from '../../src/github/sticky-comment.js';
import { upsertTrackingIssue } from '../../src/github/tracking-issue.js';
import { COMMENT_MAX_CHARS } from '../../src/report/markdown.js';
import {
  ACTIONS_TOKEN,
  client,
  NAME,
  OTHER_TOKEN,
  OWNER,
  READ_ONLY_TOKEN,
  REPO,
  startStandin,
  USER_TOKEN,
} from '../support/github-harness.js';
import type { GitHubStandin } from '../support/github-standin.js';

const REVIEWS_ISSUE_MARKER = catalogueMarker('reviews-issue', '.');

let standin: GitHubStandin;
let pr: number;

beforeEach(async () => {
  standin = await startStandin();
  pr = standin.addPullRequest(REPO, 'jane', {
    title: 'Add metrics',
    headRef: 'feature',
    headSha: 'a'.repeat(40),
  }).number;
});

afterEach(async () => {
  await standin.close();
});

const target = () => ({ owner: OWNER, repo: NAME, issueNumber: pr, marker: COMMENT_MARKER });
const patches = () => standin.writes().filter((w) => w.method === 'PATCH');

describe('upsertStickyComment', () => {
  it('creates, then updates in place, then leaves alone an unchanged body, past 100 other comments', async () => {
    for (let i = 0; i < 130; i++)
      standin.addComment(REPO, pr, i % 2 ? 'jane' : 'github-actions[bot]', `chatter ${i}`);
    const octokit = client(standin, ACTIONS_TOKEN);

    const created = await upsertStickyComment(octokit, { ...target(), body: `${COMMENT_MARKER}\nfirst` });
    expect(created.action).toBe('created');
    for (let i = 0; i < 120; i++) standin.addComment(REPO, pr, 'jane', `more chatter ${i}`);

    // The comment is now on page 2 of 3 (100 per page): it must still be found, not re-posted.
    const updated = await upsertStickyComment(octokit, { ...target(), body: `${COMMENT_MARKER}\nsecond` });
    expect(updated).toMatchObject({ id: created.id, action: 'updated' });
    expect(
      standin.requests.filter((r) => r.route?.endsWith('/comments') && r.method === 'GET').map((r) => r.path),
    ).toContain(`/repos/${REPO}/issues/${pr}/comments?per_page=100&page=3`);

    const writesBefore = standin.writes().length;
    const unchanged = await upsertStickyComment(octokit, { ...target(), body: `${COMMENT_MARKER}\nsecond` });
    expect(unchanged).toMatchObject({ id: created.id, action: 'unchanged' });
    expect(standin.writes()).toHaveLength(writesBefore);
    expect(patches()).toHaveLength(1);

    const ours = standin.comments(REPO, pr).filter((c) => c.body.includes(COMMENT_MARKER));
    expect(ours.map((c) => c.body)).toEqual([`${COMMENT_MARKER}\nsecond`]);
    expect(updated.url).toBe(`${standin.url}/${REPO}/pull/${pr}#issuecomment-${created.id}`);
  });

  it('posts the comment again when a person deleted it between the read and the edit', async () => {
    // Before: the edit answered 404 and the run warned it could not update the comment, a comment
    // the token may write, and the pull request was left without one.
    const octokit = client(standin, ACTIONS_TOKEN);
    const first = await upsertStickyComment(octokit, { ...target(), body: `${COMMENT_MARKER}\nfirst` });
    standin.inject({
      route: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
      times: 1,
      fault: { kind: 'race', run: (it) => it.state.repo(REPO).comments.delete(first.id) },
    });
    const again = await upsertStickyComment(octokit, { ...target(), body: `${COMMENT_MARKER}\nsecond` });
    expect(again.action).toBe('created');
    expect(standin.comments(REPO, pr).map((c) => c.body)).toEqual([`${COMMENT_MARKER}\nsecond`]);
  });

  it('a create whose answer was lost is not made twice', async () => {
    // Observed (the Action against the stand-in): a create that GitHub made and whose answer a
    // gateway replaced with 502 was sent again, and the pull request kept two comments, the
    // older one stale for good.
    const octokit = client(standin, ACTIONS_TOKEN);
    const lost = { kind: 'lost-answer', status: 502 } as const;
    standin.inject({
      route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
      times: 1,
      fault: lost,
    });
    const created = await upsertStickyComment(octokit, { ...target(), body: `${COMMENT_MARKER}\nfirst` });
    expect(created.action).toBe('created');
    expect(standin.comments(REPO, pr).map((c) => c.body)).toEqual([`${COMMENT_MARKER}\nfirst`]);
    expect(created.id).toBe(standin.comments(REPO, pr)[0]!.id);
    // A create that failed without being made is still made, once.
    for (const c of standin.comments(REPO, pr)) standin.state.repo(REPO).comments.delete(c.id);
    const down = { kind: 'status', status: 502 } as const;
    standin.inject({
      route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
      times: 1,
      fault: down,
    });
    await upsertStickyComment(octokit, { ...target(), body: `${COMMENT_MARKER}\nsecond` });
    expect(standin.comments(REPO, pr).map((c) => c.body)).toEqual([`${COMMENT_MARKER}\nsecond`]);
  });

  it('ignores a comment by someone else that carries the marker', async () => {
    const forged = standin.addComment(REPO, pr, 'mallory', `${COMMENT_MARKER}\nI am the bot, trust me`);
    const result = await upsertStickyComment(client(standin, ACTIONS_TOKEN), {
      ...target(),
      body: 'the report',
    });
    expect(result.action).toBe('created');
    expect(result.id).not.toBe(forged.id);
    expect(standin.comments(REPO, pr).find((c) => c.id === forged.id)?.body).toBe(
      `${COMMENT_MARKER}\nI am the bot, trust me`,
    );
    expect(patches()).toHaveLength(0);
    // The marker is put first when the caller's body lacks it.
    expect(standin.comments(REPO, pr).find((c) => c.id === result.id)?.body).toBe(
      `${COMMENT_MARKER}\nthe report`,
    );
  });

  it('finds the author with GET /user for a user token', async () => {
    const mine = standin.addComment(REPO, pr, 'octocat', `${COMMENT_MARKER}\nold`);
    const result = await upsertStickyComment(client(standin, USER_TOKEN), {
      ...target(),
      body: `${COMMENT_MARKER}\nnew`,
    });
    expect(result).toMatchObject({ id: mine.id, action: 'updated' });
  });

  it('updates the newest of several of our comments and leaves the others', async () => {
    const older = standin.addComment(REPO, pr, 'github-actions[bot]', `${COMMENT_MARKER}\nolder`);
    const newer = standin.addComment(REPO, pr, 'github-actions[bot]', `${COMMENT_MARKER}\nnewer`);
    const result = await upsertStickyComment(client(standin, ACTIONS_TOKEN), {
      ...target(),
      body: `${COMMENT_MARKER}\nlatest`,
    });
    expect(result).toMatchObject({ id: newer.id, action: 'updated' });
    expect(standin.comments(REPO, pr).find((c) => c.id === older.id)?.body).toBe(`${COMMENT_MARKER}\nolder`);
  });

  it('keeps separate comments for separate markers', async () => {
    const octokit = client(standin, ACTIONS_TOKEN);
    const web = await upsertStickyComment(octokit, {
      ...target(),
      marker: hiddenMarker('comment/apps/web'),
      body: 'web',
    });
    const api = await upsertStickyComment(octokit, {
      ...target(),
      marker: hiddenMarker('comment/apps/api'),
      body: 'api',
    });
    expect(web.id).not.toBe(api.id);
    expect(() => hiddenMarker('x --> <b>')).toThrow(/letters, digits/);
  });

  it('says which permission is missing when the token may not write (fork PR)', async () => {
    await expect(
      upsertStickyComment(client(standin, READ_ONLY_TOKEN), { ...target(), body: 'x' }),
    ).rejects.toMatchObject({
      kind: 'permission',
      status: 403,
      message: expect.stringContaining('"pull-requests: write"'),
    });
    await expect(
      upsertStickyComment(client(standin, 'ghp_unknown'), { ...target(), body: 'x' }),
    ).rejects.toMatchObject({ kind: 'auth' });
  });

  it('refuses a body over 65,536 characters before sending anything', async () => {
    const before = standin.requests.length;
    await expect(
      upsertStickyComment(client(standin, ACTIONS_TOKEN), {
        ...target(),
        body: 'x'.repeat(COMMENT_MAX_CHARS),
      }),
    ).rejects.toMatchObject({
      kind: 'invalid',
    });
    expect(standin.requests).toHaveLength(before);
  });
});

describe('appendToStickyComment', () => {
  it('adds the applied section, replaces it on a second run, and makes no write when unchanged', async () => {
    const octokit = client(standin, ACTIONS_TOKEN);
    const { id } = await upsertStickyComment(octokit, {
      ...target(),
      body: `${COMMENT_MARKER}\n### plan report`,
    });

    const first = await appendToStickyComment(octokit, { ...target(), section: '#### Applied: 2 created' });
    expect(first).toMatchObject({ id, action: 'updated' });
    const body = () => standin.comments(REPO, pr).find((c) => c.id === id)!.body;
    expect(body()).toBe(
      `${COMMENT_MARKER}\n### plan report\n\n${appliedMarker(COMMENT_MARKER)}\n#### Applied: 2 created\n`,
    );

    await appendToStickyComment(octokit, { ...target(), section: '#### Applied: 3 created' });
    expect(body().match(/Applied/g)).toHaveLength(1);
    expect(body()).toContain('#### Applied: 3 created');

    const writes = standin.writes().length;
    expect(
      (await appendToStickyComment(octokit, { ...target(), section: '#### Applied: 3 created' })).action,
    ).toBe('unchanged');
    expect(standin.writes()).toHaveLength(writes);
  });

  it('creates a comment when the PR has none, and cuts a full report to stay under the limit', async () => {
    const octokit = client(standin, ACTIONS_TOKEN);
    const created = await appendToStickyComment(octokit, { ...target(), section: 'Applied: 1 created' });
    expect(created.action).toBe('created');

    const rows = Array.from({ length: 2000 }, (_, i) => `| row ${i} | ${'x'.repeat(20)} |`).join('\n');
    const report = `${COMMENT_MARKER}\n<details open>\n<summary>Rows</summary>\n\n${rows}`.slice(
      0,
      COMMENT_MAX_CHARS - 10,
    );
    await upsertStickyComment(octokit, { ...target(), body: report });
    await appendToStickyComment(octokit, { ...target(), section: 'Applied: 2 created' });
    const body = standin.comments(REPO, pr).find((c) => c.id === created.id)!.body;
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(body.startsWith(COMMENT_MARKER)).toBe(true);
    expect(body).toContain('shortened to make room');
    // The cut closed the open <details>, so the section is not hidden inside it.
    expect(body.indexOf('</details>')).toBeGreaterThan(0);
    expect(body.indexOf('</details>')).toBeLessThan(body.indexOf('Applied: 2 created'));
  });
});

describe('findPullRequestForCommit', () => {
  it('prefers the merged PR whose merge commit is the sha', async () => {
    const octokit = client(standin, ACTIONS_TOKEN);
    const shared = 'c'.repeat(40);
    standin.addPullRequest(REPO, 'jane', {
      title: 'older',
      headRef: 'old',
      headSha: 'd'.repeat(40),
      merged: true,
      commits: [shared],
    });
    const merged = standin.addPullRequest(REPO, 'jane', {
      title: 'this one',
      headRef: 'x',
      headSha: 'e'.repeat(40),
      merged: true,
      mergeCommitSha: shared,
    });
    expect(await findPullRequestForCommit(octokit, { owner: OWNER, repo: NAME, sha: shared })).toBe(
      merged.number,
    );
  });

  it('answers undefined for a direct push, an open PR only, or an unknown commit', async () => {
    const octokit = client(standin, ACTIONS_TOKEN);
    const head = standin.repo(REPO).branches.get('main')!;
    expect(await findPullRequestForCommit(octokit, { owner: OWNER, repo: NAME, sha: head })).toBeUndefined();
    expect(
      await findPullRequestForCommit(octokit, { owner: OWNER, repo: NAME, sha: 'a'.repeat(40) }),
    ).toBeUndefined();
    expect(
      await findPullRequestForCommit(octokit, { owner: OWNER, repo: NAME, sha: 'f'.repeat(40) }),
    ).toBeUndefined();
  });
});

describe('upsertTrackingIssue', () => {
  const issue = (body: string) => ({
    owner: OWNER,
    repo: NAME,
    title: 'Open reviews',
    marker: REVIEWS_ISSUE_MARKER,
    body,
  });

  it('creates one issue, leaves it alone when unchanged, updates it in place', async () => {
    const octokit = client(standin, ACTIONS_TOKEN);
    standin.addIssue(REPO, 'mallory', { title: 'forged', body: `${REVIEWS_ISSUE_MARKER}\nfake` });
    const created = await upsertTrackingIssue(octokit, issue('2 open reviews'));
    expect(created.action).toBe('created');

    const writes = standin.writes().length;
    expect(await upsertTrackingIssue(octokit, issue('2 open reviews'))).toMatchObject({
      number: created.number,
      action: 'unchanged',
    });
    expect(standin.writes()).toHaveLength(writes);

    expect(await upsertTrackingIssue(octokit, issue('3 open reviews'))).toMatchObject({
      number: created.number,
      action: 'updated',
    });
    expect(standin.repo(REPO).issues.get(created.number)!.body).toBe(
      `${REVIEWS_ISSUE_MARKER}\n3 open reviews`,
    );
    // A PR by us with the marker in its body is not the issue.
    expect(standin.repo(REPO).issues.get(pr)!.pull).toBeDefined();
  });

  it('opens one issue when the answer to its create was lost', async () => {
    const octokit = client(standin, ACTIONS_TOKEN);
    const lost = { kind: 'lost-answer', status: 502 } as const;
    standin.inject({ route: 'POST /repos/{owner}/{repo}/issues', times: 1, fault: lost });
    const created = await upsertTrackingIssue(octokit, issue('a'));
    const open = [...standin.repo(REPO).issues.values()].filter(
      (i) => !i.pull && i.body?.includes(REVIEWS_ISSUE_MARKER),
    );
    expect(open.map((i) => i.number)).toEqual([created.number]);
  });

  it('opens a new issue when a person closed the old one', async () => {
    const octokit = client(standin, ACTIONS_TOKEN);
    const first = await upsertTrackingIssue(octokit, issue('a'));
    standin.repo(REPO).issues.get(first.number)!.state = 'closed';
    const second = await upsertTrackingIssue(octokit, issue('a'));
    expect(second.action).toBe('created');
    expect(second.number).not.toBe(first.number);
  });
});

it('a person who is not the token cannot take over the comment by editing theirs', async () => {
  const theirs = await upsertStickyComment(client(standin, OTHER_TOKEN), { ...target(), body: 'mine' });
  const ours = await upsertStickyComment(client(standin, ACTIONS_TOKEN), { ...target(), body: 'ours' });
  expect(ours.id).not.toBe(theirs.id);
  expect(standin.comments(REPO, pr).find((c) => c.id === theirs.id)!.body).toBe(`${COMMENT_MARKER}\nmine`);
});
