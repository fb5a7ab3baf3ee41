// What to write instead, appended to a finding about a value of the wrong type or a missing
// field: each hint looks at the schema where the value is, and at what was written.
import { excerpt, type FieldPath, isPlainObject, isScalar } from './finding.js';
import {
  listItemAt,
  nodeAt,
  onlyRequiredKey,
  requiredKeys,
  SCALAR_TYPES,
  shapeAt,
  unwrap,
} from './schema-nodes.js';
import { keyWithoutSpace, keyWithoutSpaceHint, lookalikeHint } from './yaml-hints.js';
import type * as z from './zod.js';

/** `- name:order` where an event is expected: the key and value of it, written without a space. */
export function spaceHint(root: z.ZodMiniType, path: FieldPath, input: unknown): string | undefined {
  const meant = typeof input === 'string' ? keyWithoutSpace(input) : undefined;
  const shape = meant && shapeAt(root, path);
  if (!shape || !Object.hasOwn(shape, meant.key)) return undefined;
  const field = path.at(-1);
  return `: ${keyWithoutSpaceHint(meant, 'it', typeof field === 'string' ? field : undefined)}`;
}

/** `description:` with nothing after it, which YAML reads as null (as `null` and `~`). */
export function nullHint(path: FieldPath, input: unknown): string | undefined {
  if (input !== null || typeof path.at(-1) !== 'string') return undefined;
  return ': a key with no value (or `null`) is null; write its value, or remove the line';
}

/** `unitTypes: userID` where a list of such values is expected: the list of one it was meant to be. */
export function listHint(root: z.ZodMiniType, path: FieldPath, input: unknown): string | undefined {
  const key = path.at(-1);
  const item = listItemAt(root, path);
  if (typeof key !== 'string' || !isScalar(input) || !item) return undefined;
  const text = String(input);
  if (text.includes('\n')) return undefined;
  // A list of mappings (`dynamicConfigs: checkout`, `metricEvents: order`): the mappings that name them.
  const mapping = SCALAR_TYPES.has(item._zod.def.type) ? undefined : itemMapping(item);
  if (!SCALAR_TYPES.has(item._zod.def.type) && !mapping) return undefined;
  // `platforms: ios, android` is two items; a number or a boolean is the one item as it is.
  const values = typeof input === 'string' ? text.split(/,\s*/).map(flowScalar) : [text];
  const items = mapping ? values.map(mapping.write) : values;
  return `: write \`${key}: [${excerpt(items.join(', '))}]\`${mapping?.note ?? ''}`;
}

/** `metricEvents:` followed by one event's keys, where a list of such mappings is expected. */
export function oneItemHint(root: z.ZodMiniType, path: FieldPath, input: unknown): string | undefined {
  const key = path.at(-1);
  const item = listItemAt(root, path);
  if (typeof key !== 'string' || isScalar(input) || Array.isArray(input) || item?._zod.def.type !== 'object')
    return undefined;
  const first = Object.keys(input as object)[0] ?? 'name';
  // `– name: x`, pasted: the dash is part of the key, so the item is a mapping.
  const pasted = lookalikeHint(first, 0);
  if (pasted) return pasted.replace(/^; /, ': ');
  const labelled = labelledItems(shapeAt(root, [...path, 0]) ?? {}, input as Record<string, unknown>);
  if (labelled)
    return `: a list's items are not keyed by a label; write \`${excerpt(key)}:\`, then ${labelled}`;
  return `: a list of one is written with \`- \` before its first key (\`${excerpt(key)}:\`, then \`  - ${excerpt(first)}: …\`)`;
}

/**
 * `numerator: {name: a}`, `denominator: {name: b}`: mappings under labels that are not `fields`
 * of the item, written as the list items they were meant to be (`- name: a` and `- name: b`).
 */
function labelledItems(
  fields: Readonly<Record<string, unknown>>,
  input: Record<string, unknown>,
): string | undefined {
  const values = Object.entries(input);
  if (values.some(([label, value]) => Object.hasOwn(fields, label) || !isPlainObject(value)))
    return undefined;
  const lines = values.slice(0, 3).map(([, value]) => {
    const [field, text] = Object.entries(value as object)[0] ?? ['name', '…'];
    return `\`  - ${excerpt(field)}: ${isScalar(text) ? excerpt(String(text)) : '…'}\``;
  });
  return lines.join(' and ') + (values.length > 3 ? ', …' : '');
}

/**
 * `text` as a YAML value inside `[…]` or `{…}` that reads back as this very text: plain where it
 * can be, else double-quoted (a leading `*` would start an alias, `1` would be a number).
 */
