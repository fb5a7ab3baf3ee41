// Walking a zod schema by a field path: the node at a path, its shape, its required keys, taken
// out of their optional, nullable and default wrappers. Shared by the findings and their hints.
import type { FieldPath } from './finding.js';
import type * as z from './zod.js';

/** The shape of the object the schema allows at `path` (its keys), if it is one. */
export function shapeAt(root: z.ZodMiniType, path: FieldPath): Readonly<Record<string, unknown>> | undefined {
  const def = nodeAt(root, path, 'object')?._zod.def as
    | { type: string; shape?: Record<string, unknown> }
    | undefined;
  return def?.type === 'object' ? def.shape : undefined;
}

/** The item the schema allows in a list at `path`, its wrappers taken off; undefined if no list is. */
export function listItemAt(root: z.ZodMiniType, path: FieldPath): z.core.$ZodType | undefined {
  const def = nodeAt(root, path, 'array')?._zod.def as
    | { type: string; element?: z.core.$ZodType }
    | undefined;
  return def?.type === 'array' ? unwrap(def.element) : undefined;
}

/** The one key a mapping of the schema must have (`pattern`, `id`), if it has exactly one. */
export function onlyRequiredKey(node: z.core.$ZodType | undefined): string | undefined {
  const required = requiredKeys(node);
  return required.length === 1 ? required[0]![0] : undefined;
}

/** The keys a mapping of the schema must have, and each one's node; none for another node. */
export function requiredKeys(node: z.core.$ZodType | undefined): [string, z.core.$ZodType][] {
  const def = node?._zod.def as { type: string; shape?: Record<string, z.core.$ZodType> } | undefined;
  if (def?.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).filter(([, value]) => value._zod.optin === undefined);
}

export const SCALAR_TYPES: ReadonlySet<string> = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'enum',
  'literal',
]);

/**
 * The schema's node at `path`, its wrappers taken off; through a union, its mapping or its list
 * (`want`, at the end).
 */
export function nodeAt(
  root: z.ZodMiniType,
  path: FieldPath,
  want?: 'object' | 'array',
): z.core.$ZodType | undefined {
  let node: z.core.$ZodType | undefined = root;
  for (const segment of path) {
    node = unwrap(node, typeof segment === 'number' ? 'array' : 'object');
    if (!node) return undefined;
    const def = node._zod.def as {
      type: string;
      shape?: Record<string, z.core.$ZodType>;
      element?: z.core.$ZodType;
    };
    if (typeof segment === 'number') node = def.type === 'array' ? def.element : undefined;
    else
      node =
        def.type === 'object' && def.shape && Object.hasOwn(def.shape, segment)
          ? def.shape[segment]
          : undefined;
  }
  return unwrap(node, want);
}

/** Schema wrappers that hold the shape of their inner type (the config uses `prefault`). */
const WRAPPER_TYPES: ReadonlySet<string> = new Set(['optional', 'nullable', 'default', 'prefault']);

/**
 * The node its wrappers hold (a pipe: what it takes in). A union is its one option of the kind
 * `want` (`rateLimit`: one window, or a list of them), when a path goes on into it.
 */
export function unwrap(
  node: z.core.$ZodType | undefined,
  want?: 'object' | 'array',
): z.core.$ZodType | undefined {
  let current = node;
  while (current) {
    const def = current._zod.def as {
      type: string;
      innerType?: z.core.$ZodType;
      in?: z.core.$ZodType;
      options?: z.core.$ZodType[];
    };
    if (WRAPPER_TYPES.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'union' && want && def.options) {
      const ofKind = def.options.filter((option) => unwrap(option)?._zod.def.type === want);
      return ofKind.length === 1 ? unwrap(ofKind[0]) : undefined;
    } else return current;
  }
  return current;
}

/** Where the schema allows no keys (not an object), or no object is known. */
export const NO_KEYS: Readonly<Record<string, unknown>> = Object.freeze({});
