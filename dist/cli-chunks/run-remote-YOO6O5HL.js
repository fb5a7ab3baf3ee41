#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  isProcessAlive,
  removeAbandonedTemporaries,
  withServiceDefaults,
  writeFileAtomically
} from "./chunk-C5ZKDBGS.js";
import {
  referencesOf,
  reportItem,
  stoppedOutcome,
  validationOutcome,
  withCatalogueChecks
} from "./chunk-ZGMYSXBQ.js";
import {
  escapesThroughLink,
  placeInConfig,
  realLocation
} from "./chunk-SA2CRPKI.js";
import {
  Suggestions
} from "./chunk-62YZRBBZ.js";
import {
  API_URL_SOURCES,
  baseUrlMeant,
  isCleartextRemote,
  isHttpUrl,
  urlWithScheme
} from "./chunk-MBK2E6MB.js";
import {
  EMPTY_LEDGER_TEXT,
  applyChange,
  applyJournal,
  emptyLedger,
  parseJournalBatch,
  parseLedger,
  serializeLedger
} from "./chunk-IJ4WVWFH.js";
import {
  ToolError
} from "./chunk-D2ATW2JO.js";
import {
  exitCodeOf
} from "./chunk-FYTMGASH.js";
import {
  redact
} from "./chunk-3UJJ6EGA.js";
import "./chunk-2JHBWH4Y.js";
import {
  digestOrder,
  needsOf,
  reportOf,
  riskOf
} from "./chunk-Y4OIPZ4B.js";
import {
  count
} from "./chunk-GOTXAWJI.js";
import {
  excerpt,
  parseFieldPath,
  someOf,
  sortDiagnostics
} from "./chunk-GWIGD727.js";
import "./chunk-VLH4AYTI.js";

// src/reconcile/run-remote.ts
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";

// src/reconcile/accept-removals.ts
function unknownRemovals(state, accepted) {
  if (accepted === true) return void 0;
  const removed = state.removed.map((entry) => entry.id);
  const unknown = accepted.filter((id) => !removed.includes(id));
  if (unknown.length === 0) return void 0;
  const suggestions = new Suggestions(removed);
  const named = unknown.map((id) => `\`${id}\`${suggestions.didYouMean(id)}`).join(", ");
  const known = removed.length > 0 ? `the removed ones are ${removed.slice(0, 10).map((id) => `\`${id}\``).join(", ")}` : "no recorded metric is missing from the tree";
  return {
    rule: "accept-removals.unknown-id",
    message: `--accept-removals names ${named}, which the ledger does not list as removed: ${known}. Nothing was sent.`
  };
}
async function acceptRemovals(state, recorder, accepted) {
  const ids = new Set(accepted === true ? state.removed.map((entry) => entry.id) : accepted);
  const dropped = state.removed.filter((entry) => ids.has(entry.id));
  if (dropped.length === 0) return;
  await recorder.apply((current) => withoutMetrics(current, ids));
  state.removed.splice(0, state.removed.length, ...state.removed.filter((entry) => !ids.has(entry.id)));
  const names = dropped.slice(0, 10).map((entry) => `\`${entry.id}\``).join(", ");
  const more = dropped.length > 10 ? ` and ${dropped.length - 10} more` : "";
  state.notice(
    `Removal accepted for ${names}${more}: dropped from the ledger. The Console API cannot delete or archive a metric: archive it in the console if that is not done yet.`
  );
}
function withoutMetrics(ledger, ids) {
  const metrics = Object.fromEntries(Object.entries(ledger.metrics).filter(([id]) => !ids.has(id)));
  return { ...ledger, metrics };
}

// src/reconcile/claims.ts
import { hostname } from "node:os";
var CLAIM_TTL_MS = 30 * 6e4;
function localRunIdentity(runId) {
  return { runId, pid: process.pid, host: hostname() };
}
function isLiveClaim(entry, me, now, ended) {
  if (entry.runId === void 0 || entry.runId === me.runId) return false;
  if (entry.lineage !== void 0 && (entry.lineage === me.lineage || ended.has(entry.lineage))) return false;
  if (entry.pid !== void 0 && entry.host !== void 0 && entry.host === me.host)
    return isProcessAlive(entry.pid);
  return now.getTime() - Date.parse(entry.startedAt) < CLAIM_TTL_MS;
}
function claim(current, wanted, me, now, ended = /* @__PURE__ */ new Set()) {
  const pending = { ...current.pending };
  const result = {
    ledger: current,
    claimed: [],
    inherited: /* @__PURE__ */ new Set(),
    heldElsewhere: /* @__PURE__ */ new Map(),
    recordedMeanwhile: []
  };
  for (const item of wanted) {
    if (current.metrics[item.id]) {
      result.recordedMeanwhile.push(item.id);
      continue;
    }
    const previous = pending[item.id];
    if (previous && isLiveClaim(previous, me, now, ended)) {
      result.heldElsewhere.set(item.id, previous);
      continue;
    }
    if (previous && previous.hash === item.hash && previous.runId !== me.runId) result.inherited.add(item.id);
    pending[item.id] = {
      hash: item.hash,
      file: item.file,
      startedAt: now.toISOString(),
      ...identityFields(me)
    };
    result.claimed.push(item.id);
  }
  result.ledger = { ...current, pending };
  return result;
}
function releaseClaims(current, me, ids) {
  const pending = { ...current.pending };
  let changed = false;
  for (const id of ids) {
    const entry = pending[id];
    if (!entry || entry.runId !== me.runId) continue;
    pending[id] = { hash: entry.hash, file: entry.file, startedAt: entry.startedAt };
    changed = true;
  }
  return changed ? { ...current, pending } : current;
}
function identityFields(me) {
  const fields = { runId: me.runId };
  if (me.lineage !== void 0) fields.lineage = me.lineage;
  if (me.pid !== void 0) fields.pid = me.pid;
  if (me.host !== void 0) fields.host = me.host;
  return fields;
}

// src/reconcile/create-order.ts
function dependenciesOf(entry, creating) {
  return referencesOf(entry.definition.body).map((reference) => reference.id).filter((id) => id !== entry.definition.id && creating.has(id));
}
function creationWaves(entries) {
  const creating = new Set(entries.map((entry) => entry.definition.id));
  const byId = new Map(entries.map((entry) => [entry.definition.id, entry]));
  const depth = /* @__PURE__ */ new Map();
  const visiting = /* @__PURE__ */ new Set();
  const depthOf = (id) => {
    const known = depth.get(id);
    if (known !== void 0) return known;
    if (visiting.has(id)) return 0;
    visiting.add(id);
    const deps = dependenciesOf(byId.get(id), creating);
    const level = deps.length === 0 ? 0 : 1 + Math.max(...deps.map(depthOf));
    visiting.delete(id);
    depth.set(id, level);
    return level;
  };
  const waves = [];
  for (const entry of entries) {
    const level = depthOf(entry.definition.id);
    const wave = waves[level] ?? [];
    wave.push(entry);
    waves[level] = wave;
  }
  return waves.filter((wave) => wave !== void 0);
}

