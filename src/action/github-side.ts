// The Action's side of GitHub: the client it talks through (bounded in time, paced as GitHub asks),
// whether a run that left claims has ended, and what a person sees there (the sticky PR comment,
// the merged PR's "applied" line, the reviews issue).
import * as core from '@actions/core';
import { isLoopback, type RepoConfig } from '../config/schema.js';
import { GitHubError, toGitHubError } from '../github/errors.js';
import { catalogueMarker } from '../github/markers.js';
import { createOctokit, type Octokit } from '../github/octokit.js';
import { findPullRequestForCommit, newerHead } from '../github/pulls.js';
import { appendToStickyComment, upsertStickyComment } from '../github/sticky-comment.js';
import { upsertTrackingIssue } from '../github/tracking-issue.js';
import { type LinkContext, renderAppliedSection, renderComment } from '../report/markdown.js';
import type { RunReport } from '../report/model.js';
import { markNewSince, seenMarker, seenReviews } from '../report/review-memory.js';
import type { ActionSettings } from './settings.js';

export const USER_AGENT = 'metrics-as-code-action';
const REVIEWS_ISSUE_TITLE = 'Open reviews of the watched dynamic configs';

type Scrub = (text: string) => string;

const ISSUE_BODY_MAX_CHARS = 65_536;

/** GitHub's API client for this run. */
export interface GitHub {
  octokit: Octokit;
  /** Set once a call found GitHub unreachable: the run's later GitHub writes are skipped. */
  unreachable?: string;
}

export function connectGitHub(settings: ActionSettings): GitHub {
  const octokit = createOctokit({
    token: settings.githubToken,
    baseUrl: settings.githubApiUrl,
    userAgent: USER_AGENT,
    // A second guard behind `scrub`: the key is replaced in anything sent to GitHub.
    ...(settings.apiKey && { secrets: [settings.apiKey] }),
    // A shorter wait (tests) shortens the back-off between attempts too, to a tenth of it.
    ...(settings.githubTimeoutMs && {
      timeoutMs: settings.githubTimeoutMs,
      retryAfterBaseMs: settings.githubTimeoutMs / 10,
    }),
    // GitHub asks for a second between writes; a stand-in on this machine (tests) does not.
    ...(isLoopbackUrl(settings.githubApiUrl) && { paceWrites: false }),
  });
  return { octokit };
}

