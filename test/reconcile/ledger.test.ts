// The ledger's pieces: claims (pure), the file store's lock and atomic writes, the recorder.
import { spawnSync } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_TTL_MS, claim, type RunIdentity, releaseClaims } from '../../src/reconcile/claims.js';
import { FileLedgerStore } from '../../src/reconcile/file-store.js';
import { definitionHash } from '../../src/reconcile/hash.js';
import {
  applyChange,
  applyJournal,
  emptyLedger,
  type Ledger,
  type LedgerStore,
} from '../../src/reconcile/ledger.js';
import { LedgerRecorder } from '../../src/reconcile/recorder.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const me: RunIdentity = { runId: 'run-me', pid: process.pid, host: hostname() };
const want = (id: string, hash = 'sha256:a') => ({ id, hash, file: 'metrics/a.yaml' });

/** A pid that is certainly not running: a child that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('claims', () => {
  it('claims what nobody holds, and leaves recorded ids alone', () => {
    const ledger: Ledger = {
      version: 1,
      metrics: { 'done::sum': { id: 'done::sum', hash: 'h', file: 'f', createdAt: NOW.toISOString() } },
    };
    const result = claim(ledger, [want('new::sum'), want('done::sum')], me, NOW);
    expect(result.claimed).toEqual(['new::sum']);
    expect(result.recordedMeanwhile).toEqual(['done::sum']);
    expect(result.ledger.pending?.['new::sum']).toMatchObject({ runId: 'run-me', pid: process.pid });
  });

  it('leaves a live run its claims, takes over a dead one and knows it may already exist', () => {
    const pending = {
      'live::sum': {
        hash: 'sha256:a',
        file: 'f',
        startedAt: NOW.toISOString(),
        runId: 'other',
        pid: process.ppid,
        host: hostname(),
      },
      'dead::sum': {
        hash: 'sha256:a',
        file: 'f',
        startedAt: NOW.toISOString(),
        runId: 'other',
        pid: deadPid(),
        host: hostname(),
      },
      'edited::sum': { hash: 'sha256:old', file: 'f', startedAt: NOW.toISOString() },
    };
    const result = claim(
      { version: 1, metrics: {}, pending },
      [want('live::sum'), want('dead::sum'), want('edited::sum')],
      me,
      NOW,
    );
    expect([...result.heldElsewhere.keys()]).toEqual(['live::sum']);
    expect(result.claimed).toEqual(['dead::sum', 'edited::sum']);
    // Each earlier claim may be a metric that run created: with the hash it sent, so that one
    // edited since is recorded as the version the Console holds (changes.test.ts).
    expect([...result.inherited]).toEqual([
      ['dead::sum', 'sha256:a'],
      ['edited::sum', 'sha256:old'],
    ]);
  });

  it('presumes a claim from another machine abandoned after the TTL', () => {
    const startedAt = new Date(NOW.getTime() - CLAIM_TTL_MS - 1).toISOString();
    const pending = { 'x::sum': { hash: 'sha256:a', file: 'f', startedAt, runId: 'ci-run-1' } };
    const fresh = { 'x::sum': { ...pending['x::sum'], startedAt: NOW.toISOString() } };
    expect(
      claim({ version: 1, metrics: {}, pending }, [want('x::sum')], { runId: 'ci-run-2' }, NOW).claimed,
    ).toEqual(['x::sum']);
    expect(
      claim({ version: 1, metrics: {}, pending: fresh }, [want('x::sum')], { runId: 'ci-run-2' }, NOW)
        .claimed,
    ).toEqual([]);
  });

  it('lets a later attempt of the same workflow run take over at once', () => {
    const attempt1 = { runId: 'run-9-1', lineage: 'github-run-9' };
    const held = claim(emptyLedger(), [want('x::sum')], attempt1, NOW).ledger;
    expect(
      claim(held, [want('x::sum')], { runId: 'run-10-1', lineage: 'github-run-10' }, NOW).claimed,
    ).toEqual([]);
    const attempt2 = claim(held, [want('x::sum')], { runId: 'run-9-2', lineage: 'github-run-9' }, NOW);
    expect(attempt2.claimed).toEqual(['x::sum']);
    expect(attempt2.inherited.has('x::sum')).toBe(true);
  });

  it('releases its own claims for the next run and drops only its own', () => {
    const claimed = claim(emptyLedger(), [want('a::sum'), want('b::sum')], me, NOW).ledger;
    const released = releaseClaims(claimed, me, ['a::sum']);
    expect(released.pending?.['a::sum']).toEqual({
      hash: 'sha256:a',
      file: 'metrics/a.yaml',
      startedAt: NOW.toISOString(),
    });
    expect(claim(released, [want('a::sum')], { runId: 'next' }, NOW).inherited.has('a::sum')).toBe(true);
    const dropped = applyJournal(released, [{ runId: me.runId, metrics: {}, dropped: ['a::sum', 'b::sum'] }]);
    expect(Object.keys(dropped.pending ?? {})).toEqual(['a::sum']);
  });

  it('recording an id clears its claim, and the ledger keeps its keys sorted', () => {
    const claimed = claim(emptyLedger(), [want('b::sum'), want('a::sum')], me, NOW).ledger;
    const entry = (id: string) => ({ id, hash: 'sha256:a', file: 'f', createdAt: NOW.toISOString() });
    const recorded = applyChange(claimed, {
      metrics: { 'b::sum': entry('b::sum'), 'a::sum': entry('a::sum') },
    });
    expect(recorded.pending).toBeUndefined();
    expect(Object.keys(recorded.metrics)).toEqual(['a::sum', 'b::sum']);
  });
});

describe('definition hash', () => {
  it('ignores key order and changes with any value', () => {
    const a = definitionHash({
      name: 'x',
      type: 'sum',
      tags: ['a', 'b'],
      warehouseNative: { cap: 1, percentile: 0.5 },
    });
    const b = definitionHash({
      warehouseNative: { percentile: 0.5, cap: 1 },
      tags: ['a', 'b'],
      type: 'sum',
      name: 'x',
    });
    expect(a).toBe(b);
    expect(definitionHash({ name: 'x', type: 'sum', tags: ['b', 'a'] })).not.toBe(
      definitionHash({ name: 'x', type: 'sum', tags: ['a', 'b'] }),
    );
  });
});

describe('file ledger store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mac-ledger-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const entry = (id: string) => ({ id, hash: 'sha256:a', file: 'f', createdAt: NOW.toISOString() });

  it('loses nothing when many writers update at once', async () => {
    const path = join(dir, 'state.json');
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        new FileLedgerStore(path).update((current) =>
          applyChange(current, { metrics: { [`m${i}::sum`]: entry(`m${i}::sum`) } }),
        ),
      ),
    );
    expect(Object.keys((await new FileLedgerStore(path).read()).metrics)).toHaveLength(40);
  });

  it('takes over a lock left by a process that died', async () => {
    const path = join(dir, 'state.json');
    await writeFile(`${path}.lock`, JSON.stringify({ pid: deadPid(), host: hostname() }));
    await new FileLedgerStore(path).update((current) =>
      applyChange(current, { metrics: { 'a::sum': entry('a::sum') } }),
    );
    expect(JSON.parse(await readFile(path, 'utf8')).metrics['a::sum'].id).toBe('a::sum');
  });

  it("runs that find a dead run's lock at once take it over one at a time, and lose nothing", async () => {
    // Observed: three writers meeting a dead process's lock lost an entry in 2 to 8 rounds of 100:
    // two judged it abandoned, and the later one removed the lock the earlier one had just made.
    const dead = deadPid();
    for (let round = 0; round < 50; round++) {
      const path = join(dir, `state-${round}.json`);
      await writeFile(`${path}.lock`, JSON.stringify({ pid: dead, host: hostname() }));
      const write = (i: number) =>
        new FileLedgerStore(path).update((current) =>
          applyChange(current, { metrics: { [`m${i}::sum`]: entry(`m${i}::sum`) } }),
        );
      // A millisecond apart: each finds the dead lock, while another may be removing it.
      await Promise.all([0, 1, 2].map((i) => new Promise((go) => setTimeout(go, i)).then(() => write(i))));
      expect(Object.keys((await new FileLedgerStore(path).read()).metrics), `round ${round}`).toHaveLength(3);
    }
  });

  it('waits while another run takes a dead lock over', async () => {
    const path = join(dir, 'state.json');
    await writeFile(`${path}.lock`, JSON.stringify({ pid: deadPid(), host: hostname() }));
    // A live run (this process) in the middle of its takeover.
    await writeFile(`${path}.lock.takeover`, JSON.stringify({ pid: process.pid, host: hostname() }));
    let released = false;
    setTimeout(() => {
      released = true;
      void rm(`${path}.lock.takeover`);
    }, 150);
    await new FileLedgerStore(path).update((current) => {
      expect(released).toBe(true);
      return applyChange(current, { metrics: { 'a::sum': entry('a::sum') } });
    });
    expect(JSON.parse(await readFile(path, 'utf8')).metrics['a::sum'].id).toBe('a::sum');
  });

  it('refuses a corrupt ledger instead of starting from nothing', async () => {
    const path = join(dir, 'state.json');
    await writeFile(path, '{"version": 1, "metrics": [');
    await expect(new FileLedgerStore(path).read()).rejects.toMatchObject({ rule: 'ledger.format' });
    // Observed: a newer tool's ledger was to be "restored from its history", though it is intact.
    await writeFile(path, '{"version": 2, "metrics": {}}');
    await expect(new FileLedgerStore(path).read()).rejects.toThrow(
      `the state ledger ${path} was written by a newer metrics-as-code (ledger version 2; this one reads version 1): update metrics-as-code (the Action's version in the workflow, or the CLI) and run again`,
    );
  });

  it("a hand-edited entry names the field at fault in words, not the checker's", async () => {
    // Observed: "metrics.a::sum.hash: Invalid input: expected string, received undefined".
    const path = join(dir, 'state.json');
    const edited = {
      version: 1,
      metrics: { 'a::sum': { id: 'a::sum', file: 'f', createdAt: 'x', hash: 7 } },
    };
    await writeFile(path, JSON.stringify(edited));
    await expect(new FileLedgerStore(path).read()).rejects.toThrow(
      `the state ledger ${path} is not a ledger (metrics["a::sum"].hash must be a string, not a number): restore it`,
    );
    delete (edited.metrics['a::sum'] as { hash?: number }).hash;
    await writeFile(path, JSON.stringify(edited));
    await expect(new FileLedgerStore(path).read()).rejects.toThrow(
      '(metrics["a::sum"].hash is missing): restore it',
    );
  });

  it('a live lock makes the run give up after the wait with exit 3, "another apply is running"', async () => {
    const path = join(dir, 'state.json');
    await writeFile(`${path}.lock`, JSON.stringify({ pid: process.ppid, host: hostname() }));
    const store = new FileLedgerStore(path, { lockWaitMs: 50 });
    const failure = await store.update((current) => current).catch((error: unknown) => error);
    expect(failure).toMatchObject({ exitCode: 3, rule: 'ledger.busy' });
    expect((failure as Error).message).toMatch(
      /^another apply is running: the ledger lock .*state\.json\.lock/,
    );
  });

  it('the "not valid JSON" message says where, never what the file holds', async () => {
    const path = join(dir, 'state.json');
    await writeFile(path, 'root:x:0:0:root:/root:/bin/bash\n');
    const refused = await new FileLedgerStore(path).read().catch((error: Error) => error.message);
    expect(refused).toMatch(/is not valid JSON \(it does not start with `\{`\)/);
    expect(refused).not.toContain('root:x');
    await writeFile(path, '{\n  "version": 1,\n  "zzz-private": {,\n');
    const located = await new FileLedgerStore(path).read().catch((error: Error) => error.message);
    expect(located).toMatch(/a syntax error at line 3, column 19/);
    expect(located).not.toContain('zzz-private');
  });

  it('writes through a symbolic link inside the repository: the link and its target stay', async () => {
    await mkdir(join(dir, 'real'));
    const target = join(dir, 'real', 'ledger.json');
    const link = join(dir, 'state.json');
    await writeFile(target, JSON.stringify({ version: 1, metrics: { 'old::sum': entry('old::sum') } }));
    await symlink(target, link);
    await new FileLedgerStore(link, { root: dir }).update((current) =>
      applyChange(current, { metrics: { 'new::sum': entry('new::sum') } }),
    );
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(Object.keys(JSON.parse(await readFile(target, 'utf8')).metrics).sort()).toEqual([
      'new::sum',
      'old::sum',
    ]);
  });

  it('refuses a ledger that leads outside the repository, by a link to the file or a folder', async () => {
    const repo = join(dir, 'repo');
    const outside = join(dir, 'outside');
    await mkdir(repo);
    await mkdir(outside);
    await writeFile(join(outside, 'passwd'), 'root:x:0:0\n');
    await symlink(join(outside, 'passwd'), join(repo, 'state.json'));
    await symlink(outside, join(repo, '.state'));
    for (const path of [join(repo, 'state.json'), join(repo, '.state', 'new.json')]) {
      const store = new FileLedgerStore(path, { root: repo });
      await expect(store.read()).rejects.toMatchObject({ exitCode: 2, rule: 'ledger.outside-repository' });
      await expect(store.update((current) => current)).rejects.toMatchObject({ exitCode: 2 });
    }
    expect(await readdir(outside)).toEqual(['passwd']);
    expect(await readFile(join(outside, 'passwd'), 'utf8')).toBe('root:x:0:0\n');
  });

  it('removes the temp files of writers that died, and never those of a live one', async () => {
    const path = join(dir, 'state.json');
    const dead = deadPid();
    const names = [
      `state.json.${dead}.0badc0de.tmp`,
      `state.json.lock.${dead}.0badc0de.tmp`,
      `state.json.${process.ppid}.0badc0de.tmp`,
      'state.json.notes.tmp',
    ];
    for (const name of names) await writeFile(join(dir, name), '{}');
    await new FileLedgerStore(path).update((current) =>
      applyChange(current, { metrics: { 'a::sum': entry('a::sum') } }),
    );
    expect((await readdir(dir)).sort()).toEqual(
      ['state.json', `state.json.${process.ppid}.0badc0de.tmp`, 'state.json.notes.tmp'].sort(),
    );
  });

  it('a file or folder in the way is a located configuration error, not an unexpected one', async () => {
    // Observed: `unexpected error: ENOTDIR: not a directory, realpath '.../.metrics-as-code/state.json'`
    // when .metrics-as-code was a file.
    await writeFile(join(dir, 'in-the-way'), 'x');
    await mkdir(join(dir, 'state.json'));
    const cases = [
      [join(dir, 'in-the-way', 'state.json'), 'a part of its path is a file, not a folder'],
      [join(dir, 'state.json'), 'it is a folder'],
    ] as const;
    for (const [path, why] of cases) {
      const store = new FileLedgerStore(path);
      const said = `the state ledger ${path}: ${why}: set state.file in metrics-as-code.yaml`;
      await expect(store.read()).rejects.toMatchObject({
        exitCode: 2,
        rule: 'ledger.file',
        message: expect.stringContaining(`cannot read ${said}`),
      });
      await expect(store.update((current) => current)).rejects.toMatchObject({
        exitCode: 2,
        message: expect.stringContaining(`cannot write ${said}`),
      });
    }
  });

  it('writes nothing when the mutation changes nothing', async () => {
    const path = join(dir, 'state.json');
    await new FileLedgerStore(path).update((current) => current);
    await expect(readFile(path, 'utf8')).rejects.toThrow(/ENOENT/);
  });
});

describe('recorder', () => {
  /** The store, and each write asked of it, in order. */
  const counted = (inner: FileLedgerStore) => {
    const writes: string[] = [];
    const store: LedgerStore = {
      location: inner.location,
      read: () => inner.read(),
      append: (batch) => {
        writes.push('append');
        return inner.append(batch);
      },
      update: (mutate) => {
        writes.push('update');
        return inner.update(mutate);
      },
    };
    return { store, writes };
  };
  const entry = (id: string) => ({ id, hash: 'sha256:a', file: 'f', createdAt: NOW.toISOString() });

  it('writes at most a batch per maxRecords, each into the file ledger itself', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'mac-recorder-')), 'state.json');
    const { store, writes } = counted(new FileLedgerStore(path));
    const recorder = new LedgerRecorder(store, me, { maxRecords: 50, maxDelayMs: 60_000 });
    await Promise.all(Array.from({ length: 200 }, (_, i) => recorder.record(entry(`m${i}`))));
    // Outcomes that arrive while a batch is written wait for the next: a batch may grow larger.
    expect(writes.length).toBeGreaterThanOrEqual(2);
    expect(writes.length).toBeLessThanOrEqual(4);
    expect(Object.keys(JSON.parse(await readFile(path, 'utf8')).metrics)).toHaveLength(200);
    // Nothing is left to fold in: closing writes nothing more.
    const batches = writes.length;
    await recorder.close();
    expect(writes).toHaveLength(batches);
  });

  it('writes a batch after maxDelayMs even when it is small', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'mac-recorder-')), 'state.json');
    const { store, writes } = counted(new FileLedgerStore(path));
    const recorder = new LedgerRecorder(store, me, { maxRecords: 1000, maxDelayMs: 20 });
    await recorder.record(entry('alone'));
    expect(writes).toEqual(['append']);
    expect(Object.keys((await new FileLedgerStore(path).read()).metrics)).toEqual(['alone']);
  });

  it('drops only its own claims', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'mac-recorder-')), 'state.json');
    const claims: Ledger = {
      version: 1,
      metrics: {},
      pending: {
        'mine::sum': { hash: 'h', file: 'f', startedAt: NOW.toISOString(), runId: me.runId },
        'theirs::sum': { hash: 'h', file: 'f', startedAt: NOW.toISOString(), runId: 'other' },
      },
    };
    await writeFile(path, JSON.stringify(claims));
    const store = new FileLedgerStore(path);
    await store.append({ runId: me.runId, metrics: {}, dropped: ['mine::sum', 'theirs::sum'] });
    expect(Object.keys((await store.read()).pending ?? {})).toEqual(['theirs::sum']);
    await store.append({ runId: me.runId, metrics: { 'a::sum': entry('a::sum') }, dropped: [] });
    expect(Object.keys((await store.read()).metrics)).toEqual(['a::sum']);
  });
});
