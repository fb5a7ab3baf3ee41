// The markdown lines a report is made of: a definition's row, a diagnostic, a diff, a review,
// the headline and the links. Sorted so a re-run renders the same bytes; everything that came
// from a definition, a review or a server goes through `inert`.
import { compareNames, compareText, type Diagnostic } from '../diagnostics/finding.js';
import { count } from './count.js';
import { changeLine, namedAlike } from './diff-lines.js';
import { INVISIBLE, inertClipped, inertMessage, LINE_BREAKS } from './inert.js';
import {
  changedCount,
  errorsShown,
  notCreated,
  type ReportItem,
  type RunReport,
  readCounts,
  recordedCount,
  reviewProblemSeverity,
  stoppedBeforeComparing,
  warningsShown,
} from './model.js';

export type ReportStatus = 'pass' | 'warn' | 'fail';
export type Flavor = 'comment' | 'summary';

/** Where links point; every field is optional and a missing or malformed one is left out. */
export interface LinkContext {
  /** The catalogue's folder, when it is not the repository root: the headline names it. */
  catalogue?: string;
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

/** How lines are written: `compact` has no links and puts a definition's diagnostics in its row. */
export interface Style {
  flavor: Flavor;
  links: Links;
  compact: boolean;
}

/** The most changed fields listed per definition; the rest are counted. */
const DIFF_LINES: Record<Flavor, number> = { comment: 30, summary: 200 };

const STATUS_MARK: Record<ReportStatus, string> = { pass: '✅', warn: '⚠️', fail: '❌' };

/** How much of each text from a definition or review is shown, per place. */
export const CLIP: Record<Flavor, { name: number; message: number; description: number; notice: number }> = {
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

/** A definition, the diagnostics that lie in it, and whether it needs the reader. */
export interface Row {
  item: ReportItem;
  own: readonly Diagnostic[];
  attention: boolean;
  unchanged: boolean;
}

export interface PlacedDiagnostic {
  diagnostic: Diagnostic;
  /** It lies in a definition, so a compact row shows it. */
  attached: boolean;
}

/** The rows and diagnostics in reading order, each diagnostic given to the definition it lies in. */
export function sortReport(report: RunReport): { rows: Row[]; diagnostics: PlacedDiagnostic[] } {
  const diagnostics = [...report.diagnostics].sort(compareDiagnostics);
  const owners = diagnosticOwners(report.items, diagnostics);
  const ownedBy = report.items.map((): Diagnostic[] => []);
  diagnostics.forEach((d, i) => {
    if (owners[i] !== undefined) ownedBy[owners[i]]!.push(d);
  });
  const rows = report.items.map((item, i) => {
    const own = ownedBy[i]!;
    const mark = itemMark(item, own);
    const rank = item.action !== 'invalid' && failing(item, own) ? 1 : (ITEM_RANK[item.action] ?? 4);
    return {
      item,
      own,
      rank,
      // A policy exception stays in sight, never folded among the passing rows.
      attention: (mark !== '✅' && mark !== '⏭️') || item.exceptions !== undefined,
      unchanged: item.action === 'unchanged',
    };
  });
  return {
    rows: rows.sort(compareRows),
    diagnostics: diagnostics.map((diagnostic, i) => ({ diagnostic, attached: owners[i] !== undefined })),
  };
}

export function headline(report: RunReport, catalogue?: string): string {
  const where = catalogue ? ` (${inertClipped(catalogue, 100)})` : '';
  return `${STATUS_MARK[reportStatus(report)]} metrics-as-code ${report.mode}${where}: ${headlineCounts(report)}`;
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
  // The definitions' paths are the catalogue's: a link goes through its folder.
  const folder = context.catalogue ? `/${encodePath(context.catalogue)}` : '';
  if (sha && repositoryUrl) links.blobBase = `${repositoryUrl}/blob/${sha}${folder}`;
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

/**
 * Invalid, rejected, not created, or with an error of its own (a name already taken in the
 * Console, a change the config says fails the run).
 */
function failing(item: ReportItem, own: readonly Diagnostic[]): boolean {
  if (item.action === 'invalid' || item.result === 'rejected' || item.result === 'failed') return true;
  return own.some((d) => d.severity === 'error');
}

function compareRows(a: Row & { rank: number }, b: Row & { rank: number }): number {
  const [x, y] = [a.item, b.item];
  return a.rank - b.rank || compareText(x.file, y.file) || x.line - y.line || compareNames(x.id, y.id);
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

/**
 * Warnings about recorded metrics the tree no longer defines, placed at their file's start: they
 * lie in whatever definition now starts there, but are none of its business, and their file may
 * be gone (so they link nowhere).
 */
const ABOUT_THE_LEDGER = new Set(['definition.removed', 'definition.unread']);

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
  return diagnostics.map((d) =>
    ABOUT_THE_LEDGER.has(d.rule) ? undefined : lastStartAtOrBefore(starts.get(d.file) ?? [], d.line),
  );
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
  const recorded = recordedCount(report);
  const missing = notCreated(report).length;
  const drift = [
    changedCount(report),
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
      return (
        joinCounts([
          `${s.created} created`,
          recorded && `${recorded} already there (recorded)`,
          missing && `${missing} not created`,
          `${s.failed} failed`,
          ...drift,
        ]) + diagnostics
      );
    case 'reviews':
      return reviewCounts(report);
  }
}

function reviewCounts(report: RunReport): string {
  const configs =
    report.reviewScope?.configs ?? new Set(report.reviews.map((review) => review.dynamicConfig)).size;
  const problems = report.reviewProblems.length;
  const unread = problems ? `, ${count(problems, 'config')} not read` : '';
  return `${count(report.reviews.length, 'open review')} in ${count(configs, 'dynamic config')}${unread}`;
}

function joinCounts(parts: ReadonlyArray<string | 0>): string {
  return parts.filter((part): part is string => typeof part === 'string').join(', ');
}

function itemMark(item: ReportItem, own: readonly Diagnostic[]): string {
  if (failing(item, own)) return '❌';
  if (item.result === 'accepted') return '✅';
  // `exists` and not failing: a pull request's conflict, which the merge settles.
  if (item.action === 'changed' || item.action === 'removed' || item.result === 'exists') return '⚠️';
  if (item.result === 'skipped') return '⏭️';
  return '✅';
}

export function itemRow({ item, own }: Row, style: Style): string {
  const clipAt = CLIP[style.flavor];
  // A removed metric's file may be gone at this commit (deleted with it): no link to a 404.
  const where = location(item.file, item.line, undefined, item.action === 'removed' ? {} : style.links);
  const cells = (text: string) =>
    `| ${[itemMark(item, own), inertClipped(item.name, clipAt.name), inertClipped(item.type, 40), where, item.action, item.result ?? '—', text].join(' | ')} |`;
  // Compact: the definition's own diagnostics stand in for its message.
  if (style.compact && own.length > 0) {
    return cells(own.map((d) => `${d.line}:${d.column} ${diagnosticText(d, clipAt.message)}`).join('<br>'));
  }
  // A created metric links to its page in the console, as the service gave it (a plain http(s) URL only).
  const page = style.compact ? undefined : safeUrl(item.url);
  const link = page ? ` [in the console](${page})` : '';
  if (item.message || !own[0])
    return cells(`${item.message ? inertMessage(item.message, clipAt.message) : ''}${link}`.trim());
  // Without a message of its own, a row says its first problem; the full list is below the table.
  const more = own.length > 1 ? ` (and ${own.length - 1} more)` : '';
  return cells(`${inertMessage(own[0].message, clipAt.message)}${more}${link}`);
}

/**
 * `<details>` with a ```diff block of the changes `items` share, like a plan: the summary text is
 * inert; the lines are in a code block, where nothing renders (no mention, no link), fenced
 * longer than any backtick run.
 */
export function diffBlock(items: readonly ReportItem[], flavor: Flavor): string {
  const changes = items[0]!.diff!;
  const limit = DIFF_LINES[flavor];
  const lines = changes.slice(0, limit).map((change) => codeLine(changeLine(change)));
  if (changes.length > limit) lines.push(`… and ${count(changes.length - limit, 'more changed field')}`);
  const longest = Math.max(0, ...lines.flatMap((line) => (line.match(/`+/g) ?? []).map((run) => run.length)));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const named = namedAlike(items, (item) => `<code>${inertClipped(item.id, CLIP[flavor].name)}</code>`);
  const fields = `${count(changes.length, 'field')}${items.length > 1 ? ' each' : ''}`;
  const summary = `<summary>Changes in ${named} (${fields})</summary>`;
  return `<details>\n${summary}\n\n${fence}diff\n${lines.join('\n')}\n${fence}\n\n</details>`;
}

/** One line of a code block: no line break, nothing invisible or reordering. */
function codeLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(INVISIBLE, ' ');
}

export function diagnosticLine(d: Diagnostic, style: Style): string {
  const where = location(d.file, d.line, d.column, ABOUT_THE_LEDGER.has(d.rule) ? {} : style.links);
  return `- ${where}: ${diagnosticText(d, CLIP[style.flavor].message)}`;
}

function diagnosticText(d: Diagnostic, maxMessage: number): string {
  return `${d.severity}[${inertClipped(d.rule, 80)}]: ${inertMessage(d.message, maxMessage)}`;
}

/**
 * Where the whole of what a comment leaves out is: the run's job summary, or, outside a workflow
 * run (the CLI's markdown, posted from another CI), the output of the command that made it.
 */
export function fullReportPlace(links: Links, command: string): string {
  return links.summaryUrl
    ? `the [job summary](${links.summaryUrl})`
    : `the output of \`metrics-as-code ${command}\``;
}

export function fullDigestLink(links: Links): string {
  return fullReportPlace(links, 'reviews');
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
