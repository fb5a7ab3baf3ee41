// Turns a file's bytes into YAML text, or says precisely why it cannot be read as YAML: too big,
// binary, UTF-16, not UTF-8. Pure, so the bench and the tests feed it bytes directly.

/** Larger definition files are refused unread: a metric is a few hundred bytes, 1 MiB is a mistake. */
export const MAX_FILE_BYTES = 1024 * 1024;

export type Decoded =
  | { ok: true; text: string }
  | { ok: false; rule: string; message: string; line: number; column: number };

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** Replaces what is not UTF-8, and keeps a leading BOM: to find where a file stops being UTF-8. */
const lenient = new TextDecoder('utf-8', { ignoreBOM: true });

const WRONG_CONFIG =
  "a config is a few dozen lines, so this is likely the wrong file (check --config, or the Action's config input)";

/** What to do with a file too big or not text: a definition file is split or excluded; a config is not. */
const ADVICE = {
  definition: { tooLarge: 'split it into several files', binary: 'remove it or exclude it' },
  config: { tooLarge: WRONG_CONFIG, binary: WRONG_CONFIG },
};

/** `size` is the file's size on disk when the reader stopped early at the cap. */
export function decodeSource(
  content: string | Uint8Array,
  size?: number,
  kind: keyof typeof ADVICE = 'definition',
): Decoded {
  const bytes = typeof content === 'string' ? undefined : content;
  const byteLength = size ?? (bytes ? bytes.byteLength : Buffer.byteLength(content as string));
  const advice = ADVICE[kind];
  if (byteLength > MAX_FILE_BYTES) {
    const [size, limit] = [formatBytes(byteLength), formatBytes(MAX_FILE_BYTES)];
    // A size that rounds to the limit is not said as the limit itself.
    const over = size === limit ? 'just over' : `${size}, over`;
    return refuse(
      'file.too-large',
      `file is ${over} the ${limit} limit for a ${kind} file: ${advice.tooLarge}`,
    );
  }
  if (!bytes) return checkText(content as string, advice.binary);
  if (isUtf16(bytes)) {
    return refuse('file.encoding', 'file is UTF-16 encoded; save it as UTF-8');
  }
  if (bytes.includes(0)) {
    return refuse('file.binary', `file looks binary (it holds NUL bytes), not YAML: ${advice.binary}`);
  }
  try {
    // The decoder drops a leading BOM, so offsets and columns start at the first real character.
    return { ok: true, text: lineBreaks(utf8.decode(bytes)) };
  } catch {
    return notUtf8(bytes);
  }
}

function checkText(text: string, advice: string): Decoded {
  if (text.includes('\u0000')) {
    return refuse('file.binary', `file looks binary (it holds NUL characters), not YAML: ${advice}`);
  }
  return { ok: true, text: lineBreaks(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
}

/**
 * A lone CR (old Mac line endings) ends a line in YAML, but the `yaml` package reads it as a
 * space, so a whole file is one line. Made a LF, one character for one: every offset still holds.
 */
function lineBreaks(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

function refuse(rule: string, message: string, line = 1, column = 1): Decoded {
  return { ok: false, rule, message, line, column };
}

function isUtf16(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  );
}

function notUtf8(bytes: Uint8Array): Decoded {
  const at = firstInvalidUtf8(bytes);
  const before = new TextDecoder('utf-8').decode(bytes.subarray(0, at));
  const lineStart = before.lastIndexOf('\n') + 1;
  const line = countNewlines(before) + 1;
  const column = before.length - lineStart + 1;
  const byte = (bytes[at] ?? 0).toString(16).toUpperCase().padStart(2, '0');
  return refuse(
    'file.encoding',
    `file is not valid UTF-8 (byte 0x${byte} at line ${line}, column ${column}); save it as UTF-8`,
    line,
    column,
  );
}

function countNewlines(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/**
 * Offset of the first byte the decoder has to replace: all before it decodes and encodes back to
 * the same bytes. The replacement (EF BF BD) can share its first bytes with a bad sequence, so the
 * offset is moved back to the start of the character that differs.
 */
function firstInvalidUtf8(bytes: Uint8Array): number {
  const again = Buffer.from(lenient.decode(bytes), 'utf8');
  let at = 0;
  while (at < bytes.length && bytes[at] === again[at]) at++;
  while (at > 0 && ((again[at] ?? 0) & 0xc0) === 0x80) at--;
  return at;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KiB`;
  return `${bytes} bytes`;
}
