// The text and JSON renderings of a RunReport: every command prints through them.
import { describe, expect, it } from 'vitest';
import { renderJson } from '../../src/report/json.js';
import { emptySummary, type RunReport } from '../../src/report/model.js';
import { clean, renderText } from '../../src/report/text.js';

function report(overrides: Partial<RunReport>): RunReport {
  return {
    mode: 'plan',
    summary: emptySummary(),
    diagnostics: [],
    items: [],
    reviews: [],
    reviewProblems: [],
    notices: [],
    ...overrides,
  };
}

const PLAN = report({
  summary: { ...emptySummary(), files: 2, definitions: 3, errors: 1, create: 1, unchanged: 1 },
  notices: ['local validation only: pull request from a fork'],
  diagnostics: [
    {
      file: 'metrics/a.yaml',
      line: 3,
      column: 7,
      severity: 'error',
      rule: 'remote.rejected',
      message: 'the Console API rejected it:\nbad\tname',
      path: 'name',
    },
  ],
  items: [
    {
      file: 'metrics/a.yaml',
      line: 1,
      name: 'checkout_conversion',
      type: 'ratio',
      id: 'checkout_conversion::ratio',
      action: 'create',
      result: 'valid',
      message: 'dry run passed',
    },
    { file: 'metrics/b.yaml', line: 12, name: 'aov', type: 'mean', id: 'aov::mean', action: 'unchanged' },
    {
      file: 'metrics/c.yaml',
      line: 1,
      name: 'x',
      type: 'sum',
      id: 'x::sum',
      action: 'invalid',
      result: 'skipped',
    },
  ],
  reviews: [
    {
      dynamicConfig: 'checkout_flow',
      review_id: 'rv_1',
      status: 'pending',
      type: 'rules',
      author: 'ana@example.com',
      reviewers: [{ id: 'g_data', kind: 'group' }],
      created_at: '2026-11-02T09:30:00Z',
      ageDays: 3,
      description: 'Raise the rollout\u001b[31m to 50%',
      needs: 'review',
      risk: 'high',
      riskReason: 'replaces the rules: changes what users are served',
      stale: false,
      noReviewers: false,
    },
  ],
});

