// zod as every schema of the tool uses it: zod/mini, whose schemas are plain values built by
// functions. Classic zod gives every schema its methods, and its part of a bundle is 2.5 times the
// size: with it, a validate run started about 20 ms slower (`npm run bench -- action`). The
// messages are English, as classic zod's are by default.
import * as z from 'zod/mini';
import { _safeParse, type $ZodErrorClass, $ZodObjectJIT } from 'zod/v4/core';
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

/** A failed parse's issues, as zod finalizes them: all a check reads of its error. */
class ParseIssues {
  constructor(readonly issues: z.core.$ZodIssue[]) {}
}

// Imported by name: `z.core` as a value would bundle all of zod's core, every locale too.
const safeParseIssues = _safeParse(ParseIssues as unknown as $ZodErrorClass);

/**
 * The issues of `value` against `schema` (none when it is valid), input reported: zod's safeParse
 * without the Error it makes of a failure, whose stack trace and message (the issues as JSON)
 * nothing here reads (in a profile of 40,000 invalid definitions, about 0.15 s of 3). The issues
 * whose code is one of `unworded` get no message from zod (an empty one): the caller words them
 * itself, and zod's English for an enum lists every value (a misspelt type in each of 40,000
 * definitions: about 0.1 s).
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

/**
 * `schema`, from its GENERATE_AFTER-th parse on, parsed by the code zod generates for an object's
 * keys (as classic zod's objects are), not key by key (as zod/mini's): a definition is parsed in
 * about 6 µs instead of 12 µs, an invalid one in 10 µs instead of 18 µs (40,000 with a misspelt
 * type: about 0.3 s less). It replaced the parser z.compile makes, which parsed a valid definition
 * in about 5 µs but cost its compile and 67 KB of every start. Not for every schema: the config's
 * are parsed once a run.
 */
export function generated<T extends z.ZodMiniObject>(schema: T): T {
  const internals = schema._zod;
  const walked = internals.parse;
  // A schema without checks runs its parse directly: it runs the chosen one.
  const runsParse = internals.run === walked;
  $ZodObjectJIT.init(schema as never, internals.def as never);
  const fast = internals.parse;
  let parses = 0;
  const choosing: typeof walked = (payload, ctx) => {
    if (++parses <= GENERATE_AFTER) return walked(payload, ctx);
    internals.parse = fast;
    if (runsParse) internals.run = fast;
    return fast(payload, ctx);
  };
  internals.parse = choosing;
  if (runsParse) internals.run = choosing;
  return schema;
}

/**
 * Generating an object's code costs about what this many parses walked save (3–5 ms of a cold
 * start, the definition's own mapping): a repository of a few definitions never pays it.
 */
export const GENERATE_AFTER = 250;
