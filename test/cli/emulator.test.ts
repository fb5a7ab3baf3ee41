// `metrics-as-code emulator`: flags, exit codes, what it prints, and a clean stop on a signal.
import { describe, expect, it } from 'vitest';
import { banner, emulatorCommand, keyHint, parseEmulatorFlags } from '../../src/cli/emulator.js';
import { countMetric, exited, listeningUrl, post, reviews, spawnCli } from '../emulator/helpers.js';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { stdout: (line: string) => out.push(line), stderr: (line: string) => err.push(line) },
  };
}

describe('flags', () => {
  it('maps every flag to an emulator option', () => {
    const parsed = parseEmulatorFlags([
      '--port=9000',
      '--host',
      '0.0.0.0',
      '--api-key',
      'a-key',
      '--api-key',
      'b-key',
      '--seed',
      'seed.yaml',
      '--data-file',
      'data.json',
      '--latency-ms',
      '25',
      '--rate-limit',
      '100/10s,900/15m',
      '--faults',
      '503:0.1,reset:0.05',
      '--fault-seed',
      '7',
      '--warehouse-native',
    ]);
    expect(parsed).toEqual({
      ok: true,
      value: {
        help: false,
        seedFile: 'seed.yaml',
        options: {
          host: '0.0.0.0',
          port: 9000,
          apiKeys: ['a-key', 'b-key'],
          dataFile: 'data.json',
          latencyMs: 25,
          rateLimit: '100/10s,900/15m',
          faults: '503:0.1,reset:0.05',
          faultSeed: 7,
          warehouseNative: true,
        },
      },
    });
    expect(parseEmulatorFlags([])).toMatchObject({
      ok: true,
      value: { options: { port: 8787, host: '127.0.0.1' } },
    });
  });

  it.each([
    [['--bogus'], 'bogus'],
    [['--port', 'http'], '--port'],
    [['--port', '70000'], '--port'],
    [['--latency-ms', '-5'], '--latency-ms'],
    [['--fault-seed', '1.5'], '--fault-seed'],
    [['--faults', '503:lots'], '--faults'],
    [['--rate-limit', 'fast'], '--rate-limit'],
    [['--api-key', ''], '--api-key'],
    [['serve'], 'serve'],
    [['--port'], 'port'],
  ])('exits 2 on %j with a message naming the problem', async (argv, mention) => {
    const { err, io } = capture();
    expect(await emulatorCommand(argv, io)).toBe(2);
    expect(err.join('\n')).toContain(mention);
    expect(err.join('\n')).toContain('Usage: metrics-as-code emulator');
  });

  it('exits 2 when the seed file is missing or invalid', async () => {
    const { err, io } = capture();
    expect(await emulatorCommand(['--port', '0', '--seed', '/nonexistent/seed.yaml'], io)).toBe(2);
    // Observed: "cannot read the seed file /nonexistent/seed.yaml: ENOENT", the system's code.
    expect(err.join('\n')).toContain('cannot read the seed file /nonexistent/seed.yaml: no such file');
  });

  it('a host it cannot listen on says why in words, and what to give instead', async () => {
    // Observed: "cannot listen on 10.255.255.1:0: EADDRNOTAVAIL", the system's code.
    for (const host of ['10.255.255.1', 'nosuch.invalid']) {
      const { err, io } = capture();
      expect(await emulatorCommand(['--host', host, '--port', '0'], io)).toBe(2);
      expect(err.join('\n')).toMatch(
        new RegExp(
          `cannot listen on ${host.replace(/\./g, '\\.')}:0: .*: use 127\\.0\\.0\\.1 \\(the default\\) or 0\\.0\\.0\\.0`,
        ),
      );
    }
  });

  it('a port that fetch refuses to open is refused, with a port to use instead', async () => {
    // Observed: `emulator --port 6000` listened and printed `CONSOLE_API_URL=http://127.0.0.1:6000`,
    // which every request of the CLI then failed on ("bad port"), advising to start the emulator.
    const { err, io } = capture();
    expect(await emulatorCommand(['--port', '6000'], io)).toBe(2);
    expect(err.join('\n')).toContain(
      'port 6000 is one that fetch refuses to open (as browsers do), so neither the CLI nor the Action could reach the emulator there: pick another port, e.g. 8787 (the default)',
    );
  });

  it('--help prints the usage and exits 0', async () => {
    const { out, io } = capture();
    expect(await emulatorCommand(['--help'], io)).toBe(0);
    expect(out.join('\n')).toContain('--fault-seed');
  });
});

describe('key hint', () => {
  it('shows the default dev key, never a chosen one', () => {
    expect(keyHint(undefined)).toContain('console-dev-key');
    const hint = keyHint(['my-own-secret', 'another-secret']);
    expect(hint).not.toContain('secret');
    expect(hint).toContain('2');
  });
});

