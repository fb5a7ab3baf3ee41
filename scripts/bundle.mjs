// Builds the two committed ESM bundles with one plain esbuild call each: dist/cli.js (the CLI) and
// dist/index.js (the Action). `node scripts/bundle.mjs [OUTDIR]` writes elsewhere (the tests bundle
// fresh).
import { chmodSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = process.argv[2] ?? 'dist';
rmSync(outdir, { recursive: true, force: true });

// Some dependencies are CommonJS and `require` Node's modules: an ES module bundle needs a require.
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

// The package's `bin`: run directly (`./dist/cli.js`, `npm i -g`, pre-commit), by its shebang.
chmodSync(`${outdir}/cli.js`, 0o755);
