// `apply --accept-removals [ID...]` (the Action's `accept-removals` input): a metric deleted from
// the tree stays in the ledger, warned about on every run, until its removal is accepted. The
// Console API cannot delete or archive a metric, so accepting only drops the ledger's entry; the
// metric itself is archived in the console.
import { someOf } from '../diagnostics/finding.js';
import { meantSuffix } from '../diagnostics/suggest.js';
import type { RunFailure } from '../report/model.js';
import { meantMetricId } from './accept-changes.js';
import { componentUsers, usedBy } from './compare-ledger.js';
import type { Ledger } from './ledger.js';
import type { LedgerRecorder } from './recorder.js';
import type { RunState } from './run-state.js';

/**
 * Ids whose removal is asked for but that the ledger does not list as removed, or that a composite
 * of the tree still names (dropped, it would name a metric nothing records): nothing is sent.
 */
export function unknownRemovals(state: RunState, accepted: true | readonly string[]): RunFailure | undefined {
  const removed = state.removed.map((entry) => entry.id);
  const users = componentUsers(state.planned);
  const used = (accepted === true ? removed : accepted).flatMap((id) => {
    const by = usedBy(id, users);
    return by ? [`\`${id}\` is ${by}`] : [];
  });
  if (used.length > 0)
    return {
      rule: 'accept-removals.still-used',
      message: `--accept-removals: ${used.join('; ')}. Dropped from the ledger, it would be a metric the tree names and nothing records: take it out of that composite first, or keep its definition. Nothing was sent.`,
    };
  if (accepted === true) return undefined;
  const unknown = accepted.filter((id) => !removed.includes(id));
  if (unknown.length === 0) return undefined;
  const named = unknown.map((id) => `\`${id}\`${meantSuffix(meantMetricId(id, removed))}`).join(', ');
  const known =
    removed.length > 0
      ? `the removed ones are ${removed
          .slice(0, 10)
          .map((id) => `\`${id}\``)
          .join(', ')}`
      : 'no recorded metric is missing from the tree';
  return {
    rule: 'accept-removals.unknown-id',
    message: `--accept-removals names ${named}, which the ledger does not list as removed: ${known}. Nothing was sent.`,
  };
}

/** Drops the accepted removals from the ledger, and says what is left to do in the console. */
export async function acceptRemovals(
  state: RunState,
  recorder: LedgerRecorder,
  accepted: true | readonly string[],
): Promise<void> {
  const ids = new Set(accepted === true ? state.removed.map((entry) => entry.id) : accepted);
  const dropped = state.removed.filter((entry) => ids.has(entry.id));
  if (dropped.length === 0) return;
  await recorder.apply((current) => withoutMetrics(current, ids));
  state.removed.splice(0, state.removed.length, ...state.removed.filter((entry) => !ids.has(entry.id)));
  const quoted = dropped.map((entry) => `\`${entry.id}\``);
  const names = someOf(quoted, '', quoted.length, 10);
  state.notice(
    `Removal accepted for ${names}: dropped from the ledger. The Console API cannot delete or archive a metric: archive it in the console if that is not done yet.`,
  );
}

/** The ledger without the accepted ids: their records, and the claims of those never recorded. */
function withoutMetrics(ledger: Ledger, ids: ReadonlySet<string>): Ledger {
  const kept = <T>(entries: Record<string, T>) =>
    Object.fromEntries(Object.entries(entries).filter(([id]) => !ids.has(id)));
  return {
    ...ledger,
    metrics: kept(ledger.metrics),
    ...(ledger.pending && { pending: kept(ledger.pending) }),
  };
}
