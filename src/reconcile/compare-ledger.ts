// Pure planning: each definition against the ledger, and the diagnostics that say what to do.

import { splitMetricId } from '../contract/console-api.js';
import { referencesOf } from '../definitions/catalogue.js';
import { isValidIdentity } from '../definitions/schema.js';
import type { LoadedDefinition } from '../definitions/validate.js';
import { compareNames, type Diagnostic, someOf } from '../diagnostics/finding.js';
import type { FieldChange, ItemAction, ReportItem } from '../report/model.js';
import { fieldDiff } from './field-diff.js';
import { compareRecorded, definitionHash } from './hash.js';
import type { Ledger, LedgerEntry } from './ledger.js';
import { reportItem } from './validation-report.js';

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

/** A removed metric; `unsure`: only a claim records it (its create had no answer), so it may not exist. */
export type RemovedEntry = LedgerEntry & { unsure?: true };

export interface Plan {
  planned: PlannedDefinition[];
  removed: RemovedEntry[];
  /** The warning that errors may hide recorded metrics not found: then none is removed. */
  unread: Diagnostic[];
}

/** The rules of a file not read whole; a count of a file's many problems is not one. */
const UNREAD = /^(yaml\.|file\.(?!more-problems))/;

export function classify(
  definitions: readonly LoadedDefinition[],
  ledger: Ledger,
  diagnostics: readonly Diagnostic[] = [],
): Plan {
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
  const missing: RemovedEntry[] = [...Object.values(ledger.metrics), ...unsettledClaims(ledger)]
    .filter((entry) => !present.has(entry.id))
    .sort((a, b) => compareNames(a.id, b.id));
  // A syntax error, a file refused, or a definition whose name or type is wrong (missing, or not
  // valid) may hide a metric, also one moved there from its recorded file: while the tree has one,
  // nothing is removed.
  const unreadFiles = new Set([
    ...diagnostics.filter((d) => d.severity === 'error' && UNREAD.test(d.rule)).map((d) => d.file),
    ...definitions
      .filter((d) => !d.valid && !ledger.metrics[d.id] && !isValidIdentity(d.name, d.type))
      .map((d) => d.file),
  ]);
  if (unreadFiles.size === 0) return { planned, removed: missing, unread: [] };
  const unread = missing.length > 0 ? [unreadDiagnostic(missing, [...unreadFiles].sort())] : [];
  return { planned, removed: [], unread };
}

/**
 * Claims of ids the ledger does not record: each a create sent without an answer, whose metric may
 * exist. While the tree defines it, the next apply settles it; once it is removed, only this tells.
 */
function unsettledClaims(ledger: Ledger): RemovedEntry[] {
  return Object.entries(ledger.pending ?? {})
    .filter(([id]) => !ledger.metrics[id])
    .map(([id, claim]) => ({
      id,
      hash: claim.hash,
      file: claim.file,
      createdAt: claim.startedAt,
      unsure: true,
    }));
}

/** The recorded metrics not found while errors may hide them, in one warning at the first's file. */
function unreadDiagnostic(missing: readonly LedgerEntry[], unreadFiles: readonly string[]): Diagnostic {
  const one = missing.length === 1;
  const ids = someOf(
    missing.map((entry) => `\`${entry.id}\``),
    'metrics',
  );
  const files = someOf(
    unreadFiles.map((file) => `\`${file}\``),
    'files',
  );
  return {
    file: missing[0]!.file,
    line: 1,
    column: 1,
    severity: 'warning',
    rule: 'definition.unread',
    path: '',
    message: `${ids} ${one ? 'is' : 'are'} recorded in the ledger but not found while ${files} ${unreadFiles.length === 1 ? 'has' : 'have'} errors (see them), which may hide ${one ? 'it' : 'them'}: not counted as removed until those are fixed.`,
  };
}

export function itemOf(planned: PlannedDefinition): ReportItem {
  const item = reportItem(planned.definition, planned.action);
  if (planned.diff) item.diff = planned.diff;
  return item;
}

export function removedItem(entry: RemovedEntry): ReportItem {
  const [name = entry.id, type = ''] = splitMetricId(entry.id);
  return {
    file: entry.file,
    line: 1,
    name,
    type,
    id: entry.id,
    action: 'removed',
    message: entry.unsure
      ? 'may be in the Console (its create had no answer); no longer defined here'
      : 'no longer defined here; nothing was deleted',
  };
}

/** Each metric id the tree's composites name, with the definitions that name it. */
export type ComponentUsers = ReadonlyMap<string, readonly LoadedDefinition[]>;

export function componentUsers(planned: readonly PlannedDefinition[]): ComponentUsers {
  const users = new Map<string, LoadedDefinition[]>();
  for (const { definition } of planned) {
    for (const { id } of referencesOf(definition.body)) {
      const list = users.get(id);
      if (list) list.push(definition);
      else users.set(id, [definition]);
    }
  }
  return users;
}

/** `still a component of \`x::composite\` (file:line)`, or undefined when nothing names `id`. */
export function usedBy(id: string, users: ComponentUsers): string | undefined {
  const list = users.get(id);
  if (!list) return undefined;
  const named = list.slice(0, 3).map((d) => `\`${d.id}\` (${d.file}:${d.line})`);
  return `still a component of ${someOf(named, '', list.length)}`;
}

/** What a new metric id shares with the removed one it takes the place of, and what changed. */
const NEW_IDENTITY = [
  { rule: 'definition.renamed', kept: 'type', changed: 'name', said: 'rename a metric' },
  { rule: 'definition.retyped', kept: 'name', changed: 'type', said: 'change the type of a metric' },
] as const;

/**
 * A create and a removed metric of the same file that share a type (or a name), one of each: a
 * rename (or a new type), which the Console API cannot do, so the merge creates a second metric.
 * Said at the field that changed.
 */
export function renameDiagnostics(plan: Pick<Plan, 'planned' | 'removed'>): Diagnostic[] {
  const creates = plan.planned.filter((entry) => entry.action === 'create');
  return NEW_IDENTITY.flatMap((identity) => {
    const part = identity.kept === 'name' ? 0 : 1;
    const news = byPlace(creates, ({ definition }) => [definition.file, splitMetricId(definition.id)[part]]);
    const olds = byPlace(plan.removed, (entry) => [entry.file, splitMetricId(entry.id)[part]]);
    return [...olds].flatMap(([at, removed]) => {
      const created = news.get(at) ?? [];
      if (removed.length !== 1 || created.length !== 1) return [];
      return [newIdentity(created[0]!.definition, removed[0]!.id, identity)];
    });
  });
}

function newIdentity(
  definition: LoadedDefinition,
  oldId: string,
  { rule, kept, changed, said }: (typeof NEW_IDENTITY)[number],
): Diagnostic {
  const place = definition.locate([changed]);
  return {
    file: definition.file,
    line: place.line,
    column: place.column,
    severity: 'warning',
    rule,
    path: changed,
    message: `\`${definition.id}\` reads as a new ${changed} for \`${oldId}\` (same file and ${kept}, no longer defined): the Console API cannot ${said}, so the merge creates a new one and leaves the old one as it is. To keep the metric, keep its ${changed}; to replace it, archive the old one in the console and accept its removal.`,
  };
}

/** `items` by their file and one part of their id. */
function byPlace<T>(items: readonly T[], place: (item: T) => [file: string, part: string]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = place(item).join('\n');
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
