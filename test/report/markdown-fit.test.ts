// GitHub's limits, whatever the input: a comment body of at most 65,536 characters, a job
// summary of at most 1 MiB; each part up to a fixed cap, then one cut, saying so.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withAppliedSection } from '../../src/github/comment-body.js';
import { COMMENT_MARKER } from '../../src/github/markers.js';
import {
  COMMENT_MAX_CHARS,
  renderComment,
  renderJobSummary,
  SUMMARY_MAX_BYTES,
  VOLATILE_LINE_MARK,
} from '../../src/report/markdown.js';
import type { RunReport } from '../../src/report/model.js';
import {
  COMMENT_CONTEXT,
  diagnostic,
  item,
  manyInvalid,
  report,
  review,
} from '../support/github-fixtures.js';

const context = COMMENT_CONTEXT;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('5,000 invalid definitions', () => {
  const broken = manyInvalid(5000);

  it('keep the comment under 65,536 characters, failing rows first, and say it was cut', () => {
    const body = renderComment(broken, context);
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(body.startsWith(COMMENT_MARKER)).toBe(true);
    expect(body).toContain(
      '### ❌ metrics-as-code plan: 0 to create, 0 changed, 5000 invalid, 0 unchanged · 5000 errors, 0 warnings',
    );
    expect(body).toContain('| ❌ | generated_metric_00000 |');
    expect(body).toContain('| ❌ | generated_metric_00099 |');
    expect(body).not.toContain('generated_metric_00100');
    expect(body).toContain('_And 4900 more rows: see the job summary._');
    expect(body).toContain('- _and 4950 more: see the job summary_');
    // The caps alone keep it under the limit: nothing is cut mid-list.
    expect(body).not.toContain('shortened');
    expect(body.trimEnd().endsWith(`commit 0123456</sub>${VOLATILE_LINE_MARK}`)).toBe(true);
  });

  it('keep the job summary complete and under 1 MiB', () => {
    const summary = renderJobSummary(broken, context);
    expect(bytes(summary)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
    expect(summary).not.toContain('was cut');
    for (const definition of broken.items) expect(summary).toContain(`| ❌ | ${definition.name} |`);
    expect(
      summary.match(/error\[ratio\.events\]: metricEvents: a ratio metric needs at least one event/g),
    ).toHaveLength(5000);
  });
});

describe('caps, then one cut', () => {
  const rows = (n: number, prefix: string, parts = {}) =>
    Array.from({ length: n }, (_, i) => item(`${prefix}_${String(i).padStart(4, '0')}`, parts));
  const broken = { action: 'invalid', result: 'skipped', message: 'bad' } as const;

  it('shows the rows that need the reader first, then passing ones folded, up to the cap', () => {
    const body = renderComment(
      report({ items: [...rows(300, 'fine'), ...rows(20, 'broken', broken)] }),
      context,
    );
    expect(body.match(/\| ❌ \| broken_/g)).toHaveLength(20);
    const folded = body.indexOf('<details>\n<summary>Passing (300)</summary>');
    expect(folded).toBeGreaterThan(body.lastIndexOf('| broken_'));
    expect(body.match(/\| ✅ \| fine_/g)).toHaveLength(80);
    expect(body).toContain('_And 220 more rows: see the job summary._');
    expect(body).not.toContain('shortened');
  });

  it("outside a workflow run (the CLI's markdown) points at the CLI, not at a job summary", () => {
    // Observed: `plan --format markdown` of 300 definitions, posted on a GitLab merge request,
    // sent its reader to "the job summary", which only a GitHub workflow run has.
    const body = renderComment(
      report({ mode: 'plan', items: [...rows(300, 'fine'), ...rows(20, 'broken', broken)] }),
      { marker: COMMENT_MARKER },
    );
    expect(body).toContain('_And 220 more rows: run `metrics-as-code plan` to see them._');
    expect(body).not.toContain('job summary');
  });

  it('cuts once at the limit at a line, closes what the cut left open and keeps the footer', () => {
    const long = { ...broken, message: 'x'.repeat(400) };
    const r = report({
      items: rows(40, 'broken', long),
      diagnostics: Array.from({ length: 40 }, (_, i) =>
        diagnostic(`metrics/f${i}.yaml`, { message: 'y'.repeat(150) }),
      ),
    });
    const body = renderComment(r, { ...context, maxChars: 20_000 });
    expect(body.length).toBeLessThanOrEqual(20_000);
    expect(body).toContain('| ❌ | broken_0000 |');
    expect(body).toContain('This comment was shortened');
    expect(body.match(/^<details/gm)?.length ?? 0).toBe(body.match(/^<\/details>/gm)?.length ?? 0);
    expect(body.trimEnd().endsWith(`commit 0123456</sub>${VOLATILE_LINE_MARK}`)).toBe(true);
  });

  it('a report that fits is not shrunk', () => {
    const body = renderComment(report({ items: rows(5, 'fine') }), context);
    expect(body).not.toContain('shortened');
    expect(body).not.toContain('more rows');
  });
});

describe('whatever the input', () => {
  const ALLOWED_TAG =
    /^<(!-- metrics-as-code:comment -->|\/?details( open)?>|\/?summary>|\/?b>|\/?sub>|\/?code>|br>)/;

  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.constantFrom('<!--', '-->', '@x', '|', '`', '\n', '<details>', '</details>'),
  );
  const reportArb = fc
    .record({
      items: fc.array(
        fc.record({
          name: text,
          file: text,
          action: fc.constantFrom('create', 'unchanged', 'changed', 'removed', 'invalid' as const),
          result: fc.constantFrom('valid', 'rejected', 'created', 'exists', 'failed', 'skipped', undefined),
          message: text,
        }),
        { maxLength: 60 },
      ),
      diagnostics: fc.array(
        fc.record({
          file: text,
          message: text,
          rule: text,
          severity: fc.constantFrom('error', 'warning' as const),
        }),
        { maxLength: 60 },
      ),
      reviews: fc.array(fc.record({ description: text, author: text, dynamicConfig: text }), {
        maxLength: 30,
      }),
      notices: fc.array(text, { maxLength: 3 }),
    })
    .map(
      (parts): RunReport =>
        report({
          items: parts.items.map((p, i) => item(`m${i}`, { ...p, name: p.name, result: p.result as never })),
          diagnostics: parts.diagnostics.map((p) => diagnostic(p.file, p)),
          reviews: parts.reviews.map((p, i) => review(`rv_${i}`, p)),
          notices: parts.notices,
        }),
    );

  it('the comment fits maxChars, keeps its one marker first, and has no tag but its own', () => {
    fc.assert(
      fc.property(reportArb, fc.integer({ min: 400, max: 70_000 }), (r, maxChars) => {
        const body = renderComment(r, { ...context, maxChars });
        expect(body.length).toBeLessThanOrEqual(maxChars);
        expect(body.startsWith(COMMENT_MARKER)).toBe(true);
        // Besides the marker, the only comment is the mark of the run-link line.
        const visible = body.replaceAll(VOLATILE_LINE_MARK, '');
        expect(visible.split('<!--')).toHaveLength(2);
        for (const at of visible.matchAll(/</g)) expect(visible.slice(at.index)).toMatch(ALLOWED_TAG);
        // A message's code span is never cut in half: each line closes what it opens.
        for (const line of visible.split('\n'))
          expect(line.split('<code>').length).toBe(line.split('</code>').length);
      }),
      { numRuns: 150 },
    );
  });

  it('the job summary fits maxBytes', () => {
    fc.assert(
      fc.property(reportArb, fc.integer({ min: 400, max: 50_000 }), (r, maxBytes) => {
        expect(bytes(renderJobSummary(r, { ...context, maxBytes }))).toBeLessThanOrEqual(maxBytes);
      }),
      { numRuns: 100 },
    );
  });

  it('a huge report stays under both limits and says it was cut', () => {
    const long = 'y'.repeat(5000);
    const r = report({
      items: Array.from({ length: 300 }, (_, i) =>
        item(`n${i}${long}`, { action: 'invalid', result: 'skipped', message: long }),
      ),
      diagnostics: Array.from({ length: 300 }, (_, i) => diagnostic(`f${i}${long}`, { message: long })),
      reviews: Array.from({ length: 300 }, (_, i) => review(`rv${i}`, { description: long })),
      notices: Array.from({ length: 100 }, () => long),
      reviewProblems: Array.from({ length: 100 }, () => ({
        dynamicConfig: long,
        rule: 'reviews.unreadable',
        message: long,
      })),
    });
    const body = renderComment(r, context);
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(body).toContain('shortened');
    const summary = renderJobSummary(r, context);
    expect(bytes(summary)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
    expect(summary).toContain("This summary was cut to stay under GitHub's 1 MiB limit");
  });

  it('adding the applied section to any comment stays under the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 80_000 }),
        fc.integer({ min: 0, max: 40_000 }),
        (reportSize, sectionSize) => {
          const body = `${COMMENT_MARKER}\n<details open>\n\n${'row\n'.repeat(reportSize / 4)}`;
          const next = withAppliedSection(body, COMMENT_MARKER, 's'.repeat(sectionSize));
          expect(next.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
          expect(next.startsWith(COMMENT_MARKER)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
