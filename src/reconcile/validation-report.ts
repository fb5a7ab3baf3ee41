// The report of a run that only validates: each definition invalid or valid, nothing compared.

import { posix } from 'node:path';
import type { ValidationResult } from '../definitions/validate.js';
import { fileDiagnostic, sortDiagnostics } from '../diagnostics/finding.js';
import { type ItemAction, type ReportItem, type RunReport, reportOf } from '../report/model.js';

/**
 * The report of local validation alone: without the ledger nothing is known about create or
 * unchanged, so each item is `invalid` or a plain `valid`.
 */
export function validationReport(validation: ValidationResult): RunReport {
  const items = validation.definitions.map(definitionItem);
  return reportOf('validate', {
    files: validation.files,
    definitions: validation.definitions.length,
    diagnostics: validation.diagnostics,
    items,
  });
}

/**
 * A report item of a definition: where it is, which metric, and what is done with it. The policy
 * exceptions of a new or changed one are its message, so whoever reviews it sees them; an
 * unchanged one's were seen when it was created.
 */
export function reportItem(
  definition: Pick<ReportItem, 'file' | 'line' | 'name' | 'type' | 'id' | 'exceptions'>,
  action: ItemAction,
): ReportItem {
  const { file, line, name, type, id, exceptions } = definition;
  const item: ReportItem = { file, line, name, type, id, action, ...(exceptions && { exceptions }) };
  if (!exceptions || action === 'unchanged') return item;
  const listed = exceptions.map(({ rule, reason }) => `${rule} (${reason})`).join(', ');
  const message = `policy exception${exceptions.length > 1 ? 's' : ''}: ${listed}`;
  return { ...item, message };
}

/** A checked definition as a report's item: to create when valid (the ledger not consulted). */
function definitionItem(definition: ValidationResult['definitions'][number]): ReportItem {
  const item = reportItem(definition, definition.valid ? 'create' : 'invalid');
  item.result = definition.valid ? 'valid' : 'skipped';
  return item;
}

/**
 * What a plan or an apply that stopped before its comparison knows of the definitions: how many it
 * read, and which are invalid (whether the valid ones are new, it did not learn).
 */
export function readBeforeStopping(validation: ValidationResult): {
  files: number;
  definitions: number;
  items: ReportItem[];
} {
  const invalid = validation.definitions.filter((definition) => !definition.valid);
  return {
    files: validation.files,
    definitions: validation.definitions.length,
    items: invalid.map(definitionItem),
  };
}

/**
 * The validation of the whole tree, narrowed to the files (and folders, `dir/`) a user named
 * (`validate PATH...`): their
 * definitions and diagnostics only (the config's, when it is named). A named file that is not a
 * definition file is said to be skipped; naming none that is, nor the config, nor a file the
 * config's patterns leave out, checks nothing, which is an error.
 */
export function onlyFiles(validation: ValidationResult, paths: readonly string[]): ValidationResult {
  const files = new Set(paths.filter((path) => !path.endsWith('/')));
  const folders = paths.filter((path) => path.endsWith('/'));
  const named = (file: string) => files.has(file) || folders.some((folder) => file.startsWith(folder));
  const known = new Set(validation.fileNames);
  const checked = validation.fileNames.filter(named);
  // The config is checked on every run: named, its own diagnostics are its report.
  const configFile = validation.configSource?.file;
  const config = configFile !== undefined && files.has(configFile);
  // A file the walk refused (a link out, a named pipe) has its own diagnostic, which says why.
  const refused = new Set(validation.diagnostics.map((diagnostic) => diagnostic.file));
  const skipped = [...files].filter((file) => !known.has(file) && file !== configFile && !refused.has(file));
  // One the team's own patterns leave out (a draft a pre-commit hook names) is no mistake.
  const dir = posix.normalize(validation.config.metrics.dir).replace(/\/+$/, '');
  const underDir = (file: string) => dir === '.' || file.startsWith(`${dir}/`);
  const nothing = checked.length === 0 && !config;
  const notDefinitions = skipped.map((file) =>
    underDir(file)
      ? fileDiagnostic(
          file,
          'warning',
          'files.not-a-definition',
          `not checked: metrics.include or metrics.exclude leave \`${file}\` out`,
        )
      : fileDiagnostic(
          file,
          nothing ? 'error' : 'warning',
          'files.not-a-definition',
          `not checked: \`${file}\` is outside metrics.dir (\`${dir}\`)`,
        ),
  );
  if (checked.length === 0 && skipped.length === 0)
    for (const folder of folders)
      notDefinitions.push(
        fileDiagnostic(
          folder,
          'error',
          'files.none',
          `nothing to check: no definition file under \`${folder}\``,
        ),
      );
  return {
    ...validation,
    files: checked.length,
    fileNames: checked,
    definitions: validation.definitions.filter((definition) => named(definition.file)),
    diagnostics: sortDiagnostics([
      ...validation.diagnostics.filter((diagnostic) => named(diagnostic.file)),
      ...notDefinitions,
    ]),
  };
}
