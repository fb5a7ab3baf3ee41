// A local stand-in for the GitHub REST API (node:http on 127.0.0.1, port 0) that answers the
// endpoints this tool uses the way GitHub documents them: JSON errors `{message,
// documentation_url}`, `Authorization: token X` / `Bearer X`, `per_page` + `page` pagination with
// RFC 5988 Link headers, the contents API's compare-and-swap on blob shas. Every request is logged
// (method, path, body, headers, answer) so a test can assert "no write happened" or "the key never
// appeared", and faults can be injected per route.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { error, type Reply, routes } from './github-standin-routes.js';
import type { TokenIdentity } from './github-standin-state.js';
import {
  type StandinState,
  StandinState as State,
  type StoredComment,
  type StoredIssue,
  type StoredRepo,
} from './github-standin-state.js';

export type { Reply } from './github-standin-routes.js';
export type {
  StandinState,
  StoredComment,
  StoredIssue,
  StoredRepo,
  TokenIdentity,
} from './github-standin-state.js';

export interface LoggedRequest {
  method: string;
  /** Path and query as sent. */
  path: string;
  /** The route template that answered, e.g. `PUT /repos/{owner}/{repo}/contents/{path}`. */
  route?: string;
  headers: Record<string, string>;
  body: string;
  status: number;
  responseBody: string;
}

export type Fault =
  | { kind: 'status'; status: 500 | 502 | 503 }
  /** A refusal GitHub documents for the route, with its message (e.g. 422 "Validation Failed"). */
  | { kind: 'refusal'; status: 409 | 422; message: string }
  | { kind: 'secondary-rate-limit'; retryAfterSeconds: number }
  /** Runs just before the request is handled: "another writer got there first". */
  | { kind: 'race'; run: (standin: GitHubStandin) => void }
  /** Never answers: the connection stays open until the client gives up. */
  | { kind: 'silent' }
  /** Does what was asked, then a gateway answers `status` in its place: the answer is lost. */
  | { kind: 'lost-answer'; status: 502 | 504 };

export interface FaultRule {
  /** e.g. `PUT /repos/{owner}/{repo}/contents/{path}` (a route of `routes`). */
  route: string;
  times: number;
  fault: Fault;
}

export class GitHubStandin {
  readonly state: StandinState = new State();
  readonly requests: LoggedRequest[] = [];
  readonly tokens = new Map<string, TokenIdentity>();
  /** Files larger than this come without content from the contents API (GitHub: 1 MB). */
  contentsMaxBytes = 1024 * 1024;
  private faults: FaultRule[] = [];
  private rateRemaining = 5000;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<GitHubStandin> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const standin = new GitHubStandin(server, `http://127.0.0.1:${port}`);
    server.on('request', (request, response) => void standin.handle(request, response));
    return standin;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  addToken(token: string, identity: TokenIdentity): this {
    this.tokens.set(token, identity);
    return this;
  }

  createRepo(
    fullName: string,
    options: { defaultBranch?: string; files?: Record<string, string> } = {},
  ): StoredRepo {
    return this.state.createRepo(fullName, options);
  }

  repo(fullName: string): StoredRepo {
    return this.state.repo(fullName);
  }

  /** The text of a file at the head of a branch, or undefined. */
  file(fullName: string, branch: string, path: string): string | undefined {
    return this.state.readFile(this.repo(fullName), branch, path)?.toString('utf8');
  }

  addIssue(
    fullName: string,
    login: string,
    fields: { title: string; body?: string | null; labels?: string[] },
  ): StoredIssue {
    return this.state.addIssue(this.repo(fullName), login, fields);
  }

  /** A pull request; `merged` sets `merged_at` and the merge commit (default: a new commit on the base). */
  addPullRequest(
    fullName: string,
    login: string,
    fields: {
      title: string;
      headRef: string;
      headSha: string;
      baseRef?: string;
      merged?: boolean;
      mergeCommitSha?: string;
      commits?: string[];
    },
  ): StoredIssue {
    const repo = this.repo(fullName);
    const baseRef = fields.baseRef ?? repo.defaultBranch;
    const merged = fields.merged ?? false;
    const mergeCommitSha = merged
      ? (fields.mergeCommitSha ?? this.state.commitOnBranch(repo, baseRef, {}, `Merge ${fields.headRef}`))
      : (fields.mergeCommitSha ?? null);
    return this.state.addIssue(repo, login, {
      title: fields.title,
      pull: {
        headRef: fields.headRef,
        headSha: fields.headSha,
        baseRef,
        mergedAt: merged ? this.state.tick() : null,
        mergeCommitSha,
        commits: fields.commits ?? [],
      },
    });
  }

  addComment(fullName: string, issueNumber: number, login: string, body: string): StoredComment {
    return this.state.addComment(this.repo(fullName), issueNumber, login, body);
  }

  /** The comments of an issue or pull request, oldest first. */
  comments(fullName: string, issueNumber: number): StoredComment[] {
    return [...this.repo(fullName).comments.values()]
      .filter((c) => c.issueNumber === issueNumber)
      .sort((a, b) => a.id - b.id);
  }

  /** Answers the next `times` requests to `route` with `fault`. */
  inject(rule: FaultRule): void {
    if (!routes.some((route) => route.key === rule.route))
      throw new Error(`no stand-in route "${rule.route}"`);
    this.faults.push({ ...rule });
  }

  /** Every fault not yet taken is dropped: GitHub is well again. */
  clearFaults(): void {
    this.faults = [];
  }

