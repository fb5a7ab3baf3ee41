// The one mapping from a failure to an exit code and a message, shared by the CLI and the Action.
// Errors the tool throws on purpose carry their exit code and rule id; anything else is a bug,
// reported in one line (no stack trace unless METRICS_AS_CODE_DEBUG is set).
import { count } from '../report/count.js';
import { ExitCode } from './exit-codes.js';

/** A failure the tool raises on purpose: its rule id, and what it means for the exit code. */
export class ToolError extends Error {
  constructor(
    readonly rule: string,
    readonly exitCode: ExitCode,
    message: string,
  ) {
    super(message);
  }
}

export interface Failure {
  exitCode: ExitCode;
  rule: string;
  /** One line a user can act on, already redacted. */
  message: string;
}

export function failureOf(error: unknown, redact: (text: string) => string = (text) => text): Failure {
  if (error instanceof ToolError) {
    return { exitCode: error.exitCode, rule: error.rule, message: redact(error.message) };
  }
  const detail =
    process.env.METRICS_AS_CODE_DEBUG && error instanceof Error && error.stack
      ? error.stack
      : error instanceof Error
        ? error.message
        : String(error);
  return {
    exitCode: ExitCode.Usage,
    rule: 'internal',
    message: redact(`unexpected error: ${detail} (set METRICS_AS_CODE_DEBUG=1 for a stack trace)`),
  };
}

/**
 * What a finished Action run says last, as its failure: one line per exit code (empty when all is
 * well). GitHub shows ten error annotations a step, this line among them: `listedIn` (the job
 * summary, or the log when the summary could not be written) has every finding.
 */
export function runVerdict(
  exitCode: ExitCode,
  counts: { errors: number; failed: number },
  failure: { message: string } | undefined,
  listedIn = 'the job summary',
): string {
  switch (exitCode) {
    case ExitCode.Ok:
      return '';
    case ExitCode.Findings:
      return `${count(counts.errors, 'error')}${counts.failed > 0 ? `, ${counts.failed} failed` : ''}: ${listedIn} lists every one`;
    case ExitCode.Usage:
      return `configuration problem: ${failure?.message ?? 'see the report'}`;
    case ExitCode.Transient:
      return failure?.message ?? 'the Console API was unavailable after retries; nothing is lost: run again';
    case ExitCode.Auth:
      return 'the Console API refused the API key (check CONSOLE_API_KEY or the api-key secret)';
  }
}
