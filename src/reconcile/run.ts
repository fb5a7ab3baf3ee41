// One run of the tool, whatever the front end: load and validate, then plan, apply or summarise
// reviews. The CLI and the Action differ only in where the ledger lives and how they show it.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { loadConfig } from '../config/load-config.js';
import {
  isCleartextRemote,
  KEY_SETTINGS,
  type KeySettings,
  keySettingsOf,
  type RepoConfig,
} from '../config/schema.js';
import type { ConsoleClient, ConsoleClientOptions } from '../console/client.js';
import { redact } from '../console/redact.js';
import { withCatalogueChecks } from '../definitions/catalogue.js';
import type { ValidationResult, WorkerOptions } from '../definitions/validate.js';
import type { Diagnostic } from '../diagnostics/finding.js';
import { ExitCode, exitCodeOf } from '../outcome/exit-codes.js';
import { ToolError } from '../outcome/failure.js';
import { type RunFailure, type RunMode, type RunReport, reportOf } from '../report/model.js';
import { apply } from './apply.js';
import type { AcceptAdvice } from './change-diagnostics.js';
import { localRunIdentity, type RunIdentity } from './claims.js';
import { FileLedgerStore } from './file-store.js';
import type { LedgerStore } from './ledger.js';
import { plan } from './plan.js';
import { collectReviews } from './reviews-digest.js';
import { type EngineOptions, refusalExit, refusalFailure } from './run-state.js';
import { onlyFiles, validationReport } from './validation-report.js';

export interface RunRequest {
  mode: RunMode;
  cwd: string;
  configFile?: string;
  /** Flag or input; else CONSOLE_API_URL (read by the caller); else the config's apiUrl. */
  apiUrl?: string;
  apiKey?: string;
  /** Where the ledger lives; undefined (the default): the config's `state.file` under `cwd`. */
  store?: (config: RepoConfig) => LedgerStore | undefined;
  identity?: RunIdentity;
  commit?: string;
  dryRunAll?: boolean;
  adoptExisting?: boolean;
  /** apply: record the changed definitions (true: all of them; else only these ids). */
  acceptChanges?: true | readonly string[];
  /**
   * Where the advice to accept a change is read, so it names what works there (default: the
   * CLI, with `--state github` unless the ledger is the file).
   */
  acceptAdvice?: AcceptAdvice;
  /**
   * Plan without the Console API (a fork PR, no key): compare with the ledger, dry-run nothing.
   * `notice` says why, at the top of the report.
   */
  localOnly?: { notice: string };
  /**
   * Where the key goes and how the budget is spent, from a trusted place (on a pull request: the
   * base branch's config). They replace the checked config's own; `source` names the place.
   */
  trusted?: { settings: KeySettings; source: string };
  /** Also summarise the watched configs' reviews (the PR comment shows them beside the plan). */
  withReviews?: boolean;
  onProgress?: EngineOptions['onProgress'];
  /** apply: asked before the first create (a person at a terminal). */
  confirm?: EngineOptions['confirm'];
  userAgent?: string;
  /** Retry timing of the client (tests and benchmarks shorten the waits). */
  retry?: ConsoleClientOptions['retry'];
  /** The clock retries wait on (tests pass a virtual one). */
  clock?: ConsoleClientOptions['clock'];
  now?: () => Date;
  /** Aborted (Ctrl-C): nothing more is sent; what is in flight finishes and is recorded. */
  signal?: AbortSignal;
  /** A pull request's run: its dry runs use only `api.pullRequestShare` of the budget. */
  pullRequest?: boolean;
  /** How long the file ledger waits for another run's lock (tests shorten it). */
  lockWaitMs?: number;
  /** Told when the run starts to wait for something outside it (another run's ledger lock). */
  onWaiting?: (message: string) => void;
  /** Validation of a large tree on worker threads (the CLI passes its own entry file). */
  workers?: WorkerOptions;
  /**
   * validate: report only these files (posix, repository-relative), though the whole tree is
   * checked, so a duplicate id or a reference is still judged against the rest.
   */
  only?: readonly string[];
}

