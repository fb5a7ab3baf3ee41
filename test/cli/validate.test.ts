// `metrics-as-code validate` as a user runs it: output and exit codes of README.md ("The CLI").
// Most cases call the CLI's main function in-process with captured output; the last ones start
// the real program (the bundled CLI) to check what the shell sees.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { bundledCli } from '../support/action-runner.js';

const _ROOT = fileURLToPath(new URL('../..', import.meta.url));

let repo: string;
beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'mac-cli-'));
});
afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

async function write(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(repo, path)), { recursive: true });
    await writeFile(join(repo, path), text);
  }
}

async function run(argv: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await main(argv, { stdout: (text) => stdout.push(text), stderr: (text) => stderr.push(text) });
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}

const VALID =
  'name: checkout_conversion\ntype: ratio\nunitTypes: [stableID]\nmetricEvents:\n  - name: purchase\n    type: count\n';
const INVALID =
  'name: ab\ntype: ratio\nunitTypes: [stableID]\nmetricEvents:\n  - name: purchase\n    type: value\n';

describe('validate, text', () => {
  it('a valid tree: a summary line, exit 0', async () => {
    await write({ 'metrics/checkout.yaml': VALID });
    expect(await run(['validate', '--cwd', repo])).toEqual({
      code: 0,
      stdout: 'validate: 1 definition in 1 file, 0 invalid; 0 errors, 0 warnings\n',
      stderr: '',
    });
  });

  it('findings: one compiler-style line each, then the summary, exit 1', async () => {
    await write({ 'metrics/checkout.yaml': INVALID, 'metrics/empty.yaml': '' });
    const outcome = await run(['validate', '--cwd', repo]);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout.split('\n')).toEqual([
      'metrics/checkout.yaml:1:7: error[name.length]: name must be 3 to 200 characters long; it has 2',
      "metrics/checkout.yaml:6:11: error[ratio.event-aggregation]: a ratio metric's events must use aggregation `count` or `count_distinct`; this one has `value`: write `type: count` (or `count_distinct`)",
      'metrics/empty.yaml:1:1: warning[file.empty]: file holds no definition: add one or delete the file',
      'validate: 1 definition in 2 files, 1 invalid; 2 errors, 1 warning',
      '',
    ]);
  });

  it('warnings alone exit 0', async () => {
    await write({ 'metrics/checkout.yaml': VALID, 'metrics/empty.yaml': '# later\n' });
    expect((await run(['validate', '--cwd', repo])).code).toBe(0);
  });

  it('honours --config and the config it names', async () => {
    await write({
      'ci/mac.yaml': 'metrics:\n  dir: defs\n',
      'defs/a.yaml': INVALID,
      'metrics/a.yaml': VALID,
    });
    const outcome = await run(['validate', '--cwd', repo, '--config', 'ci/mac.yaml']);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain('defs/a.yaml:1:7: error[name.length]');
  });

  it('a config error: located diagnostics on the same stream as any other, labelled error:, exit 2', async () => {
    await write({ 'metrics-as-code.yaml': 'onChange: warns\n', 'metrics/a.yaml': VALID });
    const outcome = await run(['validate', '--cwd', repo]);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toBe('');
    expect(outcome.stdout.split('\n').slice(0, 2)).toEqual([
      'error[config.invalid]: the configuration has errors (listed): nothing was checked',
      'metrics-as-code.yaml:1:11: error[schema.enum]: onChange must be one of `warn`, `fail`; got `warns` (did you mean `warn`?)',
    ]);
  });

  it('a missing --config file: exit 2', async () => {
    const outcome = await run(['validate', '--cwd', repo, '--config', 'nope.yaml']);
    expect(outcome.code).toBe(2);
    expect(outcome.stdout).toContain('nope.yaml:1:1: error[config.unreadable]');
  });

  it('terminal escapes in a key are shown escaped, not run', async () => {
    await write({ 'metrics/a.yaml': `${VALID}"\\e[2Jcleared": 1\n` });
    const outcome = await run(['validate', '--cwd', repo]);
    expect(outcome.stdout).toContain('unknown key `\\u001b[2Jcleared`');
    expect(outcome.stdout).not.toContain('\u001b');
  });
});

