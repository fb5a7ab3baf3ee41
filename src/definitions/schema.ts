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
    condition: z
      .enum(CRITERION_CONDITIONS)
      .describe(
        'How the column is compared; `sql_filter`, `starts_with`, `ends_with`, `after_exposure` and `before_exposure` only in warehouse-native mode.',
      ),
    values: z.array(z.string()).optional().describe('Values the criterion matches against.'),
    nullVacuousOverride: z
      .boolean()
      .optional()
      .describe('If true, overrides null values in criterion evaluation.'),
  })
  .describe('A filter on an event or source: which rows count.');

const criteria = (what = 'Filters: a row counts only when it meets every criterion.') =>
  z.array(criterionSchema).describe(what);

const metricEventSchema = z.strictObject({
  name: z.string().describe('Event name.'),
  type: z
    .enum(EVENT_AGGREGATIONS)
    .nullable()
    .optional()
    .describe('Aggregation of the event (a ratio needs `count` or `count_distinct`).'),
  metadataKey: z
    .string()
    .optional()
    .describe('Metadata key whose value is aggregated (with aggregation `metadata`).'),
  criteria: criteria().optional(),
});

const metricSourceSchema = z.strictObject({
  metricSourceName: z.string().describe('Name of a metric source of the project.'),
  criteria: criteria(),
  valueColumn: z.string().optional().describe('Column of the source holding the value to aggregate.'),
  waitForCohortWindow: z
    .boolean()
    .optional()
    .describe('Count a unit only once its cohort window has passed.'),
});

