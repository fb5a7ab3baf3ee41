// Whose comments and issues are ours: the marker alone can be copied by anyone, so a comment
// counts only when the token's own identity wrote it.
import { httpStatus, toGitHubError } from './errors.js';
import type { Octokit } from './octokit.js';

/** The author of everything the default `GITHUB_TOKEN` writes. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

const logins = new WeakMap<Octokit, Promise<string>>();

/**
 * The login the token writes as: `GET /user` for a user token; an installation token (the
 * default `GITHUB_TOKEN`) may not read `/user` (403/404) and writes as `github-actions[bot]`.
 * An explicit `author` wins (a GitHub App's token writes as `<app-slug>[bot]`).
 */
export async function ownLogin(octokit: Octokit, author?: string): Promise<string> {
  if (author) return author;
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
    if (status === 403 || status === 404) return ACTIONS_BOT_LOGIN;
    throw toGitHubError(error, 'find out which account the GitHub token belongs to');
  }
}

export function sameLogin(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase();
}
