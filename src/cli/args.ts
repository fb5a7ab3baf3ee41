// Flags every command shares (README.md ("The CLI")), parsed one way for all of them. A bad flag is
// a value with a message, which the command prints before exiting 2.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { findConfigRoot } from '../config/load-config.js';
import { redact } from '../console/redact.js';
import { closest } from '../diagnostics/suggest.js';

const OUTPUT_FORMATS = ['text', 'json', 'markdown'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

type OptionSpecs = NonNullable<ParseArgsConfig['options']>;

const COMMON_OPTIONS = {
  cwd: { type: 'string' },
  config: { type: 'string' },
  format: { type: 'string' },
  'api-url': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies OptionSpecs;

interface CommonFlags {
  /** Absolute path of the repository root (`--cwd`, default the current directory). */
  cwd: string;
  /** `--config FILE`, relative to cwd, when given. */
  config?: string;
  format: OutputFormat;
  /** `--api-url`, validated as an http(s) URL, when given. */
  apiUrl?: string;
  help: boolean;
}

/** The values parseArgs gives for extra options: string or boolean, per the option's type. */
type ExtraValues<E extends OptionSpecs> = {
  [K in keyof E]?: E[K] extends { type: 'boolean' } ? boolean : string;
};

export type ParsedArgs<E extends OptionSpecs> =
  | { ok: true; flags: CommonFlags; extra: ExtraValues<E>; positionals: string[] }
  | { ok: false; message: string };

export interface ParseOptions<E extends OptionSpecs> {
  /** Command-specific options, beside the common ones. */
  extra?: E;
  /** Formats the command supports (default all). */
  formats?: readonly OutputFormat[];
  /** Positional arguments the command takes (default none). */
  positionals?: boolean;
  /** Used to resolve `--cwd`; default process.cwd(). */
  baseDir?: string;
  /** The API key: a message that echoes an argument (a key pasted into --api-url) is redacted. */
  secret?: string;
}

/** Parses `argv` (the arguments after the command name). */
export function parseCommandArgs<const E extends OptionSpecs = Record<never, never>>(
  argv: readonly string[],
  options: ParseOptions<E> = {},
): ParsedArgs<E> {
  const specs = { ...COMMON_OPTIONS, ...options.extra } as OptionSpecs;
  let values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      options: specs,
      strict: true,
      allowPositionals: options.positionals ?? false,
    }));
  } catch (error) {
    return refused(explainParseError(error, Object.keys(specs)), options.secret);
  }
  const flags = commonFlags(values, options);
  if (typeof flags === 'string') return refused(flags, options.secret);
  const extra: Record<string, unknown> = {};
  for (const key of Object.keys(options.extra ?? {})) extra[key] = values[key];
  return { ok: true, flags, extra: extra as ExtraValues<E>, positionals };
}

function commonFlags(
  values: Record<string, unknown>,
  options: ParseOptions<OptionSpecs>,
): CommonFlags | string {
  const format = (values.format as string | undefined) ?? 'text';
  const formats = options.formats ?? OUTPUT_FORMATS;
  if (!formats.includes(format as OutputFormat)) {
    return `--format must be one of ${formats.join(', ')}; got \`${format}\``;
  }
  const base = options.baseDir ?? process.cwd();
  // Without --cwd (and --config), the repository is found the way tsc and eslint find theirs.
  const cwd =
    values.cwd === undefined && values.config === undefined
      ? findConfigRoot(base)
      : resolve(base, (values.cwd as string | undefined) ?? '.');
  if (!isDirectory(cwd)) return `--cwd: \`${values.cwd as string}\` is not a directory`;
  const apiUrl = values['api-url'] as string | undefined;
  if (apiUrl !== undefined && !isHttpUrl(apiUrl))
    return `--api-url must be an http or https URL; got \`${apiUrl}\``;
  const flags: CommonFlags = { cwd, format: format as OutputFormat, help: values.help === true };
  if (values.config !== undefined) flags.config = values.config as string;
  if (apiUrl !== undefined) flags.apiUrl = apiUrl;
  return flags;
}

function refused(message: string, secret: string | undefined): { ok: false; message: string } {
  return { ok: false, message: secret ? redact(message, secret) : message };
}

function explainParseError(error: unknown, known: string[]): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'(-{1,2}[^']+)'/.exec(message)?.[1] ?? '';
    const name = option.replace(/^-+/, '').split('=')[0] ?? '';
    const match = closest(name, known);
    return `unknown option \`${option}\`${match ? ` (did you mean \`--${match}\`?)` : ''}`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const value = /'([^']*)'/.exec(message)?.[1] ?? '';
    return `unexpected argument \`${value}\``;
  }
  // e.g. "Option '--cwd <value>' argument missing"
  return message.replace(/\. To specify.*$/s, '');
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
