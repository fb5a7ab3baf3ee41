// The in-memory state behind the GitHub stand-in: repositories with branches, commits and blobs
// (sha = the real git blob sha1), issues and pull requests sharing one numbering, and comments.
// Tests read and change it directly to arrange a scene or to play "another writer".
import { createHash } from 'node:crypto';

export interface StandinUser {
  login: string;
  id: number;
  type: 'User' | 'Bot';
}

export interface StoredComment {
  id: number;
  issueNumber: number;
  body: string;
  user: StandinUser;
  createdAt: string;
  updatedAt: string;
}

export interface StoredPull {
  headRef: string;
  headSha: string;
  baseRef: string;
  mergedAt: string | null;
  mergeCommitSha: string | null;
  /** Commits of the PR's branch (besides the head): the commit → pulls lookup finds them too. */
  commits: string[];
}

export interface StoredIssue {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  user: StandinUser;
  labels: string[];
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  pull?: StoredPull;
  /** A locked conversation: the stand-in's apps may not comment, as GitHub's may not. */
  locked?: boolean;
}

interface StoredCommit {
  sha: string;
  parent?: string;
  message: string;
  /** path → blob sha */
  files: Map<string, string>;
}

export interface StoredRepo {
  id: number;
  owner: string;
  name: string;
  defaultBranch: string;
  /** branch → head commit sha */
  branches: Map<string, string>;
  commits: Map<string, StoredCommit>;
  blobs: Map<string, Buffer>;
  /** Trees made through the git data API (and those of commits, once asked for): path → blob sha. */
  trees: Map<string, Map<string, string>>;
  issues: Map<number, StoredIssue>;
  comments: Map<number, StoredComment>;
  /** Workflow runs by id, with their status (`in_progress`, `completed`). */
  workflowRuns: Map<number, 'queued' | 'in_progress' | 'completed'>;
  nextNumber: number;
  /** False when Issues are turned off in the repository's settings: creating one answers 410. */
  hasIssues?: boolean;
}

