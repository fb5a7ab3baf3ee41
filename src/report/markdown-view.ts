// The report sorted and escaped once, as markdown lines, before the renderers try layouts on
// it. Each line exists in a full form (with links) and a compact one (no links; a definition's
// diagnostics folded into its row), so a large report can shrink without being re-read.
import { compareText, type Diagnostic } from '../diagnostics/finding.js';
import { count } from './count.js';
import { changeLine } from './diff-lines.js';
import { INVISIBLE, inertClipped, LINE_BREAKS } from './inert.js';
import {
  errorsShown,
  type ReportItem,
  type ReviewSummaryItem,
  type RunReport,
  readCounts,
  reviewProblemSeverity,
  stoppedBeforeComparing,
  warningsShown,
} from './model.js';
import {
  digestHeadline,
  digestOrder,
  NEEDS_ORDER,
  NEEDS_TITLE,
  peopleToAct,
  tasksLine,
  unreadConfigs,
} from './review-triage.js';

export type ReportStatus = 'pass' | 'warn' | 'fail';
export type Flavor = 'comment' | 'summary';

/** Where links point; every field is optional and a missing or malformed one is left out. */
export interface LinkContext {
  /** The workflow run, e.g. `https://github.com/o/r/actions/runs/1`. */
  runUrl?: string;
  /** The commit the report is about; the footer shows its first 7 characters. */
  sha?: string;
  /** Where the job summary of the run is (defaults to `runUrl`). */
  summaryUrl?: string;
  /** `https://github.com/o/r`: with `sha`, locations link to `blob/<sha>/<file>#L<line>`. */
  repositoryUrl?: string;
  /** How much of the reviews digest to show (default: all of it). */
  reviewsForm?: 'full' | 'compact' | 'none';
  /** Where the full digest is, for the compact form (e.g. "the reviews issue"). */
  fullDigestAt?: string;
  /**
   * The handles of whoever must act written as real mentions. Only the reviews issue sets it, and
   * only with `reviews.mention: true`; everywhere else every handle stays inert.
   */
  mention?: boolean;
}

export interface Links {
  runUrl?: string;
  summaryUrl?: string;
  shortSha?: string;
  blobBase?: string;
}

interface Line {
  readonly full: string;
  readonly compact: string;
}

/**
 * A line whose two forms are made when first read: a report of 120,000 definitions and 200,000
 * problems shows the few thousand lines that fit in a job summary, and made every one twice
 * (about 4 s).
 */
function lazyLine<T extends object>(forms: { full: () => string; compact: () => string }, rest: T): Line & T {
  let full: string | undefined;
  let compact: string | undefined;
  return {
    ...rest,
    get full() {
      full ??= forms.full();
      return full;
    },
    get compact() {
      compact ??= forms.compact();
      return compact;
    },
  };
}

interface ItemRow extends Line {
  /** Failing or drifted: kept when passing rows are dropped. */
  attention: boolean;
  unchanged: boolean;
}

interface DiagnosticLine extends Line {
  /** Placed inside a definition, so the compact layout shows it in that definition's row. */
  attached: boolean;
}

export interface View {
  flavor: Flavor;
  headline: string;
  status: ReportStatus;
  notices: string[];
  /** Why the run failed when no diagnostic says it (inert). */
  failure?: string;
  rows: ItemRow[];
  /** A collapsed field diff per changed definition, in row order. */
  diffs: string[];
  errors: DiagnosticLine[];
  warnings: DiagnosticLine[];
  /** Every review row, in digest order. */
  reviews: string[];
  /** `- **@ana-lima** (u_ana): review rv_1 · commit rv_2`: each person and what waits for them. */
  whoActs: string[];
  /** The same rows by who must act, with each group's title. */
  reviewGroups: Array<{ title: string; rows: string[] }>;
  /** Rows that need a look whatever the form: stale, high risk, or nobody asked. */
  reviewAttention: string[];
  reviewHeadline: string;
  reviewsForm: 'full' | 'compact' | 'none';
  fullDigestAt: string;
  /** Reviews the previous digest showed that are no longer open. */
  reviewsClosedSince?: number;
  reviewProblems: string[];
  showReviews: boolean;
  links: Links;
}

/** The most changed fields listed per definition; the rest are counted. */
const DIFF_LINES: Record<Flavor, number> = { comment: 30, summary: 200 };

const STATUS_MARK: Record<ReportStatus, string> = { pass: '✅', warn: '⚠️', fail: '❌' };

