#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  changeLine
} from "./chunk-UHG5V637.js";
import {
  NEEDS_ORDER,
  NEEDS_TITLE,
  digestHeadline,
  digestOrder,
  errorsShown,
  peopleToAct,
  readCounts,
  reviewProblemSeverity,
  stoppedBeforeComparing,
  tasksLine,
  unreadConfigs,
  warningsShown
} from "./chunk-Y4OIPZ4B.js";
import {
  count
} from "./chunk-GOTXAWJI.js";
import {
  compareText
} from "./chunk-GWIGD727.js";

// src/report/inert.ts
var ZERO_WIDTH_SPACE = "&#8203;";
var ALWAYS_ESCAPED = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "|": "&#124;",
  "`": "&#96;",
  "\\": "&#92;",
  "[": "&#91;",
  "]": "&#93;",
  "*": "&#42;",
  "~": "&#126;",
  $: "&#36;"
};
var LEADING_ESCAPED = {
  "-": "&#45;",
  "+": "&#43;",
  "=": "&#61;"
};
var LINE_BREAKS = /\r\n|[\n\r\u0085\u2028\u2029]/g;
var INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;
function inert(text) {
  const flat = text.replace(LINE_BREAKS, " ").replace(/\t/g, " ").replace(INVISIBLE, "").trim();
  const leadingDigits = /^\d*/.exec(flat)[0].length;
  return flat.replace(MEANINGFUL, (_char, at) => escapeAt(flat, at, leadingDigits));
}
var MEANINGFUL = /[&<>|`\\[\]*~$_@#=+\-.):]/g;
function inertClipped(text, maxLength) {
  return inert(clip(text, maxLength));
}
function clip(text, maxLength) {
  if (text.length <= maxLength) return text;
  let points = 0;
  let index = 0;
  let keep = 0;
  for (const point of text) {
    if (points === maxLength - 1) keep = index;
    if (++points > maxLength) return `${text.slice(0, keep)}\u2026`;
    index += point.length;
  }
  return text;
}
function escapeAt(text, i, leadingDigits) {
  const char = text[i];
  const always = ALWAYS_ESCAPED[char];
  if (always) return always;
  if (i === 0 && LEADING_ESCAPED[char]) return LEADING_ESCAPED[char];
  switch (char) {
    case "_":
      return isWordChar(text[i - 1]) && isWordChar(text[i + 1]) ? "_" : "&#95;";
    case "@":
      return `@${ZERO_WIDTH_SPACE}`;
    case "#": {
      const hash = i === 0 ? "&#35;" : "#";
      return isDigit(text[i + 1]) ? `${hash}${ZERO_WIDTH_SPACE}` : hash;
    }
    case "-":
      return isDigit(text[i + 1]) && /gh$/i.test(text.slice(Math.max(0, i - 2), i)) ? `-${ZERO_WIDTH_SPACE}` : "-";
    case ":":
      return text.startsWith("//", i + 1) ? `:${ZERO_WIDTH_SPACE}` : ":";
    case ".":
      if (/(?:^|[^\p{L}\p{N}])www$/iu.test(text.slice(Math.max(0, i - 4), i))) return `.${ZERO_WIDTH_SPACE}`;
      return i > 0 && i === leadingDigits ? "&#46;" : ".";
    case ")":
      return i > 0 && i === leadingDigits ? "&#41;" : char;
    default:
      return char;
  }
}
function isWordChar(char) {
  return char !== void 0 && /[\p{L}\p{N}]/u.test(char);
}
function isDigit(char) {
  return char !== void 0 && char >= "0" && char <= "9";
}

// src/report/markdown-fit.ts
var measureChars = (text) => text.length;
var measureBytes = (text) => Buffer.byteLength(text, "utf8");
var DETAILS_OPEN = /^<details[ >]/gm;
var DETAILS_CLOSE = /^<\/details>/gm;
var CLOSER = "\n\n</details>";
function fitMarkdown(text, max, note, measure = measureChars) {
  if (measure(text) <= max) return text;
  const tail = `

${note}
`;
  const budget = max - measure(tail) - measure(CLOSER) * countMatches(text, DETAILS_OPEN);
  if (budget <= 0) return clipMeasured(note, max, measure);
  let kept = clipMeasured(text, budget, measure);
  const lastBreak = kept.lastIndexOf("\n");
  if (lastBreak > 0) kept = kept.slice(0, lastBreak);
  return `${kept}${CLOSER.repeat(openDetails(kept))}${tail}`;
}
function openDetails(text) {
  return Math.max(0, countMatches(text, DETAILS_OPEN) - countMatches(text, DETAILS_CLOSE));
}
function countMatches(text, pattern) {
  return text.match(pattern)?.length ?? 0;
}
function clipMeasured(text, max, measure) {
  if (measure(text) <= max) return text;
  let low = 0;
  let high = Math.min(text.length, Math.max(0, max));
  while (low < high) {
    const middle = low + high + 1 >> 1;
    if (measure(text.slice(0, middle)) <= max) low = middle;
    else high = middle - 1;
  }
  const code = text.charCodeAt(low - 1);
  return text.slice(0, code >= 55296 && code <= 56319 ? low - 1 : low);
}

// src/report/markdown-view.ts
function lazyLine(forms, rest) {
  let full;
  let compact;
  return {
    ...rest,
    get full() {
      full ??= forms.full();
      return full;
    },
    get compact() {
      compact ??= forms.compact();
      return compact;
    }
  };
}
var DIFF_LINES = { comment: 30, summary: 200 };
var STATUS_MARK = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C" };
var CLIP = {
  comment: { name: 120, message: 500, description: 160, notice: 500 },
  summary: { name: 220, message: 1e3, description: 500, notice: 1e3 }
};
function reportStatus(report) {
  const failingItem = report.items.some((item) => item.result === "rejected" || item.result === "failed");
  if (report.failure) return "fail";
  if (report.summary.errors > 0 || report.summary.failed > 0 || failingItem) return "fail";
  if (report.reviewProblems.length > 0 && reviewProblemSeverity(report) === "error") return "fail";
  const drift = report.summary.changed > 0 || report.summary.removed > 0;
  if (report.summary.warnings > 0 || drift || report.reviewProblems.length > 0) return "warn";
  return "pass";
}
function buildView(report, context, flavor) {
  const links = linksOf(context);
  const clipAt = CLIP[flavor];
  const diagnostics = [...report.diagnostics].sort(compareDiagnostics);
  const owners = diagnosticOwners(report.items, diagnostics);
  const ownedBy = report.items.map(() => []);
  diagnostics.forEach((d, i) => {
    if (owners[i] !== void 0) ownedBy[owners[i]].push(d);
  });
  const rows = report.items.map((item, i) => ({ item, own: ownedBy[i] })).sort(compareRows);
  const items = rows.map((row) => row.item);
  const lines = diagnostics.map((d, i) => diagnosticLine(d, owners[i] !== void 0, links, clipAt.message));
  return {
    flavor,
    headline: `${STATUS_MARK[reportStatus(report)]} metrics-as-code ${report.mode}: ${headlineCounts(report)}`,
    status: reportStatus(report),
    notices: report.notices.map((notice) => inertClipped(notice, clipAt.notice)),
    ...report.failure && { failure: inertClipped(report.failure.message, clipAt.notice) },
    rows: rows.map(({ item, own }) => itemRow(item, own, links, flavor)),
    diffs: items.flatMap((item) => item.diff?.length ? [diffBlock(item, flavor)] : []),
    errors: lines.filter((_, i) => diagnostics[i].severity === "error"),
    warnings: lines.filter((_, i) => diagnostics[i].severity === "warning"),
    ...reviewParts(report, context, flavor),
    reviewProblems: report.reviewProblems.map(
      (problem) => `- **${inertClipped(problem.dynamicConfig, clipAt.name)}**${problem.place ? ` (${inertClipped(`${problem.place.file}:${problem.place.line}`, clipAt.name)})` : ""}: ${inertClipped(problem.message, clipAt.message)}`
    ),
    showReviews: report.mode === "reviews" || report.reviews.length > 0 || report.reviewProblems.length > 0,
    links
  };
}
function linksOf(context) {
  const links = {};
  const runUrl = safeUrl(context.runUrl);
  const summaryUrl = safeUrl(context.summaryUrl) ?? runUrl;
  const sha = context.sha && /^[0-9a-f]{7,64}$/i.test(context.sha) ? context.sha : void 0;
  const repositoryUrl = safeUrl(context.repositoryUrl)?.replace(/\/+$/, "");
  if (runUrl) links.runUrl = runUrl;
  if (summaryUrl) links.summaryUrl = summaryUrl;
  if (sha) links.shortSha = sha.slice(0, 7);
  if (sha && repositoryUrl) links.blobBase = `${repositoryUrl}/blob/${sha}`;
  return links;
}
function safeUrl(url) {
  return url && /^https?:\/\/[^\s<>()[\]`"'|\\]+$/.test(url) ? url : void 0;
}
var VOLATILE_LINE_MARK = "<!-- metrics-as-code:volatile -->";
function footerLine(links) {
  const parts = [];
  if (links.runUrl) parts.push(`[Workflow run](${links.runUrl})`);
  if (links.shortSha) parts.push(`commit ${links.shortSha}`);
  return parts.length ? `<sub>${parts.join(" \xB7 ")}</sub>${VOLATILE_LINE_MARK}` : "";
}
var ITEM_RANK = { invalid: 0, changed: 2, removed: 3, create: 4, unchanged: 5 };
function itemRank({ item, own }) {
  if (item.action !== "invalid" && failing({ item, own })) return 1;
  return ITEM_RANK[item.action] ?? 4;
}
function failing({ item, own }) {
  if (item.action === "invalid" || item.result === "rejected" || item.result === "failed") return true;
  return own.some((d) => d.severity === "error");
}
function compareRows(a, b) {
  const [x, y] = [a.item, b.item];
  return itemRank(a) - itemRank(b) || compareText(x.file, y.file) || x.line - y.line || compareText(x.id, y.id);
}
function compareDiagnostics(a, b) {
  return compareText(a.file, b.file) || a.line - b.line || a.column - b.column || compareText(a.rule, b.rule) || compareText(a.message, b.message);
}
function reviewParts(report, context, flavor) {
  const ordered = digestOrder(report.reviews);
  const row = (review) => reviewRow(review, flavor, context.mention === true);
  const groups = NEEDS_ORDER.map((needs) => ({
    title: NEEDS_TITLE[needs].title,
    rows: ordered.filter((review) => review.needs === needs).map(row)
  })).filter((group) => group.rows.length > 0);
  return {
    reviews: ordered.map(row),
    whoActs: whoActsLines(ordered, context.mention === true),
    reviewGroups: groups,
    reviewAttention: ordered.filter((r) => r.stale || r.risk === "high" || r.noReviewers).map(row),
    reviewHeadline: digestHeadline(ordered, unreadConfigs(report)),
    reviewsForm: context.reviewsForm ?? "full",
    fullDigestAt: context.fullDigestAt ?? fullDigestLink(linksOf(context)),
    ...report.reviewsClosedSince !== void 0 && { reviewsClosedSince: report.reviewsClosedSince }
  };
}
function diagnosticOwners(items, diagnostics) {
  const starts = /* @__PURE__ */ new Map();
  items.forEach((item, index) => {
    if (item.action === "removed") return;
    const list = starts.get(item.file) ?? [];
    list.push({ line: item.line, index });
    starts.set(item.file, list);
  });
  for (const list of starts.values()) list.sort((a, b) => a.line - b.line);
  return diagnostics.map((d) => lastStartAtOrBefore(starts.get(d.file) ?? [], d.line));
}
function lastStartAtOrBefore(starts, line) {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = low + high >> 1;
    if (starts[middle].line <= line) low = middle + 1;
    else high = middle;
  }
  return low > 0 ? starts[low - 1].index : void 0;
}
function headlineCounts(report) {
  const s = report.summary;
  const diagnostics = ` \xB7 ${count(errorsShown(report), "error")}, ${count(warningsShown(report), "warning")}`;
  if (stoppedBeforeComparing(report)) return readCounts(report) + diagnostics;
  const invalid = report.items.filter((item) => item.action === "invalid").length;
  const rejected = report.items.filter((item) => item.result === "rejected").length;
  const drift = [
    `${s.changed} changed`,
    `${invalid} invalid`,
    s.removed && `${s.removed} removed`,
    `${s.unchanged} unchanged`
  ];
  switch (report.mode) {
    case "validate":
      return `${count(s.definitions, "definition")} in ${count(s.files, "file")}${diagnostics}`;
    case "plan":
      return joinCounts([`${s.create} to create`, rejected && `${rejected} rejected`, ...drift]) + diagnostics;
    case "apply":
      return joinCounts([`${s.created} created`, `${s.failed} failed`, ...drift]) + diagnostics;
    case "reviews":
      return reviewCounts(report);
  }
}
function reviewCounts(report) {
  const configs = new Set(report.reviews.map((review) => review.dynamicConfig)).size;
  const problems = report.reviewProblems.length;
  const unread = problems ? `, ${count(problems, "config")} not read` : "";
  return `${count(report.reviews.length, "open review")} in ${count(configs, "dynamic config")}${unread}`;
}
function joinCounts(parts) {
  return parts.filter((part) => typeof part === "string").join(", ");
}
function itemMark(item, own) {
  if (failing({ item, own })) return "\u274C";
  if (item.result === "accepted") return "\u2705";
  if (item.action === "changed" || item.action === "removed") return "\u26A0\uFE0F";
  if (item.result === "skipped") return "\u23ED\uFE0F";
  return "\u2705";
}
function itemRow(item, own, links, flavor) {
  const clipAt = CLIP[flavor];
  const mark = itemMark(item, own);
  const message = () => item.message ? inertClipped(item.message, clipAt.message) : "";
  const cells = (where, text) => `| ${[mark, inertClipped(item.name, clipAt.name), inertClipped(item.type, 40), where, item.action, item.result ?? "\u2014", text].join(" | ")} |`;
  const firstProblem = () => own[0] ? `${inertClipped(own[0].message, clipAt.message)}${own.length > 1 ? ` (and ${own.length - 1} more)` : ""}` : "";
  const folded = () => own.map(
    (d) => `${d.line}:${d.column} ${d.severity}[${inertClipped(d.rule, 80)}]: ${inertClipped(d.message, clipAt.message)}`
  ).join("<br>");
  return lazyLine(
    {
      full: () => cells(location(item.file, item.line, void 0, links), message() || firstProblem()),
      compact: () => cells(location(item.file, item.line, void 0, {}), own.length ? folded() : message())
    },
    { attention: mark !== "\u2705" && mark !== "\u23ED\uFE0F", unchanged: item.action === "unchanged" }
  );
}
function diffBlock(item, flavor) {
  const changes = item.diff;
  const limit = DIFF_LINES[flavor];
  const lines = changes.slice(0, limit).map((change) => codeLine(changeLine(change)));
  if (changes.length > limit) lines.push(`\u2026 and ${count(changes.length - limit, "more changed field")}`);
  const longest = Math.max(0, ...lines.flatMap((line) => (line.match(/`+/g) ?? []).map((run) => run.length)));
  const fence = "`".repeat(Math.max(3, longest + 1));
  const summary = `<summary>Changes in <code>${inertClipped(item.id, CLIP[flavor].name)}</code> (${count(changes.length, "field")})</summary>`;
  return `<details>
${summary}

${fence}diff
${lines.join("\n")}
${fence}

</details>`;
}
function codeLine(text) {
  return text.replace(LINE_BREAKS, " ").replace(INVISIBLE, " ");
}
function diagnosticLine(diagnostic, attached, links, maxMessage) {
  const text = (where) => `- ${where}: ${diagnostic.severity}[${inertClipped(diagnostic.rule, 80)}]: ${inertClipped(diagnostic.message, maxMessage)}`;
  return lazyLine(
    {
      full: () => text(location(diagnostic.file, diagnostic.line, diagnostic.column, links)),
      compact: () => text(location(diagnostic.file, diagnostic.line, diagnostic.column, {}))
    },
    { attached }
  );
}
function fullDigestLink(links) {
  return links.summaryUrl ? `the [job summary](${links.summaryUrl})` : "the job summary of the workflow run";
}
var RISK_MARK = {
  high: "\u{1F534} high",
  medium: "\u{1F7E0} medium",
  low: "\u26AA low"
};
function reviewRow(review, flavor, mention) {
  const clipAt = CLIP[flavor];
  const risk = flavor === "summary" ? `${RISK_MARK[review.risk]}: ${inertClipped(review.riskReason, 200)}` : RISK_MARK[review.risk];
  const author = `${inertClipped(review.author, 120)}${handleOf(review.authorHandle, mention && review.needs !== "review")}`;
  const cells = [
    inertClipped(review.dynamicConfig, clipAt.name),
    `${review.new ? "\u{1F195} " : ""}${inertClipped(review.review_id, 80)}`,
    inertClipped(review.type, 40),
    risk,
    inertClipped(review.status, 40),
    author,
    reviewersCell(review, mention),
    `${age(review.ageDays)}${review.stale ? " \u23F0 stale" : ""}`,
    inertClipped(review.description, clipAt.description)
  ];
  return `| ${cells.join(" | ")} |`;
}
function reviewersCell(review, mention) {
  if (review.noReviewers) return "\u26A0\uFE0F nobody asked: nobody will act";
  const names = review.reviewers.map((reviewer) => {
    const name = inertClipped(reviewer.kind === "group" ? `group:${reviewer.id}` : reviewer.id, 80);
    return `${name}${handleOf(reviewer.handle, mention && review.needs === "review")}`;
  });
  return names.join(", ") || "\u2014";
}
var WHO_ACTS_LISTED = 50;
function whoActsLines(reviews, mention) {
  const people = peopleToAct(reviews);
  const lines = people.slice(0, WHO_ACTS_LISTED).map((person) => {
    const names = person.names.map((name) => inertClipped(name, 80)).join(", ");
    const handle = person.handle === void 0 ? "" : personHandle(person.handle, mention);
    const who = handle ? `**${handle}** (${names})` : `**${names}**`;
    return `- ${who}: ${tasksLine(person, (review) => inertClipped(review.review_id, 80))}`;
  });
  const more = people.length - lines.length;
  return more > 0 ? [...lines, `- _${count(more, "more person", "more people")}_`] : lines;
}
function handleOf(handle, mention) {
  if (handle === void 0) return "";
  const written = personHandle(handle, mention);
  return written === handle ? ` ${handle}` : ` (${written})`;
}
function personHandle(handle, mention) {
  if (mention && /^@[\w.-]+(\/[\w.-]+)?$/.test(handle)) return handle;
  return inertClipped(handle, 80);
}
function age(days) {
  if (!Number.isFinite(days) || days < 1) return "today";
  const whole = Math.floor(days);
  return whole === 1 ? "1 day" : `${whole} days`;
}
function location(file, line, column, links) {
  const text = inertClipped(`${file}:${line}${column === void 0 ? "" : `:${column}`}`, 240);
  if (!links.blobBase || file.length > MAX_LINKED_PATH) return text;
  return `[${text}](${links.blobBase}/${encodePath(file)}#L${line})`;
}
var MAX_LINKED_PATH = 300;
function encodePath(file) {
  return file.split("/").map(
    (segment) => encodeURIComponent(segment).replace(
      /[()'!*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
    )
  ).join("/");
}

// src/report/markdown.ts
var COMMENT_MAX_CHARS = 65536;
var SUMMARY_MAX_BYTES = 1024 * 1024;
function renderComment(report, context) {
  const maxChars = context.maxChars ?? COMMENT_MAX_CHARS;
  const view = buildView(report, context, "comment");
  const compose = (layout) => composeComment(view, layout, context.marker);
  const full = { ...UNLIMITED, detail: "full", diagnostics: "list", rows: "listed" };
  const shrinking = [
    full,
    { ...full, diagnostics: "count" },
    { ...full, diagnostics: "count", rows: "attention" }
  ];
  return fitLayouts(shrinking, compose, maxChars, measureChars, cutNote(view.links, "comment"), view);
}
function renderJobSummary(report, context = {}) {
  const maxBytes = context.maxBytes ?? SUMMARY_MAX_BYTES;
  const view = buildView(report, context, "summary");
  const full = { ...UNLIMITED, detail: "full", diagnostics: "list", rows: "all" };
  const shrinking = [full, { ...full, detail: "compact" }];
  const compose = (layout) => composeSummary(view, layout);
  return fitLayouts(shrinking, compose, maxBytes, measureBytes, cutNote(view.links, "summary"), view);
}
function renderAppliedSection(report, context = {}) {
  const created = report.items.filter((item) => item.result === "created");
  const failed = report.items.filter((item) => item.result === "failed" || item.result === "rejected");
  const { errors } = report.summary;
  const mark = failed.length > 0 || errors > 0 ? "\u274C" : "\u2705";
  const why = errors > 0 ? `, ${count(errors, "error")} (see the run)` : "";
  const lines = [
    `#### ${mark} Applied after merge: ${count(created.length, "metric")} created, ${failed.length} failed${why}`
  ];
  if (created.length > 0) lines.push("", `Created: ${nameList(created)}`);
  if (failed.length > 0) lines.push("", `Failed: ${nameList(failed)}`);
  const footer = footerLine(linksOf(context));
  if (footer) lines.push("", footer);
  return lines.join("\n");
}
function nameList(items) {
  const sorted = [...items].sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const shown = sorted.slice(0, 40).map((item) => inertClipped(item.name, 80));
  const more = items.length - shown.length;
  return shown.join(", ") + (more > 0 ? ` and ${more} more` : "");
}
var UNLIMITED = {
  itemLimit: Number.POSITIVE_INFINITY,
  diffLimit: Number.POSITIVE_INFINITY,
  diagnosticLimit: Number.POSITIVE_INFINITY,
  reviewLimit: Number.POSITIVE_INFINITY
};
function fitLayouts(layouts, compose, max, measure, note, view) {
  for (const layout of layouts) {
    if (leastSize(view, layout) > max) continue;
    const text = compose(layout);
    if (measure(text) <= max) return text;
  }
  const last = layouts[layouts.length - 1];
  return fitMarkdown(compose(rowsThatFit(view, last, max, measure, compose)), max, note, measure);
}
function rowsThatFit(view, base, max, measure, compose) {
  const none = { ...base, itemLimit: 0, diffLimit: 0, diagnosticLimit: 0, reviewLimit: 0 };
  let budget = max - measure(compose(none)) - 600;
  const take = (lines, text) => {
    let taken = 0;
    for (const line of lines) {
      const cost = measure(text(line)) + 1;
      if (cost > budget) break;
      budget -= cost;
      taken++;
    }
    return taken;
  };
  const form = (line) => line[base.detail];
  const itemLimit = take(shownRows(view, base), form);
  const diffLimit = take(view.diffs, String);
  const diagnosticLimit = base.diagnostics === "list" ? take(shownDiagnostics(view, base), form) : 0;
  return { ...base, itemLimit, diffLimit, diagnosticLimit, reviewLimit: take(view.reviews, String) };
}
var LEAST_ROW = 20;
var LEAST_DIAGNOSTIC = 14;
function leastSize(view, layout) {
  const rows = Math.min(shownRows(view, layout).length, layout.itemLimit);
  const diagnostics = layout.diagnostics === "list" ? Math.min(shownDiagnostics(view, layout).length, layout.diagnosticLimit) : 0;
  return rows * LEAST_ROW + diagnostics * LEAST_DIAGNOSTIC;
}
function isCut(layout) {
  return [layout.itemLimit, layout.diffLimit, layout.diagnosticLimit, layout.reviewLimit].some(
    Number.isFinite
  );
}
function isShrunk(layout) {
  return isCut(layout) || layout.diagnostics === "count" || layout.rows === "attention";
}
function shownRows(view, layout) {
  if (layout.rows === "attention") return view.rows.filter((row) => row.attention);
  const listed = view.rows.filter((row) => !row.unchanged);
  return layout.rows === "all" ? [...listed, ...view.rows.filter((row) => row.unchanged)] : listed;
}
function shownDiagnostics(view, layout) {
  const all = [...view.errors, ...view.warnings];
  return layout.detail === "compact" ? all.filter((d) => !d.attached) : all;
}
function limitOf(limit) {
  return Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER;
}
var ITEM_HEADER = "|  | Metric | Type | Location | Action | Result | Message |\n|---|---|---|---|---|---|---|";
var REVIEW_HEADER = "| Config | Review | Type | Risk | Status | Author | Reviewers | Age | Description |\n|---|---|---|---|---|---|---|---|---|";
function composeComment(view, layout, marker) {
  const blocks = [marker, `### ${view.headline}`, ...noticeBlocks(view)];
  blocks.push(
    ...itemBlocks(view, layout),
    ...diffBlocks(view, layout),
    ...diagnosticBlocks(view, layout),
    ...reviewBlocks(view, layout, "####")
  );
  if (isShrunk(layout)) blocks.push(cutNote(view.links, "comment"));
  return finish(blocks, view.links);
}
function composeSummary(view, layout) {
  const blocks = [`## ${view.headline}`, ...noticeBlocks(view)];
  blocks.push(
    ...itemBlocks(view, layout),
    ...diffBlocks(view, layout),
    ...diagnosticBlocks(view, layout),
    ...reviewBlocks(view, layout, "###")
  );
  if (isCut(layout)) blocks.push(cutNote(view.links, "summary"));
  return finish(blocks, view.links);
}
function finish(blocks, links) {
  const footer = footerLine(links);
  if (footer) blocks.push(`---
${footer}`);
  return `${blocks.join("\n\n")}
`;
}
function noticeBlocks(view) {
  const blocks = view.failure ? [`> [!CAUTION]
> **The run stopped:** ${view.failure}`] : [];
  if (view.notices.length === 0) return blocks;
  return [...blocks, `> [!NOTE]
${view.notices.map((notice) => `> ${notice}`).join("\n>\n")}`];
}
var FOLD_PASSING_ABOVE = 20;
function itemBlocks(view, layout) {
  const candidates = shownRows(view, layout);
  const shown = candidates.slice(0, limitOf(layout.itemLimit));
  const listed = shown.filter((row) => !row.unchanged);
  const passing = listed.filter((row) => !row.attention);
  const fold = view.flavor === "comment" && passing.length > FOLD_PASSING_ABOVE;
  const open = fold ? listed.filter((row) => row.attention) : listed;
  const unchanged = shown.filter((row) => row.unchanged);
  const blocks = [];
  const table = (rows) => `${ITEM_HEADER}
${rows.map((row) => row[layout.detail]).join("\n")}`;
  const folded = (title, rows) => `<details>
<summary>${title}</summary>

${table(rows)}

</details>`;
  if (open.length > 0) blocks.push(table(open));
  if (fold) blocks.push(folded(`Passing (${passing.length})`, passing));
  if (unchanged.length > 0)
    blocks.push(folded(`Unchanged (${view.rows.filter((row) => row.unchanged).length})`, unchanged));
  const notes = itemNotes(view, layout, candidates.length, shown.length);
  if (notes.length > 0) blocks.push(`_${notes.join(" ")}_`);
  return blocks;
}
function diffBlocks(view, layout) {
  const shown = view.diffs.slice(0, limitOf(layout.diffLimit));
  const cut = view.diffs.length - shown.length;
  return cut > 0 ? [...shown, `_${count(cut, "more diff")} cut._`] : shown;
}
function itemNotes(view, layout, candidates, shown) {
  const notes = [];
  const unchanged = view.rows.filter((row) => row.unchanged).length;
  if (layout.rows !== "all" && unchanged > 0)
    notes.push(`${count(unchanged, "unchanged definition")} not listed.`);
  const passing = view.rows.length - unchanged - candidates;
  if (layout.rows === "attention" && passing > 0) notes.push(`${count(passing, "passing row")} not shown.`);
  if (candidates > shown) notes.push(`${count(candidates - shown, "more row")} cut.`);
  if (view.rows.length === 0 && !view.showReviews && !view.failure)
    notes.push("No metric definitions found.");
  return notes;
}
function diagnosticBlocks(view, layout) {
  if (view.errors.length === 0 && view.warnings.length === 0) return [];
  if (layout.diagnostics === "count") {
    return [
      `**${count(view.errors.length, "error")}, ${count(view.warnings.length, "warning")}**: listed in the job summary.`
    ];
  }
  let left = limitOf(layout.diagnosticLimit);
  const section = (title, lines, open) => {
    const own = layout.detail === "compact" ? lines.filter((line) => !line.attached) : lines;
    const shown = own.slice(0, left).map((line) => line[layout.detail]);
    left -= shown.length;
    return diagnosticSection(view, {
      title,
      total: lines.length,
      shown,
      cut: own.length - shown.length,
      open
    });
  };
  return [
    ...section("Errors", view.errors, view.status === "fail"),
    ...section("Warnings", view.warnings, view.status === "warn")
  ];
}
function diagnosticSection(view, section) {
  if (section.total === 0) return [];
  const folded = section.total - section.shown.length - section.cut;
  const lines = [...section.shown];
  if (folded > 0) lines.push(`- _${folded} more in the rows of their definitions above_`);
  if (section.cut > 0) lines.push(`- _${section.cut} more cut_`);
  const body = lines.join("\n");
  if (view.flavor === "summary") return [`### ${section.title} (${section.total})

${body}`];
  const summary = `<summary><b>${section.title} (${section.total})</b></summary>`;
  return [`<details${section.open ? " open" : ""}>
${summary}

${body}

</details>`];
}
function reviewBlocks(view, layout, heading) {
  if (!view.showReviews || view.reviewsForm === "none") return [];
  const blocks = [`${heading} Open reviews (${view.reviews.length})`];
  if (view.reviews.length > 0) blocks.push(`**${view.reviewHeadline}**`);
  else if (view.reviewProblems.length === 0) blocks.push("_No open reviews._");
  else blocks.push('_No review could be read: see below. This is not "no open reviews"._');
  if (view.reviewsClosedSince)
    blocks.push(`_${count(view.reviewsClosedSince, "review")} of the last digest no longer open._`);
  const budget = limitOf(layout.reviewLimit);
  blocks.push(...view.reviewsForm === "compact" ? compactReviews(view, budget) : fullReviews(view, budget));
  if (view.reviewProblems.length > 0)
    blocks.push(`${heading} Reviews that could not be read

${view.reviewProblems.join("\n")}`);
  return blocks;
}
function fullReviews(view, budget) {
  const blocks = view.whoActs.length > 0 ? [`**Who acts**

${view.whoActs.join("\n")}`] : [];
  let left = budget;
  for (const group of view.reviewGroups) {
    const rows = group.rows.slice(0, Math.max(0, left));
    left -= rows.length;
    if (rows.length > 0)
      blocks.push(`**${group.title}** (${group.rows.length})

${REVIEW_HEADER}
${rows.join("\n")}`);
  }
  const shown = Math.min(budget, view.reviews.length);
  if (view.reviews.length > shown) blocks.push(`_${count(view.reviews.length - shown, "more review")} cut._`);
  return blocks;
}
function compactReviews(view, budget) {
  const shown = view.reviewAttention.slice(0, budget);
  const blocks = shown.length > 0 ? [`Stale, high-risk or unassigned:

${REVIEW_HEADER}
${shown.join("\n")}`] : [];
  if (view.reviews.length > 0)
    blocks.push(`_The full digest, by who must act: ${view.fullDigestAt}._${VOLATILE_LINE_MARK}`);
  return blocks;
}
function cutNote(links, flavor) {
  if (flavor === "summary") {
    return "> [!WARNING]\n> This summary was cut to stay under GitHub's 1 MiB limit for a job summary. The complete report is the JSON file named by the `report` output.";
  }
  const where = links.summaryUrl ? `the [job summary](${links.summaryUrl})` : "the job summary of the workflow run";
  return `> [!WARNING]
> This comment was shortened to stay under GitHub's 65,536-character limit. The full report is in ${where}.`;
}

export {
  fitMarkdown,
  reportStatus,
  VOLATILE_LINE_MARK,
  COMMENT_MAX_CHARS,
  SUMMARY_MAX_BYTES,
  renderComment,
  renderJobSummary,
  renderAppliedSection
};
