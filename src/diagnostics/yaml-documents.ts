// YAML text to documents, with the parser's complaints turned into located diagnostics. Shared by
// definition files and the repo config, so both get the same limits and the same messages. Most
// files are read fast (yaml-fast.ts); the rest, and every one with a complaint, fully
// (yaml-full.ts), but a big file only where it needs it: around the document the fast reader
// stopped at, a big document in two pieces (yaml-document-split.ts), or else in runs. Each way
// gives the full reader's reading of the whole file (test/diagnostics/yaml-documents.test.ts).
import type { Diagnostic } from './finding.js';
import { readDocumentAround } from './yaml-document-split.js';
import { DOCUMENT_START, parseYamlFast, readYamlFast, UNUSUAL_LINES } from './yaml-fast.js';
import { needFullReader, parseYamlFully } from './yaml-full.js';
import { LineIndex, type ParsedYaml, shiftTree, type YamlDocument } from './yaml-tree.js';

/**
 * A big file of many documents that the fast reader declines as a whole is read in runs of whole
 * documents about this long, each fast if it can be: one broken definition among 40,000 costs the
 * full read of its run (64 KB: about 0.15 s), not of the whole file (1 MB: 2.3 s). A file it reads
 * is read in one go: js-yaml runs about twice as fast on one long text as on runs of it, cold.
 */
const RUN_BYTES = 64 * 1024;

/** Declined documents read around, one by one, before the rest of a file is read in runs. */
const MAX_READ_AROUND = 4;

export function parseYaml(file: string, text: string): ParsedYaml {
  // A big file may need the full reader for a part: loaded first, so that a read which stops for
  // it (withFullReader) has not read the whole file fast in vain (1 MB of documents: about 1 s).
  if (text.length > RUN_BYTES) needFullReader();
  const fast = readYamlFast(file, text);
  if (!('declined' in fast)) return fast;
  return readAround(file, text, fast.at) ?? readInRuns(file, text) ?? parseYamlFully(file, text);
}

/**
 * A big file that the fast reader declined at `at`: the document there is read fully (in two
 * pieces when it is big), and the text before and after it fast, each in one go (a broken or
 * tagged definition among 40,000 costs one more fast read of the file, not sixteen slower ones of
 * its runs); the same again for the next declined document, up to MAX_READ_AROUND. Undefined, for
 * the runs to read, when the place is not known, the text around it declines, or the file is one
 * document that cannot be cut.
 */
export function readAround(file: string, text: string, at: number | undefined): ParsedYaml | undefined {
  if (text.length <= RUN_BYTES || UNUSUAL_LINES.test(text)) return undefined;
  const markers = Array.from(text.matchAll(DOCUMENT_START), (match) => match.index);
  const lineCounter = new LineIndex(text);
  const read = new Reading(file, lineCounter);
  let from = 0;
  for (let round = 0; at !== undefined && round < MAX_READ_AROUND; round++) {
    const found = documentAt(markers, at, text.length);
    const end = found.end;
    let start = found.start;
    if (start > from) {
      const before = readYamlFast(file, text.slice(from, start), lineCounter.shifted(from));
      if ('declined' in before) return undefined;
      // Only comments before the file's first `---`: they belong to that document, as in the file.
      if (before.documents.length === 0) start = from;
      else read.add(before, from);
    }
    const middle = readDeclined(file, text, { start, end, at }, lineCounter);
    if (middle === undefined) return undefined;
    // An error on its last line may be a construct left open, read on past `---` in the whole
    // file: from there the file is read whole, as without runs.
    if (end < text.length && endsOpen(middle, lineCounter.linePos(end).line)) {
      read.add(parseYamlFully(file, text.slice(start), lineCounter.shifted(start)), start);
      return read.result();
    }
    read.add(middle, start);
    if (end === text.length) return read.result();
    from = end;
    const rest = readYamlFast(file, text.slice(from), lineCounter.shifted(from));
    if (!('declined' in rest)) {
      read.add(rest, from);
      return read.result();
    }
    at = rest.at === undefined ? undefined : from + rest.at;
  }
  return undefined;
}

