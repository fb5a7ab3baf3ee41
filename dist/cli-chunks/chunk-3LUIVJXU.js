#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  createMetricBodySchema,
  crossFieldFindings,
  isWarehouseNative,
  metricDefinitionSchema
} from "./chunk-GD2FIMQ4.js";
import {
  schemaFindings
} from "./chunk-QQPZNFKR.js";
import {
  closest
} from "./chunk-YXGBYYAH.js";
import {
  compile
} from "./chunk-RRLSPIL7.js";

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
var PARSES_BEFORE_COMPILING = 4e3;
var parses = 0;
var compiled = /* @__PURE__ */ new Map();
function parserFor(schema) {
  if (++parses <= PARSES_BEFORE_COMPILING) return schema;
  let parser = compiled.get(schema);
  if (!parser) {
    parser = compile(schema);
    compiled.set(schema, parser);
  }
  return parser;
}
function checkDefinition(input, options = {}) {
  const schema = options.requestBody ? createMetricBodySchema : metricDefinitionSchema;
  const parsed = parserFor(schema).safeParse(input, { reportInput: true });
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
    findings.filter((finding) => finding.rule === "schema.unknown-key" && finding.path.length === 1).slice(0, 200).map((finding) => closest(String(finding.path[0]), DEFINITION_KEYS)).filter((key) => key !== void 0 && !keys.includes(key))
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
  checkDefinition,
  hasErrors
};
