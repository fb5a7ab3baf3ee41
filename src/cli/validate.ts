// `metrics-as-code validate`: local checks of every definition and the config, no network.
// Exit 0 when nothing is an error (warnings allowed), 1 with errors, 2 for a usage or config error.
import { configErrorReport, validationReport } from '../definitions/report.js';
import { validateRepository, type WorkerOptions } from '../definitions/validate.js';
import type { RunReport } from '../reconcile/report.js';
import { renderJson } from '../report/json.js';
import { formatDiagnostic, renderText } from '../report/text.js';
import { type OutputFormat, parseCommandArgs } from './args.js';
import { type CliIo, processIo } from './io.js';
import { loadOptional, MissingModuleError } from './optional-module.js';

export const VALIDATE_USAGE = `Usage: metrics-as-code validate [--cwd DIR] [--config FILE] [--format text|json|markdown]

Checks every metric definition under metrics.dir, and the repo config, without any network.

  --cwd DIR        the repository root (default: .)
  --config FILE    the repo config (default: metrics-as-code.yaml when present)
  --format FORMAT  text (default), json or markdown

Exit codes: 0 valid (warnings allowed), 1 invalid definitions, 2 usage or config error.
`;

export async function validateCommand(argv: string[], io: CliIo = processIo, workers?: WorkerOptions): Promise<number> {
  const args = parseCommandArgs(argv);
  if (!args.ok) {
    io.stderr(`metrics-as-code validate: ${args.message}\n\n${VALIDATE_USAGE}`);
    return 2;
  }
  const { flags } = args;
  if (flags.help) {
    io.stdout(VALIDATE_USAGE);
    return 0;
  }
  const outcome = await validateRepository({
    cwd: flags.cwd,
    ...(flags.config !== undefined && { configFile: flags.config }),
    ...(workers && { workers }),
  });
  if (!outcome.ok) {
    if (flags.format === 'text') {
      const lines = outcome.diagnostics.map(formatDiagnostic).join('\n');
      io.stderr(`${lines}\nthe config has errors: nothing was validated\n`);
    } else {
      await emit(configErrorReport(outcome.diagnostics), flags.format, io);
    }
    return 2;
  }
  const report = validationReport(outcome.result);
  if (!(await emit(report, flags.format, io))) return 2;
  return report.summary.errors > 0 ? 1 : 0;
}

/** Writes the report to stdout; false when the format's renderer is not in this build. */
export async function emit(report: RunReport, format: OutputFormat, io: CliIo): Promise<boolean> {
  try {
    io.stdout(await render(report, format));
    return true;
  } catch (error) {
    if (!(error instanceof MissingModuleError)) throw error;
    io.stderr(`metrics-as-code: ${error.message}\n`);
    return false;
  }
}

type MarkdownModule = { renderComment?: (report: RunReport, context?: object) => string };

export async function render(report: RunReport, format: OutputFormat): Promise<string> {
  if (format === 'json') return renderJson(report);
  if (format === 'text') return renderText(report);
  const markdown = await loadOptional<MarkdownModule>(() => import('../report/markdown.js' as string), 'the markdown format');
  if (typeof markdown.renderComment !== 'function') {
    throw new MissingModuleError('the markdown format is not available in this build');
  }
  const body = markdown.renderComment(report);
  return body.endsWith('\n') ? body : `${body}\n`;
}
