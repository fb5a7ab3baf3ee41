// On a pull request, the config's key settings (where the API key goes, how the shared rate
// budget is spent, where the ledger lives, which guards of the catalogue apply) come from the base
// branch, never from the pull request: whoever opened it wrote its config. Read through the
// contents API at the base branch, under each name a config may have.
import { posix } from 'node:path';
import { parseConfig } from '../config/load-config.js';
import { CONFIG_FILE_NAMES, defaultConfig, keySettingsOf } from '../config/schema.js';
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
  const names = settings.configFile ? [settings.configFile] : CONFIG_FILE_NAMES;
  let path = '';
  let file: { text: string } | undefined;
  for (const name of names) {
    path = posix.normalize(posix.join(settings.workingDirectory, name));
    file = await readFileAt(
      octokit,
      { owner: settings.owner, repo: settings.repo, path, ref: baseRef },
      `the config on the base branch ${baseRef}`,
    );
    if (file) break;
  }
  const defaults = keySettingsOf(defaultConfig());
  if (!file)
    return { settings: defaults, source: `the defaults (\`${baseRef}\` has no ${names.join(' or ')})` };
  const parsed = parseConfig(path, file.text);
  if (!parsed.ok) {
    return { settings: defaults, source: `the defaults (the config on \`${baseRef}\` is not valid)` };
  }
  return { settings: keySettingsOf(parsed.config), source: `the config of the base branch \`${baseRef}\`` };
}
