// YAML text to documents, with the parser's complaints turned into located diagnostics. Shared by
// definition files, the repo config and the emulator's seed, so all get the same limits and
// messages. The `yaml` package recovers from errors and places each one; this module turns its
// nodes into the small tree the checks walk (yaml-tree.ts) and its documents into plain data.
import {
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type ParsedNode,
  parseAllDocuments,
  type YAMLError,
} from 'yaml';
import { type Diagnostic, excerpt } from './finding.js';
import { diagnosticAt } from './locate.js';
import { syntaxHint, unresolvedAliasHint } from './yaml-hints.js';
import {
  aliasLimitDiagnostic,
  documentComplaints,
  type Placing,
  tooDeepDiagnostic,
  YAML_WARNING_RULE,
} from './yaml-messages.js';
import {
  MAX_ALIAS_COUNT,
  MAX_ALIASES_PER_DOCUMENT,
  MAX_NESTING,
  type ParsedYaml,
  type PlainResult,
  type YamlDocument,
  type YamlMap,
  type YamlNode,
} from './yaml-tree.js';

type ParsedDocument = Document.Parsed<ParsedNode, true>;

const PARSE_OPTIONS = {
  prettyErrors: false, // pretty errors build a regex from the source: a deep file can exhaust memory
  logLevel: 'error', // no process warnings (complex keys are reported as unknown keys instead)
  // The parser's own check compares every key with every other (quadratic in a mapping's keys);
  // repeated keys are found here instead, in one pass (yaml-messages.ts).
  uniqueKeys: false,
  // `<<: *anchor` merges a mapping as YAML users expect (YAML 1.1 merge keys), keys written
  // beside it winning.
  merge: true,
} as const;

export function parseYaml(file: string, text: string): ParsedYaml {
  const lineCounter = new LineCounter();
  const placing = { file, lineCounter };
  const deep = bracketsTooDeep(text);
  if (deep !== undefined) return refusedUnread(file, text, deep);
  const parsed = withoutStacks(() => parseAllDocuments(text, { ...PARSE_OPTIONS, lineCounter }));
  const streamErrors =
    'empty' in parsed ? parsed.errors.map((e) => yamlErrorDiagnostic(placing, e, text)) : [];
  const documents = ([...parsed] as ParsedDocument[]).map((doc, index) =>
    readDocument(placing, doc, index === 0 ? 0 : doc.range[0], text),
  );
  return { file, lineCounter, documents, streamErrors };
}

/**
 * Brackets opened this deep make the `yaml` package's parse spend gigabytes before it stops (a
 * 1 MiB file of `[`): such a file is refused before it is parsed. Counted without regard to quotes,
 * so a text that merely holds this many brackets in a row is refused too; no definition does.
 */
const MAX_BRACKET_DEPTH = 1_000;

/**
 * Where a text whose brackets open past MAX_BRACKET_DEPTH is refused, in one pass: at its
 * MAX_NESTING-th open bracket, where the tree's own limit would refuse it (the document's mapping
 * being level 1); undefined for any other text. Counted per document.
 */
function bracketsTooDeep(text: string): number | undefined {
  let depth = 0;
  let atLimit = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth === MAX_NESTING) atLimit = i;
      if (depth > MAX_BRACKET_DEPTH) return atLimit;
    } else if ((code === 0x5d || code === 0x7d) && depth > 0) depth--;
    // A `---` line starts a new document: brackets left open before it close with their own.
    else if (code === 0x0a && text.startsWith('---', i + 1)) depth = 0;
  }
  return undefined;
}

/** The whole text refused unread, at `offset`, as one document too deep to read. */
function refusedUnread(file: string, text: string, offset: number): ParsedYaml {
  const lineCounter = new LineCounter();
  lineCounter.addNewLine(0);
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1))
    lineCounter.addNewLine(at + 1);
  const diagnostics = [tooDeepDiagnostic({ file, lineCounter }, offset)];
  const document: YamlDocument = {
    start: 0,
    end: text.length,
    contents: { kind: 'other', start: offset },
    diagnostics,
    plain: { ok: true, value: null },
  };
  return { file, lineCounter, documents: [document], streamErrors: [] };
}

