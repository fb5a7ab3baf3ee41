// A big file of many documents is read in runs of whole documents: only the runs that need it are
// read fully, and the reading is the full reader's of the whole file, document by document.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseYaml, readAround, readInRuns } from '../../src/diagnostics/yaml-documents.js';
import { readYamlFast } from '../../src/diagnostics/yaml-fast.js';
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

/** The full reader's reading of the whole text, once per text (each takes a while). */
const fullReadings = new Map<string, ReturnType<typeof reading>>();
function fullReading(text: string): ReturnType<typeof reading> {
  const found = fullReadings.get(text) ?? reading(parseYamlFully('big.yaml', text));
  fullReadings.set(text, found);
  return found;
}

const ODD: Record<string, Record<number, string>> = {
  'nothing odd (every run read fast)': {},
  'a syntax error in one document': { 1500: 'name: [broken\ntype: sum\n' },
  'errors in two runs, the first and the last document among them': {
    0: 'name: "unclosed\n',
    1200: 'a: b: c\n',
    1999: 'name: x\n\tbad: tab\n',
  },
  'a tag, a repeated key and an alias inside an anchor': {
    10: 'name: !!str tagged\ntype: sum\n',
    900: 'name: twice\nname: again\n',
    1700: 'base: &b {x: 1}\nm: &m {y: *b}\n',
  },
  'an anchor used from the next document': { 1500: 'shared: &s {x: 1}\n', 1501: 'name: n\n<<: *s\n' },
  // An unclosed quote reads on past `---` to the end of the file, as it does in the whole file.
  'an unclosed quote in the first run': { 3: 'name: "unclosed\n' },
  'an unclosed quote at a run’s end': { 930: "name: 'unclosed\n" },
  'an unclosed flow list at a run’s end': { 930: 'name: [a,\n' },
  'the last document broken': { 1999: 'name: [broken\n' },
  'a broken document and a tagged one far apart': { 40: 'a: b: c\n', 1800: 'name: !!str t\n' },
  // More than are read around one by one: the rest of the file is read in runs.
  'six broken documents': Object.fromEntries(
    [100, 400, 700, 1000, 1300, 1600].map((at) => [at, 'name: [broken\n']),
  ),
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
    expect(readInRuns('f.yaml', catalogue({ 5: 'name: x\n...\n' }))).toBeUndefined();
    expect(readInRuns('f.yaml', `%YAML 1.2\n${catalogue({ 5: 'name: [broken\n' })}`)).toBeUndefined();
  });
});

describe('a big file is read around the documents the fast reader declines', () => {
  it.each(Object.entries(ODD))('%s: the full reader’s reading of the whole file', (_, odd) => {
    const text = catalogue(odd);
    expect(reading(parseYaml('big.yaml', text))).toStrictEqual(fullReading(text));
  });

  it.each([
    ['a broken document', { 1500: 'name: [broken\n' }],
    ['a tagged one', { 10: 'name: !!str tagged\n' }],
    ['the first and the last document', { 0: 'a: b: c\n', 1999: 'name: !!str t\n' }],
    ['a quote left open, reaching the next `---`', { 700: 'name: "unclosed\n' }],
  ])('%s: read around, not in runs', (_, odd) => {
    const text = catalogue(odd);
    const fast = readYamlFast('big.yaml', text);
    expect(fast).toMatchObject({ declined: true, at: expect.any(Number) });
    const around = readAround('big.yaml', text, 'declined' in fast ? fast.at : undefined);
    expect(around).toBeDefined();
    expect(reading(around!)).toStrictEqual(fullReading(text));
  });

  it('leaves a file of one document it cannot cut, or a place it does not know, to the others', () => {
    const one = `name: &x x\n${'k: 1\n'.repeat(20_000)}bad: [\n`;
    expect(readAround('one.yaml', one, one.length - 2)).toBeUndefined();
    expect(readAround('big.yaml', catalogue({ 5: 'name: [broken\n' }), undefined)).toBeUndefined();
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
  'a tag, and no error': bigDocument('tagged: !!str 12\n'),
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
    'a tag, and no error',
  ])('%s: read in two pieces', (name) => {
    const text = ODD_DOCUMENT[name]!;
    const fast = readYamlFast('big.yaml', text);
    expect(readAround('big.yaml', text, 'declined' in fast ? fast.at : undefined)).toBeDefined();
  });

  it('a big broken document among others: its pieces, and the documents around it fast', () => {
    const text = `${catalogue({})}---\n${bigDocument('bad: [x\n')}---\nname: after\ntype: sum\n`;
    const fast = readYamlFast('big.yaml', text);
    expect(readAround('big.yaml', text, 'declined' in fast ? fast.at : undefined)).toBeDefined();
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
      if ('declined' in fast && readAround('big.yaml', text, fast.at)) split++;
      expect(reading(parseYaml('big.yaml', text))).toStrictEqual(fullReading(text));
    }
    expect(split).toBeGreaterThan(4);
  });
});
