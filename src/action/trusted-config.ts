// On a pull request, the config's key settings (where the API key goes, how the shared rate
// budget is spent, where the ledger lives) come from the base branch, never from the pull
// request: whoever opened it wrote its config. Read through the contents API at the base branch.
import { posix } from 'node:path';
import { parseConfig } from '../config/load-config.js';
import { DEFAULT_CONFIG_FILE, defaultConfig, keySettingsOf } from '../config/schema.js';
import { readFileAt } from '../github/contents.js';
import type { Octokit } from '../github/octokit.js';
import type { RunRequest } from '../reconcile/run.js';
import type { ActionSettings } from './settings.js';

export async function baseBranchKeySettings(
  octokit: Octokit,
  settings: ActionSettings,
): Promise<RunRequest['trusted']> {
  const baseRef = settings.pullRequest?.baseRef;
  if (!baseRef) return undefined;
  const path = posix.normalize(
    posix.join(settings.workingDirectory, settings.configFile ?? DEFAULT_CONFIG_FILE),
  );
  const file = await readFileAt(
    octokit,
    { owner: settings.owner, repo: settings.repo, path, ref: baseRef },
    `the config on the base branch ${baseRef}`,
  );
  const defaults = keySettingsOf(defaultConfig());
  if (!file) return { settings: defaults, source: `the defaults (\`${baseRef}\` has no ${path})` };
  const parsed = parseConfig(path, file.text);
  if (!parsed.ok) {
    return { settings: defaults, source: `the defaults (the config on \`${baseRef}\` is not valid)` };
  }
  return { settings: keySettingsOf(parsed.config), source: `the config of the base branch \`${baseRef}\`` };
}
