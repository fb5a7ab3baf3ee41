// The reviews digest: who must act (from the status), how risky (from the type), stale, new since
// the last digest, nobody asked; grouped; mentions only where asked for; compact, full or none in
// a PR; a failed read never shown as "no open reviews".
import { describe, expect, it } from 'vitest';
import { renderJson } from '../../src/report/json.js';
import { renderComment, renderJobSummary } from '../../src/report/markdown.js';
import { errorsShown, warningsShown } from '../../src/report/model.js';
import { markNewSince, seenMarker, seenReviews } from '../../src/report/review-memory.js';
import { digestHeadline, needsOf, peopleToAct, riskOf, tasksLine } from '../../src/report/review-triage.js';
import { renderText } from '../../src/report/text.js';
import { report, review } from '../support/github-fixtures.js';

describe('triage', () => {
  it.each([
    ['pending', 'review'],
    ['changes_requested', 'author'],
    ['accepted', 'commit'],
    ['approved_webhook_validation', 'commit'],
    ['failed_webhook_validation', 'author'],
    ['pending_webhook_validation', 'validation'],
  ])('a %s review needs %s', (status, needs) => {
    expect(needsOf(status)).toBe(needs);
  });

  it.each([
    ['resalt', 'high', /re-buckets every user/],
    ['delete', 'high', /deletes/],
    ['archive', 'high', /archives/],
    ['rules', 'high', /what users are served/],
    ['toggle_enabled', 'high', /on or off/],
    ['allowed_reviewers', 'medium', /who may approve/],
    ['update_allow_self_approval', 'medium', /approve their own/],
    ['update_team', 'medium', /who may approve/],
    ['disable_reviews_locally', 'medium', /no approval/],
    ['update_owners', 'medium', /who may approve/],
    ['update_target_applications', 'low', /applications/],
    ['a_future_type', 'medium', /does not know/],
  ])('a %s review is %s risk, and says why', (type, risk, reason) => {
    expect(riskOf(type).risk).toBe(risk);
    expect(riskOf(type).reason).toMatch(reason);
  });
});

const digest = () =>
  report({
    mode: 'reviews',
    reviews: [
      review('rv_commit', {
        status: 'accepted',
        needs: 'commit',
        risk: 'medium',
        created_at: '2026-11-01T00:00:00Z',
      }),
      review('rv_fresh', { created_at: '2026-11-20T00:00:00Z', ageDays: 2, risk: 'low' }),
      review('rv_old', { created_at: '2026-10-01T00:00:00Z', ageDays: 52, stale: true, risk: 'low' }),
      review('rv_orphan', {
        reviewers: [],
        noReviewers: true,
        risk: 'low',
        created_at: '2026-11-10T00:00:00Z',
      }),
      review('rv_author', { status: 'changes_requested', needs: 'author', authorId: 'u_jane', risk: 'low' }),
    ],
  });

