#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/files/temporaries.ts
import { readdir, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
function isProcessAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
async function removeAbandonedTemporaries(path) {
  const dir = dirname(path);
  const prefix = `${basename(path)}.`;
  let names;
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const removed = [];
  for (const name of names) {
    const pid = abandonedPid(name, prefix);
    if (pid === void 0 || isProcessAlive(pid)) continue;
    await rm(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}
function abandonedPid(name, prefix) {
  if (!name.startsWith(prefix)) return void 0;
  const match = /^(?:lock\.)?(\d+)\.[0-9a-f]+\.tmp$/.exec(name.slice(prefix.length));
  return match ? Number(match[1]) : void 0;
}

// src/files/atomic-write.ts
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm as rm2 } from "node:fs/promises";
import { dirname as dirname2 } from "node:path";
async function writeFileAtomically(path, text) {
  await mkdir(dirname2(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  const handle = await open(temporary, "w");
  try {
    await handle.writeFile(text, "utf8");
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm2(temporary, { force: true });
    throw error;
  }
}

// src/definitions/service-defaults.ts
var SERVICE_DEFAULTS = {
  directionality: "increase",
  isVerified: false,
  isReadOnly: false,
  isPermanent: false
};
function withServiceDefaults(definition) {
  const filled = { ...definition };
  for (const [key, value] of Object.entries(SERVICE_DEFAULTS)) filled[key] ??= value;
  return filled;
}

export {
  isProcessAlive,
  removeAbandonedTemporaries,
  withServiceDefaults,
  writeFileAtomically
};
