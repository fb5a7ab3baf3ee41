// Renders a RunReport as GitHub markdown: the sticky PR comment (at most 65,536 characters, the
// limit of a comment body), the job summary (at most 1 MiB per step) and the "applied" section a
// merged PR's comment gains. Pure and deterministic: the same report gives the same bytes, so an
// unchanged re-run leaves the comment alone. Everything that came from a definition, a review or
// a server goes through `inert`.

import { count } from './count.js';
import { inertClipped } from './inert.js';
import { fitMarkdown, type Measure, measureBytes, measureChars } from './markdown-fit.js';
import {
  buildView,
  footerLine,
  type LinkContext,
  type Links,
  linksOf,
  type View,
  VOLATILE_LINE_MARK,
} from './markdown-view.js';
import type { ReportItem, RunReport } from './model.js';

export { fitMarkdown } from './markdown-fit.js';
export { type LinkContext, reportStatus, VOLATILE_LINE_MARK } from './markdown-view.js';

export const COMMENT_MAX_CHARS = 65_536;
export const SUMMARY_MAX_BYTES = 1024 * 1024;

export interface CommentContext extends LinkContext {
  /** The hidden marker the comment is found again by, e.g. `<!-- metrics-as-code:comment -->`. */
  marker: string;
  maxChars?: number;
}

export interface SummaryContext extends LinkContext {
  maxBytes?: number;
}

/** The PR comment (or tracking-issue body): at most `maxChars` whatever the report holds. */
export function renderComment(report: RunReport, context: CommentContext): string {
  const maxChars = context.maxChars ?? COMMENT_MAX_CHARS;
  const view = buildView(report, context, 'comment');
  const compose = (layout: Layout) => composeComment(view, layout, context.marker);
  const full: Layout = { ...UNLIMITED, detail: 'full', diagnostics: 'list', rows: 'listed' };
  // Shrink in order: the diagnostics lists become counts, passing rows go, then rows are cut.
  const shrinking: Layout[] = [
    full,
    { ...full, diagnostics: 'count' },
    { ...full, diagnostics: 'count', rows: 'attention' },
  ];
  return fitLayouts(shrinking, compose, maxChars, measureChars, cutNote(view.links, 'comment'), view);
}

/** The job summary: the full report (unchanged definitions too), cut with a note past `maxBytes`. */
export function renderJobSummary(report: RunReport, context: SummaryContext = {}): string {
  const maxBytes = context.maxBytes ?? SUMMARY_MAX_BYTES;
  const view = buildView(report, context, 'summary');
  const full: Layout = { ...UNLIMITED, detail: 'full', diagnostics: 'list', rows: 'all' };
  // A large report drops its links and folds each definition's diagnostics into its row first.
  const shrinking: Layout[] = [full, { ...full, detail: 'compact' }];
  const compose = (layout: Layout) => composeSummary(view, layout);
  return fitLayouts(shrinking, compose, maxBytes, measureBytes, cutNote(view.links, 'summary'), view);
}

/**
 * What a merge created, for the merged PR's comment: the created and failed definitions by name
 * and the run link. Bounded (a few KB) whatever the report holds.
 */
