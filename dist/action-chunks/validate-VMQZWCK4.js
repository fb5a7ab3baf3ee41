import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  FileCaps,
  FullReaderNotLoaded,
  MAX_FILE_BYTES,
  MAX_PLACED_PER_DOCUMENT,
  WORDED_HERE,
  _enum,
  _gte,
  _lte,
  _maxLength,
  _minLength,
  _regex,
  array,
  asText,
  boolean,
  cappedByFile,
  cappedForFile,
  compareText,
  decodeSource,
  described,
  diagnosticAt,
  diagnosticOf,
  documentsAgain,
  dottedPath,
  excerpt,
  fileDiagnostic,
  generated,
  int,
  isBlankDocument,
  isInside,
  isMapNode,
  keyWithoutSpace,
  keyWithoutSpaceHint,
  loadConfig,
  loadFullReader,
  main_exports,
  meantPaths,
  moreProblems,
  nullable,
  number,
  optional,
  parseIssues,
  parseYaml,
  placeField,
  placeInConfig,
  placeInFile,
  placeOffset,
  ruleError,
  schemaFindings,
  someOf,
  sortDiagnostics,
  startOf,
  strictObject,
  string,
  toPosix,
  union
} from "./chunk-MQYAH5W3.js";
import "./chunk-ZSIMOCTP.js";
import "./chunk-IFKE5EVY.js";

