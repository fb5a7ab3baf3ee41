#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  removeAbandonedTemporaries,
  withServiceDefaults,
  writeFileAtomically
} from "./chunk-C5ZKDBGS.js";
import {
  checkDefinition
} from "./chunk-ACCYAGEP.js";
import {
  DEFAULT_LOADING_WINDOW,
  isWarehouseNative,
  metricId
} from "./chunk-6IOTN3QG.js";
import {
  parseFlags
} from "./chunk-6ZGJ5X7N.js";
import {
  DEFAULT_API_KEY,
  DEFAULT_EMULATOR_PORT,
  commandHelp,
  usageError
} from "./chunk-AJA3YXS4.js";
import {
  parseYaml,
  placeField,
  require_dist,
  schemaFindings
} from "./chunk-SA2CRPKI.js";
import "./chunk-62YZRBBZ.js";
import {
  AUTH_HEADER,
  CONTENTLESS_REVIEW_TYPES,
  REVIEWER_KINDS,
  REVIEWS_PAGE_DEFAULT_LIMIT,
  REVIEWS_PAGE_MAX_LIMIT,
  REVIEW_STATUSES,
  REVIEW_TYPES,
  readRateWindows,
  reviewsPath
} from "./chunk-MBK2E6MB.js";
import "./chunk-FYTMGASH.js";
import "./chunk-3UJJ6EGA.js";
import {
  _enum,
  _minLength,
  array,
  iso_exports,
  nullable,
  optional,
  record,
  strictObject,
  string,
  superRefine,
  unknown
} from "./chunk-2JHBWH4Y.js";
import {
  dottedPath
} from "./chunk-GWIGD727.js";
import {
  __toESM
} from "./chunk-VLH4AYTI.js";

// src/emulator/result.ts
var ok = (value) => ({ ok: true, value });
var fail = (kind, message) => ({
  ok: false,
  problem: { kind, message }
});
var EmulatorError = class extends Error {
  kind;
  constructor(problem) {
    super(problem.message);
    this.name = "EmulatorError";
    this.kind = problem.kind;
  }
};
function unwrap(result) {
  if (!result.ok) throw new EmulatorError(result.problem);
  return result.value;
}

// src/emulator/faults.ts
var FAULT_KINDS = ["503", "500-after-commit", "429", "reset"];
var isFaultKind = (value) => FAULT_KINDS.includes(value);
function parseFaultSpec(spec) {
  const rates = [];
  for (const part of spec.split(",").map((item) => item.trim())) {
    if (part === "") continue;
    const at = part.lastIndexOf(":");
    const kind = part.slice(0, at);
    const rate = Number(part.slice(at + 1));
    if (at < 0 || !isFaultKind(kind)) {
      return fail(
        "faults.kind",
        `unknown fault \`${part}\` in --faults: use KIND:RATE with KIND one of ${FAULT_KINDS.join(", ")}`
      );
    }
    if (part.slice(at + 1).trim() === "" || !Number.isFinite(rate) || rate < 0 || rate > 1) {
      return fail(
        "faults.rate",
        `fault rate of \`${kind}\` must be a number from 0 to 1, got \`${part.slice(at + 1)}\``
      );
    }
    if (rates.some((existing) => existing.kind === kind)) {
      return fail("faults.duplicate", `fault \`${kind}\` is given twice in --faults`);
    }
    rates.push({ kind, rate });
  }
  const total = rates.reduce((sum, { rate }) => sum + rate, 0);
  if (total > 1 + 1e-9)
    return fail("faults.total", `fault rates add up to ${total}; they must add up to at most 1`);
  return ok(rates);
}
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function faultDrawer(rates, random) {
  return () => {
    if (rates.length === 0) return void 0;
    let point = random();
    for (const { kind, rate } of rates) {
      if (point < rate) return kind;
      point -= rate;
    }
    return void 0;
  };
}
function emptyFaultCounts() {
  return { "503": 0, "500-after-commit": 0, "429": 0, reset: 0 };
}

// src/emulator/rate-limit.ts
function parseRateLimitSpec(spec) {
  const windows = readRateWindows(spec);
  if (!Array.isArray(windows))
    return fail(
      "rate-limit.spec",
      `cannot read rate limit \`${windows.unreadable}\`: write REQUESTS/WINDOW such as 100/10s or 900/15m (units ms, s, m, h)`
    );
  return ok(windows);
}
var SlidingWindowLimiter = class {
  constructor(windows, now) {
    this.windows = windows;
    this.now = now;
    this.capacity = Math.max(0, ...windows.map((window) => window.requests));
  }
  windows;
  now;
  // One log of admission times, as long as the largest budget; each window reads its tail.
  log = [];
  capacity;
  admit() {
    const now = this.now();
    let worst = { admitted: true };
    for (const window of this.windows) {
      const blocking = this.log[this.log.length - window.requests];
      if (blocking === void 0 || now - blocking >= window.windowMs) continue;
      const retryAfterSeconds = Math.max(1, Math.ceil((blocking + window.windowMs - now) / 1e3));
      if (worst.admitted || retryAfterSeconds > worst.retryAfterSeconds) {
        worst = { admitted: false, retryAfterSeconds, window: window.label };
      }
    }
    if (!worst.admitted) return worst;
    this.log.push(now);
    if (this.log.length > this.capacity) this.log.splice(0, this.log.length - this.capacity);
    return worst;
  }
};

// src/emulator/server.ts
import { createServer } from "node:http";

// src/emulator/handler.ts
import { setTimeout as sleep } from "node:timers/promises";

