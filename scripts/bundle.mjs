// Builds the two committed ESM bundles: dist/cli.js (the CLI) and dist/index.js (the Action), with
// the options of scripts/bundle-options.mjs.
// `node scripts/bundle.mjs [OUTDIR]` writes elsewhere (the Action's end-to-end tests bundle fresh).
import { chmodSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { actionOptions, cliOptions } from './bundle-options.mjs';

const outdir = process.argv[2] ?? 'dist';
// Chunk names carry a content hash: last build's chunks go, so dist/ holds exactly this build.
for (const chunks of ['cli-chunks', 'action-chunks'])
  rmSync(`${outdir}/${chunks}`, { recursive: true, force: true });

await Promise.all([build(cliOptions(outdir)), build(actionOptions(outdir))]);

// The package's `bin`: run directly (`./dist/cli.js`, `npm i -g`, pre-commit), by its shebang.
chmodSync(`${outdir}/cli.js`, 0o755);
