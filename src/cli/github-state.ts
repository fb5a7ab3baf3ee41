// `--state github`: the CLI reads and writes the Action's ledger on its branch, so a teammate's
// `plan` sees what CI's sees and `apply --accept-changes` works from a clone. Where the token goes
// is decided here, from the environment and the command line only: GITHUB_API_URL (else
// api.github.com), never anything in the repository.
import type { RepoConfig } from '../config/schema.js';
import { unsendableCharacter } from '../console/redact.js';
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
  const { owner, name } = repositoryOf(options);
  const defaultBranch = remoteDefaultBranch(options.cwd);
  return new GitHubLedgerStore({
    octokit: createOctokit({
      token,
      ...(options.env.GITHUB_API_URL && { baseUrl: options.env.GITHUB_API_URL }),
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
function repositoryOf(options: GitHubStateOptions): { owner: string; name: string } {
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
  if (parsed) return parsed;
  throw stateSettingError(
    remote === undefined
      ? 'which repository holds the ledger? This folder has no `origin` remote: pass --repo OWNER/NAME (or set GITHUB_REPOSITORY)'
      : 'which repository holds the ledger? The `origin` remote is not OWNER/NAME on a GitHub host: pass --repo OWNER/NAME (or set GITHUB_REPOSITORY)',
  );
}

/**
 * `git@github.com:acme/metrics.git`, `https://github.example.com/acme/metrics`,
 * `ssh://git@host:22/acme/metrics.git` → `{owner: 'acme', name: 'metrics'}`.
 */
export function repositoryOfRemote(remote: string): { owner: string; name: string } | undefined {
  const path = /^[\w.-]+@[\w.-]+:(?!\/)(.+)$/.exec(remote)?.[1] ?? urlPath(remote);
  const match = path && /^\/*([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(path);
  return match ? { owner: match[1]!, name: match[2]! } : undefined;
}

function urlPath(remote: string): string | undefined {
  try {
    return new URL(remote).pathname;
  } catch {
    return undefined;
  }
}