// src/emulator/http.ts
var MAX_BODY_BYTES = 10 * 1024 * 1024;
var MAX_JSON_DEPTH = 64;
function readBody(req, limit = MAX_BODY_BYTES) {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ kind: "too-large" });
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    const finish = (result) => {
      req.off("data", onData).off("end", onEnd).off("error", onAbort).off("aborted", onAbort);
      resolve(result);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish({ kind: "too-large" });
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => finish({ kind: "ok", bytes: Buffer.concat(chunks, size) });
    const onAbort = () => finish({ kind: "aborted" });
    req.on("data", onData).on("end", onEnd).on("error", onAbort).on("aborted", onAbort);
  });
}
var utf8 = new TextDecoder("utf-8", { fatal: true });
function parseJsonBody(bytes) {
  let text;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, why: "the body is not valid UTF-8" };
  }
  let value;
  try {
    value = JSON.parse(text);
  } catch (error2) {
    const position = /position (\d+)/.exec(String(error2.message))?.[1];
    return { ok: false, why: `the body is not valid JSON${position ? ` (at character ${position})` : ""}` };
  }
  if (nestedDeeperThan(value, MAX_JSON_DEPTH)) {
    return { ok: false, why: `the body nests deeper than ${MAX_JSON_DEPTH} levels` };
  }
  return { ok: true, value };
}
function nestedDeeperThan(value, maxDepth) {
  const stack = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop();
    if (typeof node !== "object" || node === null) continue;
    if (depth >= maxDepth) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node))
      stack.push({ node: child, depth: depth + 1 });
  }
  return false;
}
function isJsonContentType(header) {
  if (header === void 0) return false;
  const media = header.split(";")[0].trim().toLowerCase();
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(header)?.[1]?.toLowerCase();
  return media === "application/json" && (charset === void 0 || charset === "utf-8" || charset === "utf8");
}
function writeJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    ...headers
  });
  res.end(text);
}
function splitTarget(target) {
  const raw = target ?? "/";
  const at = raw.indexOf("?");
  const path = at < 0 ? raw : raw.slice(0, at);
  const query = new URLSearchParams(at < 0 ? "" : raw.slice(at + 1));
  return { segments: path.split("/"), query };
}

// src/emulator/metrics.ts
function checkCreateBody(body, projectWarehouseNative) {
  const findings = checkDefinition(body, { requestBody: true, projectWarehouseNative });
  const errors = findings.filter((finding) => finding.severity === "error").map((finding) => ({ property: dottedPath(finding.path), errorMessage: finding.message }));
  if (errors.length > 0) return { valid: false, errors };
  const valid = body;
  return { valid: true, id: metricId(valid), dryRun: valid.dryRun === true, body: valid };
}
function metricData(body, context) {
  const { dryRun: _dryRun, ...definition } = structuredClone(body);
  const id = metricId(definition);
  const warehouseNative = isWarehouseNative(definition, context.projectWarehouseNative);
  const whn = warehouseNative ? warehouseNativeData(definition.warehouseNative ?? {}) : void 0;
  const { identity } = context;
  return {
    ...withServiceDefaults(definition),
    ...whn ? { warehouseNative: whn } : {},
    id,
    isHidden: false,
    lineage: lineage({ ...definition, warehouseNative: whn }),
    creatorName: identity.ownerName,
    creatorEmail: identity.ownerEmail,
    createdTime: context.now,
    lastModifierID: identity.ownerID,
    lastModifiedTime: context.now,
    lastModifierEmail: identity.ownerEmail,
    lastModifierName: identity.ownerName,
    ...whn ? { scheduledReloadHour: null, scheduledReloadDays: null } : {},
    owner: { ...identity },
    permalink: `${context.baseUrl}/metrics/${encodeURIComponent(id)}`
  };
}
function warehouseNativeData(whn) {
  const filled = { ...whn, loadingWindow: whn.loadingWindow ?? DEFAULT_LOADING_WINDOW };
  if (whn.metricSourceName === void 0) return filled;
  const source = {
    metricSourceName: whn.metricSourceName,
    criteria: whn.criteria ?? [],
    ...whn.valueColumn === void 0 ? {} : { valueColumn: whn.valueColumn }
  };
  return { ...filled, metricSources: [source] };
}
function lineage(definition) {
  const whn = definition.warehouseNative;
  const events = [
    ...(definition.metricEvents ?? []).map((event) => event.name),
    ...(definition.funnelEventList ?? []).map((event) => event.name),
    ...(whn?.metricSources ?? []).map((source) => source.metricSourceName),
    whn?.denominatorMetricSourceName,
    ...(whn?.funnelEvents ?? []).map((event) => event.metricSourceName),
    ...(whn?.components ?? []).map((component) => component.metricSourceName)
  ];
  const metrics = (definition.metricComponentMetrics ?? []).map((metric) => metric.name);
  return { events: distinct(events), metrics: distinct(metrics) };
}
function distinct(values) {
  return [...new Set(values.filter((value) => value !== void 0 && value !== ""))];
}

// src/emulator/reviews-page.ts
function parsePageQuery(query) {
  const limit = integerParam(query, "limit", REVIEWS_PAGE_DEFAULT_LIMIT, 1, REVIEWS_PAGE_MAX_LIMIT);
  if (!limit.ok) return limit;
  const page = integerParam(query, "page", 1, 1, Number.MAX_SAFE_INTEGER);
  if (!page.ok) return page;
  return ok({ limit: limit.value, page: page.value });
}
function integerParam(query, name, fallback, min, max) {
  const values = query.getAll(name);
  if (values.length === 0) return ok(fallback);
  const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
  const problem = `query parameter \`${name}\` must be a whole number ${range}`;
  if (values.length > 1) return fail("query.repeated", `${problem}, given once`);
  const raw = values[0];
  const value = Number(raw);
  if (!/^\d{1,16}$/.test(raw) || value < min || value > max) {
    return fail("query.range", `${problem}; got \`${raw.length > 32 ? `${raw.slice(0, 32)}\u2026` : raw}\``);
  }
  return ok(value);
}
function newestFirst(reviews) {
  return reviews.map((review, index) => ({ review, index, time: Date.parse(review.created_at) })).sort((a, b) => b.time - a.time || a.index - b.index).map(({ review }) => review);
}
function reviewsPage(configId, sorted, query) {
  const { limit, page } = query;
  const start = (page - 1) * limit;
  const data = sorted.slice(start, start + limit).map(listed);
  const lastPage = Math.max(1, Math.ceil(sorted.length / limit));
  const path = reviewsPath(configId);
  const link = (n) => `${path}?page=${n}&limit=${limit}`;
  return {
    message: `Listed ${data.length} of ${sorted.length} reviews of dynamic config ${configId}.`,
    data,
    pagination: {
      itemsPerPage: limit,
      pageNumber: page,
      nextPage: page < lastPage ? link(page + 1) : null,
      previousPage: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
      totalItems: sorted.length,
      all: path
    }
  };
}
function listed(review) {
  return {
    review_id: review.review_id,
    status: review.status,
    type: review.type,
    author: { id: review.author.id, email: review.author.email },
    reviewers: review.reviewers.map(({ id, kind }) => ({ id, kind })),
    description: review.description,
    created_at: review.created_at
  };
}

