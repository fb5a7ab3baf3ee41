// Builders of RunReports for the markdown and GitHub tests: small, explicit, deterministic.
import type { Diagnostic } from '../../src/diagnostics/finding.js';
import { COMMENT_MARKER } from '../../src/github/markers.js';
import {
  type ReportItem,
  type ReviewSummaryItem,
  type RunMode,
  type RunReport,
  reportOf,
} from '../../src/report/model.js';

export function report(parts: Partial<RunReport> & { mode?: RunMode } = {}): RunReport {
  const { mode = 'plan', summary, ...rest } = parts;
  const items = parts.items ?? [];
  const built = reportOf(mode, {
    ...rest,
    files: new Set(items.map((item) => item.file)).size,
    definitions: items.length,
    failed: items.filter((item) => item.result === 'failed').length,
  });
  return { ...built, summary: { ...built.summary, ...summary } };
}

export function item(name: string, parts: Partial<ReportItem> = {}): ReportItem {
  const type = parts.type ?? 'event_count_custom';
  return {
    file: `metrics/${name}.yaml`,
    line: 1,
    name,
    type,
    id: `${name}::${type}`,
    action: 'create',
    result: 'valid',
    ...parts,
  };
}

export function diagnostic(file: string, parts: Partial<Diagnostic> = {}): Diagnostic {
  return {
    file,
    line: 3,
    column: 7,
    severity: 'error',
    rule: 'name.length',
    message: 'name must be 3 to 200 characters',
    path: 'name',
    ...parts,
  };
}

export function review(id: string, parts: Partial<ReviewSummaryItem> = {}): ReviewSummaryItem {
  return {
    dynamicConfig: 'checkout_flow',
    review_id: id,
    status: 'pending',
    type: 'rules',
    author: 'jane@example.com',
    reviewers: [{ id: 'g_data', kind: 'group' }],
    created_at: '2026-11-02T09:30:00Z',
    ageDays: 3,
    description: 'Raise the rollout to 50%',
    needs: 'review',
    risk: 'high',
    riskReason: 'replaces the rules: changes what users are served',
    stale: false,
    noReviewers: false,
    ...parts,
  };
}

/** `count` invalid definitions, each with one error: the shape of a broken generated tree. */
export function manyInvalid(count: number): RunReport {
  const items: ReportItem[] = [];
  const diagnostics: Diagnostic[] = [];
  for (let i = 0; i < count; i++) {
    const name = `generated_metric_${String(i).padStart(5, '0')}`;
    const file = `metrics/generated/part_${String(i).padStart(5, '0')}.yaml`;
    items.push(
      item(name, {
        file,
        action: 'invalid',
        result: 'skipped',
        message: 'metricEvents: required for type ratio',
      }),
    );
    diagnostics.push(
      diagnostic(file, {
        rule: 'ratio.events',
        message: 'metricEvents: a ratio metric needs at least one event',
      }),
    );
  }
  return report({ items, diagnostics });
}

/** The links of a comment rendered for acme/metrics, run 42, at a fixed commit. */
export const COMMENT_CONTEXT = {
  marker: COMMENT_MARKER,
  runUrl: 'https://github.com/acme/metrics/actions/runs/42',
  sha: '0123456789abcdef0123456789abcdef01234567',
  repositoryUrl: 'https://github.com/acme/metrics',
};
