// The exit codes, and what each tells the person who reads it.

/** Exit codes of README.md ("The CLI"), shared by the CLI and the Action's outputs. */
export enum ExitCode {
  Ok = 0,
  Findings = 1,
  Usage = 2,
  Transient = 3,
  Auth = 4,
}

/** What each code tells the person who reads it: the CLI's help and the README's table. */
export const EXIT_MEANING: Record<ExitCode, string> = {
  [ExitCode.Ok]: 'all good (warnings allowed)',
  [ExitCode.Findings]: 'findings: invalid definitions, rejected dry runs, failed creates',
  [ExitCode.Usage]: 'usage or configuration error: fix it, running again will not help',
  [ExitCode.Transient]: 'unfinished (service unavailable, budget wait, interrupted): run again',
  [ExitCode.Auth]: 'the Console API refused the key',
};

/**
 * An auth failure stops everything; an unfinished run (transient) says "run again" before the
 * findings, because running again is what finishes it.
 */
export function exitCodeOf(outcome: {
  auth: boolean;
  transient: boolean;
  errors: number;
  /** A configuration mistake found on the way (a URL that is not the Console API): exit 2. */
  usage?: boolean;
}): ExitCode {
  if (outcome.usage) return ExitCode.Usage;
  if (outcome.auth) return ExitCode.Auth;
  if (outcome.transient) return ExitCode.Transient;
  return outcome.errors > 0 ? ExitCode.Findings : ExitCode.Ok;
}
