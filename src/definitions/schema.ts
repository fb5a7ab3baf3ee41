// The one source of truth for a metric definition (docs/api-contract.md).
// The validator, the emulator, the JSON Schema for editors and the TypeScript types all come
// from here; the cross-field rules of docs/api-contract.md and docs/decisions.md live beside it in `rules.ts`.
import { ruleError } from '../diagnostics/rule-tag.js';
import * as z from '../diagnostics/zod.js';
import { described } from '../diagnostics/zod.js';

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

const { strictObject } = z;

const percentile = () =>
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

const criteria = (what = 'Filters: a row counts only when it meets every criterion.') =>
  described(z.array(criterionSchema), what);

const metricEventSchema = strictObject({
  name: described(z.string(), 'Event name.'),
  type: described(
    z.optional(z.nullable(z.enum(EVENT_AGGREGATIONS))),
    'Aggregation of the event (a ratio needs `count` or `count_distinct`).',
  ),
  metadataKey: described(
    z.optional(z.string()),
    'Metadata key whose value is aggregated (with aggregation `metadata`).',
  ),
  criteria: z.optional(criteria()),
});

const metricSourceSchema = strictObject({
  metricSourceName: described(z.string(), 'Name of a metric source of the project.'),
  criteria: criteria(),
  valueColumn: described(z.optional(z.string()), 'Column of the source holding the value to aggregate.'),
  waitForCohortWindow: described(
    z.optional(z.boolean()),
    'Count a unit only once its cohort window has passed.',
  ),
});

const warehouseNativeSchema = described(
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

/** The fields of a definition: the create body without `dryRun`, which the tool sets. */
const definitionShape = {
  name: described(
    z
      .string()
      .check(
        z.minLength(NAME_MIN, ruleError('name.length', `must be ${NAME_MIN} to ${NAME_MAX} characters long`)),
        z.maxLength(NAME_MAX, ruleError('name.length', `must be ${NAME_MIN} to ${NAME_MAX} characters long`)),
        z.regex(
          NAME_PATTERN,
          ruleError(
            'name.charset',
            'may hold only letters, digits, space and the characters _ . - ( ) / % :',
          ),
        ),
      ),
    'Identifies the metric; with `type` it makes the id `name::type`.',
  ),
  type: described(z.enum(METRIC_TYPES), 'Metric type.'),
  isVerified: described(z.optional(z.boolean()), 'Marks the metric verified. Default false.'),
  isReadOnly: described(
    z.optional(z.boolean()),
    'If true, the definition is editable only through the API. Default false.',
  ),
  unitTypes: described(z.optional(z.array(z.string())), 'Unit types, such as stable-id or user-id types.'),
  metricEvents: described(z.optional(z.array(metricEventSchema)), 'Events used to compute the metric.'),
  metricComponentMetrics: described(
    z.optional(
      z.array(
        strictObject({
          name: described(z.string(), 'Name of the input metric.'),
          type: described(z.string(), 'Type of the input metric.'),
        }),
      ),
    ),
    'Input metrics of composite types.',
  ),
  description: described(
    z.optional(
      z
        .string()
        .check(
          z.maxLength(
            DESCRIPTION_MAX,
            ruleError('description.length', `must be at most ${DESCRIPTION_MAX} characters long`),
          ),
        ),
    ),
    'What the metric measures, for the people who read it. At most 1000 characters.',
  ),
  directionality: described(z.optional(z.enum(['increase', 'decrease'])), 'Default `increase`.'),
  tags: described(z.optional(z.union([z.array(z.string()), z.string()])), 'Categorization tags.'),
  isPermanent: described(z.optional(z.boolean()), 'Permanent metrics should not be deleted. Default false.'),
  rollupTimeWindow: described(z.optional(z.string()), '`custom` selects a customized window.'),
  customRollUpStart: described(z.optional(z.number()), 'Custom window start, in days since exposure.'),
  customRollUpEnd: described(z.optional(z.number()), 'Custom window end, in days since exposure.'),
  percentile: described(z.optional(percentile()), 'For percentile metrics.'),
  funnelEventList: described(
    z.optional(
      z.array(
        strictObject({
          name: described(z.string(), 'Event of this step.'),
          type: described(
            z.enum(['event_dau', 'event_user', 'event_count', 'event_count_custom']),
            'How this step is counted.',
          ),
        }),
      ),
    ),
    'Events of a funnel metric, in order.',
  ),
  funnelCountDistinct: described(
    z.optional(z.enum(['events', 'users'])),
    'Whether the funnel counts events or distinct users.',
  ),
  warehouseNative: z.optional(warehouseNativeSchema),
  team: described(z.optional(z.nullable(z.string())), 'Team of the metric, for enterprise environments.'),
  teamID: described(z.optional(z.nullable(z.string())), 'Team id, for enterprise environments.'),
};

export const metricDefinitionSchema = described(
  strictObject(definitionShape),
  'A metric definition: the create-metric request body of the Console API, without dryRun.',
);

/** What the service accepts on POST /console/v1/metrics (a definition with `dryRun`). */
export const createMetricBodySchema = strictObject({
  ...definitionShape,
  dryRun: described(z.optional(z.boolean()), 'When true, the metric is validated and not persisted.'),
});

export type CreateMetricBody = z.infer<typeof createMetricBodySchema>;
export type WarehouseNative = z.infer<typeof warehouseNativeSchema>;

/** The service's id of a metric (docs/decisions.md): `name::type`, spaces kept. */
export function metricId(definition: { name: string; type: string }): string {
  return `${definition.name}::${definition.type}`;
}
