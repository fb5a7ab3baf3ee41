import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/console/redact.ts
var REDACTED = "[REDACTED]";
var MIN_PARTIAL_ECHO = 8;
var MIN_SUBSTRING_KEY = 8;
function redact(text, secret) {
  if (secret.length === 0 || text.length === 0) return text;
  const { forms, needles } = echoForms(secret);
  if (!needles.some((needle) => text.includes(needle))) return text;
  const covered = new Uint8Array(text.length);
  for (const form of forms) mark(text, form, covered, secret.length < MIN_SUBSTRING_KEY);
  markTruncatedEchoes(text, secret, covered);
  let result = "";
  for (let index = 0; index < text.length; index += 1) {
    if (covered[index] === 0) result += text[index];
    else if (index === 0 || covered[index - 1] === 0) result += REDACTED;
  }
  return result;
}
var formsOf;
function echoForms(secret) {
  if (formsOf?.secret !== secret) {
    const forms = computeEchoForms(secret);
    const head = secret.length > MIN_PARTIAL_ECHO ? [secret.slice(0, MIN_PARTIAL_ECHO)] : [];
    const needles = [...forms, ...head];
    const jsonNeedles = needles.map((needle) => JSON.stringify(needle).slice(1, -1));
    formsOf = { secret, echo: { forms, needles, jsonNeedles } };
  }
  return formsOf.echo;
}
function computeEchoForms(secret) {
  const base64 = Buffer.from(secret, "utf8").toString("base64");
  return new Set(
    [
      secret,
      secret.toUpperCase(),
      secret.toLowerCase(),
      encodeURIComponent(secret),
      JSON.stringify(secret).slice(1, -1),
      base64,
      base64.replace(/=+$/, ""),
      base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
    ].filter((form) => form.length > 0)
  );
}
var WORD = /[A-Za-z0-9_-]/;
function mark(text, form, covered, whole) {
  for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) {
    const end = at + form.length;
    if (whole && (WORD.test(text[at - 1] ?? "") || WORD.test(text[end] ?? ""))) continue;
    covered.fill(1, at, end);
  }
}
function markTruncatedEchoes(text, secret, covered) {
  if (secret.length <= MIN_PARTIAL_ECHO) return;
  const head = secret.slice(0, MIN_PARTIAL_ECHO);
  for (let at = text.indexOf(head); at !== -1; at = text.indexOf(head, at + 1)) {
    const length = commonPrefixLength(text, at, secret);
    const rest = text.slice(at + length, at + length + 3);
    if (rest === "..." || rest.startsWith("\u2026")) covered.fill(1, at, at + length);
  }
}
function commonPrefixLength(text, start, secret) {
  let length = 0;
  while (length < secret.length && text[start + length] === secret[length]) length += 1;
  return length;
}
function redactorFor(secret) {
  const redactor = (text) => redact(text, secret);
  redactor.mayEcho = (json) => secret.length > 0 && echoForms(secret).jsonNeedles.some((needle) => json.includes(needle));
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
  redactorFor,
  redactValues
};
