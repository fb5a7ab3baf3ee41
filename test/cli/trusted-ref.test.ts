// The CLI on a merge request in any CI: the config's key settings come from the branch the change
// goes into (`--trusted-ref`, else origin/<target> as the CI names it), never from the change.
import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stringify } from 'yaml';
import { applyCommand, planCommand } from '../../src/cli/reconcile.js';
import { validateCommand } from '../../src/cli/validate.js';
import { type RunningEmulator, startEmulator } from '../../src/emulator/server.js';
import { hostileServer } from '../support/action-world.js';
import { countMetric, FAST_CONFIG, makeRepo, type TempRepo, yamlDocuments } from '../support/repo.js';

const KEY = 'console-cli-key-5b1e07c4';
let emulator: RunningEmulator;
let hostile: Awaited<ReturnType<typeof hostileServer>>;
let repo: TempRepo;

const git = (...args: string[]) =>
  execFileSync('git', ['-C', repo.dir, ...args], {
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  });

function capture() {
  const out = { stdout: '', stderr: '' };
  const io = {
    stdout: (text: string) => {
      out.stdout += text;
    },
    stderr: (text: string) => {
      out.stderr += text;
    },
  };
  return { out, io };
}

/** A repository whose `main` (fetched as origin/main) trusts the emulator, and a change that points the key elsewhere. */
beforeEach(async () => {
  emulator = await startEmulator({ apiKeys: [KEY] });
  hostile = await hostileServer();
  repo = await makeRepo({ ...FAST_CONFIG, apiUrl: emulator.url });
  await repo.write('metrics/orders.yaml', stringify(countMetric('orders_placed')));
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  git('update-ref', 'refs/remotes/origin/main', 'HEAD');
  await repo.write(
    'metrics-as-code.yaml',
    stringify({ ...FAST_CONFIG, apiUrl: hostile.url, policy: { namePattern: { pattern: '^x' } } }),
  );
});

afterEach(async () => {
  await Promise.all([emulator.close(), hostile.close(), repo.cleanup()]);
});

