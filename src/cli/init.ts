// `metrics-as-code init`: a repository's first files. Nothing is overwritten: when any file to be
// written exists, nothing is written and the command says which (exit 2); a workflow of the
// repository's own at the usual path only moves the catalogue's to the tool's name.
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { yamlFoldersOtherThan } from '../definitions/discover-files.js';
import { configJsonSchema, definitionJsonSchema, schemaText } from '../definitions/json-schema.js';
import { folderInRepository, gitOutput, remoteDefaultBranch } from '../files/git.js';
import { readCapped } from '../files/paths.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { parseFlags } from './args.js';
import { commandHelp, usageError } from './help.js';
import {
  ACTION_PLACEHOLDER,
  config,
  EXAMPLE,
  EXAMPLE_PATH,
  GITIGNORE_LINE,
  workflow,
  workflowPath,
} from './init-templates.js';
import { type CliIo, processIo } from './io.js';

/**
 * The files to write. The example definition only where the folder holds none yet: beside a
 * catalogue it would be merged with it, and a merge creates it in the Console, which cannot
 * delete it.
 */
function scaffold(
  withExample: boolean,
  branch: string,
  at: Place,
  dir: string,
): [path: string, text: string][] {
  return [
    ['metrics-as-code.yaml', config(at.folder, dir)],
    ...(withExample ? [[EXAMPLE_PATH, EXAMPLE] as [string, string]] : []),
    [at.workflow, workflow(branch, at.folder, dir)],
    ['schema/metric.schema.json', schemaText(definitionJsonSchema())],
    ['schema/config.schema.json', schemaText(configJsonSchema())],
  ];
}

/**
 * The branch a merge lands on, as git knows it: the remote's default (`origin/HEAD`), else the
 * branch checked out, else a guess of `main` (`known` false). Observed: the workflow said `main`
 * in a repository whose default branch is `master`, so no merge ever created anything.
 */
function defaultBranch(root: string): { branch: string; known: boolean } {
  const known = remoteDefaultBranch(root) ?? gitOutput(root, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
  return { branch: known ?? 'main', known: known !== undefined };
}

interface Place {
  /** The folder in the repository (`.` at its root, or outside git). */
  folder: string;
  /** The workflow's path from the folder: in the repository's own `.github/workflows/`. */
  workflow: string;
}

/** Where the catalogue in `dir` is in its repository, and so where its workflow goes. */
function placeOf(dir: string): Place {
  const folder = folderInRepository(dir);
  const up = folder === '.' ? '' : '../'.repeat(folder.split('/').length);
  return { folder, workflow: `${up}${workflowPath(folder)}` };
}

/**
 * A workflow of the repository's own at the usual path (`metrics.yml` of its dashboards): the
 * catalogue's goes beside it, under the tool's name. One that is the tool's is left to refuse.
 */
function besideTheirs(root: string, at: Place): Place {
  const path = join(root, at.workflow);
  if (!existsSync(path) || textOf(path).includes('metrics-as-code')) return at;
  return { ...at, workflow: at.workflow.replace(/metrics((-[^/]*)?\.yml)$/, 'metrics-as-code$1') };
}

/** Whether `dir` holds a YAML file, at any depth: definitions already. */
function holdsDefinitions(dir: string): boolean {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((path) => /\.ya?ml$/i.test(path));
  } catch {
    return false; // no such folder yet
  }
}

