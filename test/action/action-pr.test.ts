// The Action on a pull request: the plan comment, the trust boundary, redaction.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
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
} from '../support/action-world.js';
import { countMetric, FAST_CONFIG, yamlDocuments } from '../support/repo.js';

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

describe('pull request: a bad day', () => {
  it('with GitHub unreachable, still checks locally and names the invalid definition, in bounded time', async () => {
    // Observed: retried for about 60 s, then "no definition read", the invalid definition never
    // named, and "GitHub answered 500 getaddrinfo ENOTFOUND" with advice about permissions.
    await repo.write('metrics/broken.yaml', 'name: ab\ntype: sum\n');
    const closed = await hostileServer();
    await closed.close(); // a port where nothing listens: every connection is refused
    const started = Date.now();
    const run = await action(
      'pull_request',
      prPayload(),
      {},
      { GITHUB_API_URL: closed.url, METRICS_AS_CODE_GITHUB_TIMEOUT_MS: '400' },
    );
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error title=metrics-as-code name\.length,file=metrics\/broken\.yaml,line=1/,
    );
    expect(run.summary).toMatch(/GitHub could not be reached: the connection was refused/);
    expect(run.summary).toMatch(/checked the definitions locally only/);
    expect(run.outputs).toMatchObject({ valid: 'false' });
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/answered 500|needs `pull-requests: write`/);
    expect(emulator.stats()).toMatchObject({ dryRuns: 0 });
  });

  it('in mode validate with GitHub unreachable, reports the checks and says no comment could be written', async () => {
    await repo.write('metrics/broken.yaml', 'name: ab\ntype: sum\n');
    const closed = await hostileServer();
    await closed.close();
    const run = await action(
      'pull_request',
      prPayload(),
      { mode: 'validate' },
      { GITHUB_API_URL: closed.url, METRICS_AS_CODE_GITHUB_TIMEOUT_MS: '400' },
    );
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
    github.state.commitOnBranch(
      github.state.repo(REPO),
      'master',
      { 'metrics-as-code.yaml': stringify({ ...FAST_CONFIG, apiUrl: closed.url }) },
      'config',
    );
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

  it('reads the base branch config under its other name, metrics-as-code.yml', async () => {
    // Observed: the Action did not read a base branch `metrics-as-code.yml`, fell back to the
    // defaults, and every pull request's plan exited 2.
    github.state.commitOnBranch(
      github.state.repo(REPO),
      'master',
      { 'metrics-as-code.yml': stringify({ ...FAST_CONFIG, apiUrl: emulator.url }) },
      'config',
    );
    await repo.write('metrics-as-code.yaml', stringify(FAST_CONFIG));
    const run = await action('pull_request', prPayload(), { 'api-url': '' });
    expect(run.code, run.stderr + run.stdout).toBe(0);
    expect(emulator.stats()).toMatchObject({ dryRuns: 2 });
  });

  it("keeps the base branch's policy and onChange, whatever the pull request's config says", async () => {
    // Observed: a pull request switched off `policy` and `onChange: fail` in its own config, and a
    // violating metric planned green without a word.
    const guards = { policy: { namePattern: { pattern: '^team_[a-z_]+$' } }, onChange: 'fail' };
    github.state.commitOnBranch(
      github.state.repo(REPO),
      'master',
      { 'metrics-as-code.yaml': stringify({ ...FAST_CONFIG, apiUrl: emulator.url, ...guards }) },
      'config',
    );
    await repo.write('metrics-as-code.yaml', stringify({ ...FAST_CONFIG, apiUrl: emulator.url }));
    const run = await action('pull_request', prPayload(), { 'api-url': '' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/policy\.namePattern/);
    expect(prComments()[0]!.body).toMatch(
      /changes (`|&#96;)policy(`|&#96;), (`|&#96;)onChange(`|&#96;) in the config/,
    );
  });

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
