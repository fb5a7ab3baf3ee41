// YAML text to documents, with the parser's complaints turned into located diagnostics. Shared by
// definition files and the repo config, so both get the same limits and the same messages. Most
// files are read fast (yaml-fast.ts); the rest, and every one with a complaint, fully
// (yaml-full.ts), but a big file only where it needs it: the documents the fast reader left or
// read past (a syntax error in them), a big document in two pieces (yaml-document-split.ts), or
// else in runs; a first document with directives before it by itself; a document again by
// itself, to place what the catalogue finds later. A document nested past 100 levels is refused
// where js-yaml stops, never read by the full reader. Each way gives the full reader's reading of
// the whole file (test/diagnostics/yaml-documents.test.ts).
import type { Diagnostic } from './finding.js';
import { readDocumentAround } from './yaml-document-split.js';
import {
  type Declined,
  DOCUMENT_START,
  documentEnds,
  type Piece,
  readYamlFast,
  tooDeepFirst,
} from './yaml-fast.js';
import { needFullReader, parseYamlFully } from './yaml-full.js';
import { tooDeepDocument } from './yaml-messages.js';
import { LineIndex, type Lines, type ParsedYaml, shiftTree, type YamlDocument } from './yaml-tree.js';

/**
 * A file longer than this is big: it is read in parts where it can be, each fast if it can be
 * (one broken definition among 40,000 costs the full read of a part, not of the whole file: 1 MB,
 * 2.3 s), and a document longer than this that needs the full reader is read in two pieces.
 */
const RUN_BYTES = 64 * 1024;

/**
 * What the full reader reads in one call at most, where the documents it reads can be read apart:
 * a run of whole documents (readInRuns), or the documents the fast reader left, joined (together).
 * The `yaml` package keeps every document it reads alive until the call returns, so each
 * collection of the young generation during the call moves all of them again: a 1 MB file of
 * 30,000 broken definitions spent 0.51–0.62 s collecting in 64 KB runs, 0.30–0.38 s in 8 KB ones
 * (`--trace-gc`), and more calls cost less than that.
 */
const RUN_LENGTH = 8 * 1024;

/**
 * Past the first syntax error, the text is read on fast in runs about this long: in each, js-yaml
 * reads on past every broken document (FastReading.readOn in yaml-fast.ts), and the broken ones
 * are then read fully together (fill). One that the full reader reads on past its `---` (a quote
 * left open) has the rest of the file read whole, and what was read fast after it in vain is its
 * run's rest. Reading in parts costs js-yaml no more than reading in one go, with the state it
 * parses into of one shape (scripts/bundle-options.mjs). When each broken document stopped the
 * read, and the next read was a call of its own, a 1 MB file of 36,000 definitions with every
 * third one broken took 2.1 s; it takes 1.9 s so (medians of five processes, interleaved).
 */
const READ_ON_BYTES = 16 * 1024;

/**
 * Broken documents are read past fast (noteBroken) until the last this many of them lie closer
 * than DENSE_BYTES apart on average: then the rest of the file is read in runs, a run with an
 * error fully. Read past, a broken document costs its share of a fast read and of a full reading
 * of the broken ones together; in runs, every byte costs about 2.5 µs. At the 1 MB cap, with small
 * definitions (28 bytes; medians of five to nine processes, interleaved): every document broken
 * 2.0 s in runs, 2.3 s read past; every other one about a tenth faster read past (2.35 s against
 * 2.65 s on a busy machine); every third 1.9 s read past, 2.1 s in runs; every tenth 1.6 s read
 * past.
 */
const DENSE_COUNT = 100;
const DENSE_BYTES = 45;

export function parseYaml(file: string, text: string): ParsedYaml {
  // A big file may need the full reader for a part: loaded first, so that a read which stops for
  // it (withFullReader) has not read the whole file fast in vain (1 MB of documents: about 1 s).
  if (text.length > RUN_BYTES) needFullReader();
  const reading = partReading(file, text);
  const fast = reading ? reading.readFast(0, text.length, 'stop') : readYamlFast(file, text);
  if (!('declined' in fast)) return fast;
  return (
    reading?.past(fast) ??
    readInRuns(file, text) ??
    readPastDirectives(file, text) ??
    refusedWhole(file, text, fast) ??
    parseYamlFully(file, text)
  );
}

