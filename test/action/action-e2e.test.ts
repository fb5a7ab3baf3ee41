// The bundled Action, run as a child process under Node 24 with the environment a runner sets,
// against the Console API emulator and a GitHub REST stand-in, both over loopback.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { type RunningEmulator, startEmulator } from '../../src/emulator/server.js';
import { COMMENT_MARKER, REVIEWS_ISSUE_MARKER } from '../../src/github/index.js';
import {
  type ActionRun,
  bundledAction,
  node24Path,
  runAction,
  webhookPayload,
} from '../support/action-runner.js';
import { GitHubStandin } from '../support/github-standin.js';
import { countMetric, FAST_CONFIG, makeRepo, type TempRepo, yamlDocuments } from '../support/repo.js';

const REPO = 'Codertocat/Hello-World';
const TOKEN = 'ghs_installationtoken_e2e';
const FORK_TOKEN = 'ghs_forktoken_e2e';
const KEY = 'console-e2e-SECRET-key-9d41c7';
const MARKER = COMMENT_MARKER;
const STATE_BRANCH = 'metrics-as-code/state';
const MERGE_SHA = '6113728f27ae82c7b1a177c8d03f9e96e0adf246';

let emulator: RunningEmulator;
let github: GitHubStandin;
let repo: TempRepo;
const runs: ActionRun[] = [];

beforeAll(async () => {
  // Fetching node 24 and bundling take a while once; every test after that reuses them.
  await Promise.all([node24Path(), bundledAction()]);
}, 180_000);

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
  repo = await makeRepo({ ...FAST_CONFIG, dynamicConfigs: [{ id: 'checkout_flow' }] });
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
  // Whatever a run showed or sent, the API key is in none of it.
  for (const run of runs) expect(run.everything).not.toContain(KEY);
});

