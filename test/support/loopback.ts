// A fresh emulator (no metrics, no dynamic configs) and a temporary repository for each test of a
// file, and `run` to execute a mode against them over loopback, as the CLI calls the engine.
import { afterEach, beforeEach } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../src/emulator/server.js';
import { execute, type RunRequest } from '../../src/reconcile/run.js';
import { makeRepo, type TempRepo } from './repo.js';

export const DEV_KEY = 'console-dev-key';

export interface Loopback {
  /** Replaceable inside a test (close it first); the last one is closed after the test. */
  emulator: RunningEmulator;
  repo: TempRepo;
  run(mode: RunRequest['mode'], extra?: Partial<RunRequest>): ReturnType<typeof execute>;
}

/** Registers the hooks; the returned object's fields are set for each test. */
export function useLoopback(): Loopback {
  const loop = {
    run: (mode, extra = {}) =>
      execute({ mode, cwd: loop.repo.dir, apiUrl: loop.emulator.url, apiKey: DEV_KEY, ...extra }),
  } as Loopback;
  beforeEach(async () => {
    loop.emulator = await startEmulator({ seed: { dynamicConfigs: [], metrics: [] } });
    loop.repo = await makeRepo();
  });
  afterEach(async () => {
    await loop.emulator.close();
    await loop.repo.cleanup();
  });
  return loop;
}
