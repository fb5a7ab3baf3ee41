#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  configJsonSchema,
  definitionJsonSchema,
  schemaText
} from "./chunk-RAQIZXQP.js";
import "./chunk-6IOTN3QG.js";
import {
  parseFlags
} from "./chunk-6ZGJ5X7N.js";
import {
  processIo
} from "./chunk-PWS3LXWD.js";
import {
  commandHelp,
  usageError
} from "./chunk-AJA3YXS4.js";
import "./chunk-SA2CRPKI.js";
import "./chunk-62YZRBBZ.js";
import "./chunk-MBK2E6MB.js";
import "./chunk-FYTMGASH.js";
import "./chunk-3UJJ6EGA.js";
import "./chunk-2JHBWH4Y.js";
import "./chunk-GWIGD727.js";
import "./chunk-VLH4AYTI.js";

// src/cli/init.ts
import { existsSync, readdirSync } from "node:fs";
import { appendFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";

// src/cli/init-templates.ts
var WORKFLOW_PATH = ".github/workflows/metrics.yml";
var WORKFLOW = `name: metrics
on:
  pull_request:
    paths: ["metrics/**", "metrics-as-code.yaml"]
  push:
    branches: [main]
  schedule:
    - cron: "0 7 * * 1-5"
  workflow_dispatch:
    inputs:
      accept-changes:
        description: "Changed metrics to record as they are now (after the same change in the console): ids (name::type), all, or none"
        default: none
      accept-removals:
        description: "Removed metrics to drop from the ledger (after archiving them in the console): ids (name::type), all, or none"
        default: none

jobs:
  plan:
    if: github.event_name == 'pull_request'
    runs-on: ubuntu-latest
    permissions:
      contents: read # read the ledger branch
      pull-requests: write # the one sticky comment
    concurrency:
      group: metrics-plan-\${{ github.event.pull_request.number }}
      cancel-in-progress: true # a newer push makes an older plan moot
    steps:
      - uses: actions/checkout@v4
      - uses: your-org/metrics-as-code@v1
        with:
          api-key: \${{ secrets.CONSOLE_API_KEY }}

  apply:
    if: github.event_name == 'push' || (github.event_name == 'workflow_dispatch' && (inputs.accept-changes != 'none' || inputs.accept-removals != 'none'))
    runs-on: ubuntu-latest
    permissions:
      contents: write # the ledger lives on the branch metrics-as-code/state
      pull-requests: write # "created" line on the merged PR's comment
      actions: read # whether a run that left claims has ended, to take them over at once
    concurrency:
      group: metrics-apply # one apply at a time, for the whole repository
      cancel-in-progress: false # never cancel an apply half-way
    steps:
      - uses: actions/checkout@v4
      - uses: your-org/metrics-as-code@v1
        with:
          api-key: \${{ secrets.CONSOLE_API_KEY }}
          accept-changes: \${{ inputs.accept-changes || 'none' }} # set only by a workflow_dispatch run
          accept-removals: \${{ inputs.accept-removals || 'none' }}

  reviews:
    if: github.event_name == 'schedule' || (github.event_name == 'workflow_dispatch' && inputs.accept-changes == 'none' && inputs.accept-removals == 'none')
    runs-on: ubuntu-latest
    permissions:
      contents: read
      issues: write # only with reviews-issue: true
    steps:
      - uses: actions/checkout@v4
      - uses: your-org/metrics-as-code@v1
        with:
          api-key: \${{ secrets.CONSOLE_API_KEY }}
          reviews-issue: true
`;
var CONFIG = `# yaml-language-server: $schema=./schema/config.schema.json
# metrics-as-code: every key and its default is in the README ("The config").

# The Console API's base URL, without /console/v1 (the tool adds it): the CLI and the workflow
# both read it here. The key is never here: it comes from CONSOLE_API_KEY, or the Action's
# api-key input.
# apiUrl: https://console.example.com

metrics:
  dir: metrics # where the definitions are; *.yaml and *.yml below it

# Dynamic configs whose open reviews the digest summarises. The workflow's reviews job fails
# (exit 2) while this list is empty: list yours, or remove that job.
dynamicConfigs: []
#  - id: checkout_flow

# Merged under every definition (a definition's own value wins).
# defaults:
#   team: data

# A recorded definition edited in git: warn (default) or fail.
onChange: warn

# The team's conventions, each reported as error or warning.
# policy:
#   namePattern: { pattern: "^[a-z][a-z0-9_]*$" }
#   requireDescription: warning
`;
var EXAMPLE_PATH = "metrics/example.yaml";
var EXAMPLE = `# yaml-language-server: $schema=../schema/metric.schema.json
# One metric per YAML document; separate several with ---. \`metrics-as-code validate\` checks them.
# An example: make it a metric of yours, or delete this file, before you merge (a merge creates it).
name: checkout_conversion
type: ratio
description: Share of users who complete a purchase after starting checkout.
directionality: increase
tags: [checkout]
unitTypes: [stableID, userID]
metricEvents:
  - name: purchase
    type: count_distinct
  - name: checkout_start
    type: count_distinct
`;
var GITIGNORE_LINE = ".metrics-as-code/";

// src/cli/init.ts
function scaffold(withExample) {
  return [
    ["metrics-as-code.yaml", CONFIG],
    ...withExample ? [[EXAMPLE_PATH, EXAMPLE]] : [],
    [WORKFLOW_PATH, WORKFLOW],
    ["schema/metric.schema.json", schemaText(definitionJsonSchema())],
    ["schema/config.schema.json", schemaText(configJsonSchema())]
  ];
}
function holdsDefinitions(dir) {
  try {
    return readdirSync(dir, { recursive: true, encoding: "utf8" }).some((path) => /\.ya?ml$/i.test(path));
  } catch {
    return false;
  }
}
async function initCommand(argv, io = processIo, baseDir = process.cwd()) {
  const parsed = parseFlags("init", argv);
  if (!parsed.ok) {
    io.stderr(usageError("init", parsed.message));
    return 2 /* Usage */;
  }
  if (parsed.values.help) {
    io.stdout(commandHelp("init"));
    return 0 /* Ok */;
  }
  const root = resolve(baseDir, parsed.values.cwd ?? ".");
  const catalogue = holdsDefinitions(join(root, dirname(EXAMPLE_PATH)));
  const files = scaffold(!catalogue);
  const present = files.map(([path]) => path).filter((path) => existsSync(join(root, path)));
  if (existsSync(join(root, "metrics-as-code.yml"))) present.push("metrics-as-code.yml");
  if (present.length > 0) {
    io.stderr(
      `metrics-as-code init: nothing written: ${present.map((p) => `\`${p}\``).join(", ")} already ${present.length === 1 ? "exists" : "exist"} (init never overwrites; move ${present.length === 1 ? "it" : "them"} away to start over)
`
    );
    return 2 /* Usage */;
  }
  for (const [path, text] of files) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text, { flag: "wx" });
    io.stdout(`created ${path}
`);
  }
  if (await addIgnoreLine(join(root, ".gitignore"))) io.stdout(`added ${GITIGNORE_LINE} to .gitignore
`);
  if (catalogue)
    io.stdout(
      `no example written: ${dirname(EXAMPLE_PATH)}/ already holds definitions, and a merge would create it
`
    );
  io.stdout(
    "\nNext: `metrics-as-code validate`, then set apiUrl in metrics-as-code.yaml (the CLI and the workflow read it there), CONSOLE_API_KEY in your shell and the secret CONSOLE_API_KEY in the repository; `metrics-as-code emulator` serves a local Console API to try it first.\n"
  );
  return 0 /* Ok */;
}
async function addIgnoreLine(path) {
  const text = existsSync(path) ? await readFile(path, "utf8") : "";
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines.includes(GITIGNORE_LINE) || lines.includes(GITIGNORE_LINE.slice(0, -1))) return false;
  const separator = text === "" || text.endsWith("\n") ? "" : "\n";
  await appendFile(path, `${separator}${GITIGNORE_LINE}
`);
  return true;
}
export {
  initCommand
};
