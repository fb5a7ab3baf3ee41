// Each command's flags, parsed from its declaration (commands.ts), one way for all of them. A bad
// flag is a value with a message, which the command prints before exiting 2.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { findConfigRoot } from '../config/load-config.js';
import { isHttpUrl, urlWithScheme } from '../config/schema.js';
import { withoutUserinfo } from '../console/redact.js';
import { excerpt } from '../diagnostics/finding.js';
import { didYouMean, Suggestions } from '../diagnostics/suggest.js';
import { escapesThroughLink } from '../files/paths.js';
import { COMMANDS, type CommandName, type CommandSpec, type OUTPUT_FORMATS } from './commands.js';

type ParseArgsOptions = NonNullable<ParseArgsConfig['options']>;

export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

interface CommonFlags {
  /** Absolute path of the repository root: found from `from` upwards, unless `--config` is given. */
  cwd: string;
  /** Where the command runs as if started (`--cwd DIR`, as `git -C` does; default the current directory). */
  from: string;
  /** `--config FILE`, relative to cwd, when given. */
  config?: string;
  format: OutputFormat;
  /** `--api-url`, validated as an http(s) URL, when given. */
  apiUrl?: string;
  /** `--trusted-ref`, when given. */
  trustedRef?: string;
  help: boolean;
}

type Flags<N extends CommandName> = (typeof COMMANDS)[N]['flags'];

/** The value parseArgs gives for each declared flag: string, string list or boolean. */
type FlagValues<N extends CommandName> = {
  -readonly [K in keyof Flags<N>]?: Flags<N>[K] extends { type: 'boolean' }
    ? boolean
    : Flags<N>[K] extends { multiple: true }
      ? string[]
      : string;
};

type Refused = { ok: false; message: string };

export type ParsedFlags<N extends CommandName> =
  | { ok: true; values: FlagValues<N>; positionals: string[] }
  | Refused;

export type ParsedArgs<N extends CommandName> =
  | { ok: true; flags: CommonFlags; values: FlagValues<N>; positionals: string[] }
  | Refused;

export interface ParseOptions {
  /** Used to resolve `--cwd`; default process.cwd(). */
  baseDir?: string;
}

/** The command's declared flags (commands.ts), nothing else: an unknown flag is refused. */
export function parseFlags<N extends CommandName>(name: N, argv: readonly string[]): ParsedFlags<N> {
  const spec: CommandSpec = COMMANDS[name];
  const options: ParseArgsOptions = {};
  for (const [flag, { type, short, multiple }] of Object.entries(spec.flags))
    options[flag] = { type, ...(short && { short }), ...(multiple && { multiple }) };
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options,
      strict: true,
      allowPositionals: spec.positionals !== undefined,
    });
    const outside = unchosen(spec, values);
    if (outside) return refused(outside);
    return { ok: true, values: values as FlagValues<N>, positionals };
  } catch (error) {
    return refused(explainParseError(error, spec));
  }
}

/** What is wrong with a value outside its flag's declared choices, if one is. */
function unchosen(spec: CommandSpec, values: Record<string, unknown>): string | undefined {
  for (const [flag, { choices }] of Object.entries(spec.flags)) {
    const value = values[flag];
    if (!choices || typeof value !== 'string' || choices.includes(value)) continue;
    const allowed = choices.length === 2 ? `${choices[0]} or ${choices[1]}` : `one of ${choices.join(', ')}`;
    return `--${flag} must be ${allowed}; got \`${value}\`${didYouMean(value, choices)}`;
  }
  return undefined;
}

/** A repository command's flags: the declared ones, with --cwd, --config, --format and --api-url checked. */
export function parseCommandArgs<N extends CommandName>(
  name: N,
  argv: readonly string[],
  options: ParseOptions = {},
): ParsedArgs<N> {
  const parsed = parseFlags(name, argv);
  if (!parsed.ok) return parsed;
  const flags = commonFlags(parsed.values as Record<string, unknown>, options);
  if (typeof flags === 'string') return refused(flags);
  return { ...parsed, flags };
}

