// The generated documentation: docs/reference.md whole (every metric type and field from the zod
// schema, the config, the CLI from its declaration, the Action from action.yml, the digest's
// tables), the README's two generated blocks (the commands, the workflow `init` writes) and the
// code map of docs/architecture.md (each file's own header comment).
// `npm run docs` writes them; a test fails when either is behind.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { COMMANDS, type CommandName, ENVIRONMENT } from '../src/cli/commands.js';
import { flagLabel } from '../src/cli/help.js';
import { workflow } from '../src/cli/init-templates.js';
import { configJsonSchema, definitionJsonSchema } from '../src/definitions/json-schema.js';
import { CLOUD_REQUIREMENTS, TYPE_FIELDS } from '../src/definitions/rules.js';
import { METRIC_TYPES } from '../src/definitions/schema.js';
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

function typeFieldsTable(): string {
  const rows = TYPE_FIELDS.map(
    (use) =>
      `| ${code(use.field)} | ${use.types.map(code).join(', ')} | ${(use.neededBy ?? []).map(code).join(', ') || '—'} | ${use.why ? cell(use.why) : ''} |`,
  );
  return ['| field | means something for | needed by | what it gives |', '|---|---|---|---|', ...rows].join(
    '\n',
  );
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

/** The README with its generated blocks (the commands, the workflow `init` writes) rewritten. */
export function withReadmeBlocks(readme: string): string {
  const text = replaceBetween(readme, 'cli-commands', commandsTable(), 'src/cli/commands.ts');
  return replaceBetween(
    text,
    'init-workflow',
    `\`\`\`yaml\n${workflow('main')}\`\`\``,
    'src/cli/init-templates.ts',
  );
}

/** docs/architecture.md with its code map rewritten from the header comment of every file in src/. */
export function withCodeMap(page: string, root: string): string {
  const folders = readdirSync(`${root}src`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const section = (folder: string) => {
    const files = readdirSync(`${root}src/${folder}`)
      .filter((name) => name.endsWith('.ts'))
      .sort();
    const rows = files.map((name) => {
      const path = `src/${folder}/${name}`;
      return `| [\`${name}\`](../${path}) | ${cell(headerSentence(readFileSync(`${root}${path}`, 'utf8'), path))} |`;
    });
    return [`### \`src/${folder}/\``, '', '| file | what it is |', '|---|---|', ...rows].join('\n');
  };
  return replaceBetween(
    page,
    'code-map',
    folders.map(section).join('\n\n'),
    'the header comment of each file',
  );
}

/** The first sentence of a file's header comment: every file says what it is for. */
function headerSentence(text: string, path: string): string {
  const header = /^(?:\/\/.*\n)+/.exec(text)?.[0];
  if (!header) throw new Error(`${path} has no header comment: say in a sentence what it is for`);
  const words = header
    .replace(/^\/\/ ?/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  return /^.*?[^.][.!?](?=\s|$)/.exec(words)?.[0] ?? words;
}

function replaceBetween(text: string, name: string, content: string, source: string): string {
  const start = `<!-- ${name}:start (generated from ${source} by npm run docs) -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`no ${start} ... ${end} block`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

/** One row per field, nested ones by dotted path (`metricEvents[].criteria[].type`). */
function fieldRows(schema: JsonSchema, prefix = ''): string[] {
  const rows: string[] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const required = schema.required?.includes(name) ? 'yes' : '';
    rows.push(
      `| ${code(path)} | ${typeOf(field)} | ${required} | ${cell(limitsOf(field))} | ${cell(field.description ?? '')} |`,
    );
    const inner = objectOf(field);
    if (inner) rows.push(...fieldRows(inner.schema, `${path}${inner.suffix}.`));
  }
  return rows;
}

function fieldsTable(schema: JsonSchema): string {
  return [
    '| field | type | required | limits | meaning |',
    '|---|---|---|---|---|',
    ...fieldRows(schema),
  ].join('\n');
}

/** The object a field holds, itself or in its list's items, to describe its fields in turn. */
function objectOf(field: JsonSchema): { schema: JsonSchema; suffix: string } | undefined {
  const plain = field.anyOf?.find((option) => option.type !== 'null') ?? field;
  if (plain.properties) return { schema: plain, suffix: '' };
  if (plain.items?.properties) return { schema: plain.items, suffix: '[]' };
  return undefined;
}

function typeOf(field: JsonSchema): string {
  const options = field.anyOf ?? [field];
  const names = options.map((option) => {
    if (option.type === 'array')
      return `list of ${option.items?.properties ? 'mappings' : (option.items?.type ?? 'values')}`;
    if (option.properties) return 'mapping';
    return Array.isArray(option.type) ? option.type.join(' or ') : (option.type ?? 'any');
  });
  return [...new Set(names)].join(' or ');
}

function limitsOf(field: JsonSchema): string {
  const option = field.anyOf?.find((o) => o.type !== 'null') ?? field;
  const parts: string[] = [];
  if (option.enum) parts.push(`one of ${option.enum.map((value) => code(String(value))).join(', ')}`);
  if (option.maxLength !== undefined)
    parts.push(`${option.minLength ?? 0} to ${option.maxLength} characters`);
  else if (option.minLength !== undefined)
    parts.push(`at least ${option.minLength} character${option.minLength === 1 ? '' : 's'}`);
  if (option.pattern) parts.push(`matches ${code(option.pattern)}`);
  // zod writes a whole number's unbounded side as the largest safe integer.
  const maximum = (option.maximum ?? Infinity) < Number.MAX_SAFE_INTEGER ? option.maximum : undefined;
  const minimum = (option.minimum ?? -Infinity) > Number.MIN_SAFE_INTEGER ? option.minimum : undefined;
  if (minimum !== undefined && maximum !== undefined) parts.push(`${minimum} to ${maximum}`);
  else if (minimum !== undefined) parts.push(`at least ${minimum}`);
  else if (maximum !== undefined) parts.push(`at most ${maximum}`);
  if (option.exclusiveMinimum !== undefined) parts.push(`more than ${option.exclusiveMinimum}`);
  if (option.minItems !== undefined || option.maxItems !== undefined)
    parts.push(`${option.minItems ?? 0} to ${option.maxItems ?? '∞'} items`);
  if (field.default !== undefined) parts.push(`default ${code(JSON.stringify(field.default))}`);
  return parts.join('; ');
}

/** Each metric type: what it needs (an error without it) and what it takes besides the rest. */
function metricTypesTable(): string {
  const rows = METRIC_TYPES.map((type) => {
    const needed = [
      ...CLOUD_REQUIREMENTS.filter((r) => r.types.includes(type)).map(
        (r) => `${code(r.field)}${r.minItems ? ` (at least ${r.minItems})` : ''}`,
      ),
      ...TYPE_FIELDS.filter((use) => use.neededBy?.includes(type)).map((use) => code(use.field)),
    ];
    const neededFields = new Set(needed.map((text) => text.replace(/ \(.*$/, '')));
    const only = TYPE_FIELDS.filter((use) => use.types.includes(type))
      .map((use) => code(use.field))
      .filter((field) => !neededFields.has(field));
    return `| ${code(type)} | ${[...new Set(needed)].join(', ') || '—'} | ${only.join(', ') || '—'} |`;
  });
  return ['| type | needs (besides `name` and `type`) | also takes |', '|---|---|---|', ...rows].join('\n');
}

/** docs/reference.md, whole. */
export function referencePage(manifest: ActionManifest): string {
  return `<!-- generated by npm run docs from the zod schemas, src/cli/commands.ts, action.yml and src/report/review-triage.ts: do not edit -->
# Reference

Everything here is generated from the code that checks it, so it cannot drift; the README is the
guide. Cloud metrics (without a \`warehouseNative\` block, in a project that is not
warehouse-native) have the needs listed, and an \`event_user\` metric's every event needs
\`criteria\`; a warehouse-native metric names its data through metric sources instead.

## Metric types

${metricTypesTable()}

## What each field needs and means

${typeFieldsTable()}

## Definition fields

${fieldsTable(definitionJsonSchema() as JsonSchema)}

## The config: \`metrics-as-code.yaml\`

Every key is optional.

${fieldsTable(configJsonSchema() as JsonSchema)}

## The CLI

${commandsTable()}

${flagsTable()}

${environmentTable()}

${exitCodesTable()}

## The Action

${inputsTable(manifest)}

${outputsTable(manifest)}

## The reviews digest

${needsTable()}

${riskTable()}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const readme = readFileSync(`${root}README.md`, 'utf8');
  writeFileSync(`${root}README.md`, withReadmeBlocks(readme));
  writeFileSync(`${root}docs/reference.md`, referencePage(readActionManifest(`${root}action.yml`)));
  const architecture = readFileSync(`${root}docs/architecture.md`, 'utf8');
  writeFileSync(`${root}docs/architecture.md`, withCodeMap(architecture, root));
  console.log(
    'wrote README.md (generated blocks), docs/reference.md and the code map of docs/architecture.md',
  );
}
