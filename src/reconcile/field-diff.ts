// What changed in a definition since it was created, field by field: the recorded definition
// against today's, both with the service's defaults filled in (so writing a default is no change).
// Pure; the renderers show the result as text, markdown and JSON.

import { withServiceDefaults } from '../definitions/schema.js';
import { isPlainObject } from '../diagnostics/finding.js';
import type { FieldChange } from '../report/model.js';
import { canonicalJson } from './hash.js';

/**
 * Lists longer than this pair their items by position instead of by content: matching by content
 * costs the product of the two lengths, and no definition has such a list by hand.
 */
const MATCHED_LIST_MAX = 200;

export function fieldDiff(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  diffValue(withServiceDefaults(before), withServiceDefaults(after), '', changes);
  return changes;
}

function diffValue(before: unknown, after: unknown, path: string, out: FieldChange[]): void {
  if (isPlainObject(before) && isPlainObject(after)) diffObjects(before, after, path, out);
  else if (Array.isArray(before) && Array.isArray(after)) diffLists(before, after, path, out);
  else if (canonicalJson(before) !== canonicalJson(after)) out.push({ path, before, after });
}

function diffObjects(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  path: string,
  out: FieldChange[],
): void {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const key of keys) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in after) || after[key] === undefined) out.push({ path: at, before: before[key] });
    else if (!(key in before) || before[key] === undefined) out.push({ path: at, after: after[key] });
    else diffValue(before[key], after[key], at, out);
  }
}

/**
 * Items kept in both lists are matched by content (a longest common subsequence), so removing the
 * first of three items reads as one removal, not two changes and a removal. Between two matches,
 * unmatched items pair up by position (a changed item), and the rest are added or removed.
 */
function diffLists(before: unknown[], after: unknown[], path: string, out: FieldChange[]): void {
  const pairs =
    before.length * after.length <= MATCHED_LIST_MAX * MATCHED_LIST_MAX
      ? commonItems(before.map(canonicalJson), after.map(canonicalJson))
      : [];
  let i = 0;
  let j = 0;
  for (const [nextI, nextJ] of [...pairs, [before.length, after.length] as const]) {
    while (i < nextI && j < nextJ) diffValue(before[i++], after[j], `${path}[${j++}]`, out);
    while (i < nextI) out.push({ path: `${path}[${i}]`, before: before[i++] });
    while (j < nextJ) out.push({ path: `${path}[${j}]`, after: after[j++] });
    i = nextI + 1;
    j = nextJ + 1;
  }
}

/** Index pairs of a longest common subsequence of two lists of keys, in order. */
function commonItems(a: readonly string[], b: readonly string[]): Array<readonly [number, number]> {
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const pairs: Array<readonly [number, number]> = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) i++;
    else j++;
  }
  return pairs;
}
