// A changed definition's field diff as lines a person reads, in the text output and the PR comment.
import { someOf } from '../diagnostics/finding.js';
import type { FieldChange, ReportItem } from './model.js';

/** How many definitions changed alike are named above their one diff; the rest are counted. */
const NAMED_ALIKE = 5;

/** The changed items grouped by what changed: a default of the config changes many alike. */
export function changedAlike(items: Iterable<ReportItem>): ReportItem[][] {
  const alike = new Map<string, ReportItem[]>();
  for (const item of items) {
    if (!item.diff?.length) continue;
    const key = JSON.stringify(item.diff);
    const group = alike.get(key);
    if (group) group.push(item);
    else alike.set(key, [item]);
  }
  return [...alike.values()];
}

/** The first of `items` as `name` writes them, the rest counted: `a, b, c, d, e and 2 more`. */
export function namedAlike(items: readonly ReportItem[], name: (item: ReportItem) => string): string {
  return someOf(items.slice(0, NAMED_ALIKE).map(name), '', items.length, NAMED_ALIKE);
}

/** `~ description: "Orders" → "Paid orders"`, `+ tags[2]: "core"`, `- metricEvents[1]: {…}` */
export function changeLine(change: FieldChange): string {
  if (!('before' in change)) return `+ ${change.path}: ${shown(change.after)}`;
  if (!('after' in change)) return `- ${change.path}: ${shown(change.before)}`;
  return `~ ${change.path}: ${shown(change.before)} → ${shown(change.after)}`;
}

/** A value on one line, cut past 80 characters: a diff line points at the change, not the whole SQL. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
