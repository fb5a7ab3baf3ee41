// Builds the two committed ESM bundles: dist/cli.js (the CLI) and dist/index.js (the Action).
// CommonJS dependencies inside an ESM bundle need a real `require`, hence the banner.
import { build } from 'esbuild';

const banner = {
  js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner,
  legalComments: 'none',
  logLevel: 'warning',
};

await build({ ...common, entryPoints: ['src/cli/main.ts'], outfile: 'dist/cli.js', banner: { js: `#!/usr/bin/env node\n${banner.js}` } });
await build({ ...common, entryPoints: ['src/index.ts'], outfile: 'dist/index.js' });