// src/reconcile/recorder.ts
var DEFAULT_FLUSH = { maxRecords: 200, maxDelayMs: 5e3 };
var LedgerRecorder = class {
  constructor(store, identity, policy = DEFAULT_FLUSH) {
    this.store = store;
    this.identity = identity;
    this.policy = policy;
  }
  store;
  identity;
  policy;
  metrics = {};
  dropped = [];
  size = 0;
  waiters = [];
  timer;
  writing;
  writes = 0;
  appended = false;
  /** Resolves once the created metric is in a written batch. */
  record(entry) {
    return this.enqueue(() => {
      this.metrics[entry.id] = entry;
    });
  }
  /** Drops this run's claim on `id` (its create was answered definitively "no"). */
  drop(id) {
    return this.enqueue(() => {
      this.dropped.push(id);
    });
  }
  /** A full update of the ledger, after every outcome queued so far is written. */
  async apply(mutation) {
    await this.flush();
    await this.store.update(mutation);
    this.writes++;
    this.appended = false;
  }
  /** Writes what is queued now and waits for it. */
  async flush() {
    while (this.size > 0 || this.writing) {
      if (this.writing) await this.writing.catch(() => {
      });
      else this.startWrite();
    }
  }
  /** Writes what is queued, then folds the run's journal into the ledger (one full write). */
  async close() {
    await this.flush();
    if (!this.appended) return;
    await this.store.compact();
    this.writes++;
    this.appended = false;
  }
  /** How many ledger writes were made: a figure for the benchmark and the tests. */
  get writeCount() {
    return this.writes;
  }
  enqueue(add) {
    return new Promise((resolve2, reject) => {
      add();
      this.size++;
      this.waiters.push({ resolve: resolve2, reject });
      if (this.size >= this.policy.maxRecords) this.startWrite();
      else this.timer ??= setTimeout(() => this.startWrite(), this.policy.maxDelayMs);
    });
  }
  /** One write at a time; outcomes arriving meanwhile wait for the next batch. */
  startWrite() {
    clearTimeout(this.timer);
    this.timer = void 0;
    if (this.writing || this.size === 0) return;
    const batch = { runId: this.identity.runId, metrics: this.metrics, dropped: this.dropped };
    const waiters = this.waiters;
    this.metrics = {};
    this.dropped = [];
    this.size = 0;
    this.waiters = [];
    this.writing = this.store.append(batch).then(
      () => {
        this.writes++;
        this.appended = true;
        for (const waiter of waiters) waiter.resolve();
      },
      (error) => {
        for (const waiter of waiters) waiter.reject(error);
      }
    ).finally(() => {
      this.writing = void 0;
      if (this.size >= this.policy.maxRecords) this.startWrite();
      else if (this.size > 0) this.timer ??= setTimeout(() => this.startWrite(), this.policy.maxDelayMs);
    });
  }
};

// src/reconcile/change-diagnostics.ts
var NAMED_IDS = 5;
function changedDiagnostics(changed, onChange, advice, configFile) {
  const severity = onChange === "fail" ? "error" : "warning";
  const byConfigLine = /* @__PURE__ */ new Map();
  const diagnostics = [];
  for (const entry of changed) {
    const places = configFile ? defaultsPlaces(entry, configFile) : void 0;
    if (places) addToConfigLine(byConfigLine, entry.definition.id, places);
    else diagnostics.push(definitionChanged(entry, severity, advice));
  }
  for (const change of byConfigLine.values()) diagnostics.push(defaultsChanged(change, severity, advice));
  return diagnostics;
}
function addToConfigLine(byLine, id, places) {
  const { place } = places[0];
  const key = `${place.line}:${place.column}`;
  const change = byLine.get(key) ?? { place, paths: /* @__PURE__ */ new Set(), ids: [] };
  for (const { path } of places) change.paths.add(path);
  change.ids.push(id);
  byLine.set(key, change);
}
function defaultsChanged({ place, paths, ids }, severity, advice) {
  const fields = [...paths].map((path) => `\`${path}\``).join(", ");
  return {
    ...place,
    severity,
    rule: "definition.changed-by-defaults",
    path: "",
    message: `the config's \`defaults\` (${fields}) changed ${count(ids.length, "metric")} created earlier (${idList(ids)}); their definition files are unchanged, and the Console API cannot update a metric. Make the same change in the console and ${acceptHow(advice, ids)}, or undo this default.`
  };
}
function defaultsPlaces(entry, configFile) {
  if (!entry.diff || entry.diff.length === 0) return void 0;
  const places = entry.diff.map((change) => ({
    path: change.path,
    place: entry.definition.locate(parseFieldPath(change.path))
  }));
  return places.every(({ place }) => place.file === configFile) ? places : void 0;
}
function definitionChanged(entry, severity, advice) {
  const { definition, recorded, diff } = entry;
  const since = recorded ? ` on ${recorded.createdAt.slice(0, 10)}` : "";
  const what = diff ? ` (${diff.map((change) => change.path).slice(0, NAMED_IDS).join(", ")}${diff.length > NAMED_IDS ? ` and ${diff.length - NAMED_IDS} more` : ""})` : " (which fields is unknown: it was recorded before the ledger kept definitions)";
  const first = diff?.[0] && definition.locate(parseFieldPath(diff[0].path));
  const place = first?.file === definition.file ? first : definition;
  return {
    file: definition.file,
    line: place.line,
    column: place.column,
    severity,
    rule: "definition.changed",
    path: "",
    message: `\`${definition.id}\` changed since it was created${since}${what}; the Console API cannot update a metric. Make the same change in the console and ${acceptHow(advice, [definition.id])}, or rename it to create a new metric.`
  };
}
function acceptHow(advice, ids) {
  const args = ids.length > NAMED_IDS ? "" : ` ${ids.map(shellWord).join(" ")}`;
  const cli = (state) => `\`metrics-as-code apply${state} --accept-changes${args}\``;
  switch (advice) {
    case "cli":
      return `record it with ${cli("")}`;
    case "cli-github":
      return `record it with ${cli(" --state github")}`;
    case "action":
      return `run this workflow (workflow_dispatch) with the input \`accept-changes: ${ids.length > NAMED_IDS ? "all" : ids.join(", ")}\` (or from a clone: ${cli(" --state github")})`;
  }
}
function shellWord(id) {
  return /^[\w:.@%+=-]+$/.test(id) ? id : `'${id.replace(/'/g, "'\\''")}'`;
}
function idList(ids) {
  const named = ids.slice(0, NAMED_IDS).map((id) => `\`${id}\``);
  return ids.length > NAMED_IDS ? `${named.join(", ")} and ${ids.length - NAMED_IDS} more` : named.join(", ");
}

