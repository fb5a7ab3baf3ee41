// The terminal rendering of a RunReport: compiler-style diagnostics, one a line
// (`metrics/checkout.yaml:12:7: error[ratio.event-aggregation]: ...`), which editors and CI log
// viewers turn into links, then what plan/apply did, the open reviews, and one summary line.
import { type Diagnostic, writtenOut } from '../diagnostics/finding.js';
import { count } from './count.js';
import { changedAlike, changeLine, namedAlike } from './diff-lines.js';
import { clip } from './inert.js';
import {
  changedCount,
  errorsShown,
  failureCounted,
  notCreated,
  type ReportItem,
  type ReviewSummaryItem,
  type RunReport,
  readCounts,
  recordedCount,
  reviewProblemSeverity,
  stoppedBeforeComparing,
  warningsShown,
} from './model.js';
import {
  ageWindow,
  digestHeadline,
  digestOrder,
  NEEDS_ORDER,
  NEEDS_TITLE,
  peopleToAct,
  tasksLine,
  unreadConfigs,
} from './review-triage.js';

export interface TextOptions {
  /** Only what is wrong: the failure and the diagnostics, nothing when all is well. */
  quiet?: boolean;
}

export function renderText(report: RunReport, options: TextOptions = {}): string {
  if (options.quiet) return quietText(report);
  const lines = [
    ...failureLines(report),
    ...report.notices.map((notice) => `note: ${clean(notice)}`),
    ...report.diagnostics.map(formatDiagnostic),
    ...itemLines(report),
    ...reviewLines(report),
    summaryLine(report),
  ];
  // A section's blank line separates it from the one above: none is needed at the top.
  while (lines[0] === '') lines.shift();
  return `${lines.join('\n')}\n`;
}

function failureLines(report: RunReport): string[] {
  const { failure } = report;
  return failure ? [`error[${clean(failure.rule)}]: ${clean(failure.message)}`] : [];
}

function quietText(report: RunReport): string {
  const lines = [...failureLines(report), ...report.diagnostics.map(formatDiagnostic)];
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

function formatDiagnostic(d: Diagnostic): string {
  return `${clean(d.file)}:${d.line}:${d.column}: ${d.severity}[${clean(d.rule)}]: ${clean(d.message)}`;
}

/**
 * validate lists only invalid definitions, and its diagnostics already say why. An unchanged
 * definition with nothing to say is counted on the summary line, not listed: in a catalogue of
 * thousands, its row would bury the few that matter (the JSON lists every one).
 */
function itemLines(report: RunReport): string[] {
  if (report.mode === 'validate') return [];
  const listed = report.items.filter((item) => item.action !== 'unchanged' || item.result || item.message);
  if (listed.length === 0) return [];
  const { shown, folded } = foldRepeats(listed);
  const rows = shown.map((item) => [
    item.action,
    clean(item.id || item.name),
    `${clean(item.file)}:${item.line}`,
    resultText(item),
  ]);
  return ['', ...table(rows), ...folded, ...diffLines(listed)];
}

/** How many rows that say the same thing (a result with a message) are listed before the rest are counted. */
const REPEATS_LISTED = 10;

/**
 * The rows past REPEATS_LISTED of one action, result and message (30 declined creates each
 * "skipped: not created: not confirmed"), counted in one line each; a row without a message of
 * its own (valid, created) is always listed.
 */
function foldRepeats(items: readonly ReportItem[]): { shown: ReportItem[]; folded: string[] } {
  const seen = new Map<string, { action: string; text: string; count: number }>();
  const shown = items.filter((item) => {
    if (!item.message || item.url) return true;
    const text = resultText(item);
    const key = `${item.action}\n${text}`;
    const repeat = seen.get(key) ?? { action: item.action, text, count: 0 };
    seen.set(key, repeat);
    return ++repeat.count <= REPEATS_LISTED;
  });
  const folded = [...seen.values()]
    .filter((repeat) => repeat.count > REPEATS_LISTED)
    .map(({ action, text, count: n }) => {
      const what = action === 'create' ? 'to create' : action;
      return `… and ${count(n - REPEATS_LISTED, 'more definition')} ${what}: ${text}`;
    });
  return { shown, folded };
}

/**
 * Each changed definition's fields, under the table: what a reviewer needs to judge the change.
 * Definitions changed alike (by the config's `defaults`, say) share one list.
 */
function diffLines(items: readonly ReportItem[]): string[] {
  return changedAlike(items).flatMap((alike) => {
    const named = namedAlike(alike, (item) => clean(item.id));
    const head =
      alike.length === 1
        ? `${named} changed since it was created:`
        : `${named} changed alike since they were created:`;
    return ['', head, ...alike[0]!.diff!.map((change) => `    ${clean(changeLine(change))}`)];
  });
}

/** `created: URL · message`, else `result: message`: a link first, so it reads as the metric's. */
function resultText(item: ReportItem): string {
  const head = [item.result, item.url && clean(item.url)].filter(Boolean).join(': ');
  const message = item.message && clean(item.message);
  if (!message) return head;
  return head ? `${head}${item.url ? ' · ' : ': '}${message}` : message;
}

function reviewLines(report: RunReport): string[] {
  if (report.reviews.length === 0 && report.reviewProblems.length === 0) return [];
  const ordered = digestOrder(report.reviews);
  const heading = noneRead(report)
    ? 'no review could be read (this is not "no open reviews")'
    : `open reviews (${ordered.length})${ageWindow(report)}`;
  const lines = ['', `${heading}: ${digestHeadline(ordered, unreadConfigs(report))}`];
  // Beside a plan, the counts: the list is `reviews`' own (the PR comment has its own rules).
  if (report.mode === 'plan' && ordered.length > 0)
    lines.push('  each, by who must act: `metrics-as-code reviews`');
  if (report.mode !== 'plan') lines.push(...whoActsLines(ordered));
  for (const needs of report.mode === 'plan' ? [] : NEEDS_ORDER) {
    const group = ordered.filter((review) => review.needs === needs);
    if (group.length === 0) continue;
    lines.push(`  ${NEEDS_TITLE[needs].title} (${group.length}):`);
    for (const row of table(group.map(reviewCells))) lines.push(`    ${row}`);
  }
  const severity = reviewProblemSeverity(report);
  const problems = report.reviewProblems.map(
    (p) =>
      `${p.place ? `${clean(p.place.file)}:${p.place.line}:${p.place.column}: ` : ''}${severity}[${p.rule}]: reviews of ${clean(p.dynamicConfig)} could not be read: ${clean(p.message)}`,
  );
  return [...lines, ...problems];
}

function reviewCells(review: ReviewSummaryItem): string[] {
  const handle = (h: string | undefined) => (h === undefined ? '' : ` (${clean(h)})`);
  const reviewers = review.noReviewers
    ? 'nobody asked to review!'
    : `reviewers: ${review.reviewers.map((r) => `${clean(r.kind === 'group' ? `group:${r.id}` : r.id)}${handle(r.handle)}`).join(', ') || '-'}`;
  return [
    clean(review.dynamicConfig),
    `${review.new ? 'new ' : ''}${clean(review.review_id)}`,
    `${clean(review.type)} [${review.risk} risk]`,
    clean(review.status),
    `by ${clean(review.author)}${handle(review.authorHandle)}`,
    reviewers,
    `${review.ageDays}d old${review.stale ? ' (stale)' : ''}`,
    clean(clip(review.description, DESCRIPTION_CHARS)),
  ];
}

/** `@ana-lima (u_ana, ana.lima@example.com): review rv_1 · commit rv_2`, a line each. */
function whoActsLines(reviews: readonly ReviewSummaryItem[]): string[] {
  const people = peopleToAct(reviews);
  if (people.length === 0) return [];
  return [
    '  Who acts:',
    ...people.map((person) => {
      const names = person.names.map((name) => clean(clip(name, CELL_CHARS))).join(', ');
      const who = person.handle === undefined ? names : `${clean(person.handle)} (${names})`;
      return `    ${who}: ${tasksLine(person, (review) => clean(review.review_id))}`;
    }),
  ];
}

/** A padded cell's most characters: one huge name must not widen every row to its size. */
const CELL_CHARS = 120;
/** A review's description in the digest; the JSON report has it whole. */
const DESCRIPTION_CHARS = 160;

/** Columns padded to their widest cell, each clipped; the last column is left ragged. */
function table(rows: string[][]): string[] {
  const clipped = rows.map((row) =>
    row.map((cell, i) => (i === row.length - 1 ? cell : clip(cell, CELL_CHARS))),
  );
  const widths: number[] = [];
  for (const row of clipped) {
    for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, cell.length);
  }
  return clipped.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
}

