// The YAML reader's own diagnostics: a repeated key, aliases past the limit, nesting too deep, and
// the count of what is past the cap.
import { type Diagnostic, excerpt, MAX_PLACED_PER_DOCUMENT } from './finding.js';
import { diagnosticAt, moreProblems, placeOffset } from './locate.js';
import {
  type Lines,
  MAX_ALIAS_COUNT,
  MAX_ALIASES_PER_DOCUMENT,
  MAX_NESTING,
  type YamlNode,
} from './yaml-tree.js';

export interface Placing {
  file: string;
  lineCounter: Lines;
}

const REPEATED_KEY_RULE = 'yaml.duplicate-key';
/** The rule of what the YAML parser warns of (passed on as they are). */
export const YAML_WARNING_RULE = 'yaml.warning';

/**
 * A key at `offset` that repeats the one at `first` in the same mapping; `restarts` when it is
 * the document's first key again, at its top: another document begun without its `---`.
 */
interface RepeatedKey {
  offset: number;
  first: number;
  restarts?: true;
}

/**
 * Every key of the tree that repeats one before it in the same mapping, mapping by mapping as they
 * start (the order the parser meets them in). Only a key read as a string can repeat one. At the
 * top, the repeats from the first key's own on are one mistake, said once.
 */
function repeatedKeys(root: YamlNode | null): RepeatedKey[] {
  const found: RepeatedKey[] = [];
  const visit = (node: YamlNode | null): void => {
    if (node?.kind === 'seq') for (const item of node.items) visit(item);
    if (node?.kind !== 'map') return;
    const seen = new Map<string, number>();
    const opening = node === root ? node.items[0]?.name : undefined;
    for (const { key, name } of node.items) {
      if (key?.kind !== 'scalar' || name === undefined) continue;
      const first = seen.get(name);
      if (first === undefined) seen.set(name, key.start);
      else if (name !== opening) found.push({ offset: key.start, first });
      else {
        found.push({ offset: key.start, first, restarts: true });
        break;
      }
    }
    for (const item of node.items) {
      visit(item.key);
      visit(item.value);
    }
  };
  visit(root);
  return found;
}

/**
 * The repeated keys that fit in `room`, placed in the order given, and how many did not fit: a
 * file of 100,000 repeats is one mistake made often, so only what is shown is made.
 */
function repeatedKeyDiagnostics(
  placing: Placing,
  text: string,
  repeats: readonly RepeatedKey[],
  room: number,
): { shown: Diagnostic[]; hidden: number } {
  const fit = Math.max(0, Math.min(room, repeats.length));
  const shown = repeats.slice(0, fit).map((repeat) => repeatedKey(placing, text, repeat));
  return { shown, hidden: repeats.length - fit };
}

function repeatedKey(placing: Placing, text: string, { offset, first, restarts }: RepeatedKey): Diagnostic {
  const firstLine = placeOffset(placing, first).line;
  const key = excerpt(keyAt(text, offset));
  const message = restarts
    ? `duplicate key \`${key}\`: it begins this document on line ${firstLine}; if another one starts on line ${placeOffset(placing, offset).line}, put a \`---\` line above it (one per YAML document)`
    : `duplicate key \`${key}\`: it is already set on line ${firstLine}, and a key may appear only once in a mapping (the later value would silently win)`;
  return diagnosticAt(placing, offset, 'error', REPEATED_KEY_RULE, message);
}

/**
 * A document refused for its aliases, placed at its first: too many written (past
 * MAX_ALIASES_PER_DOCUMENT), or one anchor expanded too often (past MAX_ALIAS_COUNT).
 */
export function aliasLimitDiagnostic(
  placing: Placing,
  offset: number,
  tooMany: 'aliases' | 'expansions',
): Diagnostic {
  const message =
    tooMany === 'aliases'
      ? `more than ${MAX_ALIASES_PER_DOCUMENT} aliases in one document: write the values out instead, or split the document at \`---\``
      : `aliases expand to too much data (more than ${MAX_ALIAS_COUNT} expansions): write the values out instead`;
  return diagnosticAt(placing, offset, 'error', 'yaml.alias-limit', message);
}

/** Nesting too deep to read, at `offset`: where the first collection past MAX_NESTING starts. */
export function tooDeepDiagnostic(placing: Placing, offset: number): Diagnostic {
  const message = `nesting is too deep to read (more than ${MAX_NESTING} levels, where a definition or the config needs a few): look here for a bracket left open or indentation that runs on`;
  return diagnosticAt(placing, offset, 'error', 'yaml.too-deep', message);
}

/**
 * The first hundred problems of a document, and one that counts the rest, with `hiddenErrors`
 * (errors counted but never made), placed at `start`.
 */
function capped(placing: Placing, start: number, diagnostics: Diagnostic[], hiddenErrors = 0): Diagnostic[] {
  const rest = diagnostics.slice(MAX_PLACED_PER_DOCUMENT);
  const count = rest.length + hiddenErrors;
  if (count === 0) return diagnostics;
  const severity = hiddenErrors > 0 || rest.some((d) => d.severity === 'error') ? 'error' : 'warning';
  return [
    ...diagnostics.slice(0, MAX_PLACED_PER_DOCUMENT),
    moreProblems(placing, start, count, severity, 'YAML problems in this document'),
  ];
}

/**
 * A document's complaints: `first` (the parser's first error), then the tree's repeated keys
 * before it as far as the cap leaves room, then `last` (the parser's warnings); past the cap, the
 * rest are counted at `start`.
 */
export function documentComplaints(
  placing: Placing,
  text: string,
  contents: YamlNode | null,
  start: number,
  first: readonly Diagnostic[] = [],
  last: readonly Diagnostic[] = [],
  /** Where the parser's first error is: a repeat after it is the tree it recovered, not the text. */
  errorAt = Number.POSITIVE_INFINITY,
): Diagnostic[] {
  const repeats = repeatedKeys(contents).filter(({ offset }) => offset < errorAt);
  if (repeats.length === 0 && first.length === 0 && last.length === 0) return [];
  const room = MAX_PLACED_PER_DOCUMENT - first.length;
  const { shown, hidden } = repeatedKeyDiagnostics(placing, text, repeats, room);
  return capped(placing, start, [...first, ...shown, ...last], hidden);
}

/** The key written at `offset` (the parser's range covers only its first character). */
function keyAt(text: string, offset: number): string {
  const end = text.indexOf('\n', offset);
  const line = text.slice(offset, end < 0 ? undefined : end);
  const quoted = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*')/.exec(line);
  if (quoted) return quoted[1]!;
  const plain = /^(.*?)\s*:(?:\s|$)/.exec(line);
  return (plain ? plain[1]! : line).trim();
}
