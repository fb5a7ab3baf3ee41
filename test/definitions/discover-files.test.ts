// Which files `validate` finds, on a real directory tree: the patterns' meaning (as the README
// states it), and symbolic links listed but never followed, whatever the glob library does.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverDefinitionFiles } from '../../src/definitions/discover-files.js';

let base: string;
let repo: string;

const METRICS = { dir: 'metrics', include: ['**/*.yaml', '**/*.yml'], exclude: [] as string[] };

/** What the default patterns find under metrics/: dot files, node_modules and links to folders left out. */
const UNDER_METRICS = [
  'metrics/a.yaml',
  'metrics/b.yml',
  'metrics/deep/er/c.yaml',
  'metrics/drafts/wip.yaml',
  'metrics/link-inside.yaml',
];

async function write(path: string, text = 'name: x\n'): Promise<void> {
  await mkdir(dirname(join(repo, path)), { recursive: true });
  await writeFile(join(repo, path), text);
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'mac-discover-'));
  repo = join(base, 'repo');
  await write('metrics/a.yaml');
  await write('metrics/b.yml');
  await write('metrics/notes.md');
  await write('metrics/deep/er/c.yaml');
  await write('metrics/.hidden.yaml');
  await write('metrics/.drafts/d.yaml');
  await write('metrics/node_modules/pkg/e.yaml');
  await write('metrics/drafts/wip.yaml');
  await mkdir(join(repo, 'metrics/folder.yaml')); // a directory whose name matches
  await write('shared/inside.yaml');
  await write('shared/dir/f.yaml');
  await writeFile(join(base, 'secret.yaml'), 'name: secret\n');
  await mkdir(join(base, 'outside-dir'));
  await writeFile(join(base, 'outside-dir/g.yaml'), 'name: g\n');
  await symlink('../shared/inside.yaml', join(repo, 'metrics/link-inside.yaml'));
  await symlink('../../secret.yaml', join(repo, 'metrics/link-outside.yaml'));
  await symlink('missing.yaml', join(repo, 'metrics/link-broken.yaml'));
  // Links to directories: one inside the repository, one out of it. Neither is walked.
  await symlink('../shared/dir', join(repo, 'metrics/linked-dir'));
  await symlink('../../outside-dir', join(repo, 'metrics/outside-dir'));
  await symlink('../../outside-dir', join(repo, 'metrics/outside.yaml'));
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('discoverDefinitionFiles', () => {
  it('lists the matching files in order, and checks each link without following it', async () => {
    const found = await discoverDefinitionFiles(repo, METRICS);
    expect(found.files).toEqual(UNDER_METRICS);
    // Dot files and folders, node_modules and a folder named like a file are skipped without a
    // word; a link out of the repository, or to nothing, is refused; a link to a folder, in the
    // repository or out of it, is said: what is under it is not read.
    expect(found.diagnostics.map((d) => [d.file, d.rule]).sort()).toEqual([
      ['metrics/link-broken.yaml', 'file.unreadable'],
      ['metrics/link-outside.yaml', 'file.symlink-outside'],
      ['metrics/linked-dir', 'file.linked-folder'],
      ['metrics/outside-dir', 'file.linked-folder'],
      ['metrics/outside.yaml', 'file.symlink-outside'],
    ]);
    expect(found.diagnostics.find((d) => d.rule === 'file.linked-folder')?.severity).toBe('warning');
    // One the config leaves out is not said, nor one back into the folder (its files are read).
    await symlink('.', join(repo, 'metrics/self'));
    try {
      const excluded = await discoverDefinitionFiles(repo, {
        ...METRICS,
        exclude: ['linked-dir', 'outside-dir'],
      });
      expect(excluded.diagnostics.map((d) => d.rule)).not.toContain('file.linked-folder');
    } finally {
      await rm(join(repo, 'metrics/self'));
    }
  });

  it('takes include and exclude patterns relative to metrics.dir, braces included', async () => {
    const found = await discoverDefinitionFiles(repo, {
      dir: 'metrics',
      include: ['*.{yaml,yml}', 'deep/**/*.yaml', 'drafts/*.yaml'],
      exclude: ['drafts/**', 'b.*'],
    });
    expect(found.files).toEqual(['metrics/a.yaml', 'metrics/deep/er/c.yaml', 'metrics/link-inside.yaml']);
  });

  it('does not read a folder name as all of the folder', async () => {
    const found = await discoverDefinitionFiles(repo, { ...METRICS, include: ['deep', 'drafts/'] });
    expect(found).toMatchObject({ files: [], leftOut: { by: 'include' } });
    expect(found.diagnostics.every((d) => d.rule === 'file.linked-folder')).toBe(true);
  });

  it('with the repository root as metrics.dir, names files from the root and skips what it is told to', async () => {
    const found = await discoverDefinitionFiles(repo, { ...METRICS, dir: '.' }, ['shared/inside.yaml']);
    expect(found.files).toEqual([...UNDER_METRICS, 'shared/dir/f.yaml']);
  });

  // Observed: a pull request committed `metrics/r -> /` and `include: ["r/etc/passwd"]`; the walk
  // started inside the linked directory, so no per-link check saw the files it read.
  it('never reads through a linked directory or `..` out of the repository, whatever the pattern', async () => {
    await symlink('/', join(repo, 'metrics/r'));
    try {
      for (const include of [['r/etc/passwd'], ['r/etc/*'], ['r/**/*.yaml'], ['../../secret.yaml']]) {
        const found = await discoverDefinitionFiles(repo, { ...METRICS, include });
        expect(found.files).toEqual([]);
        const refused = found.diagnostics.filter((d) => d.rule !== 'file.linked-folder');
        expect(refused.map((d) => [d.file, d.rule])).toEqual([['metrics', 'file.outside-repository']]);
      }
      // The default patterns walk past the link without following it.
      expect((await discoverDefinitionFiles(repo, METRICS)).files).toEqual(UNDER_METRICS);
    } finally {
      await rm(join(repo, 'metrics/r'));
    }
  });

  // Observed: a named pipe called `metrics/events.yaml` (left by a local tool) made `validate`
  // wait for a writer forever; so did a link to one.
  it('never opens what is not a regular file: a named pipe is reported, not read', async () => {
    execFileSync('mkfifo', [join(repo, 'metrics/pipe.yaml')]);
    await symlink('pipe.yaml', join(repo, 'metrics/link-to-pipe.yaml'));
    try {
      const found = await discoverDefinitionFiles(repo, METRICS);
      expect(found.files).toEqual(UNDER_METRICS);
      expect(found.diagnostics.filter((d) => d.rule === 'file.not-regular').map((d) => d.file)).toEqual([
        'metrics/link-to-pipe.yaml',
        'metrics/pipe.yaml',
      ]);
    } finally {
      await rm(join(repo, 'metrics/pipe.yaml'));
      await rm(join(repo, 'metrics/link-to-pipe.yaml'));
    }
  });

  // A pull request can link a definition file to git's own files, or point metrics.dir at them:
  // `.git/config` holds the token actions/checkout keeps there.
  it("never reads git's own files, through a link or as metrics.dir", async () => {
    await write('.git/config', '[core]\n\tbare = false\n');
    await write('.git/hooks/looks.yaml', 'name: from_git\ntype: sum\n');
    await symlink('../.git/config', join(repo, 'metrics/git-config.yaml'));
    try {
      const found = await discoverDefinitionFiles(repo, METRICS);
      expect(found.files).toEqual(UNDER_METRICS);
      expect(found.diagnostics.find((d) => d.file === 'metrics/git-config.yaml')?.rule).toBe(
        'file.symlink-outside',
      );
      const inGit = await discoverDefinitionFiles(repo, { ...METRICS, dir: '.git' });
      expect(inGit.files).toEqual([]);
      expect(inGit.diagnostics.map((d) => d.rule)).toEqual(['file.outside-repository']);
      const named = await discoverDefinitionFiles(repo, { ...METRICS, dir: '.', include: ['.git/*'] });
      expect(named.files).toEqual([]);
      const refused = named.diagnostics.filter((d) => d.rule !== 'file.linked-folder');
      expect(refused.map((d) => [d.file, d.rule, d.message])).toEqual([
        ['.git/config', 'file.outside-repository', expect.stringContaining("git's own file")],
      ]);
    } finally {
      await rm(join(repo, '.git'), { recursive: true });
      await rm(join(repo, 'metrics/git-config.yaml'));
    }
  });
});
