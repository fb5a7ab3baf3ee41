#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  execute,
  renderReport
} from "./chunk-P5NV5AXD.js";
import {
  parseCommandArgs
} from "./chunk-6ZGJ5X7N.js";
import {
  processIo
} from "./chunk-PWS3LXWD.js";
import {
  commandHelp,
  usageError
} from "./chunk-AJA3YXS4.js";
import "./chunk-ZGMYSXBQ.js";
import {
  isInside,
  toPosix
} from "./chunk-SA2CRPKI.js";
import "./chunk-62YZRBBZ.js";
import "./chunk-MBK2E6MB.js";
import "./chunk-FYTMGASH.js";
import "./chunk-3UJJ6EGA.js";
import "./chunk-2JHBWH4Y.js";
import "./chunk-UHG5V637.js";
import "./chunk-Y4OIPZ4B.js";
import "./chunk-GOTXAWJI.js";
import "./chunk-GWIGD727.js";
import "./chunk-VLH4AYTI.js";

// src/cli/validate.ts
import { statSync } from "node:fs";
import { relative, resolve } from "node:path";
async function validateCommand(argv, io = processIo, baseDir = process.cwd()) {
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
  const only = repositoryPaths(positionals, flags.from, flags.cwd);
  if (typeof only === "string") {
    io.stderr(`metrics-as-code validate: ${only}
`);
    return 2 /* Usage */;
  }
  const { report, exitCode } = await execute({
    mode: "validate",
    cwd: flags.cwd,
    ...flags.config !== void 0 && { configFile: flags.config },
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