// src/emulator/routes.ts
function matchRoute(method, segments) {
  const [root, first, second, third, id, last, ...rest] = segments;
  if (root !== "" || rest.length > 0) return { kind: "not-found" };
  if (method === "GET" && first === "__emulator" && third === void 0) {
    if (second === "metrics") return { kind: "emulator-metrics" };
    if (second === "stats") return { kind: "emulator-stats" };
  }
  if (method === "GET" && first === "metrics" && second && third === void 0) {
    const metricId2 = safeDecode(second);
    if (metricId2 !== void 0) return { kind: "permalink", metricId: metricId2 };
  }
  if (first !== "console" || second !== "v1") return { kind: "not-found" };
  if (method === "POST" && third === "metrics" && id === void 0) return { kind: "create" };
  if (method === "GET" && third === "dynamic_configs" && last === "reviews" && id) {
    const configId = safeDecode(id);
    if (configId !== void 0) return { kind: "reviews", configId };
  }
  return { kind: "not-found" };
}
function safeDecode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return void 0;
  }
}

// src/emulator/handler.ts
var NOT_FOUND = "Not Found. The requested resource could not be found.";
var INVALID = "Invalid request. Please check the request input and try again.";
var HANG_UP_AFTER_MS = 2e3;
var error = (status, message, errors) => ({
  status,
  body: { status, message, ...errors && { errors } }
});
var RequestHandler = class {
  constructor(settings, reviews) {
    this.settings = settings;
    this.reviews = reviews;
  }
  settings;
  reviews;
  counters = {
    requests: 0,
    creates: 0,
    dryRuns: 0,
    rejections: 0,
    duplicatesRefused: 0,
    duplicatesAfterLostAnswer: 0,
    faultsInjected: emptyFaultCounts(),
    rateLimited: 0,
    unexpectedErrors: 0
  };
  /** Ids of stored metrics whose create answer never reached the client. */
  answerLost = /* @__PURE__ */ new Set();
  closing = new AbortController();
  storage;
  /** Until this is called the emulator is still starting, and answers 503. */
  ready(storage) {
    this.storage = storage;
  }
  snapshot() {
    return { ...this.counters, faultsInjected: { ...this.counters.faultsInjected } };
  }
  shutDown() {
    this.closing.abort();
  }
  async handle(req, res) {
    try {
      const answer = await this.answer(req, res);
      if (answer === "reset") await this.reset(req);
      else if (answer !== "gone") await this.send(res, answer);
    } catch {
      this.counters.unexpectedErrors++;
      if (!res.headersSent && !res.destroyed) writeJson(res, 400, error(400, INVALID).body);
      else res.destroy();
    }
  }
  async answer(req, res) {
    const storage = this.storage;
    if (storage === void 0) return error(503, "The emulator is starting; retry in a moment.");
    const { segments, query } = splitTarget(req.url);
    const route = matchRoute(req.method, segments);
    const internal = route.kind === "emulator-metrics" || route.kind === "emulator-stats";
    if (!internal && route.kind !== "permalink") this.counters.requests++;
    if (route.kind === "permalink") return this.permalink(route.metricId, storage);
    const identity = this.authenticate(req);
    if (!identity.ok) return error(401, identity.problem.message);
    switch (route.kind) {
      case "not-found":
        return error(404, NOT_FOUND);
      case "emulator-metrics":
        return { status: 200, body: { message: "Stored metrics.", data: storage.store.all() } };
      case "emulator-stats":
        return { status: 200, body: { message: "Emulator statistics.", data: this.snapshot() } };
      case "reviews":
        return this.listReviews(route.configId, query);
      case "create":
        return this.createMetric(req, res, identity.value, storage);
    }
  }
  permalink(metricId2, storage) {
    const data = storage.store.get(metricId2);
    if (data === void 0) return error(404, `No metric ${JSON.stringify(metricId2)} in this emulator.`);
    return { status: 200, body: { message: `Metric ${data.id}.`, data } };
  }
  authenticate(req) {
    const presented = req.headers[AUTH_HEADER.toLowerCase()];
    if (typeof presented !== "string" || presented === "") {
      return fail("auth.missing", `Missing API key: send a Console API key in the ${AUTH_HEADER} header.`);
    }
    const identity = this.settings.keys.identify(presented);
    return identity ? ok(identity) : fail(
      "auth.invalid",
      "This endpoint only accepts an active CONSOLE key, but an invalid key was sent."
    );
  }
  /** Applies an injected 503, 429 or reset; 500-after-commit is left to the create. */
  injected(fault) {
    if (fault === void 0 || fault === "500-after-commit") return void 0;
    this.counters.faultsInjected[fault] = (this.counters.faultsInjected[fault] ?? 0) + 1;
    if (fault === "reset") return "reset";
    if (fault === "429") {
      return {
        ...error(429, "Too many requests (injected fault). Retry after the Retry-After delay."),
        headers: { "retry-after": "1" }
      };
    }
    return error(503, "Service temporarily unavailable (injected fault). Retry later.");
  }
  listReviews(configId, query) {
    const fault = this.injected(this.settings.drawFault());
    if (fault) return fault;
    const reviews = this.reviews.get(configId);
    if (reviews === void 0) return error(404, NOT_FOUND);
    const pageQuery = parsePageQuery(query);
    if (!pageQuery.ok) return error(400, `${INVALID} ${capitalise(pageQuery.problem.message)}.`);
    return { status: 200, body: reviewsPage(configId, reviews, pageQuery.value) };
  }
  async createMetric(req, res, identity, storage) {
    const admission = this.settings.limiter?.admit() ?? { admitted: true };
    if (!admission.admitted) {
      this.counters.rateLimited++;
      const message = `Too many requests: more than ${admission.window} metric writes. Retry after ${admission.retryAfterSeconds} s.`;
      return { ...error(429, message), headers: { "retry-after": String(admission.retryAfterSeconds) } };
    }
    const fault = this.settings.drawFault();
    const early = this.injected(fault === "reset" ? void 0 : fault);
    if (early) return early;
    const body = await this.readJson(req);
    if (body === "gone") return "gone";
    if (fault === "reset") return this.injected("reset");
    if (!body.ok) return this.reject(body.answer);
    return this.decideCreate(body.value, {
      res,
      identity,
      storage,
      failAfterCommit: fault === "500-after-commit"
    });
  }
  async readJson(req) {
    if (req.headers["content-encoding"] !== void 0 && req.headers["content-encoding"] !== "identity") {
      return {
        ok: false,
        answer: error(415, "Unsupported Content-Encoding: send the JSON body uncompressed.")
      };
    }
    if (!isJsonContentType(req.headers["content-type"])) {
      return {
        ok: false,
        answer: error(415, "Unsupported Media Type: send the body as application/json (UTF-8).")
      };
    }
    const read = await readBody(req);
    if (read.kind === "aborted") return "gone";
    if (read.kind === "too-large") {
      return {
        ok: false,
        answer: {
          ...error(413, "Payload Too Large: a request body may be at most 10 MB."),
          headers: { connection: "close" }
        }
      };
    }
    const parsed = parseJsonBody(read.bytes);
    return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, answer: error(400, `${INVALID} ${capitalise(parsed.why)}.`) };
  }
  reject(answer) {
    if (answer.status === 400) this.counters.rejections++;
    return answer;
  }
  async decideCreate(body, request) {
    const { res, identity, storage, failAfterCommit } = request;
    const check = checkCreateBody(body, this.settings.warehouseNative);
    if (!check.valid) {
      const count = check.errors.length;
      return this.reject(
        error(400, `${INVALID} ${count} problem${count === 1 ? "" : "s"}: see errors.`, check.errors)
      );
    }
    const { store } = storage;
    if (store.has(check.id)) return this.refuseDuplicate(check.body, check.id);
    const context = {
      projectWarehouseNative: this.settings.warehouseNative,
      identity,
      now: this.settings.now(),
      baseUrl: storage.url
    };
    const data = metricData(check.body, context);
    if (check.dryRun) {
      this.counters.dryRuns++;
      return {
        status: 200,
        body: {
          message: "Dry run succeeded: the metric is valid and was not stored.",
          data
        }
      };
    }
    try {
      await store.insert(data);
    } catch {
      return error(
        503,
        "Service temporarily unavailable: the metric could not be stored. Nothing was created; retry."
      );
    }
    this.counters.creates++;
    if (failAfterCommit) {
      this.counters.faultsInjected["500-after-commit"] = (this.counters.faultsInjected["500-after-commit"] ?? 0) + 1;
      this.answerLost.add(check.id);
      return error(500, "Internal Server Error (injected fault).");
    }
    res.once("close", () => {
      if (!res.writableFinished) this.answerLost.add(check.id);
    });
    return { status: 201, body: { message: "Metric created successfully.", data } };
  }
  refuseDuplicate(body, id) {
    this.counters.duplicatesRefused++;
    if (this.answerLost.has(id)) this.counters.duplicatesAfterLostAnswer++;
    const message = `${INVALID} The name \`${body.name}\` is already in use by a metric of type \`${body.type}\` (id \`${id}\`).`;
    return this.reject(
      error(400, message, [{ property: "name", errorMessage: `\`${body.name}\` is already in use` }])
    );
  }
  async delay() {
    if (this.settings.latencyMs <= 0) return;
    await sleep(this.settings.latencyMs, void 0, { signal: this.closing.signal }).catch(() => void 0);
  }
  async send(res, answer) {
    await this.delay();
    if (res.destroyed) return;
    writeJson(res, answer.status, answer.body, answer.headers);
    if (answer.status === 413) this.hangUpSoon(res);
  }
  /**
   * After a 413 the rest of the body stays unread; the connection is closed once the client has
   * had time to read the answer (closing at once could reset it before the client reads it).
   */
  hangUpSoon(res) {
    const socket = res.socket;
    if (!socket) return;
    const timer = setTimeout(() => socket.destroy(), HANG_UP_AFTER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  }
  async reset(req) {
    await this.delay();
    req.socket.destroy();
  }
};
function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// src/emulator/keys.ts
import { createHash } from "node:crypto";
var digest = (key) => createHash("sha256").update(key, "utf8").digest("hex");
function createKeyRing(keys) {
  if (keys.length === 0)
    return fail("api-key.none", "give at least one API key (--api-key), or none for the default");
  if (keys.some((key) => key.trim() === "")) return fail("api-key.empty", "an API key cannot be empty");
  const identities = /* @__PURE__ */ new Map();
  for (const key of keys) {
    const hash = digest(key);
    if (identities.has(hash)) continue;
    const n = identities.size + 1;
    identities.set(hash, {
      ownerID: `emulator_key_${n}`,
      ownerType: "CONSOLE_API_KEY",
      ownerName: key === DEFAULT_API_KEY ? "Console Dev (emulator)" : `Emulator API key ${n}`,
      ownerEmail: `api-key-${n}@emulator.invalid`
    });
  }
  return ok({ identify: (presented) => identities.get(digest(presented)), size: identities.size });
}

