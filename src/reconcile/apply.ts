// `apply`: create every valid new definition exactly once. The order of writes is what makes it
// safe to kill at any point: claims first (one ledger write), then the POSTs, each success
// recorded as soon as it is known (coalesced writes), and unknown outcomes left as released claims.

import type { CreateOutcome } from '../console/client.js';
import { withoutTrailing } from '../diagnostics/finding.js';
import { count } from '../report/count.js';
import { acceptChanges, unknownAccepted } from './accept-changes.js';
import { acceptRemovals, unknownRemovals } from './accept-removals.js';
import { CLAIM_TTL_MS, type ClaimResult, claim, releaseClaims } from './claims.js';
import type { PlannedDefinition } from './compare-ledger.js';
import { creationWaves, dependenciesOf } from './create-order.js';
import { applyChange, type Ledger, type LedgerEntry, type PendingEntry } from './ledger.js';
import { LedgerRecorder } from './recorder.js';
import type { EngineOptions, EngineOutcome } from './run-request.js';
import { RunState } from './run-state.js';

export async function apply(options: EngineOptions): Promise<EngineOutcome> {
  const ledger = await options.store.read();
  const state = new RunState(options.validation, ledger, {
    removalsAccepted: options.acceptRemovals !== undefined,
    advice: options.acceptAdvice ?? 'cli',
    location: options.store.location,
  });
  const recorder = new LedgerRecorder(options.store, options.identity, options.flush);
  const now = options.now ?? (() => new Date());
  for (const entry of state.planned.filter((p) => p.action === 'invalid')) {
    const item = state.item(entry);
    item.result = 'skipped';
    item.message = 'not created: the definition is invalid';
  }
  if (options.commit) markEarlierRuns(state, options.commit);
  if (options.acceptRemovals) state.stopped ??= unknownRemovals(state, options.acceptRemovals);
  if (options.acceptChanges) state.stopped ??= unknownAccepted(state, options.acceptChanges);
  if (state.stopped) return state.finish('apply', options);
  if (options.acceptRemovals) await acceptRemovals(state, recorder, options.acceptRemovals);
  if (options.acceptChanges) await acceptChanges(state, recorder, options, now);
  await refreshRecords(state, recorder);
  const creates = state.planned.filter((entry) => entry.action === 'create');
  if (creates.length > 0 && (await confirmed(state, creates, options)))
    await createAll(state, creates, ledger, recorder, options, now);
  await recorder.close().catch((error: unknown) => {
    // Every outcome is in the journal already; folding it in is only tidying for the next read.
    state.notice(
      `The ledger's journal could not be folded into ${options.store.location} (${(error as Error).message}); nothing is lost, the next run folds it in.`,
    );
  });
  return state.finish('apply', options);
}

/** What a run of this commit created before: the merged PR's line counts it with this run's. */
function markEarlierRuns(state: RunState, commit: string): void {
  for (const entry of state.planned) {
    if (entry.action !== 'unchanged' || entry.recorded?.commit !== commit) continue;
    const item = state.item(entry);
    item.createdEarlier = true;
    item.message = 'created by an earlier run of this commit';
  }
}

/** A person asked (at a terminal) said yes, or nobody was to be asked. */
async function confirmed(
  state: RunState,
  creates: readonly PlannedDefinition[],
  options: EngineOptions,
): Promise<boolean> {
  if (!options.confirm) return true;
  const summaries = creates.map(({ definition: { id, file, line } }) => ({ id, file, line }));
  if (await options.confirm(summaries)) return true;
  for (const entry of creates) {
    const item = state.item(entry);
    item.result = 'skipped';
    item.message = 'not created: not confirmed';
  }
  state.notice('Nothing was created: the creates were not confirmed. Run again and answer y, or pass --yes.');
  return false;
}

/**
 * Recorded entries brought up to date with the tree: one an earlier version recorded, still
 * matching, gets today's hash (nothing is reported as changed for it), and one whose definition
 * moved to another file is recorded there, where its removal or rename will be told.
 */
async function refreshRecords(state: RunState, recorder: LedgerRecorder): Promise<void> {
  const due = state.planned.filter(
    ({ recorded, upgrade, action, definition }) =>
      recorded && (upgrade || (action !== 'invalid' && recorded.file !== definition.file)),
  );
  if (due.length === 0) return;
  const metrics = Object.fromEntries(
    due.map(({ definition, recorded, upgrade, hash }): [string, LedgerEntry] => [
      definition.id,
      { ...recorded!, file: definition.file, ...(upgrade && { hash, definition: definition.body }) },
    ]),
  );
  await recorder.apply((current) => applyChange(current, { metrics }));
}

