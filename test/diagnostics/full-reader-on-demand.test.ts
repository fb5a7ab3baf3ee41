// The full YAML reader (the `yaml` package) is loaded only when a file first needs it
// (yaml-full.ts): a run whose files all read fast never compiles it. Each case starts from fresh
// modules, with the reader not loaded, and must give what a run with it loaded gives.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseYamlFast } from '../../src/diagnostics/yaml-fast.js';

let repo: string;

beforeEach(async () => {
  vi.resetModules();
  repo = await mkdtemp(join(tmpdir(), 'mac-full-reader-'));
  await mkdir(join(repo, 'metrics'));
});

afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

const good = (i: number) =>
  `name: metric_${i}\ntype: event_count_custom\nunitTypes: [userID]\nmetricEvents: [{ name: e_${i}, type: count }]\n`;
const ANCHORED =
  'name: anchored\ntype: event_count_custom\nunitTypes: &u [userID]\nmetricEvents: [{ name: e, type: count }]\n';
const BROKEN = 'name: broken\ntype: [sum\n';

async function writeTree(files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) await writeFile(join(repo, file), text);
}

/** What validateRepository finds, from fresh modules (the reader not loaded) or after loading it. */
async function validated(preload: boolean) {
  vi.resetModules();
  const { loadFullReader } = await import('../../src/diagnostics/yaml-full.js');
  if (preload) await loadFullReader();
  const { validateRepository } = await import('../../src/definitions/validate.js');
  return validateRepository({ cwd: repo });
}

describe('the full YAML reader, loaded on demand', () => {
  it('a synchronous read that needs it before it is loaded says so; loaded, the same read succeeds', async () => {
    const { loadFullReader, FullReaderNotLoaded, withFullReader } = await import(
      '../../src/diagnostics/yaml-full.js'
    );
    const { parseYaml } = await import('../../src/diagnostics/yaml-documents.js');
    expect(parseYaml('fast.yaml', good(1)).documents).toHaveLength(1); // the fast reader needs nothing
    expect(() => parseYaml('broken.yaml', BROKEN)).toThrow(FullReaderNotLoaded);
    // A big file may need it for a part: it is asked for before the file is read at all, so a read
    // that stops for it has not read 1 MB fast in vain.
    const big = Array.from({ length: 2000 }, (_, i) => good(i)).join('---\n');
    expect(big.length).toBeGreaterThan(64 * 1024);
    expect(() => parseYaml('big.yaml', big)).toThrow(FullReaderNotLoaded);
    // A core tag (`!!int`) is resolved with the full reader's own tags: the fast one asks for it too.
    expect(() => parseYaml('tagged.yaml', 'n: !!int 0x1F\n')).toThrow(FullReaderNotLoaded);
    const tagged = await withFullReader(() => parseYaml('tagged.yaml', 'n: !!int 0x1F\n'));
    expect(tagged.documents[0]!.plain()).toEqual({ ok: true, value: { n: 31 } });
    const parsed = await withFullReader(() => parseYaml('broken.yaml', BROKEN));
    expect(parsed.documents[0]!.diagnostics.map((d) => d.rule)).toEqual(['yaml.syntax']);
    await loadFullReader(); // loaded once: loading again changes nothing
    const again = parseYaml('broken.yaml', BROKEN);
    expect(again.documents.map((d) => d.diagnostics)).toStrictEqual(
      parsed.documents.map((d) => d.diagnostics),
    );
  });

  it('a tree with a broken and an anchored file among good ones: the same findings as with it loaded', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 80; i++) files[`metrics/m${String(i).padStart(2, '0')}.yaml`] = good(i);
    files['metrics/m40a.yaml'] = BROKEN;
    files['metrics/m70a.yaml'] = ANCHORED;
    // Read fast once the full reader is loaded, which resolves its tags: the same findings.
    files['metrics/m75a.yaml'] =
      `${good(75).replace('type: event_count_custom', 'type: !!str event_count_custom')}x: !!float 1\n`;
    await writeTree(files);
    const onDemand = await validated(false);
    const preloaded = await validated(true);
    expect(onDemand.ok && preloaded.ok).toBe(true);
    if (!onDemand.ok || !preloaded.ok) return;
    expect(onDemand.result.diagnostics).toStrictEqual(preloaded.result.diagnostics);
    expect(onDemand.result.diagnostics.map((d) => `${d.file} ${d.rule}`)).toEqual(
      expect.arrayContaining(['metrics/m40a.yaml yaml.syntax', 'metrics/m75a.yaml yaml.warning']),
    );
    expect(onDemand.result.definitions.map((d) => d.id)).toStrictEqual(
      preloaded.result.definitions.map((d) => d.id),
    );
    expect(onDemand.result.definitions.some((d) => d.id === 'anchored::event_count_custom' && d.valid)).toBe(
      true,
    );
  });

  it('a config only the full reader reads (an escaped line break, a syntax error) is read and placed as before', async () => {
    await writeTree({ 'metrics/a.yaml': good(1) });
    const config =
      'defaults:\n  description: "joined\\\n\n    on"\n  isVerified: true\npolicy:\n  requireTeam: warning\n';
    expect(parseYamlFast('metrics-as-code.yaml', config)).toBeUndefined();
    await writeFile(join(repo, 'metrics-as-code.yaml'), config);
    const anchored = await validated(false);
    expect(anchored.ok && anchored.result.config.policy.requireTeam).toBe('warning');
    await writeFile(join(repo, 'metrics-as-code.yaml'), 'policy: [warning\n');
    const broken = await validated(false);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.diagnostics.map((d) => `${d.file}:${d.line} ${d.rule}`)).toEqual([
      'metrics-as-code.yaml:2 yaml.syntax',
    ]);
  });
});
