// The Action's ledger store (docs/ledger.md): `state.json` on a branch of the repository, and
// beside it a journal folder of small batch files.
// - A full write goes through the contents API with compare-and-swap on the file's blob sha. A
//   lost swap (409 stale sha, 422 created meanwhile) re-reads and re-applies the caller's pure
//   mutation, so nothing a concurrent run wrote is lost.
// - A batch of records is a new file of its own in the journal: its commit holds that batch and
//   nothing else, and two runs appending never conflict (each names its own file).
// - Folding the journal in is one commit through the git data API that replaces `state.json` and
//   deletes the folded batch files, moved onto the branch only as a fast-forward of the commit it
//   was read at (compare-and-swap on the branch). So the branch's history grows with what was
//   recorded, not with the ledger's size times the number of writes.

import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { folderSlug } from '../files/paths.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { ToolError } from '../outcome/failure.js';
import {
  applyJournal,
  emptyLedger,
  type JournalBatch,
  type Ledger,
  type LedgerStore,
} from '../reconcile/ledger.js';
import {
  EMPTY_LEDGER_TEXT,
  parseJournalBatch,
  parseLedger,
  serializeLedger,
} from '../reconcile/ledger-schema.js';
import { readFileAt } from './contents.js';
import { GitHubError, httpStatus, serverMessage, toGitHubError } from './errors.js';
import type { Octokit } from './octokit.js';

export interface GitHubLedgerStoreOptions {
  octokit: Octokit;
  owner: string;
  repo: string;
  /** Created from the default branch's head when missing. */
  branch: string;
  /**
   * This catalogue's folder in the repository (`.`, `apps/web`): each write stamps the ledger with
   * it, and a ledger stamped with another's is not read as this one's.
   */
  catalogue?: string;
  /** The repository's default branch, when known: never the ledger's (it holds the code). */
  defaultBranch?: string;
  /** Writes lost to concurrent writers before giving up. Default 10. */
  maxAttempts?: number;
  /** Base of the jittered back-off between lost writes. Default 250 ms. */
  backoffMs?: number;
}

interface Snapshot {
  /** The stored ledger with the journal applied. */
  ledger: Ledger;
  /**
   * `state.json`'s text as stored (an empty ledger's when there is none): a ledger that serialises
   * to the same text is not written again. Comparing the text the write needs costs no second pass.
   */
  text: string;
  /** Blob sha of the stored file; undefined when there is none yet. */
  sha?: string;
  /** The branch's commit it was read at; undefined before the branch exists. */
  head?: string;
  /** The catalogue the stored ledger is stamped with, if any. */
  owner?: string;
  /** The journal's batch files at that commit. */
  journal: string[];
}

const CONTENTS_PERMISSION = 'contents: write';
const LEDGER_PATH = 'state.json';
const JOURNAL_DIR = 'state-journal';
const JOURNAL_READS_AT_ONCE = 8;
/** `[skip ci]` keeps the ledger's commits from starting workflows. */
const COMMIT_MESSAGE = 'metrics-as-code: update the ledger [skip ci]';

export class GitHubLedgerStore implements LedgerStore {
  readonly location: string;
  private readonly octokit: Octokit;
  private readonly owner: string;
  private readonly repo: string;
  private readonly branch: string;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly catalogue: string | undefined;
  private readonly defaultBranch: string | undefined;
  private appended = 0;
  /** The last read found batch files, or this store appended one: `compact` has work to do. */
  private journalSeen = false;
  notice?: string;

  constructor(options: GitHubLedgerStoreOptions) {
    this.octokit = options.octokit;
    this.owner = options.owner;
    this.repo = options.repo;
    this.branch = options.branch;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.backoffMs = options.backoffMs ?? 250;
    this.catalogue = options.catalogue;
    this.defaultBranch = options.defaultBranch;
    this.location = `${LEDGER_PATH} on branch ${this.branch} of ${this.owner}/${this.repo}`;
  }

  /** The stored ledger; an empty one when the branch or the file does not exist yet, or is another catalogue's. */
  async read(): Promise<Ledger> {
    const snapshot = await this.fetch();
    const foreign = this.foreign(snapshot);
    if (!foreign) return snapshot.ledger;
    this.notice = `${foreign} This run compared the definitions with an empty ledger.`;
    return emptyLedger();
  }

  /** Read, mutate, write: every update reads the branch first, so it never acts on a stale view. */
  async update(mutate: (current: Ledger) => Ledger): Promise<Ledger> {
    for (let attempt = 1; ; attempt++) {
      const current = await this.fetch();
      const foreign = this.foreign(current);
      if (foreign) throw ledgerSettingError(foreign, 'ledger.other-catalogue');
      const next = mutate(current.ledger);
      const text = serializeLedger(
        this.catalogue === undefined ? next : { ...next, catalogue: this.catalogue },
      );
      if (current.journal.length === 0 && text === current.text) return current.ledger;
      try {
        if (current.journal.length > 0) await this.commitFolding(text, current);
        else await this.put(text, current.sha);
        this.journalSeen = false;
        return next;
      } catch (error) {
        if (!lostTheSwap(error)) throw this.refused(error, 'write the ledger');
        if (attempt >= this.maxAttempts) {
          throw new GitHubError(
            'conflict',
            `could not write the ledger (${this.location}): other runs kept changing it (${attempt} attempts). Run again; nothing was lost.`,
            httpStatus(error),
          );
        }
        await sleep(jitteredBackoff(this.backoffMs, attempt));
      }
    }
  }

