import { defineConfig } from 'vitest/config';
// @ts-expect-error: a plain ES module of the build, without types
import { JS_YAML_REWRITES, rewritten } from './scripts/bundle-options.mjs';

export default defineConfig({
  // The tests read YAML with the js-yaml the bundles carry (scripts/bundle-options.mjs).
  plugins: [
    {
      name: 'js-yaml-rewrites',
      transform: (code: string, id: string) =>
        JS_YAML_REWRITES[0].files.test(id) ? rewritten(JS_YAML_REWRITES, code, id) : undefined,
    },
  ],
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Many tests wait (on child processes, loopback servers, Retry-After) rather than compute:
    // more forks than cores keeps the cores busy.
    maxWorkers: 4,
    // js-yaml goes through the plugin above, not straight to Node.
    server: { deps: { inline: [/[\\/]js-yaml[\\/]/] } },
  },
});
