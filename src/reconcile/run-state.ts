// What plan and apply share while one run builds its report: the items, the diagnostics, how a
// service's answer is placed on the definition, and the report and exit code at the end.
import { type ApiError, isRefusal, refusalBrief } from '../console/api-error.js';
import type { ConsoleClient } from '../console/client.js';
import { withCatalogueChecks } from '../definitions/catalogue.js';
import type { ValidationResult } from '../definitions/validate.js';
import type { Diagnostic } from '../diagnostics/finding.js';
import { parseFieldPath, sortDiagnostics, withoutTrailing } from '../diagnostics/finding.js';
import { ExitCode, exitCodeOf } from '../outcome/exit-codes.js';
import { count } from '../report/count.js';
import { alsoSaying, type ReportItem, type RunFailure, type RunReport, reportOf } from '../report/model.js';
import {
  type AcceptAdvice,
  adoptHow,
  changedDiagnostics,
  LOST_AFTER,
  lostLedger,
  massRemoval,
  removedDiagnostics,
} from './change-diagnostics.js';
import {
  classify,
  itemOf,
  type PlannedDefinition,
  type RemovedEntry,
  removedItem,
  renameDiagnostics,
} from './compare-ledger.js';
import type { Ledger } from './ledger.js';
import type { EngineOptions, EngineOutcome } from './run-request.js';

export class RunState {
  readonly planned: PlannedDefinition[];
  private readonly validation: ValidationResult;
  readonly removed: RemovedEntry[];
  private readonly items = new Map<PlannedDefinition, ReportItem>();
  private byId: Map<string, PlannedDefinition> | undefined;
  /**
   * A usage problem found before anything is sent: most of what the ledger records is missing
   * from the tree (the config or --cwd points at the wrong place, not a mass deletion), or an id
   * to accept is not defined. Set, the run sends nothing and stops with exit 2.
   */
  stopped: RunFailure | undefined;
  private readonly diagnostics: Diagnostic[];
  readonly failed = new Set<PlannedDefinition>();
  private readonly notices: string[] = [];
  /** A refused key, or a URL that is not the Console API: nothing more is sent. */
  authFailure: ApiError | undefined;
  transientFailures = 0;
  /** Definitions left to another live run's claim: the run is unfinished until that one ends. */
  heldElsewhere = 0;
  /** How often each reason of a transient failure was given: the commonest is said in the failure. */
  private readonly transientReasons = new Map<string, number>();
  /** The client stopped sending (a streak, the budget's limit): the run's failure, said once. */
  private clientStop: ApiError | undefined;
  /** Created but not recorded (the ledger could not be written): how many, and the first reason. */
  private unrecorded: { count: number; reason: string } | undefined;
  /** While the ledger records nothing and every answer so far was a conflict: how many of each. */
  private lostLedgerWatch: { answers: number; conflicts: number } | undefined;
  /** The ledger looks lost (`answered`): nothing more was sent, exit 2. */
  private lostLedger: RunFailure | undefined;
  /** Where the advice to record a metric points: the CLI's file ledger, the branch, the Action. */
  private readonly advice: AcceptAdvice;
  /** The ledger's place, as messages name it. */
  private readonly location: string;
  /**
   * A pull request's plan: what only the merge can settle (most of the ledger removed, a conflict,
   * a ledger that looks lost) is told, not failed: a required check that failed would keep the
   * pull request from ever being merged, and the apply after it still stops.
   */
  private readonly beforeMerge: boolean;

  /**
   * Classifies every definition against the ledger. With `removalsAccepted` (an apply that accepts
   * removals) many metrics missing from the tree is what was asked for, not a misconfiguration.
   */
  constructor(
    validation: ValidationResult,
    ledger: Ledger,
    options: { removalsAccepted?: boolean; advice?: AcceptAdvice; location: string; beforeMerge?: boolean },
  ) {
    this.advice = options.advice ?? 'cli';
    this.location = options.location;
    this.beforeMerge = options.beforeMerge === true;
    // References are resolved here, where the ledger is known: a component recorded only there counts.
    this.validation = withCatalogueChecks(validation, Object.keys(ledger.metrics));
    const plan = classify(this.validation.definitions, ledger, validation.diagnostics);
    [this.planned, this.removed] = [plan.planned, plan.removed];
    this.diagnostics = [...this.validation.diagnostics, ...plan.unread];
    if (Object.keys(ledger.metrics).length === 0) this.lostLedgerWatch = { answers: 0, conflicts: 0 };
    const most = options.removalsAccepted
      ? undefined
      : massRemoval(
          this.removed.filter((entry) => !entry.unsure).length,
          ledger,
          this.planned.length,
          this.advice,
          options.beforeMerge,
        );
    if (most && this.beforeMerge) this.notices.push(most.message);
    else this.stopped = most;
  }