// src/definitions/validate.ts
import { readdirSync } from "node:fs";
import { join as join2 } from "node:path";

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
var strictObject2 = (shape, params) => generated(strictObject(shape, params));
var percentile = () => number().check(
  _gte(PERCENTILE_MIN, ruleError("percentile.range", `must be at least ${PERCENTILE_MIN}`)),
  _lte(PERCENTILE_MAX, ruleError("percentile.range", `must be at most ${PERCENTILE_MAX}`))
);
var winsorization = () => number().check(
  _gte(0, ruleError("winsorization.range", "must be between 0 and 1")),
  _lte(1, ruleError("winsorization.range", "must be between 0 and 1"))
);
var nonNegativeInt = (field) => int().check(_gte(0, ruleError(`${field}.min`, "must be 0 or more")));
var criterionSchema = described(
  strictObject2({
    type: described(_enum(CRITERION_TYPES), "Criterion type; always `metadata` in warehouse-native mode."),
    column: described(optional(string()), "Data attribute to filter on."),
    condition: described(
      _enum(CRITERION_CONDITIONS),
      "How the column is compared; `sql_filter`, `starts_with`, `ends_with`, `after_exposure` and `before_exposure` only in warehouse-native mode."
    ),
    values: described(optional(array(string())), "Values the criterion matches against."),
    nullVacuousOverride: described(
      optional(boolean()),
      "If true, overrides null values in criterion evaluation."
    )
  }),
  "A filter on an event or source: which rows count."
);
var criteria = (what = "Filters: a row counts only when it meets every criterion.") => described(array(criterionSchema), what);
var metricEventSchema = strictObject2({
  name: described(string(), "Event name."),
  type: described(
    optional(nullable(_enum(EVENT_AGGREGATIONS))),
    "Aggregation of the event (a ratio needs `count` or `count_distinct`)."
  ),
  metadataKey: described(
    optional(string()),
    "Metadata key whose value is aggregated (with aggregation `metadata`)."
  ),
  criteria: optional(criteria())
});
var metricSourceSchema = strictObject2({
  metricSourceName: described(string(), "Name of a metric source of the project."),
  criteria: criteria(),
  valueColumn: described(optional(string()), "Column of the source holding the value to aggregate."),
  waitForCohortWindow: described(
    optional(boolean()),
    "Count a unit only once its cohort window has passed."
  )
});
var warehouseNativeSchema = described(
  strictObject2({
    aggregation: described(optional(_enum(WAREHOUSE_AGGREGATIONS)), "How the sources are aggregated."),
    metricSourceName: described(
      optional(string()),
      "Deprecated: use metricSources. If given, overwrites all metric sources."
    ),
    criteria: described(optional(criteria()), "Deprecated: use metricSources."),
    metricSources: described(optional(array(metricSourceSchema)), "Sources of the metric."),
    denominatorCriteria: optional(
      criteria(
        "Filter of the denominator source of a ratio, or of the start event of a retention metric with `useSecondaryRetentionEvent`."
      )
    ),
    denominatorAggregation: described(
      optional(_enum(SIDE_AGGREGATIONS)),
      "Aggregation of the denominator."
    ),
    numeratorAggregation: described(optional(_enum(SIDE_AGGREGATIONS)), "Aggregation of the numerator."),
    denominatorCustomRollupStart: described(
      optional(number()),
      "Start of the denominator custom window: days, or minutes with `denominatorCustomRollupMeasureInMinutes`."
    ),
    denominatorCustomRollupEnd: described(
      optional(number()),
      "End of the denominator custom window, in the same unit."
    ),
    denominatorMetricSourceName: described(
      optional(string()),
      "Source of the ratio denominator, or the start event of a retention metric with `useSecondaryRetentionEvent`."
    ),
    denominatorRollupTimeWindow: described(
      optional(_enum(["daily", "max", "custom"])),
      "`daily` (daily participation rate), `max` (one-time event) or `custom` (custom attribution window)."
    ),
    denominatorValueColumn: described(optional(string()), "Value column of the denominator."),
    funnelCalculationWindow: described(
      optional(nonNegativeInt("funnelCalculationWindow")),
      "Funnel window, in days."
    ),
    funnelCountDistinct: described(
      optional(_enum(["users", "sessions"])),
      "Whether the funnel counts users or sessions."
    ),
    funnelEvents: described(
      optional(
        array(
          strictObject2({
            criteria: optional(criteria()),
            metricSourceName: described(optional(string()), "Source of this step."),
            name: described(optional(nullable(string())), "Name of the step.")
          })
        )
      ),
      "The steps of the funnel, in order."
    ),
    sessionIdentifierField: described(
      optional(nullable(string())),
      "Column used as the session identifier."
    ),
    funnelStartCriteria: described(
      optional(_enum(["start_event", "exposure"])),
      "Whether the funnel starts at its first event or at exposure."
    ),
    funnelStrictOrdering: described(optional(boolean()), "Steps count only in their order."),
    funnelUseExposureAsFirstEvent: described(
      optional(boolean()),
      "Exposure is the first step of the funnel."
    ),
    funnelTimestampAllowanceMs: described(
      optional(number()),
      "Tolerance between step timestamps, in milliseconds."
    ),
    funnelTimeToConvert: described(
      optional(boolean()),
      "Measure the time to convert instead of the conversion."
    ),
    metricDimensionColumns: described(
      optional(array(string())),
      "Metadata columns for breaking down analysis."
    ),
    metricDimensionLimits: described(
      optional(
        array(
          strictObject2({
            name: described(string(), "A dimension column."),
            limit: described(
              int().check(
                _gte(
                  0,
                  ruleError("dimension-limit.range", `must be between 0 and ${DIMENSION_LIMIT_MAX}`)
                ),
                _lte(
                  DIMENSION_LIMIT_MAX,
                  ruleError("dimension-limit.range", `must be between 0 and ${DIMENSION_LIMIT_MAX}`)
                )
              ),
              `Values kept, 0 to ${DIMENSION_LIMIT_MAX}; the rest are grouped into OTHER.`
            )
          })
        )
      ),
      "Per-dimension breakdown limits; values beyond the limit are grouped into `OTHER`."
    ),
    metricBakeDays: described(
      optional(nonNegativeInt("metricBakeDays")),
      "Days to wait for data to settle."
    ),
    loadingWindow: described(
      optional(nonNegativeInt("loadingWindow")),
      `Lookback in days for loading data. Default ${DEFAULT_LOADING_WINDOW}.`
    ),
    valueColumn: described(optional(string()), "Deprecated: use metricSources."),
    valueThreshold: described(optional(number()), "Threshold a value must pass to count."),
    allowNullRatioDenominator: described(
      optional(boolean()),
      "Include units without a denominator; ratios only."
    ),
    winsorizationHigh: described(optional(winsorization()), "Upper winsorization percentile, 0 to 1."),
    winsorizationLow: described(optional(winsorization()), "Lower winsorization percentile, 0 to 1."),
    winsorizationHighDenominator: described(
      optional(winsorization()),
      "Upper winsorization of the denominator, 0 to 1."
    ),
    winsorizationLowDenominator: described(
      optional(winsorization()),
      "Lower winsorization of the denominator, 0 to 1."
    ),
    cupedAttributionWindow: described(
      optional(nullable(nonNegativeInt("cupedAttributionWindow"))),
      "CUPED attribution window, in days."
    ),
    rollupTimeWindow: described(
      optional(_enum(["daily", "max", "custom"])),
      "`daily`, `max` (one-time event) or `custom` (the window below)."
    ),
    customRollUpStart: described(
      optional(nonNegativeInt("customRollUpStart")),
      "Custom window start: days, or minutes with `customRollupMeasureInMinutes`."
    ),
    customRollUpEnd: described(
      optional(nonNegativeInt("customRollUpEnd")),
      "Custom window end, in the same unit."
    ),
    onlyIncludeUsersWithConversionEvent: described(
      optional(boolean()),
      "Only units with a conversion event are counted."
    ),
    denominatorCustomRollupMeasureInMinutes: described(
      optional(boolean()),
      "Measure the denominator custom window in minutes instead of days."
    ),
    customRollupMeasureInMinutes: described(
      optional(boolean()),
      "Measure the custom window in minutes instead of days."
    ),
    percentile: described(optional(percentile()), "The percentile, 0.001 to 0.999 (0.99, not 99)."),
    useLogTransform: described(optional(boolean()), "Analyse the log of the value."),
    useSecondaryRetentionEvent: described(
      optional(boolean()),
      "Use different start and completion events for retention."
    ),
    retentionEnd: described(
      optional(nonNegativeInt("retentionEnd")),
      "End of the retention window, in days."
    ),
    retentionLength: described(
      optional(nonNegativeInt("retentionLength")),
      "Length of the retention window, in days."
    ),
    logTransformBase: described(
      optional(
        nullable(number().check(_gte(0, ruleError("logTransformBase.min", "must be 0 or more"))))
      ),
      "Base of the log transform."
    ),
    cap: described(optional(number()), "Values above the cap count as the cap."),
    surrogateMetricMSE: described(
      optional(nullable(number())),
      "Mean squared error of a surrogate metric."
    ),
    components: described(
      optional(
        array(
          strictObject2({
            operator: described(_enum(["+", "-"]), "Whether the component is added or subtracted."),
            aggregation: described(
              optional(_enum(WAREHOUSE_AGGREGATIONS)),
              "Aggregation of the component."
            ),
            metricSourceName: described(optional(string()), "Source of the component."),
            name: described(optional(nullable(string())), "Name of the component."),
            criteria: optional(criteria()),
            valueColumn: described(optional(string()), "Value column of the component.")
          })
        )
      ),
      "Components of a composite warehouse metric."
    )
  }),
  "Warehouse-native configuration: where the metric reads its data."
);
var definitionShape = {
  name: described(
    string().check(
      _minLength(NAME_MIN, ruleError("name.length", `must be ${NAME_MIN} to ${NAME_MAX} characters long`)),
      _maxLength(NAME_MAX, ruleError("name.length", `must be ${NAME_MIN} to ${NAME_MAX} characters long`)),
      _regex(
        NAME_PATTERN,
        ruleError(
          "name.charset",
          "may hold only letters, digits, space and the characters _ . - ( ) / % :"
        )
      )
    ),
    "Identifies the metric; with `type` it makes the id `name::type`."
  ),
  type: described(_enum(METRIC_TYPES), "Metric type."),
  isVerified: described(optional(boolean()), "Marks the metric verified. Default false."),
  isReadOnly: described(
    optional(boolean()),
    "If true, the definition is editable only through the API. Default false."
  ),
  unitTypes: described(optional(array(string())), "Unit types, such as stable-id or user-id types."),
  metricEvents: described(optional(array(metricEventSchema)), "Events used to compute the metric."),
  metricComponentMetrics: described(
    optional(
      array(
        strictObject2({
          name: described(string(), "Name of the input metric."),
          type: described(string(), "Type of the input metric.")
        })
      )
    ),
    "Input metrics of composite types."
  ),
  description: described(
    optional(
      string().check(
        _maxLength(
          DESCRIPTION_MAX,
          ruleError("description.length", `must be at most ${DESCRIPTION_MAX} characters long`)
        )
      )
    ),
    "What the metric measures, for the people who read it. At most 1000 characters."
  ),
  directionality: described(optional(_enum(["increase", "decrease"])), "Default `increase`."),
  tags: described(optional(union([array(string()), string()])), "Categorization tags."),
  isPermanent: described(optional(boolean()), "Permanent metrics should not be deleted. Default false."),
  rollupTimeWindow: described(optional(string()), "`custom` selects a customized window."),
  customRollUpStart: described(optional(number()), "Custom window start, in days since exposure."),
  customRollUpEnd: described(optional(number()), "Custom window end, in days since exposure."),
  percentile: described(optional(percentile()), "For percentile metrics."),
  funnelEventList: described(
    optional(
      array(
        strictObject2({
          name: described(string(), "Event of this step."),
          type: described(
            _enum(["event_dau", "event_user", "event_count", "event_count_custom"]),
            "How this step is counted."
          )
        })
      )
    ),
    "Events of a funnel metric, in order."
  ),
  funnelCountDistinct: described(
    optional(_enum(["events", "users"])),
    "Whether the funnel counts events or distinct users."
  ),
  warehouseNative: optional(warehouseNativeSchema),
  team: described(optional(nullable(string())), "Team of the metric, for enterprise environments."),
  teamID: described(optional(nullable(string())), "Team id, for enterprise environments.")
};
var metricDefinitionSchema = described(
  strictObject2(definitionShape),
  "A metric definition: the create-metric request body of the Console API, without dryRun."
);
var createMetricBodySchema = strictObject2({
  ...definitionShape,
  dryRun: described(optional(boolean()), "When true, the metric is validated and not persisted.")
});
function metricId(definition) {
  return `${definition.name}::${definition.type}`;
}

