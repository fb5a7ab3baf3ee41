// `--format json`: the one object of README.md ("The CLI"), with its keys in the documented order.
// Each object is written out field by field (not spread) so an internal field added to RunReport
// never leaks out; a field that is undefined is left out by JSON.stringify itself.
import { errorsShown, type RunReport, warningsShown } from './model.js';

function toJson(report: RunReport) {
  const { summary: s, failure } = report;
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
    failure: failure && { rule: failure.rule, message: failure.message },
    // What the run says beside its findings (the settings it trusted, a ledger it could not use).
    notices: report.notices.length > 0 ? report.notices : undefined,
    diagnostics: report.diagnostics.map((d) => ({
      file: d.file,
      line: d.line,
      column: d.column,
      severity: d.severity,
      rule: d.rule,
      message: d.message,
      path: d.path,
    })),
    // `result`, `message`, the created metric's `url`, a changed one's `diff` and the policy
    // exceptions a definition takes only when known.
    items: report.items.map((item) => ({
      file: item.file,
      line: item.line,
      name: item.name,
      type: item.type,
      id: item.id,
      action: item.action,
      result: item.result,
      message: item.message,
      url: item.url,
      diff: item.diff?.map((change) => ({ path: change.path, before: change.before, after: change.after })),
      exceptions: item.exceptions?.map(({ rule, reason }) => ({ rule, reason })),
    })),
    reviews: report.reviews.map((r) => ({
      dynamicConfig: r.dynamicConfig,
      review_id: r.review_id,
      status: r.status,
      type: r.type,
      author: r.author,
      authorHandle: r.authorHandle,
      created_at: r.created_at,
      description: r.description,
      reviewers: r.reviewers.map((reviewer) => ({
        id: reviewer.id,
        kind: reviewer.kind,
        handle: reviewer.handle,
      })),
      needs: r.needs,
      risk: r.risk,
      riskReason: r.riskReason,
      ageDays: Math.floor(r.ageDays),
      stale: r.stale,
      new: r.new,
    })),
    reviewProblems: report.reviewProblems.map((p) => ({
      dynamicConfig: p.dynamicConfig,
      rule: p.rule,
      message: p.message,
      ...p.place,
    })),
  };
}

export function renderJson(report: RunReport): string {
  return `${JSON.stringify(toJson(report), null, 2)}\n`;
}
