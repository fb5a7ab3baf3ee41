import type { ValidationResult } from '../definitions/validate.js';
import { type ReportItem, type RunReport, reportOf } from '../report/model.js';

/**
 * The report of local validation alone: without the ledger nothing is known about create or
 * unchanged, so each item is `invalid` or a plain `valid`.
 */
export function validationReport(validation: ValidationResult, notices: string[] = []): RunReport {
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
  return reportOf('validate', {
    files: validation.files,
    definitions: validation.definitions.length,
    diagnostics: validation.diagnostics,
    items,
    notices,
  });
}