export async function initCommand(
  argv: string[],
  io: CliIo = processIo,
  baseDir = process.cwd(),
): Promise<number> {
  const parsed = parseFlags('init', argv);
  if (!parsed.ok) {
    io.stderr(usageError('init', parsed.message));
    return ExitCode.Usage;
  }
  if (parsed.values.help) {
    io.stdout(commandHelp('init'));
    return ExitCode.Ok;
  }
  const root = resolve(baseDir, parsed.values.cwd ?? '.');
  const catalogue = holdsDefinitions(join(root, dirname(EXAMPLE_PATH)));
  // Definitions already in one other folder are the catalogue: the config and workflow name it.
  const elsewhere = catalogue ? [] : yamlFoldersOtherThan(root, dirname(EXAMPLE_PATH), readsLikeDefinition);
  const adopted = elsewhere.length === 1 ? elsewhere[0] : undefined;
  const dir = adopted ? dirname(adopted) : dirname(EXAMPLE_PATH);
  const branch = defaultBranch(root);
  const at = besideTheirs(root, placeOf(root));
  const files = scaffold(!catalogue && !adopted, branch.branch, at, dir);
  const present = files.map(([path]) => path).filter((path) => existsSync(join(root, path)));
  if (existsSync(join(root, 'metrics-as-code.yml'))) present.push('metrics-as-code.yml');
  if (present.length > 0) {
    io.stderr(
      `metrics-as-code init: nothing written: ${present.map((p) => `\`${p}\``).join(', ')} already ${present.length === 1 ? 'exists' : 'exist'} (init never overwrites; move ${present.length === 1 ? 'it' : 'them'} away to start over)\n`,
    );
    return ExitCode.Usage;
  }
  for (const [path, text] of files) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text, { flag: 'wx' });
    io.stdout(`created ${path}\n`);
  }
  if (await addIgnoreLine(join(root, '.gitignore'))) io.stdout(`added ${GITIGNORE_LINE} to .gitignore\n`);
  io.stdout(
    `the workflow creates metrics on a push to \`${branch.branch}\`, ${branch.known ? 'the default branch as git knows it' : 'a guess: git could not tell the default branch here'} (change \`branches:\` in ${at.workflow} if yours is another)\n`,
  );
  if (catalogue)
    io.stdout(
      `no example written: ${dirname(EXAMPLE_PATH)}/ already holds definitions, and a merge would create it\n`,
    );
  if (adopted)
    io.stdout(
      `metrics.dir is \`${dir}\`: it holds YAML that reads like metric definitions (${adopted}); no example written\n`,
    );
  for (const file of adopted ? [] : elsewhere)
    io.stdout(
      `\`${dirname(file)}/\` holds YAML that reads like metric definitions (${file}): if they are yours, point metrics.dir in metrics-as-code.yaml and the workflow's \`paths:\` at it, and delete ${EXAMPLE_PATH} (a merge would create it)\n`,
    );
  io.stdout(
    `\nNext: \`metrics-as-code validate\`, then set apiUrl in metrics-as-code.yaml (the CLI and the workflow read it there), CONSOLE_API_KEY in your shell and the secret CONSOLE_API_KEY in the repository; in ${at.workflow}, replace \`${ACTION_PLACEHOLDER}\` with where you host this Action. \`metrics-as-code emulator\` serves a local Console API to try it first.\n`,
  );
  return ExitCode.Ok;
}

/** A `name:` and a `type:` line: a definition, where init's config checks metrics/ only. */
function readsLikeDefinition(path: string): boolean {
  const text = textOf(path);
  return /^name:\s*\S/m.test(text) && /^type:\s*\S/m.test(text);
}

/** A file's first 64 KiB as text; '' when it cannot be read. */
function textOf(path: string): string {
  try {
    // Capped and without blocking: a named pipe would wait for a writer forever.
    return Buffer.from(readCapped(path, 64 * 1024).text).toString('utf8');
  } catch {
    return '';
  }
}

/** Appends the ledger's line to .gitignore unless it is there; true when it was added. */
async function addIgnoreLine(path: string): Promise<boolean> {
  const text = existsSync(path) ? await readFile(path, 'utf8') : '';
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines.includes(GITIGNORE_LINE) || lines.includes(GITIGNORE_LINE.slice(0, -1))) return false;
  const separator = text === '' || text.endsWith('\n') ? '' : '\n';
  await appendFile(path, `${separator}${GITIGNORE_LINE}\n`);
  return true;
}
