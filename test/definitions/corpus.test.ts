// The broken-file corpus (test/fixtures/corpus) read from disk the way `validate` reads a
// repository: every "Loading" case of issue 2 gets its located diagnostic, and none of them stops
// the valid files beside them from being checked. Cases that cannot live in git (a file over the
// size cap, symbolic links) are added to a copy of the corpus in a temporary directory.
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ValidationResult, validateRepository } from '../../src/definitions/validate.js';
import type { Diagnostic } from '../../src/diagnostics/finding.js';
import { MAX_FILE_BYTES } from '../../src/diagnostics/source-text.js';

const CORPUS = fileURLToPath(new URL('../fixtures/corpus', import.meta.url));

type Expected = [rule: string, line: number, column: number, severity?: 'error' | 'warning'];

/** file → its diagnostics, in order. */
const EXPECTED: Record<string, Expected[]> = {
  'metrics/alias-bomb.yaml': [['yaml.alias-limit', 4, 10]],
  'metrics/binary.yaml': [['file.binary', 1, 1]],
  'metrics/bom.yaml': [['name.length', 1, 7]], // the BOM is not a column
  'metrics/comments-only.yaml': [['file.empty', 1, 1, 'warning']],
  'metrics/crlf.yaml': [['schema.enum', 6, 11]],
  // 'tags: [[[[…' 5000 deep: refused at the list that opens level 101 (the document's mapping is
  // level 1, so the 100th bracket), not where the parser's stack ran out (it depends on the thread).
  'metrics/deep.yaml': [['yaml.too-deep', 3, 106]],
  'metrics/duplicate-keys.yaml': [['yaml.duplicate-key', 7, 1]],
  'metrics/empty.yaml': [['file.empty', 1, 1, 'warning']],
  'metrics/good.yaml': [['definition.duplicate-id', 2, 1]], // its twin is link-inside.yaml
  'metrics/huge.yaml': [['file.too-large', 1, 1]],
  'metrics/latin1.yaml': [['file.encoding', 1, 10]],
  'metrics/link-broken.yaml': [['file.unreadable', 1, 1]],
  'metrics/link-inside.yaml': [['definition.duplicate-id', 2, 1]],
  'metrics/link-outside.yaml': [['file.symlink-outside', 1, 1]],
  'metrics/multi-doc.yaml': [
    ['document.not-mapping', 6, 1],
    ['schema.unknown-key', 12, 1],
  ],
  'metrics/not-mapping.yaml': [['document.not-mapping', 1, 1]],
  'metrics/scalar.yaml': [['document.not-mapping', 1, 1]],
  'metrics/syntax-error.yaml': [['yaml.syntax', 3, 1]],
  'metrics/tabs.yaml': [['yaml.tab-indent', 4, 1]],
  'metrics/unknown-alias.yaml': [['yaml.alias', 3, 12]],
  'metrics/utf16.yaml': [['file.encoding', 1, 1]],
};

let root: string;
let result: ValidationResult;

beforeAll(async () => {
  const base = await mkdtemp(join(tmpdir(), 'mac-corpus-'));
  root = join(base, 'repo');
  await cp(CORPUS, root, { recursive: true });
  await writeFile(
    join(root, 'metrics/huge.yaml'),
    `name: huge\ntype: sum\n# ${'x'.repeat(MAX_FILE_BYTES)}\n`,
  );
  await writeFile(join(base, 'secret.yaml'), 'name: outside_secret\ntype: sum\n');
  await symlink('../../secret.yaml', join(root, 'metrics/link-outside.yaml'));
  await symlink('missing.yaml', join(root, 'metrics/link-broken.yaml'));
  await mkdir(join(root, 'shared'));
  await writeFile(
    join(root, 'shared/orders.yaml'),
    '# the same metric as good.yaml\nname: checkout_conversion\ntype: ratio\nunitTypes: [u]\nmetricEvents: [{name: e, type: count}]\n',
  );
  // A link that stays inside the repository is read like any file (here: a duplicate of good.yaml's id).
  await symlink('../shared/orders.yaml', join(root, 'metrics/link-inside.yaml'));
  const outcome = await validateRepository({ cwd: root });
  if (!outcome.ok) throw new Error(`config error: ${JSON.stringify(outcome.diagnostics)}`);
  result = outcome.result;
});

afterAll(async () => {
  await rm(join(root, '..'), { recursive: true, force: true });
});

function byFile(diagnostics: readonly Diagnostic[], file: string): Expected[] {
  return diagnostics
    .filter((d) => d.file === file)
    .map(
      (d): Expected =>
        d.severity === 'warning' ? [d.rule, d.line, d.column, 'warning'] : [d.rule, d.line, d.column],
    );
}

