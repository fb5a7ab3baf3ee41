// The ledger's hash of a definition: stable across key order and the defaults the service fills in.

import { createHash } from 'node:crypto';
import { withServiceDefaults } from '../definitions/schema.js';

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

/** The hashes ledgers written before defaults were filled in carry; still recognised. */
const LEGACY_PREFIX = 'sha256:';
const PREFIX = 'sha256+defaults:';

function sha256(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/**
 * The ledger's stable hash of a definition as sent, with the service's documented defaults filled
 * in: writing `directionality: increase` changes nothing. Key order and YAML formatting do not
 * change it; any change of a value does.
 */
export function definitionHash(body: Record<string, unknown>): string {
  return `${PREFIX}${sha256(withServiceDefaults(body))}`;
}

/**
 * Whether a recorded hash stands for this definition: `same`, or `legacy` when an entry written
 * by an earlier version (no defaults filled in) matches and is due to be upgraded, or `different`.
 * `hash` is the definition's own, when the caller has it already.
 */
export function compareRecorded(
  recorded: string,
  body: Record<string, unknown>,
  hash: string = definitionHash(body),
): 'same' | 'legacy' | 'different' {
  if (recorded.startsWith(PREFIX)) return recorded === hash ? 'same' : 'different';
  if (!recorded.startsWith(LEGACY_PREFIX)) return 'different';
  return recorded === `${LEGACY_PREFIX}${sha256(body)}` ? 'legacy' : 'different';
}
