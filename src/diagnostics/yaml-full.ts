// The full reader: every YAML file the fast one (yaml-fast.ts) leaves, which is any file with a
// syntax error, an alias inside an anchored node, a tag on a key or a list (and the rarer cases
// listed there). The `yaml` package recovers from errors and places each one, so its complaints
// become located diagnostics here. Its schema also resolves the tags the fast reader reads
// (taggedScalarValue), so that both read `!!int 0x1F` alike.
import type { CollectionTag, Document, ParsedNode, ScalarTag, YAMLError } from 'yaml';
import type { Diagnostic } from './finding.js';
import { diagnosticAt } from './locate.js';
import { syntaxHint, unresolvedAliasHint } from './yaml-hints.js';
import {
  aliasLimitDiagnostic,
  documentComplaints,
  type Placing,
  TOO_DEEP_RULE,
  tooDeepDiagnostic,
  tooDeepDocument,
  YAML_WARNING_RULE,
} from './yaml-messages.js';
import {
  LineIndex,
  type Lines,
  MAX_ALIAS_COUNT,
  MAX_ALIASES_PER_DOCUMENT,
  type ParsedYaml,
  type PlainResult,
  tooDeepAt,
  withoutStacks,
  type YamlDocument,
  type YamlNode,
} from './yaml-tree.js';

type ParsedDocument = Document.Parsed<ParsedNode, true>;
type YamlPackage = typeof import('yaml');

/**
 * The `yaml` package, loaded on first need (loadFullReader): most runs never read a file fully,
 * and compiling and starting the package cost about 10 ms of every start otherwise.
 */
let yaml: YamlPackage | undefined;

/** Loads the full reader; a read that needs it before then throws FullReaderNotLoaded. */
export async function loadFullReader(): Promise<void> {
  // The package is CommonJS: Node's loader gives its exports as the import's named ones and as its
  // default, a bundle (scripts/bundle-options.mjs) only as its default.
  const imported = (await import('yaml')) as YamlPackage & { default?: YamlPackage };
  yaml ??= imported.default ?? imported;
}

/** A synchronous read reached the full reader before it was loaded: load it and read again. */
export class FullReaderNotLoaded extends Error {
  override name = 'FullReaderNotLoaded';
  constructor() {
    super('the full YAML reader is not loaded yet: await loadFullReader() (or withFullReader) first');
  }
}

/** `read()`, again after loading the full reader when it needed it (a read is a pure function). */
export async function withFullReader<T>(read: () => T): Promise<T> {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof FullReaderNotLoaded)) throw error;
    await loadFullReader();
    return read();
  }
}

/** Throws FullReaderNotLoaded unless the full reader is loaded: before a read that may need it. */
export function needFullReader(): void {
  if (yaml === undefined) throw new FullReaderNotLoaded();
}

function yamlPackage(): YamlPackage {
  needFullReader();
  return yaml as YamlPackage;
}

const PARSE_OPTIONS = {
  prettyErrors: false, // pretty errors build a regex from the source: a deep file can exhaust memory
  logLevel: 'error', // no process warnings (complex keys are reported as unknown keys instead)
  // The parser's own check compares every key with every other (120,000 keys: minutes); keys are
  // checked here instead, in one pass (duplicateKeys).
  uniqueKeys: false,
  // `<<: *anchor` merges a mapping as YAML users expect (YAML 1.1 merge keys), keys written
  // beside it winning.
  merge: true,
} as const;

/** A scalar's value under an explicit tag, as the full reader resolves it. */
export type TaggedValue = { value: unknown } | 'unresolved';

type YamlSchema = InstanceType<YamlPackage['Schema']>;
/** The full reader's schema, made on the first tag resolved. */
let tagSchema: YamlSchema | undefined;

/**
 * The value of a scalar whose source is `source` under the tag `tagName` (`tag:yaml.org,2002:int`),
 * resolved as the full reader resolves an explicit tag, with its own schema: the first of the
 * tag's forms whose pattern the source matches (`!!int 0x1F` is 31), else a tag it knows by name
 * (`!!binary`), else 'unresolved' (`!!float 1`, `!!nothing x`: it warns, and the value stays the
 * text). Undefined for `!!merge`, when the full reader finds an error in it (`!!timestamp soon`),
 * or before it is loaded: the fast reader leaves the document to it then (yaml-fast.ts).
 */