// src/reconcile/hash.ts
import { createHash } from "node:crypto";
function canonicalJson(value) {
  return JSON.stringify(value, (_key, current) => {
    if (current === null || typeof current !== "object" || Array.isArray(current)) return current;
    const entries = Object.entries(current).sort(
      ([a], [b]) => a < b ? -1 : a > b ? 1 : 0
    );
    return Object.fromEntries(entries);
  });
}
var LEGACY_PREFIX = "sha256:";
var PREFIX = "sha256+defaults:";
function sha256(value) {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}
function definitionHash(body) {
  return `${PREFIX}${sha256(withServiceDefaults(body))}`;
}
function compareRecorded(recorded, body, hash = definitionHash(body)) {
  if (recorded.startsWith(PREFIX)) return recorded === hash ? "same" : "different";
  if (!recorded.startsWith(LEGACY_PREFIX)) return "different";
  return recorded === `${LEGACY_PREFIX}${sha256(body)}` ? "legacy" : "different";
}

// src/reconcile/field-diff.ts
var MATCHED_LIST_MAX = 200;
function fieldDiff(before, after) {
  const changes = [];
  diffValue(withServiceDefaults(before), withServiceDefaults(after), "", changes);
  return changes;
}
function diffValue(before, after, path, out) {
  if (isRecord(before) && isRecord(after)) diffObjects(before, after, path, out);
  else if (Array.isArray(before) && Array.isArray(after)) diffLists(before, after, path, out);
  else if (canonicalJson(before) !== canonicalJson(after)) out.push({ path, before, after });
}
function diffObjects(before, after, path, out) {
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const key of keys) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in after) || after[key] === void 0) out.push({ path: at, before: before[key] });
    else if (!(key in before) || before[key] === void 0) out.push({ path: at, after: after[key] });
    else diffValue(before[key], after[key], at, out);
  }
}
function diffLists(before, after, path, out) {
  const pairs = before.length * after.length <= MATCHED_LIST_MAX * MATCHED_LIST_MAX ? commonItems(before.map(canonicalJson), after.map(canonicalJson)) : [];
  let i = 0;
  let j = 0;
  for (const [nextI, nextJ] of [...pairs, [before.length, after.length]]) {
    while (i < nextI && j < nextJ) diffValue(before[i++], after[j], `${path}[${j++}]`, out);
    while (i < nextI) out.push({ path: `${path}[${i}]`, before: before[i++] });
    while (j < nextJ) out.push({ path: `${path}[${j}]`, after: after[j++] });
    i = nextI + 1;
    j = nextJ + 1;
  }
}
function commonItems(a, b) {
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] = a[i] === b[j] ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const pairs = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) i++;
    else j++;
  }
  return pairs;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/reconcile/compare-ledger.ts
function classify(definitions, ledger) {
  const present = /* @__PURE__ */ new Set();
  const planned = definitions.map((definition) => {
    if (definition.id) present.add(definition.id);
    const hash = definitionHash(definition.body);
    const recorded = definition.id ? ledger.metrics[definition.id] : void 0;
    if (!definition.valid) return { definition, action: "invalid", hash, ...recorded && { recorded } };
    if (!recorded) return { definition, action: "create", hash };
    const verdict = compareRecorded(recorded.hash, definition.body, hash);
    if (verdict === "different") {
      const diff = recorded.definition && fieldDiff(recorded.definition, definition.body);
      return { definition, action: "changed", hash, recorded, ...diff && { diff } };
    }
    const outdated = verdict === "legacy" || !recorded.definition;
    return { definition, action: "unchanged", hash, recorded, ...outdated && { upgrade: true } };
  });
  const removed = Object.values(ledger.metrics).filter((entry) => !present.has(entry.id));
  return { planned, removed };
}
function itemOf(planned) {
  const item = reportItem(planned.definition, planned.action);
  if (planned.diff) item.diff = planned.diff;
  return item;
}
function removedItem(entry) {
  const [name = entry.id, type = ""] = splitId(entry.id);
  return {
    file: entry.file,
    line: 1,
    name,
    type,
    id: entry.id,
    action: "removed",
    message: "no longer defined here; nothing was deleted"
  };
}
function splitId(id) {
  const at = id.lastIndexOf("::");
  return at < 0 ? [id, ""] : [id.slice(0, at), id.slice(at + 2)];
}
function removedDiagnostic(entry) {
  return {
    file: entry.file,
    line: 1,
    column: 1,
    severity: "warning",
    rule: "definition.removed",
    path: "",
    message: `\`${entry.id}\` was created by this repository and is no longer defined; nothing was deleted (the Console API cannot delete or archive a metric): archive it in the console, then accept the removal (\`metrics-as-code apply --accept-removals ${entry.id}\`, or the workflow's \`accept-removals\` input) so it is no longer reported.`
  };
}

