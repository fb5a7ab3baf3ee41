// Cold starts under Node 24: the Action (the committed dist/index.js, as the runner starts it) and
// the CLI's `validate` (dist/cli.js), each validating a one-file repository, against a bare
// `node -e 0` of the same binary in the same run, and against a second floor: the same
// dependencies alone, built as the Action is and used once (bench/cold-floor.ts).
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { node24Path } from '../test/support/action-runner.js';
import { countMetric, makeRepo, yamlDocuments } from '../test/support/repo.js';
import { interleavedMediansMs } from './measure.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 21;

export async function bench(log: (line: string) => void): Promise<void> {
  const node = await node24Path();
  const repo = await makeRepo({});
  const temp = await mkdtemp(join(tmpdir(), 'mac-bench-action-'));
  try {
    await repo.write('metrics/one.yaml', yamlDocuments([countMetric('cold_start_metric')]));
    const event = join(temp, 'event.json');
    await writeFile(event, '{}');
    const env = {
      PATH: process.env.PATH ?? '',
      GITHUB_EVENT_NAME: 'workflow_dispatch',
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'acme/metrics',
      GITHUB_OUTPUT: join(temp, 'output'),
      GITHUB_STEP_SUMMARY: join(temp, 'summary'),
      RUNNER_TEMP: temp,
      INPUT_MODE: 'validate',
      INPUT_COMMENT: 'false',
      'INPUT_GITHUB-TOKEN': 'unused',
    };
    const entry = join(ROOT, 'dist/index.js');
    await run(process.execPath, [join(ROOT, 'bench/cold-floor-bundle.mjs'), join(temp, 'floor')], {
      cwd: ROOT,
    });
    // The CLI keeps Node's compile cache (src/cli/main.ts): a first run on a machine compiles
    // everything (timed with the cache turned off), later ones start from the cache (a cache of
    // this run's own, filled by one run first).
    const cliRun = (cacheEnv: Record<string, string>) => () =>
      run(node, [join(ROOT, 'dist/cli.js'), 'validate', '--cwd', repo.dir], {
        env: { PATH: env.PATH, ...cacheEnv },
      });
    const cached = { NODE_COMPILE_CACHE: join(temp, 'compile-cache') };
    await cliRun(cached)();
    // In turn, round after round: a change of the machine's load slows every one alike.
    const { floor, dependencies, action, cli, cliCached } = await interleavedMediansMs(RUNS, {
      floor: () => run(node, ['-e', '0']),
      dependencies: async () => {
        await writeFile(env.GITHUB_OUTPUT, '');
        await run(node, [join(temp, 'floor/floor.js')], { cwd: repo.dir, env });
      },
      action: async () => {
        await writeFile(env.GITHUB_OUTPUT, '');
        await writeFile(env.GITHUB_STEP_SUMMARY, '');
        await run(node, [entry], { cwd: repo.dir, env });
      },
      cli: cliRun({ NODE_DISABLE_COMPILE_CACHE: '1' }),
      cliCached: cliRun(cached),
    });
    log(
      `Cold start (node ${(await run(node, ['--version'])).stdout.trim()}, median of ${RUNS}, interleaved)`,
    );
    log(`  floor: node -e 0                  ${floor.toFixed(0)} ms`);
    log(
      `  dependencies alone, used once     ${dependencies.toFixed(0)} ms   ${(dependencies / floor).toFixed(2)}× floor (zod, js-yaml, @actions/core built as the Action)`,
    );
    log(
      `  dist/index.js validating 1 file   ${action.toFixed(0)} ms   ${(action / floor).toFixed(2)}× floor (the Action; ${(action / dependencies).toFixed(2)}× its dependencies alone)`,
    );
    log(
      `  dist/cli.js validate, 1 file      ${cli.toFixed(0)} ms   ${(cli / floor).toFixed(2)}× floor (the CLI, first run: no compile cache)`,
    );
    log(
      `  the same, later runs              ${cliCached.toFixed(0)} ms   ${(cliCached / floor).toFixed(2)}× floor (the CLI, from Node's compile cache)`,
    );
    // The bundles are split: an entry and the chunks it may load, only some of them per command.
    const loaded = async (
      name: string,
      args: string[],
      options: { cwd?: string; env: NodeJS.ProcessEnv },
    ) => {
      const record = join(temp, `${name}.loaded`);
      const hook = join(ROOT, 'bench/loaded-modules.mjs');
      await run(node, ['--import', hook, ...args], {
        ...options,
        env: { ...options.env, LOADED_MODULES_FILE: record },
      }).catch(() => undefined); // a validate that finds errors exits 1: what it loaded is the figure
      return loadedOfBundle(readFileSync(record, 'utf8'));
    };
    const actionLoads = await loaded('action', [entry], { cwd: repo.dir, env });
    const cliLoads = await loaded('cli', [join(ROOT, 'dist/cli.js'), 'validate', '--cwd', repo.dir], {
      env: { PATH: env.PATH },
    });
    log(
      `  what validating loads of dist/: the Action ${actionLoads}; the CLI ${cliLoads} (of ${bundleTotal('index.js', 'action-chunks')} and ${bundleTotal('cli.js', 'cli-chunks')} in all)`,
    );
  } finally {
    await repo.cleanup();
    await rm(temp, { recursive: true, force: true });
  }
}

const DIST = join(ROOT, 'dist');

/** The files of dist/ among the loaded modules' URLs, and their size. */
function loadedOfBundle(urls: string): string {
  const files = new Set(
    urls
      .split('\n')
      .filter((url) => url.startsWith('file:'))
      .map((url) => fileURLToPath(url))
      .filter((file) => file.startsWith(`${DIST}/`)),
  );
  const bytes = [...files].reduce((sum, file) => sum + statSync(file).size, 0);
  return `${mib(bytes)} in ${files.size} files`;
}

/** An entry of dist/ and all the chunks it may load. */
function bundleTotal(entry: string, chunks: string): string {
  const files = [
    join(DIST, entry),
    ...readdirSync(join(DIST, chunks)).map((file) => join(DIST, chunks, file)),
  ];
  return mib(files.reduce((sum, file) => sum + statSync(file).size, 0));
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
}