// src/emulator/options.ts
function resolveOptions(options) {
  const keys = createKeyRing(options.apiKeys ?? [DEFAULT_API_KEY]);
  if (!keys.ok) return keys;
  const latencyMs = options.latencyMs ?? 0;
  if (!Number.isFinite(latencyMs) || latencyMs < 0)
    return fail("latency.range", "latencyMs must be 0 or more");
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    return fail("port.range", "port must be 0 to 65535");
  const windows = parseRateLimitSpec(options.rateLimit ?? "");
  if (!windows.ok) return windows;
  const faults = parseFaultSpec(options.faults ?? "");
  if (!faults.ok) return faults;
  const now = options.now ?? Date.now;
  const random = seededRandom(options.faultSeed ?? Math.floor(Math.random() * 2 ** 32));
  return ok({
    host: options.host ?? "127.0.0.1",
    port,
    keys: keys.value,
    latencyMs,
    limiter: windows.value.length > 0 ? new SlidingWindowLimiter(windows.value, now) : void 0,
    drawFault: faultDrawer(faults.value, random),
    warehouseNative: options.warehouseNative ?? false,
    now
  });
}
var SEED_IDENTITY = {
  ownerID: "emulator_seed",
  ownerType: "CONSOLE_API_KEY",
  ownerName: "Seed data (emulator)",
  ownerEmail: "seed@emulator.invalid"
};
function seedMetrics(seed, settings, baseUrl) {
  const stored = [];
  const problems = [];
  for (const [i, metric] of (seed.metrics ?? []).entries()) {
    const findings = checkDefinition(metric, { projectWarehouseNative: settings.warehouseNative });
    const errors = findings.filter((finding) => finding.severity === "error");
    for (const error2 of errors)
      problems.push(`  seed metrics.${i}.${dottedPath(error2.path)}: ${error2.message}`);
    if (errors.length > 0) continue;
    const context = {
      projectWarehouseNative: settings.warehouseNative,
      identity: SEED_IDENTITY,
      now: settings.now(),
      baseUrl
    };
    const data = metricData(metric, context);
    if (stored.some((other) => other.id === data.id))
      problems.push(`  seed metrics.${i}: repeats the metric ${data.id}`);
    stored.push(data);
  }
  return problems.length > 0 ? fail("seed.metrics", `the seed's metrics are not valid:
${problems.join("\n")}`) : ok(stored);
}

