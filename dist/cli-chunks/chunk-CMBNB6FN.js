#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  CONFIG_FILE_NAMES,
  DEFAULT_CONFIG_FILE,
  configSchema,
  defaultConfig,
  isCleartextRemote
} from "./chunk-4VJ4ZFRD.js";
import {
  decodeSource,
  diagnosticAt,
  hasPath,
  isBlankDocument,
  isMapNode,
  parseYaml,
  placeFinding,
  schemaFindings,
  startOf,
  withFullReader
} from "./chunk-QQPZNFKR.js";
import {
  escapesThroughLink,
  toPosix
} from "./chunk-65XZICAC.js";
import {
  dottedPath,
  sortDiagnostics
} from "./chunk-CXH6HEN4.js";

// src/config/load-config.ts
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
var CONFIG_SUBJECT = {
  indefinite: "the config",
  definite: "the config",
  valueHint: (path, input) => path[0] === "dynamicConfigs" && path.length === 2 && typeof input === "string" ? `: write \`- id: ${input}\` (each entry is a mapping with the config's id)` : void 0
};
async function loadConfig(cwd, configFile) {
  const path = resolve(cwd, configFile ?? defaultConfigName(cwd));
  const file = displayPath(cwd, path);
  if (await escapesThroughLink(resolve(cwd), path).catch(() => false)) {
    const message = `the config file \`${file}\` is a symbolic link to a file outside the repository; it is not read (copy the file into the repository)`;
    return { ok: false, diagnostics: [configError(file, "config.outside-repository", message)] };
  }
  let bytes;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" && configFile === void 0)
      return { ok: true, config: defaultConfig(), diagnostics: [] };
    const reason = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : code ?? String(error);
    return {
      ok: false,
      diagnostics: [
        configError(file, "config.unreadable", `cannot read the config file \`${file}\`: ${reason}`)
      ]
    };
  }
  return withFullReader(() => parseConfig(file, bytes));
}
function defaultConfigName(dir) {
  return CONFIG_FILE_NAMES.find((name) => existsSync(join(dir, name))) ?? DEFAULT_CONFIG_FILE;
}
function findConfigRoot(start) {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    if (CONFIG_FILE_NAMES.some((name) => existsSync(join(dir, name)))) return dir;
    if (existsSync(join(dir, ".git"))) return dir;
    if (dirname(dir) === dir) return resolve(start);
  }
}
function placeInConfig(file, text, path) {
  const parsed = parseYaml(file, text);
  const doc = parsed.documents[0];
  if (!doc || !isMapNode(doc.contents) || !hasPath(doc.contents, path)) return void 0;
  const source = { file, root: doc.contents, lineCounter: parsed.lineCounter, fallbackOffset: 0 };
  const { line, column } = placeFinding({ rule: "", severity: "error", path, message: "" }, source);
  return { file, line, column };
}
function parseConfig(file, content) {
  const decoded = decodeSource(content);
  if (!decoded.ok) {
    const { rule, message, line, column } = decoded;
    return { ok: false, diagnostics: [{ file, line, column, severity: "error", rule, message, path: "" }] };
  }
  const text = decoded.text;
  const parsed = parseYaml(file, text);
  const documents = parsed.documents.filter((doc2) => !isBlankDocument(doc2));
  const errors = [...parsed.streamErrors, ...documents.flatMap((doc2) => doc2.diagnostics)];
  if (documents.length > 1) errors.push(multipleDocuments(parsed, documents[1]));
  if (errors.some((d) => d.severity === "error")) return { ok: false, diagnostics: errors };
  const doc = documents[0];
  if (!doc) return { ok: true, config: defaultConfig(), file, text, diagnostics: errors };
  return checkConfigDocument(parsed, doc, text, errors);
}
function checkConfigDocument(parsed, doc, text, warnings) {
  const file = parsed.file;
  if (!isMapNode(doc.contents)) {
    const message = "the config must be a mapping of settings (metrics: ..., defaults: ...)";
    return {
      ok: false,
      diagnostics: [diagnosticAt(parsed, startOf(doc.contents) ?? 0, "error", "config.not-mapping", message)]
    };
  }
  const plain = doc.plain();
  if (!plain.ok) return { ok: false, diagnostics: [plain.diagnostic] };
  const source = {
    file,
    root: doc.contents,
    lineCounter: parsed.lineCounter,
    fallbackOffset: startOf(doc.contents) ?? 0
  };
  const checked = configSchema.safeParse(plain.value, { reportInput: true });
  if (!checked.success) {
    const findings2 = schemaFindings(checked.error.issues, configSchema, CONFIG_SUBJECT);
    return { ok: false, diagnostics: findings2.map((finding) => placeFinding(finding, source)) };
  }
  const findings = [...configRules(checked.data), ...prototypeKeys(plain.value)];
  const placed = findings.map((finding) => placeFinding(finding, source));
  const ordered = sortDiagnostics(placed);
  if (ordered.some((d) => d.severity === "error")) return { ok: false, diagnostics: ordered };
  return {
    ok: true,
    config: checked.data,
    file,
    text,
    diagnostics: sortDiagnostics([...warnings, ...placed])
  };
}
function configRules(config) {
  const findings = [];
  if (escapes(config.metrics.dir)) {
    findings.push(
      pathEscape(
        ["metrics", "dir"],
        "metrics.dir must be a directory inside the repository (relative, without `..`)"
      )
    );
  }
  for (const key of ["include", "exclude"]) {
    config.metrics[key].forEach((pattern2, i) => {
      if (escapes(pattern2)) {
        findings.push(
          pathEscape(
            ["metrics", key, i],
            `metrics.${key} patterns are relative to metrics.dir and may not use \`..\` or start with \`/\``
          )
        );
      }
    });
  }
  if (escapes(config.state.file)) {
    findings.push(
      pathEscape(
        ["state", "file"],
        "state.file must be a file inside the repository (relative, without `..`), e.g. `.metrics-as-code/state.json`"
      )
    );
  }
  const pattern = config.policy.namePattern?.pattern;
  if (pattern !== void 0 && patternProblem(pattern)) {
    findings.push({
      rule: "config.policy-pattern",
      severity: "error",
      path: ["policy", "namePattern", "pattern"],
      message: `policy.namePattern.pattern is not a regular expression (${patternProblem(pattern)}); e.g. \`^[a-z][a-z0-9_]*$\``
    });
  }
  if (config.apiUrl && isCleartextRemote(config.apiUrl) && !config.allowInsecureHttp) {
    findings.push({
      rule: "config.insecure-api-url",
      severity: "error",
      path: ["apiUrl"],
      message: "apiUrl uses http:// to a host that is not this machine, so the API key would travel in clear text: use https://, or set `allowInsecureHttp: true`"
    });
  }
  return findings;
}
function prototypeKeys(plain) {
  const defaults = plain?.defaults;
  const found = [];
  const visit = (value, path) => {
    if (Array.isArray(value)) {
      for (const [i, entry] of value.entries()) visit(entry, [...path, i]);
    } else if (typeof value === "object" && value !== null) {
      for (const key of Object.keys(value)) {
        if (key === "__proto__") found.push(prototypeKey([...path, key]));
        else visit(value[key], [...path, key]);
      }
    }
  };
  visit(defaults, ["defaults"]);
  return found;
}
function prototypeKey(path) {
  const where = dottedPath(path.slice(0, -1));
  return {
    rule: "schema.unknown-key",
    severity: "error",
    path,
    target: "key",
    message: `unknown key \`__proto__\` in \`${where}\`: no definition field has this name; remove it`
  };
}
function patternProblem(pattern) {
  try {
    new RegExp(pattern, "u");
    return void 0;
  } catch (error) {
    return error.message.replace(/^Invalid regular expression: /, "");
  }
}
function pathEscape(path, message) {
  return { rule: "config.path-escapes", severity: "error", path, message };
}
function escapes(path) {
  const posixPath = path.replace(/\\/g, "/");
  return isAbsolute(path) || posixPath.startsWith("/") || /^[a-zA-Z]:/.test(posixPath) || posixPath.split("/").includes("..");
}
function multipleDocuments(parsed, second) {
  const message = "the config file must hold one YAML document; remove this `---` and what follows, or merge it into the first";
  return diagnosticAt(parsed, second.start, "error", "config.multiple-documents", message);
}
function configError(file, rule, message) {
  return { file, line: 1, column: 1, severity: "error", rule, message, path: "" };
}
function displayPath(cwd, path) {
  return toPosix(relative(cwd, path)) || path;
}

export {
  loadConfig,
  findConfigRoot,
  placeInConfig
};
