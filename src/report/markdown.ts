// Renders a RunReport as GitHub markdown: the sticky PR comment (at most 65,536 characters, the
// limit of a comment body), the job summary (at most 1 MiB per step) and the "applied" section a
// merged PR's comment gains. Each part is shown up to a fixed cap, then one cut keeps the whole
// under the limit. Pure and deterministic: the same report gives the same bytes, so an unchanged
// re-run leaves the comment alone.

import { count } from './count.js';
import { changedAlike } from './diff-lines.js';
import { inertClipped, inertMessage } from './inert.js';
import {
  CLIP,
  diagnosticLine,
  diffBlock,
  type Flavor,
  footerLine,
  fullReportPlace,
  headline,
  itemRow,
  type LinkContext,
  linksOf,
  type PlacedDiagnostic,
  type ReportStatus,
  type Row,
  reportStatus,
  type Style,
  sortReport,
} from './markdown-lines.js';
import { reviewBlocks } from './markdown-reviews.js';
import { errorsShown, notCreated, type ReportItem, type RunReport } from './model.js';

export { type LinkContext, reportStatus, VOLATILE_LINE_MARK } from './markdown-lines.js';

export const COMMENT_MAX_CHARS = 65_536;
export const SUMMARY_MAX_BYTES = 1024 * 1024;

/** How many of each part a place shows; what is past a cap is counted, and said where it is. */
interface Caps {
  rows: number;
  diffs: number;
  diagnostics: number;
  reviews: number;
  /** Where what is past a cap can be read. */
  rest: string;
}

const COMMENT_CAPS: Caps = {
  rows: 100,
  diffs: 10,
  diagnostics: 50,
  reviews: 50,
  rest: 'see the job summary',
};
const SUMMARY_CAPS: Caps = {
  rows: 10_000,
  diffs: 1_000,
  diagnostics: 10_000,
  reviews: 2_000,
  rest: 'see the JSON report',
};

/**
 * Past this many passing rows, the comment folds them (a bulk onboarding PR of 520 new definitions
 * put 520 ✅ rows above the one that failed); the rows that need attention stay open.
 */
const FOLD_PASSING_ABOVE = 20;

export interface CommentContext extends LinkContext {
  /** The hidden marker the comment is found again by, e.g. `<!-- metrics-as-code:comment -->`. */
  marker: string;
  maxChars?: number;
}

export interface SummaryContext extends LinkContext {
  maxBytes?: number;
}

type Measure = (text: string) => number;

/** UTF-16 code units: never fewer than the characters GitHub counts, so a safe bound. */
const measureChars: Measure = (text) => text.length;
const measureBytes: Measure = (text) => Buffer.byteLength(text, 'utf8');

/** The PR comment (or tracking-issue body): at most `maxChars` whatever the report holds. */
export function renderComment(report: RunReport, context: CommentContext): string {
  const links = linksOf(context);
  const style: Style = { flavor: 'comment', links, compact: false };
  const caps = links.summaryUrl
    ? COMMENT_CAPS
    : { ...COMMENT_CAPS, rest: `run \`metrics-as-code ${report.mode}\` to see them` };
  const body = `${context.marker}\n\n${compose(report, context, style, caps)}`;
  const note = `> [!WARNING]\n> This comment was shortened to stay under GitHub's 65,536-character limit. The full report is in ${fullReportPlace(links, report.mode)}.`;
  return withinLimit(body, footerLine(links), context.maxChars ?? COMMENT_MAX_CHARS, measureChars, note);
}

/**
 * The job summary: the whole report, unchanged definitions too. One that does not fit is written
 * again without links, each definition's diagnostics in its row, then cut if it still does not.
 */
