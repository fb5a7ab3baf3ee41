// The RunReport of `validate`, which every renderer reads. validate knows nothing of the ledger,
// so it cannot say "create" or "unchanged": it lists only the definitions that are invalid, and
// the summary counts all of them.
import { emptySummary, type ReportItem, type RunReport } from '../reconcile/report.js';
import type { Diagnostic } from './finding.js';
import type { ValidationResult } from './validate.js';

export function validationReport(result: ValidationResult): RunReport {
  const summary = emptySummary();
  summary.files = result.files;
  summary.definitions = result.definitions.length;
  countSeverities(summary, result.diagnostics);
  return {
    mode: 'validate',
    summary,
    diagnostics: result.diagnostics,
    items: invalidItems(result),
    reviews: [],
    reviewProblems: [],
    notices: [],
  };
}

/** A config that could not be used: only its diagnostics, nothing was validated (exit 2). */
export function configErrorReport(diagnostics: Diagnostic[]): RunReport {
  const summary = emptySummary();
  countSeverities(summary, diagnostics);
  return { mode: 'validate', summary, diagnostics, items: [], reviews: [], reviewProblems: [], notices: [] };
}

function countSeverities(summary: RunReport['summary'], diagnostics: readonly Diagnostic[]): void {
  for (const diagnostic of diagnostics) {
    if (diagnostic.severity === 'error') summary.errors++;
    else summary.warnings++;
  }
}

function invalidItems(result: ValidationResult): ReportItem[] {
  return result.definitions.flatMap((definition, i) => {
    if (definition.valid) return [];
    const next = result.definitions[i + 1];
    const end = next && next.file === definition.file ? next.line : Number.POSITIVE_INFINITY;
    const rules = new Set(
      result.diagnostics
        .filter((d) => d.severity === 'error' && d.file === definition.file && d.line >= definition.line && d.line < end)
        .map((d) => d.rule),
    );
    return [
      {
        file: definition.file,
        line: definition.line,
        name: definition.name,
        type: definition.type,
        id: definition.id,
        action: 'invalid' as const,
        message: rules.size > 0 ? `breaks ${[...rules].join(', ')}` : 'invalid: see the diagnostics of the config file',
      },
    ];
  });
}