function readDocument(placing: Placing, doc: ParsedDocument, start: number, text: string): YamlDocument {
  const walk: Walk = { aliases: [], tooDeep: undefined, anchors: new Map() };
  const contents = treeOf(doc.contents, 1, walk);
  const span = { start, end: doc.range[2] };
  if (walk.tooDeep !== undefined) {
    // Refused unread: its contents are only the place it was refused at.
    const at = walk.tooDeep;
    const diagnostics = [tooDeepDiagnostic(placing, at)];
    return { ...span, contents: { kind: 'other', start: at }, diagnostics, plain: { ok: true, value: null } };
  }
  return {
    ...span,
    contents,
    diagnostics: documentDiagnostics(placing, doc, text, contents),
    // Made now, so that the parser's document (its nodes, errors, schema) can be let go.
    plain: toPlain(placing, doc, walk.aliases, text),
  };
}

interface Walk {
  /** Where the aliases start, up to one past MAX_ALIASES_PER_DOCUMENT. */
  aliases: number[];
  /** Where the first collection nested past MAX_NESTING starts. */
  tooDeep: number | undefined;
  /** The mappings anchored so far, for the `<<: *name` that merge them. */
  anchors: Map<string, YamlMap>;
}

/** The parsed nodes as the checks see them (yaml-tree.ts), never deeper than MAX_NESTING + 1. */
function treeOf(node: unknown, level: number, walk: Walk): YamlNode | null {
  if (node === null || node === undefined) return null;
  const start = (node as { range?: [number, number, number] }).range?.[0] ?? 0;
  if ((isMap(node) || isSeq(node)) && level > MAX_NESTING) {
    walk.tooDeep ??= start;
    return { kind: 'other', start };
  }
  if (isMap(node)) {
    const items = node.items.map((pair) => ({
      key: treeOf(pair.key, level + 1, walk),
      name: keyName(pair.key),
      value: treeOf(pair.value, level + 1, walk),
      anchor: (pair.value as { anchor?: string } | null)?.anchor,
    }));
    const map: YamlMap = { kind: 'map', start, items };
    const merged = node.items.flatMap((pair, i) =>
      isMergeKey(pair.key) ? mergedMaps(pair.value, items[i]?.value, walk) : [],
    );
    if (merged.length > 0) map.merged = merged;
    if (node.anchor) walk.anchors.set(node.anchor, map);
    return map;
  }
  if (isSeq(node))
    return { kind: 'seq', start, items: node.items.map((item) => treeOf(item, level + 1, walk)) };
  if (isScalar(node)) return { kind: 'scalar', start, empty: node.value === null && node.source === '' };
  if (isAlias(node) && walk.aliases.length <= MAX_ALIASES_PER_DOCUMENT) walk.aliases.push(start);
  return { kind: 'other', start };
}

/** `<<`, read as a merge key (PARSE_OPTIONS.merge): the parser gives it a symbol for a value. */
function isMergeKey(key: unknown): boolean {
  return isScalar(key) && typeof key.value === 'symbol';
}

/** What a `<<:` value merges in: a mapping written there, an anchored one, or a list of either. */
function mergedMaps(node: unknown, tree: YamlNode | null | undefined, walk: Walk): YamlNode[] {
  if (isAlias(node)) {
    const anchored = walk.anchors.get(node.source);
    return anchored ? [anchored] : [];
  }
  if (isSeq(node) && tree?.kind === 'seq')
    return node.items.flatMap((item, i) => mergedMaps(item, tree.items[i], walk));
  return tree?.kind === 'map' ? [tree] : [];
}

/**
 * The key as `toJS` spells it on a plain object: a null key (`~`, or none before `:`) is "". A
 * mapping or list used as a key (`? {a: 1}`) has no name here: `String` of one nested in another
 * doubles its escapes at every level: `? ? ? ... x` cost twice as much with each level.
 */
function keyName(key: unknown): string | undefined {
  if (isScalar(key)) return key.value === null ? '' : String(key.value);
  return isAlias(key) ? String(key) : undefined;
}

/**
 * The parser's errors and warnings for one document. After the first syntax error the rest are
 * mostly its echoes, so only that one is kept; every repeated key before it is its own mistake
 * (the parser reports none: uniqueKeys is off), and past the first hundred problems the rest are
 * counted.
 */
