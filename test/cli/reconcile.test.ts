// `plan`, `apply` and `reviews` as a user runs them: flags, formats, exit codes, over loopback.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { askOn } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { applyCommand, planCommand, reviewsCommand } from '../../src/cli/reconcile.js';
import { type RunningEmulator, startEmulator } from '../../src/emulator/server.js';
import { COMMENT_MARKER } from '../../src/github/markers.js';
import { virtualClock } from '../support/clock.js';
import { countMetric, FAST_CONFIG, makeRepo, type TempRepo, yamlDocuments } from '../support/repo.js';

const KEY = 'console-cli-key-7f3a91b2';
let emulator: RunningEmulator;
let repo: TempRepo;

function capture() {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const out = {
    get stdout() {
      return stdout.join('');
    },
    get stderr() {
      return stderr.join('');
    },
  };
  return {
    out,
    io: { stdout: (text: string) => stdout.push(text), stderr: (text: string) => stderr.push(text) },
  };
}

beforeEach(async () => {
  emulator = await startEmulator({ apiKeys: [KEY] });
  repo = await makeRepo({ ...FAST_CONFIG, dynamicConfigs: [{ id: 'search_ranking' }] });
  await repo.write(
    'metrics/search.yaml',
    yamlDocuments([countMetric('search_performed'), countMetric('search_clicked')]),
  );
});

afterEach(async () => {
  await emulator.close();
  await repo.cleanup();
});

const env = () => ({ CONSOLE_API_URL: emulator.url, CONSOLE_API_KEY: KEY });

