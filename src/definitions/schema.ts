// The one source of truth for a metric definition (docs/api-contract.md).
// The validator, the emulator, the JSON Schema for editors and the TypeScript types all come
// from here; the cross-field rules of docs/api-contract.md and docs/decisions.md live beside it in `rules.ts`.
import * as z from 'zod';
import { ruleError } from '../diagnostics/rule-tag.js';

export const METRIC_TYPES = [
  'ratio',
  'mean',
  'event_count_custom',
  'event_user',
  'funnel',
  'composite',
  'composite_sum',
  'sum',
  'user_warehouse',
  'percentile',
  'latest_value',
] as const;

const CRITERION_TYPES = ['value', 'metadata', 'user', 'user_custom'] as const;

const CRITERION_CONDITIONS = [
  'in',
  'not_in',
  '=',
  '>',
  '<',
  '>=',
  '<=',
  'is_null',
  'non_null',
  'contains',
  'not_contains',
  'sql_filter',
  'starts_with',
  'ends_with',
  'after_exposure',
  'before_exposure',
  'is_true',
  'is_false',
] as const;

/** Conditions usable only in warehouse-native mode (create rule 2 of docs/api-contract.md). */
export const WAREHOUSE_ONLY_CONDITIONS: ReadonlySet<string> = new Set([
  'sql_filter',
  'starts_with',
  'ends_with',
  'after_exposure',
  'before_exposure',
]);

const EVENT_AGGREGATIONS = ['count', 'count_distinct', 'value', 'metadata'] as const;

/** Aggregations a ratio metric's events may use (create rule 1 of docs/api-contract.md). */
export const RATIO_EVENT_AGGREGATIONS: ReadonlySet<string> = new Set(['count', 'count_distinct']);

const WAREHOUSE_AGGREGATIONS = [
  'count',
  'sum',
  'mean',
  'daily_participation',
  'ratio',
  'funnel',
  'count_distinct',
  'percentile',
  'first_value',
  'latest_value',
  'retention',
  'max',
  'min',
  'composite',
] as const;

const SIDE_AGGREGATIONS = [
  'count',
  'sum',
  'daily_participation',
  'count_distinct',
  'first_value',
  'latest_value',
  'max',
  'min',
] as const;

const NAME_MIN = 3;
const NAME_MAX = 200;
const NAME_PATTERN = /^[a-zA-Z0-9_.\-()/ %:]*$/;
const DESCRIPTION_MAX = 1000;
const PERCENTILE_MIN = 0.001;
const PERCENTILE_MAX = 0.999;
const DIMENSION_LIMIT_MAX = 100;
export const DEFAULT_LOADING_WINDOW = 90;

const percentile = () =>
  z
    .number()
    .min(PERCENTILE_MIN, ruleError('percentile.range', `must be at least ${PERCENTILE_MIN}`))
    .max(PERCENTILE_MAX, ruleError('percentile.range', `must be at most ${PERCENTILE_MAX}`));

const winsorization = () =>
  z
    .number()
    .min(0, ruleError('winsorization.range', 'must be between 0 and 1'))
    .max(1, ruleError('winsorization.range', 'must be between 0 and 1'));

/** A count of days (or minutes) that cannot be negative (section 8). */
const nonNegativeInt = (field: string) => z.int().min(0, ruleError(`${field}.min`, 'must be 0 or more'));

const criterionSchema = z
  .strictObject({
    type: z.enum(CRITERION_TYPES).describe('Criterion type; always `metadata` in warehouse-native mode.'),
    column: z.string().optional().describe('Data attribute to filter on.'),
    condition: z.enum(CRITERION_CONDITIONS),
    values: z.array(z.string()).optional().describe('Values the criterion matches against.'),
    nullVacuousOverride: z.boolean().optional(),
  })
  .describe('A filter on an event or source: which rows count.');

const criteria = () => z.array(criterionSchema);

const metricEventSchema = z.strictObject({
  name: z.string().describe('Event name.'),
  type: z
    .enum(EVENT_AGGREGATIONS)
    .nullable()
    .optional()
    .describe('Aggregation of the event (a ratio needs `count` or `count_distinct`).'),
  metadataKey: z.string().optional(),
  criteria: criteria().optional(),
});

