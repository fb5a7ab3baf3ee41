#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  VALUE_RULE_IDS,
  createMetricBodySchema,
  crossFieldFindings,
  isWarehouseNative,
  metricDefinitionSchema
} from "./chunk-6IOTN3QG.js";
import {
  WORDED_HERE,
  meantPaths,
  schemaFindings
} from "./chunk-SA2CRPKI.js";
import {
  parseIssues
} from "./chunk-2JHBWH4Y.js";
import {
  dottedPath,
  excerpt
} from "./chunk-GWIGD727.js";

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

export {
  checkDefinition,
  hasErrors
};