export interface RunOutcome {
  report: RunReport;
  exitCode: ExitCode;
  config?: RepoConfig;
}

const CONFIG_STOPPED: RunFailure = {
  rule: 'config.invalid',
  message: 'the configuration has errors (listed): nothing was checked',
};

/** A run that stopped: by default a usage or config problem (exit 2), with what says why. */
function stoppedOutcome(
  mode: RunMode,
  diagnostics: Diagnostic[],
  failure?: RunFailure,
  exitCode: ExitCode = ExitCode.Usage,
): RunOutcome {
  return { report: reportOf(mode, { diagnostics, ...(failure && { failure }) }), exitCode };
}

/**
 * The HTTP client's module, loaded once and only by a run that may call the Console API: validate
 * (and each of its worker threads) never loads it. Started early, its reading from disk overlaps
 * the config's.
 */
let clientLoading: Promise<typeof import('../console/client.js')> | undefined;
function clientModule(): Promise<typeof import('../console/client.js')> {
  clientLoading ??= import('../console/client.js');
  return clientLoading;
}

export async function execute(request: RunRequest): Promise<RunOutcome> {
  // A failed load is reported where the module is awaited (connect), not as an unhandled rejection.
  if (request.mode !== 'validate' && !request.localOnly) clientModule().catch(() => {});
  if (request.mode === 'reviews') return executeReviews(request);
  // Loaded here, not above: a reviews run reads no definition and need not load the checking code.
  const { validateRepository } = await import('../definitions/validate.js');
  const loaded = await validateRepository({
    cwd: request.cwd,
    ...(request.configFile !== undefined && { configFile: request.configFile }),
    ...(request.workers && { workers: request.workers }),
  });
  if (!loaded.ok) return stoppedOutcome(request.mode, loaded.diagnostics, CONFIG_STOPPED);
  return executeLoaded(request, loaded.result);
}

/**
 * `reviews` needs the config only: no definition is read, so a broken file under metrics/ cannot
 * fail a reviews run.
 */
async function executeReviews(request: RunRequest): Promise<RunOutcome> {
  const loaded = await loadConfig(request.cwd, request.configFile);
  if (!loaded.ok) return stoppedOutcome(request.mode, loaded.diagnostics, CONFIG_STOPPED);
  const bare: ValidationResult = {
    config: loaded.config,
    files: 0,
    fileNames: [],
    definitions: [],
    diagnostics: [],
  };
  return executeLoaded(request, bare, loaded.diagnostics);
}

/** A loaded repository run with the trusted key settings; `configDiagnostics` lead the report. */
async function executeLoaded(
  request: RunRequest,
  loaded: ValidationResult,
  configDiagnostics: readonly Diagnostic[] = [],
): Promise<RunOutcome> {
  const { validation, notice } = withTrustedSettings(loaded, request.trusted);
  const outcome = await executeValidated(request, validation);
  outcome.report.diagnostics.unshift(...configDiagnostics);
  if (notice) outcome.report.notices.push(notice);
  return { ...outcome, config: validation.config };
}

/** The checked config with the trusted key settings in place of its own, and what that changed. */
function withTrustedSettings(
  validation: ValidationResult,
  trusted: RunRequest['trusted'],
): { validation: ValidationResult; notice?: string } {
  if (!trusted) return { validation };
  const own = keySettingsOf(validation.config);
  const changed = KEY_SETTINGS.filter(
    (key) => JSON.stringify(own[key]) !== JSON.stringify(trusted.settings[key]),
  );
  const { apiUrl: _untrusted, ...rest } = validation.config;
  const config: RepoConfig = { ...rest, ...trusted.settings };
  const result = { validation: { ...validation, config } };
  if (changed.length === 0) return result;
  const keys = changed.map((key) => `\`${key}\``).join(', ');
  return {
    ...result,
    notice: `This pull request changes ${keys} in the config: that takes effect after merge. This run used ${trusted.source}.`,
  };
}

