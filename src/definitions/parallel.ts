// Checking many files on every core. Parsing YAML is nearly all of validate's time, and on one
// thread 10,000 files take longer than the 3 s budget; the main thread and up to a few workers
// take chunks of the sorted file list from one shared counter, so a slow chunk never idles the
// others. How many threads is decided from measured work: the main thread checks files for a
// moment first, and workers start only when what is left, at the rate it measured, outweighs
// their start, and only as many as the machine has idle cores (a loaded 2-core machine was
// slower on every core than on one thread).
import { availableParallelism, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { RepoConfig } from '../config/schema.js';
import { FullReaderNotLoaded, loadFullReader } from '../diagnostics/yaml-full.js';
import {
  type CheckContext,
  type ConfigSource,
  checkContext,
  type FileReport,
  readAndCheckFile,
} from './check-file.js';
import { isValidationWorker, WORKER_ENV, WORKER_MARKER, workerThreads } from './worker-marker.js';

export interface WorkerOptions {
  /**
   * The module a worker runs: one whose top level calls `serveValidationWorker()` when
   * `isValidationWorker()`, e.g. the CLI entry (`import.meta.url` of src/cli/main.ts, which is
   * dist/cli.js once bundled). A `.ts` entry is loaded through tsx (development and tests).
   */
  entry: string | URL;
  /**
   * Threads in all, the main one included; default: chosen from measured work and the idle
   * cores, at most 4.
   */
  threads?: number;
  /** Leave the checking to the workers, keeping the main thread free (it still redoes a dead worker's share). */
  offMainThread?: boolean;
}

export interface CheckedFiles {
  /** One per file, in the order of the file list. */
  reports: FileReport[];
  /** How many of them worker threads checked (the rest: the main thread). */
  byWorkers: number;
}

const CHUNK = 32;
const MAX_THREADS = 4;
/** How long the main thread checks files before deciding on workers (a small tree is done by then). */
const PROBE_MS = 40;
/** What one worker costs before it checks anything: a thread, and the bundle loaded and compiled. */
const WORKER_START_MS = 150;

/**
 * Milliseconds on a monotonic clock. Not `performance.now()`: its first use loads perf_hooks,
 * about 2 ms of every validate run's start.
 */
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

interface Job {
  marker: typeof WORKER_MARKER;
  cwd: string;
  files: readonly string[];
  config: RepoConfig;
  configSource?: ConfigSource;
  counter: SharedArrayBuffer;
}

interface ChunkMessage {
  start: number;
  reports: FileReport[];
}

/** What every thread needs to check a file: workers rebuild the context from the rest. */
export interface CheckInput {
  config: RepoConfig;
  configSource?: ConfigSource;
  context: CheckContext;
}

/** Every file's report, in the order of `files`. */
export async function checkFiles(
  cwd: string,
  files: readonly string[],
  { config, configSource, context }: CheckInput,
  workers?: WorkerOptions,
): Promise<CheckedFiles> {
  const job: Job = { marker: WORKER_MARKER, cwd, files, config, counter: new SharedArrayBuffer(4) };
  if (configSource) job.configSource = configSource;
  const fromMain = new Map<number, FileReport[]>();
  const onMain = (message: ChunkMessage) => fromMain.set(message.start, message.reports);
  if (!workers) {
    await workHere(job, context, onMain);
    return { reports: collect(job, context, fromMain), byWorkers: 0 };
  }
  let workerCount: number;
  if (workers.offMainThread) workerCount = Math.max(1, workers.threads ?? 1);
  else if (workers.threads !== undefined) workerCount = Math.max(1, workers.threads) - 1;
  else {
    // Measure first: the main thread checks for PROBE_MS, then what is left decides.
    const started = nowMs();
    const checked = await workHere(job, context, onMain, started + PROBE_MS);
    const perFileMs = (nowMs() - started) / Math.max(1, checked);
    workerCount = workersFor((files.length - checked) * perFileMs);
  }
  const fromWorkers = new Map<number, FileReport[]>();
  const running = Array.from({ length: workerCount }, () => startWorker(workers.entry, job, fromWorkers));
  if (!workers.offMainThread) await workHere(job, context, onMain);
  await Promise.all(running);
  const byWorkers = [...fromWorkers.values()].reduce((sum, chunk) => sum + chunk.length, 0);
  // A file a worker read fully is read again here to place its findings, and a dead worker's
  // chunks are redone here: this thread needs the full reader too (workers load it as they start).
  if (workerCount > 0) await loadFullReader();
  return { reports: collect(job, context, new Map([...fromMain, ...fromWorkers])), byWorkers };
}

/**
 * Workers for `remainingMs` of checking on one thread: none unless it is several starts' worth,
 * and never more than the cores nobody else is using (the load average counts the busy ones).
 */
export function workersFor(
  remainingMs: number,
  cores = availableParallelism(),
  load = loadavg()[0] ?? 0,
): number {
  const idle = Math.min(MAX_THREADS, Math.floor(cores - load + 0.5));
  const worthwhile = Math.floor(remainingMs / (2 * WORKER_START_MS));
  return Math.max(0, Math.min(idle - 1, worthwhile));
}

/**
 * Takes chunks until none is left (or `untilMs` has passed); the same loop runs on the main thread
 * and in each worker. Returns how many files it checked, and the chunk it stopped at when a file
 * needed the full YAML reader before it was loaded (that chunk is claimed and not delivered).
 */
function workChunks(
  job: Job,
  context: CheckContext,
  deliver: (message: ChunkMessage) => void,
  untilMs = Number.POSITIVE_INFINITY,
): { checked: number; stoppedAt?: number } {
  const counter = new Int32Array(job.counter);
  let checked = 0;
  while (nowMs() < untilMs) {
    const start = Atomics.add(counter, 0, CHUNK);
    if (start >= job.files.length) break;
    let reports: FileReport[];
    try {
      reports = checkChunk(job, context, start);
    } catch (error) {
      if (error instanceof FullReaderNotLoaded) return { checked, stoppedAt: start };
      throw error;
    }
    checked += reports.length;
    deliver({ start, reports });
  }
  return { checked };
}

/**
 * workChunks on this thread, which loads the full YAML reader only when a file first needs it (most
 * runs never do), checks the chunk that waited for it, and goes on.
 */
async function workHere(
  job: Job,
  context: CheckContext,
  deliver: (message: ChunkMessage) => void,
  untilMs?: number,
): Promise<number> {
  let checked = 0;
  for (;;) {
    const pass = workChunks(job, context, deliver, untilMs);
    checked += pass.checked;
    if (pass.stoppedAt === undefined) return checked;
    await loadFullReader();
    const reports = checkChunk(job, context, pass.stoppedAt);
    checked += reports.length;
    deliver({ start: pass.stoppedAt, reports });
  }
}

function checkChunk(job: Job, context: CheckContext, start: number): FileReport[] {
  return job.files.slice(start, start + CHUNK).map((file) => readAndCheckFile(job.cwd, file, context));
}

/** Resolves when the worker is gone, whatever happened to it: what it did not deliver is redone. */
function startWorker(entry: string | URL, job: Job, chunks: Map<number, FileReport[]>): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = spawn(entry, job);
    } catch {
      resolve();
      return;
    }
    worker.on('message', (message: ChunkMessage) => chunks.set(message.start, message.reports));
    // A worker that fails (to start, or later) loses nothing: `collect` redoes what it did not deliver.
    worker.on('error', () => {});
    worker.on('exit', () => resolve());
  });
}

