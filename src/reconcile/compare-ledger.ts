// Pure planning: each definition against the ledger, and the diagnostics that say what to do.

import type { LoadedDefinition } from '../definitions/validate.js';
import { type Diagnostic, parseFieldPath } from '../diagnostics/finding.js';
import type { Place } from '../diagnostics/locate.js';
import type { FieldChange, ItemAction, ReportItem } from '../report/model.js';
import { fieldDiff } from './field-diff.js';
import { compareRecorded, definitionHash } from './hash.js';
import type { Ledger, LedgerEntry } from './ledger.js';

export interface PlannedDefinition {
  definition: LoadedDefinition;
  action: Exclude<ItemAction, 'removed'>;
  hash: string;
  recorded?: LedgerEntry;
  /**
   * Unchanged, but recorded by an earlier version (its hash, or without the definition): apply
   * rewrites it in today's form.
   */
  upgrade?: true;
  /** `changed`: what changed since it was recorded; absent when the entry kept no definition. */
  diff?: FieldChange[];
}

export interface Plan {
  planned: PlannedDefinition[];
  removed: LedgerEntry[];
}

export function classify(definitions: readonly LoadedDefinition[], ledger: Ledger): Plan {
  const present = new Set<string>();
  const planned = definitions.map((definition): PlannedDefinition => {
    if (definition.id) present.add(definition.id);
    const hash = definitionHash(definition.body);
    const recorded = definition.id ? ledger.metrics[definition.id] : undefined;
    if (!definition.valid) return { definition, action: 'invalid', hash, ...(recorded && { recorded }) };
    if (!recorded) return { definition, action: 'create', hash };
    const verdict = compareRecorded(recorded.hash, definition.body, hash);
    if (verdict === 'different') {
      const diff = recorded.definition && fieldDiff(recorded.definition, definition.body);
      return { definition, action: 'changed', hash, recorded, ...(diff && { diff }) };
    }
    const outdated = verdict === 'legacy' || !recorded.definition;
    return { definition, action: 'unchanged', hash, recorded, ...(outdated && { upgrade: true }) };
  });
  const removed = Object.values(ledger.metrics).filter((entry) => !present.has(entry.id));
  return { planned, removed };
}

export function itemOf(planned: PlannedDefinition): ReportItem {
  const { definition } = planned;
  return {
    file: definition.file,
    line: definition.line,
    name: definition.name,
    type: definition.type,
    id: definition.id,
    action: planned.action,
    ...(planned.diff && { diff: planned.diff }),
  };
}

export function removedItem(entry: LedgerEntry): ReportItem {
  const [name = entry.id, type = ''] = splitId(entry.id);
  return {
    file: entry.file,
    line: 1,
    name,
    type,
    id: entry.id,
    action: 'removed',
    message: 'no longer defined here; nothing was deleted',
  };
}

function splitId(id: string): [string, string] {
  const at = id.lastIndexOf('::');
  return at < 0 ? [id, ''] : [id.slice(0, at), id.slice(at + 2)];
}

/**
 * Where the advice to accept a change is read, so it names what works there: the CLI's flag (with
 * `--state github` when the ledger is the branch's), or the Action's input and the CLI beside it.
 */
export type AcceptAdvice = 'cli' | 'cli-github' | 'action';

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
  const fromDefaults = new Map<string, { place: Place; paths: Set<string>; ids: string[] }>();
  const diagnostics: Diagnostic[] = [];
  for (const entry of changed) {
    const places = configFile ? defaultsPlaces(entry, configFile) : undefined;
    if (!places) {
      diagnostics.push(definitionChanged(entry, severity, advice));
      continue;
    }
    const first = places[0]!;
    const key = `${first.place.line}:${first.place.column}`;
    const group = fromDefaults.get(key) ?? { place: first.place, paths: new Set<string>(), ids: [] };
    for (const { path } of places) group.paths.add(path);
    group.ids.push(entry.definition.id);
    fromDefaults.set(key, group);
  }
  for (const { place, paths, ids } of fromDefaults.values()) {
    const fields = [...paths].map((path) => `\`${path}\``).join(', ');
    diagnostics.push({
      ...place,
      severity,
      rule: 'definition.changed-by-defaults',
      path: '',
      message:
        `the config's \`defaults\` (${fields}) changed ${countOf(ids.length, 'metric')} created earlier (${idList(ids)}); ` +
        'their definition files are unchanged, and the Console API cannot update a metric. ' +
        `Make the same change in the console and ${acceptHow(advice, ids)}, or undo this default.`,
    });
  }
  return diagnostics;
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
  const what = diff
    ? ` (${diff
        .map((change) => change.path)
        .slice(0, NAMED_IDS)
        .join(', ')}${diff.length > NAMED_IDS ? ` and ${diff.length - NAMED_IDS} more` : ''})`
    : ' (which fields is unknown: it was recorded before the ledger kept definitions)';
  return {
    file: definition.file,
    line: definition.line,
    column: definition.column,
    severity,
    rule: 'definition.changed',
    path: '',
    message:
      `\`${definition.id}\` changed since it was created${since}${what}; the Console API cannot update a metric. ` +
      `Make the same change in the console and ${acceptHow(advice, [definition.id])}, or rename it to create a new metric.`,
  };
}

/** The command or input that records an accepted change, where the advice is read. */
function acceptHow(advice: AcceptAdvice, ids: readonly string[]): string {
  const args = ids.length > NAMED_IDS ? '' : ` ${ids.map(shellWord).join(' ')}`;
  const cli = (state: string) => `\`metrics-as-code apply${state} --accept-changes${args}\``;
  switch (advice) {
    case 'cli':
      return `record it with ${cli('')}`;
    case 'cli-github':
      return `record it with ${cli(' --state github')}`;
    case 'action':
      return (
        `run this workflow (workflow_dispatch) with the input \`accept-changes: ${ids.length > NAMED_IDS ? 'all' : ids.join(', ')}\` ` +
        `(or from a clone: ${cli(' --state github')})`
      );
  }
}

/** An id as one shell word: quoted when it holds anything but the usual name characters. */
function shellWord(id: string): string {
  return /^[\w:.@%+=-]+$/.test(id) ? id : `'${id.replace(/'/g, "'\\''")}'`;
}

function idList(ids: readonly string[]): string {
  const named = ids.slice(0, NAMED_IDS).map((id) => `\`${id}\``);
  return ids.length > NAMED_IDS ? `${named.join(', ')} and ${ids.length - NAMED_IDS} more` : named.join(', ');
}

function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function removedDiagnostic(entry: LedgerEntry): Diagnostic {
  return {
    file: entry.file,
    line: 1,
    column: 1,
    severity: 'warning',
    rule: 'definition.removed',
    path: '',
    message:
      `\`${entry.id}\` was created by this repository and is no longer defined; nothing was deleted ` +
      '(the Console API cannot delete): archive it in the console if that was the intent.',
  };
}
