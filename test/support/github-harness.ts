// One place that starts the stand-in with the tokens the GitHub tests use and builds real
// Octokit clients (the production `createOctokit`) pointed at it over loopback.
import { createOctokit, type Octokit } from '../../src/github/octokit.js';
import { GitHubStandin } from './github-standin.js';

/** A user token: `GET /user` answers `octocat`. */
export const USER_TOKEN = 'ghp_harnessUserToken00000000000000000000';
/** The default GITHUB_TOKEN's kind: `GET /user` answers 403, it writes as github-actions[bot]. */
export const ACTIONS_TOKEN = 'ghs_harnessActionsToken0000000000000000';
/** A fork pull request's token: reads only. */
export const READ_ONLY_TOKEN = 'ghs_harnessReadOnlyToken000000000000000';
/** Someone else who writes on the same PR. */
export const OTHER_TOKEN = 'ghp_harnessOtherUserToken0000000000000000';

export const REPO = 'acme/metrics';
export const [OWNER, NAME] = REPO.split('/') as [string, string];

export async function startStandin(): Promise<GitHubStandin> {
  const standin = await GitHubStandin.start();
  standin.addToken(USER_TOKEN, { login: 'octocat', kind: 'user' });
  standin.addToken(ACTIONS_TOKEN, { login: 'github-actions[bot]', kind: 'installation' });
  standin.addToken(READ_ONLY_TOKEN, { login: 'github-actions[bot]', kind: 'installation', readOnly: true });
  standin.addToken(OTHER_TOKEN, { login: 'mallory', kind: 'user' });
  standin.createRepo(REPO, {
    files: { 'README.md': '# metrics\n', 'metrics/a.yaml': 'name: a\ntype: sum\n' },
  });
  return standin;
}

/**
 * The production client with back-offs shrunk to milliseconds (retry-after 1 s = 5 ms here) and,
 * unless asked, without GitHub's one-second spacing of writes.
 */
export function client(
  standin: GitHubStandin,
  token: string,
  options: { secrets?: string[]; paceWrites?: boolean } = {},
): Octokit {
  const warnings: string[] = [];
  return createOctokit({
    token,
    baseUrl: standin.url,
    retryAfterBaseMs: 5,
    paceWrites: false,
    ...options,
    log: {
      debug: () => {},
      info: () => {},
      warn: (line) => warnings.push(line),
      error: (line) => warnings.push(line),
    },
  });
}
