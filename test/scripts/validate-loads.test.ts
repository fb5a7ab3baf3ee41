// What a validate run loads, from the bundles built exactly as dist/ is (scripts/bundle-options.mjs):
// the modules reachable from each entry through its static imports and through the dynamic imports
// that validate takes. Validate runs on every pull request and in pre-commit hooks, so its start
// must not compile the HTTP client, the ledger, the plan and apply engine or the GitHub client,
// nor load the network modules or node:crypto (about 8 ms). Measured in `npm run bench -- action`.
import { isBuiltin } from 'node:module';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build, without types
import { actionOptions, cliOptions } from '../../scripts/bundle-options.mjs';

interface Loaded {
  modules: Set<string>;
  /** Node's own modules, as imported (`node:crypto`, `crypto`). */
  builtins: Set<string>;
  /** The bundle's files it loads. */
  files: number;
  /** Their size. */
  bytes: number;
}

/** Builds in memory and follows the imports from the entry: static ones, and dynamic ones into `taken`. */
async function loadedBy(options: object, taken: readonly string[]): Promise<Loaded> {
  const { metafile } = await build({ ...options, write: false, metafile: true });
  const outputs = (metafile as Metafile).outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name]!.entryPoint && !name.includes('-chunks/'));
  const loaded: Loaded = { modules: new Set(), builtins: new Set(), files: 0, bytes: 0 };
  const seen = new Set<string>();
  const next = [entry!];
  while (next.length > 0) {
    const name = next.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    loaded.bytes += outputs[name]!.bytes;
    for (const input of Object.keys(outputs[name]!.inputs)) loaded.modules.add(input);
    for (const imported of outputs[name]!.imports) {
      if (imported.external) loaded.builtins.add(imported.path.replace(/^node:/, ''));
      else if (imported.kind === 'import-statement') next.push(imported.path);
      else if (taken.includes(sourceOf(outputs[imported.path]?.entryPoint))) next.push(imported.path);
    }
  }
  loaded.files = seen.size;
  return loaded;
}

/** An entry's source file: the build names a dynamically imported one of ours `with-validate-path:src/…`. */
function sourceOf(entryPoint = ''): string {
  return entryPoint.replace(/^[\w-]+:/, '');
}

const NEVER_IN_VALIDATE = [
  'src/console/client.ts',
  'src/console/transport.ts',
  'src/contract/console-shapes.ts',
  'src/reconcile/run-remote.ts',
  'src/reconcile/apply.ts',
  'src/reconcile/plan.ts',
  'src/reconcile/file-store.ts',
  'src/reconcile/ledger-schema.ts',
  'src/github/index.ts',
  'src/emulator/keys.ts',
];
// The `yaml` package (the full YAML reader) is loaded when a file first needs it, not at start;
// tinyglobby when the config's patterns are more than extensions (src/definitions/discover-files.ts).
const NEVER_PACKAGES = /node_modules\/(undici|@octokit|fast-glob|yaml|tinyglobby|picomatch)\//;
const NEVER_BUILTINS = ['http', 'https', 'net', 'tls', 'worker_threads', 'crypto'];

function expectOnlyValidation(loaded: Loaded): void {
  // What validating needs is there: the check itself, zod, the fast YAML reader, the file finder.
  for (const needed of [
    'src/definitions/check-file.ts',
    'src/config/load-config.ts',
    'src/definitions/discover-files.ts',
  ])
    expect(loaded.modules).toContain(needed);
  for (const needed of ['zod', 'js-yaml'])
    expect([...loaded.modules].some((module) => module.includes(`node_modules/${needed}/`))).toBe(true);
  expect(NEVER_IN_VALIDATE.filter((module) => loaded.modules.has(module))).toEqual([]);
  expect([...loaded.modules].filter((module) => NEVER_PACKAGES.test(module))).toEqual([]);
  expect(NEVER_BUILTINS.filter((builtin) => loaded.builtins.has(builtin))).toEqual([]);
  // zod's messages in English only: its other locales are about half a megabyte of the bundle
  // (`z.core` used as a value, not only as types, brings in all of them).
  expect([...loaded.modules].filter((module) => OTHER_LOCALES.test(module))).toEqual([]);
}

const OTHER_LOCALES = /node_modules\/zod\/v4\/locales\/(?!en\.js$)/;

// Each file costs about 0.6 ms to load, whatever its size: the code validate uses comes in one chunk
// (scripts/bundle-options.mjs, oneChunkFor), not in the 27 files (the CLI) and 13 (the Action) that
// esbuild cut it into by which other commands share each part. The rest: the entry, the chunks its
// first lines need, the validate command's own files.
const MOST_FILES = { cli: 8, action: 5 };

// And compiling them costs by their size: about 0.44 MiB each now, grown by 10 KiB of messages
// that say what to write, then by 9 KiB: more of them, and the reading of a big file's broken
// documents together (yaml-documents.ts, 5 KiB) (0.53 MiB with the parser z.compile makes, dropped for zod's generated
// object code; 0.48 MiB with tinyglobby). One import of zod's core as a value (not only its
// types) once brought in all of it and every locale, 0.9 MB, and the Action's start went from 3.6
// to 4.1 times a bare node's (`npm run bench -- action`).
const MOST_BYTES = 456 * 1024;

describe('a validate run loads only what validating needs', () => {
  it('the CLI: `metrics-as-code validate`', async () => {
    const loaded = await loadedBy(cliOptions('dist'), ['src/cli/validate.ts', 'src/definitions/validate.ts']);
    expectOnlyValidation(loaded);
    expect(loaded.files).toBeLessThanOrEqual(MOST_FILES.cli);
    expect(loaded.bytes).toBeLessThanOrEqual(MOST_BYTES);
    // It prints text: the comment's renderer is loaded only for --format markdown.
    expect(loaded.modules).not.toContain('src/report/markdown.ts');
  });

  // Nor node:crypto for @actions/core's output delimiters (scripts/bundle-options.mjs), nor for the
  // reviews issue's memory, which only reviews mode loads.
  it('the Action in validate mode', async () => {
    const loaded = await loadedBy(actionOptions('dist'), ['src/definitions/validate.ts']);
    expectOnlyValidation(loaded);
    expect(loaded.files).toBeLessThanOrEqual(MOST_FILES.action);
    expect(loaded.bytes).toBeLessThanOrEqual(MOST_BYTES);
  });
});

/** Names the bundle's code hands to a real `require` at run time (the banner's createRequire). */
async function requiredAtRunTime(options: object): Promise<string[]> {
  const { outputFiles } = await build({ ...options, write: false });
  const calls = /\b(?:__require|require)(?:\.resolve)?\(\s*["'`]([^"'`]+)["'`]\s*\)/g;
  return outputFiles.flatMap((file) => Array.from(file.text.matchAll(calls), (match) => match[1]!));
}

// Everything but Node's own modules is inside the bundles: nothing is looked up beside them (an
// Action's checkout has no node_modules; a CLI's install may hold another version of anything).
// fdir looked up `picomatch` so (scripts/bundle-options.mjs drops it).
describe('the bundles require nothing from outside themselves', () => {
  it.each([
    ['the CLI', cliOptions('dist')],
    ['the Action', actionOptions('dist')],
  ])('%s', async (_name, options) => {
    const required = await requiredAtRunTime(options);
    expect(required.length).toBeGreaterThan(0); // the matcher sees the calls that are there
    expect(required.filter((name) => !name.startsWith('node:') && !isBuiltin(name))).toEqual([]);
  });
});