describe('validate, json', () => {
  it('prints the README.md object', async () => {
    await write({ 'metrics/a.yaml': `${VALID}---\n${INVALID}` });
    const outcome = await run(['validate', '--cwd', repo, '--format', 'json']);
    expect(outcome.code).toBe(1);
    const report = JSON.parse(outcome.stdout);
    expect(Object.keys(report)).toEqual(['summary', 'diagnostics', 'items', 'reviews', 'reviewProblems']);
    expect(report.summary).toEqual({
      files: 1,
      definitions: 2,
      errors: 2,
      warnings: 0,
      create: 0,
      unchanged: 0,
      changed: 0,
      removed: 0,
      created: 0,
      failed: 0,
    });
    expect(report.diagnostics[0]).toEqual({
      file: 'metrics/a.yaml',
      line: 8,
      column: 7,
      severity: 'error',
      rule: 'name.length',
      message: 'name must be 3 to 200 characters long; it has 2',
      path: 'name',
    });
    expect(
      report.items.map((i: { id: string; action: string; line: number }) => [i.id, i.action, i.line]),
    ).toEqual([
      ['checkout_conversion::ratio', 'create', 1],
      ['ab::ratio', 'invalid', 8],
    ]);
    expect(report.reviews).toEqual([]);
  });

  it('a config error is still one JSON object, exit 2', async () => {
    await write({ 'metrics-as-code.yaml': 'metrics:\n  dirr: x\n' });
    const outcome = await run(['validate', '--cwd', repo, '--format', 'json']);
    expect(outcome.code).toBe(2);
    const report = JSON.parse(outcome.stdout);
    expect(
      report.diagnostics.map((d: { rule: string; line: number; column: number }) => [
        d.rule,
        d.line,
        d.column,
      ]),
    ).toEqual([['schema.unknown-key', 2, 3]]);
    expect(report.summary.errors).toBe(1);
  });
});

describe('validate, markdown', () => {
  it('renders the pull-request comment', async () => {
    await write({ 'metrics/a.yaml': INVALID });
    const outcome = await run(['validate', '--cwd', repo, '--format', 'markdown']);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain('<!-- metrics-as-code:comment -->');
    expect(outcome.stdout).toContain('name.length');
  });
});

describe('named files the config leaves out', () => {
  it('a file the patterns leave out is a warning, not a failure: a pre-commit hook names them', async () => {
    // Observed: with `exclude: ["drafts/**"]`, a commit touching only a draft failed the
    // pre-commit hook (`validate metrics/drafts/wip.yaml`, exit 1), though the team had excluded it.
    await write({
      'metrics-as-code.yaml': 'metrics: {dir: metrics, exclude: ["drafts/**"]}\n',
      'metrics/a.yaml': VALID,
      'metrics/drafts/wip.yaml': INVALID,
      'README.md': 'notes\n',
    });
    const draft = await run(['validate', '--cwd', repo, 'metrics/drafts/wip.yaml']);
    expect(draft.stdout).toBe(
      [
        'metrics/drafts/wip.yaml:1:1: warning[files.not-a-definition]: not checked: metrics.include or metrics.exclude leave `metrics/drafts/wip.yaml` out',
        'validate: 0 definitions in 0 files, 0 invalid; 0 errors, 1 warning',
        '',
      ].join('\n'),
    );
    expect(draft.code).toBe(0);
    const readme = await run(['validate', '--cwd', repo, 'README.md']);
    expect(readme.stdout).toContain(
      'README.md:1:1: error[files.not-a-definition]: not checked: `README.md` is outside metrics.dir (`metrics`)',
    );
    expect(readme.code).toBe(1);
  });
});

describe('the config named', () => {
  it('checks the whole catalogue: a change to the config is a change to every definition', async () => {
    // Observed: `validate metrics-as-code.yaml` (what a pre-commit hook runs for a commit that
    // touches only the config) checked 0 definitions and passed, with a policy that fails them.
    await write({
      'metrics-as-code.yaml': 'policy: {requireDescription: error}\n',
      'metrics/a.yaml': VALID,
      'apps/web/metrics-as-code.yml': 'metrics: {dir: definitions}\n',
      'apps/web/definitions/b.yaml': INVALID,
    });
    const root = await run(['validate', '--cwd', repo, 'metrics-as-code.yaml']);
    expect(root.stdout).toContain('error[policy.requireDescription]');
    expect(root.stdout).toContain('validate: 1 definition in 1 file, 1 invalid');
    expect(root.code).toBe(1);
    const web = await run(['validate', '--cwd', repo, 'apps/web/metrics-as-code.yml']);
    expect(web.stdout).toContain('apps/web/definitions/b.yaml:1:7: error[name.length]');
    expect(web.code).toBe(1);
  });
});

