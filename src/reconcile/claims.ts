// Claims: before its first POST, an apply writes a pending entry for every metric it is about to
// create. They make "exactly once" hold across crashes and concurrent runs:
// - a metric claimed by another live run is left to that run (no duplicate POST);
// - a claim left by a run that died, or that ended with an unknown outcome, is taken over, and an
//   "already in use" answer for it means an earlier run of this repository created it.
import { hostname } from 'node:os';
import { isProcessAlive } from '../files/temporaries.js';
import type { Ledger, PendingEntry } from './ledger.js';

/** After this long without finishing, a claim from another machine is presumed abandoned. */
export const CLAIM_TTL_MS = 30 * 60_000;

export interface RunIdentity {
  runId: string;
  /**
   * Runs that never overlap share a lineage: the attempts of one GitHub workflow run. A claim of
   * an earlier attempt is dead once a later one starts, so a re-run takes over at once.
   */
  lineage?: string;
  /** Set for the CLI: a claim of a dead pid on this host is taken over at once. */
  pid?: number;
  host?: string;
}

export function localRunIdentity(runId: string): RunIdentity {
  return { runId, pid: process.pid, host: hostname() };
}

export interface Wanted {
  id: string;
  hash: string;
  file: string;
}

export interface ClaimResult {
  ledger: Ledger;
  /** Ids this run now holds and may POST. */
  claimed: string[];
  /** Of those, the ids an earlier run of this repository had claimed, with the hash it sent. */
  inherited: Map<string, string>;
  /** Ids another live run holds, with its claim. */
  heldElsewhere: Map<string, PendingEntry>;
  /** Ids recorded as created since the plan was made (by a concurrent run). */
  recordedMeanwhile: string[];
}

function isLiveClaim(entry: PendingEntry, me: RunIdentity, now: Date, ended: ReadonlySet<string>): boolean {
  if (entry.runId === undefined || entry.runId === me.runId) return false;
  if (entry.lineage !== undefined && (entry.lineage === me.lineage || ended.has(entry.lineage))) return false;
  if (entry.pid !== undefined && entry.host !== undefined && entry.host === me.host)
    return isProcessAlive(entry.pid);
  return now.getTime() - Date.parse(entry.startedAt) < CLAIM_TTL_MS;
}

/**
 * Pure: the ledger with this run's claims added, and what happened to each wanted id. `ended`:
 * lineages known to have ended (a finished workflow run), whose claims are taken over at once.
 */
export function claim(
  current: Ledger,
  wanted: readonly Wanted[],
  me: RunIdentity,
  now: Date,
  ended: ReadonlySet<string> = new Set(),
): ClaimResult {
  const pending: Record<string, PendingEntry> = { ...current.pending };
  const result: ClaimResult = {
    ledger: current,
    claimed: [],
    inherited: new Map(),
    heldElsewhere: new Map(),
    recordedMeanwhile: [],
  };
  for (const item of wanted) {
    if (current.metrics[item.id]) {
      result.recordedMeanwhile.push(item.id);
      continue;
    }
    const previous = pending[item.id];
    if (previous && isLiveClaim(previous, me, now, ended)) {
      result.heldElsewhere.set(item.id, previous);
      continue;
    }
    if (previous && previous.runId !== me.runId) result.inherited.set(item.id, previous.hash);
    pending[item.id] = {
      hash: item.hash,
      file: item.file,
      startedAt: now.toISOString(),
      ...identityFields(me),
    };
    result.claimed.push(item.id);
  }
  result.ledger = { ...current, pending };
  return result;
}

/**
 * At the end of a run its remaining claims (creates whose outcome stayed unknown) are released:
 * kept as a memory that they may exist, but free for the next run to take over at once.
 */
export function releaseClaims(current: Ledger, me: RunIdentity, ids: Iterable<string>): Ledger {
  const pending: Record<string, PendingEntry> = { ...current.pending };
  let changed = false;
  for (const id of ids) {
    const entry = pending[id];
    if (!entry || entry.runId !== me.runId) continue;
    pending[id] = { hash: entry.hash, file: entry.file, startedAt: entry.startedAt };
    changed = true;
  }
  return changed ? { ...current, pending } : current;
}

function identityFields(me: RunIdentity): Pick<PendingEntry, 'runId' | 'lineage' | 'pid' | 'host'> {
  const fields: Pick<PendingEntry, 'runId' | 'lineage' | 'pid' | 'host'> = { runId: me.runId };
  if (me.lineage !== undefined) fields.lineage = me.lineage;
  if (me.pid !== undefined) fields.pid = me.pid;
  if (me.host !== undefined) fields.host = me.host;
  return fields;
}
