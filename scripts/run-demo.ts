// `npm run demo [-- --reset]`: the demo of scripts/demo.ts, its output on stdout.
import { runDemo } from './demo.js';

process.exitCode = await runDemo(process.argv.slice(2), (line) => console.log(line));
