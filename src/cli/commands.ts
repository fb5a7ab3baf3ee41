// Every CLI command, declared once: its flags, arguments, environment and exit codes. The argument
// parser (args.ts), each command's `--help` and the overview (help.ts) and the README's CLI table
// (scripts/docs.ts) are all derived from this table, so they cannot drift apart.
// Pure data: importing it loads no command.
import { DEFAULT_API_KEY } from '../emulator/keys.js';
import { ExitCode } from '../outcome/exit-codes.js';

export interface FlagSpec {
  type: 'string' | 'boolean';
  /** The value's placeholder in help (`DIR`, `URL`), for a string flag. */
  value?: string;
  short?: string;
  /** May be given several times. */
  multiple?: boolean;
  /** The only values a string flag takes; the parser refuses any other. */
  choices?: readonly string[];
  description: string;
}

export interface CommandSpec {
  /** One line: the overview and the README table. */
  summary: string;
  /** What the command reaches: `none`, `Console API`, `listens`, `writes files`. */
  network: string;
  /** Positional arguments, e.g. `[PATH...]`; none when absent. */
  positionals?: { usage: string; description: string };
  /** More than the summary, for `--help`. */
  details?: string;
  flags: Readonly<Record<string, FlagSpec>>;
  /**
   * Flags other tools take for this command's purpose, written without `-` and `_` in lower case
   * (`dryrun` for `--dry-run`), and what to write here instead.
   */
  misread?: Readonly<Record<string, string>>;
  /** Environment variables the command reads (names of `ENVIRONMENT`). */
  env: readonly EnvName[];
  exits: readonly ExitCode[];
}

export const ENVIRONMENT = {
  CONSOLE_API_KEY:
    'the API key, sent only to the Console API URL; never a flag, and never printed (also redacted from echoed arguments)',
  CONSOLE_API_URL: "the Console API base URL when --api-url is not given (else the config's `apiUrl`)",
  GITHUB_SHA: 'the commit recorded beside each created metric in the ledger, when set',
  GITHUB_TOKEN: 'with --state github: the token that reads (plan) and writes (apply) the ledger branch',
  GH_TOKEN: 'with --state github, when GITHUB_TOKEN is not set (e.g. `GH_TOKEN=$(gh auth token)`)',
  GITHUB_REPOSITORY:
    'with --state github and no --repo: the OWNER/NAME that holds the ledger (else the `origin` remote)',
  GITHUB_API_URL:
    'with --state github: the GitHub API (GitHub Enterprise Server; default https://api.github.com)',
} as const;
type EnvName = keyof typeof ENVIRONMENT;

export const DEFAULT_EMULATOR_PORT = 8787;

const NO_DRY_RUN = 'apply has no dry run: `metrics-as-code plan` dry-runs what apply would create';

const HELP = { type: 'boolean', short: 'h', description: 'show this help' } as const satisfies FlagSpec;
const CWD = {
  type: 'string',
  value: 'DIR',
  description:
    'run as if started in DIR, as `git -C` does: the repository root is the nearest folder from there up to the git root with metrics-as-code.yaml or .yml',
} as const satisfies FlagSpec;
const CONFIG = {
  type: 'string',
  value: 'FILE',
  description: 'the repo config, relative to --cwd (default: metrics-as-code.yaml or .yml)',
} as const satisfies FlagSpec;
export const OUTPUT_FORMATS = ['text', 'json', 'markdown'] as const;
const FORMAT = {
  type: 'string',
  value: 'FORMAT',
  choices: OUTPUT_FORMATS,
  description: 'text (default), json (one object) or markdown (the PR comment)',
} as const satisfies FlagSpec;
const API_URL = {
  type: 'string',
  value: 'URL',
  description: 'the Console API base URL, without /console/v1 (else CONSOLE_API_URL, else the config)',
} as const satisfies FlagSpec;

