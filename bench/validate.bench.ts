// `npm run bench -- validate`: 10,000 generated definition files of mixed types, about 40 lines
// each. The floor is the same files read and parsed to plain data with the `yaml` package alone
// (`parseAllDocuments` and `toJS`, what `YAML.parse` does for one document), measured in the same
// run; the figure that matters is validateRepository's time as a ratio of it.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseAllDocuments } from 'yaml';
import { validateRepository } from '../src/definitions/validate.js';
import { median } from './measure.js';

const FILES = 10_000;
const ROUNDS = 3;

export async function bench(log: (line: string) => void): Promise<void> {
  const root = await mkdtemp(join(tmpdir(), 'mac-bench-validate-'));
  try {
    const files = await generateTree(root, FILES);
    const lines = files.reduce((sum, file) => sum + file.lines, 0);
    log(`tree: ${FILES} files, ${Math.round(lines / FILES)} lines per file on average`);
    const relative = files.map((file) => file.path);
    const runs = {
      floor: async () => floor(root, relative),
      validate: async () => validateOnce(root),
    };
    const times = new Map<string, number[]>(Object.keys(runs).map((name) => [name, []]));
    // One warm-up round (module compilation, the zod schema's first use, the page cache), then
    // the rounds interleaved so a busy moment of the machine hits every variant alike.
    for (let round = 0; round <= ROUNDS; round++) {
      for (const [name, run] of Object.entries(runs)) {
        const start = performance.now();
        const count = await run();
        if (count !== FILES) throw new Error(`${name}: expected ${FILES} definitions, got ${count}`);
        if (round > 0) times.get(name)!.push(performance.now() - start);
      }
    }
    const floorMs = median(times.get('floor')!);
    const validateMs = median(times.get('validate')!);
    log(`floor (read + yaml parse)  median ${fmt(floorMs)}`);
    log(
      `validate                   median ${fmt(validateMs)}   ${(validateMs / floorMs).toFixed(2)}x floor (budget 1.3x)`,
    );
    log(`peak RSS of the whole run: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function validateOnce(cwd: string): Promise<number> {
  const outcome = await validateRepository({ cwd });
  if (!outcome.ok) throw new Error(`config error: ${outcome.diagnostics[0]?.message}`);
  const invalid = outcome.result.diagnostics.find((d) => d.severity === 'error');
  if (invalid)
    throw new Error(`generated tree is invalid: ${invalid.file}:${invalid.line}: ${invalid.message}`);
  return outcome.result.definitions.filter((definition) => definition.valid).length;
}

/** What any YAML tool must do at least: read every file and parse every document. */
function floor(root: string, files: readonly string[]): number {
  let documents = 0;
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const doc of parseAllDocuments(text)) if (doc.toJS() !== undefined) documents++;
  }
  return documents;
}

function fmt(ms: number): string {
  return `${ms.toFixed(0)} ms`;
}

async function generateTree(root: string, count: number): Promise<{ path: string; lines: number }[]> {
  const files: { path: string; lines: number }[] = [];
  for (let i = 0; i < count; i++) {
    const dir = `metrics/team_${i % 50}`;
    if (i < 50) await mkdir(join(root, dir), { recursive: true });
    const text = definitionText(i);
    const path = `${dir}/metric_${i}.yaml`;
    await writeFile(join(root, path), text);
    files.push({ path, lines: text.split('\n').length - 1 });
  }
  return files;
}

const KINDS = ['ratio', 'mean', 'event_user', 'funnel', 'warehouse'] as const;

/** A realistic definition of about 40 lines; the kind rotates so every code path is exercised. */
export function definitionText(i: number): string {
  const kind = KINDS[i % KINDS.length]!;
  const header = [
    '# yaml-language-server: $schema=../../schema/metric.schema.json',
    `name: generated_metric_${i}`,
    'description: >-',
    `  Generated metric number ${i}, used to measure how fast a large catalogue validates.`,
    '  It reads like a real description: what is counted, for whom, and why it matters.',
    '  Owners: the growth analytics team.',
    'isVerified: false',
    'directionality: increase',
    'tags:',
    '  - generated',
    '  - benchmark',
    '  - checkout',
  ];
  return `${[...header, ...BODIES[kind](i)].join('\n')}\n`;
}

const criterion = (indent: string, type: string, column: string, values: string[]) => [
  `${indent}- type: ${type}`,
  `${indent}  column: ${column}`,
  `${indent}  condition: in`,
  `${indent}  values: [${values.map((value) => JSON.stringify(value)).join(', ')}]`,
];

const BODIES: Record<(typeof KINDS)[number], (i: number) => string[]> = {
  ratio: (i) => [
    'type: ratio',
    'unitTypes: [stableID, userID]',
    'rollupTimeWindow: custom',
    'customRollUpStart: 0',
    'customRollUpEnd: 14',
    'metricEvents:',
    `  - name: purchase_${i}`,
    '    type: count',
    '    criteria:',
    ...criterion('      ', 'value', 'currency', ['USD', 'EUR', 'GBP']),
    ...criterion('      ', 'metadata', 'platform', ['ios', 'android']),
    `  - name: checkout_start_${i}`,
    '    type: count_distinct',
    '    criteria:',
    ...criterion('      ', 'metadata', 'country', ['US', 'CA', 'GB']),
    ...criterion('      ', 'user', 'tier', ['gold', 'silver']),
    'isPermanent: false',
    'team: growth',
  ],
  mean: (i) => [
    'type: mean',
    'unitTypes: [userID]',
    'metricEvents:',
    `  - name: order_value_${i}`,
    '    type: value',
    '    metadataKey: amount',
    '    criteria:',
    ...criterion('      ', 'value', 'currency', ['USD']),
    ...criterion('      ', 'metadata', 'channel', ['web', 'app', 'store']),
    ...criterion('      ', 'metadata', 'segment', ['new', 'returning']),
    `  - name: refund_value_${i}`,
    '    type: value',
    '    metadataKey: amount',
    'rollupTimeWindow: custom',
    'customRollUpStart: 1',
    'customRollUpEnd: 28',
    'isReadOnly: true',
    'team: payments',
  ],
  event_user: (i) => [
    'type: event_user',
    'unitTypes: [stableID]',
    'metricEvents:',
    `  - name: search_${i}`,
    '    criteria:',
    ...criterion('      ', 'metadata', 'results', ['non_empty']),
    ...criterion('      ', 'value', 'query_length', ['3', '4', '5']),
    `  - name: search_click_${i}`,
    '    criteria:',
    ...criterion('      ', 'metadata', 'position', ['1', '2', '3']),
    ...criterion('      ', 'user', 'locale', ['en_US', 'en_GB']),
    'isPermanent: true',
    'team: search',
  ],
  funnel: (i) => [
    'type: funnel',
    'funnelCountDistinct: users',
    'funnelEventList:',
    `  - name: view_product_${i}`,
    '    type: event_user',
    `  - name: add_to_cart_${i}`,
    '    type: event_user',
    `  - name: begin_checkout_${i}`,
    '    type: event_count',
    `  - name: purchase_${i}`,
    '    type: event_count',
    'unitTypes: [stableID]',
    'rollupTimeWindow: custom',
    'customRollUpStart: 0',
    'customRollUpEnd: 7',
    'isPermanent: false',
    'isReadOnly: false',
    'team: growth',
    'teamID: team_growth',
    'metricComponentMetrics: []',
  ],
  warehouse: (i) => [
    'type: user_warehouse',
    'warehouseNative:',
    '  aggregation: sum',
    '  metricSources:',
    `    - metricSourceName: orders_${i % 20}`,
    '      valueColumn: revenue_usd',
    '      criteria:',
    ...criterion('        ', 'metadata', 'status', ['complete', 'shipped']),
    ...criterion('        ', 'metadata', 'region', ['NA', 'EU']),
    '  metricDimensionColumns: [country, platform]',
    '  metricDimensionLimits:',
    '    - name: country',
    '      limit: 20',
    '  loadingWindow: 90',
    '  metricBakeDays: 2',
    '  winsorizationHigh: 0.999',
    '  cupedAttributionWindow: 7',
    '  rollupTimeWindow: custom',
    '  customRollUpStart: 0',
    '  customRollUpEnd: 14',
  ],
};
