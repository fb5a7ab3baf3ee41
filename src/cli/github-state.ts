// `--state github`: the CLI reads and writes the Action's ledger on its branch, so a teammate's
// `plan` sees what CI's sees and `apply --accept-changes` works from a clone. Where the token goes
// is decided here, from the environment and the command line only: GITHUB_API_URL (else
// api.github.com), never anything in the repository.
import type { RepoConfig } from '../config/schema.js';
import { unsendableCharacter } from '../console/redact.js';
import { excerpt } from '../diagnostics/finding.js';
import { folderInRepository, gitOutput, remoteDefaultBranch } from '../files/git.js';
import { GitHubLedgerStore } from '../github/ledger-store.js';
import { createOctokit } from '../github/octokit.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { ToolError } from '../outcome/failure.js';
import type { LedgerStore } from '../reconcile/ledger.js';

const stateSettingError = (message: string) => new ToolError('state.github', ExitCode.Usage, message);

export interface GitHubStateOptions {
  /** `--repo OWNER/NAME`, when given. */
  repo?: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The Console API key: never sent to GitHub, whatever a request carries. */
  apiKey?: string;
}

/** The branch ledger of `config.state.branch`. */
export function gitHubLedgerStore(config: RepoConfig, options: GitHubStateOptions): LedgerStore {
  const token = options.env.GITHUB_TOKEN || options.env.GH_TOKEN;
  if (!token) {
    throw stateSettingError(
      'the ledger on GitHub (--state github, or state.store: github in the config) needs a token: set GITHUB_TOKEN or GH_TOKEN (with the GitHub CLI: GH_TOKEN=$(gh auth token)), with contents: write on the repository to apply',
    );
  }
  const unsendable = unsendableCharacter(token);
  if (unsendable) {
    const from = options.env.GITHUB_TOKEN ? 'GITHUB_TOKEN' : 'GH_TOKEN';
    throw stateSettingError(
      `${from} holds a character an HTTP header cannot carry (${unsendable}): copy the token again (with the GitHub CLI: GH_TOKEN=$(gh auth token))`,
    );
  }
  const apiUrl = options.env.GITHUB_API_URL || undefined;
  if (apiUrl !== undefined && !/^https?:$/.test(urlOf(apiUrl)?.protocol ?? ''))
    throw stateSettingError(
      `GITHUB_API_URL must be the URL of GitHub's API (https://HOST/api/v3 for GitHub Enterprise Server, or leave it unset for github.com); got \`${excerpt(apiUrl)}\``,
    );
  const { owner, name } = repositoryOf(options, apiUrl);
  const defaultBranch = remoteDefaultBranch(options.cwd);
  return new GitHubLedgerStore({
    octokit: createOctokit({
      token,
      ...(apiUrl && { baseUrl: apiUrl }),
      userAgent: 'metrics-as-code-cli',
      ...(options.apiKey && { secrets: [options.apiKey] }),
    }),
    owner,
    repo: name,
    branch: config.state.branch,
    // The catalogue's folder as the Action's working-directory names it.
    catalogue: folderInRepository(options.cwd),
    ...(defaultBranch && { defaultBranch }),
  });
}

/** `--repo`, else GITHUB_REPOSITORY, else the `origin` remote of the clone. */
function repositoryOf(
  options: GitHubStateOptions,
  apiUrl: string | undefined,
): { owner: string; name: string } {
  const named = options.repo ?? (options.env.GITHUB_REPOSITORY || undefined);
  if (named !== undefined) {
    const match = /^([\w.-]+)\/([\w.-]+)$/.exec(named);
    if (!match) {
      const from = options.repo !== undefined ? '--repo' : 'GITHUB_REPOSITORY';
      throw stateSettingError(`${from} must be OWNER/NAME; got \`${named}\``);
    }
    return { owner: match[1]!, name: match[2]! };
  }
  const remote = gitOutput(options.cwd, ['remote', 'get-url', 'origin']);
  const parsed = remote === undefined ? undefined : repositoryOfRemote(remote);
  if (parsed) return onTheApiHost(parsed, apiUrl);
  throw stateSettingError(
    remote === undefined
      ? 'which repository holds the ledger? This folder has no `origin` remote: pass --repo OWNER/NAME (or set GITHUB_REPOSITORY)'
      : 'which repository holds the ledger? The `origin` remote is not OWNER/NAME on a GitHub host: pass --repo OWNER/NAME (or set GITHUB_REPOSITORY)',
  );
}

/**
 * A remote's repository, asked of the API the token goes to only when the clone is of that API's
 * host: the same OWNER/NAME on another host is another repository.
 */
function onTheApiHost(remote: RemoteRepository, apiUrl: string | undefined) {
  const api = apiUrl ? urlOf(apiUrl)!.hostname : 'github.com';
  if (remote.host === api.replace(/^api\.github\.com$/, 'github.com')) return remote;
  const named = 'pass --repo OWNER/NAME';
  throw stateSettingError(
    apiUrl
      ? `the \`origin\` remote is on ${remote.host}, but GITHUB_API_URL is ${apiUrl}: set GITHUB_API_URL to the API of ${remote.host}, or ${named} for a repository of ${api}`
      : `the \`origin\` remote is on ${remote.host}, not github.com: for GitHub Enterprise Server set GITHUB_API_URL to its API (https://${remote.host}/api/v3); for a repository on github.com, ${named}`,
  );
}

interface RemoteRepository {
  owner: string;
  name: string;
  /** The web host (`github.com` for its ssh host too). */
  host: string;
}

/**
 * `git@github.com:acme/metrics.git`, `https://github.example.com/acme/metrics`,
 * `ssh://git@host:22/acme/metrics.git` → `{owner: 'acme', name: 'metrics', host}`.
 */
export function repositoryOfRemote(remote: string): RemoteRepository | undefined {
  const scp = /^[\w.-]+@([\w.-]+):(?!\/)(.+)$/.exec(remote);
  const url = scp ? undefined : urlOf(remote);
  const match = /^\/*([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(scp?.[2] ?? url?.pathname ?? '');
  const host = (scp?.[1] ?? url?.hostname ?? '').toLowerCase().replace(/^ssh\.github\.com$/, 'github.com');
  return match ? { owner: match[1]!, name: match[2]!, host } : undefined;
}

function urlOf(remote: string): URL | undefined {
  try {
    return new URL(remote);
  } catch {
    return undefined;
  }
}
