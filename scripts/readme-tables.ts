// The README's generated tables: the Action's inputs and outputs from action.yml (their one list),
// and the fields per metric type from the rules' own table (src/definitions/rules.ts). `npm run
// docs` rewrites them between their markers; a test fails when the README is behind.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { TYPE_FIELDS } from '../src/definitions/rules.js';
import { NEEDS_BY_STATUS, RISK_BY_TYPE } from '../src/report/review-triage.js';

interface ActionManifest {
  inputs: Record<string, { description: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description: string }>;
}

export function readActionManifest(path: string): ActionManifest {
  return parse(readFileSync(path, 'utf8')) as ActionManifest;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ').trim();
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

function inputsTable(manifest: ActionManifest): string {
  const rows = Object.entries(manifest.inputs).map(
    ([name, input]) =>
      `| ${code(name)} | ${input.default === undefined ? '' : code(input.default)} | ${cell(input.description)} |`,
  );
  return ['| input | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

function outputsTable(manifest: ActionManifest): string {
  const rows = Object.entries(manifest.outputs).map(
    ([name, output]) => `| ${code(name)} | ${cell(output.description)} |`,
  );
  return ['| output | meaning |', '|---|---|', ...rows].join('\n');
}

/** The README with both tables replaced between `<!-- action-inputs -->`/`<!-- action-outputs -->` markers. */
export function withActionTables(readme: string, manifest: ActionManifest): string {
  return replaceBetween(
    replaceBetween(readme, 'action-inputs', inputsTable(manifest)),
    'action-outputs',
    outputsTable(manifest),
  );
}

function typeFieldsTable(): string {
  const rows = TYPE_FIELDS.map(
    (use) =>
      `| ${code(use.field)} | ${use.types.map(code).join(', ')} | ${(use.neededBy ?? []).map(code).join(', ') || '—'} | ${use.why ? cell(use.why) : ''} |`,
  );
  return ['| field | means something for | needed by | what it gives |', '|---|---|---|---|', ...rows].join(
    '\n',
  );
}

/** The README with the type-fields table replaced between its markers. */
export function withTypeFieldsTable(readme: string): string {
  return replaceBetween(readme, 'type-fields', typeFieldsTable(), 'src/definitions/rules.ts');
}

function needsTable(): string {
  const rows = Object.entries(NEEDS_BY_STATUS).map(
    ([status, { needs, who }]) => `| ${code(status)} | ${code(needs)} | ${cell(who)} |`,
  );
  return ['| status | needs | who acts |', '|---|---|---|', ...rows].join('\n');
}

function riskTable(): string {
  const rows = Object.entries(RISK_BY_TYPE).map(
    ([type, { risk, reason }]) => `| ${code(type)} | ${code(risk)} | ${cell(reason)} |`,
  );
  return [
    '| type | risk | why |',
    '|---|---|---|',
    ...rows,
    '| any other | `medium` | a review type this version does not know: look at it |',
  ].join('\n');
}

/** The README with the digest's two tables replaced between their markers. */
export function withDigestTables(readme: string): string {
  const source = 'src/report/review-triage.ts';
  return replaceBetween(
    replaceBetween(readme, 'review-needs', needsTable(), source),
    'review-risk',
    riskTable(),
    source,
  );
}

function replaceBetween(text: string, name: string, content: string, source = 'action.yml'): string {
  const start = `<!-- ${name}:start (generated from ${source} by npm run docs) -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} ... ${end} block`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const readme = readFileSync(`${root}README.md`, 'utf8');
  const withTables = withDigestTables(
    withTypeFieldsTable(withActionTables(readme, readActionManifest(`${root}action.yml`))),
  );
  writeFileSync(`${root}README.md`, withTables);
  console.log('README.md: action tables written from action.yml, type fields from src/definitions/rules.ts');
}