function commonFlags(values: Record<string, unknown>, options: ParseOptions): CommonFlags | string {
  const format = (values.format as string | undefined) ?? 'text';
  const base = options.baseDir ?? process.cwd();
  // As if started in --cwd (as `git -C` does); without --config, the repository is found from
  // there upwards, the way tsc and eslint find theirs.
  const from = resolve(base, (values.cwd as string | undefined) ?? '.');
  if (!isDirectory(from)) return `--cwd: \`${values.cwd as string}\` is not a directory`;
  // A folder of this one that a link leads out of is not followed: in CI it is the checkout's, and a
  // merge request may have made it a link to a folder of the runner.
  if (escapesThroughLink(base, from))
    return `--cwd: \`${values.cwd as string}\` leads out of ${base} through a symbolic link: give the folder it leads to, if that is the one meant`;
  const cwd = values.config === undefined ? findConfigRoot(from) : from;
  const apiUrl = values['api-url'] as string | undefined;
  if (apiUrl !== undefined && !isHttpUrl(apiUrl)) {
    const meant = urlWithScheme(apiUrl);
    return `--api-url must be an http or https URL; got \`${excerpt(apiUrl)}\`${meant ? `: write \`--api-url ${meant}\`` : ''}`;
  }
  const flags: CommonFlags = { cwd, from, format: format as OutputFormat, help: values.help === true };
  if (values.config !== undefined) flags.config = values.config as string;
  if (apiUrl !== undefined) flags.apiUrl = apiUrl;
  if (values['trusted-ref'] !== undefined) flags.trustedRef = values['trusted-ref'] as string;
  return flags;
}

/** Refused, with any password of a URL the message echoes hidden (the CLI's output hides secrets). */
function refused(message: string): Refused {
  return { ok: false, message: withoutUserinfo(message) };
}

/** `\`plan\``, `\`plan\` and \`apply\``, `\`plan\`, \`apply\` and \`reviews\``. */
function listed(names: readonly string[]): string {
  const quoted = names.map((name) => `\`${name}\``);
  return quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

function explainParseError(error: unknown, spec: CommandSpec): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'(-{1,2}[^']+)'/.exec(message)?.[1] ?? '';
    const name = option.replace(/^-+/, '').split('=')[0] ?? '';
    const misread = spec.misread?.[name.replace(/[-_]/g, '').toLowerCase()];
    if (misread !== undefined) return `unknown option \`${option}\` (${misread})`;
    // `validate --api-url`: the commands that take it say what this one is not for.
    const elsewhere = Object.keys(COMMANDS).filter((command) =>
      Object.hasOwn(COMMANDS[command as CommandName].flags, name),
    );
    if (elsewhere.length > 0) return `unknown option \`${option}\` (a flag of ${listed(elsewhere)})`;
    // `--json` is a value of `--format`: the flag it belongs to is named with it.
    const owner = Object.entries(spec.flags).find(([, flag]) => flag.choices?.includes(name))?.[0];
    // A flag written short (`--dry-run` for `--dry-run-all`) is found as a key written short is.
    const match = owner ? `${owner} ${name}` : new Suggestions(Object.keys(spec.flags)).closestKey(name);
    return `unknown option \`${option}\`${match ? ` (did you mean \`--${match}\`?)` : ''}`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const value = /'([^']*)'/.exec(message)?.[1] ?? '';
    return `unexpected argument \`${value}\``;
  }
  // node's words name the flag as `'-y, --yes'` or `'--cwd <value>'`.
  const flag = /'(?:-\w, )?--([\w-]+)/.exec(message)?.[1];
  const declared = flag === undefined ? undefined : spec.flags[flag];
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && declared) {
    if (declared.type === 'boolean') return `--${flag} takes no value: write \`--${flag}\` alone`;
    const dash = / ambiguous/.test(message)
      ? ` (a value that starts with \`-\` is written \`--${flag}=-…\`)`
      : '';
    return `--${flag} needs its value after it: \`--${flag} ${declared.value ?? 'VALUE'}\`${dash}`;
  }
  return message.replace(/\. To specify.*$/s, '');
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
