// The worst files under the size cap, 1 MB of one definition with ~88,000 nested keys or 120,000
// top-level keys (all unknown), as `validate` runs them (dist/cli.js), each against starting node
// and parsing the same file with js-yaml alone (the fast reader's parser) in the same run; the
// `yaml` package's parse alone (the full reader's) is printed beside it. Every key is checked; the
// first 100 problems are placed and the rest counted. The bound: 2 s per file. A shape slower than
// 1.5 s is timed again under Node 24, which the Action runs on.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadAll } from 'js-yaml';
import { parseAllDocuments } from 'yaml';
import {
  readAround,
  readInRuns,
  readPastDirectives,
  refusedWhole,
} from '../src/diagnostics/yaml-documents.js';
import { readYamlFast } from '../src/diagnostics/yaml-fast.js';
import { loadFullReader } from '../src/diagnostics/yaml-full.js';
import { node24Path } from '../test/support/action-runner.js';
import { makeRepo } from '../test/support/repo.js';
import { interleavedMediansMs, medianMs } from './measure.js';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const YAML_FLOOR = fileURLToPath(new URL('./yaml-floor.mjs', import.meta.url));
const CAP = 1024 * 1024;

export async function bench(log: (line: string) => void): Promise<void> {
  const nested = ['name: big_one', 'type: user_warehouse', 'warehouseNative:', '  aggregation: sum'];
  await measure(
    log,
    fill(nested, (i) => `  k${i}: 1`),
    'nested keys',
  );
  const flat = ['name: big_one', 'type: sum'];
  await measure(
    log,
    fill(flat, (i) => `k${i.toString(36)}: 1`, 120_000),
    'top-level keys',
  );
  await shapes(log);
}

