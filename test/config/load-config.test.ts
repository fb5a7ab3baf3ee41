// The repo config, metrics-as-code.yaml: absent means defaults, a named file must exist, and every
// problem is a located error (the CLI exits 2) with a hint where one helps.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { braceExpansions } from '../../src/config/config-rules.js';
import { loadConfig, parseConfig } from '../../src/config/load-config.js';
import { defaultConfig } from '../../src/config/schema.js';

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'mac-config-'));
});
afterEach(async () => {
  await rm(cwd, { recursive: true, force: true });
});

/** The messages of a config's diagnostics, in order. */
function says(text: string): string[] {
  return parseConfig('c.yaml', text).diagnostics.map((d) => d.message);
}

function errorsOf(text: string) {
  const loaded = parseConfig('metrics-as-code.yaml', text);
  expect(loaded.ok).toBe(false);
  return loaded.diagnostics.map((d) => [d.rule, d.line, d.column]);
}

describe('loadConfig', () => {
  it('without a config file gives every default', async () => {
    const loaded = await loadConfig(cwd);
    expect(loaded).toEqual({ ok: true, config: defaultConfig(), diagnostics: [] });
  });

  it('reads metrics-as-code.yaml when present, and says which file it read', async () => {
    await writeFile(join(cwd, 'metrics-as-code.yaml'), 'metrics:\n  dir: definitions\nonChange: fail\n');
    const loaded = await loadConfig(cwd);
    expect(
      loaded.ok && [
        loaded.file,
        loaded.config.metrics.dir,
        loaded.config.onChange,
        loaded.config.api.concurrency,
      ],
    ).toEqual(['metrics-as-code.yaml', 'definitions', 'fail', 8]);
  });

  it('a --config file that does not exist is an error, not the defaults', async () => {
    const loaded = await loadConfig(cwd, 'ci/metrics.yaml');
    expect(loaded.ok).toBe(false);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        file: 'ci/metrics.yaml',
        rule: 'config.unreadable',
        severity: 'error',
        line: 1,
        column: 1,
      }),
    ]);
    expect(loaded.diagnostics[0]!.message).toContain('no such file');
  });

  it('a config that is a symbolic link to a file outside the repository is not read', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'mac-outside-'));
    try {
      await writeFile(join(outside, 'secret.yaml'), 'onChange: SECRET-CONTENT\n');
      await symlink(join(outside, 'secret.yaml'), join(cwd, 'metrics-as-code.yaml'));
      const loaded = await loadConfig(cwd);
      expect(loaded.ok).toBe(false);
      expect(loaded.diagnostics).toEqual([
        expect.objectContaining({ rule: 'config.outside-repository', file: 'metrics-as-code.yaml' }),
      ]);
      expect(JSON.stringify(loaded)).not.toContain('SECRET-CONTENT');
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it("a config linked into git's own folder is not read: .git/config holds the checkout's token", async () => {
    await mkdir(join(cwd, '.git'));
    await writeFile(join(cwd, '.git/config'), 'onChange: SECRET-CONTENT\n');
    await symlink('.git/config', join(cwd, 'metrics-as-code.yaml'));
    const loaded = await loadConfig(cwd);
    expect(loaded.diagnostics.map((d) => d.rule)).toEqual(['config.outside-repository']);
    expect(JSON.stringify(loaded)).not.toContain('SECRET-CONTENT');
  });

  it('a config linked to a file inside the repository is read', async () => {
    await writeFile(join(cwd, 'shared.yaml'), 'onChange: fail\n');
    await symlink(join(cwd, 'shared.yaml'), join(cwd, 'metrics-as-code.yaml'));
    const loaded = await loadConfig(cwd);
    expect(loaded.ok && loaded.config.onChange).toBe('fail');
  });

  it('a config that is a named pipe is refused at once, not waited on for a writer', async () => {
    // Observed: `validate --config pipe` and a metrics-as-code.yaml that is a named pipe both
    // waited forever for something to write into it.
    execFileSync('mkfifo', [join(cwd, 'pipe'), join(cwd, 'metrics-as-code.yaml')]);
    for (const loaded of [await loadConfig(cwd, 'pipe'), await loadConfig(cwd)]) {
      expect(loaded.ok).toBe(false);
      expect(loaded.diagnostics).toEqual([
        expect.objectContaining({
          rule: 'config.unreadable',
          message: expect.stringMatching(/is not a regular file \(a named pipe, socket or device\)/),
        }),
      ]);
    }
  });

  it('a --config that names a folder says so, and names the file to give', async () => {
    // Observed: `--config metrics` was "not a regular file (a named pipe, socket or device)".
    await mkdir(join(cwd, 'ci'));
    await writeFile(join(cwd, 'ci/metrics-as-code.yaml'), 'onChange: fail\n');
    const loaded = await loadConfig(cwd, 'ci');
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        rule: 'config.unreadable',
        message:
          "cannot read the config file `ci`: it is a folder, and a config is named by its file (--config, the Action's config input): write `ci/metrics-as-code.yaml`",
      }),
    ]);
  });

  it('reads a --config file relative to cwd', async () => {
    await writeFile(join(cwd, 'other.yaml'), 'warehouseNative: true\n');
    const loaded = await loadConfig(cwd, 'other.yaml');
    expect(loaded.ok && [loaded.file, loaded.config.warehouseNative]).toEqual(['other.yaml', true]);
  });

  it('an empty or comment-only file is the defaults', async () => {
    for (const text of ['', '# nothing configured yet\n', '---\n']) {
      const loaded = parseConfig('metrics-as-code.yaml', text);
      expect(loaded.ok && loaded.config).toEqual(defaultConfig());
    }
  });
});

