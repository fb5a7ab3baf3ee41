// Secrets (the API key, the GitHub token) must never reach a log, an error or a report, also when
// a server echoes them (the real 401 says "... Key: console-xxx..."). Every text that came from
// outside passes through here. A secret is found by its distinctive body (what follows a public
// prefix such as `console-` or `ghs_`) in the forms a server plausibly echoes it in: any case,
// broken by spaces, line breaks or invisible characters, percent- or JSON-escaped, in base64 at
// any alignment, or cut short with an ellipsis. Never on less: `console-latency` stays as it is.

export const REDACTED = '[REDACTED]';

/** Shortest truncated echo (`console-4f9a...`) that counts as a leak: long enough to narrow a guess. */
export const MIN_PARTIAL_ECHO = 8;

/** A secret shorter than this is only redacted as a whole token, so that `a` does not eat every `a`. */
const MIN_SUBSTRING_KEY = 8;

/** Public prefixes of the secrets a run holds: they say what a secret is, not which one. */
const PUBLIC_PREFIXES = ['console-', 'github_pat_', 'ghs_', 'ghp_', 'gho_', 'ghu_', 'ghr_'];

/**
 * The secrets worth hiding in what the tool writes itself (a report, a comment, a ledger): a "key"
 * shorter than MIN_SUBSTRING_KEY (the emulator takes any) can only be told from a word by luck,
 * and hiding it would hide the tool's own words (`metrics/test.yaml`). A server's text still has
 * even a short key hidden, as a whole token (redactorFor).
 */
export function secretsOfOwnText(secrets: readonly (string | undefined)[]): string[] {
  return secrets.filter((secret): secret is string => (secret?.trim().length ?? 0) >= MIN_SUBSTRING_KEY);
}

/** `text` with every echo of each of `secrets` replaced by `[REDACTED]` (or `replacement`). */
export function redact(text: string, secrets: string | readonly string[], replacement = REDACTED): string {
  return redactForms(text, (typeof secrets === 'string' ? [secrets] : secrets).map(formsOf), replacement);
}

function redactForms(text: string, secrets: readonly SecretForms[], replacement = REDACTED): string {
  const covered = coveredBy(text, secrets);
  if (!covered) return text;
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    if (covered[index] === 0) result += text[index];
    else if (index === 0 || covered[index - 1] === 0) result += replacement;
  }
  return result;
}

/** Which characters of `text` belong to an echo of a secret; undefined when none does. */
function coveredBy(text: string, secrets: readonly SecretForms[]): Uint8Array | undefined {
  let covered: Uint8Array | undefined;
  const cover = (from: number, to: number) => {
    covered ??= new Uint8Array(text.length);
    covered.fill(1, from, to);
  };
  let quick: { lower: string; exact: string } | undefined;
  let lower: Folded | undefined;
  let exact: Folded | undefined;
  for (const { secret, whole, body, base64 } of secrets) {
    if (secret.length === 0 || text.length === 0) continue;
    if (secret.length < MIN_SUBSTRING_KEY) {
      markWholeTokens(text, secret, cover);
      continue;
    }
    if (!quick) {
      const exact = text.replace(FOLDED, decoded);
      quick = { exact, lower: exact.toLowerCase() };
    }
    if (!mayHold(quick, whole, body, base64)) continue;
    lower ??= fold(text, true);
    exact ??= fold(text, false);
    for (const form of new Set([whole, body])) markAll(lower, form, cover);
    for (const form of base64) markAll(exact, form, cover);
    markTruncated(lower, whole, whole.length - body.length, cover);
    markTruncated(lower, body, 0, cover);
  }
  return covered;
}

/**
 * Whether the text, folded as `fold` folds it, holds any form of the secret or the head of a cut
 * echo: a look without the map back to the text, which nearly every text passes.
 */
function mayHold(
  quick: { lower: string; exact: string },
  whole: string,
  body: string,
  base64: readonly string[],
): boolean {
  const heads = [whole.slice(0, MIN_PARTIAL_ECHO), body.slice(0, MIN_PARTIAL_ECHO)];
  return (
    [whole, body, ...heads].some((form) => quick.lower.includes(form)) ||
    base64.some((form) => quick.exact.includes(form))
  );
}

