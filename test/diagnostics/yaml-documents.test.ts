// A big file of many documents is read in runs of whole documents: only the runs that need it are
// read fully, and the reading is the full reader's of the whole file, document by document.
import { describe, expect, it } from 'vitest';
import { parseYaml, readAround, readInRuns } from '../../src/diagnostics/yaml-documents.js';
import { readYamlFast } from '../../src/diagnostics/yaml-fast.js';
import { parseYamlFully } from '../../src/diagnostics/yaml-full.js';
import type { ParsedYaml } from '../../src/diagnostics/yaml-tree.js';

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
    const whole = parseYamlFully('big.yaml', text);
    expect(reading(runs!)).toStrictEqual(reading(whole));
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
    expect(reading(parseYaml('big.yaml', text))).toStrictEqual(reading(parseYamlFully('big.yaml', text)));
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
    expect(reading(around!)).toStrictEqual(reading(parseYamlFully('big.yaml', text)));
  });

  it('leaves a file of one document, or a place it does not know, to the runs', () => {
    const one = `name: x\n${'k: 1\n'.repeat(20_000)}bad: [\n`;
    expect(readAround('one.yaml', one, one.length - 2)).toBeUndefined();
    expect(readAround('big.yaml', catalogue({ 5: 'name: [broken\n' }), undefined)).toBeUndefined();
  });
});
