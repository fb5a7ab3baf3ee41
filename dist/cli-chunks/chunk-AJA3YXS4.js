#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  EXIT_MEANING
} from "./chunk-FYTMGASH.js";

// src/emulator/default-key.ts
var DEFAULT_API_KEY = "console-dev-key";

// src/cli/commands.ts
var ENVIRONMENT = {
  CONSOLE_API_KEY: "the API key, sent only to the Console API URL; never a flag, and never printed (also redacted from echoed arguments)",
  CONSOLE_API_URL: "the Console API base URL when --api-url is not given (else the config's `apiUrl`)",
  GITHUB_SHA: "the commit recorded beside each created metric in the ledger, when set",
  GITHUB_TOKEN: "with --state github: the token that reads (plan) and writes (apply) the ledger branch",
  GH_TOKEN: "with --state github, when GITHUB_TOKEN is not set (e.g. `GH_TOKEN=$(gh auth token)`)",
  GITHUB_REPOSITORY: "with --state github and no --repo: the OWNER/NAME that holds the ledger (else the `origin` remote)",
  GITHUB_API_URL: "with --state github: the GitHub API (GitHub Enterprise Server; default https://api.github.com)"
};
var DEFAULT_EMULATOR_PORT = 8787;
var HELP = { type: "boolean", short: "h", description: "show this help" };
var CWD = {
  type: "string",
  value: "DIR",
  description: "run as if started in DIR, as `git -C` does: the repository root is the nearest folder from there up to the git root with metrics-as-code.yaml or .yml"
};
var CONFIG = {
  type: "string",
  value: "FILE",
  description: "the repo config, relative to --cwd (default: metrics-as-code.yaml or .yml)"
};
var OUTPUT_FORMATS = ["text", "json", "markdown"];
var FORMAT = {
  type: "string",
  value: "FORMAT",
  choices: OUTPUT_FORMATS,
  description: "text (default), json (one object) or markdown (the PR comment)"
};
var API_URL = {
  type: "string",
  value: "URL",
  description: "the Console API base URL, without /console/v1 (else CONSOLE_API_URL, else the config)"
};
var STATE_FLAGS = {
  state: {
    type: "string",
    value: "STORE",
    choices: ["file", "github"],
    description: "file (the config's state.file) or github (the Action's ledger branch, what CI sees); default: the config's state.store, else file"
  },
  repo: {
    type: "string",
    value: "OWNER/NAME",
    description: "with --state github: the repository of the ledger (else GITHUB_REPOSITORY, else the origin remote)"
  }
};
var STATE_ENV = ["GITHUB_TOKEN", "GH_TOKEN", "GITHUB_REPOSITORY", "GITHUB_API_URL"];
var REPOSITORY_FLAGS = { cwd: CWD, config: CONFIG, format: FORMAT };
var ONLINE_ENV = ["CONSOLE_API_KEY", "CONSOLE_API_URL"];
var ONLINE_EXITS = [0 /* Ok */, 1 /* Findings */, 2 /* Usage */, 3 /* Transient */, 4 /* Auth */];
var COMMANDS = {
  validate: {
    summary: "local checks of every definition and the config",
    network: "none",
    positionals: {
      usage: "[PATH...]",
      description: "check only these definition files (for pre-commit hooks and editors); a duplicate id is still found against the rest of the tree"
    },
    flags: {
      ...REPOSITORY_FLAGS,
      quiet: { type: "boolean", short: "q", description: "print only problems (nothing when all is well)" },
      help: HELP
    },
    env: [],
    exits: [0 /* Ok */, 1 /* Findings */, 2 /* Usage */]
  },
  plan: {
    summary: "validate, compare with the ledger, dry-run each definition to be created",
    network: "Console API",
    flags: {
      ...REPOSITORY_FLAGS,
      "api-url": API_URL,
      ...STATE_FLAGS,
      "dry-run-all": {
        type: "boolean",
        description: "dry-run every valid definition, not only the new ones (mind the budget: about 100 POSTs per 10 s)"
      },
      help: HELP
    },
    env: [...ONLINE_ENV, ...STATE_ENV],
    exits: ONLINE_EXITS
  },
  apply: {
    summary: "plan, then create each definition to be created, recording each in the ledger",
    network: "Console API",
    details: "A created metric cannot be deleted through the API: on a terminal, apply lists what it will create and asks first.",
    positionals: {
      usage: "[ID...]",
      description: "with --accept-changes or --accept-removals: only these metrics (name::type); without ids, every changed or removed one"
    },
    flags: {
      ...REPOSITORY_FLAGS,
      "api-url": API_URL,
      ...STATE_FLAGS,
      yes: {
        type: "boolean",
        short: "y",
        description: "create without asking (a run without a terminal never asks)"
      },
      "adopt-existing": {
        type: "boolean",
        description: "record a metric that already exists in the Console instead of calling it a conflict"
      },
      "accept-changes": {
        type: "boolean",
        description: "record each `changed` definition (or the ids given) as it is now, after you made the same change in the console"
      },
      "accept-removals": {
        type: "boolean",
        description: "drop each `removed` metric (or the ids given) from the ledger, after you archived it in the console"
      },
      help: HELP
    },
    env: [...ONLINE_ENV, "GITHUB_SHA", ...STATE_ENV],
    exits: ONLINE_EXITS
  },
  reviews: {
    summary: "the open reviews of the watched dynamic configs, grouped by who must act",
    network: "Console API",
    details: "Reads only the config: a broken definition file does not stop it.",
    flags: { ...REPOSITORY_FLAGS, "api-url": API_URL, help: HELP },
    env: [...ONLINE_ENV],
    exits: [0 /* Ok */, 2 /* Usage */, 3 /* Transient */, 4 /* Auth */]
  },
  init: {
    summary: "scaffold a config, an example definition, the workflow and the .gitignore line",
    network: "writes files",
    details: "Refuses to overwrite a file that exists; nothing is written unless everything can be.",
    flags: { cwd: { ...CWD, description: "the repository root to scaffold (default: .)" }, help: HELP },
    env: [],
    exits: [0 /* Ok */, 2 /* Usage */]
  },
  emulator: {
    summary: "serve the local Console API",
    network: "listens",
    details: "Answers as the Console API does (a metric created or dry-run, a dynamic config\u2019s reviews listed) until Ctrl-C; its first lines say how to point the tool at it.",
    flags: {
      port: {
        type: "string",
        value: "N",
        description: `port to listen on (default ${DEFAULT_EMULATOR_PORT}; 0 picks a free one)`
      },
      host: { type: "string", value: "HOST", description: "address to listen on (default 127.0.0.1)" },
      "api-key": {
        type: "string",
        value: "KEY",
        multiple: true,
        description: `accepted SERVICE-API-KEY, repeatable (default ${DEFAULT_API_KEY})`
      },
      seed: {
        type: "string",
        value: "FILE",
        description: "YAML seed: dynamic configs with reviews, stored metrics (default: a sample)"
      },
      "data-file": {
        type: "string",
        value: "FILE",
        description: "keep created metrics in FILE across restarts"
      },
      "warehouse-native": {
        type: "boolean",
        description: "check every create as in a warehouse-native project"
      },
      "latency-ms": { type: "string", value: "N", description: "add N ms to every response" },
      "rate-limit": {
        type: "string",
        value: "SPEC",
        description: "limit POSTs, e.g. 100/10s,900/15m (answered 429 with Retry-After)"
      },
      faults: {
        type: "string",
        value: "SPEC",
        description: "inject faults, e.g. 503:0.1,500-after-commit:0.1,429:0.05,reset:0.05"
      },
      "fault-seed": {
        type: "string",
        value: "N",
        description: "seed of the fault sequence (same seed, same faults)"
      },
      help: HELP
    },
    env: [],
    exits: [0 /* Ok */, 2 /* Usage */]
  },
  schema: {
    summary: "print the JSON Schema of a definition (--config: of the repo config)",
    network: "none",
    details: "For editors: `metrics-as-code schema > schema/metric.schema.json`, then a first line such as\n  # yaml-language-server: $schema=../schema/metric.schema.json",
    flags: {
      config: {
        type: "boolean",
        description: "the schema of the repo config (metrics-as-code.yaml) instead"
      },
      help: HELP
    },
    env: [],
    exits: [0 /* Ok */, 2 /* Usage */]
  }
};
function isCommand(name) {
  return Object.hasOwn(COMMANDS, name);
}