describe('plan', () => {
  it('prints the documented JSON report and exits 0', async () => {
    const { out, io } = capture();
    const code = await planCommand(['--cwd', repo.dir, '--format', 'json'], io, env());
    expect(code).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(Object.keys(json).sort()).toEqual([
      'diagnostics',
      'items',
      'reviewProblems',
      'reviews',
      'summary',
    ]);
    expect(json.summary).toEqual({
      files: 1,
      definitions: 2,
      errors: 0,
      warnings: 0,
      create: 2,
      unchanged: 0,
      changed: 0,
      removed: 0,
      created: 0,
      failed: 0,
    });
    expect(json.items[0]).toMatchObject({
      file: 'metrics/search.yaml',
      line: 1,
      name: 'search_performed',
      type: 'event_count_custom',
      id: 'search_performed::event_count_custom',
      action: 'create',
      result: 'valid',
    });
    expect(json.reviews.length).toBeGreaterThan(0);
    expect(json.reviews[0]).toHaveProperty('dynamicConfig', 'search_ranking');
  });

  it('prints with --format markdown exactly the PR comment', async () => {
    const { out, io } = capture();
    expect(await planCommand(['--cwd', repo.dir, '--format', 'markdown'], io, env())).toBe(0);
    expect(out.stdout.startsWith(COMMENT_MARKER)).toBe(true);
    expect(out.stdout).toContain('search_performed');
    expect(out.stdout).toContain('search_ranking');
    // Observed: it showed the full digest ("Who acts", every review), where the PR comment shows
    // the form `reviews.inPullRequest` names (compact by default).
    expect(out.stdout).not.toContain('**Who acts**');
    expect(out.stdout).toContain('Stale, high-risk or unassigned:');
    await repo.write(
      'metrics-as-code.yaml',
      stringify({
        ...FAST_CONFIG,
        dynamicConfigs: [{ id: 'search_ranking' }],
        reviews: { inPullRequest: 'none' },
      }),
    );
    const none = capture();
    expect(await planCommand(['--cwd', repo.dir, '--format', 'markdown'], none.io, env())).toBe(0);
    expect(none.out.stdout).not.toContain('Open reviews');
  });

  it('takes --api-url over CONSOLE_API_URL', async () => {
    const { io } = capture();
    const code = await planCommand(['--cwd', repo.dir, '--api-url', emulator.url], io, {
      CONSOLE_API_URL: 'http://127.0.0.1:9',
      CONSOLE_API_KEY: KEY,
    });
    expect(code).toBe(0);
  });

  it('an invalid --api-url holding the key is refused with the key redacted', async () => {
    const { out, io } = capture();
    const code = await main(['plan', '--cwd', repo.dir, '--api-url', `key=${KEY}`], io, env());
    expect(code).toBe(2);
    expect(out.stderr).toContain('--api-url must be an http or https URL; got `key=[REDACTED]`');
    expect(out.stdout + out.stderr).not.toContain(KEY);
  });

  it('without a URL anywhere, says to set apiUrl in the config first (what init tells, and its workflow reads)', async () => {
    // Observed: "no Console API URL (--api-url, CONSOLE_API_URL or apiUrl in the config)": flags
    // first, though the Action has none and init's workflow reads the config.
    const { out, io } = capture();
    expect(await planCommand(['--cwd', repo.dir], io, { CONSOLE_API_KEY: KEY })).toBe(2);
    expect(out.stdout + out.stderr).toContain(
      "cannot plan: no Console API URL: set apiUrl in metrics-as-code.yaml, the Action's api-url input, --api-url or CONSOLE_API_URL",
    );
    // Observed: the last line read "plan: 0 to create, …; 0 errors, 0 warnings" under the error,
    // as if a plan had been made and found nothing wrong.
    // Then it read "plan stopped: 0 to create, 0 unchanged, …, 0 invalid" though the definitions
    // had been checked (and their errors listed above it): it says what it read instead.
    expect(out.stdout.trimEnd().split('\n').at(-1)).toBe(
      'plan stopped: 2 definitions in 1 file, 0 invalid; 1 error, 0 warnings',
    );
  });

  it('a plan stopped before its comparison counts the invalid definitions it listed', async () => {
    // Observed: with errors listed in two definitions, "plan stopped: …, 0 invalid; 9 errors".
    const broken = await makeRepo(FAST_CONFIG);
    try {
      await broken.write(
        'metrics/a.yaml',
        'name: ab\ntype: sum\n---\nname: fine_one\ntype: sum\nunitTypes: [u]\nmetricEvents: [{name: e}]\n',
      );
      const { out, io } = capture();
      expect(await planCommand(['--cwd', broken.dir, '--format', 'json'], io, { CONSOLE_API_KEY: KEY })).toBe(
        2,
      );
      const json = JSON.parse(out.stdout);
      expect(json.summary).toMatchObject({ files: 1, definitions: 2, create: 0 });
      expect(json.items.map((item: { id: string; action: string }) => [item.id, item.action])).toEqual([
        ['ab::sum', 'invalid'],
      ]);
      const text = capture();
      await planCommand(['--cwd', broken.dir], text.io, { CONSOLE_API_KEY: KEY });
      expect(text.out.stdout.trimEnd().split('\n').at(-1)).toBe(
        'plan stopped: 2 definitions in 1 file, 1 invalid; 4 errors, 0 warnings',
      );
    } finally {
      await broken.cleanup();
    }
  });

  it('a key pasted with a character no HTTP header carries is a usage error, sent nowhere', async () => {
    // Observed: a key pasted with a no-break hyphen (U+2011) was retried 6 times, then "the request
    // failed (TypeError)... run again to finish" (exit 3), which no run again could mend.
    for (const [key, said] of [
      ['console\u2011dev-key', 'U+2011, its 8th character'],
      ['console-dev\nkey', 'a line break, its 12th character'],
    ] as const) {
      const { io, out } = capture();
      const before = emulator.stats().requests;
      expect(
        await planCommand(['--cwd', repo.dir], io, { CONSOLE_API_URL: emulator.url, CONSOLE_API_KEY: key }),
      ).toBe(2);
      expect(out.stdout).toContain(
        `error[config.api-key]: cannot plan: the API key holds a character an HTTP header cannot carry (${said}): copy the key again from the console into CONSOLE_API_KEY (or the Action's api-key secret)`,
      );
      expect(out.stdout + out.stderr).not.toContain(key);
      expect(emulator.stats().requests).toBe(before);
    }
  });

  it('exits 2 without a key, 4 with a refused one, and never prints the key', async () => {
    const missing = capture();
    expect(await planCommand(['--cwd', repo.dir], missing.io, { CONSOLE_API_URL: emulator.url })).toBe(2);
    // Observed: "cannot plan: no API key (CONSOLE_API_KEY)", not where it goes or where to find one.
    expect(missing.out.stdout + missing.out.stderr).toContain(
      'cannot plan: no API key: export CONSOLE_API_KEY=<your Console API key> (it is never read from the config; the emulator prints its own key when it starts)',
    );

    // Observed: "cannot reviews: no API key", the command's name where a verb belongs.
    const reviewsMissing = capture();
    expect(
      await reviewsCommand(['--cwd', repo.dir], reviewsMissing.io, { CONSOLE_API_URL: emulator.url }),
    ).toBe(2);
    expect(reviewsMissing.out.stdout).toContain(
      'cannot read the reviews: no API key: export CONSOLE_API_KEY=',
    );

    const refused = capture();
    const wrong = 'console-wrong-cli-key-0000';
    expect(
      await planCommand(['--cwd', repo.dir], refused.io, {
        CONSOLE_API_URL: emulator.url,
        CONSOLE_API_KEY: wrong,
      }),
    ).toBe(4);
    expect(refused.out.stdout).toContain('refused the API key');
    expect(refused.out.stdout + refused.out.stderr).not.toContain(wrong);
    // Observed: "...an invalid key was sent.. Nothing further was attempted." and no word of what to check.
    expect(refused.out.stdout).toMatch(
      /error\[api\.auth\]: the Console API refused the API key: HTTP 401: [^\n]*[^.]\. Nothing further was attempted\. Check CONSOLE_API_KEY \(or the Action's api-key secret\): it must be an active Console key of this project\./,
    );
  });

  it('a key refused with 403 is said to lack a permission, and nothing more is sent', async () => {
    // Observed: every definition was still sent after a 403, under "Nothing further was
    // attempted", and the advice was the 401's (an active key) for a key the service knew.
    await repo.write(
      'metrics-as-code.yaml',
      stringify({ ...FAST_CONFIG, api: { ...FAST_CONFIG.api, concurrency: 1 } }),
    );
    await repo.write(
      'metrics/more.yaml',
      yamlDocuments(['a', 'b', 'c'].map((x) => countMetric(`more_${x}`))),
    );
    let requests = 0;
    const forbidding = createServer((_, res) => {
      requests += 1;
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          status: 403,
          message: 'Forbidden resource. You might not have the necessary permissions.',
        }),
      );
    });
    await new Promise<void>((resolve) => forbidding.listen(0, '127.0.0.1', resolve));
    try {
      const { out, io } = capture();
      const url = `http://127.0.0.1:${(forbidding.address() as AddressInfo).port}`;
      expect(await planCommand(['--cwd', repo.dir], io, { CONSOLE_API_URL: url, CONSOLE_API_KEY: KEY })).toBe(
        4,
      );
      expect(requests).toBe(1);
      expect(out.stdout).toMatch(
        /error\[api\.auth\]: the Console API refused the API key: HTTP 403: [^\n]*\. Nothing further was attempted\. Check CONSOLE_API_KEY \(or the Action's api-key secret\): the service knows the key but does not let it do this \(403\); use a Console key of this project that may create metrics and read reviews\./,
      );
    } finally {
      forbidding.close();
    }
  });

  it('a wrong URL or a refused key is said once, not again on each definition in flight', async () => {
    // Observed: `apply` with a URL answering 404 printed the whole message at the top and again after
    // each of the four definitions sent at once, under "Nothing was sent." (they were sent).
    await repo.write(
      'metrics/more.yaml',
      yamlDocuments(['a', 'b', 'c', 'd'].map((x) => countMetric(`more_metric_${x}`))),
    );
    const cases = [
      { url: `${emulator.url}/elsewhere`, key: KEY, code: 2, said: 'answered 404 for /console/v1/metrics' },
      { url: emulator.url, key: 'console-wrong-cli-key-0000', code: 4, said: 'HTTP 401' },
    ];
    for (const { url, key, code, said } of cases) {
      const { out, io } = capture();
      expect(
        await applyCommand(['--cwd', repo.dir], io, { CONSOLE_API_URL: url, CONSOLE_API_KEY: key }),
      ).toBe(code);
      expect(out.stdout.split(said).length - 1).toBe(1);
      const items = out.stdout.split('\n').filter((line) => /^create /.test(line));
      expect(items).toHaveLength(6);
      for (const line of items)
        expect(line).toMatch(/(failed|not attempted): the Console API .* \(see above\)$/);
    }
    expect(emulator.stats().creates).toBe(0);
  });

  it('exits 2 on a bad flag with a hint, and prints usage on --help', async () => {
    const bad = capture();
    expect(await planCommand(['--cwd', repo.dir, '--dry-run-al'], bad.io, env())).toBe(2);
    expect(bad.out.stderr).toContain('--dry-run-all');
    const help = capture();
    expect(await main(['apply', '--help'], help.io)).toBe(0);
    expect(help.out.stdout).toContain('--adopt-existing');
  });

  it('exits 3 when the service stays unavailable, safe to run again', async () => {
    await emulator.close();
    emulator = await startEmulator({ apiKeys: [KEY], faults: '503:1', faultSeed: 1 });
    const { out, io } = capture();
    // The real retry policy, waited out on a virtual clock: the back-off costs no real time.
    const clock = virtualClock();
    const code = await planCommand(['--cwd', repo.dir], io, env(), { clock });
    expect(code).toBe(3);
    expect(out.stdout).toMatch(/run again/);
    expect(clock.now()).toBeGreaterThan(1000);
    expect(emulator.stats().creates + emulator.stats().dryRuns).toBe(0);
  });
});