export function taggedScalarValue(tagName: string, source: string): TaggedValue | undefined {
  if (yaml === undefined || tagName === MERGE_TAG) return undefined;
  // As a parse makes it: the parser's defaults know `!!binary` and the like by name.
  tagSchema ??= new yaml.Schema({ ...PARSE_OPTIONS, resolveKnownTags: true });
  const named = tagSchema.tags.filter((tag): tag is ScalarTag => tag.tag === tagName && !isCollection(tag));
  // As yaml's findScalarTagByName picks: a form without a pattern at once, else the first that matches.
  const tag =
    named.find((form) => !(form.default && form.test)) ??
    named.find((form) => form.test?.test(source)) ??
    knownScalarTag(tagSchema, tagName);
  return tag ? resolvedBy(yaml, tag, source) : 'unresolved';
}

function isCollection(tag: CollectionTag | ScalarTag): tag is CollectionTag {
  return 'collection' in tag && tag.collection !== undefined;
}

/** A tag the schema knows by name only (`!!binary`). */
function knownScalarTag(known: YamlSchema, tagName: string): ScalarTag | undefined {
  const tag = known.knownTags[tagName];
  return tag && !isCollection(tag) ? tag : undefined;
}

/** `!!merge`, which makes a merge key of the value: the full reader's own. */
const MERGE_TAG = 'tag:yaml.org,2002:merge';

function resolvedBy(reader: YamlPackage, tag: ScalarTag, source: string): TaggedValue | undefined {
  let failed = false;
  try {
    const resolved = tag.resolve(source, () => (failed = true), PARSE_OPTIONS);
    if (!failed) return { value: reader.isScalar(resolved) ? resolved.value : resolved };
  } catch {
    // the full reader reports it as an error
  }
  return undefined;
}

/** The file read fully; `lines` places offsets when the text is a part of a file (yaml-documents.ts). */
export function parseYamlFully(file: string, text: string, lines: Lines = new LineIndex(text)): ParsedYaml {
  const placing = { file, lineCounter: lines };
  const reader = yamlPackage();
  const parsed = withoutStacks(() => reader.parseAllDocuments(text, PARSE_OPTIONS));
  const streamErrors =
    'empty' in parsed ? parsed.errors.map((e) => yamlErrorDiagnostic(placing, e, text)) : [];
  const documents = ([...parsed] as ParsedDocument[]).map((doc, index): YamlDocument => {
    const aliases: number[] = [];
    const contents = treeOf(reader, doc.contents, aliases);
    const span = { start: index === 0 ? 0 : doc.range[0], end: doc.range[2] };
    // Past its stack, the parser stops where the stack ran out, but the tree it made up to there
    // is kept, and holds the place both readers refuse at.
    const deep = tooDeepAt(contents);
    if (deep !== undefined) return tooDeepDocument(placing, span, deep);
    // The data is made now, not on first use: a closure would keep the parser's document (its
    // nodes, errors, schema) alive until the file is checked, and a file of 30,000 small broken
    // documents spent a tenth of its time more moving them about in the collector.
    const plain = toPlain(placing, doc, aliases, text);
    return {
      start: span.start,
      end: span.end,
      contents,
      diagnostics: documentDiagnostics(placing, doc, text, contents),
      plain: () => plain,
    };
  });
  return { file, lineCounter: lines, documents, streamErrors };
}

/**
 * The parsed nodes as the checks see them (yaml-tree.ts), and where the aliases start (up to one
 * past MAX_ALIASES_PER_DOCUMENT), in one walk.
 */