describe('the broken-file corpus', () => {
  it.each(Object.entries(EXPECTED))('%s', (file, expected) => {
    expect(byFile(result.diagnostics, file)).toEqual(expected);
  });

  it('reports nothing in a file the table does not know', () => {
    const files = new Set(result.diagnostics.map((d) => d.file));
    for (const file of files) expect(Object.keys(EXPECTED)).toContain(file);
  });

  it('still reads and checks the valid files beside the broken ones', () => {
    const good = result.definitions.filter((d) => d.file === 'metrics/good.yaml');
    expect(good.map((d) => [d.id, d.line, d.column])).toEqual([
      ['checkout_conversion::ratio', 2, 1],
      ['orders_per_user::event_count_custom', 11, 1],
    ]);
    // good.yaml's first metric is invalid only because the in-repository link duplicates its id,
    // which is reported at both places, each naming the other.
    expect(good.map((d) => d.valid)).toEqual([false, true]);
    const duplicates = result.diagnostics.filter((d) => d.rule === 'definition.duplicate-id');
    expect(duplicates.map((d) => [d.file, d.message])).toEqual([
      ['metrics/good.yaml', expect.stringContaining('also defined at metrics/link-inside.yaml:2:1')],
      ['metrics/link-inside.yaml', expect.stringContaining('also defined at metrics/good.yaml:2:1')],
    ]);
  });

  it('counts every file it found, and lists every mapping document', () => {
    // Every file but the two links that are not read (outside, broken).
    expect(result.files).toBe(Object.keys(EXPECTED).length - 2);
    const multi = result.definitions.filter((d) => d.file === 'metrics/multi-doc.yaml');
    expect(multi.map((d) => [d.name, d.valid, d.line])).toEqual([
      ['first_is_fine', true, 1],
      ['third_is_broken', false, 8],
    ]);
  });

  it('never reads a file through a link out of the repository', () => {
    expect(result.definitions.some((d) => d.name === 'outside_secret')).toBe(false);
    expect(JSON.stringify(result)).not.toContain('outside_secret');
  });

  it('says what is wrong in words a user can act on', () => {
    const message = (file: string) => result.diagnostics.find((d) => d.file === file)!.message;
    expect(message('metrics/latin1.yaml')).toBe(
      'file is not valid UTF-8 (byte 0xE9 at line 1, column 10); save it as UTF-8',
    );
    expect(message('metrics/duplicate-keys.yaml')).toContain('duplicate key `type`');
    // Observed: "file is 1 MiB, over the 1 MiB limit": a size just past the limit, rounded to it.
    expect(message('metrics/huge.yaml')).toMatch(/^file is just over the 1 MiB limit/);
    expect(message('metrics/utf16.yaml')).toBe('file is UTF-16 encoded; save it as UTF-8');
  });
});

describe('a definitions directory that leaves the repository', () => {
  it('is refused when it is a link to a directory outside', async () => {
    const base = await mkdtemp(join(tmpdir(), 'mac-dirlink-'));
    try {
      await mkdir(join(base, 'elsewhere'));
      await writeFile(join(base, 'elsewhere/a.yaml'), 'name: elsewhere\ntype: sum\n');
      await mkdir(join(base, 'repo'));
      await symlink('../elsewhere', join(base, 'repo/metrics'));
      const outcome = await validateRepository({ cwd: join(base, 'repo') });
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.result.definitions).toEqual([]);
      expect(outcome.result.diagnostics.map((d) => [d.file, d.rule])).toEqual([
        ['metrics', 'file.outside-repository'],
      ]);
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });

  it('may be the repository root: the config file and node_modules are not definitions', async () => {
    const base = await mkdtemp(join(tmpdir(), 'mac-rootdir-'));
    try {
      await writeFile(join(base, 'metrics-as-code.yaml'), 'metrics:\n  dir: .\n  exclude: ["drafts/**"]\n');
      await mkdir(join(base, 'node_modules/some-package'), { recursive: true });
      await writeFile(join(base, 'node_modules/some-package/action.yml'), 'name: not a metric\n');
      await mkdir(join(base, 'drafts'));
      await writeFile(join(base, 'drafts/wip.yaml'), 'name: x\n');
      await writeFile(
        join(base, 'orders.yml'),
        'name: orders\ntype: event_count_custom\nunitTypes: [u]\nmetricEvents: [{name: e}]\n',
      );
      const outcome = await validateRepository({ cwd: base });
      expect(outcome.ok && [outcome.result.files, outcome.result.diagnostics]).toEqual([1, []]);
      expect(outcome.ok && outcome.result.definitions.map((d) => d.file)).toEqual(['orders.yml']);
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });

  it('a check that checks nothing fails: no definitions is a config error, unless allowEmpty', async () => {
    const base = await mkdtemp(join(tmpdir(), 'mac-nodir-'));
    try {
      const none = await validateRepository({ cwd: base });
      expect(!none.ok && none.diagnostics.map((d) => [d.rule, d.severity])).toEqual([
        ['files.none', 'error'],
      ]);
      expect(!none.ok && none.diagnostics[0]!.message).toContain(
        'the definitions directory `metrics` does not exist',
      );
      // An empty workspace is most often a workflow without actions/checkout.
      expect(!none.ok && none.diagnostics[0]!.message).toContain(
        'in a workflow, check the repository out first with actions/checkout',
      );
      // A misspelt metrics.dir is placed on its line in the config.
      await writeFile(join(base, 'metrics-as-code.yaml'), 'onChange: warn\nmetrics:\n  dir: metrcs\n');
      const misspelt = await validateRepository({ cwd: base });
      expect(!misspelt.ok && misspelt.diagnostics[0]).toMatchObject({
        file: 'metrics-as-code.yaml',
        line: 3,
        column: 8,
        rule: 'files.none',
        path: 'metrics.dir',
      });
      // A pull request's metrics.dir of a long run of slashes once cost the square of its length,
      // compared with each folder that holds YAML.
      await mkdir(join(base, 'definitions'));
      await writeFile(join(base, 'definitions/a.yaml'), 'name: x\n');
      await writeFile(join(base, 'metrics-as-code.yaml'), `metrics:\n  dir: "a${'/'.repeat(200_000)}b"\n`);
      const started = performance.now();
      const slashes = await validateRepository({ cwd: base });
      expect(!slashes.ok && slashes.diagnostics[0]!.rule).toBe('files.none');
      expect(performance.now() - started).toBeLessThan(2_000);
      await rm(join(base, 'definitions'), { recursive: true });
      await writeFile(join(base, 'metrics-as-code.yaml'), 'allowEmpty: true\n');
      const allowed = await validateRepository({ cwd: base });
      expect(allowed.ok).toBe(true);
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});