interface SecretForms {
  secret: string;
  /** The secret and its body, folded as a text is, so that a backslash or a space reads alike. */
  whole: string;
  body: string;
  base64: string[];
}

function formsOf(secret: string): SecretForms {
  return {
    secret,
    whole: secret.replace(SEPARATORS, '').toLowerCase(),
    body: bodyOf(secret).replace(SEPARATORS, '').toLowerCase(),
    base64: base64Forms(secret),
  };
}

/** Separators, percent escapes and JSON escapes: what folding drops or decodes. */
const FOLDED = /[\s\u00ad\u200b-\u200f\u2060\ufeff]|%[0-9a-fA-F]{2}|\\(?:[nrtbf"\\/]|u[0-9a-fA-F]{4})/g;
/** Separators alone: a secret's own text is folded by these only. */
const SEPARATORS = /[\s\u00ad\u200b-\u200f\u2060\ufeff]/g;

const JSON_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/**
 * What one match of FOLDED stands for: its character, or nothing when that is a separator, also
 * an escaped one (`\n`, `\u200b`, `%0A`), as a JSON writer that keeps to ASCII spells them.
 */
function decoded(match: string): string {
  let char = match;
  if (match[0] === '%') char = String.fromCharCode(Number.parseInt(match.slice(1), 16));
  else if (match[1] === 'u') char = String.fromCharCode(Number.parseInt(match.slice(2), 16));
  else if (match.length === 2) char = JSON_ESCAPES[match[1]!] ?? match[1]!;
  return char.replace(SEPARATORS, '');
}

/** The secret without its public prefix, when what is left is long enough to be told apart. */
function bodyOf(secret: string): string {
  const prefix = PUBLIC_PREFIXES.find((p) => secret.toLowerCase().startsWith(p));
  const body = prefix ? secret.slice(prefix.length) : secret;
  return body.length >= MIN_SUBSTRING_KEY ? body : secret;
}

/** A text folded (FOLDED), each character knowing where in the text it came from. */
interface Folded {
  text: string;
  starts: number[];
  ends: number[];
}

/** The text folded, with the map back to the original: made only where an echo may be. */
function fold(text: string, lower: boolean): Folded {
  const folded: Folded = { text: '', starts: [], ends: [] };
  const chars: string[] = [];
  const push = (char: string, from: number, to: number) => {
    chars.push(lower ? char.toLowerCase() : char);
    folded.starts.push(from);
    folded.ends.push(to);
  };
  let last = 0;
  for (const match of text.matchAll(FOLDED)) {
    for (let i = last; i < match.index; i++) push(text[i]!, i, i + 1);
    const char = decoded(match[0]);
    last = match.index + match[0].length;
    if (char) push(char, match.index, last);
  }
  for (let i = last; i < text.length; i++) push(text[i]!, i, i + 1);
  folded.text = chars.join('');
  return folded;
}

/** Every occurrence of `form` in the folded text, overlapping ones included, covered in the original. */
function markAll(folded: Folded, form: string, cover: (from: number, to: number) => void): void {
  if (form.length === 0) return;
  for (let at = folded.text.indexOf(form); at !== -1; at = folded.text.indexOf(form, at + 1))
    cover(folded.starts[at]!, folded.ends[at + form.length - 1]!);
}

/**
 * The secret's bytes in base64 (and base64url) at each of the three alignments it can have inside
 * a longer encoded text (`base64("x-access-token:" + token)`): the characters only its bytes decide.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  // Aligned, the whole encoding with its last characters and padding.
  const forms = [bytes.toString('base64'), bytes.toString('base64url')];
  for (let shift = 0; shift < 3; shift++) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    const form = encoded.slice(Math.ceil((8 * shift) / 6), Math.floor((8 * (shift + bytes.length)) / 6));
    forms.push(form, form.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms.filter((form) => form.length >= MIN_SUBSTRING_KEY);
}

/**
 * `console-4f9a...`: the start of `form`, at least MIN_PARTIAL_ECHO characters and past its public
 * part (`publicLength` characters), cut off with an ellipsis.
 */
function markTruncated(
  folded: Folded,
  form: string,
  publicLength: number,
  cover: (from: number, to: number) => void,
): void {
  if (form.length <= MIN_PARTIAL_ECHO) return;
  const head = form.slice(0, MIN_PARTIAL_ECHO);
  for (let at = folded.text.indexOf(head); at !== -1; at = folded.text.indexOf(head, at + 1)) {
    let length = 0;
    while (length < form.length && folded.text[at + length] === form[length]) length += 1;
    if (length <= publicLength) continue;
    // Folded too: a JSON body may spell the ellipsis `\u2026`.
    const rest = folded.text.slice(at + length, at + length + 3);
    if (rest === '...' || rest.startsWith('…')) cover(folded.starts[at]!, folded.ends[at + length - 1]!);
  }
}

const WORD = /[A-Za-z0-9_-]/;

/** A short secret, exactly and as a whole token only. */
function markWholeTokens(text: string, secret: string, cover: (from: number, to: number) => void): void {
  for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + 1)) {
    const end = at + secret.length;
    if (WORD.test(text[at - 1] ?? '') || WORD.test(text[end] ?? '')) continue;
    cover(at, end);
  }
}

