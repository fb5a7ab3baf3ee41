// The cold start's second floor (bench/action.bench.ts): what validating one definition in the
// Action cannot do without, and none of this project's own code. The same dependencies, built
// with the Action's options (bench/cold-floor-bundle.mjs): the files found (node's own recursive
// listing, as the tool walks the default patterns), each read and parsed (js-yaml) and checked
// against a small schema (zod/mini, as the tool's are), and one output written (@actions/core).
import { readdirSync, readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { load } from 'js-yaml';
import * as z from 'zod/mini';

const definition = z.looseObject({
  name: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)),
  type: z.enum(['sum', 'mean', 'count', 'ratio', 'event_count_custom']),
  description: z.optional(z.string()),
  unitTypes: z.optional(z.array(z.string())),
  metricEvents: z.optional(z.array(z.looseObject({ name: z.string() }))),
});

const files = readdirSync('metrics', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => `metrics/${file}`);
let valid = files.length > 0;
for (const file of files) valid &&= definition.safeParse(load(readFileSync(file, 'utf8'))).success;
core.setOutput('valid', String(valid));