/** Where plan and apply keep the ledger. */
const STATE_FLAGS = {
  state: {
    type: 'string',
    value: 'STORE',
    choices: ['file', 'github'],
    description:
      "file (the config's state.file) or github (the Action's ledger branch, what CI sees); default: the config's state.store, else file",
  },
  repo: {
    type: 'string',
    value: 'OWNER/NAME',
    description:
      'with --state github: the repository of the ledger (else GITHUB_REPOSITORY, else the origin remote)',
  },
} as const satisfies Record<string, FlagSpec>;
const STATE_ENV = ['GITHUB_TOKEN', 'GH_TOKEN', 'GITHUB_REPOSITORY', 'GITHUB_API_URL'] as const;

const TRUSTED_REF = {
  type: 'string',
  value: 'REF',
  description:
    "on a merge request: the commit whose config's apiUrl, api, state, policy and onChange apply, never the change's own (default: origin/<target branch> when GITHUB_BASE_REF, CI_MERGE_REQUEST_TARGET_BRANCH_NAME, BITBUCKET_PR_DESTINATION_BRANCH, SYSTEM_PULLREQUEST_TARGETBRANCH or CHANGE_TARGET names one)",
} as const satisfies FlagSpec;

/** The flags of every command that reads the repository. */
const REPOSITORY_FLAGS = { cwd: CWD, config: CONFIG, format: FORMAT, 'trusted-ref': TRUSTED_REF } as const;
const ONLINE_ENV = ['CONSOLE_API_KEY', 'CONSOLE_API_URL'] as const;
const ONLINE_EXITS = [ExitCode.Ok, ExitCode.Findings, ExitCode.Usage, ExitCode.Transient, ExitCode.Auth];

