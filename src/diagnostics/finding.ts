// A finding: a diagnostic with a rule id, a message a user can act on and a place (file:line:col),
// and the caps and order every list of them follows.

type Severity = 'error' | 'warning';

/** A path into a definition, as zod and the service's `errors[].property` name it. */
export type FieldPath = ReadonlyArray<string | number>;

/** Problems placed per document (YAML's and the definition's, each); the rest are counted in one. */
export const MAX_PLACED_PER_DOCUMENT = 100;

/**
 * Problems placed per file, whatever its documents: a file of 170,000 tiny documents is one
 * mistake made often, and its list stays readable (and bounded). The rest are counted in one.
 */
export const MAX_PLACED_PER_FILE = 1_000;

/**
 * One broken rule in one definition, before it is placed in a file.
 * `target` says whether the key or its value is at fault (an unknown key points at the key).
 */
export interface Finding {
  rule: string;
  severity: Severity;
  path: FieldPath;
  message: string;
  target?: 'key' | 'value';
}

/** A finding placed in a file: what every renderer shows (README.md ("The CLI")). */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  severity: Severity;
  rule: string;
  message: string;
  path: string;
}

/**
 * A value of a definition as text, for a message or a lookup, never throwing: a mapping or a list
 * is named by its kind (String() of `{toString: 1}` throws, and a body is anyone's to write).
 */
export function asText(value: unknown): string {
  if (isScalar(value)) return String(value);
  return Array.isArray(value) ? 'a list' : 'a mapping';
}

/** Not a mapping or a list: String() of it cannot throw. */
export function isScalar(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

export type PlainObject = Record<string, unknown>;

/** A mapping: an object that is not a list. */
export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What a person wrote, as a message quotes it: cut at 60 characters, so a key or a value of 100,000
 * characters makes a message a person can read, not one as long as the file. A character that
 * shows as nothing or as a plain space is written out (`na\u200bme`): else "unknown key `name`,
 * did you mean `name`?".
 */
export function excerpt(text: string): string {
  return writtenOut(text.length > 60 ? `${text.slice(0, 60)}…` : text, HIDDEN);
}

/** `text` with each of `chars` (a global pattern) written as its escape, `\u200b`. */
export function writtenOut(text: string, chars: RegExp): string {
  return text.replace(chars, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * `text` without the run of `char` it ends with (`/\.+$/` would cost the square of a long run
 * that does not end the text, and a server's message or a pull request's path may hold one).
 */
export function withoutTrailing(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return text.slice(0, end);
}

/** Soft hyphen, zero-width and direction marks, word joiner, invisible operators, BOM. */
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/g;
/** Those and the no-break space, which shows as a plain one. */
const HIDDEN = /[\u00a0\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/g;

/**
 * `text` without the characters that show as nothing: no id, handle or URL holds one, and text
 * copied from a report does (report/inert.ts breaks every `@` and `://` with a zero-width space).
 */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** `a ratio metric`, `an event_user metric`, `a user_warehouse metric` (said "you"). */
export function aMetric(type: string): string {
  return `${/^[aeio]/i.test(type) ? 'an' : 'a'} ${type} metric`;
}

/**
 * Places (or names) in a message: the first `limit` and how many more (`… and 2 more places`), so
 * that 5,000 copies of one definition do not each list the other 4,999.
 */
export function someOf(items: readonly string[], what = '', total = items.length, limit = 3): string {
  const shown = items.slice(0, limit);
  const more = total - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more${what && ` ${what}`}` : shown.join(', ');
}

/** `warehouseNative.metricSources.0.criteria.1.type`, the service's spelling of a path. */
export function dottedPath(path: FieldPath): string {
  return path.join('.');
}

/**
 * A path as text back to its parts: `warehouseNative.metricSources.0.criteria[1].type` →
 * `['warehouseNative', 'metricSources', 0, 'criteria', 1, 'type']` (the service's spelling and
 * the field diff's both read).
 */
export function parseFieldPath(text: string): FieldPath {
  if (!text) return [];
  return text
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((segment) => segment.length > 0)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** Code-unit order, the same on every machine (no locale). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

let collator: Intl.Collator | undefined;

/**
 * Names in the order a reader expects them, the numbers in them by value: `m_2` before `m_10`.
 * The collator is made on first use: building it costs every start, and most runs never sort names.
 */
export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { numeric: true });
  return collator.compare(a, b);
}

/** Diagnostics in the order a reader meets them: by file, then line, then column. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column,
  );
}

/** A finding about a whole file (placed at its start): unreadable, not a definition file. */
export function fileDiagnostic(
  file: string,
  severity: Diagnostic['severity'],
  rule: string,
  message: string,
): Diagnostic {
  return { file, line: 1, column: 1, severity, rule, message, path: '' };
}