  /** Adds `batch` as a new file of the journal: one small commit, never a conflict on content. */
  async append(batch: JournalBatch): Promise<void> {
    const stamp = Date.now().toString(36).padStart(9, '0');
    const run = batch.runId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60);
    const path = `${JOURNAL_DIR}/${stamp}-${run}-${++this.appended}.json`;
    const request = {
      owner: this.owner,
      repo: this.repo,
      path,
      branch: this.branch,
      message: COMMIT_MESSAGE,
      content: Buffer.from(`${JSON.stringify(batch)}\n`, 'utf8').toString('base64'),
    };
    for (let attempt = 1; ; attempt++) {
      try {
        await this.octokit.rest.repos.createOrUpdateFileContents(request);
        this.journalSeen = true;
        return;
      } catch (error) {
        if (branchMissing(error)) await this.createBranch();
        else if (!lostTheSwap(error) || attempt >= this.maxAttempts)
          throw this.refused(error, 'record a batch in the ledger');
        else await sleep(jitteredBackoff(this.backoffMs, attempt));
      }
    }
  }

  /** Folds the journal in when there is one: also one an earlier run failed to fold. */
  async compact(): Promise<void> {
    if (this.journalSeen) await this.update((current) => current);
  }

  /**
   * The ledger as of one commit of the branch: the ref first, then `state.json` and the journal
   * at that commit, so the three agree even while other runs write.
   */
  private async fetch(): Promise<Snapshot> {
    this.refuseTheCodesBranch();
    const head = await this.headCommit();
    if (!head) return { ledger: emptyLedger(), text: EMPTY_LEDGER_TEXT, journal: [] };
    const at = { owner: this.owner, repo: this.repo, ref: head };
    const [file, journal] = await Promise.all([
      readFileAt(this.octokit, { ...at, path: LEDGER_PATH }, `the ledger (${this.location})`),
      this.readJournal(head),
    ]);
    const base = file ? parseLedger(file.text, this.location) : emptyLedger();
    this.journalSeen = journal.length > 0;
    return {
      ledger: applyJournal(
        base,
        journal.map((entry) => entry.batch),
      ),
      text: file?.text ?? EMPTY_LEDGER_TEXT,
      ...(file && { sha: file.sha }),
      ...(base.catalogue !== undefined && { owner: base.catalogue }),
      head,
      journal: journal.map((entry) => entry.path),
    };
  }

  /** `state.branch: main`: every apply would commit `state.json` and its journal into the code. */
  private refuseTheCodesBranch(): void {
    if (this.branch !== this.defaultBranch) return;
    throw ledgerSettingError(
      `state.branch is \`${this.branch}\`, the repository's default branch: the ledger would commit ${LEDGER_PATH} and ${JOURNAL_DIR}/ into the code with every apply. Give it a branch of its own in the config (\`state: {branch: metrics-as-code/state}\`, the default); nothing was read or written.`,
      'config.state-branch',
    );
  }

  /** What is wrong when the stored ledger is another catalogue's; undefined when it is this one's. */
  private foreign({ owner }: Snapshot): string | undefined {
    const mine = this.catalogue;
    if (mine === undefined || owner === undefined || owner === mine) return undefined;
    const branch = `${this.branch}-${folderSlug(mine)}`;
    return `The ledger (${this.location}) is the catalogue \`${owner}\`'s, and this is the catalogue \`${mine}\`: sharing one, each would see the other's metrics as removed. Give this catalogue's config a branch of its own (\`state: {branch: ${branch}}\`), where its apply records what it creates (with adopt-existing, also what it created before); if this catalogue moved here from \`${owner}\`, change "catalogue" in that state.json to "${mine}".`;
  }

  private async headCommit(): Promise<string | undefined> {
    try {
      const { data } = await this.octokit.rest.git.getRef({
        owner: this.owner,
        repo: this.repo,
        ref: `heads/${this.branch}`,
      });
      return data.object.sha;
    } catch (error) {
      if (httpStatus(error) === 404) return undefined;
      throw toGitHubError(error, `read the ledger branch ${this.branch}`, 'contents: read');
    }
  }

  /** The journal's batches at `head`, oldest first (their names start with a time stamp). */
  private async readJournal(head: string): Promise<Array<{ path: string; batch: JournalBatch }>> {
    let listing: unknown;
    try {
      ({ data: listing } = await this.octokit.rest.repos.getContent({
        owner: this.owner,
        repo: this.repo,
        path: JOURNAL_DIR,
        ref: head,
      }));
    } catch (error) {
      if (httpStatus(error) === 404) return [];
      throw toGitHubError(error, `read the ledger's journal (${JOURNAL_DIR})`, 'contents: read');
    }
    if (!Array.isArray(listing)) return [];
    const paths = (listing as Array<{ type: string; path: string }>)
      .filter((entry) => entry.type === 'file' && entry.path.endsWith('.json'))
      .map((entry) => entry.path)
      .sort();
    // A few at a time: GitHub asks integrations not to send many requests at once.
    const limit = pLimit(JOURNAL_READS_AT_ONCE);
    return Promise.all(
      paths.map((path) =>
        limit(async () => {
          const what = `the ledger's journal batch ${path}`;
          const file = await readFileAt(
            this.octokit,
            { owner: this.owner, repo: this.repo, path, ref: head },
            what,
          );
          return { path, batch: file ? parseJournalBatch(file.text, path) : emptyBatch() };
        }),
      ),
    );
  }

  /**
   * One commit on top of the snapshot's head: `state.json` replaced by `ledger`, the folded
   * batch files deleted. The branch moves only as a fast-forward; a branch that moved meanwhile
   * is a lost swap (422 "not a fast forward"), and the caller reads again.
   */
  private async commitFolding(text: string, snapshot: Snapshot): Promise<void> {
    const { owner, repo } = this;
    const head = snapshot.head!;
    const { data: commit } = await this.octokit.rest.git.getCommit({ owner, repo, commit_sha: head });
    const { data: tree } = await this.octokit.rest.git.createTree({
      owner,
      repo,
      base_tree: commit.tree.sha,
      tree: [
        { path: LEDGER_PATH, mode: '100644', type: 'blob', content: text },
        ...snapshot.journal.map((path) => ({
          path,
          mode: '100644' as const,
          type: 'blob' as const,
          sha: null,
        })),
      ],
    });
    const { data: created } = await this.octokit.rest.git.createCommit({
      owner,
      repo,
      message: COMMIT_MESSAGE,
      tree: tree.sha,
      parents: [head],
    });
    await this.octokit.rest.git.updateRef({
      owner,
      repo,
      ref: `heads/${this.branch}`,
      sha: created.sha,
      force: false,
    });
  }

  /** Writes `text` with compare-and-swap on `sha`. */
  private async put(text: string, sha: string | undefined): Promise<void> {
    const request = {
      owner: this.owner,
      repo: this.repo,
      path: LEDGER_PATH,
      branch: this.branch,
      message: COMMIT_MESSAGE,
      content: Buffer.from(text, 'utf8').toString('base64'),
      ...(sha ? { sha } : {}),
    };
    try {
      await this.octokit.rest.repos.createOrUpdateFileContents(request);
    } catch (error) {
      if (!branchMissing(error)) throw error;
      await this.createBranch();
      await this.octokit.rest.repos.createOrUpdateFileContents(request);
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
      throw this.refused(error, 'create the ledger branch');
    }
  }

  /** A write GitHub refused, as an error a user can act on; a branch rule is named as one. */
  private refused(error: unknown, action: string): GitHubError {
    if (!refusedByRule(error))
      return toGitHubError(error, `${action} (${this.location})`, CONTENTS_PERMISSION);
    const status = httpStatus(error);
    return new GitHubError(
      'protected',
      `could not ${action} (${this.location}): GitHub answered ${status} "${serverMessage(error)}": a branch protection rule or ruleset refuses this token's writes to ${this.branch}: exclude that branch (state.branch) from the rule, or let GitHub Actions bypass it.`,
      status,
    );
  }
}

