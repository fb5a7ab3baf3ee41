// Finding and reading definition files: the only disk access of `validate`. Symbolic links are
// never followed out of the repository: a pull request must not make the tool read `/etc/passwd`
// or a sibling checkout's secrets into a diagnostic or a request body.
import { type Dirent, readdirSync, realpathSync, statSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { join, posix, relative, resolve } from 'node:path';
import fg, { type Entry } from 'fast-glob';
import type { RepoConfig } from '../config/schema.js';
import { type Diagnostic, fileDiagnostic } from '../diagnostics/finding.js';
import { MAX_FILE_BYTES } from '../diagnostics/source-text.js';
import { inGitFolder, isInside, readCapped, readFailure, toPosix } from '../files/paths.js';

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
  /** When nothing matched: YAML files under the folder that a pattern of the config left out. */
  leftOut?: { by: 'include' | 'exclude'; files: string[] };
}

/** Never definitions, even with `metrics.dir: .`: dependencies (slow to walk, and not ours). */
const ALWAYS_EXCLUDED = ['**/node_modules/**'];

/**
 * How every walk matches: `Revenue.YAML` is a definition file too (a case-sensitive match skipped
 * it without a word), and no link is followed (it may lead anywhere).
 */
const WALK = { caseSensitiveMatch: false, followSymbolicLinks: false } as const;

/**
 * The definition files under metrics.dir, by the config's include and exclude patterns. `skip`
 * names files that are not definitions even when a pattern matches (the config file itself).
 * Every match is resolved to its real path, and one outside the repository is refused before a
 * byte of it is read; a pattern whose fixed part leads out through a link is not walked at all.
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
  const diagnostics: Diagnostic[] = [];
  const include: string[] = [];
  for (const [index, pattern] of metrics.include.entries()) {
    if (await leadsOutside(root, dir, pattern)) diagnostics.push(patternOutside(dirName, pattern, index));
    else include.push(pattern);
  }
  let entries: Entry[];
  try {
    entries = await fg(include, {
      ...WALK,
      cwd: dir,
      ignore: [...metrics.exclude, ...ALWAYS_EXCLUDED],
      onlyFiles: false,
      objectMode: true,
      suppressErrors: false,
    });
  } catch (error) {
    const message = `cannot list \`${dirName}\`: ${errorCode(error)}; nothing was checked`;
    return { files: [], diagnostics: [setting('metrics.dir', dirName, 'error', 'file.unreadable', message)] };
  }
  // In name order, whatever order the walk found them in.
  const matched = entries
    .filter((entry) => !entry.dirent.isDirectory())
    .map((entry) => ({
      path: entry.path,
      file: posix.join(dirName === '.' ? '' : dirName, entry.path),
      dirent: entry.dirent,
    }))
    .filter(({ file }) => !skip.includes(file))
    .sort((a, b) => byCodeUnit(a.file, b.file));
  const files: string[] = [];
  for (const { path, file, dirent } of matched) {
    const verdict = realKind(root, join(dir, path), dirent);
    if (verdict === 'file') files.push(file);
    else if (verdict !== 'directory') diagnostics.push(fileDiagnostic(file, 'error', ...REFUSED[verdict]));
  }
  const said = new Set(diagnostics.map((d) => d.file));
  const linked = (await linkedFolders(dir, dirName, metrics.exclude)).filter((d) => !said.has(d.file));
  if (files.length > 0 || diagnostics.length > 0) return { files, diagnostics: [...diagnostics, ...linked] };
  const leftOut = await leftOutBy(dir, dirName, include, skip);
  return { files, diagnostics: linked, ...(leftOut && { leftOut }) };
}

/**
 * Links to folders under the definitions folder, which no walk enters (a link may lead anywhere):
 * each is said, or the definitions under it would be left out without a word.
 */
async function linkedFolders(
  dir: string,
  dirName: string,
  exclude: readonly string[],
): Promise<Diagnostic[]> {
  const entries = await fg('**', {
    ...WALK,
    cwd: dir,
    ignore: [...exclude, ...ALWAYS_EXCLUDED],
    onlyFiles: false,
    objectMode: true,
  }).catch(() => []);
  const message = `a symbolic link to a folder: links to folders are not followed, so no file under it is read; move the definitions into \`${dirName}\`, or add the link to metrics.exclude`;
  const realDir = realpathSync.native(dir);
  return entries
    .filter(({ path, dirent }) => dirent.isSymbolicLink() && folderElsewhere(join(dir, path), realDir))
    .map(({ path }) => {
      const file = posix.join(dirName === '.' ? '' : dirName, path);
      return fileDiagnostic(file, 'warning', 'file.linked-folder', message);
    });
}