describe('named files and folders in a monorepo', () => {
  const monorepo = {
    'README.md': 'notes\n',
    'apps/web/metrics-as-code.yaml': 'metrics: {dir: metrics}\n',
    'apps/web/metrics/a.yaml': VALID,
    'apps/api/metrics-as-code.yml': 'metrics: {dir: definitions}\n',
    'apps/api/definitions/b.yaml': INVALID,
  };
  const notADefinition =
    'README.md:1:1: error[files.not-a-definition]: not checked: `README.md` is outside metrics.dir (`metrics`)';
  const webValid = 'validate: 1 definition in 1 file, 0 invalid; 0 errors, 0 warnings';
  it.each([
    // Observed: "metrics:1:1: error[files.none]: the definitions directory `metrics` does not
    // exist" (exit 2) for a file in no catalogue (`git diff --name-only` at the root).
    [
      ['README.md', 'apps/web/metrics/a.yaml'],
      [notADefinition, 'validate: 0 definitions in 0 files, 0 invalid; 1 error, 0 warnings', webValid],
    ],
    // Found: `apps/` looked up for a config, found none: "no definition file under `apps/`".
    [
      ['apps/'],
      [
        'apps/api/definitions/b.yaml:1:7: error[name.length]: name must be 3 to 200 characters long; it has 2',
        "apps/api/definitions/b.yaml:6:11: error[ratio.event-aggregation]: a ratio metric's events must use aggregation `count` or `count_distinct`; this one has `value`: write `type: count` (or `count_distinct`)",
        'validate: 1 definition in 1 file, 1 invalid; 2 errors, 0 warnings',
        webValid,
      ],
    ],
  ])('validate %j: each in its catalogue', async (paths, lines) => {
    await write(monorepo);
    const outcome = await run(['validate', '--cwd', repo, ...paths]);
    expect(outcome.stdout.split('\n')).toEqual([...lines, '']);
    expect(outcome.code).toBe(1);
  });
});

describe('usage', () => {
  it.each([
    [['validate', '--format', 'yaml'], '--format must be one of text, json, markdown'],
    [['validate', '--frmat', 'json'], 'unknown option `--frmat` (did you mean `--format`?)'],
    [['plan', 'metrics'], 'unexpected argument `metrics`'],
    [['validate', 'metrics/nothing-here.yaml'], '`metrics/nothing-here.yaml`: no such file'],
    [['validate', '--cwd', '/nonexistent/dir'], 'is not a directory'],
    [['plan', '--api-url', 'console.example.com'], '--api-url must be an http or https URL'],
    [['validate', '--api-url', 'http://127.0.0.1:9'], 'unknown option `--api-url`'],
    [['valdate'], 'unknown command `valdate` (did you mean `validate`?)'],
    // Observed: a place pasted from a diagnostic was "no such file", though the file is there.
    [
      ['validate', 'metrics/checkout.yaml:12:7'],
      '`metrics/checkout.yaml:12:7`: no such file; to check `metrics/checkout.yaml`, name it without the line',
    ],
    // Observed: "unknown command `version`", with no word of --version.
    [['version'], 'unknown command `version` (did you mean `--version`?)'],
  ])('%j exits 2: %s', async (argv, message) => {
    const outcome = await run(argv);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain(message);
    expect(outcome.stdout).toBe('');
  });

  it('no command prints the usage and exits 2; --help exits 0', async () => {
    const none = await run([]);
    expect([none.code, none.stderr.startsWith('Usage: metrics-as-code <command>')]).toEqual([2, true]);
    const help = await run(['--help']);
    expect([help.code, help.stdout.startsWith('Usage: metrics-as-code <command>')]).toEqual([0, true]);
    const validateHelp = await run(['validate', '--help']);
    expect([validateHelp.code, validateHelp.stdout.startsWith('Usage: metrics-as-code validate')]).toEqual([
      0,
      true,
    ]);
  });
});

