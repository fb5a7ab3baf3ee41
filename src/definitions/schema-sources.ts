// Where a metric reads its data, in the schema of a definition (schema.ts): the criteria that
// filter rows, and the warehouse-native sources with their aggregations.
import { ruleError } from '../diagnostics/rule-tag.js';
import * as z from '../diagnostics/zod.js';
import { described } from '../diagnostics/zod.js';

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
    column: described(z.optional(z.string()), 'Data attribute to filter on.'),
    condition: described(
      z.enum(CRITERION_CONDITIONS),
      'How the column is compared; `sql_filter`, `starts_with`, `ends_with`, `after_exposure` and `before_exposure` only in warehouse-native mode.',
    ),
    values: described(z.optional(z.array(z.string())), 'Values the criterion matches against.'),
    nullVacuousOverride: described(
      z.optional(z.boolean()),
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
  valueColumn: described(z.optional(z.string()), 'Column of the source holding the value to aggregate.'),
  waitForCohortWindow: described(
    z.optional(z.boolean()),
    'Count a unit only once its cohort window has passed.',
  ),
});

export const warehouseNativeSchema = described(
  strictObject({
    aggregation: described(z.optional(z.enum(WAREHOUSE_AGGREGATIONS)), 'How the sources are aggregated.'),
    metricSourceName: described(
      z.optional(z.string()),
      'Deprecated: use metricSources. If given, overwrites all metric sources.',
    ),
    criteria: described(z.optional(criteria()), 'Deprecated: use metricSources.'),
    metricSources: described(z.optional(z.array(metricSourceSchema)), 'Sources of the metric.'),
    denominatorCriteria: z.optional(
      criteria(
        'Filter of the denominator source of a ratio, or of the start event of a retention metric with `useSecondaryRetentionEvent`.',
      ),
    ),
    denominatorAggregation: described(
      z.optional(z.enum(SIDE_AGGREGATIONS)),
      'Aggregation of the denominator.',
    ),
    numeratorAggregation: described(z.optional(z.enum(SIDE_AGGREGATIONS)), 'Aggregation of the numerator.'),
    denominatorCustomRollupStart: described(
      z.optional(z.number()),
      'Start of the denominator custom window: days, or minutes with `denominatorCustomRollupMeasureInMinutes`.',
    ),
    denominatorCustomRollupEnd: described(
      z.optional(z.number()),
      'End of the denominator custom window, in the same unit.',
    ),
    denominatorMetricSourceName: described(
      z.optional(z.string()),
      'Source of the ratio denominator, or the start event of a retention metric with `useSecondaryRetentionEvent`.',
    ),
    denominatorRollupTimeWindow: described(
      z.optional(z.enum(['daily', 'max', 'custom'])),
      '`daily` (daily participation rate), `max` (one-time event) or `custom` (custom attribution window).',
    ),
    denominatorValueColumn: described(z.optional(z.string()), 'Value column of the denominator.'),
    funnelCalculationWindow: described(
      z.optional(nonNegativeInt('funnelCalculationWindow')),
      'Funnel window, in days.',
    ),
    funnelCountDistinct: described(
      z.optional(z.enum(['users', 'sessions'])),
      'Whether the funnel counts users or sessions.',
    ),
    funnelEvents: described(
      z.optional(
        z.array(
          strictObject({
            criteria: z.optional(criteria()),
            metricSourceName: described(z.optional(z.string()), 'Source of this step.'),
            name: described(z.optional(z.nullable(z.string())), 'Name of the step.'),
          }),
        ),
      ),
      'The steps of the funnel, in order.',
    ),
    sessionIdentifierField: described(
      z.optional(z.nullable(z.string())),
      'Column used as the session identifier.',
    ),
    funnelStartCriteria: described(
      z.optional(z.enum(['start_event', 'exposure'])),
      'Whether the funnel starts at its first event or at exposure.',
    ),
    funnelStrictOrdering: described(z.optional(z.boolean()), 'Steps count only in their order.'),
    funnelUseExposureAsFirstEvent: described(
      z.optional(z.boolean()),
      'Exposure is the first step of the funnel.',
    ),
    funnelTimestampAllowanceMs: described(
      z.optional(z.number()),
      'Tolerance between step timestamps, in milliseconds.',
    ),
    funnelTimeToConvert: described(
      z.optional(z.boolean()),
      'Measure the time to convert instead of the conversion.',
    ),
    metricDimensionColumns: described(
      z.optional(z.array(z.string())),
      'Metadata columns for breaking down analysis.',
    ),
    metricDimensionLimits: described(
      z.optional(
        z.array(
          strictObject({
            name: described(z.string(), 'A dimension column.'),
            limit: described(
              z
                .int()
                .check(
                  z.gte(
                    0,
                    ruleError('dimension-limit.range', `must be between 0 and ${DIMENSION_LIMIT_MAX}`),
                  ),
                  z.lte(
                    DIMENSION_LIMIT_MAX,
                    ruleError('dimension-limit.range', `must be between 0 and ${DIMENSION_LIMIT_MAX}`),
                  ),
                ),
              `Values kept, 0 to ${DIMENSION_LIMIT_MAX}; the rest are grouped into OTHER.`,
            ),
          }),
        ),
      ),
      'Per-dimension breakdown limits; values beyond the limit are grouped into `OTHER`.',
    ),
    metricBakeDays: described(
      z.optional(nonNegativeInt('metricBakeDays')),
      'Days to wait for data to settle.',
    ),
    loadingWindow: described(
      z.optional(nonNegativeInt('loadingWindow')),
      `Lookback in days for loading data. Default ${DEFAULT_LOADING_WINDOW}.`,
    ),
    valueColumn: described(z.optional(z.string()), 'Deprecated: use metricSources.'),
    valueThreshold: described(z.optional(z.number()), 'Threshold a value must pass to count.'),
    allowNullRatioDenominator: described(
      z.optional(z.boolean()),
      'Include units without a denominator; ratios only.',
    ),
    winsorizationHigh: described(z.optional(winsorization()), 'Upper winsorization percentile, 0 to 1.'),
    winsorizationLow: described(z.optional(winsorization()), 'Lower winsorization percentile, 0 to 1.'),
    winsorizationHighDenominator: described(
      z.optional(winsorization()),
      'Upper winsorization of the denominator, 0 to 1.',
    ),
    winsorizationLowDenominator: described(
      z.optional(winsorization()),
      'Lower winsorization of the denominator, 0 to 1.',
    ),
    cupedAttributionWindow: described(
      z.optional(z.nullable(nonNegativeInt('cupedAttributionWindow'))),
      'CUPED attribution window, in days.',
    ),
    rollupTimeWindow: described(
      z.optional(z.enum(['daily', 'max', 'custom'])),
      '`daily`, `max` (one-time event) or `custom` (the window below).',
    ),
    customRollUpStart: described(
      z.optional(nonNegativeInt('customRollUpStart')),
      'Custom window start: days, or minutes with `customRollupMeasureInMinutes`.',
    ),
    customRollUpEnd: described(
      z.optional(nonNegativeInt('customRollUpEnd')),
      'Custom window end, in the same unit.',
    ),
    onlyIncludeUsersWithConversionEvent: described(
      z.optional(z.boolean()),
      'Only units with a conversion event are counted.',
    ),
    denominatorCustomRollupMeasureInMinutes: described(
      z.optional(z.boolean()),
      'Measure the denominator custom window in minutes instead of days.',
    ),
    customRollupMeasureInMinutes: described(
      z.optional(z.boolean()),
      'Measure the custom window in minutes instead of days.',
    ),
    percentile: described(z.optional(percentile()), 'The percentile, 0.001 to 0.999 (0.99, not 99).'),
    useLogTransform: described(z.optional(z.boolean()), 'Analyse the log of the value.'),
    useSecondaryRetentionEvent: described(
      z.optional(z.boolean()),
      'Use different start and completion events for retention.',
    ),
    retentionEnd: described(
      z.optional(nonNegativeInt('retentionEnd')),
      'End of the retention window, in days.',
    ),
    retentionLength: described(
      z.optional(nonNegativeInt('retentionLength')),
      'Length of the retention window, in days.',
    ),
    logTransformBase: described(
      z.optional(
        z.nullable(z.number().check(z.gte(0, ruleError('logTransformBase.min', 'must be 0 or more')))),
      ),
      'Base of the log transform.',
    ),
    cap: described(z.optional(z.number()), 'Values above the cap count as the cap.'),
    surrogateMetricMSE: described(
      z.optional(z.nullable(z.number())),
      'Mean squared error of a surrogate metric.',
    ),
    components: described(
      z.optional(
        z.array(
          strictObject({
            operator: described(z.enum(['+', '-']), 'Whether the component is added or subtracted.'),
            aggregation: described(
              z.optional(z.enum(WAREHOUSE_AGGREGATIONS)),
              'Aggregation of the component.',
            ),
            metricSourceName: described(z.optional(z.string()), 'Source of the component.'),
            name: described(z.optional(z.nullable(z.string())), 'Name of the component.'),
            criteria: z.optional(criteria()),
            valueColumn: described(z.optional(z.string()), 'Value column of the component.'),
          }),
        ),
      ),
      'Components of a composite warehouse metric.',
    ),
  }),
  'Warehouse-native configuration: where the metric reads its data.',
);

export type WarehouseNative = z.infer<typeof warehouseNativeSchema>;
