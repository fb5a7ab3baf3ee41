// The `metrics-as-code` command (package.json `bin`, bundled to dist/cli.js): routes to one
// command's module.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TOOL_VERSION } from '../console/version.js';
import { closest } from '../diagnostics/suggest.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { failureOf } from '../outcome/failure.js';
import { COMMANDS, type CommandName, isCommand } from './commands.js';
import { commandHelp, overview } from './help.js';
import { type CliIo, processIo, withoutSecrets } from './io.js';

type Handler = (argv: string[], io: CliIo) => Promise<number>;

/** Each command's module, loaded when that command runs: a run starts only what it uses. */
const HANDLERS: Record<CommandName, () => Promise<Handler>> = {
  validate: async () => (await import('./validate.js')).validateCommand,
  plan: async () => (await import('./reconcile.js')).planCommand,
  apply: async () => (await import('./reconcile.js')).applyCommand,
  reviews: async () => (await import('./reconcile.js')).reviewsCommand,
  init: async () => (await import('./init.js')).initCommand,
  emulator: async () => (await import('./emulator.js')).emulatorCommand,
  schema: async () => (await import('./schema.js')).schemaCommand,
};

/**
 * Runs one command line (without `node` and the script) and returns its exit code; nothing it
 * writes shows a secret of `env`.
 */
export async function main(argv: string[], output: CliIo = processIo, env = process.env): Promise<number> {
  const io = withoutSecrets(output, env);
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.stderr(overview());
    return ExitCode.Usage;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    // `help plan`, as git takes it, is `plan --help`.
    const [asked] = rest;
    io.stdout(name === 'help' && asked !== undefined && isCommand(asked) ? commandHelp(asked) : overview());
    return ExitCode.Ok;
  }
  if (name === '--version' || name === '-V') {
    io.stdout(`metrics-as-code ${TOOL_VERSION}\n`);
    return ExitCode.Ok;
  }
  if (!isCommand(name)) {
    // `version` and `help` as other tools take them are the flags here.
    const match = closest(name, [...Object.keys(COMMANDS), '--help', '--version']);
    io.stderr(
      `metrics-as-code: unknown command \`${name}\`${match ? ` (did you mean \`${match}\`?)` : ''}\n\n${overview()}`,
    );
    return ExitCode.Usage;
  }
  const handler = await HANDLERS[name]();
  return handler(rest, io);
}

/** True when this file is the program node started (directly, through the bin link, or tsx). */
function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

if (isEntryPoint(import.meta.url)) {
  // `metrics-as-code validate | head`: the reader left, so nobody is there to read the rest.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const failure = failureOf(error);
      withoutSecrets(processIo, process.env).stderr(`metrics-as-code: ${failure.message}\n`);
      process.exitCode = failure.exitCode;
    },
  );
}
