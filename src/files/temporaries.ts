// Temp files of writes that a killed process never finished (`<file>.<pid>.<hex>.tmp`, made by
// atomic-write.ts and the ledger lock): removed once their process is gone.
import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** True when a process with this pid runs on this host (EPERM: it runs as another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temp files left beside `path` by processes that no longer run, and returns their
 * names. A live process's temp file is never touched: it may be about to rename it into place.
 */
export async function removeAbandonedTemporaries(path: string): Promise<string[]> {
  const dir = dirname(path);
  const prefix = `${basename(path)}.`;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = abandonedPid(name, prefix);
    if (pid === undefined || isProcessAlive(pid)) continue;
    await rm(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

/** The writer's pid when `name` is `<prefix>[lock.]<pid>.<hex>.tmp`. */
function abandonedPid(name: string, prefix: string): number | undefined {
  if (!name.startsWith(prefix)) return undefined;
  const match = /^(?:lock\.)?(\d+)\.[0-9a-f]+\.tmp$/.exec(name.slice(prefix.length));
  return match ? Number(match[1]) : undefined;
}
