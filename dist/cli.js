#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  TOOL_VERSION
} from "./cli-chunks/chunk-SGL5UIKH.js";
import {
  configSchema,
  execute,
  failureOf,
  isValidationWorker,
  parseCommandArgs,
  processIo,
  renderReport,
  serveValidationWorker
} from "./cli-chunks/chunk-O7VTVX5B.js";
import "./cli-chunks/chunk-RZQUZKEZ.js";
import {
  closest,
  metricDefinitionSchema
} from "./cli-chunks/chunk-BXB3454A.js";
import {
  external_exports
} from "./cli-chunks/chunk-5ZZMTDRD.js";

// src/cli/main.ts
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";

// src/cli/schema.ts
import { parseArgs } from "node:util";

// src/definitions/json-schema.ts
function definitionJsonSchema() {
  return external_exports.toJSONSchema(metricDefinitionSchema, { target: "draft-7" });
}
function configJsonSchema() {
  return external_exports.toJSONSchema(configSchema, { target: "draft-7", io: "input" });
}
function schemaText(schema) {
  return `${JSON.stringify(schema, null, 2)}
`;
}

// src/cli/schema.ts
var SCHEMA_USAGE = `Usage: metrics-as-code schema [--config]

Prints the JSON Schema of a metric definition; with --config, of the repo config
(metrics-as-code.yaml). Use it with a first line such as
  # yaml-language-server: $schema=../schema/metric.schema.json
`;
async function schemaCommand(argv, io = processIo) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { config: { type: "boolean" }, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: false
    }));
  } catch (error) {
    io.stderr(`metrics-as-code schema: ${error.message}

${SCHEMA_USAGE}`);
    return 2 /* Usage */;
  }
  if (values.help) {
    io.stdout(SCHEMA_USAGE);
    return 0 /* Ok */;
  }
  io.stdout(schemaText(values.config ? configJsonSchema() : definitionJsonSchema()));
  return 0 /* Ok */;
}

// src/cli/validate.ts
var VALIDATE_USAGE = `Usage: metrics-as-code validate [--cwd DIR] [--config FILE] [--format text|json|markdown]

Checks every metric definition under metrics.dir, and the repo config, without any network.

  --cwd DIR        the repository root (default: .)
  --config FILE    the repo config (default: metrics-as-code.yaml when present)
  --format FORMAT  text (default), json or markdown

Exit codes: 0 valid (warnings allowed), 1 invalid definitions, 2 usage or config error.
`;
async function validateCommand(argv, io = processIo, workers) {
  const key = process.env.CONSOLE_API_KEY;
  const args = parseCommandArgs(argv, key ? { secret: key } : {});
  if (!args.ok) {
    io.stderr(`metrics-as-code validate: ${args.message}

${VALIDATE_USAGE}`);
    return 2 /* Usage */;
  }
  const { flags } = args;
  if (flags.help) {
    io.stdout(VALIDATE_USAGE);
    return 0 /* Ok */;
  }
  const { report, exitCode } = await execute({
    mode: "validate",
    cwd: flags.cwd,
    ...flags.config !== void 0 && { configFile: flags.config },
    ...workers && { workers }
  });
  io.stdout(renderReport(report, flags.format));
  return exitCode;
}

// src/cli/main.ts
var USAGE = `Usage: metrics-as-code <command> [flags]

Commands:
  validate   check every metric definition and the config locally (no network)
  plan       validate, compare with the ledger, dry-run what would be created
  apply      plan, then create each new metric exactly once
  reviews    summarise the open reviews of the watched dynamic configs
  emulator   serve a local Console API
  schema     print the JSON Schema of a definition (--config: of the repo config)

Flags: --cwd DIR, --config FILE, --format text|json|markdown, --api-url URL; --version.
The API key is read from CONSOLE_API_KEY, never from a flag.
Run \`metrics-as-code <command> --help\` for a command's own flags.
`;
var COMMANDS = ["validate", "plan", "apply", "reviews", "emulator", "schema"];
async function main(argv, io = processIo) {
  const [name, ...rest] = argv;
  if (name === void 0) {
    io.stderr(USAGE);
    return 2 /* Usage */;
  }
  if (name === "--help" || name === "-h" || name === "help") {
    io.stdout(USAGE);
    return 0 /* Ok */;
  }
  if (name === "--version" || name === "-V") {
    io.stdout(`metrics-as-code ${TOOL_VERSION}
`);
    return 0 /* Ok */;
  }
  if (!isCommand(name)) {
    const match = closest(name, COMMANDS);
    io.stderr(
      `metrics-as-code: unknown command \`${name}\`${match ? ` (did you mean \`${match}\`?)` : ""}

${USAGE}`
    );
    return 2 /* Usage */;
  }
  return run(name, rest, io);
}
function isCommand(name) {
  return COMMANDS.includes(name);
}
async function run(name, argv, io) {
  switch (name) {
    case "validate":
      return validateCommand(argv, io, { entry: import.meta.url });
    case "schema":
      return schemaCommand(argv, io);
    // The other commands are loaded only when run: validate (and each of its worker threads)
    // starts without the HTTP client, the engine or the emulator.
    case "emulator":
      return (await import("./cli-chunks/emulator-H5NQVD6G.js")).emulatorCommand(argv);
    case "plan":
      return (await import("./cli-chunks/reconcile-2D4PLB2Y.js")).planCommand(argv, io);
    case "apply":
      return (await import("./cli-chunks/reconcile-2D4PLB2Y.js")).applyCommand(argv, io);
    case "reviews":
      return (await import("./cli-chunks/reconcile-2D4PLB2Y.js")).reviewsCommand(argv, io);
  }
}
function isEntryPoint(moduleUrl) {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
if (isValidationWorker()) {
  serveValidationWorker();
} else if (isEntryPoint(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      const failure = failureOf(error);
      process.stderr.write(`metrics-as-code: ${failure.message}
`);
      process.exitCode = failure.exitCode;
    }
  );
}
export {
  USAGE,
  main
};