function documentDiagnostics(
  placing: Placing,
  doc: ParsedDocument,
  text: string,
  contents: YamlNode | null,
): Diagnostic[] {
  const first = doc.errors.slice(0, 1).map((error) => yamlErrorDiagnostic(placing, error, text));
  const warnings = doc.warnings.map((warning) =>
    diagnosticAt(placing, warning.pos[0], 'warning', YAML_WARNING_RULE, warningMessage(warning)),
  );
  const start = doc.contents?.range?.[0] ?? doc.range[0];
  return documentComplaints(placing, text, contents, start, first, warnings, doc.errors[0]?.pos[0]);
}

/** A warning of the parser, in words that say what to do where the tool has them. */
function warningMessage(warning: YAMLError): string {
  const tag = /^Unresolved tag: (\S+)/.exec(warning.message)?.[1];
  if (warning.code === 'TAG_RESOLVE_FAILED' && tag)
    return `YAML does not know the tag \`${excerpt(tag)}\`, so the value is read as if it had none: remove the tag`;
  return firstLine(warning.message);
}

function yamlErrorDiagnostic(placing: Placing, error: YAMLError, text: string): Diagnostic {
  const at = (rule: string, message: string) => diagnosticAt(placing, error.pos[0], 'error', rule, message);
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return at(
        'yaml.tab-indent',
        'a tab is used for indentation, and YAML allows only spaces there: indent this line with spaces',
      );
    case 'RESOURCE_EXHAUSTION':
      return tooDeepDiagnostic(placing, error.pos[0]);
    default: {
      const line = (offset: number) => placing.lineCounter.linePos(offset).line;
      const hint = syntaxHint({ code: error.code, message: error.message, text, at: error.pos[0], line });
      return at('yaml.syntax', `YAML syntax error: ${firstLine(error.message)}${hint}`);
    }
  }
}

/** The document as plain data, with alias expansion capped (a "billion laughs" file stops here). */
function toPlain(placing: Placing, doc: ParsedDocument, aliases: number[], source: string): PlainResult {
  if (aliases.length > MAX_ALIASES_PER_DOCUMENT) {
    return { ok: false, diagnostic: aliasLimitDiagnostic(placing, aliases[0]!, 'aliases') };
  }
  try {
    return { ok: true, value: withoutStacks(() => doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT })) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = aliases[0] ?? doc.contents?.range?.[0] ?? 0;
    if (/excessive alias count/i.test(message)) {
      return { ok: false, diagnostic: aliasLimitDiagnostic(placing, offset, 'expansions') };
    }
    // Its own document's text: an anchor is not seen past the next `---`.
    const own = source.slice(0, doc.range[2]);
    const earlierLine = (name: string) => {
      const at = firstAnchor(placing, source, name);
      return at !== undefined && at < doc.range[0] ? placing.lineCounter.linePos(at).line : undefined;
    };
    const hint = /unresolved alias|merge sources/i.test(message)
      ? unresolvedAliasHint(own, offset, doc.range[0], earlierLine)
      : '';
    const text = `YAML alias error: ${firstLine(message)}${hint}`;
    return { ok: false, diagnostic: diagnosticAt(placing, offset, 'error', 'yaml.alias', text) };
  }
}

/** Each anchor's first place in a file, found in one pass when one of its aliases first fails. */
const anchorsOf = new WeakMap<Placing, Map<string, number>>();

function firstAnchor(placing: Placing, source: string, name: string): number | undefined {
  let anchors = anchorsOf.get(placing);
  if (anchors === undefined) {
    anchors = new Map();
    for (const match of source.matchAll(/&([^\s,[\]{}]+)/g))
      if (!anchors.has(match[1]!)) anchors.set(match[1]!, match.index);
    anchorsOf.set(placing, anchors);
  }
  return anchors.get(name);
}

function firstLine(message: string): string {
  const line = message.split('\n', 1)[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, '');
}

/**
 * `read` without a stack trace on the errors it makes: the parser makes an Error for every problem
 * it finds, and only their messages and places are read.
 */
function withoutStacks<T>(read: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return read();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