/** Files of every shape up to the cap, validated as a user runs it, and which reader read each. */
async function shapes(log: (line: string) => void): Promise<void> {
  await loadFullReader(); // whichReader reads synchronously
  const up = (head: string, line: (i: number) => string, tail = ''): string => {
    let text = head;
    for (let i = 0; ; i++) {
      const next = line(i);
      if (text.length + next.length + tail.length + 32 > CAP) return text + tail;
      text += next;
    }
  };
  const cases: Record<string, string> = {
    'flat keys': up('name: x\ntype: sum\n', (i) => `k${i}: 1\n`),
    'one key repeated': up('name: x\ntype: sum\n', () => 'k: 1\n'),
    'a flow list': up('name: x\ntype: sum\ntags: [', (i) => `t${i}, `, 't]\n'),
    'a block list': up('name: x\ntype: sum\ntags:\n', (i) => `  - t${i}\n`),
    'a long text': up('name: x\ntype: sum\ndescription: |\n', () => '  a line of text\n'),
    'a long quoted text': up('name: x\ntype: sum\ndescription: "', () => 'a\\tb\\u00e9 ', '"\n'),
    'many documents': up('', (i) => `---\nname: m${i}\ntype: sum\n`),
    // The first document read with its directive, the rest as ever (src/diagnostics/yaml-documents.ts).
    'many documents after `%YAML 1.2`': up('%YAML 1.2\n', (i) => `---\nname: m${i}\ntype: sum\n`),
    // Each document closed by `...`, then the next `---`: read fast, each ending past its `...`.
    'many documents, each ended by `...`': up('', (i) => `---\nname: m${i}\ntype: sum\n...\n`),
    'many documents, one broken': up('', (i) => `---\nname: m${i}\ntype: sum\n`, '---\nname: [broken\n'),
    // Broken at the start: the rest of the file is read fast in one go (src/diagnostics/yaml-documents.ts).
    'the first of many broken': up('---\nname: [broken\n', (i) => `---\nname: m${i}\ntype: sum\n`),
    // A list as a key, which the fast reader leaves: the yaml package reads that document.
    'many documents, one left': up(
      '---\nname: m\ntype: sum\n? [left, alone]\n: none\n',
      (i) => `---\nname: m${i}\ntype: sum\n`,
    ),
    // Each broken document ends with a list left open, which the full reader ends at `---`.
    'one broken in every 500': up(
      '',
      (i) => `---\nname: m${i}\ntype: sum\n${i % 500 === 7 ? 'x: [open\n' : ''}`,
    ),
    // Read past while they lie apart, in runs once they come close (src/diagnostics/yaml-documents.ts).
    'one broken in every 30': up(
      '',
      (i) => `---\nname: m${i}\ntype: sum\n${i % 30 === 7 ? 'x: [open\n' : ''}`,
    ),
    'every tenth broken': up('', (i) => `---\nname: m${i}\ntype: sum\n${i % 10 === 7 ? 'x: [open\n' : ''}`),
    'every third broken': up('', (i) => `---\nname: m${i}\ntype: sum\n${i % 3 === 1 ? 'x: [open\n' : ''}`),
    // Where reading past them and reading in runs cost about the same.
    'every other broken': up('', (i) => `---\nname: m${i}\ntype: sum\n${i % 2 === 1 ? 'x: [open\n' : ''}`),
    // Each one invalid by two unknown keys: "did you mean" searched once for each key, not each time.
    'every document, two unknown keys': up('', (i) => `---\nname: m${i}\ntype: sum\nfoo: 1\nbar: x\n`),
    'every document, a misspelt type': up('', (i) => `---\nname: m${i}\ntype: sums\n`),
    'every document, `!!str`': up('', (i) => `---\nname: !!str m${i}\ntype: sum\n`),
    'every document, `!custom`': up('', (i) => `---\nname: !custom m${i}\ntype: sum\n`),
    'every tenth, `!!int`': up('', (i) => `---\nname: ${i % 10 ? `m${i}` : `!!int ${i}`}\ntype: sum\n`),
    'every tenth, a null key': up('', (i) => `---\nname: m${i}\ntype: sum\n${i % 10 ? '' : 'null: none\n'}`),
    'every tenth, a tagged key': up(
      '',
      (i) => `---\nname: m${i}\ntype: sum\n${i % 10 ? '' : '!!str tagged: key\n'}`,
    ),
    'every tenth left': up(
      '',
      (i) => `---\nname: m${i}\ntype: sum\n${i % 10 ? '' : '? [left, alone]\n: none\n'}`,
    ),
    // At the bound under Node 20: every document is the yaml package's to read, and that is what it takes.
    'every document broken': up('', (i) => `---\nname: m${i}\ntype: sum\nx: [open\n`),
    // Placed by reading the two documents again, not the whole file.
    'many documents, one name twice': up(
      '---\nname: m7\ntype: sum\n',
      (i) => `---\nname: m${i}\ntype: sum\n`,
    ),
    // Past the file's first 1,000 problems, a copy is counted where it starts, not placed.
    'one definition in every document': up('', () => '---\nname: same\ntype: sum\nunitTypes: [userID]\n'),
    'every document naming an unknown metric': up(
      '',
      (i) => `---\nname: r_${i}\ntype: composite\nmetricComponentMetrics: [{name: c_${i}, type: sum}]\n`,
    ),
    'only comments': up('name: x\ntype: sum\n', (i) => `# comment ${i}\n`),
    '170,000 tiny documents': up('', () => '---\nx\n'),
    'one anchor, aliased': up('name: x\ntype: sum\nbase: &b {x: 1}\n', (i) => `k${i}: *b\n`),
    // Within the limits (at most 1,000 aliases a document), then past them (refused unread).
    'a thousand merges': up('name: x\ntype: sum\n', (i) =>
      i < 1_000 ? `a${i}: &a${i} {x: ${i}}\nm${i}: {<<: *a${i}, y: 1}\n` : `k${i}: 1\n`,
    ),
    '30,000 anchors and merges': up(
      'name: x\ntype: sum\n',
      (i) => `a${i}: &a${i} {x: ${i}}\nm${i}: {<<: *a${i}, y: 1}\n`,
    ),
    'a syntax error at the end': up('name: x\ntype: sum\n', (i) => `k${i}: 1\n`, 'bad: [unclosed\n'),
    // In two pieces, the second (from the open list to the end) read by the yaml package.
    'a list left open midway': up('name: x\ntype: sum\n', (i) =>
      i === 60_000 ? 'bad: [open\n' : `k${i}: 1\n`,
    ),
    // Past the bound: js-yaml stops at the 101st level, and the yaml package reads every level.
    'one list nested 500,000 deep': `name: x\ntype: sum\nx: ${'['.repeat(500_000)}${']'.repeat(500_000)}\n`,
    // The fast reader does not read past directives; js-yaml is asked where the nesting passes 100.
    'the same after `%YAML 1.2`': `%YAML 1.2\n---\nname: x\ntype: sum\nx: ${'['.repeat(500_000)}${']'.repeat(500_000)}\n`,
  };
  log('every shape of file at the 1 MB cap: `validate` as a process, whole (bound: 2 s; median of 3)');
  log(
    '  against a floor in turn with it: a process that starts node and parses the "many documents" file with js-yaml',
  );
  const repo = await makeRepo({});
  try {
    const start = await medianMs(3, () => run(process.execPath, ['-e', '0']));
    log(`  (node start alone: ${start.toFixed(0)} ms)`);
    const reference = `${repo.dir}/reference.yaml`; // outside metrics/: not validated
    await repo.write('reference.yaml', cases['many documents']!);
    for (const [name, text] of Object.entries(cases)) {
      await repo.write('metrics/big.yaml', text);
      const { validate, floor } = await validateBesideFloor(process.execPath, repo.dir, reference);
      const reader = whichReader(text);
      log(
        `  ${name.padEnd(36)} ${(text.length / 1024).toFixed(0).padStart(5)} KB  ${validate.toFixed(0).padStart(5)} ms  ${(validate / floor).toFixed(2).padStart(5)}× floor (${floor.toFixed(0)} ms)  ${reader}`,
      );
      if (validate > NODE_24_PAST_MS) await underNode24(log, repo.dir, reference);
    }
  } finally {
    await repo.cleanup();
  }
}

