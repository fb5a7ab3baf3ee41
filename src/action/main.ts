// The Action: settings from the runtime, one engine run, then what a person sees (the sticky PR
// comment, the job summary, annotations, outputs and the JSON report file).

import { randomUUID } from 'node:crypto';
import { appendFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import type { RepoConfig } from '../config/schema.js';
import { redactorFor, redactValues, secretsOfOwnText } from '../console/redact.js';
import { GitHubError } from '../github/errors.js';
import { GitHubLedgerStore } from '../github/ledger-store.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { type Failure, failureOf, runVerdict } from '../outcome/failure.js';
import { execute, type RunOutcome, type RunRequest } from '../reconcile/run.js';
import { count } from '../report/count.js';
import { renderJson } from '../report/json.js';
import { type LinkContext, renderJobSummary } from '../report/markdown.js';
import {
  alsoSaying,
  errorsShown,
  isRunMode,
  type RunMode,
  type RunReport,
  reportOf,
  warningsShown,
} from '../report/model.js';
import { progressReporter } from '../report/progress.js';
import { clean, renderText, summaryLine } from '../report/text.js';
import { annotate } from './annotations.js';
import { connectGitHub, type GitHub, publishOnGitHub, USER_AGENT, workflowRunEnded } from './github-side.js';
import { type ActionSettings, readSettings } from './settings.js';
import { baseBranchKeySettings } from './trusted-config.js';

export async function run(): Promise<void> {
  // Every secret the run holds, redacted alike wherever a text may show it: from the first
  // message on, since a settings mistake may echo one (a key written into another input).
  const scrub = redactorFor(...secretsOfOwnText([core.getInput('api-key'), core.getInput('github-token')]));
  let settings: ActionSettings;
  try {
    settings = readSettings();
  } catch (error) {
    // No settings, so no links and no GitHub calls; the run's own record is still written.
    await failEarly(failureOf(error, scrub));
    return;
  }
  try {
    await runWith(settings, scrub);
  } catch (error) {
    fail(failureOf(error, scrub));
  }
}

function fail(failure: Failure): void {
  core.setFailed(`metrics-as-code: ${failure.message}`);
  process.exitCode = failure.exitCode;
}

async function failEarly(failure: Failure): Promise<void> {
  try {
    const mode = core.getInput('mode');
    const report = failedReport(isRunMode(mode) ? mode : 'validate', failure);
    await publishInRun(report, {});
  } finally {
    fail(failure);
  }
}

function failedReport(mode: RunMode, failure: Failure): RunReport {
  return reportOf(mode, { failure: { rule: failure.rule, message: failure.message } });
}

type Scrub = (text: string) => string;

/**
 * Whether the run talks to GitHub at all: a validate run reads no ledger and, outside a pull
 * request (whose base branch's config it reads), writes and reads nothing there.
 */
function needsGitHub(settings: ActionSettings): boolean {
  return settings.mode !== 'validate' || settings.pullRequest !== undefined;
}

async function runWith(settings: ActionSettings, scrub: Scrub): Promise<void> {
  const github = needsGitHub(settings) ? connectGitHub(settings) : undefined;
  const outcome = await executeReported(settings, github, scrub);
  const omitted = annotate(outcome.report, scrub, {
    workingDirectory: settings.workingDirectory,
    failing: outcome.exitCode !== ExitCode.Ok,
  });
  if (omitted > 0) {
    outcome.report.notices.push(
      `${count(omitted, 'more diagnostic')} than GitHub shows as annotations: all are listed below.`,
    );
  }
  const summaryWritten = await publishInRun(outcome.report, linkContext(settings));
  if (github)
    await publishOnGitHub(
      github,
      outcome.report,
      settings,
      scrub,
      outcome.config?.reviews,
      linkContext(settings),
      writeReport,
    );
  finishWith(outcome, scrub, summaryWritten ? undefined : 'the report in the log above');
}

/**
 * The engine's outcome, redacted. Whatever fails, expected or not (GitHub refusing the ledger
 * read, say), becomes a report of its own: the summary, the report file and the outputs are
 * written for every run, and the failure is one line, never a stack trace.
 */
async function executeReported(
  settings: ActionSettings,
  github: GitHub | undefined,
  scrub: Scrub,
): Promise<RunOutcome> {
  try {
    const request = runRequest(settings, github);
    // Also for checks that stay local (a fork, no api-key, mode validate): the base branch's
    // guards (policy, onChange) decide what passes.
    if (github && settings.pullRequest) {
      const trusted = await baseBranchKeySettings(github.octokit, settings).catch((error: unknown) => {
        // Without the base branch's config nothing may reach the Console API, but the local
        // checks need neither service: they run, and the report says what could not be done.
        if (!(error instanceof GitHubError)) throw error;
        if (error.kind === 'unreachable') github.unreachable = error.message;
        return error;
      });
      if (trusted instanceof GitHubError) return await locallyOnly(request, trusted, scrub);
      request.trusted = trusted;
    }
    const progress = groupedProgress();
    const cancel = cancellation();
    const executed = await execute({
      ...request,
      onProgress: progress.update,
      signal: cancel.signal,
    }).finally(() => {
      progress.done();
      cancel.dispose();
    });
    // Every value redacted once, before anything renders it: renderings stay intact (valid JSON,
    // whole tables) and only an echo of the key is replaced, never a metric's name.
    return { ...executed, report: redactValues(executed.report, scrub) };
  } catch (error) {
    const failure = failureOf(error, scrub);
    return { report: failedReport(settings.mode, failure), exitCode: failure.exitCode };
  }
}

/**
 * GitHub did not give what the run needs from it (the base branch's config): the local checks,
 * which need neither service, still run and are reported, with what was lost.
 */
async function locallyOnly(request: RunRequest, unread: GitHubError, scrub: Scrub): Promise<RunOutcome> {
  const executed = await execute({ ...request, mode: 'validate' });
  // A local run that stopped (a broken config) says so first: it checked nothing.
  const own = executed.report.failure;
  const lost = unread.kind === 'unreachable' ? ', no comment' : '';
  const usage = unread.exitCode === ExitCode.Usage;
  executed.report.failure = own
    ? alsoSaying(own, unread.message)
    : {
        rule: unread.rule,
        message: `${unread.message} Without the base branch's config this run checked the definitions locally only (listed): no dry run against the Console API${lost}.`,
        ...(!usage && { unfinished: true }),
      };
  // A token that may not read it is the workflow's to fix (exit 2); else local findings are the
  // pull request's (exit 1), and a run with none is unfinished (exit 3).
  const exitCode = usage
    ? ExitCode.Usage
    : executed.exitCode === ExitCode.Ok
      ? ExitCode.Transient
      : executed.exitCode;
  return { ...executed, exitCode, report: redactValues(executed.report, scrub) };
}

/**
 * A cancelled workflow run gets SIGINT, and SIGTERM 7.5 s later: the first stops sending, so what
 * was created is recorded and reported; the second ends the process, as it does by default.
 */
function cancellation(): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const cancel = () => controller.abort('cancelled with the workflow run');
  process.once('SIGINT', cancel);
  return { signal: controller.signal, dispose: () => process.off('SIGINT', cancel) };
}

