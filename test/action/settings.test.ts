// The one reader of the Actions runtime, driven the way GitHub drives it: INPUT_* and GITHUB_*
// variables and an event payload file.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSettings } from '../../src/action/settings.js';
import { failureOf } from '../../src/outcome/failure.js';
import { webhookPayload } from '../support/action-runner.js';

const saved = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

/** Sets the runtime as a runner would: inputs by their upper-cased names, the payload as a file. */
function runtime(eventName: string, payload: unknown, inputs: Record<string, string>, env = {}) {
  for (const key of Object.keys(process.env)) if (key.startsWith('INPUT_')) delete process.env[key];
  const dir = mkdtempSync(join(tmpdir(), 'mac-settings-'));
  const eventPath = join(dir, 'event.json');
  writeFileSync(eventPath, JSON.stringify(payload));
  const all = { 'github-token': 'ghs_token', 'api-key': 'console-key', ...inputs };
  for (const [name, value] of Object.entries(all)) process.env[`INPUT_${name.toUpperCase()}`] = value;
  Object.assign(process.env, {
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'Codertocat/Hello-World',
    GITHUB_SHA: 'f'.repeat(40),
    GITHUB_REF: 'refs/heads/master',
    ...env,
  });
}

const push = () => webhookPayload('push', (p) => p.ref === 'refs/heads/master');

/** A workflow_dispatch run of `ref` with `inputs`, in a repository whose default branch is master. */
const dispatch = (inputs: Record<string, string>, ref: string) =>
  runtime(
    'workflow_dispatch',
    { ref, inputs, repository: { full_name: 'Codertocat/Hello-World', default_branch: 'master' } },
    inputs,
    { GITHUB_REF: ref },
  );
const pr = () => webhookPayload('pull_request', (p) => p.action === 'opened');

