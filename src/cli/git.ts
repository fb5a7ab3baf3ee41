// What git says about the repository a command runs in: a line of its output, or undefined when
// git is missing, the folder is no repository, the answer is empty or does not come in 10 s.
import { execFileSync } from 'node:child_process';

export function gitOutput(cwd: string, args: readonly string[]): string | undefined {
  try {
    const out = execFileSync('git', ['-C', cwd, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      // Local questions only, but a hook or a slow network file system must not hang the command.
      timeout: 10_000,
    });
    return out.trim() || undefined;
  } catch {
    return undefined;
  }
}
