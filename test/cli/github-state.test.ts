// `--state github`: the CLI reads and writes the Action's ledger branch, over loopback to the
// GitHub stand-in and the emulator, so a teammate's plan sees what CI's sees.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { repositoryOfRemote } from '../../src/cli/github-state.js';
import { applyCommand, planCommand } from '../../src/cli/reconcile.js';
import { type RunningEmulator, startEmulator } from '../../src/emulator/server.js';
import { GitHubLedgerStore } from '../../src/github/ledger-store.js';
import { execute } from '../../src/reconcile/run.js';
import { client, NAME, OWNER, REPO, startStandin, USER_TOKEN } from '../support/github-harness.js';
import type { GitHubStandin } from '../support/github-standin.js';
import { countMetric, FAST_CONFIG, makeRepo, type TempRepo, yamlDocuments } from '../support/repo.js';

const KEY = 'console-cli-key-5b8e21aa';
const BRANCH = 'metrics-as-code/state';
const ORDERS = 'orders::event_count_custom';
let emulator: RunningEmulator;
let standin: GitHubStandin;
let repo: TempRepo;

beforeEach(async () => {
  emulator = await startEmulator({ apiKeys: [KEY], seed: { dynamicConfigs: [], metrics: [] } });
  standin = await startStandin();
  repo = await makeRepo();
  await repo.write('metrics/a.yaml', yamlDocuments([countMetric('orders'), countMetric('refunds')]));
});

afterEach(async () => {
  await emulator.close();
  await standin.close();
  await repo.cleanup();
});

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t) },
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  };
}

const env = (extra: Record<string, string> = {}) => ({
  CONSOLE_API_URL: emulator.url,
  CONSOLE_API_KEY: KEY,
  GITHUB_TOKEN: USER_TOKEN,
  GITHUB_API_URL: standin.url,
  ...extra,
});

/** What CI does: the Action's store on the branch, for the catalogue in `folder`. */
async function ciApply(folder = '.', created = 2) {
  const store = new GitHubLedgerStore({
    octokit: client(standin, USER_TOKEN),
    owner: OWNER,
    repo: NAME,
    branch: BRANCH,
    catalogue: folder,
  });
  const outcome = await execute({
    mode: 'apply',
    cwd: join(repo.dir, folder),
    apiUrl: emulator.url,
    apiKey: KEY,
    store: () => store,
  });
  expect(outcome.report.summary.created).toBe(created);
  return store;
}

