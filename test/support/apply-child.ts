// Runs one apply in its own process, for tests that kill it or race two of them.
// argv: cwd apiUrl; prints the outcome as one JSON line.
import { execute } from '../../src/reconcile/run.js';

const [cwd, apiUrl] = process.argv.slice(2);
const outcome = await execute({
  mode: 'apply',
  cwd: cwd!,
  apiUrl: apiUrl!,
  apiKey: 'console-dev-key',
  retry: { baseDelayMs: 20, maxDelayMs: 200 },
});
process.stdout.write(
  `${JSON.stringify({ exitCode: outcome.exitCode, summary: outcome.report.summary, items: outcome.report.items })}\n`,
);
