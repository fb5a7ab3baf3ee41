// What git says about the repository a command runs in: its output, or undefined when git is
// missing, the folder is no repository, the answer is empty or does not come in 10 s.
import { execFileSync } from 'node:child_process';

/** A line of git's answer, trimmed; `raw`: the answer as it is (a file's text). */
export function gitOutput(cwd: string, args: readonly string[], { raw = false } = {}): string | undefined {
  try {
    const out = execFileSync('git', ['-C', cwd, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      // Local questions only, but a hook or a slow network file system must not hang the command.
      timeout: 10_000,
    });
    return (raw ? out : out.trim()) || undefined;
  } catch {
    return undefined;
  }
}

/** The folder `dir` is in its repository (`apps/web`), `.` at the root or outside a repository. */
export function folderInRepository(dir: string): string {
  return gitOutput(dir, ['rev-parse', '--show-prefix'])?.replace(/\/$/, '') || '.';
}

/** The remote's default branch as the clone knows it (`origin/HEAD`), if it does. */
export function remoteDefaultBranch(dir: string): string | undefined {
  return gitOutput(dir, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD'])?.replace(
    /^origin\//,
    '',
  );
}
