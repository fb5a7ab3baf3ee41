// Preloaded (`node --import`) by bench/action.bench.ts: appends the URL of every module the process
// loads, static or dynamic, to the file LOADED_MODULES_FILE names, so the bench reports what a run
// loads of the bundle, as measured rather than as inferred from its imports.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const record = process.env.LOADED_MODULES_FILE;
if (record) {
  registerHooks({
    load(url, context, nextLoad) {
      appendFileSync(record, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}
