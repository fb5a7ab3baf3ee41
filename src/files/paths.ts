// Paths as the tool shows them (posix separators, whatever the platform), the one test of
// whether a path stays inside the repository, reading a file within a size cap, and why a file
// could not be read, in words.
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
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
  if (code === NOT_REGULAR) return 'it is not a regular file (a named pipe, socket or device)';
  return code ?? (error instanceof Error ? error.message : String(error));
}

const NOT_REGULAR = 'ENOTREGULAR';

/**
 * The file's bytes, or only its size when it is over `cap` (a huge file is refused unread). Opened
 * without blocking: a named pipe would otherwise wait for a writer forever; it is refused instead.
 */
export function readCapped(path: string, cap: number): { text: Uint8Array; size: number } {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile())
      throw Object.assign(new Error(`${path} is not a regular file`), {
        code: stats.isDirectory() ? 'EISDIR' : NOT_REGULAR,
      });
    if (stats.size > cap) return { text: new Uint8Array(0), size: stats.size };
    const buffer = Buffer.allocUnsafe(stats.size);
    let filled = 0;
    while (filled < stats.size) {
      const read = readSync(fd, buffer, filled, stats.size - filled, filled);
      if (read === 0) break;
      filled += read;
    }
    return { text: buffer.subarray(0, filled), size: filled };
  } finally {
    closeSync(fd);
  }
}
