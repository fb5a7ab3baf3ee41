// On a pull request, the config's key settings (where the API key goes and what it reads, how the
// shared rate budget is spent, where the ledger lives, which guards of the catalogue apply) come
// from the base branch, read through the contents API (src/config/trusted-settings.ts has the rule).
import { type TrustedSettings, trustedKeySettings } from '../config/trusted-settings.js';
import { readFileAt } from '../github/contents.js';
import type { Octokit } from '../github/octokit.js';
import type { ActionSettings } from './settings.js';

export async function baseBranchKeySettings(
  octokit: Octokit,
  settings: ActionSettings,
): Promise<TrustedSettings | undefined> {
  const baseRef = settings.pullRequest?.baseRef;
  if (!baseRef) return undefined;
  const read = async (path: string) =>
    (
      await readFileAt(
        octokit,
        { owner: settings.owner, repo: settings.repo, path, ref: baseRef },
        `the config on the base branch ${baseRef}`,
      )
    )?.text;
  return trustedKeySettings(
    read,
    settings.workingDirectory,
    settings.configFile,
    `the base branch \`${baseRef}\``,
  );
}
