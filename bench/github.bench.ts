// The GitHub side's costs, each as a ratio against a floor measured in the same run:
// - rendering the PR comment and the job summary of 5,000 invalid definitions, against
//   JSON.stringify of the same report (the cheapest text form of the same data);
// - recording 200 creates in the branch ledger as apply does (concurrently), against one
//   contents-API round trip, and beside it one write per create as a plain loop would do;
// - finding the sticky comment again on a PR with 1,000 comments, against one page read.
// GitHub calls go to the local stand-in over loopback without the one-second write spacing.
import { GitHubLedgerStore } from '../src/github/ledger-store.js';
import { COMMENT_MARKER } from '../src/github/markers.js';
import { createOctokit } from '../src/github/octokit.js';
import { upsertStickyComment } from '../src/github/sticky-comment.js';
import { applyChange, type Ledger } from '../src/reconcile/ledger.js';
import { LedgerRecorder } from '../src/reconcile/recorder.js';
import { renderComment, renderJobSummary } from '../src/report/markdown.js';
import { manyInvalid } from '../test/support/github-fixtures.js';
import { GitHubStandin } from '../test/support/github-standin.js';
import { medianMs } from './measure.js';

type Log = (line: string) => void;

const TOKEN = 'ghs_benchToken000000000000000000000000';

export async function bench(log: Log): Promise<void> {
  await benchRendering(log);
  const standin = await GitHubStandin.start();
  try {
    standin.addToken(TOKEN, { login: 'github-actions[bot]', kind: 'installation' });
    standin.createRepo('acme/metrics');
    await benchLedger(standin, log);
    await benchStickyComment(standin, log);
  } finally {
    await standin.close();
  }
}

async function benchRendering(log: Log): Promise<void> {
  const report = manyInvalid(5000);
  const context = {
    marker: COMMENT_MARKER,
    runUrl: 'https://github.com/acme/metrics/actions/runs/1',
    sha: 'a'.repeat(40),
    repositoryUrl: 'https://github.com/acme/metrics',
  };
  const floor = await medianMs(7, () => JSON.stringify(report));
  const comment = await medianMs(7, () => renderComment(report, context));
  const summary = await medianMs(7, () => renderJobSummary(report, context));
  const sizes = `comment ${renderComment(report, context).length} chars, summary ${Buffer.byteLength(renderJobSummary(report, context))} bytes`;
  log(`render 5,000 invalid definitions (${sizes})`);
  log(`  floor JSON.stringify       ${floor.toFixed(1)} ms`);
  log(`  renderComment              ${comment.toFixed(1)} ms  ${ratio(comment, floor)}`);
  log(`  renderJobSummary           ${summary.toFixed(1)} ms  ${ratio(summary, floor)}`);
}

async function benchLedger(standin: GitHubStandin, log: Log): Promise<void> {
  const octokit = client(standin);
  const floorStore = store(octokit, 'bench/floor');
  await floorStore.update(record('warm::sum'));
  const floor = await medianMs(7, async () => {
    await octokit.rest.repos.getContent({
      owner: 'acme',
      repo: 'metrics',
      path: 'state.json',
      ref: 'bench/floor',
    });
  });

  const puts = () => standin.writes().filter((w) => w.method === 'PUT').length;
  const ids = Array.from({ length: 200 }, (_, i) => `metric_${i}::sum`);

  const concurrentStore = store(octokit, 'bench/concurrent');
  let before = puts();
  let started = performance.now();
  const recorder = new LedgerRecorder(
    concurrentStore,
    { runId: 'bench' },
    { maxRecords: 50, maxDelayMs: 1000 },
  );
  await Promise.all(ids.map((id) => recorder.record(entryOf(id))));
  await recorder.close();
  const concurrent = performance.now() - started;
  const concurrentPuts = puts() - before;

  const loopStore = store(octokit, 'bench/loop');
  before = puts();
  started = performance.now();
  for (const id of ids) await loopStore.update(record(id));
  const loop = performance.now() - started;
  const loopPuts = puts() - before;

  log('record 200 creates in the branch ledger');
  log(`  floor one contents read    ${floor.toFixed(1)} ms`);
  log(
    `  concurrent, one recorder (as apply) ${concurrent.toFixed(1)} ms  ${ratio(concurrent, floor)}  ${concurrentPuts} writes`,
  );
  log(`  one write per create loop  ${loop.toFixed(1)} ms  ${ratio(loop, floor)}  ${loopPuts} writes`);
  log(
    `  (GitHub paces writes at one a second: ${concurrentPuts} writes ≈ ${concurrentPuts} s, ${loopPuts} writes ≈ ${loopPuts} s)`,
  );
}

async function benchStickyComment(standin: GitHubStandin, log: Log): Promise<void> {
  const octokit = client(standin);
  const pr = standin.addIssue('acme/metrics', 'jane', { title: 'busy PR' }).number;
  for (let i = 0; i < 1000; i++) standin.addComment('acme/metrics', pr, 'jane', `comment ${i}`);
  const target = {
    owner: 'acme',
    repo: 'metrics',
    issueNumber: pr,
    marker: COMMENT_MARKER,
    body: 'the report',
  };
  await upsertStickyComment(octokit, target);
  const floor = await medianMs(7, async () => {
    await octokit.rest.issues.listComments({
      owner: 'acme',
      repo: 'metrics',
      issue_number: pr,
      per_page: 100,
    });
  });
  const unchanged = await medianMs(7, async () => {
    await upsertStickyComment(octokit, target);
  });
  log('find the sticky comment among 1,000 (11 pages of 100), unchanged: no write');
  log(`  floor one page of comments ${floor.toFixed(1)} ms`);
  log(`  upsertStickyComment        ${unchanged.toFixed(1)} ms  ${ratio(unchanged, floor)}`);
}

function client(standin: GitHubStandin) {
  return createOctokit({ token: TOKEN, baseUrl: standin.url, paceWrites: false, retryAfterBaseMs: 5 });
}

function store(octokit: ReturnType<typeof client>, branch: string): GitHubLedgerStore {
  return new GitHubLedgerStore({ octokit, owner: 'acme', repo: 'metrics', branch, backoffMs: 5 });
}

function entryOf(id: string) {
  return { id, hash: `h-${id}`, file: 'metrics/m.yaml', createdAt: '2026-01-01T00:00:00Z' };
}

function record(id: string) {
  return (ledger: Ledger) => applyChange(ledger, { metrics: { [id]: entryOf(id) } });
}

function ratio(value: number, floor: number): string {
  return `${(value / floor).toFixed(1)}x floor`;
}
