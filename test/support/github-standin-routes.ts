// The endpoints of the GitHub stand-in, each answering as docs.github.com describes it, with
// GitHub's own error messages where this tool depends on them (409 "does not match", 422 "sha
// wasn't supplied", 422 "Reference already exists", 403 "Resource not accessible by integration").
import {
  blobSha,
  type StandinState,
  type StoredComment,
  type StoredIssue,
  type StoredRepo,
  type TokenIdentity,
} from './github-standin-state.js';

/** What the routes read of the stand-in (its class imports them, so they do not import it). */
interface GitHubStandin {
  readonly url: string;
  readonly state: StandinState;
  readonly contentsMaxBytes: number;
}

const DOCS = 'https://docs.github.com/rest';

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

interface RouteContext {
  standin: GitHubStandin;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  identity: TokenIdentity;
  /** The repository of `{owner}/{repo}` routes (a 404 is answered before when it does not exist). */
  repo: StoredRepo;
  url: URL;
}

export function error(status: number, message: string, headers?: Record<string, string>): Reply {
  return { status, body: { message, documentation_url: DOCS }, ...(headers ? { headers } : {}) };
}

interface Route {
  key: string;
  method: string;
  write: boolean;
  match: (pathname: string) => Record<string, string> | undefined;
  handle: (context: RouteContext) => Reply;
}

// Parameters that may hold slashes (a file path, a ref such as `heads/metrics-as-code/state`).
const GREEDY = new Set(['path', 'ref']);

function route(key: string, handle: (context: RouteContext) => Reply): Route {
  const [method, template] = key.split(' ') as [string, string];
  const names: string[] = [];
  const source = template.replace(/\{(\w+)\}/g, (_all, name: string) => {
    names.push(name);
    return GREEDY.has(name) ? '(.+)' : '([^/]+)';
  });
  const pattern = new RegExp(`^${source}$`);
  return {
    key,
    method,
    // A GraphQL query reads, though it is a POST.
    write: method !== 'GET' && template !== '/graphql',
    handle,
    match: (pathname) => {
      const found = pattern.exec(pathname);
      if (!found) return undefined;
      return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
    },
  };
}

export const routes: Route[] = [
  route('GET /user', getUser),
  route('POST /graphql', viewer),
  route('GET /repos/{owner}/{repo}', ({ repo, standin }) => ({ status: 200, body: repoJson(standin, repo) })),
  route('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', getComment),
  route('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', updateComment),
  route('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', listComments),
  route('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', createComment),
  route('GET /repos/{owner}/{repo}/issues', listIssues),
  route('POST /repos/{owner}/{repo}/issues', createIssue),
  route('GET /repos/{owner}/{repo}/issues/{issue_number}', getIssue),
  route('PATCH /repos/{owner}/{repo}/issues/{issue_number}', updateIssue),
  route('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', pullsOfCommit),
  route('GET /repos/{owner}/{repo}/pulls/{pull_number}', getPull),
  route('GET /repos/{owner}/{repo}/git/ref/{ref}', getRef),
  route('GET /repos/{owner}/{repo}/actions/runs/{run_id}', ({ repo, params }) => {
    const status = repo.workflowRuns.get(Number(params.run_id));
    if (!status) return error(404, 'Not Found');
    return {
      status: 200,
      body: { id: Number(params.run_id), status, conclusion: status === 'completed' ? 'failure' : null },
    };
  }),
  route('POST /repos/{owner}/{repo}/git/refs', createRef),
  route('GET /repos/{owner}/{repo}/git/blobs/{file_sha}', getBlob),
  route('GET /repos/{owner}/{repo}/git/commits/{commit_sha}', getCommit),
  route('POST /repos/{owner}/{repo}/git/trees', createTree),
  route('POST /repos/{owner}/{repo}/git/commits', createCommit),
  route('PATCH /repos/{owner}/{repo}/git/refs/{ref}', updateRef),
  route('GET /repos/{owner}/{repo}/contents/{path}', getContents),
  route('PUT /repos/{owner}/{repo}/contents/{path}', putContents),
];

// ---------------------------------------------------------------------------------------------
// Users and repositories