const metricSourceSchema = z.strictObject({
  metricSourceName: z.string(),
  criteria: criteria(),
  valueColumn: z.string().optional(),
  waitForCohortWindow: z.boolean().optional(),
});

const warehouseNativeSchema = z
  .strictObject({
    aggregation: z.enum(WAREHOUSE_AGGREGATIONS).optional(),
    metricSourceName: z
      .string()
      .optional()
      .describe('Deprecated: use metricSources. If given, overwrites all metric sources.'),
    criteria: criteria().optional().describe('Deprecated: use metricSources.'),
    metricSources: z.array(metricSourceSchema).optional(),
    denominatorCriteria: criteria().optional(),
    denominatorAggregation: z.enum(SIDE_AGGREGATIONS).optional(),
    numeratorAggregation: z.enum(SIDE_AGGREGATIONS).optional(),
    denominatorCustomRollupStart: z.number().optional(),
    denominatorCustomRollupEnd: z.number().optional(),
    denominatorMetricSourceName: z.string().optional(),
    denominatorRollupTimeWindow: z.enum(['daily', 'max', 'custom']).optional(),
    denominatorValueColumn: z.string().optional(),
    funnelCalculationWindow: nonNegativeInt('funnelCalculationWindow').optional(),
    funnelCountDistinct: z.enum(['users', 'sessions']).optional(),
    funnelEvents: z
      .array(
        z.strictObject({
          criteria: criteria().optional(),
          metricSourceName: z.string().optional(),
          name: z.string().nullable().optional(),
        }),
      )
      .optional(),
    sessionIdentifierField: z.string().nullable().optional(),
    funnelStartCriteria: z.enum(['start_event', 'exposure']).optional(),
    funnelStrictOrdering: z.boolean().optional(),
    funnelUseExposureAsFirstEvent: z.boolean().optional(),
    funnelTimestampAllowanceMs: z.number().optional(),
    funnelTimeToConvert: z.boolean().optional(),
    metricDimensionColumns: z.array(z.string()).optional(),
    metricDimensionLimits: z
      .array(
        z.strictObject({
          name: z.string(),
          limit: z
            .int()
            .min(0, ruleError('dimension-limit.range', `must be between 0 and ${DIMENSION_LIMIT_MAX}`))
            .max(
              DIMENSION_LIMIT_MAX,
              ruleError('dimension-limit.range', `must be between 0 and ${DIMENSION_LIMIT_MAX}`),
            ),
        }),
      )
      .optional(),
    metricBakeDays: nonNegativeInt('metricBakeDays').optional(),
    loadingWindow: nonNegativeInt('loadingWindow')
      .optional()
      .describe(`Lookback in days for loading data. Default ${DEFAULT_LOADING_WINDOW}.`),
    valueColumn: z.string().optional().describe('Deprecated: use metricSources.'),
    valueThreshold: z.number().optional(),
    allowNullRatioDenominator: z.boolean().optional(),
    winsorizationHigh: winsorization().optional(),
    winsorizationLow: winsorization().optional(),
    winsorizationHighDenominator: winsorization().optional(),
    winsorizationLowDenominator: winsorization().optional(),
    cupedAttributionWindow: nonNegativeInt('cupedAttributionWindow').nullable().optional(),
    rollupTimeWindow: z.enum(['daily', 'max', 'custom']).optional(),
    customRollUpStart: nonNegativeInt('customRollUpStart').optional(),
    customRollUpEnd: nonNegativeInt('customRollUpEnd').optional(),
    onlyIncludeUsersWithConversionEvent: z.boolean().optional(),
    denominatorCustomRollupMeasureInMinutes: z.boolean().optional(),
    customRollupMeasureInMinutes: z.boolean().optional(),
    percentile: percentile().optional(),
    useLogTransform: z.boolean().optional(),
    useSecondaryRetentionEvent: z.boolean().optional(),
    retentionEnd: nonNegativeInt('retentionEnd').optional(),
    retentionLength: nonNegativeInt('retentionLength').optional(),
    logTransformBase: z
      .number()
      .min(0, ruleError('logTransformBase.min', 'must be 0 or more'))
      .nullable()
      .optional(),
    cap: z.number().optional(),
    surrogateMetricMSE: z.number().nullable().optional(),
    components: z
      .array(
        z.strictObject({
          operator: z.enum(['+', '-']),
          aggregation: z.enum(WAREHOUSE_AGGREGATIONS).optional(),
          metricSourceName: z.string().optional(),
          name: z.string().nullable().optional(),
          criteria: criteria().optional(),
          valueColumn: z.string().optional(),
        }),
      )
      .optional(),
  })
  .describe('Warehouse-native configuration: where the metric reads its data.');

