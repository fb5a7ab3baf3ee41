// A user's first day with the CLI: help from the one declaration, validate on named files,
// --quiet, init, the pre-commit hook, and a reader that leaves early. Most runs are the CLI's
// main in this process; the scaffold and the early reader run the real program (a fresh bundle
// of dist/cli.js, the file `npm i -g` and pre-commit run).
import { execFile, spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMMANDS, type CommandName, ENVIRONMENT } from '../../src/cli/commands.js';
import { flagLabel } from '../../src/cli/help.js';
import { main } from '../../src/cli/main.js';
import { startEmulator } from '../../src/emulator/server.js';
import { EXIT_MEANING } from '../../src/outcome/exit-codes.js';
import { bundledCli } from '../support/action-runner.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const execFileAsync = promisify(execFile);

const VALID =
  'name: checkout_conversion\ntype: ratio\nunitTypes: [stableID]\nmetricEvents:\n  - name: purchase\n    type: count\n';
const INVALID =
  'name: ab\ntype: ratio\nunitTypes: [stableID]\nmetricEvents:\n  - name: purchase\n    type: value\n';

let cli: string;
let repo: string;
beforeAll(async () => {
  cli = bundledCli();
}, 60_000);
beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'mac-first-day-'));
  await writeFile(join(repo, '.git'), 'gitdir: elsewhere\n');
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

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The CLI in this process, as if started in `cwd` (`--cwd`, as `git -C` does). */
function cliRun(args: string[], cwd = repo): Promise<{ code: number; stdout: string; stderr: string }> {
  return mainRun([...args, '--cwd', cwd]);
}

