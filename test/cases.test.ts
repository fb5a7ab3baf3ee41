// Diagnostic cases as golden folders: each folder under test/cases/ is a repository (its
// definitions under metrics/, a metrics-as-code.yaml when it needs one) and `expected.txt`, what
// `metrics-as-code validate` prints for it, then its exit code. A new case is a new folder;
// `UPDATE_GOLDEN=1 npx vitest run test/cases.test.ts` writes the expected output of every case
// (read the diff before committing it); without it, a case with no expected.txt fails.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderReport } from '../src/cli/render.js';
import { execute } from '../src/reconcile/run.js';

const CASES = fileURLToPath(new URL('./cases', import.meta.url));

describe('validate, case by case (test/cases)', () => {
  const names = readdirSync(CASES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  it.each(names)('%s', async (name) => {
    const dir = join(CASES, name);
    const { report, exitCode } = await execute({ mode: 'validate', cwd: dir });
    const actual = `${renderReport(report, 'text')}exit ${exitCode}\n`;
    const expectedPath = join(dir, 'expected.txt');
    if (process.env.UPDATE_GOLDEN) writeFileSync(expectedPath, actual);
    // A case without its expected output fails: it is written only when asked for.
    expect(existsSync(expectedPath), `${name}/expected.txt (UPDATE_GOLDEN=1 writes it)`).toBe(true);
    expect(actual).toBe(readFileSync(expectedPath, 'utf8'));
  });
});
