// The Action's ledger on a branch: compare-and-swap through the contents API against the
// stand-in, with concurrent writers, lost swaps (409 and 422), branch creation and large files.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubLedgerStore } from '../../src/github/ledger-store.js';
import { classify } from '../../src/reconcile/compare-ledger.js';
import { definitionHash } from '../../src/reconcile/hash.js';
import { applyChange, emptyLedger, type Ledger, type LedgerEntry } from '../../src/reconcile/ledger.js';
import { serializeLedger } from '../../src/reconcile/ledger-schema.js';
import { LedgerRecorder } from '../../src/reconcile/recorder.js';
import { ACTIONS_TOKEN, client, NAME, OWNER, REPO, startStandin } from '../support/github-harness.js';
import type { GitHubStandin } from '../support/github-standin.js';
import { bigCatalogue } from '../support/repo.js';

const BRANCH = 'metrics-as-code/state';
const PATH = 'state.json';
let standin: GitHubStandin;

beforeEach(async () => {
  standin = await startStandin();
});

afterEach(async () => {
  await standin.close();
});

function store(
  options: { maxAttempts?: number; branch?: string; defaultBranch?: string } = {},
): GitHubLedgerStore {
  return new GitHubLedgerStore({
    octokit: client(standin, ACTIONS_TOKEN),
    owner: OWNER,
    repo: NAME,
    branch: BRANCH,
    backoffMs: 5,
    ...options,
  });
}

function entry(id: string): LedgerEntry {
  return {
    id,
    hash: `hash-of-${id}`,
    file: `metrics/${id.split('::')[0]}.yaml`,
    createdAt: '2026-01-01T00:00:00Z',
  };
}

const record = (id: string) => (ledger: Ledger) => applyChange(ledger, { metrics: { [id]: entry(id) } });

function stored(): Ledger {
  return JSON.parse(standin.file(REPO, BRANCH, PATH)!) as Ledger;
}

const contentPuts = () =>
  standin.requests.filter((r) => r.route === 'PUT /repos/{owner}/{repo}/contents/{path}');

