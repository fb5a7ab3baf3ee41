// What to say about a definition that changed since it was created, or was removed (the Console
// API can neither update nor delete one): which fields, where the change comes from (the
// definition file, or only the config's `defaults`), and the command or input that accepts it
// where the advice is read. Pure.
import { type Diagnostic, parseFieldPath, someOf } from '../diagnostics/finding.js';
import type { Place } from '../diagnostics/locate.js';
import { count } from '../report/count.js';
import type { RunFailure } from '../report/model.js';
import { componentUsers, type PlannedDefinition, type RemovedEntry, usedBy } from './compare-ledger.js';
import type { Ledger } from './ledger.js';

/**
 * Where the advice to accept a change is read, so it names what works there: the CLI's flag (with
 * `--state github` when the ledger is the branch's), or the Action's input and the CLI beside it.
 */
export type AcceptAdvice = 'cli' | 'cli-github' | 'action' | 'action-pr';

/** The most metric ids one diagnostic names; the rest are counted. */
const NAMED_IDS = 5;

/**
 * `changed` cannot be applied (the API has no update): say so, say which fields changed, and say
 * what to do. A change that comes only from the config's `defaults` (every changed field is set
 * there) is said once per config line, for every metric it changes, and placed on that line.
 */
export function changedDiagnostics(
  changed: readonly PlannedDefinition[],
  onChange: 'warn' | 'fail',
  advice: AcceptAdvice,
  configFile: string | undefined,
): Diagnostic[] {
  const severity = onChange === 'fail' ? 'error' : 'warning';
  const byConfigLine = new Map<string, DefaultsChange>();
  const diagnostics: Diagnostic[] = [];
  for (const entry of changed) {
    const places = configFile ? defaultsPlaces(entry, configFile) : undefined;
    if (places) addToConfigLine(byConfigLine, entry.definition.id, places);
    else diagnostics.push(definitionChanged(entry, severity, advice));
  }
  for (const change of byConfigLine.values()) diagnostics.push(defaultsChanged(change, severity, advice));
  return diagnostics;
}

/** The metrics one line of the config's `defaults` changed, and the fields it set. */
interface DefaultsChange {
  place: Place;
  paths: Set<string>;
  ids: string[];
}

function addToConfigLine(
  byLine: Map<string, DefaultsChange>,
  id: string,
  places: ReadonlyArray<{ path: string; place: Place }>,
): void {
  const { place } = places[0]!;
  const key = `${place.line}:${place.column}`;
  const change = byLine.get(key) ?? { place, paths: new Set<string>(), ids: [] };
  for (const { path } of places) change.paths.add(path);
  change.ids.push(id);
  byLine.set(key, change);
}

function defaultsChanged(
  { place, paths, ids }: DefaultsChange,
  severity: Diagnostic['severity'],
  advice: AcceptAdvice,
): Diagnostic {
  const fields = [...paths].map((path) => `\`${path}\``).join(', ');
  return {
    ...place,
    severity,
    rule: 'definition.changed-by-defaults',
    path: '',
    message:
      `the config's \`defaults\` (${fields}) changed ${count(ids.length, 'metric')} created earlier (${idList(ids)}); ` +
      'their definition files are unchanged, and the Console API cannot update a metric. ' +
      keepOrUndo(advice, ids, severity, ['undo this default']),
  };
}

/**
 * Where in the config each changed field comes from, when every one comes from its `defaults`;
 * undefined when any comes from the definition file (or the diff is unknown).
 */
function defaultsPlaces(
  entry: PlannedDefinition,
  configFile: string,
): Array<{ path: string; place: Place }> | undefined {
  if (!entry.diff || entry.diff.length === 0) return undefined;
  const places = entry.diff.map((change) => ({
    path: change.path,
    place: entry.definition.locate(parseFieldPath(change.path)),
  }));
  return places.every(({ place }) => place.file === configFile) ? places : undefined;
}

