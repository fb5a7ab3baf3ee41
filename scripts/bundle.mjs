// Builds the two committed ESM bundles: dist/cli.js (the CLI) and dist/index.js (the Action).
// CommonJS dependencies inside an ESM bundle need a real `require`, hence the banner.
// `node scripts/bundle.mjs [OUTDIR]` writes elsewhere (the Action's end-to-end tests bundle fresh).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = process.argv[2] ?? 'dist';
const requireShim =
  "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";

// The code reads only the version from package.json; inlining the whole file would ship the
// dependency list and change dist/ on every devDependency bump.
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const versionOnly = {
  name: 'package-json-version-only',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]package\.json$/ }, (args) =>
      args.path.includes('node_modules')
        ? undefined
        : { contents: JSON.stringify({ version }), loader: 'json' },
    );
  },
};

const common = {
  plugins: [versionOnly],
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
