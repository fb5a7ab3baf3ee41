// action.yml is the one list of the Action's inputs and outputs: the code reads and sets only what
// it declares, and the README's tables are generated from it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  readActionManifest,
  withActionTables,
  withCliTables,
  withDigestTables,
  withTypeFieldsTable,
} from '../../scripts/readme-tables.js';

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

  it("is where the README's input and output tables come from (npm run docs)", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toBe(withActionTables(readme, manifest));
  });

  it("the README's table of fields per metric type is the rules' own table (npm run docs)", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toBe(withTypeFieldsTable(readme));
  });

  it("the README's CLI tables and example workflow are the commands' own declaration (npm run docs)", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toBe(withCliTables(readme));
  });

  it("the README's reviews-digest tables are the triage's own tables (npm run docs)", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toBe(withDigestTables(readme));
  });
});
