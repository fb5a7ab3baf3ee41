// The two YAML readers agree on everything the fast one reads: the same documents, the same
// places for every key and value, the same data, the same complaints (a repeated key is the only
// one the fast reader makes). Whatever the fast one cannot promise that for, it leaves to the
// full one.
// Hand-picked cases first, then seeded generated and mutated files (the same every run).

import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { parseYamlFast } from '../../src/diagnostics/yaml-fast.js';
import { loadFullReader, parseYamlFully } from '../../src/diagnostics/yaml-full.js';
import type { ParsedYaml, YamlDocument } from '../../src/diagnostics/yaml-tree.js';

// These tests read YAML synchronously: the full reader, loaded on demand in a run, is loaded first.
beforeAll(loadFullReader);

const ORDINARY = [
  'name: a\ntype: sum\n',
  'name: a\ntype: sum\ndescription: |\n  line one\n  line two\n',
  'name: a\ndescription: >-\n  folded\n  text\n\n  para\ntags: [x, "y", \'z\']\n',
  "a:\nb: ~\nc: null\nd: Null\ne: true\nf: False\ng: 0x1F\nh: 0o17\ni: 017\nj: 1e3\nk: .5\nl: -.inf\nm: .NaN\nn: +12\no: -0\np: 1_000\nq: 2024-01-01\nr: 12:30\ns: yes\nt: \"x\\ty\\u00e9\"\nu: 'it''s'\n",
  '# leading comment\nname: a # trailing\n# between\ntype: sum\n',
  '---\nname: a\ntype: sum\n---\nname: b\ntype: sum\n',
  'name: a\n---\nname: b\n---\n',
  '# c\n---\nname: a\n',
  'metricEvents:\n  - name: e\n    criteria:\n      - type: value\n        values: [1, 2]\n  - name: f\n',
  'a: {x: 1, y: [a, b]}\nb: []\nc: {}\n',
  'a: b\n  c\n  d\n',
  '"quoted key": 1\n\'single\': 2\nplain key: 3\n',
  'a: |+\n  keep\n\nb: |-\n  strip\nc: >\n  fold\n',
  'a:   # comment after an empty value\nb: 1\n',
  'a: "multi\n  line"\n',
  'a: 123456789012345678901234567890\nb: 1.0\nc: 1.\nd: -1.5e-3\n',
  'x: \'\'\ny: ""\nunicode: "é ü 😀"\nplain: é\nurl: http://x.y/z?q=1#f\n',
  '- a\n- b\n',
  'just a string\n',
  '42\n',
  '---\n',
  'name: a\r\ntype: sum\r\n',
  'description: |\n  ends here\n---\nname: b\n',
  'k: |2\n    indented\n',
  'on: yes\noff: no\n',
  '? complex\n: value\n',
  'a: 1\na: 2\n',
  '\uFEFFname: with a byte order mark\n',
  'a: |\n---\nb: >-\n\nc: |+\n\n',
  'a:\n  |\n  text\nlist:\n- |\n  x\n- >\n  y\n',
  'a: "\\u0000"\nb: \u00a0nbsp\nc: line\u2028separator\nd: next\u0085line\ne: 1 \t\n',
  'a:\n  x: 1\n  "x": 2\nb: 3\na: 4\n---\nname: ok\n---\nc: 1\nc: 2\n',
  `name: many\n${'k: 1\n'.repeat(150)}`,
  // Anchors, aliases and merges within the full reader's alias limit.
  'a: &x 1\nb: *x\n',
  'base: &b {x: 1}\nm:\n  <<: *b\n  y: 2\n',
  'l: &L\n  - 1\nm: &M\n  k: v\nn: *L\no: [*M, *M]\n',
  'b: &B\n  x: 1\n  y: 2\nm:\n  y: 9\n  <<: [*B]\n  x: 3\n  <<: {z: 1}\n',
  'defaults: &d\n  type: sum\n  tags: [a]\n---\nd: &d2\n  isReadOnly: true\none:\n  <<: *d2\n  name: one\ntwo:\n  name: two\n  <<: *d2\n',
  'a: &s "quoted"\nb: &t |\n  block\nc: [*s, *t]\nd: {e: *s}\n',
  'p: &p {a: 1, b: 2}\nq: &q {b: 3, c: 4}\nr:\n  <<: [*q, *p]\n  c: 5\n',
  '"<<": not a merge\nx: &x {a: 1}\ny: {<<: *x}\n',
  '- &a {k: 1}\n- *a\n- <<: *a\n  j: 2\n',
  'm:\n  <<: {}\nn:\n  <<: []\n',
  "a: &a {x: 1}\nm:\n  '<<': *a\n  x: 0\n  <<: *a\n",
  'a: &a {x: 1}\nm:\n  <<: *a\n  <<: {x: 2}\nn: {<<: [*a, *a]}\n',
  'a: &a\n  x: 1\n  <<: {y: 2}\nm: *a\n',
  `base: &b {x: 1}\nlist:\n${'  - *b\n'.repeat(99)}`,
  `n: &n 7\nlist: [${'*n, '.repeat(98)}*n]\n`,
  // An anchor used a hundred times: the same refusal, at the first alias.
  `base: &b {x: 1}\nlist:\n${'  - *b\n'.repeat(100)}`,
  `a: &a 1\nb: &b 2\nlist: [${'*a, *b, '.repeat(50)}]\n`,
  `a: &a 1\nb: &b {c: {}}\nlist: [${'*a, *b, '.repeat(60)}]\n`,
  `b: &b {x: 1}\nlist:\n${'  - <<: *b\n'.repeat(100)}`,
  `e: &e ""\nlist: [${'*e, '.repeat(120)}]\n`,
  // …but a mapping or a list with nothing in it expands to nothing, however often it is used.
  `m: &m {}\ns: &s []\nlist: [${'*m, *s, '.repeat(150)}]\n`,
  `---\na: &a 1\nl: [${'*a, '.repeat(99)}]\n---\na: &a 1\nl: [${'*a, '.repeat(100)}]\n`,
  // A thousand aliases in a document are read; one more, and it is refused unread.
  manyAliases(1_000),
  manyAliases(1_001),
  `m: &m {}\nlist: [${'*m, '.repeat(1_001)}]\n`,
  // Tags that say only "a string": the text itself, however it is quoted.
  'a: !!str 12\nb: ! 12\nc: !<tag:yaml.org,2002:str> true\nd: !!str "q"\ne: !!str |\n  block\nf: [!!str 1, ! ~]\n',
  '- !!str 1.5\n- !  x\n- {k: !!str null}\n',
  // Local tags: each warned of, the node read untagged but for a scalar, which stays a string.
  'a: !custom 12\nb: !x.y "q"\nc: !t |\n  block\nd: !m {k: 1}\ne: !s [1, true]\nf:\n  - !c null\n',
  'a: !map\n  k: 1\n  k: 2\nb: !seq\n  - 1\n',
  // The core schema's tags, resolved by their patterns as the full reader resolves them; a value
  // none of a tag's forms matches stays the text, with the full reader's warning.
  'a: !!int 5\nb: !!int "5"\nc: !!int 0x1F\nd: !!int 0o17\ne: !!int -0x1F\nf: !!int 1_000\ng: !!int 99999999999999999999\n',
  "a: !!float 1\nb: !!float 1.50\nc: !!float .inf\nd: !!float -.Inf\ne: !!float .nan\nf: !!float 1e3\ng: !!float '2'\n",
  'a: !!bool yes\nb: !!bool True\nc: !!null ~\nd: !!null x\ne: !!null NULL\nf: !<tag:yaml.org,2002:bool> false\n',
  'a: !!int |\n  5\nb: [!!int 1, !!bool false, !!float x]\nc: {k: !!null null}\n',
  'a: &n !!int 3\nb: *n\n',
  // The other types' tags: known by name (a Buffer, a Date), or unresolved and warned of.
  'a: !!binary aGk=\nb: !!timestamp 2001-12-14\nc: !<tag:yaml.org,2002:binary> "aGk="\n',
  'a: !!nothing x\nb: !!set y\nc: !!omap 1\n',
  // `!!map` on a mapping and `!!seq` on a list: as if untagged.
  'a: !!map {x: 1}\nb: !!seq [1]\nc: !!map\n  k: 1\nd: !!seq\n  - 2\ne: !<tag:yaml.org,2002:seq>\n- 3\n',
  '--- !!map\nk: 1\n--- !!seq\n- x\n',
  // Plain keys the core schema reads as numbers or booleans: named by their values, as the full
  // reader names them (`0x1F` is "31"), and strings that start as numbers do, by their text.
  '7: seven\n0: zero\n-3: minus\n7days: week\n1e3x: y\n-x: z\n<x: w\n1_000: k\n',
  '7: a\n"7": b\nm: {12: c, 12: d}\n',
  '+1: one\n007: seven\n-0: zero\n0x1F: hex\n0o17: oct\n1.5: half\n1.50: again\n1e3: k\n',
  '.inf: big\n-.Inf: small\n.nan: nan\n123456789012345678: far\ntrue: x\nFalse: y\n1: a\n1.0: b\n',
  'a: &anchor !local 1\nb: *anchor\n',
  // `...` closing documents, each followed by a `---` or the end: read with the documents' ends
  // where the full reader puts them, past the `...` line.
  'a: 1\n...\n',
  '---\na: 1\n...\n---\nb: 2\n...\n',
  'a: 1\n... # end\n\n# between\n---\nb: {x: 1}\n...',
  '---\n...\n---\nb: |\n  text\n...\n--- # next\nc: [1, 2]\n',
  // Aliases inside anchored nodes, counted as the full reader counts them: within the limit, and
  // past it (each expansion of `b` holds 11 of `a`: the ninth alias of `b` passes 100).
  'a: &a {x: 1}\nb: &b {y: *a}\nc: *b\nd: [*b, *a]\n',
  'base: &base {x: 1}\nmid: &mid {<<: *base, y: 2}\ntop: {<<: *mid, z: 3}\nmore: {<<: [*mid, *base]}\n',
  'a: &a {x: &x 1, y: *x}\nb: *a\nc: *x\n',
  `a: &a [${'1, '.repeat(9)}1]\nb: &b [${'*a, '.repeat(9)}*a]\nc: [${'*b, '.repeat(7)}*b]\n`,
  `a: &a [${'1, '.repeat(9)}1]\nb: &b [${'*a, '.repeat(9)}*a]\nc: [${'*b, '.repeat(8)}*b]\n`,
  'e: &e []\nf: &f [*e, *e]\ng: [*f, *f, *f]\n',
  // A `\` ending a line in double quotes, no blank line after it: the lines joined alike.
  'a: "joined\\\n  on"\nb: "x \\\n   y"\nc: "x\\\n  \\ty\\\n z"\nd: "crlf\\\r\n  too"\ne: "a\\\\\n  b"\n',
  // Tagged keys: named by their values under the tag, as the full reader resolves them; a block
  // mapping whose first key is tagged starts at that key, past its tag.
  '!!str a: 1\nb: 2\n',
  '!custom a: 1\n',
  'x: 0\n!!str a: 1\nm:\n  !!int 7: seven\n  !!str 7: again\n',
  '- !!str a: 1\n  b: 2\n- {!!str c: 3, ! 12: d}\n',
  '!!str "quoted": 1\n!!null ~: n\n!!bool yes: y\n!!float 1: unresolved\n!<tag:yaml.org,2002:int> 0x1F: hex\n',
  '---\n!!str name: m\ntype: sum\n---\n!local name: n\n',
  // Null keys: named "null" on the tree by both, "" on the data (a repeat of one is a repeat).
  '~: nothing\n',
  'null: x\n',
  'a: 1\nNULL: y\nNull: z\n',
  'm: {~: 1, a: 2}\nl: [{null: 1}]\n',
  '? ~\n: explicit\nq: [~: 1]\n',
  'null: 1\n"": 2\n"null": 3\n',
  '---\nname: m\ntype: sum\nnull: none\n---\nname: n\n',
  'a: &a {x: 1}\nb: *a\n~: 1\n',
  'a: &a {~: 1}\nb: *a\nc: [*a]\n',
];

