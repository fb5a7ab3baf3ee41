// Data file persistence across restarts (and a SIGKILL), and seed loading.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeedFile, parseSeed, startEmulator } from '../../src/emulator/server.js';
import { ToolError } from '../../src/outcome/failure.js';
import { countMetric, exited, listeningUrl, post, reviews, spawnCli } from './helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'emulator-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const readStored = async (file: string) =>
  JSON.parse(await readFile(file, 'utf8')) as { version: number; metrics: { id: string }[] };

describe('data file', () => {
  it("on start, removes the temp files that a killed emulator left, and keeps a live writer's", async () => {
    const dataFile = join(dir, 'leftovers', 'data.json');
    const first = await startEmulator({ dataFile });
    expect((await post(first.url, countMetric('before_kill'))).status).toBe(201);
    await first.close();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    await writeFile(`${dataFile}.${dead}.deadbeef.tmp`, '{"half":');
    await writeFile(`${dataFile}.${process.ppid}.cafe0001.tmp`, '{}');
    const second = await startEmulator({ dataFile });
    await second.close();
    expect((await readdir(join(dir, 'leftovers'))).sort()).toEqual(
      ['data.json', `data.json.${process.ppid}.cafe0001.tmp`].sort(),
    );
  });

  it('keeps metrics across a restart, refuses their names after it, leaves no tmp file', async () => {
    const dataFile = join(dir, 'nested', 'restart.json');
    const first = await startEmulator({ dataFile });
    for (const name of ['kept_one', 'kept_two', 'kept_three'])
      expect((await post(first.url, countMetric(name))).status).toBe(201);
    const created = first.metrics();
    await first.close();

    const second = await startEmulator({ dataFile });
    try {
      expect(second.metrics()).toEqual(created);
      const again = await post(second.url, countMetric('kept_two'));
      expect(again.status).toBe(400);
      expect(again.json.message).toContain('already in use');
      expect((await post(second.url, countMetric('kept_four'))).status).toBe(201);
    } finally {
      await second.close();
    }
    const stored = await readStored(dataFile);
    expect(stored.version).toBe(1);
    expect(stored.metrics.map((metric) => metric.id)).toEqual([
      'kept_one::event_count_custom',
      'kept_two::event_count_custom',
      'kept_three::event_count_custom',
      'kept_four::event_count_custom',
    ]);
    expect((await readdir(join(dir, 'nested'))).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('has every acknowledged create on disk by the time its 201 arrives, under concurrency', async () => {
    const dataFile = join(dir, 'concurrent.json');
    const emulator = await startEmulator({ dataFile });
    try {
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, i) => post(emulator.url, countMetric(`burst_${i}`))),
      );
      expect(replies.every((reply) => reply.status === 201)).toBe(true);
      const onDisk = (await readStored(dataFile)).metrics.map((metric) => metric.id).sort();
      expect(onDisk).toEqual(replies.map((reply) => reply.json.data.id).sort());
    } finally {
      await emulator.close();
    }
  });

  it('refuses a data file it did not write, and leaves it alone', async () => {
    const dataFile = join(dir, 'foreign.json');
    await writeFile(dataFile, '{"something": "else"}');
    await expect(startEmulator({ dataFile })).rejects.toMatchObject({ rule: 'data-file.invalid' });
    expect(await readFile(dataFile, 'utf8')).toBe('{"something": "else"}');
  });

  it('says in words why a data file cannot be read', async () => {
    // Observed: "cannot read the data file /tmp/x: EISDIR", the system's code for a folder.
    await expect(startEmulator({ dataFile: dir })).rejects.toMatchObject({
      rule: 'data-file.read',
      message: `cannot read the data file ${dir}: it is a directory`,
    });
  });

  it('loses no acknowledged create when the emulator is killed', async () => {
    const dataFile = join(dir, 'killed.json');
    const child = spawnCli(['--port', '0', '--data-file', dataFile]);
    try {
      const url = await listeningUrl(child);
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) => post(url, countMetric(`before_kill_${i}`))),
      );
      expect(replies.every((reply) => reply.status === 201)).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await exited(child);
    }
    const restarted = await startEmulator({ dataFile });
    try {
      expect(restarted.metrics()).toHaveLength(10);
    } finally {
      await restarted.close();
    }
  });
});