// src/definitions/rules.ts
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var arrayAt = (value) => Array.isArray(value) ? value : [];
function isWarehouseNative(input, projectWarehouseNative) {
  return projectWarehouseNative || isObject(input) && isObject(input.warehouseNative);
}
function* criteriaLists(def) {
  for (const [i, event] of arrayAt(def.metricEvents).entries()) {
    if (isObject(event)) yield { list: arrayAt(event.criteria), path: ["metricEvents", i, "criteria"] };
  }
  const whn = def.warehouseNative;
  if (!isObject(whn)) return;
  yield { list: arrayAt(whn.criteria), path: ["warehouseNative", "criteria"] };
  yield { list: arrayAt(whn.denominatorCriteria), path: ["warehouseNative", "denominatorCriteria"] };
  for (const key of ["metricSources", "funnelEvents", "components"]) {
    for (const [i, item] of arrayAt(whn[key]).entries()) {
      if (isObject(item))
        yield { list: arrayAt(item.criteria), path: ["warehouseNative", key, i, "criteria"] };
    }
  }
}
function* criteria2(def) {
  for (const { list, path } of criteriaLists(def)) {
    for (const [j, criterion] of list.entries()) {
      if (isObject(criterion)) yield { criterion, path: [...path, j] };
    }
  }
}
function ratioEventAggregation(def) {
  if (def.type !== "ratio") return [];
  return arrayAt(def.metricEvents).flatMap((event, i) => {
    if (!isObject(event) || RATIO_EVENT_AGGREGATIONS.has(asText(event.type))) return [];
    return [
      {
        rule: "ratio.event-aggregation",
        severity: "error",
        path: ["metricEvents", i, "type"],
        message: `a ratio metric's events must use aggregation \`count\` or \`count_distinct\`; this one has ${describe(event.type)}: write \`type: count\` (or \`count_distinct\`)`
      }
    ];
  });
}
function warehouseCriterionType(def, ctx) {
  if (!ctx.warehouseNative) return [];
  const findings = [];
  for (const { criterion, path } of criteria2(def)) {
    if (criterion.type === "metadata") continue;
    findings.push({
      rule: "whn.criterion-type",
      severity: "error",
      path: [...path, "type"],
      message: `in warehouse-native mode a criterion's type must be \`metadata\`; this one has ${describe(criterion.type)}: write \`type: metadata\``
    });
  }
  return findings;
}
function warehouseOnlyCondition(def, ctx) {
  if (ctx.warehouseNative) return [];
  const findings = [];
  for (const { criterion, path } of criteria2(def)) {
    if (!WAREHOUSE_ONLY_CONDITIONS.has(asText(criterion.condition))) continue;
    findings.push({
      rule: "criterion.warehouse-only-condition",
      severity: "error",
      path: [...path, "condition"],
      message: `condition \`${asText(criterion.condition)}\` is usable only in warehouse-native mode (add a \`warehouseNative\` object or set \`warehouseNative: true\` in the config)`
    });
  }
  return findings;
}
function deprecatedWarehouseSource(def) {
  const whn = def.warehouseNative;
  if (!isObject(whn)) return [];
  const findings = [];
  if (whn.metricSourceName !== void 0) {
    const named = typeof whn.metricSourceName === "string" ? excerpt(whn.metricSourceName) : "\u2026";
    findings.push({
      rule: "whn.deprecated-source",
      severity: "warning",
      path: ["warehouseNative", "metricSourceName"],
      target: "key",
      message: `warehouseNative.metricSourceName is deprecated and overwrites every entry of metricSources; move it into metricSources (\`metricSources: [{metricSourceName: ${named}}]\`)`
    });
  }
  for (const key of ["criteria", "valueColumn"]) {
    if (whn[key] === void 0) continue;
    findings.push({
      rule: "whn.deprecated-source",
      severity: "warning",
      path: ["warehouseNative", key],
      target: "key",
      message: `warehouseNative.${key} is deprecated; with metricSourceName it overwrites every entry of metricSources; move it into metricSources`
    });
  }
  return findings;
}
var UNITS_AND_EVENTS = ["sum", "mean", "event_count_custom", "ratio"];
var CLOUD_REQUIREMENTS = [
  {
    types: UNITS_AND_EVENTS,
    field: "unitTypes",
    minItems: 1,
    rule: "cloud.unit-types",
    message: (type) => `a ${type} metric needs a non-empty unitTypes list, the ids it is counted by: e.g. \`unitTypes: [userID]\``
  },
  {
    types: UNITS_AND_EVENTS,
    field: "metricEvents",
    minItems: 1,
    rule: "cloud.metric-events",
    message: (type) => `a ${type} metric needs a non-empty metricEvents list, the events it is computed from: e.g. \`metricEvents: [{name: order_placed}]\``
  },
  {
    types: ["funnel"],
    field: "funnelCountDistinct",
    rule: "funnel.count-distinct",
    message: () => "a funnel metric needs funnelCountDistinct: write `funnelCountDistinct: users` (or `events`)"
  },
  {
    types: ["funnel"],
    field: "funnelEventList",
    minItems: 2,
    rule: "funnel.events",
    message: () => "a funnel metric needs at least 2 entries in funnelEventList"
  },
  {
    types: ["composite_sum"],
    field: "metricComponentMetrics",
    minItems: 2,
    rule: "composite-sum.components",
    message: () => "a composite_sum metric needs more than 1 entry in metricComponentMetrics"
  }
];
function meets(value, requirement) {
  if (requirement.minItems === void 0) return value !== void 0;
  return Array.isArray(value) && value.length >= requirement.minItems;
}
function cloudTypeRules(def, ctx) {
  if (ctx.warehouseNative) return [];
  const type = asText(def.type);
  const findings = [];
  for (const requirement of CLOUD_REQUIREMENTS) {
    if (!requirement.types.includes(type) || meets(def[requirement.field], requirement)) continue;
    findings.push({
      rule: requirement.rule,
      severity: "error",
      path: [requirement.field],
      message: requirement.message(type),
      target: "key"
    });
  }
  if (type === "event_user") {
    for (const [i, event] of arrayAt(def.metricEvents).entries()) {
      if (!isObject(event) || Array.isArray(event.criteria) && event.criteria.length > 0) continue;
      findings.push({
        rule: "event-user.criteria",
        severity: "error",
        path: ["metricEvents", i, "criteria"],
        message: "every event of an event_user metric needs criteria",
        target: "key"
      });
    }
  }
  return findings;
}
var COMPOSITES = ["composite", "composite_sum"];
var TYPE_FIELDS = [
  {
    field: "percentile",
    types: ["percentile"],
    neededBy: ["percentile"],
    present: (def) => def.percentile !== void 0 || isObject(def.warehouseNative) && def.warehouseNative.percentile !== void 0,
    why: "which percentile to compute (0.001 to 0.999, e.g. 0.99 for p99), at the top level or in warehouseNative"
  },
  {
    field: "metricComponentMetrics",
    types: COMPOSITES,
    neededBy: ["composite"],
    present: (def) => arrayAt(def.metricComponentMetrics).length > 0 || isObject(def.warehouseNative) && arrayAt(def.warehouseNative.components).length > 0,
    why: "the metrics it is made of (metricComponentMetrics, or warehouseNative.components)"
  },
  { field: "funnelEventList", types: ["funnel"] },
  { field: "funnelCountDistinct", types: ["funnel"] }
];
function typeFieldRules(def) {
  const type = typeof def.type === "string" ? def.type : void 0;
  if (!type) return [];
  const findings = [];
  for (const use of TYPE_FIELDS) {
    const present = use.present ? use.present(def) : isPresent(def[use.field]);
    if (!present && use.neededBy?.includes(type)) {
      findings.push({
        rule: "type.missing-field",
        severity: "warning",
        path: [use.field],
        target: "key",
        message: `a ${type} metric needs ${use.why ?? use.field}`
      });
    } else if (def[use.field] !== void 0 && !use.types.includes(type)) {
      findings.push({
        rule: "type.unused-field",
        severity: "warning",
        path: [use.field],
        target: "key",
        message: `${use.field} means nothing for a ${type} metric (only for ${use.types.join(", ")}); remove it`
      });
    }
  }
  return findings;
}
function isPresent(value) {
  return Array.isArray(value) ? value.length > 0 : value !== void 0 && value !== null;
}
function customWindowRules(def) {
  const own = customWindow(def, [], "rollupTimeWindow", "customRollUpStart", "customRollUpEnd");
  const whn = def.warehouseNative;
  if (!isObject(whn)) return own;
  return [
    ...own,
    ...customWindow(whn, ["warehouseNative"], "rollupTimeWindow", "customRollUpStart", "customRollUpEnd"),
    ...customWindow(
      whn,
      ["warehouseNative"],
      "denominatorRollupTimeWindow",
      "denominatorCustomRollupStart",
      "denominatorCustomRollupEnd"
    )
  ];
}
var NO_FINDINGS = Object.freeze([]);
function customWindow(object, at, window, start, end) {
  if (object[window] === void 0 && object[start] === void 0 && object[end] === void 0)
    return NO_FINDINGS;
  const name = (field) => [...at, field].join(".");
  const custom = object[window] === "custom";
  const finding = (field, message) => ({
    rule: "rollup.custom-window",
    severity: "warning",
    path: [...at, field],
    target: "key",
    message
  });
  if (!custom) {
    return [start, end].filter((field) => object[field] !== void 0).map(
      (field) => finding(
        field,
        `${name(field)} is used only with \`${name(window)}: custom\`; set that, or remove it`
      )
    );
  }
  const missing = [start, end].filter((field) => typeof object[field] !== "number");
  if (missing.length > 0) {
    return [
      finding(
        window,
        `\`${name(window)}: custom\` needs ${missing.map(name).join(" and ")} (the window, in days since exposure)`
      )
    ];
  }
  if (object[start] > object[end]) {
    return [
      finding(
        start,
        `${name(start)} (${asText(object[start])}) is after ${name(end)} (${asText(object[end])}): the window ends before it starts`
      )
    ];
  }
  return [];
}
function describe(value) {
  return value === void 0 || value === null ? "none" : `\`${asText(value)}\``;
}
var RULES = [
  ratioEventAggregation,
  warehouseCriterionType,
  warehouseOnlyCondition,
  deprecatedWarehouseSource,
  cloudTypeRules,
  typeFieldRules,
  customWindowRules
];
var VALUE_RULE_IDS = /* @__PURE__ */ new Set(["ratio.event-aggregation", "whn.criterion-type"]);
function crossFieldFindings(input, ctx) {
  if (!isObject(input)) return [];
  const findings = [];
  for (const rule of RULES) for (const finding of rule(input, ctx)) findings.push(finding);
  return findings;
}

