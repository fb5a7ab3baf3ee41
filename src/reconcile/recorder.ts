// Records each create's outcome in the ledger in bounded batches: a batch is written when it
// holds `maxRecords` outcomes or `maxDelayMs` after its first one, and at `close`. On the branch
// each batch is a small journal file, folded into the ledger at `close` and after every
// FOLD_AFTER_BATCHES: a run of N creates makes about N / batch small commits and a full one per
// hundred of them, whatever the ledger's size.
//
// Exactly-once does not rest on these writes: the claims written before the first POST do. A run
// killed between a create and the batch that records it leaves its claim, and the next run's
// "already in use" for that claim is recognised as its own (docs/ledger.md).
import type { RunIdentity } from './claims.js';
import type { JournalBatch, Ledger, LedgerEntry, LedgerStore } from './ledger.js';

export interface FlushPolicy {
  /** Write a batch once it holds this many outcomes. */
  maxRecords: number;
  /** Write a batch at the latest this long after its first outcome. */
  maxDelayMs: number;
  /** Fold the journal in after this many batches (default FOLD_AFTER_BATCHES). */
  foldAfterBatches?: number;
}

const DEFAULT_FLUSH: FlushPolicy = { maxRecords: 200, maxDelayMs: 5_000 };

/**
 * Batches appended before the journal is folded in mid-run. Every read of the ledger reads each
 * batch file with a request of its own, and a long apply at the real pace (a batch of a few
 * records every few seconds) would otherwise leave a thousand of them, past which GitHub does not
 * even list a folder whole.
 */
const FOLD_AFTER_BATCHES = 100;

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class LedgerRecorder {
  private metrics: Record<string, LedgerEntry> = {};
  private dropped: string[] = [];
  private size = 0;
  private waiters: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  /** Batches appended since the journal was last folded in. */
  private appended = 0;

  constructor(
    private readonly store: LedgerStore,
    private readonly identity: RunIdentity,
    private readonly policy: FlushPolicy = DEFAULT_FLUSH,
  ) {}

  /** Resolves once the created metric is in a written batch. */
  record(entry: LedgerEntry): Promise<void> {
    return this.enqueue(() => {
      this.metrics[entry.id] = entry;
    });
  }

  /** Drops this run's claim on `id` (its create was answered definitively "no"). */
  drop(id: string): Promise<void> {
    return this.enqueue(() => {
      this.dropped.push(id);
    });
  }

  /** A full update of the ledger, after every outcome queued so far is written. */
  async apply(mutation: (current: Ledger) => Ledger): Promise<void> {
    await this.flush();
    await this.store.update(mutation);
    this.appended = 0; // an update folds the journal in
  }

  /** Writes what is queued now and waits for it. */
  async flush(): Promise<void> {
    while (this.size > 0 || this.writing) {
      if (this.writing) await this.writing.catch(() => {});
      else this.startWrite();
    }
  }

  /**
   * Writes what is queued, then folds the journal into the ledger (one full write): this run's,
   * and one an earlier run could not fold (the store knows whether there is one).
   */
  async close(): Promise<void> {
    await this.flush();
    await this.fold();
  }

  private async fold(): Promise<void> {
    if (!this.store.compact) return;
    await this.store.compact();
    this.appended = 0;
  }

  private enqueue(add: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      add();
      this.size++;
      this.waiters.push({ resolve, reject });
      if (this.size >= this.policy.maxRecords) this.startWrite();
      else this.timer ??= setTimeout(() => this.startWrite(), this.policy.maxDelayMs);
    });
  }

  /** One write at a time; outcomes arriving meanwhile wait for the next batch. */
  private startWrite(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.writing || this.size === 0) return;
    const batch: JournalBatch = { runId: this.identity.runId, metrics: this.metrics, dropped: this.dropped };
    const waiters = this.waiters;
    this.metrics = {};
    this.dropped = [];
    this.size = 0;
    this.waiters = [];
    this.writing = this.store
      .append(batch)
      .then(
        () => {
          this.appended++;
          for (const waiter of waiters) waiter.resolve();
          // A fold that fails here is only tidying put off: the batches are written, and the
          // next fold (at the latest, close) takes them in.
          if (this.appended >= (this.policy.foldAfterBatches ?? FOLD_AFTER_BATCHES))
            return this.fold().catch(() => {});
        },
        (error: unknown) => {
          for (const waiter of waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        this.writing = undefined;
        if (this.size >= this.policy.maxRecords) this.startWrite();
        else if (this.size > 0) this.timer ??= setTimeout(() => this.startWrite(), this.policy.maxDelayMs);
      });
  }
}
