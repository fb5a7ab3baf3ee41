// The repo config, `metrics-as-code.yaml` (README.md ("The config")). Every key is optional; the
// parsed value has every default filled in, so the rest of the tool never re-states one.
import { baseUrlMeant, OPEN_REVIEW_STATUSES, SERVICE_RATE_WINDOWS } from '../contract/console-api.js';
import { withoutInvisible } from '../diagnostics/finding.js';
import { ruleError } from '../diagnostics/rule-tag.js';
import * as z from '../diagnostics/zod.js';
import { described, optionalField } from '../diagnostics/zod.js';

/** Each watched config costs reads with the shared key on every run: a team watches a few. */
const MAX_DYNAMIC_CONFIGS = 50;
/** Include or exclude patterns: the walk tries each on every file. */
const MAX_PATTERNS = 100;
/**
 * What keeps the walk's matching of every file against the patterns bounded (config-rules.ts): it
 * expands each `{…,…}` into one pattern per alternative (twenty such groups make a million), and
 * each wildcard past a few multiplies the ways a long file name is tried against one.
 */
export const MAX_EXPANSIONS = 256;
export const MAX_WILDCARDS = 3;

export const DEFAULT_CONFIG_FILE = 'metrics-as-code.yaml';
/** The names a config is found by, in this order (like tsc and eslint, `.yml` works too). */
export const CONFIG_FILE_NAMES = [DEFAULT_CONFIG_FILE, 'metrics-as-code.yml'] as const;

const SEVERITY = z.enum(['error', 'warning']);

const RATE_WINDOW = z.strictObject({
  requests: described(
    z.int().check(z.gte(1, ruleError('api.rate-limit', 'must be 1 or more'))),
    'POSTs allowed in the window.',
  ),
  perSeconds: described(z.number().check(z.positive()), 'Length of the window, in seconds.'),
});

const positiveInt = (rule: string) => z.int().check(z.gte(1, ruleError(rule, 'must be 1 or more')));

/** `number` from `min` to `max`, each bound broken as rule `rule`. */
const between = <T extends z.ZodMiniNumber>(number: T, min: number, max: number, rule: string) =>
  number.check(
    z.gte(min, ruleError(rule, `must be ${min} or more`)),
    z.lte(max, ruleError(rule, `must be at most ${max}`)),
  );

