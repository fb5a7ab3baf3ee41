// With `reviews-issue: true` the reviews summary is kept in one open issue, the way the PR
// comment is kept: found by marker and author, edited in place, left alone when unchanged.
import { sameBody, withMarker } from './comment-body.js';
import { createOnce, NOT_RETRIED } from './create-once.js';
import { GitHubError, httpStatus, toGitHubError } from './errors.js';
import { ownLogin, sameLogin } from './identity.js';
import type { Octokit } from './octokit.js';

export interface TrackingIssueParams {
  owner: string;
  repo: string;
  title: string;
  marker: string;
  /** The body, or how to render it from the issue's current body (to carry a memory forward). */
  body: string | ((previous: string | undefined) => string);
}

export interface IssueResult {
  number: number;
  url: string;
  action: 'created' | 'updated' | 'unchanged';
}

interface ListedIssue {
  number: number;
  html_url: string;
  title: string;
  body?: string | null;
  user: { login: string } | null;
  pull_request?: unknown;
}

const ISSUE_MAX_CHARS = 65_536;

export async function upsertTrackingIssue(octokit: Octokit, p: TrackingIssueParams): Promise<IssueResult> {
  const author = await ownLogin(octokit);
  const existing = await findTrackingIssue(octokit, p, author);
  const rendered = typeof p.body === 'string' ? p.body : p.body(existing?.body ?? undefined);
  const body = withMarker(p.marker, rendered);
  if (body.length > ISSUE_MAX_CHARS) {
    throw new GitHubError(
      'invalid',
      `The issue body has ${body.length} characters, over GitHub's ${ISSUE_MAX_CHARS}: render it with renderComment.`,
    );
  }
  if (existing && existing.title === p.title && sameBody(existing.body, body)) {
    return { number: existing.number, url: existing.html_url, action: 'unchanged' };
  }
  try {
    if (existing) {
      await octokit.rest.issues.update({
        owner: p.owner,
        repo: p.repo,
        issue_number: existing.number,
        title: p.title,
        body,
      });
      return { number: existing.number, url: existing.html_url, action: 'updated' };
    }
    const create = async (): Promise<IssueResult> => {
      const { owner, repo, title } = p;
      const { data } = await octokit.rest.issues.create({ owner, repo, title, body, request: NOT_RETRIED });
      return { number: data.number, url: data.html_url, action: 'created' };
    };
    const made = async (): Promise<IssueResult | undefined> => {
      const found = await findTrackingIssue(octokit, p, author);
      return found && { number: found.number, url: found.html_url, action: 'created' };
    };
    return await createOnce(create, made);
  } catch (error) {
    throw toGitHubError(
      error,
      `${existing ? 'update' : 'create'} the reviews issue in ${p.owner}/${p.repo}`,
      'issues: write',
    );
  }
}

/**
 * The newest open issue (not pull request) by `author` holding the marker. The `creator` filter
 * keeps the listing short; should it not match the bot's login form, one full listing of open
 * issues is the fallback, so a second issue is never opened by mistake.
 */
async function findTrackingIssue(
  octokit: Octokit,
  p: TrackingIssueParams,
  author: string,
): Promise<ListedIssue | undefined> {
  const byCreator = await listOpenIssues(octokit, p, author);
  const found = byCreator && pickIssue(byCreator, p.marker, author);
  return found ?? pickIssue((await listOpenIssues(octokit, p, undefined)) ?? [], p.marker, author);
}

/** Undefined when GitHub refuses the `creator` filter (422), so the caller lists without it. */
async function listOpenIssues(
  octokit: Octokit,
  p: TrackingIssueParams,
  creator: string | undefined,
): Promise<ListedIssue[] | undefined> {
  try {
    return await octokit.paginate(octokit.rest.issues.listForRepo, {
      owner: p.owner,
      repo: p.repo,
      state: 'open',
      per_page: 100,
      ...(creator ? { creator } : {}),
    });
  } catch (error) {
    if (creator && httpStatus(error) === 422) return undefined;
    throw toGitHubError(error, `list the open issues of ${p.owner}/${p.repo}`, 'issues: read');
  }
}

function pickIssue(issues: readonly ListedIssue[], marker: string, author: string): ListedIssue | undefined {
  return issues
    .filter(
      (issue) => !issue.pull_request && sameLogin(issue.user?.login, author) && issue.body?.includes(marker),
    )
    .sort((a, b) => b.number - a.number)[0];
}
