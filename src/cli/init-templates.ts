// What `metrics-as-code init` writes into a repository. The workflow is also the README's
// example (scripts/docs.ts copies it there, for a default branch `main`), so the two cannot differ.
import { folderSlug } from '../files/paths.js';

/** The Action's `uses:` line until the user names where they host it. */
export const ACTION_PLACEHOLDER = 'your-org/metrics-as-code@v1';

/**
 * Where GitHub reads the workflow of the catalogue in `folder` of the repository (`.` at its root):
 * only the repository's own `.github/workflows/`, so a catalogue in a folder has one of its own there.
 */
export const workflowPath = (folder: string) =>
  `.github/workflows/${folder === '.' ? 'metrics' : `metrics-${folderSlug(folder)}`}.yml`;

/**
 * The workflow of the catalogue in `folder`, its definitions in `dir`, applying on a push to
 * `branch` (the default branch).
 */
export const workflow = (branch: string, folder = '.', dir = 'metrics') => {
  // The folder is written as a quoted string (JSON's is YAML's): `my app: #1` stays one value.
  const text = JSON.stringify;
  const at = folder === '.' ? '' : `${folder}/`;
  const group = folder === '.' ? '' : `-${folderSlug(folder)}`;
  const inFolder = folder === '.' ? '' : `\n          working-directory: ${text(folder)}`;
  return `name: ${folder === '.' ? 'metrics' : text(`metrics (${folder})`)}
on:
  pull_request:
    paths: [${text(`${at}${dir}/**`)}, ${text(`${at}metrics-as-code.yaml`)}]
  push:
    branches: [${text(branch)}]
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
      adopt-existing:
        description: "Record metrics that already exist in the console (made there first, or a ledger lost) as this repository's"
        type: boolean
        default: false

jobs:
  plan:
    if: github.event_name == 'pull_request'
    runs-on: ubuntu-latest
    permissions:
      contents: read # read the ledger branch
      pull-requests: write # the one sticky comment
    concurrency:
      group: metrics-plan${group}-\${{ github.event.pull_request.number }}
      cancel-in-progress: true # a newer push makes an older plan moot
    steps:
      - uses: actions/checkout@v4
      - uses: ${ACTION_PLACEHOLDER}
        with:
          api-key: \${{ secrets.CONSOLE_API_KEY }}${inFolder}

  apply:
    if: github.event_name == 'push' || (github.event_name == 'workflow_dispatch' && (inputs.accept-changes != 'none' || inputs.accept-removals != 'none' || inputs.adopt-existing))
    runs-on: ubuntu-latest
    permissions:
      contents: write # the ledger lives on the branch ${ledgerBranch(folder)}
      pull-requests: write # "created" line on the merged PR's comment
      actions: read # whether a run that left claims has ended, to take them over at once
    concurrency:
      group: metrics-apply${group} # one apply of this catalogue at a time
      cancel-in-progress: false # never cancel an apply half-way
    steps:
      - uses: actions/checkout@v4
      - uses: ${ACTION_PLACEHOLDER}
        with:
          api-key: \${{ secrets.CONSOLE_API_KEY }}${inFolder}
          accept-changes: \${{ inputs.accept-changes || 'none' }} # set only by a workflow_dispatch run
          accept-removals: \${{ inputs.accept-removals || 'none' }}
          adopt-existing: \${{ inputs.adopt-existing || false }}

  reviews:
    if: github.event_name == 'schedule' || (github.event_name == 'workflow_dispatch' && inputs.accept-changes == 'none' && inputs.accept-removals == 'none' && !inputs.adopt-existing)
    runs-on: ubuntu-latest
    permissions:
      contents: read
      issues: write # only with reviews-issue: true
    steps:
      - uses: actions/checkout@v4
      - uses: ${ACTION_PLACEHOLDER}
        with:
          api-key: \${{ secrets.CONSOLE_API_KEY }}${inFolder}
          reviews-issue: true
`;
};

/** The branch of the catalogue's ledger: the default at the root, one of its own in a folder. */
const ledgerBranch = (folder: string) =>
  folder === '.' ? 'metrics-as-code/state' : `metrics-as-code/state-${folderSlug(folder)}`;

/**
 * The config of the definitions in `dir`; a catalogue in a folder keeps its ledger apart from any
 * other catalogue's.
 */
export const config = (
  folder = '.',
  dir = 'metrics',
) => `# yaml-language-server: $schema=./schema/config.schema.json
# metrics-as-code: every key and its default is in the README ("The config").

# The Console API's base URL, without /console/v1 (the tool adds it): the CLI and the workflow
# both read it here. The key is never here: it comes from CONSOLE_API_KEY, or the Action's
# api-key input.
# apiUrl: https://console.example.com

metrics:
  dir: ${/^[\w-]+$/.test(dir) ? dir : JSON.stringify(dir)} # where the definitions are; *.yaml and *.yml below it

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
${
  folder === '.'
    ? ''
    : `
# This catalogue's ledger, on a branch of its own: a repository's catalogues never share one.
state:
  branch: ${ledgerBranch(folder)}
`
}`;

export const EXAMPLE_PATH = 'metrics/example.yaml';

export const EXAMPLE = `# yaml-language-server: $schema=../schema/metric.schema.json
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

/** The file ledger of local runs: kept out of git (the Action keeps its own on a branch). */
export const GITIGNORE_LINE = '.metrics-as-code/';