/** Progress as plain log lines (at each phase, at most every 30 s), folded in one group. */
function groupedProgress() {
  let grouped = false;
  const reporter = progressReporter({
    tty: false,
    write: (text) => {
      if (!grouped) core.startGroup('metrics-as-code: progress');
      grouped = true;
      core.info(text.trimEnd());
    },
  });
  return {
    update: reporter.update,
    done: () => {
      reporter.done();
      if (grouped) core.endGroup();
    },
  };
}

function runRequest(settings: ActionSettings, github: GitHub | undefined): RunRequest {
  return {
    mode: settings.mode,
    cwd: resolve(settings.workingDirectory),
    ...(settings.configFile && { configFile: settings.configFile }),
    ...(settings.apiUrl && { apiUrl: settings.apiUrl }),
    ...(settings.apiKey && { apiKey: settings.apiKey }),
    ...(github && {
      store: (config: RepoConfig) =>
        new GitHubLedgerStore({
          octokit: github.octokit,
          owner: settings.owner,
          repo: settings.repo,
          branch: config.state.branch,
          catalogue: settings.workingDirectory,
          ...(settings.defaultBranch && { defaultBranch: settings.defaultBranch }),
        }),
    }),
    // Runs are on different machines, so a claim is told apart by its run; a re-run attempt of the
    // same workflow run (same lineage) takes over the claims its dead predecessor left.
    identity: settings.run
      ? { runId: `${settings.run.id}-${settings.run.attempt}`, lineage: `github-run-${settings.run.id}` }
      : { runId: `local-${Date.now()}` },
    // A claim of another workflow run is taken over as soon as GitHub says that run has ended.
    ...(github && { lineageEnded: (lineage: string) => workflowRunEnded(github.octokit, settings, lineage) }),
    ...(settings.sha && { commit: settings.sha }),
    adoptExisting: settings.adoptExisting,
    ...(settings.acceptChanges && { acceptChanges: settings.acceptChanges }),
    ...(settings.acceptRemovals && { acceptRemovals: settings.acceptRemovals }),
    acceptAdvice: settings.pullRequest ? 'action-pr' : 'action',
    ...(settings.localOnlyReason && { localOnly: { notice: settings.localOnlyReason } }),
    withReviews: settings.mode === 'plan',
    ...(settings.pullRequest && { pullRequest: true }),
    userAgent: USER_AGENT,
  };
}

