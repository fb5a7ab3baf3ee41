import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startEmulator } from '/work/main/src/emulator/server.js';
import { makeRepo } from '/work/main/test/support/repo.js';

const run = promisify(execFile);
const newest = Date.parse('2026-11-21T00:00:00Z');
const reviews = Array.from({ length: 5000 }, (_, i) => ({
  review_id: `rv_${i}`,
  status: (['pending', 'accepted', 'changes_requested', 'pending_webhook_validation'] as const)[i % 4]!,
  type: 'rules',
  author: { id: `u_${i % 50}`, email: `user${i % 50}@example.com` },
  reviewers: [{ id: 'g_data', kind: 'group' }],
  description: `Raise the rollout of rule ${i % 17} to ${i % 100}%`,
  created_at: new Date(newest - i * 60_000).toISOString(),
}));
const emulator = await startEmulator({ latencyMs: 25, seed: { dynamicConfigs: [{ id: 'big', reviews }] } });
const repo = await makeRepo({ dynamicConfigs: [{ id: 'big' }], api: { concurrency: 8 } });
const env = { ...process.env, CONSOLE_API_KEY: 'console-dev-key' };
const extra = process.argv.slice(2);
for (let i = 0; i < 3; i++) {
  const s = performance.now();
  await run(
    process.execPath,
    [
      ...extra,
      process.env.CLI ?? '/work/main/dist/cli.js',
      'reviews',
      '--cwd',
      repo.dir,
      '--api-url',
      emulator.url,
      '--format',
      'json',
    ],
    { env, maxBuffer: 64 << 20 },
  );
  console.log('ms', (performance.now() - s).toFixed(0));
}
await emulator.close();
await repo.cleanup();
