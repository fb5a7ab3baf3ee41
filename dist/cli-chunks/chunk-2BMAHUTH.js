#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  COMMANDS
} from "./chunk-WOQPWFSC.js";
import {
  redact
} from "./chunk-CU76GZHA.js";
import {
  findConfigRoot
} from "./chunk-CMBNB6FN.js";
import {
  closest
} from "./chunk-YXGBYYAH.js";

// src/cli/args.ts
import { statSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
function parseFlags(name, argv, secret) {
  const spec = COMMANDS[name];
  const options = {};
  for (const [flag, { type, short, multiple }] of Object.entries(spec.flags))
    options[flag] = { type, ...short && { short }, ...multiple && { multiple } };
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options,
      strict: true,
      allowPositionals: spec.positionals !== void 0
    });
    const outside = unchosen(spec, values);
    if (outside) return refused(outside, secret);
    return { ok: true, values, positionals };
  } catch (error) {
    return refused(explainParseError(error, Object.keys(options)), secret);
  }
}
function unchosen(spec, values) {
  for (const [flag, { choices }] of Object.entries(spec.flags)) {
    const value = values[flag];
    if (!choices || typeof value !== "string" || choices.includes(value)) continue;
    const allowed = choices.length === 2 ? `${choices[0]} or ${choices[1]}` : `one of ${choices.join(", ")}`;
    return `--${flag} must be ${allowed}; got \`${value}\``;
  }
  return void 0;
}
function parseCommandArgs(name, argv, options = {}) {
  const parsed = parseFlags(name, argv, options.secret);
  if (!parsed.ok) return parsed;
  const flags = commonFlags(parsed.values, options);
  if (typeof flags === "string") return refused(flags, options.secret);
  return { ...parsed, flags };
}
function commonFlags(values, options) {
  const format = values.format ?? "text";
  const base = options.baseDir ?? process.cwd();
  const cwd = values.cwd === void 0 && values.config === void 0 ? findConfigRoot(base) : resolve(base, values.cwd ?? ".");
  if (!isDirectory(cwd)) return `--cwd: \`${values.cwd}\` is not a directory`;
  const apiUrl = values["api-url"];
  if (apiUrl !== void 0 && !isHttpUrl(apiUrl))
    return `--api-url must be an http or https URL; got \`${apiUrl}\``;
  const flags = { cwd, format, help: values.help === true };
  if (values.config !== void 0) flags.config = values.config;
  if (apiUrl !== void 0) flags.apiUrl = apiUrl;
  return flags;
}
function refused(message, secret) {
  return { ok: false, message: secret ? redact(message, secret) : message };
}
function explainParseError(error, known) {
  const message = error instanceof Error ? error.message : String(error);
  const code = error.code;
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const option = /'(-{1,2}[^']+)'/.exec(message)?.[1] ?? "";
    const name = option.replace(/^-+/, "").split("=")[0] ?? "";
    const match = closest(name, known);
    return `unknown option \`${option}\`${match ? ` (did you mean \`--${match}\`?)` : ""}`;
  }
  if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") {
    const value = /'([^']*)'/.exec(message)?.[1] ?? "";
    return `unexpected argument \`${value}\``;
  }
  return message.replace(/\. To specify.*$/s, "");
}
function isDirectory(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
function isHttpUrl(value) {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export {
  parseFlags,
  parseCommandArgs
};
