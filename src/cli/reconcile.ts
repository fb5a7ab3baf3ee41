// `plan`, `apply` and `reviews`: flags in, one engine run, the report out in the chosen format.
import { ExitCode } from '../outcome/exit-codes.js';
import { failureOf } from '../outcome/failure.js';
import { execute, type RunRequest } from '../reconcile/run.js';
import type { CreateSummary } from '../reconcile/run-request.js';
import type { RunMode } from '../report/model.js';
import { progressReporter } from '../report/progress.js';
import { parseCommandArgs } from './args.js';
import { gitHubLedgerStore } from './github-state.js';
import { commandHelp, usageError } from './help.js';
import { type CliIo, processIo } from './io.js';
import { renderReport } from './render.js';
import { onMergeRequest, refuseApplyOnMergeRequest, trustedRefSettings } from './trusted-ref.js';

type Mode = Exclude<RunMode, 'validate'>;

/** What a caller may inject into the engine: retry timing, its clock and the ledger lock's wait (tests, benchmarks). */
export type EngineDeps = Pick<RunRequest, 'retry' | 'clock' | 'lockWaitMs'>;

/** One command function per mode; the flags, engine and rendering are shared. */
const commandFor =
  (mode: Mode) =>
  (argv: string[], io: CliIo = processIo, env = process.env, deps: EngineDeps = {}) =>
    command(mode, argv, io, env, deps);

export const planCommand = commandFor('plan');
export const applyCommand = commandFor('apply');
export const reviewsCommand = commandFor('reviews');

/** The most creates listed before asking; the rest are counted. */
const LISTED_CREATES = 20;

async function command(
  mode: Mode,
  argv: string[],
  io: CliIo,
  env: NodeJS.ProcessEnv,
  deps: EngineDeps,
): Promise<number> {
  const parsed = parseCommandArgs(mode, argv);
  if (!parsed.ok) return refuse(mode, parsed.message, io);
  if (parsed.flags.help) {
    io.stdout(commandHelp(mode));
    return ExitCode.Ok;
  }
  const { flags } = parsed;
  const values = parsed.values as Record<string, boolean | string | undefined>;
  const state = stateChoice(values, parsed.positionals);
  if (typeof state === 'string') return refuse(mode, state, io);
  const progress = progressReporter({ tty: process.stderr.isTTY === true, write: io.stderr });
  const apiUrl = flags.apiUrl ?? (env.CONSOLE_API_URL || undefined);
  const ask = io.ask;
  const request: RunRequest = {
    mode,
    cwd: flags.cwd,
    ...(flags.config !== undefined && { configFile: flags.config }),
    ...(apiUrl !== undefined && { apiUrl }),
    ...(env.CONSOLE_API_KEY && { apiKey: env.CONSOLE_API_KEY }),
    ...(env.GITHUB_SHA && { commit: env.GITHUB_SHA }),
    dryRunAll: values['dry-run-all'] === true,
    adoptExisting: values['adopt-existing'] === true,
    ...(state.accept && { acceptChanges: state.accept }),
    ...(state.acceptRemovals && { acceptRemovals: state.acceptRemovals }),
    store: (config) =>
      (state.store ?? config.state.store) === 'github'
        ? gitHubLedgerStore(config, {
            cwd: flags.cwd,
            env,
            ...(state.repo !== undefined && { repo: state.repo }),
            ...(env.CONSOLE_API_KEY && { apiKey: env.CONSOLE_API_KEY }),
          })
        : undefined,
    // The markdown of a plan is the PR comment, which shows the watched reviews beside the plan.
    withReviews: mode === 'plan',
    pullRequest: onMergeRequest(env),
    onProgress: progress.update,
    onWaiting: (message) => io.stderr(`${message}\n`),
    // A person at a terminal confirms what cannot be undone; --yes and CI never ask.
    ...(mode === 'apply' &&
      ask &&
      values.yes !== true && {
        confirm: (creates: readonly CreateSummary[]) => {
          progress.done();
          return confirmCreates(creates, io.stderr, ask);
        },
      }),
    ...deps,
  };
  // Ctrl-C, or SIGTERM (how other CI systems cancel a job): the first stops sending and prints
  // what was done; a second one ends the process.
  const interrupted = new AbortController();
  const onInterrupt = (signal: NodeJS.Signals) => {
    if (interrupted.signal.aborted) process.exit(signal === 'SIGINT' ? 130 : 143);
    io.stderr(
      '\ninterrupted: finishing the requests in flight and recording them (Ctrl-C again to quit now)\n',
    );
    interrupted.abort(`interrupted (${signal === 'SIGINT' ? 'Ctrl-C' : signal})`);
  };
  process.on('SIGINT', onInterrupt);
  process.on('SIGTERM', onInterrupt);
  try {
    if (mode === 'apply') refuseApplyOnMergeRequest(env);
    const trusted = await trustedRefSettings(flags.cwd, flags.config, flags.trustedRef, env);
    const outcome = await execute({ ...request, ...(trusted && { trusted }), signal: interrupted.signal });
    progress.done();
    const reviewsForm = mode === 'plan' ? outcome.config?.reviews.inPullRequest : undefined;
    io.stdout(renderReport(outcome.report, flags.format, { reviewsForm }));
    return outcome.exitCode;
  } catch (error) {
    progress.done();
    const failure = failureOf(error);
    io.stderr(`metrics-as-code ${mode}: ${failure.message}\n`);
    return failure.exitCode;
  } finally {
    process.off('SIGINT', onInterrupt);
    process.off('SIGTERM', onInterrupt);
  }
}