export function renderAppliedSection(report: RunReport, context: LinkContext = {}): string {
  const created = report.items.filter((item) => item.result === 'created');
  const failed = report.items.filter((item) => item.result === 'failed' || item.result === 'rejected');
  const { errors } = report.summary;
  const mark = failed.length > 0 || errors > 0 ? '❌' : '✅';
  // The mark says why: an error that is not a failed create (an invalid definition) is named too.
  const why = errors > 0 ? `, ${count(errors, 'error')} (see the run)` : '';
  const lines = [
    `#### ${mark} Applied after merge: ${count(created.length, 'metric')} created, ${failed.length} failed${why}`,
  ];
  if (created.length > 0) lines.push('', `Created: ${nameList(created)}`);
  if (failed.length > 0) lines.push('', `Failed: ${nameList(failed)}`);
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
// Layouts: how much of the view is shown

interface Layout {
  /** `compact`: no links, a definition's diagnostics inside its row. */
  detail: 'full' | 'compact';
  /** The diagnostics as lists, or only their counts. */
  diagnostics: 'list' | 'count';
  /** `all`: unchanged too; `listed`: all but unchanged; `attention`: failing and drifted only. */
  rows: 'all' | 'listed' | 'attention';
  itemLimit: number;
  diffLimit: number;
  diagnosticLimit: number;
  reviewLimit: number;
}

const UNLIMITED = {
  itemLimit: Number.POSITIVE_INFINITY,
  diffLimit: Number.POSITIVE_INFINITY,
  diagnosticLimit: Number.POSITIVE_INFINITY,
  reviewLimit: Number.POSITIVE_INFINITY,
};

/** The first layout that fits; else the last one with as many rows as fit; else a hard cut. */
function fitLayouts(
  layouts: readonly Layout[],
  compose: (layout: Layout) => string,
  max: number,
  measure: Measure,
  note: string,
  view: View,
): string {
  for (const layout of layouts) {
    if (leastSize(view, layout) > max) continue;
    const text = compose(layout);
    if (measure(text) <= max) return text;
  }
  const last = layouts[layouts.length - 1]!;
  return fitMarkdown(compose(rowsThatFit(view, last, max, measure, compose)), max, note, measure);
}

/**
 * `base` with as many rows (items, then diagnostics, then reviews) as fit in `max`: the fixed
 * part is measured with no rows, then rows are taken while their size fits.
 */
function rowsThatFit(
  view: View,
  base: Layout,
  max: number,
  measure: Measure,
  compose: (l: Layout) => string,
): Layout {
  const none: Layout = { ...base, itemLimit: 0, diffLimit: 0, diagnosticLimit: 0, reviewLimit: 0 };
  // Table headers and the notes' growing digits are paid for from this margin.
  let budget = max - measure(compose(none)) - 600;
  // Each line made only when the ones before it fit (see lazyLine).
  const take = <T>(lines: readonly T[], text: (line: T) => string) => {
    let taken = 0;
    for (const line of lines) {
      const cost = measure(text(line)) + 1;
      if (cost > budget) break;
      budget -= cost;
      taken++;
    }
    return taken;
  };
  const form = (line: { full: string; compact: string }) => line[base.detail];
  const itemLimit = take(shownRows(view, base), form);
  const diffLimit = take(view.diffs, String);
  const diagnosticLimit = base.diagnostics === 'list' ? take(shownDiagnostics(view, base), form) : 0;
  return { ...base, itemLimit, diffLimit, diagnosticLimit, reviewLimit: take(view.reviews, String) };
}

/** Characters a row (a diagnostic) takes at the least: `| ✅ |  |  |  | x | — |  |` (`- x: error[]: `). */
const LEAST_ROW = 20;
const LEAST_DIAGNOSTIC = 14;

/**
 * Less than `layout` composes to, counted without making its lines: a layout it rules out is not
 * composed (a report of 320,000 lines would be, twice, to learn that it does not fit).
 */
function leastSize(view: View, layout: Layout): number {
  const rows = Math.min(shownRows(view, layout).length, layout.itemLimit);
  const diagnostics =
    layout.diagnostics === 'list'
      ? Math.min(shownDiagnostics(view, layout).length, layout.diagnosticLimit)
      : 0;
  return rows * LEAST_ROW + diagnostics * LEAST_DIAGNOSTIC;
}

function isCut(layout: Layout): boolean {
  return [layout.itemLimit, layout.diffLimit, layout.diagnosticLimit, layout.reviewLimit].some(
    Number.isFinite,
  );
}

function isShrunk(layout: Layout): boolean {
  return isCut(layout) || layout.diagnostics === 'count' || layout.rows === 'attention';
}

function shownRows(view: View, layout: Layout) {
  if (layout.rows === 'attention') return view.rows.filter((row) => row.attention);
  const listed = view.rows.filter((row) => !row.unchanged);
  return layout.rows === 'all' ? [...listed, ...view.rows.filter((row) => row.unchanged)] : listed;
}

function shownDiagnostics(view: View, layout: Layout) {
  const all = [...view.errors, ...view.warnings];
  return layout.detail === 'compact' ? all.filter((d) => !d.attached) : all;
}

function limitOf(limit: number): number {
  return Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER;
}

// ---------------------------------------------------------------------------------------------
// Composition

const ITEM_HEADER =
  '|  | Metric | Type | Location | Action | Result | Message |\n|---|---|---|---|---|---|---|';

const REVIEW_HEADER =
  '| Config | Review | Type | Risk | Status | Author | Reviewers | Age | Description |\n|---|---|---|---|---|---|---|---|---|';

function composeComment(view: View, layout: Layout, marker: string): string {
  const blocks = [marker, `### ${view.headline}`, ...noticeBlocks(view)];
  blocks.push(
    ...itemBlocks(view, layout),
    ...diffBlocks(view, layout),
    ...diagnosticBlocks(view, layout),
    ...reviewBlocks(view, layout, '####'),
  );
  if (isShrunk(layout)) blocks.push(cutNote(view.links, 'comment'));
  return finish(blocks, view.links);
}

function composeSummary(view: View, layout: Layout): string {
  const blocks = [`## ${view.headline}`, ...noticeBlocks(view)];
  blocks.push(
    ...itemBlocks(view, layout),
    ...diffBlocks(view, layout),
    ...diagnosticBlocks(view, layout),
    ...reviewBlocks(view, layout, '###'),
  );
  if (isCut(layout)) blocks.push(cutNote(view.links, 'summary'));
  return finish(blocks, view.links);
}

function finish(blocks: string[], links: Links): string {
  const footer = footerLine(links);
  if (footer) blocks.push(`---\n${footer}`);
  return `${blocks.join('\n\n')}\n`;
}

function noticeBlocks(view: View): string[] {
  const blocks = view.failure ? [`> [!CAUTION]\n> **The run stopped:** ${view.failure}`] : [];
  if (view.notices.length === 0) return blocks;
  return [...blocks, `> [!NOTE]\n${view.notices.map((notice) => `> ${notice}`).join('\n>\n')}`];
}

/**
 * Past this many passing rows, the comment folds them (a bulk onboarding PR of 520 new definitions
 * put 520 ✅ rows above the one that failed); the rows that need attention stay open.
 */
const FOLD_PASSING_ABOVE = 20;

function itemBlocks(view: View, layout: Layout): string[] {
  const candidates = shownRows(view, layout);
  const shown = candidates.slice(0, limitOf(layout.itemLimit));
  const listed = shown.filter((row) => !row.unchanged);
  const passing = listed.filter((row) => !row.attention);
  const fold = view.flavor === 'comment' && passing.length > FOLD_PASSING_ABOVE;
  const open = fold ? listed.filter((row) => row.attention) : listed;
  const unchanged = shown.filter((row) => row.unchanged);
  const blocks: string[] = [];
  const table = (rows: typeof shown) => `${ITEM_HEADER}\n${rows.map((row) => row[layout.detail]).join('\n')}`;
  const folded = (title: string, rows: typeof shown) =>
    `<details>\n<summary>${title}</summary>\n\n${table(rows)}\n\n</details>`;
  if (open.length > 0) blocks.push(table(open));
  if (fold) blocks.push(folded(`Passing (${passing.length})`, passing));
  if (unchanged.length > 0)
    blocks.push(folded(`Unchanged (${view.rows.filter((row) => row.unchanged).length})`, unchanged));
  const notes = itemNotes(view, layout, candidates.length, shown.length);
  if (notes.length > 0) blocks.push(`_${notes.join(' ')}_`);
  return blocks;
}

function diffBlocks(view: View, layout: Layout): string[] {
  const shown = view.diffs.slice(0, limitOf(layout.diffLimit));
  const cut = view.diffs.length - shown.length;
  return cut > 0 ? [...shown, `_${count(cut, 'more diff')} cut._`] : shown;
}

function itemNotes(view: View, layout: Layout, candidates: number, shown: number): string[] {
  const notes: string[] = [];
  const unchanged = view.rows.filter((row) => row.unchanged).length;
  if (layout.rows !== 'all' && unchanged > 0)
    notes.push(`${count(unchanged, 'unchanged definition')} not listed.`);
  const passing = view.rows.length - unchanged - candidates;
  if (layout.rows === 'attention' && passing > 0) notes.push(`${count(passing, 'passing row')} not shown.`);
  if (candidates > shown) notes.push(`${count(candidates - shown, 'more row')} cut.`);
  if (view.rows.length === 0 && !view.showReviews && !view.failure)
    notes.push('No metric definitions found.');
  return notes;
}

function diagnosticBlocks(view: View, layout: Layout): string[] {
  if (view.errors.length === 0 && view.warnings.length === 0) return [];
  if (layout.diagnostics === 'count') {
    return [
      `**${count(view.errors.length, 'error')}, ${count(view.warnings.length, 'warning')}**: listed in the job summary.`,
    ];
  }
  let left = limitOf(layout.diagnosticLimit);
  const section = (title: string, lines: typeof view.errors, open: boolean) => {
    const own = layout.detail === 'compact' ? lines.filter((line) => !line.attached) : lines;
    const shown = own.slice(0, left).map((line) => line[layout.detail]);
    left -= shown.length;
    return diagnosticSection(view, {
      title,
      total: lines.length,
      shown,
      cut: own.length - shown.length,
      open,
    });
  };
  return [
    ...section('Errors', view.errors, view.status === 'fail'),
    ...section('Warnings', view.warnings, view.status === 'warn'),
  ];
}

interface Section {
  title: string;
  total: number;
  shown: string[];
  cut: number;
  open: boolean;
}

function diagnosticSection(view: View, section: Section): string[] {
  if (section.total === 0) return [];
  const folded = section.total - section.shown.length - section.cut;
  const lines = [...section.shown];
  if (folded > 0) lines.push(`- _${folded} more in the rows of their definitions above_`);
  if (section.cut > 0) lines.push(`- _${section.cut} more cut_`);
  const body = lines.join('\n');
  if (view.flavor === 'summary') return [`### ${section.title} (${section.total})\n\n${body}`];
  const summary = `<summary><b>${section.title} (${section.total})</b></summary>`;
  return [`<details${section.open ? ' open' : ''}>\n${summary}\n\n${body}\n\n</details>`];
}

function reviewBlocks(view: View, layout: Layout, heading: string): string[] {
  if (!view.showReviews || view.reviewsForm === 'none') return [];
  const blocks = [`${heading} Open reviews (${view.reviews.length})`];
  if (view.reviews.length > 0) blocks.push(`**${view.reviewHeadline}**`);
  else if (view.reviewProblems.length === 0) blocks.push('_No open reviews._');
  else blocks.push('_No review could be read: see below. This is not "no open reviews"._');
  if (view.reviewsClosedSince)
    blocks.push(`_${count(view.reviewsClosedSince, 'review')} of the last digest no longer open._`);
  const budget = limitOf(layout.reviewLimit);
  blocks.push(...(view.reviewsForm === 'compact' ? compactReviews(view, budget) : fullReviews(view, budget)));
  if (view.reviewProblems.length > 0)
    blocks.push(`${heading} Reviews that could not be read\n\n${view.reviewProblems.join('\n')}`);
  return blocks;
}

function fullReviews(view: View, budget: number): string[] {
  const blocks = view.whoActs.length > 0 ? [`**Who acts**\n\n${view.whoActs.join('\n')}`] : [];
  let left = budget;
  for (const group of view.reviewGroups) {
    const rows = group.rows.slice(0, Math.max(0, left));
    left -= rows.length;
    if (rows.length > 0)
      blocks.push(`**${group.title}** (${group.rows.length})\n\n${REVIEW_HEADER}\n${rows.join('\n')}`);
  }
  const shown = Math.min(budget, view.reviews.length);
  if (view.reviews.length > shown) blocks.push(`_${count(view.reviews.length - shown, 'more review')} cut._`);
  return blocks;
}

/** The PR comment's default: the counts, what needs a look now, and where the rest is. */
function compactReviews(view: View, budget: number): string[] {
  const shown = view.reviewAttention.slice(0, budget);
  const blocks =
    shown.length > 0 ? [`Stale, high-risk or unassigned:\n\n${REVIEW_HEADER}\n${shown.join('\n')}`] : [];
  // It links the run, which changes on every run while the digest may not: a volatile line.
  if (view.reviews.length > 0)
    blocks.push(`_The full digest, by who must act: ${view.fullDigestAt}._${VOLATILE_LINE_MARK}`);
  return blocks;
}

function cutNote(links: Links, flavor: 'comment' | 'summary'): string {
  if (flavor === 'summary') {
    return "> [!WARNING]\n> This summary was cut to stay under GitHub's 1 MiB limit for a job summary. The complete report is the JSON file named by the `report` output.";
  }
  const where = links.summaryUrl
    ? `the [job summary](${links.summaryUrl})`
    : 'the job summary of the workflow run';
  return `> [!WARNING]\n> This comment was shortened to stay under GitHub's 65,536-character limit. The full report is in ${where}.`;
}
