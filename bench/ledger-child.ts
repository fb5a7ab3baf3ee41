// One CLI-engine apply in its own process (so its peak RSS is its own): argv cwd apiUrl; prints
// {ms, created, maxRssMb} as one JSON line.
import { execute } from '../src/reconcile/run.js';

const [cwd, apiUrl] = process.argv.slice(2);
const started = performance.now();
const outcome = await execute({ mode: 'apply', cwd: cwd!, apiUrl: apiUrl!, apiKey: 'console-dev-key' });
const ms = performance.now() - started;
const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
process.stdout.write(`${JSON.stringify({ ms, created: outcome.report.summary.created, maxRssMb })}\n`);
