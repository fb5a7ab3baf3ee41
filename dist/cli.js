#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  TOOL_VERSION
} from "./cli-chunks/chunk-ALQDMSTW.js";
import {
  processIo
} from "./cli-chunks/chunk-PWS3LXWD.js";
import {
  COMMANDS,
  isCommand,
  overview
} from "./cli-chunks/chunk-AJA3YXS4.js";
import {
  closest
} from "./cli-chunks/chunk-62YZRBBZ.js";
import {
  failureOf
} from "./cli-chunks/chunk-D2ATW2JO.js";
import "./cli-chunks/chunk-FYTMGASH.js";
import "./cli-chunks/chunk-GOTXAWJI.js";
import "./cli-chunks/chunk-VLH4AYTI.js";

// src/cli/main.ts
import { realpathSync } from "node:fs";
import nodeModule from "node:module";
import { fileURLToPath } from "node:url";
var HANDLERS = {
  validate: async () => (await import("./cli-chunks/validate-ANDGUZBQ.js")).validateCommand,
  plan: async () => (await import("./cli-chunks/reconcile-CCDXRFG5.js")).planCommand,
  apply: async () => (await import("./cli-chunks/reconcile-CCDXRFG5.js")).applyCommand,
  reviews: async () => (await import("./cli-chunks/reconcile-CCDXRFG5.js")).reviewsCommand,
  init: async () => (await import("./cli-chunks/init-OE5NH6VC.js")).initCommand,
  emulator: async () => {
    const { emulatorCommand } = await import("./cli-chunks/emulator-6576M5PU.js");
    return (argv) => emulatorCommand(argv);
  },
  schema: async () => (await import("./cli-chunks/schema-ESHCLFAH.js")).schemaCommand
};
async function main(argv, io = processIo) {
  const [name, ...rest] = argv;
  if (name === void 0) {
    io.stderr(overview());
    return 2 /* Usage */;
  }
  if (name === "--help" || name === "-h" || name === "help") {
    io.stdout(overview());
    return 0 /* Ok */;
  }
  if (name === "--version" || name === "-V") {
    io.stdout(`metrics-as-code ${TOOL_VERSION}
`);
    return 0 /* Ok */;
  }
  if (!isCommand(name)) {
    const match = closest(name, Object.keys(COMMANDS));
    io.stderr(
      `metrics-as-code: unknown command \`${name}\`${match ? ` (did you mean \`${match}\`?)` : ""}

${overview()}`
    );
    return 2 /* Usage */;
  }
  const handler = await HANDLERS[name]();
  return handler(rest, io);
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
function cacheCompiledCode() {
  nodeModule.enableCompileCache?.();
}
if (isEntryPoint(import.meta.url)) {
  cacheCompiledCode();
  process.stdout.on("error", (error) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(process.exitCode ?? 0);
  });
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
  main
};
