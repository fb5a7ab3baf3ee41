import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { startEmulator } from '../../src/emulator/server.js';
import { webhookPayload } from '../support/action-runner.js';
import {
  action,
  emulator,
  FORK_TOKEN,
  github,
  MARKER,
  prComments,
  prPayload,
  REPO,
  repo,
  useActionWorld,
} from '../support/action-world.js';
import { countMetric, FAST_CONFIG, yamlDocuments } from '../support/repo.js';

useActionWorld();

describe('pull request: plan', () => {
  it('creates the one comment, leaves it alone when nothing changed, edits it in place when something did', async () => {
    // The bundle as a runner runs it: the other tests run the same code in this process.
    const first = await action('pull_request', prPayload(), {}, {}, { bundled: true });
    expect(first.code, first.stderr + first.stdout).toBe(0);
    expect(first.outputs).toMatchObject({ valid: 'true', errors: '0', 'to-create': '2', created: '[]' });
    // Observed: a run that passed said nothing of its result in the step's log.
    expect(first.stdout).toContain(
      'plan: 2 to create, 0 unchanged, 0 changed, 0 removed, 0 invalid; 0 errors, 0 warnings (the job summary has the report)',
    );
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

  it('two catalogues of a monorepo keep a comment each, each headline naming its folder', async () => {
    // Observed: a pull request touching two catalogues (two steps, one working-directory each)
    // had one comment, which each step rewrote: the first catalogue's result vanished.
    for (const [dir, name] of [
      ['apps/web', 'web_signups'],
      ['apps/shop', 'shop_orders'],
    ] as const) {
      await repo.write(`${dir}/metrics-as-code.yaml`, stringify(FAST_CONFIG));
      await repo.write(`${dir}/metrics/a.yaml`, yamlDocuments([countMetric(name)]));
    }
    for (const dir of ['apps/web', 'apps/shop'])
      expect((await action('pull_request', prPayload(), { 'working-directory': dir })).code).toBe(0);
    const bodies = prComments().map((comment) => comment.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatch(
      /^<!-- metrics-as-code:comment\/apps\/web -->\n\n### ✅ metrics-as-code plan \(apps\/web\): 1 to create/,
    );
    expect(bodies[0]).toContain('web_signups');
    // Its locations link through its folder (they were not links at all outside the root).
    expect(bodies[0]).toContain(
      '[metrics/a.yaml:1](https://github.com/Codertocat/Hello-World/blob/ec26c3e57ca3a959ca5aad62de7213c562f8c821/apps/web/metrics/a.yaml#L1)',
    );
    expect(bodies[1]).toMatch(
      /^<!-- metrics-as-code:comment\/apps\/shop -->\n\n### ✅ metrics-as-code plan \(apps\/shop\): 1 to create/,
    );
    expect(bodies[1]).toContain('shop_orders');
  });

  it('annotates each diagnostic at its file and line, fails the step, and writes the JSON report', async () => {
    await repo.write(
      'metrics/broken.yaml',
      'name: checkout_ratio\ntype: ratio\nunitTypes: [userID]\nmetricEvents:\n  - name: purchase\n    type: value\n',
    );
    // Two steps of one job share the runner's temp folder (here, with a step id each).
    const job = { RUNNER_TEMP: await mkdtemp(join(tmpdir(), 'mac-job-')) };
    const run = await action('pull_request', prPayload(), {}, { ...job, GITHUB_ACTION: 'plan' });
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
    // Observed: a second step of the same job wrote its report over the first's, whose `report`
    // output then named the other step's report.
    await repo.remove('metrics/broken.yaml');
    const second = await action(
      'pull_request',
      prPayload(),
      { mode: 'validate' },
      { ...job, GITHUB_ACTION: 'check_2' },
    );
    expect(second.code).toBe(0);
    expect(second.outputs.report).not.toBe(run.outputs.report);
    expect(await readFile(run.outputs.report!, 'utf8')).toBe(run.reportText);
  });

  it('reads a file with a YAML error and annotates it', async () => {
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

  it('on pull_request_target comments on a fork pull request, and still sends nothing to the Console', async () => {
    // Observed: with `on: pull_request_target` (whose token may write, for forks too) a fork's pull
    // request got no comment, and the summary said its token was read-only and the key absent.
    const payload = prPayload();
    payload.pull_request.head.repo.full_name = 'someone-else/Hello-World';
    const run = await action('pull_request_target', payload);
    expect(run.code, run.stdout).toBe(0);
    expect(emulator.stats().requests).toBe(0);
    const body = prComments()[0]!.body;
    expect(body).toContain('checkout_started');
    expect(body).toMatch(/from a fork, so its definitions were checked locally only/);
    expect(body).not.toMatch(/no access to the Console API key|read-only/);
  });

  it('on pull_request_target with the base branch checked out, says to check out the pull request (exit 2)', async () => {
    // pull_request_target checks out the base branch unless told otherwise: its definitions are
    // not the pull request's, and a broken one of the pull request would plan green.
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: repo.dir,
        encoding: 'utf8',
      }).trim();
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    const base = git('rev-parse', 'HEAD');
    const run = await action('pull_request_target', prPayload(), {}, { GITHUB_SHA: base });
    expect(run.code, run.stdout).toBe(2);
    expect(run.stdout).toContain("the checkout is the base branch's commit");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, as written
    expect(run.stdout).toContain('ref: ${{ github.event.pull_request.head.sha }}');
    expect(emulator.stats().requests).toBe(0);
    // A reviews run reads no definition, whichever commit is checked out.
    const reviews = await action(
      'pull_request_target',
      prPayload(),
      { mode: 'reviews' },
      { GITHUB_SHA: base },
    );
    expect(reviews.code, reviews.stdout).toBe(0);
    // The pull request's head (or its merge commit) checked out: planned as usual.
    const head = await action('pull_request_target', prPayload(), {}, { GITHUB_SHA: 'f'.repeat(40) });
    expect(head.code, head.stdout).toBe(0);
  });

  it('on a closed pull request, dry-runs nothing and leaves the comment as the merge left it', async () => {
    // Before: a workflow that also runs on `closed` re-planned the merged pull request, dry-ran
    // what the merge had just created and rewrote the comment without its "created" line.
    github.addComment(REPO, 2, 'github-actions[bot]', `${MARKER}\nplan\n\n2 metrics created`);
    const closed = webhookPayload('pull_request', (p) => p.action === 'closed');
    const run = await action('pull_request', closed);
    expect(run.code, run.stdout).toBe(0);
    expect(emulator.stats().requests).toBe(0);
    expect(prComments().map((comment) => comment.body)).toEqual([`${MARKER}\nplan\n\n2 metrics created`]);
    expect(run.summary).toContain('The pull request is closed, so nothing was dry-run');
  });

  it('a re-run of an older commit leaves the comment to the run of the newer head', async () => {
    // Before: re-running an older workflow run of the pull request wrote that commit's plan over
    // the comment the newer head's run had left.
    github.addComment(REPO, 2, 'github-actions[bot]', `${MARKER}\nthe newer head's plan`);
    github.state.repo(REPO).issues.get(2)!.pull!.headSha = 'f'.repeat(40);
    const run = await action('pull_request', prPayload());
    expect(run.code, run.stdout).toBe(0);
    expect(prComments().map((comment) => comment.body)).toEqual([`${MARKER}\nthe newer head's plan`]);
    expect(run.stdout).toContain(
      'No PR comment: the pull request has moved on to fffffff since this run (ec26c3e): the comment is left to the run of its newest commit.',
    );
  });

  it('without an api-key, plans against the ledger only and says why', async () => {
    const run = await action('pull_request', prPayload(), { 'api-key': '' });
    expect(run.code).toBe(0);
    expect(emulator.stats().requests).toBe(0);
    expect(prComments()[0]!.body).toMatch(/The api-key input is empty/);
    expect(run.outputs['to-create']).toBe('2');
  });

  it('on a locked pull request, warns that it is locked, not that a permission is missing', async () => {
    // Observed: "GitHub answered 403 "Unable to create comment because issue is locked.". Give the
    // workflow's token "pull-requests: write" ...": advice no permission can follow.
    github.state.repo(REPO).issues.get(2)!.locked = true;
    const run = await action('pull_request', prPayload());
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /::warning::Did not update the pull request comment: .*issue is locked\.". The conversation is locked/,
    );
    expect(run.stdout).not.toMatch(/pull-requests: write/);
    expect(prComments()).toEqual([]);
    expect(run.summary).toContain('metrics-as-code plan');
  });

  it("with a GitHub App's token, edits the App's comment rather than adding one each run", async () => {
    // Observed: with a token from actions/create-github-app-token, GET /user is refused, the
    // comment's author was taken to be github-actions[bot], and every run added a new comment.
    const APP_TOKEN = 'ghs_app_installation_token_e2e';
    github.addToken(APP_TOKEN, { login: 'metrics-app[bot]', kind: 'installation' });
    await action('pull_request', prPayload(), { 'github-token': APP_TOKEN });
    await repo.write('metrics/more.yaml', yamlDocuments([countMetric('checkout_abandoned')]));
    await action('pull_request', prPayload(), { 'github-token': APP_TOKEN });
    const comments = prComments();
    expect(comments.map((comment) => comment.user.login)).toEqual(['metrics-app[bot]']);
    expect(comments[0]!.body).toContain('checkout_abandoned');
  });

  it('warns, and does not fail, when the token may not comment', async () => {
    const run = await action('pull_request', prPayload(), { 'github-token': FORK_TOKEN });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /::warning::Did not update the pull request comment: could not .*pull-requests: write/,
    );
    expect(prComments()).toEqual([]);
    expect(run.outputs.valid).toBe('true');
  });

  it('a token GitHub does not know is told to be checked, not given a permission', async () => {
    // Observed: "... the token is missing, wrong or expired. The job needs `pull-requests: write`."
    const run = await action('pull_request', prPayload(), { 'github-token': 'ghs_revoked_token' });
    expect(run.code).toBe(2);
    expect(run.stdout).toContain(
      '::warning::Did not update the pull request comment: could not find out which account the GitHub token belongs to: GitHub answered 401 "Bad credentials". Check the github-token input: the token is missing, wrong or expired.\n',
    );
  });

  it('stops on a refused key with a clear message and without the key anywhere', async () => {
    const run = await action('pull_request', prPayload(), { 'api-key': 'console-wrong-key-abcdef123' });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain('refused the API key');
    expect(run.everything).not.toContain('console-wrong-key-abcdef123');
    expect(prComments()[0]?.body ?? '').not.toContain('console-wrong-key');
  });

  it('a key as short as a word (the emulator takes any) hides no word of the report', async () => {
    const shortKeyed = await startEmulator({ apiKeys: ['short'] });
    try {
      await repo.write('metrics/short.yaml', 'name: short\ntype: nope\n');
      const inputs = { 'api-key': 'short', 'api-url': shortKeyed.url };
      const run = await action('pull_request', prPayload(), inputs);
      expect(run.code).toBe(1);
      expect(run.summary).toContain('metrics/short.yaml');
      expect(prComments()[0]?.body).toContain('short.yaml');
      expect(run.everything).not.toContain('REDACTED');
    } finally {
      await shortKeyed.close();
    }
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

  it('keeps the comment to its caps with 300 invalid definitions, and the summary complete', async () => {
    // Each is invalid once: a directionality the contract does not have. Past the comment's caps
    // (100 rows, 50 diagnostics) the size no longer matters here: test/report/markdown-fit.test.ts
    // renders reports of any size under the limit.
    const documents = Array.from({ length: 300 }, (_, i) =>
      countMetric(`bulk_metric_${i}`, { directionality: 'sideways' }),
    );
    for (let file = 0; file < 10; file++) {
      await repo.write(
        `metrics/bulk_${file}.yaml`,
        yamlDocuments(documents.slice(file * 30, file * 30 + 30)),
      );
    }
    const run = await action('pull_request', prPayload());
    expect(run.code).not.toBe(0);
    const body = prComments()[0]!.body;
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toMatch(/job summary/i);
    expect(Number(run.outputs.errors)).toBeGreaterThanOrEqual(300);
    // The two definitions the repository already had are rows too.
    expect(body).toContain('_And 202 more rows: see the job summary._');
    expect(body).toContain('_and 250 more: see the job summary_');
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
