// The fast reader: js-yaml's event stream, about five times quicker than the full reader on the
// same file (a 1 MB file of 120,000 keys: a fraction of a second instead of two). It reads the
// files that need nothing the full reader does better: anything with an error, a tag other than
// `!!str`, `!`, local ones (`!custom`) and YAML's types on a scalar (`!!int`, resolved with the
// full reader's own schema once it is loaded, on values and keys), a null key beside a merge, a
// directive or a document end marker (`...`) that does more than close a document is left to
// yaml-full.ts, which then reads it exactly as before; in a text of many documents, only the
// documents that need it (yaml-documents.ts). Anchors, aliases and `<<` merges are read here, each
// alias counted as the full reader counts it, and null keys (`~:`, "" on the data). Its
// complaints are the full reader's, found and worded alike (yaml-messages.ts): a repeated key (on
// the tree, as both readers find them), aliases that expand past MAX_ALIAS_COUNT, a tag the
// full reader does not resolve, and nesting past MAX_NESTING (refused where both readers refuse
// it, even past js-yaml's own limit, so the full reader never reads a 1 MB `[[[…`).
// test/diagnostics/yaml-readers.test.ts holds the two to the same reading.
import {
  boolCoreTag,
  COLLECTION_STYLE,
  CORE_SCHEMA,
  constructFromEvents,
  EVENT_ID,
  type Event,
  floatCoreTag,
  getScalarValue,
  intCoreTag,
  mapTag,
  mergeTag,
  NOT_RESOLVED,
  nullCoreTag,
  type ParserOptions,
  parseEvents,
  SCALAR_STYLE,
  type ScalarEvent,
  type ScalarTagDefinition,
  seqTag,
  strTag,
  YAMLException,
} from 'js-yaml';
import { taggedScalarValue } from './yaml-full.js';
import {
  aliasLimitDiagnostic,
  documentComplaints,
  type Placing,
  tooDeepDocument,
  unresolvedTagDiagnostic,
} from './yaml-messages.js';
import {
  LineIndex,
  type Lines,
  MAX_ALIAS_COUNT,
  MAX_ALIASES_PER_DOCUMENT,
  MAX_NESTING,
  MERGE_KEY_NAME,
  type ParsedYaml,
  type PlainResult,
  withoutStacks,
  type YamlDocument,
  type YamlMap,
  type YamlNode,
  type YamlSeq,
} from './yaml-tree.js';

/**
 * js-yaml's own limit: it counts every node it descends into (a key, a value), so past this many a
 * collection is surely nested past MAX_NESTING, and the events it read up to there say where
 * (tooDeepIn); a document nested no deeper than MAX_NESTING never reaches it.
 */
const JS_YAML_MAX_DEPTH = 2 * MAX_NESTING + 10;

