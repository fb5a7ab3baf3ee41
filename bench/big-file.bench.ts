// `npm run bench -- big-file`: files at the 1 MiB cap in the shapes an attacker or an accident
// makes, each checked as validate checks a file (validateSources), against the `yaml` package's own
// parse of the same text in the same run. Budget: at most 3x that parse; such files need not be
// fast, only linear and bounded.
import { parseAllDocuments } from 'yaml';
import { parseConfig } from '../src/config/load-config.js';
import { defaultConfig } from '../src/config/schema.js';
import { validateSources } from '../src/definitions/validate.js';
import { interleavedMediansMs } from './measure.js';

const CAP = 1024 * 1024;

/** `head`, then `line(i)` for i = 0, 1, … while the whole stays under the cap, then `tail`. */
function upToCap(head: string, line: (i: number) => string, tail = ''): string {
  const parts = [head];
  let length = head.length + tail.length;
  for (let i = 0; ; i++) {
    const next = line(i);
    if (length + next.length + 32 > CAP) break;
    parts.push(next);
    length += next.length;
  }
  parts.push(tail);
  return parts.join('');
}

const SHAPES: Record<string, string> = {
  'many keys (unknown)': upToCap('name: big_one\ntype: sum\n', (i) => `k${i.toString(36)}: 1\n`),
  'one key repeated': upToCap('name: x\ntype: sum\n', () => 'k: 1\n'),
  'every document broken': upToCap('', (i) => `---\nname: m_${i}\ntype: [sum\n`),
  'every other document broken': upToCap('', (i) =>
    i % 2 ? `---\nname: m_${i}\ntype: [sum\n` : `---\nname: m_${i}\ntype: event_count\n`,
  ),
  'one huge document (a flow list)': upToCap('name: x\ntype: sum\ntags: [', (i) => `t${i}, `, 't]\n'),
  'nesting past the limit': upToCap('name: x\nk: ', () => '['),
  'keys nested in keys (`? ? ?`)': upToCap('', () => '? ', 'x\n'),
  'aliases past the limit': upToCap('name: x\ntype: sum\na: &a 1\nl:\n', () => '  - *a\n'),
  // Each alias's hint looks for the anchor in earlier documents: once per file, not per alias.
  'aliases to an earlier document': upToCap('name: &n x\ntype: sum\n', () => '---\nname: *n\n'),
};

export async function bench(log: (line: string) => void): Promise<void> {
  const config = defaultConfig();
  log(
    'each shape at the 1 MiB cap: validate one file, against the yaml package parsing it (medians of 3, in turn)',
  );
  const shapes: { shape: string; text: string; validate: () => unknown }[] = Object.entries(SHAPES).map(
    ([shape, text]) => ({
      shape,
      text,
      validate: () => validateSources([{ file: 'metrics/big.yaml', text }], config),
    }),
  );
  // The config is a file a pull request writes too, read by its own code.
  const settings = upToCap('', (i) => `k${i.toString(36)}: 1\n`);
  const readConfig = () => parseConfig('metrics-as-code.yaml', settings);
  shapes.push({ shape: 'config of many unknown keys', text: settings, validate: readConfig });
  for (const { shape, text, validate } of shapes) {
    const times = await interleavedMediansMs(3, {
      parse: () => parseAllDocuments(text, { uniqueKeys: false, prettyErrors: false }),
      validate,
    });
    const ratio = times.validate / times.parse;
    log(
      `  ${shape.padEnd(34)} ${(text.length / 1024).toFixed(0)} KiB   parse ${times.parse.toFixed(0)} ms   validate ${times.validate.toFixed(0)} ms   ${ratio.toFixed(2)}x (budget 3x)`,
    );
  }
}