// src/reconcile/run-state.ts
var RunState = class {
  planned;
  validation;
  removed;
  items = /* @__PURE__ */ new Map();
  byId;
  /**
   * A usage problem found before anything is sent: most of what the ledger records is missing
   * from the tree (the config or --cwd points at the wrong place, not a mass deletion), or an id
   * to accept is not defined. Set, the run sends nothing and stops with exit 2.
   */
  stopped;
  diagnostics;
  failed = /* @__PURE__ */ new Set();
  notices = [];
  /** A refused key, or a URL that is not the Console API: nothing more is sent. */
  authFailure;
  transientFailures = 0;
  /** Definitions left to another live run's claim: the run is unfinished until that one ends. */
  heldElsewhere = 0;
  /** How often each reason of a transient failure was given: the commonest is said in the failure. */
  transientReasons = /* @__PURE__ */ new Map();
  /** Classifies every definition against the ledger. */
  constructor(validation, ledger) {
    this.validation = withCatalogueChecks(validation, Object.keys(ledger.metrics));
    this.diagnostics = [...this.validation.diagnostics];
    ({ planned: this.planned, removed: this.removed } = classify(this.validation.definitions, ledger));
    this.stopped = massRemoval(this.removed.length, Object.keys(ledger.metrics).length, this.planned.length);
  }
  /** The planned definition with this `name::type` id, if the tree has it. */
  plannedById(id) {
    this.byId ??= new Map(this.planned.map((entry) => [entry.definition.id, entry]));
    return this.byId.get(id);
  }
  item(planned) {
    let item = this.items.get(planned);
    if (!item) {
      item = itemOf(planned);
      this.items.set(planned, item);
    }
    return item;
  }
  /** A definitive "no" (rejected, conflict) is placed on the definition; anything else is counted. */
  settleFailure(planned, error) {
    const item = this.item(planned);
    this.failed.add(planned);
    if (error.kind === "rejected" || error.kind === "conflict") {
      item.result = error.kind === "conflict" ? "exists" : "rejected";
      item.message = error.kind === "conflict" ? "already exists in the Console, outside this repository" : error.message;
      this.diagnostics.push(...rejectionDiagnostics(planned, error));
      return;
    }
    item.result = "failed";
    if (error.kind === "auth" || error.kind === "config") {
      item.message = refusedBecause(error);
      this.authFailure ??= error;
    } else {
      item.message = error.message;
      this.transientFailures++;
      this.transientReasons.set(error.message, (this.transientReasons.get(error.message) ?? 0) + 1);
    }
  }
  /** Said at the top of every rendering of the report. */
  notice(text) {
    this.notices.push(text);
  }
  /** After a refused key nothing more is sent: say so on every item left. */
  markUnreached(targets) {
    if (!this.authFailure) return;
    for (const target of targets) {
      const item = this.item(target);
      if (item.result) continue;
      item.result = "skipped";
      item.message = `not attempted: ${refusedBecause(this.authFailure)}`;
    }
  }
  finish(mode, options) {
    const items = [...this.planned.map((entry) => this.item(entry)), ...this.removed.map(removedItem)];
    const diagnostics = sortDiagnostics([...this.diagnostics, ...this.ledgerDiagnostics(options)]);
    const report = reportOf(mode, {
      files: this.validation.files,
      definitions: this.validation.definitions.length,
      diagnostics,
      items,
      failed: this.failed.size,
      notices: this.notices,
      ...this.failure()
    });
    const { summary } = report;
    if (this.stopped) return { report: { ...report, failure: this.stopped }, exitCode: 2 /* Usage */ };
    const exitCode = exitCodeOf({
      ...refusalExit(this.authFailure),
      transient: this.transientFailures > 0 || this.heldElsewhere > 0,
      errors: summary.errors + summary.failed
    });
    return { report, exitCode };
  }
  /** `changed` and `removed` cannot be applied: say what to do (unless the change was accepted). */
  ledgerDiagnostics(options) {
    const changed = this.planned.filter(
      (entry) => entry.action === "changed" && this.item(entry).result !== "accepted"
    );
    const advice = options.acceptAdvice ?? "cli";
    return [
      ...changedDiagnostics(changed, options.onChange, advice, this.validation.configSource?.file),
      ...this.removed.map(removedDiagnostic)
    ];
  }
  failure() {
    if (this.authFailure?.kind === "config")
      return { failure: refusalFailure(this.authFailure, " No definition reached the Console API.") };
    if (this.authFailure)
      return { failure: refusalFailure(this.authFailure, " Nothing further was attempted.") };
    if (this.transientFailures > 0) {
      const [reason] = [...this.transientReasons].sort((a, b) => b[1] - a[1])[0] ?? [];
      const why = reason ? `; mostly: ${reason}` : " (the service was unavailable or slow)";
      const message = `${count(this.transientFailures, "request")} failed after retries${why}. Nothing is lost: run again to finish.`;
      return { failure: { rule: "api.unavailable", message } };
    }
    if (this.heldElsewhere > 0) {
      const message = `${count(this.heldElsewhere, "definition")} left to another apply that holds ${this.heldElsewhere === 1 ? "its claim" : "their claims"} (see the notice): run again after it ends.`;
      return { failure: { rule: "apply.claimed-elsewhere", message } };
    }
    return {};
  }
};
function refusedBecause(error) {
  return error.kind === "config" ? "the Console API URL is wrong (see above)" : "the Console API refused the API key (see above)";
}
function refusalFailure(error, after = "") {
  const said = `${error.message.replace(/\.+$/, "")}.${after}`;
  return error.kind === "config" ? { rule: "config.api-url", message: said } : {
    rule: "api.auth",
    message: `the Console API refused the API key: ${said} Check CONSOLE_API_KEY (or the Action's api-key secret): it must be an active Console key of this project.`
  };
}
function refusalExit(error) {
  return { auth: error !== void 0, usage: error?.kind === "config" };
}
function massRemoval(removed, recorded, inTree) {
  const most = removed === recorded || recorded >= 10 && removed * 2 > recorded;
  if (removed === 0 || !most || inTree >= removed) return void 0;
  return {
    rule: "ledger.mass-removal",
    message: `${removed} of the ${recorded} metrics the ledger records are not in the tree, which holds ${count(inTree, "definition")}: the configuration probably points at the wrong place (metrics.dir in metrics-as-code.yaml, or --cwd). Nothing was sent; if the metrics really were removed, accept the removals: \`metrics-as-code apply --accept-removals\` (or the workflow's \`accept-removals: all\` input)`
  };
}
function rejectionDiagnostics(planned, error) {
  const { definition } = planned;
  const atDefinition = (rule, message) => ({
    file: definition.file,
    line: definition.line,
    column: definition.column,
    severity: "error",
    rule,
    path: "",
    message
  });
  if (error.kind === "conflict") return [atDefinition("remote.conflict", conflictMessage(definition.id))];
  if (error.fieldErrors.length === 0) {
    return [
      atDefinition("remote.rejected", `the Console API rejected \`${definition.id}\`: ${error.message}`)
    ];
  }
  return error.fieldErrors.map((fieldError) => ({
    ...definition.locate(parseFieldPath(fieldError.property)),
    severity: "error",
    rule: "remote.rejected",
    path: fieldError.property,
    message: `the Console API rejected ${fieldError.property || "it"}: ${fieldError.errorMessage}`
  }));
}
function conflictMessage(id) {
  return `\`${id}\` already exists in the Console but not in this repository's ledger: it was created elsewhere. Rename this definition, or record the existing metric as this one with \`metrics-as-code apply --adopt-existing\` (Action input \`adopt-existing: true\`).`;
}