export const COMMANDS = {
  validate: {
    summary: 'local checks of every definition and the config',
    network: 'none',
    positionals: {
      usage: '[PATH...]',
      description:
        'check only these definition files or folders (for pre-commit hooks and editors), each in its catalogue: the nearest folder above it with a config; a duplicate id is still found against the rest of that catalogue. A folder in no catalogue that holds catalogues (`apps/`) checks each of them, and the config of a catalogue checks all of it',
    },
    flags: {
      ...REPOSITORY_FLAGS,
      'trusted-ref': {
        ...TRUSTED_REF,
        description:
          "the commit whose config's policy applies, never the change's own (validate holds no key: without this flag it uses the change's config, so a pre-commit hook needs no fetched branch)",
      },
      quiet: { type: 'boolean', short: 'q', description: 'print only problems (nothing when all is well)' },
      help: HELP,
    },
    env: [],
    exits: [ExitCode.Ok, ExitCode.Findings, ExitCode.Usage],
  },
  plan: {
    summary: 'validate, compare with the ledger, dry-run each definition to be created',
    network: 'Console API',
    flags: {
      ...REPOSITORY_FLAGS,
      'api-url': API_URL,
      ...STATE_FLAGS,
      'dry-run-all': {
        type: 'boolean',
        description:
          'dry-run every valid definition, not only the new ones (mind the budget: about 100 POSTs per 10 s)',
      },
      help: HELP,
    },
    env: [...ONLINE_ENV, ...STATE_ENV],
    exits: ONLINE_EXITS,
  },
  apply: {
    summary: 'plan, then create each definition to be created, recording each in the ledger',
    network: 'Console API',
    details:
      'A created metric cannot be deleted through the API: on a terminal, apply lists what it will create and asks first. On a merge request (the CI names its target branch) apply is refused: it would create what nobody has merged.',
    positionals: {
      usage: '[ID...]',
      description:
        'with --accept-changes or --accept-removals: only these metrics (name::type); without ids, every changed or removed one',
    },
    misread: {
      dryrun: NO_DRY_RUN,
      n: NO_DRY_RUN,
    },
    flags: {
      ...REPOSITORY_FLAGS,
      'api-url': API_URL,
      ...STATE_FLAGS,
      yes: {
        type: 'boolean',
        short: 'y',
        description: 'create without asking (a run without a terminal never asks)',
      },
      'adopt-existing': {
        type: 'boolean',
        description: 'record a metric that already exists in the Console instead of calling it a conflict',
      },
      'accept-changes': {
        type: 'boolean',
        description:
          'record each `changed` definition (or the ids given) as it is now, after you made the same change in the console',
      },
      'accept-removals': {
        type: 'boolean',
        description:
          'drop each `removed` metric (or the ids given) from the ledger, after you archived it in the console',
      },
      help: HELP,
    },
    env: [...ONLINE_ENV, 'GITHUB_SHA', ...STATE_ENV],
    exits: ONLINE_EXITS,
  },
  reviews: {
    summary: 'the open reviews of the watched dynamic configs, grouped by who must act',
    network: 'Console API',
    details: 'Reads only the config: a broken definition file does not stop it.',
    flags: { ...REPOSITORY_FLAGS, 'api-url': API_URL, help: HELP },
    env: [...ONLINE_ENV],
    exits: [ExitCode.Ok, ExitCode.Usage, ExitCode.Transient, ExitCode.Auth],
  },
  init: {
    summary: 'scaffold a config, an example definition, the workflow and the .gitignore line',
    network: 'writes files',
    details: 'Refuses to overwrite a file that exists; nothing is written unless everything can be.',
    flags: { cwd: { ...CWD, description: 'the repository root to scaffold (default: .)' }, help: HELP },
    env: [],
    exits: [ExitCode.Ok, ExitCode.Usage],
  },
  emulator: {
    summary: 'serve the local Console API',
    network: 'listens',
    details:
      'Answers as the Console API does (a metric created or dry-run, a dynamic config’s reviews listed) until Ctrl-C; its first lines say how to point the tool at it.',
    flags: {
      port: {
        type: 'string',
        value: 'N',
        description: `port to listen on (default ${DEFAULT_EMULATOR_PORT}; 0 picks a free one)`,
      },
      host: { type: 'string', value: 'HOST', description: 'address to listen on (default 127.0.0.1)' },
      'api-key': {
        type: 'string',
        value: 'KEY',
        multiple: true,
        description: `accepted SERVICE-API-KEY, repeatable (default ${DEFAULT_API_KEY})`,
      },
      seed: {
        type: 'string',
        value: 'FILE',
        description: 'YAML seed: dynamic configs with reviews, stored metrics (default: a sample)',
      },
      'data-file': {
        type: 'string',
        value: 'FILE',
        description: 'keep created metrics in FILE across restarts',
      },
      'warehouse-native': {
        type: 'boolean',
        description: 'check every create as in a warehouse-native project',
      },
      'latency-ms': { type: 'string', value: 'N', description: 'add N ms to every response' },
      'rate-limit': {
        type: 'string',
        value: 'SPEC',
        description: 'limit POSTs, e.g. 100/10s,900/15m (answered 429 with Retry-After)',
      },
      faults: {
        type: 'string',
        value: 'SPEC',
        description: 'inject faults, e.g. 503:0.1,500-after-commit:0.1,429:0.05,reset:0.05',
      },
      'fault-seed': {
        type: 'string',
        value: 'N',
        description: 'seed of the fault sequence (same seed, same faults)',
      },
      help: HELP,
    },
    env: [],
    exits: [ExitCode.Ok, ExitCode.Usage],
  },
  schema: {
    summary: 'print the JSON Schema of a definition (--config: of the repo config)',
    network: 'none',
    details:
      'For editors: `metrics-as-code schema > schema/metric.schema.json`, then a first line such as\n  # yaml-language-server: $schema=../schema/metric.schema.json',
    flags: {
      config: {
        type: 'boolean',
        description: 'the schema of the repo config (metrics-as-code.yaml) instead',
      },
      help: HELP,
    },
    env: [],
    exits: [ExitCode.Ok, ExitCode.Usage],
  },
} as const satisfies Record<string, CommandSpec>;

export type CommandName = keyof typeof COMMANDS;

export function isCommand(name: string): name is CommandName {
  return Object.hasOwn(COMMANDS, name);
}
