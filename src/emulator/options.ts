// Emulator options, checked once at start so a bad spec fails there and never mid-request, and
// the seed's metrics turned into stored data.
import { checkDefinition } from '../definitions/check.js';
import type { CreateMetricBody } from '../definitions/schema.js';
import { compareNames, dottedPath } from '../diagnostics/finding.js';
import { type FaultKind, faultDrawer, parseFaultSpec, seededRandom } from './faults.js';
import { createKeyRing, DEFAULT_API_KEY, type KeyIdentity, type KeyRing } from './keys.js';
import { type MetricData, metricData } from './metrics.js';
import { parseRateLimitSpec, SlidingWindowLimiter } from './rate-limit.js';
import { fail, ok, type Result } from './result.js';
import type { EmulatorSeed, SeedPlace } from './seed.js';

export interface EmulatorOptions {
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 0: a free port (the CLI defaults to 8787). */
  port?: number;
  /** Default ['console-dev-key']. */
  apiKeys?: string[];
  /** Default: the built-in sample, dated as of `now` (sampleSeed). */
  seed?: EmulatorSeed;
  /** Where a field of `seed` is written, when it came from a file (loadSeedFile). */
  seedPlace?: SeedPlace;
  /** Persist metrics across restarts; each create is on disk before its 201 is sent. */
  dataFile?: string;
  /** Added to every response. */
  latencyMs?: number;
  /** `100/10s,900/15m`: sliding windows over POSTs (dry runs count); 429 + Retry-After. */
  rateLimit?: string;
  /** `503:0.1,500-after-commit:0.1,429:0.05,reset:0.05`. */
  faults?: string;
  /** Seed of the fault sequence (default: random). */
  faultSeed?: number;
  /** Emulate a warehouse-native project: every create is checked in that mode. */
  warehouseNative?: boolean;
  /** The clock, epoch ms (default Date.now): createdTime and the rate-limit windows read it. */
  now?: () => number;
}

export interface Settings {
  host: string;
  port: number;
  keys: KeyRing;
  latencyMs: number;
  limiter: SlidingWindowLimiter | undefined;
  drawFault: () => FaultKind | undefined;
  warehouseNative: boolean;
  now: () => number;
}

/** The ports the fetch standard never connects to ("bad port"), so no client of ours can either. */
// biome-ignore format: a list of numbers
const FETCH_BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
  109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
  526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export function resolveOptions(options: EmulatorOptions): Result<Settings> {
  const keys = createKeyRing(options.apiKeys ?? [DEFAULT_API_KEY]);
  if (!keys.ok) return keys;
  const latencyMs = options.latencyMs ?? 0;
  if (!Number.isFinite(latencyMs) || latencyMs < 0)
    return fail('latency.range', 'latencyMs must be 0 or more');
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    return fail('port.range', 'port must be 0 to 65535');
  if (FETCH_BAD_PORTS.has(port))
    return fail(
      'port.blocked',
      `port ${port} is one that fetch refuses to open (as browsers do), so neither the CLI nor the Action could reach the emulator there: pick another port, e.g. 8787 (the default)`,
    );
  const windows = parseRateLimitSpec(options.rateLimit ?? '');
  if (!windows.ok) return windows;
  const faults = parseFaultSpec(options.faults ?? '');
  if (!faults.ok) return faults;
  const now = options.now ?? Date.now;
  const random = seededRandom(options.faultSeed ?? Math.floor(Math.random() * 2 ** 32));
  return ok({
    host: options.host ?? '127.0.0.1',
    port,
    keys: keys.value,
    latencyMs,
    limiter: windows.value.length > 0 ? new SlidingWindowLimiter(windows.value, now) : undefined,
    drawFault: faultDrawer(faults.value, random),
    warehouseNative: options.warehouseNative ?? false,
    now,
  });
}

const SEED_IDENTITY: KeyIdentity = {
  ownerID: 'emulator_seed',
  ownerType: 'CONSOLE_API_KEY',
  ownerName: 'Seed data (emulator)',
  ownerEmail: 'seed@emulator.invalid',
};

/** The seed's metrics as stored data; each must be a valid definition in the project's mode. */
export function seedMetrics(
  seed: EmulatorSeed,
  settings: Settings,
  baseUrl: string,
  place: SeedPlace = (path) => `seed ${dottedPath(path)}`,
): Result<MetricData[]> {
  const stored: MetricData[] = [];
  const problems: string[] = [];
  for (const [i, metric] of (seed.metrics ?? []).entries()) {
    const findings = checkDefinition(metric, { projectWarehouseNative: settings.warehouseNative });
    const errors = findings.filter((finding) => finding.severity === 'error');
    for (const error of errors) problems.push(`  ${place(['metrics', i, ...error.path])}: ${error.message}`);
    if (errors.length > 0) continue;
    const context = {
      projectWarehouseNative: settings.warehouseNative,
      identity: SEED_IDENTITY,
      now: settings.now(),
      baseUrl,
    };
    const data = metricData(metric as CreateMetricBody, context);
    if (stored.some((other) => other.id === data.id))
      problems.push(`  ${place(['metrics', i, 'name'])}: repeats the metric ${data.id}`);
    stored.push(data);
  }
  return problems.length > 0
    ? fail('seed.metrics', `the seed's metrics are not valid:\n${problems.sort(compareNames).join('\n')}`)
    : ok(stored);
}
