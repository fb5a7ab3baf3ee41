import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import {
  action,
  baseBranchConfig,
  emulator,
  FORK_TOKEN,
  github,
  hostileServer,
  prComments,
  prPayload,
  repo,
  useActionWorld,
} from '../support/action-world.js';
import { countMetric, FAST_CONFIG, yamlDocuments } from '../support/repo.js';

useActionWorld();

const CONTENTS = 'GET /repos/{owner}/{repo}/contents/{path}';

/** A pull request's run while GitHub refuses every connection (nothing listens on its port). */
async function withGitHubUnreachable(inputs: Record<string, string> = {}) {
  const closed = await hostileServer();
  await closed.close();
  return action('pull_request', prPayload(), inputs, {
    GITHUB_API_URL: closed.url,
    METRICS_AS_CODE_GITHUB_TIMEOUT_MS: '400',
  });
}

describe('pull request: a bad day', () => {
  it('with GitHub unreachable, still checks locally and names the invalid definition, in bounded time', async () => {
    // Observed: retried for about 60 s, then "no definition read", the invalid definition never
    // named, and "GitHub answered 500 getaddrinfo ENOTFOUND" with advice about permissions.
    await repo.write('metrics/broken.yaml', 'name: ab\ntype: sum\n');
    const started = Date.now();
    const run = await withGitHubUnreachable();
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error title=metrics-as-code name\.length,file=metrics\/broken\.yaml,line=1/,
    );
    expect(run.summary).toMatch(/GitHub could not be reached: the connection was refused/);
    expect(run.summary).toMatch(/The run did not finish:.*checked the definitions locally only/);
    expect(run.outputs).toMatchObject({ valid: 'false' });
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/answered 500|needs `pull-requests: write`/);
    expect(emulator.stats()).toMatchObject({ dryRuns: 0 });
  });

  it('with GitHub unreachable and the config broken, says the config stopped it, not that it checked', async () => {
    // Observed: "configuration problem: Could not read the config on the base branch ... this run
    // checked the definitions locally only", over a run that had read no definition at all.
    await repo.write('metrics-as-code.yaml', 'metrics:\n  dir: 12\n');
    const run = await withGitHubUnreachable();
    expect(run.code).toBe(2);
    expect(run.report).toMatchObject({
      failure: {
        rule: 'config.invalid',
        message: expect.stringMatching(
          /^the configuration has errors \(listed\): nothing was checked\. Also: could not read the config on the base branch master: GitHub could not be reached/,
        ),
      },
      summary: { errors: 1 },
    });
    expect(run.summary).not.toContain('locally only');
  });

  it('with GitHub failing the base config read (503s), still checks locally and says what failed', async () => {
    // Observed: "configuration problem" in one line after GitHub's 503s, and the invalid definition
    // of the pull request never named: only a connection that failed ran the local checks.
    await repo.write('metrics/broken.yaml', 'name: ab\ntype: sum\n');
    github.inject({ route: CONTENTS, times: 100, fault: { kind: 'status', status: 503 } });
    const run = await action('pull_request', prPayload(), {}, { METRICS_AS_CODE_GITHUB_TIMEOUT_MS: '400' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error title=metrics-as-code name\.length,file=metrics\/broken\.yaml,line=1/,
    );
    expect(run.summary).toMatch(/GitHub answered 503/);
    expect(run.summary).toMatch(/The run did not finish:.*checked the definitions locally only/);
    expect(emulator.stats()).toMatchObject({ dryRuns: 0 });
    // GitHub answered: the comment is still tried, and carries the local checks.
    expect(prComments()[0]!.body).toMatch(/name must be 3 to 200 characters/);
    // A token GitHub refuses is the workflow's to fix (exit 2): the local checks are still shown.
    github.clearFaults();
    const refused = await action('pull_request', prPayload(), { 'github-token': 'ghs_revoked_token' });
    expect(refused.code).toBe(2);
    expect(refused.summary).toMatch(/GitHub answered 401.*Check the github-token input/);
    expect(refused.summary).toMatch(/name must be 3 to 200 characters/);
  });

  it('in mode validate with GitHub unreachable, reports the checks and says no comment could be written', async () => {
    await repo.write('metrics/broken.yaml', 'name: ab\ntype: sum\n');
    const run = await withGitHubUnreachable({ mode: 'validate' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error title=metrics-as-code name\.length,file=metrics\/broken\.yaml,line=1/,
    );
    // The base branch's config (its guards) could not be read: said once, and no write is tried.
    expect(run.summary).toMatch(/GitHub could not be reached: the connection was refused/);
    expect(run.stdout).toMatch(
      /::warning::Did not update the pull request comment: GitHub could not be reached/,
    );
    expect(run.stdout).not.toMatch(/needs `pull-requests: write`/);
    expect(run.outputs).toMatchObject({ valid: 'false' });
  });
});

