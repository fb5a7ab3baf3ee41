// Once per test run: a fresh bundle (made by the script that makes dist/) and a Node 24 binary
// (the Action's runtime), handed to every test file through the environment. Every temporary
// folder of the run, the tests' and their children's, is made in one that goes at the end.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TARGET_BRANCH_ENV } from '../../src/cli/trusted-ref.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'mac-test-'));
  process.env.TMPDIR = root;
  const outdir = join(root, 'dist');
  const [node24] = await Promise.all([
    run('npx', ['-y', 'node@24', '-p', 'process.execPath'], { cwd: ROOT }).then(({ stdout }) =>
      stdout.trim(),
    ),
    run(process.execPath, [join(ROOT, 'scripts/bundle.mjs'), outdir], { cwd: ROOT }),
  ]);
  // As dist/ has in the repository's package.json: without it Node parses each bundle twice to
  // tell which kind of module it is.
  await writeFile(join(outdir, 'package.json'), '{ "type": "module" }\n');
  // The tests' repositories are no merge requests, also when this suite runs on one in CI.
  for (const name of TARGET_BRANCH_ENV) delete process.env[name];
  // Nor do they go through this machine's proxy (their servers are on loopback), which messages
  // about an unreachable host would name.
  for (const name of ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy']) delete process.env[name];
  process.env.MAC_TEST_BUNDLE_DIR = outdir;
  process.env.MAC_TEST_NODE24 = node24;
  return () => rm(root, { recursive: true, force: true });
}
