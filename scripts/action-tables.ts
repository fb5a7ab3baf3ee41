// The README's input and output tables, generated from action.yml (the one list of the Action's
// inputs and outputs). `npm run docs` rewrites them between their markers; a test fails when the
// README is behind.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

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

function replaceBetween(text: string, name: string, content: string): string {
  const start = `<!-- ${name}:start (generated from action.yml by npm run docs) -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} ... ${end} block`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const readme = readFileSync(`${root}README.md`, 'utf8');
  writeFileSync(`${root}README.md`, withActionTables(readme, readActionManifest(`${root}action.yml`)));
  console.log('README.md: action tables written from action.yml');
}