/**
 * A file of one document nested past MAX_NESTING, refused where js-yaml stopped at its limit (or,
 * when directives kept the fast reader from reading it, where js-yaml stops when asked), not read
 * by the full reader, whose parser reads every level first and refuses at the same place.
 * Undefined for any other file.
 */
export function refusedWhole(file: string, text: string, fast: Declined): ParsedYaml | undefined {
  const prolog = PROLOG.exec(text)![0];
  if (!oneDocument(text, prolog.length)) return undefined;
  const directives = /^%/m.test(prolog);
  const at = fast.tooDeep ? fast.at : fast.at === undefined && directives ? tooDeepFirst(text) : undefined;
  if (at === undefined) return undefined;
  const lines = new LineIndex(text);
  const document = tooDeepDocument({ file, lineCounter: lines }, { start: 0, end: text.length }, at);
  return { file, lineCounter: lines, documents: [document], streamErrors: [] };
}

/** No `---` but one at `first`, past the directives and comments that open the text, and no `...`. */
function oneDocument(text: string, first: number): boolean {
  for (const marker of text.matchAll(DOCUMENT_START)) if (marker.index !== first) return false;
  return !DOCUMENT_END_LINE.test(text);
}

/** A `...` line. */
const DOCUMENT_END_LINE = /^\.\.\.(?=[ \t\r\n]|$)/m;

