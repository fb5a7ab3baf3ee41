// The engine behind the CLI and the Action: plan (dry-run what would be created), apply (create
// it exactly once, recording each in the ledger) and the reviews summary. I/O comes in through
// the Console client and a ledger store, so both front ends share every decision made here.
import type { ApiError, ConsoleClient } from '../console/client.js';
import type { Diagnostic, FieldPath } from '../definitions/finding.js';
import { sortDiagnostics, type ValidationResult } from '../definitions/validate.js';
import { type ClaimResult, claim, dropClaims, type RunIdentity, releaseClaims } from './claims.js';
import { type ExitCode, exitCodeOf } from './exit-codes.js';
import { applyChange, type Ledger, type LedgerStore } from './ledger.js';
import {
  changedDiagnostic,
  classify,
  itemOf,
  type PlannedDefinition,
  removedDiagnostic,
  removedItem,
} from './plan.js';
import { LedgerRecorder } from './recorder.js';
import { emptySummary, type ReportItem, type RunReport } from './report.js';

export interface EngineOptions {
  validation: ValidationResult;
  store: LedgerStore;
  client: ConsoleClient;
  identity: RunIdentity;
  /** The commit being applied, recorded in the ledger. */
  commit?: string;
  dryRunAll?: boolean;
  adoptExisting?: boolean;
  acceptChanges?: boolean;
  onProgress?: (phase: 'dry-run' | 'create', done: number, total: number) => void;
  now?: () => Date;
}

export interface EngineOutcome {
  report: RunReport;
  exitCode: ExitCode;
}

/** State shared by plan and apply while one run builds its report. */
class RunState {
  readonly items = new Map<PlannedDefinition, ReportItem>();
  readonly diagnostics: Diagnostic[];
  readonly notices: string[] = [];
  authFailure: ApiError | undefined;
  transientFailures = 0;

  constructor(validation: ValidationResult) {
    this.diagnostics = [...validation.diagnostics];
  }

  item(planned: PlannedDefinition): ReportItem {
    let item = this.items.get(planned);
    if (!item) {
      item = itemOf(planned);
      this.items.set(planned, item);
    }
    return item;
  }

  /** Places a service's answer on the fields it names, else on the definition itself. */
  reject(planned: PlannedDefinition, error: ApiError): void {
    const { definition } = planned;
    const placeRoot = (message: string, rule: string): Diagnostic => ({
      file: definition.file,
      line: definition.line,
      column: definition.column,
      severity: 'error',
      rule,
      path: '',
      message,
    });
    if (error.kind === 'conflict') {
      this.diagnostics.push(placeRoot(conflictMessage(definition.id), 'remote.conflict'));
      return;
    }
    if (error.fieldErrors.length === 0) {
      this.diagnostics.push(
        placeRoot(`the Console API rejected \`${definition.id}\`: ${error.message}`, 'remote.rejected'),
      );
      return;
    }
    for (const fieldError of error.fieldErrors) {
      const path = parseProperty(fieldError.property);
      const at = definition.locate(path);
      this.diagnostics.push({
        ...at,
        severity: 'error',
        rule: 'remote.rejected',
        path: fieldError.property,
        message: `the Console API rejected ${fieldError.property || 'it'}: ${fieldError.errorMessage}`,
      });
    }
  }

  fail(error: ApiError): void {
    if (error.kind === 'auth') this.authFailure ??= error;
    else this.transientFailures++;
  }
}

function conflictMessage(id: string): string {
  return (
    `\`${id}\` already exists in the Console but not in this repository's ledger: it was created ` +
    'elsewhere. Rename this definition, or record the existing metric as this one with ' +
    '`metrics-as-code apply --adopt-existing` (Action input `adopt-existing: true`).'
  );
}

