// The state ledger of docs/ledger.md: what this repository created, so a metric is created
// exactly once. Two stores implement it: a file (CLI) and a branch of the repository (Action).

export interface LedgerEntry {
  id: string;
  /** Stable hash of the definition as sent. */
  hash: string;
  file: string;
  commit?: string;
  createdAt: string;
  /** When `apply --accept-changes` recorded a changed definition's new hash. */
  acceptedAt?: string;
  /**
   * The definition as sent (without `dryRun`), so a later change can be shown field by field.
   * Absent in entries written by versions before it was kept: their diff is unavailable.
   */
  definition?: Record<string, unknown>;
}

/**
 * A create this repository is about to attempt, written before the first POST. When a run dies
 * between the service's 201 and the ledger write, the next run's "already in use" for an id with
 * a matching intent is ours, not a conflict.
 */
export interface PendingEntry {
  hash: string;
  file: string;
  startedAt: string;
  /** The run holding the claim; a claim of a live other run is left alone. Absent once released. */
  runId?: string;
  /** Attempts of one workflow run share it: a later attempt takes over an earlier one's claims. */
  lineage?: string;
  /** Set by the CLI so a claim of a dead process on the same host can be taken over at once. */
  pid?: number;
  host?: string;
}

export interface Ledger {
  version: 1;
  /** Whose ledger it is: the catalogue's folder in the repository (`.`, `apps/web`), kept by the branch store. */
  catalogue?: string;
  metrics: Record<string, LedgerEntry>;
  pending?: Record<string, PendingEntry>;
}

/** A change to merge into the stored ledger: entries are upserted, pending ids set or cleared. */
export interface LedgerChange {
  metrics?: Record<string, LedgerEntry>;
  pending?: Record<string, PendingEntry | null>;
}

/**
 * Creates recorded between two full writes of the ledger: appended as a small record of their
 * own (a journal), so a run's writes grow with what it created, not with the ledger's size.
 */
export interface JournalBatch {
  /** The run that wrote it: the claims it drops are only its own. */
  runId: string;
  metrics: Record<string, LedgerEntry>;
  /** Ids whose create was answered definitively "no": the run's claim on them is dropped. */
  dropped: string[];
}

export interface LedgerStore {
  /** A human-readable place, for messages ("branch metrics-as-code/state", a file path). */
  readonly location: string;
  /** The ledger with every journal batch not yet folded in applied. */
  read(): Promise<Ledger>;
  /** Set by `read` when what it gave is not simply what is stored; said in the report. */
  readonly notice?: string;
  /**
   * Adds a batch of records. The branch store keeps it in a journal beside the ledger (two runs
   * appending at once never conflict) until the next `update` or `compact` folds it in.
   */
  append(batch: JournalBatch): Promise<void>;
  /** Folds every appended batch into the ledger in one write; absent where `append` writes it in. */
  compact?(): Promise<void>;
  /**
   * Applies `mutate` to the latest stored ledger, writes the result and returns it. `mutate` is
   * pure and may run more than once: on a lost compare-and-swap the store re-reads and re-applies
   * it, so a concurrent writer's entries are never lost. Returning `current` unchanged skips the write.
   */
  update(mutate: (current: Ledger) => Ledger): Promise<Ledger>;
}

export function emptyLedger(): Ledger {
  return { version: 1, metrics: {} };
}

/**
 * Journal batches applied in order, in one pass: entries upserted, a recorded id's claim cleared,
 * a dropped id's claim cleared only when the batch's run holds it (a later run may have claimed
 * it again). Applying a batch twice changes nothing, so a batch folded but not yet removed (a
 * run killed in between) is harmless.
 */
export function applyJournal(ledger: Ledger, batches: readonly JournalBatch[]): Ledger {
  if (batches.length === 0) return ledger;
  const metrics = { ...ledger.metrics };
  const pending: Record<string, PendingEntry> = { ...ledger.pending };
  for (const batch of batches) {
    for (const [id, entry] of Object.entries(batch.metrics)) {
      metrics[id] = entry;
      delete pending[id];
    }
    for (const id of batch.dropped) if (pending[id]?.runId === batch.runId) delete pending[id];
  }
  const next: Ledger = { version: 1, metrics: sortKeys(metrics) };
  if (Object.keys(pending).length > 0) next.pending = sortKeys(pending);
  return next;
}

/** Pure merge used by every store after it has read the latest ledger. */
export function applyChange(ledger: Ledger, change: LedgerChange): Ledger {
  const metrics = { ...ledger.metrics, ...change.metrics };
  const pending: Record<string, PendingEntry> = { ...ledger.pending };
  for (const [id, entry] of Object.entries(change.pending ?? {})) {
    if (entry === null) delete pending[id];
    else pending[id] = entry;
  }
  for (const id of Object.keys(change.metrics ?? {})) delete pending[id];
  const next: Ledger = { version: 1, metrics: sortKeys(metrics) };
  if (Object.keys(pending).length > 0) next.pending = sortKeys(pending);
  return next;
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
