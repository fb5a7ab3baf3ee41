// The Action's ledger store (docs/ledger.md): `state.json` on a branch of the repository,
// written through the contents API with compare-and-swap on the file's blob sha. A lost swap
// (409 stale sha, 422 created meanwhile) re-reads and re-applies the caller's pure mutation, so
// nothing a concurrent run wrote is lost. Few writes (GitHub asks for at most one content write
// a second) come from the caller: apply's LedgerRecorder folds concurrent records into one update.
import { canonicalJson } from '../reconcile/hash.js';
import { emptyLedger, type Ledger, type LedgerStore } from '../reconcile/ledger.js';
import { parseLedger, serializeLedger } from '../reconcile/ledger-schema.js';
import { readFileAt } from './contents.js';
import { GitHubError, httpStatus, serverMessage, toGitHubError } from './errors.js';
import type { Octokit } from './octokit.js';

export interface GitHubLedgerStoreOptions {
  octokit: Octokit;
  owner: string;
  repo: string;
  /** Created from the default branch's head when missing. */
  branch: string;
  path?: string;
  /** `[skip ci]` keeps the ledger's commits from starting workflows. */
  commitMessage?: string;
  /** Writes lost to concurrent writers before giving up. Default 10. */
  maxAttempts?: number;
  /** Base of the jittered back-off between lost writes. Default 250 ms. */
  backoffMs?: number;
}

interface Snapshot {
  ledger: Ledger;
  /** Blob sha of the stored file; undefined when there is none yet. */
  sha?: string;
}

const CONTENTS_PERMISSION = 'contents: write';

export class GitHubLedgerStore implements LedgerStore {
  readonly location: string;
  private readonly octokit: Octokit;
  private readonly owner: string;
  private readonly repo: string;
  private readonly branch: string;
  private readonly path: string;
  private readonly commitMessage: string;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  /** What this store last read or wrote; a stale one costs one lost swap, then a re-read. */
  private known: Snapshot | undefined;

  constructor(options: GitHubLedgerStoreOptions) {
    this.octokit = options.octokit;
    this.owner = options.owner;
    this.repo = options.repo;
    this.branch = options.branch;
    this.path = options.path ?? 'state.json';
    this.commitMessage = options.commitMessage ?? 'metrics-as-code: update the ledger [skip ci]';
    this.maxAttempts = options.maxAttempts ?? 10;
    this.backoffMs = options.backoffMs ?? 250;
    this.location = `${this.path} on branch ${this.branch} of ${this.owner}/${this.repo}`;
  }

  /** The stored ledger; an empty one when the branch or the file does not exist yet. */
  async read(): Promise<Ledger> {
    this.known = await this.fetch();
    return this.known.ledger;
  }

  async update(mutate: (current: Ledger) => Ledger): Promise<Ledger> {
    for (let attempt = 1; ; attempt++) {
      const remembered = this.known;
      const current = remembered ?? (await this.fetch());
      const next = mutate(current.ledger);
      if (canonicalJson(next) === canonicalJson(current.ledger)) {
        // "Nothing to write" is only trusted against what is stored now, not what we remember.
        if (remembered) {
          this.known = undefined;
          attempt--;
          continue;
        }
        this.known = current;
        return current.ledger;
      }
      try {
        this.known = { ledger: next, sha: await this.put(next, current.sha) };
        return next;
      } catch (error) {
        this.known = undefined;
        if (!lostTheSwap(error))
          throw toGitHubError(error, `write the ledger (${this.location})`, CONTENTS_PERMISSION);
        if (attempt >= this.maxAttempts) {
          throw new GitHubError(
            'conflict',
            `Could not write the ledger (${this.location}): other runs kept changing it (${attempt} attempts). Run again; nothing was lost.`,
            httpStatus(error),
          );
        }
        await sleep(jitteredBackoff(this.backoffMs, attempt));
      }
    }
  }

  private async fetch(): Promise<Snapshot> {
    const file = await readFileAt(
      this.octokit,
      { owner: this.owner, repo: this.repo, path: this.path, ref: this.branch },
      `the ledger (${this.location})`,
    );
    // Branch or file missing: nothing was recorded yet.
    if (!file) return { ledger: emptyLedger() };
    return { ledger: parseLedger(file.text, this.location), sha: file.sha };
  }

  /** Writes with compare-and-swap on `sha`; returns the new blob sha. */
  private async put(ledger: Ledger, sha: string | undefined): Promise<string> {
    const request = {
      owner: this.owner,
      repo: this.repo,
      path: this.path,
      branch: this.branch,
      message: this.commitMessage,
      content: Buffer.from(serializeLedger(ledger), 'utf8').toString('base64'),
      ...(sha ? { sha } : {}),
    };
    try {
      return (await this.octokit.rest.repos.createOrUpdateFileContents(request)).data.content?.sha ?? '';
    } catch (error) {
      if (!branchMissing(error)) throw error;
      await this.createBranch();
      return (await this.octokit.rest.repos.createOrUpdateFileContents(request)).data.content?.sha ?? '';
    }
  }

  private async createBranch(): Promise<void> {
    const { owner, repo } = this;
    try {
      const { data: repository } = await this.octokit.rest.repos.get({ owner, repo });
      const head = await this.octokit.rest.git.getRef({
        owner,
        repo,
        ref: `heads/${repository.default_branch}`,
      });
      await this.octokit.rest.git.createRef({
        owner,
        repo,
        ref: `refs/heads/${this.branch}`,
        sha: head.data.object.sha,
      });
    } catch (error) {
      // Another run created it between our read and our write: just as good.
      if (httpStatus(error) === 422 && /already exists/i.test(serverMessage(error))) return;
      throw toGitHubError(
        error,
        `create the ledger branch ${this.branch} in ${owner}/${repo}`,
        CONTENTS_PERMISSION,
      );
    }
  }
}

/** 409: the sha we sent is stale. 422 "sha wasn't supplied": someone created the file meanwhile. */
function lostTheSwap(error: unknown): boolean {
  const status = httpStatus(error);
  return status === 409 || (status === 422 && /\bsha\b/i.test(serverMessage(error)));
}

function branchMissing(error: unknown): boolean {
  const status = httpStatus(error);
  return (status === 404 || status === 422) && /branch/i.test(serverMessage(error));
}

function jitteredBackoff(baseMs: number, attempt: number): number {
  const ceiling = Math.min(5_000, baseMs * 2 ** (attempt - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