function treeOf(reader: YamlPackage, node: unknown, aliases: number[]): YamlNode | null {
  if (node === null || node === undefined) return null;
  const start = (node as { range?: [number, number, number] }).range?.[0] ?? 0;
  const { isAlias, isMap, isScalar, isSeq } = reader;
  if (isMap(node)) {
    const items = node.items.map((pair) => ({
      key: treeOf(reader, pair.key, aliases),
      name: keyName(reader, pair.key),
      value: treeOf(reader, pair.value, aliases),
    }));
    return { kind: 'map', start, items };
  }
  if (isSeq(node))
    return { kind: 'seq', start, items: node.items.map((item) => treeOf(reader, item, aliases)) };
  if (isScalar(node)) return { kind: 'scalar', start, empty: node.value === null && node.source === '' };
  if (isAlias(node) && aliases.length <= MAX_ALIASES_PER_DOCUMENT) aliases.push(start);
  return { kind: 'other', start };
}

/** The key as `toJS` spells it on a plain object: a null key (`~`, or none before `:`) is "". */
function keyName(reader: YamlPackage, key: unknown): string | undefined {
  if (reader.isScalar(key)) return key.value === null ? '' : String(key.value);
  return key === null || key === undefined ? undefined : String(key);
}

/**
 * The parser's errors and warnings for one document. After the first syntax error the rest are
 * mostly its echoes, so only that one is kept; every repeated key is its own mistake (the parser
 * reports none: uniqueKeys is off), and past the first hundred problems the rest are counted.
 */
function documentDiagnostics(
  parsed: Placing,
  doc: ParsedDocument,
  text: string,
  contents: YamlNode | null,
): Diagnostic[] {
  const first = doc.errors.slice(0, 1).map((error) => yamlErrorDiagnostic(parsed, error, text));
  const warnings = doc.warnings.map((warning) =>
    diagnosticAt(parsed, warning.pos[0], 'warning', YAML_WARNING_RULE, firstLine(warning.message)),
  );
  const start = doc.contents?.range?.[0] ?? doc.range[0];
  return documentComplaints(parsed, text, contents, start, first, warnings);
}

/** The rules of the parser's errors: a document's first one stands first among its complaints. */
export const PARSER_ERROR_RULES = {
  tab: 'yaml.tab-indent',
  depth: TOO_DEEP_RULE,
  syntax: 'yaml.syntax',
} as const;

function yamlErrorDiagnostic(placing: Placing, error: YAMLError, text: string): Diagnostic {
  const at = (rule: string, message: string) => diagnosticAt(placing, error.pos[0], 'error', rule, message);
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return at(
        PARSER_ERROR_RULES.tab,
        'a tab is used for indentation, and YAML allows only spaces there: indent this line with spaces',
      );
    case 'RESOURCE_EXHAUSTION':
      return tooDeepDiagnostic(placing, error.pos[0]);
    default: {
      const line = (offset: number) => placing.lineCounter.linePos(offset).line;
      const hint = syntaxHint({ code: error.code, message: error.message, text, at: error.pos[0], line });
      return at(PARSER_ERROR_RULES.syntax, `YAML syntax error: ${firstLine(error.message)}${hint}`);
    }
  }
}

/** The document as plain data, with alias expansion capped (a "billion laughs" file stops here). */
function toPlain(parsed: Placing, doc: ParsedDocument, aliases: number[], source: string): PlainResult {
  if (aliases.length > MAX_ALIASES_PER_DOCUMENT) {
    return { ok: false, diagnostic: aliasLimitDiagnostic(parsed, aliases[0]!, 'aliases') };
  }
  try {
    return { ok: true, value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = aliases[0] ?? doc.contents?.range?.[0] ?? 0;
    if (/excessive alias count/i.test(message)) {
      return { ok: false, diagnostic: aliasLimitDiagnostic(parsed, offset, 'expansions') };
    }
    // Its own document's text: an anchor is not seen past the next `---`.
    const own = source.slice(0, doc.range[2]);
    const hint = /unresolved alias|merge sources/i.test(message)
      ? unresolvedAliasHint(own, offset, doc.range[0])
      : '';
    const text = `YAML alias error: ${firstLine(message)}${hint}`;
    return { ok: false, diagnostic: diagnosticAt(parsed, offset, 'error', 'yaml.alias', text) };
  }
}

function firstLine(message: string): string {
  const line = message.split('\n', 1)[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, '');
}