describe('apply', () => {
  it('creates, then creates nothing; text output names each item', async () => {
    const first = capture();
    expect(await applyCommand(['--cwd', repo.dir], first.io, env())).toBe(0);
    expect(first.out.stdout).toMatch(/search_performed::event_count_custom/);
    expect(first.out.stdout).toMatch(/2 created/);
    const second = capture();
    expect(await applyCommand(['--cwd', repo.dir, '--format', 'json'], second.io, env())).toBe(0);
    expect(JSON.parse(second.out.stdout).summary).toMatchObject({ created: 0, unchanged: 2 });
    expect(emulator.stats().creates).toBe(2);
  });

  it('adopts an existing metric with --adopt-existing', async () => {
    await emulator.close();
    emulator = await startEmulator({
      apiKeys: [KEY],
      seed: { dynamicConfigs: [], metrics: [countMetric('search_clicked')] },
    });
    const conflict = capture();
    expect(await applyCommand(['--cwd', repo.dir], conflict.io, env())).toBe(1);
    expect(conflict.out.stdout).toContain('remote.conflict');
    const adopted = capture();
    expect(await applyCommand(['--cwd', repo.dir, '--adopt-existing'], adopted.io, env())).toBe(0);
    expect(Object.keys((await repo.ledger()).metrics).sort()).toEqual([
      'search_clicked::event_count_custom',
      'search_performed::event_count_custom',
    ]);
  });
});