/** The run's last line; a run that stopped (or did not finish) says so, its failure counted among the errors. */
export function summaryLine(report: RunReport): string {
  const s = report.summary;
  const problems = `${count(errorsShown(report), 'error')}, ${count(warningsShown(report), 'warning')}`;
  const failed = !report.failure ? '' : report.failure.unfinished ? ' unfinished' : ' stopped';
  const mode = `${report.mode}${failed}`;
  if (report.mode === 'validate' || stoppedBeforeComparing(report))
    return `${mode}: ${readCounts(report)}; ${problems}`;
  const invalid = report.items.filter((item) => item.action === 'invalid').length;
  switch (report.mode) {
    case 'plan':
      return `${mode}: ${s.create} to create, ${s.unchanged} unchanged, ${changedCount(report)}, ${s.removed} removed, ${invalid} invalid; ${problems}`;
    case 'apply': {
      const some =
        whenAny(recordedCount(report), 'already there (recorded)') +
        whenAny(notCreated(report).length, 'not created');
      return `${mode}: ${s.created} created, ${some}${s.failed} failed, ${s.unchanged} unchanged, ${changedCount(report)}, ${s.removed} removed, ${invalid} invalid; ${problems}`;
    }
    case 'reviews': {
      const read = noneRead(report) ? 'no review read' : count(report.reviews.length, 'open review');
      return `${mode}: ${read}${reviewsWindow(report)}${reviewsProblems(report)}`;
    }
  }
}

/** `3 not created, `: a count only some runs have, said when it is not 0. */
function whenAny(n: number, label: string): string {
  return n > 0 ? `${n} ${label}, ` : '';
}

/** A run that stopped before reading any watched config's reviews: "0 open" would read as none waiting. */
function noneRead(report: RunReport): boolean {
  const problems = report.failure !== undefined || report.reviewProblems.length > 0;
  return problems && report.reviews.length === 0 && !report.reviewScope?.configs;
}

function reviewsWindow(report: RunReport): string {
  const window = ageWindow(report);
  return window && `${window} (reviews.maxAgeDays)`;
}

function reviewsProblems(report: RunReport): string {
  const problems = report.reviewProblems.length + failureCounted(report);
  return problems > 0 ? `, ${count(problems, 'problem')}` : '';
}

/**
 * Names, messages and service text are data: control characters (a terminal escape sequence can
 * rewrite what a user sees) and bidi overrides are shown escaped; line breaks become spaces so
 * each diagnostic stays on one line.
 */
export function clean(text: string): string {
  return writtenOut(text.replace(/\r\n|[\r\n]/g, ' '), ESCAPED);
}

/** Control characters (but tab and line feed) and bidi overrides, shown escaped. */
const ESCAPED = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