// src/emulator/sample.ts
var people = {
  ana: { id: "u_ana", email: "ana.lima@example.com" },
  bo: { id: "u_bo", email: "bo.chen@example.com" },
  kofi: { id: "u_kofi", email: null },
  mira: { id: "u_mira", email: "mira+experiments@example.com" },
  svc: { id: "svc_release_bot", email: null }
};
var reviewers = {
  dataTeam: { id: "g_data", kind: "group" },
  growth: { id: "g_growth", kind: "group" },
  ana: { id: "u_ana", kind: "user" },
  bo: { id: "u_bo", kind: "user" },
  mira: { id: "u_mira", kind: "user" }
};
var rule = (name, passPercentage) => ({
  name,
  passPercentage,
  conditions: [{ type: "country", operator: "any", targetValue: ["DE", "FR", "NL"] }],
  environments: null,
  returnValue: { variant: name }
});
function contentFor(type, step) {
  const both = (current, proposed) => ({
    type,
    current,
    proposed
  });
  switch (type) {
    case "rules":
      return both(
        { rules: [rule("eu_rollout", 10 * step)] },
        { rules: [rule("eu_rollout", 10 * step + 10)] }
      );
    case "toggle_enabled":
      return both({ is_enabled: true, is_launched: false }, { is_enabled: false, is_launched: true });
    case "archive":
      return both({ is_archived: false }, { is_archived: true });
    case "update_team":
      return both(
        { team_id: "t_checkout", allowed_reviewers: { user_ids: [], group_ids: [] } },
        { team_id: "t_payments", allowed_reviewers: { user_ids: [], group_ids: ["t_payments"] } }
      );
    case "update_release_pipeline":
      return both({ release_pipeline_id: null }, { release_pipeline_id: "rp_staged_eu" });
    case "edit_id_type":
      return both({ id_type: "userID" }, { id_type: "stableID" });
    case "update_allow_self_approval":
      return both({ allow_self_approval: false }, { allow_self_approval: true });
    case "update_target_applications":
      return both({ target_app_ids: ["web"] }, { target_app_ids: ["web", "ios", "android"] });
    case "update_owners":
      return both(
        { owners: [{ owner_id: "u_ana", owner_type: "USER" }] },
        {
          owners: [
            { owner_id: "u_ana", owner_type: "USER" },
            { owner_id: "g_growth", owner_type: "TEAM" }
          ]
        }
      );
    case "allowed_reviewers":
      return both(
        { allowed_reviewers: { user_ids: ["u_ana"], group_ids: [] } },
        { allowed_reviewers: { user_ids: ["u_ana"], group_ids: ["g_data"] } }
      );
    default:
      return null;
  }
}
var DESCRIPTIONS = {
  rules: [
    "Ramp eu_rollout to 50% for @growth-team <b>EU</b>",
    "Roll back the **express pay** rule: conversion dropped | see #4821"
  ],
  toggle_enabled: [
    "Launch the new checkout to everyone",
    "Turn the config off while <script>alert(1)</script> is fixed"
  ],
  archive: ["Archive the 2025 holiday variant"],
  delete: ["Delete the unused one_click_v1 config"],
  resalt: ["Resalt after the bucketing bug (cc @ana-lima)"],
  disable_reviews_locally: ["Disable reviews locally for the hack week\nsecond line of the description"],
  update_team: ["Move checkout to the payments team"],
  update_release_pipeline: ["Use the staged EU release pipeline"],
  edit_id_type: ["Switch the id type to stableID for logged-out carts"],
  update_allow_self_approval: ["Let authors approve their own <i>copy-only</i> changes"],
  update_target_applications: ["Target iOS and Android as well as web"],
  update_owners: ["Add the growth team as owner"],
  allowed_reviewers: ["Add g_data as an allowed reviewer group <!-- metrics-as-code --> (forged marker)"]
};
function checkoutReviews() {
  const count = 28;
  const latest = Date.parse("2026-11-20T16:45:00Z");
  const authors = Object.values(people);
  const reviewerSets = [
    [reviewers.dataTeam],
    [reviewers.ana, reviewers.growth],
    [],
    [reviewers.bo],
    [reviewers.mira, reviewers.dataTeam, reviewers.bo]
  ];
  const reviews = [];
  for (let i = 0; i < count; i++) {
    const type = REVIEW_TYPES[i % REVIEW_TYPES.length];
    const withContent = i % 3 !== 2;
    reviews.push({
      review_id: `rv_checkout_${String(i + 1).padStart(3, "0")}`,
      status: REVIEW_STATUSES[i % REVIEW_STATUSES.length],
      type,
      author: authors[i % authors.length],
      // Two pending reviews nobody was asked to review: the digest flags them.
      reviewers: i % 16 === 8 ? [] : [...reviewerSets[i % reviewerSets.length]],
      description: DESCRIPTIONS[type][Math.floor(i / REVIEW_TYPES.length) % DESCRIPTIONS[type].length],
      created_at: new Date(latest - i * 4.3 * 864e5).toISOString(),
      ...withContent ? { content: contentFor(type, i % 5) } : {}
    });
  }
  return reviews.map((_, i) => reviews[i * 11 % count]);
}
var searchRankingReviews = [
  {
    review_id: "rv_search_07",
    status: "pending",
    type: "rules",
    author: people.mira,
    reviewers: [reviewers.dataTeam, reviewers.ana],
    description: "Boost fresh listings: `recency_weight` 0.2 \u2192 0.35",
    created_at: "2026-11-19T08:12:44Z",
    content: contentFor("rules", 3)
  },
  {
    review_id: "rv_search_06",
    status: "changes_requested",
    type: "rules",
    author: people.kofi,
    reviewers: [reviewers.mira],
    description: "Personalised ranking for [beta users](https://example.com/beta) & @search-oncall",
    created_at: "2026-11-14T17:03:00+01:00",
    content: {
      type: "rules",
      current: {},
      proposed: {},
      unavailable_reason: "snapshot_not_found"
    }
  },
  {
    review_id: "rv_search_05",
    status: "pending_webhook_validation",
    type: "toggle_enabled",
    author: people.svc,
    reviewers: [reviewers.growth],
    description: "Launch ranking v3 to everyone",
    created_at: "2026-11-10T06:00:00Z",
    content: contentFor("toggle_enabled", 0)
  },
  {
    review_id: "rv_search_04",
    status: "failed_webhook_validation",
    type: "update_owners",
    author: people.bo,
    reviewers: [reviewers.ana],
    description: "Hand ownership to the growth team",
    created_at: "2026-10-30T12:30:00Z"
  },
  {
    review_id: "rv_search_03",
    status: "approved_webhook_validation",
    type: "resalt",
    author: people.ana,
    reviewers: [reviewers.dataTeam],
    description: "Resalt: the previous salt leaked into a dashboard",
    created_at: "2026-10-02T09:00:00Z",
    content: null
  },
  {
    review_id: "rv_search_02",
    status: "committed",
    type: "rules",
    author: people.mira,
    reviewers: [reviewers.bo],
    description: "Initial ranking rules",
    created_at: "2026-06-15T10:00:00Z",
    content: {
      type: "rules",
      current: {},
      proposed: {},
      unavailable_reason: "snapshot_unreadable"
    }
  },
  {
    review_id: "rv_search_01",
    status: "rejected",
    type: "delete",
    author: people.kofi,
    reviewers: [reviewers.growth, reviewers.mira],
    description: "Delete the config (superseded by search_ranking_v2)",
    created_at: "2026-05-01T00:00:00Z",
    content: null
  }
];
var onboardingReviews = [
  {
    review_id: "rv_onb_5",
    status: "accepted",
    type: "update_target_applications",
    author: people.ana,
    reviewers: [reviewers.growth],
    description: "Show the new onboarding on Android too",
    created_at: "2026-11-18T11:11:11Z",
    content: contentFor("update_target_applications", 0)
  },
  {
    review_id: "rv_onb_4",
    status: "pending",
    type: "disable_reviews_locally",
    author: people.svc,
    reviewers: [],
    description: "Disable reviews locally for the load test",
    created_at: "2026-11-17T23:59:59Z",
    content: null
  },
  {
    review_id: "rv_onb_3",
    status: "pending",
    type: "update_team",
    author: people.kofi,
    reviewers: [reviewers.bo, reviewers.dataTeam],
    description: "Move onboarding_v2 to the activation team (grants g_activation approval rights)",
    created_at: "2026-11-12T08:00:00Z",
    content: contentFor("update_team", 0)
  },
  {
    review_id: "rv_onb_2",
    status: "committed",
    type: "archive",
    author: people.bo,
    reviewers: [reviewers.ana],
    description: "Unarchive for the Q1 relaunch",
    created_at: "2026-08-08T08:08:08Z",
    content: { type: "archive", current: { is_archived: false }, proposed: { is_archived: false } }
  },
  {
    review_id: "rv_onb_1",
    status: "rejected",
    type: "allowed_reviewers",
    author: people.mira,
    reviewers: [reviewers.mira],
    description: "Allow only @mira as a reviewer",
    created_at: "2026-07-01T09:00:00Z",
    content: contentFor("allowed_reviewers", 0)
  }
];
var SAMPLE_SEED = {
  dynamicConfigs: [
    { id: "checkout_flow", reviews: checkoutReviews() },
    { id: "search_ranking", reviews: searchRankingReviews },
    { id: "onboarding_v2", reviews: onboardingReviews },
    { id: "pricing_page", reviews: [] }
  ],
  metrics: []
};