  /** The planned definition with this `name::type` id, if the tree has it. */
  plannedById(id: string): PlannedDefinition | undefined {
    this.byId ??= new Map(this.planned.map((entry) => [entry.definition.id, entry]));
    return this.byId.get(id);
  }

  item(planned: PlannedDefinition): ReportItem {
    let item = this.items.get(planned);
    if (!item) {
      item = itemOf(planned);
      this.items.set(planned, item);
    }
    return item;
  }

  /** A definitive "no" (rejected, conflict) is placed on the definition; anything else is counted. */
  settleFailure(planned: PlannedDefinition, error: ApiError): void {
    const item = this.item(planned);
    // Before the merge a conflict may be the metric the pull request writes down: adopting it
    // waits for the merge, which a failed plan would keep from happening.
    const told = error.kind === 'conflict' && this.beforeMerge;
    if (!told) this.failed.add(planned);
    if (error.kind === 'rejected' || error.kind === 'conflict') {
      if (error.kind === 'conflict' && this.lostLedgerWatch) this.lostLedgerWatch.conflicts++;
      item.result = error.kind === 'conflict' ? 'exists' : 'rejected';
      item.message =
        error.kind === 'conflict' ? 'already exists in the Console, outside this repository' : error.message;
      this.diagnostics.push(...rejectionDiagnostics(planned, error, this.advice, told));
      return;
    }
    item.result = 'failed';
    if (isRefusal(error)) {
      // The run's failure says it in full, once: each definition in flight with it points there.
      item.message = refusalBrief(error);
      this.authFailure ??= error;
    } else if (error.brief !== undefined) {
      item.message = this.briefOf(error); // the client's stop: the failure says it once
    } else {
      item.message = error.message;
      this.transientFailures++;
      this.transientReasons.set(error.message, (this.transientReasons.get(error.message) ?? 0) + 1);
    }
  }

  /** Never sent (Ctrl-C, or queued behind a refusal): skipped, not failed; a refusal is said above. */
  notSent(planned: PlannedDefinition, error: ApiError): void {
    const item = this.item(planned);
    item.result = 'skipped';
    item.message = isRefusal(error)
      ? `not attempted: ${refusalBrief(error)}`
      : `not sent: ${this.briefOf(error)}`;
  }

  /** An error as a definition says it: a stop of the whole run is said once, in the failure. */
  private briefOf(error: ApiError): string {
    if (error.brief === undefined) return error.message;
    this.clientStop ??= error;
    return error.brief;
  }

  /**
   * Told each answer to a dry run or create (`error` when it failed), after it was settled. When
   * the ledger records nothing and the first LOST_AFTER definitive answers are all conflicts that
   * no claim of this repository explains, the ledger was lost or never kept, and every further
   * request would say it again: the client stops sending, and the run says why, once.
   */
  answered(error: ApiError | undefined, client: ConsoleClient): void {
    const watch = this.lostLedgerWatch;
    if (!watch || error?.kind === 'transient') return;
    watch.answers++;
    if (watch.conflicts < watch.answers) this.lostLedgerWatch = undefined;
    else if (watch.answers >= LOST_AFTER) {
      this.lostLedgerWatch = undefined;
      this.lostLedger = lostLedger(this.location, this.advice);
      client.stopSending(this.lostLedger.message, 'the ledger looks lost (see above)');
    }
  }

  /** Said at the top of every rendering of the report. */
  notice(text: string): void {
    this.notices.push(text);
  }