async function executeValidated(request: RunRequest, validation: ValidationResult): Promise<RunOutcome> {
  if (request.mode === 'validate') return validationOutcome(validation, request.only);
  if (request.localOnly) return localPlan(request, validation, request.localOnly.notice);
  const client = await connect(request, validation.config);
  if ('rule' in client) return stoppedOutcome(request.mode, validation.diagnostics, client);
  const interrupt = () =>
    client.stopSending('interrupted (Ctrl-C) before it was sent: running again creates the rest');
  request.signal?.addEventListener('abort', interrupt, { once: true });
  try {
    const outcome = await executeRemote(request, validation, client);
    return request.signal?.aborted ? interrupted(outcome) : outcome;
  } catch (error) {
    // A failure the tool names (the ledger unreadable or busy, GitHub refusing) is a report too.
    if (!(error instanceof ToolError)) throw error;
    const failure = { rule: error.rule, message: redactWith(request.apiKey, error.message) };
    return stoppedOutcome(request.mode, validation.diagnostics, failure, error.exitCode);
  } finally {
    request.signal?.removeEventListener('abort', interrupt);
    await client.close();
  }
}

/** The Console API client, or why there cannot be one (a usage error). */
async function connect(request: RunRequest, config: RepoConfig): Promise<ConsoleClient | RunFailure> {
  const cannot = (rule: string, why: string): RunFailure => ({
    rule,
    message: `cannot ${request.mode}: ${redactWith(request.apiKey, why)}`,
  });
  const apiUrl = request.apiUrl ?? config.apiUrl;
  if (!apiUrl)
    return cannot(
      'config.api-url',
      'no Console API URL (--api-url, CONSOLE_API_URL or apiUrl in the config)',
    );
  if (!request.apiKey) return cannot('config.api-key', 'no API key (CONSOLE_API_KEY)');
  const insecure = insecureUrlProblem(apiUrl, config.allowInsecureHttp);
  if (insecure) return cannot('config.insecure-api-url', insecure);
  const { ConsoleClient, clientOptionsFromConfig } = await clientModule();
  try {
    return new ConsoleClient({
      ...clientOptionsFromConfig(
        config.api,
        { baseUrl: apiUrl, apiKey: request.apiKey },
        request.pullRequest,
      ),
      ...(request.userAgent && { userAgent: request.userAgent }),
      ...(request.retry && { retry: request.retry }),
      ...(request.clock && { clock: request.clock }),
    });
  } catch (error) {
    // A malformed URL from CONSOLE_API_URL (the client's message is already redacted).
    return cannot('config.api-url', (error as Error).message);
  }
}

async function executeRemote(
  request: RunRequest,
  validation: ValidationResult,
  client: ConsoleClient,
): Promise<RunOutcome> {
  const { config } = validation;
  const now = request.now ?? (() => new Date());
  if (request.mode === 'reviews') return reviewsOutcome(client, config, now());

  const store = ledgerStore(request, config);
  const options: EngineOptions = {
    validation,
    store,
    client,
    onChange: config.onChange,
    identity: request.identity ?? localRunIdentity(randomUUID()),
    now,
    ...(request.commit && { commit: request.commit }),
    ...(request.dryRunAll && { dryRunAll: true }),
    ...(request.adoptExisting && { adoptExisting: true }),
    ...(request.acceptChanges && { acceptChanges: request.acceptChanges }),
    acceptAdvice: adviceFor(request, store),
    ...(request.onProgress && { onProgress: request.onProgress }),
    ...(request.confirm && { confirm: request.confirm }),
    flush: { maxRecords: config.state.flushRecords, maxDelayMs: config.state.flushSeconds * 1000 },
  };
  const outcome = request.mode === 'apply' ? await apply(options) : await plan(options);
  if (!request.withReviews || config.dynamicConfigs.length === 0) return outcome;
  const reviews = await reviewsOutcome(client, config, now());
  outcome.report.reviews = reviews.report.reviews;
  outcome.report.reviewProblems = reviews.report.reviewProblems;
  // An unknown config does not fail a plan (the digest beside it is informational), but a refused
  // key or an unavailable service does, even when the reviews read was the plan's only call.
  const serious = [ExitCode.Auth, ExitCode.Transient, ExitCode.Usage].includes(reviews.exitCode);
  if (serious && (outcome.exitCode === ExitCode.Ok || outcome.exitCode === ExitCode.Findings)) {
    outcome.exitCode = reviews.exitCode;
    if (reviews.report.failure) outcome.report.failure ??= reviews.report.failure;
  }
  return outcome;
}

