// What a run is asked to do and what it gives back, shared by its two halves: the local one
// (run.ts: the config and the definitions, all that validate needs) and the one that talks to the
// Console API (run-remote.ts).
import type { RepoConfig } from '../config/schema.js';
import type { TrustedSettings } from '../config/trusted-settings.js';
import type { ConsoleClient } from '../console/client.js';
import type { ConsoleClientOptions } from '../console/client-options.js';
import { withCatalogueChecks } from '../definitions/catalogue.js';
import type { ValidationResult } from '../definitions/validate.js';
import type { Diagnostic } from '../diagnostics/finding.js';
import { ExitCode, exitCodeOf } from '../outcome/exit-codes.js';
import { type RunFailure, type RunMode, type RunReport, reportOf } from '../report/model.js';
import type { ProgressEvent } from '../report/progress.js';
import type { AcceptAdvice } from './change-diagnostics.js';
import type { RunIdentity } from './claims.js';
import type { LedgerStore } from './ledger.js';
import type { FlushPolicy } from './recorder.js';
import { onlyFiles, readBeforeStopping, validationReport } from './validation-report.js';

export interface EngineOptions {
  validation: ValidationResult;
  store: LedgerStore;
  client: ConsoleClient;
  identity: RunIdentity;
  onChange: 'warn' | 'fail';
  /** The commit being applied, recorded in the ledger. */
  commit?: string;
  dryRunAll?: boolean;
  adoptExisting?: boolean;
  /** `--accept-changes`: every changed definition (true), or only these ids. */
  acceptChanges?: true | readonly string[];
  /** `--accept-removals`: every removed metric (true), or only these ids, dropped from the ledger. */
  acceptRemovals?: true | readonly string[];
  /** Where the advice to accept a change is read (default: the CLI with its file ledger). */
  acceptAdvice?: AcceptAdvice;
  onProgress?: (event: ProgressEvent) => void;
  now?: () => Date;
  /**
   * A pull request's run: it creates nothing, so most of the ledger missing is told rather than a
   * stop, and its dry runs use only `api.pullRequestShare` of the budget.
   */
  pullRequest?: boolean;
  /** How often apply writes its records (default: every 200 records or 5 s). */
  flush?: FlushPolicy;
  /**
   * Asked once before the first create, with what would be created (a person at a terminal:
   * creates cannot be undone). False: nothing is created.
   */
  confirm?: (creates: readonly CreateSummary[]) => Promise<boolean>;
  /**
   * Whether the run of a lineage holding a claim has ended (the Action asks GitHub about the
   * workflow run): its claims are then taken over at once, not after CLAIM_TTL_MS.
   */
  lineageEnded?: (lineage: string) => Promise<boolean>;
}

/** One metric apply is about to create, as a person is asked about it. */
export interface CreateSummary {
  id: string;
  file: string;
  line: number;
}

export interface EngineOutcome {
  report: RunReport;
  exitCode: ExitCode;
}

/** The engine's options a request passes through as they are (their meaning: EngineOptions). */
type PassedToEngine =
  | 'commit'
  | 'dryRunAll'
  | 'adoptExisting'
  | 'acceptChanges'
  | 'acceptRemovals'
  | 'acceptAdvice'
  | 'onProgress'
  | 'confirm'
  | 'lineageEnded'
  | 'now'
  | 'pullRequest';

export interface RunRequest extends Pick<EngineOptions, PassedToEngine> {
  mode: RunMode;
  cwd: string;
  configFile?: string;
  /** Flag or input; else CONSOLE_API_URL (read by the caller); else the config's apiUrl. */
  apiUrl?: string;
  apiKey?: string;
  /** Where the ledger lives; undefined (the default): the config's `state.file` under `cwd`. */
  store?: (config: RepoConfig) => LedgerStore | undefined;
  identity?: RunIdentity;
  /**
   * Plan without the Console API (a fork PR, no key): compare with the ledger, dry-run nothing.
   * `notice` says why, at the top of the report.
   */
  localOnly?: { notice: string };
  /**
   * Where the key goes and how the budget is spent, from a trusted place (on a pull request: the
   * base branch's config). They replace the checked config's own; `source` names the place.
   */
  trusted?: TrustedSettings;
  /** Also summarise the watched configs' reviews (the PR comment shows them beside the plan). */
  withReviews?: boolean;
  userAgent?: string;
  /** Retry timing of the client (tests and benchmarks shorten the waits). */
  retry?: ConsoleClientOptions['retry'];
  /** The clock retries wait on (tests pass a virtual one). */
  clock?: ConsoleClientOptions['clock'];
  /**
   * Aborted (Ctrl-C, a cancelled workflow run): nothing more is sent; what is in flight finishes
   * and is recorded. Its reason, when a string, says why (`interrupted (Ctrl-C)`).
   */
  signal?: AbortSignal;
  /** How long the file ledger waits for another run's lock (tests shorten it). */
  lockWaitMs?: number;
  /** Told when the run starts to wait for something outside it (another run's ledger lock). */
  onWaiting?: (message: string) => void;
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

/**
 * A run that stopped: by default a usage or config problem (exit 2), with what says why;
 * `validation`, the definitions it had checked when it got that far (their counts, the invalid).
 */
export function stoppedOutcome(
  mode: RunMode,
  diagnostics: Diagnostic[],
  failure?: RunFailure,
  exitCode: ExitCode = ExitCode.Usage,
  validation?: ValidationResult,
): RunOutcome {
  const read = validation && readBeforeStopping(validation);
  return { report: reportOf(mode, { diagnostics, ...read, ...(failure && { failure }) }), exitCode };
}

export function validationOutcome(
  validation: ValidationResult,
  only: readonly string[] | undefined,
): RunOutcome {
  const checked = withCatalogueChecks(validation);
  const report = validationReport(only ? onlyFiles(checked, only) : checked);
  return { report, exitCode: exitCodeOf({ auth: false, transient: false, errors: report.summary.errors }) };
}
