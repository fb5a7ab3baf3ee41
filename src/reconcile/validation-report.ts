import type { ValidationResult } from '../definitions/validate.js';
import { emptySummary, type ReportItem, type RunReport } from '../report/model.js';

/**
 * The report of local validation alone: without the ledger nothing is known about create or
 * unchanged, so each item is `invalid` or a plain `valid`.
 */
export function validationReport(validation: ValidationResult, notices: string[] = []): RunReport {
  const summary = emptySummary();
  summary.files = validation.files;
  summary.definitions = validation.definitions.length;
  for (const diagnostic of validation.diagnostics) {
    if (diagnostic.severity === 'error') summary.errors++;
    else summary.warnings++;
  }
  const items = validation.definitions.map(
    (definition): ReportItem => ({
      file: definition.file,
      line: definition.line,
      name: definition.name,
      type: definition.type,
      id: definition.id,
      action: definition.valid ? 'create' : 'invalid',
      result: definition.valid ? 'valid' : 'skipped',
    }),
  );
  return {
    mode: 'validate',
    summary,
    diagnostics: validation.diagnostics,
    items,
    reviews: [],
    reviewProblems: [],
    notices,
  };
}
