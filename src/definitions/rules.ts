// The cross-field rules of docs/api-contract.md and the type rules the real service enforces
// (docs/decisions.md). They read the raw input defensively, so they report alongside the schema's own
// findings even when the shape is partly wrong: a user sees every problem in one run.
import {
  aMetric,
  asText,
  excerpt,
  type FieldPath,
  type Finding,
  isPlainObject,
  type PlainObject as Raw,
} from '../diagnostics/finding.js';
import { RATIO_EVENT_AGGREGATIONS } from './schema.js';
import { WAREHOUSE_ONLY_CONDITIONS } from './schema-sources.js';

export interface RuleContext {
  /** Checked in warehouse-native mode: the project is, or the definition has `warehouseNative`. */
  warehouseNative: boolean;
}

const arrayAt = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Whether a definition is checked in warehouse-native mode (README.md ("The config")). */
export function isWarehouseNative(input: unknown, projectWarehouseNative: boolean): boolean {
  return projectWarehouseNative || (isPlainObject(input) && isPlainObject(input.warehouseNative));
}

/** Every criteria list a definition can hold, with its path (the warehouse-native criterion rule applies to each). */
function* criteriaLists(def: Raw): Generator<{ list: unknown[]; path: FieldPath }> {
  for (const [i, event] of arrayAt(def.metricEvents).entries()) {
    if (isPlainObject(event)) yield { list: arrayAt(event.criteria), path: ['metricEvents', i, 'criteria'] };
  }
  const whn = def.warehouseNative;
  if (!isPlainObject(whn)) return;
  yield { list: arrayAt(whn.criteria), path: ['warehouseNative', 'criteria'] };
  yield { list: arrayAt(whn.denominatorCriteria), path: ['warehouseNative', 'denominatorCriteria'] };
  for (const key of ['metricSources', 'funnelEvents', 'components'] as const) {
    for (const [i, item] of arrayAt(whn[key]).entries()) {
      if (isPlainObject(item))
        yield { list: arrayAt(item.criteria), path: ['warehouseNative', key, i, 'criteria'] };
    }
  }
}

function* criteria(def: Raw): Generator<{ criterion: Raw; path: FieldPath }> {
  for (const { list, path } of criteriaLists(def))
    for (const [j, criterion] of list.entries())
      if (isPlainObject(criterion)) yield { criterion, path: [...path, j] };
}

function ratioEventAggregation(def: Raw): Finding[] {
  if (def.type !== 'ratio') return [];
  return arrayAt(def.metricEvents).flatMap((event, i) => {
    if (!isPlainObject(event) || RATIO_EVENT_AGGREGATIONS.has(asText(event.type))) return [];
    return [
      {
        rule: 'ratio.event-aggregation',
        severity: 'error',
        path: ['metricEvents', i, 'type'],
        message: `a ratio metric's events must use aggregation \`count\` or \`count_distinct\`; this one has ${describe(event.type)}: write \`type: count\` (or \`count_distinct\`)`,
      } satisfies Finding,
    ];
  });
}

function warehouseCriterionType(def: Raw, ctx: RuleContext): Finding[] {
  if (!ctx.warehouseNative) return [];
  const findings: Finding[] = [];
  for (const { criterion, path } of criteria(def)) {
    if (criterion.type === 'metadata') continue;
    findings.push({
      rule: 'whn.criterion-type',
      severity: 'error',
      path: [...path, 'type'],
      message: `in warehouse-native mode a criterion's type must be \`metadata\`; this one has ${describe(criterion.type)}: write \`type: metadata\``,
    });
  }
  return findings;
}

function warehouseOnlyCondition(def: Raw, ctx: RuleContext): Finding[] {
  if (ctx.warehouseNative) return [];
  const findings: Finding[] = [];
  for (const { criterion, path } of criteria(def)) {
    if (!WAREHOUSE_ONLY_CONDITIONS.has(asText(criterion.condition))) continue;
    findings.push({
      rule: 'criterion.warehouse-only-condition',
      severity: 'error',
      path: [...path, 'condition'],
      message: `condition \`${asText(criterion.condition)}\` is usable only in warehouse-native mode (add a \`warehouseNative\` object or set \`warehouseNative: true\` in the config)`,
    });
  }
  return findings;
}

function deprecatedWarehouseSource(def: Raw): Finding[] {
  const whn = def.warehouseNative;
  if (!isPlainObject(whn)) return [];
  const findings: Finding[] = [];
  if (whn.metricSourceName !== undefined) {
    const named = typeof whn.metricSourceName === 'string' ? excerpt(whn.metricSourceName) : '…';
    findings.push({
      rule: 'whn.deprecated-source',
      severity: 'warning',
      path: ['warehouseNative', 'metricSourceName'],
      target: 'key',
      message: `warehouseNative.metricSourceName is deprecated and overwrites every entry of metricSources; move it into metricSources (\`metricSources: [{metricSourceName: ${named}, criteria: []}]\`)`,
    });
  }
  for (const key of ['criteria', 'valueColumn'] as const) {
    if (whn[key] === undefined) continue;
    findings.push({
      rule: 'whn.deprecated-source',
      severity: 'warning',
      path: ['warehouseNative', key],
      target: 'key',
      message: `warehouseNative.${key} is deprecated; with metricSourceName it overwrites every entry of metricSources; move it into each entry of metricSources (\`{metricSourceName: …, ${key === 'criteria' ? 'criteria: […]' : 'criteria: [], valueColumn: …'}}\`)`,
    });
  }
  return findings;
}

