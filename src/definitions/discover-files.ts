// Finding and reading definition files: the only disk access of `validate`. Symbolic links are
// never followed out of the repository: a pull request must not make the tool read `/etc/passwd`
// or a sibling checkout's secrets into a diagnostic or a request body.
import { closeSync, type Dirent, fstatSync, openSync, readdir, readSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { join, posix, relative, resolve } from 'node:path';
import type { RepoConfig } from '../config/schema.js';
import { type Diagnostic, fileDiagnostic } from '../diagnostics/finding.js';
import { MAX_FILE_BYTES } from '../diagnostics/source-text.js';
import { isInside, toPosix } from '../files/paths.js';

export interface DefinitionSource {
  /** Posix path relative to the repository root. */
  file: string;
  text: string | Uint8Array;
  /** Size on disk, when the reader stopped at the size cap. */
  size?: number;
}

export interface Discovery {
  /** Posix paths relative to the repository root, sorted. */
  files: string[];
  diagnostics: Diagnostic[];
}

/** Never definitions, even with `metrics.dir: .`: dependencies (slow to walk, and not ours). */
const ALWAYS_EXCLUDED = ['**/node_modules/**'];

/**
 * The definition files under metrics.dir, by the config's include and exclude patterns. `skip`
 * names files that are not definitions even when a pattern matches (the config file itself).
 */
export async function discoverDefinitionFiles(
  cwd: string,
  metrics: RepoConfig['metrics'],
  skip: readonly string[] = [],
): Promise<Discovery> {
  const root = await realpath(cwd);
  const dir = resolve(cwd, metrics.dir);
  const dirName = toPosix(relative(cwd, dir)) || '.';
  const problem = await directoryProblem(root, dir, dirName);
  if (problem) return { files: [], diagnostics: [problem] };
  const listed = await listMatches(dir, metrics).catch(
    (error: unknown): Listing => ({ paths: [], links: new Set(), unreadable: { path: dir, error } }),
  );
  if (listed.unreadable) {
    const where = posix.join(dirName, toPosix(relative(dir, listed.unreadable.path)));
    const message = `cannot list \`${where}\`: ${errorCode(listed.unreadable.error)}; nothing was checked`;
    return { files: [], diagnostics: [fileDiagnostic(dirName, 'error', 'file.unreadable', message)] };
  }
  const files: string[] = [];
  const diagnostics: Diagnostic[] = [];
  // In name order, whatever order the directories were listed in (they are read in parallel): the
  // files come sorted, and the links' diagnostics in the same order every run.
  for (const path of listed.paths.sort(byCodeUnit)) {
    const file = posix.join(dirName === '.' ? '' : dirName, path);
    if (skip.includes(file)) continue;
    if (!listed.links.has(path)) files.push(file);
    else {
      const verdict = await checkLink(root, join(dir, path));
      if (verdict === 'file') files.push(file);
      else if (verdict !== 'directory') diagnostics.push(linkDiagnostic(file, verdict));
    }
  }
  return { files, diagnostics };
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

interface Listing {
  /** Posix paths relative to the definitions directory: files, and links to anything. */
  paths: string[];
  /** Those of `paths` that are symbolic links, to be checked before they are read. */
  links: Set<string>;
  /** A directory that could not be listed, and why: then nothing is checked (a part would pass). */
  unreadable?: { path: string; error: unknown };
}

/**
 * The entries under `dir` that the patterns match: files, and symbolic links, never followed (a
 * link to a directory is not walked: it may lead out of the repository). Include patterns that only
 * name an extension at any depth (the default ones) are walked here; any other goes to tinyglobby, loaded
 * then only (its matcher is a fifth of what a validate run compiles).
 */
async function listMatches(dir: string, metrics: RepoConfig['metrics']): Promise<Listing> {
  const extensions = extensionsOnly(metrics);
  return extensions ? walkByExtension(dir, extensions) : listByGlob(dir, metrics);
}

/** Every include pattern an extension at any depth, and no exclude: the extensions (with their dot). */
function extensionsOnly(metrics: RepoConfig['metrics']): string[] | undefined {
  if (metrics.exclude.length > 0 || metrics.include.length === 0) return undefined;
  const extensions = metrics.include.map((pattern) => /^\*\*\/\*(\.[\w-]+)$/.exec(pattern)?.[1]);
  return extensions.every((extension) => extension !== undefined) ? (extensions as string[]) : undefined;
}

/**
 * What tinyglobby lists for such patterns and the always-excluded folders, without its matcher:
 * names starting with a dot are neither walked nor matched (as a glob's `*` and `**` do not match
 * them), nor is a `node_modules` folder; a link is listed as a file when its name matches. Held to
 * tinyglobby's answer on random trees by test/definitions/discover-files.test.ts.
 */
async function walkByExtension(dir: string, extensions: readonly string[]): Promise<Listing> {
  const listing: Listing = { paths: [], links: new Set() };
  const walk = async (relativeDir: string): Promise<void> => {
    const entries = await readEntries(join(dir, relativeDir)).catch((error: unknown) => {
      listing.unreadable ??= { path: join(dir, relativeDir), error };
      return [];
    });
    const below: Promise<void>[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = relativeDir === '' ? entry.name : `${relativeDir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') below.push(walk(path));
      } else if (
        (entry.isFile() || entry.isSymbolicLink()) &&
        extensions.some((extension) => entry.name.endsWith(extension))
      ) {
        listing.paths.push(path);
        if (entry.isSymbolicLink()) listing.links.add(path);
      }
    }
    await Promise.all(below);
  };
  await walk('');
  return listing;
}

function readEntries(path: string): Promise<Dirent[]> {
  return new Promise((done, fail) =>
    readdir(path, { withFileTypes: true }, (error, entries) => (error ? fail(error) : done(entries))),
  );
}

/**
 * Any other patterns, by tinyglobby, which either follows links or leaves them out: so its walker
 * is shown each link as a file, through the `fs` it is given, and the link is noted for the caller;
 * and it skips a directory it cannot read, so that is noted too.
 */
async function listByGlob(dir: string, metrics: RepoConfig['metrics']): Promise<Listing> {
  const { glob } = await import('tinyglobby');
  const listing: Listing = { paths: [], links: new Set() };
  const asListed = (directory: string, entries: Dirent[]): Dirent[] =>
    entries.map((entry) => {
      if (!entry.isSymbolicLink()) return entry;
      listing.links.add(toPosix(relative(dir, join(directory, entry.name))));
      return linkAsFile(entry);
    });
  listing.paths = await glob(metrics.include, {
    cwd: dir,
    ignore: [...metrics.exclude, ...ALWAYS_EXCLUDED],
    expandDirectories: false,
    followSymbolicLinks: false,
    fs: {
      readdir: ((path: string, options: { withFileTypes: true }, done: ReaddirDone) =>
        readdir(path, options, (error, entries) => {
          if (error) listing.unreadable ??= { path, error };
          done(error, error ? entries : asListed(path, entries));
        })) as typeof readdir,
    },
  });
  return listing;
}

type ReaddirDone = (error: NodeJS.ErrnoException | null, entries: Dirent[]) => void;

function linkAsFile(entry: Dirent): Dirent {
  return Object.assign(Object.create(entry) as Dirent, {
    isFile: () => true,
    isDirectory: () => false,
    isSymbolicLink: () => false,
  });
}

/** A missing definitions directory is only a warning (nothing to check); one outside is refused. */
async function directoryProblem(root: string, dir: string, dirName: string): Promise<Diagnostic | undefined> {
  const real = await realpath(dir).catch(() => undefined);
  if (!real || !(await stat(real)).isDirectory()) {
    const message = `definitions directory \`${dirName}\` does not exist: nothing to validate (set metrics.dir in the config)`;
    return fileDiagnostic(dirName, 'warning', 'files.no-directory', message);
  }
  if (!isInside(root, real)) {
    const message = `definitions directory \`${dirName}\` resolves outside the repository; it is not read`;
    return fileDiagnostic(dirName, 'error', 'file.outside-repository', message);
  }
  return undefined;
}

type LinkVerdict = 'file' | 'directory' | 'outside' | 'broken';

async function checkLink(root: string, path: string): Promise<LinkVerdict> {
  const target = await realpath(path).catch(() => undefined);
  if (!target) return 'broken';
  if (!isInside(root, target)) return 'outside';
  return (await stat(target)).isDirectory() ? 'directory' : 'file';
}

function linkDiagnostic(file: string, verdict: 'outside' | 'broken'): Diagnostic {
  return verdict === 'outside'
    ? fileDiagnostic(
        file,
        'error',
        'file.symlink-outside',
        'symbolic link to a file outside the repository; it is not read (copy the file in, or add it to metrics.exclude)',
      )
    : fileDiagnostic(file, 'error', 'file.unreadable', 'broken symbolic link: its target does not exist');
}

/**
 * Reads one file, at most MAX_FILE_BYTES of it, or says why it could not. Synchronous on purpose:
 * small files read faster that way than through the thread pool (3,000 definition files: 20 ms
 * against 150 ms with 16 reads in flight), and the worker threads already read in parallel.
 */
export function readDefinitionFile(cwd: string, file: string): DefinitionSource | Diagnostic {
  try {
    return { file, ...readCapped(join(cwd, file), MAX_FILE_BYTES) };
  } catch (error) {
    return fileDiagnostic(file, 'error', 'file.unreadable', `cannot read the file: ${errorCode(error)}`);
  }
}

/** The file's bytes, or only its size when it is over `cap` (a huge file is refused unread). */
function readCapped(path: string, cap: number): { text: Uint8Array; size: number } {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size > cap) return { text: new Uint8Array(0), size };
    const buffer = Buffer.allocUnsafe(size);
    let filled = 0;
    while (filled < size) {
      const read = readSync(fd, buffer, filled, size - filled, filled);
      if (read === 0) break;
      filled += read;
    }
    return { text: buffer.subarray(0, filled), size: filled };
  } finally {
    closeSync(fd);
  }
}

function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOENT') return 'it disappeared while being read';
  if (code === 'EISDIR') return 'it is a directory';
  return code ?? (error instanceof Error ? error.message : String(error));
}
