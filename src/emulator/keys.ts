// API keys and the made-up identity each one acts as. Keys are held only as SHA-256 digests, so
// the value a user passed never sits in a structure that a response, a log or a stats dump could
// reach; the identity (creator and owner of a metric) is derived from the key's position.
import { createHash } from 'node:crypto';
import { fail, ok, type Result } from './result.js';

/** The emulator's API key when none is given. */
export const DEFAULT_API_KEY = 'console-dev-key';

export interface KeyIdentity {
  ownerID: string;
  ownerType: string;
  ownerName: string;
  ownerEmail: string;
}

export interface KeyRing {
  /** The identity of a presented key, or undefined when the key is unknown. */
  identify(presented: string): KeyIdentity | undefined;
  size: number;
}

const digest = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export function createKeyRing(keys: readonly string[]): Result<KeyRing> {
  if (keys.length === 0)
    return fail('api-key.none', 'give at least one API key (--api-key), or none for the default');
  if (keys.some((key) => key.trim() === '')) return fail('api-key.empty', 'an API key cannot be empty');
  const identities = new Map<string, KeyIdentity>();
  for (const key of keys) {
    const hash = digest(key);
    if (identities.has(hash)) continue;
    const n = identities.size + 1;
    identities.set(hash, {
      ownerID: `emulator_key_${n}`,
      ownerType: 'CONSOLE_API_KEY',
      ownerName: key === DEFAULT_API_KEY ? 'Console Dev (emulator)' : `Emulator API key ${n}`,
      ownerEmail: `api-key-${n}@emulator.invalid`,
    });
  }
  return ok({ identify: (presented) => identities.get(digest(presented)), size: identities.size });
}