/** `warehouseNative.metricSources.0.criteria.1.type` → the path of a field. */
export function parseProperty(property: string): FieldPath {
  if (!property) return [];
  return property
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((segment) => segment.length > 0)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** Classifies every definition against the ledger and says what cannot be applied. */
function startReport(
  state: RunState,
  validation: ValidationResult,
  ledger: Ledger,
  onChange: 'warn' | 'fail',
) {
  const plan = classify(validation.definitions, ledger);
  for (const planned of plan.planned) {
    state.item(planned);
    if (planned.action === 'changed') state.diagnostics.push(changedDiagnostic(planned, onChange));
  }
  for (const entry of plan.removed) state.diagnostics.push(removedDiagnostic(entry));
  return plan;
}

/** Without a client (no key, or a fork PR), a plan compares with the ledger and dry-runs nothing. */
export type PlanOptions = Omit<EngineOptions, 'client'> & { client?: ConsoleClient };

export async function plan(options: PlanOptions, onChange: 'warn' | 'fail'): Promise<EngineOutcome> {
  const { validation, store, client } = options;
  const state = new RunState(validation);
  const ledger = await store.read();
  const { planned, removed } = startReport(state, validation, ledger, onChange);
  const targets = client
    ? planned.filter((entry) => (options.dryRunAll ? entry.action !== 'invalid' : entry.action === 'create'))
    : [];
  let done = 0;
  await Promise.all(
    targets.map(async (target) => {
      if (state.authFailure || !client) return;
      const outcome = await client.dryRun(target.definition.body);
      options.onProgress?.('dry-run', ++done, targets.length);
      const item = state.item(target);
      if (outcome.ok) {
        item.result = 'valid';
        return;
      }
      if (outcome.error.kind === 'conflict' && target.action !== 'create') {
        // A recorded metric's own name is of course in use; that is the one answer expected.
        item.result = 'valid';
        item.message = 'exists, as recorded';
        return;
      }
      settleFailure(state, target, item, outcome.error);
    }),
  );
  markUnreached(state, targets);
  return finish(state, validation, planned, removed, 'plan');
}

function settleFailure(state: RunState, planned: PlannedDefinition, item: ReportItem, error: ApiError): void {
  if (error.kind === 'rejected' || error.kind === 'conflict') {
    item.result = error.kind === 'conflict' ? 'exists' : 'rejected';
    item.message =
      error.kind === 'conflict' ? 'already exists in the Console, outside this repository' : error.message;
    state.reject(planned, error);
    return;
  }
  item.result = 'failed';
  item.message = error.message;
  state.fail(error);
}

function markUnreached(state: RunState, targets: readonly PlannedDefinition[]): void {
  if (!state.authFailure) return;
  for (const target of targets) {
    const item = state.item(target);
    if (item.result) continue;
    item.result = 'skipped';
    item.message = 'not attempted: the Console API refused the API key';
  }
}

export async function apply(options: EngineOptions, onChange: 'warn' | 'fail'): Promise<EngineOutcome> {
  const { validation, store, identity } = options;
  const now = options.now ?? (() => new Date());
  const state = new RunState(validation);
  const ledger = await store.read();
  const { planned, removed } = startReport(state, validation, ledger, onChange);
  const recorder = new LedgerRecorder(store);

  if (options.acceptChanges) await acceptChanges(state, planned, recorder, options, now);

  const creates = planned.filter((entry) => entry.action === 'create');
  for (const entry of planned.filter((p) => p.action === 'invalid')) {
    const item = state.item(entry);
    item.result = 'skipped';
    item.message = 'not created: the definition is invalid';
  }
  if (creates.length > 0) {
    const claimed = await claimCreates(store, creates, identity, now());
    const byId = new Map(creates.map((entry) => [entry.definition.id, entry]));
    noteUnclaimed(state, claimed, byId);
    await createClaimed(state, claimed, byId, recorder, options, now);
  }
  return finish(state, validation, planned, removed, 'apply');
}

async function acceptChanges(
  state: RunState,
  planned: readonly PlannedDefinition[],
  recorder: LedgerRecorder,
  options: EngineOptions,
  now: () => Date,
): Promise<void> {
  const changed = planned.filter((entry) => entry.action === 'changed' && entry.recorded);
  if (changed.length === 0) return;
  await recorder.apply((current) =>
    applyChange(current, {
      metrics: Object.fromEntries(
        changed.map((entry) => [
          entry.definition.id,
          {
            ...entry.recorded!,
            hash: entry.hash,
            file: entry.definition.file,
            ...(options.commit && { commit: options.commit }),
            acceptedAt: now().toISOString(),
          },
        ]),
      ),
    }),
  );
  const accepted = new Set(changed.map((entry) => entry.definition.id));
  for (const entry of changed) {
    const item = state.item(entry);
    item.result = 'exists';
    item.message = 'change accepted: the ledger now records this definition';
  }
  // The warnings told the user to accept; now that they have, drop them.
  for (let i = state.diagnostics.length - 1; i >= 0; i--) {
    const diagnostic = state.diagnostics[i]!;
    if (
      diagnostic.rule === 'definition.changed' &&
      [...accepted].some((id) => diagnostic.message.includes(`\`${id}\``))
    ) {
      state.diagnostics.splice(i, 1);
    }
  }
}

async function claimCreates(
  store: LedgerStore,
  creates: readonly PlannedDefinition[],
  identity: RunIdentity,
  at: Date,
): Promise<ClaimResult> {
  const wanted = creates.map((entry) => ({
    id: entry.definition.id,
    hash: entry.hash,
    file: entry.definition.file,
  }));
  let result: ClaimResult | undefined;
  await store.update((current) => {
    result = claim(current, wanted, identity, at);
    return result.claimed.length > 0 ? result.ledger : current;
  });
  return result!;
}

function noteUnclaimed(state: RunState, claimed: ClaimResult, byId: Map<string, PlannedDefinition>): void {
  for (const id of claimed.recordedMeanwhile) {
    const item = state.item(byId.get(id)!);
    item.result = 'exists';
    item.message = 'created meanwhile by a concurrent run';
  }
  for (const [id, holder] of claimed.heldElsewhere) {
    const item = state.item(byId.get(id)!);
    item.result = 'skipped';
    item.message = `being created by another run (started ${holder.startedAt}); run again after it ends`;
  }
}

async function createClaimed(
  state: RunState,
  claimed: ClaimResult,
  byId: Map<string, PlannedDefinition>,
  recorder: LedgerRecorder,
  options: EngineOptions,
  now: () => Date,
): Promise<void> {
  const { client, identity } = options;
  const unresolved = new Set<string>();
  const records: Promise<void>[] = [];
  let done = 0;
  const record = (entry: PlannedDefinition, item: ReportItem) => {
    const id = entry.definition.id;
    const ledgerEntry = {
      id,
      hash: entry.hash,
      file: entry.definition.file,
      ...(options.commit && { commit: options.commit }),
      createdAt: now().toISOString(),
    };
    records.push(
      recorder
        .apply((current) => applyChange(current, { metrics: { [id]: ledgerEntry } }))
        .catch((error: unknown) => {
          unresolved.add(id);
          item.message = `${item.message ? `${item.message}; ` : ''}NOT yet recorded in the ledger (${(error as Error).message}): run again to record it`;
          state.transientFailures++;
        }),
    );
  };
  const drop = (id: string) =>
    records.push(recorder.apply((current) => dropClaims(current, identity, [id])).catch(() => {}));

  await Promise.all(
    claimed.claimed.map(async (id) => {
      const entry = byId.get(id)!;
      const item = state.item(entry);
      if (state.authFailure) return;
      const outcome = await client.create(entry.definition.body);
      options.onProgress?.('create', ++done, claimed.claimed.length);
      if (outcome.ok) {
        item.result = 'created';
        if (outcome.recovered) item.message = 'the first answer was lost; the retry found it in place';
        const permalink = outcome.data?.permalink;
        if (typeof permalink === 'string') item.url = permalink;
        record(entry, item);
        return;
      }
      const { error } = outcome;
      if (error.kind === 'conflict' && (claimed.inherited.has(id) || options.adoptExisting)) {
        item.result = 'exists';
        item.message = claimed.inherited.has(id)
          ? 'created by an earlier, interrupted run of this repository; now recorded'
          : 'already existed in the Console; adopted into the ledger';
        record(entry, item);
        return;
      }
      settleFailure(state, entry, item, error);
      if (outcome.ambiguous || error.kind === 'transient') unresolved.add(id);
      else drop(id);
    }),
  );
  markUnreached(
    state,
    claimed.claimed.map((id) => byId.get(id)!),
  );
  await Promise.all(records);
  // Claims whose outcome stayed unknown are kept, released, for the next run to take over.
  const leftover = claimed.claimed.filter(
    (id) => unresolved.has(id) || state.item(byId.get(id)!).result === 'skipped',
  );
  if (leftover.length > 0)
    await recorder.apply((current) => releaseClaims(current, identity, leftover)).catch(() => {});
}

function finish(
  state: RunState,
  validation: ValidationResult,
  planned: readonly PlannedDefinition[],
  removed: ReturnType<typeof classify>['removed'],
  mode: 'plan' | 'apply',
): EngineOutcome {
  const items = [...planned.map((entry) => state.item(entry)), ...removed.map(removedItem)];
  const diagnostics = sortDiagnostics(state.diagnostics);
  const summary = emptySummary();
  summary.files = validation.files;
  summary.definitions = validation.definitions.length;
  for (const diagnostic of diagnostics) {
    if (diagnostic.severity === 'error') summary.errors++;
    else summary.warnings++;
  }
  for (const item of items) {
    if (item.action !== 'invalid') summary[item.action]++;
    if (item.result === 'created') summary.created++;
    if (item.result === 'failed' || item.result === 'rejected') summary.failed++;
  }
  if (state.authFailure) {
    state.notices.push(
      `The Console API refused the API key: ${state.authFailure.message}. Nothing further was attempted.`,
    );
  } else if (state.transientFailures > 0) {
    state.notices.push(
      `${state.transientFailures} request(s) failed after retries (the service was unavailable or slow). Nothing is lost: run again to finish.`,
    );
  }
  const report: RunReport = {
    mode,
    summary,
    diagnostics,
    items,
    reviews: [],
    reviewProblems: [],
    notices: state.notices,
  };
  return {
    report,
    exitCode: exitCodeOf({
      auth: !!state.authFailure,
      transient: state.transientFailures > 0,
      errors: summary.errors + summary.failed,
    }),
  };
}