describe('seed', () => {
  const example = `dynamicConfigs:
  - id: checkout_flow
    reviews:            # Review objects of docs/api-contract.md
      - review_id: rv_1
        status: pending
        type: rules
        author: {id: u_1, email: null}
        reviewers: [{id: g_data, kind: group}]
        description: Raise the rollout to 50%
        created_at: "2026-11-02T09:30:00Z"
        content:
          type: rules
          current: {rules: []}
          proposed: {rules: [{name: eu, passPercentage: 50, conditions: []}]}
      - review_id: rv_2
        status: committed
        type: resalt
        author: {id: u_2, email: bo@example.com}
        reviewers: []
        description: Resalt
        created_at: 2026-11-03T10:00:00+02:00
        content: null
metrics:
  - name: seeded_metric
    type: event_count_custom
    unitTypes: [userID]
    metricEvents: [{name: page_view, type: count}]
`;

  const RULES_CONTENT = `        content:
          type: rules
          current: {rules: []}
          proposed: {rules: [{name: eu, passPercentage: 50, conditions: []}]}
`;
  expect(example).toContain(RULES_CONTENT);

  it('loads the YAML of docs/emulator.md and serves it', async () => {
    const file = join(dir, 'seed.yaml');
    await writeFile(file, example);
    const emulator = await startEmulator(await loadSeedFile(file));
    try {
      const reply = await reviews(emulator.url, 'checkout_flow');
      expect(reply.json.data.map((item: { review_id: string }) => item.review_id)).toEqual(['rv_2', 'rv_1']);
      expect(reply.text).not.toContain('passPercentage');
      expect((await reviews(emulator.url, 'search_ranking')).status).toBe(404);
      expect(emulator.metrics()).toMatchObject([
        { id: 'seeded_metric::event_count_custom', lineage: { events: ['page_view'] } },
      ]);
      const taken = await post(emulator.url, countMetric('seeded_metric'));
      expect(taken.json.message).toContain('already in use');
    } finally {
      await emulator.close();
    }
  });

  it.each([
    [
      'a status outside section 3',
      example.replace('status: pending', 'status: open'),
      'dynamicConfigs.0.reviews.0.status',
    ],
    ['a type outside 2.2', example.replace('type: resalt', 'type: reset'), 'dynamicConfigs.0.reviews.1.type'],
    [
      'a missing field',
      example.replace('        description: Resalt\n', ''),
      'dynamicConfigs.0.reviews.1.description',
    ],
    ['an unknown key', example.replace('review_id: rv_1', 'review_id: rv_1\n        title: x'), 'title'],
    // Observed: "created_at Invalid ISO datetime", zod's words, with nothing to write.
    [
      'a bad timestamp',
      example.replace('"2026-11-02T09:30:00Z"', '"2026-11-02"'),
      'created_at must be a date and time with its offset, as "2026-11-02T09:30:00Z"',
    ],
    ['a repeated review id', example.replace('review_id: rv_2', 'review_id: rv_1'), 'repeats `rv_1`'],
    // Observed: "author.email is required", where the spec's field takes null for an author with
    // no email: what to write was left to guess.
    [
      'an author without the email it may leave null',
      example.replace('email: null', 'role: x').replace('role: x', ''),
      'author.email is required: write `email: null` when there is none',
    ],
    [
      'null content on a rules review',
      example.replace(RULES_CONTENT, '        content: null\n'),
      'carries a proposed value',
    ],
    [
      'content on a resalt review',
      example.replace('content: null', 'content: {type: resalt, current: {}, proposed: {}}'),
      'must be null',
    ],
    ['a YAML syntax error', example.replace('reviewers: []', 'reviewers: [}'), 'seed.yaml'],
  ])('rejects %s with a message naming it', (_label, text, mention) => {
    const result = parseSeed(text, 'seed.yaml');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem.kind).toMatch(/^seed\./);
      expect(result.problem.message).toContain(mention);
    }
  });

  it('places each problem of a seed file at the line it is about', () => {
    // Observed: "seed.yaml: dynamicConfigs.0.reviews.0.status must be one of …", the file alone.
    const text = example.replace('status: pending', 'status: open');
    const result = parseSeed(text, 'seed.yaml');
    const line = text.split('\n').findIndex((row) => row.includes('status: open')) + 1;
    const column = text.split('\n')[line - 1]!.indexOf('open') + 1;
    expect(!result.ok && result.problem.message).toContain(
      `  seed.yaml:${line}:${column}: dynamicConfigs.0.reviews.0.status must be one of`,
    );
    const unknown = parseSeed(
      example.replace('review_id: rv_1', 'review_id: rv_1\n        title: x'),
      'seed.yaml',
    );
    expect(!unknown.ok && unknown.problem.message).toMatch(/ {2}seed\.yaml:\d+:9: unknown key `title`/);
  });

  it('lists the problems of a seed file in the order of its lines', () => {
    // Observed: lines 5, 7, 8, then 4 (a review's missing description, at the review's start).
    const text = example
      .replace('status: pending', 'status: open')
      .replace(/ {8}description: [^\n]*\n/, '')
      .replace('kind: group', 'kind: team');
    const result = parseSeed(text, 'seed.yaml');
    const lines = (!result.ok && result.problem.message.match(/^ {2}seed\.yaml:(\d+):/gm)) || [];
    const numbers = lines.map((place) => Number(place.split(':')[1]));
    expect(numbers.length).toBeGreaterThan(2);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it("lists the problems of a seed's metrics in the order of the file too", async () => {
    // Observed: a metric's name (12:11) before its type's needs (12:5).
    const file = join(dir, 'short-name.yaml');
    await writeFile(
      file,
      example.replace(
        'name: seeded_metric\n    type: event_count_custom\n    unitTypes: [userID]',
        'name: x\n    type: sum',
      ),
    );
    const failure = await startEmulator(await loadSeedFile(file)).catch((error: Error) => error);
    const places = (failure as Error).message.match(/:(\d+):(\d+):/g) ?? [];
    const columns = places.map((place) => Number(place.split(':')[2]));
    expect(columns.length).toBeGreaterThan(1);
    expect(columns).toEqual([...columns].sort((a, b) => a - b));
  });

  it('throws a ToolError for a missing file or a bad seed metric', async () => {
    await expect(loadSeedFile(join(dir, 'absent.yaml'))).rejects.toMatchObject({ rule: 'seed.read' });
    const file = join(dir, 'bad-metric.yaml');
    await writeFile(file, example.replace('unitTypes: [userID]', 'unitTypes: []'));
    const failure = startEmulator(await loadSeedFile(file));
    await expect(failure).rejects.toBeInstanceOf(ToolError);
    // Observed: "seed metrics.0.unitTypes: …", the only seed problem without its line.
    const text = await readFile(file, 'utf8');
    const line = text.split('\n').findIndex((row) => row.includes('unitTypes: []')) + 1;
    await expect(failure).rejects.toMatchObject({
      rule: 'seed.metrics',
      message: expect.stringContaining(
        `  ${file}:${line}:16: an event_count_custom metric needs a non-empty unitTypes`,
      ),
    });
  });

  it('reads a seed file as definitions are read: nesting past the limit is refused at its place', () => {
    // Observed: a seed of 1 MiB of `[` took 16 s and 1 GB to say "Maximum call stack size
    // exceeded at line 1, column 804"; one of 20 KB could end the process out of memory.
    const deep = parseSeed(`dynamicConfigs: ${'['.repeat(5_000)}`, 'seed.yaml');
    expect(!deep.ok && deep.problem.message).toMatch(
      /^the seed is not valid YAML:\n {2}seed\.yaml:1:\d+: nesting is too deep/,
    );
    const two = parseSeed(`${example}---\ndynamicConfigs: []\n`, 'seed.yaml');
    const line = example.split('\n').length;
    expect(!two.ok && two.problem.message).toContain(`  seed.yaml:${line}:1: a seed is one YAML document`);
  });
});
