// Places a field path on the YAML source it came from. Positions are computed only when there is
// something to place, from node offsets the parser keeps anyway, so valid files pay nothing here.
import {
  type Diagnostic,
  dottedPath,
  type FieldPath,
  type Finding,
  MAX_PLACED_PER_FILE,
  sortDiagnostics,
} from './finding.js';
import type { Lines, YamlNode } from './yaml-tree.js';

export interface Place {
  file: string;
  line: number;
  column: number;
}

export type Target = 'key' | 'value';

/** One YAML node tree (a document, or the config's `defaults` mapping) and how to name its offsets. */
export interface NodeSource {
  file: string;
  root: YamlNode | null;
  lineCounter: Lines;
  /** Where to point when nothing under `root` matches (the document's start). */
  fallbackOffset: number;
}

/** A step into a mapping (with the key that names it) or a sequence item. */
interface Entry {
  key?: YamlNode | null;
  value: YamlNode | null;
}

export function placeOffset(source: Pick<NodeSource, 'file' | 'lineCounter'>, offset: number): Place {
  const { line, col } = source.lineCounter.linePos(offset);
  return { file: source.file, line, column: col };
}

/**
 * Where `path` is, first in the definition's own document, then in the config's `defaults` for
 * whatever the definition does not set itself (the deep merge's own rule: mappings merge, the
 * definition wins, anything else is replaced whole). A path that does not exist falls back to its
 * nearest existing parent's key, else to the document start.
 */
export function placeField(
  definition: NodeSource,
  path: FieldPath,
  target: Target,
  defaults?: NodeSource,
): Place {
  let own: YamlNode | null | undefined = definition.root;
  let inherited: YamlNode | null | undefined = defaults?.root;
  let deepest: { source: NodeSource; entry: Entry } | undefined;
  let complete = true;
  for (const segment of path) {
    const ownEntry = childEntry(own, segment);
    const mergesUnder = ownEntry === undefined || ownEntry.value?.kind === 'map';
    const inheritedEntry = mergesUnder ? childEntry(inherited, segment) : undefined;
    const inheritedCounts =
      inheritedEntry !== undefined && (ownEntry === undefined || inheritedEntry.value?.kind === 'map');
    own = ownEntry?.value;
    inherited = inheritedCounts ? inheritedEntry.value : undefined;
    if (ownEntry) deepest = { source: definition, entry: ownEntry };
    else if (inheritedCounts && defaults) deepest = { source: defaults, entry: inheritedEntry };
    else {
      complete = false;
      break;
    }
  }
  if (!deepest) return placeOffset(definition, startOf(definition.root) ?? definition.fallbackOffset);
  return placeEntry(deepest.source, deepest.entry, complete ? target : 'key');
}

function placeEntry(source: NodeSource, entry: Entry, target: Target): Place {
  const keyStart = startOf(entry.key);
  const valueStart = startOf(entry.value);
  const offset = target === 'key' ? (keyStart ?? valueStart) : (valueStart ?? keyStart);
  return placeOffset(source, offset ?? source.fallbackOffset);
}

