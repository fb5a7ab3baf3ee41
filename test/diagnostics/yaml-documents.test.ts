// A big file of many documents is read in runs of whole documents: only the runs that need it are
// read fully, and the reading is the full reader's of the whole file, document by document.
import { describe, expect, it } from 'vitest';
import { readInRuns } from '../../src/diagnostics/yaml-documents.js';
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