function flowScalar(text: string): string {
  const plain =
    /^[^\s\-?:,[\]{}#&*!|>'"%@`]/.test(text) &&
    !/[,[\]{}]|: | #|\s$/.test(text) &&
    !/^(?:[-+]?[\d.]|true$|false$|null$|~$|yes$|no$|on$|off$)/i.test(text);
  return plain ? text : JSON.stringify(text);
}

/**
 * `namePattern: "^[a-z_]+$"` where a mapping with one required key is expected: the mapping of
 * that key it was meant to be.
 */
export function mappingHint(root: z.ZodMiniType, path: FieldPath, input: unknown): string | undefined {
  const field = path.at(-1);
  const node = nodeAt(root, path, 'object');
  if (!isScalar(input) || String(input).includes('\n')) return undefined;
  const value = excerpt(flowScalar(String(input)));
  if (typeof field === 'number') return itemHint(node, value);
  const key = onlyRequiredKey(node);
  return key === undefined ? undefined : `: write \`${field}: {${key}: ${value}}\``;
}

/** `metricEvents: [purchase]` where each item is a mapping: the mapping that names it. */
function itemHint(node: z.core.$ZodType | undefined, value: string): string | undefined {
  const mapping = itemMapping(node);
  return mapping && `: write \`${mapping.write(value)}\`${mapping.note}`;
}

/**
 * A mapping of the schema written from the one value that names it (its first required key of
 * text): `{name: order}`, with the other keys it must have (`type: …`), and a note of the values
 * a key of a few takes. Undefined for a node with no such key.
 */
function itemMapping(
  node: z.core.$ZodType | undefined,
): { write: (value: string) => string; note: string } | undefined {
  const required = requiredKeys(node);
  const named = required.findIndex(([, key]) => unwrap(key)?._zod.def.type === 'string');
  if (named === -1) return undefined;
  const choices = required.flatMap(([key, schema]) => {
    const def = unwrap(schema)?._zod.def as { type: string; entries?: Record<string, unknown> } | undefined;
    const values = def?.type === 'enum' && def.entries ? Object.values(def.entries) : [];
    return values.length > 0 ? [`${key} is one of ${values.map((v) => `\`${String(v)}\``).join(', ')}`] : [];
  });
  return {
    write: (value) => `{${required.map(([key], i) => `${key}: ${i === named ? value : '…'}`).join(', ')}}`,
    note: choices.length > 0 ? ` (${choices.join('; ')})` : '',
  };
}

/**
 * `: the smallest is \`criteria: []\``: for a required list or mapping, the least that is valid
 * (an empty list, or a mapping of its required keys); '' for anything else.
 */
export function smallestValue(root: z.ZodMiniType, path: FieldPath, expected: string): string {
  const key = path.at(-1);
  if (typeof key !== 'string') return '';
  // Required but nullable (a review author's `email`): null is the value for "none".
  if (isNullable(shapeAt(root, path.slice(0, -1))?.[key]))
    return `: write \`${key}: null\` when there is none`;
  if (expected === 'array') {
    const checks = (nodeAt(root, path, 'array')?._zod.def as { checks?: z.core.$ZodCheck[] } | undefined)
      ?.checks;
    const least = checks?.some((check) => check._zod.def.check === 'min_length');
    return least ? '' : `: the smallest is \`${key}: []\``;
  }
  if (expected === 'object') {
    const required = requiredKeys(nodeAt(root, path, 'object')).map(([name]) => `${name}: …`);
    return `: the smallest is \`${key}: {${required.join(', ')}}\``;
  }
  return '';
}

function isNullable(node: unknown): boolean {
  const def = (node as z.core.$ZodType | undefined)?._zod.def as
    | { type: string; innerType?: unknown }
    | undefined;
  if (!def) return false;
  return (
    def.type === 'nullable' ||
    (def.type === 'optional' || def.type === 'default' ? isNullable(def.innerType) : false)
  );
}

/** Seconds in each unit a duration may be written with (`7d`, `15 min`). */
const UNIT_SECONDS: ReadonlyMap<string, number> = new Map(
  (
    [
      [0.001, ['ms']],
      [1, ['s', 'sec', 'secs', 'second', 'seconds']],
      [60, ['m', 'min', 'mins', 'minute', 'minutes']],
      [3600, ['h', 'hr', 'hrs', 'hour', 'hours']],
      [86_400, ['d', 'day', 'days']],
      [604_800, ['w', 'week', 'weeks']],
    ] as const
  ).flatMap(([seconds, words]) => words.map((word) => [word, seconds] as const)),
);

/** The unit a field's name ends in (`staleAfterDays`, `timeoutMs`): one of UNIT_SECONDS's words. */
const FIELD_UNIT = /(Ms|Seconds|Minutes|Hours|Days)$/;

/** Fields in days whose names do not say so (docs/api-contract.md 2.9 and 2.10). */
const DAYS_BY_CONTRACT = new Set([
  'cupedAttributionWindow',
  'loadingWindow',
  'funnelCalculationWindow',
  'retentionEnd',
  'retentionLength',
]);
/** In days at the top level; under warehouseNative they may count minutes (customRollupMeasureInMinutes). */
const TOP_LEVEL_DAYS = new Set(['customRollUpStart', 'customRollUpEnd']);

/** A key's stem and unit: `perMinutes` is `per` and `minutes`. */
const KEY_UNIT = /^(.+?)(ms|secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|weeks?)$/i;

/**
 * The field of `fields` that an unknown `key` names in another unit (`perMinutes` for
 * `perSeconds`), and what to write instead: the value in the field's unit, when it is a number.
 */
export function unitKeyHint(
  key: string,
  fields: readonly string[],
  value: unknown,
): { field: string; hint: string } | undefined {
  const [, stem, written] = KEY_UNIT.exec(key) ?? [];
  const seconds = written && UNIT_SECONDS.get(written.toLowerCase());
  if (!stem || !seconds) return undefined;
  const field = fields.find((f) => f.startsWith(stem) && FIELD_UNIT.exec(f)?.index === stem.length);
  const unit = field && FIELD_UNIT.exec(field)![1]!.toLowerCase();
  // The same unit (`perSecond`) is a misspelling, which "did you mean" answers.
  if (!field || !unit || UNIT_SECONDS.get(unit) === seconds) return undefined;
  const number = typeof value === 'number' ? (value * seconds) / UNIT_SECONDS.get(unit)! : Number.NaN;
  const unitName = unit === 'ms' ? 'milliseconds' : unit;
  if (!Number.isFinite(number) || Math.round(number * 1000) !== number * 1000)
    return { field, hint: `: write \`${field}\`, in ${unitName}` };
  return { field, hint: `: write \`${field}: ${number}\` (a number of ${unitName})` };
}

/** `staleAfterDays: 7d` or `perSeconds: 15m` where a number is: the number, in the field's unit. */
export function unitHint(expected: string, input: unknown, path: FieldPath): string | undefined {
  const field = path.at(-1);
  if (expected !== 'number' || typeof input !== 'string' || typeof field !== 'string') return undefined;
  const written = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)\s*$/i.exec(input);
  const unit =
    FIELD_UNIT.exec(field)?.[1]?.toLowerCase() ??
    (DAYS_BY_CONTRACT.has(field) || (path.length === 1 && TOP_LEVEL_DAYS.has(field)) ? 'days' : undefined);
  const fieldSeconds = unit === undefined ? undefined : UNIT_SECONDS.get(unit);
  const seconds = written ? UNIT_SECONDS.get(written[2]!.toLowerCase()) : undefined;
  if (!written || fieldSeconds === undefined || seconds === undefined) return undefined;
  const value = (Number(written[1]) * seconds) / fieldSeconds;
  if (!Number.isFinite(value) || Math.round(value * 1000) !== value * 1000) return undefined;
  return `: write \`${field}: ${value}\` (a number of ${unit === 'ms' ? 'milliseconds' : unit})`;
}

/**
 * `name: 12345` or `team: true` where text is expected: YAML read a number or a boolean; a number
 * in quotes where a number is. And `isPermanent: yes` where a boolean is: YAML 1.2 reads only
 * `true` and `false` as one.
 */
export function quoteHint(expected: string, input: unknown, path: FieldPath): string {
  if (expected === 'string' && (typeof input === 'number' || typeof input === 'boolean'))
    return ': put it in quotes to make it text';
  // `percentile: "0.95"` or `isReadOnly: "true"`: in quotes, YAML reads it as text.
  const quoted =
    (expected === 'number' && /^\s*-?\d+(\.\d+)?\s*$/.test(String(input))) ||
    (expected === 'boolean' && /^\s*(true|false)\s*$/i.test(String(input)));
  if (typeof input === 'string' && quoted)
    return `: write \`${String(path.at(-1))}: ${input.trim()}\` without quotes (quoted, YAML reads it as text)`;
  const truth = typeof input === 'string' ? yamlBoolean(input) : undefined;
  if (expected !== 'boolean' || truth === undefined) return '';
  return `: write \`${String(path.at(-1))}: ${truth}\` (YAML reads \`${excerpt(String(input))}\` as text)`;
}

/** The boolean a word like `yes` or `off` meant, as YAML 1.1 and other tools read it. */
export function yamlBoolean(word: string): boolean | undefined {
  return YAML_1_1_BOOLEANS.get(word.toLowerCase());
}

/** Booleans as YAML 1.1 and other tools wrote them, read as text by YAML 1.2. */
const YAML_1_1_BOOLEANS: ReadonlyMap<string, boolean> = new Map([
  ...['yes', 'y', 'on', 'true'].map((word) => [word, true] as const),
  ...['no', 'n', 'off', 'false'].map((word) => [word, false] as const),
]);

/**
 * Keys as other tools name them: a criterion's `field` or `key` is its `column`, its `operator`
 * its `condition`; a `filter` (as dbt writes it) is `criteria`.
 */
const KEY_SPELLINGS: Readonly<Record<string, string>> = {
  field: 'column',
  key: 'column',
  attribute: 'column',
  property: 'column',
  operator: 'condition',
  op: 'condition',
  comparator: 'condition',
  filter: 'criteria',
  filters: 'criteria',
  where: 'criteria',
};

/** `filters:` beside the events, as dbt writes it: each event's (or the warehouse's) `criteria`. */
export const FILTER_WORDS = new Set(['filter', 'filters', 'where']);

/** The key of `fields` another tool's name stands for, taken only where the mapping has it. */
export function spelledKey(key: string, fields: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  const meant = Object.hasOwn(KEY_SPELLINGS, lower) ? KEY_SPELLINGS[lower] : undefined;
  return meant !== undefined && fields.includes(meant) ? meant : undefined;
}