/** How much of each text from a definition or review is shown, per place. */
const CLIP: Record<Flavor, { name: number; message: number; description: number; notice: number }> = {
  comment: { name: 120, message: 500, description: 160, notice: 500 },
  summary: { name: 220, message: 1000, description: 500, notice: 1000 },
};

/** Failing: any error, failed create or rejected dry-run. Warning: warnings, drift, review problems. */
export function reportStatus(report: RunReport): ReportStatus {
  const failingItem = report.items.some((item) => item.result === 'rejected' || item.result === 'failed');
  if (report.failure) return 'fail';
  if (report.summary.errors > 0 || report.summary.failed > 0 || failingItem) return 'fail';
  // A watched config not read fails the reviews run (an error there), not a plan (reviewProblemSeverity).
  if (report.reviewProblems.length > 0 && reviewProblemSeverity(report) === 'error') return 'fail';
  const drift = report.summary.changed > 0 || report.summary.removed > 0;
  if (report.summary.warnings > 0 || drift || report.reviewProblems.length > 0) return 'warn';
  return 'pass';
}

export function buildView(report: RunReport, context: LinkContext, flavor: Flavor): View {
  const links = linksOf(context);
  const clipAt = CLIP[flavor];
  const diagnostics = [...report.diagnostics].sort(compareDiagnostics);
  const owners = diagnosticOwners(report.items, diagnostics);
  const ownedBy = report.items.map((): Diagnostic[] => []);
  diagnostics.forEach((d, i) => {
    if (owners[i] !== undefined) ownedBy[owners[i]]!.push(d);
  });
  const rows = report.items.map((item, i) => ({ item, own: ownedBy[i]! })).sort(compareRows);
  const items = rows.map((row) => row.item);
  const lines = diagnostics.map((d, i) => diagnosticLine(d, owners[i] !== undefined, links, clipAt.message));
  return {
    flavor,
    headline: `${STATUS_MARK[reportStatus(report)]} metrics-as-code ${report.mode}: ${headlineCounts(report)}`,
    status: reportStatus(report),
    notices: report.notices.map((notice) => inertClipped(notice, clipAt.notice)),
    ...(report.failure && { failure: inertClipped(report.failure.message, clipAt.notice) }),
    rows: rows.map(({ item, own }) => itemRow(item, own, links, flavor)),
    diffs: items.flatMap((item) => (item.diff?.length ? [diffBlock(item, flavor)] : [])),
    errors: lines.filter((_, i) => diagnostics[i]!.severity === 'error'),
    warnings: lines.filter((_, i) => diagnostics[i]!.severity === 'warning'),
    ...reviewParts(report, context, flavor),
    reviewProblems: report.reviewProblems.map(
      (problem) =>
        `- **${inertClipped(problem.dynamicConfig, clipAt.name)}**${problem.place ? ` (${inertClipped(`${problem.place.file}:${problem.place.line}`, clipAt.name)})` : ''}: ${inertClipped(problem.message, clipAt.message)}`,
    ),
    showReviews: report.mode === 'reviews' || report.reviews.length > 0 || report.reviewProblems.length > 0,
    links,
  };
}

export function linksOf(context: LinkContext): Links {
  const links: Links = {};
  const runUrl = safeUrl(context.runUrl);
  const summaryUrl = safeUrl(context.summaryUrl) ?? runUrl;
  const sha = context.sha && /^[0-9a-f]{7,64}$/i.test(context.sha) ? context.sha : undefined;
  const repositoryUrl = safeUrl(context.repositoryUrl)?.replace(/\/+$/, '');
  if (runUrl) links.runUrl = runUrl;
  if (summaryUrl) links.summaryUrl = summaryUrl;
  if (sha) links.shortSha = sha.slice(0, 7);
  if (sha && repositoryUrl) links.blobBase = `${repositoryUrl}/blob/${sha}`;
  return links;
}

