#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  COMMANDS
} from "./chunk-AJA3YXS4.js";
import {
  findConfigRoot
} from "./chunk-SA2CRPKI.js";
import {
  Suggestions,
  didYouMean
} from "./chunk-62YZRBBZ.js";
import {
  isHttpUrl,
  urlWithScheme
} from "./chunk-MBK2E6MB.js";
import {
  redact,
  withoutUserinfo
} from "./chunk-3UJJ6EGA.js";

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
    return refused(explainParseError(error, spec), secret);
  }
}
function unchosen(spec, values) {
  for (const [flag, { choices }] of Object.entries(spec.flags)) {
    const value = values[flag];
    if (!choices || typeof value !== "string" || choices.includes(value)) continue;
    const allowed = choices.length === 2 ? `${choices[0]} or ${choices[1]}` : `one of ${choices.join(", ")}`;
    return `--${flag} must be ${allowed}; got \`${value}\`${didYouMean(value, choices)}`;
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
  const from = resolve(base, values.cwd ?? ".");
  if (!isDirectory(from)) return `--cwd: \`${values.cwd}\` is not a directory`;
  const cwd = values.config === void 0 ? findConfigRoot(from) : from;
  const apiUrl = values["api-url"];
  if (apiUrl !== void 0 && !isHttpUrl(apiUrl)) {
    const meant = urlWithScheme(apiUrl);
    return `--api-url must be an http or https URL; got \`${apiUrl}\`${meant ? `: write \`--api-url ${meant}\`` : ""}`;
  }
  const flags = { cwd, from, format, help: values.help === true };
  if (values.config !== void 0) flags.config = values.config;
  if (apiUrl !== void 0) flags.apiUrl = apiUrl;
  return flags;
}
function refused(message, secret) {
  const shown = withoutUserinfo(message);
  return { ok: false, message: secret ? redact(shown, secret) : shown };
}
function explainParseError(error, spec) {
  const message = error instanceof Error ? error.message : String(error);
  const code = error.code;
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const option = /'(-{1,2}[^']+)'/.exec(message)?.[1] ?? "";
    const name = option.replace(/^-+/, "").split("=")[0] ?? "";
    const match = new Suggestions(Object.keys(spec.flags)).closestKey(name);
    return `unknown option \`${option}\`${match ? ` (did you mean \`--${match}\`?)` : ""}`;
  }
  if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") {
    const value = /'([^']*)'/.exec(message)?.[1] ?? "";
    return `unexpected argument \`${value}\``;
  }
  const flag = /'(?:-\w, )?--([\w-]+)/.exec(message)?.[1];
  const declared = flag === void 0 ? void 0 : spec.flags[flag];
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && declared) {
    if (declared.type === "boolean") return `--${flag} takes no value: write \`--${flag}\` alone`;
    const dash = / ambiguous/.test(message) ? ` (a value that starts with \`-\` is written \`--${flag}=-\u2026\`)` : "";
    return `--${flag} needs its value after it: \`--${flag} ${declared.value ?? "VALUE"}\`${dash}`;
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

export {
  parseFlags,
  parseCommandArgs
};
