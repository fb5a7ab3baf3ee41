import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// lazy-exec:node_modules/@actions/core/lib/platform.js
async function getExecOutput(...args) {
  const exec = await Promise.resolve().then(() => require_platform());
  return exec.getExecOutput(...args);
}

export {
  getExecOutput
};