describe('the real program', () => {
  async function spawnCli(
    args: string[],
    where = '.',
  ): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const cli = bundledCli();
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [cli, ...args], {
        cwd: join(repo, where),
        env: { ...process.env, CI: 'true' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  it('run from a subdirectory, finds a metrics-as-code.yml up to the repository root', async () => {
    await write({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'metrics-as-code.yml': 'metrics:\n  dir: defs\n',
      'defs/a.yaml': INVALID,
      'docs/notes/readme.txt': 'x',
    });
    const outcome = await spawnCli(['validate'], 'docs/notes');
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain('defs/a.yaml:1:7: error[name.length]');
  });

  it('--cwd DIR runs as if started in DIR, as `git -C` does: the config is found from there up', async () => {
    // Observed: `--cwd DIR` took DIR for the root, and from a subfolder missed the config that a
    // plain run in DIR finds by walking up.
    await write({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'metrics-as-code.yml': 'metrics:\n  dir: defs\n',
      'defs/a.yaml': INVALID,
      'docs/notes/readme.txt': 'x',
    });
    const outcome = await spawnCli(['validate', '--cwd', join(repo, 'docs/notes')]);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain('defs/a.yaml:1:7: error[name.length]');
  });

  it('--cwd a folder of the checkout that a link leads out of is refused, nothing read', async () => {
    // Observed: in a CI job running `validate --cwd sub` on a merge request whose `sub` is a link
    // to another checkout on the runner, that checkout's definitions were read and shown.
    const outside = await mkdtemp(join(tmpdir(), 'mac-outside-'));
    await mkdir(join(outside, '.git'));
    await mkdir(join(outside, 'metrics'));
    await writeFile(join(outside, 'metrics', 'secret.yaml'), 'name: TOPSECRET_value\ntype: nope\n');
    await write({ '.git/HEAD': 'ref: refs/heads/main\n', 'metrics/a.yaml': VALID });
    await symlink(outside, join(repo, 'sub'));
    const outcome = await spawnCli(['validate', '--cwd', 'sub']);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('--cwd: `sub` leads out of');
    expect(`${outcome.stdout}${outcome.stderr}`).not.toContain('TOPSECRET');
    // Given as the folder it leads to, it is the caller's choice.
    expect((await spawnCli(['validate', '--cwd', outside])).code).toBe(1);
    await rm(outside, { recursive: true, force: true });
  });

  it('in a folder with neither a catalogue nor a config, says so and how to start one', async () => {
    // Observed: "the configuration has errors (listed)" and "point metrics.dir in
    // metrics-as-code.yaml", in a folder that has no metrics-as-code.yaml to point.
    await write({ 'defs/a.yaml': VALID });
    expect(await run(['validate', '--cwd', repo])).toEqual({
      code: 2,
      stdout: [
        'error[files.none]: nothing was checked (listed)',
        'metrics:1:1: error[files.none]: nothing to check: the definitions directory `metrics` does not exist, and no metrics-as-code.yaml names another; name the folder that holds your definitions in metrics-as-code.yaml (`metrics: {dir: FOLDER}`; YAML files are in `defs/` here), run from the repository root (or pass --cwd; in a workflow, check the repository out first with actions/checkout), or start a catalogue with `metrics-as-code init`',
        'validate stopped: no definition read; 1 error, 0 warnings',
        '',
      ].join('\n'),
      stderr: '',
    });
  });

  it('a check that checked nothing fails with exit 2 and says where to point the config', async () => {
    await write({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'metrics-as-code.yaml': 'metrics:\n  dir: metrcs\n',
      'metrics/a.yaml': VALID,
    });
    const misspelt = await spawnCli(['validate']);
    expect(misspelt.code).toBe(2);
    expect(misspelt.stdout).toContain(
      'metrics-as-code.yaml:2:8: error[files.none]: nothing to check: the definitions directory `metrcs` does not exist;',
    );
    // Observed: nothing said where the YAML files are, though `metrics/` held them.
    expect(misspelt.stdout).toContain(
      'at the folder that holds your definitions (YAML files are in `metrics/` here;',
    );
    await write({ 'metrics-as-code.yaml': 'allowEmpty: true\nmetrics:\n  dir: later\n' });
    expect((await spawnCli(['validate'])).code).toBe(0);
  });

  it('exits 1 with diagnostics on stdout, run from the repository root', async () => {
    await write({ 'metrics/a.yaml': INVALID });
    const outcome = await spawnCli(['validate']);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain('metrics/a.yaml:1:7: error[name.length]');
    expect(outcome.stdout.trimEnd().split('\n').at(-1)).toBe(
      'validate: 1 definition in 1 file, 1 invalid; 2 errors, 0 warnings',
    );
  });

  it('exits 2 on a usage error, 0 on a valid tree', async () => {
    await write({ 'metrics/a.yaml': VALID });
    expect((await spawnCli(['validate', '--nope'])).code).toBe(2);
    expect((await spawnCli(['validate', '--cwd', repo])).code).toBe(0);
  });
});