/** The git blob sha1 of `content`, as GitHub reports it for a file. */
export function blobSha(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

export class StandinState {
  readonly repos = new Map<string, StoredRepo>();
  private clock = Date.parse('2026-01-01T00:00:00Z');
  private nextId = 1000;
  private commitCount = 0;

  /** A strictly increasing, deterministic time: one second per event. */
  tick(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString().replace('.000Z', 'Z');
  }

  id(): number {
    return ++this.nextId;
  }

  user(login: string): StandinUser {
    const id = [...login].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_000, 7);
    return { login, id, type: login.endsWith('[bot]') ? 'Bot' : 'User' };
  }

  createRepo(
    fullName: string,
    options: { defaultBranch?: string; files?: Record<string, string> } = {},
  ): StoredRepo {
    const [owner, name] = splitFullName(fullName);
    const defaultBranch = options.defaultBranch ?? 'main';
    const repo: StoredRepo = {
      id: this.id(),
      owner,
      name,
      defaultBranch,
      branches: new Map(),
      commits: new Map(),
      blobs: new Map(),
      trees: new Map(),
      issues: new Map(),
      comments: new Map(),
      workflowRuns: new Map(),
      nextNumber: 1,
    };
    this.repos.set(fullName.toLowerCase(), repo);
    const root = this.commit(
      repo,
      undefined,
      options.files ?? { 'README.md': `# ${name}\n` },
      'Initial commit',
    );
    repo.branches.set(defaultBranch, root);
    return repo;
  }

  repo(fullName: string): StoredRepo {
    const repo = this.repos.get(fullName.toLowerCase());
    if (!repo) throw new Error(`the stand-in has no repository ${fullName}`);
    return repo;
  }

  /** A new commit on top of `parent` with `changes` applied; returns its sha. */
  commit(
    repo: StoredRepo,
    parent: string | undefined,
    changes: Record<string, string | Buffer>,
    message: string,
  ): string {
    const files = new Map(parent ? repo.commits.get(parent)!.files : []);
    for (const [path, content] of Object.entries(changes)) {
      const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
      const sha = blobSha(bytes);
      repo.blobs.set(sha, bytes);
      files.set(path, sha);
    }
    const sha = createHash('sha1')
      .update(`commit ${parent ?? ''} ${message} ${++this.commitCount}`)
      .digest('hex');
    repo.commits.set(sha, { sha, message, files, ...(parent ? { parent } : {}) });
    return sha;
  }

  /** The tree of a file map, registered so a later request can name it. */
  tree(repo: StoredRepo, files: Map<string, string>): string {
    const sorted = [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const sha = createHash('sha1')
      .update(`tree ${JSON.stringify(sorted)}`)
      .digest('hex');
    repo.trees.set(sha, new Map(files));
    return sha;
  }

  /** A commit of a registered tree (the git data API's "create a commit"). */
  commitTree(repo: StoredRepo, tree: string, parent: string | undefined, message: string): string {
    const sha = createHash('sha1')
      .update(`commit ${parent ?? ''} ${tree} ${message} ${++this.commitCount}`)
      .digest('hex');
    repo.commits.set(sha, {
      sha,
      message,
      files: new Map(repo.trees.get(tree)!),
      ...(parent ? { parent } : {}),
    });
    return sha;
  }

  /** True when `ancestor` is `sha` or one of its parents: a fast-forward from it. */
  descends(repo: StoredRepo, sha: string, ancestor: string): boolean {
    for (let at: string | undefined = sha; at; at = repo.commits.get(at)?.parent)
      if (at === ancestor) return true;
    return false;
  }

  /** Commits `changes` on `branch` (which must exist) as another writer would. */
  commitOnBranch(
    repo: StoredRepo,
    branch: string,
    changes: Record<string, string | Buffer>,
    message: string,
  ): string {
    const head = repo.branches.get(branch);
    if (!head) throw new Error(`no branch ${branch} in ${repo.owner}/${repo.name}`);
    const sha = this.commit(repo, head, changes, message);
    repo.branches.set(branch, sha);
    return sha;
  }

  /** The file at the head of `branch`, or undefined. */
  readFile(repo: StoredRepo, branch: string, path: string): Buffer | undefined {
    const head = repo.branches.get(branch);
    const blob = head ? repo.commits.get(head)?.files.get(path) : undefined;
    return blob ? repo.blobs.get(blob) : undefined;
  }

  addIssue(
    repo: StoredRepo,
    login: string,
    fields: { title: string; body?: string | null; labels?: string[]; pull?: StoredPull },
  ): StoredIssue {
    const now = this.tick();
    const issue: StoredIssue = {
      number: repo.nextNumber++,
      title: fields.title,
      body: fields.body ?? null,
      state: 'open',
      user: this.user(login),
      labels: fields.labels ?? [],
      createdAt: now,
      updatedAt: now,
      closedAt: null,
      ...(fields.pull ? { pull: fields.pull } : {}),
    };
    repo.issues.set(issue.number, issue);
    return issue;
  }

  addComment(repo: StoredRepo, issueNumber: number, login: string, body: string): StoredComment {
    const now = this.tick();
    const comment: StoredComment = {
      id: this.id(),
      issueNumber,
      body,
      user: this.user(login),
      createdAt: now,
      updatedAt: now,
    };
    repo.comments.set(comment.id, comment);
    return comment;
  }
}

function splitFullName(fullName: string): [string, string] {
  const [owner, name, ...rest] = fullName.split('/');
  if (!owner || !name || rest.length > 0) throw new Error(`"${fullName}" is not owner/name`);
  return [owner, name];
}

export interface TokenIdentity {
  login: string;
  /** `installation` tokens (the default GITHUB_TOKEN) get 403 on `GET /user`. */
  kind: 'user' | 'installation';
  /** A fork PR's token: every write answers 403 "Resource not accessible by integration". */
  readOnly?: boolean;
}