  /** Before the next PUT of `path`, another writer commits `change(current)` to it on `branch`. */
  raceNextPut(
    fullName: string,
    branch: string,
    path: string,
    change: (current: string | undefined) => string,
  ): void {
    this.inject({
      route: 'PUT /repos/{owner}/{repo}/contents/{path}',
      times: 1,
      fault: {
        kind: 'race',
        run: (standin) => {
          const repo = standin.repo(fullName);
          standin.state.commitOnBranch(
            repo,
            branch,
            { [path]: change(standin.file(fullName, branch, path)) },
            'another writer',
          );
        },
      },
    });
  }

  /** Requests that could change state (anything but GET, HEAD and a GraphQL query). */
  writes(): LoggedRequest[] {
    const reads = new Set(['GET', 'HEAD']);
    return this.requests.filter((request) => !reads.has(request.method) && request.path !== '/graphql');
  }

  /** Every byte exchanged, for "this secret never reached GitHub" checks. */
  transcript(): string {
    return this.requests
      .map(
        (r) =>
          `${r.method} ${r.path}\n${JSON.stringify(r.headers)}\n${r.body}\n${r.status}\n${r.responseBody}`,
      )
      .join('\n');
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readBody(request);
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    const { reply, route } = this.answer(method, path, request.headers.authorization, raw);
    if (reply.status === SILENT) return;
    const body =
      reply.body === undefined
        ? ''
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    const headers = { ...this.commonHeaders(typeof reply.body === 'string'), ...reply.headers };
    response.writeHead(reply.status, headers);
    response.end(body);
    this.requests.push({
      method,
      path,
      ...(route ? { route } : {}),
      headers: flattenHeaders(request.headers),
      body: raw,
      status: reply.status,
      responseBody: body,
    });
  }

  private answer(
    method: string,
    path: string,
    authorization: string | undefined,
    raw: string,
  ): { reply: Reply; route?: string } {
    const url = new URL(path, this.url);
    const identity = this.authenticate(authorization);
    if ('status' in identity) return { reply: identity };
    for (const route of routes) {
      if (route.method !== method) continue;
      const params = route.match(url.pathname);
      if (!params) continue;
      return { reply: this.run(route, { params, url, identity, raw }), route: route.key };
    }
    return { reply: error(404, 'Not Found') };
  }

  private run(
    route: (typeof routes)[number],
    request: { params: Record<string, string>; url: URL; identity: TokenIdentity; raw: string },
  ): Reply {
    const fault = this.takeFault(route.key);
    if (fault?.kind === 'lost-answer') {
      this.perform(route, request);
      return faultReply({ kind: 'status', status: 502 });
    }
    if (fault && fault.kind !== 'race') return faultReply(fault);
    if (fault?.kind === 'race') fault.run(this);
    return this.perform(route, request);
  }

  private perform(
    route: (typeof routes)[number],
    request: { params: Record<string, string>; url: URL; identity: TokenIdentity; raw: string },
  ): Reply {
    if (route.write && request.identity.readOnly) return error(403, 'Resource not accessible by integration');
    let body: Record<string, unknown> = {};
    if (request.raw) {
      try {
        body = JSON.parse(request.raw) as Record<string, unknown>;
      } catch {
        return error(400, 'Problems parsing JSON');
      }
    }
    const { owner, repo: name } = request.params;
    const repo = owner && name ? this.state.repos.get(`${owner}/${name}`.toLowerCase()) : undefined;
    if (owner && name && !repo) return error(404, 'Not Found');
    const context = {
      standin: this,
      params: request.params,
      query: request.url.searchParams,
      body,
      identity: request.identity,
      url: request.url,
    };
    return route.handle({ ...context, repo: repo as StoredRepo });
  }

  private authenticate(authorization: string | undefined): TokenIdentity | Reply {
    if (!authorization) return error(401, 'Requires authentication');
    const match = /^(?:token|bearer)\s+(\S+)$/i.exec(authorization.trim());
    const identity = match ? this.tokens.get(match[1]!) : undefined;
    return identity ?? error(401, 'Bad credentials');
  }

  private takeFault(routeKey: string): Fault | undefined {
    const rule = this.faults.find((candidate) => candidate.route === routeKey && candidate.times > 0);
    if (!rule) return undefined;
    rule.times--;
    return rule.fault;
  }

  private commonHeaders(text: boolean): Record<string, string> {
    this.rateRemaining = Math.max(0, this.rateRemaining - 1);
    return {
      'content-type': text ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
      'x-github-api-version-selected': '2022-11-28',
      'x-github-request-id': `STANDIN:${this.requests.length + 1}`,
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': String(this.rateRemaining),
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-resource': 'core',
    };
  }
}

/** The status of a reply never sent (a `silent` fault). */
const SILENT = 0;

function faultReply(fault: Exclude<Fault, { kind: 'race' | 'lost-answer' }>): Reply {
  if (fault.kind === 'silent') return { status: SILENT };
  if (fault.kind === 'secondary-rate-limit') {
    return error(
      403,
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID STANDIN.',
      { 'retry-after': String(fault.retryAfterSeconds) },
    );
  }
  if (fault.kind === 'refusal') return error(fault.status, fault.message);
  if (fault.status === 502)
    return { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' };
  return error(fault.status, fault.status === 500 ? 'Server Error' : 'Service Unavailable');
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function flattenHeaders(headers: IncomingMessage['headers']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
}