function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopback(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Whether the workflow run of a claim's lineage (`github-run-ID`) has completed; false if unknown. */
export async function workflowRunEnded(
  octokit: Octokit,
  settings: ActionSettings,
  lineage: string,
): Promise<boolean> {
  const runId = /^github-run-(\d+)$/.exec(lineage)?.[1];
  if (!runId) return false;
  try {
    const { data } = await octokit.rest.actions.getWorkflowRun({
      owner: settings.owner,
      repo: settings.repo,
      run_id: Number(runId),
    });
    return data.status === 'completed';
  } catch (error) {
    throw toGitHubError(error, `read workflow run ${runId}`, 'actions: read');
  }
}

/**
 * The PR comment, the merged PR's "applied" line and the reviews issue. The run's result is
 * already in the summary, so a failure here (say, a missing permission) is a warning, not a
 * failed apply.
 */
export async function publishOnGitHub(
  github: GitHub,
  report: RunReport,
  settings: ActionSettings,
  scrub: Scrub,
  reviewsConfig: RepoConfig['reviews'] | undefined,
  links: LinkContext,
  rewriteReport: (report: RunReport) => Promise<unknown>,
) {
  const marker = catalogueMarker('comment', settings.workingDirectory);
  const context = { marker, ...links };
  const { owner, repo } = settings;
  const attempt = async (what: string, permission: string, task: () => Promise<void>) => {
    if (github.unreachable) {
      core.warning(scrub(`Did not ${what}: GitHub could not be reached earlier in this run.`));
      return;
    }
    try {
      await task();
    } catch (error) {
      const kind = error instanceof GitHubError ? error.kind : undefined;
      if (kind === 'unreachable') github.unreachable = (error as Error).message;
      // The failure says what failed and what to do; the permission is added when a permission
      // can help (GitHub refused the token, or does not show it the repository) and is not named.
      const said = (error as Error).message;
      const helps = (kind === 'permission' || kind === 'not-found') && !said.includes(permission);
      const advice = helps ? ` The job needs \`${permission}\`.` : '';
      core.warning(scrub(`Did not ${what}: ${said}${advice}`));
    }
  };
  const pr = settings.pullRequest;
  // A cancelled plan (a newer push replaced it) must not write over the comment of the run that
  // replaced it: the comment keeps the last complete result.
  const cancelled = report.failure?.rule === 'run.interrupted';
  if (settings.comment && pr?.readOnlyToken) {
    core.info(
      'No PR comment: a pull request from a fork has a read-only token. The job summary holds the report.',
    );
  } else if (settings.comment && pr && cancelled) {
    core.info('No PR comment: the run was cancelled, so the comment keeps the last complete result.');
  } else if (settings.comment && pr) {
    await attempt('update the pull request comment', 'pull-requests: write', async () => {
      const { headSha } = pr;
      const newer = headSha && (await newerHead(github.octokit, { owner, repo, number: pr.number, headSha }));
      if (headSha && newer) {
        core.info(
          `No PR comment: the pull request has moved on to ${newer.slice(0, 7)} since this run (${headSha.slice(0, 7)}): the comment is left to the run of its newest commit.`,
        );
        return;
      }
      const body = renderComment(report, {
        ...context,
        reviewsForm: reviewsConfig?.inPullRequest ?? 'compact',
      });
      const comment = await upsertStickyComment(github.octokit, {
        owner,
        repo,
        issueNumber: pr.number,
        marker,
        body,
      });
      core.setOutput('comment-id', String(comment.id));
    });
  }
  if (settings.mode === 'apply' && settings.comment) {
    await attempt('add what was created to the merged pull request', 'pull-requests: write', () =>
      annotateMergedPullRequest(github, settings, report, links),
    );
  }
  if (settings.mode !== 'reviews' || !settings.reviewsIssue || cancelled) return;
  // The issue is the repository's: a pull request's config would choose whom it pings.
  if (pr) {
    core.info(
      'No reviews issue update: a pull request never writes the reviews issue (its job summary holds the digest).',
    );
    return;
  }
  // A run that read no review at all (a refused key, the service down) keeps the last digest: it
  // is what those who act on the issue need until a run reads the reviews again. One that read
  // some configs updates it and names the others (docs/decisions.md).
  if (report.failure !== undefined && report.reviews.length === 0) {
    core.info('No review could be read, so the reviews issue keeps the last digest.');
    return;
  }
  await attempt('update the reviews issue', 'issues: write', () =>
    updateReviewsIssue(github, settings, report, { ...links, reviewsConfig }, rewriteReport),
  );
}

/**
 * The reviews issue, found by its marker and rewritten whole. It remembers what it showed: the
 * digest marks what is new since, and the report says so too.
 */
async function updateReviewsIssue(
  { octokit }: GitHub,
  { owner, repo, workingDirectory }: ActionSettings,
  report: RunReport,
  context: LinkContext & { reviewsConfig: RepoConfig['reviews'] | undefined },
  rewriteReport: (report: RunReport) => Promise<unknown>,
): Promise<void> {
  const { reviewsConfig, ...links } = context;
  const marker = catalogueMarker('reviews-issue', workingDirectory);
  const folder = workingDirectory === '.' ? '' : ` (${workingDirectory})`;
  let marked = report;
  const body = (previous: string | undefined) => {
    const seen = seenReviews(previous);
    marked = markNewSince(report, seen);
    const memory = seenMarker(marked, seen);
    const digest = renderComment(marked, {
      ...links,
      marker,
      maxChars: ISSUE_BODY_MAX_CHARS - memory.length - marker.length - 4,
      ...(reviewsConfig?.mention && { mention: true }),
    });
    return `${digest}\n${memory}`;
  };
  await upsertTrackingIssue(octokit, {
    owner,
    repo,
    title: `${REVIEWS_ISSUE_TITLE}${folder}`,
    marker,
    body,
  });
  if (marked !== report) await rewriteReport(marked);
}

/**
 * After a merge, each pull request the push merged (a merge queue's push merges several) gains
 * what the push created, with the run link.
 */
async function annotateMergedPullRequest(
  { octokit }: GitHub,
  settings: ActionSettings,
  report: RunReport,
  links: LinkContext,
): Promise<void> {
  if (renderAppliedSection(report, links) === undefined) return;
  const { owner, repo } = settings;
  // Another commit of the push counts only as a merge commit: a pull request merged elsewhere
  // before (a stacked one) holds some of them too.
  const found = await Promise.all(
    (settings.pushed ?? [settings.sha]).map((sha) =>
      findPullRequestForCommit(octokit, { owner, repo, sha, exact: sha !== settings.sha }),
    ),
  );
  const merged = [...new Set(found.filter((number) => number !== undefined))];
  const marker = catalogueMarker('comment', settings.workingDirectory);
  for (const issueNumber of merged) {
    const others = merged.filter((number) => number !== issueNumber);
    const section = renderAppliedSection(report, links, others)!;
    await appendToStickyComment(octokit, { owner, repo, issueNumber, marker, section });
  }
}
