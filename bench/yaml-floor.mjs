// The big-file benchmark's floor (bench/big-file.bench.ts): start node, read a file and parse
// every document in it with js-yaml, the fast reader's parser. `node bench/yaml-floor.mjs FILE`.
import { readFileSync } from 'node:fs';
import { loadAll } from 'js-yaml';

loadAll(readFileSync(process.argv[2], 'utf8'));