export function renderJobSummary(report: RunReport, context: SummaryContext = {}): string {
  const maxBytes = context.maxBytes ?? SUMMARY_MAX_BYTES;
  const links = linksOf(context);
  const footer = footerLine(links);
  const full = compose(report, context, { flavor: 'summary', links, compact: false }, SUMMARY_CAPS);
  const body =
    measureBytes(full) + measureBytes(endOf(footer)) <= maxBytes
      ? full
      : compose(report, context, { flavor: 'summary', links: {}, compact: true }, SUMMARY_CAPS);
  const note =
    "> [!WARNING]\n> This summary was cut to stay under GitHub's 1 MiB limit for a job summary. The complete report is the JSON file named by the `report` output.";
  return withinLimit(body, footer, maxBytes, measureBytes, note);
}

/**
 * What a merge created, for the merged PR's comment: the created and failed definitions by name
 * and the run link. Bounded (a few KB) whatever the report holds. Undefined when this run had
 * nothing to create (a re-run that found everything done): the last line stands.
 */
export function renderAppliedSection(
  report: RunReport,
  context: LinkContext = {},
  /** The other pull requests the same push merged. */
  mergedWith: readonly number[] = [],
): string | undefined {
  // A re-run after a partial apply: what the earlier run created is this merge's too.
  const created = report.items.filter((item) => item.result === 'created' || item.createdEarlier);
  const failed = report.items.filter((item) => item.result === 'failed' || item.result === 'rejected');
  const missing = notCreated(report);
  // Written by this run: created now, or an earlier run's create recorded now (`exists`).
  const wrote = created.some((item) => item.result === 'created' || item.result === 'exists');
  if (!wrote && failed.length === 0 && missing.length === 0) return undefined;
  const earlier = created.filter((item) => item.createdEarlier).length;
  const errors = errorsShown(report);
  const mark = failed.length > 0 || missing.length > 0 || errors > 0 ? '❌' : '✅';
  // The mark says why: an error that is not a failed create (an invalid definition) is named too.
  const why = errors > 0 ? `, ${count(errors, 'error')} (see the run)` : '';
  const before = earlier > 0 ? ` (${earlier} by an earlier run)` : '';
  const notThere = missing.length > 0 ? `, ${missing.length} not created` : '';
  const lines = [
    `#### ${mark} Applied after merge: ${count(created.length, 'metric')} created${before}${notThere}, ${failed.length} failed${why}`,
  ];
  if (created.length > 0) lines.push('', `Created: ${nameList(created)}`);
  if (missing.length > 0) lines.push('', `Not created: ${nameList(missing)}`);
  if (failed.length > 0) lines.push('', `Failed: ${nameList(failed)}`);
  // Numbers without `#`: a `#12` here would write a cross-reference into each of the others.
  if (mergedWith.length > 0)
    lines.push(
      '',
      `Merged in one push with ${mergedWith.length === 1 ? 'pull request' : 'pull requests'} ${mergedWith.join(', ')}: the metrics above are the push's.`,
    );
  const footer = footerLine(linksOf(context));
  if (footer) lines.push('', footer);
  return lines.join('\n');
}

function nameList(items: readonly ReportItem[]): string {
  // Sorted: the engine finishes creates in any order, the text must not depend on it.
  const sorted = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const shown = sorted.slice(0, 40).map((item) => inertClipped(item.name, 80));
  const more = items.length - shown.length;
  return shown.join(', ') + (more > 0 ? ` and ${more} more` : '');
}

// ---------------------------------------------------------------------------------------------
// Composition

const ITEM_HEADER =
  '|  | Metric | Type | Location | Action | Result | Message |\n|---|---|---|---|---|---|---|';

function compose(report: RunReport, context: LinkContext, style: Style, caps: Caps): string {
  const { rows, diagnostics } = sortReport(report);
  const heading = style.flavor === 'comment' ? '###' : '##';
  const showReviews =
    report.mode === 'reviews' || report.reviews.length > 0 || report.reviewProblems.length > 0;
  const blocks = [`${heading} ${headline(report, context.catalogue)}`, ...noticeBlocks(report, style.flavor)];
  blocks.push(...rowBlocks(rows, style, caps));
  if (rows.length === 0 && !showReviews && !report.failure) blocks.push('_No metric definitions found._');
  blocks.push(...diffBlocks(rows, style.flavor, caps));
  blocks.push(...diagnosticBlocks(diagnostics, reportStatus(report), style, caps));
  if (showReviews) blocks.push(...reviewBlocks(report, context, style, caps.reviews, caps.rest));
  return blocks.join('\n\n');
}