async function createAll(
  state: RunState,
  creates: readonly PlannedDefinition[],
  /** The ledger as this run read it at its start. */
  ledger: Ledger,
  recorder: LedgerRecorder,
  options: EngineOptions,
  now: () => Date,
): Promise<void> {
  const byId = new Map(creates.map((entry) => [entry.definition.id, entry]));
  const claims = await claimAll(creates, ledger, options, now(), (text) => state.notice(text));
  for (const id of claims.recordedMeanwhile) {
    const item = state.item(byId.get(id)!);
    item.result = 'exists';
    item.recorded = true;
    item.message = 'created meanwhile by a concurrent run';
  }
  for (const [id, holder] of claims.heldElsewhere) {
    const item = state.item(byId.get(id)!);
    item.result = 'skipped';
    item.message = `being created by ${holderName(holder)} (started ${holder.startedAt}); run again after it ends`;
  }
  const claimed = claims.claimed.map((id) => byId.get(id)!);
  if (claims.heldElsewhere.size > 0) state.notice(heldNotice(claims.heldElsewhere, claimed.length));
  state.heldElsewhere = claims.heldElsewhere.size;
  const writes: Promise<void>[] = [];
  const unknown: string[] = [];
  // A claim taken over from an earlier run is the memory that that run may have created the
  // metric: only a record ends it. Else it is released, and the next run's "already in use" is ours.
  const unclaim = (id: string) => {
    if (claims.inherited.has(id)) unknown.push(id);
    else writes.push(recorder.drop(id).catch(() => {}));
  };
  const counts = { done: 0, succeeded: 0, failed: 0 };
  const progress = () =>
    options.onProgress?.({
      phase: 'create',
      total: claimed.length,
      waiting: () => options.client.budgetWait,
      ...counts,
    });
  progress();
  // Components before the composites that name them; each wave at full concurrency.
  for (const wave of creationWaves(claimed)) {
    await Promise.all(
      wave.map(async (entry) => {
        if (state.authFailure) return;
        if (skipForMissingComponents(state, entry)) {
          unclaim(entry.definition.id);
          return;
        }
        const outcome = await options.client.create(entry.definition.body);
        if (!outcome.ok && outcome.unsent) {
          // Stopped before its turn (Ctrl-C, a refused key): not failed, and left for the next run.
          state.notSent(entry, outcome.error);
          unclaim(entry.definition.id);
          return;
        }
        // The hash an earlier run's create sent: a conflict is then that run's metric, as sent.
        const sent = claims.inherited.get(entry.definition.id);
        const settled = settle(state, entry, outcome, sent, options);
        state.answered(outcome.ok ? undefined : outcome.error, options.client);
        counts.done++;
        // An adopted or inherited metric is recorded, but this run did not create it.
        if (outcome.ok) counts.succeeded++;
        else if (settled !== 'record') counts.failed++;
        progress();
        const hash = outcome.ok ? entry.hash : (sent ?? entry.hash);
        if (settled === 'record') writes.push(record(state, entry, recorder, options, now, unknown, hash));
        else if (settled === 'drop') unclaim(entry.definition.id);
        else unknown.push(entry.definition.id);
      }),
    );
  }
  state.markUnreached(claimed);
  await recorder.flush();
  await Promise.all(writes);
  // Claims not settled (outcome unknown, or never sent) stay as a memory, free for the next run.
  const leftover = claimed
    .filter((entry) => state.item(entry).result === 'skipped')
    .map((entry) => entry.definition.id)
    .concat(unknown);
  if (leftover.length > 0) {
    await recorder.apply((current) => releaseClaims(current, options.identity, leftover)).catch(() => {});
  }
}

/**
 * A composite whose component in the tree does not exist as this repository's yet (invalid, not
 * created in this run, or someone else's) waits: created now, it would be bound for good to a
 * metric the Console does not have, or to another's.
 */
function skipForMissingComponents(state: RunState, entry: PlannedDefinition): boolean {
  const missing = dependenciesOf(entry).flatMap((id) => {
    const why = missingBecause(state, state.plannedById(id));
    return why ? [`its component \`${id}\` ${why}`] : [];
  });
  if (missing.length === 0) return false;
  const item = state.item(entry);
  item.result = 'skipped';
  const later = missing.every((why) => why.endsWith(NOT_YET))
    ? 'the next run creates it after that component'
    : 'apply creates it once that is fixed';
  item.message = `not created: ${missing.join(', ')}; ${later}`;
  return true;
}

const NOT_YET = 'was not created in this run';

/** Why a component the tree defines is not this repository's metric yet; undefined when it is. */
function missingBecause(state: RunState, component: PlannedDefinition | undefined): string | undefined {
  if (!component || component.recorded) return undefined;
  if (component.action === 'invalid') return 'is invalid (see its error)';
  const result = state.item(component).result;
  if (result === 'created' || (result === 'exists' && !state.failed.has(component))) return undefined;
  if (result === 'exists') return 'exists in the Console outside this repository (see its error)';
  return result === 'rejected' ? 'was rejected by the Console API (see its error)' : NOT_YET;
}

