// The config's `defaults` under a definition (README.md ("The config")). `locate.ts` follows the same
// rule backwards to tell which file a merged value came from, so the two must stay in step.

import { isPlainObject, type PlainObject } from '../diagnostics/finding.js';

/**
 * Mappings merge key by key, the definition winning; anything else (lists, scalars, null) in the
 * definition replaces the default whole, so a list is never concatenated with the default's.
 */
export function mergeDefaults(defaults: PlainObject, definition: PlainObject): PlainObject {
  const merged: PlainObject = { ...defaults };
  for (const [key, value] of Object.entries(definition)) {
    const inherited = merged[key];
    setOwn(
      merged,
      key,
      isPlainObject(value) && isPlainObject(inherited) ? mergeDefaults(inherited, value) : value,
    );
  }
  return merged;
}

/** A YAML key `__proto__` is data: assigning it would replace the object's prototype instead. */
function setOwn(target: PlainObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}