describe('readSettings', () => {
  it('plans a pull request, with its number and head commit', () => {
    const payload = pr();
    runtime('pull_request', payload, {});
    const settings = readSettings();
    expect(settings.mode).toBe('plan');
    expect(settings.pullRequest).toEqual({
      number: payload.pull_request.number,
      fromFork: false,
      readOnlyToken: false,
      headSha: payload.pull_request.head.sha,
      baseRef: payload.pull_request.base.ref,
    });
  });

  it('applies a push to the default branch, and plans a push to another branch', () => {
    runtime('push', push(), {}, { GITHUB_REF: 'refs/heads/master' });
    expect(readSettings().mode).toBe('apply');
    runtime('push', push(), {}, { GITHUB_REF: 'refs/heads/feature' });
    expect(readSettings().mode).toBe('plan');
  });

  it('summarises reviews on workflow_dispatch and schedule', () => {
    runtime('workflow_dispatch', webhookPayload('workflow_dispatch'), {});
    expect(readSettings().mode).toBe('reviews');
    runtime('schedule', {}, {});
    expect(readSettings().mode).toBe('reviews');
  });

  it('validates only on an event it does not know', () => {
    runtime('release', {}, {});
    expect(readSettings().mode).toBe('validate');
  });

  it('refuses a bad mode or boolean input as a usage error (exit 2) that names the input', () => {
    runtime('push', push(), { mode: 'deploy' });
    expect(() => readSettings()).toThrow(/input mode must be one of auto, validate, plan, apply, reviews/);
    const modeFailure = failureOf(catching(() => readSettings()));
    expect(modeFailure.exitCode).toBe(2);
    runtime('push', push(), { comment: 'maybe' });
    expect(failureOf(catching(() => readSettings()))).toMatchObject({
      exitCode: 2,
      message: expect.stringMatching(/input comment must be true or false; got "maybe"/),
    });
  });

  it('names the near miss of a misspelt mode or boolean', () => {
    // Observed: `mode: aply` and `comment: flase` listed the choices and no hint.
    runtime('push', push(), { mode: 'aply' });
    expect(failureOf(catching(() => readSettings())).message).toMatch(
      /got "aply" \(did you mean `apply`\?\)$/,
    );
    runtime('push', push(), { comment: 'flase' });
    expect(failureOf(catching(() => readSettings())).message).toMatch(
      /got "flase" \(did you mean `false`\?\)$/,
    );
    runtime('push', push(), { mode: 'deploy' });
    expect(failureOf(catching(() => readSettings())).message).toMatch(/got "deploy"$/);
    // A dry run, as other tools name it, is a plan.
    runtime('push', push(), { mode: 'dry-run' });
    expect(failureOf(catching(() => readSettings())).message).toMatch(
      /got "dry-run" \(a dry run is mode `plan`\)$/,
    );
  });

  it('takes working-directory and a custom config, and leaves the default config name optional', () => {
    const workspace = mkdtempSync(join(tmpdir(), 'mac-workspace-'));
    mkdirSync(join(workspace, 'services/metrics'), { recursive: true });
    runtime(
      'push',
      push(),
      { 'working-directory': 'services/metrics', config: 'ci/mac.yaml' },
      { GITHUB_WORKSPACE: workspace },
    );
    expect(readSettings()).toMatchObject({ workingDirectory: 'services/metrics', configFile: 'ci/mac.yaml' });
    runtime('push', push(), { config: 'metrics-as-code.yaml' });
    expect(readSettings().configFile).toBeUndefined();
  });

  it('a github-token pasted with a character no HTTP header carries is a usage error', () => {
    // Observed: every GitHub call failed before it was sent, each retried, then "GitHub could not
    // be reached: ... Run again" (exit 3), naming the character's place in the header.
    runtime('push', push(), { 'github-token': 'ghp_abc\u2011def' });
    expect(() => readSettings()).toThrow(
      "input github-token holds a character an HTTP header cannot carry (U+2011, its 8th character): copy the token again, or leave the input out (it defaults to the workflow's github.token)",
    );
  });

  it('needs a key to apply, but plans a pull request without one locally', () => {
    // Observed: a workflow passing `${{ secrets.CONSOLE_API_KEY }}` before the secret was added
    // was told "mode apply needs the api-key input", which it gives: the secret is empty.
    const secret =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, as written
      'if the workflow passes a secret (`api-key: ${{ secrets.CONSOLE_API_KEY }}`), add it to the repository';
    runtime('push', push(), { 'api-key': '' });
    expect(() => readSettings()).toThrow(/mode apply needs the api-key input, and it is empty/);
    expect(() => readSettings()).toThrow(secret);
    runtime('pull_request', pr(), { 'api-key': '' });
    expect(readSettings().localOnlyReason).toMatch(/The api-key input is empty/);
    expect(readSettings().localOnlyReason).toContain(secret);
  });
});

