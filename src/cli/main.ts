// The `metrics-as-code` command (package.json `bin`, bundled to dist/cli.js). It routes to one
// command module, imported only when that command runs.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TOOL_VERSION } from '../console/version.js';
import { isValidationWorker, serveValidationWorker } from '../definitions/parallel.js';
import { closest } from '../diagnostics/suggest.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { failureOf } from '../outcome/failure.js';
import { type CliIo, processIo } from './io.js';
import { schemaCommand } from './schema.js';
import { validateCommand } from './validate.js';

export const USAGE = `Usage: metrics-as-code <command> [flags]

Commands:
  validate   check every metric definition and the config locally (no network)
  plan       validate, compare with the ledger, dry-run what would be created
  apply      plan, then create each new metric exactly once
  reviews    summarise the open reviews of the watched dynamic configs
  emulator   serve a local Console API
  schema     print the JSON Schema of a definition (--config: of the repo config)

Flags: --cwd DIR, --config FILE, --format text|json|markdown, --api-url URL; --version.
The API key is read from CONSOLE_API_KEY, never from a flag.
Run \`metrics-as-code <command> --help\` for a command's own flags.
`;

const COMMANDS = ['validate', 'plan', 'apply', 'reviews', 'emulator', 'schema'] as const;
type CommandName = (typeof COMMANDS)[number];

/** Runs one command line (without `node` and the script) and returns its exit code. */
export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.stderr(USAGE);
    return ExitCode.Usage;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout(USAGE);
    return ExitCode.Ok;
  }
  if (name === '--version' || name === '-V') {
    io.stdout(`metrics-as-code ${TOOL_VERSION}\n`);
    return ExitCode.Ok;
  }
  if (!isCommand(name)) {
    const match = closest(name, COMMANDS);
    io.stderr(
      `metrics-as-code: unknown command \`${name}\`${match ? ` (did you mean \`${match}\`?)` : ''}\n\n${USAGE}`,
    );
    return ExitCode.Usage;
  }
  return run(name, rest, io);
}

function isCommand(name: string): name is CommandName {
  return (COMMANDS as readonly string[]).includes(name);
}

async function run(name: CommandName, argv: string[], io: CliIo): Promise<number> {
  switch (name) {
    case 'validate':
      // Large trees are checked on several threads, each running this same file (see below).
      return validateCommand(argv, io, { entry: import.meta.url });
    case 'schema':
      return schemaCommand(argv, io);
    // The other commands are loaded only when run: validate (and each of its worker threads)
    // starts without the HTTP client, the engine or the emulator.
    case 'emulator':
      return (await import('./emulator.js')).emulatorCommand(argv);
    case 'plan':
      return (await import('./reconcile.js')).planCommand(argv, io);
    case 'apply':
      return (await import('./reconcile.js')).applyCommand(argv, io);
    case 'reviews':
      return (await import('./reconcile.js')).reviewsCommand(argv, io);
  }
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

if (isValidationWorker()) {
  serveValidationWorker();
} else if (isEntryPoint(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const failure = failureOf(error);
      process.stderr.write(`metrics-as-code: ${failure.message}\n`);
      process.exitCode = failure.exitCode;
    },
  );
}
