// Checks of the catalogue as a whole, after every definition was checked on its own: references
// to other metrics resolve (to the tree, the ledger or the config's `externalMetrics`) and do not
// form cycles, a name is not used with two types, and warehouse-native sources are known ones.
// It runs where the ledger is known (plan and apply) or not (validate), so references recorded
// only in the ledger are resolved when it is there.
import type { RepoConfig } from '../config/schema.js';
import { splitMetricId } from '../contract/console-api.js';
import { type Diagnostic, dottedPath, excerpt, type FieldPath, someOf } from '../diagnostics/finding.js';
import { cappedByFile, FileCaps } from '../diagnostics/locate.js';
import { closest, Suggestions } from '../diagnostics/suggest.js';
import type { LoadedDefinition, ValidationResult } from './validate.js';

type Raw = Record<string, unknown>;

/** A place where a definition names another metric. */
export interface Reference {
  id: string;
  name: string;
  type: string;
  path: FieldPath;
}

/** Every `name::type` a definition names: its composite components. */
export function referencesOf(body: Raw): Reference[] {
  const list = Array.isArray(body.metricComponentMetrics) ? body.metricComponentMetrics : [];
  return list.flatMap((entry, i): Reference[] => {
    const item = entry as Raw | null;
    if (typeof item?.name !== 'string' || typeof item.type !== 'string') return [];
    return [
      {
        id: `${item.name}::${item.type}`,
        name: item.name,
        type: item.type,
        path: ['metricComponentMetrics', i],
      },
    ];
  });
}

/** The validation with the catalogue's diagnostics added; a definition with an error is invalid. */
export function withCatalogueChecks(
  validation: ValidationResult,
  ledgerIds: readonly string[] = [],
): ValidationResult {
  const { config, definitions } = validation;
  const caps = new FileCaps(validation.diagnostics, config.defaults);
  const known = knownIds(definitions, config, ledgerIds);
  const byName = idsByName(known);
  const found = [
    ...referenceDiagnostics(caps, definitions, { known, byName, withLedger: ledgerIds.length > 0 }),
    ...sameNameDiagnostics(caps, definitions),
    ...sourceDiagnostics(caps, definitions, config),
  ];
  const typed = withComponentTypes(validation.diagnostics, definitions, byName);
  if (found.length === 0) return { ...validation, diagnostics: typed };
  const failing = new Set(found.filter((d) => d.severity === 'error').map((d) => d.owner));
  const checked = definitions.map((definition) =>
    failing.has(definition) ? { ...definition, valid: false } : definition,
  );
  // A file's problems found here count against its cap too (cappedByFile).
  const diagnostics = cappedByFile([...typed, ...found.map(({ owner: _, ...d }) => d)]);
  return { ...validation, definitions: checked, diagnostics };
}

/** The ids a reference may name: the tree's, the config's externalMetrics, the ledger's. */
function knownIds(
  definitions: readonly LoadedDefinition[],
  config: RepoConfig,
  ledgerIds: readonly string[],
): Set<string> {
  const inTree = definitions.flatMap((definition) => (definition.id ? [definition.id] : []));
  return new Set([...inTree, ...config.externalMetrics, ...ledgerIds]);
}

/**
 * Untyped components placed and worded in a run when the catalogue does not know their name with
 * one type: a mistake among the first few; past them, each would cost a placing and a search.
 */
const OTHER_COMPONENTS = 50;

/**
 * A component written by its name alone (`- name: orders_total`, or `- orders_total`): the schema
 * says its type is required, and the message says which type the catalogue knows that name with
 * (one, several, or none: then the name it may have meant).
 */
function withComponentTypes(
  diagnostics: readonly Diagnostic[],
  definitions: readonly LoadedDefinition[],
  byName: ReadonlyMap<string, readonly string[]>,
): Diagnostic[] {
  const hints = new Map<string, (message: string) => string>();
  let names: Suggestions | undefined;
  let others = 0;
  for (const definition of definitions) {
    const list = definition.body.metricComponentMetrics;
    if (!Array.isArray(list)) continue;
    list.forEach((entry: Raw | string | null, i) => {
      const bare = typeof entry === 'string';
      const name = bare ? entry : entry?.type === undefined ? entry?.name : undefined;
      if (typeof name !== 'string') return;
      const types = (byName.get(name) ?? []).map((id) => excerpt(splitMetricId(id)[1]));
      if (types.length !== 1 && (bare || ++others > OTHER_COMPONENTS)) return;
      const { file, line, column } = definition.locate(['metricComponentMetrics', i]);
      const where = `${file}:${line}:${column}:metricComponentMetrics.${i}`;
      const [type] = types;
      if (bare) {
        hints.set(`schema.type:${where}`, (m) => m.replace('type: …}', `type: ${type}}`));
        return;
      }
      const named = `\`${excerpt(name)}\``;
      names ??= types.length === 0 ? new Suggestions([...byName.keys()]) : undefined;
      const hint =
        types.length === 1
          ? `${named} is a \`${type}\` in this catalogue, so write \`type: ${type}\``
          : types.length > 1
            ? `${named} has the types ${types.map((t) => `\`${t}\``).join(' and ')} in this catalogue: write the one meant, as \`type: ${type}\``
            : notDefined(named, names?.closest(name));
      hints.set(`schema.required:${where}.type`, (m) => `${m}: ${hint}`);
    });
  }
  return diagnostics.map((d) => {
    const hint = hints.get(`${d.rule}:${d.file}:${d.line}:${d.column}:${d.path}`);
    return hint ? { ...d, message: hint(d.message) } : d;
  });
}