describe('the digest', () => {
  it('groups by who must act, oldest first, with a headline of counts', () => {
    const body = renderJobSummary(digest());
    expect(body).toContain(
      '**3 need review · 1 needs the author · 1 to commit · 1 stale · 1 with nobody asked to review**',
    );
    const order = ['rv_old', 'rv_orphan', 'rv_fresh', 'rv_author', 'rv_commit'].map((id) =>
      body.indexOf(`| ${id} |`),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(body).toContain('**Needs review: the requested reviewers act** (3)');
    expect(body).toContain('52 days ⏰ stale');
    expect(body).toContain('⚠️ nobody asked: nobody will act');
    expect(digestHeadline([])).toBe('nothing waits');
  });

  it('shows the requested reviewers everywhere: comment, summary, text and JSON', () => {
    const r = digest();
    expect(renderComment(r, { marker: 'M' })).toContain('| group:g_data |');
    expect(renderJobSummary(r)).toContain('| group:g_data |');
    expect(renderText(r)).toContain('reviewers: group:g_data');
    expect(renderText(r)).toContain('nobody asked to review!');
    const json = JSON.parse(renderJson(r));
    expect(json.reviews[0]).toMatchObject({
      reviewers: [{ id: 'g_data', kind: 'group' }],
      needs: 'commit',
      risk: 'medium',
    });
  });

  it('a PR comment is compact by default: counts, the stale, high-risk and unassigned ones, and where the rest is', () => {
    const withHigh = digest();
    withHigh.reviews.push(review('rv_resalt', { type: 'resalt', risk: 'high', riskReason: 're-buckets' }));
    const compact = renderComment(withHigh, {
      marker: 'M',
      reviewsForm: 'compact',
      summaryUrl: 'https://x.example/run/1',
    });
    expect(compact).toContain('| rv_old |');
    expect(compact).toContain('| rv_orphan |');
    expect(compact).toContain('| rv_resalt |');
    expect(compact).not.toContain('| rv_fresh |');
    expect(compact).toContain(
      '_The full digest, by who must act: the [job summary](https://x.example/run/1)._',
    );
    const full = renderComment(withHigh, { marker: 'M', reviewsForm: 'full' });
    expect(full).toContain('| rv_fresh |');
    const none = renderComment(withHigh, { marker: 'M', reviewsForm: 'none' });
    expect(none).not.toContain('Open reviews');
  });

  it("a PR comment's compact form shows ten such reviews, and counts the rest", () => {
    // Observed: the demo's PR comment listed 25 of its 25 open reviews under "Stale, high-risk or
    // unassigned" (21 were stale), below the metrics the pull request is about; 50 at most.
    const many = report({
      mode: 'plan',
      reviews: Array.from({ length: 25 }, (_, i) =>
        review(`rv_${String(i).padStart(2, '0')}`, {
          created_at: `2026-10-${String(i + 1).padStart(2, '0')}T00:00:00Z`,
          stale: true,
        }),
      ),
    });
    const compact = renderComment(many, {
      marker: 'M',
      reviewsForm: 'compact',
      summaryUrl: 'https://x.example/1',
    });
    expect(compact.match(/^\| checkout_flow \| rv_\d+ \|/gm)).toHaveLength(10);
    expect(compact).toContain('| rv_09 |');
    expect(compact).not.toContain('| rv_10 |');
    // Not a volatile line: a comment whose count alone changed is written again.
    expect(compact).toContain('_And 15 more reviews stale, high-risk or unassigned._\n');
    expect(compact).toContain('_The full digest, by who must act: the [job summary](https://x.example/1)._');
  });

  /** The digest with the handles `reviews.people` gives g_data and u_jane (reviews-digest.ts). */
  const withHandles = (data = '@acme/data') => {
    const people = digest();
    for (const item of people.reviews) {
      item.reviewers = item.reviewers.map((r) => (r.id === 'g_data' ? { ...r, handle: data } : r));
      if (item.authorId === 'u_jane') item.authorHandle = '@jane';
    }
    return people;
  };

  it('mentions the people who must act only in the reviews issue when asked; inert everywhere else', () => {
    const issue = renderComment(withHandles(), { marker: 'M', mention: true });
    expect(issue).toContain('group:g_data @acme/data');
    expect(issue).toContain('jane@&#8203;example.com @jane');
    const elsewhere = renderComment(withHandles(), { marker: 'M' });
    expect(elsewhere).not.toMatch(/@acme\/data|@jane\b/);
    expect(renderJobSummary(withHandles())).not.toMatch(/@acme\/data|@jane\b/);
    // A mapped handle that is not a plain handle is never written raw.
    expect(renderComment(withHandles('@x <img>'), { marker: 'M', mention: true })).not.toContain('<img>');
  });

  it('pings nobody for a review in validation: nobody acts on it yet', () => {
    // Observed: the reviews issue wrote `ana.lima@example.com @ana`, a live mention, on a review
    // pending webhook validation, in the section headed "nobody acts yet".
    const validating = report({
      mode: 'reviews',
      reviews: [
        review('rv_validating', {
          status: 'pending_webhook_validation',
          needs: 'validation',
          authorId: 'u_jane',
          authorHandle: '@jane',
          reviewers: [{ id: 'g_data', kind: 'group', handle: '@acme/data' }],
        }),
      ],
    });
    const issue = renderComment(validating, { marker: 'M', mention: true });
    expect(issue).toContain('**In validation: nobody acts yet** (1)');
    expect(issue).not.toMatch(/ @jane\b| @acme\/data/);
    expect(issue).toContain('(@&#8203;jane)');
  });

  it('says who acts: each person, by every name the digest knows them, and what waits for them', () => {
    const reviews = [
      review('rv_review', {
        reviewers: [
          { id: 'u_ana', kind: 'user', handle: '@ana' },
          { id: 'g_data', kind: 'group' },
        ],
      }),
      review('rv_revise', {
        status: 'changes_requested',
        needs: 'author',
        author: 'ana@example.com',
        authorHandle: '@ana',
        created_at: '2026-11-01T00:00:00Z',
      }),
      review('rv_commit', { status: 'accepted', needs: 'commit', author: 'bo@example.com' }),
      review('rv_webhook', {
        status: 'pending_webhook_validation',
        needs: 'validation',
        author: 'bo@example.com',
      }),
      review('rv_nobody', { reviewers: [], noReviewers: true }),
    ];
    const people = peopleToAct(reviews);
    // One entry per handle: u_ana and ana@example.com are one person; a review in validation waits for nobody.
    expect(
      people.map((p) => [p.handle, p.names, p.tasks.map((t) => `${t.verb} ${t.review.review_id}`)]),
    ).toEqual([
      ['@ana', ['u_ana', 'ana@example.com'], ['review rv_review', 'revise rv_revise']],
      [undefined, ['bo@example.com'], ['commit rv_commit']],
      [undefined, ['group:g_data'], ['review rv_review']],
    ]);
    expect(tasksLine(people[0]!, (r) => r.review_id)).toBe('review rv_review · revise rv_revise');
    expect(tasksLine(people[0]!, (r) => r.review_id, 1)).toBe('review rv_review · revise 1 more');
    const digestOf = report({ mode: 'reviews', reviews });
    expect(renderText(digestOf)).toContain(
      '  Who acts:\n    @ana (u_ana, ana@example.com): review rv_review · revise rv_revise\n',
    );
    expect(renderJobSummary(digestOf)).toContain(
      '**Who acts**\n\n- **@&#8203;ana** (u_ana, ana@&#8203;example.com): review rv_review · revise rv_revise\n- **bo@&#8203;example.com**: commit rv_commit\n- **group:g_data**: review rv_review',
    );
    // Mentioned only in the reviews issue, when asked; the PR comment's compact form has no list.
    expect(renderComment(digestOf, { marker: 'M', mention: true })).toContain('- **@ana** (');
    expect(renderComment(digestOf, { marker: 'M', reviewsForm: 'compact' })).not.toContain('Who acts');
    // Without a handle, an author is one person with the reviewer of the same platform id.
    const byId = peopleToAct([
      review('rv_a', { reviewers: [{ id: 'u_bo', kind: 'user' }] }),
      review('rv_b', { status: 'accepted', needs: 'commit', author: 'bo@example.com', authorId: 'u_bo' }),
    ]);
    expect(byId.map((p) => [p.names, p.tasks.length])).toEqual([[['u_bo', 'bo@example.com'], 2]]);
    // Two names of one handle asked on one review: one task.
    const twice = peopleToAct([
      review('rv_c', {
        reviewers: [
          { id: 'u_cy', kind: 'user', handle: '@cy' },
          { id: 'u_cy_admin', kind: 'user', handle: '@cy' },
        ],
      }),
    ]);
    expect(twice.map((p) => [p.names, p.tasks.length])).toEqual([[['u_cy', 'u_cy_admin'], 1]]);
  });

  it('shows each handle beside its id, inert, wherever the digest is', () => {
    // Observed: with `reviews.people` set and `mention` off (the default), every digest showed
    // platform ids only (`group:g_data`): nobody could find their own rows by their handle.
    const summary = renderJobSummary(withHandles());
    expect(summary).toContain('group:g_data (@&#8203;acme/data)');
    expect(summary).toContain('jane@&#8203;example.com (@&#8203;jane)');
    expect(renderText(withHandles())).toContain('reviewers: group:g_data (@acme/data)');
    expect(renderText(withHandles())).toContain('by jane@example.com (@jane)');
    expect(JSON.parse(renderJson(withHandles())).reviews).toContainEqual(
      expect.objectContaining({ authorHandle: '@jane' }),
    );
  });

  it('a failed read is never "no open reviews", in every output', () => {
    const failed = report({
      mode: 'reviews',
      reviewProblems: [
        { dynamicConfig: 'checkout_flow', rule: 'reviews.unreadable', message: 'HTTP 503: unavailable' },
      ],
    });
    for (const body of [renderComment(failed, { marker: 'M' }), renderJobSummary(failed)]) {
      expect(body).not.toContain('No open reviews');
      expect(body).toContain('No review could be read');
      expect(body).toContain('**checkout_flow**: HTTP 503: unavailable');
    }
    expect(renderText(failed)).toContain(
      'error[reviews.unreadable]: reviews of checkout_flow could not be read: HTTP 503: unavailable',
    );
    expect(JSON.parse(renderJson(failed)).reviewProblems).toEqual([
      { dynamicConfig: 'checkout_flow', rule: 'reviews.unreadable', message: 'HTTP 503: unavailable' },
    ]);
  });

  it('says what it read: how many configs, and how far back when reviews.maxAgeDays cuts it', () => {
    // Observed: with `maxAgeDays: 1` and every open review older, "✅ reviews: 0 open reviews in 0
    // dynamic configs" and "No open reviews.": one config was read, and its open reviews were
    // left unread by the setting, not absent.
    const cut = report({ mode: 'reviews', reviewScope: { configs: 1, maxAgeDays: 1 } });
    const comment = renderComment(cut, { marker: 'M' });
    expect(comment).toContain('reviews: 0 open reviews in 1 dynamic config');
    expect(comment).toContain(
      '_No open reviews of the last day: older ones are not read (reviews.maxAgeDays)._',
    );
    expect(renderText(cut).trimEnd().split('\n').at(-1)).toBe(
      'reviews: 0 open reviews of the last day (reviews.maxAgeDays)',
    );
    const all = report({ mode: 'reviews', reviewScope: { configs: 2 } });
    expect(renderComment(all, { marker: 'M' })).toContain('0 open reviews in 2 dynamic configs');
    expect(renderComment(all, { marker: 'M' })).toContain('_No open reviews._');
    const month = report({
      mode: 'reviews',
      reviews: [review('rv_1')],
      reviewScope: { configs: 1, maxAgeDays: 30 },
    });
    expect(renderText(month)).toContain('open reviews (1) of the last 30 days:');
  });

  it('an id the service does not know points at the config line that names it, in every output', () => {
    const place = { file: 'metrics-as-code.yaml', line: 7, column: 9 };
    const unknown = report({
      mode: 'reviews',
      reviewProblems: [
        {
          dynamicConfig: 'checkout-flow',
          rule: 'reviews.unknown-config',
          message: 'no such dynamic config',
          place,
        },
      ],
    });
    expect(renderText(unknown)).toContain(
      'metrics-as-code.yaml:7:9: error[reviews.unknown-config]: reviews of checkout-flow could not be read: no such dynamic config',
    );
    for (const body of [renderComment(unknown, { marker: 'M' }), renderJobSummary(unknown)])
      expect(body).toContain('**checkout-flow** (metrics-as-code.yaml:7): no such dynamic config');
    expect(JSON.parse(renderJson(unknown)).reviewProblems).toEqual([
      {
        dynamicConfig: 'checkout-flow',
        rule: 'reviews.unknown-config',
        message: 'no such dynamic config',
        ...place,
      },
    ]);
    // Observed: `reviews --format json` said "errors": 0 beside this error (exit 2), and the
    // Action's outputs were valid=true, errors=0.
    expect(JSON.parse(renderJson(unknown)).summary.errors).toBe(1);
    expect(errorsShown(unknown)).toBe(1);
  });
});

describe('beside a plan, a watched config whose reviews could not be read', () => {
  // Observed: "error: reviews of checkout-flow could not be read: …" above
  // "plan: 2 to create, …; 0 errors, 0 warnings", exit 0: an error shown, counted nowhere.
  it('is a warning, labelled and counted as one in the text and the comment', () => {
    const place = { file: 'metrics-as-code.yaml', line: 14, column: 44 };
    const plan = report({
      mode: 'plan',
      reviewProblems: [
        {
          dynamicConfig: 'checkout-flow',
          rule: 'reviews.unknown-config',
          message: 'no such dynamic config',
          place,
        },
      ],
    });
    const text = renderText(plan);
    expect(text).toContain(
      'metrics-as-code.yaml:14:44: warning[reviews.unknown-config]: reviews of checkout-flow could not be read: no such dynamic config',
    );
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/; 0 errors, 1 warning$/);
    expect(renderComment(plan, { marker: 'M' })).toContain('0 errors, 1 warning');
    expect(warningsShown(plan)).toBe(1);
    expect(warningsShown({ ...plan, mode: 'reviews' })).toBe(0);
  });
});

