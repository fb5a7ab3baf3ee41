#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  loadConfig,
  placeInConfig
} from "./chunk-CMBNB6FN.js";
import "./chunk-4VJ4ZFRD.js";
import "./chunk-2ORJWRXU.js";
import {
  checkContext,
  checkFiles,
  checkSourceFile,
  discoverDefinitionFiles,
  documentNodeSource
} from "./chunk-BGRS77RG.js";
import "./chunk-3LUIVJXU.js";
import "./chunk-GD2FIMQ4.js";
import {
  cappedForFile,
  diagnosticOf,
  parseYaml,
  placeField
} from "./chunk-QQPZNFKR.js";
import "./chunk-S7FBA2OP.js";
import "./chunk-65XZICAC.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-RRLSPIL7.js";
import {
  compareText,
  excerpt,
  someOf,
  sortDiagnostics
} from "./chunk-CXH6HEN4.js";
import "./chunk-VLH4AYTI.js";

// src/definitions/validate.ts
function validateSources(sources, config, configSource) {
  const context = checkContext(config, configSource);
  const ordered = [...sources].sort((a, b) => compareText(a.file, b.file));
  const reports = ordered.map((source) => checkSourceFile(source, context));
  return assemble(reports, config, configSource, context);
}
async function validateRepository(options) {
  const loaded = await loadConfig(options.cwd, options.configFile);
  if (!loaded.ok) return { ok: false, diagnostics: loaded.diagnostics };
  const { config } = loaded;
  const configSource = loaded.file !== void 0 && loaded.text !== void 0 ? { file: loaded.file, text: loaded.text } : void 0;
  const discovery = await discoverDefinitionFiles(
    options.cwd,
    config.metrics,
    loaded.file ? [loaded.file] : []
  );
  const nothing = nothingToCheck(discovery, config, configSource);
  if (nothing) return { ok: false, diagnostics: [...loaded.diagnostics, nothing] };
  const context = checkContext(config, configSource);
  const input = { config, context, ...configSource && { configSource } };
  const { reports } = await checkFiles(options.cwd, discovery.files, input, options.workers);
  const result = assemble(reports, config, configSource, context);
  result.diagnostics = sortDiagnostics([
    ...loaded.diagnostics,
    ...discovery.diagnostics,
    ...result.diagnostics
  ]);
  return { ok: true, result };
}
function nothingToCheck(discovery, config, configSource) {
  if (discovery.files.length > 0 || config.allowEmpty) return void 0;
  if (discovery.diagnostics.some((d) => d.severity === "error")) return void 0;
  const dir = config.metrics.dir;
  const missing = discovery.diagnostics.some((d) => d.rule === "files.no-directory");
  const at = configSource && placeInConfig(configSource.file, configSource.text, ["metrics", "dir"]);
  const what = missing ? `the definitions directory \`${dir}\` does not exist` : `no definition file was found under \`${dir}\``;
  const fix = "point metrics.dir in metrics-as-code.yaml at the folder that holds your definitions (run from the repository root, or pass --cwd), or set `allowEmpty: true` for a repository with none yet";
  return {
    ...at ?? { file: configSource?.file ?? dir, line: 1, column: 1 },
    severity: "error",
    rule: "files.none",
    message: `nothing to check: ${what}; ${fix}`,
    path: at ? "metrics.dir" : ""
  };
}
function assemble(reports, config, configSource, context) {
  const definitions = [];
  for (const report of reports) {
    const reparse = reparser(report.file, report.text ?? "");
    for (const record of report.definitions)
      definitions.push(loadedDefinition(report.file, record, reparse, context));
  }
  const duplicates = /* @__PURE__ */ new Map();
  for (const duplicate of duplicateIdDiagnostics(definitions)) {
    const inFile = duplicates.get(duplicate.file);
    if (inFile) inFile.push(duplicate);
    else duplicates.set(duplicate.file, [duplicate]);
  }
  const diagnostics = [];
  for (const report of reports) {
    const own = sortDiagnostics([...report.diagnostics, ...duplicates.get(report.file) ?? []]);
    for (const diagnostic of cappedForFile(own)) diagnostics.push(diagnostic);
  }
  return {
    config,
    ...configSource && { configFile: configSource.file },
    files: reports.length,
    fileNames: reports.map((report) => report.file),
    definitions,
    diagnostics: sortDiagnostics(dedupe(diagnostics))
  };
}
function loadedDefinition(file, record, reparse, context) {
  const { index, line, column, name, type, id, body, valid } = record;
  const locate = locator({ file, line, column }, index, reparse, context.defaultsSource);
  return { file, line, column, name, type, id, body, valid, locate };
}
function locator(start, index, reparse, defaults) {
  return (path, target = "value") => {
    const reparsed = reparse();
    const doc = reparsed.documents[index];
    if (!doc) return start;
    return placeField(documentNodeSource(reparsed, doc), path, target, defaults);
  };
}
function reparser(file, text) {
  let parsed;
  return () => {
    parsed ??= parseYaml(file, text);
    return parsed;
  };
}
function duplicateIdDiagnostics(definitions) {
  const byId = /* @__PURE__ */ new Map();
  for (const definition of definitions) {
    if (!definition.id) continue;
    const group = byId.get(definition.id);
    if (group) group.push(definition);
    else byId.set(definition.id, [definition]);
  }
  const diagnostics = [];
  for (const [id, group] of byId) {
    if (group.length < 2) continue;
    const places = group.map((definition) => definition.locate(["name"], "key"));
    const named = places.map((p) => `${p.file}:${p.line}:${p.column}`);
    group.forEach((definition, i) => {
      definition.valid = false;
      const others = someOf(
        named.slice(0, 4).filter((_, j) => j !== i),
        "places",
        group.length - 1
      );
      const message = `\`${excerpt(id)}\` is also defined at ${others}: a metric's name and type must be unique across the catalogue`;
      diagnostics.push(diagnosticOf(places[i], "error", "definition.duplicate-id", message, "name"));
    });
  }
  return diagnostics;
}
function dedupe(diagnostics) {
  const seen = /* @__PURE__ */ new Set();
  return diagnostics.filter((d) => {
    const key = `${d.file}\0${d.line}\0${d.column}\0${d.rule}\0${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
export {
  validateRepository,
  validateSources
};
