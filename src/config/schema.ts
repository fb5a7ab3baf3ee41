// The repo config, `metrics-as-code.yaml` (README.md ("The config")). Every key is optional; the
// parsed value has every default filled in, so the rest of the tool never re-states one.
import * as z from 'zod';
import { OPEN_REVIEW_STATUSES, REVIEW_STATUSES, SERVICE_RATE_WINDOWS } from '../contract/console-api.js';
import { ruleError } from '../diagnostics/rule-tag.js';

export const DEFAULT_CONFIG_FILE = 'metrics-as-code.yaml';
/** The names a config is found by, in this order (like tsc and eslint, `.yml` works too). */
export const CONFIG_FILE_NAMES = [DEFAULT_CONFIG_FILE, 'metrics-as-code.yml'] as const;

const SEVERITY = z.enum(['error', 'warning']);

const RATE_WINDOW = z.strictObject({
  requests: z
    .int()
    .min(1, ruleError('api.rate-limit', 'must be 1 or more'))
    .describe('POSTs allowed in the window.'),
  perSeconds: z.number().positive().describe('Length of the window, in seconds.'),
});

const positiveInt = (rule: string) => z.int().min(1, ruleError(rule, 'must be 1 or more'));

export const configSchema = z
  .strictObject({
    apiUrl: z
      .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
      .optional()
      .describe(
        'The Console API base URL (ends in /console/v1); --api-url and CONSOLE_API_URL take precedence.',
      ),
    allowInsecureHttp: z
      .boolean()
      .default(false)
      .describe(
        'Allow a plain http:// apiUrl to a host other than loopback (the key travels in clear text).',
      ),
    metrics: z
      .strictObject({
        dir: z.string().min(1).default('metrics').describe('The folder of the definitions.'),
        include: z
          .array(z.string())
          .default(['**/*.yaml', '**/*.yml'])
          .describe('Glob patterns, under dir, of the definition files.'),
        exclude: z
          .array(z.string())
          .default([])
          .describe('Glob patterns, under dir, of files that are not definitions.'),
      })
      .prefault({})
      .describe('Where the definitions are.'),
    allowEmpty: z
      .boolean()
      .default(false)
      .describe(
        'A repository with no definition yet passes (otherwise finding none is an error: a check that checked nothing).',
      ),
    defaults: z
      .record(z.string(), z.unknown())
      .default({})
      .describe('Deep-merged under every definition; the definition wins.'),
    warehouseNative: z
      .boolean()
      .default(false)
      .describe('The project is warehouse-native: every definition is checked as such.'),
    externalMetrics: z
      .array(
        z
          .string()
          .regex(
            /^.+::.+$/,
            ruleError('config.external-metric', 'must be a `name::type` id, e.g. `gmv::sum`'),
          ),
      )
      .default([])
      .describe('Metrics made in the console that definitions may name (as `name::type` ids).'),
    knownMetricSources: z
      .array(z.string().min(1))
      .optional()
      .describe("The project's warehouse-native metric sources: a definition naming another is an error."),
    policy: z
      .strictObject({
        namePattern: z
          .strictObject({
            pattern: z.string().min(1).describe('The regular expression.'),
            severity: SEVERITY.default('error').describe('How a name that does not match is reported.'),
          })
          .optional()
          .describe('A regular expression every metric name must match, e.g. `^[a-z][a-z0-9_]*$`.'),
        requireDescription: SEVERITY.optional().describe('Every metric has a description.'),
        requireTags: z
          .strictObject({
            severity: SEVERITY.default('error').describe('How a metric without tags is reported.'),
            allowed: z.array(z.string()).optional().describe('The only tags a metric may have.'),
          })
          .optional()
          .describe('Every metric has tags, from `allowed` when given.'),
        requireTeam: SEVERITY.optional().describe('Every metric names its team.'),
        readOnly: SEVERITY.optional().describe(
          'Every metric is `isReadOnly: true`: edited only through git.',
        ),
      })
      .prefault({})
      .describe("The team's own conventions, each with the severity it is reported with."),
    dynamicConfigs: z
      .array(z.strictObject({ id: z.string().min(1).describe('The dynamic config id.') }))
      .default([])
      .describe('Dynamic configs whose open reviews the digest summarises.'),
    reviews: z
      .strictObject({
        statuses: z
          .array(z.enum(REVIEW_STATUSES))
          .default([...OPEN_REVIEW_STATUSES])
          .describe('Review statuses the digest shows (default: every open one).'),
        maxAgeDays: z.number().positive().optional().describe('Leave out reviews older than this.'),
        staleAfterDays: z
          .number()
          .positive()
          .default(7)
          .describe('A review older than this is marked stale.'),
        people: z
          .record(
            z.string(),
            z
              .string()
              .regex(
                /^@[\w.-]+(\/[\w.-]+)?$/,
                'must be a GitHub handle or team, e.g. `@octocat` or `@acme/data`',
              ),
          )
          .default({})
          .describe('Platform user or group id → GitHub handle or team, to mention in the reviews issue.'),
        mention: z
          .boolean()
          .default(false)
          .describe('Write `people` as real mentions in the reviews issue (and only there).'),
        inPullRequest: z
          .enum(['full', 'compact', 'none'])
          .default('compact')
          .describe('How much of the digest a PR comment shows.'),
      })
      .prefault({})
      .describe('The reviews digest.'),
    onChange: z
      .enum(['warn', 'fail'])
      .default('warn')
      .describe('A recorded definition edited in git: a warning, or an error.'),
    api: z
      .strictObject({
        concurrency: positiveInt('api.concurrency')
          .max(64, ruleError('api.concurrency', 'must be at most 64'))
          .default(8)
          .describe('Requests in flight at once.'),
        rateLimit: z
          .union([RATE_WINDOW, z.array(RATE_WINDOW).min(1)])
          .default(() => SERVICE_RATE_WINDOWS.map((window) => ({ ...window })))
          .transform((value) => (Array.isArray(value) ? value : [value]))
          .describe(
            "Client-side pacing of POSTs: one window or a list, every one respected. Default: the real service's 100 per 10 s and 900 per 15 min.",
          ),
        pullRequestShare: z
          .number()
          .positive()
          .max(1, ruleError('api.pull-request-share', 'must be at most 1 (the whole budget)'))
          .default(0.5)
          .describe(
            "The share of every window a pull request's dry runs may use, so busy PRs cannot starve a merge's apply.",
          ),
        maxWaitMinutes: z
          .number()
          .positive()
          .max(24 * 60, ruleError('api.max-wait', 'must be at most 1440 (a day)'))
          .default(60)
          .describe(
            'How long a run may wait for the rate budget in all; past it, it stops cleanly (exit 3) and the next run goes on.',
          ),
        timeoutMs: positiveInt('api.timeout').default(30_000).describe('Per request, in milliseconds.'),
      })
      .prefault({})
      .describe('How the Console API is called.'),
    state: z
      .strictObject({
        store: z
          .enum(['file', 'github'])
          .default('file')
          .describe(
            "Where the CLI keeps its ledger: `file` (state.file) or `github`, the Action's branch (state.branch), read and written with GITHUB_TOKEN or GH_TOKEN. The Action always uses the branch.",
          ),
        branch: z
          .string()
          .min(1)
          .default('metrics-as-code/state')
          .describe("The branch of the Action's ledger."),
        file: z
          .string()
          .min(1)
          .default('.metrics-as-code/state.json')
          .describe("The CLI's ledger file, inside the repository."),
        flushRecords: z
          .int()
          .min(10, ruleError('state.flush', 'must be 10 or more'))
          .max(1000, ruleError('state.flush', 'must be at most 1000'))
          .default(200)
          .describe('apply writes its records to the ledger once this many are waiting...'),
        flushSeconds: z
          .number()
          .min(1, ruleError('state.flush', 'must be 1 or more'))
          .max(60, ruleError('state.flush', 'must be at most 60'))
          .default(5)
          .describe('...or this many seconds after the first one waits, and at the end of the run.'),
      })
      .prefault({})
      .describe('The ledger of created metrics.'),
  })
  .describe('metrics-as-code repository config (metrics-as-code.yaml).');

export type RepoConfig = z.output<typeof configSchema>;

/** The config with every default, for a repository without a config file. */
export function defaultConfig(): RepoConfig {
  // Once a run: zod's compiled fast path would cost more to build than this one parse takes.
  return configSchema.parse({}, { jitless: true });
}

/**
 * The settings that decide where the API key goes and how the shared rate budget is spent. On a
 * pull request they come from the base branch's config, never from the pull request's own.
 */
export const KEY_SETTINGS = ['apiUrl', 'allowInsecureHttp', 'api', 'state'] as const;
export type KeySettings = Pick<RepoConfig, (typeof KEY_SETTINGS)[number]>;

export function keySettingsOf(config: RepoConfig): KeySettings {
  const { apiUrl, allowInsecureHttp, api, state } = config;
  return { ...(apiUrl !== undefined && { apiUrl }), allowInsecureHttp, api, state };
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

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}
