// The shape of a parsed YAML document that the checks need: where each key and value starts, and
// what each key is called. Both readers (yaml-fast.ts, yaml-full.ts) produce it, so placing a
// finding does not depend on which one read the file.
import type { Diagnostic } from './finding.js';

export interface YamlMap {
  kind: 'map';
  start: number;
  items: YamlPair[];
}

export interface YamlSeq {
  kind: 'seq';
  start: number;
  items: (YamlNode | null)[];
}

interface YamlScalar {
  kind: 'scalar';
  start: number;
  /** Nothing written (`key:` alone, or a document of only `---`). */
  empty: boolean;
}

/** An alias, or a node kind the checks never step into. */
interface YamlOther {
  kind: 'other';
  start: number;
}

export type YamlNode = YamlMap | YamlSeq | YamlScalar | YamlOther;

interface YamlPair {
  key: YamlNode | null;
  /** The key as it is spelled on the plain object (`String` of its value). */
  name: string | undefined;
  value: YamlNode | null;
}

/** Aliases expanded per document before it is refused: a real definition needs none or a few. */
export const MAX_ALIAS_COUNT = 100;

/**
 * Aliases written in one document before it is refused unread: the full reader's parser finds
 * each alias's anchor by scanning every one before it (1,000 aliases: 0.06 s; 10,000: 7 s).
 */
export const MAX_ALIASES_PER_DOCUMENT = 1_000;

/**
 * Collections nested deeper than this refuse their document: a definition needs a few levels, and
 * the full reader's parser spends seconds and its whole stack on a 1 MB file of `[[[…`. Both
 * readers refuse at the same node (tooDeepAt): the first collection, in the order they start, at
 * level 101, the document's own mapping being level 1.
 */
export const MAX_NESTING = 100;

/** Where the first collection nested past MAX_NESTING starts, in document order; undefined if none. */
export function tooDeepAt(root: YamlNode | null): number | undefined {
  return deepIn(root, 1);
}

/** tooDeepAt below `node`, at `level`: a call per node, never more than MAX_NESTING + 1 deep. */
function deepIn(node: YamlNode | null, level: number): number | undefined {
  if (node?.kind === 'seq') {
    if (level > MAX_NESTING) return node.start;
    for (const item of node.items) {
      const at = deepIn(item, level + 1);
      if (at !== undefined) return at;
    }
  } else if (node?.kind === 'map') {
    if (level > MAX_NESTING) return node.start;
    for (const pair of node.items) {
      const at = deepIn(pair.key, level + 1) ?? deepIn(pair.value, level + 1);
      if (at !== undefined) return at;
    }
  }
  return undefined;
}

/**
 * How a map names a `<<` merge key: `String` of the key's value, which the full reader's parser
 * makes a symbol (yaml-full.ts), so no written key can take the name.
 */
export const MERGE_KEY_NAME = 'Symbol(<<)';

export type PlainResult = { ok: true; value: unknown } | { ok: false; diagnostic: Diagnostic };

export interface YamlDocument {
  /** Where the document's text starts: the file's start for the first, its `---` for the rest. */
  start: number;
  /** Where its text ends, trailing comments included; the next document starts here. */
  end: number;
  contents: YamlNode | null;
  /** The parser's own complaints about this document, placed. */
  diagnostics: Diagnostic[];
  /** The document as plain data (the fast reader makes it on first use, the full one at once). */
  plain: () => PlainResult;
}

/** 1-based line and column of an offset into the text being placed. */
export interface Lines {
  linePos(offset: number): { line: number; col: number };
}

/**
 * 1-based line and column of an offset, by binary search over the line starts, which are found on
 * first use: a file with nothing to place never needs them.
 */
export class LineIndex implements Lines {
  private starts: number[] | undefined;

  constructor(private readonly text: string) {}

  /** The lines of a part of the text that starts at `base`, placed in the whole text. */
  shifted(base: number): Lines {
    return { linePos: (offset) => this.linePos(offset + base) };
  }

  linePos(offset: number): { line: number; col: number } {
    const starts = this.lineStarts();
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, col: offset - starts[low]! + 1 };
  }

  private lineStarts(): number[] {
    if (this.starts) return this.starts;
    const starts = [0];
    const text = this.text;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
    this.starts = starts;
    return starts;
  }
}

export interface ParsedYaml {
  file: string;
  lineCounter: Lines;
  documents: YamlDocument[];
  /** Problems outside any document (a stray directive at the end of the stream). */
  streamErrors: Diagnostic[];
}

export function isMapNode(node: YamlNode | null | undefined): node is YamlMap {
  return node?.kind === 'map';
}

/** Nothing between two `---`, or only comments. */
export function isBlankDocument(doc: YamlDocument): boolean {
  return doc.contents === null || (doc.contents.kind === 'scalar' && doc.contents.empty);
}

/** The tree's offsets moved by `by`: a piece of a file read apart, placed in the file. */
export function shiftTree(node: YamlNode | null, by: number): void {
  if (!node) return;
  node.start += by;
  if (node.kind === 'seq') for (const item of node.items) shiftTree(item, by);
  if (node.kind !== 'map') return;
  for (const pair of node.items) {
    shiftTree(pair.key, by);
    shiftTree(pair.value, by);
  }
}

/**
 * `read` without a stack trace on the errors it makes: both readers' parsers make an Error for
 * every problem they find, and only their messages and places are read (a file of 40,000 broken
 * documents: about a second of stack traces in the full reader; js-yaml's at each syntax error,
 * 50 µs, a sixth of reading one broken document among others).
 */
export function withoutStacks<T>(read: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return read();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