async function localPlan(
  request: RunRequest,
  validation: ValidationResult,
  notice: string,
): Promise<RunOutcome> {
  const store = ledgerStore(request, validation.config);
  try {
    const outcome = await plan({
      validation,
      store,
      identity: localRunIdentity(randomUUID()),
      onChange: validation.config.onChange,
      acceptAdvice: adviceFor(request, store),
    });
    outcome.report.notices.unshift(notice);
    return outcome;
  } catch (error) {
    // The ledger is only a help here: without it, local validation still answers.
    const fallback = validationOutcome(validation, undefined);
    fallback.report.notices.push(
      notice,
      `The ledger at ${store.location} could not be read (${(error as Error).message}).`,
    );
    return fallback;
  }
}

function ledgerStore(request: RunRequest, config: RepoConfig): LedgerStore {
  return (
    request.store?.(config) ??
    new FileLedgerStore(resolve(request.cwd, config.state.file), {
      root: request.cwd,
      ...(request.lockWaitMs !== undefined && { lockWaitMs: request.lockWaitMs }),
      ...(request.onWaiting && { onLockWait: request.onWaiting }),
    })
  );
}

function adviceFor(request: RunRequest, store: LedgerStore): AcceptAdvice {
  return request.acceptAdvice ?? (store instanceof FileLedgerStore ? 'cli' : 'cli-github');
}

function validationOutcome(validation: ValidationResult, only: readonly string[] | undefined): RunOutcome {
  const checked = withCatalogueChecks(validation);
  const report = validationReport(only ? onlyFiles(checked, only) : checked);
  return { report, exitCode: exitCodeOf({ auth: false, transient: false, errors: report.summary.errors }) };
}

async function reviewsOutcome(client: ConsoleClient, config: RepoConfig, now: Date): Promise<RunOutcome> {
  const collected = await collectReviews(client, config, now);
  const report = reportOf('reviews', {
    reviews: collected.reviews,
    reviewProblems: collected.problems,
    ...(collected.authFailure && { failure: refusalFailure(collected.authFailure) }),
    ...(!collected.authFailure &&
      collected.transientFailures > 0 && {
        failure: {
          rule: 'api.unavailable',
          message: `the reviews of ${collected.transientFailures} dynamic config(s) could not be read after retries (the service was unavailable); nothing is lost: run again`,
        },
      }),
  });
  const exitCode = exitCodeOf({
    ...refusalExit(collected.authFailure),
    transient: collected.transientFailures > 0,
    errors: collected.problems.length,
  });
  return { report, exitCode };
}

/** Plain http to a host other than loopback would carry the key in clear text. */
function insecureUrlProblem(apiUrl: string, allowed: boolean): string | undefined {
  if (allowed || !isCleartextRemote(apiUrl)) return undefined;
  const { origin } = new URL(apiUrl);
  return `the Console API URL ${origin} is plain http to a host other than loopback, so the API key would travel in clear text: use https, or set \`allowInsecureHttp: true\` in the config`;
}

/** Ctrl-C: what was done is reported and recorded; the run is unfinished (exit 3), not failed. */
function interrupted(outcome: RunOutcome): RunOutcome {
  const { created } = outcome.report.summary;
  const message = `interrupted (Ctrl-C): ${created} metric(s) created and recorded before it; nothing more was sent: running again creates the rest`;
  return {
    ...outcome,
    report: { ...outcome.report, failure: { rule: 'run.interrupted', message } },
    exitCode: ExitCode.Transient,
  };
}

function redactWith(apiKey: string | undefined, text: string): string {
  return apiKey ? redact(text, apiKey) : text;
}