/**
 * What the real service refuses a cloud metric without (docs/decisions.md), one table: the
 * validator's errors and the JSON Schema's `if`/`then` (json-schema.ts) both come from it.
 */
interface CloudRequirement {
  types: readonly string[];
  field: string;
  /** The fewest entries of the list; absent: the field must be there. */
  minItems?: number;
  rule: string;
  message: (type: string) => string;
}

const UNITS_AND_EVENTS = ['sum', 'mean', 'event_count_custom', 'ratio'] as const;

export const CLOUD_REQUIREMENTS: readonly CloudRequirement[] = [
  {
    types: UNITS_AND_EVENTS,
    field: 'unitTypes',
    minItems: 1,
    rule: 'cloud.unit-types',
    message: (type) =>
      `${aMetric(type)} needs a non-empty unitTypes list, the ids it is counted by: e.g. \`unitTypes: [userID]\``,
  },
  {
    types: UNITS_AND_EVENTS,
    field: 'metricEvents',
    minItems: 1,
    rule: 'cloud.metric-events',
    message: (type) =>
      `${aMetric(type)} needs a non-empty metricEvents list, the events it is computed from: e.g. \`metricEvents: [{name: order_placed}]\``,
  },
  {
    types: ['funnel'],
    field: 'funnelCountDistinct',
    rule: 'funnel.count-distinct',
    message: () =>
      'a funnel metric needs funnelCountDistinct: write `funnelCountDistinct: users` (or `events`)',
  },
  {
    types: ['funnel'],
    field: 'funnelEventList',
    minItems: 2,
    rule: 'funnel.events',
    message: () =>
      'a funnel metric needs at least 2 entries in funnelEventList, its steps in order: e.g. `funnelEventList: [{name: add_to_cart, type: event_user}, {name: purchase, type: event_user}]`',
  },
  {
    types: ['composite_sum'],
    field: 'metricComponentMetrics',
    minItems: 2,
    rule: 'composite-sum.components',
    message: () =>
      'a composite_sum metric needs more than 1 entry in metricComponentMetrics, the metrics it adds up: add the others as `{name: …, type: …}`',
  },
];

function meets(value: unknown, requirement: CloudRequirement): boolean {
  if (requirement.minItems === undefined) return value !== undefined;
  return Array.isArray(value) && value.length >= requirement.minItems;
}

/** Rules the real service enforces for cloud metrics only (docs/decisions.md). */
function cloudTypeRules(def: Raw, ctx: RuleContext): Finding[] {
  if (ctx.warehouseNative) return [];
  const type = asText(def.type);
  const findings: Finding[] = [];
  for (const requirement of CLOUD_REQUIREMENTS) {
    if (!requirement.types.includes(type) || meets(def[requirement.field], requirement)) continue;
    findings.push({
      rule: requirement.rule,
      severity: 'error',
      path: [requirement.field],
      message: requirement.message(type),
      target: 'key',
    });
  }
  if (type === 'event_user') {
    for (const [i, event] of arrayAt(def.metricEvents).entries()) {
      if (!isPlainObject(event) || (Array.isArray(event.criteria) && event.criteria.length > 0)) continue;
      findings.push({
        rule: 'event-user.criteria',
        severity: 'error',
        path: ['metricEvents', i, 'criteria'],
        message: `every event of an event_user metric needs criteria, which of its rows make a user count: e.g. \`criteria: [{type: metadata, column: result_count, condition: '>', values: ['0']}]\``,
        target: 'key',
      });
    }
  }
  return findings;
}

/**
 * Completeness per type, one table (docs/reference.md, "Metric types"): the fields a type needs,
 * and the fields that mean something only for some types. The contract does not say the service
 * refuses any of these, so each is a warning; the refusals it does enforce are CLOUD_REQUIREMENTS.
 */
interface FieldUse {
  /** Dotted field, as the user writes it. */
  field: string;
  /** The types it means something for. */
  types: readonly string[];
  /** Which of those types need it (from `types`). */
  neededBy?: readonly string[];
  /** Whether the definition has it (default: present and, for a list, non-empty). */
  present?: (def: Raw) => boolean;
  /** Why a type needs it, said in the warning. */
  why?: string;
}

const COMPOSITES = ['composite', 'composite_sum'] as const;

