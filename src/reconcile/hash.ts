import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every depth: the same definition always serialises the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, current: unknown) => {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return current;
    const entries = Object.entries(current as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return Object.fromEntries(entries);
  });
}

/**
 * The ledger's stable hash of a definition as sent. Key order and YAML formatting do not change
 * it; any change of a value does.
 */
export function definitionHash(body: Record<string, unknown>): string {
  return `sha256:${createHash('sha256').update(canonicalJson(body)).digest('hex')}`;
}
