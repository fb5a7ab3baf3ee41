// The values the service fills in for fields left out, apart from the schema: the ledger's hash
// and diff need them on every plan and reviews-only runs load the hash's module, so this file
// loads no zod (building the definition schema costs a cold start tens of milliseconds).
import type { CreateMetricBody } from './schema.js';

/**
 * The values the service fills in for a top-level field left out (the spec's "Default"): writing
 * one explicitly means the same metric. The emulator fills them in, and the ledger's hash counts
 * a definition with them filled in, so an explicit default is not a change.
 */
export const SERVICE_DEFAULTS = {
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
