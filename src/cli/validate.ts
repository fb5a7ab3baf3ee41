// `metrics-as-code validate [PATH...]`: local checks of the definitions and the config, no network.
// The same engine run as the Action's validate mode; only the rendering is the CLI's.
import { existsSync, statSync } from 'node:fs';
import { dirname, posix, relative, resolve } from 'node:path';
import fg from 'fast-glob';
import { configFileIn, findConfigRoot } from '../config/load-config.js';
import { CONFIG_FILE_NAMES } from '../config/schema.js';
import type { TrustedSettings } from '../config/trusted-settings.js';
import { isInside, toPosix } from '../files/paths.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { failureOf } from '../outcome/failure.js';
import { execute } from '../reconcile/run.js';
import type { RunReport } from '../report/model.js';
import { parseCommandArgs } from './args.js';
import { commandHelp, usageError } from './help.js';
import { type CliIo, processIo } from './io.js';
import { renderReport } from './render.js';
import { trustedRefSettings } from './trusted-ref.js';

export async function validateCommand(argv: string[], io: CliIo = processIo): Promise<number> {
  const args = parseCommandArgs('validate', argv);
  if (!args.ok) {
    io.stderr(usageError('validate', args.message));
    return ExitCode.Usage;
  }
  const { flags, values, positionals } = args;
  if (flags.help) {
    io.stdout(commandHelp('validate'));
    return ExitCode.Ok;
  }
  const groups = catalogueGroups(positionals, flags.from, flags.cwd, flags.config);
  if (typeof groups === 'string') {
    io.stderr(`metrics-as-code validate: ${groups}\n`);
    return ExitCode.Usage;
  }
  if (groups.length > 1 && flags.format === 'json') {
    const folders = groups.map(({ root }) => `\`${toPosix(relative(flags.cwd, root)) || '.'}\``).join(', ');
    io.stderr(
      `metrics-as-code validate: the named files are in ${groups.length} catalogues (${folders}), and --format json prints one report: name one catalogue's files at a time\n`,
    );
    return ExitCode.Usage;
  }
  let worst = ExitCode.Ok;
  for (const { root, only } of groups) {
    let trusted: TrustedSettings | undefined;
    try {
      // No key is held: the target branch is trusted when named, never looked for (a pre-commit
      // hook in CI has no reason to fetch it).
      trusted = await trustedRefSettings(root, flags.config, flags.trustedRef, {});
    } catch (error) {
      const failure = failureOf(error);
      io.stderr(`metrics-as-code validate: ${failure.message}\n`);
      return failure.exitCode;
    }
    const { report, exitCode } = await execute({
      mode: 'validate',
      cwd: root,
      ...(flags.config !== undefined && { configFile: flags.config }),
      ...(only.length > 0 && { only }),
      ...(trusted && { trusted }),
    });
    // Every diagnostic of the run, the config's included, on one stream in line order; a
    // catalogue in a folder is shown with its paths from where the command runs.
    const shown = underFolder(report, toPosix(relative(flags.cwd, root)));
    io.stdout(renderReport(shown, flags.format, { quiet: values.quiet === true }));
    worst = Math.max(worst, exitCode);
  }
  return worst;
}

/** The report with every location under `folder` (nothing changes for the root itself). */
function underFolder(report: RunReport, folder: string): RunReport {
  if (folder === '') return report;
  const moved = <T extends { file: string }>(entry: T): T => ({
    ...entry,
    file: posix.join(folder, entry.file),
  });
  return { ...report, diagnostics: report.diagnostics.map(moved), items: report.items.map(moved) };
}

/**
 * The files and folders named on the command line (as pre-commit and editors pass them: relative
 * to where the command runs, or absolute), grouped by the catalogue each is in: found from its own
 * folder, as a run started there would find it (one catalogue of a monorepo's, from its root), or
 * `root` when --config names it; a folder in no catalogue that holds some is each of them. Each
 * as a posix path in its catalogue, a folder's with a trailing `/`; none for the whole tree; or
 * what is wrong with one. Naming a catalogue's config names the whole catalogue.
 */
function catalogueGroups(
  paths: readonly string[],
  baseDir: string,
  root: string,
  configFile: string | undefined,
): Array<{ root: string; only: string[] }> | string {
  const configNamed = configFile !== undefined;
  if (paths.length === 0) return [{ root, only: [] }];
  const groups = new Map<string, string[] | 'all'>();
  for (const path of paths) {
    const absolute = resolve(baseDir, path);
    if (!isInside(root, absolute)) return `\`${path}\` is outside the repository (${root})`;
    const info = statSync(absolute, { throwIfNoEntry: false });
    if (!info) return `\`${path}\`: no such file${placeHint(path, baseDir)}`;
    const catalogue = configNamed ? root : findConfigRoot(info.isDirectory() ? absolute : dirname(absolute));
    // A folder in no catalogue that holds catalogues (a monorepo's `apps/`) is each of them.
    const nested =
      info.isDirectory() && !configNamed && configFileIn(catalogue) === undefined
        ? cataloguesUnder(absolute)
        : [];
    for (const folder of nested) groups.set(folder, 'all');
    if (nested.length > 0) continue;
    const inside = toPosix(relative(catalogue, absolute));
    const entry = info.isDirectory() ? `${inside}/` : inside;
    const named = groups.get(catalogue);
    // The catalogue's config: a change to it is a change to every definition it checks.
    const config = configFile ?? configFileIn(catalogue);
    if (inside === '' || (config !== undefined && absolute === resolve(catalogue, config)))
      groups.set(catalogue, 'all');
    else if (named === undefined) groups.set(catalogue, [entry]);
    else if (named !== 'all') named.push(entry);
  }
  return [...groups].map(([catalogue, only]) => ({ root: catalogue, only: only === 'all' ? [] : only }));
}

/** The folders below `dir` holding a config, a few levels down, links not followed. */
function cataloguesUnder(dir: string): string[] {
  const configs = fg.sync(
    CONFIG_FILE_NAMES.map((name) => `**/${name}`),
    { cwd: dir, ignore: ['**/node_modules/**'], followSymbolicLinks: false, deep: 6 },
  );
  return [...new Set(configs.map((file) => resolve(dir, dirname(file))))].sort();
}

/** A place pasted from a diagnostic (`metrics/a.yaml:12:7`) names a file that is there. */
function placeHint(path: string, baseDir: string): string {
  const file = /^(.+?)(?::\d+){1,2}:?$/.exec(path)?.[1];
  return file && existsSync(resolve(baseDir, file)) ? `; to check \`${file}\`, name it without the line` : '';
}
