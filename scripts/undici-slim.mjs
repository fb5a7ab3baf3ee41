// What the bundles take from undici, and no more. undici's index evaluates every part it has
// (fetch, WebSocket, caches, mocks): about 130 ms of a cold start. The code uses only `Pool` with
// `request` (src/console/transport.ts), and @actions/http-client only `ProxyAgent` (for OIDC);
// scripts/bundle.mjs points every `import 'undici'` here, so both bundles carry one undici, the
// project's own. undici has no `exports` map: these are its published files.

import request from 'undici/lib/api/api-request.js';
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';
import Pool from 'undici/lib/dispatcher/pool.js';

// What undici's index does for every dispatcher, restricted to the one method used.
Dispatcher.prototype.request = request;

/**
 * Evaluated on first use only: no run of the CLI needs a proxy agent. A plain function: `new
 * ProxyAgent(options)` returns the real agent it builds.
 */
function ProxyAgent(...args) {
  const Real = require('undici/lib/dispatcher/proxy-agent.js');
  return new Real(...args);
}

export { Pool, ProxyAgent };
