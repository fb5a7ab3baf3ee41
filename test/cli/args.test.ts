// The flags every CLI command shares, parsed one way for all of them.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommandArgs } from '../../src/cli/args.js';

describe('shared flags', () => {
  it('parses the common flags and a command’s own', async () => {
    const base = await mkdtemp(join(tmpdir(), 'mac-args-'));
    try {
      const parsed = parseCommandArgs(
        'plan',
        ['--cwd', '.', '--format', 'json', '--api-url', 'http://127.0.0.1:9', '--dry-run-all'],
        { baseDir: base },
      );
      expect(parsed).toMatchObject({
        ok: true,
        flags: { cwd: base, format: 'json', apiUrl: 'http://127.0.0.1:9', help: false },
        values: { 'dry-run-all': true },
        positionals: [],
      });
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });

  it('refuses an unknown format, a flag of another command and a missing value', () => {
    expect(parseCommandArgs('validate', ['--format', 'yaml'])).toEqual({
      ok: false,
      message: '--format must be one of text, json, markdown; got `yaml`',
    });
    // Observed: "unknown option `--dry-run-all`", with no word of the command that has it.
    expect(parseCommandArgs('validate', ['--dry-run-all'])).toEqual({
      ok: false,
      message: 'unknown option `--dry-run-all` (a flag of `plan`)',
    });
    expect(parseCommandArgs('plan', ['--yes'])).toMatchObject({
      message: 'unknown option `--yes` (a flag of `apply`)',
    });
    expect(parseCommandArgs('validate', ['--api-url=http://x'])).toMatchObject({
      message: 'unknown option `--api-url` (a flag of `plan`, `apply` and `reviews`)',
    });
    // Observed: "Option '--cwd <value>' argument missing", node's words, not the flag's value.
    expect(parseCommandArgs('plan', ['--cwd'])).toEqual({
      ok: false,
      message: '--cwd needs its value after it: `--cwd DIR`',
    });
    // Observed: three lines of node's, "argument is ambiguous. Did you forget…".
    expect(parseCommandArgs('plan', ['--api-url', '--yes'])).toEqual({
      ok: false,
      message:
        '--api-url needs its value after it: `--api-url URL` (a value that starts with `-` is written `--api-url=-…`)',
    });
    expect(parseCommandArgs('apply', ['--yes=1'])).toEqual({
      ok: false,
      message: '--yes takes no value: write `--yes` alone',
    });
  });

  it('names the near miss of a misspelt choice', () => {
    // Observed: `--state githb` and `--format jsn` listed the choices and no hint.
    expect(parseCommandArgs('plan', ['--state', 'githb'])).toEqual({
      ok: false,
      message: '--state must be file or github; got `githb` (did you mean `github`?)',
    });
    expect(parseCommandArgs('validate', ['--format', 'jsno'])).toEqual({
      ok: false,
      message: '--format must be one of text, json, markdown; got `jsno` (did you mean `json`?)',
    });
  });

  it('an --api-url without its scheme says what to write: http to this machine, else https', () => {
    // Observed: "--api-url must be an http or https URL; got `127.0.0.1:8787`", and no more.
    const cases = [
      ['127.0.0.1:8787', 'http://127.0.0.1:8787'],
      ['localhost:8787/', 'http://localhost:8787/'],
      ['console.example.com', 'https://console.example.com'],
      ['console.example.com/console/v1', 'https://console.example.com'],
    ];
    for (const [given, meant] of cases)
      expect(parseCommandArgs('plan', ['--api-url', given!])).toEqual({
        ok: false,
        message: `--api-url must be an http or https URL; got \`${given}\`: write \`--api-url ${meant}\``,
      });
  });

  it('an --api-url copied from a report shows its zero-width space and the URL without it', () => {
    // Observed: "got `https://console.example.com`", the character that broke it invisible.
    expect(parseCommandArgs('plan', ['--api-url', 'https:\u200b//console.example.com'])).toEqual({
      ok: false,
      message:
        '--api-url must be an http or https URL; got `https:\\u200b//console.example.com`: write `--api-url https://console.example.com`',
    });
  });
});

describe('an echoed argument never shows a secret of the environment', () => {
  const KEY = 'console-live-9f8e7d6c5b4a';
  const run = async (argv: string[], env: NodeJS.ProcessEnv = { CONSOLE_API_KEY: KEY }) => {
    const { main } = await import('../../src/cli/main.js');
    let shown = '';
    const write = (text: string) => {
      shown += text;
    };
    const code = await main(argv, { stdout: write, stderr: write }, env);
    return { code, shown };
  };

  it('redacts the key pasted into --api-url, an unknown option or a positional', async () => {
    for (const argv of [
      ['plan', '--api-url', KEY],
      ['plan', `--${KEY}`],
      ['plan', KEY],
      ['plan', '--api-url', `console:${encodeURIComponent(KEY)}`],
    ]) {
      const { code, shown } = await run(argv);
      expect(code).toBe(2);
      expect(shown).toContain('[REDACTED]');
      expect(shown).not.toContain('9f8e7d6c5b4a');
    }
  });

  it('redacts it wherever a command echoes an argument, whatever the command', async () => {
    // Observed: `validate KEY`, `validate --config KEY` (text and JSON), `validate --trusted-ref
    // KEY`, `schema KEY` and an unknown command `KEY` printed the key that CONSOLE_API_KEY held,
    // also when it ended in a line break; only plan, apply and reviews hid it.
    const cwd = await mkdtemp(join(tmpdir(), 'mac-echo-'));
    try {
      for (const argv of [
        [KEY],
        ['validate', '--cwd', cwd, KEY],
        ['validate', '--cwd', cwd, '--config', KEY],
        ['validate', '--cwd', cwd, '--config', KEY, '--format', 'json'],
        ['validate', '--cwd', cwd, '--trusted-ref', KEY],
        ['schema', KEY],
      ]) {
        for (const env of [
          { CONSOLE_API_KEY: KEY },
          { CONSOLE_API_KEY: `${KEY}\n` },
          { GITHUB_TOKEN: KEY },
        ]) {
          const { code, shown } = await run(argv, env);
          expect(code, argv.join(' ')).toBe(2);
          expect(shown, argv.join(' ')).toContain('[REDACTED]');
          expect(shown, argv.join(' ')).not.toContain('9f8e7d6c5b4a');
          if (argv.includes('json')) expect(() => JSON.parse(shown)).not.toThrow();
        }
      }
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  });

  it("leaves a key as short as a word alone: hiding it would hide the tool's own words", async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'mac-echo-'));
    try {
      await mkdir(join(cwd, 'metrics'));
      await writeFile(join(cwd, 'metrics', 'test.yaml'), 'name: test\ntype: nope\n');
      // A key as short as a word (the emulator takes any) would hide the file's own name.
      const { code, shown } = await run(['validate', '--cwd', cwd], { CONSOLE_API_KEY: 'test' });
      expect(code).toBe(1);
      expect(shown).toContain('metrics/test.yaml:2:7');
      expect(shown).not.toContain('REDACTED');
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  });

  it("leaves the emulator's public dev key as the tool prints it", async () => {
    const { code, shown } = await run(['emulator', '--help'], { CONSOLE_API_KEY: 'console-dev-key' });
    expect(code).toBe(0);
    expect(shown).toContain('default console-dev-key');
  });
});

