// A branch ledger of 10,000 metrics with their definitions (about 5 MB), through the GitHub
// stand-in over loopback: read (contents API, then the blob API past its 1 MB), classify and diff
// 10,000 definitions against it (one edited), and write it back. Each step against a floor in the
// same run: a plain fetch of the same blob decoded and parsed; hashing every definition once (what
// any comparison must do); one plain contents-API PUT of the same bytes.
import { GitHubLedgerStore } from '../src/github/ledger-store.js';
import { createOctokit } from '../src/github/octokit.js';
import { classify } from '../src/reconcile/compare-ledger.js';
import { definitionHash } from '../src/reconcile/hash.js';
import { applyChange, type Ledger, type LedgerEntry } from '../src/reconcile/ledger.js';
import { serializeLedger } from '../src/reconcile/ledger-schema.js';
import { GitHubStandin } from '../test/support/github-standin.js';
import { bigCatalogue } from '../test/support/repo.js';
import { medianMs } from './measure.js';

type Log = (line: string) => void;

const TOKEN = 'ghs_benchToken000000000000000000000000';
const COUNT = 10_000;
const RUNS = 5;

export async function bench(log: Log): Promise<void> {
  const standin = await GitHubStandin.start();
  try {
    standin.addToken(TOKEN, { login: 'github-actions[bot]', kind: 'installation' });
    standin.createRepo('acme/metrics');
    await measure(standin, log);
  } finally {
    await standin.close();
  }
}

async function measure(standin: GitHubStandin, log: Log): Promise<void> {
  const definitions = bigCatalogue(COUNT);
  const ledger: Ledger = {
    version: 1,
    metrics: Object.fromEntries(definitions.map((d): [string, LedgerEntry] => [d.id, entryOf(d)])),
  };
  const octokit = createOctokit({ token: TOKEN, baseUrl: standin.url, paceWrites: false });
  const store = () => new GitHubLedgerStore({ octokit, owner: 'acme', repo: 'metrics', branch: 'state' });
  await store().update(() => ledger);
  const text = serializeLedger(ledger);
  definitions[COUNT / 2]!.body = { ...definitions[COUNT / 2]!.body, description: 'Edited' };

  const headers = { authorization: `token ${TOKEN}`, 'content-type': 'application/json' };
  const blobSha = await currentSha(standin, headers, 'state');
  const readFloor = await medianMs(RUNS, async () => {
    const blob = (await (
      await fetch(`${standin.url}/repos/acme/metrics/git/blobs/${blobSha}`, { headers })
    ).json()) as {
      content: string;
    };
    JSON.parse(Buffer.from(blob.content, 'base64').toString('utf8'));
  });
  const read = await medianMs(RUNS, () => store().read());

  const current = await store().read();
  const classifyFloor = await medianMs(RUNS, () => definitions.map((d) => definitionHash(d.body)));
  const classified = await medianMs(RUNS, () => classify(definitions, current));
  const diffs = classify(definitions, current).planned.filter((p) => p.diff).length;

  ensureBranch(standin);
  const writeFloor = await medianMs(RUNS, async () => {
    const sha = await currentSha(standin, headers, 'floor');
    const body = JSON.stringify({
      message: 'floor',
      branch: 'floor',
      content: Buffer.from(text).toString('base64'),
      ...(sha && { sha }),
    });
    await fetch(`${standin.url}/repos/acme/metrics/contents/state.json`, { method: 'PUT', headers, body });
  });
  const writer = store();
  await writer.read();
  let n = 0;
  const write = await medianMs(RUNS, () =>
    writer.update((latest) => applyChange(latest, { metrics: { [`extra_${n}::sum`]: extraEntry(n++) } })),
  );

  const floor = readFloor + classifyFloor + writeFloor;
  const total = read + classified + write;
  log(
    `branch ledger of ${COUNT.toLocaleString('en')} metrics with definitions (${(text.length / 1e6).toFixed(1)} MB), ${diffs} diff`,
  );
  log(
    `  read      ${read.toFixed(0)} ms  ${ratio(read, readFloor)}  (floor: fetch the blob, decode, parse ${readFloor.toFixed(0)} ms)`,
  );
  log(
    `  classify  ${classified.toFixed(0)} ms  ${ratio(classified, classifyFloor)}  (floor: hash every definition ${classifyFloor.toFixed(0)} ms)`,
  );
  log(
    `  write     ${write.toFixed(0)} ms  ${ratio(write, writeFloor)}  (floor: one contents PUT of the same bytes ${writeFloor.toFixed(0)} ms)`,
  );
  log(`  all       ${total.toFixed(0)} ms  ${ratio(total, floor)}  (floor ${floor.toFixed(0)} ms)`);
}

function entryOf(definition: { id: string; file: string; body: Record<string, unknown> }): LedgerEntry {
  return {
    id: definition.id,
    hash: definitionHash(definition.body),
    file: definition.file,
    commit: 'a'.repeat(40),
    createdAt: '2026-01-01T00:00:00.000Z',
    definition: definition.body,
  };
}

function extraEntry(n: number): LedgerEntry {
  return {
    id: `extra_${n}::sum`,
    hash: 'sha256+defaults:00',
    file: 'metrics/extra.yaml',
    createdAt: '2026-01-02T00:00:00.000Z',
  };
}

async function currentSha(
  standin: GitHubStandin,
  headers: Record<string, string>,
  ref: string,
): Promise<string | undefined> {
  const answer = await fetch(`${standin.url}/repos/acme/metrics/contents/state.json?ref=${ref}`, { headers });
  return answer.ok ? ((await answer.json()) as { sha: string }).sha : undefined;
}

function ensureBranch(standin: GitHubStandin): void {
  const repo = standin.repo('acme/metrics');
  if (!repo.branches.has('floor')) repo.branches.set('floor', repo.branches.get('state')!);
}

function ratio(value: number, floor: number): string {
  return `${(value / floor).toFixed(2)}× floor`;
}