async function action(
  eventName: string,
  payload: unknown,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
) {
  const result = await runAction({
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

const prPayload = () => webhookPayload('pull_request', (p) => p.action === 'opened');
const pushPayload = () => webhookPayload('push', (p) => p.ref === 'refs/heads/master');
const prComments = () => github.comments(REPO, 2);

describe('pull request: plan', () => {
  it('creates the one comment, leaves it alone when nothing changed, edits it in place when something did', async () => {
    const first = await action('pull_request', prPayload());
    expect(first.code, first.stderr + first.stdout).toBe(0);
    expect(first.outputs).toMatchObject({ valid: 'true', errors: '0', 'to-create': '2', created: '[]' });
    expect(emulator.stats()).toMatchObject({ dryRuns: 2, creates: 0 });
    const comments = prComments();
    expect(comments).toHaveLength(1);
    expect(comments[0]!.user.login).toBe('github-actions[bot]');
    expect(comments[0]!.body).toContain(MARKER);
    expect(comments[0]!.body).toContain('checkout_started');
    expect(first.outputs['comment-id']).toBe(String(comments[0]!.id));
    // The watched config's open reviews are beside the plan.
    expect(comments[0]!.body).toContain('checkout_flow');

    const writesBefore = github.writes().length;
    const second = await action('pull_request', prPayload());
    expect(second.code).toBe(0);
    expect(github.writes().length).toBe(writesBefore);

    await repo.write('metrics/more.yaml', yamlDocuments([countMetric('checkout_abandoned')]));
    const third = await action('pull_request', prPayload());
    expect(third.outputs['to-create']).toBe('3');
    expect(prComments()).toHaveLength(1);
    expect(prComments()[0]!.body).toContain('checkout_abandoned');
    expect(
      github
        .writes()
        .slice(writesBefore)
        .map((request) => request.method),
    ).toEqual(['PATCH']);
  });

  it('annotates each diagnostic at its file and line, fails the step, and writes the JSON report', async () => {
    await repo.write(
      'metrics/broken.yaml',
      'name: checkout_ratio\ntype: ratio\nunitTypes: [userID]\nmetricEvents:\n  - name: purchase\n    type: value\n',
    );
    const run = await action('pull_request', prPayload());
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(
      /::error (title=metrics-as-code ratio\.event-aggregation,)?.*file=metrics\/broken\.yaml,line=6,/,
    );
    expect(run.outputs).toMatchObject({ valid: 'false', errors: '1' });
    const report = run.report as { diagnostics: Array<{ rule: string; line: number }> };
    expect(report.diagnostics).toContainEqual(
      expect.objectContaining({ rule: 'ratio.event-aggregation', line: 6 }),
    );
    expect(run.summary).toContain('ratio.event-aggregation');
  });

  it('reads a file with a YAML error by the full reader, loaded on first need, and annotates it', async () => {
    await repo.write('metrics/syntax.yaml', 'name: syntax_error\ntype: sum\ntags: [open\n');
    const run = await action('pull_request', prPayload());
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(
      /::error (title=metrics-as-code yaml\.syntax,)?.*file=metrics\/syntax\.yaml,line=\d+,/,
    );
    expect(run.outputs).toMatchObject({ valid: 'false' });
  });

  it('links files at the PR head, so a new merge commit of the same head rewrites nothing', async () => {
    await repo.write('metrics/broken.yaml', 'name: broken_ratio\ntype: ratio\n\n\n\nmetricEvent: []\n');
    const head = prPayload().pull_request.head.sha as string;
    await action('pull_request', prPayload(), {}, { GITHUB_SHA: 'd'.repeat(40) });
    expect(prComments()[0]!.body).toContain(`/blob/${head}/metrics/broken.yaml#L6`);
    const writesBefore = github.writes().length;
    await action('pull_request', prPayload(), {}, { GITHUB_SHA: 'e'.repeat(40) });
    expect(github.writes().length).toBe(writesBefore);
  });

  it('gives a fork pull request local validation only, says so, and writes nothing to GitHub', async () => {
    const payload = prPayload();
    payload.pull_request.head.repo.full_name = 'someone-else/Hello-World';
    const run = await action('pull_request', payload, { 'api-key': '', 'github-token': FORK_TOKEN });
    expect(run.code).toBe(0);
    expect(run.summary).toMatch(/fork/i);
    expect(run.summary).toMatch(/local validation only/i);
    expect(github.writes()).toEqual([]);
    expect(emulator.stats().requests).toBe(0);
    expect(run.outputs.valid).toBe('true');
  });

  it('without an api-key, plans against the ledger only and says why', async () => {
    const run = await action('pull_request', prPayload(), { 'api-key': '' });
    expect(run.code).toBe(0);
    expect(emulator.stats().requests).toBe(0);
    expect(prComments()[0]!.body).toMatch(/No api-key input was given/);
    expect(run.outputs['to-create']).toBe('2');
  });

  it('warns, and does not fail, when the token may not comment', async () => {
    const run = await action('pull_request', prPayload(), { 'github-token': FORK_TOKEN });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/::warning::Could not update the pull request comment.*pull-requests: write/);
    expect(prComments()).toEqual([]);
    expect(run.outputs.valid).toBe('true');
  });

  it('stops on a refused key with a clear message and without the key anywhere', async () => {
    const run = await action('pull_request', prPayload(), { 'api-key': 'console-wrong-key-abcdef123' });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain('refused the API key');
    expect(run.everything).not.toContain('console-wrong-key-abcdef123');
    expect(prComments()[0]?.body ?? '').not.toContain('console-wrong-key');
  });

  it('renders hostile definitions and reviews inert: no HTML, no ping, no forged marker, no broken table', async () => {
    await repo.write(
      'metrics/hostile.yaml',
      yamlDocuments([
        { name: '<img src=x onerror=alert(1)> @octocat | `x`', type: 'event_count_custom' },
        countMetric('hostile_description', {
          description: '<!-- metrics-as-code:comment --> @octocat <script>x</script>',
        }),
      ]),
    );
    const run = await action('pull_request', prPayload());
    expect(run.code).not.toBe(0);
    const body = prComments()[0]!.body;
    expect(body.split(MARKER)).toHaveLength(2);
    expect(body).not.toContain('<img');
    expect(body).not.toContain('<script');
    expect(body).not.toMatch(/(^|[^\w`])@octocat/);
    expect(body).not.toMatch(/(^|[^\w`])@mira\b/);
    for (const line of body.split('\n').filter((l) => l.startsWith('|'))) {
      // Every row of a table has as many cells as its header: an inert `|` never splits a cell.
      expect(line.replace(/\\\|/g, '').split('|').length).toBeGreaterThan(2);
    }
  });

  it('keeps the comment under 65,536 characters with 5,000 invalid definitions, and the summary complete', async () => {
    // Each is invalid once: a directionality the contract does not have.
    const documents = Array.from({ length: 5000 }, (_, i) =>
      countMetric(`bulk_metric_${i}`, { directionality: 'sideways' }),
    );
    for (let file = 0; file < 10; file++) {
      await repo.write(
        `metrics/bulk_${file}.yaml`,
        yamlDocuments(documents.slice(file * 500, file * 500 + 500)),
      );
    }
    const run = await action('pull_request', prPayload());
    expect(run.code).not.toBe(0);
    const body = prComments()[0]!.body;
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toMatch(/job summary/i);
    expect(Number(run.outputs.errors)).toBeGreaterThanOrEqual(5000);
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(1024 * 1024);
    for (let file = 0; file < 10; file++) expect(run.summary).toContain(`metrics/bulk_${file}.yaml`);
    // GitHub shows 10 error annotations a step: 9 diagnostics and the failure message itself, which
    // is one of the ten (an 11th would be dropped). The summary says how many more there are.
    const errors = run.stdout.match(/^::error.*$/gm) ?? [];
    expect(errors).toHaveLength(10);
    expect(run.stdout.match(/^::error .*file=/gm)).toHaveLength(9);
    // Observed: "5000 error(s), 0 failed: see the report", though the report is the job summary.
    expect(errors.at(-1)).toMatch(/^::error::metrics-as-code: \d+ errors: the job summary lists every one$/);
  }, 120_000);
});

/** A loopback server that records every request it gets (what an attacker would run). */
async function hostileServer() {
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

describe('pull request: the trust boundary', () => {
  // The second base config is read by the full YAML reader, which the Action loads on first need.
  it.each([
    ['plain', (url: string) => stringify({ ...FAST_CONFIG, apiUrl: url })],
    [
      'tagged',
      (url: string) => stringify({ ...FAST_CONFIG, apiUrl: url }).replace(/^apiUrl: /m, 'apiUrl: !!str '),
    ],
  ])(
    "never sends the key where the pull request's own config points (the base branch's config %s)",
    async (how, baseConfig) => {
      const hostile = await hostileServer();
      try {
        // The base branch's config says where the Console API is; the PR's config says otherwise.
        const base = baseConfig(emulator.url);
        expect(base).toContain(`apiUrl: ${how === 'tagged' ? '!!str ' : ''}http`);
        github.state.commitOnBranch(
          github.state.repo(REPO),
          'master',
          { 'metrics-as-code.yaml': base },
          'config',
        );
        await repo.write('metrics-as-code.yaml', stringify({ ...FAST_CONFIG, apiUrl: hostile.url }));
        const run = await action('pull_request', prPayload(), { 'api-url': '' });
        expect(run.code, run.stderr + run.stdout).toBe(0);
        expect(hostile.seen).toEqual([]);
        expect(emulator.stats()).toMatchObject({ dryRuns: 2 });
        expect(prComments()[0]!.body).toMatch(
          /changes (`|&#96;)apiUrl(`|&#96;) in the config: that takes effect after merge/,
        );
      } finally {
        await hostile.close();
      }
    },
  );

  it("with no config on the base branch, uses none of the pull request's: no URL, exit 2", async () => {
    const hostile = await hostileServer();
    try {
      await repo.write('metrics-as-code.yaml', stringify({ apiUrl: hostile.url }));
      const run = await action('pull_request', prPayload(), { 'api-url': '' });
      expect(run.code).toBe(2);
      expect(hostile.seen).toEqual([]);
      expect(run.stdout).toMatch(/no Console API URL/);
      // Observed: `valid` was "true" and `errors` "0" for a run that checked nothing with the API.
      expect(run.outputs).toMatchObject({ valid: 'false', errors: '1' });
    } finally {
      await hostile.close();
    }
  });

  it('refuses plain http to a host other than loopback: the key would travel in clear text', async () => {
    const run = await action('pull_request', prPayload(), { 'api-url': 'http://console.example.com' });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/plain http to a host other than loopback.*allowInsecureHttp: true/);
  });
});

describe("redaction: exact, and harmless to the tool's own output", () => {
  it('keeps a metric whose name shares the public key prefix intact everywhere', async () => {
    // Observed: `console-latency` came out as `[REDACTED]latency` in the summary, comment and report.
    await repo.write('metrics/latency.yaml', yamlDocuments([countMetric('console-latency')]));
    const run = await action('pull_request', prPayload());
    expect(run.code, run.stdout).toBe(0);
    expect(run.summary).toContain('console-latency');
    expect(prComments()[0]!.body).toContain('console-latency');
    const report = run.report as { items: Array<{ id: string }> };
    expect(report.items.map((item) => item.id)).toContain('console-latency::event_count_custom');
    expect(run.everything).not.toContain('[REDACTED]');
  });

  it('with a one-character key, the JSON report stays valid and the comment intact', async () => {
    for (const key of ['a', '"', '1']) {
      const run = await action('pull_request', prPayload(), { 'api-key': key });
      expect(run.code).toBe(4);
      expect(run.report).toMatchObject({ summary: expect.any(Object) });
      expect(prComments()[0]!.body).toContain('checkout_started');
    }
  });
});

describe('push to the default branch: apply', () => {
  it('creates, records the ledger on the state branch, and adds what was created to the merged PR', async () => {
    github.addPullRequest(REPO, 'Codertocat', {
      title: 'Metrics',
      headRef: 'metrics',
      headSha: 'a'.repeat(40),
      merged: true,
      mergeCommitSha: MERGE_SHA,
    });
    const pr = github.state.repo(REPO).nextNumber - 1;
    github.addComment(REPO, pr, 'github-actions[bot]', `${MARKER}\nplan: 2 to create`);

    const run = await action('push', pushPayload(), {}, { GITHUB_REF: 'refs/heads/master' });
    expect(run.code, run.stdout).toBe(0);
    // Progress as plain lines in the log, folded in one group.
    expect(run.stdout).toMatch(
      /::group::metrics-as-code: progress\ncreating 0\/2 · 0 created, 0 failed\ncreating 2\/2 · 2 created, 0 failed\n::endgroup::/,
    );
    expect(JSON.parse(run.outputs.created!).sort()).toEqual([
      'checkout_completed::event_count_custom',
      'checkout_started::event_count_custom',
    ]);
    expect(emulator.metrics()).toHaveLength(2);
    const ledger = JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json')!);
    expect(Object.keys(ledger.metrics).sort()).toEqual([
      'checkout_completed::event_count_custom',
      'checkout_started::event_count_custom',
    ]);
    expect(ledger.metrics['checkout_started::event_count_custom'].commit).toBe(MERGE_SHA);
    const comment = github.comments(REPO, pr)[0]!;
    expect(comment.body).toContain('plan: 2 to create');
    expect(comment.body).toMatch(/2 metrics created/);
    expect(comment.body).toContain('checkout_started');

    const again = await action('push', pushPayload(), {}, { GITHUB_REF: 'refs/heads/master' });
    expect(again.code).toBe(0);
    expect(again.outputs.created).toBe('[]');
    expect(emulator.stats().creates).toBe(2);
  });

  it('a GitHub refusal nobody expects (422 on the ledger read) still writes the summary, report and outputs', async () => {
    // The ledger's read starts at the state branch's ref.
    github.inject({
      route: 'GET /repos/{owner}/{repo}/git/ref/{ref}',
      times: 50,
      fault: { kind: 'refusal', status: 422, message: 'Validation Failed' },
    });
    const run = await action('push', pushPayload(), {}, { GITHUB_REF: 'refs/heads/master' });
    expect(run.code).toBe(2);
    expect(run.summary).toContain('The run stopped');
    expect(run.summary).toContain('GitHub answered 422 "Validation Failed"');
    expect(run.summary).toMatch(/^## ❌ metrics-as-code apply/);
    expect(run.report).toMatchObject({ failure: { rule: 'github.invalid' } });
    // The refusal that stopped the run is its one error, as the summary's headline counts it.
    expect(run.outputs).toMatchObject({ valid: 'false', errors: '1', failed: '0', created: '[]' });
    expect(run.outputs.report).toBeDefined();
    const errorLines = run.stdout.split('\n').filter((line) => line.startsWith('::error'));
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toContain('422');
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/\n\s+at /);
    expect(emulator.metrics()).toHaveLength(0);
  });

  it('bad settings (an unknown mode) still write the summary and the report, and fail in one line', async () => {
    const run = await action('push', pushPayload(), { mode: 'deploy' }, { GITHUB_REF: 'refs/heads/master' });
    expect(run.code).toBe(2);
    expect(run.summary).toContain('input mode must be one of');
    expect(run.report).toMatchObject({ failure: { rule: 'action.input' } });
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::error'))).toHaveLength(1);
  });

  it('loses nothing when two pushes race on the ledger', async () => {
    const other = await makeRepo(FAST_CONFIG);
    try {
      await other.write(
        'metrics/checkout.yaml',
        yamlDocuments([countMetric('checkout_started'), countMetric('checkout_completed')]),
      );
      await other.write(
        'metrics/search.yaml',
        yamlDocuments([countMetric('search_performed'), countMetric('search_clicked')]),
      );
      const inputs = { 'api-key': KEY, 'api-url': emulator.url, 'github-token': TOKEN };
      const env = { GITHUB_REPOSITORY: REPO, GITHUB_API_URL: github.url, GITHUB_REF: 'refs/heads/master' };
      const [first, second] = await Promise.all([
        runAction({
          cwd: repo.dir,
          eventName: 'push',
          payload: pushPayload(),
          inputs,
          env: { ...env, GITHUB_SHA: 'b'.repeat(40) },
        }),
        runAction({
          cwd: other.dir,
          eventName: 'push',
          payload: pushPayload(),
          inputs,
          env: { ...env, GITHUB_SHA: 'c'.repeat(40) },
        }),
      ]);
      runs.push(first, second);
      expect([first.code, second.code]).toEqual([0, 0]);
      const ledger = JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json')!);
      const ids = emulator.metrics().map((metric) => String(metric.id));
      expect(new Set(ids).size).toBe(ids.length);
      // A metric both runs wanted is created by one; the other leaves it to it. A run after both
      // settles anything one left to the other.
      const settle = await action('push', pushPayload(), {}, { GITHUB_REF: 'refs/heads/master' });
      expect(settle.code).toBe(0);
      const finalLedger = JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json')!);
      for (const id of Object.keys(ledger.metrics)) expect(finalLedger.metrics[id]).toBeDefined();
      expect(Object.keys(finalLedger.metrics).sort()).toEqual(
        ['checkout_completed', 'checkout_started', 'search_clicked', 'search_performed'].map(
          (name) => `${name}::event_count_custom`,
        ),
      );
      expect(emulator.stats().creates).toBe(4);
      expect(emulator.stats().duplicatesRefused).toBe(0);
    } finally {
      await other.cleanup();
    }
  });
});

describe('a changed definition: the advice and the accept-changes input', () => {
  const dispatch = (inputs: Record<string, string>, ref = 'refs/heads/master') =>
    action(
      'workflow_dispatch',
      { ref, inputs, repository: { full_name: REPO, default_branch: 'master' } },
      inputs,
      { GITHUB_REF: ref },
    );

  it('the PR comment shows the diff and names the workflow input; a dispatch with it records the change', async () => {
    expect((await action('push', pushPayload(), {}, { GITHUB_REF: 'refs/heads/master' })).code).toBe(0);
    await repo.write(
      'metrics/checkout.yaml',
      yamlDocuments([
        countMetric('checkout_started', { description: 'Checkouts begun' }),
        countMetric('checkout_completed'),
      ]),
    );
    const plan = await action('pull_request', prPayload());
    expect(plan.code, plan.stdout).toBe(0);
    const body = prComments()[0]!.body;
    expect(body).toContain(
      '<summary>Changes in <code>checkout_started::event_count_custom</code> (1 field)</summary>',
    );
    expect(body).toContain('~ description: "How often checkout_started happens" → "Checkouts begun"');
    expect(body).toContain('&#96;accept-changes: checkout_started::event_count_custom&#96;');
    expect(body).toContain(
      'metrics-as-code apply --state github --accept-changes checkout_started::event_count_custom',
    );

    // Only on the default branch: a dispatch of another ref is refused before anything is sent.
    const elsewhere = await dispatch(
      { 'accept-changes': 'checkout_started::event_count_custom' },
      'refs/heads/feature',
    );
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stdout).toContain('runs on the default branch (master) only');
    const typo = await dispatch({ 'accept-changes': 'checkout_started' });
    expect(typo.code).toBe(2);
    expect(typo.stdout).toContain('metric ids (name::type)');

    const accepted = await dispatch({ 'accept-changes': 'checkout_started::event_count_custom' });
    expect(accepted.code, accepted.stdout).toBe(0);
    const ledger = JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json')!);
    const entry = ledger.metrics['checkout_started::event_count_custom'];
    expect(entry.acceptedAt).toEqual(expect.any(String));
    expect(entry.definition.description).toBe('Checkouts begun');
    expect(emulator.stats().creates).toBe(2);
    const replanned = await action('pull_request', prPayload());
    expect(replanned.outputs['to-create']).toBe('0');
    expect(prComments()[0]!.body).not.toContain('Changes in');
  });
});

describe('schedule: reviews', () => {
  it('summarises the watched configs in the job summary and keeps one issue up to date', async () => {
    const payload = webhookPayload('workflow_dispatch');
    const run = await action('schedule', payload, { 'reviews-issue': 'true' });
    expect(run.code, run.stdout).toBe(0);
    expect(run.summary).toContain('checkout_flow');
    const issues = [...github.state.repo(REPO).issues.values()].filter((issue) =>
      issue.body?.includes(REVIEWS_ISSUE_MARKER),
    );
    expect(issues).toHaveLength(1);
    expect(issues[0]!.body).toContain('checkout_flow');
    const writes = github.writes().length;
    await action('schedule', payload, { 'reviews-issue': 'true' });
    expect(github.writes().length).toBe(writes);
  });

  it('the issue mentions the people who must act when asked, and nothing else pings anyone', async () => {
    await repo.write(
      'metrics-as-code.yaml',
      stringify({
        ...FAST_CONFIG,
        dynamicConfigs: [{ id: 'checkout_flow' }],
        reviews: { people: { g_data: '@acme/data' }, mention: true },
      }),
    );
    const payload = webhookPayload('workflow_dispatch');
    const run = await action('schedule', payload, { 'reviews-issue': 'true' });
    expect(run.code, run.stdout).toBe(0);
    const issue = [...github.state.repo(REPO).issues.values()].find((i) =>
      i.body?.includes(REVIEWS_ISSUE_MARKER),
    )!;
    expect(issue.body).toMatch(/group:g_data @acme\/data/);
    expect(issue.body).toMatch(/<!-- metrics-as-code:reviews-seen [0-9a-f ]+ -->/);
    expect(run.summary).not.toContain('@acme/data');
    const plan = await action('pull_request', prPayload());
    expect(plan.code).toBe(0);
    expect(prComments()[0]!.body).not.toContain('@acme/data');
  });

  it('a refused key fails a plan whose only Console call is the reviews read (exit 4)', async () => {
    await repo.remove('metrics/checkout.yaml');
    await repo.write('metrics/empty.yaml', '# nothing yet\n');
    const run = await action('pull_request', prPayload(), { 'api-key': 'console-wrong-key-000000' });
    expect(run.code).toBe(4);
    expect(run.stdout).toMatch(/::error::metrics-as-code: the Console API refused the API key/);
    expect(run.summary).toContain('The run stopped');
    expect(run.summary).not.toContain('No open reviews');
    expect(emulator.stats().dryRuns).toBe(0);
  });
});
