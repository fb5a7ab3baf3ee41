// The README's generated tables: the Action's inputs and outputs from action.yml (their one list),
// the fields per metric type from the rules' own table (src/definitions/rules.ts), the digest's
// tables, and the CLI's commands, flags and exit codes from their declaration (src/cli/commands.ts). `npm run
// docs` rewrites them between their markers; a test fails when the README is behind.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { COMMANDS, type CommandName, ENVIRONMENT } from '../src/cli/commands.js';
import { flagLabel } from '../src/cli/help.js';
import { WORKFLOW } from '../src/cli/init-templates.js';
import { TYPE_FIELDS } from '../src/definitions/rules.js';
import { EXIT_MEANING, ExitCode } from '../src/outcome/exit-codes.js';
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

function commandsTable(): string {
  const rows = (Object.keys(COMMANDS) as CommandName[]).map((name) => {
    const spec = COMMANDS[name];
    const args = 'positionals' in spec ? ` ${spec.positionals.usage}` : '';
    return `| ${code(name + args)} | ${cell(spec.summary)} | ${spec.network} |`;
  });
  return ['| command | does | network |', '|---|---|---|', ...rows].join('\n');
}

/** One row per flag; a flag several commands share (same words) is one row naming them all. */
function flagsTable(): string {
  const rows = new Map<string, { commands: string[]; label: string; description: string }>();
  for (const name of Object.keys(COMMANDS) as CommandName[]) {
    for (const [flag, spec] of Object.entries(COMMANDS[name].flags)) {
      if (flag === 'help') continue;
      const label = flagLabel(flag, spec);
      const key = `${label}\n${spec.description}`;
      const row = rows.get(key) ?? { commands: [] as string[], label, description: spec.description };
      row.commands.push(name);
      rows.set(key, row);
    }
  }
  const lines = [...rows.values()].map(
    (row) => `| ${row.commands.join(', ')} | ${code(row.label)} | ${cell(row.description)} |`,
  );
  return ['| commands | flag | meaning |', '|---|---|---|', ...lines].join('\n');
}

function environmentTable(): string {
  const rows = Object.entries(ENVIRONMENT).map(([name, meaning]) => `| ${code(name)} | ${cell(meaning)} |`);
  return ['| variable | meaning |', '|---|---|', ...rows].join('\n');
}

function exitCodesTable(): string {
  const codes = Object.values(ExitCode).filter((value): value is ExitCode => typeof value === 'number');
  const rows = codes.map((exit) => `| ${exit} | ${cell(EXIT_MEANING[exit])} |`);
  return ['| exit code | meaning |', '|---|---|', ...rows].join('\n');
}

/** The README's CLI tables (commands, flags, environment, exit codes) and the init workflow. */
export function withCliTables(readme: string): string {
  const source = 'src/cli/commands.ts';
  let text = replaceBetween(readme, 'cli-commands', commandsTable(), source);
  text = replaceBetween(text, 'cli-flags', flagsTable(), source);
  text = replaceBetween(text, 'cli-environment', environmentTable(), source);
  text = replaceBetween(text, 'cli-exit-codes', exitCodesTable(), 'src/outcome/exit-codes.ts');
  return replaceBetween(text, 'init-workflow', `\`\`\`yaml\n${WORKFLOW}\`\`\``, 'src/cli/init-templates.ts');
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
  const withTables = withCliTables(
    withDigestTables(withTypeFieldsTable(withActionTables(readme, readActionManifest(`${root}action.yml`)))),
  );
  writeFileSync(`${root}README.md`, withTables);
  console.log('README.md: generated tables written (action.yml, rules, review triage, CLI commands)');
}
