// zod as every schema of the tool uses it: zod/mini, whose schemas are plain values built by
// functions (classic zod gives every schema its methods, and is much larger in a bundle). The
// messages are English, as classic zod's are by default. What the tool uses is listed by name:
// re-exporting all of zod/mini brought its every locale into the bundles.
import * as z from 'zod/mini';
import { _safeParse, type $ZodErrorClass } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

z.config(en());

export type { core, infer, output, ZodMiniNumber, ZodMiniType } from 'zod/mini';
export {
  _default,
  array,
  boolean,
  custom,
  enum,
  extend,
  gte,
  int,
  iso,
  literal,
  looseObject,
  lte,
  maxLength,
  minLength,
  nullable,
  number,
  optional,
  partial,
  pipe,
  positive,
  prefault,
  record,
  regex,
  strictObject,
  string,
  superRefine,
  toJSONSchema,
  transform,
  union,
  unknown,
  url,
} from 'zod/mini';

/**
 * `schema` with its description for editors (the JSON Schemas): recorded for this very schema, not
 * a copy of it, so only ever given a schema made for the purpose, never a shared one.
 */
export function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  z.globalRegistry.add(schema, { description });
  return schema;
}

/** An optional field with its description: the most common shape of a definition's and a config's keys. */
export function optionalField<T extends z.ZodMiniType>(schema: T, description: string) {
  return described(z.optional(schema), description);
}

/** A failed parse's issues, as zod finalizes them: all a check reads of its error. */
class ParseIssues {
  constructor(readonly issues: z.core.$ZodIssue[]) {}
}

// Imported by name: `z.core` as a value would bundle all of zod's core, every locale too.
const safeParseIssues = _safeParse(ParseIssues as unknown as $ZodErrorClass);

/**
 * The issues of `value` against `schema` (none when it is valid), input reported: zod's safeParse
 * without the Error it makes of a failure, whose stack trace and message (the issues as JSON)
 * nothing here reads. The issues whose code is one of `unworded` get no message from zod (an
 * empty one): the caller words them itself, and zod's English for an enum lists every value.
 */
export function parseIssues(
  schema: z.ZodMiniType,
  value: unknown,
  unworded: ReadonlySet<string> = NONE,
): readonly z.core.$ZodIssue[] {
  const error = (issue: { code?: string }) => (unworded.has(issue.code ?? '') ? '' : undefined);
  const parsed = safeParseIssues(schema, value, { reportInput: true, error });
  return parsed.success ? [] : (parsed.error as unknown as ParseIssues).issues;
}

const NONE: ReadonlySet<string> = new Set();
