// Records each create in the ledger as soon as it succeeds, without one ledger write per create:
// changes that arrive while a write is in flight are merged into the next single write. A crash
// loses at most the batch being written, and the claims written before the POSTs cover that.
import type { Ledger, LedgerStore } from './ledger.js';

type Mutation = (current: Ledger) => Ledger;

export class LedgerRecorder {
  private queue: Mutation[] = [];
  private waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  private inFlight: Promise<void> | undefined;
  private writes = 0;

  constructor(private readonly store: LedgerStore) {}

  /** Resolves once `mutation` is in the stored ledger. */
  apply(mutation: Mutation): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push(mutation);
      this.waiters.push({ resolve, reject });
      if (!this.inFlight) this.inFlight = this.drain();
    });
  }

  /** How many ledger writes were made: a figure for the benchmark and the tests. */
  get writeCount(): number {
    return this.writes;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      const waiters = this.waiters;
      this.queue = [];
      this.waiters = [];
      try {
        await this.store.update((current) => batch.reduce((ledger, mutation) => mutation(ledger), current));
        this.writes++;
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.inFlight = undefined;
  }
}
