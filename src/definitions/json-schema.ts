// The JSON Schemas editors use for completion and checks (`# yaml-language-server: $schema=...`),
// generated from the same zod schemas the tool validates with. `schema/*.schema.json` are these,
// committed; a test fails when they drift.
import { configSchema } from '../config/schema.js';
import * as z from '../diagnostics/zod.js';
import { CLOUD_REQUIREMENTS } from './rules.js';
import { metricDefinitionSchema, RATIO_EVENT_AGGREGATIONS } from './schema.js';
import { WAREHOUSE_ONLY_CONDITIONS } from './schema-sources.js';

export function definitionJsonSchema(): object {
  const schema = z.toJSONSchema(metricDefinitionSchema, { target: 'draft-7' });
  return { ...schema, allOf: crossFieldRules() };
}

/**
 * The validator's cross-field errors that JSON Schema can say, as `if`/`then`, from the same
 * tables (rules.ts), so an editor flags them where `validate` does. Warnings stay out: an editor
 * shows every schema failure as an error. The cloud rules hold for a definition without a
 * `warehouseNative` block (a warehouse-native project's own setting is not in the file).
 */
function crossFieldRules(): object[] {
  const ofType = (types: readonly string[]) => ({
    required: ['type'],
    properties: { type: { enum: [...types] } },
  });
  const cloud = { not: { required: ['warehouseNative'] } };
  const required = CLOUD_REQUIREMENTS.map((requirement) =>
    ifThen(
      requirement.rule,
      { ...ofType(requirement.types), ...cloud },
      {
        required: [requirement.field],
        ...(requirement.minItems !== undefined && {
          properties: { [requirement.field]: { type: 'array', minItems: requirement.minItems } },
        }),
      },
    ),
  );
  const eventsWhere = (event: object) => ({ properties: { metricEvents: { items: event } } });
  return [
    ...required,
    ifThen(
      'ratio.event-aggregation',
      ofType(['ratio']),
      eventsWhere({ properties: { type: { enum: [...RATIO_EVENT_AGGREGATIONS] } } }),
    ),
    ifThen(
      'criterion.warehouse-only-condition',
      cloud,
      eventsWhere({
        properties: {
          criteria: {
            items: { properties: { condition: { not: { enum: [...WAREHOUSE_ONLY_CONDITIONS] } } } },
          },
        },
      }),
    ),
    ifThen(
      'event-user.criteria',
      { ...ofType(['event_user']), ...cloud },
      eventsWhere({ required: ['criteria'], properties: { criteria: { minItems: 1 } } }),
    ),
  ];
}

/** One conditional of JSON Schema, named by the validator's rule id. */
function ifThen(rule: string, condition: object, consequence: object): object {
  // biome-ignore lint/suspicious/noThenProperty: `then` is JSON Schema's keyword; nothing awaits this object
  return { $comment: rule, if: condition, then: consequence };
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
