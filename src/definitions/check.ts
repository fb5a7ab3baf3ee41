// Turns a raw definition into findings: the schema's own issues (types, enums, limits, unknown
// keys) mapped to rule ids and messages a user can act on, plus the cross-field rules. The
// validator and the emulator both call this, so a rule is written once.
import type { Finding } from '../diagnostics/finding.js';
import { type Subject, schemaFindings } from '../diagnostics/schema-findings.js';
import { crossFieldFindings, isWarehouseNative } from './rules.js';
import { createMetricBodySchema, metricDefinitionSchema } from './schema.js';

export interface CheckOptions {
  /** The project is warehouse-native (config `warehouseNative: true`). */
  projectWarehouseNative?: boolean;
  /** Check a create request body (accepts `dryRun`) instead of a definition file. */
  requestBody?: boolean;
}

const DEFINITION_SUBJECT: Subject = {
  indefinite: 'a metric definition',
  definite: 'the definition',
  topLevelHints: {
    dryRun: 'unknown key `dryRun`: the tool sets it (plan dry-runs, apply creates); remove it',
  },
};

/** Checks one definition; an empty result means it is valid. */
export function checkDefinition(input: unknown, options: CheckOptions = {}): Finding[] {
  const schema = options.requestBody ? createMetricBodySchema : metricDefinitionSchema;
  const parsed = schema.safeParse(input, { reportInput: true });
  const structural = parsed.success ? [] : schemaFindings(parsed.error.issues, schema, DEFINITION_SUBJECT);
  const warehouseNative = isWarehouseNative(input, options.projectWarehouseNative ?? false);
  return [...structural, ...crossFieldFindings(input, { warehouseNative })];
}

export function hasErrors(findings: readonly Finding[]): boolean {
  return findings.some((finding) => finding.severity === 'error');
}