describe('a bad config is located', () => {
  it('an unknown key, with a did-you-mean, also nested', () => {
    expect(errorsOf('metric:\n  dir: x\n')).toEqual([['schema.unknown-key', 1, 1]]);
    const loaded = parseConfig('metrics-as-code.yaml', 'metrics:\n  dirr: definitions\n');
    expect(loaded.diagnostics.map((d) => [d.rule, d.line, d.column, d.message])).toEqual([
      ['schema.unknown-key', 2, 3, 'unknown key `dirr` in `metrics` (did you mean `dir`?)'],
    ]);
    // A key written short: the one it starts, and "perSeconds is required" is its echo.
    // Observed: `rateLimit: {requests: 100, per: 10s}` got both, and no word of `perSeconds`.
    const short = parseConfig('metrics-as-code.yaml', 'api:\n  rateLimit: {requests: 100, per: 10}\n');
    expect(short.diagnostics.map((d) => d.message)).toEqual([
      'unknown key `per` in `api.rateLimit` (did you mean `perSeconds`?)',
    ]);
    // A key like none of a section's: the section's keys, to write instead.
    const unlike = parseConfig('metrics-as-code.yaml', 'metrics:\n  folder: definitions\n');
    expect(unlike.diagnostics.map((d) => d.message)).toEqual([
      'unknown key `folder` in `metrics` (it takes `dir`, `include`, `exclude`)',
    ]);
  });

  it('wrong types and values, at the value', () => {
    expect(errorsOf('onChange: warns\n')).toEqual([['schema.enum', 1, 11]]);
    expect(errorsOf('api:\n  concurrency: 0\n')).toEqual([['api.concurrency', 2, 16]]);
    expect(errorsOf('api:\n  concurrency: 65\n')).toEqual([['api.concurrency', 2, 16]]);
    expect(errorsOf('metrics:\n  include: "**/*.yaml"\n')).toEqual([['schema.type', 2, 12]]);
    expect(errorsOf('apiUrl: ftp://console.example.com\n')).toEqual([['schema.invalid-format', 1, 9]]);
    expect(errorsOf('reviews:\n  statuses: [pending, opened]\n')).toEqual([['schema.enum', 2, 23]]);
    expect(errorsOf('dynamicConfigs:\n  - name: checkout_flow\n')).toEqual([
      ['schema.required', 2, 5],
      ['schema.unknown-key', 2, 5],
    ]);
  });

  it('YAML problems: syntax, duplicate keys, tabs', () => {
    expect(errorsOf('metrics: [a\nonChange: warn\n')).toEqual([['yaml.syntax', 2, 1]]);
    expect(errorsOf('onChange: warn\nonChange: fail\n')).toEqual([['yaml.duplicate-key', 2, 1]]);
    expect(errorsOf('metrics:\n\tdir: x\n')[0]).toEqual(['yaml.tab-indent', 2, 1]);
  });

  it('not a mapping, or several documents', () => {
    expect(errorsOf('- metrics\n')).toEqual([['config.not-mapping', 1, 1]]);
    expect(errorsOf('onChange: warn\n---\nonChange: fail\n')).toEqual([['config.multiple-documents', 2, 1]]);
  });

  it('paths that leave the repository', () => {
    expect(errorsOf('metrics:\n  dir: ../elsewhere\n')).toEqual([['config.path-escapes', 2, 8]]);
    expect(errorsOf('metrics:\n  dir: /etc\n')).toEqual([['config.path-escapes', 2, 8]]);
    expect(errorsOf('metrics:\n  include: ["**/*.yaml", "../../**/*.yaml"]\n')).toEqual([
      ['config.path-escapes', 2, 26],
    ]);
  });

  it('patterns that stand for more than the walk can take in time, counted without expanding them', () => {
    expect(braceExpansions('**/*.{yaml,yml}')).toBe(2);
    expect(braceExpansions('{checkout,search}/{a,b,c}/*.yaml')).toBe(6);
    expect(braceExpansions('{a,{b,c},}')).toBe(4);
    expect(braceExpansions('team_{1..12}/**')).toBe(12);
    expect(braceExpansions('{a..e}{0..100..10}')).toBe(55);
    expect(braceExpansions('\\{a,b}/{x}/{/*.yaml')).toBe(1);
    expect(braceExpansions('{1..100000000}')).toBe(100_000_000);
    // Observed: nested braces ran the count out of stack (`Maximum call stack size exceeded`).
    expect(braceExpansions('{'.repeat(100_000))).toBe(Number.POSITIVE_INFINITY);
    expect(braceExpansions(`${'{a,'.repeat(20_000)}${'}'.repeat(20_000)}`)).toBe(Number.POSITIVE_INFINITY);
    // Together: each alone is within the limit.
    const teams = `{${Array.from({ length: 150 }, (_, i) => `t${i}`).join(',')}}/**`;
    expect(errorsOf(`metrics:\n  include: ["${teams}"]\n  exclude: ["${teams}"]\n`)).toEqual([
      ['config.pattern-expansion', 3, 13],
    ]);
    expect(parseConfig('c.yaml', `metrics:\n  include: ["${teams}"]\n`).ok).toBe(true);
    // Observed: `*a*a*…*.yml` (20 wildcards) against one file name of 40 letters ran past a minute.
    expect(errorsOf('metrics:\n  include: ["*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*.yml"]\n')).toEqual([
      ['config.pattern-wildcards', 2, 13],
    ]);
    expect(errorsOf('metrics:\n  exclude: ["**/+(a|aa)+(a|aa)/*.yaml"]\n')).toEqual([
      ['config.pattern-wildcards', 2, 13],
    ]);
    const usual = ['**/*.yaml', 'teams/*/**/*.{yaml,yml}', 'metric*[(]v2[)].yaml'];
    expect(parseConfig('c.yaml', `metrics:\n  include: ${JSON.stringify(usual)}\n`)).toMatchObject({
      ok: true,
    });
  });

  it('state.file outside the repository is a located error, like metrics.dir', () => {
    expect(errorsOf('state:\n  file: /etc/cron.d/x.json\n')).toEqual([['config.path-escapes', 2, 9]]);
    expect(errorsOf('state:\n  file: ../outside.json\n')).toEqual([['config.path-escapes', 2, 9]]);
    expect(errorsOf('state:\n  file: ledger/../../x.json\n')).toEqual([['config.path-escapes', 2, 9]]);
    expect(parseConfig('c.yaml', 'state:\n  file: ledger/state.json\n').ok).toBe(true);
  });

  it('an http apiUrl to another host is an error unless allowed: the key would travel in clear', () => {
    expect(errorsOf('apiUrl: http://console.example.com\n')).toEqual([['config.insecure-api-url', 1, 9]]);
    const allowed = parseConfig(
      'metrics-as-code.yaml',
      'apiUrl: http://console.example.com\nallowInsecureHttp: true\n',
    );
    expect(allowed.ok && allowed.diagnostics).toEqual([]);
    const local = parseConfig('metrics-as-code.yaml', 'apiUrl: http://127.0.0.1:8787\n');
    expect(local.ok && local.diagnostics).toEqual([]);
  });

  it('`__proto__` under defaults is an unknown key, as it is in a definition', () => {
    const loaded = parseConfig('c.yaml', 'defaults:\n  description: d\n  __proto__:\n    isReadOnly: true\n');
    expect(loaded.ok).toBe(false);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        rule: 'schema.unknown-key',
        line: 3,
        column: 3,
        message: expect.stringContaining('unknown key `__proto__` in `defaults`'),
      }),
    ]);
    expect(errorsOf('defaults:\n  metricEvents:\n    - __proto__: {x: 1}\n')).toEqual([
      ['schema.unknown-key', 3, 7],
    ]);
  });

  // dynamicConfigs written as plain ids: test/cases/config-dynamic-configs-as-plain-ids.
  it('a mapping written as a key without its space, or as a number, gets the right shape or no guess', () => {
    // A key and its value written without a space, as a field's value: the mapping it was meant to be.
    expect(parseConfig('c.yaml', 'metrics: dir:catalogue\n').diagnostics[0]!.message).toMatch(
      /: `dir:catalogue` has no space after its `:`, so YAML reads it as text, not a key: write `metrics: \{dir: catalogue\}`$/,
    );
    // A window has no key of text to name it by: no guess.
    expect(parseConfig('c.yaml', 'api:\n  rateLimit: [100]\n').diagnostics[0]!.message).toBe(
      'api.rateLimit.0 must be a mapping, not the integer 100',
    );
  });

  // metrics given as the folder: test/cases/config-metrics-given-as-the-folder.
  it('a misspelt key under metrics gets what to write', () => {
    // Observed: `dri:` under metrics said only "unknown key".
    const misspelt = parseConfig('c.yaml', 'metrics:\n  dri: catalogue\n');
    expect(misspelt.diagnostics[0]!.message).toBe('unknown key `dri` in `metrics` (did you mean `dir`?)');
  });

  // The URL and the windows as the emulator's flags: test/cases/config-url-and-rate-limit-as-flags-write-them.
  it('a rate limit written loosely gets what to write, and one that reads as nothing gets no guess', () => {
    const one = parseConfig('c.yaml', 'api:\n  rateLimit: 20 / 2 min\n');
    expect(one.diagnostics[0]!.message).toMatch(/: write `rateLimit: \{requests: 20, perSeconds: 120\}`$/);
    const other = parseConfig('c.yaml', 'api:\n  rateLimit: fast\n');
    expect(other.diagnostics[0]!.message).toMatch(/not the string "fast"$/);
  });

  it("an apiUrl that goes on into the API's path says which base URL to write", () => {
    // Observed: `init` wrote `# apiUrl: https://console.example.com/console/v1` ("it ends in
    // /console/v1"); with it, every request answered 404 and each definition failed with it.
    const cases: [string, string][] = [
      ['https://console.example.com/console/v1', 'https://console.example.com'],
      ['https://console.example.com/console/v1/', 'https://console.example.com'],
      ['https://console.example.com/console/v1/metrics', 'https://console.example.com'],
      ['https://h.example/api/console/v1', 'https://h.example/api'],
    ];
    for (const [url, base] of cases) {
      const loaded = parseConfig('c.yaml', `apiUrl: ${url}\n`);
      expect(loaded.diagnostics.map((d) => [d.rule, d.line, d.column, d.message])).toEqual([
        [
          'config.api-url',
          1,
          9,
          `apiUrl is the service's base URL: the tool adds /console/v1 and the route; write \`apiUrl: ${base}\``,
        ],
      ]);
    }
    const bare = parseConfig('c.yaml', 'apiUrl: console.example.com/console/v1\n');
    expect(bare.diagnostics[0]!.message).toMatch(/: write `apiUrl: https:\/\/console\.example\.com`$/);
    const local = parseConfig('c.yaml', 'apiUrl: 127.0.0.1:8787\n');
    expect(local.diagnostics[0]!.message).toMatch(/: write `apiUrl: http:\/\/127\.0\.0\.1:8787`$/);
    for (const fine of [
      'https://console.example.com',
      'https://h.example/console/v10',
      'https://h.example/my/console',
    ])
      expect(parseConfig('c.yaml', `apiUrl: ${fine}\n`).diagnostics).toEqual([]);
  });

  it('warehouse fields written in the config are told they go in a definition', () => {
    expect(says('warehouseNative:\n  aggregation: sum\n')[0]).toContain(
      "a definition's warehouse fields go in that definition's own `warehouseNative:`",
    );
  });

  it('a setting written a level too high names the section it belongs in', () => {
    expect(says('concurrency: 4\n')).toEqual([
      'unknown key `concurrency` in the config: it is a field of `api`',
    ]);
    expect(says('branch: metrics-state\n')).toEqual([
      'unknown key `branch` in the config: it is a field of `state`',
    ]);
  });

  it("a bound is said in the config's words, and a misspelt window key names the key it was meant to be", () => {
    // Observed: "metrics.dir Too small: expected string to have >=1 characters; it has 0", zod's
    // words, and for `perSecond: 10` in one window "api.rateLimit.perSeconds is required" beside an
    // unknown key with no "did you mean".
    expect(says('metrics:\n  dir: ""\n')).toEqual(['metrics.dir must not be empty']);
    expect(says('api:\n  rateLimit: []\n')).toEqual(['api.rateLimit must list at least one']);
    expect(says('api:\n  rateLimit: [{requests: 1, perSeconds: 0}]\n')).toEqual([
      'api.rateLimit.0.perSeconds must be more than 0; got 0',
    ]);
    expect(says('reviews:\n  staleAfterDays: -1\n')).toEqual([
      'reviews.staleAfterDays must be more than 0; got -1',
    ]);
    expect(says('api:\n  rateLimit: {requests: 100, perSecond: 10}\n')).toEqual([
      'unknown key `perSecond` in `api.rateLimit` (did you mean `perSeconds`?)',
    ]);
  });

  it('a list written as one value shows the list as YAML reads it back', () => {
    // Observed: `include: "**/*.yaml"` was told to write `include: [**/*.yaml]`, which YAML reads as
    // an alias; `dynamicConfigs: checkout` and `knownMetricSources: orders, returns` got no list at all
    // or a list of one.
    const cases: [config: string, written: string][] = [
      ['metrics:\n  include: "**/*.yaml"\n', 'metrics.include … "**/*.yaml": write `include: ["**/*.yaml"]`'],
      ['metrics:\n  exclude: drafts/**\n', 'metrics.exclude … "drafts/**": write `exclude: [drafts/**]`'],
      [
        'knownMetricSources: orders, returns\n',
        'knownMetricSources … "orders, returns": write `knownMetricSources: [orders, returns]`',
      ],
      ['dynamicConfigs: checkout\n', 'dynamicConfigs … "checkout": write `dynamicConfigs: [{id: checkout}]`'],
      ['externalMetrics: "2024"\n', 'externalMetrics … "2024": write `externalMetrics: ["2024"]`'],
    ];
    for (const [config, written] of cases)
      expect(says(config)).toEqual([written.replace(' … ', ' must be a list, not the string ')]);
  });

  it('requireTags written as a severity alone is told its mapping', () => {
    // The other shape of the policy mix-ups of test/cases/config-policy-written-in-the-other-shape.
    expect(says('policy:\n  requireTags: warning\n')).toEqual([
      'policy.requireTags must be a mapping, not the string "warning": write `requireTags: {severity: warning}`',
    ]);
  });

  it('errors come in line order', () => {
    expect(errorsOf('state:\n  file: /x.json\nmetrics:\n  dir: /etc\n').map(([, line]) => line)).toEqual([
      2, 4,
    ]);
    // Observed: the schema's errors came in the schema's order, `policy` (line 3) before `onChange` (line 1).
    expect(
      errorsOf('onChange: maybe\npolicy:\n  requireDescription: maybe\n').map(([, line]) => line),
    ).toEqual([1, 3]);
  });

  it('defaults of more than a thousand values are refused: each is merged into every definition', () => {
    // Observed: defaults of 4,000 keys under 1,000 definitions took 9.5 s to check (every key
    // checked in every definition); a 1 MiB config of them under 5,000 would run for many minutes.
    const values = (n: number) => Array.from({ length: n }, (_, i) => `    - t${i}\n`).join('');
    // `tags` is a value of defaults, and each of its items one more.
    expect(parseConfig('c.yaml', `defaults:\n  tags:\n${values(999)}`).ok).toBe(true);
    expect(
      parseConfig('c.yaml', `allowEmpty: true\ndefaults:\n  tags:\n${values(1000)}`).diagnostics,
    ).toEqual([
      {
        file: 'c.yaml',
        line: 2,
        column: 1,
        severity: 'error',
        rule: 'config.defaults-size',
        path: 'defaults',
        message:
          'defaults holds more than 1000 values, and each is merged into every definition: keep in defaults the few fields definitions share (e.g. `team`, `tags`, `unitTypes`), and write the rest in the definitions',
      },
    ]);
  });

  it('more than a hundred include or exclude patterns are refused: each is tried on every file', () => {
    // Observed: 20,000 exclude patterns over 300 files took 7 s to walk, the glob matching every
    // file against every pattern; a 1 MiB config of them over a real catalogue, many minutes.
    const patterns = (n: number) => Array.from({ length: n }, (_, i) => `    - "x${i}/**"\n`).join('');
    expect(parseConfig('c.yaml', `metrics:\n  exclude:\n${patterns(100)}`).ok).toBe(true);
    expect(errorsOf(`metrics:\n  include:\n${patterns(101)}  exclude:\n${patterns(101)}`)).toEqual([
      ['schema.too-big', 3, 5],
      ['schema.too-big', 105, 5],
    ]);
    expect(says(`metrics:\n  exclude:\n${patterns(101)}`)).toEqual(['metrics.exclude must list at most 100']);
  });

  it('places the first hundred problems and counts the rest, as a definition does', () => {
    // Observed: every problem was placed, each a search of its mapping: a config of 64,000 unknown
    // keys (half a MiB) took 19 s to say so, 64,000 lines of it.
    const keys = Array.from({ length: 150 }, (_, i) => `k${i}: 1\n`).join('');
    const loaded = parseConfig('metrics-as-code.yaml', keys);
    expect(loaded.diagnostics).toHaveLength(101);
    expect(loaded.diagnostics[99]).toMatchObject({ rule: 'schema.unknown-key', line: 100 });
    expect(loaded.diagnostics[100]).toMatchObject({
      rule: 'file.more-problems',
      severity: 'error',
      line: 1,
      message: '50 more problems in the config are not shown: fix the ones above first',
    });
  });

  it('a config file that is not UTF-8 or too big is refused', () => {
    expect(parseConfig('c.yaml', Buffer.from([0x6f, 0x6e, 0xff])).diagnostics[0]).toMatchObject({
      rule: 'file.encoding',
      column: 3,
    });
    // Observed: told to "split it into several files" and to "exclude it", which a config cannot be.
    expect(parseConfig('c.yaml', `# ${'x'.repeat(2 * 1024 * 1024)}`).diagnostics[0]).toMatchObject({
      rule: 'file.too-large',
      message:
        "file is 2 MiB, over the 1 MiB limit for a config file: a config is a few dozen lines, so this is likely the wrong file (check --config, or the Action's config input)",
    });
    expect(parseConfig('c.yaml', 'apiUrl: x\0').diagnostics[0]).toMatchObject({
      rule: 'file.binary',
      message:
        "file looks binary (it holds NUL characters), not YAML: a config is a few dozen lines, so this is likely the wrong file (check --config, or the Action's config input)",
    });
  });
});

describe('what a config may spend of the shared key', () => {
  it('watches at most 50 dynamic configs: 3,000 is a located config error, not 3,000 reads', () => {
    // Observed: a pull request listing 3,000 dynamicConfigs made 3,000 reads with the key.
    const ids = Array.from({ length: 3_000 }, (_, i) => `  - id: c${i}`).join('\n');
    const loaded = parseConfig('metrics-as-code.yaml', `dynamicConfigs:\n${ids}\n`);
    expect(loaded).toMatchObject({
      ok: false,
      diagnostics: [{ line: 2, rule: 'schema.too-big', message: expect.stringContaining('at most 50') }],
    });
  });

  it('a dynamic config id that a URL reads as a path step is no id: the key would be sent elsewhere', () => {
    // Observed: `id: ..` made the reviews read go to /console/v1/reviews with the key (a URL
    // drops `dynamic_configs/..`), a path the pull request chose; the emulator answered 404.
    expect(errorsOf('dynamicConfigs:\n  - id: checkout_flow\n  - id: ".."\n  - id: "."\n')).toEqual([
      ['config.dynamic-config-id', 3, 9],
      ['config.dynamic-config-id', 4, 9],
    ]);
  });
});
