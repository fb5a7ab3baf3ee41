// What the bundles take from undici, and no more. undici's index evaluates every part it has
// (fetch, WebSocket, caches, mocks): about 130 ms of a cold start. The code uses only `Pool` with
// `request` (src/console/transport.ts), and @actions/http-client only `ProxyAgent` (for OIDC);
// scripts/bundle.mjs points every `import 'undici'` here, so both bundles carry one undici, the
// project's own. undici has no `exports` map: these are its published files.

/** Loads what a pool needs, once: undici's index would also give every dispatcher `request`. */
let pool;
function realPool() {
  if (!pool) {
    const Dispatcher = require('undici/lib/dispatcher/dispatcher.js');
    Dispatcher.prototype.request = require('undici/lib/api/api-request.js');
    pool = require('undici/lib/dispatcher/pool.js');
  }
  return pool;
}

/**
 * Both evaluated on first use only: importing this costs nothing (the Action's validate mode and
 * the CLI's validate never make a request). Plain functions: `new Pool(origin, options)` returns
 * the real pool it builds.
 */
function Pool(...args) {
  const Real = realPool();
  return new Real(...args);
}

function ProxyAgent(...args) {
  realPool();
  const Real = require('undici/lib/dispatcher/proxy-agent.js');
  return new Real(...args);
}

export { Pool, ProxyAgent };
