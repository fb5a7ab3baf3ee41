// The shape of a parsed YAML document that the checks need: where each key and value starts, and
// what each key is called. yaml-documents.ts makes it from the `yaml` package's nodes, so placing a
// finding never holds on to the parser's own document.
import type { Diagnostic } from './finding.js';

export interface YamlMap {
  kind: 'map';
  start: number;
  items: YamlPair[];
  /** The mappings its `<<:` keys merge in, first one first: where a key it does not write is. */
  merged?: YamlNode[];
}

interface YamlSeq {
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
  /** The anchor written on the value (`key: &shared ...`), if any. */
  anchor: string | undefined;
}

/** Aliases expanded per document before it is refused: a real definition needs none or a few. */
export const MAX_ALIAS_COUNT = 100;

/**
 * Aliases written in one document before it is refused: the `yaml` package finds each alias's
 * anchor by scanning the document, so many aliases cost their square.
 */
export const MAX_ALIASES_PER_DOCUMENT = 1_000;

/**
 * Collections nested deeper than this refuse their document: a definition needs a few levels, and
 * making plain data of a deeper one would spend the stack. The document's own mapping is level 1.
 */
export const MAX_NESTING = 100;

export type PlainResult = { ok: true; value: unknown } | { ok: false; diagnostic: Diagnostic };

export interface YamlDocument {
  /** Where the document's text starts: the file's start for the first, its `---` for the rest. */
  start: number;
  /** Where its text ends, trailing comments included; the next document starts here. */
  end: number;
  contents: YamlNode | null;
  /** The parser's own complaints about this document, placed. */
  diagnostics: Diagnostic[];
  /** The document as plain data. */
  plain: PlainResult;
}

/** 1-based line and column of an offset into the text being placed (the `yaml` LineCounter). */
export interface Lines {
  linePos(offset: number): { line: number; col: number };
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
