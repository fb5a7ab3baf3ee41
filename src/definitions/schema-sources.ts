// Where a metric reads its data, in the schema of a definition (schema.ts): the criteria that
// filter rows, and the warehouse-native sources with their aggregations.
import { ruleError } from '../diagnostics/rule-tag.js';
import * as z from '../diagnostics/zod.js';
import { described, optionalField } from '../diagnostics/zod.js';

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

const PERCENTILE_MIN = 0.001;
const PERCENTILE_MAX = 0.999;
const DIMENSION_LIMIT_MAX = 100;

export const DEFAULT_LOADING_WINDOW = 90;

const { strictObject } = z;

export const percentile = () =>
  z
    .number()
    .check(
      z.gte(PERCENTILE_MIN, ruleError('percentile.range', `must be at least ${PERCENTILE_MIN}`)),
      z.lte(PERCENTILE_MAX, ruleError('percentile.range', `must be at most ${PERCENTILE_MAX}`)),
    );

const winsorization = () =>
  z
    .number()
    .check(
      z.gte(0, ruleError('winsorization.range', 'must be between 0 and 1')),
      z.lte(1, ruleError('winsorization.range', 'must be between 0 and 1')),
    );

/** A count of days (or minutes) that cannot be negative (section 8). */
const nonNegativeInt = (field: string) =>
  z.int().check(z.gte(0, ruleError(`${field}.min`, 'must be 0 or more')));

const criterionSchema = described(
  strictObject({
    type: described(z.enum(CRITERION_TYPES), 'Criterion type; always `metadata` in warehouse-native mode.'),
    column: optionalField(z.string(), 'Data attribute to filter on.'),
    condition: described(
      z.enum(CRITERION_CONDITIONS),
      'How the column is compared; `sql_filter`, `starts_with`, `ends_with`, `after_exposure` and `before_exposure` only in warehouse-native mode.',
    ),
    values: optionalField(z.array(z.string()), 'Values the criterion matches against.'),
    nullVacuousOverride: optionalField(
      z.boolean(),
      'If true, overrides null values in criterion evaluation.',
    ),
  }),
  'A filter on an event or source: which rows count.',
);

export const criteria = (what = 'Filters: a row counts only when it meets every criterion.') =>
  described(z.array(criterionSchema), what);

const metricSourceSchema = strictObject({
  metricSourceName: described(z.string(), 'Name of a metric source of the project.'),
  criteria: criteria(),
  valueColumn: optionalField(z.string(), 'Column of the source holding the value to aggregate.'),
  waitForCohortWindow: optionalField(z.boolean(), 'Count a unit only once its cohort window has passed.'),
});