/** A component's name no definition has: a misspelling, or a metric made in the console. */
function notDefined(named: string, meant: string | undefined): string {
  const start = `${named} is not defined in this catalogue`;
  if (meant !== undefined) return `${start}: did you mean \`${excerpt(meant)}\`?`;
  return `${start}: write the type it was made with (\`type: …\`), and list it in the config's externalMetrics`;
}

type Owned = Diagnostic & { owner: LoadedDefinition };

/**
 * A finding at `path` in `definition`, placed and worded (`message`) unless it is past its file's
 * cap: then it is only counted, at the definition's start (FileCaps).
 */
function at(
  caps: FileCaps,
  definition: LoadedDefinition,
  path: FieldPath,
  rule: string,
  severity: Diagnostic['severity'],
  message: () => string,
): Owned {
  const counted = caps.counted(definition, path, severity, rule);
  if (counted) return { ...counted, owner: definition };
  const placed = { ...definition.locate(path), severity, rule, message: message(), path: dottedPath(path) };
  caps.add(placed);
  return { ...placed, owner: definition };
}

function referenceDiagnostics(
  caps: FileCaps,
  definitions: readonly LoadedDefinition[],
  {
    known,
    byName,
    withLedger,
  }: { known: ReadonlySet<string>; byName: ReadonlyMap<string, readonly string[]>; withLedger: boolean },
): Owned[] {
  const names = new Suggestions([...byName.keys()]);
  const cyclic = cyclicIds(definitions);
  const found: Owned[] = [];
  for (const definition of definitions) {
    for (const reference of referencesOf(definition.body)) {
      const { id, path } = reference;
      const inCycle = cyclic.has(definition.id) && cyclic.get(definition.id) === cyclic.get(id);
      const cycle =
        id === definition.id
          ? `\`${excerpt(id)}\` names itself as a component`
          : inCycle
            ? `\`${excerpt(definition.id)}\` and \`${excerpt(id)}\` are components of each other (a cycle): one of them must not name the other`
            : undefined;
      if (cycle) found.push(at(caps, definition, path, 'reference.cycle', 'error', () => cycle));
      else if (!known.has(id))
        found.push(
          at(caps, definition, [...path, 'name'], 'reference.unknown', 'error', () =>
            unknownMessage(reference, byName, names, withLedger),
          ),
        );
    }
  }
  return found;
}

/** The known ids by metric name, in the order they are known (one pass, for every message). */
function idsByName(known: ReadonlySet<string>): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const id of known) {
    const [name] = splitMetricId(id);
    const ids = byName.get(name);
    if (ids) ids.push(id);
    else byName.set(name, [id]);
  }
  return byName;
}

/** `names`: byName's keys, for a "did you mean". */
function unknownMessage(
  reference: Reference,
  byName: ReadonlyMap<string, readonly string[]>,
  names: Suggestions,
  ledgerRead: boolean,
): string {
  const where = `defined in the tree${ledgerRead ? ', recorded in the ledger' : ''} or listed in the config's externalMetrics`;
  const sameName = byName.get(reference.name) ?? [];
  if (sameName.length > 0) {
    const types = sameName.map((id) => id.slice(reference.name.length + 2));
    // `event_count` for `event_count_custom`: the type it shortens, else the nearest by spelling.
    const { type } = reference;
    const meant =
      types.find((other) => other.includes(type) || type.includes(other)) ??
      closest(type, types) ??
      types[0]!;
    const listed = types.map((other) => `\`${other}\``).join(' or ');
    return `no metric \`${reference.id}\` is ${where}: \`${reference.name}\` is defined as ${listed}; write \`type: ${meant}\``;
  }
  const nearest = names.closest(reference.name);
  const hint = nearest ? ` (did you mean \`${byName.get(nearest)!.at(-1)}\`?)` : '';
  return `no metric \`${reference.id}\` is ${where}${hint}; a metric made in the console goes in externalMetrics`;
}

