// The one place that reads the Actions runtime: inputs, the event payload and GITHUB_* variables,
// turned into a typed settings object once. Everything after this is plain engine code.

import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import * as core from '@actions/core';
import { DEFAULT_CONFIG_FILE } from '../config/schema.js';
import { unsendableCharacter } from '../console/redact.js';
import { didYouMean } from '../diagnostics/suggest.js';
import { gitOutput } from '../files/git.js';
import { escapesThroughLink, isInside, readFailure, toPosix } from '../files/paths.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { ToolError } from '../outcome/failure.js';
import { RUN_MODES, type RunMode } from '../report/model.js';

type ModeInput = 'auto' | RunMode;

interface PullRequestContext {
  number: number;
  fromFork: boolean;
  /** A fork's pull_request run: GitHub gives it a token that cannot write (pull_request_target's can). */
  readOnlyToken: boolean;
  /**
   * The PR's head commit. GITHUB_SHA of a pull_request run is a merge commit made for the run,
   * new on every push: links to it would change an otherwise unchanged comment, and break.
   */
  headSha?: string;
  /** The branch it merges into: its config is the trusted one (action/trusted-config.ts). */
  baseRef?: string;
}

export interface ActionSettings {
  apiKey?: string;
  apiUrl?: string;
  githubToken: string;
  configFile?: string;
  workingDirectory: string;
  mode: RunMode;
  comment: boolean;
  adoptExisting: boolean;
  /** `accept-changes`: every changed definition (true), these ids, or none (absent). */
  acceptChanges?: true | string[];
  /** `accept-removals`: every removed metric (true), these ids, or none (absent). */
  acceptRemovals?: true | string[];
  reviewsIssue: boolean;
  eventName: string;
  owner: string;
  repo: string;
  sha: string;
  /** A push's commits, oldest first (at most MAX_PUSHED, the newest): each may merge a pull request. */
  pushed?: string[];
  defaultBranch?: string;
  pullRequest?: PullRequestContext;
  runUrl?: string;
  /** `https://github.com/owner/repo`, for links to files and the run. */
  repositoryUrl: string;
  githubApiUrl: string;
  /** The workflow run and its attempt (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT), when run by Actions. */
  run?: { id: string; attempt: string };
  /**
   * METRICS_AS_CODE_GITHUB_TIMEOUT_MS: a shorter wait for a silent GitHub. The end-to-end tests set
   * it; a workflow has no need to.
   */
  githubTimeoutMs?: number;
  /** Why a pull request gets local validation only, said plainly in the summary. */
  localOnlyReason?: string;
}

type Payload = {
  pull_request?: {
    number?: number;
    head?: { sha?: string; repo?: { full_name?: string } | null };
    base?: { ref?: string };
  };
  repository?: { full_name?: string; default_branch?: string };
  number?: number;
  action?: string;
  commits?: Array<{ id?: unknown }>;
};

/** The most commits of a push whose pull requests are looked up (a merge queue merges a few). */
const MAX_PUSHED = 20;

const settingsError = (message: string) => new ToolError('action.input', ExitCode.Usage, message);