/** A directive (`%YAML 1.2`): it binds the document after it. */
const DIRECTIVE_LINE = /^%/m;
/** A document end marker (`...`), and the rest of its line. */
const DOCUMENT_END = /^\.\.\.(?=[ \t\r\n]|$)[^\n]*\n?/gm;
/** A `...` line with at most a comment after the marker. */
const END_LINE = /^\.\.\.[ \t]*(?:#[^\n]*)?\r?\n?$/;
/** What may follow a `...` line: blank and comment lines, then a `---` or the text's end. */
const AFTER_END = /(?:[ \t]*(?:#[^\n]*)?\r?\n)*(?:---(?:[ \t\r\n]|$)|[ \t]*(?:#[^\n]*)?$)/y;
/** Blank and comment lines only. */
const NOTHING = /^(?:[ \t]*(?:#[^\n]*)?\r?(?:\n|$))*$/;
/** A `\` ending a line (or an escaped `\` at a line's end: either way, left), then a blank line. */
const ESCAPED_BREAK_THEN_BLANK = /\\\r?\n[ \t]*\r?\n/;
/** A carriage return alone, which the readers do not agree is a line break. */
const LONE_CR = /\r(?!\n)/;
/** A `---` that starts a document: at a line's start, then a space or the line's end. */
export const DOCUMENT_START = /^---(?=[ \t\r\n]|$)/gm;
/** A plain key that the core schema may read as null, a boolean or a number. */
const MAY_NOT_BE_A_STRING = /^(?:[-+.~0-9]|(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$)/;
/**
 * A local tag (`!custom`): the full reader knows none, warns of each, and reads the node as if
 * untagged but for a scalar, which stays the text itself (`!custom 12` is `12`, a string).
 */
const LOCAL_TAG = /^![^!<]/;
const untagged = { tagName: '!', matchByTagPrefix: true } as const;

/** The prefix of the tags of YAML's own types (`!!int` is `tag:yaml.org,2002:int`). */
const YAML_TYPES = 'tag:yaml.org,2002:';
/** Such a tag as written, `!!int` or `!<tag:yaml.org,2002:int>`, its type's name in a group. */
const YAML_TYPE_TAG = /^(?:!!([\w-]+)|!<tag:yaml\.org,2002:([\w-]+)>)$/;
/** The core schema's scalar tags, in the order it resolves a plain scalar by them. */
const CORE_SCALAR_TAGS = [nullCoreTag, boolCoreTag, intCoreTag, floatCoreTag];

/**
 * A scalar's value under an explicit tag of YAML's types, as the full reader resolves it
 * (taggedScalarValue: `!!int 0x1F` is 31, `!!float 1` stays "1"); the walk has left the document
 * to the full reader where it cannot be.
 */
function asFullReader(source: string, tagName: string): unknown {
  const tagged = taggedScalarValue(tagName, source);
  if (tagged === undefined) return NOT_RESOLVED;
  return tagged === 'unresolved' ? source : tagged.value;
}

/** js-yaml's core tag, reading a value untagged as it does and one tagged as the full reader does. */
function explicitAsFullReader(tag: ScalarTagDefinition): ScalarTagDefinition {
  return {
    ...tag,
    resolve: (source, isExplicit, tagName) =>
      isExplicit ? asFullReader(source, tagName) : tag.resolve(source, isExplicit, tagName),
  };
}

/**
 * A key on the data as the full reader writes it: a null key (`~: x`) is "" there, and both
 * readers name it so on the tree (keyName). Merged from another mapping, it is "null" in the full
 * reader: a document with both is its own (see `trees`).
 */
function dataKey(key: unknown): unknown {
  return key === null ? '' : key;
}

const yamlMapTag: typeof mapTag = {
  ...mapTag,
  addPair: (container, key, value) => mapTag.addPair(container, dataKey(key), value),
  has: (container, key) => mapTag.has(container, dataKey(key)),
  get: (container, key) => mapTag.get(container, dataKey(key)),
};

/** The core schema and YAML 1.1 merge keys, as the full reader reads them; local tags as it does. */
const SCHEMA = CORE_SCHEMA.withTags(
  mergeTag,
  CORE_SCALAR_TAGS.map(explicitAsFullReader),
  // The other types' tags on a scalar (`!!binary`, `!!timestamp`, one no schema has).
  {
    ...strTag,
    tagName: YAML_TYPES,
    matchByTagPrefix: true,
    resolve: (source: string, _explicit: boolean, tagName: string) => asFullReader(source, tagName),
  },
  { ...strTag, ...untagged },
  { ...seqTag, ...untagged },
  yamlMapTag,
  { ...yamlMapTag, ...untagged },
);

/** The start of an empty document's contents, until the document's own start is known. */
const EMPTY_DOCUMENT = -1;

/**
 * Thrown inside the tree walk: the file is left to the full reader. Not an Error, so it carries no
 * stack trace, which nothing reads: a file may leave thousands of documents to the full reader
 * (17,000 thrown 30 calls deep: 0.29 s with their stacks, 0.06 s without).
 */
class Unusual {
  /** `at`: where, when the walk knows (the event it was at). */
  constructor(public at?: number) {}
}

/** A collection nested past MAX_NESTING, starting at `at`: the walk refuses its document there. */
class TooDeep {
  constructor(readonly at: number) {}
}

/** A text the fast reader leaves to the full one, and where it stopped, when it knows. */
export interface Declined {
  declined: true;
  at: number | undefined;
  /**
   * When the text parsed and only some of its documents are the full reader's (a tag, an odd key):
   * every document in order, read, or a hole where such a document is. yaml-documents.ts reads
   * the holes fully and keeps the rest, rather than read the text again.
   */
  pieces?: Piece[];
  /** At a syntax error: the reading of text[0, end), the documents before the broken one. */
  before?: { end: number; reading: ParsedYaml | Declined };
  /**
   * The document at `at` is nested past MAX_NESTING, and `at` is where both readers refuse it:
   * it is not read again (yaml-documents.ts), as the full reader's parser would read all of it.
   */
  tooDeep?: true;
}

/** A document read, or the place of one left to the full reader (offsets in the text read). */
export type Piece = { read: YamlDocument } | { hole: { start: number; end: number; at: number } };

/** The tags that only say "a string", which both readers read as the text itself. */
const STRING_TAGS: ReadonlySet<string> = new Set(['!!str', '!', '!<tag:yaml.org,2002:str>']);

/**
 * An anchor, its aliases counted as the full reader counts them (yaml's Alias.resolve): `count`
 * starts at 1 and grows by one with each alias, `aliasCount` is what one expansion of it holds
 * (found at its first alias), and their product may not pass MAX_ALIAS_COUNT.
 */
interface Anchor {
  node: YamlNode;
  count: number;
  aliasCount: number;
}

interface Building {
  explicit: boolean;
  contents: YamlNode | null;
  /** Each anchor set so far, by name. */
  anchors: Map<string, Anchor> | undefined;
  /** The anchor each alias node of the tree names. */
  aliasOf: Map<YamlNode, Anchor> | undefined;
  /** The first alias, where too many aliases are reported (as the full reader does). */
  firstAlias?: number;
  aliases: number;
  /** Aliases that expand past MAX_ALIAS_COUNT. */
  overused: boolean;
  /** Where the walk left the document to the full reader, if it did. */
  declined?: number;
  /** Where the first collection nested past MAX_NESTING starts, if one does: it is refused there. */
  tooDeep?: number;
  /** The first null key (`~:`), and whether a `<<` merges: the full reader's together (dataKey). */
  nullKey?: number;
  merges?: boolean;
  /** Each tag the full reader does not resolve (a local one, `!!int x`) and where: it warns of them. */
  unresolvedTags?: { at: number; tag: string }[];
}

interface Frame {
  node: YamlMap | YamlSeq;
  /** A map's key waiting for its value, and where it ends. */
  key?: { node: YamlNode; name: string; end: number };
  flow: boolean;
}

/**
 * The file read fast, or undefined when it is the full reader's. `lines` places offsets when the
 * text is a part of a file (yaml-documents.ts); the tree's offsets are the text's own.
 */
export function parseYamlFast(file: string, text: string, lines?: Lines): ParsedYaml | undefined {
  const read = readYamlFast(file, text, lines);
  return 'declined' in read ? undefined : read;
}

/** How yaml-documents.ts reads a part of a big file fast. */
export interface FastReading {
  /** The text's documentEnds, found in the whole file. */
  known?: readonly number[];
  /**
   * Whether to read on past a document with a syntax error found at `at` (the offset in the
   * text), leaving that document to the full reader, or to stop there.
   */
  readOn?: (at: number) => boolean;
}

/**
 * As parseYamlFast, saying where the text was declined, or which documents it left to the full
 * reader: yaml-documents.ts reads around them.
 */
export function readYamlFast(
  file: string,
  text: string,
  lines: Lines = new LineIndex(text),
  { known, readOn }: FastReading = {},
): ParsedYaml | Declined {
  const closed = known ?? documentEnds(text);
  if (!closed || (text.includes('\r') && LONE_CR.test(text))) return { declined: true, at: undefined };
  let events: Event[];
  try {
    events = eventsOf(text, readOn);
  } catch (error) {
    if (!(error instanceof YAMLException)) return { declined: true, at: undefined };
    const deep = tooDeepIn(error, text);
    const at = deep ?? error.mark?.position;
    const before = at === undefined ? undefined : readBefore(file, text, lines, error, at, closed);
    const declined: Declined = before ? { declined: true, at, before } : { declined: true, at };
    return deep === undefined ? declined : { ...declined, tooDeep: true };
  }
  return fromEvents(file, text, lines, events, closed);
}

/**
 * Just past each `...` line that closes a document, or undefined when a line binds documents to
 * their neighbours, which only the full reader reads so: a directive, or a `...` with more than a
 * comment after it on its line, followed by a document without its `---` (or another `...`), or
 * before any document.
 */
export function documentEnds(text: string): number[] | undefined {
  if (DIRECTIVE_LINE.test(text)) return undefined;
  const ends: number[] = [];
  for (const match of text.matchAll(DOCUMENT_END)) {
    const end = match.index + match[0].length;
    AFTER_END.lastIndex = end;
    if (!END_LINE.test(match[0]) || !AFTER_END.test(text)) return undefined;
    if (ends.length === 0 && NOTHING.test(text.slice(0, match.index))) return undefined;
    ends.push(end);
  }
  return ends;
}

/** The text's reading from js-yaml's events for it; `closed`: its documentEnds. */
function fromEvents(
  file: string,
  text: string,
  lines: Lines,
  events: Event[],
  closed: readonly number[],
): ParsedYaml | Declined {
  try {
    const built = trees(events, text);
    const markers = documentMarkers(text, built);
    const ends = documentBounds(markers, closed, text.length);
    const placing = { file, lineCounter: lines };
    const refusals = built.map((doc) =>
      doc.declined === undefined && doc.tooDeep === undefined ? aliasRefusal(placing, doc) : undefined,
    );
    const values = construct(
      events,
      text,
      built.length,
      (i) => refusals[i] !== undefined || built[i]!.declined !== undefined || built[i]!.tooDeep !== undefined,
    );
    const document = (doc: Building, i: number): YamlDocument => {
      const span = { start: i === 0 ? 0 : markers[i]!, end: ends[i]! };
      if (doc.tooDeep !== undefined) return tooDeepDocument(placing, span, doc.tooDeep);
      const contents = doc.contents ?? { kind: 'scalar', start: EMPTY_DOCUMENT, empty: true };
      if (contents.start === EMPTY_DOCUMENT) contents.start = markers[i]! + '---'.length;
      const plain: PlainResult = refusals[i] ?? { ok: true, value: values[i] };
      const tags = doc.unresolvedTags?.map(({ at, tag }) => unresolvedTagDiagnostic(placing, at, tag));
      const diagnostics = documentComplaints(placing, text, contents, contents.start, [], tags);
      return {
        start: span.start,
        end: span.end,
        contents,
        diagnostics,
        plain: () => plain,
      };
    };
    const declined = built.find((doc) => doc.declined !== undefined)?.declined;
    if (declined === undefined) return { ...placing, documents: built.map(document), streamErrors: [] };
    const pieces = built.map((doc, i): Piece => {
      if (doc.declined === undefined) return { read: document(doc, i) };
      const start = i === 0 ? 0 : markers[i]!;
      const end = markers[i + 1] ?? text.length;
      return { hole: { start, end, at: Math.min(Math.max(doc.declined, start), end) } };
    });
    return { declined: true, at: declined, pieces };
  } catch (error) {
    if (error instanceof Unusual) return { declined: true, at: error.at };
    return { declined: true, at: error instanceof YAMLException ? error.mark?.position : undefined };
  }
}

/**
 * The documents before the one js-yaml met a syntax error in, from the events it read up to there,
 * when it hands them on with the error (as the bundles' js-yaml does: scripts/bundle-options.mjs):
 * yaml-documents.ts then need not read them again. Undefined when it does not, or none is whole.
 */
function readBefore(
  file: string,
  text: string,
  lines: Lines,
  error: YAMLException,
  at: number,
  closed: readonly number[],
): Declined['before'] | undefined {
  const { events } = error as { events?: Event[] };
  if (!events) return undefined;
  let last = events.length - 1;
  while (last > 0 && events[last]!.type !== EVENT_ID.DOCUMENT) last--;
  if (last <= 0) return undefined;
  const whole = events.slice(0, last);
  let count = 0;
  for (const event of whole) if (event.type === EVENT_ID.DOCUMENT) count++;
  const first = whole[0]!;
  const implicitFirst = first.type === EVENT_ID.DOCUMENT && !first.explicitStart;
  // The broken document starts at or before the error: the markers past it are not needed.
  const end = documentStarts(text.slice(0, at + 4), implicitFirst)[count];
  if (end === undefined) return undefined;
  const before = closed.filter((closedAt) => closedAt <= end);
  return { end, reading: fromEvents(file, text.slice(0, end), lines, whole, before) };
}

/** Why the full reader would refuse the document's data (too many aliases first), if it would. */
function aliasRefusal(placing: Placing, doc: Building): PlainResult | undefined {
  if (doc.aliases > MAX_ALIASES_PER_DOCUMENT) {
    return { ok: false, diagnostic: aliasLimitDiagnostic(placing, doc.firstAlias!, 'aliases') };
  }
  if (doc.overused)
    return { ok: false, diagnostic: aliasLimitDiagnostic(placing, doc.firstAlias!, 'expansions') };
  return undefined;
}

/**
 * Each document's data. `json`: a repeated key's later value wins, as in the full reader. Merges
 * are bounded by the full reader's alias count (`trees` keeps it), not by js-yaml's own; a refused
 * document is never built, so its expansion is never paid for, nor is one left to the full reader. The
 * documents between two skipped ones are built in one call (a call each costs more).
 */
function construct(
  events: Event[],
  text: string,
  documents: number,
  skipped: (document: number) => boolean,
): unknown[] {
  const options = { source: text, schema: SCHEMA, json: true, maxTotalMergeKeys: -1 };
  let some = false;
  for (let i = 0; i < documents && !some; i++) some = skipped(i);
  if (!some) return constructFromEvents(events, options);
  const starts: number[] = [];
  for (let i = 0; i < events.length; i++) if (events[i]!.type === EVENT_ID.DOCUMENT) starts.push(i);
  const values: unknown[] = new Array(starts.length);
  for (let first = 0; first < starts.length; ) {
    if (skipped(first)) {
      first++;
      continue;
    }
    let end = first + 1;
    while (end < starts.length && !skipped(end)) end++;
    const built = constructFromEvents(events.slice(starts[first], starts[end] ?? events.length), options);
    for (let i = first; i < end; i++) values[i] = built[i - first];
    first = end;
  }
  return values;
}

function trees(events: Event[], text: string): Building[] {
  const documents: Building[] = [];
  const stack: Frame[] = [];
  let current: Building | undefined;
  const place = (node: YamlNode, event?: ScalarEvent): void => {
    const frame = stack.at(-1);
    if (!frame) {
      if (!current) throw new Unusual();
      current.contents = node;
    } else if (frame.node.kind === 'seq') frame.node.items.push(node);
    else if (frame.key) {
      frame.node.items.push({ key: frame.key.node, name: frame.key.name, value: node });
      frame.key = undefined;
    } else {
      if (!event) throw new Unusual(); // a mapping or a list as a key
      const name = keyName(event, text);
      if (current) noteKey(current, name, event);
      // A tagged first key: the full reader starts a block mapping at the key, past its tag.
      if (event.tagStart === frame.node.start && !frame.flow && frame.node.items.length === 0)
        frame.node.start = node.start;
      const quoted = event.style === SCALAR_STYLE.SINGLE_QUOTED || event.style === SCALAR_STYLE.DOUBLE_QUOTED;
      frame.key = { node, name, end: event.valueEnd + (quoted ? 1 : 0) };
    }
  };
  let index = 0;
  while (index < events.length) {
    try {
      for (; index < events.length; index++) walk(events[index]!);
    } catch (error) {
      if (error instanceof TooDeep && current) current.tooDeep = error.at;
      else {
        if (!(error instanceof Unusual)) throw error;
        error.at ??= offsetNear(events, index);
        if (!current) throw error;
        // This document is the full reader's; the walk goes on at the next one.
        current.declined = error.at ?? 0;
      }
      current = undefined;
      stack.length = 0;
      do index++;
      while (index < events.length && events[index]!.type !== EVENT_ID.DOCUMENT);
    }
  }
  return documents;

  function walk(event: Event): void {
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        current = {
          explicit: event.explicitStart,
          contents: null,
          // Made on first use: most documents have no anchor (40,000 maps: about 20 ms).
          anchors: undefined,
          aliasOf: undefined,
          aliases: 0,
          overused: false,
        };
        documents.push(current);
        // A document js-yaml found a syntax error in and read on past (eventsOf): the full reader's.
        if (brokenAt(event) !== undefined) throw new Unusual(brokenAt(event));
        break;
      case EVENT_ID.SCALAR: {
        if (event.tagStart !== -1 && !readableTag(current, event, text)) throw new Unusual();
        if (escapedBreak(event, text)) throw new Unusual();
        const node = scalarNode(event, text, stack.at(-1));
        // An anchored empty value or key: the full reader places those.
        if (anchor(current, event, text, node) && (event.valueStart === -1 || awaitsKey(stack))) {
          throw new Unusual();
        }
        place(node, event);
        break;
      }
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE: {
        if (event.tagStart !== -1 && !ownKindTag(event, text) && !localTag(current, event, text)) {
          throw new Unusual();
        }
        if (stack.length >= MAX_NESTING) throw tooDeep(event, events[index + 1]);
        const node: YamlMap | YamlSeq =
          event.type === EVENT_ID.MAPPING
            ? { kind: 'map', start: event.start, items: [] }
            : { kind: 'seq', start: event.start, items: [] };
        anchor(current, event, text, node);
        place(node);
        stack.push({ node, flow: event.style === COLLECTION_STYLE.FLOW });
        break;
      }
      case EVENT_ID.POP:
        if (stack.length > 0) stack.pop();
        else {
          if (current?.nullKey !== undefined && current.merges) throw new Unusual(current.nullKey);
          current = undefined;
        }
        break;
      default: {
        // An alias: `*name`, placed at its star. As a key, or inside the node it names, the full
        // reader reads it; it words a missing anchor.
        if (!current || awaitsKey(stack)) throw new Unusual();
        const start = event.anchorStart - 1;
        const used = current.anchors?.get(text.slice(event.anchorStart, event.anchorEnd));
        if (!used || stack.some((frame) => frame.node === used.node)) throw new Unusual();
        current.firstAlias ??= start;
        current.aliases++;
        const node: YamlNode = { kind: 'other', start };
        current.aliasOf ??= new Map();
        current.aliasOf.set(node, used);
        if (expansions(used, current.aliasOf) > MAX_ALIAS_COUNT) current.overused = true;
        place(node);
      }
    }
  }
}

/**
 * The refusal of a collection nested past MAX_NESTING, at its start as the full reader places it:
 * a block mapping whose first key is tagged starts past the tag there (see place), so that one is
 * the full reader's to place.
 */
function tooDeep(event: Event & { start: number }, next: Event | undefined): TooDeep | Unusual {
  const taggedKey = next?.type === EVENT_ID.SCALAR && next.tagStart === event.start;
  return event.type === EVENT_ID.MAPPING && taggedKey ? new Unusual(event.start) : new TooDeep(event.start);
}

/**
 * Where js-yaml's events up to its own depth limit (JS_YAML_MAX_DEPTH) refuse their last
 * document, when the bundle's js-yaml hands them on with the error; undefined for another error,
 * or when the walk leaves that document to the full reader first.
 */
function tooDeepIn(error: YAMLException, text: string): number | undefined {
  const events = (error as YAMLException & { events?: Event[] }).events;
  if (!events || !error.message.includes('maxDepth')) return undefined;
  let last = events.length - 1;
  while (last > 0 && events[last]!.type !== EVENT_ID.DOCUMENT) last--;
  try {
    return trees(events.slice(last), text).at(-1)?.tooDeep;
  } catch {
    return undefined;
  }
}

/** js-yaml's events for `text`, up to its own depth limit, its errors made without a stack. */
function eventsOf(text: string, readOn?: (at: number) => boolean): Event[] {
  const options = { maxDepth: JS_YAML_MAX_DEPTH, readOn } as ParserOptions;
  return withoutStacks(() => parseEvents(text, options));
}

/**
 * Where js-yaml found the syntax error it read on past, in the event that opens the document.
 * Asked to (`readOn`), the bundles' js-yaml (scripts/bundle-options.mjs) keeps only that event of
 * a broken document, and reads on at the next `---` line, in the same call: a 1 MB file of
 * 36,000 definitions, every third broken, took 2.1 s when each read on was a call of its own
 * (yaml-documents.ts), 1.9 s so.
 */
function brokenAt(event: Event): number | undefined {
  return (event as { broken?: number }).broken;
}

/**
 * Where the first document of `text` nests past MAX_NESTING, found by js-yaml, which stops at its
 * own limit: for a text the fast reader does not read (directives stand before it), so that the
 * full reader is not left to read every level first (1 MB of `[`: seconds). Undefined when it does
 * not, or when js-yaml stops for another reason or in a later document.
 */
export function tooDeepFirst(text: string): number | undefined {
  try {
    eventsOf(text);
  } catch (error) {
    if (!(error instanceof YAMLException)) return undefined;
    const events = (error as YAMLException & { events?: Event[] }).events ?? [];
    const documents = events.filter((event) => event.type === EVENT_ID.DOCUMENT).length;
    return documents === 1 ? tooDeepIn(error, text) : undefined;
  }
  return undefined;
}

/** Where the event at `index` is in the text, or the nearest one before it that has a place. */
function offsetNear(events: Event[], index: number): number | undefined {
  for (let i = Math.min(index, events.length - 1); i >= 0; i--) {
    const event = events[i]!;
    if (event.type === EVENT_ID.MAPPING || event.type === EVENT_ID.SEQUENCE) return event.start;
    if (event.type === EVENT_ID.SCALAR && event.valueStart !== -1) return event.valueStart;
    if (event.type === EVENT_ID.ALIAS) return event.anchorStart;
  }
  return undefined;
}

/** Records the node's anchor, if it has one; one name set twice is the full reader's to resolve. */
function anchor(
  current: Building | undefined,
  event: { anchorStart: number; anchorEnd: number },
  text: string,
  node: YamlNode,
): boolean {
  if (event.anchorStart === -1) return false;
  const name = text.slice(event.anchorStart, event.anchorEnd);
  if (!current || current.anchors?.has(name)) throw new Unusual();
  // `&a[1]`: js-yaml reads it, the full reader wants a space after the anchor.
  if (!/^(?:[ \t\r\n]|$)/.test(text.slice(event.anchorEnd, event.anchorEnd + 1))) throw new Unusual();
  current.anchors ??= new Map();
  current.anchors.set(name, { node, count: 1, aliasCount: 0 });
  return true;
}

/** One more alias of `anchor`: what its aliases expand to so far, as the full reader counts it. */
function expansions(anchor: Anchor, aliasOf: ReadonlyMap<YamlNode, Anchor>): number {
  anchor.count++;
  if (anchor.aliasCount === 0) anchor.aliasCount = aliasCount(anchor.node, aliasOf);
  return anchor.count * anchor.aliasCount;
}

/**
 * What one expansion of `node` holds, as yaml's getAliasCount finds it: an alias, its anchor's
 * expansions so far; a mapping or list, the most of its items' (0 when it is empty); else 1.
 */
function aliasCount(node: YamlNode | null, aliasOf: ReadonlyMap<YamlNode, Anchor>): number {
  const target = node && aliasOf.get(node);
  if (target) return target.count * target.aliasCount;
  let most = 0;
  if (node?.kind === 'seq') for (const item of node.items) most = Math.max(most, aliasCount(item, aliasOf));
  else if (node?.kind === 'map') {
    for (const { key, value } of node.items)
      most = Math.max(most, aliasCount(key, aliasOf), aliasCount(value, aliasOf));
  } else return 1;
  return most;
}

/**
 * A scalar with a value and a tag both readers read alike: one that only says "a string" (`!!str
 * 12` is the text `12`), one of YAML's types (`!!int`), or a local one.
 */
function readableTag(current: Building | undefined, event: ScalarEvent, text: string): boolean {
  if (event.valueStart === -1) return false;
  const tag = text.slice(event.tagStart, event.tagEnd);
  return STRING_TAGS.has(tag) || typeTag(current, event, text, tag) || localTag(current, event, text);
}

/**
 * A tag of YAML's types (`!!int`), once the full reader is loaded to resolve it; its warning
 * recorded when that reader resolves none (`!!float 1`). An empty value is left to it: `!!null ''`
 * is an empty node there.
 */
function typeTag(current: Building | undefined, event: ScalarEvent, text: string, tag: string): boolean {
  const type = yamlTypeName(tag);
  if (!current || type === undefined) return false;
  const tagName = YAML_TYPES + type;
  const source = getScalarValue(text, event);
  const tagged = source === '' ? undefined : taggedScalarValue(tagName, source);
  if (tagged === undefined) return false;
  if (tagged === 'unresolved') unresolvedTag(current, event.tagStart, tagName);
  return true;
}

/** `!!map` on a mapping, `!!seq` on a list: both readers read it as if untagged. */
function ownKindTag(event: { type: number; tagStart: number; tagEnd: number }, text: string): boolean {
  const type = yamlTypeName(text.slice(event.tagStart, event.tagEnd));
  return type === (event.type === EVENT_ID.MAPPING ? 'map' : 'seq');
}

/** The type a tag of YAML's types names (`int` for `!!int`), or undefined for another tag. */
function yamlTypeName(tag: string): string | undefined {
  const type = YAML_TYPE_TAG.exec(tag);
  return type ? (type[1] ?? type[2]) : undefined;
}

/** A local tag on the node, recorded for its warning. */
function localTag(
  current: Building | undefined,
  event: { tagStart: number; tagEnd: number },
  text: string,
): boolean {
  const tag = text.slice(event.tagStart, event.tagEnd);
  if (!current || !LOCAL_TAG.test(tag)) return false;
  unresolvedTag(current, event.tagStart, tag);
  return true;
}

function unresolvedTag(current: Building, at: number, tag: string): void {
  current.unresolvedTags ??= [];
  current.unresolvedTags.push({ at, tag });
}

/** The innermost node is a mapping waiting for its next key. */
function awaitsKey(stack: Frame[]): boolean {
  const frame = stack.at(-1);
  return frame !== undefined && frame.node.kind === 'map' && !frame.key;
}

/**
 * A `\` ending a line inside double quotes, then a blank line: the readers disagree on it (the
 * fast one drops it, the full one keeps a space), so the full reader's reading stands. Without a
 * blank line after it, both join the lines alike.
 */
function escapedBreak(event: ScalarEvent, text: string): boolean {
  if (event.style !== SCALAR_STYLE.DOUBLE_QUOTED || event.fast) return false;
  return ESCAPED_BREAK_THEN_BLANK.test(text.slice(event.valueStart, event.valueEnd));
}

/** Records a null key or a merge key in the document (see dataKey). */
function noteKey(current: Building, name: string, event: ScalarEvent): void {
  if (event.style !== SCALAR_STYLE.PLAIN) return;
  if (name === MERGE_KEY_NAME) current.merges = true;
  // A plain key named "" is a null one (`null`, `~`, `NULL`): an empty one is left before this.
  else if (name === '') current.nullKey ??= event.valueStart;
}

/** A key's name, when it is a string by any reading. */
function keyName(event: ScalarEvent, text: string): string {
  if (event.valueStart === -1) throw new Unusual();
  const name = getScalarValue(text, event);
  if (event.tagStart !== -1) return taggedKeyName(event, text, name);
  if (event.style === SCALAR_STYLE.PLAIN && name === '<<') return MERGE_KEY_NAME;
  if (event.style === SCALAR_STYLE.PLAIN && MAY_NOT_BE_A_STRING.test(name)) return plainKeyName(name);
  if (name === '__proto__') throw new Unusual();
  return name;
}

/**
 * A tagged key's name, its key on the data: its value under the tag, as the full reader resolves
 * it (`!!int 0x1F` is "31", `!!null ~` "", `!!str null` "null", `!custom k` "k"). A value that is
 * not a string, a number, a boolean or null (`!!binary`) is the full reader's, and so is `<<`,
 * which it merges on even when tagged.
 */
function taggedKeyName(event: ScalarEvent, text: string, source: string): string {
  if (source === '<<' || source === '__proto__') throw new Unusual();
  const type = yamlTypeName(text.slice(event.tagStart, event.tagEnd));
  if (type === undefined || type === 'str') return source;
  const value = asFullReader(source, YAML_TYPES + type);
  if (value === NOT_RESOLVED || (typeof value === 'object' && value !== null)) throw new Unusual();
  return String(dataKey(value));
}

/**
 * A plain key's name as both readers spell it, its key on the data: `String` of what the core
 * schema reads it as (`0x1F` is "31", `true` "true"), "" for a null key (`~`), the text when that
 * is a string (`7days`).
 */
function plainKeyName(text: string): string {
  for (const tag of CORE_SCALAR_TAGS) {
    const value = tag.resolve(text, false, tag.tagName);
    if (value !== NOT_RESOLVED) return String(dataKey(value));
  }
  return text;
}

/** Where the full reader says a scalar starts: at its quote, at its `|` or `>`, after `key:`. */
function scalarNode(event: ScalarEvent, text: string, frame: Frame | undefined): YamlNode {
  if (event.valueStart === -1) return { kind: 'scalar', start: emptyStart(text, frame), empty: true };
  switch (event.style) {
    case SCALAR_STYLE.SINGLE_QUOTED:
    case SCALAR_STYLE.DOUBLE_QUOTED:
      return { kind: 'scalar', start: event.valueStart - 1, empty: false };
    case SCALAR_STYLE.LITERAL_BLOCK:
    case SCALAR_STYLE.FOLDED_BLOCK:
      return { kind: 'scalar', start: blockHeader(text, event.valueStart), empty: false };
    default:
      return { kind: 'scalar', start: event.valueStart, empty: false };
  }
}

/**
 * An empty value sits just after its key's colon; an empty document just after its `---` (set
 * once the documents are placed); an empty list item, or an empty value in `{...}`, is the full
 * reader's to place.
 */
function emptyStart(text: string, frame: Frame | undefined): number {
  if (!frame) return EMPTY_DOCUMENT;
  if (frame.node.kind !== 'map' || frame.flow || !frame.key) throw new Unusual();
  let at = text.indexOf(':', frame.key.end);
  // No colon on the key's own line: an explicit `? key` without a value.
  if (at === -1 || text.slice(frame.key.end, at).includes('\n')) throw new Unusual();
  do at++;
  while (text[at] === ' ' || text[at] === '\t');
  return at;
}

/** The `|` or `>` of a block scalar whose content starts at `contentStart`. */
function blockHeader(text: string, contentStart: number): number {
  const lineEnd = text.lastIndexOf('\n', contentStart - 1);
  const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
  const header = /[|>][-+0-9]*[ \t]*(?:#.*)?\r?$/.exec(text.slice(lineStart, lineEnd));
  if (!header) throw new Unusual();
  return lineStart + header.index;
}

/** Each document's `---` (the file's start for a first one without). */
function documentMarkers(text: string, documents: Building[]): number[] {
  const implicitFirst = documents.length > 0 && !documents[0]!.explicit;
  const starts = documentStarts(text, implicitFirst);
  if (documents.length !== starts.length) throw new Unusual();
  if (documents.some((doc, i) => !doc.explicit && i > 0)) throw new Unusual();
  return starts;
}

/** Where each document ends: past its `...` line (one of `closed`), else at the next `---`. */
function documentBounds(markers: readonly number[], closed: readonly number[], length: number): number[] {
  let next = 0;
  return markers.map((start, i) => {
    const limit = markers[i + 1] ?? length;
    while (next < closed.length && closed[next]! <= start) next++;
    return next < closed.length && closed[next]! <= limit ? closed[next]! : limit;
  });
}

/** Where each document starts: at its `---`, and at the text's start for a first one without. */
function documentStarts(text: string, implicitFirst: boolean): number[] {
  const markers = Array.from(text.matchAll(DOCUMENT_START), (match) => match.index);
  return implicitFirst ? [0, ...markers] : markers;
}