/** The bundled CLI as its own process, started in `cwd`. */
async function processRun(
  args: string[],
  cwd = repo,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [cli, ...args], {
      cwd,
      env: { ...process.env, CI: 'true' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The CLI's main in this process, its output captured: help needs no process of its own. */
async function mainRun(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

describe('--help comes from the one declaration of each command', () => {
  it.each(['validate', 'plan', 'apply', 'reviews'] as const)(
    '%s --help lists every flag, the environment and the exit codes',
    async (name) => {
      const { code, stdout } = await mainRun([name, '--help']);
      expect(code).toBe(0);
      const spec = COMMANDS[name];
      const row = (left: string, right: string) => new RegExp(`^  ${escaped(left)} +${escaped(right)}$`, 'm');
      for (const [flag, declared] of Object.entries(spec.flags))
        expect(stdout).toMatch(row(flagLabel(flag, declared), declared.description));
      for (const env of spec.env) expect(stdout).toMatch(row(env, ENVIRONMENT[env]));
      for (const exit of spec.exits) expect(stdout).toMatch(row(String(exit), EXIT_MEANING[exit]));
    },
  );

  it('every command has --help, and the overview names each', async () => {
    const overview = await mainRun(['--help']);
    for (const name of Object.keys(COMMANDS) as CommandName[]) {
      expect(overview.stdout).toContain(`${name}  `);
      // The emulator writes to the process's own streams: it is asked as a process.
      const help = name === 'emulator' ? await processRun([name, '-h']) : await mainRun([name, '-h']);
      expect([name, help.code, help.stdout.startsWith(`Usage: metrics-as-code ${name}`)]).toEqual([
        name,
        0,
        true,
      ]);
    }
    // Observed: `metrics-as-code help plan`, as git takes it, printed the overview.
    const asked = await mainRun(['help', 'plan']);
    expect([asked.code, asked.stdout.startsWith('Usage: metrics-as-code plan')]).toEqual([0, true]);
  });
});

describe('validate PATH...', () => {
  beforeEach(async () => {
    await write({
      'metrics-as-code.yaml': 'metrics:\n  dir: metrics\n',
      'metrics/a.yaml': VALID,
      'metrics/b.yaml': INVALID,
      'metrics/team/c.yaml': VALID,
      'README.md': '# notes\n',
    });
  });

  it('reports only the named files, and a duplicate id against the rest of the tree', async () => {
    const only = await cliRun(['validate', 'metrics/b.yaml']);
    expect(only.code).toBe(1);
    expect(only.stdout).toContain('metrics/b.yaml:1:7: error[name.length]');
    expect(only.stdout).not.toContain('metrics/a.yaml');
    expect(only.stdout).toContain('validate: 1 definition in 1 file, 1 invalid');
    // a.yaml alone is valid, but metrics/team/c.yaml defines the same id.
    const duplicate = await cliRun(['validate', 'metrics/a.yaml']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stdout).toMatch(/metrics\/a\.yaml:\d+:\d+: error\[[^\]]*duplicate[^\]]*\]/);
    expect(duplicate.stdout).toContain('metrics/team/c.yaml');
  });

  it('takes paths relative to where it runs, and folders', async () => {
    const fromSubfolder = await cliRun(['validate', '--quiet', 'c.yaml'], join(repo, 'metrics/team'));
    expect(fromSubfolder.stdout).toMatch(/^metrics\/team\/c\.yaml:\d+:\d+: error\[/);
    const folder = await cliRun(['validate', 'metrics/team']);
    expect(folder.stdout).toContain('validate: 1 definition in 1 file');
  });

  it('a config named from the repository root, not the catalogue folder, is told how to write it', async () => {
    // Observed: `--cwd apps/web --config apps/web/metrics-as-code.yaml` said "cannot read the
    // config file `apps/web/metrics-as-code.yaml`: no such file", of a file that is there.
    await write({
      'apps/web/metrics-as-code.yaml': 'metrics:\n  dir: metrics\n',
      'apps/web/metrics/a.yaml': VALID,
    });
    const run = await mainRun([
      'validate',
      '--cwd',
      join(repo, 'apps/web'),
      '--config',
      'apps/web/metrics-as-code.yaml',
    ]);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain(
      "cannot read the config file `apps/web/metrics-as-code.yaml`: no such file in the catalogue folder; a config is named from that folder (--cwd, the Action's working-directory): write `metrics-as-code.yaml`",
    );
  });

  it("in a monorepo, checks each named file in its own catalogue, from the repository's root", async () => {
    // Observed: pre-commit passes `apps/shop/metrics/b.yaml` from the repository's root, and it was
    // checked in the root's catalogue: "not a definition" (outside its metrics.dir), its errors
    // never shown; a root without a config stopped (exit 2), and with --cwd apps/shop the path was
    // looked for under apps/shop/apps/shop.
    await write({
      'apps/web/metrics-as-code.yaml': 'metrics:\n  dir: metrics\n',
      'apps/web/metrics/a.yaml': VALID,
      'apps/shop/metrics-as-code.yaml': 'metrics:\n  dir: metrics\n',
      'apps/shop/metrics/b.yaml': INVALID,
    });
    const run = await cliRun(['validate', 'apps/web/metrics/a.yaml', 'apps/shop/metrics/b.yaml']);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^apps\/shop\/metrics\/b\.yaml:1:7: error\[name\.length\]/m);
    expect(run.stdout.match(/^validate: 1 definition in 1 file, [01] invalid/gm)).toHaveLength(2);
    const json = await cliRun([
      'validate',
      '--format',
      'json',
      'apps/web/metrics/a.yaml',
      'apps/shop/metrics/b.yaml',
    ]);
    expect(json.code).toBe(2);
    expect(json.stderr).toContain('the named files are in 2 catalogues (`apps/web`, `apps/shop`)');
  });

  it('a named file that is not a definition is said so; naming only such files checked nothing and fails', async () => {
    const mixed = await cliRun(['validate', 'metrics/b.yaml', 'README.md']);
    expect(mixed.stdout).toContain('README.md:1:1: warning[files.not-a-definition]');
    const none = await cliRun(['validate', 'README.md']);
    expect(none.code).toBe(1);
    expect(none.stdout).toContain('README.md:1:1: error[files.not-a-definition]');
    // Observed: a named pipe named was said to be refused, and then to lie outside metrics.dir.
    await promisify(execFile)('mkfifo', [join(repo, 'metrics/pipe.yaml')]);
    const pipe = await cliRun(['validate', 'metrics/pipe.yaml']);
    expect(pipe.code).toBe(1);
    expect(pipe.stdout).toContain('metrics/pipe.yaml:1:1: error[file.not-regular]');
    expect(pipe.stdout).not.toContain('not-a-definition');
  });

  it('naming the config checks it and the whole catalogue it applies to', async () => {
    // Observed: `validate metrics-as-code.yaml` said "not a definition file (it is outside
    // metrics.dir…)" and failed, though every run checks the config; then it checked the config
    // alone, so a commit changing only the config passed a hook its definitions would fail.
    const all = await cliRun(['validate', 'metrics-as-code.yaml']);
    expect(all.code).toBe(1);
    expect(all.stdout).toContain('metrics/b.yaml:1:7: error[name.length]');
    expect(all.stdout).toContain('validate: 3 definitions in 3 files, 3 invalid');
    await write({ 'metrics-as-code.yaml': 'metrics:\n  dir: metrics\nonChange: warns\n' });
    const broken = await cliRun(['validate', 'metrics-as-code.yaml']);
    expect(broken.code).toBe(2);
    expect(broken.stdout).toContain('metrics-as-code.yaml:3:11: error[schema.enum]: onChange must be one of');
  });

  it('a missing file, or one outside the repository, is a usage error', async () => {
    expect(await cliRun(['validate', 'metrics/gone.yaml'])).toMatchObject({ code: 2, stdout: '' });
    const outside = await cliRun(['validate', '/etc/hostname']);
    expect(outside.code).toBe(2);
    expect(outside.stderr).toContain('is outside the repository');
  });
});

describe('validate --quiet', () => {
  it('prints nothing when all is well, and only the problems otherwise', async () => {
    await write({ 'metrics/a.yaml': VALID });
    expect(await cliRun(['validate', '--quiet'])).toEqual({ code: 0, stdout: '', stderr: '' });
    await write({ 'metrics/b.yaml': INVALID });
    const problems = await cliRun(['validate', '-q']);
    expect(problems.code).toBe(1);
    const lines = problems.stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^metrics\/b\.yaml:\d+:\d+: (error|warning)\[/);
  });
});

describe('init', () => {
  it('scaffolds a repository that validates, with the workflow and the .gitignore line', async () => {
    await write({ '.gitignore': 'node_modules/' });
    const first = await processRun(['init']);
    expect(first.code).toBe(0);
    for (const path of [
      'metrics-as-code.yaml',
      'metrics/example.yaml',
      '.github/workflows/metrics.yml',
      'schema/metric.schema.json',
      'schema/config.schema.json',
    ])
      expect(first.stdout).toContain(`created ${path}`);
    expect(await readFile(join(repo, '.gitignore'), 'utf8')).toBe('node_modules/\n.metrics-as-code/\n');
    // Observed: "`main`, the default branch as git knows it" where git could tell nothing.
    expect(first.stdout).toContain(
      'the workflow creates metrics on a push to `main`, a guess: git could not tell the default branch here (change `branches:` in .github/workflows/metrics.yml if yours is another)',
    );
    expect(await readFile(join(repo, 'metrics/example.yaml'), 'utf8')).toMatch(
      /^# yaml-language-server: \$schema=\.\.\/schema\/metric\.schema\.json\n/,
    );
    // Merged as it is, it would be created in the Console, which cannot delete it: it says so.
    expect(await readFile(join(repo, 'metrics/example.yaml'), 'utf8')).toContain(
      '# An example: make it a metric of yours, or delete this file, before you merge (a merge creates it).',
    );
    const workflow = parse(await readFile(join(repo, '.github/workflows/metrics.yml'), 'utf8'));
    expect(Object.keys(workflow.jobs)).toEqual(['plan', 'apply', 'reviews']);
    // The config's apiUrl is the one place to set it, as the last line says. Observed: each job set
    // `api-url: https://console.example.com`, which an apiUrl set in the config as told could not
    // override, so the workflow sent the key to the placeholder host.
    for (const job of Object.values(workflow.jobs) as { steps: { with?: object }[] }[])
      for (const step of job.steps) expect(Object.keys(step.with ?? {})).not.toContain('api-url');
    expect(first.stdout).toContain(
      'set apiUrl in metrics-as-code.yaml (the CLI and the workflow read it there)',
    );
    // Observed: the Next line left out the placeholder `uses:` line; committed as it was, every
    // job failed at "Unable to resolve action your-org/metrics-as-code".
    expect(first.stdout).toContain(
      'in .github/workflows/metrics.yml, replace `your-org/metrics-as-code@v1` with where you host this Action',
    );
    expect(await processRun(['validate'])).toMatchObject({ code: 0 });
    // Its example lines, uncommented, are a config that validates: the apiUrl one said
    // `https://console.example.com/console/v1`, which no run could use.
    const config = await readFile(join(repo, 'metrics-as-code.yaml'), 'utf8');
    expect(config).toMatch(/^# apiUrl: /m);
    await writeFile(
      join(repo, 'metrics-as-code.yaml'),
      config.replace(/^# (apiUrl|defaults| {2}team):/gm, '$1:'),
    );
    expect(await processRun(['validate'])).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/ 0 errors, 0 warnings\n$/),
    });
  });

  it('never overwrites: with any file present it writes nothing and exits 2', async () => {
    await write({ 'schema/metric.schema.json': 'mine\n' });
    const refused = await cliRun(['init']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('nothing written: `schema/metric.schema.json` already exists');
    expect(await readFile(join(repo, 'schema/metric.schema.json'), 'utf8')).toBe('mine\n');
    await expect(readFile(join(repo, 'metrics-as-code.yaml'), 'utf8')).rejects.toThrow();
  });

  it('beside a workflow of the same name that is not its own, writes its workflow under its own name', async () => {
    // Observed: a repository with a `metrics.yml` workflow of its own (dashboards, say) got
    // "nothing written: `.github/workflows/metrics.yml` already exists ... move it away".
    await write({ '.github/workflows/metrics.yml': 'name: dashboards\n' });
    const run = await cliRun(['init']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('created .github/workflows/metrics-as-code.yml');
    expect(await readFile(join(repo, '.github/workflows/metrics.yml'), 'utf8')).toBe('name: dashboards\n');
    // A second init finds its own workflow there: nothing is written.
    await rm(join(repo, 'metrics-as-code.yaml'));
    const again = await cliRun(['init']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('nothing written: `.github/workflows/metrics-as-code.yml`, ');
  });

  it('beside a catalogue writes no example definition, which a merge would create', async () => {
    // Observed: init in a repository with metrics/ of its own added metrics/example.yaml to it; a
    // commit of everything then creates `checkout_conversion::ratio` in the Console on merge.
    await write({ 'metrics/team/orders.yaml': 'name: orders\ntype: event_count_custom\n' });
    const run = await cliRun(['init']);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('created metrics/example.yaml');
    expect(run.stdout).toContain(
      'no example written: metrics/ already holds definitions, and a merge would create it',
    );
    await expect(readFile(join(repo, 'metrics/example.yaml'), 'utf8')).rejects.toThrow();
    expect(run.stdout).toContain('created metrics-as-code.yaml');
  });

  it('takes the one folder whose YAML reads like definitions as metrics.dir, and writes no example', async () => {
    // Observed: with the definitions in catalog/, init wrote metrics/example.yaml and a config of
    // metrics/, and validate then passed, having checked the example alone; advice to repoint
    // both files and delete the example followed, and a merge of what init wrote created it.
    await write({
      'catalog/orders.yaml':
        'name: orders_total\ntype: sum\nunitTypes: [stableID]\nmetricEvents: [{name: o, type: value}]\n',
      'deploy/app.yaml': 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n',
    });
    const run = await cliRun(['init']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'metrics.dir is `catalog`: it holds YAML that reads like metric definitions (catalog/orders.yaml); no example written',
    );
    expect(run.stdout).not.toContain('deploy/');
    await expect(readFile(join(repo, 'metrics/example.yaml'), 'utf8')).rejects.toThrow();
    expect(parse(await readFile(join(repo, 'metrics-as-code.yaml'), 'utf8')).metrics).toEqual({
      dir: 'catalog',
    });
    const workflow = parse(await readFile(join(repo, '.github/workflows/metrics.yml'), 'utf8'));
    expect(workflow.on.pull_request.paths).toEqual(['catalog/**', 'metrics-as-code.yaml']);
    const validate = await cliRun(['validate']);
    expect(validate.stdout).toContain('validate: 1 definition in 1 file, 0 invalid');
  });

  it('names the folders whose YAML reads like definitions when there are several', async () => {
    await write({
      'catalog/orders.yaml': 'name: orders\ntype: event_count_custom\n',
      'legacy/revenue.yaml': 'name: revenue\ntype: sum\n',
    });
    const run = await cliRun(['init']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "`catalog/` holds YAML that reads like metric definitions (catalog/orders.yaml): if they are yours, point metrics.dir in metrics-as-code.yaml and the workflow's `paths:` at it, and delete metrics/example.yaml (a merge would create it)",
    );
    expect(run.stdout).toContain('`legacy/` holds YAML that reads like metric definitions');
  });

  it('in a folder of a monorepo, writes the workflow where GitHub reads it, for that folder', async () => {
    // Observed: init in apps/web wrote apps/web/.github/workflows/metrics.yml, which GitHub never
    // runs: no plan, no apply, and nothing said so.
    await rm(join(repo, '.git'));
    await execFileAsync('git', ['init', '-q', '-b', 'main', repo]);
    const web = join(repo, 'apps/web');
    await mkdir(web, { recursive: true });
    const run = await cliRun(['init'], web);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('created ../../.github/workflows/metrics-apps-web.yml');
    await expect(readFile(join(web, '.github/workflows/metrics.yml'), 'utf8')).rejects.toThrow();
    const workflow = parse(await readFile(join(repo, '.github/workflows/metrics-apps-web.yml'), 'utf8'));
    expect(workflow.name).toBe('metrics (apps/web)');
    expect(workflow.on.pull_request.paths).toEqual(['apps/web/metrics/**', 'apps/web/metrics-as-code.yaml']);
    // Each step works in the folder; a second catalogue's runs neither cancel nor replace these.
    for (const job of Object.values(workflow.jobs) as { steps: { with?: Record<string, string> }[] }[])
      expect(job.steps[1]!.with!['working-directory']).toBe('apps/web');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a template
    const planGroup = 'metrics-plan-apps-web-${{ github.event.pull_request.number }}';
    expect(workflow.jobs.plan.concurrency.group).toBe(planGroup);
    expect(workflow.jobs.apply.concurrency.group).toBe('metrics-apply-apps-web');
    // Its own ledger from the start: another catalogue's is refused.
    expect(parse(await readFile(join(web, 'metrics-as-code.yaml'), 'utf8')).state).toEqual({
      branch: 'metrics-as-code/state-apps-web',
    });
    expect(await processRun(['validate'], web)).toMatchObject({ code: 0 });
  });

  it('applies on a push to the default branch git knows, not to a `main` the repository lacks', async () => {
    // Observed: `branches: [main]` in a repository whose default branch is `master`: no merge
    // ever created a metric. A clone knows its remote's default even from a feature branch.
    const git = (cwd: string, ...args: string[]) => execFileAsync('git', args, { cwd });
    const origin = join(repo, 'origin.git');
    await git(repo, 'init', '-q', '--bare', '-b', 'trunk', origin);
    const clone = join(repo, 'clone');
    await git(repo, 'clone', '-q', origin, clone);
    await git(
      clone,
      '-c',
      'user.name=t',
      '-c',
      'user.email=t@example.com',
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      'first',
    );
    await git(clone, 'push', '-q', 'origin', 'HEAD:trunk');
    await git(clone, 'remote', 'set-head', 'origin', '--auto');
    await git(clone, 'checkout', '-q', '-b', 'add-metrics');
    const run = await cliRun(['init'], clone);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('the workflow creates metrics on a push to `trunk`');
    const workflow = parse(await readFile(join(clone, '.github/workflows/metrics.yml'), 'utf8'));
    expect(workflow.on.push.branches).toEqual(['trunk']);
    // A repository with no remote yet: the branch it is on.
    const local = join(repo, 'local');
    await git(repo, 'init', '-q', '-b', 'master', local);
    await cliRun(['init'], local);
    expect(
      parse(await readFile(join(local, '.github/workflows/metrics.yml'), 'utf8')).on.push.branches,
    ).toEqual(['master']);
  });
});

describe('YAML merge keys', () => {
  it('`<<: *anchor` merges as YAML users expect; an anchor from another document is explained', async () => {
    await write({
      'metrics/orders.yaml': [
        'name: orders_eu',
        'type: event_count_custom',
        'unitTypes: [userID]',
        'metricEvents:',
        '  - &order',
        '    name: order',
        '    type: count',
        '    criteria: [{ type: value, condition: ">", values: ["0"] }]',
        '  - <<: *order',
        '    name: order_refund',
        '',
      ].join('\n'),
    });
    expect(await cliRun(['validate', '--quiet'])).toEqual({ code: 0, stdout: '', stderr: '' });
    await write({
      'metrics/shared.yaml': `name: a_first\ntype: sum\nunitTypes: &units [userID]\nmetricEvents: [{ name: x, type: value }]\n---\nname: b_second\ntype: sum\n<<: *units\nmetricEvents: [{ name: x, type: value }]\n`,
    });
    const crossDocument = await cliRun(['validate', '--quiet']);
    expect(crossDocument.code).toBe(1);
    expect(crossDocument.stdout).toMatch(
      /^metrics\/shared\.yaml:8:\d+: error\[yaml\.alias\]: .*the anchor `&units` is set in an earlier YAML document \(line 3\), and an anchor is seen only in its own/m,
    );
  });
});

describe('installed as a program', () => {
  it('dist/cli.js starts with a shebang and is committed executable', async () => {
    expect(readFileSync(join(ROOT, 'dist/cli.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(statSync(cli).mode & 0o111).not.toBe(0);
    const { stdout } = await execFileAsync('git', ['ls-files', '-s', 'dist/cli.js'], { cwd: ROOT });
    expect(stdout).toMatch(/^100755 /);
  });

  it('the pre-commit hook runs validate --quiet on the definition files and configs a commit touches', () => {
    const hooks = parse(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8'));
    expect(hooks).toEqual([
      expect.objectContaining({
        id: 'metrics-as-code-validate',
        entry: 'metrics-as-code validate --quiet',
        language: 'node',
        pass_filenames: true,
      }),
    ]);
    const files = new RegExp(hooks[0].files);
    // A monorepo's catalogues too: each file is checked in its own (see above).
    expect(
      ['metrics/a.yaml', 'metrics/team/b.yml', 'apps/web/metrics/c.yaml', 'metrics/D.YAML'].every((f) =>
        files.test(f),
      ),
    ).toBe(true);
    expect(files.test('README.md')).toBe(false);
    // The config too: a commit that changes only it is checked against every definition.
    expect(['metrics-as-code.yaml', 'apps/web/metrics-as-code.yml'].every((f) => files.test(f))).toBe(true);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.bin['metrics-as-code']).toBe('dist/cli.js');
  });

  it.each([
    ['SIGINT', 'Ctrl-C'],
    ['SIGTERM', 'SIGTERM'],
  ] as const)(
    '%s during apply: what is in flight finishes and is recorded, the rest is left (exit 3)',
    async (signal, said) => {
      // SIGTERM is how CI systems other than GitHub's cancel a job: it ended the run unreported.
      const emulator = await startEmulator({ seed: { dynamicConfigs: [], metrics: [] }, latencyMs: 50 });
      try {
        const definitions = Array.from({ length: 40 }, (_, i) =>
          VALID.replace('checkout_conversion', `m_${i}`),
        );
        await write({
          'metrics-as-code.yaml': `apiUrl: ${emulator.url}\napi:\n  concurrency: 2\n`,
          'metrics/a.yaml': definitions.join('---\n'),
        });
        const env = { ...process.env, CI: 'true', CONSOLE_API_KEY: 'console-dev-key' };
        const child = spawn(process.execPath, [cli, 'apply'], { cwd: repo, env });
        let [stdout, stderr] = ['', ''];
        child.stdout.on('data', (chunk) => (stdout += chunk));
        child.stderr.on('data', (chunk) => (stderr += chunk));
        const watch = setInterval(() => {
          if (emulator.stats().creates < 3) return;
          child.kill(signal);
          clearInterval(watch);
        }, 10);
        const code = await new Promise((resolve) => child.on('close', resolve)).finally(() =>
          clearInterval(watch),
        );
        expect(code).toBe(3);
        expect(stderr).toContain('interrupted: finishing the requests in flight and recording them');
        const created = emulator.stats().creates;
        expect(created).toBeLessThan(40);
        expect(stdout).toContain(
          `error[run.interrupted]: interrupted (${said}): ${created} metrics created and recorded before it`,
        );
        const ledger = JSON.parse(await readFile(join(repo, '.metrics-as-code/state.json'), 'utf8'));
        expect(Object.keys(ledger.metrics)).toHaveLength(created);
      } finally {
        await emulator.close();
      }
    },
  );

  it('a reader that leaves early (| head) ends the program quietly', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 300; i++)
      files[`metrics/m${i}.yaml`] = INVALID.replace('ab', `m${i}`.padEnd(2, 'x').slice(0, 2));
    await write(files);
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [cli, 'validate'], { cwd: repo });
      let err = '';
      child.stderr.on('data', (chunk) => (err += chunk));
      child.stdout.once('data', () => child.stdout.destroy());
      child.on('close', (exit) => resolve({ code: exit, stderr: err }));
    });
    expect(stderr).not.toContain('EPIPE');
    expect(code).toBe(1);
  });
});