/** The ledger is another catalogue's, or on the code's branch: a configuration to change. */
const ledgerSettingError = (message: string, rule: string) => new ToolError(rule, ExitCode.Usage, message);

/** A branch protection rule or a ruleset refused the write: no retry can pass it. */
function refusedByRule(error: unknown): boolean {
  return /protected branch|rule violation|through a pull request/i.test(serverMessage(error));
}

/**
 * 409: the sha we sent is stale. 422 "sha wasn't supplied": someone created the file meanwhile.
 * 422 "not a fast forward": the branch moved since the folding commit's parent was read.
 */
function lostTheSwap(error: unknown): boolean {
  const status = httpStatus(error);
  if (refusedByRule(error)) return false;
  return status === 409 || (status === 422 && /\bsha\b|fast forward/i.test(serverMessage(error)));
}

function emptyBatch(): JournalBatch {
  return { runId: '', metrics: {}, dropped: [] };
}

function branchMissing(error: unknown): boolean {
  const status = httpStatus(error);
  if (refusedByRule(error)) return false;
  return (status === 404 || status === 422) && /branch/i.test(serverMessage(error));
}

function jitteredBackoff(baseMs: number, attempt: number): number {
  const ceiling = Math.min(5_000, baseMs * 2 ** (attempt - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
}
