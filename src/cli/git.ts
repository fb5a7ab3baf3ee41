// What git says about the repository a command runs in: a line of its output, or undefined when
// git is missing, the folder is no repository, or the answer is empty.
import { execFileSync } from 'node:child_process';

export function gitOutput(cwd: string, args: readonly string[]): string | undefined {
  try {
    const out = execFileSync('git', ['-C', cwd, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.trim() || undefined;
  } catch {
    return undefined;
  }
}
