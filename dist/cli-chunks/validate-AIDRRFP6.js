#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  execute,
  renderReport
} from "./chunk-6RMHQE4E.js";
import {
  parseCommandArgs
} from "./chunk-2BMAHUTH.js";
import {
  processIo
} from "./chunk-PWS3LXWD.js";
import {
  commandHelp,
  usageError
} from "./chunk-WOQPWFSC.js";
import "./chunk-7USUYECV.js";
import "./chunk-FYTMGASH.js";
import "./chunk-CU76GZHA.js";
import "./chunk-CMBNB6FN.js";
import "./chunk-4VJ4ZFRD.js";
import "./chunk-2ORJWRXU.js";
import "./chunk-QQPZNFKR.js";
import {
  isInside,
  toPosix
} from "./chunk-65XZICAC.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-RRLSPIL7.js";
import "./chunk-UHG5V637.js";
import "./chunk-HIFDQKH5.js";
import "./chunk-CXH6HEN4.js";
import "./chunk-VLH4AYTI.js";

// src/cli/validate.ts
import { statSync } from "node:fs";
import { relative, resolve } from "node:path";
async function validateCommand(argv, io = processIo, workers, baseDir = process.cwd()) {
  const key = process.env.CONSOLE_API_KEY;
  const args = parseCommandArgs("validate", argv, { baseDir, ...key && { secret: key } });
  if (!args.ok) {
    io.stderr(usageError("validate", args.message));
    return 2 /* Usage */;
  }
  const { flags, values, positionals } = args;
  if (flags.help) {
    io.stdout(commandHelp("validate"));
    return 0 /* Ok */;
  }
  const only = repositoryPaths(positionals, baseDir, flags.cwd);
  if (typeof only === "string") {
    io.stderr(`metrics-as-code validate: ${only}
`);
    return 2 /* Usage */;
  }
  const { report, exitCode } = await execute({
    mode: "validate",
    cwd: flags.cwd,
    ...flags.config !== void 0 && { configFile: flags.config },
    ...workers && { workers },
    ...only.length > 0 && { only }
  });
  io.stdout(await renderReport(report, flags.format, { quiet: values.quiet === true }));
  return exitCode;
}
function repositoryPaths(paths, baseDir, root) {
  const inRepo = [];
  for (const path of paths) {
    const absolute = resolve(baseDir, path);
    if (!isInside(root, absolute)) return `\`${path}\` is outside the repository (${root})`;
    const info = statSync(absolute, { throwIfNoEntry: false });
    if (!info) return `\`${path}\`: no such file`;
    const inside = toPosix(relative(root, absolute));
    if (inside === "") return [];
    inRepo.push(info.isDirectory() ? `${inside}/` : inside);
  }
  return inRepo;
}
export {
  validateCommand
};