/** Links come from the runner's environment; still, only plain http(s) URLs become links. */
function safeUrl(url: string | undefined): string | undefined {
  return url && /^https?:\/\/[^\s<>()[\]`"'|\\]+$/.test(url) ? url : undefined;
}

/**
 * Ends a line that changes on every run (the run link) while the report does not. A body compared
 * for "nothing changed" skips such lines, so a re-run with the same result writes nothing.
 */
export const VOLATILE_LINE_MARK = '<!-- metrics-as-code:volatile -->';

export function footerLine(links: Links): string {
  const parts: string[] = [];
  if (links.runUrl) parts.push(`[Workflow run](${links.runUrl})`);
  if (links.shortSha) parts.push(`commit ${links.shortSha}`);
  return parts.length ? `<sub>${parts.join(' · ')}</sub>${VOLATILE_LINE_MARK}` : '';
}

// ---------------------------------------------------------------------------------------------
// Order: rows that need a person first, then by place in the tree. Stable whatever order the
// engine finished its requests in, so a re-run renders the same bytes.

const ITEM_RANK: Record<string, number> = { invalid: 0, changed: 2, removed: 3, create: 4, unchanged: 5 };

/** A definition and the diagnostics that lie in it. */
interface OwnedItem {
  item: ReportItem;
  own: readonly Diagnostic[];
}

function itemRank({ item, own }: OwnedItem): number {
  if (item.action !== 'invalid' && failing({ item, own })) return 1;
  return ITEM_RANK[item.action] ?? 4;
}

/**
 * Invalid, rejected, not created, or with an error of its own (a name already taken in the
 * Console, a change the config says fails the run).
 */
function failing({ item, own }: OwnedItem): boolean {
  if (item.action === 'invalid' || item.result === 'rejected' || item.result === 'failed') return true;
  return own.some((d) => d.severity === 'error');
}

function compareRows(a: OwnedItem, b: OwnedItem): number {
  const [x, y] = [a.item, b.item];
  return (
    itemRank(a) - itemRank(b) || compareText(x.file, y.file) || x.line - y.line || compareText(x.id, y.id)
  );
}

function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    compareText(a.file, b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    compareText(a.rule, b.rule) ||
    compareText(a.message, b.message)
  );
}

function reviewParts(report: RunReport, context: LinkContext, flavor: Flavor) {
  const ordered = digestOrder(report.reviews);
  const row = (review: ReviewSummaryItem) => reviewRow(review, flavor, context.mention === true);
  const groups = NEEDS_ORDER.map((needs) => ({
    title: NEEDS_TITLE[needs].title,
    rows: ordered.filter((review) => review.needs === needs).map(row),
  })).filter((group) => group.rows.length > 0);
  return {
    reviews: ordered.map(row),
    whoActs: whoActsLines(ordered, context.mention === true),
    reviewGroups: groups,
    reviewAttention: ordered.filter((r) => r.stale || r.risk === 'high' || r.noReviewers).map(row),
    reviewHeadline: digestHeadline(ordered, unreadConfigs(report)),
    reviewsForm: context.reviewsForm ?? 'full',
    fullDigestAt: context.fullDigestAt ?? fullDigestLink(linksOf(context)),
    ...(report.reviewsClosedSince !== undefined && { reviewsClosedSince: report.reviewsClosedSince }),
  };
}

/**
 * For each diagnostic, the index of the definition it lies in: the one of the same file that
 * starts last at or before its line (a file holds several YAML documents).
 */
function diagnosticOwners(
  items: readonly ReportItem[],
  diagnostics: readonly Diagnostic[],
): Array<number | undefined> {
  const starts = new Map<string, Array<{ line: number; index: number }>>();
  items.forEach((item, index) => {
    if (item.action === 'removed') return;
    const list = starts.get(item.file) ?? [];
    list.push({ line: item.line, index });
    starts.set(item.file, list);
  });
  for (const list of starts.values()) list.sort((a, b) => a.line - b.line);
  return diagnostics.map((d) => lastStartAtOrBefore(starts.get(d.file) ?? [], d.line));
}

function lastStartAtOrBefore(
  starts: ReadonlyArray<{ line: number; index: number }>,
  line: number,
): number | undefined {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle]!.line <= line) low = middle + 1;
    else high = middle;
  }
  return low > 0 ? starts[low - 1]!.index : undefined;
}

// ---------------------------------------------------------------------------------------------
// Lines

function headlineCounts(report: RunReport): string {
  const s = report.summary;
  const diagnostics = ` · ${count(errorsShown(report), 'error')}, ${count(warningsShown(report), 'warning')}`;
  if (stoppedBeforeComparing(report)) return readCounts(report) + diagnostics;
  const invalid = report.items.filter((item) => item.action === 'invalid').length;
  const rejected = report.items.filter((item) => item.result === 'rejected').length;
  const drift = [
    `${s.changed} changed`,
    `${invalid} invalid`,
    s.removed && `${s.removed} removed`,
    `${s.unchanged} unchanged`,
  ];
  switch (report.mode) {
    case 'validate':
      return `${count(s.definitions, 'definition')} in ${count(s.files, 'file')}${diagnostics}`;
    case 'plan':
      return (
        joinCounts([`${s.create} to create`, rejected && `${rejected} rejected`, ...drift]) + diagnostics
      );
    case 'apply':
      return joinCounts([`${s.created} created`, `${s.failed} failed`, ...drift]) + diagnostics;
    case 'reviews':
      return reviewCounts(report);
  }
}

function reviewCounts(report: RunReport): string {
  const configs = new Set(report.reviews.map((review) => review.dynamicConfig)).size;
  const problems = report.reviewProblems.length;
  const unread = problems ? `, ${count(problems, 'config')} not read` : '';
  return `${count(report.reviews.length, 'open review')} in ${count(configs, 'dynamic config')}${unread}`;
}

function joinCounts(parts: ReadonlyArray<string | 0>): string {
  return parts.filter((part): part is string => typeof part === 'string').join(', ');
}

function itemMark(item: ReportItem, own: readonly Diagnostic[]): string {
  if (failing({ item, own })) return '❌';
  if (item.result === 'accepted') return '✅';
  if (item.action === 'changed' || item.action === 'removed') return '⚠️';
  if (item.result === 'skipped') return '⏭️';
  return '✅';
}

function itemRow(item: ReportItem, own: readonly Diagnostic[], links: Links, flavor: Flavor): ItemRow {
  const clipAt = CLIP[flavor];
  const mark = itemMark(item, own);
  const message = () => (item.message ? inertClipped(item.message, clipAt.message) : '');
  const cells = (where: string, text: string) =>
    `| ${[mark, inertClipped(item.name, clipAt.name), inertClipped(item.type, 40), where, item.action, item.result ?? '—', text].join(' | ')} |`;
  // Without a message of its own, a row says its first problem; the full list is below the table.
  const firstProblem = () =>
    own[0]
      ? `${inertClipped(own[0].message, clipAt.message)}${own.length > 1 ? ` (and ${own.length - 1} more)` : ''}`
      : '';
  // Compact: the definition's own diagnostics stand in for its message, and no link.
  const folded = () =>
    own
      .map(
        (d) =>
          `${d.line}:${d.column} ${d.severity}[${inertClipped(d.rule, 80)}]: ${inertClipped(d.message, clipAt.message)}`,
      )
      .join('<br>');
  return lazyLine(
    {
      full: () => cells(location(item.file, item.line, undefined, links), message() || firstProblem()),
      compact: () => cells(location(item.file, item.line, undefined, {}), own.length ? folded() : message()),
    },
    { attention: mark !== '✅' && mark !== '⏭️', unchanged: item.action === 'unchanged' },
  );
}

/**
 * `<details>` with a ```diff block, like a plan: the summary text is inert; the lines are in a
 * code block, where nothing renders (no mention, no link), fenced longer than any backtick run.
 */
function diffBlock(item: ReportItem, flavor: Flavor): string {
  const changes = item.diff!;
  const limit = DIFF_LINES[flavor];
  const lines = changes.slice(0, limit).map((change) => codeLine(changeLine(change)));
  if (changes.length > limit) lines.push(`… and ${count(changes.length - limit, 'more changed field')}`);
  const longest = Math.max(0, ...lines.flatMap((line) => (line.match(/`+/g) ?? []).map((run) => run.length)));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const summary = `<summary>Changes in <code>${inertClipped(item.id, CLIP[flavor].name)}</code> (${count(changes.length, 'field')})</summary>`;
  return `<details>\n${summary}\n\n${fence}diff\n${lines.join('\n')}\n${fence}\n\n</details>`;
}

/** One line of a code block: no line break, nothing invisible or reordering. */
function codeLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(INVISIBLE, ' ');
}

function diagnosticLine(
  diagnostic: Diagnostic,
  attached: boolean,
  links: Links,
  maxMessage: number,
): DiagnosticLine {
  const text = (where: string) =>
    `- ${where}: ${diagnostic.severity}[${inertClipped(diagnostic.rule, 80)}]: ${inertClipped(diagnostic.message, maxMessage)}`;
  return lazyLine(
    {
      full: () => text(location(diagnostic.file, diagnostic.line, diagnostic.column, links)),
      compact: () => text(location(diagnostic.file, diagnostic.line, diagnostic.column, {})),
    },
    { attached },
  );
}

function fullDigestLink(links: Links): string {
  return links.summaryUrl ? `the [job summary](${links.summaryUrl})` : 'the job summary of the workflow run';
}

const RISK_MARK: Record<ReviewSummaryItem['risk'], string> = {
  high: '🔴 high',
  medium: '🟠 medium',
  low: '⚪ low',
};

function reviewRow(review: ReviewSummaryItem, flavor: Flavor, mention: boolean): string {
  const clipAt = CLIP[flavor];
  const risk =
    flavor === 'summary'
      ? `${RISK_MARK[review.risk]}: ${inertClipped(review.riskReason, 200)}`
      : RISK_MARK[review.risk];
  const author = `${inertClipped(review.author, 120)}${handleOf(review.authorHandle, mention && review.needs !== 'review')}`;
  const cells = [
    inertClipped(review.dynamicConfig, clipAt.name),
    `${review.new ? '🆕 ' : ''}${inertClipped(review.review_id, 80)}`,
    inertClipped(review.type, 40),
    risk,
    inertClipped(review.status, 40),
    author,
    reviewersCell(review, mention),
    `${age(review.ageDays)}${review.stale ? ' ⏰ stale' : ''}`,
    inertClipped(review.description, clipAt.description),
  ];
  return `| ${cells.join(' | ')} |`;
}

function reviewersCell(review: ReviewSummaryItem, mention: boolean): string {
  if (review.noReviewers) return '⚠️ nobody asked: nobody will act';
  const names = review.reviewers.map((reviewer) => {
    const name = inertClipped(reviewer.kind === 'group' ? `group:${reviewer.id}` : reviewer.id, 80);
    return `${name}${handleOf(reviewer.handle, mention && review.needs === 'review')}`;
  });
  return names.join(', ') || '—';
}

/** People listed in the digest's "Who acts" at most: the busiest, then a count of the rest. */
const WHO_ACTS_LISTED = 50;

/** Each person who must act and what waits for them; a handle is a mention only where asked for. */
function whoActsLines(reviews: readonly ReviewSummaryItem[], mention: boolean): string[] {
  const people = peopleToAct(reviews);
  const lines = people.slice(0, WHO_ACTS_LISTED).map((person) => {
    const names = person.names.map((name) => inertClipped(name, 80)).join(', ');
    const handle = person.handle === undefined ? '' : personHandle(person.handle, mention);
    const who = handle ? `**${handle}** (${names})` : `**${names}**`;
    return `- ${who}: ${tasksLine(person, (review) => inertClipped(review.review_id, 80))}`;
  });
  const more = people.length - lines.length;
  return more > 0 ? [...lines, `- _${count(more, 'more person', 'more people')}_`] : lines;
}

/**
 * ` (@handle)`, inert, beside an id `reviews.people` names, so each person finds their rows; a
 * real mention, ` @handle`, only where asked for and only of whoever must act now.
 */
function handleOf(handle: string | undefined, mention: boolean): string {
  if (handle === undefined) return '';
  const written = personHandle(handle, mention);
  return written === handle ? ` ${handle}` : ` (${written})`;
}

/** A handle as written: a real mention only where asked for, else inert. */
function personHandle(handle: string, mention: boolean): string {
  // The config's schema allows only `@name` or `@org/team`; anything else is never written raw.
  if (mention && /^@[\w.-]+(\/[\w.-]+)?$/.test(handle)) return handle;
  return inertClipped(handle, 80);
}

function age(days: number): string {
  if (!Number.isFinite(days) || days < 1) return 'today';
  const whole = Math.floor(days);
  return whole === 1 ? '1 day' : `${whole} days`;
}

/** `file:line[:col]`, a link to the line when the repository and commit are known. */
function location(file: string, line: number, column: number | undefined, links: Links): string {
  const text = inertClipped(`${file}:${line}${column === undefined ? '' : `:${column}`}`, 240);
  // A link is only worth its size for a path of a sane length (the text is clipped, a URL cannot be).
  if (!links.blobBase || file.length > MAX_LINKED_PATH) return text;
  return `[${text}](${links.blobBase}/${encodePath(file)}#L${line})`;
}

const MAX_LINKED_PATH = 300;

/** Percent-encodes every segment, parentheses too: a `)` would end the link's destination. */
function encodePath(file: string): string {
  return file
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[()'!*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');
}
