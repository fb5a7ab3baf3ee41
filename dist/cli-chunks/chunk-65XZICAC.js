#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/files/paths.ts
import { realpath } from "node:fs/promises";
import { dirname, isAbsolute, relative, sep } from "node:path";
function toPosix(path) {
  return path.split(sep).join("/");
}
function isInside(root, path) {
  const rel = relative(root, path);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}
async function realLocation(path) {
  try {
    return await realpath(path);
  } catch (error) {
    const parent = dirname(path);
    if (error.code !== "ENOENT" || parent === path) throw error;
    return `${await realLocation(parent)}${sep}${relative(parent, path)}`;
  }
}
async function escapesThroughLink(root, path) {
  const [realRoot, real] = await Promise.all([realpath(root), realLocation(path)]);
  return isInside(root, path) && !isInside(realRoot, real);
}

// src/diagnostics/rule-tag.ts
var SEPARATOR = "";
function ruleError(rule, message) {
  return { error: `${rule}${SEPARATOR}${message}` };
}
function splitRuleMessage(message, fallbackRule) {
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return { rule: fallbackRule, message };
  return { rule: message.slice(0, at), message: message.slice(at + 1) };
}

export {
  toPosix,
  isInside,
  realLocation,
  escapesThroughLink,
  ruleError,
  splitRuleMessage
};