/**
 * The errors, then the warnings, at most `caps.diagnostics` lines in all; each section open in a
 * comment when it is the worst the run has.
 */
function diagnosticBlocks(
  diagnostics: readonly PlacedDiagnostic[],
  status: ReportStatus,
  style: Style,
  caps: Caps,
): string[] {
  let left = caps.diagnostics;
  const section = (title: string, severity: 'error' | 'warning', open: boolean) => {
    const list = diagnostics.filter((d) => d.diagnostic.severity === severity);
    const own = style.compact ? list.filter((d) => !d.attached) : list;
    const shown = own.slice(0, left).map((d) => diagnosticLine(d.diagnostic, style));
    left -= shown.length;
    const cut = own.length - shown.length;
    return diagnosticSection(style.flavor, { title, total: list.length, shown, cut, open }, caps);
  };
  return [
    ...section('Errors', 'error', status === 'fail'),
    ...section('Warnings', 'warning', status === 'warn'),
  ];
}

/** What ends a body: the footer after a rule, or only a line break. */
function endOf(footer: string): string {
  return footer ? `\n\n---\n${footer}\n` : '\n';
}

/** `body` and the footer within `max`: past it, the body is cut at a line and `note` says so. */
function withinLimit(body: string, footer: string, max: number, measure: Measure, note: string): string {
  const end = endOf(footer);
  if (measure(body) + measure(end) <= max) return `${body}${end}`;
  // A footer that would crowd out the report is left out.
  if (measure(end) > max / 4) return fitMarkdown(body, max, note, measure);
  return `${fitMarkdown(body, max - measure(end), note, measure).trimEnd()}${end}`;
}

function noticeBlocks(report: RunReport, flavor: Flavor): string[] {
  const clip = CLIP[flavor].notice;
  const { failure } = report;
  const what = failure?.unfinished ? 'The run did not finish' : 'The run stopped';
  const blocks = failure ? [`> [!CAUTION]\n> **${what}:** ${inertMessage(failure.message, clip)}`] : [];
  if (report.notices.length === 0) return blocks;
  const notices = report.notices.map((notice) => `> ${inertMessage(notice, clip)}`);
  return [...blocks, `> [!NOTE]\n${notices.join('\n>\n')}`];
}

/**
 * The rows that need the reader first, then the passing ones up to the cap (folded in a comment
 * past FOLD_PASSING_ABOVE); unchanged definitions are counted in a comment, folded in a summary.
 */
function rowBlocks(rows: readonly Row[], style: Style, caps: Caps): string[] {
  const table = (list: readonly Row[]) =>
    `${ITEM_HEADER}\n${list.map((row) => itemRow(row, style)).join('\n')}`;
  const folded = (title: string, list: readonly Row[]) =>
    `<details>\n<summary>${title}</summary>\n\n${table(list)}\n\n</details>`;
  const listed = rows.filter((row) => !row.unchanged);
  const attention = listed.filter((row) => row.attention).slice(0, caps.rows);
  const passing = listed.filter((row) => !row.attention);
  const passingShown = passing.slice(0, caps.rows - attention.length);
  const fold = style.flavor === 'comment' && passing.length > FOLD_PASSING_ABOVE;
  const blocks: string[] = [];
  const open = fold ? attention : [...attention, ...passingShown];
  if (open.length > 0) blocks.push(table(open));
  if (fold && passingShown.length > 0) blocks.push(folded(passingTitle(passing), passingShown));
  const unchanged = rows.filter((row) => row.unchanged);
  const notes: string[] = [];
  let shown = attention.length + passingShown.length;
  if (style.flavor === 'comment' && unchanged.length > 0) {
    notes.push(`${count(unchanged.length, 'unchanged definition')} not listed.`);
  } else if (unchanged.length > 0) {
    const unchangedShown = unchanged.slice(0, caps.rows - shown);
    if (unchangedShown.length > 0) blocks.push(folded(`Unchanged (${unchanged.length})`, unchangedShown));
    shown += unchangedShown.length;
  }
  const total = style.flavor === 'comment' ? listed.length : rows.length;
  if (total > shown) notes.push(`And ${count(total - shown, 'more row')}: ${caps.rest}.`);
  if (notes.length > 0) blocks.push(`_${notes.join(' ')}_`);
  return blocks;
}

