// The Action on a schedule: the reviews digest in the summary and the reviews issue.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { catalogueMarker } from '../../src/github/markers.js';
import { webhookPayload } from '../support/action-runner.js';
import {
  action,
  emulator,
  FORK_TOKEN,
  github,
  prComments,
  prPayload,
  REPO,
  repo,
  useActionWorld,
} from '../support/action-world.js';
import { FAST_CONFIG } from '../support/repo.js';

const REVIEWS_ISSUE_MARKER = catalogueMarker('reviews-issue', '.');

useActionWorld();

describe('schedule: reviews', () => {
  it('summarises the watched configs in the job summary and keeps one issue up to date', async () => {
    const payload = webhookPayload('workflow_dispatch');
    const run = await action('schedule', payload, { 'reviews-issue': 'true' }, {}, { bundled: true });
    expect(run.code, run.stdout).toBe(0);
    expect(run.summary).toContain('checkout_flow');
    const issues = [...github.state.repo(REPO).issues.values()].filter((issue) =>
      issue.body?.includes(REVIEWS_ISSUE_MARKER),
    );
    expect(issues).toHaveLength(1);
    expect(issues[0]!.body).toContain('checkout_flow');
    const writes = github.writes().length;
    const again = await action('schedule', payload, { 'reviews-issue': 'true' });
    expect(github.writes().length).toBe(writes);
    // Observed: the JSON report had no `new`, though the issue marks the new reviews.
    const reviews = (again.report as { reviews: Array<{ new?: boolean }> }).reviews;
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((review) => review.new === false)).toBe(true);
    // Observed: a night the key was refused, the issue's digest was replaced by "No review could
    // be read", and those who act on it saw nothing until the next good run.
    const body = issues[0]!.body;
    const refused = await action('schedule', payload, {
      'reviews-issue': 'true',
      'api-key': 'console-wrong-key-000000',
    });
    expect(refused.code).toBe(4);
    expect(refused.stdout).toContain('the reviews issue keeps the last digest');
    expect(github.writes().length).toBe(writes);
    expect(github.state.repo(REPO).issues.get(issues[0]!.number)!.body).toBe(body);
  });

  it('two catalogues keep a reviews issue each, titled with their folder', async () => {
    // Observed: two catalogues' reviews jobs (a working-directory each) rewrote one issue in turn,
    // each forgetting what the other had shown, so every review was marked new on every run.
    for (const [dir, id] of [
      ['apps/web', 'checkout_flow'],
      ['apps/shop', 'search_ranking'],
    ] as const)
      await repo.write(
        `${dir}/metrics-as-code.yaml`,
        stringify({ ...FAST_CONFIG, dynamicConfigs: [{ id }] }),
      );
    const payload = webhookPayload('workflow_dispatch');
    const inputs = (dir: string) => ({ 'reviews-issue': 'true', 'working-directory': dir });
    for (const dir of ['apps/web', 'apps/shop'])
      expect((await action('schedule', payload, inputs(dir))).code).toBe(0);
    const issues = [...github.state.repo(REPO).issues.values()].filter((issue) =>
      issue.title.startsWith('Open reviews'),
    );
    expect(issues.map((issue) => issue.title)).toEqual([
      'Open reviews of the watched dynamic configs (apps/web)',
      'Open reviews of the watched dynamic configs (apps/shop)',
    ]);
    expect(issues[0]!.body).toMatch(/^<!-- metrics-as-code:reviews-issue\/apps\/web -->/);
    expect(issues[0]!.body).toContain('checkout_flow');
    expect(issues[0]!.body).not.toContain('search_ranking');
    expect(issues[1]!.body).toContain('search_ranking');
    // Web's second run finds its own memory, which shop's run left alone: nothing is new to it.
    const again = await action('schedule', payload, inputs('apps/web'));
    const reviews = (again.report as { reviews: Array<{ new?: boolean }> }).reviews;
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((review) => review.new === false)).toBe(true);
  });

  it('the issue mentions the people who must act when asked, and nothing else pings anyone', async () => {
    const config = {
      ...FAST_CONFIG,
      dynamicConfigs: [{ id: 'checkout_flow' }],
      reviews: { people: { g_data: '@acme/data' }, mention: true },
    };
    await repo.write('metrics-as-code.yaml', stringify(config));
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
    // Observed: a job running mode reviews on pull requests rewrote the issue from the pull
    // request's own config, which names whom it pings: whoever opened it chose.
    const { body } = issue;
    await repo.write(
      'metrics-as-code.yaml',
      stringify({ ...config, reviews: { ...config.reviews, people: { g_data: '@acme/everyone' } } }),
    );
    const fromPr = await action('pull_request', prPayload(), { mode: 'reviews', 'reviews-issue': 'true' });
    expect(fromPr.code, fromPr.stdout).toBe(0);
    expect(github.state.repo(REPO).issues.get(issue.number)!.body).toBe(body);
    expect(fromPr.stdout).toContain('a pull request never writes the reviews issue');
  });

  it('a night one watched config cannot be read updates the issue, names it, and says why it failed', async () => {
    // Observed: the run failed with "the reviews of 1 dynamic config could not be read after
    // retries (the service was unavailable)" for an answer that was neither retried nor a sign of
    // an outage, and the log did not name the config.
    await repo.write(
      'metrics-as-code.yaml',
      stringify({ ...FAST_CONFIG, dynamicConfigs: [{ id: 'checkout_flow' }, { id: 'search_ranking' }] }),
    );
    const payload = webhookPayload('workflow_dispatch');
    expect((await action('schedule', payload, { 'reviews-issue': 'true' })).code).toBe(0);
    // A service that lists checkout_flow's reviews and answers search_ranking with no list.
    const partial = await pageServer((config) =>
      config === 'checkout_flow'
        ? { message: 'ok', data: [OPEN_REVIEW], pagination: { nextPage: null } }
        : { message: 'ok' },
    );
    try {
      const run = await action('schedule', payload, { 'reviews-issue': 'true', 'api-url': partial.url });
      expect(run.code).toBe(3);
      expect(run.stdout).toMatch(
        /::error::metrics-as-code: the reviews of 1 dynamic config could not be read \(search_ranking: the service answered 200 with a body that is not a page of reviews/,
      );
      // The issue is what people act on: the configs read are fresh, the other is named.
      const issue = [...github.state.repo(REPO).issues.values()].find((i) =>
        i.body?.includes(REVIEWS_ISSUE_MARKER),
      )!;
      expect(issue.body).toContain('rv_tonight');
      expect(issue.body).toMatch(/Reviews that could not be read[\s\S]*search_ranking/);
    } finally {
      await partial.close();
    }
  });

  it('a token that may not write issues keeps the digest in the summary and names the permission once', async () => {
    // Observed: "Could not update the reviews issue (Could not create the reviews issue in ...:
    // ... Give the workflow's token "issues: write" ...).). The job needs `issues: write`.":
    // one failure told twice, nested, the permission named twice.
    const run = await action('schedule', webhookPayload('workflow_dispatch'), {
      'reviews-issue': 'true',
      'github-token': FORK_TOKEN,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.summary).toContain('checkout_flow');
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^::warning::Did not update the reviews issue: could not create the reviews issue in Codertocat\/Hello-World: GitHub answered 403 "[^"]+"\. Give the workflow's token "issues: write"/,
    );
    expect(warnings[0]!.match(/issues: write/g)).toHaveLength(1);
    // Not a fork's run: the token's permissions are the workflow's to give.
    expect(warnings[0]).toContain('"issues: write" in its `permissions:`');
    expect(warnings[0]).not.toMatch(/\)\.\)|\.\)\./);
  });

  it('a repository with Issues turned off keeps the digest in the summary and says how to fix it', async () => {
    // Before: "GitHub answered 410 "Issues are disabled for this repo"." and nothing to do about it.
    github.state.repo(REPO).hasIssues = false;
    const run = await action('schedule', webhookPayload('workflow_dispatch'), { 'reviews-issue': 'true' });
    expect(run.code, run.stdout).toBe(0);
    expect(run.summary).toContain('checkout_flow');
    expect(run.stdout).toContain(
      '::warning::Did not update the reviews issue: could not create the reviews issue in Codertocat/Hello-World: GitHub answered 410 "Issues are disabled for this repo". Turn Issues on in the repository\'s settings, or set reviews-issue to false: the job summary holds the digest.\n',
    );
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

const OPEN_REVIEW = {
  review_id: 'rv_tonight',
  status: 'pending',
  type: 'rules',
  author: { id: 'u_ana', email: null },
  reviewers: [{ id: 'g_data', kind: 'group' }],
  description: 'Ramp to 20%',
  created_at: new Date().toISOString(),
};

/** A Console API on loopback whose reviews page of each config is `page(config)`. */
async function pageServer(page: (config: string) => unknown) {
  const server = createServer((req, res) => {
    const config = /dynamic_configs\/([^/]+)\/reviews/.exec(req.url ?? '')?.[1] ?? '';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(page(decodeURIComponent(config))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}