export const configSchema = described(
  z.strictObject({
    apiUrl: optionalField(
      z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }),
      'The Console API base URL, without /console/v1 (e.g. https://console.example.com); --api-url and CONSOLE_API_URL take precedence.',
    ),
    allowInsecureHttp: described(
      z._default(z.boolean(), false),
      'Allow a plain http:// apiUrl to a host other than loopback (the key travels in clear text).',
    ),
    metrics: described(
      z.prefault(
        z.strictObject({
          dir: described(
            z._default(z.string().check(z.minLength(1)), 'metrics'),
            'The folder of the definitions.',
          ),
          include: described(
            z._default(z.array(z.string()).check(z.maxLength(MAX_PATTERNS)), ['**/*.yaml', '**/*.yml']),
            `Glob patterns, under dir, of the definition files, matched without regard to case: at most ${MAX_PATTERNS}, each with at most ${MAX_WILDCARDS} wildcards (\`*\`, \`**\`) and no extglob group; with exclude, their \`{a,b}\` expand to ${MAX_EXPANSIONS} patterns at most.`,
          ),
          exclude: described(
            z._default(z.array(z.string()).check(z.maxLength(MAX_PATTERNS)), []),
            `Glob patterns, under dir, of files that are not definitions, matched without regard to case: at most ${MAX_PATTERNS}.`,
          ),
        }),
        {},
      ),
      'Where the definitions are.',
    ),
    allowEmpty: described(
      z._default(z.boolean(), false),
      'A repository with no definition yet passes (otherwise finding none is an error: a check that checked nothing).',
    ),
    defaults: described(
      z._default(z.record(z.string(), z.unknown()), {}),
      'Deep-merged under every definition; the definition wins. At most 1,000 values (keys and list items), each merged into every definition.',
    ),
    warehouseNative: described(
      z._default(z.boolean(), false),
      'The project is warehouse-native: every definition is checked as such.',
    ),
    externalMetrics: described(
      z._default(
        z.array(
          z
            .string()
            .check(
              z.regex(
                /^.+::.+$/,
                ruleError('config.external-metric', 'must be a `name::type` id, e.g. `gmv::sum`'),
              ),
            ),
        ),
        [],
      ),
      'Metrics made in the console that definitions may name (as `name::type` ids).',
    ),
    knownMetricSources: optionalField(
      z.array(z.string().check(z.minLength(1))),
      "The project's warehouse-native metric sources: a definition naming another is an error.",
    ),
    policy: described(
      z.prefault(
        z.strictObject({
          namePattern: optionalField(
            z.strictObject({
              pattern: described(z.string().check(z.minLength(1)), 'The regular expression.'),
              severity: described(
                z._default(SEVERITY, 'error'),
                'How a name that does not match is reported.',
              ),
            }),
            'A regular expression every metric name must match, e.g. `^[a-z][a-z0-9_]*$`.',
          ),
          requireDescription: optionalField(SEVERITY, 'Every metric has a description.'),
          requireTags: optionalField(
            z.strictObject({
              severity: described(z._default(SEVERITY, 'error'), 'How a metric without tags is reported.'),
              allowed: optionalField(z.array(z.string()), 'The only tags a metric may have.'),
            }),
            'Every metric has tags, from `allowed` when given.',
          ),
          requireTeam: optionalField(SEVERITY, 'Every metric names its team.'),
          readOnly: optionalField(SEVERITY, 'Every metric is `isReadOnly: true`: edited only through git.'),
        }),
        {},
      ),
      "The team's own conventions, each with the severity it is reported with.",
    ),
    dynamicConfigs: described(
      z._default(
        z
          .array(
            z.strictObject({ id: described(z.string().check(z.minLength(1)), 'The dynamic config id.') }),
          )
          .check(z.maxLength(MAX_DYNAMIC_CONFIGS)),
        [],
      ),
      `Dynamic configs whose open reviews the digest summarises: at most ${MAX_DYNAMIC_CONFIGS}, each read with the API key.`,
    ),
    reviews: described(
      z.prefault(
        z.strictObject({
          statuses: described(
            z._default(z.array(z.enum(OPEN_REVIEW_STATUSES)), [...OPEN_REVIEW_STATUSES]),
            'Open review statuses the digest shows (default: every one).',
          ),
          maxAgeDays: optionalField(z.number().check(z.positive()), 'Leave out reviews older than this.'),
          staleAfterDays: described(
            z._default(z.number().check(z.positive()), 7),
            'A review more than this many whole days old is marked stale (its age is shown in whole days).',
          ),
          people: described(
            z._default(
              z.record(
                z.string(),
                z
                  .string()
                  .check(
                    z.regex(
                      /^@[\w.-]+(\/[\w.-]+)?$/,
                      'must be a GitHub handle or team, e.g. `@octocat` or `@acme/data`',
                    ),
                  ),
              ),
              {},
            ),
            'Platform user or group id → GitHub handle or team: shown beside the id in every digest (inert), and a mention in the reviews issue with `mention: true`.',
          ),
          mention: described(
            z._default(z.boolean(), false),
            'Write `people` as real mentions in the reviews issue (and only there).',
          ),
          inPullRequest: described(
            z._default(z.enum(['full', 'compact', 'none']), 'compact'),
            'How much of the digest a PR comment shows: `compact`, its counts and at most ten stale, high-risk or unassigned reviews; `full`, the digest; `none`.',
          ),
        }),
        {},
      ),
      'The reviews digest.',
    ),
    onChange: described(
      z._default(z.enum(['warn', 'fail']), 'warn'),
      'A recorded definition edited in git: a warning, or an error.',
    ),
    api: described(
      z.prefault(
        z.strictObject({
          concurrency: described(
            z._default(between(z.int(), 1, 64, 'api.concurrency'), 8),
            'Requests in flight at once.',
          ),
          rateLimit: described(
            z.pipe(
              z._default(z.union([RATE_WINDOW, z.array(RATE_WINDOW).check(z.minLength(1))]), () =>
                SERVICE_RATE_WINDOWS.map((window) => ({ ...window })),
              ),
              z.transform((value) => (Array.isArray(value) ? value : [value])),
            ),
            "Client-side pacing of POSTs: one window or a list, every one respected. Default: the real service's 100 per 10 s and 900 per 15 min.",
          ),
          pullRequestShare: described(
            z._default(
              z
                .number()
                .check(
                  z.positive(),
                  z.lte(1, ruleError('api.pull-request-share', 'must be at most 1 (the whole budget)')),
                ),
              0.5,
            ),
            "The share of every window a pull request's dry runs may use, so busy PRs cannot starve a merge's apply.",
          ),
          maxWaitMinutes: described(
            z._default(
              z
                .number()
                .check(
                  z.positive(),
                  z.lte(24 * 60, ruleError('api.max-wait', 'must be at most 1440 (a day)')),
                ),
              60,
            ),
            'How long a run may wait for the rate budget in all; past it, it stops cleanly (exit 3) and the next run goes on.',
          ),
          timeoutMs: described(
            z._default(
              // A timer holds at most about 24 days; past that Node fires it at once.
              positiveInt('api.timeout').check(
                z.lte(
                  600_000,
                  ruleError('api.timeout', 'must be at most 600000 (10 minutes, in milliseconds)'),
                ),
              ),
              30_000,
            ),
            'Per request, in milliseconds.',
          ),
        }),
        {},
      ),
      'How the Console API is called.',
    ),
    state: described(
      z.prefault(
        z.strictObject({
          store: described(
            z._default(z.enum(['file', 'github']), 'file'),
            "Where the CLI keeps its ledger: `file` (state.file) or `github`, the Action's branch (state.branch), read and written with GITHUB_TOKEN or GH_TOKEN. The Action always uses the branch.",
          ),
          branch: described(
            z._default(z.string().check(z.minLength(1)), 'metrics-as-code/state'),
            "The branch of the Action's ledger: a branch of its own, never the default branch.",
          ),
          file: described(
            z._default(z.string().check(z.minLength(1)), '.metrics-as-code/state.json'),
            "The CLI's ledger file, inside the repository.",
          ),
          flushRecords: described(
            z._default(between(z.int(), 10, 1000, 'state.flush'), 200),
            'apply writes its records to the ledger once this many are waiting...',
          ),
          flushSeconds: described(
            z._default(between(z.number(), 1, 60, 'state.flush'), 5),
            '...or this many seconds after the first one waits, and at the end of the run.',
          ),
        }),
        {},
      ),
      'The ledger of created metrics.',
    ),
  }),
  'metrics-as-code repository config (metrics-as-code.yaml).',
);

