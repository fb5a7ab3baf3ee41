// Checking on worker threads gives exactly what checking on the main thread gives, whichever
// thread took which file, and a worker that cannot start costs time, never a file.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/schema.js';
import { checkContext } from '../../src/definitions/check-file.js';
import { checkFiles, workersFor } from '../../src/definitions/parallel.js';
import { type ValidationResult, validateRepository } from '../../src/definitions/validate.js';

const WORKER_ENTRY = new URL('../../src/definitions/validate-worker.ts', import.meta.url);
const FILES = 1200;

let repo: string;
const files: string[] = [];

/** Valid files, with a broken one every so often so diagnostics come from every thread. */
function fileText(i: number): string {
  if (i % 97 === 0) return `name: broken_${i}\ntype: [sum\n`;
  if (i % 89 === 0) return '';
  const name = i % 101 === 0 ? 'shared_name' : `metric_${i}`;
  return `# ${i}\nname: ${name}\ntype: event_count_custom\nunitTypes: [userID]\nmetricEvents:\n  - name: event_${i}\n    type: ${i % 13 === 0 ? 'sum' : 'count'}\n`;
}

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'mac-parallel-'));
  for (let dir = 0; dir < 12; dir++) await mkdir(join(repo, `metrics/d${dir}`), { recursive: true });
  for (let i = 0; i < FILES; i++) {
    const file = `metrics/d${i % 12}/m${String(i).padStart(4, '0')}.yaml`;
    await writeFile(join(repo, file), fileText(i));
    files.push(file);
  }
  files.sort();
});

afterAll(async () => {
  await rm(repo, { recursive: true, force: true });
});

function input() {
  const config = defaultConfig();
  return { config, context: checkContext(config) };
}

/** A result without its functions, for comparison. */
function plain(result: ValidationResult) {
  return { ...result, definitions: result.definitions.map(({ locate: _, ...rest }) => rest) };
}

async function validated(workers?: Parameters<typeof validateRepository>[0]['workers']) {
  const outcome = await validateRepository({ cwd: repo, ...(workers && { workers }) });
  if (!outcome.ok) throw new Error('config error');
  return outcome.result;
}

describe('parallel checking', () => {
  it('the workers alone check every file, in file order', async () => {
    const checked = await checkFiles(repo, files, input(), {
      entry: WORKER_ENTRY,
      threads: 2,
      offMainThread: true,
    });
    expect(checked.byWorkers).toBe(FILES);
    expect(checked.reports.map((report) => report.file)).toEqual(files);
  });

  it('gives the same result as the main thread alone', async () => {
    const inline = await validated();
    const parallel = await validated({ entry: WORKER_ENTRY, threads: 2 });
    expect(plain(parallel)).toEqual(plain(inline));
    expect(inline.definitions.length).toBeGreaterThan(1000);
    const rules = new Set(inline.diagnostics.map((d) => d.rule));
    expect([...rules].sort()).toEqual([
      'definition.duplicate-id',
      'file.empty',
      'schema.enum',
      'yaml.syntax',
    ]);
  });

  it('locates fields of definitions a worker checked', async () => {
    const parallel = await validated({ entry: WORKER_ENTRY, threads: 3, offMainThread: true });
    const definition = parallel.definitions.find((d) => d.name === 'metric_1')!;
    expect(definition.locate(['metricEvents', 0, 'type'])).toEqual({
      file: definition.file,
      line: 7,
      column: 11,
    });
  });

  it('a worker that cannot start costs time, never a file', async () => {
    const missing = new URL('../no-such-worker.js', import.meta.url);
    const checked = await checkFiles(repo, files, input(), {
      entry: missing,
      threads: 2,
      offMainThread: true,
    });
    expect(checked.byWorkers).toBe(0);
    expect(checked.reports.map((report) => report.file)).toEqual(files);
    const inline = await checkFiles(repo, files, input());
    expect(checked.reports).toEqual(inline.reports);
  });
});

describe('how many workers, from measured work', () => {
  it('none for work a worker start would not pay for', () => {
    expect(workersFor(250, 4, 0)).toBe(0);
    expect(workersFor(0, 16, 0)).toBe(0);
  });

  it('none on a loaded machine: the observed 2-core machine was slower on every core than on one', () => {
    expect(workersFor(10_000, 2, 2.1)).toBe(0);
    expect(workersFor(10_000, 4, 3.2)).toBe(0);
  });

  it('the idle cores on an idle machine, at most 4 threads in all', () => {
    expect(workersFor(10_000, 2, 0.1)).toBe(1);
    expect(workersFor(10_000, 4, 1)).toBe(2);
    expect(workersFor(10_000, 16, 0)).toBe(3);
    // As many as the work pays for: 700 ms pays for two starts of 150 ms, not three.
    expect(workersFor(700, 16, 0)).toBe(2);
  });

  it('without a thread count, the whole tree is still checked, whoever checks it', async () => {
    const auto = await checkFiles(repo, files, input(), { entry: WORKER_ENTRY });
    expect(auto.reports).toHaveLength(FILES);
    expect(auto.reports.map((report) => report.file)).toEqual(files);
  });
});