describe('GitHubLedgerStore', () => {
  it('reads an empty ledger while the branch does not exist, then creates the branch from the default head', async () => {
    const ledgers = store();
    expect(await ledgers.read()).toEqual(emptyLedger());
    const mainHead = standin.repo(REPO).branches.get('main')!;

    const written = await ledgers.update(record('a::sum'));
    expect(written.metrics['a::sum']).toEqual(entry('a::sum'));
    const repo = standin.repo(REPO);
    expect(repo.commits.get(repo.branches.get(BRANCH)!)!.parent).toBe(mainHead);
    expect(standin.file(REPO, BRANCH, 'README.md')).toBe('# metrics\n');
    // Pretty-printed with a final newline, so the branch's history diffs line by line.
    expect(standin.file(REPO, BRANCH, PATH)).toBe(serializeLedger(written));
    // One line per metric: a write that records one metric changes one line.
    expect(
      standin
        .file(REPO, BRANCH, PATH)!
        .split('\n')
        .filter((line) => line.includes('"id"')),
    ).toHaveLength(Object.keys(written.metrics).length);
    expect(repo.commits.get(repo.branches.get(BRANCH)!)!.message).toContain('[skip ci]');
    expect(await store().read()).toEqual(written);
  });

  it('makes no write when the mutation changes nothing', async () => {
    const ledgers = store();
    await ledgers.update(record('a::sum'));
    const puts = contentPuts().length;
    const again = await ledgers.update(record('a::sum'));
    expect(again.metrics['a::sum']).toEqual(entry('a::sum'));
    expect(await ledgers.update((current) => current)).toEqual(again);
    expect(contentPuts()).toHaveLength(puts);
  });

  it('re-reads and re-applies when another writer changed the file first (409)', async () => {
    const ledgers = store();
    await ledgers.update(record('a::sum'));
    standin.raceNextPut(REPO, BRANCH, PATH, (current) => {
      const theirs = applyChange(JSON.parse(current!) as Ledger, {
        metrics: { 'theirs::sum': entry('theirs::sum') },
      });
      return `${JSON.stringify(theirs, null, 2)}\n`;
    });
    await ledgers.update(record('b::sum'));
    expect(Object.keys(stored().metrics).sort()).toEqual(['a::sum', 'b::sum', 'theirs::sum']);
    expect(contentPuts().map((r) => r.status)).toEqual([404, 201, 409, 200]);
  });

  it('re-reads when another writer created the file first (422 "sha" wasn\'t supplied)', async () => {
    const ledgers = store();
    standin.repo(REPO).branches.set(BRANCH, standin.repo(REPO).branches.get('main')!);
    expect(await ledgers.read()).toEqual(emptyLedger());
    standin.raceNextPut(
      REPO,
      BRANCH,
      PATH,
      () =>
        `${JSON.stringify(applyChange(emptyLedger(), { metrics: { 'x::sum': entry('x::sum') } }), null, 2)}\n`,
    );
    await ledgers.update(record('y::sum'));
    expect(Object.keys(stored().metrics).sort()).toEqual(['x::sum', 'y::sum']);
    expect(contentPuts().map((r) => r.status)).toEqual([422, 200]);
  });

  it("keeps a long apply's journal short: folded in after every hundred batches (here ten)", async () => {
    // At the real pace (900 creates per 15 min once the first hundred are sent) a 5,000-create
    // apply wrote a batch of about five every 5 s: a journal of 1,000 files, each read with a
    // request of its own by every read (the fold at the end, every pull request's plan), and past
    // GitHub's listing limit of 1,000 files a directory, partly unseen.
    const ledger = store();
    const policy = { maxRecords: 1, maxDelayMs: 5, foldAfterBatches: 10 };
    const recorder = new LedgerRecorder(ledger, { runId: 'run-long' }, policy);
    const journalFiles = () =>
      [...standin.repo(REPO).commits.get(standin.repo(REPO).branches.get(BRANCH)!)!.files.keys()].filter(
        (file) => file.startsWith('state-journal/'),
      ).length;
    let longest = 0;
    const ids = Array.from({ length: 35 }, (_, i) => `m_${i}::sum`);
    for (const id of ids) {
      await recorder.record(entry(id));
      longest = Math.max(longest, journalFiles());
    }
    expect(longest).toBe(10);
    expect(Object.keys((await ledger.read()).metrics)).toHaveLength(35);
    await recorder.close();
    expect(Object.keys(stored().metrics)).toHaveLength(35);
    expect(journalFiles()).toBe(0);
  });

  it('loses nothing when several stores update at once, each with many concurrent updates', async () => {
    const stores = [store(), store(), store(), store()];
    // All start from the same (empty) view, so their first writes collide for certain.
    await Promise.all(stores.map((s) => s.read()));
    const ids = stores.flatMap((_, s) => Array.from({ length: 6 }, (_, i) => `m_${s}_${i}::sum`));
    // As apply records its creates: through a recorder per run, in batches, then folded in.
    const recorders = stores.map(
      (s, i) => new LedgerRecorder(s, { runId: `run-${i}` }, { maxRecords: 2, maxDelayMs: 5 }),
    );
    await Promise.all(ids.map((id, i) => recorders[i % recorders.length]!.record(entry(id))));
    expect(await stores[0]!.read()).toMatchObject({
      metrics: Object.fromEntries(ids.map((id) => [id, entry(id)])),
    });
    await Promise.all(recorders.map((recorder) => recorder.close()));

    expect(Object.keys(stored().metrics).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(stored().metrics[id]).toEqual(entry(id));
    // Every batch was folded in and its file deleted; the batches were writes of their own.
    const files = [...standin.repo(REPO).commits.get(standin.repo(REPO).branches.get(BRANCH)!)!.files.keys()];
    expect(files.filter((file) => file.startsWith('state-journal/'))).toEqual([]);
    const batchWrites = contentPuts().filter((r) => r.status === 201 && r.path.includes('state-journal'));
    expect(batchWrites.length).toBeGreaterThan(0);
    expect(batchWrites.length).toBeLessThanOrEqual(ids.length / 2);
    // Folding commits that lost the race to another fold read again: nothing was lost above.
    const refUpdates = standin.requests.filter(
      (r) => r.route === 'PATCH /repos/{owner}/{repo}/git/refs/{ref}',
    );
    expect(refUpdates.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    // Three of the four lost the race to create the branch and went on.
    expect(
      standin.requests
        .filter((r) => r.route === 'POST /repos/{owner}/{repo}/git/refs')
        .map((r) => r.status)
        .sort(),
    ).toEqual([201, 422, 422, 422]);
  });

  it('fails only the update whose mutation throws', async () => {
    const ledgers = store();
    const broken = ledgers.update(() => {
      throw new Error('bad mutation');
    });
    const good = ledgers.update(record('ok::sum'));
    await expect(broken).rejects.toThrow('bad mutation');
    expect((await good).metrics['ok::sum']).toBeDefined();
  });

  it.each([
    [409, 'Repository rule violations found'],
    [422, 'Protected branch update failed for refs/heads/metrics-as-code/state.'],
  ] as const)(
    'a branch rule refusing the write (%i) is a configuration problem, said at once',
    async (status, message) => {
      // Observed with the stand-in answering as a ruleset over every branch does: the 409 was taken
      // for a lost swap, ten attempts, then "other runs kept changing it. Run again", a re-run
      // that could never pass. The 422 was first taken for a missing branch.
      const ledgers = store();
      await ledgers.update(record('a::sum'));
      const before = contentPuts().length;
      standin.inject({
        route: 'PUT /repos/{owner}/{repo}/contents/{path}',
        times: 50,
        fault: { kind: 'refusal', status, message },
      });
      await expect(ledgers.update(record('b::sum'))).rejects.toMatchObject({
        kind: 'protected',
        exitCode: 2,
        message: expect.stringMatching(
          /a branch protection rule or ruleset refuses this token's writes to metrics-as-code\/state: exclude that branch \(state\.branch\) from the rule, or let GitHub Actions bypass it/,
        ),
      });
      expect(contentPuts().length - before).toBe(1);
    },
  );

  it('gives up with a conflict error after bounded attempts, nothing half-written', async () => {
    const ledgers = store({ maxAttempts: 3 });
    await ledgers.update(record('a::sum'));
    for (let i = 0; i < 3; i++) {
      standin.raceNextPut(REPO, BRANCH, PATH, (current) =>
        current!.replace(/"hash":"[^"]*"/, `"hash":"theirs-${i}"`),
      );
    }
    await expect(ledgers.update(record('b::sum'))).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining('Run again'),
    });
    expect(stored().metrics['b::sum']).toBeUndefined();
  });

  it('reads a ledger over the contents API size limit through the blob API', async () => {
    standin.contentsMaxBytes = 2000;
    const ledgers = store();
    const many = Array.from({ length: 40 }, (_, i) => `large_${i}::sum`);
    await ledgers.update((ledger) =>
      applyChange(ledger, { metrics: Object.fromEntries(many.map((id) => [id, entry(id)])) }),
    );
    expect(standin.file(REPO, BRANCH, PATH)!.length).toBeGreaterThan(2000);
    expect(Object.keys((await store().read()).metrics)).toHaveLength(40);
    expect(standin.requests.some((r) => r.route === 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}')).toBe(
      true,
    );
  });

  it('keeps a ledger past the contents API limit: read, classified, diffed and written again', async () => {
    // GitHub's limit is 1 MB; the stand-in's is lowered, so 400 metrics are past it as 4,000 are.
    standin.contentsMaxBytes = 64 * 1024;
    const definitions = bigCatalogue(400);
    const metrics = Object.fromEntries(
      definitions.map((d): [string, LedgerEntry] => [
        d.id,
        {
          id: d.id,
          hash: definitionHash(d.body),
          file: d.file,
          createdAt: '2026-01-01T00:00:00Z',
          definition: d.body,
        },
      ]),
    );
    await store().update(() => ({ version: 1, metrics }));
    const size = standin.file(REPO, BRANCH, PATH)!.length;
    expect(size).toBeGreaterThan(64 * 1024);
    // Past the contents API's limit its answer has no content: the blob API has the bytes.
    const ledgers = store();
    const read = await ledgers.read();
    expect(Object.keys(read.metrics)).toHaveLength(400);
    expect(standin.requests.some((r) => r.route === 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}')).toBe(
      true,
    );
    definitions[234]!.body = { ...definitions[234]!.body, description: 'Edited' };
    const { planned } = classify(definitions, read);
    const changed = planned.filter((p) => p.action === 'changed');
    expect(changed.map((p) => [p.definition.id, p.diff])).toEqual([
      [
        definitions[234]!.id,
        [{ path: 'description', before: 'How often metric 234 happens', after: 'Edited' }],
      ],
    ]);
    await ledgers.update((current) =>
      applyChange(current, {
        metrics: {
          [changed[0]!.definition.id]: { ...changed[0]!.recorded!, definition: changed[0]!.definition.body },
        },
      }),
    );
    const again = await store().read();
    expect(again.metrics[definitions[234]!.id]!.definition).toMatchObject({ description: 'Edited' });
    expect(Object.keys(again.metrics)).toHaveLength(400);
  });

  it('says what to do when the stored file is not a ledger', async () => {
    standin.repo(REPO).branches.set(BRANCH, standin.repo(REPO).branches.get('main')!);
    standin.state.commitOnBranch(
      standin.repo(REPO),
      BRANCH,
      { [PATH]: '{"version": 2, "metrics": {}}' },
      'future',
    );
    await expect(store().read()).rejects.toMatchObject({ rule: 'ledger.format' });
    await expect(store().read()).rejects.toThrow(
      /was written by a newer metrics-as-code \(ledger version 2;/,
    );
    standin.state.commitOnBranch(standin.repo(REPO), BRANCH, { [PATH]: 'not json' }, 'broken');
    await expect(store().update(record('a::sum'))).rejects.toThrow(/is not valid JSON/);
  });

  // A config with `state: {branch: main}` made every apply commit state.json and state-journal/
  // into the repository's own code on main.
  it('refuses the default branch as the ledger branch, reading and writing nothing', async () => {
    const ledgers = store({ branch: 'main', defaultBranch: 'main' });
    await expect(ledgers.read()).rejects.toMatchObject({ rule: 'config.state-branch', exitCode: 2 });
    await expect(ledgers.update(record('a::sum'))).rejects.toThrow(/the repository's default branch/);
    expect(standin.writes()).toEqual([]);
    expect(standin.file(REPO, 'main', PATH)).toBeUndefined();
  });
});
