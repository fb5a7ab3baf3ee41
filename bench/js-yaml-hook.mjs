// A module hook for `npm run bench` (registered by bench/run.ts): the benchmarks import the
// sources, and so js-yaml from node_modules; this applies to it the rewrites the bundles and the
// tests apply (scripts/bundle-options.mjs), so the readers measured here read as the shipped ones.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { JS_YAML_REWRITES, rewritten } from '../scripts/bundle-options.mjs';

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !JS_YAML_REWRITES[0].files.test(fileURLToPath(url)))
    return nextLoad(url, context);
  const path = fileURLToPath(url);
  const source = rewritten(JS_YAML_REWRITES, await readFile(path, 'utf8'), path);
  return { format: 'module', source, shortCircuit: true };
}
