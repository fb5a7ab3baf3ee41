// Diagnostics as GitHub annotations at their file and line, within the ten per severity a step shows.

import { posix } from 'node:path';
import * as core from '@actions/core';
import type { RunReport } from '../report/model.js';

/** GitHub shows at most 10 error and 10 warning annotations of a step; the rest would be lost. */
const ANNOTATIONS_PER_SEVERITY = 10;

/**
 * One annotation per diagnostic, up to the shown limit per severity; returns how many were not
 * annotated, so the summary can count them. Paths are made relative to the repository root.
 * A failing run's own message is an error annotation too (`core.setFailed`), so it takes one of
 * the ten slots: `failing` keeps that slot free, or GitHub would drop the message.
 */
export function annotate(
  report: RunReport,
  scrub: (text: string) => string,
  options: { workingDirectory?: string; failing?: boolean } = {},
): number {
  const workingDirectory = options.workingDirectory ?? '.';
  const used = { error: options.failing ? 1 : 0, warning: 0 };
  let omitted = 0;
  for (const diagnostic of report.diagnostics) {
    if (used[diagnostic.severity] >= ANNOTATIONS_PER_SEVERITY) {
      omitted++;
      continue;
    }
    used[diagnostic.severity]++;
    const properties: core.AnnotationProperties = {
      title: `metrics-as-code ${diagnostic.rule}`,
      file: posix.normalize(posix.join(workingDirectory.replace(/\\/g, '/'), diagnostic.file)),
      startLine: diagnostic.line,
      startColumn: diagnostic.column,
    };
    const message = scrub(diagnostic.message);
    if (diagnostic.severity === 'error') core.error(message, properties);
    else core.warning(message, properties);
  }
  return omitted;
}
