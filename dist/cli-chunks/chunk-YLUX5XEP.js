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

// src/report/markdown-lines.ts
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
function sortReport(report) {
  const diagnostics = [...report.diagnostics].sort(compareDiagnostics);
  const owners = diagnosticOwners(report.items, diagnostics);
  const ownedBy = report.items.map(() => []);
  diagnostics.forEach((d, i) => {
    if (owners[i] !== void 0) ownedBy[owners[i]].push(d);
  });
  const rows = report.items.map((item, i) => {
    const own = ownedBy[i];
    const mark = itemMark(item, own);
    const rank = item.action !== "invalid" && failing(item, own) ? 1 : ITEM_RANK[item.action] ?? 4;
    return {
      item,
      own,
      rank,
      attention: mark !== "\u2705" && mark !== "\u23ED\uFE0F",
      unchanged: item.action === "unchanged"
    };
  });
  return {
    rows: rows.sort(compareRows),
    diagnostics: diagnostics.map((diagnostic, i) => ({ diagnostic, attached: owners[i] !== void 0 }))
  };
}
function headline(report) {
  return `${STATUS_MARK[reportStatus(report)]} metrics-as-code ${report.mode}: ${headlineCounts(report)}`;
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
function failing(item, own) {
  if (item.action === "invalid" || item.result === "rejected" || item.result === "failed") return true;
  return own.some((d) => d.severity === "error");
}
function compareRows(a, b) {
  const [x, y] = [a.item, b.item];
  return a.rank - b.rank || compareText(x.file, y.file) || x.line - y.line || compareText(x.id, y.id);
}
function compareDiagnostics(a, b) {
  return compareText(a.file, b.file) || a.line - b.line || a.column - b.column || compareText(a.rule, b.rule) || compareText(a.message, b.message);
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
  if (failing(item, own)) return "\u274C";
  if (item.result === "accepted") return "\u2705";
  if (item.action === "changed" || item.action === "removed") return "\u26A0\uFE0F";
  if (item.result === "skipped") return "\u23ED\uFE0F";
  return "\u2705";
}
function itemRow({ item, own }, style) {
  const clipAt = CLIP[style.flavor];
  const message = item.message ? inertClipped(item.message, clipAt.message) : "";
  const where = location(item.file, item.line, void 0, style.links);
  const cells = (text) => `| ${[itemMark(item, own), inertClipped(item.name, clipAt.name), inertClipped(item.type, 40), where, item.action, item.result ?? "\u2014", text].join(" | ")} |`;
  if (style.compact && own.length > 0) {
    return cells(own.map((d) => `${d.line}:${d.column} ${diagnosticText(d, clipAt.message)}`).join("<br>"));
  }
  if (message || !own[0]) return cells(message);
  const more = own.length > 1 ? ` (and ${own.length - 1} more)` : "";
  return cells(`${inertClipped(own[0].message, clipAt.message)}${more}`);
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
function diagnosticLine(d, style) {
  const where = location(d.file, d.line, d.column, style.links);
  return `- ${where}: ${diagnosticText(d, CLIP[style.flavor].message)}`;
}
function diagnosticText(d, maxMessage) {
  return `${d.severity}[${inertClipped(d.rule, 80)}]: ${inertClipped(d.message, maxMessage)}`;
}
function fullDigestLink(links) {
  return links.summaryUrl ? `the [job summary](${links.summaryUrl})` : "the job summary of the workflow run";
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

// src/report/markdown-reviews.ts
var REVIEW_HEADER = "| Config | Review | Type | Risk | Status | Author | Reviewers | Age | Description |\n|---|---|---|---|---|---|---|---|---|";
function reviewBlocks(report, context, style, cap, rest) {
  const form = context.reviewsForm ?? "full";
  if (form === "none") return [];
  const heading = style.flavor === "comment" ? "####" : "###";
  const clip2 = CLIP[style.flavor].name;
  const ordered = digestOrder(report.reviews);
  const mention = context.mention === true;
  const blocks = [`${heading} Open reviews (${ordered.length})`];
  if (ordered.length > 0) blocks.push(`**${digestHeadline(ordered, unreadConfigs(report))}**`);
  else if (report.reviewProblems.length === 0) blocks.push("_No open reviews._");
  else blocks.push('_No review could be read: see below. This is not "no open reviews"._');
  if (report.reviewsClosedSince)
    blocks.push(`_${count(report.reviewsClosedSince, "review")} of the last digest no longer open._`);
  const row = (review) => reviewRow(review, style.flavor, mention);
  if (form === "compact") {
    const attention = ordered.filter((r) => r.stale || r.risk === "high" || r.noReviewers);
    const shown = attention.slice(0, cap).map(row);
    if (shown.length > 0)
      blocks.push(`Stale, high-risk or unassigned:

${REVIEW_HEADER}
${shown.join("\n")}`);
    const where = context.fullDigestAt ?? fullDigestLink(linksOf(context));
    if (ordered.length > 0) blocks.push(`_The full digest, by who must act: ${where}._${VOLATILE_LINE_MARK}`);
  } else {
    const whoActs = whoActsLines(ordered, mention);
    if (whoActs.length > 0) blocks.push(`**Who acts**

${whoActs.join("\n")}`);
    let left = cap;
    for (const needs of NEEDS_ORDER) {
      const group = ordered.filter((review) => review.needs === needs);
      const rows = group.slice(0, Math.max(0, left)).map(row);
      left -= rows.length;
      if (rows.length > 0)
        blocks.push(
          `**${NEEDS_TITLE[needs].title}** (${group.length})

${REVIEW_HEADER}
${rows.join("\n")}`
        );
    }
    if (ordered.length > cap) blocks.push(`_And ${count(ordered.length - cap, "more review")}: ${rest}._`);
  }
  const problems = report.reviewProblems.map((problem) => {
    const place = problem.place ? ` (${inertClipped(`${problem.place.file}:${problem.place.line}`, clip2)})` : "";
    return `- **${inertClipped(problem.dynamicConfig, clip2)}**${place}: ${inertClipped(problem.message, CLIP[style.flavor].message)}`;
  });
  if (problems.length > 0) blocks.push(`${heading} Reviews that could not be read

${problems.join("\n")}`);
  return blocks;
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

// src/report/markdown.ts
var COMMENT_MAX_CHARS = 65536;
var SUMMARY_MAX_BYTES = 1024 * 1024;
var COMMENT_CAPS = {
  rows: 100,
  diffs: 10,
  diagnostics: 50,
  reviews: 50,
  rest: "see the job summary"
};
var SUMMARY_CAPS = {
  rows: 1e4,
  diffs: 1e3,
  diagnostics: 1e4,
  reviews: 2e3,
  rest: "see the JSON report"
};
var FOLD_PASSING_ABOVE = 20;
var measureChars = (text) => text.length;
var measureBytes = (text) => Buffer.byteLength(text, "utf8");
function renderComment(report, context) {
  const links = linksOf(context);
  const style = { flavor: "comment", links, compact: false };
  const body = `${context.marker}

${compose(report, context, style, COMMENT_CAPS)}`;
  const note = `> [!WARNING]
> This comment was shortened to stay under GitHub's 65,536-character limit. The full report is in ${fullDigestLink(links)}.`;
  return withinLimit(body, footerLine(links), context.maxChars ?? COMMENT_MAX_CHARS, measureChars, note);
}
function renderJobSummary(report, context = {}) {
  const maxBytes = context.maxBytes ?? SUMMARY_MAX_BYTES;
  const links = linksOf(context);
  const footer = footerLine(links);
  const full = compose(report, context, { flavor: "summary", links, compact: false }, SUMMARY_CAPS);
  const body = measureBytes(full) + measureBytes(footer) < maxBytes ? full : compose(report, context, { flavor: "summary", links: {}, compact: true }, SUMMARY_CAPS);
  const note = "> [!WARNING]\n> This summary was cut to stay under GitHub's 1 MiB limit for a job summary. The complete report is the JSON file named by the `report` output.";
  return withinLimit(body, footer, maxBytes, measureBytes, note);
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
var ITEM_HEADER = "|  | Metric | Type | Location | Action | Result | Message |\n|---|---|---|---|---|---|---|";
function compose(report, context, style, caps) {
  const { rows, diagnostics } = sortReport(report);
  const heading = style.flavor === "comment" ? "###" : "##";
  const showReviews = report.mode === "reviews" || report.reviews.length > 0 || report.reviewProblems.length > 0;
  const blocks = [`${heading} ${headline(report)}`, ...noticeBlocks(report, style.flavor)];
  blocks.push(...rowBlocks(rows, style, caps));
  if (rows.length === 0 && !showReviews && !report.failure) blocks.push("_No metric definitions found._");
  blocks.push(...diffBlocks(rows, style.flavor, caps));
  const errors = diagnostics.filter((d) => d.diagnostic.severity === "error");
  const warnings = diagnostics.filter((d) => d.diagnostic.severity === "warning");
  let left = caps.diagnostics;
  const section = (title, list, open) => {
    const own = style.compact ? list.filter((d) => !d.attached) : list;
    const shown = own.slice(0, left).map((d) => diagnosticLine(d.diagnostic, style));
    left -= shown.length;
    return diagnosticSection(
      style.flavor,
      { title, total: list.length, shown, cut: own.length - shown.length, open },
      caps
    );
  };
  const status = errors.length > 0 ? "fail" : "warn";
  blocks.push(
    ...section("Errors", errors, status === "fail"),
    ...section("Warnings", warnings, status === "warn")
  );
  if (showReviews) blocks.push(...reviewBlocks(report, context, style, caps.reviews, caps.rest));
  return blocks.join("\n\n");
}
function withinLimit(body, footer, max, measure, note) {
  const end = footer ? `

---
${footer}
` : "\n";
  if (measure(body) + measure(end) <= max) return `${body}${end}`;
  if (measure(end) > max / 4) return fitMarkdown(body, max, note, measure);
  return `${fitMarkdown(body, max - measure(end), note, measure).trimEnd()}${end}`;
}
function noticeBlocks(report, flavor) {
  const clip2 = CLIP[flavor].notice;
  const blocks = report.failure ? [`> [!CAUTION]
> **The run stopped:** ${inertClipped(report.failure.message, clip2)}`] : [];
  if (report.notices.length === 0) return blocks;
  const notices = report.notices.map((notice) => `> ${inertClipped(notice, clip2)}`);
  return [...blocks, `> [!NOTE]
${notices.join("\n>\n")}`];
}
function rowBlocks(rows, style, caps) {
  const table = (list) => `${ITEM_HEADER}
${list.map((row) => itemRow(row, style)).join("\n")}`;
  const folded = (title, list) => `<details>
<summary>${title}</summary>

${table(list)}

</details>`;
  const listed = rows.filter((row) => !row.unchanged);
  const attention = listed.filter((row) => row.attention).slice(0, caps.rows);
  const passing = listed.filter((row) => !row.attention);
  const passingShown = passing.slice(0, caps.rows - attention.length);
  const fold = style.flavor === "comment" && passing.length > FOLD_PASSING_ABOVE;
  const blocks = [];
  const open = fold ? attention : [...attention, ...passingShown];
  if (open.length > 0) blocks.push(table(open));
  if (fold && passingShown.length > 0) blocks.push(folded(`Passing (${passing.length})`, passingShown));
  const unchanged = rows.filter((row) => row.unchanged);
  const notes = [];
  let shown = attention.length + passingShown.length;
  if (style.flavor === "comment" && unchanged.length > 0) {
    notes.push(`${count(unchanged.length, "unchanged definition")} not listed.`);
  } else if (unchanged.length > 0) {
    const unchangedShown = unchanged.slice(0, caps.rows - shown);
    if (unchangedShown.length > 0) blocks.push(folded(`Unchanged (${unchanged.length})`, unchangedShown));
    shown += unchangedShown.length;
  }
  const total = style.flavor === "comment" ? listed.length : rows.length;
  if (total > shown) notes.push(`And ${count(total - shown, "more row")}: ${caps.rest}.`);
  if (notes.length > 0) blocks.push(`_${notes.join(" ")}_`);
  return blocks;
}
function diffBlocks(rows, flavor, caps) {
  const changed = rows.filter((row) => row.item.diff?.length);
  const blocks = changed.slice(0, caps.diffs).map((row) => diffBlock(row.item, flavor));
  const more = changed.length - blocks.length;
  return more > 0 ? [...blocks, `_And ${count(more, "more diff")}: ${caps.rest}._`] : blocks;
}
function diagnosticSection(flavor, section, caps) {
  if (section.total === 0) return [];
  const inRows = section.total - section.shown.length - section.cut;
  const lines = [...section.shown];
  if (inRows > 0) lines.push(`- _${inRows} more in the rows of their definitions above_`);
  if (section.cut > 0) lines.push(`- _and ${section.cut} more: ${caps.rest}_`);
  const body = lines.join("\n");
  if (flavor === "summary") return [`### ${section.title} (${section.total})

${body}`];
  const summary = `<summary><b>${section.title} (${section.total})</b></summary>`;
  return [`<details${section.open ? " open" : ""}>
${summary}

${body}

</details>`];
}
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
  const open = Math.max(0, countMatches(kept, DETAILS_OPEN) - countMatches(kept, DETAILS_CLOSE));
  return `${kept}${CLOSER.repeat(open)}${tail}`;
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

export {
  reportStatus,
  VOLATILE_LINE_MARK,
  COMMENT_MAX_CHARS,
  SUMMARY_MAX_BYTES,
  renderComment,
  renderJobSummary,
  renderAppliedSection,
  fitMarkdown
};