describe('a held ledger lock', () => {
  it('says at once that it waits for another apply, then exits 3 "another apply is running"', async () => {
    await repo.write(
      '.metrics-as-code/state.json.lock',
      JSON.stringify({ pid: process.pid, host: hostname() }),
    );
    const { out, io } = capture();
    expect(await applyCommand(['--cwd', repo.dir, '--yes'], io, env(), { lockWaitMs: 300 })).toBe(3);
    expect(out.stderr).toMatch(
      new RegExp(
        `^waiting for the ledger lock .*state\\.json\\.lock: another apply is running \\(pid ${process.pid} on `,
        'm',
      ),
    );
    expect(out.stdout).toContain('another apply is running');
    expect(emulator.stats().creates).toBe(0);
  });
});

describe('apply asks a person at a terminal first', () => {
  /** A terminal that answers `answer` and remembers what it was asked. */
  function terminal(answer: string) {
    const { out, io } = capture();
    const asked: string[] = [];
    const ask = async (question: string) => {
      asked.push(question);
      return answer;
    };
    return { out, asked, io: { ...io, ask } };
  }

  it('lists what it will create, and creates nothing unless the answer is yes', async () => {
    const no = terminal('n');
    expect(await applyCommand(['--cwd', repo.dir], no.io, env())).toBe(0);
    expect(no.asked).toEqual(['Create these 2? A created metric cannot be deleted through the API. [y/N] ']);
    expect(no.out.stderr).toContain(
      'apply will create 2 metrics:\n  + search_performed::event_count_custom  (metrics/search.yaml:1)',
    );
    expect(no.out.stdout).toContain('Nothing was created: the creates were not confirmed');
    expect(emulator.stats().creates).toBe(0);
    expect((await repo.ledger()).metrics).toEqual({});

    const yes = terminal('y');
    expect(await applyCommand(['--cwd', repo.dir], yes.io, env())).toBe(0);
    expect(emulator.stats().creates).toBe(2);
  });

  it.each([
    ['Ctrl-D', '\x04'],
    ['Ctrl-C', '\x03'],
  ])('%s at the question creates nothing and is no error', async (_key, keystroke) => {
    // Observed at a terminal: "unexpected error: Aborted with Ctrl+D (set METRICS_AS_CODE_DEBUG=1
    // for a stack trace)", exit 2, and no report of what was not created.
    const { out, io } = capture();
    const keyboard = new PassThrough();
    const screen = new PassThrough();
    screen.resume();
    setTimeout(() => keyboard.write(keystroke), 20);
    const code = await applyCommand(['--cwd', repo.dir], { ...io, ask: askOn(keyboard, screen) }, env());
    expect(out.stderr).not.toContain('unexpected error');
    expect(out.stdout).toContain('Nothing was created: the creates were not confirmed');
    expect(code).toBe(0);
    expect(emulator.stats().creates).toBe(0);
  });

  it('--yes does not ask; nothing to create asks nothing; without a terminal nothing asks', async () => {
    const skipped = terminal('n');
    expect(await applyCommand(['--cwd', repo.dir, '--yes'], skipped.io, env())).toBe(0);
    expect(skipped.asked).toEqual([]);
    expect(emulator.stats().creates).toBe(2);
    const nothing = terminal('n');
    expect(await applyCommand(['--cwd', repo.dir], nothing.io, env())).toBe(0);
    expect(nothing.asked).toEqual([]);
  });
});

