// `metrics-as-code validate`: local checks of every definition and the config, no network.
// Exit 0 when nothing is an error (warnings allowed), 1 with errors, 2 for a usage or config error.

import { validateRepository, type WorkerOptions } from '../definitions/validate.js';
import { COMMENT_MARKER } from '../github/markers.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { validationReport } from '../reconcile/validation-report.js';
import { renderJson } from '../report/json.js';
import { renderComment } from '../report/markdown.js';
import { emptySummary, type RunReport } from '../report/model.js';
import { formatDiagnostic, renderText } from '../report/text.js';
import { type OutputFormat, parseCommandArgs } from './args.js';
import { type CliIo, processIo } from './io.js';

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
  const args = parseCommandArgs(argv);
  if (!args.ok) {
    io.stderr(`metrics-as-code validate: ${args.message}\n\n${VALIDATE_USAGE}`);
    return ExitCode.Usage;
  }
  const { flags } = args;
  if (flags.help) {
    io.stdout(VALIDATE_USAGE);
    return ExitCode.Ok;
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
      io.stdout(render(configErrorReport(outcome.diagnostics), flags.format));
    }
    return ExitCode.Usage;
  }
  const report = validationReport(outcome.result);
  io.stdout(render(report, flags.format));
  return report.summary.errors > 0 ? ExitCode.Findings : ExitCode.Ok;
}

/** A config that could not be used: its diagnostics only, nothing was validated. */
function configErrorReport(diagnostics: RunReport['diagnostics']): RunReport {
  const summary = emptySummary();
  summary.errors = diagnostics.filter((d) => d.severity === 'error').length;
  summary.warnings = diagnostics.length - summary.errors;
  return { mode: 'validate', summary, diagnostics, items: [], reviews: [], reviewProblems: [], notices: [] };
}

function render(report: RunReport, format: OutputFormat): string {
  if (format === 'json') return renderJson(report);
  if (format === 'markdown') return `${renderComment(report, { marker: COMMENT_MARKER })}\n`;
  return renderText(report);
}