/** `count` aliases of 20 anchors, each used at most 50 times, half of them as merges. */
function manyAliases(count: number): string {
  let text = '';
  for (let i = 0; i < 20; i++) text += `a${i}: &a${i} {x: ${i}}\n`;
  for (let i = 0; i < count; i++) text += i % 2 ? `u${i}: *a${i % 20}\n` : `m${i}: {<<: *a${i % 20}, y: 1}\n`;
  return text;
}

/** Each needs what only the full reader does: an error, an anchor, a tag, a merge, a duplicate… */
const FULL_READER_ONLY = [
  // Aliases the full reader resolves its own way.
  'a: &a [1, *a]\n',
  'a: &x 1\nb: &x 2\nc: *x\n',
  'a: *nowhere\n',
  '---\na: &x 1\n---\nb: *x\n',
  '&k key: 1\n*k : 2\n',
  'a: &x\nb: *x\n',
  'a: &x 1\nm:\n  <<: *x\n',
  'm:\n  <<: [1, 2]\n',
  'm:\n  <<: ~\n',
  'a: &a [1]\nm:\n  <<: *a\n',
  'a: !!timestamp soon\n',
  'a: !!merge <<\n',
  'a: !!in%74 5\n',
  'a: !!int\n',
  "a: !!null ''\n",
  'a: !!int: 1\n',
  'a: !custom\n',
  'a: !<!custom> 1\n',
  'a: !!str\n',
  'a: !!str [1]\n',
  'a: !!seq {x: 1}\n',
  'a: !!map [1]\n',
  'a: !!set {x: 1}\n',
  'a: [1\n',
  '%YAML 1.2\n---\na: 1\n',
  'a: 1\n...\nb: 2\n',
  '...\n---\na: 1\n',
  'a: 1\n... b\n',
  'a: 1\n...\n...\n---\nb: 2\n',
  'a: 1\n...\n%YAML 1.2\n---\nb: 2\n',
  // A null key beside a merge: merged, it is "null" on the full reader's data, not "".
  'a: &a {~: 1}\nb: {<<: *a, c: 2}\n',
  'b: {<<: {~: 1}, c: 2}\n',
  'b:\n  <<: [{null: 1}]\n',
  'm:\n  <<: {x: 1}\n~: 2\n',
  '? [a, b]\n: c\n',
  // Tagged keys whose values are not plain data, or a tagged `<<`, which the full reader merges on.
  '!!binary aGk=: x\n',
  '!!timestamp 2001-12-14: x\n',
  '!!str <<: {a: 1}\n',
  'a: &a {~: 1}\nb: {!!str <<: *a}\n',
  '- \n- x\n',
  '__proto__: 1\n',
  'a:\n\tb: 1\n',
  'a: b: c\n',
  'a: "joined\\\n\n  on"\n',
  'a: "x\\\n  \n  y"\n',
  '- "a\\\n  b\\\n\n  c"\n',
  'a: 1\rb: 2\n',
  '{a: , b: 1}\n',
  '? explicit\nnext: 1\n',
];

