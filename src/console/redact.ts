// The API key must never reach a log, an error or a report, also when the server echoes it (the
// real 401 says "... Key: console-xxx..."). Every text that came from outside passes through here.

export const REDACTED = '[REDACTED]';

/** Shortest echoed prefix of the key that counts as a leak: long enough to narrow a guess. */
export const MIN_PARTIAL_ECHO = 8;

/**
 * `text` with every occurrence of `secret`, and of any prefix of it at least
 * `MIN_PARTIAL_ECHO` characters long (a truncated echo such as "console-ab12..."), replaced
 * by `[REDACTED]`. A secret shorter than that is only redacted whole.
 */
export function redact(text: string, secret: string): string {
  if (secret.length === 0 || text.length === 0) return text;
  const head = secret.slice(0, Math.min(secret.length, MIN_PARTIAL_ECHO));
  // Mark every character inside any echo first, overlapping ones included, then replace each
  // marked run: a left-to-right replace could consume the start of a longer echo and leave the
  // rest of the key behind ("aaaaaaaaab" in "aaaaaaaaaaaab").
  const covered = new Uint8Array(text.length);
  for (let at = text.indexOf(head); at !== -1; at = text.indexOf(head, at + 1)) {
    covered.fill(1, at, at + commonPrefixLength(text, at, secret));
  }
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    if (covered[index] === 0) result += text[index];
    else if (index === 0 || covered[index - 1] === 0) result += REDACTED;
  }
  return result;
}

function commonPrefixLength(text: string, start: number, secret: string): number {
  let length = 0;
  while (length < secret.length && text[start + length] === secret[length]) length += 1;
  return length;
}

/** A redactor bound to one key, for the many places that hold the key only to hide it. */
export function redactorFor(secret: string): (text: string) => string {
  return (text) => redact(text, secret);
}