describe('reviews', () => {
  it('lists the open reviews of the watched configs', async () => {
    const { out, io } = capture();
    expect(await reviewsCommand(['--cwd', repo.dir], io, env())).toBe(0);
    expect(out.stdout).toContain('search_ranking');
    expect(out.stdout).toMatch(/rv_search_\d+/);
  });

  it("shows the handle reviews.people gives a reviewer's id, beside the id", async () => {
    // Observed: with `reviews.people` set (and `mention` off, the default), the digest showed
    // `group:g_data` alone: the mapping was used only to ping, in the reviews issue.
    await repo.write(
      'metrics-as-code.yaml',
      stringify({
        ...FAST_CONFIG,
        dynamicConfigs: [{ id: 'search_ranking' }],
        reviews: { people: { g_data: '@acme/data' } },
      }),
    );
    const { out, io } = capture();
    expect(await reviewsCommand(['--cwd', repo.dir], io, env())).toBe(0);
    expect(out.stdout).toContain('group:g_data (@acme/data)');
    expect(out.stdout).not.toMatch(/reviewers: group:g_data(?! \(@acme\/data\))/);
  });

  it('with no dynamic config watched, is a configuration mistake (exit 2) that says what to add', async () => {
    // Observed: `reviews` printed "0 open reviews" and exited 0, having read nothing.
    await repo.write('metrics-as-code.yaml', 'dynamicConfigs: []\n');
    const { out, io } = capture();
    expect(await reviewsCommand(['--cwd', repo.dir], io, env())).toBe(2);
    expect(out.stdout + out.stderr).toContain(
      'error[config.no-dynamic-configs]: nothing to summarise: the config lists no dynamicConfigs; add the ids of the dynamic configs whose reviews you watch (`dynamicConfigs: [{id: checkout_flow}]` in metrics-as-code.yaml), or remove the reviews job',
    );
    // Nothing was asked of the service.
    expect(emulator.stats().requests).toBe(0);
  });
});

