// The one source of truth for a metric definition (docs/api-contract.md).
// The validator, the emulator, the JSON Schema for editors and the TypeScript types all come
// from here; the cross-field rules of docs/api-contract.md and docs/decisions.md live beside it in `rules.ts`.
import { ruleError } from '../diagnostics/rule-tag.js';
import * as z from '../diagnostics/zod.js';
import { described, optionalField } from '../diagnostics/zod.js';
import { criteria, percentile, warehouseNativeSchema } from './schema-sources.js';

export const METRIC_TYPES = [
  'ratio',
  'mean',
  'event_count_custom',
  'event_user',
  'funnel',
  'composite',
  'composite_sum',
  'sum',
  'user_warehouse',
  'percentile',
  'latest_value',
] as const;

const EVENT_AGGREGATIONS = ['count', 'count_distinct', 'value', 'metadata'] as const;

/** Aggregations a ratio metric's events may use (create rule 1 of docs/api-contract.md). */
export const RATIO_EVENT_AGGREGATIONS: ReadonlySet<string> = new Set(['count', 'count_distinct']);

const NAME_MIN = 3;
const NAME_MAX = 200;
const NAME_PATTERN = /^[a-zA-Z0-9_.\-()/ %:]*$/;
const DESCRIPTION_MAX = 1000;

const { strictObject } = z;

const metricEventSchema = strictObject({
  name: described(z.string(), 'Event name.'),
  type: optionalField(
    z.nullable(z.enum(EVENT_AGGREGATIONS)),
    'Aggregation of the event (a ratio needs `count` or `count_distinct`).',
  ),
  metadataKey: optionalField(
    z.string(),
    'Metadata key whose value is aggregated (with aggregation `metadata`).',
  ),
  criteria: z.optional(criteria()),
});

/** The fields of a definition: the create body without `dryRun`, which the tool sets. */
const definitionShape = {
  name: described(
    z
      .string()
      .check(
        z.minLength(NAME_MIN, ruleError('name.length', `must be ${NAME_MIN} to ${NAME_MAX} characters long`)),
        z.maxLength(NAME_MAX, ruleError('name.length', `must be ${NAME_MIN} to ${NAME_MAX} characters long`)),
        z.regex(
          NAME_PATTERN,
          ruleError(
            'name.charset',
            'may hold only letters, digits, space and the characters _ . - ( ) / % :',
          ),
        ),
      ),
    'Identifies the metric; with `type` it makes the id `name::type`.',
  ),
  type: described(z.enum(METRIC_TYPES), 'Metric type.'),
  isVerified: optionalField(z.boolean(), 'Marks the metric verified. Default false.'),
  isReadOnly: optionalField(
    z.boolean(),
    'If true, the definition is editable only through the API. Default false.',
  ),
  unitTypes: optionalField(z.array(z.string()), 'Unit types, such as stable-id or user-id types.'),
  metricEvents: optionalField(z.array(metricEventSchema), 'Events used to compute the metric.'),
  metricComponentMetrics: optionalField(
    z.array(
      strictObject({
        name: described(z.string(), 'Name of the input metric.'),
        type: described(z.string(), 'Type of the input metric.'),
      }),
    ),
    'Input metrics of composite types.',
  ),
  description: optionalField(
    z
      .string()
      .check(
        z.maxLength(
          DESCRIPTION_MAX,
          ruleError('description.length', `must be at most ${DESCRIPTION_MAX} characters long`),
        ),
      ),
    'What the metric measures, for the people who read it. At most 1000 characters.',
  ),
  directionality: optionalField(z.enum(['increase', 'decrease']), 'Default `increase`.'),
  tags: optionalField(z.union([z.array(z.string()), z.string()]), 'Categorization tags.'),
  isPermanent: optionalField(z.boolean(), 'Permanent metrics should not be deleted. Default false.'),
  rollupTimeWindow: optionalField(z.string(), '`custom` selects a customized window.'),
  customRollUpStart: optionalField(z.number(), 'Custom window start, in days since exposure.'),
  customRollUpEnd: optionalField(z.number(), 'Custom window end, in days since exposure.'),
  percentile: optionalField(percentile(), 'For percentile metrics.'),
  funnelEventList: optionalField(
    z.array(
      strictObject({
        name: described(z.string(), 'Event of this step.'),
        type: described(
          z.enum(['event_dau', 'event_user', 'event_count', 'event_count_custom']),
          'How this step is counted.',
        ),
      }),
    ),
    'Events of a funnel metric, in order.',
  ),
  funnelCountDistinct: optionalField(
    z.enum(['events', 'users']),
    'Whether the funnel counts events or distinct users.',
  ),
  warehouseNative: z.optional(warehouseNativeSchema),
  team: optionalField(z.nullable(z.string()), 'Team of the metric, for enterprise environments.'),
  teamID: optionalField(z.nullable(z.string()), 'Team id, for enterprise environments.'),
};

export const metricDefinitionSchema = described(
  strictObject(definitionShape),
  'A metric definition: the create-metric request body of the Console API, without dryRun.',
);

/** What the service accepts on POST /console/v1/metrics (a definition with `dryRun`). */
export const createMetricBodySchema = strictObject({
  ...definitionShape,
  dryRun: optionalField(z.boolean(), 'When true, the metric is validated and not persisted.'),
});

export type CreateMetricBody = z.infer<typeof createMetricBodySchema>;

/**
 * The values the service fills in for a top-level field left out (the spec's "Default"): writing
 * one explicitly means the same metric. The emulator fills them in, and the ledger's hash counts
 * a definition with them filled in, so an explicit default is not a change.
 */
const SERVICE_DEFAULTS = {
  directionality: 'increase',
  isVerified: false,
  isReadOnly: false,
  isPermanent: false,
} as const satisfies Partial<CreateMetricBody>;

/** The definition as the service will hold it: its documented defaults filled in. */
export function withServiceDefaults<T extends object>(definition: T): typeof SERVICE_DEFAULTS & T {
  const filled = { ...definition } as Record<string, unknown>;
  for (const [key, value] of Object.entries(SERVICE_DEFAULTS)) filled[key] ??= value;
  return filled as typeof SERVICE_DEFAULTS & T;
}

/** Whether a name and type make a valid identity: an invalid definition with one is no other metric. */
export function isValidIdentity(name: string, type: string): boolean {
  return definitionShape.name.safeParse(name).success && (METRIC_TYPES as readonly string[]).includes(type);
}

/** The service's id of a metric (docs/decisions.md): `name::type`, spaces kept. */
export function metricId(definition: { name: string; type: string }): string {
  return `${definition.name}::${definition.type}`;
}
