#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  ToolError
} from "./chunk-D2ATW2JO.js";
import {
  array,
  custom,
  literal,
  looseObject,
  number,
  optional,
  record,
  string
} from "./chunk-2JHBWH4Y.js";

// src/reconcile/ledger.ts
function emptyLedger() {
  return { version: 1, metrics: {} };
}
function applyJournal(ledger, batches) {
  if (batches.length === 0) return ledger;
  const metrics = { ...ledger.metrics };
  const pending = { ...ledger.pending };
  for (const batch of batches) {
    for (const [id, entry] of Object.entries(batch.metrics)) {
      metrics[id] = entry;
      delete pending[id];
    }
    for (const id of batch.dropped) if (pending[id]?.runId === batch.runId) delete pending[id];
  }
  const next = { version: 1, metrics: sortKeys(metrics) };
  if (Object.keys(pending).length > 0) next.pending = sortKeys(pending);
  return next;
}
function applyChange(ledger, change) {
  const metrics = { ...ledger.metrics, ...change.metrics };
  const pending = { ...ledger.pending };
  for (const [id, entry] of Object.entries(change.pending ?? {})) {
    if (entry === null) delete pending[id];
    else pending[id] = entry;
  }
  for (const id of Object.keys(change.metrics ?? {})) delete pending[id];
  const next = { version: 1, metrics: sortKeys(metrics) };
  if (Object.keys(pending).length > 0) next.pending = sortKeys(pending);
  return next;
}
function sortKeys(record2) {
  return Object.fromEntries(Object.entries(record2).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
}

// src/reconcile/ledger-schema.ts
var ledgerEntrySchema = looseObject({
  id: string(),
  hash: string(),
  file: string(),
  commit: optional(string()),
  createdAt: string(),
  acceptedAt: optional(string()),
  // Checked as an object, not copied key by key: a ledger of 10,000 definitions reads in one pass.
  definition: optional(
    custom(
      (value) => typeof value === "object" && value !== null && !Array.isArray(value),
      {
        message: "must be an object (the definition as sent)"
      }
    )
  )
});
var pendingEntrySchema = looseObject({
  hash: string(),
  file: string(),
  startedAt: string(),
  runId: optional(string()),
  lineage: optional(string()),
  pid: optional(number()),
  host: optional(string())
});
var ledgerSchema = looseObject({
  version: literal(1),
  metrics: record(string(), ledgerEntrySchema),
  pending: optional(record(string(), pendingEntrySchema))
});
var LedgerFormatError = class extends ToolError {
  name = "LedgerFormatError";
  exitCode = 2 /* Usage */;
  rule = "ledger.format";
  constructor(location, problem) {
    super(
      `the state ledger ${location} ${problem}: restore it from its history (or fix it by hand: {"version": 1, "metrics": {...}}) before running again, so nothing is created twice`
    );
  }
};
function parseLedger(text, location) {
  const json = parseJson(text, location);
  const version = json?.version;
  if (typeof version === "number" && version !== 1) {
    throw new LedgerFormatError(
      location,
      `has version ${version}, and this metrics-as-code reads version 1 (update it)`
    );
  }
  return checked(ledgerSchema, json, location, "a ledger");
}
function parseJson(text, location) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new LedgerFormatError(location, `is not valid JSON (${syntaxProblem(text, error)})`);
  }
}
function checked(schema, json, location, what) {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new LedgerFormatError(
    location,
    `is not ${what} (${issue.path.join(".") || "root"}: ${issue.message})`
  );
}
function syntaxProblem(text, error) {
  const position = /position (\d+)/.exec(error.message);
  if (position) {
    const before = text.slice(0, Number(position[1]));
    const lines = before.split("\n");
    return `a syntax error at line ${lines.length}, column ${lines.at(-1).length + 1}`;
  }
  if (/end of JSON/i.test(error.message)) return "it ends before the JSON is complete";
  if (!text.trimStart().startsWith("{")) return "it does not start with `{`";
  return "a syntax error";
}
var journalBatchSchema = looseObject({
  runId: string(),
  metrics: record(string(), ledgerEntrySchema),
  dropped: array(string())
});
function parseJournalBatch(text, location) {
  return checked(journalBatchSchema, parseJson(text, location), location, "a journal batch");
}
function serializeLedger(ledger) {
  const section = (entries) => {
    const lines = Object.entries(entries).map(
      ([id, entry]) => `    ${JSON.stringify(id)}: ${JSON.stringify(entry)}`
    );
    return lines.length === 0 ? "{}" : `{
${lines.join(",\n")}
  }`;
  };
  const parts = [`  "version": ${ledger.version}`, `  "metrics": ${section(ledger.metrics)}`];
  if (ledger.pending) parts.push(`  "pending": ${section(ledger.pending)}`);
  return `{
${parts.join(",\n")}
}
`;
}
var EMPTY_LEDGER_TEXT = serializeLedger(emptyLedger());

export {
  emptyLedger,
  applyJournal,
  applyChange,
  parseLedger,
  parseJournalBatch,
  serializeLedger,
  EMPTY_LEDGER_TEXT
};
