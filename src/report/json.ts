// `--format json`: the one object of README.md ("The CLI"), with its keys in the documented order.
// Built field by field (not spread) so an internal field added to RunReport never leaks out.
import type { Diagnostic } from '../diagnostics/finding.js';
import {
  errorsShown,
  type ReportItem,
  type ReviewSummaryItem,
  type RunFailure,
  type RunReport,
  type Summary,
  warningsShown,
} from './model.js';

interface JsonReport {
  summary: Summary;
  /** Present only when the run stopped for a reason no diagnostic gives. */
  failure?: RunFailure;
  diagnostics: Diagnostic[];
  items: JsonItem[];
  reviews: JsonReview[];
  /** The watched configs whose reviews could not be read, and why (empty when all were). */
  reviewProblems: Array<{
    dynamicConfig: string;
    message: string;
    file?: string;
    line?: number;
    column?: number;
  }>;
}

type JsonItem = Pick<
  ReportItem,
  'file' | 'line' | 'name' | 'type' | 'id' | 'action' | 'result' | 'message' | 'url' | 'diff'
>;

type JsonReview = Pick<
  ReviewSummaryItem,
  | 'dynamicConfig'
  | 'review_id'
  | 'status'
  | 'type'
  | 'author'
  | 'authorHandle'
  | 'created_at'
  | 'description'
  | 'reviewers'
  | 'needs'
  | 'risk'
  | 'riskReason'
  | 'ageDays'
  | 'stale'
  | 'new'
>;

function toJsonReport(report: RunReport): JsonReport {
  const s = report.summary;
  return {
    summary: {
      files: s.files,
      definitions: s.definitions,
      // As every rendering counts them: the failure that stopped the run, and beside a plan the
      // watched configs not read, among them.
      errors: errorsShown(report),
      warnings: warningsShown(report),
      create: s.create,
      unchanged: s.unchanged,
      changed: s.changed,
      removed: s.removed,
      created: s.created,
      failed: s.failed,
    },
    ...(report.failure && { failure: { rule: report.failure.rule, message: report.failure.message } }),
    diagnostics: report.diagnostics.map((d) => ({
      file: d.file,
      line: d.line,
      column: d.column,
      severity: d.severity,
      rule: d.rule,
      message: d.message,
      path: d.path,
    })),
    items: report.items.map(jsonItem),
    reviews: report.reviews.map((r) => ({
      dynamicConfig: r.dynamicConfig,
      review_id: r.review_id,
      status: r.status,
      type: r.type,
      author: r.author,
      ...(r.authorHandle !== undefined && { authorHandle: r.authorHandle }),
      created_at: r.created_at,
      description: r.description,
      reviewers: r.reviewers.map((reviewer) => ({
        id: reviewer.id,
        kind: reviewer.kind,
        ...(reviewer.handle !== undefined && { handle: reviewer.handle }),
      })),
      needs: r.needs,
      risk: r.risk,
      riskReason: r.riskReason,
      ageDays: Math.floor(r.ageDays),
      stale: r.stale,
      ...(r.new !== undefined && { new: r.new }),
    })),
    reviewProblems: report.reviewProblems.map((p) => ({
      dynamicConfig: p.dynamicConfig,
      message: p.message,
      ...p.place,
    })),
  };
}

/** `result`, `message`, the created metric's `url` and a changed one's `diff` appear only when known. */
function jsonItem(item: ReportItem): JsonItem {
  const out: JsonItem = {
    file: item.file,
    line: item.line,
    name: item.name,
    type: item.type,
    id: item.id,
    action: item.action,
  };
  if (item.result !== undefined) out.result = item.result;
  if (item.message !== undefined) out.message = item.message;
  if (item.url !== undefined) out.url = item.url;
  if (item.diff !== undefined)
    out.diff = item.diff.map((change) => ({
      path: change.path,
      ...('before' in change && { before: change.before }),
      ...('after' in change && { after: change.after }),
    }));
  return out;
}

export function renderJson(report: RunReport): string {
  return `${JSON.stringify(toJsonReport(report), null, 2)}\n`;
}
