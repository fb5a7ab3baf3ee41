// Paths as the tool shows them (posix separators, whatever the platform), the one test of
// whether a path stays inside the repository, and why a file could not be read, in words.
import { realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, sep } from 'node:path';

export function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/** A catalogue's folder as one name (`apps/web` → `apps-web`), for a branch, a group or a file. */
export function folderSlug(folder: string): string {
  // Letters, digits, `_` and `-` only: always a valid part of a git ref and a file name.
  return folder === '.' ? 'root' : folder.replace(/[^A-Za-z0-9_-]+/g, '-');
}

/** True when `path` is `root` or below it (both absolute, already resolved). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/**
 * True when `path` is in git's own folder under `root`: never the repository's content, and
 * `.git/config` holds the token actions/checkout keeps there.
 */
export function inGitFolder(root: string, path: string): boolean {
  return relative(root, path).split(sep).includes('.git');
}

/**
 * Where `path` really is once every symbolic link on the way is followed; for a path that does
 * not exist yet, its nearest existing parent's real place with the rest appended.
 */
export function realLocation(path: string): string {
  try {
    return realpathSync.native(path);
  } catch (error) {
    const parent = dirname(path);
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === path) throw error;
    return `${realLocation(parent)}${sep}${relative(parent, path)}`;
  }
}

/**
 * True when `path`, written inside `root`, leads outside it (or into its `.git`) through a symbolic
 * link: a file or a folder the repository names but does not hold, which a pull request could
 * point anywhere. False when the places cannot be resolved: the read that follows says why.
 */
export function escapesThroughLink(root: string, path: string): boolean {
  if (!isInside(root, path)) return false;
  try {
    const [realRoot, real] = [realpathSync.native(root), realLocation(path)];
    return !isInside(realRoot, real) || (inGitFolder(realRoot, real) && !inGitFolder(root, path));
  } catch {
    return false;
  }
}

/** Why a file could not be read, in words (`no such file`, `permission denied`), else its code. */
export function readFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a directory';
  return code ?? (error instanceof Error ? error.message : String(error));
}