/**
 * The job summary, the JSON report file and the outputs: what the run itself shows. Each is
 * written on its own, so one the runner refuses (a full disk, no summary file) loses only itself,
 * with a warning; without the summary, the report is written to the log instead.
 */
async function publishInRun(report: RunReport, links: LinkContext): Promise<boolean> {
  const summary = await written('the job summary', () => appendSummary(renderJobSummary(report, links)));
  // The step's log says the result in a line; the report it points to, or the report itself.
  if (summary) core.info(`${clean(summaryLine(report))} (the job summary has the report)`);
  else logReport(report);
  const path = await written('the JSON report file', () => writeReport(report));
  await written('the outputs', async () => setOutputs(report, path));
  return summary !== undefined;
}

/**
 * Appended to the file the runner names for this step, as @actions/core's `summary` does; that
 * one keeps the file's path for the life of the process, so a second run in it wrote the first's.
 */
async function appendSummary(markdown: string): Promise<true> {
  const path = process.env.GITHUB_STEP_SUMMARY;
  if (!path) throw new Error('the runner named no file for it (GITHUB_STEP_SUMMARY is not set)');
  await appendFile(path, markdown);
  return true;
}

async function written<T>(what: string, write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    core.warning(`metrics-as-code: could not write ${what}: ${(error as Error).message}`);
    return undefined;
  }
}

/** The text report in the log, where workflow commands are off: no line of it is read as one. */
function logReport(report: RunReport): void {
  const token = randomUUID();
  core.startGroup('metrics-as-code: the report (the job summary could not be written)');
  core.info(`::stop-commands::${token}`);
  core.info(renderText(report).trim());
  core.info(`::${token}::`);
  core.endGroup();
}

/**
 * The JSON report file (the `report` output), written again when the reviews issue marks what is
 * new. One per step (GITHUB_ACTION names it): two steps of a job share the runner's temp folder.
 * Never in the checkout, where a link the pull request committed would take the write elsewhere.
 */
async function writeReport(report: RunReport): Promise<string> {
  const step = (process.env.GITHUB_ACTION ?? '').replace(/[^\w-]/g, '') || 'step';
  const path = join(process.env.RUNNER_TEMP || tmpdir(), `metrics-as-code-report-${step}.json`);
  await writeFile(path, renderJson(report));
  return path;
}

function linkContext(settings: ActionSettings): LinkContext {
  const context: LinkContext = {};
  if (settings.workingDirectory !== '.') context.catalogue = settings.workingDirectory;
  if (settings.runUrl) context.runUrl = settings.runUrl;
  const sha = settings.pullRequest?.headSha ?? settings.sha;
  if (sha) context.sha = sha;
  if (settings.repositoryUrl) context.repositoryUrl = settings.repositoryUrl;
  return context;
}

function setOutputs(report: RunReport, reportPath: string | undefined): void {
  const { summary } = report;
  const errors = errorsShown(report);
  core.setOutput('valid', String(errors === 0));
  core.setOutput('errors', String(errors));
  core.setOutput('warnings', String(warningsShown(report)));
  core.setOutput('to-create', String(summary.create));
  // An interrupted run's create, recorded by this one, was in no earlier run's output.
  const created = report.items.filter(
    (item) => item.result === 'created' || (item.result === 'exists' && item.createdEarlier),
  );
  core.setOutput('created', JSON.stringify(created.map((item) => item.id)));
  core.setOutput('failed', String(summary.failed));
  if (reportPath) core.setOutput('report', reportPath);
}

function finishWith(outcome: RunOutcome, scrub: Scrub, listedIn?: string): void {
  const { report } = outcome;
  if (outcome.exitCode === ExitCode.Ok) return;
  const verdict = runVerdict(outcome.exitCode, report.summary, report.failure, listedIn);
  core.setFailed(scrub(`metrics-as-code: ${verdict}`));
  process.exitCode = outcome.exitCode;
}