/** The fields of a definition: the create body without `dryRun`, which the tool sets. */
const definitionShape = {
  name: z
    .string()
    .min(NAME_MIN, ruleError('name.length', `must be ${NAME_MIN} to ${NAME_MAX} characters long`))
    .max(NAME_MAX, ruleError('name.length', `must be ${NAME_MIN} to ${NAME_MAX} characters long`))
    .regex(
      NAME_PATTERN,
      ruleError('name.charset', 'may hold only letters, digits, space and the characters _ . - ( ) / % :'),
    )
    .describe('Identifies the metric; with `type` it makes the id `name::type`.'),
  type: z.enum(METRIC_TYPES).describe('Metric type.'),
  isVerified: z.boolean().optional().describe('Marks the metric verified. Default false.'),
  isReadOnly: z
    .boolean()
    .optional()
    .describe('If true, the definition is editable only through the API. Default false.'),
  unitTypes: z.array(z.string()).optional().describe('Unit types, such as stable-id or user-id types.'),
  metricEvents: z.array(metricEventSchema).optional().describe('Events used to compute the metric.'),
  metricComponentMetrics: z
    .array(z.strictObject({ name: z.string(), type: z.string() }))
    .optional()
    .describe('Input metrics of composite types.'),
  description: z
    .string()
    .max(
      DESCRIPTION_MAX,
      ruleError('description.length', `must be at most ${DESCRIPTION_MAX} characters long`),
    )
    .optional(),
  directionality: z.enum(['increase', 'decrease']).optional().describe('Default `increase`.'),
  tags: z.union([z.array(z.string()), z.string()]).optional(),
  isPermanent: z.boolean().optional().describe('Permanent metrics should not be deleted. Default false.'),
  rollupTimeWindow: z.string().optional().describe('`custom` selects a customized window.'),
  customRollUpStart: z.number().optional().describe('Custom window start, in days since exposure.'),
  customRollUpEnd: z.number().optional().describe('Custom window end, in days since exposure.'),
  percentile: percentile().optional().describe('For percentile metrics.'),
  funnelEventList: z
    .array(
      z.strictObject({
        name: z.string(),
        type: z.enum(['event_dau', 'event_user', 'event_count', 'event_count_custom']),
      }),
    )
    .optional(),
  funnelCountDistinct: z.enum(['events', 'users']).optional(),
  warehouseNative: warehouseNativeSchema.optional(),
  team: z.string().nullable().optional(),
  teamID: z.string().nullable().optional(),
};

export const metricDefinitionSchema = z
  .strictObject(definitionShape)
  .describe('A metric definition: the create-metric request body of the Console API, without dryRun.');

/** What the service accepts on POST /console/v1/metrics (a definition with `dryRun`). */
export const createMetricBodySchema = z.strictObject({
  ...definitionShape,
  dryRun: z.boolean().optional().describe('When true, the metric is validated and not persisted.'),
});

export type CreateMetricBody = z.infer<typeof createMetricBodySchema>;
export type WarehouseNative = z.infer<typeof warehouseNativeSchema>;

/** The service's id of a metric (docs/decisions.md): `name::type`, spaces kept. */
export function metricId(definition: { name: string; type: string }): string {
  return `${definition.name}::${definition.type}`;
}