export function readSettings(): ActionSettings {
  const env = process.env;
  // Masked before anything else can print it.
  const apiKey = core.getInput('api-key') || undefined;
  if (apiKey) core.setSecret(apiKey);
  const githubToken = core.getInput('github-token');
  if (githubToken) core.setSecret(githubToken);
  const unsendable = unsendableCharacter(githubToken);
  if (unsendable)
    throw settingsError(
      `input github-token holds a character an HTTP header cannot carry (${unsendable}): copy the token again, or leave the input out (it defaults to the workflow's github.token)`,
    );

  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const pullRequest = pullRequestOf(payload, eventName);
  const requested = modeInput(core.getInput('mode') || 'auto');
  const defaultBranch = payload.repository?.default_branch;
  const acceptChanges = idsInput('accept-changes', core.getInput('accept-changes'));
  const acceptRemovals = idsInput('accept-removals', core.getInput('accept-removals'));
  // A dispatch that adopts what exists (a lost ledger, metrics made in the console first) applies.
  const adoptExisting = booleanInput('adopt-existing', false);
  const adopting = adoptExisting && eventName === 'workflow_dispatch';
  const accepting = acceptChanges ?? acceptRemovals;
  // A closed pull request has nothing left to plan; its comment is the merge's to finish.
  const closed = requested === 'auto' && pullRequest !== undefined && payload.action === 'closed';
  const mode =
    requested !== 'auto'
      ? requested
      : accepting || adopting
        ? 'apply'
        : autoMode(eventName, env.GITHUB_REF, defaultBranch);
  // Creating what a pull request proposes, before it is merged (a merge queue's run is before
  // too), is never what was meant.
  const beforeMerge = pullRequest !== undefined || eventName === 'merge_group';
  if (beforeMerge && requested === 'auto' && accepting)
    throw settingsError(
      `input ${acceptChanges ? 'accept-changes' : 'accept-removals'} records what the default branch holds, so it runs on a push or workflow_dispatch of the default branch only; this run is a ${eventName} event: leave the input empty here`,
    );
  if (mode === 'apply' && beforeMerge)
    throw settingsError(
      `mode apply on a ${eventName} event would create the definitions of a pull request nobody has merged: use mode plan (or auto) for pull requests, and apply on a push to the default branch`,
    );
  if (acceptChanges) acceptedWhere('accept-changes', mode, env.GITHUB_REF, defaultBranch);
  if (acceptRemovals) acceptedWhere('accept-removals', mode, env.GITHUB_REF, defaultBranch);
  if (adopting) acceptedWhere('adopt-existing', mode, env.GITHUB_REF, defaultBranch);
  // The API cannot delete a metric: what an unmerged branch creates stays, unowned by main's ledger.
  // A tag is a release someone cut on purpose, and may be applied.
  const branch = env.GITHUB_REF?.startsWith('refs/heads/') ? env.GITHUB_REF : undefined;
  if (mode === 'apply' && defaultBranch && branch && branch !== `refs/heads/${defaultBranch}`)
    throw settingsError(
      `mode apply creates what the default branch (${defaultBranch}) holds, and this run is on ${branch}, which nobody has merged: run apply on a push to ${defaultBranch} only (mode auto does), and plan other branches`,
    );

  let localOnlyReason: string | undefined;
  if (closed) {
    localOnlyReason =
      'The pull request is closed, so nothing was dry-run and its comment was left as it is (a merge is applied by the push to the default branch).';
  } else if (mode === 'plan' && pullRequest?.fromFork) {
    // pull_request_target holds the key for a fork too; spending it, and the shared rate budget,
    // is not for a pull request from outside the repository to decide.
    localOnlyReason = pullRequest.readOnlyToken
      ? 'This pull request comes from a fork, so it has no access to the Console API key: local validation only.'
      : 'This pull request comes from a fork, so its definitions were checked locally only: nothing is sent to the Console API on behalf of a pull request from outside the repository.';
  } else if ((mode === 'plan' || mode === 'apply' || mode === 'reviews') && !apiKey) {
    if (mode !== 'plan')
      throw settingsError(`mode ${mode} needs the api-key input, and it is empty: ${ADD_THE_SECRET}`);
    localOnlyReason = `The api-key input is empty, so definitions were checked locally only (no dry run): ${ADD_THE_SECRET}.`;
  }

  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const runUrl = env.GITHUB_RUN_ID
    ? `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}`
    : undefined;
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const settings: ActionSettings = {
    githubToken,
    workingDirectory: repositoryRelative(core.getInput('working-directory') || '.', workspace),
    mode,
    comment: booleanInput('comment', true) && !closed,
    adoptExisting,
    reviewsIssue: booleanInput('reviews-issue', false),
    eventName,
    owner,
    repo,
    sha: env.GITHUB_SHA ?? '',
    repositoryUrl: `${serverUrl}/${owner}/${repo}`,
    githubApiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
  };
  // The default name is optional (a repository may have no config); a name the user chose is not.
  const configFile = core.getInput('config');
  if (configFile && configFile !== DEFAULT_CONFIG_FILE)
    settings.configFile = configInWorkspace(configFile, settings.workingDirectory, workspace);
  if (apiKey) settings.apiKey = apiKey;
  const apiUrl = core.getInput('api-url') || env.CONSOLE_API_URL;
  if (apiUrl) settings.apiUrl = apiUrl;
  if (defaultBranch) settings.defaultBranch = defaultBranch;
  if (acceptChanges) settings.acceptChanges = acceptChanges;
  if (acceptRemovals) settings.acceptRemovals = acceptRemovals;
  if (pullRequest) settings.pullRequest = pullRequest;
  const pushed = (payload.commits ?? []).flatMap(({ id }) => (typeof id === 'string' ? [id] : []));
  if (eventName === 'push' && pushed.length > 0) settings.pushed = pushed.slice(-MAX_PUSHED);
  if (runUrl) settings.runUrl = runUrl;
  if (env.GITHUB_RUN_ID) settings.run = { id: env.GITHUB_RUN_ID, attempt: env.GITHUB_RUN_ATTEMPT ?? '1' };
  const githubTimeoutMs = Number(env.METRICS_AS_CODE_GITHUB_TIMEOUT_MS);
  if (githubTimeoutMs > 0) settings.githubTimeoutMs = githubTimeoutMs;
  if (localOnlyReason) settings.localOnlyReason = localOnlyReason;
  // A reviews run reads no definition: whichever commit is checked out, it reads the same.
  if (eventName === 'pull_request_target' && pullRequest?.headSha && mode !== 'reviews')
    refuseBaseCheckout(resolve(workspace, settings.workingDirectory), env.GITHUB_SHA, pullRequest.headSha);
  return settings;
}