// src/reconcile/apply.ts
async function apply(options) {
  const state = new RunState(options.validation, await options.store.read());
  const recorder = new LedgerRecorder(options.store, options.identity, options.flush);
  const now = options.now ?? (() => /* @__PURE__ */ new Date());
  for (const entry of state.planned.filter((p) => p.action === "invalid")) {
    const item = state.item(entry);
    item.result = "skipped";
    item.message = "not created: the definition is invalid";
  }
  if (options.acceptRemovals) {
    if (state.stopped?.rule === "ledger.mass-removal") state.stopped = void 0;
    state.stopped ??= unknownRemovals(state, options.acceptRemovals);
  }
  if (options.acceptChanges) state.stopped ??= unknownAccepted(state, options.acceptChanges);
  if (state.stopped) return state.finish("apply", options);
  if (options.acceptRemovals) await acceptRemovals(state, recorder, options.acceptRemovals);
  if (options.acceptChanges) await acceptChanges(state, recorder, options, now);
  await upgradeHashes(state, recorder);
  const creates = state.planned.filter((entry) => entry.action === "create");
  if (creates.length > 0 && await confirmed(state, creates, options))
    await createAll(state, creates, recorder, options, now);
  await recorder.close().catch((error) => {
    state.notice(
      `The ledger's journal could not be folded into ${options.store.location} (${error.message}); nothing is lost, the next run folds it in.`
    );
  });
  return state.finish("apply", options);
}
async function confirmed(state, creates, options) {
  if (!options.confirm) return true;
  const summaries = creates.map(({ definition: { id, file, line } }) => ({ id, file, line }));
  if (await options.confirm(summaries)) return true;
  for (const entry of creates) {
    const item = state.item(entry);
    item.result = "skipped";
    item.message = "not created: not confirmed";
  }
  state.notice("Nothing was created: the creates were not confirmed. Run again and answer y, or pass --yes.");
  return false;
}
async function upgradeHashes(state, recorder) {
  const due = state.planned.filter((entry) => entry.upgrade && entry.recorded);
  if (due.length === 0) return;
  const metrics = Object.fromEntries(
    due.map((entry) => [
      entry.definition.id,
      { ...entry.recorded, hash: entry.hash, definition: entry.definition.body }
    ])
  );
  await recorder.apply((current) => applyChange(current, { metrics }));
}
function unknownAccepted(state, accepted) {
  if (accepted === true) return void 0;
  const unknown = accepted.filter((id) => !state.plannedById(id));
  if (unknown.length === 0) return void 0;
  const changed = state.planned.filter((entry) => entry.action === "changed").map((e) => `\`${e.definition.id}\``);
  const known = changed.length > 0 ? `the changed ones are ${changed.slice(0, 10).join(", ")}` : "no definition has changed";
  return {
    rule: "accept-changes.unknown-id",
    message: `--accept-changes names ${unknown.map((id) => `\`${id}\``).join(", ")}, which no definition in the tree has (ids are name::type${idsNamed(state, unknown)}): ${known}. Nothing was sent.`
  };
}
function idsNamed(state, given) {
  const names = new Set(given.filter((id) => !id.includes("::")));
  const known = new Suggestions(state.planned.map((entry) => entry.definition.id));
  const ids = [
    ...state.planned.filter((entry) => names.has(entry.definition.name)).map((entry) => entry.definition.id),
    ...given.flatMap((id) => id.includes("::") ? known.closest(id) ?? [] : [])
  ].map((id) => `\`${id}\``);
  return ids.length > 0 ? `; did you mean ${[...new Set(ids)].slice(0, 3).join(" or ")}?` : "";
}
async function acceptChanges(state, recorder, options, now) {
  const wanted = options.acceptChanges === true ? void 0 : new Set(options.acceptChanges);
  const changed = state.planned.filter(
    (entry) => entry.action === "changed" && entry.recorded && (!wanted || wanted.has(entry.definition.id))
  );
  const notChanged = [...wanted ?? []].filter((id) => state.plannedById(id)?.action !== "changed");
  if (notChanged.length > 0)
    state.notice(
      `Nothing to accept for ${notChanged.map((id) => `\`${id}\``).join(", ")}: not changed since it was recorded.`
    );
  if (changed.length === 0) return;
  const metrics = Object.fromEntries(
    changed.map((entry) => [
      entry.definition.id,
      {
        ...entry.recorded,
        hash: entry.hash,
        file: entry.definition.file,
        ...options.commit && { commit: options.commit },
        acceptedAt: now().toISOString(),
        definition: entry.definition.body
      }
    ])
  );
  await recorder.apply((current) => applyChange(current, { metrics }));
  for (const entry of changed) {
    const item = state.item(entry);
    item.result = "accepted";
    item.message = "the ledger now records this definition";
  }
}
async function createAll(state, creates, recorder, options, now) {
  const byId = new Map(creates.map((entry) => [entry.definition.id, entry]));
  const claims = await claimAll(creates, options, now());
  for (const id of claims.recordedMeanwhile) {
    const item = state.item(byId.get(id));
    item.result = "exists";
    item.message = "created meanwhile by a concurrent run";
  }
  for (const [id, holder] of claims.heldElsewhere) {
    const item = state.item(byId.get(id));
    item.result = "skipped";
    item.message = `being created by ${holderName(holder)} (started ${holder.startedAt}); run again after it ends`;
  }
  const claimed = claims.claimed.map((id) => byId.get(id));
  if (claims.heldElsewhere.size > 0) state.notice(heldNotice(claims.heldElsewhere, claimed.length));
  state.heldElsewhere = claims.heldElsewhere.size;
  const writes = [];
  const unknown = [];
  const creating = new Set(claimed.map((entry) => entry.definition.id));
  const counts = { done: 0, succeeded: 0, failed: 0 };
  const progress = () => options.onProgress?.({
    phase: "create",
    total: claimed.length,
    waiting: () => options.client.budgetWait,
    ...counts
  });
  progress();
  for (const wave of creationWaves(claimed)) {
    await Promise.all(
      wave.map(async (entry) => {
        if (state.authFailure) return;
        if (skipForMissingComponents(state, entry, creating)) {
          writes.push(recorder.drop(entry.definition.id).catch(() => {
          }));
          return;
        }
        const outcome = await options.client.create(entry.definition.body);
        if (!outcome.ok && outcome.unsent) {
          const item = state.item(entry);
          item.result = "skipped";
          item.message = `not sent: ${outcome.error.message}`;
          writes.push(recorder.drop(entry.definition.id).catch(() => {
          }));
          return;
        }
        const settled = settle(state, entry, outcome, claims.inherited.has(entry.definition.id), options);
        counts.done++;
        if (settled === "record") counts.succeeded++;
        else counts.failed++;
        progress();
        if (settled === "record") writes.push(record(state, entry, recorder, options, now, unknown));
        else if (settled === "drop") writes.push(recorder.drop(entry.definition.id).catch(() => {
        }));
        else unknown.push(entry.definition.id);
      })
    );
  }
  state.markUnreached(claimed);
  await recorder.flush();
  await Promise.all(writes);
  const leftover = claimed.filter((entry) => state.item(entry).result === "skipped").map((entry) => entry.definition.id).concat(unknown);
  if (leftover.length > 0) {
    await recorder.apply((current) => releaseClaims(current, options.identity, leftover)).catch(() => {
    });
  }
}
function skipForMissingComponents(state, entry, creating) {
  const missing = dependenciesOf(entry, creating).filter((id) => {
    const component = state.plannedById(id);
    const result = component && state.item(component).result;
    return result !== "created" && result !== "exists";
  });
  if (missing.length === 0) return false;
  const item = state.item(entry);
  item.result = "skipped";
  item.message = `not created: its component ${missing.map((id) => `\`${id}\``).join(", ")} was not created in this run; the next run creates it after that component`;
  return true;
}
async function claimAll(creates, options, at) {
  const wanted = creates.map((entry) => ({
    id: entry.definition.id,
    hash: entry.hash,
    file: entry.definition.file
  }));
  const claimWith = async (ended2) => {
    let result;
    await options.store.update((current) => {
      result = claim(current, wanted, options.identity, at, ended2);
      return result.claimed.length > 0 ? result.ledger : current;
    });
    return result;
  };
  const first = await claimWith(/* @__PURE__ */ new Set());
  const ended = await endedLineages(first.heldElsewhere, options);
  if (ended.size === 0) return first;
  const second = await claimWith(ended);
  second.claimed.push(...first.claimed.filter((id) => !second.claimed.includes(id)));
  for (const id of first.inherited) second.inherited.add(id);
  return second;
}
async function endedLineages(held, options) {
  const lineages = new Set([...held.values()].flatMap((entry) => entry.lineage ? [entry.lineage] : []));
  const ended = /* @__PURE__ */ new Set();
  if (!options.lineageEnded) return ended;
  for (const lineage of lineages)
    if (await options.lineageEnded(lineage).catch(() => false)) ended.add(lineage);
  return ended;
}
function settle(state, entry, outcome, inherited, options) {
  const item = state.item(entry);
  if (outcome.ok) {
    item.result = "created";
    if (outcome.recovered) item.message = "the first answer was lost; the retry found it in place";
    if (typeof outcome.data?.permalink === "string") item.url = outcome.data.permalink;
    return "record";
  }
  if (outcome.error.kind === "conflict" && (inherited || options.adoptExisting)) {
    item.result = "exists";
    item.message = inherited ? "created by an earlier, interrupted run of this repository; now recorded" : "already existed in the Console; adopted into the ledger";
    return "record";
  }
  state.settleFailure(entry, outcome.error);
  return outcome.ambiguous ? "keep" : "drop";
}
function record(state, entry, recorder, options, now, unknown) {
  const id = entry.definition.id;
  const ledgerEntry = {
    id,
    hash: entry.hash,
    file: entry.definition.file,
    ...options.commit && { commit: options.commit },
    createdAt: now().toISOString(),
    definition: entry.definition.body
  };
  return recorder.record(ledgerEntry).catch((error) => {
    unknown.push(id);
    const item = state.item(entry);
    item.message = `${item.message ? `${item.message}; ` : ""}not yet recorded in the ledger (${error.message}): run again to record it`;
    state.transientFailures++;
  });
}
function heldNotice(held, claimedHere) {
  const holders = [...new Set([...held.values()].map(holderName))];
  const nothing = claimedHere === 0 ? " This run created nothing." : "";
  return `${count(held.size, "definition")} ${held.size === 1 ? "is" : "are"} being created by ${holders.join(", ")}, which records them; this run did not create them.${nothing} Run again after that run ends: the claims of a run that has ended are taken over.`;
}
function holderName(holder) {
  const workflowRun = holder.lineage?.match(/^github-run-(\d+)$/)?.[1];
  if (workflowRun) return `workflow run ${workflowRun}`;
  if (holder.pid !== void 0 && holder.host)
    return `another apply (process ${holder.pid} on ${holder.host})`;
  return holder.runId ? `another apply (run ${holder.runId})` : "another apply";
}

// src/reconcile/file-store.ts
import { randomBytes } from "node:crypto";
import {
  appendFile,
  link,
  mkdir,
  open,
  readFile,
  rm,
  stat,
  writeFile
} from "node:fs/promises";
import { hostname as hostname2 } from "node:os";
import { dirname } from "node:path";
var LOCK_WAIT_MS = 6e4;
var LOCK_STALE_MS = 12e4;
var LedgerBusyError = class extends ToolError {
  name = "LedgerBusyError";
  exitCode = 3 /* Transient */;
  rule = "ledger.busy";
  constructor(lockPath, waitedMs) {
    super(
      `another apply is running: the ledger lock ${lockPath} was held by another run for over ${Math.round(waitedMs / 1e3)} s; run again when it ends (if no other run is going, delete the lock file)`
    );
  }
};
var LedgerLocationError = class extends ToolError {
  name = "LedgerLocationError";
  exitCode = 2 /* Usage */;
  rule = "ledger.outside-repository";
  constructor(path) {
    super(
      `the state ledger ${path} leads outside the repository through a symbolic link, so it is neither read nor written: set state.file in the config to a path inside the repository, or replace the link with the file itself`
    );
  }
};
var FileLedgerStore = class {
  constructor(path, options = {}) {
    this.path = path;
    this.options = options;
    this.location = path;
  }
  path;
  options;
  location;
  /**
   * The file to read and replace: a link inside the repository is written through (replacing the
   * link by a file would silently detach its target); one leading outside is refused.
   */
  async target() {
    if (this.options.root && await escapesThroughLink(this.options.root, this.path))
      throw new LedgerLocationError(this.path);
    return realLocation(this.path);
  }
  async read() {
    const target = await this.target();
    const [base, journal] = await Promise.all([this.readAt(target), this.readJournal(target)]);
    return applyJournal(base, journal);
  }
  async readAt(path) {
    return (await this.readStored(path)).ledger;
  }
  /** The stored ledger and its text (an empty ledger's when there is no file). */
  async readStored(path) {
    const text = await readIfPresent(path);
    if (text === void 0) return { ledger: emptyLedger(), text: EMPTY_LEDGER_TEXT };
    return { ledger: parseLedger(text, this.path), text };
  }
  /**
   * The journal beside the ledger: one batch a line. A last line without its newline is a write
   * cut short by a kill; the claims cover what it held, so it is left out, not refused.
   */
  async readJournal(target) {
    const text = await readIfPresent(journalPath(target));
    if (text === void 0) return [];
    return text.split("\n").slice(0, -1).filter((line) => line.trim() !== "").map((line, i) => parseJournalBatch(line, `${journalPath(this.path)} line ${i + 1}`));
  }
  async update(mutate) {
    return this.locked(async (target) => {
      const [stored, journal] = await Promise.all([this.readStored(target), this.readJournal(target)]);
      const current = applyJournal(stored.ledger, journal);
      const next = mutate(current);
      const text = serializeLedger(next);
      if (journal.length > 0 || text !== stored.text) await writeFileAtomically(target, text);
      if (journal.length > 0) await rm(journalPath(target), { force: true });
      return next;
    });
  }
  /** One line appended: the cost of a batch is its own size, never the ledger's. */
  async append(batch) {
    await this.locked(async (target) => {
      const path = journalPath(target);
      await dropTornTail(path);
      await appendFile(path, `${JSON.stringify(batch)}
