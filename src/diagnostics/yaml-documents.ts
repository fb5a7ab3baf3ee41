// YAML text to documents, with the parser's complaints turned into located diagnostics. Shared by
// definition files and the repo config, so both get the same limits and the same messages. Most
// files are read fast (yaml-fast.ts); the rest, and every one with a complaint, fully
// (yaml-full.ts): a big file of many documents in runs, so that only its odd runs are. Both
// readers give the same tree (yaml-tree.ts).
import type { Diagnostic } from './finding.js';
import { DOCUMENT_START, parseYamlFast, UNUSUAL_LINES } from './yaml-fast.js';
import { parseYamlFully } from './yaml-full.js';
import { LineIndex, type ParsedYaml, type YamlDocument, type YamlNode } from './yaml-tree.js';

/**
 * A big file of many documents that the fast reader declines as a whole is read in runs of whole
 * documents about this long, each fast if it can be: one broken definition among 40,000 costs the
 * full read of its run (64 KB: about 0.15 s), not of the whole file (1 MB: 2.3 s). A file it reads
 * is read in one go: js-yaml runs about twice as fast on one long text as on runs of it, cold.
 */
const RUN_BYTES = 64 * 1024;

export function parseYaml(file: string, text: string): ParsedYaml {
  return parseYamlFast(file, text) ?? readInRuns(file, text) ?? parseYamlFully(file, text);
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
  const documents: YamlDocument[] = [];
  const streamErrors: Diagnostic[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i]!;
    const lines = lineCounter.shifted(from);
    const run = text.slice(from, bounds[i + 1]);
    let parsed = parseYamlFast(file, run, lines) ?? parseYamlFully(file, run, lines);
    // An error at the run's very end can be a construct left open (an unclosed quote reads on
    // past `---`): the rest of the file is read whole, as it would be without runs.
    const endLine = lineCounter.linePos(bounds[i + 1]!).line;
    if (i + 2 < bounds.length && endsOpen(parsed, endLine)) {
      parsed = parseYamlFully(file, text.slice(from), lines);
      i = bounds.length;
    }
    streamErrors.push(...parsed.streamErrors);
    for (const doc of parsed.documents) documents.push(shifted(doc, from));
  }
  return { file, lineCounter, documents, streamErrors };
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
  shiftNode(doc.contents, base);
  doc.start += base;
  doc.end += base;
  return doc;
}

function shiftNode(node: YamlNode | null, base: number): void {
  if (!node) return;
  node.start += base;
  if (node.kind === 'seq') for (const item of node.items) shiftNode(item, base);
  if (node.kind !== 'map') return;
  for (const pair of node.items) {
    shiftNode(pair.key, base);
    shiftNode(pair.value, base);
  }
}