// src/emulator/seed.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFile } from "node:fs/promises";
var reviewContentSchema = strictObject({
  type: _enum(REVIEW_TYPES),
  current: record(string(), unknown()),
  proposed: record(string(), unknown()),
  unavailable_reason: optional(_enum(["snapshot_not_found", "snapshot_unreadable"]))
});
var seedReviewSchema = strictObject({
  review_id: string().check(_minLength(1)),
  status: _enum(REVIEW_STATUSES),
  type: _enum(REVIEW_TYPES),
  author: strictObject({ id: string().check(_minLength(1)), email: nullable(string()) }),
  reviewers: array(
    strictObject({ id: string().check(_minLength(1)), kind: _enum(REVIEWER_KINDS) })
  ),
  description: string(),
  created_at: iso_exports.datetime({ offset: true }),
  content: optional(nullable(reviewContentSchema))
}).check(
  superRefine((review, ctx) => {
    for (const message of contentProblems(review))
      ctx.addIssue({ code: "custom", path: ["content"], message });
  })
);
var emulatorSeedSchema = strictObject({
  dynamicConfigs: optional(
    array(
      strictObject({
        id: string().check(_minLength(1)),
        reviews: optional(array(seedReviewSchema))
      })
    )
  ),
  metrics: optional(array(record(string(), unknown())))
}).check(
  superRefine((seed, ctx) => {
    const configIds = /* @__PURE__ */ new Set();
    for (const [i, config] of (seed.dynamicConfigs ?? []).entries()) {
      if (configIds.has(config.id)) {
        ctx.addIssue({
          code: "custom",
          path: ["dynamicConfigs", i, "id"],
          message: `repeats \`${config.id}\``
        });
      }
      configIds.add(config.id);
      const reviewIds = /* @__PURE__ */ new Set();
      for (const [j, review] of (config.reviews ?? []).entries()) {
        if (reviewIds.has(review.review_id)) {
          const path = ["dynamicConfigs", i, "reviews", j, "review_id"];
          ctx.addIssue({ code: "custom", path, message: `repeats \`${review.review_id}\` in this config` });
        }
        reviewIds.add(review.review_id);
      }
    }
  })
);
function contentProblems(review) {
  const { content, type } = review;
  if (content === void 0) return [];
  if (content === null) {
    return CONTENTLESS_REVIEW_TYPES.has(type) ? [] : [`is null, but a \`${type}\` review carries a proposed value`];
  }
  const problems = [];
  if (CONTENTLESS_REVIEW_TYPES.has(type)) problems.push(`must be null for a \`${type}\` review`);
  if (content.type !== type)
    problems.push(`type \`${content.type}\` differs from the review's type \`${type}\``);
  const current = Object.keys(content.current).sort().join(",");
  const proposed = Object.keys(content.proposed).sort().join(",");
  if (content.unavailable_reason !== void 0 && (current !== "" || proposed !== "")) {
    problems.push("has unavailable_reason, so current and proposed must both be empty");
  } else if (current !== proposed) {
    problems.push("current and proposed must have exactly the same keys");
  }
  return problems;
}
var SEED_SUBJECT = { indefinite: "the seed", definite: "the seed" };
function checkSeed(input, source = "seed", placeOf = () => source) {
  const parsed = emulatorSeedSchema.safeParse(input, { reportInput: true });
  if (parsed.success) return ok(parsed.data);
  const lines = schemaFindings(parsed.error.issues, emulatorSeedSchema, SEED_SUBJECT).map(
    (finding) => `  ${placeOf(finding)}: ${finding.message}`
  );
  return fail("seed.invalid", `the seed is not valid:
${lines.join("\n")}`);
}
function parseSeed(text, source) {
  const document = (0, import_yaml.parseDocument)(text, { prettyErrors: true, uniqueKeys: true });
  const firstError = document.errors[0];
  if (firstError) return fail("seed.yaml", `${source}: ${firstError.message}`);
  const value = document.toJS({ maxAliasCount: 100 }) ?? {};
  let placing;
  return checkSeed(value, source, (finding) => {
    placing ??= seedPlaces(text, source);
    return placing(finding);
  });
}
function seedPlaces(text, source) {
  const parsed = parseYaml(source, text);
  const doc = parsed.documents[0];
  if (!doc) return () => source;
  const at = { file: source, root: doc.contents, lineCounter: parsed.lineCounter, fallbackOffset: doc.start };
  return (finding) => {
    const { line, column } = placeField(at, finding.path, finding.target ?? "value");
    return `${source}:${line}:${column}`;
  };
}
async function loadSeedFile(path) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (error2) {
    const code = error2.code ?? "unknown error";
    return unwrap(fail("seed.read", `cannot read the seed file ${path}: ${code}`));
  }
  return unwrap(parseSeed(text, path));
}

