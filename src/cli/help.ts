// The help texts, derived from the one declaration of each command (commands.ts).
import { EXIT_MEANING } from '../outcome/exit-codes.js';
import { COMMANDS, type CommandName, ENVIRONMENT, type FlagSpec } from './commands.js';

const BIN = 'metrics-as-code';

/** `metrics-as-code --help`: every command with its one line. */
export function overview(): string {
  const names = Object.keys(COMMANDS) as CommandName[];
  const width = Math.max(...names.map((name) => name.length));
  const lines = names.map((name) => `  ${name.padEnd(width)}  ${COMMANDS[name].summary}`);
  return [
    `Usage: ${BIN} <command> [flags]`,
    '',
    'Commands:',
    ...lines,
    '',
    `Run \`${BIN} <command> --help\` for a command's flags, environment and exit codes.`,
    `\`${BIN} --version\` prints the version. The API key is read from CONSOLE_API_KEY, never from a flag.`,
    '',
  ].join('\n');
}

/** The usage line of one command. */
function usageLine(name: CommandName): string {
  const spec = COMMANDS[name];
  const positionals = 'positionals' in spec ? ` ${spec.positionals.usage}` : '';
  return `Usage: ${BIN} ${name} [flags]${positionals}`;
}

/** What a command prints on a bad flag or argument, before exiting 2. */
export function usageError(name: CommandName, message: string): string {
  return `${BIN} ${name}: ${message}\n${usageLine(name)}\n`;
}

/** `metrics-as-code <command> --help`: every flag, the environment and the exit codes. */
export function commandHelp(name: CommandName): string {
  const spec = COMMANDS[name];
  const flags = Object.entries(spec.flags).map(([flag, f]) => [flagLabel(flag, f), f.description] as const);
  const sections = [usageLine(name), '', `${capitalised(spec.summary)}.`];
  if ('details' in spec) sections.push(spec.details);
  if ('positionals' in spec)
    sections.push('', 'Arguments:', ...table([[spec.positionals.usage, spec.positionals.description]]));
  sections.push('', 'Flags:', ...table(flags));
  if (spec.env.length > 0)
    sections.push('', 'Environment:', ...table(spec.env.map((env) => [env, ENVIRONMENT[env]] as const)));
  sections.push(
    '',
    'Exit codes:',
    ...table(spec.exits.map((code) => [String(code), EXIT_MEANING[code]] as const)),
  );
  return `${sections.join('\n')}\n`;
}

/** `-h, --help`, `--cwd DIR`: how the flag is written. */
export function flagLabel(name: string, flag: FlagSpec): string {
  const short = flag.short ? `-${flag.short}, ` : '';
  const value = flag.type === 'string' ? ` ${flag.value ?? 'VALUE'}` : '';
  return `${short}--${name}${value}`;
}

function table(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
