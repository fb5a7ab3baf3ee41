// Progress of a long plan or apply, readable by a person: done/total, what succeeded and failed,
// and while the run waits for the rate budget, which window and about how long is left. On a
// terminal one line redrawn in place; without one (CI, the Action) a plain line at most every
// 30 s and at each change of phase, so a 30-minute apply shows it is alive.
import type { BudgetWait } from '../console/pacer.js';

export interface ProgressEvent {
  phase: 'dry-run' | 'create';
  done: number;
  total: number;
  /** Creates made (or dry runs passed) so far. */
  succeeded: number;
  failed: number;
  /** What the client is waiting for now, if anything. */
  waiting: () => BudgetWait | undefined;
}

export interface ProgressOptions {
  /** One line redrawn in place (a terminal), or plain lines (a log). */
  tty: boolean;
  write: (text: string) => void;
  now?: () => number;
  /** Without a terminal, the longest silence (default 30 s). */
  logEveryMs?: number;
}

const REDRAW_MS = 100;
const VERB = { 'dry-run': 'dry-running', create: 'creating' } as const;
const DONE = { 'dry-run': 'passed', create: 'created' } as const;

export function progressReporter(options: ProgressOptions) {
  const now = options.now ?? (() => performance.now());
  const every = options.tty ? 1_000 : (options.logEveryMs ?? 30_000);
  let last: ProgressEvent | undefined;
  // The pace is measured from the first result of a phase: a wait before it (the rate budget a
  // previous run used up) says nothing about how fast the rest will go.
  let first: { at: number; done: number } | undefined;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let shown = false;
  let timer: NodeJS.Timeout | undefined;
  const emit = () => {
    if (!last) return;
    lastWrite = now();
    shown = true;
    const line = progressLine(last, first && { ms: now() - first.at, done: last.done - first.done });
    options.write(options.tty ? `\r${line}\x1b[K` : `${line}\n`);
  };
  return {
    update(event: ProgressEvent): void {
      if (event.total === 0) return; // a phase with nothing to do
      const newPhase = last?.phase !== event.phase;
      if (newPhase) first = undefined;
      if (!first && event.done > 0) first = { at: now(), done: event.done };
      last = event;
      if (event.total < 20 && !newPhase && event.done < event.total) return;
      timer ??= setInterval(emit, every).unref();
      const quiet = options.tty ? REDRAW_MS : every;
      if (newPhase || event.done === event.total || now() - lastWrite >= quiet) emit();
    },
    done(): void {
      clearInterval(timer);
      timer = undefined;
      if (shown && options.tty) options.write('\r\x1b[K');
    },
  };
}

/** `creating 901/1200 · 900 created, 1 failed · waiting 6m12s for the 900/15min budget; about 23 min left` */
export function progressLine(event: ProgressEvent, pace?: { ms: number; done: number }): string {
  const parts = [
    `${VERB[event.phase]} ${event.done}/${event.total}`,
    `${event.succeeded} ${DONE[event.phase]}, ${event.failed} failed`,
  ];
  const waiting = event.waiting();
  const remaining = event.total - event.done;
  let budgeted = 0;
  if (waiting) {
    const { requests, perSeconds } = waiting.window;
    const waitMs = Math.max(0, waiting.untilMs - performance.now());
    const why = waiting.asked
      ? ': the Console API asked to slow down (429)'
      : ` for the ${requests}/${windowText(perSeconds)} budget`;
    parts.push(`waiting ${duration(Math.ceil(waitMs / 1000))}${why}`);
    // This wait, then a full window for each `requests` of the rest past the first.
    budgeted = waitMs + (Math.max(0, remaining - requests) / requests) * perSeconds * 1000;
  }
  const paced = pace && pace.done > 0 && remaining > 0 ? (pace.ms / pace.done) * remaining : 0;
  const left = Math.max(paced, budgeted);
  const estimate = left >= 60_000 ? `; about ${Math.round(left / 60_000)} min left` : '';
  return `${parts.join(' · ')}${estimate}`;
}

function duration(seconds: number): string {
  return seconds >= 60
    ? `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
    : `${seconds}s`;
}

function windowText(perSeconds: number): string {
  if (perSeconds >= 60 && perSeconds % 60 === 0) return `${perSeconds / 60}min`;
  return `${perSeconds}s`;
}