// src/definitions/check.ts
var RESPONSE_ONLY_TYPES = {
  event_user_window: "`event_user` (with a rollup window)",
  count_distinct: "`event_user`",
  hybrid_warehouse: "`user_warehouse`",
  import_window: "the type of the metric it imports",
  undefined: "the metric's real type",
  setup_incomplete: "the metric's real type",
  ads_segment_active_users: "a request type",
  ads_segment_exposed_user_days: "a request type"
};
var METRIC_TYPE_SPELLINGS = {
  count: "`event_count_custom`, which counts events, or `event_user`, which counts the users with one",
  event_count: "`event_count_custom`",
  dau: "`event_user`",
  event_dau: "`event_user`",
  unique_users: "`event_user`",
  users: "`event_user`",
  average: "`mean`",
  avg: "`mean`",
  total: "`sum`"
};
var VALUE_SPELLINGS = {
  directionality: {
    up: "`increase`",
    higher: "`increase`",
    more: "`increase`",
    positive: "`increase`",
    increasing: "`increase`",
    down: "`decrease`",
    lower: "`decrease`",
    less: "`decrease`",
    negative: "`decrease`",
    decreasing: "`decrease`"
  },
  "metricEvents.type": {
    sum: "`value`, which a sum metric adds up",
    total: "`value`, which a sum metric adds up",
    distinct: "`count_distinct`",
    unique: "`count_distinct`"
  },
  condition: {
    equals: "`=`",
    equal: "`=`",
    eq: "`=`",
    "==": "`=`",
    gt: "`>`",
    lt: "`<`",
    gte: "`>=`",
    lte: "`<=`",
    "!=": "`not_in` with the one value",
    ne: "`not_in` with the one value",
    not_equals: "`not_in` with the one value",
    is_not_null: "`non_null`",
    not_null: "`non_null`"
  },
  aggregation: {
    total: "`sum`",
    avg: "`mean`",
    average: "`mean`",
    distinct: "`count_distinct`",
    unique: "`count_distinct`",
    count_unique: "`count_distinct`",
    last: "`latest_value`",
    last_value: "`latest_value`",
    first: "`first_value`",
    maximum: "`max`",
    minimum: "`min`"
  }
};
var DEFINITION_SUBJECT = {
  indefinite: "a metric definition",
  definite: "the definition",
  spellings: VALUE_SPELLINGS,
  topLevelHints: {
    dryRun: "unknown key `dryRun`: the tool sets it (plan dry-runs, apply creates); remove it",
    metrics: "unknown key `metrics`: a file holds one metric per YAML document, not a `metrics:` list (as dbt writes it); write each metric at the top level, separated by `---`"
  },
  valueHint: (path, input, rule) => {
    const field = path.at(-1);
    if (field === "type" && path.length === 1 && typeof input === "string" && Object.hasOwn(RESPONSE_ONLY_TYPES, input))
      return `: \`${input}\` appears only in the service's responses; a definition writes ${RESPONSE_ONLY_TYPES[input]}`;
    const word = typeof input === "string" ? input.toLowerCase() : "";
    if (field === "type" && path.length === 1 && Object.hasOwn(METRIC_TYPE_SPELLINGS, word))
      return ` (did you mean ${METRIC_TYPE_SPELLINGS[word]}?)`;
    if (field === "percentile" && typeof input === "number" && input > 1 && input < 100)
      return ` (a fraction: for p${input} write ${input / 100})`;
    const id = typeof input === "string" ? /^([^:\s]+)::(\w+)$/.exec(input) : null;
    if (rule === "schema.type" && path[0] === "metricComponentMetrics" && path.length === 2 && id)
      return `: write \`{name: ${excerpt(id[1])}, type: ${excerpt(id[2])}}\``;
    if (rule === "name.charset" && typeof input === "string") {
      const bad = [...input].find((char) => !/[a-zA-Z0-9_.\-()/ %:]/.test(char));
      return bad === void 0 ? void 0 : ` (\`${bad}\` is not one of them)`;
    }
    return void 0;
  }
};
function checkDefinition(input, options = {}) {
  const schema = options.requestBody ? createMetricBodySchema : metricDefinitionSchema;
  const issues = parseIssues(schema, input, WORDED_HERE);
  const structural = issues.length === 0 ? [] : schemaFindings(issues, schema, DEFINITION_SUBJECT);
  const warehouseNative = isWarehouseNative(input, options.projectWarehouseNative ?? false);
  const crossField = crossFieldFindings(input, { warehouseNative });
  return withoutFollowOns([...notSuperseded(structural, crossField), ...crossField], input, schema);
}
function notSuperseded(structural, crossField) {
  const ruled = new Set(
    crossField.filter((finding) => VALUE_RULE_IDS.has(finding.rule)).map((finding) => dottedPath(finding.path))
  );
  if (ruled.size === 0) return structural;
  return structural.filter(
    (finding) => finding.rule !== "schema.enum" || !ruled.has(dottedPath(finding.path))
  );
}
function withoutFollowOns(findings, input, schema) {
  if (typeof input !== "object" || input === null) return findings;
  const keys = Object.keys(input);
  if (keys.includes("metrics") && !keys.includes("name")) {
    return findings.filter((finding) => finding.rule === "schema.unknown-key");
  }
  const meant = new Set(
    meantPaths(findings, schema).filter((path) => {
      const holder = valueAt(input, path.slice(0, -1));
      return !(typeof holder === "object" && holder !== null && path.at(-1) in holder);
    }).map((path) => dottedPath(path))
  );
  const mistyped = new Set(
    findings.filter((finding) => finding.rule === "schema.type" && finding.path.length === 1).map((finding) => String(finding.path[0]))
  );
  return findings.filter((finding) => {
    if (finding.rule === "schema.unknown-key") return true;
    if (meant.has(dottedPath(finding.path))) return false;
    return finding.path.length !== 1 || finding.rule === "schema.type" || !mistyped.has(String(finding.path[0]));
  });
}
function valueAt(input, path) {
  let value = input;
  for (const segment of path) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, segment)) return void 0;
    value = value[segment];
  }
  return value;
}
function hasErrors(findings) {
  return findings.some((finding) => finding.severity === "error");
}