  /** Created, but the ledger could not be written: its claim stays, and the next run records it. */
  notRecorded(planned: PlannedDefinition, reason: string): void {
    const item = this.item(planned);
    item.message = `${item.message ? `${item.message}; ` : ''}not yet recorded in the ledger (see above)`;
    this.unrecorded = { count: (this.unrecorded?.count ?? 0) + 1, reason: this.unrecorded?.reason ?? reason };
  }

  /** After a refused key nothing more is sent: say so on every item left. */
  markUnreached(targets: readonly PlannedDefinition[]): void {
    if (!this.authFailure) return;
    for (const target of targets) {
      const item = this.item(target);
      if (item.result) continue;
      item.result = 'skipped';
      item.message = `not attempted: ${refusalBrief(this.authFailure)}`;
    }
  }

  finish(mode: 'plan' | 'apply', options: Pick<EngineOptions, 'onChange'>): EngineOutcome {
    // Fewer than LOST_AFTER sent, and every one already existed: the same lost ledger.
    const answers = this.lostLedgerWatch?.answers ?? 0;
    if (answers >= 2) this.lostLedger ??= lostLedger(this.location, this.advice, answers);
    // Before a merge they may be metrics made in the console first, adopted after it: told.
    const lostTold = this.beforeMerge && this.lostLedger !== undefined;
    if (lostTold) this.notices.push(this.lostLedger!.message);
    const items = [...this.planned.map((entry) => this.item(entry)), ...this.removed.map(removedItem)];
    const diagnostics = sortDiagnostics([...this.diagnostics, ...this.ledgerDiagnostics(options.onChange)]);
    const report: RunReport = reportOf(mode, {
      files: this.validation.files,
      definitions: this.validation.definitions.length,
      diagnostics,
      items,
      failed: this.failed.size,
      notices: this.notices,
      ...this.failure(),
    });
    const { summary } = report;
    if (this.stopped) return { report: { ...report, failure: this.stopped }, exitCode: ExitCode.Usage };
    const refusal = refusalExit(this.authFailure);
    const exitCode = exitCodeOf({
      ...refusal,
      usage: refusal.usage || (this.lostLedger !== undefined && !lostTold),
      transient:
        this.transientFailures > 0 ||
        this.heldElsewhere > 0 ||
        this.unrecorded !== undefined ||
        (this.clientStop !== undefined && !lostTold),
      errors: summary.errors + summary.failed,
    });
    return { report, exitCode };
  }

  /** `changed` and `removed` cannot be applied: say what to do (unless the change was accepted). */
  private ledgerDiagnostics(onChange: EngineOptions['onChange']): Diagnostic[] {
    const changed = this.planned.filter(
      (entry) => entry.action === 'changed' && this.item(entry).result !== 'accepted',
    );
    return [
      ...changedDiagnostics(changed, onChange, this.advice, this.validation.configSource?.file),
      ...removedDiagnostics(this.removed, this.planned, this.advice),
      ...renameDiagnostics({ planned: this.planned, removed: this.removed }),
    ];
  }

  /**
   * The run's failure: the first of what went wrong, and each of the others after "Also:", since
   * the definitions they ended point to it ("see above").
   */
  private failure(): { failure?: RunFailure } {
    const [first, ...others] = this.failures();
    if (!first) return {};
    const all = [first, ...others];
    const said = others.reduce((failure, other) => alsoSaying(failure, other.message), first);
    const again = all.some((each) => each.runAgain) ? ` ${RUN_AGAIN}` : '';
    const failure: RunFailure = { rule: first.rule, message: `${said.message}${again}` };
    return { failure: all.every((each) => each.unfinished) ? { ...failure, unfinished: true } : failure };
  }

