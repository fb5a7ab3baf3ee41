// The stored metrics. In memory, and with a data file also on disk: every insert is written
// (tmp file, fsync, rename) before its caller answers, so a killed emulator loses no acknowledged
// create and never leaves a half-written file. Concurrent inserts share writes: while one write
// runs, the inserts that arrive wait for a single next write that carries them all.
import { readFile } from 'node:fs/promises';
import { writeFileAtomically } from '../files/atomic-write.js';
import { readFailure } from '../files/paths.js';
import { removeAbandonedTemporaries } from '../files/temporaries.js';
import type { MetricData } from './metrics.js';
import { fail, ok, type Result } from './result.js';

const FILE_VERSION = 1;

export class MetricStore {
  private readonly byId = new Map<string, MetricData>();
  private inFlight: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  private constructor(private readonly dataFile: string | undefined) {}

  /** A store holding `initial`, then whatever the data file holds (the file wins on the same id). */
  static async open(
    dataFile: string | undefined,
    initial: readonly MetricData[],
  ): Promise<Result<MetricStore>> {
    const store = new MetricStore(dataFile);
    for (const data of initial) store.byId.set(data.id, data);
    if (dataFile === undefined) return ok(store);
    // Writes of an emulator killed mid-save left their temp files; nothing else will remove them.
    await removeAbandonedTemporaries(dataFile);
    const persisted = await readDataFile(dataFile);
    if (!persisted.ok) return persisted;
    for (const data of persisted.value) store.byId.set(data.id, data);
    return ok(store);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** One stored metric, a copy. */
  get(id: string): MetricData | undefined {
    const data = this.byId.get(id);
    return data && structuredClone(data);
  }

  get size(): number {
    return this.byId.size;
  }

  all(): MetricData[] {
    return [...this.byId.values()].map((data) => structuredClone(data));
  }

  /**
   * Stores `data` at once (so a concurrent request sees its name taken) and resolves when it is
   * durable. If the disk write fails the metric is taken back out and the promise rejects.
   */
  async insert(data: MetricData): Promise<void> {
    this.byId.set(data.id, data);
    if (this.dataFile === undefined) return;
    try {
      await this.save();
    } catch (error) {
      if (this.byId.get(data.id) === data) this.byId.delete(data.id);
      throw error;
    }
  }

  /** Waits for any write under way. */
  async flush(): Promise<void> {
    await Promise.allSettled([this.inFlight, this.queued]);
  }

  private save(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.inFlight) return this.startWrite();
    const settle = () => undefined;
    this.queued = this.inFlight.then(settle, settle).then(() => {
      this.queued = undefined;
      return this.startWrite();
    });
    return this.queued;
  }

  private startWrite(): Promise<void> {
    const write = this.writeSnapshot().finally(() => {
      if (this.inFlight === write) this.inFlight = undefined;
    });
    this.inFlight = write;
    return write;
  }

  private async writeSnapshot(): Promise<void> {
    const file = this.dataFile!;
    const text = `{"version":${FILE_VERSION},"metrics":[\n${[...this.byId.values()].map((data) => JSON.stringify(data)).join(',\n')}\n]}\n`;
    await writeFileAtomically(file, text);
  }
}

async function readDataFile(file: string): Promise<Result<MetricData[]>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return ok([]);
    return fail('data-file.read', `cannot read the data file ${file}: ${readFailure(error)}`);
  }
  const invalid = (why: string) =>
    fail<MetricData[]>(
      'data-file.invalid',
      `the data file ${file} is not an emulator data file (${why}); move it away or pick another --data-file`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return invalid('not JSON');
  }
  const body = parsed as { version?: unknown; metrics?: unknown };
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    body.version !== FILE_VERSION ||
    !Array.isArray(body.metrics)
  ) {
    return invalid(`expected {"version": ${FILE_VERSION}, "metrics": [...]}`);
  }
  const metrics = body.metrics as unknown[];
  const wellFormed = metrics.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as MetricData).id === 'string' &&
      typeof (item as MetricData).name === 'string' &&
      typeof (item as MetricData).type === 'string',
  );
  return wellFormed ? ok(metrics as MetricData[]) : invalid('a metric without id, name or type');
}
