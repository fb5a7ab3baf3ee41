// The CLI's ledger store: a JSON file, written atomically (temp file + rename) under an exclusive
// lock file, so two applies on one machine never lose each other's entries. A batch of records is
// written into the file itself: it is local, so a rewrite costs no history, and the file is the
// whole truth.
//
// The lock is hand-written rather than taken from a library because it must recognise a lock
// left by a SIGKILLed process at once (its pid is gone), which mtime-based lock libraries only
// do after a staleness timeout; the whole point of the ledger is a prompt, safe re-run.

import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { writeFileAtomically } from '../files/atomic-write.js';
import { escapesThroughLink, realLocation } from '../files/paths.js';
import { isProcessAlive, removeAbandonedTemporaries } from '../files/temporaries.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { ToolError } from '../outcome/failure.js';
import { applyJournal, emptyLedger, type JournalBatch, type Ledger, type LedgerStore } from './ledger.js';
import { EMPTY_LEDGER_TEXT, parseLedger, serializeLedger } from './ledger-schema.js';

const LOCK_WAIT_MS = 60_000;
/** A lock older than this is taken over even when its owner looks alive (e.g. another host). */
const LOCK_STALE_MS = 120_000;

/** Another run held the ledger too long: nothing was written, so running again is safe. */
function ledgerBusy(lockPath: string, waitedMs: number): ToolError {
  const message = `another apply is running: the ledger lock ${lockPath} was held by another run for over ${Math.round(waitedMs / 1000)} s; run again when it ends (if no other run is going, delete the lock file)`;
  return new ToolError('ledger.busy', ExitCode.Transient, message);
}

/** A ledger path that leads out of the repository: the run stops before reading or writing it. */
function ledgerOutside(path: string): ToolError {
  const message = `the state ledger ${path} leads outside the repository through a symbolic link, so it is neither read nor written: set state.file in the config to a path inside the repository, or replace the link with the file itself`;
  return new ToolError('ledger.outside-repository', ExitCode.Usage, message);
}

const FILE_PROBLEMS: Record<string, string> = {
  ENOTDIR: 'a part of its path is a file, not a folder',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
};

/**
 * A file-system error of the ledger's own file as a ToolError (a file or folder in the way, no
 * permission, a full disk; only the full disk is worth running again for); anything else unchanged.
 */
function ledgerFileError(error: unknown, path: string, verb: 'read' | 'write'): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (error instanceof ToolError || typeof code !== 'string') return error;
  const full = code === 'ENOSPC' || code === 'EDQUOT';
  const fix = full
    ? 'free some space and run again'
    : 'set state.file in metrics-as-code.yaml to a file this run can write, or fix the path';
  const message = `cannot ${verb} the state ledger ${path}: ${FILE_PROBLEMS[code] ?? code}: ${fix}`;
  return new ToolError('ledger.file', full ? ExitCode.Transient : ExitCode.Usage, message);
}

export interface FileLedgerOptions {
  /** The repository: a ledger whose links lead outside it is refused. */
  root?: string;
  /** How long to wait for another run's lock before giving up (exit 3). */
  lockWaitMs?: number;
  /** Told once when another live run holds the lock and this one starts to wait for it. */
  onLockWait?: (message: string) => void;
}

export class FileLedgerStore implements LedgerStore {
  readonly location: string;

  constructor(
    private readonly path: string,
    private readonly options: FileLedgerOptions = {},
  ) {
    this.location = path;
  }

  /**
   * The file to read and replace: a link inside the repository is written through (replacing the
   * link by a file would silently detach its target); one leading outside is refused.
   */
  private async target(): Promise<string> {
    if (this.options.root && escapesThroughLink(this.options.root, this.path)) throw ledgerOutside(this.path);
    return realLocation(this.path);
  }

  async read(): Promise<Ledger> {
    try {
      return (await this.readStored(await this.target())).ledger;
    } catch (error) {
      throw ledgerFileError(error, this.path, 'read');
    }
  }

  /** The stored ledger and its text (an empty ledger's when there is no file). */
  private async readStored(path: string): Promise<{ ledger: Ledger; text: string }> {
    const text = await readIfPresent(path);
    if (text === undefined) return { ledger: emptyLedger(), text: EMPTY_LEDGER_TEXT };
    return { ledger: parseLedger(text, this.path), text };
  }