  private failures(): Failed[] {
    const all: Failed[] = this.lostLedger && !this.beforeMerge ? [this.lostLedger] : [];
    const refusal = this.authFailure;
    if (refusal) {
      const after =
        refusal.kind === 'config'
          ? 'No definition reached the Console API.'
          : 'Nothing further was attempted.';
      all.push(refusalFailure(refusal, ` ${after}`));
    }
    if (this.unrecorded) {
      const { count: n, reason } = this.unrecorded;
      const them = n === 1 ? 'it' : 'them';
      const message = `${count(n, 'created metric')} not yet recorded in the ledger: ${withoutTrailing(reason, '.')}. The ledger holds a claim for each, so the next run records ${them} without creating ${them} again.`;
      all.push({ rule: 'ledger.unrecorded', message, unfinished: true });
    }
    // The run stopped for the lost ledger: the requests it did not send point to that.
    if (this.clientStop && !this.lostLedger)
      all.push({ rule: 'api.unavailable', message: `${this.clientStop.message}.`, runAgain: true });
    if (this.transientFailures > 0) {
      const [reason] = [...this.transientReasons].sort((a, b) => b[1] - a[1])[0] ?? [];
      // The service's own message may end its sentence or not: it is ended here, once.
      const why = reason
        ? `; mostly: ${withoutTrailing(reason, '.')}`
        : ' (the service was unavailable or slow)';
      const message = `${count(this.transientFailures, 'request')} failed after retries${why}.`;
      all.push({ rule: 'api.unavailable', message, runAgain: true, unfinished: true });
    }
    if (this.heldElsewhere > 0) {
      const message = `${count(this.heldElsewhere, 'definition')} left to another apply that holds ${this.heldElsewhere === 1 ? 'its claim' : 'their claims'} (see the notice): run again after it ends.`;
      all.push({ rule: 'apply.claimed-elsewhere', message, unfinished: true });
    }
    return all;
  }
}

const RUN_AGAIN = 'Nothing is lost: run again to finish.';

/** One thing that went wrong in a run; `runAgain` when running again finishes the job. */
type Failed = RunFailure & { runAgain?: boolean };

/**
 * A refused key, or a URL that is not the Console API, as the failure a report states; `after`
 * (a sentence, with its leading space) says what the run did about it.
 */
export function refusalFailure(error: ApiError, after = ''): RunFailure {
  // The service's own message may end its sentence or not: it is ended here, once.
  const said = `${withoutTrailing(error.message, '.')}.${after}`;
  if (error.kind === 'config') return { rule: 'config.api-url', message: said };
  const must =
    error.status === 403
      ? 'the service knows the key but does not let it do this (403); use a Console key of this project that may create metrics and read reviews'
      : 'it must be an active Console key of this project';
  return {
    rule: 'api.auth',
    message: `the Console API refused the API key: ${said} Check CONSOLE_API_KEY (or the Action's api-key secret): ${must}.`,
  };
}

/** What a refusal means for the exit code: a wrong URL is a usage error, a refused key exit 4. */
export function refusalExit(error: ApiError | undefined): { auth: boolean; usage: boolean } {
  return { auth: error !== undefined, usage: error?.kind === 'config' };
}

function rejectionDiagnostics(
  planned: PlannedDefinition,
  error: ApiError,
  advice: AcceptAdvice,
  beforeMerge: boolean,
): Diagnostic[] {
  const { id, file, line, column } = planned.definition;
  const at = { file, line, column, path: '' };
  if (error.kind === 'conflict') {
    const message = conflictMessage(id, advice, beforeMerge);
    return [{ ...at, severity: beforeMerge ? 'warning' : 'error', rule: 'remote.conflict', message }];
  }
  if (error.fieldErrors.length === 0) {
    const message = `the Console API rejected \`${id}\`: ${error.message}`;
    return [{ ...at, severity: 'error', rule: 'remote.rejected', message }];
  }
  // Placed on the fields the service names, so the error points at the line to fix.
  return error.fieldErrors.map((fieldError) => ({
    ...planned.definition.locate(parseFieldPath(fieldError.property)),
    severity: 'error',
    rule: 'remote.rejected',
    path: fieldError.property,
    message: `the Console API rejected ${fieldError.property || 'it'}: ${fieldError.errorMessage}`,
  }));
}

function conflictMessage(id: string, advice: AcceptAdvice, beforeMerge: boolean): string {
  const exists = `\`${id}\` already exists in the Console but not in this repository's ledger`;
  return beforeMerge
    ? `${exists}: if it is this definition's metric, made in the console first, record it with ${adoptHow(advice)}, and the apply after the merge reports it as a conflict until then; if it is another, rename this definition.`
    : `${exists}: it was created elsewhere. Rename this definition, or record the existing metric as this one with ${adoptHow(advice)}.`;
}
