type Severity = 'error' | 'warning';

/** A path into a definition, as zod and the service's `errors[].property` name it. */
export type FieldPath = ReadonlyArray<string | number>;

/**
 * One broken rule in one definition, before it is placed in a file.
 * `target` says whether the key or its value is at fault (an unknown key points at the key).
 */
export interface Finding {
  rule: string;
  severity: Severity;
  path: FieldPath;
  message: string;
  target?: 'key' | 'value';
}

/** A finding placed in a file: what every renderer shows (README.md ("The CLI")). */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  severity: Severity;
  rule: string;
  message: string;
  path: string;
}

/** `warehouseNative.metricSources.0.criteria.1.type`, the service's spelling of a path. */
export function dottedPath(path: FieldPath): string {
  return path.join('.');
}
