import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/finding.js';
import { alsoSaying, type ReportItem, reportOf, summarize } from '../../src/report/model.js';

const diagnostic = (severity: Diagnostic['severity']): Diagnostic => ({
  severity,
  rule: 'schema.type',
  message: 'x',
  file: 'metrics/a.yaml',
  line: 1,
  column: 1,
  path: 'type',
});

const item = (action: ReportItem['action'], result?: ReportItem['result']): ReportItem => ({
  file: 'metrics/a.yaml',
  line: 1,
  name: 'a',
  type: 'sum',
  id: 'a::sum',
  action,
  ...(result && { result }),
});

describe('summarize: the one place a report is counted', () => {
  it('counts diagnostics by severity, items by action and creates by result', () => {
    const summary = summarize({
      files: 3,
      definitions: 4,
      diagnostics: [diagnostic('error'), diagnostic('warning'), diagnostic('warning')],
      items: [item('create', 'created'), item('create', 'failed'), item('unchanged'), item('invalid')],
      failed: 1,
    });
    expect(summary).toEqual({
      files: 3,
      definitions: 4,
      errors: 1,
      warnings: 2,
      create: 2,
      unchanged: 1,
      changed: 0,
      removed: 0,
      created: 1,
      failed: 1,
    });
  });

  it('a validate report counts no actions: without the ledger nothing is known of them', () => {
    const report = reportOf('validate', {
      diagnostics: [diagnostic('error')],
      items: [item('create', 'valid')],
    });
    expect(report.summary.create).toBe(0);
    expect(report.summary.errors).toBe(1);
  });

  it('a config error report counts only its diagnostics', () => {
    const report = reportOf('plan', {
      diagnostics: [diagnostic('error'), diagnostic('warning')],
      notices: ['n'],
    });
    expect(report).toMatchObject({ mode: 'plan', items: [], notices: ['n'] });
    expect(report.summary).toMatchObject({ errors: 1, warnings: 1, files: 0, definitions: 0 });
  });
});

describe('alsoSaying', () => {
  it('joins a second failure after one full stop, in time linear in the message', () => {
    expect(alsoSaying({ rule: 'a', message: 'first...' }, 'second').message).toBe('first. Also: second');
    expect(alsoSaying({ rule: 'a', message: 'first' }, 'second').message).toBe('first. Also: second');
    // A server's message is the service's to write: a run of dots once cost its square.
    const started = performance.now();
    alsoSaying({ rule: 'a', message: `${'.'.repeat(200_000)}x` }, 'second');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