function getUser({ identity, standin }: RouteContext): Reply {
  // GitHub Apps' installation tokens (GITHUB_TOKEN among them) may not read /user.
  if (identity.kind === 'installation') return error(403, 'Resource not accessible by integration');
  return { status: 200, body: userJson(standin, identity.login) };
}

/**
 * GraphQL, for the one query the tool sends: who the token writes as. Installation tokens may ask
 * it too; a GitHub App's token is its `<app-slug>[bot]` account.
 */
function viewer({ body, identity }: RouteContext): Reply {
  if (
    typeof body.query !== 'string' ||
    !/^\s*query\s*\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(body.query)
  )
    return {
      status: 200,
      body: { errors: [{ message: 'the stand-in answers `query { viewer { login } }` only' }] },
    };
  return { status: 200, body: { data: { viewer: { login: identity.login } } } };
}

function userJson(standin: GitHubStandin, login: string) {
  const user = standin.state.user(login);
  return {
    login: user.login,
    id: user.id,
    type: user.type,
    html_url: `${standin.url}/${encodeURIComponent(login)}`,
  };
}

function repoJson(standin: GitHubStandin, repo: StoredRepo) {
  return {
    id: repo.id,
    name: repo.name,
    full_name: `${repo.owner}/${repo.name}`,
    owner: userJson(standin, repo.owner),
    private: false,
    html_url: `${standin.url}/${repo.owner}/${repo.name}`,
    url: `${standin.url}/repos/${repo.owner}/${repo.name}`,
    default_branch: repo.defaultBranch,
  };
}

// ---------------------------------------------------------------------------------------------
// Pagination: `per_page` (default 30, at most 100) and `page`, with an RFC 5988 Link header of
// absolute URLs on the stand-in, as GitHub sends it.

function paginate(context: RouteContext, all: readonly unknown[]): Reply {
  const perPage = clampInt(context.query.get('per_page'), 30, 1, 100);
  const page = clampInt(context.query.get('page'), 1, 1, Number.MAX_SAFE_INTEGER);
  const last = Math.max(1, Math.ceil(all.length / perPage));
  const body = all.slice((page - 1) * perPage, page * perPage);
  const links: string[] = [];
  const at = (n: number, rel: string) => {
    const url = new URL(context.url.pathname + context.url.search, context.standin.url);
    url.searchParams.set('page', String(n));
    links.push(`<${url.href}>; rel="${rel}"`);
  };
  if (page > 1) at(Math.min(page - 1, last), 'prev');
  if (page < last) at(page + 1, 'next');
  if (page < last) at(last, 'last');
  if (page > 1) at(1, 'first');
  return { status: 200, body, ...(links.length ? { headers: { link: links.join(', ') } } : {}) };
}

