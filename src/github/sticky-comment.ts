// The one comment this tool keeps on a pull request: found again by its hidden marker and its
// author across every page of comments, edited in place, and not written at all when the body
// is already what it should be (so an unchanged re-run makes no noise and no notification).
import { COMMENT_MAX_CHARS, sameBody, withAppliedSection, withMarker } from './comment-body.js';
import { createOnce, NOT_RETRIED } from './create-once.js';
import { GitHubError, httpStatus, toGitHubError } from './errors.js';
import { ownLogin, sameLogin } from './identity.js';
import type { Octokit } from './octokit.js';

export interface StickyCommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
  /** The hidden marker, e.g. `COMMENT_MARKER`. */
  marker: string;
}

export interface CommentResult {
  id: number;
  url: string;
  action: 'created' | 'updated' | 'unchanged';
}

interface FoundComment {
  id: number;
  url: string;
  body: string;
}

const WRITE_PERMISSION = 'pull-requests: write';

/** Creates, updates or leaves alone the one comment with `marker` by us on the issue or PR. */
export async function upsertStickyComment(
  octokit: Octokit,
  p: StickyCommentTarget & { body: string },
): Promise<CommentResult> {
  const body = withMarker(p.marker, p.body);
  assertFits(body);
  const existing = await findStickyComment(octokit, p);
  return writeComment(octokit, p, existing, body);
}

/**
 * After a merge: adds (or replaces) the trailing "applied" section of the PR's sticky comment,
 * cutting the report part when the whole would pass 65,536 characters; creates the comment
 * when the PR has none.
 */
export async function appendToStickyComment(
  octokit: Octokit,
  p: StickyCommentTarget & { section: string },
): Promise<CommentResult> {
  const existing = await findStickyComment(octokit, p);
  const body = withAppliedSection(existing?.body ?? p.marker, p.marker, p.section);
  return writeComment(octokit, p, existing, body);
}

/**
 * The newest comment holding `marker` written by the token's own identity.
 * Comments by anyone else are ignored even when they copy the marker.
 */
async function findStickyComment(
  octokit: Octokit,
  p: StickyCommentTarget,
): Promise<FoundComment | undefined> {
  const author = await ownLogin(octokit);
  const where = `${p.owner}/${p.repo}#${p.issueNumber}`;
  let comments: Awaited<ReturnType<typeof octokit.rest.issues.listComments>>['data'];
  try {
    comments = await octokit.paginate(octokit.rest.issues.listComments, {
      owner: p.owner,
      repo: p.repo,
      issue_number: p.issueNumber,
      per_page: 100,
    });
  } catch (error) {
    throw toGitHubError(error, `read the comments of ${where}`, 'pull-requests: read');
  }
  const ours = comments.filter(
    (comment) => sameLogin(comment.user?.login, author) && comment.body?.includes(p.marker),
  );
  // When several match (a retried create, an older version of the tool), the newest is the one.
  const newest = ours.sort((a, b) => compareCreated(b, a))[0];
  return newest ? { id: newest.id, url: newest.html_url, body: newest.body ?? '' } : undefined;
}

function compareCreated(
  a: { created_at: string; id: number },
  b: { created_at: string; id: number },
): number {
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id;
}

async function writeComment(
  octokit: Octokit,
  p: StickyCommentTarget,
  existing: FoundComment | undefined,
  body: string,
): Promise<CommentResult> {
  const where = `${p.owner}/${p.repo}#${p.issueNumber}`;
  if (existing && sameBody(existing.body, body))
    return { id: existing.id, url: existing.url, action: 'unchanged' };
  try {
    if (existing) {
      const updated = await octokit.rest.issues
        .updateComment({ owner: p.owner, repo: p.repo, comment_id: existing.id, body })
        // Deleted by a person since it was read: the pull request gets a new one.
        .catch((error: unknown) => {
          if (httpStatus(error) === 404) return undefined;
          throw error;
        });
      if (updated) return { id: updated.data.id, url: updated.data.html_url, action: 'updated' };
    }
    const create = async (): Promise<CommentResult> => {
      const { data } = await octokit.rest.issues.createComment({
        owner: p.owner,
        repo: p.repo,
        issue_number: p.issueNumber,
        body,
        request: NOT_RETRIED,
      });
      return { id: data.id, url: data.html_url, action: 'created' };
    };
    const made = async (): Promise<CommentResult | undefined> => {
      const found = await findStickyComment(octokit, p);
      return found && { id: found.id, url: found.url, action: 'created' };
    };
    return await createOnce(create, made);
  } catch (error) {
    throw toGitHubError(error, `${existing ? 'update' : 'create'} the comment on ${where}`, WRITE_PERMISSION);
  }
}

function assertFits(body: string): void {
  if (body.length > COMMENT_MAX_CHARS) {
    throw new GitHubError(
      'invalid',
      `The comment has ${body.length} characters, over GitHub's ${COMMENT_MAX_CHARS}: render it with renderComment, which keeps it under the limit.`,
    );
  }
}
