// Parsers of user input (flags, seed files, query strings) return their failures as values, so
// the CLI can turn them into exit code 2 and the server into a 400 without try/catch plumbing.
import { ExitCode } from '../outcome/exit-codes.js';
import { ToolError } from '../outcome/failure.js';

/** A problem a user can fix: `kind` names the rule broken, `message` says what to do. */
export interface Problem {
  kind: string;
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; problem: Problem };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(kind: string, message: string): Result<T> => ({
  ok: false,
  problem: { kind, message },
});

/** Thrown only where an API's signature leaves no room for a result value (startEmulator, loadSeedFile). */
export function problemError({ kind, message }: Problem): ToolError {
  return new ToolError(kind, ExitCode.Usage, message);
}

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw problemError(result.problem);
  return result.value;
}
