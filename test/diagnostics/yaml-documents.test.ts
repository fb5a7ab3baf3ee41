// A big file of many documents is read in runs of whole documents: only the runs that need it are
// read fully, and the reading is the full reader's of the whole file, document by document.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  documentsAgain,
  parseYaml,
  readAround,
  readInRuns,
  readPastDirectives,
  refusedWhole,
} from '../../src/diagnostics/yaml-documents.js';
import { type Declined, readYamlFast } from '../../src/diagnostics/yaml-fast.js';
import { loadFullReader, parseYamlFully } from '../../src/diagnostics/yaml-full.js';
import type { ParsedYaml } from '../../src/diagnostics/yaml-tree.js';

// These tests read YAML synchronously: the full reader, loaded on demand in a run, is loaded first.
beforeAll(loadFullReader);

/** 2,000 small definitions (about 140 KB, three runs) with `odd` documents put in at their places. */
function catalogue(odd: Record<number, string>): string {
  const documents = Array.from(
    { length: 2_000 },
    (_, i) => odd[i] ?? `name: metric_${i}\ntype: sum\ndescription: the ${i}th\ntags: [a, b]\n`,
  );
  return `# the catalogue\n${documents.map((doc, i) => (i === 0 ? doc : `---\n${doc}`)).join('')}`;
}

function reading(parsed: ParsedYaml) {
  return {
    documents: parsed.documents.map((doc) => ({
      start: doc.start,
      end: doc.end,
      contents: doc.contents,
      diagnostics: doc.diagnostics,
      plain: doc.plain(),
    })),
    streamErrors: parsed.streamErrors,
    // Every offset placed as the whole file places it.
    places: [0, 1_000, 70_000, 130_000].map((offset) => parsed.lineCounter.linePos(offset)),
  };
}

/** The fast reader's answer for a text it declines. */
function declined(text: string): Declined {
  const fast = readYamlFast('big.yaml', text);
  if (!('declined' in fast)) throw new Error('the fast reader read it all');
  return fast;
}

/** The full reader's reading of the whole text, once per text (each takes a while). */
const fullReadings = new Map<string, ReturnType<typeof reading>>();
function fullReading(text: string): ReturnType<typeof reading> {
  const found = fullReadings.get(text) ?? reading(parseYamlFully('big.yaml', text));
  fullReadings.set(text, found);
  return found;
}

/** A key the fast reader leaves to the full one (a list as a key), in a document with no error. */
const LEFT = '? [left, alone]\n: none\n';

