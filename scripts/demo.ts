// The demo that `npm run demo` runs (scripts/run-demo.ts): the main job against the built-in
// emulator, offline, on this repository's metrics/. The ledger and the emulator's data persist in
// this checkout's own (git-ignored) .metrics-as-code/demo/, so a second run shows the second apply
// creating nothing, while another user or another clone never shares them and a fresh clone
// always starts by creating; `npm run demo -- --reset` starts over.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '../src/emulator/server.js';
import { COMMENT_MARKER } from '../src/github/markers.js';
import { FileLedgerStore } from '../src/reconcile/file-store.js';
import { execute, type RunRequest } from '../src/reconcile/run.js';
import { renderComment } from '../src/report/markdown.js';
import { renderText } from '../src/report/text.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The demo's ledger and data: this checkout's own, git-ignored (.gitignore's `.metrics-as-code/`). */
export const DEMO_STATE_DIR = join(ROOT, '.metrics-as-code', 'demo');
const API_KEY = 'console-dev-key';

const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

/**
 * The demo: `args` as given after `npm run demo --`, each line of its output to `log`; its state
 * in `stateDir` (the tests keep theirs apart, so a user's next demo still starts afresh).
 */
export async function runDemo(
  args: readonly string[],
  log: (line: string) => void,
  stateDir = DEMO_STATE_DIR,
): Promise<number> {
  const heading = (text: string) =>
    log(`\n${bold(`━━ ${text} ${'━'.repeat(Math.max(0, 74 - text.length))}`)}\n`);
  if (args.includes('--reset')) await rm(stateDir, { recursive: true, force: true });
  await mkdir(stateDir, { recursive: true });
  const emulator = await startEmulator({
    apiKeys: [API_KEY],
    dataFile: join(stateDir, 'emulator-metrics.json'),
  });
  const ledger = new FileLedgerStore(join(stateDir, 'state.json'));
  const base: Omit<RunRequest, 'mode'> = {
    cwd: ROOT,
    apiUrl: emulator.url,
    apiKey: API_KEY,
    store: () => ledger,
  };
  try {
    log(`metrics-as-code demo: the Console API emulator is serving on ${emulator.url}`);
    log(`ledger: ${ledger.location}`);

    heading('validate (local checks, no network)');
    const validated = await execute({ ...base, mode: 'validate' });
    log(renderText(validated.report).trimEnd());

    heading('plan, as the pull request comment shows it');
    const planned = await execute({ ...base, mode: 'plan', withReviews: true });
    const reviewsForm = planned.config?.reviews.inPullRequest;
    log(renderComment(planned.report, { marker: COMMENT_MARKER, ...(reviewsForm && { reviewsForm }) }));

    heading('apply (after the merge)');
    const applied = await execute({ ...base, mode: 'apply' });
    log(renderText(applied.report).trimEnd());

    heading('reviews (on a schedule)');
    const reviews = await execute({ ...base, mode: 'reviews' });
    log(renderText(reviews.report).trimEnd());

    const stats = emulator.stats();
    heading('what the emulator saw');
    log(
      `${stats.dryRuns} dry runs, ${stats.creates} creates, ${stats.rejections} rejections, ${emulator.metrics().length} metrics stored`,
    );
    log(
      applied.report.summary.created > 0
        ? '\nRun `npm run demo` again: the second apply creates nothing. `npm run demo -- --reset` starts over.'
        : '\nNothing new to create: every definition is in the ledger. `npm run demo -- --reset` starts over.',
    );
    return Math.max(validated.exitCode, applied.exitCode);
  } finally {
    await emulator.close();
  }
}