export const warehouseNativeSchema = described(
  strictObject({
    aggregation: optionalField(z.enum(WAREHOUSE_AGGREGATIONS), 'How the sources are aggregated.'),
    metricSourceName: optionalField(
      z.string(),
      'Deprecated: use metricSources. If given, overwrites all metric sources.',
    ),
    criteria: optionalField(criteria(), 'Deprecated: use metricSources.'),
    metricSources: optionalField(z.array(metricSourceSchema), 'Sources of the metric.'),
    denominatorCriteria: z.optional(
      criteria(
        'Filter of the denominator source of a ratio, or of the start event of a retention metric with `useSecondaryRetentionEvent`.',
      ),
    ),
    denominatorAggregation: optionalField(z.enum(SIDE_AGGREGATIONS), 'Aggregation of the denominator.'),
    numeratorAggregation: optionalField(z.enum(SIDE_AGGREGATIONS), 'Aggregation of the numerator.'),
    denominatorCustomRollupStart: optionalField(
      z.number(),
      'Start of the denominator custom window: days, or minutes with `denominatorCustomRollupMeasureInMinutes`.',
    ),
    denominatorCustomRollupEnd: optionalField(
      z.number(),
      'End of the denominator custom window, in the same unit.',
    ),
    denominatorMetricSourceName: optionalField(
      z.string(),
      'Source of the ratio denominator, or the start event of a retention metric with `useSecondaryRetentionEvent`.',
    ),
    denominatorRollupTimeWindow: optionalField(
      z.enum(['daily', 'max', 'custom']),
      '`daily` (daily participation rate), `max` (one-time event) or `custom` (custom attribution window).',
    ),
    denominatorValueColumn: optionalField(z.string(), 'Value column of the denominator.'),
    funnelCalculationWindow: optionalField(
      nonNegativeInt('funnelCalculationWindow'),
      'Funnel window, in days.',
    ),
    funnelCountDistinct: optionalField(
      z.enum(['users', 'sessions']),
      'Whether the funnel counts users or sessions.',
    ),
    funnelEvents: optionalField(
      z.array(
        strictObject({
          criteria: z.optional(criteria()),
          metricSourceName: optionalField(z.string(), 'Source of this step.'),
          name: optionalField(z.nullable(z.string()), 'Name of the step.'),
        }),
      ),
      'The steps of the funnel, in order.',
    ),
    sessionIdentifierField: optionalField(z.nullable(z.string()), 'Column used as the session identifier.'),
    funnelStartCriteria: optionalField(
      z.enum(['start_event', 'exposure']),
      'Whether the funnel starts at its first event or at exposure.',
    ),
    funnelStrictOrdering: optionalField(z.boolean(), 'Steps count only in their order.'),
    funnelUseExposureAsFirstEvent: optionalField(z.boolean(), 'Exposure is the first step of the funnel.'),
    funnelTimestampAllowanceMs: optionalField(
      z.number(),
      'Tolerance between step timestamps, in milliseconds.',
    ),
    funnelTimeToConvert: optionalField(z.boolean(), 'Measure the time to convert instead of the conversion.'),
    metricDimensionColumns: optionalField(
      z.array(z.string()),
      'Metadata columns for breaking down analysis.',
    ),
    metricDimensionLimits: optionalField(
      z.array(
        strictObject({
          name: described(z.string(), 'A dimension column.'),
          limit: described(
            z
              .int()
              .check(
                z.gte(0, ruleError('dimension-limit.range', `must be between 0 and ${DIMENSION_LIMIT_MAX}`)),
                z.lte(
                  DIMENSION_LIMIT_MAX,
                  ruleError('dimension-limit.range', `must be between 0 and ${DIMENSION_LIMIT_MAX}`),
                ),
              ),
            `Values kept, 0 to ${DIMENSION_LIMIT_MAX}; the rest are grouped into OTHER.`,
          ),
        }),
      ),
      'Per-dimension breakdown limits; values beyond the limit are grouped into `OTHER`.',
    ),
    metricBakeDays: optionalField(nonNegativeInt('metricBakeDays'), 'Days to wait for data to settle.'),
    loadingWindow: optionalField(
      nonNegativeInt('loadingWindow'),
      `Lookback in days for loading data. Default ${DEFAULT_LOADING_WINDOW}.`,
    ),
    valueColumn: optionalField(z.string(), 'Deprecated: use metricSources.'),
    valueThreshold: optionalField(z.number(), 'Threshold a value must pass to count.'),
    allowNullRatioDenominator: optionalField(
      z.boolean(),
      'Include units without a denominator; ratios only.',
    ),
    winsorizationHigh: optionalField(winsorization(), 'Upper winsorization percentile, 0 to 1.'),
    winsorizationLow: optionalField(winsorization(), 'Lower winsorization percentile, 0 to 1.'),
    winsorizationHighDenominator: optionalField(
      winsorization(),
      'Upper winsorization of the denominator, 0 to 1.',
    ),
    winsorizationLowDenominator: optionalField(
      winsorization(),
      'Lower winsorization of the denominator, 0 to 1.',
    ),
    cupedAttributionWindow: optionalField(
      z.nullable(nonNegativeInt('cupedAttributionWindow')),
      'CUPED attribution window, in days.',
    ),
    rollupTimeWindow: optionalField(
      z.enum(['daily', 'max', 'custom']),
      '`daily`, `max` (one-time event) or `custom` (the window below).',
    ),
    customRollUpStart: optionalField(
      nonNegativeInt('customRollUpStart'),
      'Custom window start: days, or minutes with `customRollupMeasureInMinutes`.',
    ),
    customRollUpEnd: optionalField(nonNegativeInt('customRollUpEnd'), 'Custom window end, in the same unit.'),
    onlyIncludeUsersWithConversionEvent: optionalField(
      z.boolean(),
      'Only units with a conversion event are counted.',
    ),
    denominatorCustomRollupMeasureInMinutes: optionalField(
      z.boolean(),
      'Measure the denominator custom window in minutes instead of days.',
    ),
    customRollupMeasureInMinutes: optionalField(
      z.boolean(),
      'Measure the custom window in minutes instead of days.',
    ),
    percentile: optionalField(percentile(), 'The percentile, 0.001 to 0.999 (0.99, not 99).'),
    useLogTransform: optionalField(z.boolean(), 'Analyse the log of the value.'),
    useSecondaryRetentionEvent: optionalField(
      z.boolean(),
      'Use different start and completion events for retention.',
    ),
    retentionEnd: optionalField(nonNegativeInt('retentionEnd'), 'End of the retention window, in days.'),
    retentionLength: optionalField(
      nonNegativeInt('retentionLength'),
      'Length of the retention window, in days.',
    ),
    logTransformBase: optionalField(
      z.nullable(z.number().check(z.gte(0, ruleError('logTransformBase.min', 'must be 0 or more')))),
      'Base of the log transform.',
    ),
    cap: optionalField(z.number(), 'Values above the cap count as the cap.'),
    surrogateMetricMSE: optionalField(z.nullable(z.number()), 'Mean squared error of a surrogate metric.'),
    components: optionalField(
      z.array(
        strictObject({
          operator: described(z.enum(['+', '-']), 'Whether the component is added or subtracted.'),
          aggregation: optionalField(z.enum(WAREHOUSE_AGGREGATIONS), 'Aggregation of the component.'),
          metricSourceName: optionalField(z.string(), 'Source of the component.'),
          name: optionalField(z.nullable(z.string()), 'Name of the component.'),
          criteria: z.optional(criteria()),
          valueColumn: optionalField(z.string(), 'Value column of the component.'),
        }),
      ),
      'Components of a composite warehouse metric.',
    ),
  }),
  'Warehouse-native configuration: where the metric reads its data.',
);

export type WarehouseNative = z.infer<typeof warehouseNativeSchema>;
