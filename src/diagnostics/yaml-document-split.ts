// One big document that the fast reader declined, read in two pieces: its top-level keys before
// the place it declined are read fast (yaml-fast.ts), the rest fully (yaml-full.ts), and the two
// readings are joined into the one the full reader gives the whole document: the tree, the first
// error, the repeated keys and the data. The `yaml` package takes over a second on a 1 MB
// document with a syntax error at its end; this takes a fifth of that. Only where the pieces
// cannot touch: no anchor or alias anywhere in the document, no `<<` merge or `__proto__` at its
// top level, and nothing from the full reader but one error and repeated keys.
// test/diagnostics/yaml-documents.test.ts holds the joined reading to the full reader's.
import type { Diagnostic } from './finding.js';
import { readYamlFast } from './yaml-fast.js';
import { PARSER_ERROR_RULES, parseYamlFully } from './yaml-full.js';
import { documentComplaints, type Placing, REPEATED_KEY_RULE } from './yaml-messages.js';
import {
  type LineIndex,
  MERGE_KEY_NAME,
  type ParsedYaml,
  shiftTree,
  type YamlDocument,
  type YamlMap,
} from './yaml-tree.js';

const ERROR_RULES: ReadonlySet<string> = new Set(Object.values(PARSER_ERROR_RULES));

/**
 * text[start, end), one document the fast reader declined at `at`, read in two pieces; undefined
 * when they could touch, and the document is read fully instead.
 */
export function readDocumentAround(
  file: string,
  text: string,
  span: { start: number; end: number; at: number },
  lines: LineIndex,
): ParsedYaml | undefined {
  const doc = text.slice(span.start, span.end);
  if (/[&*]/.test(doc)) return undefined;
  const cut = keyLineBefore(doc, span.at - span.start);
  if (cut === undefined) return undefined;
  const head = readYamlFast(file, doc.slice(0, cut), lines.shifted(span.start));
  if ('declined' in head || head.documents.length !== 1) return undefined;
  const tail = parseYamlFully(file, doc.slice(cut), lines.shifted(span.start + cut));
  if (tail.streamErrors.length > 0 || tail.documents.length !== 1) return undefined;
  const placing = { file, lineCounter: lines.shifted(span.start) };
  const document = joined(placing, doc, head.documents[0]!, tail.documents[0]!, cut);
  return document && { file, lineCounter: lines, documents: [document], streamErrors: [] };
}

/**
 * The start of the last line that starts a plain key at the left margin, at or before the line
 * of `at`, or before it when `at` starts a line: a list left open on one line is found when the
 * next one starts.
 */
function keyLineBefore(doc: string, at: number): number | undefined {
  for (let i = doc.lastIndexOf('\n', at - 2); i > 0; i = doc.lastIndexOf('\n', i - 1)) {
    if (/[A-Za-z_]/.test(doc[i + 1] ?? '')) return i + 1;
  }
  return undefined;
}

function joined(
  placing: Placing,
  doc: string,
  head: YamlDocument,
  tail: YamlDocument,
  cut: number,
): YamlDocument | undefined {
  const first = head.contents;
  const rest = tail.contents;
  if (first?.kind !== 'map' || rest?.kind !== 'map' || rest.start !== 0) return undefined;
  if (first.start > 0 && doc[first.start - 1] !== '\n') return undefined;
  if (touching(first) || touching(rest) || rest.items.some((item) => item.name === '__proto__'))
    return undefined;
  const error = tailError(tail.diagnostics);
  if (error === undefined) return undefined;
  const data = joinedData(head, tail);
  if (data === undefined) return undefined;
  shiftTree(rest, cut);
  const contents: YamlMap = { kind: 'map', start: first.start, items: [...first.items, ...rest.items] };
  const diagnostics = documentComplaints(placing, doc, contents, contents.start, error ? [error] : []);
  // The end is where the full reader ends the document, which after some errors is not the text's end.
  const end = cut + tail.end;
  return { start: 0, end, contents, diagnostics, plain: () => ({ ok: true, value: data }) };
}

/** A `<<` merge at the top level reaches across the cut. */
function touching(map: YamlMap): boolean {
  return map.items.some((item) => item.name === MERGE_KEY_NAME);
}

/**
 * The rest's one error (null when it has none), when that and its repeated keys are all the full
 * reader says of it; undefined for anything else (a warning, a count past the cap).
 */
function tailError(diagnostics: readonly Diagnostic[]): Diagnostic | null | undefined {
  const others = diagnostics.filter((diagnostic) => diagnostic.rule !== REPEATED_KEY_RULE);
  if (others.length === 0) return null;
  const [error] = others;
  if (others.length > 1 || error !== diagnostics[0] || !ERROR_RULES.has(error!.rule)) return undefined;
  return error;
}

/**
 * Both pieces' data as one mapping: a later key wins and keeps the first one's place. The first
 * piece's own mapping is added to (a copy of 100,000 keys would cost a fifth of a second).
 */
function joinedData(head: YamlDocument, tail: YamlDocument): Record<string, unknown> | undefined {
  const first = head.plain();
  const rest = tail.plain();
  if (!first.ok || !rest.ok || !isRecord(first.value) || !isRecord(rest.value)) return undefined;
  return Object.assign(first.value, rest.value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