export const TYPE_FIELDS: readonly FieldUse[] = [
  {
    field: 'percentile',
    types: ['percentile'],
    neededBy: ['percentile'],
    present: (def) =>
      def.percentile !== undefined ||
      (isPlainObject(def.warehouseNative) && def.warehouseNative.percentile !== undefined),
    why: 'which percentile to compute (0.001 to 0.999, e.g. 0.99 for p99), at the top level or in warehouseNative',
  },
  {
    field: 'metricComponentMetrics',
    types: COMPOSITES,
    neededBy: ['composite'],
    present: (def) =>
      arrayAt(def.metricComponentMetrics).length > 0 ||
      (isPlainObject(def.warehouseNative) && arrayAt(def.warehouseNative.components).length > 0),
    why: 'the metrics it is made of (metricComponentMetrics, or warehouseNative.components)',
  },
  { field: 'funnelEventList', types: ['funnel'] },
  { field: 'funnelCountDistinct', types: ['funnel'] },
];

function typeFieldRules(def: Raw): Finding[] {
  const type = typeof def.type === 'string' ? def.type : undefined;
  if (!type) return [];
  const findings: Finding[] = [];
  for (const use of TYPE_FIELDS) {
    const present = use.present ? use.present(def) : isPresent(def[use.field]);
    if (!present && use.neededBy?.includes(type)) {
      findings.push({
        rule: 'type.missing-field',
        severity: 'warning',
        path: [use.field],
        target: 'key',
        message: `${aMetric(type)} needs ${use.why ?? use.field}`,
      });
    } else if (def[use.field] !== undefined && !use.types.includes(type)) {
      findings.push({
        rule: 'type.unused-field',
        severity: 'warning',
        path: [use.field],
        target: 'key',
        message: `${use.field} means nothing for ${aMetric(type)} (only for ${use.types.join(', ')}); remove it`,
      });
    }
  }
  return findings;
}

function isPresent(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null;
}

/**
 * `rollupTimeWindow: custom` needs its window, start ≤ end; a window without `custom` is unused.
 * The same for the warehouse-native window and its ratio denominator's.
 */
function customWindowRules(def: Raw): readonly Finding[] {
  const own = customWindow(def, [], 'rollupTimeWindow', 'customRollUpStart', 'customRollUpEnd');
  const whn = def.warehouseNative;
  if (!isPlainObject(whn)) return own;
  return [
    ...own,
    ...customWindow(whn, ['warehouseNative'], 'rollupTimeWindow', 'customRollUpStart', 'customRollUpEnd'),
    ...customWindow(
      whn,
      ['warehouseNative'],
      'denominatorRollupTimeWindow',
      'denominatorCustomRollupStart',
      'denominatorCustomRollupEnd',
    ),
  ];
}

const NO_FINDINGS: readonly Finding[] = Object.freeze([]);

function customWindow(
  object: Raw,
  at: FieldPath,
  window: string,
  start: string,
  end: string,
): readonly Finding[] {
  // Most definitions have none of the three: nothing to say, and nothing made to say it.
  if (object[window] === undefined && object[start] === undefined && object[end] === undefined)
    return NO_FINDINGS;
  const name = (field: string) => [...at, field].join('.');
  const custom = object[window] === 'custom';
  const finding = (field: string, message: string): Finding => ({
    rule: 'rollup.custom-window',
    severity: 'warning',
    path: [...at, field],
    target: 'key',
    message,
  });
  if (!custom) {
    return [start, end]
      .filter((field) => object[field] !== undefined)
      .map((field) =>
        finding(
          field,
          `${name(field)} is used only with \`${name(window)}: custom\`; set that, or remove it`,
        ),
      );
  }
  // One written but not a number has its own error (a type): only one left out is missing.
  const missing = [start, end].filter((field) => object[field] === undefined);
  if (missing.length > 0) {
    return [
      finding(
        window,
        `\`${name(window)}: custom\` needs ${missing.map(name).join(' and ')} (the window, in days since exposure)`,
      ),
    ];
  }
  if (typeof object[start] === 'number' && typeof object[end] === 'number' && object[start] > object[end]) {
    return [
      finding(
        start,
        `${name(start)} (${asText(object[start])}) is after ${name(end)} (${asText(object[end])}): the window ends before it starts`,
      ),
    ];
  }
  return [];
}

function describe(value: unknown): string {
  return value === undefined || value === null ? 'none' : `\`${asText(value)}\``;
}

const RULES: ReadonlyArray<(def: Raw, ctx: RuleContext) => readonly Finding[]> = [
  ratioEventAggregation,
  warehouseCriterionType,
  warehouseOnlyCondition,
  deprecatedWarehouseSource,
  cloudTypeRules,
  typeFieldRules,
  customWindowRules,
];

/** The rules that say which of its field's values a kind of metric takes (not whether it is there). */
export const VALUE_RULE_IDS: ReadonlySet<string> = new Set(['ratio.event-aggregation', 'whn.criterion-type']);

export function crossFieldFindings(input: unknown, ctx: RuleContext): Finding[] {
  if (!isPlainObject(input)) return [];
  return RULES.flatMap((rule) => rule(input, ctx));
}
