#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  RATIO_EVENT_AGGREGATIONS,
  WAREHOUSE_ONLY_CONDITIONS,
  createMetricBodySchema,
  metricDefinitionSchema
} from "./chunk-2MVNJ7RF.js";
import {
  schemaFindings
} from "./chunk-IZFUWLKX.js";
import {
  closest
} from "./chunk-YXGBYYAH.js";

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
function* criteria(def) {
  for (const { list, path } of criteriaLists(def)) {
    for (const [j, criterion] of list.entries()) {
      if (isObject(criterion)) yield { criterion, path: [...path, j] };
    }
  }
}
function ratioEventAggregation(def) {
  if (def.type !== "ratio") return [];
  return arrayAt(def.metricEvents).flatMap((event, i) => {
    if (!isObject(event) || RATIO_EVENT_AGGREGATIONS.has(String(event.type))) return [];
    return [
      {
        rule: "ratio.event-aggregation",
        severity: "error",
        path: ["metricEvents", i, "type"],
        message: `a ratio metric's events must use aggregation \`count\` or \`count_distinct\`; this one has ${describe(event.type)}`
      }
    ];
  });
}
function warehouseCriterionType(def, ctx) {
  if (!ctx.warehouseNative) return [];
  const findings = [];
  for (const { criterion, path } of criteria(def)) {
    if (criterion.type === "metadata") continue;
    findings.push({
      rule: "whn.criterion-type",
      severity: "error",
      path: [...path, "type"],
      message: `in warehouse-native mode a criterion's type must be \`metadata\`; this one has ${describe(criterion.type)}`
    });
  }
  return findings;
}
function warehouseOnlyCondition(def, ctx) {
  if (ctx.warehouseNative) return [];
  const findings = [];
  for (const { criterion, path } of criteria(def)) {
    if (!WAREHOUSE_ONLY_CONDITIONS.has(String(criterion.condition))) continue;
    findings.push({
      rule: "criterion.warehouse-only-condition",
      severity: "error",
      path: [...path, "condition"],
      message: `condition \`${String(criterion.condition)}\` is usable only in warehouse-native mode (add a \`warehouseNative\` object or set \`warehouseNative: true\` in the config)`
    });
  }
  return findings;
}
function deprecatedWarehouseSource(def) {
  const whn = def.warehouseNative;
  if (!isObject(whn)) return [];
  const findings = [];
  if (whn.metricSourceName !== void 0) {
    findings.push({
      rule: "whn.deprecated-source",
      severity: "warning",
      path: ["warehouseNative", "metricSourceName"],
      target: "key",
      message: "warehouseNative.metricSourceName is deprecated and overwrites every entry of metricSources; move it into metricSources"
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
var NEEDS_UNITS_AND_EVENTS = /* @__PURE__ */ new Set(["sum", "mean", "event_count_custom", "ratio"]);
function cloudTypeRules(def, ctx) {
  if (ctx.warehouseNative) return [];
  const type = String(def.type);
  const findings = [];
  const need = (rule, ok, path, message) => {
    if (!ok) findings.push({ rule, severity: "error", path, message, target: "key" });
  };
  const nonEmpty = (value) => Array.isArray(value) && value.length > 0;
  if (NEEDS_UNITS_AND_EVENTS.has(type)) {
    need(
      "cloud.unit-types",
      nonEmpty(def.unitTypes),
      ["unitTypes"],
      `a ${type} metric needs a non-empty unitTypes list`
    );
    need(
      "cloud.metric-events",
      nonEmpty(def.metricEvents),
      ["metricEvents"],
      `a ${type} metric needs a non-empty metricEvents list`
    );
  }
  if (type === "event_user") {
    for (const [i, event] of arrayAt(def.metricEvents).entries()) {
      if (!isObject(event)) continue;
      need(
        "event-user.criteria",
        nonEmpty(event.criteria),
        ["metricEvents", i, "criteria"],
        "every event of an event_user metric needs criteria"
      );
    }
  }
  if (type === "funnel") {
    need(
      "funnel.count-distinct",
      def.funnelCountDistinct !== void 0,
      ["funnelCountDistinct"],
      "a funnel metric needs funnelCountDistinct (`events` or `users`)"
    );
    need(
      "funnel.events",
      arrayAt(def.funnelEventList).length >= 2,
      ["funnelEventList"],
      "a funnel metric needs at least 2 entries in funnelEventList"
    );
  }
  if (type === "composite_sum") {
    need(
      "composite-sum.components",
      arrayAt(def.metricComponentMetrics).length > 1,
      ["metricComponentMetrics"],
      "a composite_sum metric needs more than 1 entry in metricComponentMetrics"
    );
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
  const whn = isObject(def.warehouseNative) ? def.warehouseNative : void 0;
  return [
    ...customWindow(def, [], "rollupTimeWindow", "customRollUpStart", "customRollUpEnd"),
    ...whn ? customWindow(whn, ["warehouseNative"], "rollupTimeWindow", "customRollUpStart", "customRollUpEnd") : [],
    ...whn ? customWindow(
      whn,
      ["warehouseNative"],
      "denominatorRollupTimeWindow",
      "denominatorCustomRollupStart",
      "denominatorCustomRollupEnd"
    ) : []
  ];
}
function customWindow(object, at, window, start, end) {
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
        `${name(start)} (${String(object[start])}) is after ${name(end)} (${String(object[end])}): the window ends before it starts`
      )
    ];
  }
  return [];
}
function describe(value) {
  return value === void 0 || value === null ? "none" : `\`${String(value)}\``;
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
function crossFieldFindings(input, ctx) {
  if (!isObject(input)) return [];
  return RULES.flatMap((rule) => rule(input, ctx));
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
var DEFINITION_SUBJECT = {
  indefinite: "a metric definition",
  definite: "the definition",
  topLevelHints: {
    dryRun: "unknown key `dryRun`: the tool sets it (plan dry-runs, apply creates); remove it",
    metrics: "unknown key `metrics`: a file holds one metric per YAML document, not a `metrics:` list (as dbt writes it); write each metric at the top level, separated by `---`"
  },
  valueHint: (path, input, rule) => {
    const field = path.at(-1);
    if (field === "type" && path.length === 1 && typeof input === "string" && Object.hasOwn(RESPONSE_ONLY_TYPES, input))
      return `: \`${input}\` appears only in the service's responses; a definition writes ${RESPONSE_ONLY_TYPES[input]}`;
    if (field === "percentile" && typeof input === "number" && input > 1 && input < 100)
      return ` (a fraction: for p${input} write ${input / 100})`;
    if (rule === "name.charset" && typeof input === "string") {
      const bad = [...input].find((char) => !/[a-zA-Z0-9_.\-()/ %:]/.test(char));
      return bad === void 0 ? void 0 : ` (\`${bad}\` is not one of them)`;
    }
    return void 0;
  }
};
function checkDefinition(input, options = {}) {
  const schema = options.requestBody ? createMetricBodySchema : metricDefinitionSchema;
  const parsed = schema.safeParse(input, { reportInput: true });
  const structural = parsed.success ? [] : schemaFindings(parsed.error.issues, schema, DEFINITION_SUBJECT);
  const warehouseNative = isWarehouseNative(input, options.projectWarehouseNative ?? false);
  return withoutFollowOns([...structural, ...crossFieldFindings(input, { warehouseNative })], input);
}
function withoutFollowOns(findings, input) {
  if (typeof input !== "object" || input === null) return findings;
  const keys = Object.keys(input);
  if (keys.includes("metrics") && !keys.includes("name")) {
    return findings.filter((finding) => finding.rule === "schema.unknown-key");
  }
  const meant = new Set(
    findings.filter((finding) => finding.rule === "schema.unknown-key" && finding.path.length === 1).map((finding) => closest(String(finding.path[0]), DEFINITION_KEYS)).filter((key) => key !== void 0 && !keys.includes(key))
  );
  return findings.filter(
    (finding) => finding.rule === "schema.unknown-key" || !(finding.path.length === 1 && meant.has(String(finding.path[0])))
  );
}
var DEFINITION_KEYS = Object.keys(metricDefinitionSchema.shape);
function hasErrors(findings) {
  return findings.some((finding) => finding.severity === "error");
}

export {
  isWarehouseNative,
  checkDefinition,
  hasErrors
};