`);
    });
  }
  async compact() {
    await this.update((current) => current);
  }
  async locked(task) {
    const target = await this.target();
    await mkdir(dirname(target), { recursive: true });
    const release = await acquireLock(
      `${target}.lock`,
      this.options.lockWaitMs ?? LOCK_WAIT_MS,
      this.options.onLockWait
    );
    try {
      await removeAbandonedTemporaries(target);
      return await task(target);
    } finally {
      await release();
    }
  }
};
async function dropTornTail(path) {
  let handle;
  try {
    handle = await open(path, "r+");
  } catch (error) {
    if (error.code === "ENOENT") return;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    if (size === 0) return;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    if (last[0] === 10) return;
    const text = await readFile(path);
    await handle.truncate(text.lastIndexOf(10) + 1);
  } finally {
    await handle.close();
  }
}
function journalPath(ledgerPath) {
  return `${ledgerPath}.journal`;
}
async function readIfPresent(path) {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw error;
  }
}
async function acquireLock(lockPath, waitMs, onWait) {
  const deadline = Date.now() + waitMs;
  const owner = { pid: process.pid, host: hostname2() };
  let told = false;
  for (let attempt = 0; ; attempt++) {
    if (await createWithContent(lockPath, JSON.stringify(owner))) return () => rm(lockPath, { force: true });
    if (await isAbandoned(lockPath)) {
      await rm(lockPath, { force: true });
      continue;
    }
    if (!told && onWait) {
      told = true;
      onWait(
        `waiting for the ledger lock ${lockPath}: another apply is running (${await holderOf(lockPath)}); giving up after ${Math.round(waitMs / 1e3)} s`
      );
    }
    if (Date.now() > deadline) {
      throw new LedgerBusyError(lockPath, waitMs);
    }
    await new Promise(
      (resolve2) => setTimeout(resolve2, Math.min(200, 5 * 2 ** attempt) * (0.5 + Math.random()))
    );
  }
}
async function createWithContent(path, content) {
  const staging = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(staging, content);
  try {
    await link(staging, path);
    return true;
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
    return false;
  } finally {
    await rm(staging, { force: true });
  }
}
async function holderOf(lockPath) {
  try {
    const owner = JSON.parse(await readFile(lockPath, "utf8"));
    return `pid ${Number(owner.pid)} on ${String(owner.host).slice(0, 100)}`;
  } catch {
    return "a run that is starting";
  }
}
async function isAbandoned(lockPath) {
  try {
    const [text, info] = await Promise.all([readFile(lockPath, "utf8"), stat(lockPath)]);
    if (Date.now() - info.mtimeMs > LOCK_STALE_MS) return true;
    const owner = JSON.parse(text);
    if (typeof owner.pid !== "number") return false;
    return owner.host === hostname2() && !isProcessAlive(owner.pid);
  } catch {
    return false;
  }
}

// src/reconcile/plan.ts
async function plan(options) {
  const state = new RunState(options.validation, await options.store.read());
  const { client } = options;
  if (client && !state.stopped) {
    const targets = state.planned.filter(
      (entry) => options.dryRunAll ? entry.action !== "invalid" : entry.action === "create"
    );
    await dryRunEach(state, client, targets, options.onProgress);
    state.markUnreached(targets);
  }
  const orderNotice = creationOrderNotice(state.planned.filter((entry) => entry.action === "create"));
  if (orderNotice) state.notice(orderNotice);
  return state.finish("plan", options);
}
function creationOrderNotice(creates) {
  const waves = creationWaves(creates);
  if (waves.length < 2) return void 0;
  const named = waves.slice(1, 1 + NAMED_WAVES).map((wave) => {
    const ids = wave.slice(0, 3).map((entry) => `\`${excerpt(entry.definition.id)}\``);
    return `then ${someOf(ids, "metrics", wave.length)}`;
  });
  const rest = waves.length - 1 - named.length;
  const later = rest > 0 ? [...named, `then ${rest} more waves`] : named;
  return `apply creates components before the composites that use them: first ${count(waves[0].length, "metric")}, ${later.join(", ")}.`;
}
var NAMED_WAVES = 5;
async function dryRunEach(state, client, targets, onProgress) {
  const counts = { done: 0, succeeded: 0, failed: 0 };
  const progress = () => onProgress?.({ phase: "dry-run", total: targets.length, waiting: () => client.budgetWait, ...counts });
  progress();
  await Promise.all(
    targets.map(async (target) => {
      if (state.authFailure) return;
      const outcome = await client.dryRun(target.definition.body);
      counts.done++;
      if (outcome.ok) counts.succeeded++;
      else counts.failed++;
      progress();
      const item = state.item(target);
      if (outcome.ok) {
        item.result = "valid";
      } else if (outcome.error.kind === "conflict" && target.action !== "create") {
        item.result = "valid";
        item.message = "exists, as recorded";
      } else {
        state.settleFailure(target, outcome.error);
      }
    })
  );
}

