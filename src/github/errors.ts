// GitHub failures as values with a kind the caller can branch on (exit code, retry, message) and
// a message a user can act on. Octokit's errors carry the request, headers included; none of that
// is kept, and anything shaped like a GitHub token is scrubbed from the server's text.

import { orElse, proxyHint } from '../console/response-kinds.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { ToolError } from '../outcome/failure.js';

export type GitHubErrorKind =
  /** 401: the token is wrong or expired. */
  | 'auth'
  /** 403: the token may not do this (workflow permissions, a fork PR's read-only token). */
  | 'permission'
  /** 403 on a comment: the conversation is locked, whatever the token may do. */
  | 'locked'
  | 'not-found'
  /** 410: Issues are turned off in the repository's settings (the only feature this tool meets off). */
  | 'disabled'
  /** 409/422 on a compare-and-swap that kept losing. */
  | 'conflict'
  /** A branch protection rule or ruleset refuses the write: the repository's settings. */
  | 'protected'
  /** GitHub refused the request as malformed (422) or our own input broke a GitHub limit. */
  | 'invalid'
  | 'rate-limited'
  /** 5xx: safe to run again. */
  | 'transient'
  /** No answer at all (no such host, refused, reset, timed out): safe to run again. */
  | 'unreachable'
  /** Something GitHub answered that this tool does not understand (e.g. a corrupt ledger file). */
  | 'unexpected';

/** Auth and permission problems are the workflow's configuration; the rest may pass. */
const EXIT_CODES: Record<GitHubErrorKind, ExitCode> = {
  auth: ExitCode.Usage,
  permission: ExitCode.Usage,
  locked: ExitCode.Usage,
  'not-found': ExitCode.Usage,
  disabled: ExitCode.Usage,
  conflict: ExitCode.Transient,
  protected: ExitCode.Usage,
  invalid: ExitCode.Usage,
  'rate-limited': ExitCode.Transient,
  transient: ExitCode.Transient,
  unreachable: ExitCode.Transient,
  unexpected: ExitCode.Usage,
};

export class GitHubError extends ToolError {
  constructor(
    readonly kind: GitHubErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(`github.${kind}`, EXIT_CODES[kind], message);
  }
}

/** What Octokit's RequestError looks like, without depending on its class. */
interface HttpFailure {
  status: number;
  message: string;
  response?: { data?: unknown; headers?: Record<string, string | number | undefined> };
}

export function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' && status > 0 ? status : undefined;
}

/** GitHub's own `message` of a failed request (without Octokit's documentation-url suffix). */
export function serverMessage(error: unknown): string {
  const data = (error as HttpFailure | undefined)?.response?.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string'
  ) {
    return scrubTokens((data as { message: string }).message);
  }
  return scrubTokens(error instanceof Error ? error.message : String(error));
}

const TOKEN_SHAPES = /\b(gh[pousr]_[A-Za-z0-9_]{16,}|github_pat_[A-Za-z0-9_]{16,}|v1\.[0-9a-f]{40})\b/g;

function scrubTokens(text: string): string {
  return text.replace(TOKEN_SHAPES, '***');
}

/**
 * Wraps any failure of a GitHub call as a GitHubError. `action` completes "could not …"
 * ("update comment 12 on o/r#5"); `permission` names what the workflow must grant.
 */
export function toGitHubError(error: unknown, action: string, permission?: string): GitHubError {
  if (error instanceof GitHubError) return error;
  const status = httpStatus(error);
  const said = serverMessage(error);
  const unreached = networkFailure(error);
  // fetch opens no connection to some ports (1, 9, 6000, …): no run will, whatever the network.
  const url = (error as { request?: { url?: unknown } }).request?.url;
  if (unreached === BAD_PORT && typeof url === 'string')
    return new GitHubError(
      'invalid',
      `could not ${action}: the GitHub API URL ${new URL(url).origin} is on a port that fetch refuses to open (a "bad port"): check GITHUB_API_URL`,
    );
  const proxy = typeof url === 'string' ? proxyHint(url) : '';
  // A host of GitHub Enterprise Server that does not exist is a typo; api.github.com does exist.
  if (unreached === NO_SUCH_HOST && typeof url === 'string' && new URL(url).hostname !== 'api.github.com')
    return new GitHubError(
      'invalid',
      `could not ${action}: the GitHub API URL ${new URL(url).origin} names a host that does not exist: ${orElse(proxy)}check GITHUB_API_URL`,
    );
  if (status === undefined || unreached) {
    const why = unreached ?? `it did not answer (${said})`;
    return new GitHubError(
      'unreachable',
      `could not ${action}: GitHub could not be reached: ${why}${proxy ? ` (${proxy})` : ''}. Run again.`,
    );
  }
  const kind = kindOf(status, said);
  const answered = `could not ${action}: GitHub answered ${status} "${said}".`;
  const what = kind === 'rate-limited' ? rateLimitAdvice(error) : advice(kind, permission);
  return new GitHubError(kind, `${answered} ${what}`.trimEnd(), status);
}

