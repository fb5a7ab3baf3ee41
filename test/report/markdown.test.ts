// What a person sees on the PR: the comment's content, its order, and that text from a
// definition or a review can do nothing but display.
import { describe, expect, it } from 'vitest';
import { withAppliedSection } from '../../src/github/comment-body.js';
import { appliedMarker, COMMENT_MARKER } from '../../src/github/markers.js';
import { inert } from '../../src/report/inert.js';
import { renderJson } from '../../src/report/json.js';
import {
  renderAppliedSection,
  renderComment,
  renderJobSummary,
  reportStatus,
  VOLATILE_LINE_MARK,
} from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { COMMENT_CONTEXT, diagnostic, item, report, review } from '../support/github-fixtures.js';

const context = COMMENT_CONTEXT;

describe('inert', () => {
  it('links no URL: neither a scheme URL, an issue URL nor a www address is autolinked', () => {
    // Observed: URLs in descriptions and unknown keys were autolinked in the comment and could
    // cross-reference issues, though the code's comment claimed "no link".
    const shown = inert('see https://github.com/o/r/issues/1, http://x.example and www.example.com');
    expect(shown).not.toMatch(/https?:\/\//);
    expect(shown).not.toMatch(/www\.[a-z]/);
    expect(shown.replaceAll('&#8203;', '')).toBe(
      'see https://github.com/o/r/issues/1, http://x.example and www.example.com',
    );
  });

  it.each([
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['a | b', 'a &#124; b'],
    ['`code` ``x``', '&#96;code&#96; &#96;&#96;x&#96;&#96;'],
    ['<!-- metrics-as-code:comment -->', '&lt;!-- metrics-as-code:comment --&gt;'],
    ['ping @octocat and @acme/team', 'ping @&#8203;octocat and @&#8203;acme/team'],
    ['line one\nline two\r\nthree', 'line one line two three'],
    ['fixes #12 and GH-7 and acme/x#3', 'fixes #&#8203;12 and GH-&#8203;7 and acme/x#&#8203;3'],
    [
      '[click](https://evil.example) ![i](https://t.example/p.png)',
      '&#91;click&#93;(https:&#8203;//evil.example) !&#91;i&#93;(https:&#8203;//t.example/p.png)',
    ],
    ['&lt;already&gt;', '&amp;lt;already&amp;gt;'],
    ['# heading', '&#35; heading'],
    ['- item', '&#45; item'],
    ['1. first', '1&#46; first'],
    ['add_to_cart', 'add_to_cart'],
    ['_private_ *bold* ~~gone~~', '&#95;private&#95; &#42;bold&#42; &#126;&#126;gone&#126;&#126;'],
    ['cost $x$ \\', 'cost &#36;x&#36; &#92;'],
    ['bidi \u202Eevil\u202C ok', 'bidi evil ok'],
  ])('%j renders as %j', (input, expected) => {
    expect(inert(input)).toBe(expected);
  });
});

describe('renderComment', () => {
  const hostile = report({
    items: [
      item('<script>alert(1)</script> | `x` @octocat', {
        action: 'invalid',
        result: 'skipped',
        message: 'bad\n## injected heading <!-- metrics-as-code:comment -->',
      }),
      item('checkout_conversion', { type: 'ratio' }),
      item('kept', { action: 'unchanged', result: undefined }),
    ],
    diagnostics: [
      diagnostic('metrics/<b>x</b>.yaml', { message: 'see [here](javascript:alert(1)) @admins' }),
      diagnostic('metrics/b.yaml', {
        severity: 'warning',
        rule: 'description.missing',
        message: 'add a description',
      }),
    ],
    reviews: [review('rv_1', { author: '@ghost', description: 'Raise | rollout\n<details open>' })],
    notices: ['Local validation only: this pull request comes from a fork.'],
  });

  it('puts the marker first and once, with a headline of counts and a status mark', () => {
    const body = renderComment(hostile, context);
    expect(body.startsWith(`${COMMENT_MARKER}\n`)).toBe(true);
    // The marker, and the mark of the run-link line that "nothing changed" ignores: no other comment.
    expect(body.replaceAll(VOLATILE_LINE_MARK, '').split('<!--')).toHaveLength(2);
    expect(body).toContain(
      '### ❌ metrics-as-code plan: 1 to create, 0 changed, 1 invalid, 1 unchanged · 1 error, 1 warning',
    );
    expect(body).toContain('> [!NOTE]\n> Local validation only: this pull request comes from a fork.');
  });

  it('renders hostile names, messages, paths and reviews inert', () => {
    const body = renderComment(hostile, context);
    expect(body).toContain(
      '| ❌ | &lt;script&gt;alert(1)&lt;/script&gt; &#124; &#96;x&#96; @&#8203;octocat | event_count_custom |',
    );
    expect(body).toContain('bad ## injected heading &lt;!-- metrics-as-code:comment --&gt; |');
    expect(body).toContain('see &#91;here&#93;(javascript:alert(1)) @&#8203;admins');
    expect(body).toContain(
      '[metrics/&lt;b&gt;x&lt;/b&gt;.yaml:3:7](https://github.com/acme/metrics/blob/0123456789abcdef0123456789abcdef01234567/metrics/%3Cb%3Ex%3C/b%3E.yaml#L3)',
    );
    expect(body).toContain(
      '| checkout_flow | rv_1 | rules | 🔴 high | pending | @&#8203;ghost | group:g_data | 3 days | Raise &#124; rollout &lt;details open&gt; |',
    );
    expect(body).not.toMatch(/<script|<b>x|@octocat|@admins|@ghost/);
    // Every table row has as many cell separators as its header.
    for (const table of body.split('\n\n').filter((block) => block.startsWith('|'))) {
      const widths = table.split('\n').map((row) => row.split('|').length);
      expect(new Set(widths).size).toBe(1);
    }
  });

  it("shows a message's code spans as code, and what they quote still inert; a name's backticks stay text", () => {
    // Before: the tool's own `code` showed as literal backticks (&#96;), nothing to copy at a glance.
    const body = renderComment(
      report({
        items: [
          item('a`b`', { action: 'invalid', result: 'skipped', message: 'write `unitTypes: [userID]`' }),
        ],
        diagnostics: [
          diagnostic('metrics/a.yaml', {
            message: 'unknown key `<img src=x>` (did you mean `description`?)',
          }),
        ],
        notices: ['run `metrics-as-code plan` locally'],
      }),
      context,
    );
    expect(body).toContain('| ❌ | a&#96;b&#96; |');
    expect(body).toContain('write <code>unitTypes: &#91;userID&#93;</code> |');
    expect(body).toContain(
      'unknown key <code>&lt;img src=x&gt;</code> (did you mean <code>description</code>?)',
    );
    expect(body).toContain('> run <code>metrics-as-code plan</code> locally');
    expect(body).not.toContain('<img');
  });

  it('lists create, changed and invalid definitions, counts the unchanged, opens errors when failing', () => {
    const body = renderComment(hostile, context);
    expect(body).toContain('| ✅ | checkout_conversion | ratio |');
    expect(body).not.toContain('| kept |');
    expect(body).toContain('_1 unchanged definition not listed._');
    expect(body).toContain('<details open>\n<summary><b>Errors (1)</b></summary>');
    expect(body).toContain('<details>\n<summary><b>Warnings (1)</b></summary>');
    expect(body).toContain('#### Open reviews (1)');
    expect(
      body
        .trimEnd()
        .endsWith(
          `<sub>[Workflow run](https://github.com/acme/metrics/actions/runs/42) · commit 0123456</sub>${VOLATILE_LINE_MARK}`,
        ),
    ).toBe(true);
  });

  it('gives an invalid row without a message its first problem, counting the rest', () => {
    const body = renderComment(
      report({
        items: [item('broken_one', { action: 'invalid', result: 'skipped' })],
        diagnostics: [
          diagnostic('metrics/broken_one.yaml', { line: 2, message: 'name is too short' }),
          diagnostic('metrics/broken_one.yaml', { line: 4, message: 'percentile is too big' }),
        ],
      }),
      context,
    );
    expect(body).toContain('| invalid | skipped | name is too short (and 1 more) |');
  });

  it("gives a row none of the warnings of a metric no longer defined, placed at its file's start", () => {
    // Observed: `orders` renamed to `orders_v2` in the same file; the new definition's row said
    // "`orders::sum` was created by this repository and is no longer defined ... (and 1 more)".
    const file = 'metrics/orders.yaml';
    const removedWarning = (rule: string) =>
      diagnostic(file, {
        line: 1,
        column: 1,
        severity: 'warning',
        rule,
        path: '',
        message: `${rule} of orders::sum`,
      });
    const body = renderComment(
      report({
        items: [
          item('orders_v2', { file, type: 'sum' }),
          item('orders', {
            file,
            type: 'sum',
            action: 'removed',
            result: undefined,
            message: 'no longer defined here',
          }),
        ],
        diagnostics: [
          removedWarning('definition.removed'),
          removedWarning('definition.unread'),
          diagnostic(file, {
            line: 1,
            column: 7,
            severity: 'warning',
            rule: 'definition.renamed',
            message: 'reads as a new name',
          }),
        ],
      }),
      context,
    );
    const row = body.split('\n').find((line) => line.includes('| orders_v2 |'));
    expect(row).toContain('| create | valid | reads as a new name |');
  });

  it('links no removed metric to its file: the pull request may have deleted it', () => {
    // Observed: a metric file deleted in a pull request; its removed row and warning linked to the
    // file at the pull request's head commit, where GitHub answers 404.
    const file = 'metrics/old.yaml';
    const body = renderComment(
      report({
        items: [
          item('old', { file, action: 'removed', result: undefined, message: 'no longer defined here' }),
        ],
        diagnostics: [
          diagnostic(file, { line: 1, column: 1, severity: 'warning', rule: 'definition.removed', path: '' }),
        ],
      }),
      context,
    );
    expect(body).toContain('metrics/old.yaml:1 |');
    expect(body).toContain('- metrics/old.yaml:1:1: warning[definition.removed]');
    expect(body).not.toContain('metrics/old.yaml#L1');
  });

  it('is deterministic: the same report in any order gives the same bytes', () => {
    const shuffled = {
      ...hostile,
      items: [...hostile.items].reverse(),
      diagnostics: [...hostile.diagnostics].reverse(),
    };
    expect(renderComment(shuffled, context)).toBe(renderComment(hostile, context));
    expect(renderJobSummary(shuffled, context)).toBe(renderJobSummary(hostile, context));
  });

  it('marks a clean run ✅ and drift ⚠️, with warnings open only when they are the worst', () => {
    const clean = report({ items: [item('a_metric')] });
    expect(reportStatus(clean)).toBe('pass');
    expect(renderComment(clean, context)).toContain('### ✅ metrics-as-code plan: 1 to create');
    const drifted = report({
      items: [item('a_metric', { action: 'changed', message: 'edited after it was created' })],
      diagnostics: [diagnostic('metrics/a_metric.yaml', { severity: 'warning', rule: 'changed' })],
    });
    const body = renderComment(drifted, context);
    expect(body).toContain('### ⚠️ metrics-as-code plan');
    expect(body).toContain('| ⚠️ | a_metric |');
    expect(body).toContain('<details open>\n<summary><b>Warnings (1)</b></summary>');
    // A change the apply accepted is dealt with: ✅, not the ⚠️ of drift.
    const accepted = item('a_metric', { action: 'changed', result: 'accepted' });
    expect(renderComment(report({ mode: 'apply', items: [accepted] }), context)).toContain(
      '| ✅ | a_metric |',
    );
    // An interrupted run's create, recorded now, is in a count of its own.
    const recorded = item('a_metric', { result: 'exists', recorded: true });
    const conflict = item('b_metric', { result: 'exists' });
    expect(renderComment(report({ mode: 'apply', items: [recorded, conflict] }), context)).toContain(
      ': 0 created, 1 already there (recorded), 0 failed,',
    );
    // Creates not made (declined at the question, or not sent) are counted too.
    const declined = item('a_metric', { result: 'skipped' });
    expect(renderComment(report({ mode: 'apply', items: [declined] }), context)).toContain(
      ': 0 created, 1 not created, 0 failed,',
    );
  });

  it('marks a definition with an error of its own ❌ and lists it first, whatever its result', () => {
    // Observed: a dry run answered "already exists" showed ✅ | create | exists, below the valid
    // rows, beside the remote.conflict error that fails the run.
    const taken = item('zz_taken', { result: 'exists', message: 'already exists in the Console' });
    const conflict = diagnostic('metrics/zz_taken.yaml', { line: 1, column: 1, rule: 'remote.conflict' });
    const body = renderComment(report({ items: [item('aa_fine'), taken], diagnostics: [conflict] }), context);
    expect(body).toContain('| ❌ | zz_taken |');
    expect(body.indexOf('| zz_taken |')).toBeLessThan(body.indexOf('| aa_fine |'));
    expect(body).toContain('| ✅ | aa_fine |');
  });

  it('leaves out links it cannot trust, and shows plain file:line:col then', () => {
    const body = renderComment(hostile, {
      marker: COMMENT_MARKER,
      runUrl: 'javascript:alert(1)',
      sha: 'not a sha',
    });
    expect(body).toContain('- metrics/&lt;b&gt;x&lt;/b&gt;.yaml:3:7: error[name.length]:');
    expect(body).not.toContain('](javascript:');
    expect(body).not.toContain('Workflow run');
  });

  it('summarises reviews, and the configs that could not be read, in reviews mode', () => {
    const reviews = report({
      mode: 'reviews',
      reviews: [
        review('rv_old', { created_at: '2026-10-01T00:00:00Z', ageDays: 40 }),
        review('rv_new', { ageDays: 0 }),
        review('rv_x', { dynamicConfig: 'pricing' }),
      ],
      reviewProblems: [
        { dynamicConfig: 'gone_config', rule: 'reviews.unknown-config', message: 'Not Found (404)' },
      ],
    });
    const body = renderComment(reviews, context);
    // Observed: ⚠️ on a reviews run that exits 2 for the config the service does not know, and
    // calls it an error in its text.
    expect(body).toContain(
      '### ❌ metrics-as-code reviews: 3 open reviews in 2 dynamic configs, 1 config not read',
    );
    expect(reportStatus(reviews)).toBe('fail');
    // Beside a plan it is a warning, and the plan does not fail for it.
    expect(reportStatus({ ...reviews, mode: 'plan' })).toBe('warn');
    // Grouped by who must act, the oldest (the most overdue) first.
    expect(body.indexOf('rv_old')).toBeLessThan(body.indexOf('rv_new'));
    expect(body).toContain('| today |');
    expect(body).toContain('- **gone_config**: Not Found (404)');
  });
});

describe('a comment of many definitions', () => {
  it('shows a change once for all the definitions it changed alike', () => {
    // Observed: `defaults: {isVerified: true}` added to the config changed every metric alike, and
    // the comment showed ten identical diffs, then "And 2 more diffs".
    const diff = [{ path: 'isVerified', before: false, after: true }];
    const changed = Array.from({ length: 12 }, (_, i) =>
      item(`m_${String(i).padStart(2, '0')}`, { action: 'changed', result: undefined, diff }),
    );
    const odd = item('odd', { action: 'changed', result: undefined, diff: [{ path: 'tags', after: ['x'] }] });
    const comment = renderComment(report({ items: [...changed, odd] }), context);
    expect(comment.match(/<summary>Changes in/g)).toHaveLength(2);
    expect(comment).toContain(
      '<summary>Changes in <code>m_00::event_count_custom</code>, <code>m_01::event_count_custom</code>, <code>m_02::event_count_custom</code>, <code>m_03::event_count_custom</code>, <code>m_04::event_count_custom</code> and 7 more (1 field each)</summary>',
    );
    expect(comment).toContain('<summary>Changes in <code>odd::event_count_custom</code> (1 field)</summary>');
    expect(comment).not.toContain('more diff');
  });

  it('folds the passing rows past twenty, and keeps the ones that need attention open', () => {
    // Observed: a plan of 520 new definitions put 520 ✅ rows in the comment, 40 KB of them, and a
    // failing one would have stood among them.
    const creates = Array.from({ length: 21 }, (_, i) => item(`metric_${String(i).padStart(2, '0')}`));
    const bad = item('broken_one', { action: 'invalid', result: 'skipped' });
    // A policy exception passes, but is a decision the reviewer must see.
    const exception = item('LegacyName', { exceptions: [{ rule: 'policy.namePattern', reason: 'old' }] });
    const comment = renderComment(report({ items: [...creates, bad, exception] }), context);
    const folded = comment.indexOf('<details>\n<summary>Passing (21)</summary>');
    expect(folded).toBeGreaterThan(-1);
    expect(comment.indexOf('| broken_one |')).toBeLessThan(folded);
    expect(comment.indexOf('| LegacyName |')).toBeLessThan(folded);
    expect(comment.indexOf('| metric_00 |')).toBeGreaterThan(folded);
    // Twenty stay open; the job summary, which holds everything, folds nothing.
    expect(renderComment(report({ items: creates.slice(1) }), context)).not.toContain('<summary>Passing');
    expect(renderJobSummary(report({ items: [...creates, bad] }))).not.toContain('<summary>Passing');
  });

  it('names the skipped rows it folds beside the passing ones', () => {
    // Observed: a plan interrupted after 20 of 5,000 dry runs folded "Passing (5000)", 4,980 of
    // them "skipped: not sent".
    const passed = Array.from({ length: 20 }, (_, i) => item(`metric_${i}`));
    const unsent = Array.from({ length: 5 }, (_, i) =>
      item(`later_${i}`, { result: 'skipped', message: 'not sent: interrupted (Ctrl-C)' }),
    );
    const comment = renderComment(report({ items: [...passed, ...unsent] }), context);
    expect(comment).toContain('<summary>Passing (20) and skipped (5)</summary>');
  });
});

describe('renderJobSummary', () => {
  it('holds everything: unchanged definitions, reviewers, every diagnostic', () => {
    const full = report({
      items: [item('new_one'), item('same_one', { action: 'unchanged', result: undefined })],
      diagnostics: [diagnostic('metrics/new_one.yaml', { severity: 'warning' })],
      reviews: [
        review('rv_1', {
          reviewers: [
            { id: 'g_data', kind: 'group' },
            { id: 'u_2', kind: 'user' },
          ],
        }),
      ],
    });
    const summary = renderJobSummary(full, context);
    expect(summary.startsWith('## ⚠️ metrics-as-code plan')).toBe(true);
    expect(summary).toContain('<summary>Unchanged (1)</summary>');
    expect(summary).toContain('| ✅ | same_one |');
    expect(summary).toContain('| group:g_data, u_2 |');
    expect(summary).toContain('### Warnings (1)');
  });
});

describe('created metrics', () => {
  it('link to their page in the console from the job summary and the comment', () => {
    // Observed: the text report said "created: <permalink>", the job summary's row nothing.
    const applied = report({
      mode: 'apply',
      items: [
        item('made_one', { result: 'created', url: 'https://console.example.com/metrics/made_one%3A%3Asum' }),
        item('odd_one', { result: 'created', url: 'javascript:alert(1)' }),
      ],
    });
    for (const body of [renderJobSummary(applied, context), renderComment(applied, context)]) {
      expect(body).toContain('[in the console](https://console.example.com/metrics/made_one%3A%3Asum) |');
      expect(body).not.toContain('javascript:');
    }
  });
});

describe('the applied section', () => {
  it('names what was created and failed, with the run link', () => {
    const applied = report({
      mode: 'apply',
      items: [
        item('made_one', { result: 'created' }),
        item('broken_one', { result: 'failed', message: 'HTTP 500' }),
        item('@team', { result: 'created' }),
      ],
    });
    const section = renderAppliedSection(applied, context);
    expect(section).toBe(
      [
        '#### ❌ Applied after merge: 2 metrics created, 1 failed',
        '',
        'Created: @&#8203;team, made_one',
        '',
        'Failed: broken_one',
        '',
        `<sub>[Workflow run](https://github.com/acme/metrics/actions/runs/42) · commit 0123456</sub>${VOLATILE_LINE_MARK}`,
      ].join('\n'),
    );
  });

  it('says why it is marked ❌ when nothing failed: the errors are counted in the line', () => {
    // Observed: "❌ Applied after merge: 17 metrics created, 0 failed", the ❌ from an invalid
    // definition the line did not mention.
    const applied = report({
      mode: 'apply',
      items: [item('made_one', { result: 'created' })],
      diagnostics: [diagnostic('metrics/bad.yaml')],
    });
    expect(renderAppliedSection(applied, context)?.split('\n')[0]).toBe(
      '#### ❌ Applied after merge: 1 metric created, 0 failed, 1 error (see the run)',
    );
  });

  it('counts the creates a stopped run did not make, and marks the line ❌', () => {
    // Observed (apply stopped by its rate budget's wait, the rest not sent): the merged pull
    // request read "✅ Applied after merge: 2 metrics created, 0 failed", its other 20 not created.
    const applied = report({
      mode: 'apply',
      items: [
        item('made_one', { result: 'created' }),
        item('later_one', {
          result: 'skipped',
          message: 'not sent: the rate budget would wait past api.maxWaitMinutes',
        }),
      ],
      failure: { rule: 'api.unavailable', message: 'nothing more was sent', unfinished: true },
    });
    const section = renderAppliedSection(applied, context)?.split('\n');
    expect(section?.[0]).toBe(
      '#### ❌ Applied after merge: 1 metric created, 1 not created, 0 failed, 1 error (see the run)',
    );
    expect(section).toContain('Not created: later_one');
  });

  it('tells the merged pull request when its apply created nothing, and stays silent when there was nothing to do', () => {
    // Before: an apply whose every create failed (the Console API down) added no line, and the
    // merged pull request kept its plan's ✅ as the last word.
    const failedOnly = report({ mode: 'apply', items: [item('broken_one', { result: 'failed' })] });
    expect(renderAppliedSection(failedOnly, context)?.split('\n')[0]).toBe(
      '#### ❌ Applied after merge: 0 metrics created, 1 failed',
    );
    const nothingToDo = report({ mode: 'apply', items: [item('same_one', { action: 'unchanged' })] });
    expect(renderAppliedSection(nothingToDo, context)).toBeUndefined();
  });

  it('replaces an earlier section instead of adding a second one', () => {
    const once = withAppliedSection(`${COMMENT_MARKER}\nreport`, COMMENT_MARKER, 'first');
    const twice = withAppliedSection(once, COMMENT_MARKER, 'second');
    expect(twice).toBe(`${COMMENT_MARKER}\nreport\n\n${appliedMarker(COMMENT_MARKER)}\nsecond\n`);
  });
});

describe('a run that stopped', () => {
  const stopped = () =>
    report({
      mode: 'plan',
      failure: { rule: 'config.api-key', message: 'cannot plan: no API key (CONSOLE_API_KEY)' },
    });

  it('never reads as a pass: the comment, the summary, the text and the JSON say it failed and why', () => {
    expect(reportStatus(stopped())).toBe('fail');
    const comment = renderComment(stopped(), context);
    // Observed: the headline counted "0 errors" above the error that stopped the run.
    // Then it read "0 to create, 0 changed, 0 invalid, 0 unchanged", counts it never made.
    expect(comment).toContain('❌ metrics-as-code plan: no definition read · 1 error');
    expect(comment).toContain('**The run stopped:** cannot plan: no API key (CONSOLE_API_KEY)');
    expect(comment).not.toContain('No metric definitions found');
    expect(renderJobSummary(stopped())).toContain('> [!CAUTION]');
    expect(renderText(stopped()).split('\n')[0]).toBe(
      'error[config.api-key]: cannot plan: no API key (CONSOLE_API_KEY)',
    );
    expect(JSON.parse(renderJson(stopped())).failure).toEqual({
      rule: 'config.api-key',
      message: 'cannot plan: no API key (CONSOLE_API_KEY)',
    });
    // Observed: the JSON summary said `errors: 0` where the text, the comment and the Action's
    // `errors` output said 1.
    expect(JSON.parse(renderJson(stopped())).summary.errors).toBe(1);
    expect(JSON.parse(renderJson(report()))).not.toHaveProperty('failure');
  });

  it('a run that went through and left work for the next one says it did not finish, not that it stopped', () => {
    const unfinished = report({
      mode: 'apply',
      failure: { rule: 'api.unavailable', message: '4 requests failed after retries.', unfinished: true },
    });
    expect(renderComment(unfinished, context)).toContain(
      '**The run did not finish:** 4 requests failed after retries.',
    );
    expect(JSON.parse(renderJson(unfinished)).failure).toEqual({
      rule: 'api.unavailable',
      message: '4 requests failed after retries.',
    });
  });
});