describe('the reviews issue remembers what it showed', () => {
  it('marks what is new since the last digest and counts what is no longer open', () => {
    const first = report({ mode: 'reviews', reviews: [review('rv_1'), review('rv_2')] });
    expect(markNewSince(first, seenReviews(undefined))).toBe(first);
    const previousBody = `digest\n${seenMarker(first)}`;
    const second = report({ mode: 'reviews', reviews: [review('rv_2'), review('rv_3')] });
    const marked = markNewSince(second, seenReviews(previousBody));
    expect(marked.reviews.map((r) => [r.review_id, r.new])).toEqual([
      ['rv_2', false],
      ['rv_3', true],
    ]);
    expect(marked.reviewsClosedSince).toBe(1);
    const body = renderComment(marked, { marker: 'M' });
    expect(body).toContain('| 🆕 rv_3 |');
    expect(body).toContain('_1 review of the last digest no longer open._');
    expect(JSON.parse(renderJson(marked)).reviews.map((r: { new: boolean }) => r.new)).toEqual([false, true]);
    // Server text never goes into the hidden memory.
    expect(seenMarker(report({ reviews: [review('--> <b>')] }))).toMatch(
      /^<!-- metrics-as-code:reviews-seen [0-9a-f]+ -->$/,
    );
  });

  it('a config that could not be read keeps its place in the memory: read again, nothing of it is new', () => {
    // Observed: a day the service failed for one config, the issue forgot its reviews, and the
    // next day marked every one of them new.
    const search = (id: string) => review(id, { dynamicConfig: 'search_ranking' });
    const monday = report({ mode: 'reviews', reviews: [review('rv_1'), search('rv_s1'), search('rv_s2')] });
    const mondayBody = `digest\n${seenMarker(monday)}`;
    const problem = { dynamicConfig: 'search_ranking', rule: 'reviews.unreadable', message: 'HTTP 503' };
    const tuesday = markNewSince(
      report({ mode: 'reviews', reviews: [review('rv_1')], reviewProblems: [problem] }),
      seenReviews(mondayBody),
    );
    const tuesdayBody = `digest\n${seenMarker(tuesday, seenReviews(mondayBody))}`;
    const wednesday = markNewSince(
      report({
        mode: 'reviews',
        reviews: [review('rv_1'), search('rv_s1'), search('rv_s2'), search('rv_s3')],
      }),
      seenReviews(tuesdayBody),
    );
    expect(wednesday.reviews.map((r) => [r.review_id, r.new])).toEqual([
      ['rv_1', false],
      ['rv_s1', false],
      ['rv_s2', false],
      ['rv_s3', true],
    ]);
    // Read in full, the memory is what the digest shows, and forgets what closed.
    expect(seenMarker(wednesday, seenReviews(tuesdayBody))).toBe(seenMarker(wednesday));
  });
});
