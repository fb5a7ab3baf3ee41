// Turns a raw definition into findings: the schema's own issues (types, enums, limits, unknown
// keys) mapped to rule ids and messages a user can act on, plus the cross-field rules. The
// validator and the emulator both call this, so a rule is written once.
import { RESPONSE_ONLY_FIELDS } from '../contract/console-api.js';
import {
  dottedPath,
  excerpt,
  type FieldPath,
  type Finding,
  isPlainObject,
  writtenOut,
} from '../diagnostics/finding.js';
import { meantPaths, type Subject, schemaFindings, WORDED_HERE } from '../diagnostics/schema-findings.js';
import * as z from '../diagnostics/zod.js';
import { crossFieldFindings, isWarehouseNative, VALUE_RULE_IDS } from './rules.js';
import { createMetricBodySchema, metricDefinitionSchema } from './schema.js';

export interface CheckOptions {
  /** The project is warehouse-native (config `warehouseNative: true`). */
  projectWarehouseNative?: boolean;
  /** Check a create request body (accepts `dryRun`) instead of a definition file. */
  requestBody?: boolean;
}

/** Types the service sends in responses but does not take in a request, and what to write instead. */
const RESPONSE_ONLY_TYPES: Readonly<Record<string, string>> = {
  event_user_window: '`event_user` (with a rollup window)',
  count_distinct: '`event_user`',
  hybrid_warehouse: '`user_warehouse`',
  import_window: 'the type of the metric it imports',
  undefined: "the metric's real type",
  setup_incomplete: "the metric's real type",
  ads_segment_active_users: 'a request type',
  ads_segment_exposed_user_days: 'a request type',
};

/** Metric types as other tools name them, and the service's type to write for each. */
const METRIC_TYPE_SPELLINGS: Readonly<Record<string, string>> = {
  count: '`event_count_custom`, which counts events, or `event_user`, which counts the users with one',
  event_count: '`event_count_custom`',
  dau: '`event_user`',
  event_dau: '`event_user`',
  unique_users: '`event_user`',
  users: '`event_user`',
  distinct_count: '`event_user`',
  unique: '`event_user`',
  average: '`mean`',
  avg: '`mean`',
  total: '`sum`',
  median: '`percentile`, with `percentile: 0.5`',
  p50: '`percentile`, with `percentile: 0.5`',
  p90: '`percentile`, with `percentile: 0.9`',
  p95: '`percentile`, with `percentile: 0.95`',
  p99: '`percentile`, with `percentile: 0.99`',
  latest: '`latest_value`',
  last_value: '`latest_value`',
  conversion: '`ratio` or `funnel`',
  conversion_rate: '`ratio` or `funnel`',
  rate: '`ratio` or `funnel`',
};

/** A warehouse aggregation as other tools write it; a ratio's sides take these too (no `mean`). */
const SIDE_AGGREGATION_SPELLINGS: Readonly<Record<string, string>> = {
  total: '`sum`',
  cnt: '`count`',
  distinct: '`count_distinct`',
  unique: '`count_distinct`',
  count_unique: '`count_distinct`',
  last: '`latest_value`',
  last_value: '`latest_value`',
  first: '`first_value`',
  maximum: '`max`',
  minimum: '`min`',
};

/**
 * Values as other tools spell them, and how the service spells them, by the field they are in:
 * its path without list indexes (`metricEvents.type`), else its name at any depth (`condition`).
 */
const VALUE_SPELLINGS: Subject['spellings'] = {
  directionality: {
    up: '`increase`',
    higher: '`increase`',
    more: '`increase`',
    positive: '`increase`',
    increasing: '`increase`',
    down: '`decrease`',
    lower: '`decrease`',
    less: '`decrease`',
    negative: '`decrease`',
    decreasing: '`decrease`',
  },
  'metricEvents.type': {
    sum: '`value`, which a sum metric adds up',
    total: '`value`, which a sum metric adds up',
    avg: '`value`, which a mean metric averages',
    average: '`value`, which a mean metric averages',
    mean: '`value`, which a mean metric averages',
    distinct: '`count_distinct`',
    unique: '`count_distinct`',
  },
  condition: {
    equals: '`=`',
    equal: '`=`',
    eq: '`=`',
    '==': '`=`',
    gt: '`>`',
    lt: '`<`',
    gte: '`>=`',
    lte: '`<=`',
    '!=': '`not_in` with the one value',
    ne: '`not_in` with the one value',
    not_equals: '`not_in` with the one value',
    is_not_null: '`non_null`',
    not_null: '`non_null`',
  },
  aggregation: { ...SIDE_AGGREGATION_SPELLINGS, avg: '`mean`', average: '`mean`' },
  numeratorAggregation: SIDE_AGGREGATION_SPELLINGS,
  denominatorAggregation: SIDE_AGGREGATION_SPELLINGS,
};