describe('text', () => {
  it('notices, diagnostics, items, reviews, then one summary line', () => {
    expect(renderText(PLAN).split('\n')).toEqual([
      'note: local validation only: pull request from a fork',
      'metrics/a.yaml:3:7: error[remote.rejected]: the Console API rejected it: bad\tname',
      '',
      'create   checkout_conversion::ratio  metrics/a.yaml:1  valid: dry run passed',
      'invalid  x::sum                      metrics/c.yaml:1  skipped',
      '',
      'open reviews (1): 1 needs review · 1 high risk',
      '  each, by who must act: `metrics-as-code reviews`',
      'plan: 1 to create, 1 unchanged, 0 changed, 0 removed, 1 invalid; 1 error, 0 warnings',
      '',
    ]);
  });

  it('lists the definitions that have something to say, not every unchanged one', () => {
    // Observed: a plan of a catalogue with one new definition listed every unchanged one above
    // and below it (30 rows here; a catalogue of 5,000 buries the one that matters).
    const unchanged = Array.from({ length: 500 }, (_, i) => ({
      ...PLAN.items[1]!,
      name: `m_${i}`,
      id: `m_${i}::mean`,
    }));
    const earlier = { ...PLAN.items[1]!, message: 'created by an earlier run of this commit' };
    const text = renderText({ ...PLAN, items: [PLAN.items[0]!, ...unchanged, earlier] });
    expect(text).toContain('create     checkout_conversion::ratio');
    expect(text).toContain('unchanged  aov::mean');
    expect(text).not.toContain('m_1::mean');
    expect(text.split('\n').length).toBeLessThan(20);
  });

  it('counts the rows past ten that say the same thing, once', () => {
    // Observed: apply answered n for 30 new definitions printed 30 rows "skipped: not created: not
    // confirmed" under the note that said nothing was created (5,000 for an onboarding).
    const declined = Array.from({ length: 30 }, (_, i) => ({
      ...PLAN.items[0]!,
      id: `m_${i}::ratio`,
      result: 'skipped' as const,
      message: 'not created: not confirmed',
    }));
    const created = Array.from({ length: 12 }, (_, i) => ({
      ...PLAN.items[0]!,
      id: `c_${i}::ratio`,
      result: 'created' as const,
      message: undefined,
    }));
    const text = renderText({ ...PLAN, mode: 'apply', items: [...declined, ...created] });
    expect(text).toContain('m_9::ratio');
    expect(text).not.toContain('m_10::ratio');
    expect(text).toContain('… and 20 more definitions to create: skipped: not created: not confirmed');
    // A row without a message of its own says what it is: each is listed.
    expect(text).toContain('c_11::ratio');
  });

  it('says a change once for all the definitions it changed alike', () => {
    // Observed: a plan after `defaults: {isVerified: true}` was added printed the same two-line
    // diff under each of the 7 metrics it changed (one per metric of a catalogue of thousands).
    const changed = (id: string, after: boolean) => ({
      ...PLAN.items[1]!,
      id,
      action: 'changed' as const,
      diff: [{ path: 'isVerified', before: false, after }],
    });
    const ids = Array.from({ length: 7 }, (_, i) => `m_${i}::mean`);
    const text = renderText({
      ...PLAN,
      items: [...ids.map((id) => changed(id, true)), changed('odd::mean', false)],
    });
    expect(text).toContain(
      '\nm_0::mean, m_1::mean, m_2::mean, m_3::mean, m_4::mean and 2 more changed alike since they were created:\n    ~ isVerified: false → true\n',
    );
    expect(text.match(/isVerified: false → true/g)).toHaveLength(1);
    expect(text).toContain('\nodd::mean changed since it was created:\n    ~ isVerified: false → false\n');
  });

  it('starts with its first line, not a blank one, when nothing stands above the table', () => {
    // Observed: an apply with no diagnostic printed an empty line before its table.
    const quiet = renderText({ ...PLAN, notices: [], diagnostics: [] });
    expect(quiet.split('\n')[0]).toMatch(/^create +checkout_conversion::ratio/);
    expect(renderText({ ...PLAN, notices: [], diagnostics: [], items: [], mode: 'reviews' })).toMatch(
      /^open reviews \(1\)/,
    );
  });

  it('lists each review in `reviews`; beside a plan, only the counts', () => {
    // Observed: `plan` printed the whole digest (25 rows with the emulator's sample) under the plan.
    const lines = renderText({ ...PLAN, mode: 'reviews' }).split('\n');
    expect(lines).toContain('  Needs review: the requested reviewers act (1):');
    expect(lines).toContain(
      '    checkout_flow  rv_1  rules [high risk]  pending  by ana@example.com  reviewers: group:g_data  3d old  Raise the rollout\\u001b[31m to 50%',
    );
    expect(renderText(PLAN)).not.toContain('Needs review');
  });

  it('keeps a table bounded: a huge cell is clipped, never the width every row is padded to', () => {
    // Observed: one review whose author id was 1 MB made `reviews` print 300 MB for 300 reviews
    // (each row padded to that width), 1.2 GB of memory; its 1 MB description filled the screen.
    const [review] = PLAN.reviews;
    const reviews = Array.from({ length: 300 }, (_, i) => ({
      ...review!,
      review_id: `rv_${i}`,
      author: i === 0 ? 'u'.repeat(1_000_000) : `u_${i}`,
      description: i === 1 ? 'd'.repeat(1_000_000) : 'short',
    }));
    const items = [{ ...PLAN.items[2]!, name: 'n'.repeat(1_000_000), id: '' }, ...PLAN.items];
    const text = renderText({ ...PLAN, mode: 'reviews', reviews });
    expect(text.length).toBeLessThan(300 * 400);
    expect(text).toContain(`by ${'u'.repeat(116)}…`);
    expect(text).toContain(`${'d'.repeat(159)}…`);
    expect(renderText({ ...PLAN, items }).length).toBeLessThan(5_000);
  });

  it('a summary line for each mode', () => {
    const summary = { ...emptySummary(), files: 1, definitions: 1, created: 2, failed: 1, warnings: 2 };
    const last = (mode: RunReport['mode']) =>
      renderText(report({ mode, summary })).trimEnd().split('\n').at(-1);
    expect(last('validate')).toBe('validate: 1 definition in 1 file, 0 invalid; 0 errors, 2 warnings');
    expect(last('apply')).toBe(
      'apply: 2 created, 1 failed, 0 unchanged, 0 changed, 0 removed, 0 invalid; 0 errors, 2 warnings',
    );
    expect(last('reviews')).toBe('reviews: 0 open reviews');
    // Observed: a re-run that recorded an interrupted run's create said "0 created, 0 failed,
    // 19 unchanged" for 20 definitions: the one recorded was in no count.
    const recorded = { ...PLAN.items[0]!, result: 'exists' as const, recorded: true as const };
    // Observed too: a conflict (made outside this repository, not recorded) was counted among them.
    const conflict = { ...PLAN.items[0]!, id: 'other::sum', result: 'exists' as const };
    const rerun = renderText(report({ mode: 'apply', items: [recorded, conflict] }))
      .trimEnd()
      .split('\n')
      .at(-1);
    expect(rerun).toBe(
      'apply: 0 created, 1 already there (recorded), 0 failed, 0 unchanged, 0 changed, 0 removed, 0 invalid; 0 errors, 0 warnings',
    );
    // Observed: answering n at apply's question ended "apply: 0 created, 0 failed, 0 unchanged,
    // …" for 30 definitions to create: the creates it did not make were in no count.
    const declined = { ...PLAN.items[0]!, result: 'skipped' as const, message: 'not confirmed' };
    const invalid = { ...PLAN.items[0]!, action: 'invalid' as const, result: 'skipped' as const };
    expect(
      renderText(report({ mode: 'apply', items: [declined, invalid] }))
        .trimEnd()
        .split('\n')
        .at(-1),
    ).toBe(
      'apply: 0 created, 1 not created, 0 failed, 0 unchanged, 0 changed, 0 removed, 1 invalid; 0 errors, 0 warnings',
    );
    // Observed: `apply --accept-changes` said "1 changed" of the change it had just recorded.
    const accepted = { ...PLAN.items[0]!, action: 'changed' as const, result: 'accepted' as const };
    const drift = { ...emptySummary(), changed: 1 };
    expect(renderText(report({ mode: 'apply', summary: drift, items: [accepted] }))).toContain(
      ', 1 changed (1 accepted), ',
    );
  });

  it('a run that stopped says so on its last line, its failure counted among the errors', () => {
    // Observed: `reviews` without dynamicConfigs printed its error, then "reviews: 0 open reviews".
    const failure = { rule: 'config.no-dynamic-configs', message: 'nothing to summarise' };
    const last = (mode: RunReport['mode']) =>
      renderText(report({ mode, failure })).trimEnd().split('\n').at(-1);
    // Observed: "plan stopped: 0 to create, 0 unchanged, …", counts it never made.
    expect(last('plan')).toBe('plan stopped: no definition read; 1 error, 0 warnings');
    expect(last('validate')).toBe('validate stopped: no definition read; 1 error, 0 warnings');
    // Observed: "reviews stopped: 0 open reviews" of a run that read none, and a refused key's
    // digest headed "open reviews (0)": "0 open" reads as nothing waiting.
    expect(last('reviews')).toBe('reviews stopped: no review read, 1 problem');
    const refused = report({
      mode: 'reviews',
      failure: { rule: 'api.auth', message: 'the Console API refused the API key' },
      reviewProblems: [{ dynamicConfig: 'checkout_flow', rule: 'reviews.unreadable', message: 'refused' }],
      reviewScope: { configs: 0 },
    });
    const lines = renderText(refused).trimEnd().split('\n');
    expect(lines).toContain(
      'no review could be read (this is not "no open reviews"): the reviews of 1 dynamic config could not be read',
    );
    expect(lines.at(-1)).toBe('reviews stopped: no review read, 2 problems');
    const partway = report({
      mode: 'apply',
      failure,
      summary: { ...emptySummary(), created: 900, errors: 2 },
    });
    expect(renderText(partway).trimEnd().split('\n').at(-1)).toBe(
      'apply stopped: 900 created, 0 failed, 0 unchanged, 0 changed, 0 removed, 0 invalid; 3 errors, 0 warnings',
    );
    // Observed: "apply stopped: 6 created, 4 failed" after a run that tried every definition.
    const unfinished = report({
      mode: 'apply',
      failure: { ...failure, unfinished: true },
      summary: { ...emptySummary(), created: 6, failed: 4 },
    });
    expect(renderText(unfinished).trimEnd().split('\n').at(-1)).toBe(
      'apply unfinished: 6 created, 4 failed, 0 unchanged, 0 changed, 0 removed, 0 invalid; 1 error, 0 warnings',
    );
    // "The configuration has errors (listed)" sums up the errors listed: not one more.
    const listed = {
      rule: 'config.invalid',
      message: 'the configuration has errors (listed)',
      sumsUp: true,
    } as const;
    const config = report({ mode: 'validate', failure: listed, summary: { ...emptySummary(), errors: 1 } });
    expect(renderText(config).trimEnd().split('\n').at(-1)).toBe(
      'validate stopped: no definition read; 1 error, 0 warnings',
    );
  });

  it('shows control characters and bidi overrides escaped', () => {
    expect(clean('a\u001b[2Jb\u202ec\r\nd\u0000')).toBe('a\\u001b[2Jb\\u202ec d\\u0000');
    // Each alone, too: a text with only one of them is not taken for a clean one.
    expect(['a\rb', 'a\nb', 'a\u0085b', 'a\u2066b', 'a\u007fb', 'tab\tkept'].map(clean)).toEqual([
      'a b',
      'a b',
      'a\\u0085b',
      'a\\u2066b',
      'a\\u007fb',
      'tab\tkept',
    ]);
  });
});