export type RepoConfig = z.output<typeof configSchema>;

/** The config with every default, for a repository without a config file. */
export function defaultConfig(): RepoConfig {
  return configSchema.parse({});
}

/**
 * The settings that decide where the API key goes, what it reads (whose reviews a pull request's
 * comment shows), how the shared rate budget is spent and which guards of the catalogue apply. On
 * a pull request they come from the base branch's config, never from the pull request's own.
 */
export const KEY_SETTINGS = [
  'apiUrl',
  'allowInsecureHttp',
  'api',
  'state',
  'policy',
  'onChange',
  'dynamicConfigs',
  'reviews',
] as const;
export type KeySetting = (typeof KEY_SETTINGS)[number];
export type KeySettings = Pick<RepoConfig, KeySetting>;

export function keySettingsOf(config: RepoConfig): KeySettings {
  const { apiUrl, allowInsecureHttp, api, state, policy, onChange, dynamicConfigs, reviews } = config;
  const settings = { allowInsecureHttp, api, state, policy, onChange, dynamicConfigs, reviews };
  return { ...(apiUrl !== undefined && { apiUrl }), ...settings };
}

/** Plain http to a host other than this machine: the key would travel in clear text. */
export function isCleartextRemote(apiUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    return false; // not a URL at all: said elsewhere
  }
  return url.protocol === 'http:' && !isLoopback(url.hostname);
}

/**
 * Where the Console API URL is set, as a message names them: the config's first, as init's workflow
 * reads it; each of the others overrides it (--api-url over CONSOLE_API_URL).
 */
export const API_URL_SOURCES =
  "apiUrl in metrics-as-code.yaml, the Action's api-url input, --api-url or CONSOLE_API_URL";

/** An http or https URL: the Console API URL from any source must be one. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The URL a value written without its scheme meant, as a base URL (baseUrlMeant): https, or http
 * to this machine (`127.0.0.1:8787`, where the emulator listens); or one copied from a report with
 * its zero-width space. Undefined unless the value is a host, with a port and a path or not.
 */
export function urlWithScheme(value: string): string | undefined {
  const visible = withoutInvisible(value);
  if (visible !== value)
    return isHttpUrl(visible) ? (baseUrlMeant(visible) ?? visible) : urlWithScheme(visible);
  if (!/^[\w.-]+(?::\d+)?(?:\/\S*)?$/.test(value)) return undefined;
  const host = value.split(/[:/]/, 1)[0]!;
  const url = `${isLoopback(host) ? 'http' : 'https'}://${value}`;
  return baseUrlMeant(url) ?? url;
}

/** `[::1]` as a URL writes it, `::1` as a host to listen on. */
const LOOPBACK_NAMES = new Set(['localhost', '[::1]', '::1']);

export function isLoopback(hostname: string): boolean {
  return LOOPBACK_NAMES.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}
