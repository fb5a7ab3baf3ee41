import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share a worker's loaded modules instead of loading them again per file (that
    // loading was a third of the suite's time). So the source keeps no state from one run to the
    // next, and a shared test helper registers its hooks when a file calls it, not on import.
    isolate: false,
    // Many tests wait (on child processes, loopback servers, Retry-After) rather than compute:
    // more forks than cores keeps the cores busy.
    maxWorkers: 3,
  },
});
