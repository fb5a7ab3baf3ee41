// `npm run bench -- big-file`: files at the 1 MiB cap in the shapes an attacker or an accident
// makes, each checked as validate checks a file (validateSources), against the `yaml` package's own
// parse of the same text in the same run. Budget: at most 3x that parse; such files need not be
// fast, only linear and bounded. `--check` (run by .ci/run) takes each shape at an eighth of the
// cap and fails past the budget: a path quadratic in a file's size shows there too, in seconds.
import { parseAllDocuments } from 'yaml';
import { parseConfig } from '../src/config/load-config.js';
import { defaultConfig } from '../src/config/schema.js';
import { validateSources } from '../src/definitions/validate.js';
import { interleavedMediansMs } from './measure.js';

const CAP = 1024 * 1024;
const BUDGET = 3;

/** `head`, then `line(i)` for i = 0, 1, … while the whole stays under `cap`, then `tail`. */
function upTo(cap: number, head: string, line: (i: number) => string, tail = ''): string {
  const parts = [head];
  let length = head.length + tail.length;
  for (let i = 0; ; i++) {
    const next = line(i);
    if (length + next.length + 32 > cap) break;
    parts.push(next);
    length += next.length;
  }
  parts.push(tail);
  return parts.join('');
}

const SHAPES: Record<string, (cap: number) => string> = {
  'many keys (unknown)': (cap) => upTo(cap, 'name: big_one\ntype: sum\n', (i) => `k${i.toString(36)}: 1\n`),
  'one key repeated': (cap) => upTo(cap, 'name: x\ntype: sum\n', () => 'k: 1\n'),
  'every document broken': (cap) => upTo(cap, '', (i) => `---\nname: m_${i}\ntype: [sum\n`),
  'every other document broken': (cap) =>
    upTo(cap, '', (i) =>
      i % 2 ? `---\nname: m_${i}\ntype: [sum\n` : `---\nname: m_${i}\ntype: event_count\n`,
    ),
  'one huge document (a flow list)': (cap) =>
    upTo(cap, 'name: x\ntype: sum\ntags: [', (i) => `t${i}, `, 't]\n'),
  'nesting past the limit': (cap) => upTo(cap, 'name: x\nk: ', () => '['),
  'keys nested in keys (`? ? ?`)': (cap) => upTo(cap, '', () => '? ', 'x\n'),
  'aliases past the limit': (cap) => upTo(cap, 'name: x\ntype: sum\na: &a 1\nl:\n', () => '  - *a\n'),
  // Each alias's hint looks for the anchor in earlier documents: once per file, not per alias.
  'aliases to an earlier document': (cap) => upTo(cap, 'name: &n x\ntype: sum\n', () => '---\nname: *n\n'),
  // The catalogue's checks span documents: references and their cycles.
  'composites naming each other': (cap) =>
    upTo(
      cap,
      '',
      (i) =>
        `---\nname: c${i}\ntype: composite\nmetricComponentMetrics: [{name: c${i + 1}}, {name: c${i >> 1}, type: composite}]\n`,
    ),
};

export async function bench(log: (line: string) => void, flags: readonly string[] = []): Promise<void> {
  const check = flags.includes('--check');
  const cap = check ? CAP / 8 : CAP;
  const config = defaultConfig();
  log(
    `each shape at ${cap / 1024} KiB: validate one file, against the yaml package parsing it (medians of 3, in turn)`,
  );
  const shapes: { shape: string; text: string; validate: () => unknown }[] = Object.entries(SHAPES).map(
    ([shape, make]) => {
      const text = make(cap);
      return { shape, text, validate: () => validateSources([{ file: 'metrics/big.yaml', text }], config) };
    },
  );
  // The config is a file a pull request writes too, read by its own code.
  const settings = upTo(cap, '', (i) => `k${i.toString(36)}: 1\n`);
  const readConfig = () => parseConfig('metrics-as-code.yaml', settings);
  shapes.push({ shape: 'config of many unknown keys', text: settings, validate: readConfig });
  const over: string[] = [];
  for (const { shape, text, validate } of shapes) {
    const measure = async () => {
      const parse = () => parseAllDocuments(text, { uniqueKeys: false, prettyErrors: false });
      const times = await interleavedMediansMs(3, { parse, validate });
      return { ...times, ratio: times.validate / times.parse };
    };
    let times = await measure();
    // A busy moment of a shared machine can tip one shape over; a quadratic path fails again.
    if (check && times.ratio > BUDGET) times = await measure();
    if (times.ratio > BUDGET) over.push(shape);
    log(
      `  ${shape.padEnd(34)} ${(text.length / 1024).toFixed(0)} KiB   parse ${times.parse.toFixed(0)} ms   validate ${times.validate.toFixed(0)} ms   ${times.ratio.toFixed(2)}x (budget ${BUDGET}x)`,
    );
  }
  if (check && over.length > 0) {
    log(`over the budget: ${over.join(', ')}; look for a search repeated per key, line or document`);
    process.exitCode = 1;
  }
}