// src/emulator/store.ts
import { readFile as readFile2 } from "node:fs/promises";
var FILE_VERSION = 1;
var MetricStore = class _MetricStore {
  constructor(dataFile) {
    this.dataFile = dataFile;
  }
  dataFile;
  byId = /* @__PURE__ */ new Map();
  inFlight;
  queued;
  jsonCache = /* @__PURE__ */ new WeakMap();
  /** A store holding `initial`, then whatever the data file holds (the file wins on the same id). */
  static async open(dataFile, initial) {
    const store = new _MetricStore(dataFile);
    for (const data of initial) store.byId.set(data.id, data);
    if (dataFile === void 0) return ok(store);
    await removeAbandonedTemporaries(dataFile);
    const persisted = await readDataFile(dataFile);
    if (!persisted.ok) return persisted;
    for (const data of persisted.value) store.byId.set(data.id, data);
    return ok(store);
  }
  has(id) {
    return this.byId.has(id);
  }
  /** One stored metric, a copy. */
  get(id) {
    const data = this.byId.get(id);
    return data && structuredClone(data);
  }
  get size() {
    return this.byId.size;
  }
  all() {
    return [...this.byId.values()].map((data) => structuredClone(data));
  }
  /**
   * Stores `data` at once (so a concurrent request sees its name taken) and resolves when it is
   * durable. If the disk write fails the metric is taken back out and the promise rejects.
   */
  async insert(data) {
    this.byId.set(data.id, data);
    if (this.dataFile === void 0) return;
    try {
      await this.save();
    } catch (error2) {
      if (this.byId.get(data.id) === data) this.byId.delete(data.id);
      throw error2;
    }
  }
  /** Waits for any write under way. */
  async flush() {
    await Promise.allSettled([this.inFlight, this.queued]);
  }
  save() {
    if (this.queued) return this.queued;
    if (!this.inFlight) return this.startWrite();
    const settle = () => void 0;
    this.queued = this.inFlight.then(settle, settle).then(() => {
      this.queued = void 0;
      return this.startWrite();
    });
    return this.queued;
  }
  startWrite() {
    const write = this.writeSnapshot().finally(() => {
      if (this.inFlight === write) this.inFlight = void 0;
    });
    this.inFlight = write;
    return write;
  }
  /** Each metric is stringified once: a write re-joins strings instead of re-serialising the store. */
  serialised(data) {
    let text = this.jsonCache.get(data);
    if (text === void 0) {
      text = JSON.stringify(data);
      this.jsonCache.set(data, text);
    }
    return text;
  }
  async writeSnapshot() {
    const file = this.dataFile;
    const text = `{"version":${FILE_VERSION},"metrics":[
${[...this.byId.values()].map((data) => this.serialised(data)).join(",\n")}
]}
`;
    await writeFileAtomically(file, text);
  }
};
async function readDataFile(file) {
  let text;
  try {
    text = await readFile2(file, "utf8");
  } catch (error2) {
    const code = error2.code;
    if (code === "ENOENT") return ok([]);
    return fail("data-file.read", `cannot read the data file ${file}: ${code ?? "unknown error"}`);
  }
  const invalid = (why) => fail(
    "data-file.invalid",
    `the data file ${file} is not an emulator data file (${why}); move it away or pick another --data-file`
  );
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return invalid("not JSON");
  }
  const body = parsed;
  if (typeof parsed !== "object" || parsed === null || body.version !== FILE_VERSION || !Array.isArray(body.metrics)) {
    return invalid(`expected {"version": ${FILE_VERSION}, "metrics": [...]}`);
  }
  const metrics = body.metrics;
  const wellFormed = metrics.every(
    (item) => typeof item === "object" && item !== null && typeof item.id === "string" && typeof item.name === "string" && typeof item.type === "string"
  );
  return wellFormed ? ok(metrics) : invalid("a metric without id, name or type");
}

