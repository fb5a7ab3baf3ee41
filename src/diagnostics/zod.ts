// zod as every schema of the tool uses it: zod/mini, whose schemas are plain values built by
// functions. Classic zod gives every schema its methods, and its part of a bundle is 2.5 times the
// size: with it, a validate run started about 20 ms slower (`npm run bench -- action`). The
// messages are English, as classic zod's are by default.
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export * from 'zod/mini';

/**
 * `schema` with its description for editors (the JSON Schemas): recorded for this very schema, not
 * a copy of it, so only ever given a schema made for the purpose, never a shared one.
 */
export function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  z.globalRegistry.add(schema, { description });
  return schema;
}