describe('on a merge request', () => {
  it("sends the key where the target branch's config says, not where the change's does (observed)", async () => {
    const { out, io } = capture();
    const env = { CONSOLE_API_KEY: KEY, CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main' };
    expect(await planCommand(['--cwd', repo.dir], io, env)).toBe(0);
    expect(hostile.seen).toEqual([]);
    expect(out.stdout).toMatch(/create {2}orders_placed::event_count_custom .* valid/);
    expect(out.stdout).toContain(
      'changes `apiUrl`, `policy` in the config: that takes effect after merge. This run used the config of `origin/main`',
    );
  });

  it('reads origin/<target> as the remote-tracking branch, never a tag or branch of that name', async () => {
    // Observed: a tag named `origin/main` (pushed with the change, fetched with the tags) won over
    // refs/remotes/origin/main in git's lookup, so the change chose the config its key went by.
    git('checkout', '-q', '-b', 'change');
    git('commit', '-q', '-am', 'hostile');
    git('tag', 'origin/main');
    git('branch', 'origin/main');
    const { out, io } = capture();
    const env = { CONSOLE_API_KEY: KEY, CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main' };
    expect(await planCommand(['--cwd', repo.dir], io, env)).toBe(0);
    expect(hostile.seen).toEqual([]);
    expect(out.stdout).toMatch(/create {2}orders_placed::event_count_custom .* valid/);
  });

  it('a merge request that adds the only apiUrl is checked locally, with advice a CLI user can take', async () => {
    // Observed: the notice said only "set the workflow's api-url input", which a GitLab job has not.
    await repo.write('metrics-as-code.yaml', stringify({ ...FAST_CONFIG }));
    git('add', '.');
    git('commit', '-q', '-m', 'no url');
    git('update-ref', 'refs/remotes/origin/main', 'HEAD');
    await repo.write('metrics-as-code.yaml', stringify({ ...FAST_CONFIG, apiUrl: emulator.url }));
    const { out, io } = capture();
    const env = { CONSOLE_API_KEY: KEY, CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main' };
    expect(await planCommand(['--cwd', repo.dir], io, env)).toBe(0);
    expect(emulator.stats().dryRuns).toBe(0);
    expect(out.stdout).toContain('No dry run: the Console API URL is set only in the config of this change');
    expect(out.stdout).toContain('give the job --api-url or CONSOLE_API_URL');
  });

  it('apply is refused: it would create what nobody has merged, as the Action refuses it', async () => {
    // Before: an `apply` job that also ran on merge request pipelines created the definitions of
    // the open merge request (the API cannot delete them); the Action refused the same.
    const { out, io } = capture();
    const env = { CONSOLE_API_KEY: KEY, CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main' };
    expect(await applyCommand(['--cwd', repo.dir, '--yes'], io, env)).toBe(2);
    expect(emulator.stats().creates).toBe(0);
    expect(out.stderr).toContain(
      'metrics-as-code apply: on a merge request into `main` (CI_MERGE_REQUEST_TARGET_BRANCH_NAME), apply would create the definitions nobody has merged: run plan on merge requests, and apply on `main` after the merge',
    );
  });

  it('a merge request that removes most of the catalogue is told what follows, and passes', async () => {
    // Observed: the plan of a merge request replacing the recorded metrics failed (exit 2) and
    // said to accept the removals after the merge, which a required pipeline then never allowed.
    await repo.write('metrics-as-code.yaml', stringify({ ...FAST_CONFIG, apiUrl: emulator.url }));
    await repo.write(
      'metrics/orders.yaml',
      yamlDocuments([countMetric('orders_placed'), countMetric('orders_refunded')]),
    );
    expect(await applyCommand(['--cwd', repo.dir, '--yes'], capture().io, { CONSOLE_API_KEY: KEY })).toBe(0);
    await repo.write('metrics/orders.yaml', stringify(countMetric('orders_paid')));
    const { out, io } = capture();
    const env = { CONSOLE_API_KEY: KEY, CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main' };
    expect(await planCommand(['--cwd', repo.dir], io, env)).toBe(0);
    expect(out.stdout).toContain(
      'This merge request removes 2 of the 2 metrics the ledger records. If that is meant, the apply after the merge stops until the removals are accepted: accept them with `metrics-as-code apply --accept-removals`.',
    );
    expect(out.stdout).toMatch(/create +orders_paid::event_count_custom .* valid/);
  });

  it('refuses, before a request, when the clone lacks the target branch, and says how to fetch it', async () => {
    const { out, io } = capture();
    const env = { CONSOLE_API_KEY: KEY, GITHUB_BASE_REF: 'release' };
    expect(await planCommand(['--cwd', repo.dir], io, env)).toBe(2);
    expect(hostile.seen).toEqual([]);
    expect(out.stderr).toContain('this is a merge request into `release` (GITHUB_BASE_REF)');
    expect(out.stderr).toContain('fetch it first (`git fetch origin release`)');
    // An unset CI variable given as the flag's value does not switch the protection off.
    const empty = capture();
    expect(await planCommand(['--cwd', repo.dir, '--trusted-ref', ''], empty.io, env)).toBe(2);
    expect(empty.out.stderr).toContain('--trusted-ref is empty');
    expect(hostile.seen).toEqual([]);
  });

  it("validate checks with the policy of --trusted-ref when given, else with the change's", async () => {
    // Without the flag, the change's own config: a pre-commit hook in CI needs no fetched branch.
    vi.stubEnv('GITHUB_BASE_REF', 'release');
    const own = capture();
    expect(await validateCommand(['--cwd', repo.dir], own.io)).toBe(1);
    vi.unstubAllEnvs();
    expect(own.out.stdout).toContain('policy.namePattern');
    const trusted = capture();
    expect(await validateCommand(['--cwd', repo.dir, '--trusted-ref', 'main'], trusted.io)).toBe(0);
    expect(trusted.out.stdout).not.toContain('policy.namePattern');
    const missing = capture();
    expect(await validateCommand(['--cwd', repo.dir, '--trusted-ref', 'nope'], missing.io)).toBe(2);
    expect(missing.out.stderr).toContain('--trusted-ref `nope`');
  });
});
