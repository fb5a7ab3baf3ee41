// The worst files under the size cap, 1 MB of one definition with ~88,000 nested keys or 120,000
// top-level keys (all unknown), as `validate` runs them (dist/cli.js), each against starting node
// and parsing the same file with js-yaml alone (the fast reader's parser) in the same run; the
// `yaml` package's parse alone (the full reader's) is printed beside it. Every key is checked; the
// first 100 problems are placed and the rest counted. The bound: 2 s per file.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadAll } from 'js-yaml';
import { parseAllDocuments } from 'yaml';
import { makeRepo } from '../test/support/repo.js';
import { medianMs } from './measure.js';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const CAP = 1024 * 1024;

export async function bench(log: (line: string) => void): Promise<void> {
  const nested = ['name: big_one', 'type: user_warehouse', 'warehouseNative:', '  aggregation: sum'];
  await measure(
    log,
    fill(nested, (i) => `  k${i}: 1`),
    'nested keys',
  );
  const flat = ['name: big_one', 'type: sum'];
  await measure(
    log,
    fill(flat, (i) => `k${i.toString(36)}: 1`, 120_000),
    'top-level keys',
  );
}

/** `head` and then lines up to the cap (or `count` of them). */
function fill(head: string[], line: (i: number) => string, count = Number.POSITIVE_INFINITY): string[] {
  const lines = [...head];
  let size = lines.join('\n').length;
  for (let i = 0; i < count && size + 32 < CAP; i++) {
    lines.push(line(i));
    size += lines.at(-1)!.length + 1;
  }
  return lines;
}

async function measure(log: (line: string) => void, lines: string[], what: string): Promise<void> {
  const repo = await makeRepo({});
  try {
    await repo.write('metrics/big.yaml', `${lines.join('\n')}\n`);
    const text = readFileSync(`${repo.dir}/metrics/big.yaml`, 'utf8');
    const floor = await medianMs(3, async () => loadAll(text));
    const full = await medianMs(3, async () => parseAllDocuments(text, { uniqueKeys: false }));
    const start = await medianMs(3, () => run(process.execPath, ['-e', '0']));
    const validate = await medianMs(3, () =>
      run(process.execPath, [CLI, 'validate', '--cwd', repo.dir]).catch((error: { code?: number }) => {
        if (error.code !== 1) throw error;
      }),
    );
    const size = (Buffer.byteLength(text) / 1024).toFixed(0);
    log(`validate one definition of ${lines.length} ${what}, ${size} KB (dist/cli.js, a process)`);
    log(
      `  floor: node start ${start.toFixed(0)} ms + js-yaml parse alone ${floor.toFixed(0)} ms = ${(start + floor).toFixed(0)} ms`,
    );
    log(
      `  validate ${validate.toFixed(0)} ms  ${(validate / (start + floor)).toFixed(2)}× floor (bound 2000 ms; the yaml package's parse alone: ${full.toFixed(0)} ms)`,
    );
  } finally {
    await repo.cleanup();
  }
}
