// The CLI's ledger store: a JSON file, written atomically (temp file + rename) under an exclusive
// lock file, so two applies on one machine never lose each other's entries.
//
// The lock is hand-written rather than taken from a library because it must recognise a lock
// left by a SIGKILLed process at once (its pid is gone), which mtime-based lock libraries only
// do after a staleness timeout; the whole point of the ledger is a prompt, safe re-run.

import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { writeFileAtomically } from '../files/atomic-write.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { ToolError } from '../outcome/failure.js';
import { canonicalJson } from './hash.js';
import { emptyLedger, type Ledger, type LedgerStore } from './ledger.js';
import { parseLedger, serializeLedger } from './ledger-schema.js';

const LOCK_WAIT_MS = 60_000;
/** A lock older than this is taken over even when its owner looks alive (e.g. another host). */
const LOCK_STALE_MS = 120_000;

/** Another run held the ledger too long: nothing was written, so running again is safe. */
class LedgerBusyError extends ToolError {
  override name = 'LedgerBusyError';
  readonly exitCode = ExitCode.Transient;
  readonly rule = 'ledger.busy';
  constructor(lockPath: string) {
    super(
      `the ledger lock ${lockPath} was held by another run for over ${LOCK_WAIT_MS / 1000} s; run again when it ends (if no other run is going, delete the lock file)`,
    );
  }
}

export class FileLedgerStore implements LedgerStore {
  readonly location: string;

  constructor(private readonly path: string) {
    this.location = path;
  }

  async read(): Promise<Ledger> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyLedger();
      throw error;
    }
    return parseLedger(text, this.path);
  }

  async update(mutate: (current: Ledger) => Ledger): Promise<Ledger> {
    await mkdir(dirname(this.path), { recursive: true });
    const release = await acquireLock(`${this.path}.lock`);
    try {
      const current = await this.read();
      const next = mutate(current);
      if (canonicalJson(next) !== canonicalJson(current))
        await writeFileAtomically(this.path, serializeLedger(next));
      return next;
    } finally {
      await release();
    }
  }
}

interface LockOwner {
  pid: number;
  host: string;
}

async function acquireLock(lockPath: string): Promise<() => Promise<void>> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  const owner: LockOwner = { pid: process.pid, host: hostname() };
  for (let attempt = 0; ; attempt++) {
    if (await createWithContent(lockPath, JSON.stringify(owner))) return () => rm(lockPath, { force: true });
    if (await isAbandoned(lockPath)) {
      await rm(lockPath, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new LedgerBusyError(lockPath);
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(200, 5 * 2 ** attempt) * (0.5 + Math.random())),
    );
  }
}

/**
 * Creates `path` holding `content`, or returns false when it exists. The content is written to a
 * private file first and linked into place, so the lock never exists empty: a run killed between
 * creating and writing it would otherwise leave a lock nobody could tell from one being written.
 */
async function createWithContent(path: string, content: string): Promise<boolean> {
  const staging = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(staging, content);
  try {
    await link(staging, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    await rm(staging, { force: true });
  }
}

async function isAbandoned(lockPath: string): Promise<boolean> {
  try {
    const [text, info] = await Promise.all([readFile(lockPath, 'utf8'), stat(lockPath)]);
    if (Date.now() - info.mtimeMs > LOCK_STALE_MS) return true;
    const owner = JSON.parse(text) as Partial<LockOwner>;
    // A lock being written has no content yet: it is not abandoned.
    if (typeof owner.pid !== 'number') return false;
    return owner.host === hostname() && !isProcessAlive(owner.pid);
  } catch {
    return false;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