describe('json', () => {
  it('is exactly the README.md object, internal fields left out', () => {
    const json = JSON.parse(renderJson(PLAN));
    expect(Object.keys(json)).toEqual([
      'summary',
      'notices',
      'diagnostics',
      'items',
      'reviews',
      'reviewProblems',
    ]);
    expect(Object.keys(json.summary)).toEqual([
      'files',
      'definitions',
      'errors',
      'warnings',
      'create',
      'unchanged',
      'changed',
      'removed',
      'created',
      'failed',
    ]);
    expect(json.items[1]).toEqual({
      file: 'metrics/b.yaml',
      line: 12,
      name: 'aov',
      type: 'mean',
      id: 'aov::mean',
      action: 'unchanged',
    });
    expect(json.reviews[0]).toEqual({
      dynamicConfig: 'checkout_flow',
      review_id: 'rv_1',
      status: 'pending',
      type: 'rules',
      author: 'ana@example.com',
      created_at: '2026-11-02T09:30:00Z',
      description: 'Raise the rollout\u001b[31m to 50%',
      reviewers: [{ id: 'g_data', kind: 'group' }],
      needs: 'review',
      risk: 'high',
      riskReason: 'replaces the rules: changes what users are served',
      ageDays: 3,
      stale: false,
    });
    expect(json.reviewProblems).toEqual([]);
    expect(json.diagnostics[0].message).toBe('the Console API rejected it:\nbad\tname');
  });

  it("carries a created metric's url: in the JSON, and in the text beside its result", () => {
    // Observed: `created: policy exception: policy.namePattern (legacy name): https://…`, the
    // link read as part of the exception.
    const created = report({
      mode: 'apply',
      items: [
        {
          file: 'm.yaml',
          line: 1,
          name: 'Orders2',
          type: 'sum',
          id: 'Orders2::sum',
          action: 'create',
          result: 'created',
          message: 'policy exception: policy.namePattern (legacy name)',
          url: 'https://console.example.com/metrics/Orders2',
        },
      ],
    });
    expect(JSON.parse(renderJson(created)).items[0].url).toBe('https://console.example.com/metrics/Orders2');
    expect(renderText(created)).toContain(
      'created: https://console.example.com/metrics/Orders2 · policy exception: policy.namePattern (legacy name)\n',
    );
  });
});
