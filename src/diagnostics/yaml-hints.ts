// What to write instead, for the YAML mistakes people make in definitions and configs: a parser's
// complaint ("Nested mappings are not allowed in compact mappings") names what it met, not what
// was meant. Each hint reads the text around the place the YAML reader (yaml-documents.ts) reports.
import { excerpt } from './finding.js';

/** A parser's complaint: its code and message, the text read, where in it, and its lines in the file. */
export interface Complaint {
  code: string;
  message: string;
  text: string;
  at: number;
  /** The file's line of an offset in `text` (a part of a file is read by itself too). */
  line: (offset: number) => number;
}

/** What to write instead, with its leading `; `, or ''. */
export function syntaxHint(complaint: Complaint): string {
  return knownMistakeHint(complaint) || lookalikeHint(complaint.text, complaint.at);
}

function knownMistakeHint({ code, message, text, at, line }: Complaint): string {
  switch (code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
      return colonInValueHint(text, at) || deeperLineHint(text, at);
    case 'BAD_SCALAR_START':
      return reservedStartHint(text, at);
    case 'BAD_INDENT':
      return unclosedHint(message, text, at, line);
    case 'MISSING_CHAR':
      return (
        unclosedQuoteHint(message, text, at, line) ||
        unclosedHint(message, text, at, line) ||
        (message.startsWith('Implicit map keys need') ? noSpaceAfterColonHint(text, at) : '')
      );
    case 'UNEXPECTED_TOKEN':
      return afterQuoteHint(text, at);
    case 'MULTILINE_IMPLICIT_KEY':
      return noSpaceAfterColonHint(text, at);
    case 'BAD_DQ_ESCAPE':
      // `"matches \d+"`: a regex or a Windows path pasted into double quotes.
      return '; in double quotes a `\\` starts an escape (`\\n`, `\\"`): write a backslash as `\\\\`, or quote the value with `\'`, where a `\\` is itself';
    default:
      return '';
  }
}

/**
 * `description: Revenue: total`: a second `: ` on a line makes the value a mapping, which YAML
 * refuses there. The value, from `at` to the line's end, is what to quote.
 */
function colonInValueHint(text: string, at: number): string {
  const { key, value } = valueOnLine(text, at);
  if (!/: /.test(value)) return '';
  return `; a \`: \` inside a value starts a mapping: put the value in quotes${quoted(key, value)}`;
}

/**
 * `type: sum` then `  unitTypes: [userID]` indented deeper: the deeper line reads as more of the
 * value above it, and then as a key inside it.
 */
function deeperLineHint(text: string, at: number): string {
  const { key, keyColumn } = valueOnLine(text, at);
  const lineEnd = text.indexOf('\n', at);
  const next = lineEnd === -1 ? undefined : /^([ \t]*)([\w.-]+):/.exec(text.slice(lineEnd + 1));
  if (key === undefined || keyColumn === undefined || !next || next[1]!.length <= keyColumn) return '';
  return `; \`${next[2]}\` is indented deeper than \`${key}\` above it, so YAML reads it as part of \`${key}\`'s value: indent the keys of one mapping alike`;
}

/**
 * `name:orders_total`: without a space after the colon, YAML reads the line as text, and the key
 * of the next line as the end of a key over two lines.
 */
function noSpaceAfterColonHint(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  const line = text.slice(start, end === -1 ? undefined : end).replace(/^[ \t]*(?:- )?/, '');
  const meant = keyWithoutSpace(line);
  return meant ? `; ${keyWithoutSpaceHint(meant, 'the line')}` : '';
}

