// `metrics-as-code emulator`: serves the local Console API (docs/emulator.md) until SIGINT or
// SIGTERM. Flags are checked before anything listens; a bad one exits 2 with what to fix.

import { isLoopback } from '../config/schema.js';
import { AUTH_HEADER, reviewsPath } from '../contract/console-api.js';
import { parseFaultSpec } from '../emulator/faults.js';
import { DEFAULT_API_KEY } from '../emulator/keys.js';
import { parseRateLimitSpec } from '../emulator/rate-limit.js';
import { fail, ok, type Result } from '../emulator/result.js';
import { type EmulatorOptions, type EmulatorSeed, loadSeedFile, startEmulator } from '../emulator/server.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { ToolError } from '../outcome/failure.js';
import { parseFlags } from './args.js';
import { DEFAULT_EMULATOR_PORT } from './commands.js';
import { commandHelp, usageError } from './help.js';
import { type CliIo, processIo } from './io.js';

export interface EmulatorCommandIo extends CliIo {
  /** Stops the emulator like SIGINT does (tests use it instead of signals). */
  signal?: AbortSignal;
}

interface ParsedFlags {
  help: boolean;
  options: EmulatorOptions;
  seedFile: string | undefined;
}

/** Flags to emulator options; pure, so every usage error is testable without a server. */
export function parseEmulatorFlags(argv: readonly string[]): Result<ParsedFlags> {
  const parsed = parseFlags('emulator', argv);
  if (!parsed.ok) return fail('usage.flag', parsed.message);
  const { values } = parsed;
  const port = integerFlag('--port', values.port, DEFAULT_EMULATOR_PORT, 0, 65535);
  if (!port.ok) return port;
  const latency = integerFlag('--latency-ms', values['latency-ms'], 0, 0, 600_000);
  if (!latency.ok) return latency;
  const faultSeed = integerFlag('--fault-seed', values['fault-seed'], undefined, 0, 2 ** 32 - 1);
  if (!faultSeed.ok) return faultSeed;
  for (const [flag, value, parse] of [
    ['--rate-limit', values['rate-limit'], parseRateLimitSpec],
    ['--faults', values.faults, parseFaultSpec],
  ] as const) {
    const parsed = value === undefined ? ok([]) : parse(value);
    if (!parsed.ok) return fail(parsed.problem.kind, `${flag}: ${parsed.problem.message}`);
  }
  const apiKeys = values['api-key'];
  if (apiKeys?.some((key) => key.trim() === '')) return fail('usage.api-key', '--api-key cannot be empty');
  return ok({
    help: values.help === true,
    seedFile: values.seed,
    options: {
      host: values.host ?? '127.0.0.1',
      port: port.value,
      ...(apiKeys ? { apiKeys } : {}),
      ...(values['data-file'] ? { dataFile: values['data-file'] } : {}),
      latencyMs: latency.value,
      ...(values['rate-limit'] ? { rateLimit: values['rate-limit'] } : {}),
      ...(values.faults ? { faults: values.faults } : {}),
      ...(faultSeed.value === undefined ? {} : { faultSeed: faultSeed.value }),
      warehouseNative: values['warehouse-native'] === true,
    },
  });
}

function integerFlag<T extends number | undefined>(
  flag: string,
  raw: string | undefined,
  fallback: T,
  min: number,
  max: number,
): Result<number | T> {
  if (raw === undefined) return ok(fallback);
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    return fail('usage.number', `${flag} must be a whole number from ${min} to ${max}, got \`${raw}\``);
  }
  return ok(value);
}

/** How a user finds the key: the default dev key is shown, a key they chose is not. */
export function keyHint(apiKeys: readonly string[] | undefined): string {
  if (apiKeys === undefined || apiKeys.every((key) => key === DEFAULT_API_KEY)) {
    return `API key: ${DEFAULT_API_KEY} (the default dev key): export CONSOLE_API_KEY=${DEFAULT_API_KEY}`;
  }
  const count = new Set(apiKeys).size;
  return `API keys: ${count} given with --api-key (not shown); send one in the SERVICE-API-KEY header`;
}

/** Runs the emulator until SIGINT, SIGTERM or `io.signal`; returns the exit code. */
export async function emulatorCommand(argv: string[], io: EmulatorCommandIo = processIo): Promise<number> {
  const out = (line: string) => io.stdout(`${line}\n`);
  const err = (line: string) => io.stderr(`${line}\n`);
  // Tolerate being handed the whole command line after the binary name.
  const args = argv[0] === 'emulator' ? argv.slice(1) : argv;
  const flags = parseEmulatorFlags(args);
  if (!flags.ok) {
    err(usageError('emulator', flags.problem.message).trimEnd());
    return ExitCode.Usage;
  }
  if (flags.value.help) {
    out(commandHelp('emulator').trimEnd());
    return ExitCode.Ok;
  }
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  let seed: EmulatorSeed | undefined;
  try {
    const { seedFile } = flags.value;
    const fromFile = seedFile === undefined ? undefined : await loadSeedFile(seedFile);
    seed = fromFile?.seed;
    emulator = await startEmulator({ ...flags.value.options, ...fromFile });
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    err(`metrics-as-code emulator: ${error.message}`);
    return ExitCode.Usage;
  }
  for (const line of banner(emulator.url, flags.value.options, seed)) out(line);
  out('Press Ctrl+C to stop.');
  await stopRequested(io.signal);
  await emulator.close();
  out('Emulator stopped.');
  return ExitCode.Ok;
}

/** What a user needs to start using the emulator, with no key shown that they chose themselves. */
export function banner(url: string, options: EmulatorOptions, seed: EmulatorSeed | undefined): string[] {
  const lines = [
    `Console API emulator listening on ${url}`,
    `API URL: export CONSOLE_API_URL=${url} (or apiUrl: ${url} in the repo config)`,
    keyHint(options.apiKeys),
  ];
  // The URL above is the local one; bound past loopback, anyone on the network may call it.
  const { host } = options;
  if (host !== undefined && !isLoopback(host)) {
    const devKey =
      options.apiKeys === undefined
        ? ', and the default dev key is public: pass --api-key KEY to choose one'
        : '';
    lines.push(`Reachable from other machines (--host ${host})${devKey}.`);
  }
  const shownKey = options.apiKeys === undefined ? DEFAULT_API_KEY : 'YOUR_KEY';
  const firstConfig = seed ? seed.dynamicConfigs?.[0]?.id : 'checkout_flow';
  if (firstConfig !== undefined) {
    const path = reviewsPath(firstConfig);
    lines.push(`Try: curl -H '${AUTH_HEADER}: ${shownKey}' ${url}${path}`);
  }
  if (options.dataFile) lines.push(`Metrics are kept in ${options.dataFile}`);
  const seeded = options.faultSeed === undefined ? '' : ` (seed ${options.faultSeed})`;
  const testing = [
    options.latencyMs ? `latency ${options.latencyMs} ms` : '',
    options.rateLimit ? `rate limit ${options.rateLimit}` : '',
    options.faults ? `faults ${options.faults}${seeded}` : '',
    options.warehouseNative ? 'warehouse-native project' : '',
  ].filter(Boolean);
  if (testing.length > 0) lines.push(`Emulating: ${testing.join(', ')}`);
  return lines;
}

function stopRequested(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
}
