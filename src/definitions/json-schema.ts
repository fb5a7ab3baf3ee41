// The JSON Schemas editors use for completion and checks (`# yaml-language-server: $schema=...`),
// generated from the same zod schemas the tool validates with. `schema/*.schema.json` are these,
// committed; a test fails when they drift.
import * as z from 'zod';
import { configSchema } from '../config/schema.js';
import { metricDefinitionSchema } from './schema.js';

export function definitionJsonSchema(): object {
  return z.toJSONSchema(metricDefinitionSchema, { target: 'draft-7' });
}

/** The config as a user writes it (`io: 'input'`): every key optional, defaults shown. */
export function configJsonSchema(): object {
  return z.toJSONSchema(configSchema, { target: 'draft-7', io: 'input' });
}

export function schemaText(schema: object): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}

/** The committed schema files, by path relative to the repository root. */
export const SCHEMA_FILES: Readonly<Record<string, () => object>> = {
  'schema/metric.schema.json': definitionJsonSchema,
  'schema/config.schema.json': configJsonSchema,
};