const DEFINITION_SUBJECT: Subject = {
  indefinite: 'a metric definition',
  definite: 'the definition',
  spellings: VALUE_SPELLINGS,
  topLevelHints: {
    ...Object.fromEntries(
      RESPONSE_ONLY_FIELDS.map((field) => [
        field,
        `unknown key \`${field}\`: the service sets it in its answer (copied from the console or the API?); a definition leaves it out`,
      ]),
    ),
    dryRun: 'unknown key `dryRun`: the tool sets it (plan dry-runs, apply creates); remove it',
    metrics:
      'unknown key `metrics`: a file holds one metric per YAML document, not a `metrics:` list (as dbt writes it); write each metric at the top level, separated by `---`',
    metric:
      "unknown key `metric`: a definition's fields (name, type, …) go at the top level of its document; remove the `metric:` line and unindent what was under it",
  },
  valueHint: (path, input, rule) => {
    const field = path.at(-1);
    // The config's project-wide flag, written in a definition.
    if (field === 'warehouseNative' && path.length === 1 && typeof input === 'boolean')
      return `: \`warehouseNative: ${input}\` is the config's project-wide setting (metrics-as-code.yaml); in a definition it holds the warehouse fields (\`warehouseNative: {aggregation: …, metricSources: […]}\`)`;
    if (
      field === 'type' &&
      path.length === 1 &&
      typeof input === 'string' &&
      Object.hasOwn(RESPONSE_ONLY_TYPES, input)
    )
      return `: \`${input}\` appears only in the service's responses; a definition writes ${RESPONSE_ONLY_TYPES[input]}`;
    // A metric's type as other tools name it.
    const word = typeof input === 'string' ? input.toLowerCase() : '';
    if (field === 'type' && path.length === 1 && Object.hasOwn(METRIC_TYPE_SPELLINGS, word))
      return ` (did you mean ${METRIC_TYPE_SPELLINGS[word]}?)`;
    const percent = fractionWritten(field, input);
    if (percent !== undefined) return `: write \`${String(field)}: ${percent}\` (a fraction)`;
    if (field === 'percentile' && typeof input === 'number' && input > 1 && input < 100)
      return ` (a fraction: for p${input} write ${input / 100})`;
    if (rule === 'winsorization.range' && typeof input === 'number' && input > 1 && input < 100)
      return ` (a fraction: for ${input} % write ${input / 100})`;
    // A component written as its id (`gmv::sum`): the mapping it must be.
    const id = typeof input === 'string' ? /^([^:\s]+)::(\w+)$/.exec(input) : null;
    if (rule === 'schema.type' && path[0] === 'metricComponentMetrics' && path.length === 2 && id)
      return `: write \`{name: ${excerpt(id[1]!)}, type: ${excerpt(id[2]!)}}\``;
    if (rule === 'name.charset' && typeof input === 'string') {
      const bad = [...input].find((char) => !/[a-zA-Z0-9_.\-()/ %:]/.test(char));
      if (bad === undefined) return undefined;
      // `“orders”`, pasted from a document: quotes YAML does not read as quotes.
      const curly = /[\u2018\u2019\u201c\u201d]/.test(bad)
        ? ': a curly quote is text; write the name without it'
        : '';
      // An invisible one (a tab, a no-break space) is written out: shown, it would be nothing. One
      // past ASCII is said to be: "letters" seems to allow `é`, and a Cyrillic `о` reads as `o`.
      const shown = /[\s\p{C}]/u.test(bad) ? writtenOut(bad, /[\s\S]/g) : bad;
      const past = bad > '\x7f' && !curly ? ', past ASCII,' : '';
      const instead = curly ? undefined : nameItCanHold(input);
      return ` (\`${shown}\`${past} is not one of them${curly})${instead ? `: write \`${excerpt(instead)}\`` : ''}`;
    }
    return undefined;
  },
};

/**
 * The name with accents dropped (`é` to `e`), a space for any other space, and `_` for any other
 * ASCII character it cannot hold; undefined when a letter past ASCII is left (a Cyrillic `о`
 * is no `o` the name meant to be told apart by).
 */
function nameItCanHold(name: string): string | undefined {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s/g, ' ')
    .replace(/[\x00-\x7f]/g, (char) => (/[a-zA-Z0-9_.\-()/ %:]/.test(char) ? char : '_'))
    .trim();
  return /^[\x20-\x7e]{3,200}$/.test(plain) ? plain : undefined;
}

/** Checks one definition; an empty result means it is valid. */
export function checkDefinition(input: unknown, options: CheckOptions = {}): Finding[] {
  const schema = options.requestBody ? createMetricBodySchema : metricDefinitionSchema;
  const issues = z.parseIssues(schema, input, WORDED_HERE);
  const structural = issues.length === 0 ? [] : schemaFindings(issues, schema, DEFINITION_SUBJECT);
  const warehouseNative = isWarehouseNative(input, options.projectWarehouseNative ?? false);
  const crossField = [
    ...crossFieldFindings(input, { warehouseNative }),
    ...nameSpaces(input),
    ...tagsWithCommas(input),
  ];
  return withoutFollowOns([...notSuperseded(structural, crossField), ...crossField], input, schema);
}

/** `tags: growth, checkout`: YAML reads one string, which the service takes as one tag. */
function tagsWithCommas(input: unknown): Finding[] {
  const tags = isPlainObject(input) ? input.tags : undefined;
  const parts = typeof tags === 'string' ? tags.split(',').flatMap((tag) => tag.trim() || []) : [];
  if (parts.length < 2) return [];
  const list = parts.map((tag) => excerpt(tag)).join(', ');
  return [
    {
      rule: 'tags.comma',
      severity: 'warning',
      path: ['tags'],
      message: `tags \`${excerpt(tags as string)}\` is one tag that holds a comma: for ${parts.length} tags write \`tags: [${list}]\``,
    },
  ];
}