/** An empty api-key is most often a secret the workflow names and the repository does not hold yet. */
const ADD_THE_SECRET =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, as written
  'if the workflow passes a secret (`api-key: ${{ secrets.CONSOLE_API_KEY }}`), add it to the repository (Settings → Secrets and variables → Actions)';

/** `auto`: pull_request → plan; push to the default branch → apply; schedule/dispatch → reviews. */
function autoMode(eventName: string, ref: string | undefined, defaultBranch: string | undefined): RunMode {
  switch (eventName) {
    case 'pull_request':
    case 'pull_request_target':
      return 'plan';
    case 'push':
      return defaultBranch && ref === `refs/heads/${defaultBranch}` ? 'apply' : 'plan';
    case 'schedule':
    case 'workflow_dispatch':
      return 'reviews';
    default:
      return 'validate';
  }
}

/** The input `name`: `none` (or empty), `all`, or ids separated by commas or new lines. */
function idsInput(name: 'accept-changes' | 'accept-removals', value: string): true | string[] | undefined {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'none') return undefined;
  if (trimmed.toLowerCase() === 'all') return true;
  const ids = trimmed
    .split(/[,\n]/)
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
  const malformed = ids.find((id) => !id.includes('::'));
  if (malformed !== undefined)
    throw settingsError(
      `input ${name} must be none, all, or metric ids (name::type) separated by commas or new lines; got "${malformed}"`,
    );
  return ids;
}

/**
 * Accepting records the tree's definitions as the truth: only an apply of the default branch may,
 * never a branch that is not merged.
 */
function acceptedWhere(
  input: 'accept-changes' | 'accept-removals' | 'adopt-existing',
  mode: RunMode,
  ref: string | undefined,
  defaultBranch: string | undefined,
): void {
  if (mode !== 'apply') throw settingsError(`input ${input} needs mode apply (or auto); the mode is ${mode}`);
  if (defaultBranch && ref !== `refs/heads/${defaultBranch}`)
    throw settingsError(
      `input ${input} runs on the default branch (${defaultBranch}) only, where the definitions are merged; this run is on ${ref ?? 'an unknown ref'}`,
    );
}