// src/reconcile/reviews-digest.ts
var DAY_MS = 864e5;
function summarizeReview(dynamicConfig, review, now, { staleAfterDays, people }) {
  const created = Date.parse(review.created_at);
  const ageDays = Number.isNaN(created) ? 0 : Math.max(0, Math.floor((now.getTime() - created) / DAY_MS));
  const needs = needsOf(review.status);
  const { risk, reason } = riskOf(review.type);
  const handle = (id) => Object.hasOwn(people, id) ? { handle: people[id] } : {};
  const reviewers = review.reviewers.map((reviewer) => ({
    id: reviewer.id,
    kind: reviewer.kind,
    ...handle(reviewer.id)
  }));
  const author = handle(review.author.id);
  return {
    dynamicConfig,
    review_id: review.review_id,
    status: review.status,
    type: review.type,
    author: review.author.email ?? review.author.id,
    authorId: review.author.id,
    ...author.handle !== void 0 && { authorHandle: author.handle },
    reviewers,
    created_at: review.created_at,
    ageDays,
    description: review.description,
    needs,
    risk,
    riskReason: reason,
    stale: ageDays > staleAfterDays,
    noReviewers: needs === "review" && reviewers.length === 0
  };
}
async function collectReviews(client, config, now, placeOf = () => void 0) {
  const outcome = { reviews: [], problems: [], transientFailures: 0, refused: 0 };
  const perConfig = await Promise.all(
    config.dynamicConfigs.map(async ({ id }) => ({
      id,
      answer: await client.listReviews(id, {
        statuses: config.reviews.statuses,
        ...config.reviews.maxAgeDays !== void 0 && { maxAgeDays: config.reviews.maxAgeDays },
        now
      })
    }))
  );
  for (const [index, { id, answer }] of perConfig.entries()) {
    if (answer.ok) {
      for (const review of answer.reviews)
        outcome.reviews.push(summarizeReview(id, review, now, config.reviews));
      continue;
    }
    if (answer.error.kind === "auth" || answer.error.kind === "config") outcome.authFailure ??= answer.error;
    if (answer.error.kind === "transient") outcome.transientFailures++;
    if (answer.error.kind === "rejected") outcome.refused++;
    const place = answer.error.status === 404 ? placeOf(index) : void 0;
    outcome.problems.push({
      dynamicConfig: id,
      message: problemMessage(answer.error),
      ...place && { place }
    });
  }
  outcome.reviews = digestOrder(outcome.reviews);
  return outcome;
}
function problemMessage(error) {
  if (error.status === 404) return "no such dynamic config (check the id in `dynamicConfigs` of the config)";
  return error.message;
}

