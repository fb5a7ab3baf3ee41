// `plan`, `apply` and `reviews`: flags in, one engine run, the report out in the chosen format.
import { redact } from '../console/redact.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { failureOf } from '../outcome/failure.js';
import { execute, type RunRequest } from '../reconcile/run.js';
import type { RunMode } from '../report/model.js';
import { progressReporter } from '../report/progress.js';
import { parseCommandArgs } from './args.js';
import { type CliIo, processIo } from './io.js';
import { renderReport } from './render.js';

const USAGE: Record<Exclude<RunMode, 'validate'>, string> = {
  plan: `usage: metrics-as-code plan [--cwd DIR] [--config FILE] [--format text|json|markdown] [--api-url URL] [--dry-run-all]
  Validates every definition, compares it with the ledger and dry-runs each one to be created.
  The API key comes from CONSOLE_API_KEY.`,
  apply: `usage: metrics-as-code apply [--cwd DIR] [--config FILE] [--format text|json|markdown] [--api-url URL] [--adopt-existing] [--accept-changes]
  Plans, then creates each definition to be created, recording each in the ledger.
  The API key comes from CONSOLE_API_KEY.`,
  reviews: `usage: metrics-as-code reviews [--cwd DIR] [--config FILE] [--format text|json|markdown] [--api-url URL]
  Summarises the open reviews of the dynamic configs listed in the config.
  The API key comes from CONSOLE_API_KEY.`,
};

const EXTRA_OPTIONS = {
  plan: { 'dry-run-all': { type: 'boolean' } },
  apply: { 'adopt-existing': { type: 'boolean' }, 'accept-changes': { type: 'boolean' } },
  reviews: {},
} as const;

/** What a caller may inject into the engine: retry timing, its clock and the ledger lock's wait (tests, benchmarks). */
export type EngineDeps = Pick<RunRequest, 'retry' | 'clock' | 'lockWaitMs'>;

/** One command function per mode; the flags, engine and rendering are shared. */
const commandFor =
  (mode: Exclude<RunMode, 'validate'>) =>
  (argv: string[], io: CliIo = processIo, env = process.env, deps: EngineDeps = {}) =>
    command(mode, argv, io, env, deps);

export const planCommand = commandFor('plan');
export const applyCommand = commandFor('apply');
export const reviewsCommand = commandFor('reviews');

async function command(
  mode: Exclude<RunMode, 'validate'>,
  argv: string[],
  io: CliIo,
  env: NodeJS.ProcessEnv,
  deps: EngineDeps,
): Promise<number> {
  const parsed = parseCommandArgs(argv, {
    extra: EXTRA_OPTIONS[mode],
    ...(env.CONSOLE_API_KEY && { secret: env.CONSOLE_API_KEY }),
  });
  if (!parsed.ok) {
    io.stderr(`metrics-as-code ${mode}: ${parsed.message}\n${USAGE[mode]}\n`);
    return ExitCode.Usage;
  }
  if (parsed.flags.help) {
    io.stdout(`${USAGE[mode]}\n`);
    return ExitCode.Ok;
  }
  const { flags } = parsed;
  const extra = parsed.extra as Record<string, boolean | undefined>;
  const progress = progressReporter({ tty: process.stderr.isTTY === true, write: io.stderr });
  const apiUrl = flags.apiUrl ?? (env.CONSOLE_API_URL || undefined);
  const request: RunRequest = {
    mode,
    cwd: flags.cwd,
    ...(flags.config !== undefined && { configFile: flags.config }),
    ...(apiUrl !== undefined && { apiUrl }),
    ...(env.CONSOLE_API_KEY && { apiKey: env.CONSOLE_API_KEY }),
    ...(env.GITHUB_SHA && { commit: env.GITHUB_SHA }),
    dryRunAll: extra['dry-run-all'] === true,
    adoptExisting: extra['adopt-existing'] === true,
    acceptChanges: extra['accept-changes'] === true,
    // The markdown of a plan is the PR comment, which shows the watched reviews beside the plan.
    withReviews: mode === 'plan',
    onProgress: progress.update,
    ...deps,
  };
  // Ctrl-C: the first stops sending and prints what was done; a second one ends the process.
  const interrupted = new AbortController();
  const onInterrupt = () => {
    if (interrupted.signal.aborted) process.exit(130);
    io.stderr(
      '\ninterrupted: finishing the requests in flight and recording them (Ctrl-C again to quit now)\n',
    );
    interrupted.abort();
  };
  process.on('SIGINT', onInterrupt);
  try {
    const outcome = await execute({ ...request, signal: interrupted.signal });
    progress.done();
    io.stdout(renderReport(outcome.report, flags.format));
    return outcome.exitCode;
  } catch (error) {
    progress.done();
    const key = env.CONSOLE_API_KEY;
    const failure = failureOf(error, key ? (text) => redact(text, key) : undefined);
    io.stderr(`metrics-as-code ${mode}: ${failure.message}\n`);
    return failure.exitCode;
  } finally {
    process.off('SIGINT', onInterrupt);
  }
}