function childEntry(
  node: YamlNode | null | undefined,
  segment: string | number,
  seen = new Set<YamlNode>(),
): Entry | undefined {
  if (node?.kind === 'map') {
    const name = String(segment);
    // A mapping or list used as a key (`? [a, b]`) has no name in the tree (yaml-documents.ts):
    // a key of that form is placed on the first such key, not on its mapping.
    const pair =
      node.items.find((item) => item.name === name) ??
      (/^[[{]/.test(name) ? node.items.find((item) => item.name === undefined) : undefined);
    if (pair) return { key: pair.key, value: pair.value };
    // A key the mapping takes through `<<:` is where its merge source writes it. Each source is
    // searched once, however many mappings merge it.
    for (const source of node.merged ?? []) {
      if (seen.has(source)) continue;
      seen.add(source);
      const entry = childEntry(source, segment, seen);
      if (entry) return entry;
    }
    return undefined;
  }
  if (node?.kind === 'seq' && typeof segment === 'number') {
    return segment >= 0 && segment < node.items.length ? { value: node.items[segment] ?? null } : undefined;
  }
  return undefined;
}

/** Whether `path` is written under `root` (not inherited, not defaulted). */
export function hasPath(root: YamlNode | null, path: FieldPath): boolean {
  let node: YamlNode | null | undefined = root;
  for (const segment of path) {
    const entry = childEntry(node, segment);
    if (!entry) return false;
    node = entry.value;
  }
  return true;
}

/** A node's first offset; an empty value (`key:` alone) has a zero-width range, which is still a place. */
export function startOf(node: YamlNode | null | undefined): number | undefined {
  return node?.start;
}

/** A finding placed at its field in a YAML document (or on the config's `defaults`). */
export function placeFinding(finding: Finding, source: NodeSource, defaults?: NodeSource): Diagnostic {
  const place = placeField(source, finding.path, finding.target ?? 'value', defaults);
  // Placed in the config: the message says why a definition's problem is found there.
  const message =
    place.file === source.file
      ? finding.message
      : `${finding.message}; it is set in \`defaults\`, which is merged under every definition`;
  return diagnosticOf(place, finding.severity, finding.rule, message, dottedPath(finding.path));
}

/** A diagnostic at `offset` of the source. */
export function diagnosticAt(
  source: Pick<NodeSource, 'file' | 'lineCounter'>,
  offset: number,
  severity: Diagnostic['severity'],
  rule: string,
  message: string,
): Diagnostic {
  return diagnosticOf(placeOffset(source, offset), severity, rule, message);
}

/** A diagnostic at a place already found. */
export function diagnosticOf(
  at: Place,
  severity: Diagnostic['severity'],
  rule: string,
  message: string,
  path = '',
): Diagnostic {
  return { file: at.file, line: at.line, column: at.column, severity, rule, message, path };
}

/** One diagnostic for `count` problems of a document not shown (`what`: which problems). */
export function moreProblems(
  source: Pick<NodeSource, 'file' | 'lineCounter'>,
  offset: number,
  count: number,
  severity: Diagnostic['severity'],
  what: string,
): Diagnostic {
  return diagnosticAt(source, offset, severity, MORE_PROBLEMS, moreMessage(count, what));
}

function moreMessage(count: number, what: string): string {
  return `${count} more ${what} are not shown: fix the ones above first`;
}

const MORE_PROBLEMS = 'file.more-problems';

/** How many problems a diagnostic stands for: one, or the count of a `moreProblems` one. */
function problemsIn(diagnostic: Diagnostic): number {
  if (diagnostic.rule !== MORE_PROBLEMS) return 1;
  return Number(/^\d+/.exec(diagnostic.message)?.[0] ?? 1);
}

/**
 * `finding` placed, as the next of a file's `found` diagnostics; past the file's cap and its first
 * diagnostic (where cappedForFile places the count), a stand-in that is counted and never shown.
 * Placing looks the field up in its mapping and its line up in the file: a file of 40,000
 * definitions with two problems each places 1,001 of them, not 80,000.
 */
export function placeInFile(
  found: readonly Diagnostic[],
  finding: Finding,
  source: NodeSource,
  defaults?: NodeSource,
): Diagnostic {
  if (found.length > MAX_PLACED_PER_FILE) return COUNTED_ONLY[finding.severity];
  return placeFinding(finding, source, defaults);
}

/** What cappedForFile reads of a diagnostic past the cap: its severity, and that it is one problem. */
const countedOnly = (severity: Diagnostic['severity']): Diagnostic =>
  Object.freeze({ file: '', line: 0, column: 0, severity, rule: '', message: '', path: '' });
const COUNTED_ONLY = { error: countedOnly('error'), warning: countedOnly('warning') };

/**
 * Diagnostics of any files, sorted, each file's capped (cappedForFile): what a file's checks, its
 * duplicates and the catalogue's checks found of it, together. A capped list capped again with
 * more counts what it counted before (problemsIn).
 */
export function cappedByFile(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const sorted = sortDiagnostics(diagnostics);
  const capped: Diagnostic[] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start + 1;
    while (end < sorted.length && sorted[end]!.file === sorted[start]!.file) end++;
    // One push at a time: spread into one call, a list this long overflows the stack.
    for (const diagnostic of cappedForFile(sorted.slice(start, end))) capped.push(diagnostic);
    start = end;
  }
  return capped;
}

/**
 * A file's diagnostics, in the order they were found, up to MAX_PLACED_PER_FILE; the rest are
 * counted in one, placed where the first of them was.
 */
export function cappedForFile(diagnostics: Diagnostic[]): Diagnostic[] {
  if (diagnostics.length <= MAX_PLACED_PER_FILE) return diagnostics;
  const shown = diagnostics.slice(0, MAX_PLACED_PER_FILE);
  let count = 0;
  let severity: Diagnostic['severity'] = 'warning';
  for (let i = MAX_PLACED_PER_FILE; i < diagnostics.length; i++) {
    count += problemsIn(diagnostics[i]!);
    if (diagnostics[i]!.severity === 'error') severity = 'error';
  }
  const at = diagnostics[MAX_PLACED_PER_FILE]!;
  shown.push(diagnosticOf(at, severity, MORE_PROBLEMS, moreMessage(count, 'problems in this file')));
  return shown;
}

/**
 * Where each file's cap falls (cappedForFile), known before a later finding is placed: one past
 * it is only counted, so it need not be placed (which may read its document again) nor worded
 * (which may search every name for a "did you mean"). A 1 MB file of 12,000 composites naming
 * metrics made elsewhere placed and worded all 12,000 to show 1,000.
 */
export class FileCaps {
  /** Per file, the lines of its first MAX_PLACED_PER_FILE + 1 diagnostics so far, sorted. */
  private readonly first = new Map<string, number[]>();

  /** `placed`: the diagnostics so far; `defaults`: the config's, whose values are placed in the config. */
  constructor(
    placed: readonly Diagnostic[],
    private readonly defaults: Readonly<Record<string, unknown>>,
  ) {
    for (const diagnostic of placed) this.add(diagnostic);
  }

  add({ file, line }: Diagnostic): void {
    const lines = this.first.get(file) ?? [];
    if (lines.length === 0) this.first.set(file, lines);
    if (lines.length > MAX_PLACED_PER_FILE && line >= lines.at(-1)!) return;
    let at = lines.length;
    while (at > 0 && lines[at - 1]! > line) at--;
    lines.splice(at, 0, line);
    if (lines.length > MAX_PLACED_PER_FILE + 1) lines.pop();
  }

  /**
   * A finding at `path` of the definition that starts at `start`, counted there when it is past
   * its file's cap (neither shown nor where the count stands: MAX_PLACED_PER_FILE + 1 diagnostics
   * lie on lines above the definition); undefined when it must be placed. A value from the
   * config's `defaults` is placed in the config file, under another cap, so it always is.
   */
  counted(
    start: Place,
    path: FieldPath,
    severity: Diagnostic['severity'],
    rule: string,
  ): Diagnostic | undefined {
    if (path.length === 0 || Object.hasOwn(this.defaults, path[0]!)) return undefined;
    const lines = this.first.get(start.file);
    if (lines === undefined || lines.length <= MAX_PLACED_PER_FILE || lines.at(-1)! >= start.line)
      return undefined;
    const { file, line, column } = start;
    return { file, line, column, severity, rule, message: '', path: '' };
  }
}
