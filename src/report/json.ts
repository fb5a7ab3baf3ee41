// `--format json`: the one object of README.md ("The CLI"), with its keys in the documented order.
// Each object is picked key by key (not spread) so an internal field added to RunReport never
// leaks out.
import { errorsShown, type RunReport, warningsShown } from './model.js';

const SUMMARY_KEYS = ['files', 'definitions'] as const;
const COUNT_KEYS = ['create', 'unchanged', 'changed', 'removed', 'created', 'failed'] as const;
const DIAGNOSTIC_KEYS = ['file', 'line', 'column', 'severity', 'rule', 'message', 'path'] as const;
/** `result`, `message`, the created metric's `url` and a changed one's `diff` appear only when known. */
const ITEM_KEYS = ['file', 'line', 'name', 'type', 'id', 'action', 'result', 'message', 'url'] as const;
const REVIEW_KEYS = [
  'dynamicConfig',
  'review_id',
  'status',
  'type',
  'author',
  'authorHandle',
  'created_at',
  'description',
] as const;
const TRIAGE_KEYS = ['needs', 'risk', 'riskReason'] as const;

/** The defined values of `keys` in `value`, in that order. */
function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) if (value[key] !== undefined) picked[key] = value[key];
  return picked;
}

function toJson(report: RunReport) {
  return {
    summary: {
      ...pick(report.summary, SUMMARY_KEYS),
      // As every rendering counts them: the failure that stopped the run, and beside a plan the
      // watched configs not read, among them.
      errors: errorsShown(report),
      warnings: warningsShown(report),
      ...pick(report.summary, COUNT_KEYS),
    },
    ...(report.failure && { failure: pick(report.failure, ['rule', 'message']) }),
    diagnostics: report.diagnostics.map((d) => pick(d, DIAGNOSTIC_KEYS)),
    items: report.items.map((item) => ({
      ...pick(item, ITEM_KEYS),
      ...(item.diff && { diff: item.diff.map((change) => pick(change, ['path', 'before', 'after'])) }),
    })),
    reviews: report.reviews.map((r) => ({
      ...pick(r, REVIEW_KEYS),
      reviewers: r.reviewers.map((reviewer) => pick(reviewer, ['id', 'kind', 'handle'])),
      ...pick(r, TRIAGE_KEYS),
      ageDays: Math.floor(r.ageDays),
      ...pick(r, ['stale', 'new']),
    })),
    reviewProblems: report.reviewProblems.map((p) => ({
      ...pick(p, ['dynamicConfig', 'message']),
      ...p.place,
    })),
  };
}

export function renderJson(report: RunReport): string {
  return `${JSON.stringify(toJson(report), null, 2)}\n`;
}