describe('a watched dynamic config the service does not know', () => {
  it('is a warning beside a plan, and the plan exits 0 as its counts say', async () => {
    // Observed: "0 errors, 1 warning" and exit 2; a config deleted in the console failed every PR.
    await repo.write(
      'metrics-as-code.yaml',
      stringify({ ...FAST_CONFIG, dynamicConfigs: [{ id: 'gone_config' }] }),
    );
    const { out, io } = capture();
    const code = await planCommand(['--cwd', repo.dir], io, env());
    expect(out.stdout).toMatch(/0 errors, 1 warning/);
    expect(out.stdout).not.toMatch(/nothing waits/);
    expect(code).toBe(0);
  });

  it("an id the service refuses to list is the config's mistake (exit 2), placed at the id", async () => {
    // A "no" that is not a 404 (a 400 for an id the service cannot take) is no bad day: the
    // digest says so, and a reviews issue is rewritten rather than kept for a run that mends it.
    await repo.write(
      'metrics-as-code.yaml',
      stringify({ ...FAST_CONFIG, dynamicConfigs: [{ id: 'search_ranking' }, { id: 'not an id' }] }),
    );
    const refusing = createServer((req, res) => {
      const known = req.url?.includes('/search_ranking/');
      res.writeHead(known ? 200 : 400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          known
            ? { message: 'ok', data: [], pagination: { nextPage: null } }
            : { status: 400, message: 'Invalid request. Please check the request input and try again.' },
        ),
      );
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    try {
      const { out, io } = capture();
      const url = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
      const code = await reviewsCommand(['--cwd', repo.dir, '--format', 'json'], io, {
        ...env(),
        CONSOLE_API_URL: url,
      });
      expect(code).toBe(2);
      const report = JSON.parse(out.stdout);
      expect(report.reviewProblems).toEqual([
        expect.objectContaining({
          dynamicConfig: 'not an id',
          rule: 'reviews.unknown-config',
          file: 'metrics-as-code.yaml',
          line: 9,
        }),
      ]);
      expect(report.failure).toBeUndefined();
    } finally {
      await new Promise((resolve) => refusing.close(resolve));
    }
  });

  it('a digest that could not be read never says that nothing waits', async () => {
    const { out, io } = capture();
    const code = await reviewsCommand(['--cwd', repo.dir], io, {
      ...env(),
      CONSOLE_API_KEY: 'console-refused-key-0000',
    });
    expect(code).toBe(4);
    expect(out.stdout + out.stderr).not.toMatch(/nothing waits/);
  });
});
