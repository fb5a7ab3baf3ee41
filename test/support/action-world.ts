// The world of the Action's end-to-end tests: the Action, run with the environment a runner sets
// (test/support/action-runner.ts), against the Console API emulator and a GitHub REST stand-in,
// both over loopback. A test file calls `useActionWorld()` for a fresh world per test.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { stringify } from 'yaml';
import { type RunningEmulator, startEmulator } from '../../src/emulator/server.js';
import { COMMENT_MARKER } from '../../src/github/markers.js';
import { type ActionRun, type ActionRunOptions, runAction, webhookPayload } from './action-runner.js';
import { GitHubStandin } from './github-standin.js';
import { countMetric, FAST_CONFIG, makeRepo, type TempRepo, yamlDocuments } from './repo.js';

export const REPO = 'Codertocat/Hello-World';
export const TOKEN = 'ghs_installationtoken_e2e';
export const FORK_TOKEN = 'ghs_forktoken_e2e';
export const KEY = 'console-e2e-SECRET-key-9d41c7';
export const MARKER = COMMENT_MARKER;
export const STATE_BRANCH = 'metrics-as-code/state';
export const MERGE_SHA = '6113728f27ae82c7b1a177c8d03f9e96e0adf246';

export let emulator: RunningEmulator;
export let github: GitHubStandin;
export let repo: TempRepo;
/** Every run of a test file: none may show a secret (checked after all). */
export const runs: ActionRun[] = [];

/** Registers the hooks of the calling test file: a fresh world per test, no secret in any run. */
export function useActionWorld(): void {
  beforeEach(async () => {
    emulator = await startEmulator({ apiKeys: [KEY] });
    github = await GitHubStandin.start();
    github.addToken(TOKEN, { login: 'github-actions[bot]', kind: 'installation' });
    github.addToken(FORK_TOKEN, { login: 'github-actions[bot]', kind: 'installation', readOnly: true });
    github.createRepo(REPO, { defaultBranch: 'master' });
    // The payload's pull request is #2.
    github.addIssue(REPO, 'Codertocat', { title: 'Spelling error in the README file' });
    github.addPullRequest(REPO, 'Codertocat', {
      title: 'Add checkout metrics',
      headRef: 'changes',
      headSha: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
    });
    const config = { ...FAST_CONFIG, dynamicConfigs: [{ id: 'checkout_flow' }] };
    repo = await makeRepo(config);
    // The base branch has the config the checkout has: a pull request that leaves it alone.
    baseBranchConfig(config);
    await repo.write(
      'metrics/checkout.yaml',
      yamlDocuments([countMetric('checkout_started'), countMetric('checkout_completed')]),
    );
  });

  afterEach(async () => {
    await emulator.close();
    await github.close();
    await repo.cleanup();
  });

  afterAll(() => {
    const all = runs.splice(0);
    // Whatever a run showed or sent, neither the API key nor a GitHub token is in any of it.
    for (const run of all)
      for (const secret of [KEY, TOKEN, FORK_TOKEN]) expect(run.everything).not.toContain(secret);
  });
}

export async function action(
  eventName: string,
  payload: unknown,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
  how: Pick<ActionRunOptions, 'bundled' | 'onSpawn'> = {},
) {
  const result = await runAction({
    ...how,
    cwd: repo.dir,
    eventName,
    payload,
    inputs: {
      'api-key': KEY,
      'api-url': emulator.url,
      'github-token': TOKEN,
      mode: 'auto',
      comment: 'true',
      ...inputs,
    },
    env: {
      GITHUB_REPOSITORY: REPO,
      GITHUB_API_URL: github.url,
      GITHUB_SHA: MERGE_SHA,
      GITHUB_REF: 'refs/pull/2/merge',
      ...env,
    },
  });
  runs.push(result);
  expect(github.transcript()).not.toContain(KEY);
  return result;
}

export const prPayload = () => webhookPayload('pull_request', (p) => p.action === 'opened');
export const pushPayload = () => webhookPayload('push', (p) => p.ref === 'refs/heads/master');
export const prComments = () => github.comments(REPO, 2);

/** The config on the base branch (master), as a merged pull request left it. */
export function baseBranchConfig(config: Record<string, unknown>): void {
  github.state.commitOnBranch(
    github.state.repo(REPO),
    'master',
    { 'metrics-as-code.yaml': stringify(config) },
    'config',
  );
}

/** A loopback server that records every request it gets (what an attacker would run). */
export async function hostileServer() {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'ok', data: {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}