// src/definitions/discover-files.ts
import { closeSync, fstatSync, openSync, readdir, readSync } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import { join, posix, relative, resolve } from "node:path";
var ALWAYS_EXCLUDED = ["**/node_modules/**"];
async function discoverDefinitionFiles(cwd, metrics, skip = []) {
  const root = await realpath(cwd);
  const dir = resolve(cwd, metrics.dir);
  const dirName = toPosix(relative(cwd, dir)) || ".";
  const problem = await directoryProblem(root, dir, dirName);
  if (problem) return { files: [], diagnostics: [problem] };
  const listed = await listMatches(dir, metrics).catch(
    (error) => ({ paths: [], links: /* @__PURE__ */ new Set(), unreadable: { path: dir, error } })
  );
  if (listed.unreadable) {
    const where = posix.join(dirName, toPosix(relative(dir, listed.unreadable.path)));
    const message = `cannot list \`${where}\`: ${errorCode(listed.unreadable.error)}; nothing was checked`;
    return { files: [], diagnostics: [fileDiagnostic(dirName, "error", "file.unreadable", message)] };
  }
  const files = [];
  const diagnostics = [];
  for (const path of listed.paths.sort(byCodeUnit)) {
    const file = posix.join(dirName === "." ? "" : dirName, path);
    if (skip.includes(file)) continue;
    if (!listed.links.has(path)) files.push(file);
    else {
      const verdict = await checkLink(root, join(dir, path));
      if (verdict === "file") files.push(file);
      else if (verdict !== "directory") diagnostics.push(linkDiagnostic(file, verdict));
    }
  }
  return { files, diagnostics };
}
function byCodeUnit(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
async function listMatches(dir, metrics) {
  const extensions = extensionsOnly(metrics);
  return extensions ? walkByExtension(dir, extensions) : listByGlob(dir, metrics);
}
function extensionsOnly(metrics) {
  if (metrics.exclude.length > 0 || metrics.include.length === 0) return void 0;
  const extensions = metrics.include.map((pattern) => /^\*\*\/\*(\.[\w-]+)$/.exec(pattern)?.[1]);
  return extensions.every((extension) => extension !== void 0) ? extensions : void 0;
}
async function walkByExtension(dir, extensions) {
  const listing = { paths: [], links: /* @__PURE__ */ new Set() };
  const walk = async (relativeDir) => {
    const entries = await readEntries(join(dir, relativeDir)).catch((error) => {
      listing.unreadable ??= { path: join(dir, relativeDir), error };
      return [];
    });
    const below = [];
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const path = relativeDir === "" ? entry.name : `${relativeDir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") below.push(walk(path));
      } else if ((entry.isFile() || entry.isSymbolicLink()) && extensions.some((extension) => entry.name.endsWith(extension))) {
        listing.paths.push(path);
        if (entry.isSymbolicLink()) listing.links.add(path);
      }
    }
    await Promise.all(below);
  };
  await walk("");
  return listing;
}
function readEntries(path) {
  return new Promise(
    (done, fail) => readdir(path, { withFileTypes: true }, (error, entries) => error ? fail(error) : done(entries))
  );
}
async function listByGlob(dir, metrics) {
  const { glob } = await import("./dist-OAFYHPBZ.js");
  const listing = { paths: [], links: /* @__PURE__ */ new Set() };
  const asListed = (directory, entries) => entries.map((entry) => {
    if (!entry.isSymbolicLink()) return entry;
    listing.links.add(toPosix(relative(dir, join(directory, entry.name))));
    return linkAsFile(entry);
  });
  listing.paths = await glob(metrics.include, {
    cwd: dir,
    ignore: [...metrics.exclude, ...ALWAYS_EXCLUDED],
    expandDirectories: false,
    followSymbolicLinks: false,
    fs: {
      readdir: ((path, options, done) => readdir(path, options, (error, entries) => {
        if (error) listing.unreadable ??= { path, error };
        done(error, error ? entries : asListed(path, entries));
      }))
    }
  });
  return listing;
}
function linkAsFile(entry) {
  return Object.assign(Object.create(entry), {
    isFile: () => true,
    isDirectory: () => false,
    isSymbolicLink: () => false
  });
}
async function directoryProblem(root, dir, dirName) {
  const real = await realpath(dir).catch(() => void 0);
  if (!real || !(await stat(real)).isDirectory()) {
    const message = `definitions directory \`${dirName}\` does not exist: nothing to validate (set metrics.dir in the config)`;
    return fileDiagnostic(dirName, "warning", "files.no-directory", message);
  }
  if (!isInside(root, real)) {
    const message = `definitions directory \`${dirName}\` resolves outside the repository; it is not read`;
    return fileDiagnostic(dirName, "error", "file.outside-repository", message);
  }
  return void 0;
}
async function checkLink(root, path) {
  const target = await realpath(path).catch(() => void 0);
  if (!target) return "broken";
  if (!isInside(root, target)) return "outside";
  return (await stat(target)).isDirectory() ? "directory" : "file";
}
function linkDiagnostic(file, verdict) {
  return verdict === "outside" ? fileDiagnostic(
    file,
    "error",
    "file.symlink-outside",
    "symbolic link to a file outside the repository; it is not read (copy the file in, or add it to metrics.exclude)"
  ) : fileDiagnostic(file, "error", "file.unreadable", "broken symbolic link: its target does not exist");
}
function readDefinitionFile(cwd, file) {
  try {
    return { file, ...readCapped(join(cwd, file), MAX_FILE_BYTES) };
  } catch (error) {
    return fileDiagnostic(file, "error", "file.unreadable", `cannot read the file: ${errorCode(error)}`);
  }
}
function readCapped(path, cap) {
  const fd = openSync(path, "r");
  try {
    const size = fstatSync(fd).size;
    if (size > cap) return { text: new Uint8Array(0), size };
    const buffer = Buffer.allocUnsafe(size);
    let filled = 0;
    while (filled < size) {
      const read = readSync(fd, buffer, filled, size - filled, filled);
      if (read === 0) break;
      filled += read;
    }
    return { text: buffer.subarray(0, filled), size: filled };
  } finally {
    closeSync(fd);
  }
}
function errorCode(error) {
  const code = error.code;
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "ENOENT") return "it disappeared while being read";
  if (code === "EISDIR") return "it is a directory";
  return code ?? (error instanceof Error ? error.message : String(error));
}