/** A shape slower than this under this Node is timed again under Node 24, the Action's. */
const NODE_24_PAST_MS = 1_500;

/** The file in `dir` validated under Node 24, against the same floor under Node 24, in turn. */
async function underNode24(log: (line: string) => void, dir: string, reference: string): Promise<void> {
  const { validate, floor } = await validateBesideFloor(await node24Path(), dir, reference);
  log(
    `  ${'  the same under Node 24 (the Action’s)'.padEnd(36)}          ${validate.toFixed(0).padStart(5)} ms  ${(validate / floor).toFixed(2).padStart(5)}× floor (${floor.toFixed(0)} ms)`,
  );
}

/**
 * `validate` of the repository at `dir` under `node`, and the floor (that node parsing `reference`
 * with js-yaml), in turn: medians of 3. Exit 1 (findings) is what most shapes answer.
 */
function validateBesideFloor(
  node: string,
  dir: string,
  reference: string,
): Promise<{ validate: number; floor: number }> {
  return interleavedMediansMs(3, {
    validate: () =>
      run(node, [CLI, 'validate', '--cwd', dir], { maxBuffer: 64 << 20 }).catch(
        (error: { code?: number }) => {
          if (error.code !== 1) throw error;
        },
      ),
    floor: () => run(node, [YAML_FLOOR, reference]),
  });
}

/** The reader that reads the whole file, as parseYaml picks it (yaml-documents.ts). */
function whichReader(text: string): string {
  const fast = readYamlFast('big.yaml', text);
  if (!('declined' in fast)) return 'fast reader';
  if (fast.tooDeep) return 'refused, too deep';
  if (readAround('big.yaml', text, fast)) return 'read around';
  if (readInRuns('big.yaml', text)) return 'in runs';
  if (readPastDirectives('big.yaml', text)) return 'past its directives';
  return refusedWhole('big.yaml', text, fast) ? 'refused, too deep' : 'full reader';
}

/** `head` and then lines up to the cap (or `count` of them). */
function fill(head: string[], line: (i: number) => string, count = Number.POSITIVE_INFINITY): string[] {
  const lines = [...head];
  let size = lines.join('\n').length;
  for (let i = 0; i < count && size + 32 < CAP; i++) {
    lines.push(line(i));
    size += lines.at(-1)!.length + 1;
  }
  return lines;
}

async function measure(log: (line: string) => void, lines: string[], what: string): Promise<void> {
  const repo = await makeRepo({});
  try {
    await repo.write('metrics/big.yaml', `${lines.join('\n')}\n`);
    const text = readFileSync(`${repo.dir}/metrics/big.yaml`, 'utf8');
    const floor = await medianMs(3, async () => loadAll(text));
    const full = await medianMs(3, async () => parseAllDocuments(text, { uniqueKeys: false }));
    const start = await medianMs(3, () => run(process.execPath, ['-e', '0']));
    const validate = await medianMs(3, () =>
      run(process.execPath, [CLI, 'validate', '--cwd', repo.dir]).catch((error: { code?: number }) => {
        if (error.code !== 1) throw error;
      }),
    );
    const size = (Buffer.byteLength(text) / 1024).toFixed(0);
    log(`validate one definition of ${lines.length} ${what}, ${size} KB (dist/cli.js, a process)`);
    log(
      `  floor: node start ${start.toFixed(0)} ms + js-yaml parse alone ${floor.toFixed(0)} ms = ${(start + floor).toFixed(0)} ms`,
    );
    log(
      `  validate ${validate.toFixed(0)} ms  ${(validate / (start + floor)).toFixed(2)}× floor (bound 2000 ms; the yaml package's parse alone: ${full.toFixed(0)} ms)`,
    );
  } finally {
    await repo.cleanup();
  }
}
