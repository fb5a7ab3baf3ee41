import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Many tests wait (on child processes, loopback servers, Retry-After) rather than compute:
    // more forks than cores keeps the cores busy.
    maxWorkers: 4,
  },
});