/** A folder outside `realDir` (one inside it, such as `loop -> .`, is walked where it is). */
function folderElsewhere(path: string, realDir: string): boolean {
  try {
    const real = realpathSync.native(path);
    return !isInside(realDir, real) && statSync(real).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Which pattern left out every file, when the folder holds some: the exclude patterns, when the
 * include ones match files; else the include ones, when YAML (or JSON) files are there (at most
 * three named).
 */
async function leftOutBy(
  dir: string,
  dirName: string,
  include: readonly string[],
  skip: readonly string[],
): Promise<Discovery['leftOut']> {
  const list = async (patterns: readonly string[]) =>
    (await fg([...patterns], { ...WALK, cwd: dir, ignore: ALWAYS_EXCLUDED }).catch(() => []))
      .map((path) => posix.join(dirName === '.' ? '' : dirName, path))
      .filter((file) => !skip.includes(file))
      .sort(byCodeUnit)
      .slice(0, 3);
  const included = await list(include);
  if (included.length > 0) return { by: 'exclude', files: included };
  const yaml = await list(['**/*.yaml', '**/*.yml']);
  if (yaml.length > 0) return { by: 'include', files: yaml };
  // Definitions written as JSON, which is YAML too, are left out by the default patterns alone.
  const json = await list(['**/*.json']);
  return json.length > 0 ? { by: 'include', files: json } : undefined;
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** True when the fixed part of `pattern` (`r/etc` of `r/etc/*`) resolves outside the repository. */
async function leadsOutside(root: string, dir: string, pattern: string): Promise<boolean> {
  const base = fg.generateTasks([pattern])[0]?.base ?? '.';
  const real = await realpath(resolve(dir, base)).catch(() => undefined);
  return real !== undefined && !isInside(root, real);
}

function patternOutside(dirName: string, pattern: string, index: number): Diagnostic {
  const message = `the include pattern \`${pattern}\` leads outside the repository (through \`..\` or a symbolic link); nothing under it is read: name files inside the repository`;
  return setting(`metrics.include.${index}`, dirName, 'error', 'file.outside-repository', message);
}

/**
 * A finding about a setting of the config (`metrics.dir`, an include pattern), at the folder
 * until validate places it where the config writes that setting.
 */
function setting(path: string, ...finding: Parameters<typeof fileDiagnostic>): Diagnostic {
  return { ...fileDiagnostic(...finding), path };
}

/** A missing definitions directory is only a warning (nothing to check); one outside is refused. */
async function directoryProblem(root: string, dir: string, dirName: string): Promise<Diagnostic | undefined> {
  const real = await realpath(dir).catch(() => undefined);
  if (!real || !(await stat(real)).isDirectory()) {
    const message = `definitions directory \`${dirName}\` does not exist: nothing to validate (set metrics.dir in the config)`;
    return setting('metrics.dir', dirName, 'warning', 'files.no-directory', message);
  }
  if (!isInside(root, real) || inGitFolder(root, real)) {
    const message = `definitions directory \`${dirName}\` resolves outside the repository (or into its .git); it is not read`;
    return setting('metrics.dir', dirName, 'error', 'file.outside-repository', message);
  }
  return undefined;
}

type RealKind = 'file' | 'directory' | 'outside' | 'broken' | 'special' | 'git';

/** What `path` is once every link on the way is followed; a link is never read past the repository. */
function realKind(root: string, path: string, dirent: Entry['dirent']): RealKind {
  let target: string;
  try {
    // The system's realpath, as `fs.promises.realpath` calls it, without a thread-pool round trip.
    target = realpathSync.native(path);
  } catch {
    return 'broken';
  }
  const link = dirent.isSymbolicLink();
  if (!isInside(root, target)) return 'outside';
  if (inGitFolder(root, target)) return link ? 'outside' : 'git';
  // The walk told what a match that is no link is; what a link leads to is asked here.
  const kind = link ? statSync(target) : dirent;
  return kind.isDirectory() ? 'directory' : kind.isFile() ? 'file' : 'special';
}

/** A match that is not read: its rule and what to do (a named pipe would wait for a writer forever). */
const REFUSED: Record<Exclude<RealKind, 'file' | 'directory'>, [rule: string, message: string]> = {
  outside: [
    'file.symlink-outside',
    'symbolic link to a file outside the repository (or in its .git); it is not read (copy the file in, or add it to metrics.exclude)',
  ],
  broken: ['file.unreadable', 'broken symbolic link: its target does not exist'],
  special: [
    'file.not-regular',
    'not a regular file (a named pipe, socket or device); it is not read: remove it, or add it to metrics.exclude',
  ],
  git: [
    'file.outside-repository',
    "git's own file (in .git), never a definition; it is not read: leave .git out of metrics.include",
  ],
};

/** Reads one file, at most MAX_FILE_BYTES of it, or says why it could not. */
export function readDefinitionFile(cwd: string, file: string): DefinitionSource | Diagnostic {
  try {
    return { file, ...readCapped(join(cwd, file), MAX_FILE_BYTES) };
  } catch (error) {
    return fileDiagnostic(file, 'error', 'file.unreadable', `cannot read the file: ${errorCode(error)}`);
  }
}

/** A file listed, then gone, disappeared while it was read. */
function errorCode(error: unknown): string {
  const gone = (error as NodeJS.ErrnoException).code === 'ENOENT';
  return gone ? 'it disappeared while being read' : readFailure(error);
}

/**
 * The folders at the repository's top, but `except`, dot-folders and node_modules, holding a YAML
 * file directly that `accepts` (any, by default), each as that file (`defs/orders.yaml`), in name
 * order, at most three: where definitions may be when the config names another folder. A link is
 * not followed: it may lead out of the repository.
 */
export function yamlFoldersOtherThan(
  root: string,
  except: string,
  accepts: (path: string) => boolean = () => true,
): string[] {
  const found: string[] = [];
  const folders = entriesOf(root).filter((entry) => entry.isDirectory());
  for (const { name: folder } of folders) {
    if (folder.startsWith('.') || folder === 'node_modules' || folder === except) continue;
    const file = entriesOf(join(root, folder)).find(
      ({ name }) => /\.ya?ml$/i.test(name) && accepts(join(root, folder, name)),
    );
    if (file) found.push(`${folder}/${file.name}`);
    if (found.length === 3) break;
  }
  return found;
}

/** A folder's entries in name order; none when it cannot be read. */
function entriesOf(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).sort((a, b) => byCodeUnit(a.name, b.name));
  } catch {
    return [];
  }
}