describe('--state github', () => {
  it("plan sees CI's ledger (what a file ledger in a fresh clone cannot) and names --state github in its advice", async () => {
    await ciApply();
    await repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('orders', { description: 'Paid orders' }), countMetric('refunds')]),
    );
    // The observed case: in a fresh clone, the file ledger knows nothing of what CI created, and
    // every metric is a conflict. Each says so, and the run says why, once (exit 2).
    const local = capture();
    expect(await planCommand(['--cwd', repo.dir], local.io, env())).toBe(2);
    expect(local.stdout()).toMatch(/already exists in the Console but not in this repository's ledger/);
    expect(local.stdout()).toContain('all 2 metrics sent already exist in the Console');
    expect(local.stdout()).toContain("Run with `--state github` to use CI's ledger");

    const shared = capture();
    const code = await planCommand(
      ['--cwd', repo.dir, '--state', 'github', '--repo', REPO],
      shared.io,
      env(),
    );
    expect(code, shared.stderr()).toBe(0);
    expect(shared.stdout()).toMatch(/plan: 0 to create, 1 unchanged, 1 changed/);
    expect(shared.stdout()).toContain('~ description: "How often orders happens" → "Paid orders"');
    expect(shared.stdout()).toContain(`\`metrics-as-code apply --state github --accept-changes ${ORDERS}\``);
    expect(emulator.stats().creates).toBe(2);
  });

  it("is the ledger of the catalogue in the folder it runs in, as the Action's working-directory names it", async () => {
    await repo.write('apps/shop/metrics-as-code.yaml', stringify(FAST_CONFIG));
    await repo.write('apps/shop/metrics/a.yaml', yamlDocuments([countMetric('carts')]));
    execFileSync('git', ['init', '-q', repo.dir]);
    await ciApply('apps/shop', 1);
    const shop = capture();
    const args = ['--state', 'github', '--repo', REPO];
    expect(await planCommand(['--cwd', join(repo.dir, 'apps/shop'), ...args], shop.io, env())).toBe(0);
    expect(shop.stdout()).toMatch(/plan: 0 to create, 1 unchanged/);
    // The root's catalogue is another: it is not shown the shop's metric as removed.
    const root = capture();
    expect(await planCommand(['--cwd', repo.dir, ...args], root.io, env())).toBe(0);
    expect(root.stdout()).toMatch(/plan: 2 to create, 0 unchanged, 0 changed, 0 removed/);
    expect(root.stdout()).toContain("is the catalogue `apps/shop`'s, and this is the catalogue `.`");
    // Observed: the JSON report said "2 to create" and nothing of why; its notices say it too.
    const json = capture();
    expect(await planCommand(['--cwd', repo.dir, ...args, '--format', 'json'], json.io, env())).toBe(0);
    expect(JSON.parse(json.stdout()).notices).toEqual([
      expect.stringContaining("is the catalogue `apps/shop`'s, and this is the catalogue `.`"),
    ]);
  });

  it('apply --accept-changes ID writes the branch ledger, where CI then sees it', async () => {
    const store = await ciApply();
    await repo.write(
      'metrics/a.yaml',
      yamlDocuments([countMetric('orders', { description: 'Paid orders' }), countMetric('refunds')]),
    );
    const run = capture();
    const code = await applyCommand(
      ['--cwd', repo.dir, '--state', 'github', '--accept-changes', ORDERS],
      run.io,
      env({ GITHUB_REPOSITORY: REPO, GITHUB_TOKEN: '', GH_TOKEN: USER_TOKEN }),
    );
    expect(code, run.stderr()).toBe(0);
    const ledger = await store.read();
    expect(ledger.metrics[ORDERS]).toMatchObject({
      acceptedAt: expect.any(String),
      definition: countMetric('orders', { description: 'Paid orders' }),
    });
    expect(standin.file(REPO, BRANCH, 'state.json') ?? '').not.toContain(KEY);
    expect(emulator.stats().creates).toBe(2);
  });

  it('the config can choose the branch ledger; the repository comes from the origin remote', async () => {
    await ciApply();
    await repo.write('metrics-as-code.yaml', 'state:\n  store: github\n');
    execFileSync('git', ['init', '-q'], { cwd: repo.dir });
    // The stand-in's host, as a GitHub Enterprise Server's clone names its own.
    execFileSync('git', ['remote', 'add', 'origin', `${standin.url}/${REPO}.git`], { cwd: repo.dir });
    const run = capture();
    expect(await planCommand(['--cwd', repo.dir], run.io, env()), run.stderr()).toBe(0);
    expect(run.stdout()).toMatch(/plan: 0 to create, 2 unchanged/);
    // --state file still wins over the config.
    const file = capture();
    expect(await planCommand(['--cwd', repo.dir, '--state', 'file'], file.io, env())).toBe(2);
    expect(file.stdout()).toMatch(/plan stopped: 2 to create/);
  });

  it("refuses the clone's default branch as the ledger's, before reading it", async () => {
    await repo.write('metrics-as-code.yaml', 'state:\n  store: github\n  branch: main\n');
    execFileSync('git', ['init', '-q'], { cwd: repo.dir });
    execFileSync('git', ['remote', 'add', 'origin', `${standin.url}/${REPO}.git`], { cwd: repo.dir });
    execFileSync('git', ['symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/main'], {
      cwd: repo.dir,
    });
    const run = capture();
    expect(await planCommand(['--cwd', repo.dir], run.io, env())).toBe(2);
    expect(run.stdout() + run.stderr()).toContain('config.state-branch');
    expect(standin.writes()).toEqual([]);
  });

  it('takes the repository from a remote only on the host whose API it talks to', async () => {
    // Observed: a clone of GitHub Enterprise Server (`origin` on github.example.com) without
    // GITHUB_API_URL sent the server's token to api.github.com and asked it for acme/metrics, a
    // repository of another host (there: "could not be reached ... Run again", exit 3).
    await repo.write('metrics-as-code.yaml', 'state:\n  store: github\n');
    execFileSync('git', ['init', '-q'], { cwd: repo.dir });
    execFileSync('git', ['remote', 'add', 'origin', `https://github.example.com/${REPO}.git`], {
      cwd: repo.dir,
    });
    const ghes = capture();
    expect(await planCommand(['--cwd', repo.dir], ghes.io, env({ GITHUB_API_URL: '' }))).toBe(2);
    expect(ghes.stdout()).toContain(
      'the `origin` remote is on github.example.com, not github.com: for GitHub Enterprise Server set GITHUB_API_URL to its API (https://github.example.com/api/v3)',
    );
    // And the other way: an API of one host, a clone of another.
    execFileSync('git', ['remote', 'set-url', 'origin', `git@github.com:${REPO}.git`], { cwd: repo.dir });
    const other = capture();
    expect(await planCommand(['--cwd', repo.dir], other.io, env())).toBe(2);
    expect(other.stdout()).toContain(
      `the \`origin\` remote is on github.com, but GITHUB_API_URL is ${standin.url}`,
    );
    expect(standin.transcript()).toBe('');
    // Named, a repository is the API's, wherever the clone came from.
    const named = capture();
    expect(await planCommand(['--cwd', repo.dir, '--repo', REPO], named.io, env())).toBe(0);
    expect(named.stdout()).toMatch(/plan: 2 to create/);
  });

  it('says what is missing, as a usage error (exit 2)', async () => {
    const cases: Array<[string[], Record<string, string>, RegExp]> = [
      [
        ['--state', 'github', '--repo', REPO],
        { GITHUB_TOKEN: '' },
        /needs a token: set GITHUB_TOKEN or GH_TOKEN/,
      ],
      [['--state', 'github'], {}, /no `origin` remote: pass --repo OWNER\/NAME/],
      [['--state', 'github', '--repo', 'acme'], {}, /--repo must be OWNER\/NAME; got `acme`/],
      [['--state', 'branch'], {}, /--state must be file or github; got `branch`/],
      [['--state', 'file', '--repo', REPO], {}, /--repo .* goes with --state github/],
      [
        ['--state', 'github', '--repo', REPO],
        { GITHUB_TOKEN: 'ghp_abc\u2011def' },
        /GITHUB_TOKEN holds a character an HTTP header cannot carry \(U\+2011, its 8th character\): copy the token again/,
      ],
      // Observed: "GitHub could not be reached: no answer (Invalid URL). Run again." (exit 3).
      [
        ['--state', 'github', '--repo', REPO],
        { GITHUB_API_URL: 'github.example.com/api/v3' },
        /GITHUB_API_URL must be the URL of GitHub's API \(https:\/\/HOST\/api\/v3 .*\); got `github.example.com\/api\/v3`/,
      ],
    ];
    for (const [args, extra, message] of cases) {
      const run = capture();
      const code = await planCommand(['--cwd', repo.dir, ...args], run.io, env(extra));
      expect(code, args.join(' ')).toBe(2);
      expect(run.stdout() + run.stderr()).toMatch(message);
    }
    const ids = capture();
    expect(await applyCommand(['--cwd', repo.dir, ORDERS], ids.io, env())).toBe(2);
    expect(ids.stderr()).toContain('put --accept-changes before them');
  });

  it('never shows the GitHub token, also where a server echoes it in a form no token has', async () => {
    // GitHub's words were cleaned of the shapes of GitHub's tokens only: a proxy that echoes the
    // credentials it was sent (base64, as in a basic-auth header) went to the terminal whole.
    const echoed = Buffer.from(`x-access-token:${USER_TOKEN}`).toString('base64');
    await ciApply();
    standin.inject({
      route: 'GET /repos/{owner}/{repo}/contents/{path}',
      times: 10,
      fault: { kind: 'refusal', status: 422, message: `credentials ${echoed} refused by the proxy` },
    });
    for (const format of ['text', 'json', 'markdown']) {
      const run = capture();
      const args = ['--cwd', repo.dir, '--state', 'github', '--repo', REPO, '--format', format];
      await planCommand(args, run.io, env());
      expect(run.stdout() + run.stderr(), format).toContain('refused by the proxy');
      expect(run.stdout() + run.stderr(), format).not.toContain(echoed.slice(8, 40));
    }
  });

  it('reads OWNER/NAME from every usual form of a remote', () => {
    for (const remote of [
      'git@github.com:acme/metrics.git',
      'https://github.com/acme/metrics',
      'https://github.example.com/acme/metrics.git/',
      'ssh://git@github.example.com:22/acme/metrics.git',
    ]) {
      expect(repositoryOfRemote(remote), remote).toMatchObject({ owner: 'acme', name: 'metrics' });
    }
    expect(repositoryOfRemote('git@ssh.github.com:acme/metrics.git')?.host).toBe('github.com');
    expect(repositoryOfRemote('ssh://git@GitHub.Example.com:22/acme/metrics.git')?.host).toBe(
      'github.example.com',
    );
    expect(repositoryOfRemote('/srv/git/metrics.git')).toBeUndefined();
    expect(repositoryOfRemote('https://github.com/acme')).toBeUndefined();
  });
});
