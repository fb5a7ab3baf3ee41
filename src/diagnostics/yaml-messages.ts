// Diagnostics both YAML readers give in the same words: a repeated key, and the count of what is
// past the cap.
import { type Diagnostic, MAX_PLACED_PER_DOCUMENT } from './finding.js';
import { placeOffset } from './locate.js';
import type { LineIndex } from './yaml-tree.js';

export interface Placing {
  file: string;
  lineCounter: LineIndex;
}

/** A key at `offset` that repeats the one at `firstOffset` in the same mapping. */
export function duplicateKeyDiagnostic(
  placing: Placing,
  text: string,
  offset: number,
  firstOffset: number,
): Diagnostic {
  const firstLine = placeOffset(placing, firstOffset).line;
  return {
    ...placeOffset(placing, offset),
    severity: 'error',
    rule: 'yaml.duplicate-key',
    message: `duplicate key \`${shorten(keyAt(text, offset))}\`: it is already set on line ${firstLine}, and a key may appear only once in a mapping (the later value would silently win)`,
    path: '',
  };
}

/** The first hundred problems of a document, and one that counts the rest, placed at `start`. */
export function capped(placing: Placing, start: number, diagnostics: Diagnostic[]): Diagnostic[] {
  if (diagnostics.length <= MAX_PLACED_PER_DOCUMENT) return diagnostics;
  const rest = diagnostics.slice(MAX_PLACED_PER_DOCUMENT);
  const severity = rest.some((d) => d.severity === 'error') ? 'error' : 'warning';
  return [
    ...diagnostics.slice(0, MAX_PLACED_PER_DOCUMENT),
    moreProblems(placing, start, rest.length, severity),
  ];
}

/** One diagnostic for `count` problems not shown. */
export function moreProblems(
  placing: Placing,
  start: number,
  count: number,
  severity: Diagnostic['severity'],
): Diagnostic {
  return {
    ...placeOffset(placing, start),
    severity,
    rule: 'file.more-problems',
    message: `${count} more YAML problems in this document are not shown: fix the ones above first`,
    path: '',
  };
}

/** The key written at `offset` (the parser's range covers only its first character). */
export function keyAt(text: string, offset: number): string {
  const end = text.indexOf('\n', offset);
  const line = text.slice(offset, end < 0 ? undefined : end);
  const quoted = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*')/.exec(line);
  if (quoted) return quoted[1]!;
  const plain = /^(.*?)\s*:(?:\s|$)/.exec(line);
  return (plain ? plain[1]! : line).trim();
}

export function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
