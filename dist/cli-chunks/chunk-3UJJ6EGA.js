#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/console/redact.ts
var REDACTED = "[REDACTED]";
var MIN_PARTIAL_ECHO = 8;
var MIN_SUBSTRING_KEY = 8;
var PUBLIC_PREFIXES = ["console-", "github_pat_", "ghs_", "ghp_", "gho_", "ghu_", "ghr_"];
function redact(text, secrets, replacement = REDACTED) {
  const covered = coveredBy(text, typeof secrets === "string" ? [secrets] : secrets);
  if (!covered) return text;
  let result = "";
  for (let index = 0; index < text.length; index += 1) {
    if (covered[index] === 0) result += text[index];
    else if (index === 0 || covered[index - 1] === 0) result += replacement;
  }
  return result;
}
function coveredBy(text, secrets) {
  let covered;
  const cover = (from, to) => {
    covered ??= new Uint8Array(text.length);
    covered.fill(1, from, to);
  };
  let quick;
  let lower;
  let exact;
  for (const secret of secrets) {
    if (secret.length === 0 || text.length === 0) continue;
    if (secret.length < MIN_SUBSTRING_KEY) {
      markWholeTokens(text, secret, cover);
      continue;
    }
    const { whole, body, base64 } = formsOf(secret);
    quick ??= { lower: foldedQuickly(text, true), exact: foldedQuickly(text, false) };
    if (!mayHold(quick, whole, body, base64)) continue;
    lower ??= fold(text, true);
    exact ??= fold(text, false);
    for (const form of /* @__PURE__ */ new Set([whole, body])) markAll(lower, form, cover);
    for (const form of base64) markAll(exact, form, cover);
    markTruncated(text, lower, whole, whole.length - body.length, cover);
    markTruncated(text, lower, body, 0, cover);
  }
  return covered;
}
function mayHold(quick, whole, body, base64) {
  const heads = [whole.slice(0, MIN_PARTIAL_ECHO), body.slice(0, MIN_PARTIAL_ECHO)];
  return [whole, body, ...heads].some((form) => quick.lower.includes(form)) || base64.some((form) => quick.exact.includes(form));
}
var forms = /* @__PURE__ */ new Map();
function formsOf(secret) {
  let found = forms.get(secret);
  if (!found) {
    found = {
      whole: secret.replace(SEPARATORS, "").toLowerCase(),
      body: bodyOf(secret).replace(SEPARATORS, "").toLowerCase(),
      base64: base64Forms(secret)
    };
    forms.set(secret, found);
  }
  return found;
}
var FOLDED = /[\s\u00ad\u200b-\u200f\u2060\ufeff]|%[0-9a-fA-F]{2}|\\(?:[nrtbf"\\/]|u[0-9a-fA-F]{4})/g;
var SEPARATORS = /[\s\u00ad\u200b-\u200f\u2060\ufeff]/g;
function decoded(match) {
  if (match.length === 1) return "";
  if (match[0] === "%") return String.fromCharCode(Number.parseInt(match.slice(1), 16));
  if (match[1] === "u") return String.fromCharCode(Number.parseInt(match.slice(2), 16));
  return "nrtbf".includes(match[1]) ? "" : match[1];
}
function foldedQuickly(text, lower) {
  const folded = text.replace(FOLDED, decoded);
  return lower ? folded.toLowerCase() : folded;
}
function bodyOf(secret) {
  const prefix = PUBLIC_PREFIXES.find((p) => secret.toLowerCase().startsWith(p));
  const body = prefix ? secret.slice(prefix.length) : secret;
  return body.length >= MIN_SUBSTRING_KEY ? body : secret;
}
function fold(text, lower) {
  const folded = { text: "", starts: [], ends: [] };
  const chars = [];
  const push = (char, from, to) => {
    chars.push(lower ? char.toLowerCase() : char);
    folded.starts.push(from);
    folded.ends.push(to);
  };
  let last = 0;
  for (const match of text.matchAll(FOLDED)) {
    for (let i = last; i < match.index; i++) push(text[i], i, i + 1);
    const char = decoded(match[0]);
    last = match.index + match[0].length;
    if (char) push(char, match.index, last);
  }
  for (let i = last; i < text.length; i++) push(text[i], i, i + 1);
  folded.text = chars.join("");
  return folded;
}
function markAll(folded, form, cover) {
  if (form.length === 0) return;
  for (let at = folded.text.indexOf(form); at !== -1; at = folded.text.indexOf(form, at + 1))
    cover(folded.starts[at], folded.ends[at + form.length - 1]);
}
function base64Forms(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const forms2 = [bytes.toString("base64"), bytes.toString("base64url")];
  for (let shift = 0; shift < 3; shift++) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString("base64");
    const form = encoded.slice(Math.ceil(8 * shift / 6), Math.floor(8 * (shift + bytes.length) / 6));
    forms2.push(form, form.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return forms2.filter((form) => form.length >= MIN_SUBSTRING_KEY);
}
function markTruncated(text, folded, form, publicLength, cover) {
  if (form.length <= MIN_PARTIAL_ECHO) return;
  const head = form.slice(0, MIN_PARTIAL_ECHO);
  for (let at = folded.text.indexOf(head); at !== -1; at = folded.text.indexOf(head, at + 1)) {
    let length = 0;
    while (length < form.length && folded.text[at + length] === form[length]) length += 1;
    if (length <= publicLength) continue;
    const end = folded.ends[at + length - 1];
    const rest = text.slice(end, end + 3);
    if (rest === "..." || rest.startsWith("\u2026")) cover(folded.starts[at], end);
  }
}
var WORD = /[A-Za-z0-9_-]/;
function markWholeTokens(text, secret, cover) {
  for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + 1)) {
    const end = at + secret.length;
    if (WORD.test(text[at - 1] ?? "") || WORD.test(text[end] ?? "")) continue;
    cover(at, end);
  }
}
function withoutUserinfo(text) {
  return text.replace(/(^|[\s`'"(]|:\/\/)[^\s/?#@`'"()]+@/g, "$1***@");
}
function redactorFor(...secrets) {
  const redactor = (text) => redact(text, secrets);
  redactor.mayEcho = (json) => coveredBy(json, secrets) !== void 0;
  return redactor;
}
function redactValues(value, redactText) {
  if (typeof value === "string") return redactText(value);
  if (typeof value !== "object" || value === null) return value;
  if (redactText.mayEcho && !redactText.mayEcho(JSON.stringify(value))) return value;
  return redactWalk(value, redactText);
}
function redactWalk(value, redactText) {
  if (typeof value === "string") return redactText(value);
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    let copy2;
    value.forEach((entry, i) => {
      const redacted = redactWalk(entry, redactText);
      if (redacted === entry) return;
      copy2 ??= [...value];
      copy2[i] = redacted;
    });
    return copy2 ?? value;
  }
  let copy;
  for (const [key, entry] of Object.entries(value)) {
    const redacted = redactWalk(entry, redactText);
    if (redacted === entry) continue;
    copy ??= { ...value };
    Object.defineProperty(copy, key, {
      value: redacted,
      enumerable: true,
      writable: true,
      configurable: true
    });
  }
  return copy ?? value;
}

export {
  redact,
  withoutUserinfo,
  redactorFor,
  redactValues
};