describe('pull request: the Console API down', () => {
  it('still reports the local checks, and names what could not be reached and what it cost', async () => {
    await repo.write('metrics/broken.yaml', 'name: ab\ntype: sum\n');
    const closed = await hostileServer();
    await closed.close(); // nothing listens there: the Console API is down
    baseBranchConfig({ ...FAST_CONFIG, apiUrl: closed.url });
    const run = await action('pull_request', prPayload(), { 'api-url': '' });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(
      /::error title=metrics-as-code name\.length,file=metrics\/broken\.yaml,line=1/,
    );
    expect(run.summary).toMatch(/cannot be reached \(could not connect \(ECONNREFUSED\)\)/);
    expect(run.summary).toMatch(/No definition reached the Console API/);
    expect(prComments()[0]!.body).toMatch(/name must be 3 to 200 characters/);
  });
});

describe('pull request: the trust boundary', () => {
  it("never sends the key where the pull request's own config points", async () => {
    const hostile = await hostileServer();
    try {
      // The base branch's config says where the Console API is; the PR's config says otherwise.
      baseBranchConfig({ ...FAST_CONFIG, apiUrl: emulator.url });
      await repo.write('metrics-as-code.yaml', stringify({ ...FAST_CONFIG, apiUrl: hostile.url }));
      const run = await action('pull_request', prPayload(), { 'api-url': '' });
      expect(run.code, run.stderr + run.stdout).toBe(0);
      expect(hostile.seen).toEqual([]);
      expect(emulator.stats()).toMatchObject({ dryRuns: 2 });
      expect(prComments()[0]!.body).toMatch(
        /changes (`|<\/?code>)apiUrl(`|<\/?code>) in the config: that takes effect after merge/,
      );
    } finally {
      await hostile.close();
    }
  });

  it("a pull request that mends the base branch's unusable state.branch is checked locally and can merge", async () => {
    // Observed: with `state.branch: master` merged into the base branch's config, every plan
    // stopped (exit 2, "give it a branch of its own"), the pull request that did so too, told that
    // its change "takes effect after merge": with the plan a required check, nothing could merge.
    const broken = { ...FAST_CONFIG, apiUrl: emulator.url, state: { branch: 'master' } };
    baseBranchConfig(broken);
    await repo.write('metrics-as-code.yaml', stringify(broken));
    const untouched = await action('pull_request', prPayload(), { 'api-url': '' });
    expect(untouched.code).toBe(2);
    await repo.write('metrics-as-code.yaml', stringify({ ...FAST_CONFIG, apiUrl: emulator.url }));
    const mending = await action('pull_request', prPayload(), { 'api-url': '' });
    expect(mending.code, mending.stdout).toBe(0);
    expect(emulator.stats().dryRuns).toBe(0);
    expect(mending.summary).toContain(
      "No dry run: the config of the base branch <code>master</code> could not be used (state.branch is <code>master</code>, the repository's default branch); this pull request changes <code>state</code>, which takes effect after merge, so its definitions were checked locally.",
    );
  });

  it("keeps the base branch's policy and onChange, whatever the pull request's config says", async () => {
    // Observed: a pull request switched off `policy` and `onChange: fail` in its own config, and a
    // violating metric planned green without a word.
    const guards = { policy: { namePattern: { pattern: '^team_[a-z_]+$' } }, onChange: 'fail' };
    baseBranchConfig({ ...FAST_CONFIG, apiUrl: emulator.url, ...guards });
    await repo.write('metrics-as-code.yaml', stringify({ ...FAST_CONFIG, apiUrl: emulator.url }));
    const run = await action('pull_request', prPayload(), { 'api-url': '' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/policy\.namePattern/);
    expect(prComments()[0]!.body).toMatch(
      /changes (`|<\/?code>)policy(`|<\/?code>), (`|<\/?code>)onChange(`|<\/?code>) in the config/,
    );
    // Observed: the same pull request passed where its checks ran locally only: from a fork (or
    // with no api-key: the same path), or in mode validate without a comment. The base branch's
    // guards apply there too.
    const fork = prPayload();
    fork.pull_request.head.repo.full_name = 'someone-else/Hello-World';
    for (const [payload, inputs] of [
      [fork, { 'api-key': '', 'github-token': FORK_TOKEN }],
      [prPayload(), { mode: 'validate', comment: 'false' }],
    ] as const) {
      const local = await action('pull_request', payload, { 'api-url': '', ...inputs });
      expect(local.code, JSON.stringify(inputs)).toBe(1);
      expect(local.summary).toMatch(/policy\.namePattern/);
    }
  });

  it("reads the reviews of the base branch's watched configs only: a pull request adds none", async () => {
    // Observed: a pull request that listed another dynamic config in its own config had that
    // config's reviews (authors' emails too) read with the key and posted in its comment.
    baseBranchConfig({ ...FAST_CONFIG, apiUrl: emulator.url, dynamicConfigs: [{ id: 'checkout_flow' }] });
    const watched = [{ id: 'checkout_flow' }, { id: 'search_ranking' }];
    await repo.write(
      'metrics-as-code.yaml',
      stringify({ ...FAST_CONFIG, apiUrl: emulator.url, dynamicConfigs: watched }),
    );
    const run = await action('pull_request', prPayload(), { 'api-url': '' });
    expect(run.code, run.stdout).toBe(0);
    const body = prComments()[0]!.body;
    expect(body).toContain('rv_checkout_');
    expect(body).not.toContain('rv_search_');
    expect(body).toMatch(/changes (`|<\/?code>)dynamicConfigs(`|<\/?code>) in the config/);
  });

  it('shows on its row each policy exception a definition of the pull request takes', async () => {
    // Observed: a pull request wrote `# metrics-as-code: allow policy.namePattern: ...` above its
    // new metric, and the base branch's naming policy let it through without a word (a ✅ row).
    const policy = { namePattern: { pattern: '^checkout_[a-z]+$' }, requireDescription: 'warning' };
    baseBranchConfig({ ...FAST_CONFIG, apiUrl: emulator.url, policy });
    const exception = '# metrics-as-code: allow policy.namePattern: the <b>old</b> dashboards read it\n';
    const allowed = `${exception}# metrics-as-code: allow policy.requireDescription: obvious\n`;
    const { description: _, ...undescribed } = countMetric('CheckoutStarted');
    await repo.write(
      'metrics/checkout.yaml',
      `${allowed}${yamlDocuments([undescribed, countMetric('checkout_completed')])}`,
    );
    const run = await action('pull_request', prPayload(), { 'api-url': '' });
    expect(run.code, run.stdout).toBe(0);
    const body = prComments()[0]!.body;
    const row = body.split('\n').find((line) => line.includes('| CheckoutStarted |'))!;
    expect(row).toContain(
      'policy exceptions: policy.namePattern (the &lt;b&gt;old&lt;/b&gt; dashboards read it), policy.requireDescription (obvious)',
    );
    // An exception a definition does not need is not one it takes.
    expect(body.split('\n').find((line) => line.includes('| checkout_completed |'))).not.toContain(
      'exception',
    );
  });

  it("with no config on the base branch, uses none of the pull request's, and checks it locally", async () => {
    // Observed: the pull request that adopts the tool (its workflow, its config with apiUrl, its
    // first definitions) failed with exit 2, "no Console API URL: set apiUrl in
    // metrics-as-code.yaml", which it had just done: the URL takes effect after the merge.
    const hostile = await hostileServer();
    try {
      await repo.write('metrics-as-code.yaml', stringify({ apiUrl: hostile.url }));
      const run = await action('pull_request', prPayload(), { 'api-url': '' });
      expect(run.code, run.stdout).toBe(0);
      expect(hostile.seen).toEqual([]);
      expect(run.outputs).toMatchObject({ valid: 'true', errors: '0', 'to-create': '2' });
      expect(prComments()[0]!.body).toContain(
        'No dry run: the Console API URL is set only in the config of this change',
      );
      // With no URL anywhere, a plan is a configuration mistake, said as one.
      await repo.write('metrics-as-code.yaml', stringify({ ...FAST_CONFIG }));
      const none = await action('pull_request', prPayload(), { 'api-url': '' });
      expect(none.code).toBe(2);
      expect(none.stdout).toMatch(/no Console API URL/);
      // Observed: `valid` was "true" and `errors` "0" for a run that checked nothing with the API.
      expect(none.outputs).toMatchObject({ valid: 'false', errors: '1' });
    } finally {
      await hostile.close();
    }
  });

  it('writes its report in a temporary folder, never through a link the pull request planted', async () => {
    // Observed: with RUNNER_TEMP empty the report went to the checkout, and a link committed in
    // its place had the Action overwrite the file it pointed to, outside the repository.
    const outside = await mkdtemp(join(tmpdir(), 'mac-outside-'));
    try {
      await writeFile(join(outside, 'precious'), 'keep me');
      await symlink(join(outside, 'precious'), join(repo.dir, 'metrics-as-code-report-step.json'));
      const run = await action('pull_request', prPayload(), {}, { RUNNER_TEMP: '' });
      expect(run.code).toBe(0);
      expect(await readFile(join(outside, 'precious'), 'utf8')).toBe('keep me');
      expect(run.outputs.report?.startsWith(repo.dir)).toBe(false);
      expect(run.report).toMatchObject({ summary: { create: 2 } });
    } finally {
      await rm(outside, { recursive: true, force: true });
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
