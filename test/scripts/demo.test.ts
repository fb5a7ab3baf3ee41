// `npm run demo` is a user's first try: it must work offline, and a second run creates nothing.
// It runs here as scripts/run-demo.ts runs it: the engine, over loopback to its own emulator.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_STATE_DIR, runDemo } from '../../scripts/demo.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Observed: after `npm test` in a fresh clone, `npm run demo` created nothing ("Nothing new to
// create"): the test had run the demo in the checkout's own state. The test keeps its state apart.
const stateDir = await mkdtemp(join(tmpdir(), 'mac-demo-'));
afterAll(() => rm(stateDir, { recursive: true, force: true }));

async function demo(...args: string[]): Promise<{ code: number; stdout: string }> {
  const lines: string[] = [];
  const code = await runDemo(args, (line) => lines.push(line), stateDir);
  return { code, stdout: `${lines.join('\n')}\n` };
}

describe('npm run demo', () => {
  it('validates, plans as the PR comment, applies and summarises reviews; the second apply creates nothing', async () => {
    // --reset: as in a fresh clone, whatever an earlier run in this checkout left.
    const first = await demo('--reset');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`ledger: ${join(stateDir, 'state.json')}`);
    // A user's is this checkout's own (git-ignored), never a folder other users or clones share.
    expect(relative(ROOT, DEMO_STATE_DIR)).toBe(join('.metrics-as-code', 'demo'));
    expect((await readFile(join(ROOT, '.gitignore'), 'utf8')).split('\n')).toContain('.metrics-as-code/');
    const count = Number(
      /validate: (\d+) definitions in \d+ files, 0 invalid; 0 errors/.exec(first.stdout)?.[1],
    );
    // The example catalogue covers every request type of the spec.
    expect(count).toBeGreaterThanOrEqual(11);
    expect(first.stdout).toContain('<!-- metrics-as-code:comment -->');
    expect(first.stdout).toContain(`### ✅ metrics-as-code plan: ${count} to create`);
    expect(first.stdout).toContain(`apply: ${count} created, 0 failed`);
    expect(first.stdout).toMatch(/open reviews \(\d+\)/);

    const second = await demo();
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`apply: 0 created, 0 failed, ${count} unchanged`);
    expect(second.stdout).toContain('Nothing new to create');
  });
});
