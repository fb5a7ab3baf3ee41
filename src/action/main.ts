// The Action: settings from the runtime, one engine run, then what a person sees (the sticky PR
// comment, the job summary, annotations, outputs and the JSON report file).
import { writeFile } from 'node:fs/promises';
import { join, posix, resolve } from 'node:path';
import * as core from '@actions/core';
import { redact } from '../console/redact.js';
import {
  appendToStickyComment,
  COMMENT_MARKER,
  createOctokit,
  findPullRequestForCommit,
  GitHubLedgerStore,
  REVIEWS_ISSUE_MARKER,
  upsertStickyComment,
  upsertTrackingIssue,
} from '../github/index.js';
import { ExitCode } from '../reconcile/exit-codes.js';
import type { RunReport } from '../reconcile/report.js';
import { execute, type RunOutcome } from '../reconcile/run.js';
import {
  type LinkContext,
  renderAppliedSection,
  renderComment,
  renderJobSummary,
} from '../report/markdown.js';
import { annotate } from './annotations.js';
import { type ActionSettings, readSettings, SettingsError } from './settings.js';

const USER_AGENT = 'metrics-as-code-action';

export async function run(): Promise<void> {
  let settings: ActionSettings;
  try {
    settings = readSettings();
  } catch (error) {
    core.setFailed(error instanceof SettingsError ? error.message : String(error));
    process.exitCode = ExitCode.Usage;
    return;
  }
  const scrub = (text: string) => (settings.apiKey ? redact(text, settings.apiKey) : text);
  try {
    await runWith(settings, scrub);
  } catch (error) {
    core.setFailed(scrub(`metrics-as-code failed: ${(error as Error).stack ?? String(error)}`));
  }
}

async function runWith(settings: ActionSettings, scrub: (text: string) => string): Promise<void> {
  const octokit = createOctokit({
    token: settings.githubToken,
    baseUrl: settings.githubApiUrl,
    userAgent: USER_AGENT,
    // A second guard behind `scrub`: the key is replaced in anything sent to GitHub.
    ...(settings.apiKey && { secrets: [settings.apiKey] }),
  });
  const cwd = resolve(settings.workingDirectory);
  const outcome = await execute({
    mode: settings.mode,
    cwd,
    ...(settings.configFile && { configFile: settings.configFile }),
    ...(settings.apiUrl && { apiUrl: settings.apiUrl }),
    ...(settings.apiKey && { apiKey: settings.apiKey }),
    store: (config) =>
      new GitHubLedgerStore({
        octokit,
        owner: settings.owner,
        repo: settings.repo,
        branch: config.state.branch,
      }),
    identity: {
      runId: process.env.GITHUB_RUN_ID
        ? `${process.env.GITHUB_RUN_ID}-${process.env.GITHUB_RUN_ATTEMPT ?? 1}`
        : `${Date.now()}`,
    },
    ...(settings.sha && { commit: settings.sha }),
    adoptExisting: settings.adoptExisting,
    ...(settings.localOnlyReason && { localOnly: { notice: settings.localOnlyReason } }),
    withReviews: settings.mode === 'plan',
    userAgent: USER_AGENT,
  });
  const { report } = outcome;

  const omitted = annotate(report, scrub, settings.workingDirectory);
  if (omitted > 0)
    report.notices.push(
      `${omitted} more diagnostic(s) than GitHub shows as annotations: all are listed below.`,
    );
  const context = { marker: COMMENT_MARKER, ...linkContext(settings) };
  await core.summary.addRaw(scrub(renderJobSummary(report, context))).write();
  const reportPath = await writeReport(report, scrub);
  setOutputs(report, reportPath);

  if (settings.comment && settings.pullRequest && !settings.pullRequest.fromFork) {
    const comment = await upsertStickyComment(octokit, {
      owner: settings.owner,
      repo: settings.repo,
      issueNumber: settings.pullRequest.number,
      marker: COMMENT_MARKER,
      body: scrub(renderComment(report, context)),
    });
    core.setOutput('comment-id', String(comment.id));
  } else if (settings.comment && settings.pullRequest?.fromFork) {
    core.info('No PR comment: a fork pull request has a read-only token. The job summary holds the report.');
  }
  if (settings.mode === 'apply' && settings.comment)
    await annotateMergedPullRequest(octokit, settings, report, scrub);
  if (settings.mode === 'reviews' && settings.reviewsIssue) {
    await upsertTrackingIssue(octokit, {
      owner: settings.owner,
      repo: settings.repo,
      title: 'Open reviews of the watched dynamic configs',
      marker: REVIEWS_ISSUE_MARKER,
      body: scrub(renderComment(report, { ...context, marker: REVIEWS_ISSUE_MARKER })),
    });
  }
  finishWith(outcome, scrub);
}

