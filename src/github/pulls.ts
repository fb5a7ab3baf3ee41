// After a merge the push event names a commit, not a pull request: GitHub's "pull requests
// associated with a commit" finds the PR whose comment gains the "applied" section.
import { httpStatus, toGitHubError } from './errors.js';
import type { Octokit } from './octokit.js';

interface AssociatedPull {
  number: number;
  merged_at: string | null;
  merge_commit_sha: string | null;
}

/**
 * The pull request the commit `sha` came from: a merged PR whose merge commit is `sha` first
 * (merge, squash and rebase merges all set it), else, unless `exact`, a merged PR containing it;
 * undefined for a direct push or an unknown commit.
 */
export async function findPullRequestForCommit(
  octokit: Octokit,
  p: { owner: string; repo: string; sha: string; exact?: boolean },
): Promise<number | undefined> {
  let pulls: AssociatedPull[];
  try {
    const response = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
      owner: p.owner,
      repo: p.repo,
      commit_sha: p.sha,
      per_page: 100,
    });
    pulls = response.data;
  } catch (error) {
    // An unknown or not yet indexed commit: no PR to tell, which is not a failure of the run.
    const status = httpStatus(error);
    if (status === 404 || status === 422) return undefined;
    throw toGitHubError(
      error,
      `find the pull request of commit ${p.sha.slice(0, 12)}`,
      'pull-requests: read',
    );
  }
  const merged = pulls.filter((pull) => pull.merged_at !== null);
  return (merged.find((pull) => pull.merge_commit_sha === p.sha) ?? (p.exact ? undefined : merged[0]))
    ?.number;
}

/**
 * The pull request's head now, when it is no longer `headSha`: a re-run of an older workflow run
 * must not write that commit's plan over the newer one's. Undefined when it is, or cannot be told.
 */
export async function newerHead(
  octokit: Octokit,
  p: { owner: string; repo: string; number: number; headSha: string },
): Promise<string | undefined> {
  const now = await octokit.rest.pulls
    .get({ owner: p.owner, repo: p.repo, pull_number: p.number })
    .then((response) => response.data.head.sha)
    .catch(() => undefined);
  return now && now !== p.headSha ? now : undefined;
}
