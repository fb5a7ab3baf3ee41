// The Action on a push to the default branch: apply, the ledger on the state branch, changes.
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { startEmulator } from '../../src/emulator/server.js';
import { definitionHash } from '../../src/reconcile/hash.js';
import { runAction, webhookPayload } from '../support/action-runner.js';
import {
  action,
  baseBranchConfig,
  emulator,
  FORK_TOKEN,
  github,
  KEY,
  MARKER,
  MERGE_SHA,
  prComments,
  prPayload,
  pushPayload,
  REPO,
  repo,
  runs,
  STATE_BRANCH,
  TOKEN,
  useActionWorld,
} from '../support/action-world.js';
import type { GitHubStandin } from '../support/github-standin.js';
import { countMetric, FAST_CONFIG, makeRepo, yamlDocuments } from '../support/repo.js';

useActionWorld();

/** A pull request the push merged (by default its head's), with its run's plan comment: its number. */
function mergedPullRequest(
  fields: Partial<Parameters<GitHubStandin['addPullRequest']>[2]> = {},
  plan = 'plan: 2 to create',
): number {
  const { number } = github.addPullRequest(REPO, 'Codertocat', {
    title: 'Metrics',
    headRef: 'metrics',
    headSha: 'a'.repeat(40),
    merged: true,
    mergeCommitSha: MERGE_SHA,
    ...fields,
  });
  github.addComment(REPO, number, 'github-actions[bot]', `${MARKER}\n${plan}`);
  return number;
}

