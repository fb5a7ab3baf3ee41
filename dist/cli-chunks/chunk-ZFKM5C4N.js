#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  metricDefinitionSchema
} from "./chunk-2MVNJ7RF.js";
import {
  configSchema
} from "./chunk-WIWEDIZ7.js";
import {
  toJSONSchema
} from "./chunk-ZW45IBAL.js";

// src/definitions/json-schema.ts
function definitionJsonSchema() {
  return toJSONSchema(metricDefinitionSchema, { target: "draft-7" });
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
