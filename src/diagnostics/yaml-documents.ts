// YAML text to documents, with the parser's complaints turned into located diagnostics. Shared by
// definition files and the repo config, so both get the same limits and the same messages. Most
// files are read fast (yaml-fast.ts); the rest, and every one with a complaint, fully
// (yaml-full.ts). Both give the same tree (yaml-tree.ts).
import { parseYamlFast } from './yaml-fast.js';
import { parseYamlFully } from './yaml-full.js';
import type { ParsedYaml } from './yaml-tree.js';

export function parseYaml(file: string, text: string): ParsedYaml {
  return parseYamlFast(file, text) ?? parseYamlFully(file, text);
}