// src/reconcile/run-remote.ts
var clientLoading;
function clientModule() {
  clientLoading ??= import("./client-6DWSSICN.js");
  return clientLoading;
}
async function executeWithService(request, validation) {
  if (request.mode === "reviews" && validation.config.dynamicConfigs.length === 0)
    return stoppedOutcome("reviews", validation.diagnostics, NO_DYNAMIC_CONFIGS);
  if (request.localOnly) return localPlan(request, validation, request.localOnly.notice);
  const client = await connect(request, validation.config);
  if ("rule" in client)
    return stoppedOutcome(request.mode, validation.diagnostics, client, 2 /* Usage */, validation);
  const interrupt = () => client.stopSending("interrupted (Ctrl-C) before it was sent: running again creates the rest");
  request.signal?.addEventListener("abort", interrupt, { once: true });
  try {
    const outcome = await executeRemote(request, validation, client);
    return request.signal?.aborted ? interrupted(outcome) : outcome;
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    const failure = { rule: error.rule, message: redactWith(request.apiKey, error.message) };
    return stoppedOutcome(request.mode, validation.diagnostics, failure, error.exitCode, validation);
  } finally {
    request.signal?.removeEventListener("abort", interrupt);
    await client.close();
  }
}
var NO_API_KEY = "no API key: export CONSOLE_API_KEY=<your Console API key> (it is never read from the config; the emulator prints its own key when it starts)";
var NO_DYNAMIC_CONFIGS = {
  rule: "config.no-dynamic-configs",
  message: "nothing to summarise: the config lists no dynamicConfigs; add the ids of the dynamic configs whose reviews you watch (`dynamicConfigs: [{id: checkout_flow}]` in metrics-as-code.yaml), or remove the reviews job"
};
async function connect(request, config) {
  const cannot = (rule, why) => ({
    rule,
    message: `cannot ${request.mode}: ${redactWith(request.apiKey, why)}`
  });
  const apiUrl = request.apiUrl ?? config.apiUrl;
  if (!apiUrl) return cannot("config.api-url", `no Console API URL: set ${API_URL_SOURCES}`);
  if (!isHttpUrl(apiUrl)) {
    const meant = urlWithScheme(apiUrl);
    return cannot(
      "config.api-url",
      `the Console API URL \`${apiUrl}\` is not an http or https URL${meant ? `: write ${meant}` : ""}; check ${API_URL_SOURCES}`
    );
  }
  const base = baseUrlMeant(apiUrl);
  if (base)
    return cannot(
      "config.api-url",
      `the Console API URL goes on into the API's own path: give the service's base URL, ${base} (the tool adds /console/v1 and the route); check ${API_URL_SOURCES}`
    );
  if (!request.apiKey) return cannot("config.api-key", NO_API_KEY);
  const insecure = insecureUrlProblem(apiUrl, config.allowInsecureHttp);
  if (insecure) return cannot("config.insecure-api-url", insecure);
  const { ConsoleClient, clientOptionsFromConfig } = await clientModule();
  try {
    return new ConsoleClient({
      ...clientOptionsFromConfig(
        config.api,
        { baseUrl: apiUrl, apiKey: request.apiKey },
        request.pullRequest
      ),
      ...request.userAgent && { userAgent: request.userAgent },
      ...request.retry && { retry: request.retry },
      ...request.clock && { clock: request.clock }
    });
  } catch (error) {
    return cannot("config.api-url", error.message);
  }
}
async function executeRemote(request, validation, client) {
  const { config } = validation;
  const now = request.now ?? (() => /* @__PURE__ */ new Date());
  const placeOf = dynamicConfigPlaces(validation.configSource);
  if (request.mode === "reviews") return reviewsOutcome(client, config, now(), placeOf);
  const store = ledgerStore(request, config);
  const options = {
    validation,
    store,
    client,
    onChange: config.onChange,
    identity: request.identity ?? localRunIdentity(randomUUID()),
    now,
    ...request.commit && { commit: request.commit },
    ...request.dryRunAll && { dryRunAll: true },
    ...request.adoptExisting && { adoptExisting: true },
    ...request.acceptChanges && { acceptChanges: request.acceptChanges },
    ...request.acceptRemovals && { acceptRemovals: request.acceptRemovals },
    acceptAdvice: adviceFor(request, store),
    ...request.onProgress && { onProgress: request.onProgress },
    ...request.confirm && { confirm: request.confirm },
    ...request.lineageEnded && { lineageEnded: request.lineageEnded },
    flush: { maxRecords: config.state.flushRecords, maxDelayMs: config.state.flushSeconds * 1e3 }
  };
  const outcome = request.mode === "apply" ? await apply(options) : await plan(options);
  if (!request.withReviews || config.dynamicConfigs.length === 0) return outcome;
  const reviews = await reviewsOutcome(client, config, now(), placeOf);
  outcome.report.reviews = reviews.report.reviews;
  outcome.report.reviewProblems = reviews.report.reviewProblems;
  const serious = reviews.exitCode !== 0 /* Ok */ && reviews.report.failure !== void 0;
  if (serious && (outcome.exitCode === 0 /* Ok */ || outcome.exitCode === 1 /* Findings */)) {
    outcome.exitCode = reviews.exitCode;
    if (reviews.report.failure) outcome.report.failure ??= reviews.report.failure;
  }
  return outcome;
}
async function localPlan(request, validation, notice) {
  const store = ledgerStore(request, validation.config);
  try {
    const outcome = await plan({
      validation,
      store,
      identity: localRunIdentity(randomUUID()),
      onChange: validation.config.onChange,
      acceptAdvice: adviceFor(request, store)
    });
    outcome.report.notices.unshift(notice);
    return outcome;
  } catch (error) {
    const fallback = validationOutcome(validation, void 0);
    fallback.report.notices.push(
      notice,
      `The ledger at ${store.location} could not be read (${error.message}).`
    );
    return fallback;
  }
}
function ledgerStore(request, config) {
  return request.store?.(config) ?? new FileLedgerStore(resolve(request.cwd, config.state.file), {
    root: request.cwd,
    ...request.lockWaitMs !== void 0 && { lockWaitMs: request.lockWaitMs },
    ...request.onWaiting && { onLockWait: request.onWaiting }
  });
}
function adviceFor(request, store) {
  return request.acceptAdvice ?? (store instanceof FileLedgerStore ? "cli" : "cli-github");
}
async function reviewsOutcome(client, config, now, placeOf) {
  const collected = await collectReviews(client, config, now, placeOf);
  const report = reportOf("reviews", {
    reviews: collected.reviews,
    reviewProblems: collected.problems,
    ...collected.authFailure && { failure: refusalFailure(collected.authFailure) },
    ...!collected.authFailure && collected.transientFailures > 0 && {
      failure: {
        rule: "api.unavailable",
        message: `the reviews of ${count(collected.transientFailures, "dynamic config")} could not be read after retries (the service was unavailable); nothing is lost: run again`
      }
    }
  });
  const refusal = refusalExit(collected.authFailure);
  const exitCode = exitCodeOf({
    auth: refusal.auth,
    transient: collected.transientFailures > 0,
    errors: collected.problems.length,
    usage: refusal.usage || collected.refused > 0
  });
  return { report, exitCode };
}
function dynamicConfigPlaces(source) {
  return (index) => source && placeInConfig(source.file, source.text, ["dynamicConfigs", index, "id"]);
}
function insecureUrlProblem(apiUrl, allowed) {
  if (allowed || !isCleartextRemote(apiUrl)) return void 0;
  const { origin } = new URL(apiUrl);
  return `the Console API URL ${origin} is plain http to a host other than loopback, so the API key would travel in clear text: use https, or set \`allowInsecureHttp: true\` in the config`;
}
function interrupted(outcome) {
  const { created } = outcome.report.summary;
  const message = `interrupted (Ctrl-C): ${count(created, "metric")} created and recorded before it; nothing more was sent: running again creates the rest`;
  return {
    ...outcome,
    report: { ...outcome.report, failure: { rule: "run.interrupted", message } },
    exitCode: 3 /* Transient */
  };
}
function redactWith(apiKey, text) {
  return apiKey ? redact(text, apiKey) : text;
}
export {
  clientModule,
  executeWithService
};