/**
 * `text` with the user and password of every URL in it hidden (`ftp://user:PASS@x` is shown
 * `ftp://***@x`), also of one written without its scheme (`user:PASS@x`).
 */
export function withoutUserinfo(text: string): string {
  return text.replace(/(^|[\s`'"(]|:\/\/)[^\s/?#@`'"()]+@/g, '$1***@');
}

/** A text redactor; `mayEcho`, when present, rules out a whole JSON text at once. */
export interface Redactor {
  (text: string): string;
  /** False when no string inside this JSON text can hold an echo. */
  mayEcho?: (json: string) => boolean;
}

/** A redactor bound to the run's secrets, for the many places that hold them only to hide them. */
export function redactorFor(...secretTexts: string[]): Redactor {
  const secrets = secretTexts.map(formsOf);
  const redactor: Redactor = (text) => redactForms(text, secrets);
  // A short secret is a whole token of a string, which the JSON text's escapes can hide (`x\na`,
  // `\u0061`): with one, every string is looked at.
  const short = secrets.some(({ secret }) => secret.length > 0 && secret.length < MIN_SUBSTRING_KEY);
  redactor.mayEcho = (json) => short || coveredBy(json, secrets) !== undefined;
  return redactor;
}

/**
 * Every string inside `value` (a report, say) redacted, keys and structure kept: output built from
 * it stays well-formed (valid JSON, an intact table), unlike output rewritten after rendering.
 */
export function redactValues<T>(value: T, redactText: Redactor): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  // One serialisation instead of a walk over thousands of strings, when the redactor can tell.
  if (redactText.mayEcho && !redactText.mayEcho(JSON.stringify(value))) return value;
  return redactWalk(value, redactText);
}

function redactWalk<T>(value: T, redactText: Redactor): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  // Copied only where something was replaced: a large report with no echo costs one walk.
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((entry, i) => {
      const redacted = redactWalk(entry, redactText);
      if (redacted === entry) return;
      copy ??= [...value];
      copy[i] = redacted;
    });
    return (copy ?? value) as T;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, entry] of Object.entries(value)) {
    const redacted = redactWalk(entry, redactText);
    if (redacted === entry) continue;
    copy ??= { ...(value as Record<string, unknown>) };
    // defineProperty: a key named `__proto__` is data here, not the prototype.
    Object.defineProperty(copy, key, {
      value: redacted,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return (copy ?? value) as T;
}

/**
 * Where a secret holds what no HTTP header carries (a no-break hyphen pasted from a page, a line
 * break inside): `U+2011, its 8th character`, never the secret itself. Every request with it fails
 * before it is sent, so it is a usage error. Whitespace around it is dropped, as fetch drops it.
 */
export function unsendableCharacter(secret: string): string | undefined {
  const chars = [...secret.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '')];
  const at = chars.findIndex((char) => !/^[\x21-\x7e]$/.test(char));
  if (at === -1) return undefined;
  const char = chars[at]!;
  const named =
    char === '\n' || char === '\r'
      ? 'a line break'
      : char === ' '
        ? 'a space'
        : `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return `${named}, its ${ordinal(at + 1)} character`;
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