const BAD_PORT = 'a port fetch refuses to open';
const NO_SUCH_HOST = 'no such host (the network or its name server failed)';

/**
 * What went wrong when no HTTP answer came at all (Octokit reports it as a 500 without a
 * response): no such host, refused, reset or timed out; undefined for a real answer.
 */
function networkFailure(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || (error as HttpFailure).response !== undefined)
    return undefined;
  const cause = (error as { cause?: { code?: string; name?: string; cause?: { code?: string } } }).cause;
  const code = cause?.code ?? cause?.cause?.code ?? '';
  const text = `${code} ${cause?.name ?? ''} ${(error as Error).message ?? ''}`;
  if (/ENOTFOUND/.test(text)) return NO_SUCH_HOST;
  if (/EAI_AGAIN/.test(text)) return 'its name could not be resolved just now (a DNS failure)';
  if (/ECONNREFUSED/.test(text)) return 'the connection was refused';
  if (/ECONNRESET|socket hang up|UND_ERR_SOCKET/.test(text)) return 'the connection was reset';
  if (/TimeoutError|timeout|aborted/i.test(text)) return 'it did not answer in time';
  if (/\bbad port\b/.test(text)) return BAD_PORT;
  return httpStatus(error) === undefined ? undefined : `no answer (${scrubTokens((error as Error).message)})`;
}

function kindOf(status: number, said: string): GitHubErrorKind {
  if (status === 401) return 'auth';
  if (/rate limit/i.test(said) || status === 429) return 'rate-limited';
  // GitHub's words for it: "Unable to create comment because issue is locked."
  if (status === 403 && /\bis locked\b/i.test(said)) return 'locked';
  if (status === 403) return 'permission';
  if (status === 404) return 'not-found';
  // GitHub's words for it: "Issues are disabled for this repo" (a deleted issue is a 410 too).
  if (status === 410 && /\bdisabled\b/i.test(said)) return 'disabled';
  if (status === 409) return 'conflict';
  if (status >= 500) return 'transient';
  return 'invalid';
}

/** How long GitHub asks a rate-limited client to wait: its `retry-after`, else the limit's reset. */
function rateLimitAdvice(error: unknown): string {
  const headers = (error as HttpFailure).response?.headers ?? {};
  const retryAfter = Number(headers['retry-after']);
  const reset = Number(headers['x-ratelimit-reset']) * 1000;
  const asked =
    retryAfter > 0
      ? ` and asks to wait ${retryAfter >= 120 ? `${Math.ceil(retryAfter / 60)} min` : `${retryAfter} s`} (retry-after)`
      : reset > Date.now() && Number(headers['x-ratelimit-remaining']) === 0
        ? ` until ${new Date(reset).toISOString().slice(11, 16)} UTC, when the token's hourly limit resets`
        : '';
  return `GitHub limited the request rate${asked}: run again ${asked ? 'after that' : 'later'}.`;
}

/** When no `permissions:` helps: a run that gets a read-only token whatever it grants. */
const READ_ONLY_TOKENS =
  'a pull request from a fork or from Dependabot gets a read-only token whatever it grants';

function advice(kind: GitHubErrorKind, permission: string | undefined): string {
  switch (kind) {
    case 'auth':
      return 'Check the github-token input: the token is missing, wrong or expired.';
    case 'permission':
      return permission
        ? `Give the workflow's token "${permission}" in its \`permissions:\` (${READ_ONLY_TOKENS}).`
        : `The workflow's token lacks a permission (${READ_ONLY_TOKENS}).`;
    case 'locked':
      return 'The conversation is locked: only collaborators comment until someone unlocks it.';
    case 'not-found':
      return 'Check the repository name and that the token can see it.';
    case 'disabled':
      return "Turn Issues on in the repository's settings, or set reviews-issue to false: the job summary holds the digest.";
    case 'transient':
      return 'GitHub failed after retries; run again.';
    default:
      return '';
  }
}
