import type { CliIo } from './io.js';

/** Redraws at most this often: a fast run should not spend its time painting. */
const REDRAW_MS = 100;

/**
 * A one-line progress indicator on stderr, for long runs on a terminal. Off the terminal (CI logs,
 * pipes) it says nothing, so logs stay clean and `--format json` output stays parseable.
 */
export function progressLine(verb: string, io: CliIo, enabled: boolean) {
  let shown = false;
  let lastDraw = 0;
  return {
    update(_phase: string, done: number, total: number): void {
      if (!enabled || total < 20) return;
      const now = Date.now();
      if (done < total && now - lastDraw < REDRAW_MS) return;
      lastDraw = now;
      shown = true;
      io.stderr(`\r${verb} ${done}/${total}`);
    },
    done(): void {
      if (shown) io.stderr('\r\x1b[K');
    },
  };
}