/** `name:orders_total`: text where a key and its value were meant (no space after the colon; not a URL). */
export function keyWithoutSpace(written: string): { key: string; value: string } | undefined {
  // Greedy to the line's end, and trimmed after: a lazy value before `\s*$` tries every place in
  // a long line of spaces (quadratic), and the line is the pull request author's.
  const parts = /^([\w.-]+):([^\s:/#][^\n#]*)$/.exec(written);
  return parts ? { key: parts[1]!, value: parts[2]!.trimEnd() } : undefined;
}

/**
 * What to write for what keyWithoutSpace found, naming what YAML read as text (`the line`); as
 * the value of `within` when it stands after a key on its line (`metrics: dir:x`).
 */
export function keyWithoutSpaceHint(
  { key, value }: { key: string; value: string },
  what: string,
  within?: string,
): string {
  const why = `has no space after its \`:\`, so YAML reads ${what} as text, not a key`;
  if (value.length > 60 || value.includes('`')) return `\`${key}:\` ${why}: put a space after the \`:\``;
  const meant = within === undefined ? `${key}: ${value}` : `${within}: {${key}: ${value}}`;
  return `\`${key}:${value}\` ${why}: write \`${meant}\``;
}

/**
 * `owner: @ana` or `` note: `x` ``: YAML keeps `@` and `` ` `` for itself at a value's start, so
 * such a value is written in quotes.
 */
function reservedStartHint(text: string, at: number): string {
  const { key, value } = valueOnLine(text, at);
  return /^[@`]/.test(value) ? `; put the value in quotes${quoted(key, value)}` : '';
}

/** `tags: [ios, android` with no `]`: the line the list or mapping opens on. */
function unclosedHint(message: string, text: string, at: number, line: (offset: number) => number): string {
  const end = message.at(-1);
  if (end !== ']' && end !== '}') return '';
  const open = end === ']' ? '[' : '{';
  const opened = text.lastIndexOf(open, Math.max(0, at - 1));
  if (opened === -1) return '';
  return `; the \`${open}\` on line ${line(opened)} is not closed: end it with \`${end}\` on that line, or indent the lines it goes on to`;
}

/**
 * `description: "Revenue` with no closing `"`: a quoted value may go on over lines, so YAML reads
 * on to the end of the file (past `---`) and complains there. The quote that opened it is the last
 * one before that place that is not written inside such a value (`\"` in a double-quoted one, `''`
 * in a single-quoted one). Undefined for any other complaint.
 */
function unclosedQuoteAt(message: string, text: string, at: number): number | undefined {
  const quote = /^Missing closing (["'])quote/.exec(message)?.[1];
  if (quote === undefined) return undefined;
  for (let i = text.lastIndexOf(quote, at - 1); i !== -1; i = text.lastIndexOf(quote, i - 1)) {
    if (quote === '"' && !escapedAt(text, i)) return i;
    if (quote === "'") {
      if (text[i - 1] !== "'") return i;
      i--; // the other half of `''`
    }
  }
  return undefined;
}

/** Whether the character at `i` follows an odd number of backslashes. */
function escapedAt(text: string, i: number): boolean {
  let slashes = 0;
  while (text[i - 1 - slashes] === '\\') slashes++;
  return slashes % 2 === 1;
}

function unclosedQuoteHint(
  message: string,
  text: string,
  at: number,
  line: (offset: number) => number,
): string {
  const opened = unclosedQuoteAt(message, text, at);
  if (opened === undefined) return '';
  const quote = text[opened];
  return `; the \`${quote}\` on line ${line(opened)} is not closed, so YAML read everything after it as its value: end the value with \`${quote}\` on that line`;
}

/** `description: "It's "great""`: the quoted value ends at its second quote, and text follows. */
function afterQuoteHint(text: string, at: number): string {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const before = /^[ \t-]*[\w.-]+:[ \t]*(["'])/.exec(text.slice(lineStart, at));
  if (!before) return '';
  return before[1] === '"'
    ? "; a double-quoted value ends at the next `\"`: write a `\"` inside it as `\\\"`, or quote the value with `'` and write a `'` inside it as `''`"
    : "; a single-quoted value ends at the next `'`: write a `'` inside it as `''`";
}

/**
 * An alias (`*name`) whose anchor is not set in its document (`text` up to its end, from
 * `documentStart`): a value that starts with `*` and
 * was meant as text (`*important* metric`) is written in quotes; a merge or an alias that was
 * meant names an anchor above it, after the last `---`.
 */
export function unresolvedAliasHint(
  text: string,
  at: number,
  documentStart: number,
  earlierAnchorLine: (name: string) => number | undefined,
): string {
  const { key, value } = valueOnLine(text, at);
  const name = /^\*([^\s,[\]{}]+)/.exec(value)?.[1];
  const anchored = name !== undefined && text.includes(`&${name}`, documentStart);
  const earlier = name === undefined || anchored ? undefined : earlierAnchorLine(name);
  if (name !== undefined && earlier !== undefined)
    return `; the anchor \`&${excerpt(name)}\` is set in an earlier YAML document (line ${earlier}), and an anchor is seen only in its own: write the value here too, or put what every definition shares in \`defaults\` of metrics-as-code.yaml`;
  if (name !== undefined && !anchored && key !== undefined && key !== '<<')
    return `; a value that starts with \`*\` names an anchor (\`&name\`): if it is text, put it in quotes${quoted(key, value)}`;
  return '; `<<:` merges a mapping, and an anchor (`&name`) is seen only in its own YAML document: set it on a mapping above the alias, after the last `---`';
}

/** `: \`key: "value"\`` when the value can be shown so, else ''. */
function quoted(key: string | undefined, value: string): string {
  // Past its first character (`@`, `` ` ``, `*`): a comment or a backtick would not show in code.
  const plain = !/["\\]/.test(value) && !/ #|`/.test(value.slice(1));
  return key !== undefined && value.length <= 60 && plain ? `: \`${key}: "${value}"\`` : '';
}

/** The value from `at` to its line's end, and the key written before it on that line (and where). */
function valueOnLine(
  text: string,
  at: number,
): { key: string | undefined; keyColumn: number | undefined; value: string } {
  const lineEnd = text.indexOf('\n', at);
  const value = text.slice(at, lineEnd === -1 ? text.length : lineEnd).trimEnd();
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const before = /^([ \t-]*)([\w.<-]+):[ \t]*$/.exec(text.slice(lineStart, at));
  return { key: before?.[2], keyColumn: before?.[1]?.length, value };
}

/** Punctuation pasted from a document or a chat that looks like YAML's own and is not. */
const LOOKALIKES: Readonly<Record<string, { name: string; meant: string }>> = {
  '\uff1a': { name: 'a full-width colon', meant: ':' },
  '\u2013': { name: 'an en dash', meant: '-' },
  '\u2014': { name: 'an em dash', meant: '-' },
  '\u2022': { name: 'a bullet', meant: '-' },
};

/** `name： x` or `– name: x`: the character that is not YAML's, named, and what to write. */
export function lookalikeHint(text: string, at: number): string {
  const start = text.lastIndexOf('\n', Math.max(0, at - 1)) + 1;
  const end = text.indexOf('\n', at);
  const line = text.slice(start, end === -1 ? undefined : end);
  // A dash or bullet only where a list item starts; a full-width colon anywhere before the value.
  const found = /^\s*([\u2013\u2014\u2022])\s/.exec(line)?.[1] ?? /^[^:]*?(\uff1a)/.exec(line)?.[1];
  if (found === undefined) return '';
  const { name, meant } = LOOKALIKES[found]!;
  const code = found.charCodeAt(0).toString(16).toUpperCase();
  return `; \`${found}\` (U+${code}, ${name}) is not YAML's \`${meant}\`: write \`${meant}\``;
}