function definitionChanged(
  entry: PlannedDefinition,
  severity: Diagnostic['severity'],
  advice: AcceptAdvice,
): Diagnostic {
  const { definition, recorded, diff } = entry;
  const since = recorded ? ` on ${recorded.createdAt.slice(0, 10)}` : '';
  const paths = diff?.map((change) => change.path);
  const what = paths
    ? ` (${someOf(paths, '', paths.length, NAMED_IDS)})`
    : ' (which fields is unknown: it was recorded before the ledger kept definitions)';
  // At the first changed field, where it is in the definition's own file (else at its start).
  const first = diff?.[0] && definition.locate(parseFieldPath(diff[0].path));
  const place = first?.file === definition.file ? first : definition;
  return {
    file: definition.file,
    line: place.line,
    column: place.column,
    severity,
    rule: 'definition.changed',
    path: '',
    message:
      `\`${definition.id}\` changed since it was created${since}${what}; the Console API cannot update a metric. ` +
      keepOrUndo(advice, [definition.id], severity, ['rename it to create a new metric', 'undo the edit']),
  };
}

/**
 * What to do about a change. Accepting it waits for a pull request's merge, which an error
 * (onChange: fail) keeps from happening: there, what lets the pull request pass comes first.
 */
function keepOrUndo(
  advice: AcceptAdvice,
  ids: readonly string[],
  severity: Diagnostic['severity'],
  [instead, undo]: [instead: string, undo?: string],
): string {
  if (advice !== 'action-pr' || severity !== 'error')
    return `Make the same change in the console and ${acceptHow(advice, ids)}, or ${instead}.`;
  const fixes = undo ? `${undo}, or ${instead}` : instead;
  return `onChange: fail keeps this pull request failing while it differs: ${fixes}. To keep the change, make it in the console too, merge past this check, then ${acceptHow('action', ids)}.`;
}

/**
 * The command or input that accepts changes (or removals) of `ids`, where the advice is read;
 * `verb` leads the CLI's command (`record it with`). No ids: all of them.
 */
function acceptHow(
  advice: AcceptAdvice,
  ids: readonly string[],
  what: 'changes' | 'removals' = 'changes',
  verb = 'record it with',
): string {
  const all = ids.length === 0 || ids.length > NAMED_IDS;
  const args = all ? '' : ` ${ids.map(shellWord).join(' ')}`;
  const cli = (state: string) => `\`metrics-as-code apply${state} --accept-${what}${args}\``;
  if (advice === 'cli') return `${verb} ${cli('')}`;
  if (advice === 'cli-github') return `${verb} ${cli(' --state github')}`;
  // A dispatch records what the default branch holds: a pull request's change once it is merged.
  return (
    `${advice === 'action-pr' ? 'once this pull request is merged, ' : ''}run this workflow (workflow_dispatch) with the input \`accept-${what}: ${all ? 'all' : ids.join(', ')}\` ` +
    `(or from a clone: ${cli(' --state github')})`
  );
}

/** A warning for each removed metric, naming the composites of the tree that still name it. */
export function removedDiagnostics(
  removed: readonly RemovedEntry[],
  planned: readonly PlannedDefinition[],
  advice: AcceptAdvice,
): Diagnostic[] {
  const users = componentUsers(planned);
  return removed.map((entry) => {
    const used = usedBy(entry.id, users);
    const accept = acceptHow(advice, [entry.id], 'removals', 'accept the removal with');
    const then = `then${advice === 'action-pr' ? ',' : ''} ${accept} so it is no longer reported.`;
    return {
      file: entry.file,
      line: 1,
      column: 1,
      severity: 'warning',
      rule: 'definition.removed',
      path: '',
      message: entry.unsure
        ? `\`${entry.id}\` may have been created by this repository (an apply sent it and had no answer) and is no longer defined: if it is in the console, archive it there; ${then}`
        : `\`${entry.id}\` was created by this repository and is no longer defined; nothing was deleted ` +
          '(the Console API cannot delete or archive a metric): ' +
          (used
            ? `it is ${used}: keep its definition, or take it out of there (in the console too) before you archive it and accept its removal.`
            : `archive it in the console, ${then}`),
    };
  });
}

