// `metrics-as-code validate [PATH...]`: local checks of the definitions and the config, no network.
// The same engine run as the Action's validate mode; only the rendering is the CLI's.
import { statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { TrustedSettings } from '../config/trusted-settings.js';
import { isInside, toPosix } from '../files/paths.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { failureOf } from '../outcome/failure.js';
import { execute } from '../reconcile/run.js';
import { parseCommandArgs } from './args.js';
import { commandHelp, usageError } from './help.js';
import { type CliIo, processIo } from './io.js';
import { renderReport } from './render.js';
import { trustedRefSettings } from './trusted-ref.js';

export async function validateCommand(
  argv: string[],
  io: CliIo = processIo,
  baseDir = process.cwd(),
): Promise<number> {
  const key = process.env.CONSOLE_API_KEY;
  const args = parseCommandArgs('validate', argv, { baseDir, ...(key && { secret: key }) });
  if (!args.ok) {
    io.stderr(usageError('validate', args.message));
    return ExitCode.Usage;
  }
  const { flags, values, positionals } = args;
  if (flags.help) {
    io.stdout(commandHelp('validate'));
    return ExitCode.Ok;
  }
  const only = repositoryPaths(positionals, flags.from, flags.cwd);
  if (typeof only === 'string') {
    io.stderr(`metrics-as-code validate: ${only}\n`);
    return ExitCode.Usage;
  }
  let trusted: TrustedSettings | undefined;
  try {
    // No key is held: the target branch is trusted when named, never looked for (a pre-commit
    // hook in CI has no reason to fetch it).
    trusted = await trustedRefSettings(flags.cwd, flags.config, flags.trustedRef, {});
  } catch (error) {
    const failure = failureOf(error);
    io.stderr(`metrics-as-code validate: ${failure.message}\n`);
    return failure.exitCode;
  }
  const { report, exitCode } = await execute({
    mode: 'validate',
    cwd: flags.cwd,
    ...(flags.config !== undefined && { configFile: flags.config }),
    ...(only.length > 0 && { only }),
    ...(trusted && { trusted }),
  });
  // Every diagnostic of the run, the config's included, on one stream in line order.
  io.stdout(renderReport(report, flags.format, { quiet: values.quiet === true }));
  return exitCode;
}

/**
 * The files and folders named on the command line (as pre-commit and editors pass them: relative
 * to where the command runs, or absolute), as posix paths in the repository, a folder's with a
 * trailing `/`; empty for the whole tree; or what is wrong with one.
 */
function repositoryPaths(paths: readonly string[], baseDir: string, root: string): string[] | string {
  const inRepo: string[] = [];
  for (const path of paths) {
    const absolute = resolve(baseDir, path);
    if (!isInside(root, absolute)) return `\`${path}\` is outside the repository (${root})`;
    const info = statSync(absolute, { throwIfNoEntry: false });
    if (!info) return `\`${path}\`: no such file`;
    const inside = toPosix(relative(root, absolute));
    if (inside === '') return [];
    inRepo.push(info.isDirectory() ? `${inside}/` : inside);
  }
  return inRepo;
}