/** A usage mistake: said with where to find every flag, exit 2. */
function refuse(mode: Mode, message: string, io: CliIo): ExitCode {
  io.stderr(`${usageError(mode, message)}Run \`metrics-as-code ${mode} --help\` for every flag.\n`);
  return ExitCode.Usage;
}

interface StateChoice {
  store?: 'file' | 'github';
  repo?: string;
  accept?: true | string[];
  acceptRemovals?: true | string[];
}

/** --state, --repo, --accept-changes and --accept-removals [ID...], or what is wrong with them. */
function stateChoice(
  values: Record<string, boolean | string | undefined>,
  ids: string[],
): StateChoice | string {
  // --state's value is one of its declared choices (the parser checked it).
  const store = values.state as StateChoice['store'];
  const repo = values.repo as string | undefined;
  if (repo !== undefined && store !== 'github' && store !== undefined)
    return '--repo names the repository of the ledger on GitHub: it goes with --state github';
  const accepting = values['accept-changes'] === true;
  const removing = values['accept-removals'] === true;
  if (ids.length > 0 && !accepting && !removing)
    return `unexpected argument \`${ids[0]}\` (ids name the changes or removals to accept: put --accept-changes before them, or --accept-removals)`;
  if (ids.length > 0 && accepting && removing)
    return 'ids go with one of --accept-changes and --accept-removals: run them one at a time';
  const chosen = ids.length > 0 ? ids : true;
  return {
    ...(store !== undefined && { store }),
    ...(repo !== undefined && { repo }),
    ...(accepting && { accept: chosen }),
    ...(removing && { acceptRemovals: chosen }),
  };
}

/** Lists what apply will create and asks; only `y` or `yes` goes on. */
async function confirmCreates(
  creates: readonly CreateSummary[],
  write: (text: string) => void,
  ask: (question: string) => Promise<string>,
): Promise<boolean> {
  const listed = creates.slice(0, LISTED_CREATES).map((c) => `  + ${c.id}  (${c.file}:${c.line})`);
  const more = creates.length > LISTED_CREATES ? [`  … and ${creates.length - LISTED_CREATES} more`] : [];
  const noun = creates.length === 1 ? 'metric' : 'metrics';
  write(`apply will create ${creates.length} ${noun}:\n${[...listed, ...more].join('\n')}\n`);
  const answer = await ask(
    `Create ${creates.length === 1 ? 'it' : `these ${creates.length}`}? A created metric cannot be deleted through the API. [y/N] `,
  );
  return /^\s*y(es)?\s*$/i.test(answer);
}
