// On a merge request in any CI, the CLI holds the key as the Action does: the config's key
// settings come from the branch the change goes into, read with `git show`, never from the change
// itself. That commit is `--trusted-ref`, else `origin/<target>` when the CI's environment names
// a target branch; a clone without it is a configuration error, never a quiet fallback.
import { KEY_SETTINGS } from '../config/schema.js';
import { type TrustedSettings, trustedKeySettings } from '../config/trusted-settings.js';
import { folderInRepository, gitOutput } from '../files/git.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { ToolError } from '../outcome/failure.js';

/** Where CI systems name a merge request's target branch; none is set outside one. */
export const TARGET_BRANCH_ENV = [
  'GITHUB_BASE_REF',
  'CI_MERGE_REQUEST_TARGET_BRANCH_NAME',
  'BITBUCKET_PR_DESTINATION_BRANCH',
  'SYSTEM_PULLREQUEST_TARGETBRANCH',
  'CHANGE_TARGET',
] as const;

const trustedRefError = (message: string, rule = 'config.trusted-ref') =>
  new ToolError(rule, ExitCode.Usage, message);

/** The merge request's target branch, as the CI's environment names it; undefined outside one. */
function mergeRequestTarget(env: NodeJS.ProcessEnv): { named: string; target: string } | undefined {
  const named = TARGET_BRANCH_ENV.find((name) => env[name]);
  return named && { named, target: env[named]!.replace(/^refs\/heads\//, '') };
}

/** Whether this is a merge request's run, as the CI's environment says. */
export function onMergeRequest(env: NodeJS.ProcessEnv): boolean {
  return mergeRequestTarget(env) !== undefined;
}

/** Apply creates what cannot be deleted: never what a merge request proposes, as the Action refuses. */
export function refuseApplyOnMergeRequest(env: NodeJS.ProcessEnv): void {
  const request = mergeRequestTarget(env);
  if (!request) return;
  const { named, target } = request;
  throw trustedRefError(
    `on a merge request into \`${target}\` (${named}), apply would create the definitions nobody has merged: run plan on merge requests, and apply on \`${target}\` after the merge`,
    'cli.apply-on-merge-request',
  );
}

/** The key settings at the trusted commit, or undefined when there is none to trust (no merge request). */
export async function trustedRefSettings(
  root: string,
  configFile: string | undefined,
  flag: string | undefined,
  env: NodeJS.ProcessEnv,
): Promise<TrustedSettings | undefined> {
  // An empty value (a CI variable that was not set) must not switch the protection off.
  if (flag?.trim() === '')
    throw trustedRefError(
      '--trusted-ref is empty: name the commit to trust (e.g. origin/main), or leave the flag out',
    );
  const { named, target } = mergeRequestTarget(env) ?? {};
  const ref = flag ?? (target && `origin/${target}`);
  if (!ref) return undefined;
  const why = flag ? `--trusted-ref \`${flag}\`` : `this is a merge request into \`${target}\` (${named})`;
  // Spelled out, since a tag or a branch named `origin/<target>` (which the change can push) comes
  // first in git's lookup of the short name.
  const full = flag ?? `refs/remotes/origin/${target}`;
  const commit = full.startsWith('-')
    ? undefined
    : gitOutput(root, ['rev-parse', '--verify', '--quiet', `${full}^{commit}`]);
  if (!commit) {
    const fetch = target ? `git fetch origin ${target}` : 'git fetch origin <branch>';
    throw trustedRefError(
      `${why}: the config's key settings (${KEY_SETTINGS.join(', ')}) are read from \`${ref}\`, which is not a commit in this clone: fetch it first (\`${fetch}\`), or name the trusted commit with --trusted-ref`,
    );
  }
  const read = async (path: string) => gitOutput(root, ['show', `${commit}:${path}`], { raw: true });
  return trustedKeySettings(read, folderInRepository(root), configFile, `\`${ref}\``);
}
