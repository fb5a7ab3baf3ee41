// The worst file under the size cap: 1 MB of one definition with ~88,000 keys (all unknown), as
// `validate` runs it (dist/cli.js), against reading and parsing the same file with `yaml` alone in
// the same run. Every key is checked; the first 100 problems are placed and the rest counted.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseAllDocuments } from 'yaml';
import { makeRepo } from '../test/support/repo.js';
import { medianMs } from './measure.js';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const CAP = 1024 * 1024;

export async function bench(log: (line: string) => void): Promise<void> {
  const repo = await makeRepo({});
  try {
    const lines = ['name: big_one', 'type: user_warehouse', 'warehouseNative:', '  aggregation: sum'];
    let size = lines.join('\n').length;
    for (let i = 0; size + 32 < CAP; i++) {
      const line = `  k${i}: 1`;
      lines.push(line);
      size += line.length + 1;
    }
    await repo.write('metrics/big.yaml', `${lines.join('\n')}\n`);
    const text = readFileSync(`${repo.dir}/metrics/big.yaml`, 'utf8');
    const floor = await medianMs(3, async () => parseAllDocuments(text, { uniqueKeys: false }));
    const start = await medianMs(3, () => run(process.execPath, ['-e', '0']));
    const validate = await medianMs(3, () =>
      run(process.execPath, [CLI, 'validate', '--cwd', repo.dir]).catch((error: { code?: number }) => {
        if (error.code !== 1) throw error;
      }),
    );
    log(`validate one 1 MB definition of ${lines.length - 4} keys (dist/cli.js, a process)`);
    log(
      `  floor: node start ${start.toFixed(0)} ms + yaml parse alone ${floor.toFixed(0)} ms = ${(start + floor).toFixed(0)} ms`,
    );
    log(`  validate ${validate.toFixed(0)} ms  ${(validate / (start + floor)).toFixed(2)}× floor`);
  } finally {
    await repo.cleanup();
  }
}