const ODD: Record<string, Record<number, string>> = {
  'nothing odd (every run read fast)': {},
  'a syntax error in one document': { 1500: 'name: [broken\ntype: sum\n' },
  'errors in two runs, the first and the last document among them': {
    0: 'name: "unclosed\n',
    1200: 'a: b: c\n',
    1999: 'name: x\n\tbad: tab\n',
  },
  'a tag, a repeated key and an alias inside an anchor': {
    10: 'name: !local tagged\ntype: sum\n',
    900: 'name: twice\nname: again\n',
    1700: 'base: &b {x: 1}\nm: &m {y: *b}\n',
  },
  'an anchor used from the next document': { 1500: 'shared: &s {x: 1}\n', 1501: 'name: n\n<<: *s\n' },
  // An unclosed quote reads on past `---` to the end of the file, as it does in the whole file.
  'an unclosed quote in the first run': { 3: 'name: "unclosed\n' },
  'an unclosed quote at a run’s end': { 930: "name: 'unclosed\n" },
  'an unclosed flow list at a run’s end': { 930: 'name: [a,\n' },
  'the last document broken': { 1999: 'name: [broken\n' },
  'a broken document and a tagged one far apart': { 40: 'a: b: c\n', 1800: 'name: !local t\n' },
  'six broken documents': Object.fromEntries(
    [100, 400, 700, 1000, 1300, 1600].map((at) => [at, 'name: [broken\n']),
  ),
  'a broken document in every 150': Object.fromEntries(
    Array.from({ length: 13 }, (_, i) => [75 + i * 150, i % 2 ? 'a: b: c\n' : 'name: [broken\n']),
  ),
  'every document tagged, every seventh left to the full reader': Object.fromEntries(
    Array.from({ length: 2_000 }, (_, i) => [
      i,
      i % 7 ? `name: !m m${i}\ntype: !!str sum\n` : `name: n${i}\n${LEFT}`,
    ]),
  ),
  // Resolved as the full reader does, and warned of where it warns: read fast.
  'core tags, resolved or not, every tenth document': Object.fromEntries(
    Array.from({ length: 200 }, (_, i) => [
      i * 10,
      [
        'n: !!int 7\n',
        'n: !!float 1\n',
        'n: !!bool yes\nm: !!null ~\n',
        'n: !<tag:yaml.org,2002:int> 0x1F\n',
      ][i % 4]!,
    ]),
  ),
  'the tags that say "a string", each way': {
    5: 'name: ! n\n',
    6: 'name: !<tag:yaml.org,2002:str> 12\n',
    7: "name: !!str 'q'\ntags: [!!str 1, ! 2]\n",
    8: 'name: !!str |\n  block\n',
  },
  'tagged documents, then a syntax error': {
    10: 'n: !local x\n',
    20: `n: n\n${LEFT}`,
    30: 'n: !!int 2\n',
    1500: 'a: b: c\n',
  },
  'a tagged document right after a syntax error': { 50: 'a: b: c\n', 51: 'n: !!int 5\n' },
  // A flow list left open ends at the next `---`: the documents after it are read as ever.
  'flow lists left open at the end of a document, throughout': Object.fromEntries(
    Array.from({ length: 13 }, (_, i) => [75 + i * 150, `name: n${i}\nx: [open\n`]),
  ),
  'a flow list left open, and later a quote': { 100: 'x: [open\n', 900: 'name: "unclosed\n' },
  // Broken documents are read past fast, then fully together: one among them that reads on past its
  // `---` reads the rest of the file whole, and what was read after it is dropped.
  'broken documents close together, a quote left open among them': {
    100: 'x: [open\n',
    104: 'a: b: c\n',
    108: 'name: "unclosed\n',
    112: 'x: [open\n',
    1500: 'a: b: c\n',
  },
  'broken documents close together, the first a quote left open': {
    100: "name: 'unclosed\n",
    103: 'x: [open\n',
    106: 'x: [open\n',
  },
  // `...` closing documents: each document ends past it, as in the full reader.
  'every document closed by `...`': Object.fromEntries(
    Array.from({ length: 2_000 }, (_, i) => [i, `name: metric_${i}\ntype: sum\n...\n`]),
  ),
  '`...` with comments after, errors and left documents among them': {
    5: 'name: x\n... # end\n\n# after\n',
    10: `${LEFT}...\n`,
    11: `${LEFT}...\n# c\n`,
    12: '...\n',
    100: 'x: [open\n...\n',
    700: 'name: "open\n...\n',
    1500: 'a: b: c\n...\n',
    1999: 'name: last\n...\n',
  },
  // Dense past DENSE_COUNT of them: the rest of the file is read in runs.
  'every document broken': Object.fromEntries(
    Array.from({ length: 2_000 }, (_, i) => [
      i,
      `name: n${i}\ndescription: the ${i}th of many\n${i % 3 ? 'x: [open\n' : 'a: b: c\n'}`,
    ]),
  ),
  // More than DENSE_COUNT, but far apart: each is still read past.
  'a broken document in every tenth': Object.fromEntries(
    Array.from({ length: 200 }, (_, i) => [3 + i * 10, i % 2 ? 'a: b: c\n' : 'name: [broken\n']),
  ),
  // Nested past 100 levels: refused where the whole file's reading refuses them, at level 101
  // (yaml-tree.ts MAX_NESTING), the deepest without the full reader reading all of it.
  'a document nested 3,000 deep': { 1500: `name: d\nx: ${'['.repeat(3_000)}${']'.repeat(3_000)}\n` },
  'documents nested just past the limit, and one at it': {
    10: `name: d\nx: ${'['.repeat(100)}${']'.repeat(100)}\n`,
    11: `name: e\nx: ${'['.repeat(99)}${']'.repeat(99)}\n`,
    900: `${Array.from({ length: 101 }, (_, i) => `${' '.repeat(i)}a:`).join('\n')} 1\n`,
    1999: `name: last\nx: ${'{a: '.repeat(300)}1${'}'.repeat(300)}\n`,
  },
  'every tenth document nested 400 deep': Object.fromEntries(
    Array.from({ length: 200 }, (_, i) => [i * 10, `name: d${i}\nx: ${'['.repeat(400)}${']'.repeat(400)}\n`]),
  ),
  // The documents the fast reader leaves are read together, unless one has an error at its end.
  'left documents, one the full reader finds broken at its end': {
    30: LEFT,
    31: 'a: &x[1]\n',
    32: 'n: !!timestamp soon\n',
    1200: LEFT,
  },
  // Read together in batches of about 8 KB: the batch with the broken one is read document by document.
  'every fifth document left, one among them broken at its end': {
    ...Object.fromEntries(Array.from({ length: 400 }, (_, i) => [i * 5, `name: n${i}\n${LEFT}`])),
    1500: 'n: !!timestamp soon\n',
  },
};