const warehouseNativeSchema = z
  .strictObject({
    aggregation: z.enum(WAREHOUSE_AGGREGATIONS).optional().describe('How the sources are aggregated.'),
    metricSourceName: z
      .string()
      .optional()
      .describe('Deprecated: use metricSources. If given, overwrites all metric sources.'),
    criteria: criteria().optional().describe('Deprecated: use metricSources.'),
    metricSources: z.array(metricSourceSchema).optional().describe('Sources of the metric.'),
    denominatorCriteria: criteria(
      'Filter of the denominator source of a ratio, or of the start event of a retention metric with `useSecondaryRetentionEvent`.',
    ).optional(),
    denominatorAggregation: z.enum(SIDE_AGGREGATIONS).optional().describe('Aggregation of the denominator.'),
    numeratorAggregation: z.enum(SIDE_AGGREGATIONS).optional().describe('Aggregation of the numerator.'),
    denominatorCustomRollupStart: z
      .number()
      .optional()
      .describe(
        'Start of the denominator custom window: days, or minutes with `denominatorCustomRollupMeasureInMinutes`.',
      ),
    denominatorCustomRollupEnd: z
      .number()
      .optional()
      .describe('End of the denominator custom window, in the same unit.'),
    denominatorMetricSourceName: z
      .string()
      .optional()
      .describe(
        'Source of the ratio denominator, or the start event of a retention metric with `useSecondaryRetentionEvent`.',
      ),
    denominatorRollupTimeWindow: z
      .enum(['daily', 'max', 'custom'])
      .optional()
      .describe(
        '`daily` (daily participation rate), `max` (one-time event) or `custom` (custom attribution window).',
      ),
    denominatorValueColumn: z.string().optional().describe('Value column of the denominator.'),
    funnelCalculationWindow: nonNegativeInt('funnelCalculationWindow')
      .optional()
      .describe('Funnel window, in days.'),
    funnelCountDistinct: z
      .enum(['users', 'sessions'])
      .optional()
      .describe('Whether the funnel counts users or sessions.'),
    funnelEvents: z
      .array(
        z.strictObject({
          criteria: criteria().optional(),
          metricSourceName: z.string().optional().describe('Source of this step.'),
          name: z.string().nullable().optional().describe('Name of the step.'),
        }),
      )
      .optional()
      .describe('The steps of the funnel, in order.'),
    sessionIdentifierField: z
      .string()
      .nullable()
      .optional()
      .describe('Column used as the session identifier.'),
    funnelStartCriteria: z
      .enum(['start_event', 'exposure'])
      .optional()
      .describe('Whether the funnel starts at its first event or at exposure.'),
    funnelStrictOrdering: z.boolean().optional().describe('Steps count only in their order.'),
    funnelUseExposureAsFirstEvent: z
      .boolean()
      .optional()
      .describe('Exposure is the first step of the funnel.'),
    funnelTimestampAllowanceMs: z
      .number()
      .optional()
      .describe('Tolerance between step timestamps, in milliseconds.'),
    funnelTimeToConvert: z
      .boolean()
      .optional()
      .describe('Measure the time to convert instead of the conversion.'),
    metricDimensionColumns: z
      .array(z.string())
      .optional()
      .describe('Metadata columns for breaking down analysis.'),
    metricDimensionLimits: z
      .array(
        z.strictObject({
          name: z.string().describe('A dimension column.'),
          limit: z
            .int()
            .min(0, ruleError('dimension-limit.range', `must be between 0 and ${DIMENSION_LIMIT_MAX}`))
            .max(
              DIMENSION_LIMIT_MAX,
              ruleError('dimension-limit.range', `must be between 0 and ${DIMENSION_LIMIT_MAX}`),
            )
            .describe(`Values kept, 0 to ${DIMENSION_LIMIT_MAX}; the rest are grouped into OTHER.`),
        }),
      )
      .optional()
      .describe('Per-dimension breakdown limits; values beyond the limit are grouped into `OTHER`.'),
    metricBakeDays: nonNegativeInt('metricBakeDays').optional().describe('Days to wait for data to settle.'),
    loadingWindow: nonNegativeInt('loadingWindow')
      .optional()
      .describe(`Lookback in days for loading data. Default ${DEFAULT_LOADING_WINDOW}.`),
    valueColumn: z.string().optional().describe('Deprecated: use metricSources.'),
    valueThreshold: z.number().optional().describe('Threshold a value must pass to count.'),
    allowNullRatioDenominator: z
      .boolean()
      .optional()
      .describe('Include units without a denominator; ratios only.'),
    winsorizationHigh: winsorization().optional().describe('Upper winsorization percentile, 0 to 1.'),
    winsorizationLow: winsorization().optional().describe('Lower winsorization percentile, 0 to 1.'),
    winsorizationHighDenominator: winsorization()
      .optional()
      .describe('Upper winsorization of the denominator, 0 to 1.'),
    winsorizationLowDenominator: winsorization()
      .optional()
      .describe('Lower winsorization of the denominator, 0 to 1.'),
    cupedAttributionWindow: nonNegativeInt('cupedAttributionWindow')
      .nullable()
      .optional()
      .describe('CUPED attribution window, in days.'),
    rollupTimeWindow: z
      .enum(['daily', 'max', 'custom'])
      .optional()
      .describe('`daily`, `max` (one-time event) or `custom` (the window below).'),
    customRollUpStart: nonNegativeInt('customRollUpStart')
      .optional()
      .describe('Custom window start: days, or minutes with `customRollupMeasureInMinutes`.'),
    customRollUpEnd: nonNegativeInt('customRollUpEnd')
      .optional()
      .describe('Custom window end, in the same unit.'),
    onlyIncludeUsersWithConversionEvent: z
      .boolean()
      .optional()
      .describe('Only units with a conversion event are counted.'),
    denominatorCustomRollupMeasureInMinutes: z
      .boolean()
      .optional()
      .describe('Measure the denominator custom window in minutes instead of days.'),
    customRollupMeasureInMinutes: z
      .boolean()
      .optional()
      .describe('Measure the custom window in minutes instead of days.'),
    percentile: percentile().optional().describe('The percentile, 0.001 to 0.999 (0.99, not 99).'),
    useLogTransform: z.boolean().optional().describe('Analyse the log of the value.'),
    useSecondaryRetentionEvent: z
      .boolean()
      .optional()
      .describe('Use different start and completion events for retention.'),
    retentionEnd: nonNegativeInt('retentionEnd').optional().describe('End of the retention window, in days.'),
    retentionLength: nonNegativeInt('retentionLength')
      .optional()
      .describe('Length of the retention window, in days.'),
    logTransformBase: z
      .number()
      .min(0, ruleError('logTransformBase.min', 'must be 0 or more'))
      .nullable()
      .optional()
      .describe('Base of the log transform.'),
    cap: z.number().optional().describe('Values above the cap count as the cap.'),
    surrogateMetricMSE: z
      .number()
      .nullable()
      .optional()
      .describe('Mean squared error of a surrogate metric.'),
    components: z
      .array(
        z.strictObject({
          operator: z.enum(['+', '-']).describe('Whether the component is added or subtracted.'),
          aggregation: z.enum(WAREHOUSE_AGGREGATIONS).optional().describe('Aggregation of the component.'),
          metricSourceName: z.string().optional().describe('Source of the component.'),
          name: z.string().nullable().optional().describe('Name of the component.'),
          criteria: criteria().optional(),
          valueColumn: z.string().optional().describe('Value column of the component.'),
        }),
      )
      .optional()
      .describe('Components of a composite warehouse metric.'),
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
    .array(
      z.strictObject({
        name: z.string().describe('Name of the input metric.'),
        type: z.string().describe('Type of the input metric.'),
      }),
    )
    .optional()
    .describe('Input metrics of composite types.'),
  description: z
    .string()
    .max(
      DESCRIPTION_MAX,
      ruleError('description.length', `must be at most ${DESCRIPTION_MAX} characters long`),
    )
    .optional()
    .describe('What the metric measures, for the people who read it. At most 1000 characters.'),
  directionality: z.enum(['increase', 'decrease']).optional().describe('Default `increase`.'),
  tags: z
    .union([z.array(z.string()), z.string()])
    .optional()
    .describe('Categorization tags.'),
  isPermanent: z.boolean().optional().describe('Permanent metrics should not be deleted. Default false.'),
  rollupTimeWindow: z.string().optional().describe('`custom` selects a customized window.'),
  customRollUpStart: z.number().optional().describe('Custom window start, in days since exposure.'),
  customRollUpEnd: z.number().optional().describe('Custom window end, in days since exposure.'),
  percentile: percentile().optional().describe('For percentile metrics.'),
  funnelEventList: z
    .array(
      z.strictObject({
        name: z.string().describe('Event of this step.'),
        type: z
          .enum(['event_dau', 'event_user', 'event_count', 'event_count_custom'])
          .describe('How this step is counted.'),
      }),
    )
    .optional()
    .describe('Events of a funnel metric, in order.'),
  funnelCountDistinct: z
    .enum(['events', 'users'])
    .optional()
    .describe('Whether the funnel counts events or distinct users.'),
  warehouseNative: warehouseNativeSchema.optional(),
  team: z.string().nullable().optional().describe('Team of the metric, for enterprise environments.'),
  teamID: z.string().nullable().optional().describe('Team id, for enterprise environments.'),
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