/**
 * All of a ledger, or more than half of one of 10 or more, missing from a tree that holds fewer.
 * `beforeMerge` words it for a pull request, which is told it (run-state.ts) rather than stopped.
 */
export function massRemoval(
  removed: number,
  ledger: Pick<Ledger, 'metrics'>,
  inTree: number,
  advice: AcceptAdvice,
  beforeMerge = false,
): RunFailure | undefined {
  const recorded = Object.keys(ledger.metrics).length;
  const most = removed === recorded || (recorded >= 10 && removed * 2 > recorded);
  if (removed === 0 || !most || inTree >= removed) return undefined;
  if (beforeMerge)
    return {
      rule: 'ledger.mass-removal',
      message: `This ${advice === 'action-pr' ? 'pull' : 'merge'} request removes ${removed} of the ${recorded} metrics the ledger records. If that is meant, the apply after the merge stops until the removals are accepted: ${acceptHow(advice, [], 'removals', 'accept them with')}. If it is not, the definitions or metrics.dir moved.`,
    };
  return {
    rule: 'ledger.mass-removal',
    message: `${removed} of the ${recorded} metrics the ledger records are not in the tree, which holds ${count(inTree, 'definition')}: the configuration probably points at the wrong place (metrics.dir in metrics-as-code.yaml, or --cwd). Nothing was sent; if the metrics really were removed, ${acceptHow(advice, [], 'removals', 'accept the removals with')}`,
  };
}

/** How to record a metric that exists already, where this run's ledger is. */
export function adoptHow(advice: AcceptAdvice): string {
  const github = '`metrics-as-code apply --state github --adopt-existing`';
  switch (advice) {
    case 'cli':
      return '`metrics-as-code apply --adopt-existing`';
    case 'cli-github':
      return github;
    case 'action':
    case 'action-pr':
      return `a run of this workflow (workflow_dispatch) with the input \`adopt-existing\`${advice === 'action-pr' ? ' once this pull request is merged' : ''} (or from a clone: ${github})`;
  }
}

/** An id as one shell word: quoted when it holds anything but the usual name characters. */
function shellWord(id: string): string {
  return /^[\w:.@%+=-]+$/.test(id) ? id : `'${id.replace(/'/g, "'\\''")}'`;
}

function idList(ids: readonly string[]): string {
  const quoted = ids.map((id) => `\`${id}\``);
  return someOf(quoted, '', quoted.length, NAMED_IDS);
}

/** Answers saying "exists already", with nothing recorded, before a run calls its ledger lost. */
export const LOST_AFTER = 10;

/**
 * A ledger that records nothing while every metric sent already exists: lost or never kept.
 * `sent`: how many were sent when the run ended below LOST_AFTER; absent when it stopped there.
 */
export function lostLedger(location: string, advice: AcceptAdvice, sent?: number): RunFailure {
  const found =
    sent === undefined
      ? `the first ${LOST_AFTER} metrics sent already exist in the Console, and the ledger (${location}) records none, so nothing more was sent`
      : `all ${sent} metrics sent already exist in the Console, and the ledger (${location}) records none`;
  const elsewhere = 'or the metrics were made elsewhere first (in the console, or by another catalogue)';
  const adopt = `record the metrics that exist with ${adoptHow(advice)}`;
  // In a clone, the file ledger is empty where CI keeps the repository's on its branch.
  const message =
    advice === 'cli'
      ? `${found}: the ledger CI keeps on its branch is not this file, or this one was lost (state.file changed), ${elsewhere}. Run with \`--state github\` to use CI's ledger; else restore this one, or ${adopt}.`
      : `${found}: it was probably lost (its branch deleted, or state.branch changed), ${elsewhere}. Restore the ledger if it was lost; else ${adopt}.`;
  return { rule: 'ledger.lost', message };
}