/** The lines before a file's first `---`: directives (`%YAML 1.2`), comments and blank lines. */
const PROLOG = /^(?:(?:%[^\n]*|[ \t]*(?:#[^\n]*)?\r?)\n)*/;
/** A `%YAML` directive for a version other than 1.2. */
const NOT_YAML_1_2 = /^%YAML(?![ \t]+1\.2[ \t]*(?:#.*)?\r?$)/m;

/**
 * A big file whose directives (`%YAML 1.2`, `%TAG`) stand before its first `---`: they bind that
 * document only (in YAML 1.2, the full reader starts the next one from the defaults again), so it
 * is read fully with them and the rest as any big file, its text the same but the directives
 * blanked (every place unchanged). Undefined, for the whole file to be read fully, when a
 * directive is YAML 1.1's (they carry on to the next documents), when `...` or another directive
 * follows, or when the first document does not end clean at the next `---`.
 */
export function readPastDirectives(file: string, text: string): ParsedYaml | undefined {
  const prolog = PROLOG.exec(text)![0];
  const first = prolog.length;
  if (text.length <= RUN_BYTES || !/^%/m.test(prolog) || NOT_YAML_1_2.test(prolog)) return undefined;
  const rest = text.slice(first);
  const second = rest.slice(3).search(DOCUMENT_START);
  const closed = documentEnds(rest);
  if (rest.search(DOCUMENT_START) !== 0 || second === -1 || !closed) return undefined;
  const end = first + 3 + second;
  const lines = new LineIndex(text);
  const closedAt = first + documentEnd(closed, { start: 0, end: end - first });
  const document = firstDocument(file, text.slice(0, end), lines, closedAt);
  if (!document) return undefined;
  const after = parseYaml(file, prolog.replace(/[^\r\n]/g, ' ') + rest);
  if (after.streamErrors.length > 0 || after.documents[1]?.start !== end) return undefined;
  return { ...after, lineCounter: lines, documents: [document, ...after.documents.slice(1)] };
}

/**
 * The first document, `head` its text and `closedAt` where it ends (past its `...`), read fully
 * with its directives, or refused unread as too deep (js-yaml stops at the place the full reader
 * refuses at, having read every level); undefined when the full reader reads it on past its end.
 */
function firstDocument(
  file: string,
  head: string,
  lines: LineIndex,
  closedAt: number,
): YamlDocument | undefined {
  const deep = tooDeepFirst(head);
  if (deep !== undefined)
    return tooDeepDocument({ file, lineCounter: lines }, { start: 0, end: closedAt }, deep);
  const read = parseYamlFully(file, head, lines);
  const [document] = read.documents;
  if (read.streamErrors.length > 0 || read.documents.length !== 1 || document?.end !== closedAt)
    return undefined;
  return endsOpen(read, lines.linePos(head.length).line) ? undefined : document;
}

/**
 * Documents of one file read again one at a time, at most; past that many, the whole file. As
 * many as a file's problems are placed (MAX_PLACED_PER_FILE): a 1 MB file of 12,000 composites
 * naming unknown metrics placed its first 1,000 by reading the whole file again (0.25 s); one at
 * a time they take 25–100 ms.
 */
const READ_AGAIN_ALONE = 1_024;

/** A document read again: it, and the reading it is part of (to place its offsets). */
export interface DocumentAgain {
  parsed: ParsedYaml;
  doc: YamlDocument;
}

/**
 * A file's documents read again on demand (to place a problem found after the file was read and
 * let go): each alone and fast, as a big file's runs are read (readInRuns), where the file's lines
 * do not bind its documents; else (a document the fast reader declines), or past READ_AGAIN_ALONE
 * of them, the whole file once. One name used twice in a 1 MB file of definitions read all of it
 * again to place the two (about 0.4 s). `span`: where the document lies in the text, as the first
 * reading found it.
 */
export function documentsAgain(
  file: string,
  text: string,
): (index: number, span: { start: number; end: number }) => DocumentAgain | undefined {
  let whole: ParsedYaml | undefined;
  let lines: LineIndex | undefined;
  let apart: boolean | undefined;
  const read = new Map<number, DocumentAgain | undefined>();
  return (index, span) => {
    if (read.has(index)) return read.get(index);
    let again: DocumentAgain | undefined;
    apart ??= documentEnds(text) !== undefined;
    if (apart && !whole && read.size < READ_AGAIN_ALONE) {
      lines ??= new LineIndex(text);
      const alone = readYamlFast(file, text.slice(span.start, span.end), lines.shifted(span.start));
      if (!('declined' in alone) && alone.documents.length === 1)
        again = { parsed: alone, doc: alone.documents[0]! };
    }
    if (!again) {
      whole ??= parseYaml(file, text);
      const doc = whole.documents[index];
      again = doc && { parsed: whole, doc };
    }
    read.set(index, again);
    return again;
  };
}

/**
 * A big file that the fast reader declined: what it read is kept, and only what it left is read
 * fully. The documents it left (a tag, an odd key, a syntax error it read past) are read together.
 * Where it stopped at a syntax error, the document holding it is read fully (in two pieces when it
 * is big), the documents before it are kept as js-yaml read them up to the error (or, from a
 * js-yaml that drops them, read fast again), and the text after it is read fast in runs, each the
 * same way. Undefined, for the runs to read, when the place is not known, the text before an error
 * declines, or the file is one document that cannot be cut.
 */
export function readAround(file: string, text: string, declined: Declined): ParsedYaml | undefined {
  return partReading(file, text)?.past(declined);
}

/**
 * Documents are read apart anyway (an anchor is not seen past the next `---`), so a run reads as
 * it would in the whole file. Directives, and `...` markers that do more than close a document,
 * bind documents to their neighbours: such a file is read whole.
 */
export function readInRuns(file: string, text: string): ParsedYaml | undefined {
  const reading = partReading(file, text);
  if (!reading) return undefined;
  const bounds = reading.runBounds(0);
  if (bounds.length < 3) return undefined;
  reading.inRuns(bounds);
  return reading.result();
}

/** A big file to read in parts; undefined for a small one, or one whose lines bind its documents. */
function partReading(file: string, text: string): PartReading | undefined {
  const closed = text.length > RUN_BYTES ? documentEnds(text) : undefined;
  return closed && new PartReading(file, text, closed);
}

/** A file read in parts, each as the full reader would read it in the whole file. */
class PartReading {
  /** Each `---` line's start, found on first use: a big file read fast in one go needs none. */
  private found: number[] | undefined;
  private readonly lines: LineIndex;
  private readonly read: Reading;
  /** Where each broken document found so far starts (or where its error is, in file order). */
  private readonly broken: number[] = [];

  /** `closed`: where `...` lines close documents (documentEnds). */
  constructor(
    private readonly file: string,
    private readonly text: string,
    private readonly closed: readonly number[],
  ) {
    this.lines = new LineIndex(text);
    this.read = new Reading(file, this.lines);
  }

  result(): ParsedYaml {
    return this.read.result();
  }

  private get markers(): number[] {
    this.found ??= Array.from(this.text.matchAll(DOCUMENT_START), (match) => match.index);
    return this.found;
  }

  /** `whole`: the fast reader's answer for the whole text. */
  past(whole: Declined): ParsedYaml | undefined {
    let from = 0;
    let to = this.text.length;
    let fast: ParsedYaml | Declined = whole;
    for (;;) {
      // `fast` is the fast reading of text[from, to).
      let next: number | undefined = to;
      if ('declined' in fast) next = this.pastDecline(fast, from, to);
      else this.read.add(fast, from);
      if (next === undefined) return undefined;
      if (next >= this.text.length) return this.read.result();
      from = next;
      if (this.dense(from)) {
        this.inRuns(this.runBounds(from));
        return this.read.result();
      }
      to = this.nextMarker(from + READ_ON_BYTES);
      fast = this.readFast(from, to);
    }
  }

  /** Whether the last DENSE_COUNT broken documents before `from` lie closer than DENSE_BYTES apart. */
  private dense(from: number): boolean {
    const first = this.broken.at(-DENSE_COUNT);
    return first !== undefined && from - first < DENSE_COUNT * DENSE_BYTES;
  }

  /** A broken document found at `at`, noted: whether to read on past it fast (until they lie dense). */
  private noteBroken(at: number): boolean {
    if (at > (this.broken.at(-1) ?? -1)) this.broken.push(at);
    return !this.dense(at);
  }

  /** text[from, to), declined: read; where to go on, or undefined when it cannot be. */
  private pastDecline(declined: Declined, from: number, to: number): number | undefined {
    if (declined.pieces) return this.fill(declined.pieces, from, to);
    if (declined.at === undefined) return undefined;
    const at = from + declined.at;
    const found = documentAt(this.markers, at, this.text.length);
    let start = found.start;
    if (start > from) {
      // What js-yaml read before the error, when it handed that on; else the text read again.
      const before =
        declined.before?.end === start - from ? declined.before.reading : this.readFast(from, start);
      if (!('declined' in before)) {
        // Only comments before the file's first `---`: they belong to that document, as in the file.
        if (before.documents.length === 0) start = from;
        else this.read.add(before, from);
      } else if (!before.pieces) return undefined;
      else {
        const next = this.fill(before.pieces, from, start);
        if (next !== start) return next;
      }
    }
    if (declined.tooDeep) {
      const placing = { file: this.file, lineCounter: this.lines };
      const end = documentEnd(this.closed, { start, end: found.end });
      this.read.addDocument(tooDeepDocument(placing, { start, end }, at), 0);
      return found.end;
    }
    this.noteBroken(start);
    const span = { start, end: found.end, at };
    return this.document(span);
  }

  /** Pieces of text[from, to): the documents read kept, the holes read fully, together. */
  private fill(pieces: readonly Piece[], from: number, to: number): number | undefined {
    const spans = pieces.flatMap((piece) =>
      'hole' in piece
        ? [{ start: from + piece.hole.start, end: from + piece.hole.end, at: from + piece.hole.at }]
        : [],
    );
    const together = this.inBatches(spans);
    let hole = 0;
    for (const piece of pieces) {
      if ('read' in piece) {
        this.read.addDocument(piece.read, from);
        continue;
      }
      const span = spans[hole]!;
      const read = together[hole++];
      if (read) this.read.addDocument(read, 0);
      else {
        const next = this.document(span);
        if (next !== span.end) return next;
      }
    }
    return to;
  }

  /**
   * The documents at `spans` read fully, in batches of neighbours about RUN_LENGTH long, each in
   * one go (together); undefined for each document of a batch that cannot be read so.
   */
  private inBatches(spans: readonly { start: number; end: number }[]): (YamlDocument | undefined)[] {
    const read: (YamlDocument | undefined)[] = [];
    for (let first = 0; first < spans.length; ) {
      let length = spans[first]!.end - spans[first]!.start;
      let next = first + 1;
      while (next < spans.length && length + spans[next]!.end - spans[next]!.start <= RUN_LENGTH) {
        length += spans[next]!.end - spans[next]!.start;
        next++;
      }
      const batch = spans.slice(first, next);
      // One alone is left to document(): a big one is read in two pieces there.
      const documents = batch.length > 1 ? this.together(batch) : undefined;
      for (let i = 0; i < batch.length; i++) read.push(documents?.[i]);
      first = next;
    }
    return read;
  }

  /**
   * The documents at `spans` read fully in one go, their texts joined, each moved back to its
   * place (a call each costs more than the reading), the last followed by the line after it in
   * the file (a `---`) as each of the others is by the next one's: one that the full reader ends
   * at that line read nothing past it (see document); one alone is read so too. Undefined when one
   * of them reads on into the next, and each is read by itself instead.
   */
  private together(spans: readonly { start: number; end: number }[]): YamlDocument[] | undefined {
    const starts: number[] = [];
    let joined = '';
    for (const span of spans) {
      starts.push(joined.length);
      joined += this.text.slice(span.start, span.end);
    }
    const last = spans.at(-1)!;
    const after = this.lineAfter(last.end);
    const lines: Lines = {
      linePos: (offset) => {
        const i = Math.max(0, firstAbove(starts, offset) - 1);
        // A place where two texts meet is the end of the first (a list left open ends at the
        // next `---`): in the file, the `---` after that document.
        if (i > 0 && offset === starts[i]) return this.lines.linePos(spans[i - 1]!.end);
        return this.lines.linePos(offset - starts[i]! + spans[i]!.start);
      },
    };
    const parsed = parseYamlFully(this.file, joined + this.text.slice(last.end, after), lines);
    const documents = parsed.documents.slice(0, spans.length);
    const extra = after > last.end ? 1 : 0;
    if (parsed.streamErrors.length > 0 || parsed.documents.length !== spans.length + extra) return undefined;
    for (let i = 0; i < documents.length; i++) {
      const end = starts[i]! + documentEnd(this.closed, spans[i]!) - spans[i]!.start;
      if (documents[i]!.end !== end) return undefined;
      documents[i] = shifted(documents[i]!, spans[i]!.start - starts[i]!);
    }
    return documents;
  }

  /**
   * One document read fully; where to go on after it (the file's end when the full reader reads
   * on past its `---`). A small one is read with the next `---` line: when the full reader still
   * ends it there, it read nothing past it (a flow list left open ends there), and its reading is
   * the whole file's (the next document itself is not needed: reading it too made a file with a
   * broken document in every third read each other one fully as well). One with an error on its
   * last line otherwise may be a construct left open (a quote), read on past `---` in the whole
   * file: from there the file is read whole.
   */
  private document(span: Span): number | undefined {
    const { file, text, lines } = this;
    if (span.end < text.length && span.end - span.start <= RUN_BYTES) {
      const doc = this.together([span])?.[0];
      if (!doc) return this.restWhole(span.start);
      this.read.addDocument(doc, 0);
      return span.end;
    }
    const middle = readDeclined(file, text, span, lines);
    if (middle === undefined) return undefined;
    if (span.end < text.length && endsOpen(middle, lines.linePos(span.end).line))
      return this.restWhole(span.start);
    this.read.add(middle, span.start);
    return span.end;
  }

  /** The end of the line that starts at `offset` (its `\n` included), or the text's end. */
  private lineAfter(offset: number): number {
    if (offset >= this.text.length) return this.text.length;
    const lineEnd = this.text.indexOf('\n', offset);
    return lineEnd === -1 ? this.text.length : lineEnd + 1;
  }

  /** The file from `start` on, read whole by the full reader; its end. */
  private restWhole(start: number): number {
    this.read.add(parseYamlFully(this.file, this.text.slice(start), this.lines.shifted(start)), start);
    return this.text.length;
  }

  /** Where the runs from `from` start (each at a `---`), and the text's end. */
  runBounds(from: number): number[] {
    const bounds = [from];
    while (bounds.at(-1)! < this.text.length) bounds.push(this.nextMarker(bounds.at(-1)! + RUN_LENGTH));
    return bounds;
  }

  /** The file from `bounds[0]` on, in the runs `bounds` marks, each fast if it can be, else fully. */
  inRuns(bounds: readonly number[]): void {
    for (let i = 0; i + 1 < bounds.length; i++) {
      const start = bounds[i]!;
      const end = bounds[i + 1]!;
      // A run with an error is read fully: the fast reader stops at its first.
      const fast = this.readFast(start, end, 'stop');
      const ended = 'declined' in fast ? this.runWithNextLine(start, end) : undefined;
      if (ended) {
        this.read.add(ended, start);
        continue;
      }
      const parsed =
        'declined' in fast
          ? parseYamlFully(this.file, this.text.slice(start, end), this.lines.shifted(start))
          : fast;
      if (end < this.text.length && endsOpen(parsed, this.lines.linePos(end).line)) {
        if (this.lastReadOn(parsed, start, end) !== end) break;
        continue;
      }
      this.read.add(parsed, start);
    }
  }

  /**
   * The run text[start, end) read fully with the `---` line after it, as document() reads one
   * document: when the full reader starts a document at that line, the run read nothing past it,
   * and its reading is the whole file's, though its last document ends with an error (every
   * document broken: each run's last read again by itself took a tenth of the file's reading).
   * Undefined when it reads on, or the text ends there.
   */
  private runWithNextLine(start: number, end: number): ParsedYaml | undefined {
    const after = this.lineAfter(end);
    if (after === end) return undefined;
    const parsed = parseYamlFully(this.file, this.text.slice(start, after), this.lines.shifted(start));
    const next = parsed.documents.at(-1);
    if (parsed.streamErrors.length > 0 || parsed.documents.length < 2 || next?.start !== end - start)
      return undefined;
    return { ...parsed, documents: parsed.documents.slice(0, -1) };
  }

  /**
   * A run whose last document has an error on its last line, which may be a construct left open
   * (an unclosed quote reads on past `---`): its other documents kept, the last read again with
   * the next one (see document); where to go on (the file's end when it read on).
   */
  private lastReadOn(parsed: ParsedYaml, start: number, end: number): number {
    const last = parsed.documents.at(-1);
    if (parsed.streamErrors.length > 0 || !last) return this.restWhole(start);
    for (const doc of parsed.documents.slice(0, -1)) this.read.addDocument(doc, start);
    const from = start + last.start;
    return this.document({ start: from, end, at: from }) ?? this.restWhole(from);
  }

  /**
   * text[from, to) read fast, what the whole file's scans found in it passed on; past each broken
   * document, until they lie dense (noteBroken), or stopping at the first.
   */
  readFast(from: number, to: number, past: 'read on' | 'stop' = 'read on'): ParsedYaml | Declined {
    const closed = this.closed.slice(firstAbove(this.closed, from), firstAbove(this.closed, to));
    const known = closed.map((end) => end - from);
    const readOn = past === 'read on' ? (at: number) => this.noteBroken(from + at) : undefined;
    return readYamlFast(this.file, this.text.slice(from, to), this.lines.shifted(from), { known, readOn });
  }

  /** The first `---` at or after `offset`, or the text's end. */
  private nextMarker(offset: number): number {
    return this.markers[firstAbove(this.markers, offset - 1)] ?? this.text.length;
  }
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
  const atMarker = at > 0 && markers[firstAbove(markers, at - 1)] === at;
  const next = firstAbove(markers, atMarker ? at - 1 : at);
  return { start: next > 0 ? markers[next - 1]! : 0, end: markers[next] ?? length };
}

/**
 * Where the full reader ends the document at `span`: past its `...` line (one of the sorted
 * `closed`), else at the span's end.
 */
function documentEnd(closed: readonly number[], span: { start: number; end: number }): number {
  const end = closed[firstAbove(closed, span.start)];
  return end !== undefined && end <= span.end ? end : span.end;
}

/** The index of the first of the sorted `markers` past `offset` (their length if none is). */
function firstAbove(markers: readonly number[], offset: number): number {
  let low = 0;
  let high = markers.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (markers[middle]! > offset) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** A document's text, and where in it the fast reader stopped. */
interface Span {
  start: number;
  end: number;
  at: number;
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
    for (const doc of parsed.documents) this.addDocument(doc, from);
  }

  addDocument(doc: YamlDocument, from: number): void {
    this.documents.push(shifted(doc, from));
  }

  result(): ParsedYaml {
    const { file, lineCounter, documents, streamErrors } = this;
    return { file, lineCounter, documents, streamErrors };
  }
}

function endsOpen(parsed: ParsedYaml, endLine: number): boolean {
  const last = parsed.documents.at(-1)?.diagnostics ?? [];
  return [...parsed.streamErrors, ...last].some((d) => d.severity === 'error' && d.line >= endLine);
}

/** A run's document, its offsets moved into the whole text (its diagnostics are placed there already). */
function shifted(doc: YamlDocument, base: number): YamlDocument {
  if (base === 0) return doc;
  shiftTree(doc.contents, base);
  doc.start += base;
  doc.end += base;
  return doc;
}