/**
 * The declined document: a big one in two pieces if it can be (yaml-document-split.ts), else
 * fully; undefined for the whole file's one document, which the full reader reads as it is.
 */
function readDeclined(
  file: string,
  text: string,
  span: { start: number; end: number; at: number },
  lines: LineIndex,
): ParsedYaml | undefined {
  const split = span.end - span.start > RUN_BYTES ? readDocumentAround(file, text, span, lines) : undefined;
  if (split || (span.start === 0 && span.end === text.length)) return split;
  return parseYamlFully(file, text.slice(span.start, span.end), lines.shifted(span.start));
}

/**
 * The document holding `at`, by its `---` markers. An error found at a marker (a quote left open
 * reaches it) belongs to the document before.
 */
function documentAt(markers: number[], at: number, length: number): { start: number; end: number } {
  const place = at > 0 && markers.includes(at) ? at - 1 : at;
  let next = markers.findIndex((marker) => marker > place);
  if (next === -1) next = markers.length;
  return { start: next > 0 ? markers[next - 1]! : 0, end: markers[next] ?? length };
}

/** Pieces of one file read apart, joined as the file's reading. */
class Reading {
  private readonly documents: YamlDocument[] = [];
  private readonly streamErrors: Diagnostic[] = [];

  constructor(
    private readonly file: string,
    private readonly lineCounter: LineIndex,
  ) {}

  /** A piece's reading: its diagnostics are placed in the file already, its tree is moved there. */
  add(parsed: ParsedYaml, from: number): void {
    for (const error of parsed.streamErrors) this.streamErrors.push(error);
    for (const doc of parsed.documents) this.documents.push(shifted(doc, from));
  }

  result(): ParsedYaml {
    const { file, lineCounter, documents, streamErrors } = this;
    return { file, lineCounter, documents, streamErrors };
  }
}

/**
 * Documents are read apart anyway (an anchor is not seen past the next `---`), so a run reads as
 * it would in the whole file. Directives and `...` markers bind documents to their neighbours:
 * such a file is read whole.
 */
export function readInRuns(file: string, text: string): ParsedYaml | undefined {
  if (text.length <= RUN_BYTES || UNUSUAL_LINES.test(text)) return undefined;
  const bounds = runBounds(text);
  if (bounds.length < 3) return undefined;
  const lineCounter = new LineIndex(text);
  const read = new Reading(file, lineCounter);
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i]!;
    const lines = lineCounter.shifted(from);
    const run = text.slice(from, bounds[i + 1]);
    const parsed = parseYamlFast(file, run, lines) ?? parseYamlFully(file, run, lines);
    // An error at the run's very end can be a construct left open (an unclosed quote reads on
    // past `---`): the rest of the file is read whole, as it would be without runs.
    const endLine = lineCounter.linePos(bounds[i + 1]!).line;
    if (i + 2 < bounds.length && endsOpen(parsed, endLine)) {
      read.add(parseYamlFully(file, text.slice(from), lines), from);
      break;
    }
    read.add(parsed, from);
  }
  return read.result();
}

function endsOpen(parsed: ParsedYaml, endLine: number): boolean {
  const last = parsed.documents.at(-1)?.diagnostics ?? [];
  return [...parsed.streamErrors, ...last].some((d) => d.severity === 'error' && d.line >= endLine);
}

/** Where each run starts (at a document's `---`), and the text's end. */
function runBounds(text: string): number[] {
  const bounds = [0];
  for (const match of text.matchAll(DOCUMENT_START)) {
    if (match.index - bounds.at(-1)! >= RUN_BYTES) bounds.push(match.index);
  }
  bounds.push(text.length);
  return bounds;
}

/** A run's document, its offsets moved into the whole text (its diagnostics are placed there already). */
function shifted(doc: YamlDocument, base: number): YamlDocument {
  shiftTree(doc.contents, base);
  doc.start += base;
  doc.end += base;
  return doc;
}
