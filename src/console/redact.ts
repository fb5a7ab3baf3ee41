// The API key must never reach a log, an error or a report, also when the server echoes it (the
// real 401 says "... Key: console-xxx..."). Every text that came from outside passes through here.
// Redaction is exact: it matches the key in the forms a server echoes it in, never a name that
// merely shares the key's public prefix (`console-latency` stays as it is).

export const REDACTED = '[REDACTED]';

/** Shortest truncated echo (`console-4f9a...`) that counts as a leak: long enough to narrow a guess. */
export const MIN_PARTIAL_ECHO = 8;

/** A key shorter than this is only redacted as a whole token, so that `a` does not eat every `a`. */
const MIN_SUBSTRING_KEY = 8;

/**
 * `text` with every echo of `secret` replaced by `[REDACTED]`: the key itself, upper- or
 * lower-cased, URL-encoded, JSON-escaped or base64-encoded, and a truncated echo (a prefix of at
 * least `MIN_PARTIAL_ECHO` characters followed by `...` or `…`).
 */
export function redact(text: string, secret: string): string {
  if (secret.length === 0 || text.length === 0) return text;
  // Nearly every text holds no echo at all: found out without copying it (a digest has thousands).
  const { forms, needles } = echoForms(secret);
  if (!needles.some((needle) => text.includes(needle))) return text;
  const covered = new Uint8Array(text.length);
  for (const form of forms) mark(text, form, covered, secret.length < MIN_SUBSTRING_KEY);
  markTruncatedEchoes(text, secret, covered);
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    if (covered[index] === 0) result += text[index];
    else if (index === 0 || covered[index - 1] === 0) result += REDACTED;
  }
  return result;
}

interface EchoForms {
  forms: Set<string>;
  /** What any echo contains: each form, and the head a truncated echo starts with. */
  needles: string[];
  /** The needles as they read inside JSON text (JSON.stringify escapes one character at a time). */
  jsonNeedles: string[];
}

let formsOf: { secret: string; echo: EchoForms } | undefined;

/** The forms of the key, computed once per key (one key per run). */
function echoForms(secret: string): EchoForms {
  if (formsOf?.secret !== secret) {
    const forms = computeEchoForms(secret);
    const head = secret.length > MIN_PARTIAL_ECHO ? [secret.slice(0, MIN_PARTIAL_ECHO)] : [];
    const needles = [...forms, ...head];
    const jsonNeedles = needles.map((needle) => JSON.stringify(needle).slice(1, -1));
    formsOf = { secret, echo: { forms, needles, jsonNeedles } };
  }
  return formsOf.echo;
}

function computeEchoForms(secret: string): Set<string> {
  const base64 = Buffer.from(secret, 'utf8').toString('base64');
  return new Set(
    [
      secret,
      secret.toUpperCase(),
      secret.toLowerCase(),
      encodeURIComponent(secret),
      JSON.stringify(secret).slice(1, -1),
      base64,
      base64.replace(/=+$/, ''),
      base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
    ].filter((form) => form.length > 0),
  );
}

const WORD = /[A-Za-z0-9_-]/;

/** Marks every occurrence of `form`, overlapping ones included; `whole` wants token boundaries. */
function mark(text: string, form: string, covered: Uint8Array, whole: boolean): void {
  for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) {
    const end = at + form.length;
    if (whole && (WORD.test(text[at - 1] ?? '') || WORD.test(text[end] ?? ''))) continue;
    covered.fill(1, at, end);
  }
}

/** `console-4f9a...`: a prefix of the key, long enough to matter, cut off with an ellipsis. */
function markTruncatedEchoes(text: string, secret: string, covered: Uint8Array): void {
  if (secret.length <= MIN_PARTIAL_ECHO) return;
  const head = secret.slice(0, MIN_PARTIAL_ECHO);
  for (let at = text.indexOf(head); at !== -1; at = text.indexOf(head, at + 1)) {
    const length = commonPrefixLength(text, at, secret);
    const rest = text.slice(at + length, at + length + 3);
    if (rest === '...' || rest.startsWith('…')) covered.fill(1, at, at + length);
  }
}

function commonPrefixLength(text: string, start: number, secret: string): number {
  let length = 0;
  while (length < secret.length && text[start + length] === secret[length]) length += 1;
  return length;
}

/** A text redactor; `mayEcho`, when present, rules out a whole JSON text at once. */
export interface Redactor {
  (text: string): string;
  /** False when no string inside this JSON text can hold an echo. */
  mayEcho?: (json: string) => boolean;
}

/** A redactor bound to one key, for the many places that hold the key only to hide it. */
export function redactorFor(secret: string): Redactor {
  const redactor: Redactor = (text) => redact(text, secret);
  // A string holding an echo holds it escaped inside the value's JSON: escaping is per character.
  redactor.mayEcho = (json) =>
    secret.length > 0 && echoForms(secret).jsonNeedles.some((needle) => json.includes(needle));
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