describe('a big file is read in runs of documents', () => {
  it.each(Object.entries(ODD))('%s: the full reader’s reading of the whole file', (_, odd) => {
    const text = catalogue(odd);
    const runs = readInRuns('big.yaml', text);
    expect(runs).toBeDefined();
    expect(reading(runs!)).toStrictEqual(fullReading(text));
  });

  it('a small file, or one with a directive or a `...` marker, is read whole', () => {
    expect(readInRuns('f.yaml', 'name: [broken\n---\nname: b\n')).toBeUndefined();
    expect(readInRuns('f.yaml', catalogue({ 5: 'name: x\n...\nname: bare\n' }))).toBeUndefined();
    expect(readInRuns('f.yaml', `%YAML 1.2\n${catalogue({ 5: 'name: [broken\n' })}`)).toBeUndefined();
  });
});

/** Documents each reading takes another way: broken, left, tagged, closed, deep, open. */
const ODD_SNIPPETS = [
  'name: [broken\n',
  'a: b: c\n',
  'x: [open\n',
  `name: n\n${LEFT}`,
  'name: !local t\n',
  'n: !!int 5\n',
  'n: !!timestamp soon\n',
  'name: x\n...\n',
  `x: ${'['.repeat(120)}${']'.repeat(120)}\n`,
  `x: ${'['.repeat(300)}${']'.repeat(300)}\n`,
  'name: "open\n',
  'name: x\n\tbad: tab\n',
  'k: &a 1\nm: *a\n',
  // Broken in other ways: js-yaml meets each error somewhere else in the document.
  'k: {a: 1\n',
  'a:\n  - x\n  y: 1\n',
  '- x\nk: v\n',
  'k: |\n  text\n bad\n',
  "k: 'open\n",
  'name: n\ntype: sum\nx: [open\n',
];