// src/emulator/server.ts
function formatUrl(host, port) {
  const shown = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return `http://${shown.includes(":") ? `[${shown}]` : shown}:${port}`;
}
async function startEmulator(options = {}) {
  const settings = unwrap(resolveOptions(options));
  const seed = unwrap(checkSeed(options.seed ?? SAMPLE_SEED));
  const reviewsByConfig = new Map(
    (seed.dynamicConfigs ?? []).map((config) => [config.id, newestFirst(config.reviews ?? [])])
  );
  const handler = new RequestHandler(settings, reviewsByConfig);
  const server = createServer({ keepAlive: true }, (req, res) => void handler.handle(req, res));
  await listen(server, settings.host, settings.port);
  const port = server.address().port;
  const url = formatUrl(settings.host, port);
  const initial = seedMetrics(seed, settings, url);
  const store = initial.ok ? await MetricStore.open(options.dataFile, initial.value) : initial;
  if (!store.ok) {
    await closeServer(server);
    throw new EmulatorError(store.problem);
  }
  handler.ready({ url, store: store.value });
  return {
    url,
    port,
    stats: () => handler.snapshot(),
    metrics: () => store.value.all(),
    close: async () => {
      handler.shutDown();
      await closeServer(server);
      await store.value.flush();
    }
  };
}
function listen(server, host, port) {
  return new Promise((resolve, reject) => {
    const onError = (error2) => {
      const problem = error2.code === "EADDRINUSE" ? { kind: "listen.in-use", message: `port ${port} on ${host} is already in use: pick another port` } : {
        kind: "listen.failed",
        message: `cannot listen on ${host}:${port}: ${error2.code ?? error2.message}`
      };
      reject(new EmulatorError(problem));
    };
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve();
    });
  });
}
function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

// src/cli/emulator.ts
function parseEmulatorFlags(argv) {
  const parsed = parseFlags("emulator", argv);
  if (!parsed.ok) return fail("usage.flag", parsed.message);
  const { values } = parsed;
  const port = integerFlag("--port", values.port, DEFAULT_EMULATOR_PORT, 0, 65535);
  if (!port.ok) return port;
  const latency = integerFlag("--latency-ms", values["latency-ms"], 0, 0, 6e5);
  if (!latency.ok) return latency;
  const faultSeed = integerFlag("--fault-seed", values["fault-seed"], void 0, 0, 2 ** 32 - 1);
  if (!faultSeed.ok) return faultSeed;
  for (const [flag, value, parse] of [
    ["--rate-limit", values["rate-limit"], parseRateLimitSpec],
    ["--faults", values.faults, parseFaultSpec]
  ]) {
    const parsed2 = value === void 0 ? ok([]) : parse(value);
    if (!parsed2.ok) return fail(parsed2.problem.kind, `${flag}: ${parsed2.problem.message}`);
  }
  const apiKeys = values["api-key"];
  if (apiKeys?.some((key) => key.trim() === "")) return fail("usage.api-key", "--api-key cannot be empty");
  return ok({
    help: values.help === true,
    seedFile: values.seed,
    options: {
      host: values.host ?? "127.0.0.1",
      port: port.value,
      ...apiKeys ? { apiKeys } : {},
      ...values["data-file"] ? { dataFile: values["data-file"] } : {},
      latencyMs: latency.value,
      ...values["rate-limit"] ? { rateLimit: values["rate-limit"] } : {},
      ...values.faults ? { faults: values.faults } : {},
      ...faultSeed.value === void 0 ? {} : { faultSeed: faultSeed.value },
      warehouseNative: values["warehouse-native"] === true
    }
  });
}
function integerFlag(flag, raw, fallback, min, max) {
  if (raw === void 0) return ok(fallback);
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    return fail("usage.number", `${flag} must be a whole number from ${min} to ${max}, got \`${raw}\``);
  }
  return ok(value);
}
function keyHint(apiKeys) {
  if (apiKeys === void 0 || apiKeys.every((key) => key === DEFAULT_API_KEY)) {
    return `API key: ${DEFAULT_API_KEY} (the default dev key): export CONSOLE_API_KEY=${DEFAULT_API_KEY}`;
  }
  const count = new Set(apiKeys).size;
  return `API keys: ${count} given with --api-key (not shown); send one in the SERVICE-API-KEY header`;
}
async function emulatorCommand(argv, io = {}) {
  const out = io.stdout ?? ((line) => process.stdout.write(`${line}
`));
  const err = io.stderr ?? ((line) => process.stderr.write(`${line}
`));
  const args = argv[0] === "emulator" ? argv.slice(1) : argv;
  const flags = parseEmulatorFlags(args);
  if (!flags.ok) {
    err(usageError("emulator", flags.problem.message).trimEnd());
    return 2 /* Usage */;
  }
  if (flags.value.help) {
    out(commandHelp("emulator").trimEnd());
    return 0 /* Ok */;
  }
  let emulator;
  let seed;
  try {
    seed = flags.value.seedFile === void 0 ? void 0 : await loadSeedFile(flags.value.seedFile);
    emulator = await startEmulator({ ...flags.value.options, ...seed ? { seed } : {} });
  } catch (error2) {
    if (!(error2 instanceof EmulatorError)) throw error2;
    err(`metrics-as-code emulator: ${error2.message}`);
    return 2 /* Usage */;
  }
  for (const line of banner(emulator.url, flags.value.options, seed)) out(line);
  out("Press Ctrl+C to stop.");
  await stopRequested(io.signal);
  await emulator.close();
  out("Emulator stopped.");
  return 0 /* Ok */;
}
function banner(url, options, seed) {
  const lines = [
    `Console API emulator listening on ${url}`,
    `API URL: export CONSOLE_API_URL=${url} (or apiUrl: ${url} in the repo config)`,
    keyHint(options.apiKeys)
  ];
  const shownKey = options.apiKeys === void 0 ? DEFAULT_API_KEY : "YOUR_KEY";
  const firstConfig = seed ? seed.dynamicConfigs?.[0]?.id : "checkout_flow";
  if (firstConfig !== void 0) {
    const path = reviewsPath(firstConfig);
    lines.push(`Try: curl -H '${AUTH_HEADER}: ${shownKey}' ${url}${path}`);
  }
  if (options.dataFile) lines.push(`Metrics are kept in ${options.dataFile}`);
  const seeded = options.faultSeed === void 0 ? "" : ` (seed ${options.faultSeed})`;
  const testing = [
    options.latencyMs ? `latency ${options.latencyMs} ms` : "",
    options.rateLimit ? `rate limit ${options.rateLimit}` : "",
    options.faults ? `faults ${options.faults}${seeded}` : "",
    options.warehouseNative ? "warehouse-native project" : ""
  ].filter(Boolean);
  if (testing.length > 0) lines.push(`Emulating: ${testing.join(", ")}`);
  return lines;
}
function stopRequested(signal) {
  return new Promise((resolve) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      signal?.removeEventListener("abort", stop);
      resolve();
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    if (signal?.aborted) stop();
    else signal?.addEventListener("abort", stop, { once: true });
  });
}
export {
  banner,
  emulatorCommand,
  keyHint,
  parseEmulatorFlags
};