/** After a merge, the merged PR's comment gains what was created, with the run link. */
async function annotateMergedPullRequest(
  octokit: ReturnType<typeof createOctokit>,
  settings: ActionSettings,
  report: RunReport,
  scrub: (text: string) => string,
): Promise<void> {
  if (!report.items.some((item) => item.result === 'created')) return;
  const issueNumber = await findPullRequestForCommit(octokit, {
    owner: settings.owner,
    repo: settings.repo,
    sha: settings.sha,
  });
  if (issueNumber === undefined) return;
  await appendToStickyComment(octokit, {
    owner: settings.owner,
    repo: settings.repo,
    issueNumber,
    marker: COMMENT_MARKER,
    section: scrub(renderAppliedSection(report, linkContext(settings))),
  });
}

function linkContext(settings: ActionSettings): LinkContext {
  const context: LinkContext = {};
  if (settings.runUrl) context.runUrl = settings.runUrl;
  if (settings.sha) context.sha = settings.sha;
  // File links are relative to the repository root, which the definitions' paths are only when
  // the Action works at the root.
  if (settings.repositoryUrl && posix.normalize(settings.workingDirectory) === '.')
    context.repositoryUrl = settings.repositoryUrl;
  return context;
}

async function writeReport(report: RunReport, scrub: (text: string) => string): Promise<string> {
  const directory = process.env.RUNNER_TEMP ?? process.cwd();
  const path = join(directory, 'metrics-as-code-report.json');
  const { summary, diagnostics, items, reviews, reviewProblems, notices } = report;
  await writeFile(
    path,
    scrub(`${JSON.stringify({ summary, diagnostics, items, reviews, reviewProblems, notices }, null, 2)}\n`),
  );
  return path;
}

function setOutputs(report: RunReport, reportPath: string): void {
  const { summary } = report;
  core.setOutput('valid', String(summary.errors === 0));
  core.setOutput('errors', String(summary.errors));
  core.setOutput('warnings', String(summary.warnings));
  core.setOutput('to-create', String(summary.create));
  core.setOutput(
    'created',
    JSON.stringify(report.items.filter((item) => item.result === 'created').map((item) => item.id)),
  );
  core.setOutput('failed', String(summary.failed));
  core.setOutput('report', reportPath);
}

function finishWith(outcome: RunOutcome, scrub: (text: string) => string): void {
  const { summary } = outcome.report;
  const messages: Record<ExitCode, string> = {
    [ExitCode.Ok]: '',
    [ExitCode.Findings]: `${summary.errors} error(s), ${summary.failed} failed: see the job summary`,
    [ExitCode.Usage]: `configuration problem: ${outcome.report.notices.join(' ') || 'see the job summary'}`,
    [ExitCode.Transient]: 'the Console API was unavailable after retries; nothing is lost: re-run the job',
    [ExitCode.Auth]: 'the Console API refused the API key (check the api-key secret)',
  };
  if (outcome.exitCode !== ExitCode.Ok) core.setFailed(scrub(messages[outcome.exitCode]));
}
