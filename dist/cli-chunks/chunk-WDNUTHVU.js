#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
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

// src/diagnostics/finding.ts
function dottedPath(path) {
  return path.join(".");
}
function parseFieldPath(text) {
  if (!text) return [];
  return text.replace(/\[(\d+)\]/g, ".$1").split(".").filter((segment) => segment.length > 0).map((segment) => /^\d+$/.test(segment) ? Number(segment) : segment);
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function sortDiagnostics(diagnostics) {
  return [...diagnostics].sort(
    (a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column
  );
}
function fileDiagnostic(file, severity, rule, message) {
  return { file, line: 1, column: 1, severity, rule, message, path: "" };
}

// src/diagnostics/rule-tag.ts
var SEPARATOR = "";
function ruleError(rule, message) {
  return { error: `${rule}${SEPARATOR}${message}` };
}
function splitRuleMessage(message, fallbackRule) {
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return { rule: fallbackRule, message };
  return { rule: message.slice(0, at), message: message.slice(at + 1) };
}

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
  condition: _enum(CRITERION_CONDITIONS).describe(
    "How the column is compared; `sql_filter`, `starts_with`, `ends_with`, `after_exposure` and `before_exposure` only in warehouse-native mode."
  ),
  values: array(string()).optional().describe("Values the criterion matches against."),
  nullVacuousOverride: boolean().optional().describe("If true, overrides null values in criterion evaluation.")
}).describe("A filter on an event or source: which rows count.");
var criteria = (what = "Filters: a row counts only when it meets every criterion.") => array(criterionSchema).describe(what);
var metricEventSchema = strictObject({
  name: string().describe("Event name."),
  type: _enum(EVENT_AGGREGATIONS).nullable().optional().describe("Aggregation of the event (a ratio needs `count` or `count_distinct`)."),
  metadataKey: string().optional().describe("Metadata key whose value is aggregated (with aggregation `metadata`)."),
  criteria: criteria().optional()
});
var metricSourceSchema = strictObject({
  metricSourceName: string().describe("Name of a metric source of the project."),
  criteria: criteria(),
  valueColumn: string().optional().describe("Column of the source holding the value to aggregate."),
  waitForCohortWindow: boolean().optional().describe("Count a unit only once its cohort window has passed.")
});
var warehouseNativeSchema = strictObject({
  aggregation: _enum(WAREHOUSE_AGGREGATIONS).optional().describe("How the sources are aggregated."),
  metricSourceName: string().optional().describe("Deprecated: use metricSources. If given, overwrites all metric sources."),
  criteria: criteria().optional().describe("Deprecated: use metricSources."),
  metricSources: array(metricSourceSchema).optional().describe("Sources of the metric."),
  denominatorCriteria: criteria(
    "Filter of the denominator source of a ratio, or of the start event of a retention metric with `useSecondaryRetentionEvent`."
  ).optional(),
  denominatorAggregation: _enum(SIDE_AGGREGATIONS).optional().describe("Aggregation of the denominator."),
  numeratorAggregation: _enum(SIDE_AGGREGATIONS).optional().describe("Aggregation of the numerator."),
  denominatorCustomRollupStart: number().optional().describe(
    "Start of the denominator custom window: days, or minutes with `denominatorCustomRollupMeasureInMinutes`."
  ),
  denominatorCustomRollupEnd: number().optional().describe("End of the denominator custom window, in the same unit."),
  denominatorMetricSourceName: string().optional().describe(
    "Source of the ratio denominator, or the start event of a retention metric with `useSecondaryRetentionEvent`."
  ),
  denominatorRollupTimeWindow: _enum(["daily", "max", "custom"]).optional().describe(
    "`daily` (daily participation rate), `max` (one-time event) or `custom` (custom attribution window)."
  ),
  denominatorValueColumn: string().optional().describe("Value column of the denominator."),
  funnelCalculationWindow: nonNegativeInt("funnelCalculationWindow").optional().describe("Funnel window, in days."),
  funnelCountDistinct: _enum(["users", "sessions"]).optional().describe("Whether the funnel counts users or sessions."),
  funnelEvents: array(
    strictObject({
      criteria: criteria().optional(),
      metricSourceName: string().optional().describe("Source of this step."),
      name: string().nullable().optional().describe("Name of the step.")
    })
  ).optional().describe("The steps of the funnel, in order."),
  sessionIdentifierField: string().nullable().optional().describe("Column used as the session identifier."),
  funnelStartCriteria: _enum(["start_event", "exposure"]).optional().describe("Whether the funnel starts at its first event or at exposure."),
  funnelStrictOrdering: boolean().optional().describe("Steps count only in their order."),
  funnelUseExposureAsFirstEvent: boolean().optional().describe("Exposure is the first step of the funnel."),
  funnelTimestampAllowanceMs: number().optional().describe("Tolerance between step timestamps, in milliseconds."),
  funnelTimeToConvert: boolean().optional().describe("Measure the time to convert instead of the conversion."),
  metricDimensionColumns: array(string()).optional().describe("Metadata columns for breaking down analysis."),
  metricDimensionLimits: array(
    strictObject({
      name: string().describe("A dimension column."),
      limit: int().min(0, ruleError("dimension-limit.range", `must be between 0 and ${DIMENSION_LIMIT_MAX}`)).max(
        DIMENSION_LIMIT_MAX,
        ruleError("dimension-limit.range", `must be between 0 and ${DIMENSION_LIMIT_MAX}`)
      ).describe(`Values kept, 0 to ${DIMENSION_LIMIT_MAX}; the rest are grouped into OTHER.`)
    })
  ).optional().describe("Per-dimension breakdown limits; values beyond the limit are grouped into `OTHER`."),
  metricBakeDays: nonNegativeInt("metricBakeDays").optional().describe("Days to wait for data to settle."),
  loadingWindow: nonNegativeInt("loadingWindow").optional().describe(`Lookback in days for loading data. Default ${DEFAULT_LOADING_WINDOW}.`),
  valueColumn: string().optional().describe("Deprecated: use metricSources."),
  valueThreshold: number().optional().describe("Threshold a value must pass to count."),
  allowNullRatioDenominator: boolean().optional().describe("Include units without a denominator; ratios only."),
  winsorizationHigh: winsorization().optional().describe("Upper winsorization percentile, 0 to 1."),
  winsorizationLow: winsorization().optional().describe("Lower winsorization percentile, 0 to 1."),
  winsorizationHighDenominator: winsorization().optional().describe("Upper winsorization of the denominator, 0 to 1."),
  winsorizationLowDenominator: winsorization().optional().describe("Lower winsorization of the denominator, 0 to 1."),
  cupedAttributionWindow: nonNegativeInt("cupedAttributionWindow").nullable().optional().describe("CUPED attribution window, in days."),
  rollupTimeWindow: _enum(["daily", "max", "custom"]).optional().describe("`daily`, `max` (one-time event) or `custom` (the window below)."),
  customRollUpStart: nonNegativeInt("customRollUpStart").optional().describe("Custom window start: days, or minutes with `customRollupMeasureInMinutes`."),
  customRollUpEnd: nonNegativeInt("customRollUpEnd").optional().describe("Custom window end, in the same unit."),
  onlyIncludeUsersWithConversionEvent: boolean().optional().describe("Only units with a conversion event are counted."),
  denominatorCustomRollupMeasureInMinutes: boolean().optional().describe("Measure the denominator custom window in minutes instead of days."),
  customRollupMeasureInMinutes: boolean().optional().describe("Measure the custom window in minutes instead of days."),
  percentile: percentile().optional().describe("The percentile, 0.001 to 0.999 (0.99, not 99)."),
  useLogTransform: boolean().optional().describe("Analyse the log of the value."),
  useSecondaryRetentionEvent: boolean().optional().describe("Use different start and completion events for retention."),
  retentionEnd: nonNegativeInt("retentionEnd").optional().describe("End of the retention window, in days."),
  retentionLength: nonNegativeInt("retentionLength").optional().describe("Length of the retention window, in days."),
  logTransformBase: number().min(0, ruleError("logTransformBase.min", "must be 0 or more")).nullable().optional().describe("Base of the log transform."),
  cap: number().optional().describe("Values above the cap count as the cap."),
  surrogateMetricMSE: number().nullable().optional().describe("Mean squared error of a surrogate metric."),
  components: array(
    strictObject({
      operator: _enum(["+", "-"]).describe("Whether the component is added or subtracted."),
      aggregation: _enum(WAREHOUSE_AGGREGATIONS).optional().describe("Aggregation of the component."),
      metricSourceName: string().optional().describe("Source of the component."),
      name: string().nullable().optional().describe("Name of the component."),
      criteria: criteria().optional(),
      valueColumn: string().optional().describe("Value column of the component.")
    })
  ).optional().describe("Components of a composite warehouse metric.")
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
  metricComponentMetrics: array(
    strictObject({
      name: string().describe("Name of the input metric."),
      type: string().describe("Type of the input metric.")
    })
  ).optional().describe("Input metrics of composite types."),
  description: string().max(
    DESCRIPTION_MAX,
    ruleError("description.length", `must be at most ${DESCRIPTION_MAX} characters long`)
  ).optional().describe("What the metric measures, for the people who read it. At most 1000 characters."),
  directionality: _enum(["increase", "decrease"]).optional().describe("Default `increase`."),
  tags: union([array(string()), string()]).optional().describe("Categorization tags."),
  isPermanent: boolean().optional().describe("Permanent metrics should not be deleted. Default false."),
  rollupTimeWindow: string().optional().describe("`custom` selects a customized window."),
  customRollUpStart: number().optional().describe("Custom window start, in days since exposure."),
  customRollUpEnd: number().optional().describe("Custom window end, in days since exposure."),
  percentile: percentile().optional().describe("For percentile metrics."),
  funnelEventList: array(
    strictObject({
      name: string().describe("Event of this step."),
      type: _enum(["event_dau", "event_user", "event_count", "event_count_custom"]).describe("How this step is counted.")
    })
  ).optional().describe("Events of a funnel metric, in order."),
  funnelCountDistinct: _enum(["events", "users"]).optional().describe("Whether the funnel counts events or distinct users."),
  warehouseNative: warehouseNativeSchema.optional(),
  team: string().nullable().optional().describe("Team of the metric, for enterprise environments."),
  teamID: string().nullable().optional().describe("Team id, for enterprise environments.")
};
var metricDefinitionSchema = strictObject(definitionShape).describe("A metric definition: the create-metric request body of the Console API, without dryRun.");
var createMetricBodySchema = strictObject({
  ...definitionShape,
  dryRun: boolean().optional().describe("When true, the metric is validated and not persisted.")
});
var SERVICE_DEFAULTS = {
  directionality: "increase",
  isVerified: false,
  isReadOnly: false,
  isPermanent: false
};
function withServiceDefaults(definition) {
  const filled = { ...definition };
  for (const [key, value] of Object.entries(SERVICE_DEFAULTS)) filled[key] ??= value;
  return filled;
}
function metricId(definition) {
  return `${definition.name}::${definition.type}`;
}

export {
  dottedPath,
  parseFieldPath,
  compareText,
  sortDiagnostics,
  fileDiagnostic,
  ruleError,
  splitRuleMessage,
  WAREHOUSE_ONLY_CONDITIONS,
  RATIO_EVENT_AGGREGATIONS,
  DEFAULT_LOADING_WINDOW,
  metricDefinitionSchema,
  createMetricBodySchema,
  withServiceDefaults,
  metricId
};
