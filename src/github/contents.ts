// Reading one file of a repository at a ref through the contents API, with the blob API for files
// over 1 MB (which the contents API sends without their content).
import { GitHubError, httpStatus, toGitHubError } from './errors.js';
import type { Octokit } from './octokit.js';

export interface FileAt {
  owner: string;
  repo: string;
  path: string;
  ref: string;
}

/** The file's text and blob sha; undefined when the ref or the file does not exist. */
export async function readFileAt(
  octokit: Octokit,
  file: FileAt,
  what: string,
): Promise<{ text: string; sha: string } | undefined> {
  let data: Awaited<ReturnType<Octokit['rest']['repos']['getContent']>>['data'];
  try {
    ({ data } = await octokit.rest.repos.getContent({ ...file }));
  } catch (error) {
    if (httpStatus(error) === 404) return undefined;
    throw toGitHubError(error, `read ${what}`, 'contents: read');
  }
  if (Array.isArray(data) || data.type !== 'file') {
    throw new GitHubError('unexpected', `${what} is not a file: move what is at ${file.path}.`);
  }
  const text =
    data.encoding === 'base64' && data.content
      ? decodeBase64(data.content)
      : await readBlob(octokit, file, data.sha, what);
  return { text, sha: data.sha };
}

async function readBlob(octokit: Octokit, file: FileAt, sha: string, what: string): Promise<string> {
  try {
    const { data } = await octokit.rest.git.getBlob({ owner: file.owner, repo: file.repo, file_sha: sha });
    return data.encoding === 'base64' ? decodeBase64(data.content) : data.content;
  } catch (error) {
    throw toGitHubError(error, `read ${what}`, 'contents: read');
  }
}

function decodeBase64(content: string): string {
  return Buffer.from(content, 'base64').toString('utf8');
}