describe('--version', () => {
  it("prints the tool's version and exits 0", async () => {
    const { main } = await import('../../src/cli/main.js');
    const { TOOL_VERSION } = await import('../../src/console/version.js');
    const out: string[] = [];
    expect(await main(['--version'], { stdout: (text) => out.push(text), stderr: () => {} })).toBe(0);
    expect(out.join('')).toBe(`metrics-as-code ${TOOL_VERSION}\n`);
    expect(TOOL_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('a URL with credentials', () => {
  it('never echoes its password in an error', () => {
    // Observed: `--api-url 'ftp://user:PASS@x'` echoed the password in its error.
    for (const url of ['ftp://user:PASS@x', 'user:PASS@console.example.com', 'ftp://PASS@x/path']) {
      const parsed = parseCommandArgs('plan', ['--api-url', url]);
      expect(parsed.ok).toBe(false);
      expect(JSON.stringify(parsed)).not.toContain('PASS');
    }
  });
});

describe('a flag written short', () => {
  it('suggests the flag it starts: `--dry-run` for `--dry-run-all`', () => {
    // Observed: "unknown option `--dry-run`", and no suggestion.
    const parsed = parseCommandArgs('plan', ['--dry-run']);
    expect(parsed).toMatchObject({
      ok: false,
      message: expect.stringContaining('(did you mean `--dry-run-all`?)'),
    });
  });
});

describe('a value written as a flag', () => {
  it('names the flag it is a value of: `--format json` for `--json`', () => {
    // Observed: "unknown option `--json`" and "unknown option `--github`", and no suggestion.
    for (const [command, flag, meant] of [
      ['validate', '--json', '--format json'],
      ['plan', '--markdown', '--format markdown'],
      ['plan', '--github', '--state github'],
    ] as const) {
      expect(parseCommandArgs(command, [flag])).toMatchObject({
        ok: false,
        message: expect.stringContaining(`(did you mean \`${meant}\`?)`),
      });
    }
  });
});

describe('a dry run asked of apply', () => {
  it('is sent to plan, which is the dry run', () => {
    // `apply --dry-run`, as other tools are asked for one, was "unknown option" and nothing more.
    for (const flag of ['--dry-run', '--dryrun', '--dry_run', '-n']) {
      const parsed = parseCommandArgs('apply', [flag]);
      expect(parsed, flag).toMatchObject({
        ok: false,
        message: expect.stringContaining(
          'apply has no dry run: `metrics-as-code plan` dry-runs what apply would create',
        ),
      });
    }
  });
});