/** What the checks see of a document; a trailing blank run or an empty document's end aside. */
function seen(text: string, doc: YamlDocument) {
  return {
    start: doc.start,
    end: text.slice(0, doc.end).trimEnd().length,
    contents: doc.contents,
    plain: doc.plain(),
    diagnostics: doc.diagnostics,
  };
}

function nonBlank(parsed: ParsedYaml): YamlDocument[] {
  return parsed.documents.filter((doc) => !(doc.contents?.kind === 'scalar' && doc.contents.empty));
}

function expectSameReading(text: string, fast: ParsedYaml): void {
  const full = parseYamlFully('f.yaml', text);
  expect(full.streamErrors).toEqual([]);
  expect(nonBlank(fast).map((doc) => seen(text, doc))).toStrictEqual(
    nonBlank(full).map((doc) => seen(text, doc)),
  );
}

/** A seeded generator: the same sequence every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** A seeded generator's numbers in [0, 1), and one of some items picked by the next of them. */
function seeded(seed: number) {
  const next = random(seed);
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

/**
 * `count` texts from `generate`, each that the fast reader reads read alike by both readers; how
 * many of those `counted` picks.
 */
function readAlike(count: number, generate: () => string, counted: (text: string) => boolean): number {
  let read = 0;
  for (let n = 0; n < count; n++) {
    const text = generate();
    const fast = parseYamlFast('f.yaml', text);
    if (!fast) continue;
    if (counted(text)) read++;
    expectSameReading(text, fast);
  }
  return read;
}

describe('the fast and the full YAML reader', () => {
  it.each(ORDINARY.map((text) => [JSON.stringify(text), text]))('read %s alike', (_, text) => {
    const fast = parseYamlFast('f.yaml', text);
    expect(fast).toBeDefined();
    expectSameReading(text, fast!);
  });

  it.each(FULL_READER_ONLY.map((text) => [JSON.stringify(text), text]))(
    'the fast one leaves %s to the full one',
    (_, text) => {
      expect(parseYamlFast('f.yaml', text)).toBeUndefined();
    },
  );

  it('a repeated key is found in one pass, the first hundred placed and the rest counted', () => {
    const text = `name: many\n${'k: 1\n'.repeat(150)}`;
    const diagnostics = parseYamlFast('f.yaml', text)!.documents[0]!.diagnostics;
    expect(diagnostics).toHaveLength(101);
    expect(diagnostics[0]).toMatchObject({ line: 3, rule: 'yaml.duplicate-key' });
    expect(diagnostics[0]!.message).toBe(
      'duplicate key `k`: it is already set on line 2, and a key may appear only once in a mapping (the later value would silently win)',
    );
    expect(diagnostics[100]!.message).toBe(
      '49 more YAML problems in this document are not shown: fix the ones above first',
    );
  });

  it('a document of more than 1,000 aliases is refused unread by either reader, at its first alias', () => {
    const fast = parseYamlFast('f.yaml', manyAliases(5_000));
    // A null key beside merges leaves the same aliases to the full reader (its anchor lookup is
    // quadratic): unread.
    const tagged = `${manyAliases(5_000)}null: nothing\n`;
    expect(parseYamlFast('f.yaml', tagged)).toBeUndefined();
    const full = parseYamlFully('f.yaml', tagged);
    for (const parsed of [fast!, full]) {
      expect(parsed.documents[0]!.plain()).toEqual({
        ok: false,
        diagnostic: {
          file: 'f.yaml',
          line: 21,
          column: 10,
          severity: 'error',
          rule: 'yaml.alias-limit',
          message:
            'more than 1000 aliases in one document: write the values out instead, or split the document at `---`',
          path: '',
        },
      });
    }
  });

  it('a document nested past 100 levels is refused by either reader, at the collection that opens level 101', () => {
    // Each shape at `levels` levels of collections, the document's own being the first.
    const shapes: Record<string, (levels: number) => string> = {
      'flow lists': (n) => `name: x\nx: ${'['.repeat(n - 1)}${']'.repeat(n - 1)}\nafter: 1\n`,
      'flow mappings': (n) => `x: ${'{a: '.repeat(n - 1)}1${'}'.repeat(n - 1)}\n`,
      'block mappings': (n) => Array.from({ length: n }, (_, i) => `${' '.repeat(i)}a:`).join('\n') + ' 1\n',
      'compact lists': (n) => `${'- '.repeat(n)}x\n`,
      'block mappings, then flow lists': (n) =>
        `${Array.from({ length: 50 }, (_, i) => `${' '.repeat(i)}a:`).join('\n')} ${'['.repeat(n - 50)}${']'.repeat(n - 50)}\n`,
      'anchored lists': (n) => `x: ${'&a ['.repeat(1)}${'['.repeat(n - 2)}${']'.repeat(n - 1)}\n`,
      'the second of two documents': (n) =>
        `name: first\n---\nname: x\nx: ${'['.repeat(n - 1)}${']'.repeat(n - 1)}\ny: 2\n`,
    };
    let readFast = 0;
    for (const [shape, make] of Object.entries(shapes)) {
      for (const levels of [99, 100, 101, 102, 150, 400, 700]) {
        const text = make(levels);
        const full = parseYamlFully('f.yaml', text);
        const rules = full.documents.flatMap((doc) => doc.diagnostics.map((d) => d.rule));
        expect([shape, levels, rules]).toEqual([shape, levels, levels > 100 ? ['yaml.too-deep'] : []]);
        const fast = parseYamlFast('f.yaml', text);
        if (!fast) continue;
        readFast++;
        expectSameReading(text, fast);
      }
    }
    // js-yaml stops on its own past about 200 nodes deep: those are refused on the way in
    // (yaml-documents.ts), the rest here.
    expect(readFast).toBeGreaterThanOrEqual(30);
    // Placed at the 100th bracket (the document's mapping is level 1), or the 101st mapping's key.
    const lists = parseYamlFully('f.yaml', shapes['flow lists']!(700)).documents[0]!;
    expect(lists.diagnostics[0]).toMatchObject({ line: 2, column: 4 + 99 });
    expect(lists.contents).toEqual({ kind: 'other', start: 'name: x\nx: '.length + 99 });
    const maps = parseYamlFast('f.yaml', shapes['block mappings']!(101))!.documents[0]!;
    expect(maps.diagnostics[0]).toMatchObject({ line: 101, column: 101, rule: 'yaml.too-deep' });
    expect(maps.plain()).toEqual({ ok: true, value: null });
  });

  it('a refused document is never built: 3,000 merges of a mapping of 30,000 keys take no time', () => {
    const keys = Array.from({ length: 30_000 }, (_, i) => `k${i}: ${i}`).join(', ');
    const merges = Array.from({ length: 3_000 }, (_, i) => `m${i}: {<<: *b, y: 1}`).join('\n');
    const parsed = parseYamlFast('f.yaml', `base: &b {${keys}}\n${merges}\n`);
    expect(parsed!.documents[0]!.plain()).toMatchObject({
      ok: false,
      diagnostic: { line: 2, column: 10, rule: 'yaml.alias-limit' },
    });
  });

  it('the 1 MB file of 120,000 keys is read fast', () => {
    const keys = Array.from({ length: 120_000 }, (_, i) => `k${i.toString(36)}: 1`).join('\n');
    const parsed = parseYamlFast('f.yaml', `name: big_one\ntype: sum\n${keys}\n`);
    const contents = parsed?.documents[0]?.contents;
    expect(contents?.kind === 'map' && contents.items.length).toBe(120_002);
  });

  it('agree on 1,500 generated files in every style the yaml package writes', () => {
    const { next, pick } = seeded(1);
    const words = ['name', 'type', 'description', 'tags', 'metricEvents', 'values', 'a_b', 'camelCase'];
    const strings = [
      'plain',
      'with space',
      'colon: inside',
      'hash # inside',
      'multi\nline\ntext',
      'trailing\n',
      '  lead',
      'é ü 😀',
      'quote " and \' both',
      'back\\slash',
      'tab\tin',
      '',
      'true',
      '123',
      '0x1F',
      'null',
      '~',
      '- dash',
      '{brace}',
      '[bracket]',
      '*star',
      '&amp',
      '!bang',
      '%pct',
      '1e3',
      '.inf',
      '2024-01-01',
      'very long text '.repeat(12),
    ];
    const scalars: unknown[] = [...strings, 0, 1, -5, 3.25, 1e21, -0.5, true, false, null, 123456789012];
    // A mapping or list used twice is written once with an anchor, then as aliases.
    let shared: object[] = [];
    const value = (depth: number): unknown => {
      const roll = next();
      if (depth > 3 || roll < 0.45) return pick(scalars);
      if (roll < 0.5 && shared.length > 0) return pick(shared);
      const made =
        roll < 0.75
          ? Object.fromEntries(
              Array.from({ length: Math.floor(next() * 4) }, (_, i) => [
                `${pick(words)}${i}`,
                value(depth + 1),
              ]),
            )
          : Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
      shared.push(made);
      return made;
    };
    let fastCount = 0;
    let aliased = 0;
    for (let n = 0; n < 1_500; n++) {
      const options = {
        defaultStringType: pick([
          'PLAIN',
          'QUOTE_DOUBLE',
          'QUOTE_SINGLE',
          'BLOCK_LITERAL',
          'BLOCK_FOLDED',
        ] as const),
        defaultKeyType: pick([null, 'PLAIN', 'QUOTE_DOUBLE'] as const),
        collectionStyle: pick(['any', 'block', 'flow'] as const),
        indent: pick([2, 4]),
        lineWidth: pick([0, 20, 80]),
        indentSeq: next() < 0.5,
      };
      shared = [];
      const documents = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
        stringify(
          Object.fromEntries(
            Array.from({ length: 1 + Math.floor(next() * 5) }, (_, i) => [`${pick(words)}${i}`, value(0)]),
          ),
          options,
        ),
      );
      const text = documents.join(pick(['---\n', '\n---\n', '--- # next\n'])) + pick(['', '# end\n', '\n\n']);
      const fast = parseYamlFast('f.yaml', text);
      if (!fast) continue;
      fastCount++;
      if (/\*a\d/.test(text)) aliased++; // the yaml package names its anchors a1, a2…
      expectSameReading(text, fast);
    }
    // Most are read fast: the rest hold an escaped line break or a layout js-yaml refuses.
    expect(fastCount).toBeGreaterThan(1_200);
    // Anchors and aliases among them: about a third of the files share a mapping or a list.
    expect(aliased).toBeGreaterThan(400);
  });

  it('agree on 1,000 generated files of keys that look like numbers and values with tags', () => {
    const { next, pick } = seeded(7);
    const keys = ['7', '0', '-3', '12', '7days', '-x', '<x', '1_000', '"7"', "'12'", 'name', 'name'];
    const rare = ['1.5', '+1', '007', '0x1F', 'true', 'null', '~', '1e3', '.inf', '-0'];
    const values = [
      ...['1', 'x', '!!int 5', '!!int "5"', '!!int 0x1F', '!!int 1.5', '!!float 1', '!!float 2.50'],
      ...['!!bool yes', '!!bool True', '!!null ~', '!!null x', '!!binary aGk=', '!!timestamp 2001-12-14'],
      ...['!!nothing x', '!!str 3', '!custom q', '!<tag:yaml.org,2002:int> 9', "!!float '.inf'"],
      ...['!!timestamp soon', '!!merge <<', '!!int'],
    ];
    const entry = () => `${next() < 0.1 ? pick(rare) : pick(keys)}: ${pick(values)}`;
    const fastCount = readAlike(
      1_000,
      () => {
        const entries = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
          next() < 0.2 ? `m${Math.floor(next() * 3)}:\n  ${entry()}` : entry(),
        );
        return `${entries.join('\n')}\n`;
      },
      () => true,
    );
    // 711 of them: the rest hold a key or a tag only the full reader reads (11 before it read
    // tags, 686 before it read null keys).
    expect(fastCount).toBeGreaterThan(700);
  });

  it('agree on 2,000 generated double-quoted texts with escaped line breaks, blank lines and escapes', () => {
    const { next, pick } = seeded(5);
    const parts = [
      'a',
      ' ',
      '\\\n',
      '\\\n  ',
      '\n',
      '\n  ',
      '\n\n',
      '\\\\',
      '\\t',
      '\\\r\n  ',
      ' \\\n ',
      '\\\n \n  ',
    ];
    const fastCount = readAlike(
      2_000,
      () => {
        let body = '';
        for (let i = Math.floor(next() * 6); i >= 0; i--) body += pick(parts);
        return next() < 0.5 ? `k: "${body}"\nz: 1\n` : `m:\n  - "${body}"\n`;
      },
      (text) => /\\\r?\n/.test(text),
    );
    // 194 read fast with an escaped line break in them (none before); the rest have a blank line
    // after one, or an error.
    expect(fastCount).toBeGreaterThan(150);
  });

  it('agree on 2,000 generated files of tagged keys, in every kind of mapping', () => {
    const { next, pick } = seeded(13);
    const tags = ['!!str ', '! ', '!custom ', '!!int ', '!!null ', '!!bool ', '!!float ', '!!binary ', ''];
    const keys = ['a', '7', 'null', '~', '"q"', "'s'", '<<', 'yes', '0x1F', '1.5', 'aGk=', 'name'];
    const values = ['1', '{a: 1}', '[1]', '!!str v', '\n  - 1', '\n  k: v', '\n  !!str k: v'];
    const taggedKeys = readAlike(
      2_000,
      () => {
        const entries = Array.from(
          { length: 1 + Math.floor(next() * 3) },
          () => `${pick(tags)}${pick(keys)}: ${pick(values)}`,
        );
        const block = `${entries.join('\n')}\n`;
        return pick([
          block,
          `- ${block.replace(/\n(?=.)/g, '\n  ')}`,
          `m:\n  ${block.replace(/\n(?=.)/g, '\n  ')}`,
          `&top\n${block}`,
          `--- ${block}`,
          `{${entries.map((entry) => entry.replace(/\n[\s\S]*/, '')).join(', ')}}\n`,
        ]);
      },
      (text) => /^[ -]*\{?!/m.test(text),
    );
    // 962 read fast with a tagged key in them; none before.
    expect(taggedKeys).toBeGreaterThan(800);
  });

  it('agree on 6,000 damaged files: the fast one reads none that the full one complains about', () => {
    const { next, pick } = seeded(7);
    const bases = [
      'name: a\ntype: sum\ndescription: |\n  line one\n  line two\ntags: [x, "y", \'z\']\nmetricEvents:\n  - name: e\n    criteria:\n      - type: value\n        values: [1, 2]\n  - name: f\n# comment\n---\nname: b # c\ntype: mean\nnested:\n  deeper: {a: 1, b: [2, 3]}\n  s: "q\\tx"\n  t: >-\n    folded\n    more\n',
      'metrics:\n  dir: metrics\n  include: ["**/*.yaml"]\ndefaults:\n  isReadOnly: true\n  tags:\n    - team-a\napi:\n  rateLimit:\n    - requests: 100\n      perSeconds: 10\n',
      "# top\n---\n\"quoted key\": 'single ''q'''\nplain: multi\n  line plain\nlit: |+\n  keep\n\nfold: >2\n   indented\nempty:\nlist:\n- a\n-   b\n- - nested\n  - more\nflow: [a, {b: c}, [d, e]]\n",
      'a: 1\r\nb: "x"\r\nc:\r\n  - d\r\n',
      'l2: &l2 {a: 1}\nl: &l\n  - &i one\n  - two\nb: &blk |\n  text\nm: {<<: *l2, k: *i}\nn:\n  <<: {q: 1}\n  r: [*i, *blk]\no:\n  - <<: *l2\n    z: 0\n  - *l\n',
      'base: &base\n  type: sum\n---\nshared: &s {isReadOnly: true, n: 1}\ntags: &tags [a, b]\none:\n  <<: *s\n  name: one\n  tags: *tags\ntwo:\n  name: two\n  <<: [*s, {x: &v 3}]\n  list: [*v, *s]\n',
    ];
    const inserts = [
      ':',
      '-',
      ' ',
      '  ',
      '\t',
      '"',
      "'",
      '#',
      '\n',
      '[',
      ']',
      '{',
      '}',
      ',',
      '|',
      '>',
      '?',
      '&',
      '*',
      '!',
      '%',
      '`',
      '---\n',
      'x',
      '\\',
      ': ',
      '- ',
      '\r',
    ];
    let fastCount = 0;
    for (let n = 0; n < 6_000; n++) {
      let text = pick(bases);
      for (let edits = 1 + Math.floor(next() * 3); edits > 0; edits--) {
        const at = Math.floor(next() * text.length);
        const roll = next();
        const cut = roll < 0.4 || roll >= 0.8 ? 1 : 0;
        text = text.slice(0, at) + (roll < 0.4 ? '' : pick(inserts)) + text.slice(at + cut);
      }
      const fast = parseYamlFast('f.yaml', text);
      if (!fast) continue;
      fastCount++;
      expectSameReading(text, fast);
    }
    expect(fastCount).toBeGreaterThan(1_000);
  });
});
