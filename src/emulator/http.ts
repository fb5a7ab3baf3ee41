// HTTP plumbing of the emulator: reading a bounded body, parsing it as JSON defensively and
// writing JSON answers. Nothing here knows about metrics or reviews.
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Far deeper than any valid definition (about 6 levels), far shallower than a stack overflow. */
const MAX_JSON_DEPTH = 64;

export type BodyRead =
  | { kind: 'ok'; bytes: Buffer }
  | { kind: 'too-large' }
  /** The client went away mid-body; there is nobody to answer. */
  | { kind: 'aborted' };

/** Reads the body up to MAX_BODY_BYTES; past that it stops reading and says so. */
export function readBody(req: IncomingMessage): Promise<BodyRead> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return Promise.resolve({ kind: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyRead) => {
      req.off('data', onData).off('end', onEnd).off('error', onAbort).off('aborted', onAbort);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.pause();
        finish({ kind: 'too-large' });
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => finish({ kind: 'ok', bytes: Buffer.concat(chunks, size) });
    const onAbort = () => finish({ kind: 'aborted' });
    req.on('data', onData).on('end', onEnd).on('error', onAbort).on('aborted', onAbort);
  });
}

export type JsonParse = { ok: true; value: unknown } | { ok: false; why: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Parses a JSON body. The reason never quotes the body: it may hold anything, secrets included. */
export function parseJsonBody(bytes: Buffer): JsonParse {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, why: 'the body is not valid UTF-8' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec(String((error as Error).message))?.[1];
    return { ok: false, why: `the body is not valid JSON${position ? ` (at character ${position})` : ''}` };
  }
  if (nestedDeeperThan(value, MAX_JSON_DEPTH)) {
    return { ok: false, why: `the body nests deeper than ${MAX_JSON_DEPTH} levels` };
  }
  return { ok: true, value };
}

/** Iterative, so that measuring a hostile body cannot overflow the stack either. */
function nestedDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= maxDepth) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node))
      stack.push({ node: child, depth: depth + 1 });
  }
  return false;
}

/** `application/json`, with or without parameters such as charset. */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const media = header.split(';')[0]!.trim().toLowerCase();
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(header)?.[1]?.toLowerCase();
  return media === 'application/json' && (charset === undefined || charset === 'utf-8' || charset === 'utf8');
}

export function writeJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** The path and query of a request target, without trusting URL parsing with odd targets. */
export function splitTarget(target: string | undefined): { segments: string[]; query: URLSearchParams } {
  const raw = target ?? '/';
  const at = raw.indexOf('?');
  const path = at < 0 ? raw : raw.slice(0, at);
  const query = new URLSearchParams(at < 0 ? '' : raw.slice(at + 1));
  return { segments: path.split('/'), query };
}