/** `Passing (20)`, or `Passing (20) and skipped (4980)` when a stopped run sent some no dry run. */
function passingTitle(rows: readonly Row[]): string {
  const skipped = rows.filter((row) => row.item.result === 'skipped').length;
  const passing = `Passing (${rows.length - skipped})`;
  return skipped > 0 ? `${passing} and skipped (${skipped})` : passing;
}

/** A diff for each change, one for all the definitions changed alike (by `defaults`, say). */
function diffBlocks(rows: readonly Row[], flavor: Flavor, caps: Caps): string[] {
  const groups = changedAlike(rows.map((row) => row.item));
  const blocks = groups.slice(0, caps.diffs).map((items) => diffBlock(items, flavor));
  const more = groups.length - blocks.length;
  return more > 0 ? [...blocks, `_And ${count(more, 'more diff')}: ${caps.rest}._`] : blocks;
}

interface Section {
  title: string;
  total: number;
  shown: string[];
  /** Past the cap, not shown at all. */
  cut: number;
  open: boolean;
}

function diagnosticSection(flavor: Flavor, section: Section, caps: Caps): string[] {
  if (section.total === 0) return [];
  const inRows = section.total - section.shown.length - section.cut;
  const lines = [...section.shown];
  if (inRows > 0) lines.push(`- _${inRows} more in the rows of their definitions above_`);
  if (section.cut > 0) lines.push(`- _and ${section.cut} more: ${caps.rest}_`);
  const body = lines.join('\n');
  if (flavor === 'summary') return [`### ${section.title} (${section.total})\n\n${body}`];
  const summary = `<summary><b>${section.title} (${section.total})</b></summary>`;
  return [`<details${section.open ? ' open' : ''}>\n${summary}\n\n${body}\n\n</details>`];
}

// ---------------------------------------------------------------------------------------------
// The one cut

const DETAILS_OPEN = /^<details[ >]/gm;
const DETAILS_CLOSE = /^<\/details>/gm;
const CLOSER = '\n\n</details>';

/**
 * Cuts markdown to at most `max` at a line boundary, closes any `<details>` left open by the cut
 * and appends `note`. Text that fits is returned unchanged.
 */
export function fitMarkdown(
  text: string,
  max: number,
  note: string,
  measure: Measure = measureChars,
): string {
  if (measure(text) <= max) return text;
  const tail = `\n\n${note}\n`;
  // Room for closing every <details> the text opens: the cut may land inside any of them.
  const budget = max - measure(tail) - measure(CLOSER) * countMatches(text, DETAILS_OPEN);
  if (budget <= 0) return clipMeasured(note, max, measure);
  let kept = clipMeasured(text, budget, measure);
  const lastBreak = kept.lastIndexOf('\n');
  if (lastBreak > 0) kept = kept.slice(0, lastBreak);
  const open = Math.max(0, countMatches(kept, DETAILS_OPEN) - countMatches(kept, DETAILS_CLOSE));
  // Closing what the cut left open keeps the note (and anything appended later) outside it.
  return `${kept}${CLOSER.repeat(open)}${tail}`;
}

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/** The longest prefix of whole code points that measures at most `max`. */
function clipMeasured(text: string, max: number, measure: Measure): string {
  if (measure(text) <= max) return text;
  let low = 0;
  let high = Math.min(text.length, Math.max(0, max));
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (measure(text.slice(0, middle)) <= max) low = middle;
    else high = middle - 1;
  }
  // Never end on the first half of a surrogate pair.
  const code = text.charCodeAt(low - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? low - 1 : low);
}
