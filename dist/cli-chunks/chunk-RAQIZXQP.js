#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  CLOUD_REQUIREMENTS,
  RATIO_EVENT_AGGREGATIONS,
  WAREHOUSE_ONLY_CONDITIONS,
  metricDefinitionSchema
} from "./chunk-6IOTN3QG.js";
import {
  configSchema
} from "./chunk-MBK2E6MB.js";
import {
  toJSONSchema
} from "./chunk-2JHBWH4Y.js";

// src/definitions/json-schema.ts
function definitionJsonSchema() {
  const schema = toJSONSchema(metricDefinitionSchema, { target: "draft-7" });
  return { ...schema, allOf: crossFieldRules() };
}
function crossFieldRules() {
  const ofType = (types) => ({
    required: ["type"],
    properties: { type: { enum: [...types] } }
  });
  const cloud = { not: { required: ["warehouseNative"] } };
  const required = CLOUD_REQUIREMENTS.map(
    (requirement) => ifThen(
      requirement.rule,
      { ...ofType(requirement.types), ...cloud },
      {
        required: [requirement.field],
        ...requirement.minItems !== void 0 && {
          properties: { [requirement.field]: { type: "array", minItems: requirement.minItems } }
        }
      }
    )
  );
  const eventsWhere = (event) => ({ properties: { metricEvents: { items: event } } });
  return [
    ...required,
    ifThen(
      "ratio.event-aggregation",
      ofType(["ratio"]),
      eventsWhere({ properties: { type: { enum: [...RATIO_EVENT_AGGREGATIONS] } } })
    ),
    ifThen(
      "criterion.warehouse-only-condition",
      cloud,
      eventsWhere({
        properties: {
          criteria: {
            items: { properties: { condition: { not: { enum: [...WAREHOUSE_ONLY_CONDITIONS] } } } }
          }
        }
      })
    ),
    ifThen(
      "event-user.criteria",
      { ...ofType(["event_user"]), ...cloud },
      eventsWhere({ required: ["criteria"], properties: { criteria: { minItems: 1 } } })
    )
  ];
}
function ifThen(rule, condition, consequence) {
  return { $comment: rule, if: condition, then: consequence };
}
function configJsonSchema() {
  return toJSONSchema(configSchema, { target: "draft-7", io: "input" });
}
function schemaText(schema) {
  return `${JSON.stringify(schema, null, 2)}
`;
}

export {
  definitionJsonSchema,
  configJsonSchema,
  schemaText
};