describe('a big file of odd documents in any mix and density: the full reader’s reading of the whole file', () => {
  it('holds for random catalogues', () => {
    const catalogues = fc.record({
      // How often a document is odd, from one in 200 to every one, and which odd ones are drawn.
      every: fc.integer({ min: 1, max: 200 }),
      kinds: fc.subarray(ODD_SNIPPETS, { minLength: 1 }),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(catalogues, ({ every, kinds, seed }) => {
        const random = fc.sample(fc.integer({ min: 0, max: 1_000_000 }), { seed, numRuns: 2_000 });
        const odd = Object.fromEntries(
          random.flatMap((draw, i) =>
            draw % every === 0 ? [[i, kinds[Math.floor(draw / every) % kinds.length]!]] : [],
          ),
        );
        const text = catalogue(odd);
        expect(reading(parseYaml('big.yaml', text))).toStrictEqual(fullReading(text));
      }),
      // More on demand: `CATALOGUE_RUNS=250 npx vitest run test/diagnostics/yaml-documents.test.ts`.
      { numRuns: Number(process.env.CATALOGUE_RUNS ?? 12) },
    );
  });
});

describe('a big file is read around the documents the fast reader declines', () => {
  it.each(Object.entries(ODD))('%s: the full reader’s reading of the whole file', (_, odd) => {
    const text = catalogue(odd);
    expect(reading(parseYaml('big.yaml', text))).toStrictEqual(fullReading(text));
  });

  it.each([
    ['a broken document', { 1500: 'name: [broken\n' }],
    ['one left to the full reader', { 10: `name: n\n${LEFT}` }],
    ['the first and the last document', { 0: 'a: b: c\n', 1999: 'name: !local t\n' }],
    ['a quote left open, reaching the next `---`', { 700: 'name: "unclosed\n' }],
    // However many: each is read past, or once they lie dense the rest is read in runs by readAround itself.
    ['six broken documents', ODD['six broken documents']!],
    ['a broken document in every 150', ODD['a broken document in every 150']!],
    ['every document tagged', ODD['every document tagged, every seventh left to the full reader']!],
    ['flow lists left open', ODD['flow lists left open at the end of a document, throughout']!],
    ['every document broken', ODD['every document broken']!],
  ])('%s: read around, not in runs', (_, odd) => {
    const text = catalogue(odd);
    const fast = declined(text);
    expect(fast.at).toEqual(expect.any(Number));
    const around = readAround('big.yaml', text, fast);
    expect(around).toBeDefined();
    expect(reading(around!)).toStrictEqual(fullReading(text));
  });

  it('keeps what js-yaml read before a syntax error: the documents before it are not read again', () => {
    const text = catalogue({ 1999: 'name: [broken\n' });
    const fast = declined(text);
    expect(fast.before?.end).toBe(text.lastIndexOf('---\nname: [broken'));
    const before = fast.before?.reading as ParsedYaml | undefined;
    expect(before?.documents).toHaveLength(1_999);
  });

  // A js-yaml that drops what it read at an error (as the one in node_modules does, unbundled):
  // the text before the error is read again, to the same reading.
  it.each([
    ['a syntax error in one document', ODD['a syntax error in one document']!],
    ['a broken document in every 150', ODD['a broken document in every 150']!],
    ['tagged documents, then a syntax error', ODD['tagged documents, then a syntax error']!],
  ])('%s, read again before the error: the same reading', (_, odd) => {
    const text = catalogue(odd);
    const { before: _dropped, ...fast } = declined(text);
    expect(reading(readAround('big.yaml', text, fast)!)).toStrictEqual(fullReading(text));
  });

  it('reads on past syntax errors when asked: each broken document left to the full reader, in one read', () => {
    const text = catalogue({ 10: 'a: b: c\n', 500: 'x: [open\n', 1999: 'name: [broken\n' });
    const found: number[] = [];
    const fast = readYamlFast('big.yaml', text, undefined, { readOn: (at) => found.push(at) > 0 });
    const holes = ('pieces' in fast ? (fast.pieces ?? []) : []).flatMap((piece) =>
      'hole' in piece ? [piece.hole] : [],
    );
    expect(holes.map((hole) => text.slice(hole.start, hole.end))).toStrictEqual([
      '---\na: b: c\n',
      '---\nx: [open\n',
      '---\nname: [broken\n',
    ]);
    expect(found).toStrictEqual(holes.map((hole) => hole.at));
    // Told to stop at the second, it stops there, keeping what it read before.
    const stopped = readYamlFast('big.yaml', text, undefined, { readOn: (at) => at < found[1]! });
    expect(stopped).toMatchObject({ declined: true, at: found[1] });
    expect(stopped).toHaveProperty('before.end', text.indexOf('---\nx: [open'));
  });

  it('keeps the documents a parse read and reads only the ones the fast reader left', () => {
    const fast = declined(catalogue({ 10: LEFT, 1999: LEFT }));
    const pieces = fast.pieces ?? [];
    expect(pieces.filter((piece) => 'hole' in piece)).toHaveLength(2);
    expect(pieces.filter((piece) => 'read' in piece)).toHaveLength(1_998);
  });

  it('leaves a file of one document it cannot cut, or a place it does not know, to the others', () => {
    const one = `name: &x x\n${'k: 1\n'.repeat(20_000)}bad: [\n`;
    expect(readAround('one.yaml', one, { declined: true, at: one.length - 2 })).toBeUndefined();
    const broken = catalogue({ 5: 'name: [broken\n' });
    expect(readAround('big.yaml', broken, { declined: true, at: undefined })).toBeUndefined();
  });
});

describe('a big file with directives before its first `---`: the first document read with them, the rest as ever', () => {
  const tagged = '%TAG !e! tag:example.com,2000:\n';
  it.each([
    ['`%YAML 1.2`', `%YAML 1.2\n---\n${catalogue({})}`],
    [
      'a comment, `%YAML 1.2` and `%TAG`, the tag used in the first document and a later one',
      `# header\n%YAML 1.2 # the version\n${tagged}\n--- # first\n${catalogue({ 0: 'name: !e!x m\n', 7: 'name: !e!y m\n' })}`,
    ],
    [
      '`%YAML 1.2`, every document closed by `...`',
      `%YAML 1.2\n---\n${catalogue(ODD['every document closed by `...`']!)}`,
    ],
    [
      '`%TAG`, and a syntax error later',
      `${tagged}---\n${catalogue({ 1500: 'a: b: c\n', 1501: 'n: !!int 5\n' })}`,
    ],
  ])('%s', (_, text) => {
    expect(text.length).toBeGreaterThan(64 * 1024);
    const read = readPastDirectives('big.yaml', text);
    expect(read).toBeDefined();
    expect(reading(read!)).toStrictEqual(fullReading(text));
  });

  // Then read whole, as before.
  it.each([
    ['`%YAML 1.1`, which binds every document after', `%YAML 1.1\n---\n${catalogue({ 3: 'on: yes\n' })}`],
    ['a first document left open', `%YAML 1.2\n---\n${catalogue({ 0: 'name: "unclosed\n' })}`],
    [
      'a document after `...` without its `---`',
      `%YAML 1.2\n---\n${catalogue({ 5: 'name: x\n...\nname: y\n' })}`,
    ],
    ['a directive later', `%YAML 1.2\n---\n${catalogue({ 5: 'name: x\n...\n%YAML 1.2\n' })}`],
  ])('%s: read whole', (_, text) => {
    expect(readPastDirectives('big.yaml', text)).toBeUndefined();
    expect(reading(parseYaml('big.yaml', text))).toStrictEqual(fullReading(text));
  });
});

describe('a document nested past 100 levels that the fast reader does not read: refused unread, as the full reader refuses it', () => {
  const deep = (levels: number, close = true) =>
    `name: d\ntype: sum\nx: ${'['.repeat(levels)}${close ? ']'.repeat(levels) : ''}\n`;
  it.each([
    ['`%YAML 1.2`, one document', `%YAML 1.2\n---\n${deep(3_000)}`],
    ['`%YAML 1.1` and a comment, one document', `# head\n%YAML 1.1\n---\n${deep(3_000)}`],
    ['`%TAG`, one document left open', `%TAG !e! tag:example.com,2000:\n---\n${deep(500, false)}`],
    ['no directive, a small file', deep(300)],
  ])('%s', (_, text) => {
    const fast = declined(text);
    const refused = refusedWhole('big.yaml', text, fast);
    expect(refused).toBeDefined();
    expect(refused!.documents[0]!.diagnostics).toEqual([expect.objectContaining({ rule: 'yaml.too-deep' })]);
    expect(reading(refused!)).toStrictEqual(fullReading(text));
    expect(reading(parseYaml('big.yaml', text))).toStrictEqual(fullReading(text));
  });

  it.each([
    ['a second document', `%YAML 1.2\n---\n${deep(3_000)}---\nname: e\n`],
    ['a document closed by `...`', `%YAML 1.2\n---\n${deep(3_000)}...\n`],
    ['nesting within the limit', `%YAML 1.2\n---\n${deep(100)}`],
    ['a syntax error before the nesting', `%YAML 1.2\n---\nname: [d\nx: ${'['.repeat(300)}\n`],
  ])('%s: left to the others', (_, text) => {
    expect(refusedWhole('big.yaml', text, declined(text))).toBeUndefined();
    expect(reading(parseYaml('big.yaml', text))).toStrictEqual(fullReading(text));
  });

  it.each([
    ['closed', `%YAML 1.2\n---\n${deep(3_000)}---\n${catalogue({})}`],
    ['left open', `%YAML 1.2\n---\n${deep(600, false)}---\n${catalogue({})}`],
    ['ended by `...`', `%YAML 1.2\n---\n${deep(3_000)}...\n---\n${catalogue({})}`],
  ])('the first of a big file, after `%YAML 1.2`, %s', (_, text) => {
    const read = readPastDirectives('big.yaml', text);
    expect(read).toBeDefined();
    expect(read!.documents[0]!.diagnostics).toEqual([expect.objectContaining({ rule: 'yaml.too-deep' })]);
    expect(reading(read!)).toStrictEqual(fullReading(text));
  });

  it('refuses a list nested 500,000 deep after `%YAML 1.2` at its 101st level, never reading it all', () => {
    const text = `%YAML 1.2\n---\nname: x\ntype: sum\nx: ${'['.repeat(500_000)}${']'.repeat(500_000)}\n`;
    const refused = refusedWhole('deep.yaml', text, declined(text));
    expect(refused?.documents[0]?.diagnostics).toEqual([
      expect.objectContaining({ file: 'deep.yaml', line: 5, column: 103, rule: 'yaml.too-deep' }),
    ]);
    expect(refused!.documents[0]!.end).toBe(text.length);
  });
});

/** One definition of about 150 KB: `odd` put in after `at` of 6,000 keys, some nested. */
function bigDocument(odd: string, at = 5_000, head = 'name: big_one\ntype: sum\n'): string {
  const keys = Array.from({ length: 6_000 }, (_, i) =>
    i % 50 === 0 ? `group_${i}:\n  inner: ${i}\n  more: "text ${i}"\n` : `key_${i}: ${i}\n`,
  );
  keys.splice(at, 0, odd);
  return head + keys.join('');
}

const ODD_DOCUMENT: Record<string, string> = {
  'a syntax error at the end': bigDocument('bad: [unclosed\n', 6_000),
  'a syntax error with keys after it': bigDocument('bad: b: c\n'),
  'a flow list left open, keys after it': bigDocument('bad: [broken\n'),
  'a key repeated from before the cut': bigDocument('key_10: again\nbad: [x\n'),
  'repeated keys before and after the cut, nested too': bigDocument(
    'group_x:\n  a: 1\n  a: 2\nkey_7: 7\nbad: b: c\n',
    5_000,
    'name: big_one\nname: twice\ntype: sum\n',
  ),
  'an error inside a nested mapping': bigDocument('nested:\n  a: 1\n  b: [x\n  c: 3\n'),
  'a tab used for indentation': bigDocument('nested:\n\tbad: tab\n'),
  'a list as a key, and no error': bigDocument(LEFT),
  'an anchor and an alias': bigDocument('shared: &s 1\nused: *s\nbad: [x\n'),
  'a quote left open': bigDocument('q: "open\nmore: 1\n'),
  'a merge at the top level': bigDocument('<<: {key_3: 33}\nbad: [x\n'),
  'a key repeated 150 times': bigDocument(`${'dup: 1\n'.repeat(150)}bad: [x\n`),
  'an explicit start, comments, and an error': `# the catalogue\n---\n# first\n${bigDocument('bad: [x\n')}`,
  'an error in the first key': bigDocument('', 0, 'name: [broken\ntype: sum\n'),
};

describe('one big document the fast reader declines is read in two pieces where they cannot touch', () => {
  it.each(Object.entries(ODD_DOCUMENT))('%s: the full reader’s reading of the whole file', (_, text) => {
    expect(reading(parseYaml('big.yaml', text))).toStrictEqual(fullReading(text));
  });

  it.each([
    'a syntax error at the end',
    'a syntax error with keys after it',
    'repeated keys before and after the cut, nested too',
    'a list as a key, and no error',
  ])('%s: read in two pieces', (name) => {
    const text = ODD_DOCUMENT[name]!;
    expect(readAround('big.yaml', text, declined(text))).toBeDefined();
  });

  it('a big broken document among others: its pieces, and the documents around it fast', () => {
    const text = `${catalogue({})}---\n${bigDocument('bad: [x\n')}---\nname: after\ntype: sum\n`;
    expect(readAround('big.yaml', text, declined(text))).toBeDefined();
    expect(reading(parseYaml('big.yaml', text))).toStrictEqual(fullReading(text));
  });
});

describe('big documents with damage at random places', () => {
  const DAMAGE = [
    'bad: [x\n',
    'bad: b: c\n',
    'q: "open\n',
    "q: 'open\n",
    'n:\n\tt: 1\n',
    't: !!str 1\n',
    'k: {a: 1\n',
    'key_3: again\n',
    'a:\n  b: 1\n  b: 2\n',
    '- item\n',
    'x: |\n  text\n y: 1\n',
    ': nokey\n',
    'z: }\n',
    'w: ]\n',
    'p: a\n  b: c\n',
    '"quoted": 1\n',
    '"quoted": 2\n',
    'u: @x\n',
    'nest:\n  deep:\n    - [a, b\n',
    'e:\n',
    '? complex\n: v\n',
    'name: again\n',
    'm: x # c\n',
    'lst:\n- a\n- b\n',
    'ind:\n   a: 1\n  b: 2\n',
  ];

  it('are read as the full reader reads them, most in two pieces', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((seed / 2_147_483_648) * below);
    };
    let split = 0;
    for (let i = 0; i < 12; i++) {
      const keys = Array.from({ length: 6_500 }, (_, k) => `key_${k}: ${k}\n`);
      for (let n = 1 + random(3); n > 0; n--)
        keys.splice(random(keys.length), 0, DAMAGE[random(DAMAGE.length)]!);
      const text = `name: big\ntype: sum\n${keys.join('')}`;
      const fast = readYamlFast('big.yaml', text);
      if ('declined' in fast && readAround('big.yaml', text, fast)) split++;
      expect(reading(parseYaml('big.yaml', text))).toStrictEqual(fullReading(text));
    }
    expect(split).toBeGreaterThan(4);
  });
});

