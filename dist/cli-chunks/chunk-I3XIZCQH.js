#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  RATIO_EVENT_AGGREGATIONS,
  WAREHOUSE_ONLY_CONDITIONS
} from "./chunk-Y453QPF4.js";

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
var UNITS_AND_EVENTS = ["sum", "mean", "event_count_custom", "ratio"];
var CLOUD_REQUIREMENTS = [
  {
    types: UNITS_AND_EVENTS,
    field: "unitTypes",
    minItems: 1,
    rule: "cloud.unit-types",
    message: (type) => `a ${type} metric needs a non-empty unitTypes list`
  },
  {
    types: UNITS_AND_EVENTS,
    field: "metricEvents",
    minItems: 1,
    rule: "cloud.metric-events",
    message: (type) => `a ${type} metric needs a non-empty metricEvents list`
  },
  {
    types: ["funnel"],
    field: "funnelCountDistinct",
    rule: "funnel.count-distinct",
    message: () => "a funnel metric needs funnelCountDistinct (`events` or `users`)"
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
  const type = String(def.type);
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

export {
  isWarehouseNative,
  CLOUD_REQUIREMENTS,
  crossFieldFindings
};
