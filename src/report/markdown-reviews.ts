// The reviews digest in markdown: grouped by who must act, each person's tasks, and the rows
// that need a look now. Handles are mentions only where the reviews issue asks for them.
import { count } from './count.js';
import { inertClipped, inertMessage } from './inert.js';
import {
  CLIP,
  type Flavor,
  fullDigestLink,
  type LinkContext,
  linksOf,
  type Style,
  VOLATILE_LINE_MARK,
} from './markdown-lines.js';
import type { ReviewSummaryItem, RunReport } from './model.js';
import {
  ageWindow,
  authorActs,
  digestHeadline,
  digestOrder,
  NEEDS_ORDER,
  NEEDS_TITLE,
  peopleToAct,
  tasksLine,
  unreadConfigs,
} from './review-triage.js';

const REVIEW_HEADER =
  '| Config | Review | Type | Risk | Status | Author | Reviewers | Age | Description |\n|---|---|---|---|---|---|---|---|---|';

/** The compact form's rows: a pull request is about its metrics, the digest is the summary's. */
const COMPACT_ROWS = 10;

/** The digest's blocks, at most `cap` review rows, then where the rest is (`rest`). */
export function reviewBlocks(
  report: RunReport,
  context: LinkContext,
  style: Style,
  cap: number,
  rest: string,
): string[] {
  const form = context.reviewsForm ?? 'full';
  if (form === 'none') return [];
  const heading = style.flavor === 'comment' ? '####' : '###';
  const clip = CLIP[style.flavor].name;
  const ordered = digestOrder(report.reviews);
  const mention = context.mention === true;
  const blocks = [`${heading} Open reviews (${ordered.length})`];
  if (ordered.length > 0) blocks.push(`**${digestHeadline(ordered, unreadConfigs(report))}**`);
  else if (report.reviewProblems.length > 0)
    blocks.push('_No review could be read: see below. This is not "no open reviews"._');
  else {
    const window = ageWindow(report);
    const older = window && ': older ones are not read (reviews.maxAgeDays)';
    blocks.push(`_No open reviews${window}${older}._`);
  }
  if (report.reviewsClosedSince)
    blocks.push(`_${count(report.reviewsClosedSince, 'review')} of the last digest no longer open._`);
  const row = (review: (typeof ordered)[number]) => reviewRow(review, style.flavor, mention);
  if (form === 'compact') {
    // The PR comment's default: what needs a look now, and where the rest is.
    const attention = ordered.filter((r) => r.stale || r.risk === 'high' || r.noReviewers);
    const shown = attention.slice(0, Math.min(cap, COMPACT_ROWS)).map(row);
    if (shown.length > 0)
      blocks.push(`Stale, high-risk or unassigned:\n\n${REVIEW_HEADER}\n${shown.join('\n')}`);
    // It links the run, which changes on every run while the digest may not: a volatile line.
    const where = fullDigestLink(linksOf(context));
    // The count is no volatile line: a comment whose count changed is written again.
    const more = attention.length - shown.length;
    if (more > 0) blocks.push(`_And ${count(more, 'more review')} stale, high-risk or unassigned._`);
    if (ordered.length > 0) blocks.push(`_The full digest, by who must act: ${where}._${VOLATILE_LINE_MARK}`);
  } else {
    const whoActs = whoActsLines(ordered, mention);
    if (whoActs.length > 0) blocks.push(`**Who acts**\n\n${whoActs.join('\n')}`);
    let left = cap;
    for (const needs of NEEDS_ORDER) {
      const group = ordered.filter((review) => review.needs === needs);
      const rows = group.slice(0, Math.max(0, left)).map(row);
      left -= rows.length;
      if (rows.length > 0)
        blocks.push(
          `**${NEEDS_TITLE[needs].title}** (${group.length})\n\n${REVIEW_HEADER}\n${rows.join('\n')}`,
        );
    }
    if (ordered.length > cap) blocks.push(`_And ${count(ordered.length - cap, 'more review')}: ${rest}._`);
  }
  const problems = report.reviewProblems.map((problem) => {
    const place = problem.place
      ? ` (${inertClipped(`${problem.place.file}:${problem.place.line}`, clip)})`
      : '';
    return `- **${inertClipped(problem.dynamicConfig, clip)}**${place}: ${inertMessage(problem.message, CLIP[style.flavor].message)}`;
  });
  if (problems.length > 0) blocks.push(`${heading} Reviews that could not be read\n\n${problems.join('\n')}`);
  return blocks;
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
  const author = `${inertClipped(review.author, 120)}${handleOf(review.authorHandle, mention && authorActs(review.needs))}`;
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
