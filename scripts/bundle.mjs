// Builds the two committed ESM bundles: dist/cli.js (the CLI) and dist/index.js (the Action).
// CommonJS dependencies inside an ESM bundle need a real `require`, hence the banner.
// `node scripts/bundle.mjs [OUTDIR]` writes elsewhere (the Action's end-to-end tests bundle fresh).
import { build } from 'esbuild';

const outdir = process.argv[2] ?? 'dist';
const requireShim =
  "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
};

await Promise.all([
  build({
    ...common,
    entryPoints: ['src/cli/main.ts'],
    outfile: `${outdir}/cli.js`,
    banner: { js: `#!/usr/bin/env node\n${requireShim}` },
  }),
  build({
    ...common,
    entryPoints: ['src/index.ts'],
    outfile: `${outdir}/index.js`,
    banner: { js: requireShim },
  }),
]);