describe('banner', () => {
  it('says how to point the tool at it', () => {
    // Observed: following init's "Next:" line, `emulator` then `plan` stopped with "no Console API
    // URL": the banner gave the key's export, not the URL's.
    expect(banner('http://127.0.0.1:8787', {}, undefined)).toContain(
      'API URL: export CONSOLE_API_URL=http://127.0.0.1:8787 (or apiUrl: http://127.0.0.1:8787 in the repo config)',
    );
  });

  it('gives a working curl line with the dev key, a placeholder for a chosen one', () => {
    const url = 'http://127.0.0.1:8787';
    expect(banner(url, {}, undefined)).toContain(
      `Try: curl -H 'SERVICE-API-KEY: console-dev-key' ${url}/console/v1/dynamic_configs/checkout_flow/reviews`,
    );
    const chosen = banner(
      url,
      { apiKeys: ['hush-hush'], faults: '503:0.1', faultSeed: 3, latencyMs: 5 },
      {
        dynamicConfigs: [{ id: 'mine/1' }],
      },
    );
    expect(chosen.join('\n')).not.toContain('hush-hush');
    expect(chosen).toContain(
      `Try: curl -H 'SERVICE-API-KEY: YOUR_KEY' ${url}/console/v1/dynamic_configs/mine%2F1/reviews`,
    );
    expect(chosen).toContain('Emulating: latency 5 ms, faults 503:0.1 (seed 3)');
    expect(banner(url, {}, { dynamicConfigs: [] }).some((line) => line.startsWith('Try:'))).toBe(false);
  });

  it('says when other machines can reach it, and that the dev key lets anyone in', () => {
    // Observed: `--host 0.0.0.0` printed "listening on http://127.0.0.1:8787", nothing more: it
    // served every interface, and anyone on the network holds the default key.
    const open = banner('http://127.0.0.1:8787', { host: '0.0.0.0' }, undefined);
    expect(open).toContain(
      'Reachable from other machines (--host 0.0.0.0), and the default dev key is public: pass --api-key KEY to choose one.',
    );
    expect(banner('http://[::1]:8787', { host: '::', apiKeys: ['mine'] }, undefined)).toContain(
      'Reachable from other machines (--host ::).',
    );
    for (const host of [undefined, '127.0.0.1', 'localhost', '::1'])
      expect(banner('http://127.0.0.1:8787', { ...(host && { host }) }, undefined).join('\n')).not.toMatch(
        /Reachable/,
      );
  });
});

describe('running', () => {
  it('serves until told to stop, printing the URL and no chosen key', async () => {
    const { out, io } = capture();
    const stop = new AbortController();
    const key = 'team-secret-9d2f';
    const running = emulatorCommand(['emulator', '--port', '0', '--api-key', key], {
      ...io,
      signal: stop.signal,
    });
    await expect.poll(() => out.join('\n')).toContain('listening on http://127.0.0.1:');
    const url = /listening on (\S+)/.exec(out.join('\n'))![1]!;
    expect((await reviews(url, 'checkout_flow', '', { key })).status).toBe(200);
    expect((await reviews(url, 'checkout_flow')).status).toBe(401);
    stop.abort();
    expect(await running).toBe(0);
    expect(out.join('\n')).not.toContain(key);
    expect(out.at(-1)).toContain('stopped');
  });

  it('stops cleanly on SIGTERM as a separate process, its banner a line each', async () => {
    const child = spawnCli(['--port', '0', '--warehouse-native']);
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
    });
    const url = await listeningUrl(child);
    const reply = await post(url, { name: 'cli_whn', type: 'sum' });
    expect(reply.status).toBe(201);
    expect(reply.json.data.warehouseNative.loadingWindow).toBe(90);
    const cloudCriterion = {
      ...countMetric('cli_count'),
      metricEvents: [{ name: 'e', criteria: [{ type: 'value', condition: 'in' }] }],
    };
    expect((await post(url, cloudCriterion)).json.errors).toEqual([
      { property: 'metricEvents.0.criteria.0.type', errorMessage: expect.stringContaining('metadata') },
    ]);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    // Observed: through the command line the banner ran together on one line.
    expect(printed.split('\n')).toEqual([
      `Console API emulator listening on ${url}`,
      expect.stringMatching(/^API URL: export CONSOLE_API_URL=/),
      expect.stringMatching(/^API key: console-dev-key/),
      expect.stringMatching(/^Try: curl /),
      'Emulating: warehouse-native project',
      'Press Ctrl+C to stop.',
      'Emulator stopped.',
      '',
    ]);
  });

  it('exits 2 when the port is taken', async () => {
    const first = spawnCli(['--port', '0']);
    try {
      const port = new URL(await listeningUrl(first)).port;
      const { err, io } = capture();
      expect(await emulatorCommand(['--port', port], io)).toBe(2);
      expect(err.join('\n')).toContain('already in use');
    } finally {
      first.kill('SIGTERM');
      await exited(first);
    }
  });
});
