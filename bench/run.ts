// `npm run bench`: runs every bench/*.bench.ts in name order, or only those named on the command
// line (`npm run bench -- validate client`). Each module exports `bench(log, flags)`; figures are printed
// as ratios against a floor measured in the same run, with absolute times beside them.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type BenchModule = { bench: (log: (line: string) => void, flags: readonly string[]) => Promise<void> };

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
// Flags (`--check`) go to every bench named; the other words name the benches.
const flags = args.filter((arg) => arg.startsWith('--'));
const wanted = args.filter((arg) => !arg.startsWith('--'));
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

for (const file of files) {
  const module = (await import(pathToFileURL(join(here, file)).href)) as BenchModule;
  console.log(`\n## ${file.replace('.bench.ts', '')}`);
  await module.bench((line) => console.log(line), flags);
}