function spawn(entry: string | URL, job: Job): Worker {
  const url =
    typeof entry !== 'string' ? entry : entry.startsWith('file:') ? new URL(entry) : pathToFileURL(entry);
  const { Worker } = workerThreads();
  const env = { ...process.env, [WORKER_ENV]: WORKER_MARKER };
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData: job, env });
  // Sources run through tsx, which does not register itself in workers: do it first.
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(boot, { eval: true, workerData: job, env });
}

/** In file order; chunks a failed worker had claimed but not delivered are checked here. */
function collect(job: Job, context: CheckContext, chunks: Map<number, FileReport[]>): FileReport[] {
  const reports: FileReport[] = [];
  for (let start = 0; start < job.files.length; start += CHUNK) {
    reports.push(...(chunks.get(start) ?? checkChunk(job, context, start)));
  }
  return reports;
}

/**
 * The worker's side: check chunks and post each back; the thread ends when none is left. A worker
 * loads the full YAML reader as it starts: it runs only for a big tree, where that is nothing.
 */
export async function serveValidationWorker(): Promise<void> {
  if (!isValidationWorker()) return;
  const { parentPort, workerData } = workerThreads();
  if (!parentPort) return;
  const job = workerData as Job;
  const port = parentPort;
  await loadFullReader();
  workChunks(job, checkContext(job.config, job.configSource), (message) => port.postMessage(message));
}