describe("a file's documents read again one at a time, to place what the catalogue finds", () => {
  /** Every node of a document's tree, each at its line and column in the file. */
  function placed(parsed: ParsedYaml, index: number): unknown {
    const doc = parsed.documents[index]!;
    const at = (offset: number) => parsed.lineCounter.linePos(offset);
    const walk = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(walk);
      if (node === null || typeof node !== 'object') return node;
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => [
          key,
          key === 'start' ? at(value as number) : walk(value),
        ]),
      );
    };
    return { contents: walk(doc.contents), plain: doc.plain() };
  }

  const files: Record<string, string> = {
    'a catalogue with a comment before its first document': catalogue({ 7: 'name: odd\ntype: mean\n' }),
    'documents closed by `...`':
      '---\nname: a_one\ntype: sum\n...\n# between\n---\nname: b_two\ntype: sum\n...\n',
    'CRLF line ends': '---\r\nname: a_one\r\ntype: sum\r\n---\r\nname: b_two\r\ntype: sum\r\n',
    'a tagged document, read again with the whole file':
      '---\nname: a_one\n---\nname: !!str b_two\ntype: sum\n',
    'a directive: the whole file': '%YAML 1.2\n---\nname: a_one\n---\nname: b_two\n',
    'a broken document': '---\nname: a_one\n---\nname: [b_two\n---\nname: c_three\n',
    'anchors in each document':
      '---\nbase: &b {x: 1}\nname: a_one\nm: *b\n---\nbase: &b {x: 2}\nname: b_two\nm: *b\n',
  };

  for (const [what, text] of Object.entries(files)) {
    it(`as the whole file reads them: ${what}`, () => {
      const whole = parseYaml('metrics/f.yaml', text);
      const again = documentsAgain('metrics/f.yaml', text);
      // Backwards, so that no document is found in a whole reading made for one before it.
      for (let index = whole.documents.length - 1; index >= 0; index--) {
        const { start, end } = whole.documents[index]!;
        const read = again(index, { start, end })!;
        expect(placed(read.parsed, read.parsed.documents.indexOf(read.doc)), `document ${index}`).toEqual(
          placed(whole, index),
        );
      }
    });
  }

  it('refuses a list nested 500,000 deep at its 101st level, as the fast reader stops, never reading it all', () => {
    // The full reader's parser reads every level (about 4 s for this 1 MB) and then stops where its
    // stack runs out, a place that depends on the thread's stack.
    const text = `name: x\ntype: sum\nx: ${'['.repeat(500_000)}${']'.repeat(500_000)}\n`;
    const fast = declined(text);
    expect(fast).toMatchObject({ tooDeep: true, at: 'name: x\ntype: sum\nx: '.length + 99 });
    const parsed = parseYaml('deep.yaml', text);
    expect(parsed.documents).toHaveLength(1);
    expect(parsed.documents[0]!.diagnostics).toEqual([
      expect.objectContaining({ file: 'deep.yaml', line: 3, column: 103, rule: 'yaml.too-deep' }),
    ]);
    expect(parsed.documents[0]!.end).toBe(text.length);
  });

  it('reads a document of a big file alone, not the whole file', () => {
    const text = catalogue({});
    const again = documentsAgain('metrics/f.yaml', text);
    const whole = parseYaml('metrics/f.yaml', text);
    const read = again(1_500, whole.documents[1_500]!)!;
    expect(read.parsed.documents).toHaveLength(1);
    expect(placed(read.parsed, 0)).toEqual(placed(whole, 1_500));
  });

  it('reads as many documents alone as a file shows problems, not the whole file past 64', () => {
    // Observed: 12,000 composites naming unknown metrics in 1 MB placed their first 1,000 problems
    // by reading the whole file again.
    const text = catalogue({});
    const again = documentsAgain('metrics/f.yaml', text);
    const whole = parseYaml('metrics/f.yaml', text);
    for (let index = 0; index < 1_000; index++) {
      const read = again(index, whole.documents[index]!)!;
      expect(read.parsed.documents, `document ${index}`).toHaveLength(1);
      if (index % 99 === 0) expect(placed(read.parsed, 0)).toEqual(placed(whole, index));
    }
  });
});
