#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  ruleError
} from "./chunk-MBK2E6MB.js";
import {
  _enum,
  _gte,
  _lte,
  _maxLength,
  _minLength,
  _regex,
  array,
  boolean,
  described,
  int,
  nullable,
  number,
  optional,
  string,
  union,
  zod_exports
} from "./chunk-2JHBWH4Y.js";
import {
  asText,
  excerpt
} from "./chunk-GWIGD727.js";

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
var { strictObject } = zod_exports;
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
  strictObject({
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
var metricEventSchema = strictObject({
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
var metricSourceSchema = strictObject({
  metricSourceName: described(string(), "Name of a metric source of the project."),
  criteria: criteria(),
  valueColumn: described(optional(string()), "Column of the source holding the value to aggregate."),
  waitForCohortWindow: described(
    optional(boolean()),
    "Count a unit only once its cohort window has passed."
  )
});
var warehouseNativeSchema = described(
  strictObject({
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
          strictObject({
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
          strictObject({
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
          strictObject({
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
        strictObject({
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
        strictObject({
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
  strictObject(definitionShape),
  "A metric definition: the create-metric request body of the Console API, without dryRun."
);
var createMetricBodySchema = strictObject({
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

export {
  WAREHOUSE_ONLY_CONDITIONS,
  RATIO_EVENT_AGGREGATIONS,
  DEFAULT_LOADING_WINDOW,
  metricDefinitionSchema,
  createMetricBodySchema,
  metricId,
  isWarehouseNative,
  CLOUD_REQUIREMENTS,
  VALUE_RULE_IDS,
  crossFieldFindings
};