/**
 * A name with a space at either end or two in a row: the service takes it, but the console shows
 * it as the name without them, which is what a reference or a search is written with.
 */
function nameSpaces(input: unknown): Finding[] {
  const name = isPlainObject(input) && typeof input.name === 'string' ? input.name : '';
  const problem = name.startsWith(' ')
    ? 'starts with a space'
    : name.endsWith(' ')
      ? 'ends with a space'
      : name.includes('  ')
        ? 'holds two spaces in a row'
        : undefined;
  if (problem === undefined) return [];
  const meant = excerpt(name.trim().replace(/ {2,}/g, ' '));
  return [
    {
      rule: 'name.spaces',
      severity: 'warning',
      path: ['name'],
      message: `name \`${excerpt(name)}\` ${problem}: names that differ only in spaces look alike in the console, and a reference to \`${meant}\` would not find this one; write \`${meant}\``,
    },
  ];
}

/**
 * A value outside its field's list, where a rule of the kind of metric says which of them it
 * takes, is said once, by that rule: `type: sum` for a ratio metric's event was also "must be one
 * of count, count_distinct, value, metadata (did you mean value…?)", and a ratio takes no `value`.
 */
function notSuperseded(structural: Finding[], crossField: readonly Finding[]): Finding[] {
  const ruled = new Set(
    crossField
      .filter((finding) => VALUE_RULE_IDS.has(finding.rule))
      .map((finding) => dottedPath(finding.path)),
  );
  if (ruled.size === 0) return structural;
  return structural.filter(
    (finding) => finding.rule !== 'schema.enum' || !ruled.has(dottedPath(finding.path)),
  );
}

/**
 * A misspelt key is the root error; "X is required" or "needs X" about the key it was meant to be,
 * at any depth, is its echo and is not shown beside it, as "needs X" is beside X of the wrong
 * type. So is everything but the hint on a dbt-style `metrics:` list (its name and type are
 * inside the list).
 */
function withoutFollowOns(findings: Finding[], input: unknown, schema: z.ZodMiniType): Finding[] {
  if (typeof input !== 'object' || input === null) return findings;
  const keys = Object.keys(input);
  if (keys.includes('metrics') && !keys.includes('name')) {
    return findings.filter((finding) => finding.rule === 'schema.unknown-key');
  }
  const meant = new Set(
    meantPaths(findings, schema)
      .filter((path) => {
        const holder = valueAt(input, path.slice(0, -1));
        return !(typeof holder === 'object' && holder !== null && path.at(-1)! in holder);
      })
      .map((path) => dottedPath(path)),
  );
  // A top-level field of the wrong type is the root error; "needs a non-empty X list" is its echo.
  const mistyped = new Set(
    findings
      .filter((finding) => finding.rule === 'schema.type' && finding.path.length === 1)
      .map((finding) => String(finding.path[0])),
  );
  return findings.filter((finding) => {
    if (finding.rule === 'schema.unknown-key') return true;
    if (meant.has(dottedPath(finding.path))) return false;
    return (
      finding.path.length !== 1 || finding.rule === 'schema.type' || !mistyped.has(String(finding.path[0]))
    );
  });
}

/** The value at `path` in `input`, if there is one. */
function valueAt(input: unknown, path: FieldPath): unknown {
  let value = input;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}

export function hasErrors(findings: readonly Finding[]): boolean {
  return findings.some((finding) => finding.severity === 'error');
}

/** `percentile: 95%` or `p95`, `winsorizationHigh: 99.5 %`: the fraction meant, for a field of one. */
function fractionWritten(field: unknown, input: unknown): number | undefined {
  const fractional =
    field === 'percentile' || (typeof field === 'string' && field.startsWith('winsorization'));
  if (!fractional || typeof input !== 'string') return undefined;
  const written = /^\s*(?:(\d+(?:\.\d+)?)\s*%|p(\d+(?:\.\d+)?))\s*$/i.exec(input);
  const percent = Number(written?.[1] ?? (field === 'percentile' ? written?.[2] : undefined));
  if (!(percent > 0 && percent < 100)) return undefined;
  // 99.5 / 100 is 0.9950000000000001 in floating point: the digits as written, moved.
  return Number((percent / 100).toPrecision(12));
}