function catching(task: () => unknown): unknown {
  try {
    task();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('mode', () => {
  it('apply on a pull request is refused: it would create what nobody has merged', () => {
    // Before: `mode: apply` in a job that also runs on pull_request was taken as asked, and the
    // run went on to create the definitions of an open pull request.
    runtime('pull_request', pr(), { mode: 'apply' });
    expect(failureOf(catching(() => readSettings()))).toMatchObject({
      exitCode: 2,
      rule: 'action.input',
      message:
        'mode apply on a pull_request event would create the definitions of a pull request nobody has merged: use mode plan (or auto) for pull requests, and apply on a push to the default branch',
    });
    // A merge queue's run is before the merge too.
    runtime('merge_group', webhookPayload('merge_group'), { mode: 'apply' });
    expect(failureOf(catching(() => readSettings())).message).toMatch(/^mode apply on a merge_group event/);
    runtime('push', push(), { mode: 'apply' });
    expect(readSettings().mode).toBe('apply');
  });

  it('apply of a branch that is not the default one is refused: nobody merged it', () => {
    // Observed: `mode: apply` in a workflow on every push created the definitions of a pushed
    // feature branch (the API cannot delete them), and its ledger then told main they were removed.
    runtime('push', push(), { mode: 'apply' }, { GITHUB_REF: 'refs/heads/feature' });
    expect(failureOf(catching(() => readSettings()))).toMatchObject({
      exitCode: 2,
      rule: 'action.input',
      message:
        'mode apply creates what the default branch (master) holds, and this run is on refs/heads/feature, which nobody has merged: run apply on a push to master only (mode auto does), and plan other branches',
    });
    dispatch({ mode: 'apply' }, 'refs/heads/feature');
    expect(failureOf(catching(() => readSettings())).message).toMatch(/^mode apply creates what the default/);
    dispatch({ mode: 'apply' }, 'refs/heads/master');
    expect(readSettings().mode).toBe('apply');
    // A release tag is cut on purpose: applying it stays the workflow's choice.
    runtime('push', push(), { mode: 'apply' }, { GITHUB_REF: 'refs/tags/v1.2.0' });
    expect(readSettings().mode).toBe('apply');
  });

  it('accepting on a pull request names the input, not a mode apply nobody wrote', () => {
    // Before: `accept-changes: all` on a pull_request run (mode auto) said "mode apply on a
    // pull_request event would create ...": the user had set no mode.
    runtime('pull_request', pr(), { 'accept-changes': 'all' });
    expect(failureOf(catching(() => readSettings()))).toMatchObject({
      exitCode: 2,
      message:
        'input accept-changes records what the default branch holds, so it runs on a push or workflow_dispatch of the default branch only; this run is a pull_request event: leave the input empty here',
    });
  });
});

describe('working-directory', () => {
  it('an absolute path under the workspace works as its relative form; one outside is a usage error', () => {
    // Observed: `${{ github.workspace }}/sub` was joined into the contents-API path (a 404), the run
    // then claimed the PR changed `apiUrl` and stopped with "no Console API URL".
    const workspace = mkdtempSync(join(tmpdir(), 'mac-workspace-'));
    mkdirSync(join(workspace, 'catalogue'));
    runtime(
      'push',
      push(),
      { 'working-directory': join(workspace, 'catalogue') },
      { GITHUB_WORKSPACE: workspace },
    );
    expect(readSettings().workingDirectory).toBe('catalogue');
    runtime('push', push(), { 'working-directory': workspace }, { GITHUB_WORKSPACE: workspace });
    expect(readSettings().workingDirectory).toBe('.');
    runtime('push', push(), { 'working-directory': '/etc' }, { GITHUB_WORKSPACE: workspace });
    const failure = failureOf(catching(() => readSettings()));
    expect(failure).toMatchObject({ exitCode: 2 });
    expect(failure.message).toMatch(/working-directory `\/etc` is outside the workspace/);
  });

  it('a config input outside the workspace is a usage error; one beside the catalogue is read', () => {
    // Found: `config: /etc/passwd` (or `../../x`) was read, and what it holds showed in the PR
    // comment (its keys, as unknown keys), though no other file outside the repository is read.
    const workspace = mkdtempSync(join(tmpdir(), 'mac-workspace-'));
    mkdirSync(join(workspace, 'apps/web'), { recursive: true });
    const at = (config: string) =>
      runtime('push', push(), { 'working-directory': 'apps/web', config }, { GITHUB_WORKSPACE: workspace });
    at('../shared.yaml');
    expect(readSettings().configFile).toBe('../shared.yaml');
    for (const config of ['/etc/passwd', '../../../outside.yaml']) {
      at(config);
      const failure = failureOf(catching(() => readSettings()));
      expect(failure).toMatchObject({ exitCode: 2 });
      expect(failure.message).toBe(
        `input config \`${config}\` is outside the workspace (${workspace}): give a file of the repository, relative to working-directory`,
      );
    }
  });

  it('an event payload that cannot be read says why in words', () => {
    // Observed (dist/index.js run outside a runner): "ENOENT: no such file or directory, open ...".
    runtime('push', push(), {}, { GITHUB_EVENT_PATH: '/nonexistent/event.json' });
    expect(failureOf(catching(() => readSettings()))).toMatchObject({
      exitCode: 2,
      message: 'cannot read the event payload at /nonexistent/event.json: no such file',
    });
  });

  it('a folder that is not there is a usage error that names the checkout', () => {
    // Observed: "unexpected error: ENOENT: no such file or directory, realpath '.../no-such-dir'"
    // (rule internal), for a misspelt folder or a workflow without actions/checkout.
    const workspace = mkdtempSync(join(tmpdir(), 'mac-workspace-'));
    runtime('push', push(), { 'working-directory': 'no-such-dir' }, { GITHUB_WORKSPACE: workspace });
    expect(failureOf(catching(() => readSettings()))).toMatchObject({
      exitCode: 2,
      rule: 'action.input',
      message: expect.stringContaining(
        'input working-directory `no-such-dir` is not a folder of the workspace',
      ),
    });
    expect(failureOf(catching(() => readSettings())).message).toContain('(actions/checkout)');
  });

  it('a folder the pull request replaced by a link out of the workspace is refused, nothing read', () => {
    // Observed: with `working-directory: sub` and a pull request whose `sub` is a link to a folder
    // of the runner, the files there were checked and their contents shown in the PR comment.
    const workspace = mkdtempSync(join(tmpdir(), 'mac-workspace-'));
    const outside = mkdtempSync(join(tmpdir(), 'mac-outside-'));
    symlinkSync(outside, join(workspace, 'sub'));
    mkdirSync(join(workspace, 'inside'));
    symlinkSync(join(workspace, 'inside'), join(workspace, 'alias'));
    runtime('pull_request', pr(), { 'working-directory': 'alias' }, { GITHUB_WORKSPACE: workspace });
    expect(readSettings().workingDirectory).toBe('alias');
    runtime('pull_request', pr(), { 'working-directory': 'sub' }, { GITHUB_WORKSPACE: workspace });
    expect(failureOf(catching(() => readSettings()))).toMatchObject({
      exitCode: 2,
      rule: 'action.input',
      message:
        'input working-directory `sub` leads out of the workspace through a symbolic link, so nothing in it is read: give a folder of the repository itself',
    });
  });
});

describe('accept-removals', () => {
  it('accepts changes only on the default branch, where they are merged, and only metric ids', () => {
    dispatch({ 'accept-changes': 'checkout_started::event_count_custom' }, 'refs/heads/feature');
    expect(failureOf(catching(() => readSettings()))).toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('runs on the default branch (master) only'),
    });
    dispatch({ 'accept-changes': 'checkout_started' }, 'refs/heads/master');
    expect(failureOf(catching(() => readSettings()))).toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('metric ids (name::type)'),
    });
    dispatch({ 'accept-changes': 'checkout_started::event_count_custom' }, 'refs/heads/master');
    expect(readSettings()).toMatchObject({
      mode: 'apply',
      acceptChanges: ['checkout_started::event_count_custom'],
    });
  });

  it('makes an auto run an apply of the named removals, on the default branch only', () => {
    runtime(
      'workflow_dispatch',
      webhookPayload('workflow_dispatch'),
      { 'accept-removals': 'a::sum, b::mean' },
      {
        GITHUB_REF: 'refs/heads/main',
      },
    );
    const settings = readSettings();
    expect(settings.mode).toBe('apply');
    expect(settings.acceptRemovals).toEqual(['a::sum', 'b::mean']);
    runtime('workflow_dispatch', webhookPayload('workflow_dispatch'), { 'accept-removals': 'orders' });
    expect(failureOf(catching(() => readSettings())).message).toMatch(
      /input accept-removals must be none, all, or metric ids/,
    );
  });
});

describe('adopt-existing on a dispatch', () => {
  it('makes an auto run an apply that adopts, on the default branch only', () => {
    // Before: a lost ledger or metrics made in the console first were to be adopted by editing the
    // workflow for one run: a dispatch with the input ran the reviews.
    dispatch({ 'adopt-existing': 'true' }, 'refs/heads/master');
    expect(readSettings()).toMatchObject({ mode: 'apply', adoptExisting: true });
    dispatch({ 'adopt-existing': 'true' }, 'refs/heads/feature');
    expect(failureOf(catching(() => readSettings()))).toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('input adopt-existing runs on the default branch (master) only'),
    });
    dispatch({ 'adopt-existing': 'false' }, 'refs/heads/master');
    expect(readSettings().mode).toBe('reviews');
  });
});