function modeInput(value: string): ModeInput {
  const modes: readonly string[] = ['auto', ...RUN_MODES];
  if (!modes.includes(value)) {
    // `dry-run`, as other tools name it, is a plan: it dry-runs what apply would create.
    const meant = /^dry[-_ ]?run$/i.test(value.trim())
      ? ' (a dry run is mode `plan`)'
      : didYouMean(value, modes);
    throw settingsError(`input mode must be one of ${modes.join(', ')}; got "${value}"${meant}`);
  }
  return value as ModeInput;
}

function booleanInput(name: string, fallback: boolean): boolean {
  const value = core.getInput(name).trim().toLowerCase();
  if (value === '') return fallback;
  if (['true', 'yes', '1', 'on'].includes(value)) return true;
  if (['false', 'no', '0', 'off'].includes(value)) return false;
  throw settingsError(
    `input ${name} must be true or false; got "${value}"${didYouMean(value, ['true', 'false'])}`,
  );
}

function readPayload(path: string | undefined): Payload {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Payload;
  } catch (error) {
    throw settingsError(`cannot read the event payload at ${path}: ${readFailure(error)}`);
  }
}

/**
 * pull_request_target checks out the base branch's commit (GITHUB_SHA) unless the job asks for
 * the pull request: the definitions read would not be the pull request's, and a broken one of it
 * would plan green.
 */
function refuseBaseCheckout(folder: string, baseSha: string | undefined, headSha: string): void {
  if (!baseSha || baseSha === headSha) return;
  // Without git or a repository there is nothing to tell by.
  if (gitOutput(folder, ['rev-parse', 'HEAD']) === baseSha)
    throw settingsError(
      `on pull_request_target the checkout is the base branch's commit (${baseSha.slice(0, 7)}), not the pull request's, so its definitions would not be the ones checked: check the pull request out with actions/checkout (\`ref: \${{ github.event.pull_request.head.sha }}\`), or run on pull_request`,
    );
}

function pullRequestOf(payload: Payload, eventName: string): PullRequestContext | undefined {
  const pr = payload.pull_request;
  if (!pr || typeof pr.number !== 'number') return undefined;
  const head = pr.head?.repo?.full_name;
  const base = payload.repository?.full_name;
  // A deleted fork has head.repo null: still a fork, still without secrets.
  const fromFork = !head || (base !== undefined && head !== base);
  const context: PullRequestContext = {
    number: pr.number,
    fromFork,
    readOnlyToken: fromFork && eventName !== 'pull_request_target',
  };
  if (pr.head?.sha) context.headSha = pr.head.sha;
  if (pr.base?.ref) context.baseRef = pr.base.ref;
  return context;
}

/** The config input, relative to the working directory, as long as it names a file of the workspace. */
function configInWorkspace(input: string, workingDirectory: string, workspace: string): string {
  if (!isInside(resolve(workspace), resolve(workspace, workingDirectory, input)))
    throw settingsError(
      `input config \`${input}\` is outside the workspace (${workspace}): give a file of the repository, relative to working-directory`,
    );
  return input;
}

/**
 * The working directory as a posix path inside the workspace (`.` for the root): an absolute one
 * (`${{ github.workspace }}/sub`) works as its relative form does; one outside is a usage error.
 */
function repositoryRelative(input: string, workspace: string): string {
  const relativePath = toPosix(relative(workspace, resolve(workspace, input))) || '.';
  if (relativePath === '..' || relativePath.startsWith('../') || isAbsolute(relativePath))
    throw settingsError(
      `input working-directory \`${input}\` is outside the workspace (${workspace}): give a folder of the repository`,
    );
  const folder = resolve(workspace, input);
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory())
    throw settingsError(
      `input working-directory \`${input}\` is not a folder of the workspace (${workspace}): give a folder of the repository, checked out before this step (actions/checkout)`,
    );
  // A pull request can replace the folder by a link: what it leads to is not the repository's.
  if (escapesThroughLink(workspace, folder))
    throw settingsError(
      `input working-directory \`${input}\` leads out of the workspace through a symbolic link, so nothing in it is read: give a folder of the repository itself`,
    );
  return relativePath;
}
