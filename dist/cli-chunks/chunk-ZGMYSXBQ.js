#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  FileCaps,
  cappedByFile
} from "./chunk-SA2CRPKI.js";
import {
  Suggestions,
  closest
} from "./chunk-62YZRBBZ.js";
import {
  exitCodeOf
} from "./chunk-FYTMGASH.js";
import {
  reportOf
} from "./chunk-Y4OIPZ4B.js";
import {
  dottedPath,
  excerpt,
  fileDiagnostic,
  someOf,
  sortDiagnostics
} from "./chunk-GWIGD727.js";

// src/definitions/catalogue.ts
function referencesOf(body) {
  const list = Array.isArray(body.metricComponentMetrics) ? body.metricComponentMetrics : [];
  return list.flatMap((entry, i) => {
    const item = entry;
    if (typeof item?.name !== "string" || typeof item.type !== "string") return [];
    return [
      {
        id: `${item.name}::${item.type}`,
        name: item.name,
        type: item.type,
        path: ["metricComponentMetrics", i]
      }
    ];
  });
}
function withCatalogueChecks(validation, ledgerIds = []) {
  const { config, definitions } = validation;
  const caps = new FileCaps(validation.diagnostics, config.defaults);
  const found = [
    ...referenceDiagnostics(caps, definitions, config, ledgerIds),
    ...sameNameDiagnostics(caps, definitions),
    ...sourceDiagnostics(caps, definitions, config)
  ];
  if (found.length === 0) return validation;
  const failing = new Set(found.filter((d) => d.severity === "error").map((d) => d.owner));
  const checked = definitions.map(
    (definition) => failing.has(definition) ? { ...definition, valid: false } : definition
  );
  const diagnostics = cappedByFile([...validation.diagnostics, ...found.map(({ owner: _, ...d }) => d)]);
  return { ...validation, definitions: checked, diagnostics };
}
function at(caps, definition, path, rule, severity, message) {
  const counted = caps.counted(definition, path, severity, rule);
  if (counted) return { ...counted, owner: definition };
  const placed = { ...definition.locate(path), severity, rule, message: message(), path: dottedPath(path) };
  caps.add(placed);
  return { ...placed, owner: definition };
}
function referenceDiagnostics(caps, definitions, config, ledgerIds) {
  const inTree = new Set(definitions.filter((d) => d.id).map((d) => d.id));
  const known = /* @__PURE__ */ new Set([...inTree, ...config.externalMetrics, ...ledgerIds]);
  const byName = idsByName(known);
  const names = new Suggestions([...byName.keys()]);
  const cyclic = cyclicIds(definitions);
  const found = [];
  for (const definition of definitions) {
    for (const reference of referencesOf(definition.body)) {
      if (reference.id === definition.id) {
        found.push(
          at(
            caps,
            definition,
            reference.path,
            "reference.cycle",
            "error",
            () => `\`${excerpt(definition.id)}\` names itself as a component`
          )
        );
      } else if (cyclic.has(definition.id) && cyclic.get(definition.id) === cyclic.get(reference.id)) {
        found.push(
          at(
            caps,
            definition,
            reference.path,
            "reference.cycle",
            "error",
            () => `\`${excerpt(definition.id)}\` and \`${excerpt(reference.id)}\` are components of each other (a cycle): one of them must not name the other`
          )
        );
      } else if (!known.has(reference.id)) {
        found.push(
          at(
            caps,
            definition,
            [...reference.path, "name"],
            "reference.unknown",
            "error",
            () => unknownMessage(reference, byName, names, ledgerIds.length > 0)
          )
        );
      }
    }
  }
  return found;
}
function idsByName(known) {
  const byName = /* @__PURE__ */ new Map();
  for (const id of known) {
    const name = id.slice(0, id.lastIndexOf("::"));
    const ids = byName.get(name);
    if (ids) ids.push(id);
    else byName.set(name, [id]);
  }
  return byName;
}
function unknownMessage(reference, byName, names, ledgerRead) {
  const where = `defined in the tree${ledgerRead ? ", recorded in the ledger" : ""} or listed in the config's externalMetrics`;
  const sameName = byName.get(reference.name) ?? [];
  if (sameName.length > 0) {
    const types = sameName.map((id) => id.slice(reference.name.length + 2));
    const { type } = reference;
    const meant = types.find((other) => other.includes(type) || type.includes(other)) ?? closest(type, types) ?? types[0];
    const listed = types.map((other) => `\`${other}\``).join(" or ");
    return `no metric \`${reference.id}\` is ${where}: \`${reference.name}\` is defined as ${listed}; write \`type: ${meant}\``;
  }
  const nearest = names.closest(reference.name);
  const hint = nearest ? ` (did you mean \`${byName.get(nearest).at(-1)}\`?)` : "";
  return `no metric \`${reference.id}\` is ${where}${hint}; a metric made in the console goes in externalMetrics`;
}
function cyclicIds(definitions) {
  const edges = /* @__PURE__ */ new Map();
  for (const definition of definitions) {
    if (!definition.id) continue;
    const targets = referencesOf(definition.body).map((r) => r.id);
    if (targets.length > 0) edges.set(definition.id, targets);
    else edges.delete(definition.id);
  }
  const index = /* @__PURE__ */ new Map();
  const low = /* @__PURE__ */ new Map();
  const onStack = /* @__PURE__ */ new Set();
  const stack = [];
  const component = /* @__PURE__ */ new Map();
  let counter = 0;
  let components = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [{ id: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      const targets = edges.get(frame.id) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!edges.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ id: target, next: 0 });
        } else if (onStack.has(target)) low.set(frame.id, Math.min(low.get(frame.id), index.get(target)));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.id, Math.min(low.get(parent.id), low.get(frame.id)));
      if (low.get(frame.id) !== index.get(frame.id)) continue;
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.id);
      if (members.length > 1) {
        for (const id of members) component.set(id, components);
        components++;
      }
    }
  }
  return component;
}
function sameNameDiagnostics(caps, definitions) {
  const byName = /* @__PURE__ */ new Map();
  for (const definition of definitions) {
    if (!definition.id) continue;
    const group = byName.get(definition.name);
    if (group) group.push(definition);
    else byName.set(definition.name, [definition]);
  }
  const found = [];
  for (const group of byName.values()) {
    const byType = /* @__PURE__ */ new Map();
    for (const other of group) {
      const entry = byType.get(other.type) ?? { count: 0, first: [] };
      entry.count++;
      if (entry.first.length < 3) entry.first.push(`\`${other.type}\` at ${other.file}:${other.line}`);
      byType.set(other.type, entry);
    }
    if (byType.size < 2) continue;
    for (const definition of group) {
      const message = () => {
        const others = [...byType].filter(([type]) => type !== definition.type).map(([, entry]) => entry);
        const total = others.reduce((sum, entry) => sum + entry.count, 0);
        const named = someOf(
          others.flatMap((entry) => entry.first),
          "places",
          total
        );
        return `\`${excerpt(definition.name)}\` is also defined as ${named}: two metrics that read alike; give one another name`;
      };
      found.push(at(caps, definition, ["name"], "definition.same-name", "warning", message));
    }
  }
  return found;
}
function sourceDiagnostics(caps, definitions, config) {
  if (!config.knownMetricSources) return [];
  const known = new Set(config.knownMetricSources);
  const suggestions = new Suggestions(config.knownMetricSources);
  const found = [];
  for (const definition of definitions) {
    for (const { name, path } of sourceNames(definition.body)) {
      if (known.has(name)) continue;
      const message = () => {
        const match = suggestions.closest(name);
        return `metric source \`${excerpt(name)}\` is not in the config's knownMetricSources${match ? ` (did you mean \`${match}\`?)` : ""}`;
      };
      found.push(at(caps, definition, path, "whn.unknown-source", "error", message));
    }
  }
  return found;
}
function* sourceNames(body) {
  const whn = body.warehouseNative;
  if (typeof whn !== "object" || whn === null) return;
  for (const key of ["metricSourceName", "denominatorMetricSourceName"]) {
    if (typeof whn[key] === "string") yield { name: whn[key], path: ["warehouseNative", key] };
  }
  for (const key of ["metricSources", "funnelEvents", "components"]) {
    const list = Array.isArray(whn[key]) ? whn[key] : [];
    for (const [i, item] of list.entries()) {
      const name = item?.metricSourceName;
      if (typeof name === "string") yield { name, path: ["warehouseNative", key, i, "metricSourceName"] };
    }
  }
}

// src/reconcile/validation-report.ts
function validationReport(validation, notices = []) {
  const items = validation.definitions.map(definitionItem);
  return reportOf("validate", {
    files: validation.files,
    definitions: validation.definitions.length,
    diagnostics: validation.diagnostics,
    items,
    notices
  });
}
function reportItem(definition, action) {
  const { file, line, name, type, id } = definition;
  return { file, line, name, type, id, action };
}
function definitionItem(definition) {
  const item = reportItem(definition, definition.valid ? "create" : "invalid");
  item.result = definition.valid ? "valid" : "skipped";
  return item;
}
function readBeforeStopping(validation) {
  const invalid = validation.definitions.filter((definition) => !definition.valid);
  return {
    files: validation.files,
    definitions: validation.definitions.length,
    items: invalid.map(definitionItem)
  };
}
function onlyFiles(validation, paths) {
  const files = new Set(paths.filter((path) => !path.endsWith("/")));
  const folders = paths.filter((path) => path.endsWith("/"));
  const named = (file) => files.has(file) || folders.some((folder) => file.startsWith(folder));
  const known = new Set(validation.fileNames);
  const checked = validation.fileNames.filter(named);
  const configFile = validation.configSource?.file;
  const config = configFile !== void 0 && files.has(configFile);
  const skipped = [...files].filter((file) => !known.has(file) && file !== configFile);
  const severity = checked.length === 0 && !config ? "error" : "warning";
  const why = "it is outside metrics.dir, or metrics.include or metrics.exclude leave it out";
  const notDefinitions = skipped.map(
    (file) => fileDiagnostic(
      file,
      severity,
      "files.not-a-definition",
      `not checked: \`${file}\` is not a definition file (${why})`
    )
  );
  if (checked.length === 0 && skipped.length === 0)
    for (const folder of folders)
      notDefinitions.push(
        fileDiagnostic(
          folder,
          "error",
          "files.none",
          `nothing to check: no definition file under \`${folder}\``
        )
      );
  return {
    ...validation,
    files: checked.length,
    fileNames: checked,
    definitions: validation.definitions.filter((definition) => named(definition.file)),
    diagnostics: sortDiagnostics([
      ...validation.diagnostics.filter((diagnostic) => named(diagnostic.file)),
      ...notDefinitions
    ])
  };
}

// src/reconcile/run-request.ts
function stoppedOutcome(mode, diagnostics, failure, exitCode = 2 /* Usage */, validation) {
  const read = validation && readBeforeStopping(validation);
  return { report: reportOf(mode, { diagnostics, ...read, ...failure && { failure } }), exitCode };
}
function validationOutcome(validation, only) {
  const checked = withCatalogueChecks(validation);
  const report = validationReport(only ? onlyFiles(checked, only) : checked);
  return { report, exitCode: exitCodeOf({ auth: false, transient: false, errors: report.summary.errors }) };
}

export {
  referencesOf,
  withCatalogueChecks,
  reportItem,
  stoppedOutcome,
  validationOutcome
};
