// Whose comments and issues are ours: the marker alone can be copied by anyone, so a comment
// counts only when the token's own identity wrote it.
import { httpStatus, toGitHubError } from './errors.js';
import type { Octokit } from './octokit.js';

/** The author of everything the default `GITHUB_TOKEN` writes. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

const logins = new WeakMap<Octokit, Promise<string>>();

/**
 * The login the token writes as: `GET /user` for a user token. An installation token may not read
 * `/user` (403/404): GraphQL's `viewer` names it (a GitHub App's token writes as `<app-slug>[bot]`),
 * and without an answer there it is the default `GITHUB_TOKEN`'s `github-actions[bot]`.
 */
export async function ownLogin(octokit: Octokit): Promise<string> {
  let login = logins.get(octokit);
  if (!login) {
    login = lookUpLogin(octokit);
    logins.set(octokit, login);
    // A failure is not remembered: the next call asks again.
    login.catch(() => logins.delete(octokit));
  }
  return login;
}

async function lookUpLogin(octokit: Octokit): Promise<string> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch (error) {
    const status = httpStatus(error);
    if (status !== 403 && status !== 404)
      throw toGitHubError(error, 'find out which account the GitHub token belongs to');
    return (await installationLogin(octokit)) ?? ACTIONS_BOT_LOGIN;
  }
}

async function installationLogin(octokit: Octokit): Promise<string | undefined> {
  try {
    const { viewer } = await octokit.graphql<{ viewer: { login: string } }>('query { viewer { login } }');
    // REST names an App's account `<slug>[bot]`, as the comments it writes show.
    return viewer.login.endsWith('[bot]') ? viewer.login : `${viewer.login}[bot]`;
  } catch {
    return undefined;
  }
}

export function sameLogin(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase();
}
