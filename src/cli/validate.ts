// `metrics-as-code validate`: local checks of every definition and the config, no network. The
// same engine run as the Action's validate mode; only the rendering is the CLI's.
// Exit 0 when nothing is an error (warnings allowed), 1 with errors, 2 for a usage or config error.

import type { WorkerOptions } from '../definitions/validate.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { execute } from '../reconcile/run.js';
import { parseCommandArgs } from './args.js';
import { type CliIo, processIo } from './io.js';
import { renderReport } from './render.js';

const VALIDATE_USAGE = `Usage: metrics-as-code validate [--cwd DIR] [--config FILE] [--format text|json|markdown]

Checks every metric definition under metrics.dir, and the repo config, without any network.

  --cwd DIR        the repository root (default: .)
  --config FILE    the repo config (default: metrics-as-code.yaml when present)
  --format FORMAT  text (default), json or markdown

Exit codes: 0 valid (warnings allowed), 1 invalid definitions, 2 usage or config error.
`;

export async function validateCommand(
  argv: string[],
  io: CliIo = processIo,
  workers?: WorkerOptions,
): Promise<number> {
  const key = process.env.CONSOLE_API_KEY;
  const args = parseCommandArgs(argv, key ? { secret: key } : {});
  if (!args.ok) {
    io.stderr(`metrics-as-code validate: ${args.message}\n\n${VALIDATE_USAGE}`);
    return ExitCode.Usage;
  }
  const { flags } = args;
  if (flags.help) {
    io.stdout(VALIDATE_USAGE);
    return ExitCode.Ok;
  }
  const { report, exitCode } = await execute({
    mode: 'validate',
    cwd: flags.cwd,
    ...(flags.config !== undefined && { configFile: flags.config }),
    ...(workers && { workers }),
  });
  // Every diagnostic of the run, the config's included, on one stream in line order.
  io.stdout(renderReport(report, flags.format));
  return exitCode;
}
