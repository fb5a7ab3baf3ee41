// Text that came from a definition, a review or a server (names, descriptions, emails, messages)
// is shown in PR comments, issues and job summaries. `inert` makes it display as the same
// characters while it can do nothing: no HTML, no broken table, no code-span breakout, no forged
// hidden marker, no @mention or #123 cross-reference that notifies anyone, no link or image.
//
// Only numeric HTML entities are used (never backslash escapes): entities mean the same inside a
// markdown table cell, a list item and a raw HTML block such as <summary>, so one function is
// safe in every place the renderers put text.

const ZERO_WIDTH_SPACE = '&#8203;';

/** Characters that are markdown or HTML syntax anywhere in a line. */
const ALWAYS_ESCAPED: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '|': '&#124;',
  '`': '&#96;',
  '\\': '&#92;',
  '[': '&#91;',
  ']': '&#93;',
  '*': '&#42;',
  '~': '&#126;',
  $: '&#36;',
};

/** Characters that open a block (heading, list, setext underline) when they start the text. */
const LEADING_ESCAPED: Readonly<Record<string, string>> = {
  '-': '&#45;',
  '+': '&#43;',
  '=': '&#61;',
};

// Line breaks would end a table row or a list item; the rest are invisible or reorder text
// (bidi overrides can make a name read differently from what it is).
export const LINE_BREAKS = /\r\n|[\n\r\u0085\u2028\u2029]/g;
export const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

/** The text, flattened to one line, that renders as itself and triggers nothing. */
export function inert(text: string): string {
  const flat = text.replace(LINE_BREAKS, ' ').replace(/\t/g, ' ').replace(INVISIBLE, '').trim();
  const leadingDigits = /^\d*/.exec(flat)![0].length;
  // Plain characters are copied natively; only the few that can mean something are looked at.
  return flat.replace(MEANINGFUL, (_char, at: number) => escapeAt(flat, at, leadingDigits));
}

const MEANINGFUL = /[&<>|`\\[\]*~$_@#=+\-.):]/g;

/** `inert` of the text cut to at most `maxLength` characters (an ellipsis marks the cut). */
export function inertClipped(text: string, maxLength: number): string {
  return inert(clip(text, maxLength));
}

/**
 * A message of the tool's own (which may quote a definition or a server), inert, with its
 * `backtick` spans shown as code: what a span holds is inert like the rest, so the tag only
 * changes the look.
 */
export function inertMessage(text: string, maxLength: number): string {
  return inertClipped(text, maxLength).replace(CODE_SPAN, '<code>$1</code>');
}

const CODE_SPAN = /&#96;((?:(?!&#96;).)+?)&#96;/g;

/** Cuts to at most `maxLength` code points, ending in "…" when anything was cut. */
export function clip(text: string, maxLength: number): string {
  // UTF-16 length is never below the code-point count: most texts are settled here.
  if (text.length <= maxLength) return text;
  let points = 0;
  let index = 0;
  let keep = 0;
  // Walks at most maxLength + 1 code points, never the whole of a huge text.
  for (const point of text) {
    if (points === maxLength - 1) keep = index;
    if (++points > maxLength) return `${text.slice(0, keep)}…`;
    index += point.length;
  }
  return text;
}

function escapeAt(text: string, i: number, leadingDigits: number): string {
  const char = text[i]!;
  const always = ALWAYS_ESCAPED[char];
  if (always) return always;
  if (i === 0 && LEADING_ESCAPED[char]) return LEADING_ESCAPED[char];
  switch (char) {
    case '_':
      // Inside a word an underscore is plain text in GFM (`add_to_cart`); at a word's edge it
      // would start or end emphasis.
      return isWordChar(text[i - 1]) && isWordChar(text[i + 1]) ? '_' : '&#95;';
    case '@':
      // GitHub links (and notifies) `@user` and `@org/team`; a zero-width space after the `@`
      // keeps the look and breaks the link. Emails are left unlinked the same way.
      return `@${ZERO_WIDTH_SPACE}`;
    case '#': {
      // `#123` and `owner/repo#123` cross-reference an issue and add an event to its timeline;
      // a leading `#` would open a heading.
      const hash = i === 0 ? '&#35;' : '#';
      return isDigit(text[i + 1]) ? `${hash}${ZERO_WIDTH_SPACE}` : hash;
    }
    case '-':
      return isDigit(text[i + 1]) && /gh$/i.test(text.slice(Math.max(0, i - 2), i))
        ? `-${ZERO_WIDTH_SPACE}`
        : '-';
    case ':':
      // `https://…` would be autolinked (and an issue's URL cross-referenced): a zero-width
      // space after the colon keeps the look and breaks the link.
      return text.startsWith('//', i + 1) ? `:${ZERO_WIDTH_SPACE}` : ':';
    case '.':
      // `www.example.com` is autolinked too.
      if (/(?:^|[^\p{L}\p{N}])www$/iu.test(text.slice(Math.max(0, i - 4), i))) return `.${ZERO_WIDTH_SPACE}`;
      return i > 0 && i === leadingDigits ? '&#46;' : '.';
    case ')':
      // `1. text` or `1) text` at the start would open an ordered list inside a list item.
      return i > 0 && i === leadingDigits ? '&#41;' : char;
    default:
      return char;
  }
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char);
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}
