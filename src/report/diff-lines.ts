// A changed definition's field diff as lines a person reads, in the text output and the PR comment.
import type { FieldChange } from './model.js';

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
