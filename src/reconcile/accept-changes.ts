// `apply --accept-changes [ID...]` (the Action's `accept-changes` input): a definition edited in git
// after it was created is `changed` until the same change is made in the console and accepted,
// which records the definition as it is now. The Console API cannot update a metric.
import { splitMetricId } from '../contract/console-api.js';
import { closest } from '../diagnostics/suggest.js';
import type { RunFailure } from '../report/model.js';
import type { PlannedDefinition } from './compare-ledger.js';
import { applyChange, type LedgerEntry } from './ledger.js';
import type { LedgerRecorder } from './recorder.js';
import type { EngineOptions } from './run-request.js';
import type { RunState } from './run-state.js';

/** Ids to accept that the tree does not define: a typo, so nothing is sent (exit 2). */
export function unknownAccepted(state: RunState, accepted: true | readonly string[]): RunFailure | undefined {
  if (accepted === true) return undefined;
  const unknown = accepted.filter((id) => !state.plannedById(id));
  if (unknown.length === 0) return undefined;
  const changed = state.planned
    .filter((entry) => entry.action === 'changed')
    .map((e) => `\`${e.definition.id}\``);
  const known =
    changed.length > 0
      ? `the changed ones are ${changed.slice(0, 10).join(', ')}`
      : 'no definition has changed';
  return {
    rule: 'accept-changes.unknown-id',
    message: `--accept-changes names ${unknown.map((id) => `\`${id}\``).join(', ')}, which no definition in the tree has (ids are name::type${idsNamed(state, unknown)}): ${known}. Nothing was sent.`,
  };
}

/**
 * The metric id (`name::type`) of `ids` that `given` meant: the one of its name when only the
 * type is off (`orders::event_count` for `orders::event_count_custom`), else the nearest by spelling.
 */
export function meantMetricId(given: string, ids: readonly string[]): string | undefined {
  const [name] = splitMetricId(given);
  const sameName = ids.filter((id) => splitMetricId(id)[0] === name);
  return sameName.length === 1 ? sameName[0] : closest(given, ids);
}

/**
 * `; did you mean \`orders::sum\`?` for a name given where an id belongs, or for an id whose type
 * or spelling is off one of the tree's (meantMetricId); else ''.
 */
function idsNamed(state: RunState, given: readonly string[]): string {
  const names = new Set(given.filter((id) => !id.includes('::')));
  const known = state.planned.map((entry) => entry.definition.id);
  const ids = [
    ...state.planned.filter((entry) => names.has(entry.definition.name)).map((entry) => entry.definition.id),
    ...given.flatMap((id) => (id.includes('::') ? (meantMetricId(id, known) ?? []) : [])),
  ].map((id) => `\`${id}\``);
  return ids.length > 0 ? `; did you mean ${[...new Set(ids)].slice(0, 3).join(' or ')}?` : '';
}

/**
 * `--accept-changes`: the change was made in the console; record the definition as it is now.
 * With ids, only those; an id that is not changed is said to be so.
 */
export async function acceptChanges(
  state: RunState,
  recorder: LedgerRecorder,
  options: EngineOptions,
  now: () => Date,
) {
  const wanted = options.acceptChanges === true ? undefined : new Set(options.acceptChanges);
  const changed = state.planned.filter(
    (entry) => entry.action === 'changed' && entry.recorded && (!wanted || wanted.has(entry.definition.id)),
  );
  const nothing = [...(wanted ?? [])].flatMap((id) => {
    const why = NOTHING_TO_ACCEPT[state.plannedById(id)?.action ?? 'changed'];
    return why ? [`Nothing to accept for \`${id}\`: ${why}.`] : [];
  });
  if (nothing.length > 0) state.notice(nothing.join(' '));
  if (changed.length === 0) return;
  const metrics = Object.fromEntries(
    changed.map((entry): [string, LedgerEntry] => [
      entry.definition.id,
      {
        ...entry.recorded!,
        hash: entry.hash,
        file: entry.definition.file,
        ...(options.commit && { commit: options.commit }),
        acceptedAt: now().toISOString(),
        definition: entry.definition.body,
      },
    ]),
  );
  await recorder.apply((current) => applyChange(current, { metrics }));
  for (const entry of changed) {
    const item = state.item(entry);
    item.result = 'accepted';
    item.message = 'the ledger now records this definition';
  }
}

/** Why an id named to accept has no change to accept (a changed one does). */
const NOTHING_TO_ACCEPT: Record<PlannedDefinition['action'], string | undefined> = {
  changed: undefined,
  unchanged: 'not changed since it was recorded',
  invalid: 'it is invalid (see its error)',
  create: 'it is not recorded yet (apply creates it)',
};