  async update(mutate: (current: Ledger) => Ledger): Promise<Ledger> {
    try {
      return await this.locked(async (target) => {
        const stored = await this.readStored(target);
        const next = mutate(stored.ledger);
        // A ledger that serialises to the text stored is not written again (one pass, no compare).
        const text = serializeLedger(next);
        if (text !== stored.text) await writeFileAtomically(target, text);
        return next;
      });
    } catch (error) {
      throw ledgerFileError(error, this.path, 'write');
    }
  }

  async append(batch: JournalBatch): Promise<void> {
    await this.update((current) => applyJournal(current, [batch]));
  }

  private async locked<T>(task: (target: string) => Promise<T>): Promise<T> {
    const target = await this.target();
    await mkdir(dirname(target), { recursive: true });
    const release = await acquireLock(
      `${target}.lock`,
      this.options.lockWaitMs ?? LOCK_WAIT_MS,
      this.options.onLockWait,
    );
    try {
      // Under the lock no live writer of this ledger is between its temp file and the rename.
      await removeAbandonedTemporaries(target);
      return await task(target);
    } finally {
      await release();
    }
  }
}

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

interface LockOwner {
  pid: number;
  host: string;
}

async function acquireLock(
  lockPath: string,
  waitMs: number,
  onWait: ((message: string) => void) | undefined,
): Promise<() => Promise<void>> {
  const deadline = Date.now() + waitMs;
  const owner: LockOwner = { pid: process.pid, host: hostname() };
  let told = false;
  for (let attempt = 0; ; attempt++) {
    if (await createWithContent(lockPath, JSON.stringify(owner))) return () => rm(lockPath, { force: true });
    const abandoned = await isAbandoned(lockPath);
    // While another run takes an abandoned lock over, this one waits as for a live lock.
    if (abandoned && (await takeOver(lockPath, owner))) continue;
    if (!abandoned && !told && onWait) {
      told = true;
      onWait(
        `waiting for the ledger lock ${lockPath}: another apply is running (${await holderOf(lockPath)}); giving up after ${Math.round(waitMs / 1000)} s`,
      );
    }
    if (Date.now() > deadline) {
      throw ledgerBusy(lockPath, waitMs);
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(200, 5 * 2 ** attempt) * (0.5 + Math.random())),
    );
  }
}

/**
 * Removes an abandoned lock under a second, short-lived one, judged again there: two runs that both
 * found it abandoned would otherwise each remove it, the later one removing the other's new lock
 * (observed: one of two ledger writes lost). False when another run is taking it over.
 */
async function takeOver(lockPath: string, owner: LockOwner): Promise<boolean> {
  const guard = `${lockPath}.takeover`;
  if (!(await createWithContent(guard, JSON.stringify(owner)))) {
    // A run that died while taking over leaves its guard: it is abandoned as a lock is.
    if (await isAbandoned(guard)) await rm(guard, { force: true });
    return false;
  }
  try {
    if (await isAbandoned(lockPath)) await rm(lockPath, { force: true });
    return true;
  } finally {
    await rm(guard, { force: true });
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

/** Who holds the lock, as its file says (`pid 123 on build-7`), for the waiting message. */
async function holderOf(lockPath: string): Promise<string> {
  try {
    const owner = JSON.parse(await readFile(lockPath, 'utf8')) as Partial<LockOwner>;
    return `pid ${Number(owner.pid)} on ${String(owner.host).slice(0, 100)}`;
  } catch {
    return 'a run that is starting';
  }
}

async function isAbandoned(lockPath: string): Promise<boolean> {
  try {
    const [text, info] = await Promise.all([readFile(lockPath, 'utf8'), stat(lockPath)]);
    if (Date.now() - info.mtimeMs > LOCK_STALE_MS) return true;
    const owner = JSON.parse(text) as Partial<LockOwner>;
    // A lock this tool did not write (no pid): left to its age, never to a guess.
    if (typeof owner.pid !== 'number') return false;
    return owner.host === hostname() && !isProcessAlive(owner.pid);
  } catch {
    return false;
  }
}