// src/definitions/merge.ts
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function mergeDefaults(defaults, definition) {
  const merged = { ...defaults };
  for (const [key, value] of Object.entries(definition)) {
    const inherited = merged[key];
    setOwn(
      merged,
      key,
      isPlainObject(value) && isPlainObject(inherited) ? mergeDefaults(inherited, value) : value
    );
  }
  return merged;
}
function setOwn(target, key, value) {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

// src/definitions/policy.ts
import { createRequire } from "node:module";
var POLICY_RULE_IDS = [
  "policy.namePattern",
  "policy.requireDescription",
  "policy.requireTags",
  "policy.requireTeam",
  "policy.readOnly"
];
function policyFindings(body, policy) {
  const findings = [];
  const add = (rule, severity, path, message, target = "value") => findings.push({ rule, severity, path, message, target });
  const name = typeof body.name === "string" ? body.name : void 0;
  if (policy.namePattern && name !== void 0 && !namePattern(policy.namePattern.pattern).test(name)) {
    add(
      "policy.namePattern",
      policy.namePattern.severity,
      ["name"],
      `name \`${excerpt(name)}\` does not match the team's pattern \`${policy.namePattern.pattern}\``
    );
  }
  if (policy.requireDescription && !nonBlank(body.description)) {
    add(
      "policy.requireDescription",
      policy.requireDescription,
      ["description"],
      "the team asks for a description: say what this metric measures",
      "key"
    );
  }
  if (policy.requireTags) tagFindings(body.tags, policy.requireTags, add);
  if (policy.requireTeam && !nonBlank(body.team) && !nonBlank(body.teamID)) {
    add(
      "policy.requireTeam",
      policy.requireTeam,
      ["team"],
      "the team asks every metric to name its team (`team`)",
      "key"
    );
  }
  if (policy.readOnly && body.isReadOnly !== true) {
    add(
      "policy.readOnly",
      policy.readOnly,
      ["isReadOnly"],
      "metrics managed here should be `isReadOnly: true`, so nobody edits them in the console behind git's back (set it once for all in the config's `defaults`)",
      "key"
    );
  }
  return findings;
}
function tagFindings(tags, rule, add) {
  const list = Array.isArray(tags) ? tags : typeof tags === "string" ? [tags] : [];
  if (list.length === 0) {
    add("policy.requireTags", rule.severity, ["tags"], "the team asks for tags on every metric", "key");
    return;
  }
  if (!rule.allowed) return;
  list.forEach((tag, i) => {
    if (!rule.allowed.includes(asText(tag)))
      add(
        "policy.requireTags",
        rule.severity,
        Array.isArray(tags) ? ["tags", i] : ["tags"],
        `tag \`${excerpt(asText(tag))}\` is not one of the team's tags: ${rule.allowed.map((t) => `\`${t}\``).join(", ")}`
      );
  });
}
var compiled;
function namePattern(source) {
  if (compiled?.source !== source) compiled = { source, pattern: runnable(source) };
  return compiled.pattern;
}
function runnable(source) {
  if (!unicodeOnly(source)) {
    try {
      enableLinearEngine();
      return new RegExp(source, "l");
    } catch {
    }
  }
  return new RegExp(source, "u");
}
function unicodeOnly(source) {
  for (const pair of source.matchAll(/\\([\s\S])/g))
    if ("pPu".includes(pair[1]) && source[pair.index + 2] === "{") return true;
  return false;
}
var linearEngine = false;
function enableLinearEngine() {
  if (linearEngine) return;
  const v8 = createRequire(import.meta.url)("node:v8");
  v8.setFlagsFromString("--enable-experimental-regexp-engine");
  linearEngine = true;
}
function nonBlank(value) {
  return typeof value === "string" && value.trim() !== "";
}
var SUPPRESSION = /#\s*metrics-as-code:\s*allow\s+([\w.-]+)\s*(?::\s*(.*?))?\s*$/gm;
function suppressionsIn(text, offset) {
  return [...text.matchAll(SUPPRESSION)].map((match) => ({
    rule: match[1],
    reason: match[2] ?? "",
    offset: offset + match.index
  }));
}
function suppressionProblem(suppression) {
  if (!POLICY_RULE_IDS.includes(suppression.rule))
    return `\`${excerpt(suppression.rule)}\` is not a policy rule that can be allowed (${POLICY_RULE_IDS.join(", ")})`;
  if (suppression.reason.trim() === "")
    return `allowing \`${suppression.rule}\` needs a reason: \`# metrics-as-code: allow ${suppression.rule}: why\``;
  return void 0;
}

// src/definitions/check-file.ts
function checkContext(config, configSource) {
  const defaultsSource = configSource ? defaultsNodeSource(configSource) : void 0;
  return {
    defaults: config.defaults,
    ...defaultsSource && { defaultsSource },
    projectWarehouseNative: config.warehouseNative,
    policy: config.policy
  };
}
function readAndCheckFile(cwd, file, context) {
  const source = readDefinitionFile(cwd, file);
  if ("rule" in source) return { file, definitions: [], diagnostics: [source] };
  return checkSourceFile(source, context);
}
function checkSourceFile(source, context) {
  const decoded = decodeSource(source.text, source.size);
  if (!decoded.ok) {
    const { rule, message, line, column } = decoded;
    return {
      file: source.file,
      definitions: [],
      diagnostics: [{ file: source.file, line, column, severity: "error", rule, message, path: "" }]
    };
  }
  const text = decoded.text;
  const parsed = parseYaml(source.file, text);
  const report = { file: source.file, definitions: [], diagnostics: [...parsed.streamErrors] };
  let documents = 0;
  const suppressions = suppressionsByDocument(text, parsed.documents);
  for (const [index, doc] of parsed.documents.entries()) {
    const yamlDiagnostics = doc.diagnostics;
    report.diagnostics.push(...yamlDiagnostics);
    if (isBlankDocument(doc)) continue;
    documents++;
    if (!isMapNode(doc.contents)) {
      if (!anyError(yamlDiagnostics)) report.diagnostics.push(notMappingDiagnostic(parsed, doc));
      continue;
    }
    checkDocument(report, parsed, doc, index, anyError(yamlDiagnostics), context, suppressions[index]);
  }
  if (report.definitions.length > 0) report.text = text;
  if (documents === 0 && report.diagnostics.length === 0)
    report.diagnostics.push(emptyFileDiagnostic(source.file));
  report.diagnostics = cappedForFile(report.diagnostics);
  return report;
}
function suppressionsByDocument(text, documents) {
  const all = suppressionsIn(text, 0);
  let next = 0;
  return documents.map((doc) => {
    const first = next;
    while (next < all.length && all[next].offset < doc.end) next++;
    return all.slice(first, next);
  });
}
function checkDocument(report, parsed, doc, index, yamlBroken, context, suppressions) {
  const plain = doc.plain();
  if (!plain.ok) report.diagnostics.push(plain.diagnostic);
  const own = plain.ok && isPlainObject(plain.value) ? plain.value : {};
  const body = Object.keys(context.defaults).length > 0 ? mergeDefaults(context.defaults, own) : own;
  const checkable = plain.ok && !yamlBroken;
  const findings = checkable ? documentFindings(body, context, suppressions) : [];
  const source = documentNodeSource(parsed, doc);
  const placed = findings.slice(0, MAX_PLACED_PER_DOCUMENT);
  for (const finding of placed)
    report.diagnostics.push(placeInFile(report.diagnostics, finding, source, context.defaultsSource));
  if (findings.length > placed.length) {
    const rest = findings.slice(placed.length);
    const severity = hasErrors(rest) ? "error" : "warning";
    const at = startOf(doc.contents) ?? 0;
    report.diagnostics.push(moreProblems(parsed, at, rest.length, severity, "problems in this definition"));
  }
  for (const suppression of suppressions) {
    const problem = suppressionProblem(suppression);
    if (!problem) continue;
    report.diagnostics.push(
      diagnosticAt(parsed, suppression.offset, "warning", "policy.suppression", problem)
    );
  }
  const start = placeOffset(parsed, startOf(doc.contents) ?? 0);
  const name = typeof body.name === "string" ? body.name : "";
  const type = typeof body.type === "string" ? body.type : "";
  const id = typeof body.name === "string" && typeof body.type === "string" ? metricId({ name, type }) : "";
  const valid = checkable && !hasErrors(findings);
  report.definitions.push({
    index,
    span: { start: doc.start, end: doc.end },
    line: start.line,
    column: start.column,
    name,
    type,
    id,
    body,
    valid
  });
}
function documentFindings(body, context, suppressions) {
  const findings = checkDefinition(body, { projectWarehouseNative: context.projectWarehouseNative });
  const policy = policyFindings(body, context.policy);
  if (policy.length === 0) return findings;
  const allowed = new Set(suppressions.filter((s) => !suppressionProblem(s)).map((s) => s.rule));
  for (const finding of policy) if (!allowed.has(finding.rule)) findings.push(finding);
  return findings;
}
function documentNodeSource(parsed, doc) {
  return {
    file: parsed.file,
    root: doc.contents,
    lineCounter: parsed.lineCounter,
    fallbackOffset: startOf(doc.contents) ?? doc.start
  };
}
function defaultsNodeSource(config) {
  const parsed = parseYaml(
    config.file,
    config.text.charCodeAt(0) === 65279 ? config.text.slice(1) : config.text
  );
  const contents = parsed.documents[0]?.contents;
  if (!isMapNode(contents)) return void 0;
  const pair = contents.items.find((item) => item.name === "defaults");
  if (!pair) return void 0;
  return {
    file: config.file,
    root: pair.value,
    lineCounter: parsed.lineCounter,
    fallbackOffset: startOf(pair.key) ?? 0
  };
}
function notMappingDiagnostic(parsed, doc) {
  const contents = doc.contents;
  const plain = doc.plain();
  const kind = contents?.kind === "seq" ? "a list" : `a single value (${plain.ok ? describeScalar(plain.value) : "an alias"})`;
  const definitions = plain.ok && Array.isArray(plain.value) && plain.value.some(isPlainObject);
  const meant = plain.ok && typeof plain.value === "string" ? keyWithoutSpace(plain.value) : void 0;
  const hint = definitions ? ": write each item at the top level, without its `- `, and separate them with `---` lines" : meant ? `: ${keyWithoutSpaceHint(meant, "it")}` : "";
  const message = `a definition must be a mapping of fields (name: ..., type: ...); this document is ${kind}${hint}`;
  return diagnosticAt(parsed, startOf(contents) ?? doc.start, "error", "document.not-mapping", message);
}
function describeScalar(value) {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}\u2026` : text;
}
function emptyFileDiagnostic(file) {
  return {
    file,
    line: 1,
    column: 1,
    severity: "warning",
    rule: "file.empty",
    message: "file holds no definition: add one or delete the file",
    path: ""
  };
}
function anyError(diagnostics) {
  return diagnostics.some((diagnostic) => diagnostic.severity === "error");
}

// src/definitions/parallel.ts
import { availableParallelism, loadavg } from "node:os";
import { pathToFileURL } from "node:url";

// src/definitions/worker-marker.ts
import { createRequire as createRequire2 } from "node:module";
var WORKER_MARKER = "metrics-as-code:validate-worker";
var WORKER_ENV = "METRICS_AS_CODE_VALIDATE_WORKER";
var load = createRequire2(import.meta.url);
function workerThreads() {
  return load("node:worker_threads");
}

// src/definitions/parallel.ts
var CHUNK = 32;
var MAX_THREADS = 4;
var PROBE_MS = 40;
var WORKER_START_MS = 150;
var nowMs = () => Number(process.hrtime.bigint()) / 1e6;
async function checkFiles(cwd, files, { config, configSource, context }, workers) {
  const job = { marker: WORKER_MARKER, cwd, files, config, counter: new SharedArrayBuffer(4) };
  if (configSource) job.configSource = configSource;
  const fromMain = /* @__PURE__ */ new Map();
  const onMain = (message) => fromMain.set(message.start, message.reports);
  if (!workers) {
    await workHere(job, context, onMain);
    return { reports: collect(job, context, fromMain), byWorkers: 0 };
  }
  let workerCount;
  if (workers.offMainThread) workerCount = Math.max(1, workers.threads ?? 1);
  else if (workers.threads !== void 0) workerCount = Math.max(1, workers.threads) - 1;
  else {
    const started = nowMs();
    const checked = await workHere(job, context, onMain, started + PROBE_MS);
    const perFileMs = (nowMs() - started) / Math.max(1, checked);
    workerCount = workersFor((files.length - checked) * perFileMs);
  }
  const fromWorkers = /* @__PURE__ */ new Map();
  const running = Array.from({ length: workerCount }, () => startWorker(workers.entry, job, fromWorkers));
  if (!workers.offMainThread) await workHere(job, context, onMain);
  await Promise.all(running);
  const byWorkers = [...fromWorkers.values()].reduce((sum, chunk) => sum + chunk.length, 0);
  if (workerCount > 0) await loadFullReader();
  return { reports: collect(job, context, new Map([...fromMain, ...fromWorkers])), byWorkers };
}
function workersFor(remainingMs, cores = availableParallelism(), load2 = loadavg()[0] ?? 0) {
  const idle = Math.min(MAX_THREADS, Math.floor(cores - load2 + 0.5));
  const worthwhile = Math.floor(remainingMs / (2 * WORKER_START_MS));
  return Math.max(0, Math.min(idle - 1, worthwhile));
}
function workChunks(job, context, deliver, untilMs = Number.POSITIVE_INFINITY) {
  const counter = new Int32Array(job.counter);
  let checked = 0;
  while (nowMs() < untilMs) {
    const start = Atomics.add(counter, 0, CHUNK);
    if (start >= job.files.length) break;
    let reports;
    try {
      reports = checkChunk(job, context, start);
    } catch (error) {
      if (error instanceof FullReaderNotLoaded) return { checked, stoppedAt: start };
      throw error;
    }
    checked += reports.length;
    deliver({ start, reports });
  }
  return { checked };
}
async function workHere(job, context, deliver, untilMs) {
  let checked = 0;
  for (; ; ) {
    const pass = workChunks(job, context, deliver, untilMs);
    checked += pass.checked;
    if (pass.stoppedAt === void 0) return checked;
    await loadFullReader();
    const reports = checkChunk(job, context, pass.stoppedAt);
    checked += reports.length;
    deliver({ start: pass.stoppedAt, reports });
  }
}
function checkChunk(job, context, start) {
  return job.files.slice(start, start + CHUNK).map((file) => readAndCheckFile(job.cwd, file, context));
}
function startWorker(entry, job, chunks) {
  return new Promise((resolve2) => {
    let worker;
    try {
      worker = spawn(entry, job);
    } catch {
      resolve2();
      return;
    }
    worker.on("message", (message) => chunks.set(message.start, message.reports));
    worker.on("error", () => {
    });
    worker.on("exit", () => resolve2());
  });
}
function spawn(entry, job) {
  const url = typeof entry !== "string" ? entry : entry.startsWith("file:") ? new URL(entry) : pathToFileURL(entry);
  const { Worker } = workerThreads();
  const env = { ...process.env, [WORKER_ENV]: WORKER_MARKER };
  if (!url.pathname.endsWith(".ts")) return new Worker(url, { workerData: job, env });
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(boot, { eval: true, workerData: job, env });
}
function collect(job, context, chunks) {
  const reports = [];
  for (let start = 0; start < job.files.length; start += CHUNK) {
    reports.push(...chunks.get(start) ?? checkChunk(job, context, start));
  }
  return reports;
}

// src/definitions/validate.ts
function validateSources(sources, config, configSource) {
  const context = checkContext(config, configSource);
  const ordered = [...sources].sort((a, b) => compareText(a.file, b.file));
  const reports = ordered.map((source) => checkSourceFile(source, context));
  return assemble(reports, config, configSource, context);
}
async function validateRepository(options) {
  const loaded = await loadConfig(options.cwd, options.configFile);
  if (!loaded.ok) return { ok: false, diagnostics: loaded.diagnostics };
  const { config } = loaded;
  const configSource = loaded.file !== void 0 && loaded.text !== void 0 ? { file: loaded.file, text: loaded.text } : void 0;
  const discovery = await discoverDefinitionFiles(
    options.cwd,
    config.metrics,
    loaded.file ? [loaded.file] : []
  );
  const nothing = nothingToCheck(discovery, config, configSource, options.cwd);
  if (nothing) return { ok: false, diagnostics: [...loaded.diagnostics, nothing] };
  const context = checkContext(config, configSource);
  const input = { config, context, ...configSource && { configSource } };
  const { reports } = await checkFiles(options.cwd, discovery.files, input, options.workers);
  const result = assemble(reports, config, configSource, context);
  result.diagnostics = sortDiagnostics([
    ...loaded.diagnostics,
    ...discovery.diagnostics,
    ...result.diagnostics
  ]);
  return { ok: true, result };
}
function nothingToCheck(discovery, config, configSource, cwd) {
  if (discovery.files.length > 0 || config.allowEmpty) return void 0;
  if (discovery.diagnostics.some((d) => d.severity === "error")) return void 0;
  const dir = config.metrics.dir;
  const missing = discovery.diagnostics.some((d) => d.rule === "files.no-directory");
  const at = configSource && placeInConfig(configSource.file, configSource.text, ["metrics", "dir"]);
  const what = missing ? `the definitions directory \`${dir}\` does not exist` : `no definition file was found under \`${dir}\``;
  const folders = foldersWithYaml(cwd).filter((folder) => folder !== dir.replace(/\/+$/, ""));
  const seen = folders.length > 0 ? `YAML files are in ${folders.map((folder) => `\`${folder}/\``).join(", ")} here; ` : "";
  const fix = `point metrics.dir in metrics-as-code.yaml at the folder that holds your definitions (${seen}run from the repository root, or pass --cwd), or set \`allowEmpty: true\` for a repository with none yet`;
  return {
    ...at ?? { file: configSource?.file ?? dir, line: 1, column: 1 },
    severity: "error",
    rule: "files.none",
    message: `nothing to check: ${what}; ${fix}`,
    path: at ? "metrics.dir" : ""
  };
}
function foldersWithYaml(cwd) {
  const found = [];
  try {
    const folders = readdirSync(cwd, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && entry.name !== "node_modules").map((entry) => entry.name).sort();
    for (const folder of folders) {
      if (readdirSync(join2(cwd, folder)).some((name) => /\.ya?ml$/i.test(name))) found.push(folder);
      if (found.length === 3) break;
    }
  } catch {
  }
  return found;
}
function assemble(reports, config, configSource, context) {
  const definitions = [];
  for (const report of reports) {
    const reparse = documentsAgain(report.file, report.text ?? "");
    for (const record of report.definitions)
      definitions.push(loadedDefinition(report.file, record, reparse, context));
  }
  const found = reports.flatMap((report) => report.diagnostics);
  const caps = new FileCaps(found, config.defaults);
  const diagnostics = cappedByFile([...found, ...duplicateIdDiagnostics(definitions, caps)]);
  return {
    config,
    ...configSource && { configSource },
    files: reports.length,
    fileNames: reports.map((report) => report.file),
    definitions,
    diagnostics: dedupe(diagnostics)
  };
}
function loadedDefinition(file, record, reparse, context) {
  const { index, span, line, column, name, type, id, body, valid } = record;
  const locate = (path, target = "value") => {
    const again = reparse(index, span);
    if (!again) return { file, line, column };
    return placeField(documentNodeSource(again.parsed, again.doc), path, target, context.defaultsSource);
  };
  return { file, line, column, name, type, id, body, valid, locate };
}
function duplicateIdDiagnostics(definitions, caps) {
  const byId = /* @__PURE__ */ new Map();
  for (const definition of definitions) {
    if (!definition.id) continue;
    const group = byId.get(definition.id);
    if (group) group.push(definition);
    else byId.set(definition.id, [definition]);
  }
  const diagnostics = [];
  for (const [id, group] of byId) {
    if (group.length < 2) continue;
    const first = group.slice(0, 4).map((definition) => definition.locate(["name"], "key"));
    const named = first.map((p) => `${p.file}:${p.line}:${p.column}`);
    group.forEach((definition, i) => {
      definition.valid = false;
      const counted = i < 4 ? void 0 : caps.counted(definition, ["name"], "error", DUPLICATE_ID);
      if (counted) {
        diagnostics.push(counted);
        return;
      }
      const others = someOf(
        named.filter((_, j) => j !== i),
        "places",
        group.length - 1
      );
      const message = `\`${excerpt(id)}\` is also defined at ${others}: a metric's name and type must be unique across the catalogue`;
      const place = first[i] ?? definition.locate(["name"], "key");
      const diagnostic = diagnosticOf(place, "error", DUPLICATE_ID, message, "name");
      caps.add(diagnostic);
      diagnostics.push(diagnostic);
    });
  }
  return diagnostics;
}
var DUPLICATE_ID = "definition.duplicate-id";
function dedupe(diagnostics) {
  const seen = /* @__PURE__ */ new Set();
  return diagnostics.filter((d) => {
    const key = `${d.file}\0${d.line}\0${d.column}\0${d.rule}\0${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
export {
  main_exports as validatePath0,
  validateRepository,
  validateSources
};