function clampInt(value: string | null, fallback: number, min: number, max: number): number {
  const n = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

// ---------------------------------------------------------------------------------------------
// Issue comments

const COMMENT_MAX = 65_536;

function commentJson(context: RouteContext, comment: StoredComment) {
  const { standin, repo } = context;
  const base = `${standin.url}/repos/${repo.owner}/${repo.name}`;
  const kind = repo.issues.get(comment.issueNumber)?.pull ? 'pull' : 'issues';
  return {
    id: comment.id,
    node_id: `IC_${comment.id}`,
    url: `${base}/issues/comments/${comment.id}`,
    html_url: `${standin.url}/${repo.owner}/${repo.name}/${kind}/${comment.issueNumber}#issuecomment-${comment.id}`,
    issue_url: `${base}/issues/${comment.issueNumber}`,
    body: comment.body,
    user: userJson(standin, comment.user.login),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    author_association: 'NONE',
  };
}

function findComment(context: RouteContext): StoredComment | undefined {
  return context.repo.comments.get(Number(context.params.comment_id));
}

function getComment(context: RouteContext): Reply {
  const comment = findComment(context);
  return comment ? { status: 200, body: commentJson(context, comment) } : error(404, 'Not Found');
}

function commentBody(context: RouteContext): string | Reply {
  const body = context.body.body;
  if (typeof body !== 'string') {
    return {
      status: 422,
      body: {
        message: 'Validation Failed',
        errors: [{ resource: 'IssueComment', code: 'missing_field', field: 'body' }],
        documentation_url: DOCS,
      },
    };
  }
  if (body.length > COMMENT_MAX)
    return validationFailed('IssueComment', `Body is too long (maximum is ${COMMENT_MAX} characters)`);
  return body;
}

function updateComment(context: RouteContext): Reply {
  const comment = findComment(context);
  if (!comment) return error(404, 'Not Found');
  const body = commentBody(context);
  if (typeof body !== 'string') return body;
  comment.body = body;
  comment.updatedAt = context.standin.state.tick();
  return { status: 200, body: commentJson(context, comment) };
}

function listComments(context: RouteContext): Reply {
  const issueNumber = Number(context.params.issue_number);
  if (!context.repo.issues.has(issueNumber)) return error(404, 'Not Found');
  const comments = [...context.repo.comments.values()]
    .filter((comment) => comment.issueNumber === issueNumber)
    .sort((a, b) => a.id - b.id)
    .map((comment) => commentJson(context, comment));
  return paginate(context, comments);
}

function createComment(context: RouteContext): Reply {
  const issueNumber = Number(context.params.issue_number);
  const issue = context.repo.issues.get(issueNumber);
  if (!issue) return error(404, 'Not Found');
  if (issue.locked) return error(403, 'Unable to create comment because issue is locked.');
  const body = commentBody(context);
  if (typeof body !== 'string') return body;
  const comment = context.standin.state.addComment(context.repo, issueNumber, context.identity.login, body);
  return { status: 201, body: commentJson(context, comment) };
}

function validationFailed(resource: string, message: string): Reply {
  return {
    status: 422,
    body: {
      message: 'Validation Failed',
      errors: [{ resource, code: 'custom', message }],
      documentation_url: DOCS,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Issues (pull requests are issues too, flagged with `pull_request`)

function issueJson(context: RouteContext, issue: StoredIssue) {
  const { standin, repo } = context;
  const base = `${standin.url}/repos/${repo.owner}/${repo.name}`;
  const html = `${standin.url}/${repo.owner}/${repo.name}/${issue.pull ? 'pull' : 'issues'}/${issue.number}`;
  return {
    id: issue.number + repo.id * 100_000,
    node_id: `I_${repo.id}_${issue.number}`,
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    user: userJson(standin, issue.user.login),
    labels: issue.labels.map((name) => ({ name })),
    comments: [...repo.comments.values()].filter((comment) => comment.issueNumber === issue.number).length,
    url: `${base}/issues/${issue.number}`,
    html_url: html,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.closedAt,
    ...(issue.pull
      ? {
          pull_request: {
            url: `${base}/pulls/${issue.number}`,
            html_url: html,
            merged_at: issue.pull.mergedAt,
          },
        }
      : {}),
  };
}

function listIssues(context: RouteContext): Reply {
  const state = context.query.get('state') ?? 'open';
  if (!['open', 'closed', 'all'].includes(state))
    return validationFailed('Issue', `state "${state}" is not open, closed or all`);
  const creator = context.query.get('creator');
  const labels = (context.query.get('labels') ?? '')
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean);
  const ascending = context.query.get('direction') === 'asc';
  const issues = [...context.repo.issues.values()]
    .filter((issue) => state === 'all' || issue.state === state)
    .filter((issue) => !creator || issue.user.login.toLowerCase() === creator.toLowerCase())
    .filter((issue) => labels.every((label) => issue.labels.includes(label)))
    .sort((a, b) => (ascending ? a.number - b.number : b.number - a.number))
    .map((issue) => issueJson(context, issue));
  return paginate(context, issues);
}

function createIssue(context: RouteContext): Reply {
  if (context.repo.hasIssues === false) return error(410, 'Issues are disabled for this repo');
  const { title, body, labels } = context.body;
  if (typeof title !== 'string' || title === '') {
    return {
      status: 422,
      body: {
        message: 'Validation Failed',
        errors: [{ resource: 'Issue', code: 'missing_field', field: 'title' }],
        documentation_url: DOCS,
      },
    };
  }
  if (typeof body === 'string' && body.length > COMMENT_MAX)
    return validationFailed('Issue', `body is too long (maximum is ${COMMENT_MAX} characters)`);
  const issue = context.standin.state.addIssue(context.repo, context.identity.login, {
    title,
    body: typeof body === 'string' ? body : null,
    labels: Array.isArray(labels) ? labels.map(String) : [],
  });
  return { status: 201, body: issueJson(context, issue) };
}

function getIssue(context: RouteContext): Reply {
  const issue = context.repo.issues.get(Number(context.params.issue_number));
  return issue ? { status: 200, body: issueJson(context, issue) } : error(404, 'Not Found');
}

function updateIssue(context: RouteContext): Reply {
  const issue = context.repo.issues.get(Number(context.params.issue_number));
  if (!issue) return error(404, 'Not Found');
  const { title, body, state, labels } = context.body;
  if (typeof body === 'string' && body.length > COMMENT_MAX)
    return validationFailed('Issue', `body is too long (maximum is ${COMMENT_MAX} characters)`);
  if (typeof title === 'string') issue.title = title;
  if (typeof body === 'string' || body === null) issue.body = body;
  if (Array.isArray(labels)) issue.labels = labels.map(String);
  const now = context.standin.state.tick();
  if (state === 'open' || state === 'closed') {
    issue.closedAt = state === 'closed' ? now : null;
    issue.state = state;
  }
  issue.updatedAt = now;
  return { status: 200, body: issueJson(context, issue) };
}

function pullsOfCommit(context: RouteContext): Reply {
  const sha = context.params.commit_sha!;
  const pulls = [...context.repo.issues.values()].filter(
    (issue) =>
      issue.pull &&
      (issue.pull.mergeCommitSha === sha || issue.pull.headSha === sha || issue.pull.commits.includes(sha)),
  );
  if (pulls.length === 0 && !context.repo.commits.has(sha))
    return validationFailed('Commit', `No commit found for SHA: ${sha}`);
  return paginate(
    context,
    pulls.map((issue) => pullJson(context, issue)),
  );
}

function getPull(context: RouteContext): Reply {
  const issue = context.repo.issues.get(Number(context.params.pull_number));
  if (!issue?.pull) return error(404, 'Not Found');
  return { status: 200, body: pullJson(context, issue) };
}

function pullJson(context: RouteContext, issue: StoredIssue) {
  const base = `${context.standin.url}/repos/${context.repo.owner}/${context.repo.name}`;
  return {
    number: issue.number,
    state: issue.state,
    title: issue.title,
    user: userJson(context.standin, issue.user.login),
    url: `${base}/pulls/${issue.number}`,
    html_url: `${context.standin.url}/${context.repo.owner}/${context.repo.name}/pull/${issue.number}`,
    merged_at: issue.pull!.mergedAt,
    merge_commit_sha: issue.pull!.mergeCommitSha,
    head: { ref: issue.pull!.headRef, sha: issue.pull!.headSha },
    base: { ref: issue.pull!.baseRef },
  };
}

// ---------------------------------------------------------------------------------------------
// Git refs and blobs

function refJson(context: RouteContext, branch: string, sha: string) {
  const base = `${context.standin.url}/repos/${context.repo.owner}/${context.repo.name}`;
  return {
    ref: `refs/heads/${branch}`,
    node_id: `REF_${branch}`,
    url: `${base}/git/refs/heads/${branch}`,
    object: { sha, type: 'commit', url: `${base}/git/commits/${sha}` },
  };
}

function getRef(context: RouteContext): Reply {
  const ref = context.params.ref!;
  const branch = ref.startsWith('heads/') ? ref.slice('heads/'.length) : undefined;
  const sha = branch === undefined ? undefined : context.repo.branches.get(branch);
  return sha ? { status: 200, body: refJson(context, branch!, sha) } : error(404, 'Not Found');
}

function createRef(context: RouteContext): Reply {
  const { ref, sha } = context.body;
  if (typeof ref !== 'string' || !/^refs\/heads\/[^\s~^:?*[\\]+$/.test(ref) || ref.endsWith('/')) {
    return error(422, 'Reference name is not valid');
  }
  if (typeof sha !== 'string' || !context.repo.commits.has(sha)) return error(422, 'Object does not exist');
  const branch = ref.slice('refs/heads/'.length);
  if (context.repo.branches.has(branch)) return error(422, 'Reference already exists');
  context.repo.branches.set(branch, sha);
  return { status: 201, body: refJson(context, branch, sha) };
}

// The git data API, as far as a single commit that replaces and deletes files needs it:
// read a commit's tree, make a tree on top of it, commit it, and move the branch (fast-forward
// only unless forced: "Update is not a fast forward").

function commitJson(context: RouteContext, sha: string) {
  const { repo, standin } = context;
  const commit = repo.commits.get(sha)!;
  const base = `${standin.url}/repos/${repo.owner}/${repo.name}`;
  const tree = standin.state.tree(repo, commit.files);
  return {
    sha,
    node_id: `C_${sha}`,
    url: `${base}/git/commits/${sha}`,
    message: commit.message,
    tree: { sha: tree, url: `${base}/git/trees/${tree}` },
    parents: commit.parent ? [{ sha: commit.parent, url: `${base}/git/commits/${commit.parent}` }] : [],
  };
}

function getCommit(context: RouteContext): Reply {
  const sha = context.params.commit_sha!;
  if (!context.repo.commits.has(sha)) return error(404, 'Not Found');
  return { status: 200, body: commitJson(context, sha) };
}

function createTree(context: RouteContext): Reply {
  const { repo, body, standin } = context;
  const baseTree = body.base_tree;
  if (baseTree !== undefined && (typeof baseTree !== 'string' || !repo.trees.has(baseTree)))
    return error(422, 'base_tree is not a valid tree oid');
  if (!Array.isArray(body.tree)) return error(422, 'Invalid request.\n\n"tree" wasn\'t supplied.');
  const files = new Map(baseTree ? repo.trees.get(baseTree) : []);
  for (const entry of body.tree as Array<Record<string, unknown>>) {
    if (typeof entry.path !== 'string' || entry.mode !== '100644' || entry.type !== 'blob')
      return error(422, 'Invalid tree entry: path, mode 100644 and type blob are required');
    if (entry.sha === null) files.delete(entry.path);
    else if (typeof entry.content === 'string') {
      const bytes = Buffer.from(entry.content, 'utf8');
      const sha = blobSha(bytes);
      repo.blobs.set(sha, bytes);
      files.set(entry.path, sha);
    } else if (typeof entry.sha === 'string' && repo.blobs.has(entry.sha)) files.set(entry.path, entry.sha);
    else
      return error(422, `Invalid tree entry for ${entry.path}: content or an existing blob sha is required`);
  }
  const sha = standin.state.tree(repo, files);
  return {
    status: 201,
    body: { sha, url: `${standin.url}/repos/${repo.owner}/${repo.name}/git/trees/${sha}`, truncated: false },
  };
}

function createCommit(context: RouteContext): Reply {
  const { repo, body, standin } = context;
  if (typeof body.message !== 'string') return error(422, 'Invalid request.\n\n"message" wasn\'t supplied.');
  if (typeof body.tree !== 'string' || !repo.trees.has(body.tree))
    return error(422, 'Tree SHA does not exist');
  const parents = Array.isArray(body.parents) ? (body.parents as unknown[]) : [];
  if (parents.length > 1 || parents.some((parent) => typeof parent !== 'string' || !repo.commits.has(parent)))
    return error(422, 'Parent SHA does not exist or is not a commit object');
  const sha = standin.state.commitTree(repo, body.tree, parents[0] as string | undefined, body.message);
  return { status: 201, body: commitJson(context, sha) };
}

function updateRef(context: RouteContext): Reply {
  const { repo, body } = context;
  const ref = context.params.ref!;
  const branch = ref.startsWith('heads/') ? ref.slice('heads/'.length) : undefined;
  const head = branch === undefined ? undefined : repo.branches.get(branch);
  if (!head) return error(422, 'Reference does not exist');
  if (typeof body.sha !== 'string' || !repo.commits.has(body.sha)) return error(422, 'Object does not exist');
  if (body.force !== true && !context.standin.state.descends(repo, body.sha, head))
    return error(422, 'Update is not a fast forward');
  repo.branches.set(branch!, body.sha);
  return { status: 200, body: refJson(context, branch!, body.sha) };
}

function getBlob(context: RouteContext): Reply {
  const sha = context.params.file_sha!;
  const blob = context.repo.blobs.get(sha);
  if (!blob) return error(404, 'Not Found');
  const base = `${context.standin.url}/repos/${context.repo.owner}/${context.repo.name}`;
  return {
    status: 200,
    body: {
      sha,
      node_id: `B_${sha}`,
      size: blob.length,
      url: `${base}/git/blobs/${sha}`,
      content: base64Lines(blob),
      encoding: 'base64',
    },
  };
}

/** GitHub wraps base64 content at 60 characters. */
function base64Lines(content: Buffer): string {
  return `${(content.toString('base64').match(/.{1,60}/g) ?? []).join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Contents: read a file at a ref; create or update it with compare-and-swap on its blob sha

function fileJson(context: RouteContext, path: string, sha: string, size: number, ref: string) {
  const { standin, repo } = context;
  const base = `${standin.url}/repos/${repo.owner}/${repo.name}`;
  const html = `${standin.url}/${repo.owner}/${repo.name}/blob/${ref}/${path}`;
  return {
    type: 'file',
    name: path.split('/').pop(),
    path,
    sha,
    size,
    url: `${base}/contents/${path}?ref=${encodeURIComponent(ref)}`,
    html_url: html,
    git_url: `${base}/git/blobs/${sha}`,
    download_url: `${standin.url}/raw/${repo.owner}/${repo.name}/${ref}/${path}`,
    _links: { self: `${base}/contents/${path}`, git: `${base}/git/blobs/${sha}`, html },
  };
}

function getContents(context: RouteContext): Reply {
  const { repo } = context;
  const ref = context.query.get('ref') ?? repo.defaultBranch;
  const commitSha = repo.branches.get(ref) ?? (repo.commits.has(ref) ? ref : undefined);
  if (!commitSha) return error(404, `No commit found for the ref ${ref}`);
  const path = context.params.path!;
  const files = repo.commits.get(commitSha)!.files;
  const blob = files.get(path);
  if (!blob) return listDirectory(context, files, path, ref);
  const content = repo.blobs.get(blob)!;
  // Past 1 MB the contents API gives the metadata only; the blob API has the bytes.
  const large = content.length > context.standin.contentsMaxBytes;
  return {
    status: 200,
    body: {
      ...fileJson(context, path, blob, content.length, ref),
      content: large ? '' : base64Lines(content),
      encoding: large ? 'none' : 'base64',
    },
  };
}

/** A directory: its files (this stand-in keeps no sub-directories apart), else 404. */
function listDirectory(context: RouteContext, files: Map<string, string>, path: string, ref: string): Reply {
  const prefix = `${path.replace(/\/+$/, '')}/`;
  const entries = [...files]
    .filter(([file]) => file.startsWith(prefix) && !file.slice(prefix.length).includes('/'))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, sha]) => fileJson(context, file, sha, context.repo.blobs.get(sha)!.length, ref))
    // GitHub lists at most 1,000 files of a directory (the trees API has the rest).
    .slice(0, 1000);
  return entries.length > 0 ? { status: 200, body: entries } : error(404, 'Not Found');
}

function putContents(context: RouteContext): Reply {
  const { repo, body } = context;
  for (const field of ['message', 'content']) {
    if (typeof body[field] !== 'string') return error(422, `Invalid request.\n\n"${field}" wasn't supplied.`);
  }
  const branch = typeof body.branch === 'string' ? body.branch : repo.defaultBranch;
  const head = repo.branches.get(branch);
  if (!head) return error(404, `Branch ${branch} not found`);
  const path = context.params.path!;
  const current = repo.commits.get(head)!.files.get(path);
  const sha = body.sha;
  if (current && sha === undefined) return error(422, 'Invalid request.\n\n"sha" wasn\'t supplied.');
  if (sha !== undefined && sha !== current) return error(409, `${path} does not match ${String(sha)}`);
  const bytes = Buffer.from(body.content as string, 'base64');
  const commit = context.standin.state.commitOnBranch(
    repo,
    branch,
    { [path]: bytes },
    body.message as string,
  );
  const base = `${context.standin.url}/repos/${repo.owner}/${repo.name}`;
  return {
    status: current ? 200 : 201,
    body: {
      content: fileJson(context, path, blobSha(bytes), bytes.length, branch),
      commit: {
        sha: commit,
        node_id: `C_${commit}`,
        url: `${base}/git/commits/${commit}`,
        html_url: `${context.standin.url}/${repo.owner}/${repo.name}/commit/${commit}`,
        message: body.message,
        tree: { sha: commit },
        parents: [{ sha: head }],
      },
    },
  };
}