// src/cli/help.ts
var BIN = "metrics-as-code";
function overview() {
  const names = Object.keys(COMMANDS);
  const width = Math.max(...names.map((name) => name.length));
  const lines = names.map((name) => `  ${name.padEnd(width)}  ${COMMANDS[name].summary}`);
  return [
    `Usage: ${BIN} <command> [flags]`,
    "",
    "Commands:",
    ...lines,
    "",
    `Run \`${BIN} <command> --help\` for a command's flags, environment and exit codes.`,
    `\`${BIN} --version\` prints the version. The API key is read from CONSOLE_API_KEY, never from a flag.`,
    ""
  ].join("\n");
}
function usageLine(name) {
  const spec = COMMANDS[name];
  const positionals = "positionals" in spec ? ` ${spec.positionals.usage}` : "";
  return `Usage: ${BIN} ${name} [flags]${positionals}`;
}
function usageError(name, message) {
  return `${BIN} ${name}: ${message}
${usageLine(name)}
`;
}
function commandHelp(name) {
  const spec = COMMANDS[name];
  const flags = Object.entries(spec.flags).map(([flag, f]) => [flagLabel(flag, f), f.description]);
  const sections = [usageLine(name), "", `${capitalised(spec.summary)}.`];
  if ("details" in spec) sections.push(spec.details);
  if ("positionals" in spec)
    sections.push("", "Arguments:", ...table([[spec.positionals.usage, spec.positionals.description]]));
  sections.push("", "Flags:", ...table(flags));
  if (spec.env.length > 0)
    sections.push("", "Environment:", ...table(spec.env.map((env) => [env, ENVIRONMENT[env]])));
  sections.push(
    "",
    "Exit codes:",
    ...table(spec.exits.map((code) => [String(code), EXIT_MEANING[code]]))
  );
  return `${sections.join("\n")}
`;
}
function flagLabel(name, flag) {
  const short = flag.short ? `-${flag.short}, ` : "";
  const value = flag.type === "string" ? ` ${flag.value ?? "VALUE"}` : "";
  return `${short}--${name}${value}`;
}
function table(rows) {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
}
function capitalised(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export {
  DEFAULT_API_KEY,
  DEFAULT_EMULATOR_PORT,
  COMMANDS,
  isCommand,
  overview,
  usageError,
  commandHelp
};
