#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  ruleError
} from "./chunk-IZFUWLKX.js";
import {
  _enum,
  array,
  boolean,
  int,
  number,
  strictObject,
  string,
  union
} from "./chunk-ZW45IBAL.js";

// src/definitions/schema.ts
var METRIC_TYPES = [
  "ratio",
  "mean",
  "event_count_custom",
  "event_user",
  "funnel",
  "composite",
  "composite_sum",
  "sum",
  "user_warehouse",
  "percentile",
  "latest_value"
];
var CRITERION_TYPES = ["value", "metadata", "user", "user_custom"];
var CRITERION_CONDITIONS = [
  "in",
  "not_in",
  "=",
  ">",
  "<",
  ">=",
  "<=",
  "is_null",
  "non_null",
  "contains",
  "not_contains",
  "sql_filter",
  "starts_with",
  "ends_with",
  "after_exposure",
  "before_exposure",
  "is_true",
  "is_false"
];
var WAREHOUSE_ONLY_CONDITIONS = /* @__PURE__ */ new Set([
  "sql_filter",
  "starts_with",
  "ends_with",
  "after_exposure",
  "before_exposure"
]);
var EVENT_AGGREGATIONS = ["count", "count_distinct", "value", "metadata"];
var RATIO_EVENT_AGGREGATIONS = /* @__PURE__ */ new Set(["count", "count_distinct"]);
var WAREHOUSE_AGGREGATIONS = [
  "count",
  "sum",
  "mean",
  "daily_participation",
  "ratio",
  "funnel",
  "count_distinct",
  "percentile",
  "first_value",
  "latest_value",
  "retention",
  "max",
  "min",
  "composite"
];
var SIDE_AGGREGATIONS = [
  "count",
  "sum",
  "daily_participation",
  "count_distinct",
  "first_value",
  "latest_value",
  "max",
  "min"
];
var NAME_MIN = 3;
var NAME_MAX = 200;
var NAME_PATTERN = /^[a-zA-Z0-9_.\-()/ %:]*$/;
var DESCRIPTION_MAX = 1e3;
var PERCENTILE_MIN = 1e-3;
var PERCENTILE_MAX = 0.999;
var DIMENSION_LIMIT_MAX = 100;
var DEFAULT_LOADING_WINDOW = 90;
var percentile = () => number().min(PERCENTILE_MIN, ruleError("percentile.range", `must be at least ${PERCENTILE_MIN}`)).max(PERCENTILE_MAX, ruleError("percentile.range", `must be at most ${PERCENTILE_MAX}`));
var winsorization = () => number().min(0, ruleError("winsorization.range", "must be between 0 and 1")).max(1, ruleError("winsorization.range", "must be between 0 and 1"));
var nonNegativeInt = (field) => int().min(0, ruleError(`${field}.min`, "must be 0 or more"));
var criterionSchema = strictObject({
  type: _enum(CRITERION_TYPES).describe("Criterion type; always `metadata` in warehouse-native mode."),
  column: string().optional().describe("Data attribute to filter on."),
  condition: _enum(CRITERION_CONDITIONS),
  values: array(string()).optional().describe("Values the criterion matches against."),
  nullVacuousOverride: boolean().optional()
}).describe("A filter on an event or source: which rows count.");
var criteria = () => array(criterionSchema);
var metricEventSchema = strictObject({
  name: string().describe("Event name."),
  type: _enum(EVENT_AGGREGATIONS).nullable().optional().describe("Aggregation of the event (a ratio needs `count` or `count_distinct`)."),
  metadataKey: string().optional(),
  criteria: criteria().optional()
});
var metricSourceSchema = strictObject({
  metricSourceName: string(),
  criteria: criteria(),
  valueColumn: string().optional(),
  waitForCohortWindow: boolean().optional()
});
var warehouseNativeSchema = strictObject({
  aggregation: _enum(WAREHOUSE_AGGREGATIONS).optional(),
  metricSourceName: string().optional().describe("Deprecated: use metricSources. If given, overwrites all metric sources."),
  criteria: criteria().optional().describe("Deprecated: use metricSources."),
  metricSources: array(metricSourceSchema).optional(),
  denominatorCriteria: criteria().optional(),
  denominatorAggregation: _enum(SIDE_AGGREGATIONS).optional(),
  numeratorAggregation: _enum(SIDE_AGGREGATIONS).optional(),
  denominatorCustomRollupStart: number().optional(),
  denominatorCustomRollupEnd: number().optional(),
  denominatorMetricSourceName: string().optional(),
  denominatorRollupTimeWindow: _enum(["daily", "max", "custom"]).optional(),
  denominatorValueColumn: string().optional(),
  funnelCalculationWindow: nonNegativeInt("funnelCalculationWindow").optional(),
  funnelCountDistinct: _enum(["users", "sessions"]).optional(),
  funnelEvents: array(
    strictObject({
      criteria: criteria().optional(),
      metricSourceName: string().optional(),
      name: string().nullable().optional()
    })
  ).optional(),
  sessionIdentifierField: string().nullable().optional(),
  funnelStartCriteria: _enum(["start_event", "exposure"]).optional(),
  funnelStrictOrdering: boolean().optional(),
  funnelUseExposureAsFirstEvent: boolean().optional(),
  funnelTimestampAllowanceMs: number().optional(),
  funnelTimeToConvert: boolean().optional(),
  metricDimensionColumns: array(string()).optional(),
  metricDimensionLimits: array(
    strictObject({
      name: string(),
      limit: int().min(0, ruleError("dimension-limit.range", `must be between 0 and ${DIMENSION_LIMIT_MAX}`)).max(
        DIMENSION_LIMIT_MAX,
        ruleError("dimension-limit.range", `must be between 0 and ${DIMENSION_LIMIT_MAX}`)
      )
    })
  ).optional(),
  metricBakeDays: nonNegativeInt("metricBakeDays").optional(),
  loadingWindow: nonNegativeInt("loadingWindow").optional().describe(`Lookback in days for loading data. Default ${DEFAULT_LOADING_WINDOW}.`),
  valueColumn: string().optional().describe("Deprecated: use metricSources."),
  valueThreshold: number().optional(),
  allowNullRatioDenominator: boolean().optional(),
  winsorizationHigh: winsorization().optional(),
  winsorizationLow: winsorization().optional(),
  winsorizationHighDenominator: winsorization().optional(),
  winsorizationLowDenominator: winsorization().optional(),
  cupedAttributionWindow: nonNegativeInt("cupedAttributionWindow").nullable().optional(),
  rollupTimeWindow: _enum(["daily", "max", "custom"]).optional(),
  customRollUpStart: nonNegativeInt("customRollUpStart").optional(),
  customRollUpEnd: nonNegativeInt("customRollUpEnd").optional(),
  onlyIncludeUsersWithConversionEvent: boolean().optional(),
  denominatorCustomRollupMeasureInMinutes: boolean().optional(),
  customRollupMeasureInMinutes: boolean().optional(),
  percentile: percentile().optional(),
  useLogTransform: boolean().optional(),
  useSecondaryRetentionEvent: boolean().optional(),
  retentionEnd: nonNegativeInt("retentionEnd").optional(),
  retentionLength: nonNegativeInt("retentionLength").optional(),
  logTransformBase: number().min(0, ruleError("logTransformBase.min", "must be 0 or more")).nullable().optional(),
  cap: number().optional(),
  surrogateMetricMSE: number().nullable().optional(),
  components: array(
    strictObject({
      operator: _enum(["+", "-"]),
      aggregation: _enum(WAREHOUSE_AGGREGATIONS).optional(),
      metricSourceName: string().optional(),
      name: string().nullable().optional(),
      criteria: criteria().optional(),
      valueColumn: string().optional()
    })
  ).optional()
}).describe("Warehouse-native configuration: where the metric reads its data.");
var definitionShape = {
  name: string().min(NAME_MIN, ruleError("name.length", `must be ${NAME_MIN} to ${NAME_MAX} characters long`)).max(NAME_MAX, ruleError("name.length", `must be ${NAME_MIN} to ${NAME_MAX} characters long`)).regex(
    NAME_PATTERN,
    ruleError("name.charset", "may hold only letters, digits, space and the characters _ . - ( ) / % :")
  ).describe("Identifies the metric; with `type` it makes the id `name::type`."),
  type: _enum(METRIC_TYPES).describe("Metric type."),
  isVerified: boolean().optional().describe("Marks the metric verified. Default false."),
  isReadOnly: boolean().optional().describe("If true, the definition is editable only through the API. Default false."),
  unitTypes: array(string()).optional().describe("Unit types, such as stable-id or user-id types."),
  metricEvents: array(metricEventSchema).optional().describe("Events used to compute the metric."),
  metricComponentMetrics: array(strictObject({ name: string(), type: string() })).optional().describe("Input metrics of composite types."),
  description: string().max(
    DESCRIPTION_MAX,
    ruleError("description.length", `must be at most ${DESCRIPTION_MAX} characters long`)
  ).optional(),
  directionality: _enum(["increase", "decrease"]).optional().describe("Default `increase`."),
  tags: union([array(string()), string()]).optional(),
  isPermanent: boolean().optional().describe("Permanent metrics should not be deleted. Default false."),
  rollupTimeWindow: string().optional().describe("`custom` selects a customized window."),
  customRollUpStart: number().optional().describe("Custom window start, in days since exposure."),
  customRollUpEnd: number().optional().describe("Custom window end, in days since exposure."),
  percentile: percentile().optional().describe("For percentile metrics."),
  funnelEventList: array(
    strictObject({
      name: string(),
      type: _enum(["event_dau", "event_user", "event_count", "event_count_custom"])
    })
  ).optional(),
  funnelCountDistinct: _enum(["events", "users"]).optional(),
  warehouseNative: warehouseNativeSchema.optional(),
  team: string().nullable().optional(),
  teamID: string().nullable().optional()
};
var metricDefinitionSchema = strictObject(definitionShape).describe("A metric definition: the create-metric request body of the Console API, without dryRun.");
var createMetricBodySchema = strictObject({
  ...definitionShape,
  dryRun: boolean().optional().describe("When true, the metric is validated and not persisted.")
});
function metricId(definition) {
  return `${definition.name}::${definition.type}`;
}

export {
  WAREHOUSE_ONLY_CONDITIONS,
  RATIO_EVENT_AGGREGATIONS,
  DEFAULT_LOADING_WINDOW,
  metricDefinitionSchema,
  createMetricBodySchema,
  metricId
};