/** Ids on a cycle of references within the tree, each mapped to its cycle (strongly connected component). */
function cyclicIds(definitions: readonly LoadedDefinition[]): Map<string, number> {
  // Only metrics that refer to others: one that refers to none is on no cycle.
  const edges = new Map<string, string[]>();
  for (const definition of definitions) {
    if (!definition.id) continue;
    const targets = referencesOf(definition.body).map((r) => r.id);
    if (targets.length > 0) edges.set(definition.id, targets);
    else edges.delete(definition.id); // the last of two with one id stands, as it always has
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const component = new Map<string, number>();
  let counter = 0;
  let components = 0;
  // Tarjan's algorithm, iterative so a long chain of composites cannot overflow the stack.
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ id: string; next: number }> = [{ id: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const targets = edges.get(frame.id) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!edges.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ id: target, next: 0 });
        } else if (onStack.has(target)) low.set(frame.id, Math.min(low.get(frame.id)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.id, Math.min(low.get(parent.id)!, low.get(frame.id)!));
      if (low.get(frame.id) !== index.get(frame.id)) continue;
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.id);
      if (members.length > 1) {
        for (const id of members) component.set(id, components);
        components++;
      }
    }
  }
  return component;
}

/** The same name with two types: two catalogue entries that read alike (a warning at each). */
function sameNameDiagnostics(caps: FileCaps, definitions: readonly LoadedDefinition[]): Owned[] {
  const byName = new Map<string, LoadedDefinition[]>();
  for (const definition of definitions) {
    if (!definition.id) continue;
    const group = byName.get(definition.name);
    if (group) group.push(definition);
    else byName.set(definition.name, [definition]);
  }
  const found: Owned[] = [];
  for (const group of byName.values()) {
    // Per type, how many and the first three places: a group of 5,000 copies is not walked per copy.
    const byType = new Map<string, { count: number; first: string[] }>();
    for (const other of group) {
      const entry = byType.get(other.type) ?? { count: 0, first: [] };
      entry.count++;
      if (entry.first.length < 3) entry.first.push(`\`${other.type}\` at ${other.file}:${other.line}`);
      byType.set(other.type, entry);
    }
    if (byType.size < 2) continue;
    for (const definition of group) {
      const message = () => {
        const others = [...byType].filter(([type]) => type !== definition.type).map(([, entry]) => entry);
        const total = others.reduce((sum, entry) => sum + entry.count, 0);
        const named = someOf(
          others.flatMap((entry) => entry.first),
          'places',
          total,
        );
        return `\`${excerpt(definition.name)}\` is also defined as ${named}: two metrics that read alike; give one another name`;
      };
      found.push(at(caps, definition, ['name'], 'definition.same-name', 'warning', message));
    }
  }
  return found;
}

/** With `knownMetricSources` in the config, every warehouse-native source named must be one. */
function sourceDiagnostics(
  caps: FileCaps,
  definitions: readonly LoadedDefinition[],
  config: RepoConfig,
): Owned[] {
  if (!config.knownMetricSources) return [];
  const known = new Set(config.knownMetricSources);
  const suggestions = new Suggestions(config.knownMetricSources);
  const found: Owned[] = [];
  for (const definition of definitions) {
    for (const { name, path } of sourceNames(definition.body)) {
      if (known.has(name)) continue;
      const message = () => {
        const match = suggestions.closest(name);
        return `metric source \`${excerpt(name)}\` is not in the config's knownMetricSources${match ? ` (did you mean \`${match}\`?)` : ''}`;
      };
      found.push(at(caps, definition, path, 'whn.unknown-source', 'error', message));
    }
  }
  return found;
}

function* sourceNames(body: Raw): Generator<{ name: string; path: FieldPath }> {
  const whn = body.warehouseNative as Raw | undefined;
  if (typeof whn !== 'object' || whn === null) return;
  for (const key of ['metricSourceName', 'denominatorMetricSourceName'] as const) {
    if (typeof whn[key] === 'string') yield { name: whn[key], path: ['warehouseNative', key] };
  }
  for (const key of ['metricSources', 'funnelEvents', 'components'] as const) {
    const list = Array.isArray(whn[key]) ? whn[key] : [];
    for (const [i, item] of list.entries()) {
      const name = (item as Raw | null)?.metricSourceName;
      if (typeof name === 'string') yield { name, path: ['warehouseNative', key, i, 'metricSourceName'] };
    }
  }
}