describe('push to the default branch: apply', () => {
  it('creates, records the ledger on the state branch, and adds what was created to the merged PR', async () => {
    const pr = mergedPullRequest();

    const master = { GITHUB_REF: 'refs/heads/master' };
    const run = await action('push', pushPayload(), {}, master, { bundled: true });
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

  it('tells the merged PR when its apply created nothing: the key was refused', async () => {
    // Before: nothing was created, the step failed, and the merged pull request kept its plan's
    // ✅ as the last word.
    const pr = mergedPullRequest();
    const master = { GITHUB_REF: 'refs/heads/master' };
    const run = await action('push', pushPayload(), { 'api-key': 'console-revoked-key-123456' }, master);
    expect(run.code).toBe(4);
    expect(github.comments(REPO, pr)[0]!.body).toContain(
      '#### ❌ Applied after merge: 0 metrics created, 2 failed, 1 error (see the run)',
    );
  });

  it('a push that merged two pull requests (a merge queue) tells each what the push created', async () => {
    // Before: only the pull request of the pushed head got the "created" line, and it read as if
    // that pull request alone had made every metric of the push.
    const first = 'b'.repeat(40);
    const earlier = mergedPullRequest(
      { headRef: 'first', headSha: 'c'.repeat(40), mergeCommitSha: first },
      'plan: 1 to create',
    );
    const later = mergedPullRequest();
    // A commit of the push that another pull request, merged elsewhere before, also holds: that
    // one merged nothing here.
    const stacked = mergedPullRequest(
      {
        headRef: 'stacked',
        headSha: 'd'.repeat(40),
        baseRef: 'first',
        mergeCommitSha: 'e'.repeat(40),
        commits: ['d'.repeat(40)],
      },
      'plan: 1 to create',
    );
    const commits = [{ id: first }, { id: 'd'.repeat(40) }, { id: MERGE_SHA }];
    const payload = { ...pushPayload(), commits, after: MERGE_SHA };
    const run = await action('push', payload, {}, { GITHUB_REF: 'refs/heads/master' });
    expect(run.code, run.stdout).toBe(0);
    const together = `Merged in one push with pull request ${earlier}: the metrics above are the push's.`;
    expect(github.comments(REPO, later)[0]!.body).toContain(
      `2 metrics created, 0 failed\n\nCreated: checkout_completed, checkout_started\n\n${together}`,
    );
    expect(github.comments(REPO, earlier)[0]!.body).toContain(
      `Merged in one push with pull request ${later}: the metrics above are the push's.`,
    );
    expect(github.comments(REPO, stacked)[0]!.body).toBe(`${MARKER}\nplan: 1 to create`);
  });

  it('a ledger branch deleted by a clean-up stops the next apply at once, with what to do here', async () => {
    // Observed: with the state branch gone, the apply sent every definition and reported one
    // conflict per definition, advising `apply --adopt-existing` (the CLI's file ledger, not this).
    await repo.write(
      'metrics/checkout.yaml',
      yamlDocuments(Array.from({ length: 12 }, (_, i) => countMetric(`kept_${i}`))),
    );
    const push = { GITHUB_REF: 'refs/heads/master' };
    expect((await action('push', pushPayload(), {}, push)).code).toBe(0);
    github.repo(REPO).branches.delete(STATE_BRANCH);
    const run = await action('push', pushPayload(), {}, push);
    expect(run.code).toBe(2);
    expect(run.report).toMatchObject({
      failure: {
        rule: 'ledger.lost',
        message: expect.stringContaining(
          'Restore the ledger if it was lost; else record the metrics that exist with a run of this workflow (workflow_dispatch) with the input `adopt-existing` (or from a clone: `metrics-as-code apply --state github --adopt-existing`).',
        ),
      },
    });
    expect(emulator.stats().creates).toBe(12);
    // The dispatch `init`'s workflow offers records them, creating nothing.
    const dispatch = webhookPayload('workflow_dispatch');
    dispatch.repository.default_branch = 'master';
    const adopt = await action('workflow_dispatch', dispatch, { 'adopt-existing': 'true' }, push);
    expect(adopt.code, adopt.stdout).toBe(0);
    expect(Object.keys(JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json')!).metrics)).toHaveLength(12);
    expect(emulator.stats().creates).toBe(12);
  });

  it('a pull request that writes down a metric made in the console first can merge, then adopt it', async () => {
    // Observed: the plan of a pull request defining a metric that already existed in the console
    // failed (exit 1, "already exists ... record it once this pull request is merged"): with the
    // plan a required check, it could never be merged, and the adopting dispatch never run.
    const push = { GITHUB_REF: 'refs/heads/master' };
    expect((await action('push', pushPayload(), {}, push)).code).toBe(0);
    await madeInConsole(countMetric('made_in_console'));
    await repo.write('metrics/console.yaml', yamlDocuments([countMetric('made_in_console')]));
    const plan = await action('pull_request', prPayload());
    expect(plan.code, plan.stdout).toBe(0);
    expect(plan.stdout).toContain(
      "::warning title=metrics-as-code remote.conflict,file=metrics/console.yaml,line=1,col=1::`made_in_console::event_count_custom` already exists in the Console but not in this repository's ledger: if it is this definition's metric, made in the console first, record it with a run of this workflow",
    );
    expect(prComments()[0]!.body).toContain('| ⚠️ | made_in_console | event_count_custom |');
    expect((await action('push', pushPayload(), {}, push)).code).toBe(1);
    const dispatch = webhookPayload('workflow_dispatch');
    dispatch.repository.default_branch = 'master';
    const adopt = await action('workflow_dispatch', dispatch, { 'adopt-existing': 'true' }, push);
    expect(adopt.code, adopt.stdout).toBe(0);
    expect(JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json')!).metrics).toHaveProperty([
      'made_in_console::event_count_custom',
    ]);
  });

  it('writing down metrics made in the console before anything was applied can merge, then adopt', async () => {
    // Observed: with the config merged but nothing applied yet (an empty ledger), a pull request
    // defining two metrics made in the console stopped as a lost ledger (exit 2), and the adopting
    // dispatch reads the default branch, which did not define them yet: it could never pass.
    const push = { GITHUB_REF: 'refs/heads/master' };
    baseBranchConfig({ ...FAST_CONFIG, apiUrl: emulator.url });
    await repo.write('metrics-as-code.yaml', stringify({ ...FAST_CONFIG, apiUrl: emulator.url }));
    const made = [countMetric('made_first'), countMetric('made_second')];
    await madeInConsole(...made);
    await repo.write('metrics/checkout.yaml', yamlDocuments(made));
    const plan = await action('pull_request', prPayload(), { 'api-url': '' });
    expect(plan.code, plan.stdout).toBe(0);
    expect(plan.summary).toContain('all 2 metrics sent already exist in the Console');
    expect((await action('push', pushPayload(), { 'api-url': '' }, push)).code).toBe(2);
    const dispatch = webhookPayload('workflow_dispatch');
    dispatch.repository.default_branch = 'master';
    const adopt = await action(
      'workflow_dispatch',
      dispatch,
      { 'adopt-existing': 'true', 'api-url': '' },
      push,
    );
    expect(adopt.code, adopt.stdout).toBe(0);
    expect(Object.keys(JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json')!).metrics)).toHaveLength(2);
  });

  it('two catalogues never share a ledger: the second is told to name a branch of its own', async () => {
    // Observed: two catalogues (a working-directory each) kept one ledger on the default branch,
    // so each push reported the other's metrics as removed, advising to accept removals that
    // would drop the other's records.
    for (const [dir, name] of [
      ['apps/web', 'web_signups'],
      ['apps/shop', 'shop_orders'],
    ] as const) {
      await repo.write(`${dir}/metrics-as-code.yaml`, JSON.stringify(FAST_CONFIG));
      await repo.write(`${dir}/metrics/a.yaml`, yamlDocuments([countMetric(name)]));
    }
    const inputs = (dir: string) => ({ 'working-directory': dir });
    const push = (dir: string) =>
      action('push', pushPayload(), inputs(dir), { GITHUB_REF: 'refs/heads/master' });
    expect((await push('apps/web')).code).toBe(0);
    const shop = await push('apps/shop');
    expect(shop.code).toBe(2);
    expect(shop.stdout).toContain(
      "::error::metrics-as-code: configuration problem: The ledger (state.json on branch metrics-as-code/state of Codertocat/Hello-World) is the catalogue `apps/web`'s, and this is the catalogue `apps/shop`",
    );
    expect(shop.summary).toContain('state: {branch: metrics-as-code/state-apps-shop}');
    expect(shop.summary).not.toContain('removed: web_signups');
    expect(emulator.metrics().map((metric) => metric.name)).toEqual(['web_signups']);
    const ledger = JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json')!);
    expect([ledger.catalogue, Object.keys(ledger.metrics)]).toEqual([
      'apps/web',
      ['web_signups::event_count_custom'],
    ]);
    // Its pull request is planned against an empty ledger, and says why.
    const plan = await action('pull_request', prPayload(), inputs('apps/shop'));
    expect(plan.code, plan.stdout).toBe(0);
    expect(plan.summary).toMatch(/plan \(apps\/shop\): 1 to create/);
    expect(plan.summary).toContain('compared the definitions with an empty ledger');
    // With a branch of its own, it applies.
    await repo.write(
      'apps/shop/metrics-as-code.yaml',
      JSON.stringify({ ...FAST_CONFIG, state: { branch: 'metrics-as-code/state-apps-shop' } }),
    );
    expect((await push('apps/shop')).code).toBe(0);
    expect(emulator.metrics()).toHaveLength(2);
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

  it('a job summary the runner cannot take loses only the summary: the report goes to the log', async () => {
    // Observed: with the summary file unwritable, an apply that had created and recorded both
    // metrics ended in "unexpected error" (exit 2), with no outputs and the merged PR untouched.
    const pr = mergedPullRequest();
    await repo.write('metrics/broken.yaml', 'name: ab\ntype: sum\n');
    const run = await action(
      'push',
      pushPayload(),
      {},
      { GITHUB_REF: 'refs/heads/master', GITHUB_STEP_SUMMARY: join(repo.dir, 'missing', 'summary.md') },
    );
    expect(run.code, run.stdout).toBe(1);
    // Observed: the last line sent the reader to "the job summary", which could not be written.
    expect(run.stdout).toMatch(
      /^::error::metrics-as-code: 3 errors: the report in the log above lists every one$/m,
    );
    expect(run.stdout).toMatch(
      /^::warning::metrics-as-code: could not write the job summary: .*summary\.md/m,
    );
    // The report is in the log, with workflow commands off while it is written.
    const log = /::stop-commands::(\S+)\n([\s\S]*?)\n::(\S+)::\n/.exec(run.stdout);
    expect(log?.[1]).toBe(log?.[3]);
    expect(log?.[2]).toMatch(
      /^create\s+checkout_started::event_count_custom\s+metrics\/checkout\.yaml:1\s+created/m,
    );
    expect(log?.[2]).toMatch(/^apply: 2 created, 0 failed/m);
    expect(JSON.parse(run.outputs.created!)).toHaveLength(2);
    expect(run.report).toMatchObject({ summary: { created: 2 } });
    expect(github.comments(REPO, pr)[0]!.body).toMatch(/2 metrics created/);
  });

  it('a GitHub that never answers ends the run in bounded time with a clear failure (exit 3)', async () => {
    // Observed: a silent `GET git/ref` held the run past 8 minutes, and the apply concurrency
    // group with it.
    github.inject({ route: 'GET /repos/{owner}/{repo}/git/ref/{ref}', times: 50, fault: { kind: 'silent' } });
    const started = Date.now();
    const run = await action(
      'push',
      pushPayload(),
      {},
      { GITHUB_REF: 'refs/heads/master', METRICS_AS_CODE_GITHUB_TIMEOUT_MS: '400' },
    );
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(run.code).toBe(3);
    expect(run.summary).toMatch(/GitHub could not be reached: it did not answer in time/);
    expect(run.report).toMatchObject({ failure: { rule: 'github.unreachable' } });
    expect(emulator.metrics()).toHaveLength(0);
  });

  describe('claims left by another workflow run', () => {
    /** The state branch holds both metrics claimed a minute ago by workflow run 111. */
    function claimedBy111(status: 'in_progress' | 'completed') {
      const stored = github.state.repo(REPO);
      stored.branches.set(STATE_BRANCH, stored.branches.get('master')!);
      const startedAt = new Date(Date.now() - 60_000).toISOString();
      const claim = (name: string) => ({
        hash: definitionHash(countMetric(name)),
        file: 'metrics/checkout.yaml',
        startedAt,
        runId: '111-1',
        lineage: 'github-run-111',
      });
      const pending = {
        'checkout_started::event_count_custom': claim('checkout_started'),
        'checkout_completed::event_count_custom': claim('checkout_completed'),
      };
      github.state.commitOnBranch(
        stored,
        STATE_BRANCH,
        { 'state.json': JSON.stringify({ version: 1, metrics: {}, pending }) },
        'claims',
      );
      stored.workflowRuns.set(111, status);
    }

    it('takes them over at once when GitHub says that run has ended', async () => {
      // Observed: a run killed mid-create blocked runs of other workflow runs for 30 minutes.
      claimedBy111('completed');
      const run = await action('push', pushPayload(), {}, { GITHUB_REF: 'refs/heads/master' });
      expect(run.code, run.stdout).toBe(0);
      expect(emulator.metrics()).toHaveLength(2);
      const ledger = JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json')!);
      expect(Object.keys(ledger.metrics)).toHaveLength(2);
    });

    it("counts what the ended run created among the `created` output's ids, once recorded", async () => {
      // Observed: run 111 created checkout_started and was killed before recording it; the run
      // that recorded it listed only checkout_completed in `created`, and no run ever named it.
      claimedBy111('completed');
      await madeInConsole(countMetric('checkout_started'));
      const run = await action('push', pushPayload(), {}, { GITHUB_REF: 'refs/heads/master' });
      expect(run.code, run.stdout).toBe(0);
      expect(JSON.parse(run.outputs.created!).sort()).toEqual([
        'checkout_completed::event_count_custom',
        'checkout_started::event_count_custom',
      ]);
    });

    it("keeps what it took over when GitHub's answer to the claim write is lost", async () => {
      // Observed (a fuzz of killed runs): the claim write was made but its answer lost; the retry
      // found this run's own claims and forgot they were run 111's, so the metric run 111 had
      // created was told as made elsewhere and its claim dropped: recorded by no one.
      claimedBy111('completed');
      await madeInConsole(countMetric('checkout_started'));
      github.inject({
        route: 'PUT /repos/{owner}/{repo}/contents/{path}',
        times: 1,
        fault: { kind: 'lost-answer', status: 502 },
      });
      const run = await action('push', pushPayload(), {}, { GITHUB_REF: 'refs/heads/master' });
      expect(run.code, run.stdout).toBe(0);
      expect(run.stdout).not.toContain('remote.conflict');
      expect(emulator.metrics()).toHaveLength(2);
      const ledger = JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json')!);
      expect(Object.keys(ledger.metrics).sort()).toEqual([
        'checkout_completed::event_count_custom',
        'checkout_started::event_count_custom',
      ]);
      expect(ledger.pending ?? {}).toEqual({});
    });

    it('leaves them to a run still going, and never exits 0 with metrics left uncreated', async () => {
      // Observed: two later runs skipped the metrics left and exited 0.
      claimedBy111('in_progress');
      const run = await action('push', pushPayload(), {}, { GITHUB_REF: 'refs/heads/master' });
      expect(run.code).toBe(3);
      expect(emulator.metrics()).toHaveLength(0);
      expect(run.summary).toMatch(/workflow run 111/);
      expect(run.report).toMatchObject({ failure: { rule: 'apply.claimed-elsewhere' } });
    });
  });

  it('a cancelled workflow run stops sending, records what it created, and says so (exit 3)', async () => {
    // Observed: the runner's SIGINT ended the process at once: no summary, no report, and the
    // creates in flight left to the next run's claims.
    const slow = await startEmulator({
      apiKeys: [KEY],
      seed: { dynamicConfigs: [], metrics: [] },
      latencyMs: 50,
    });
    /** SIGINT, as the runner of a cancelled workflow run sends it, once `done` holds. */
    const cancelWhen = (done: () => boolean) => (child: ChildProcess) => {
      const watch = setInterval(() => {
        if (!done()) return;
        child.kill('SIGINT');
        clearInterval(watch);
      }, 10);
      child.on('exit', () => clearInterval(watch));
    };
    try {
      await repo.write(
        'metrics-as-code.yaml',
        JSON.stringify({ ...FAST_CONFIG, api: { ...FAST_CONFIG.api, concurrency: 2 } }),
      );
      await repo.write(
        'metrics/checkout.yaml',
        yamlDocuments(Array.from({ length: 40 }, (_, i) => countMetric(`cancelled_${i}`))),
      );
      const inputs = { 'api-url': slow.url };
      const run = await action(
        'push',
        pushPayload(),
        inputs,
        { GITHUB_REF: 'refs/heads/master' },
        { onSpawn: cancelWhen(() => slow.stats().creates >= 3) },
      );
      expect(run.code, run.stdout).toBe(3);
      const created = slow.stats().creates;
      expect(created).toBeLessThan(40);
      const said = `cancelled with the workflow run: ${created} metrics created and recorded before it`;
      expect(run.report).toMatchObject({
        failure: { rule: 'run.interrupted', message: expect.stringContaining(said) },
      });
      expect(run.summary).toContain(said);
      expect(JSON.parse(run.outputs.created!)).toHaveLength(created);
      const ledger = JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json')!);
      expect(Object.keys(ledger.metrics)).toHaveLength(created);

      // A plan cancelled by a newer push leaves the comment to the run that replaced it.
      github.addComment(REPO, 2, 'github-actions[bot]', `${MARKER}\nthe newer run's plan`);
      const plan = await action(
        'pull_request',
        prPayload(),
        inputs,
        {},
        { onSpawn: cancelWhen(() => slow.stats().dryRuns >= 3) },
      );
      expect(plan.code, plan.stdout).toBe(3);
      expect(plan.summary).toContain(
        'cancelled with the workflow run: nothing more was sent, so this plan is incomplete',
      );
      expect(prComments().map((comment) => comment.body)).toEqual([`${MARKER}\nthe newer run's plan`]);
    } finally {
      await slow.close();
    }
  });

  it('metrics created but not recorded (GitHub refused the write) are said to be so, not blamed on the Console API', async () => {
    // Observed: "2 requests failed after retries (the service was unavailable or slow)", though
    // the Console API had created both and GitHub had refused to record them.
    const PUT = 'PUT /repos/{owner}/{repo}/contents/{path}';
    const refuse = { kind: 'refusal', status: 422, message: 'Validation Failed' } as const;
    // The first write creates nothing (no branch yet), the second holds the claims: refuse after.
    const afterClaims = (standin: typeof github) =>
      standin.inject({
        route: PUT,
        times: 1,
        fault: { kind: 'race', run: (s) => s.inject({ route: PUT, times: 50, fault: refuse }) },
      });
    github.inject({ route: PUT, times: 1, fault: { kind: 'race', run: afterClaims } });
    const run = await action(
      'push',
      pushPayload(),
      {},
      { GITHUB_REF: 'refs/heads/master', GITHUB_RUN_ID: '501' },
    );
    expect(run.code, run.stdout).toBe(3);
    expect(emulator.stats().creates).toBe(2);
    expect(run.report).toMatchObject({
      failure: {
        rule: 'ledger.unrecorded',
        message: expect.stringMatching(
          /^2 created metrics not yet recorded in the ledger: could not record a batch in the ledger .*422.* The ledger holds a claim for each, so the next run records them without creating them again\.$/,
        ),
      },
    });
    expect(
      new Set((run.report as { items: { message: string }[] }).items.map((item) => item.message)),
    ).toEqual(new Set(['not yet recorded in the ledger (see above)']));
    // GitHub is well again, and that run has ended: the next one records both, creating nothing.
    github.clearFaults();
    github.state.repo(REPO).workflowRuns.set(501, 'completed');
    const again = await action('push', pushPayload(), {}, { GITHUB_REF: 'refs/heads/master' });
    expect(again.code, again.stdout).toBe(0);
    expect(emulator.stats().creates).toBe(2);
    const ledger = JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json')!);
    expect(Object.keys(ledger.metrics)).toHaveLength(2);
  });

  it('a journal left unfolded by a failed fold is folded by the next apply, even one that creates nothing', async () => {
    // Observed: an apply whose fold GitHub refused said "the next run folds it in"; the next apply
    // had nothing to create and left state-journal/ and the claims as they were, and so did every
    // apply after it until one created something.
    const master = { GITHUB_REF: 'refs/heads/master' };
    const refuse = { kind: 'refusal', status: 422, message: 'Validation Failed' } as const;
    github.inject({ route: 'POST /repos/{owner}/{repo}/git/commits', times: 1, fault: refuse });
    const run = await action('push', pushPayload(), {}, master);
    expect(run.code, run.stdout).toBe(0);
    expect(run.report).toMatchObject({ notices: [expect.stringContaining('the next run folds it in')] });
    const branchFiles = () => {
      const repository = github.state.repo(REPO);
      return [...repository.commits.get(repository.branches.get(STATE_BRANCH)!)!.files.keys()];
    };
    expect(branchFiles().filter((file) => file.startsWith('state-journal/'))).toHaveLength(1);

    github.clearFaults();
    const again = await action('push', pushPayload(), {}, master);
    expect(again.code, again.stdout).toBe(0);
    expect(branchFiles().filter((file) => file.startsWith('state-journal/'))).toEqual([]);
    const ledger = JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json')!);
    expect(Object.keys(ledger.metrics)).toHaveLength(2);
    expect(ledger.pending ?? {}).toEqual({});
    expect(emulator.stats().creates).toBe(2);
  });

  it('a config naming the default branch as the ledger branch creates nothing and says why (exit 2)', async () => {
    await repo.write('metrics-as-code.yaml', JSON.stringify({ ...FAST_CONFIG, state: { branch: 'master' } }));
    const run = await action('push', pushPayload(), {}, { GITHUB_REF: 'refs/heads/master' });
    expect(run.code).toBe(2);
    expect(run.report).toMatchObject({ failure: { rule: 'config.state-branch' } });
    expect(emulator.stats().creates).toBe(0);
    expect(github.writes()).toEqual([]);
  });

  it('a token that may not write the ledger creates nothing, and names the permission (exit 2)', async () => {
    // The claims are written before the first create: a job without `contents: write` stops there.
    const run = await action(
      'push',
      pushPayload(),
      { 'github-token': FORK_TOKEN },
      { GITHUB_REF: 'refs/heads/master' },
    );
    expect(run.code).toBe(2);
    expect(emulator.stats().creates).toBe(0);
    expect(run.outputs).toMatchObject({ valid: 'false', created: '[]' });
    expect(run.stdout).toContain('could not write the ledger (state.json on branch metrics-as-code/state');
    expect(run.stdout).toContain('Give the workflow\'s token "contents: write" in its `permissions:`');
  });

  it('bad settings (an unknown mode) still write the summary and the report, and fail in one line', async () => {
    const run = await action('push', pushPayload(), { mode: 'deploy' }, { GITHUB_REF: 'refs/heads/master' });
    expect(run.code).toBe(2);
    expect(run.summary).toContain('input mode must be one of');
    expect(run.report).toMatchObject({ failure: { rule: 'action.input' } });
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::error'))).toHaveLength(1);
  });

  it('a secret pasted into another input shows in no summary, report or log line', async () => {
    // Observed: `mode: ${{ secrets.CONSOLE_API_KEY }}` (the key written where the mode goes) failed
    // with "input mode must be one of ...; got "console-..."" in the job summary and the JSON
    // report: settings that fail to read were never redacted.
    const pasted: Record<string, string>[] = [
      { mode: KEY },
      { 'accept-changes': KEY },
      { 'working-directory': TOKEN },
    ];
    for (const inputs of pasted) {
      const run = await action('push', pushPayload(), inputs, { GITHUB_REF: 'refs/heads/master' });
      expect(run.code).toBe(2);
      expect(run.summary).toContain('REDACTED');
      expect(run.report).toMatchObject({
        failure: { rule: 'action.input', message: expect.stringContaining('[REDACTED]') },
      });
    }
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
          bundled: true,
        }),
        runAction({
          cwd: other.dir,
          eventName: 'push',
          payload: pushPayload(),
          inputs,
          env: { ...env, GITHUB_SHA: 'c'.repeat(40) },
          bundled: true,
        }),
      ]);
      runs.push(first, second);
      // A run that left a metric to the other's claim is unfinished (exit 3), never "done".
      const leftToOther = [first, second].map((run) => /being created by/.test(run.summary));
      expect([first.code, second.code]).toEqual(leftToOther.map((left) => (left ? 3 : 0)));
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

  it("the PR comment's advice for a removal waits for the merge too", async () => {
    // Before the merge, the default branch still defines the metric: a dispatch with
    // accept-removals is refused as naming no removed metric.
    expect((await action('push', pushPayload(), {}, { GITHUB_REF: 'refs/heads/master' })).code).toBe(0);
    await repo.write('metrics/checkout.yaml', yamlDocuments([countMetric('checkout_started')]));
    const plan = await action('pull_request', prPayload());
    expect(plan.code, plan.stdout).toBe(0);
    // Observed: it named `metrics-as-code apply --accept-removals ID`, which in a clone reads the
    // file ledger, not the state branch's, and is refused there.
    expect(prComments()[0]!.body).toContain(
      'archive it in the console, then, once this pull request is merged, run this workflow (workflow_dispatch) with the input <code>accept-removals: checkout_completed::event_count_custom</code> (or from a clone: <code>metrics-as-code apply --state github --accept-removals checkout_completed::event_count_custom</code>)',
    );
  });

  it('a pull request that removes most of the catalogue can merge; the apply after it waits for the accept', async () => {
    // Observed: a pull request replacing both recorded metrics with a new one failed its plan
    // (exit 2, "the configuration probably points at the wrong place") and dry-ran nothing, while
    // its advice said to accept the removals once it was merged: with the plan a required check,
    // it could never be merged.
    expect((await action('push', pushPayload(), {}, { GITHUB_REF: 'refs/heads/master' })).code).toBe(0);
    await repo.write('metrics/checkout.yaml', yamlDocuments([countMetric('checkout_paid')]));
    const dryRuns = emulator.stats().dryRuns;
    const plan = await action('pull_request', prPayload());
    expect(plan.code, plan.stdout).toBe(0);
    expect(emulator.stats().dryRuns).toBe(dryRuns + 1);
    const body = prComments()[0]!.body;
    expect(body).toContain(
      'This pull request removes 2 of the 2 metrics the ledger records. If that is meant, the apply after the merge stops until the removals are accepted: once this pull request is merged, run this workflow (workflow_dispatch) with the input <code>accept-removals: all</code>',
    );
    const merged = await action('push', pushPayload(), {}, { GITHUB_REF: 'refs/heads/master' });
    expect(merged.code).toBe(2);
    expect(merged.summary).toContain('2 of the 2 metrics the ledger records are not in the tree');
    const accepted = await dispatch({ 'accept-removals': 'all' });
    expect(accepted.code, accepted.stdout).toBe(0);
    expect(JSON.parse(accepted.outputs.created!)).toEqual(['checkout_paid::event_count_custom']);
  });

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
    expect(body).toContain('<code>accept-changes: checkout_started::event_count_custom</code>');
    // Before the merge, a dispatch finds the default branch's definition unchanged and accepts
    // nothing ("not changed since it was recorded"): the advice says to wait for the merge.
    expect(body).toContain('once this pull request is merged, run this workflow');
    expect(body).toContain(
      'metrics-as-code apply --state github --accept-changes checkout_started::event_count_custom',
    );

    // (A dispatch of another ref, or of a malformed id, is refused: test/action/settings.test.ts.)

    const accepted = await dispatch({ 'accept-changes': 'checkout_started::event_count_custom' });
    expect(accepted.code, accepted.stdout).toBe(0);
    const ledger = JSON.parse(github.file(REPO, STATE_BRANCH, 'state.json')!);
    const entry = ledger.metrics['checkout_started::event_count_custom'];
    expect(entry.acceptedAt).toEqual(expect.any(String));
    expect(entry.definition.description).toBe('Checkouts begun');
    expect(emulator.stats().creates).toBe(2);
    // That the next plan then shows no change is the engine's (test/reconcile/changes.test.ts).
  });
});

/** Metrics created in the Console outside any repository (or by a run whose record was lost). */
async function madeInConsole(...definitions: Record<string, unknown>[]): Promise<void> {
  for (const definition of definitions) {
    const answer = await fetch(`${emulator.url}/console/v1/metrics`, {
      method: 'POST',
      headers: { 'SERVICE-API-KEY': KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ ...definition, dryRun: false }),
    });
    expect(answer.status).toBe(201);
  }
}
