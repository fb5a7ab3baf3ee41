// action.yml is the one list of the Action's inputs and outputs: the code reads and sets only what
// it declares, and the reference's tables are generated from it, as the rest of docs/reference.md
// is from the schemas and declarations it documents.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readActionManifest, referencePage, withCodeMap, withReadmeBlocks } from '../../scripts/docs.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const manifest = readActionManifest(join(ROOT, 'action.yml'));

/** Every `name` passed to one of `functions` in the Action's sources (src/action, src/github). */
function namesPassedTo(functions: string[]): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`\\b(?:${functions.join('|')})\\(\\s*'([^']+)'`, 'g');
  for (const dir of ['src/action', 'src/github']) {
    for (const file of readdirSync(join(ROOT, dir))) {
      const text = readFileSync(join(ROOT, dir, file), 'utf8');
      for (const match of text.matchAll(pattern)) names.add(match[1]!);
    }
  }
  return names;
}

describe('action.yml', () => {
  it('declares every input the code reads, and the code reads every declared input', () => {
    const read = namesPassedTo(['getInput', 'getBooleanInput', 'booleanInput']);
    expect(read.size).toBeGreaterThan(5);
    expect([...read].sort()).toEqual(Object.keys(manifest.inputs).sort());
  });

  it('declares every output the code sets, and the code sets every declared output', () => {
    const set = namesPassedTo(['setOutput']);
    expect(set.size).toBeGreaterThan(5);
    expect([...set].sort()).toEqual(Object.keys(manifest.outputs).sort());
  });

  it('docs/reference.md is what the schemas, the commands, action.yml and the triage say (npm run docs)', () => {
    const reference = readFileSync(join(ROOT, 'docs/reference.md'), 'utf8');
    expect(reference).toBe(referencePage(manifest));
  });

  it("the README's command table and example workflow are the commands' own declaration (npm run docs)", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toBe(withReadmeBlocks(readme));
  });

  it("docs/architecture.md's code map is every file of src/ as its own header comment says (npm run docs)", () => {
    const page = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    expect(page).toBe(withCodeMap(page, ROOT));
    expect(page).toContain('[`run-state.ts`](../src/reconcile/run-state.ts) | What plan and apply share');
  });

  it('the README is a guide of at most 350 lines that links the reference', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(350);
    expect(readme).toContain('docs/reference.md');
  });
});
