// Builds bench/cold-floor.ts into OUTDIR exactly as the Action is built (scripts/bundle-options.mjs),
// so the cold-start benchmark's floor loads its dependencies the way dist/index.js does.
// node bench/cold-floor-bundle.mjs OUTDIR (from the repository root)
import { build } from 'esbuild';
import { actionOptions } from '../scripts/bundle-options.mjs';

await build(actionOptions(process.argv[2], { floor: 'bench/cold-floor.ts' }, 'floor-chunks'));