async function claimAll(
  creates: readonly PlannedDefinition[],
  ledger: Ledger,
  options: EngineOptions,
  at: Date,
  notice: (text: string) => void,
): Promise<ClaimResult> {
  const wanted = creates.map((entry) => ({
    id: entry.definition.id,
    hash: entry.hash,
    file: entry.definition.file,
  }));
  // The claims other runs held when this one started: those of a run known to have ended are
  // taken over at once. One claimed later is left to its run, as any live claim is.
  const held = claim(ledger, wanted, options.identity, at).heldElsewhere;
  const ended = await endedLineages(held, options, notice);
  let result: ClaimResult | undefined;
  // The write may be retried on a re-read, and after a lost answer that read holds this run's own
  // claims: what an earlier attempt took over from another run is kept, a later attempt winning.
  const inherited = new Map<string, string>();
  await options.store.update((current) => {
    result = claim(current, wanted, options.identity, at, ended);
    for (const [id, hash] of result.inherited) inherited.set(id, hash);
    return result.claimed.length > 0 ? result.ledger : current;
  });
  const claimed = new Set(result!.claimed);
  return { ...result!, inherited: new Map([...inherited].filter(([id]) => claimed.has(id))) };
}

async function endedLineages(
  held: ReadonlyMap<string, PendingEntry>,
  options: EngineOptions,
  notice: (text: string) => void,
): Promise<Set<string>> {
  // One claim of each lineage stands for its run.
  const holders = new Map(
    [...held.values()].flatMap((entry) => (entry.lineage ? [[entry.lineage, entry]] : [])),
  );
  const ended = new Set<string>();
  if (!options.lineageEnded) return ended;
  for (const [lineage, holder] of holders) {
    try {
      if (await options.lineageEnded(lineage)) ended.add(lineage);
    } catch (error) {
      // Without an answer the claims wait out their time: say so, or "run again after it ends"
      // would be repeated for a run that ended long ago.
      const why = error instanceof Error ? error.message : String(error);
      notice(
        `Whether ${holderName(holder)} has ended could not be told (${withoutTrailing(why, '.')}); its claims are taken over ${CLAIM_TTL_MS / 60_000} minutes after they were made.`,
      );
    }
  }
  return ended;
}

/** What the ledger should do with one create's outcome. */
function settle(
  state: RunState,
  entry: PlannedDefinition,
  outcome: CreateOutcome,
  sentHash: string | undefined,
  options: EngineOptions,
): 'record' | 'drop' | 'keep' {
  const item = state.item(entry);
  const inherited = sentHash !== undefined;
  if (outcome.ok) {
    item.result = 'created';
    if (outcome.recovered) item.message = 'the first answer was lost; the retry found it in place';
    if (typeof outcome.data?.permalink === 'string') item.url = outcome.data.permalink;
    return 'record';
  }
  if (outcome.error.kind === 'conflict' && (inherited || options.adoptExisting)) {
    item.result = 'exists';
    item.recorded = true;
    if (inherited) item.createdEarlier = true;
    item.message = !inherited
      ? 'already existed in the Console; adopted into the ledger'
      : sentHash === entry.hash
        ? 'created by an earlier, interrupted run of this repository; now recorded'
        : 'created by an earlier, interrupted run from an earlier version of this definition; recorded as that version, so the edit shows as a change';
    return 'record';
  }
  state.settleFailure(entry, outcome.error);
  // May exist after all: keep the claim so the next run's "already in use" is known to be ours.
  return outcome.ambiguous ? 'keep' : 'drop';
}

function record(
  state: RunState,
  entry: PlannedDefinition,
  recorder: LedgerRecorder,
  options: EngineOptions,
  now: () => Date,
  unknown: string[],
  /** The hash the Console's metric was sent with: an earlier run's, when that run made it. */
  hash: string,
): Promise<void> {
  const id = entry.definition.id;
  // Edited since that create: recorded as the version sent (its body unknown), so the edit shows
  // as a change to make in the console, never as in place.
  const earlier = hash !== entry.hash;
  const ledgerEntry: LedgerEntry = {
    id,
    hash,
    file: entry.definition.file,
    ...(options.commit && { commit: options.commit }),
    createdAt: now().toISOString(),
    ...(!earlier && { definition: entry.definition.body }),
  };
  return recorder.record(ledgerEntry).catch((error: unknown) => {
    // Created but not recorded: the claim stays, so the next run recognises it as ours.
    unknown.push(id);
    state.notRecorded(entry, error instanceof Error ? error.message : String(error));
  });
}

/** Which runs hold the claims, and that this run created none of those (nor, maybe, anything). */
function heldNotice(held: ReadonlyMap<string, PendingEntry>, claimedHere: number): string {
  const holders = [...new Set([...held.values()].map(holderName))];
  const nothing = claimedHere === 0 ? ' This run created nothing.' : '';
  return `${count(held.size, 'definition')} ${held.size === 1 ? 'is' : 'are'} being created by ${holders.join(', ')}, which records them; this run did not create them.${nothing} Run again after that run ends: the claims of a run that has ended are taken over.`;
}

/** A claim's holder as a person can find it: the workflow run, or the process on its host. */
function holderName(holder: PendingEntry): string {
  const workflowRun = holder.lineage?.match(/^github-run-(\d+)$/)?.[1];
  if (workflowRun) return `workflow run ${workflowRun}`;
  if (holder.pid !== undefined && holder.host)
    return `another apply (process ${holder.pid} on ${holder.host})`;
  return holder.runId ? `another apply (run ${holder.runId})` : 'another apply';
}
