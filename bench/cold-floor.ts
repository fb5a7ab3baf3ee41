// The cold start's second floor (bench/action.bench.ts): what validating one definition in the
// Action cannot do without, and none of this project's own code. The same dependencies, built
// with the Action's options (bench/cold-floor-bundle.mjs): the files found (tinyglobby), each read
// and parsed (js-yaml) and checked against a small schema (zod/mini, as the tool's are), and one output written
// (@actions/core).
import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { load } from 'js-yaml';
import { glob } from 'tinyglobby';
import * as z from 'zod/mini';

const definition = z.looseObject({
  name: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)),
  type: z.enum(['sum', 'mean', 'count', 'ratio', 'event_count_custom']),
  description: z.optional(z.string()),
  unitTypes: z.optional(z.array(z.string())),
  metricEvents: z.optional(z.array(z.looseObject({ name: z.string() }))),
});

const files = await glob('metrics/**/*.{yaml,yml}', { cwd: process.cwd() });
let valid = files.length > 0;
for (const file of files) valid &&= definition.safeParse(load(readFileSync(file, 'utf8'))).success;
core.setOutput('valid', String(valid));
