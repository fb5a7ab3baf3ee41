#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  execute,
  renderReport
} from "./chunk-P5NV5AXD.js";
import {
  parseCommandArgs
} from "./chunk-6ZGJ5X7N.js";
import {
  processIo
} from "./chunk-PWS3LXWD.js";
import {
  commandHelp,
  usageError
} from "./chunk-AJA3YXS4.js";
import "./chunk-ZGMYSXBQ.js";
import "./chunk-SA2CRPKI.js";
import "./chunk-62YZRBBZ.js";
import "./chunk-MBK2E6MB.js";
import {
  ToolError,
  failureOf
} from "./chunk-D2ATW2JO.js";
import "./chunk-FYTMGASH.js";
import {
  redact
} from "./chunk-3UJJ6EGA.js";
import "./chunk-2JHBWH4Y.js";
import "./chunk-UHG5V637.js";
import "./chunk-Y4OIPZ4B.js";
import "./chunk-GOTXAWJI.js";
import "./chunk-GWIGD727.js";
import "./chunk-VLH4AYTI.js";

// src/report/progress.ts
var REDRAW_MS = 100;
var VERB = { "dry-run": "dry-running", create: "creating" };
var DONE = { "dry-run": "passed", create: "created" };
function progressReporter(options) {
  const now = options.now ?? (() => performance.now());
  const every = options.tty ? 1e3 : options.logEveryMs ?? 3e4;
  let last;
  let phaseStarted = 0;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let shown = false;
  let timer;
  const emit = () => {
    if (!last) return;
    lastWrite = now();
    shown = true;
    const line = progressLine(last, now() - phaseStarted);
    options.write(options.tty ? `\r${line}\x1B[K` : `${line}
`);
  };
  return {
    update(event) {
      if (event.total === 0) return;
      const newPhase = last?.phase !== event.phase;
      if (newPhase) phaseStarted = now();
      last = event;
      if (event.total < 20 && !newPhase && event.done < event.total) return;
      timer ??= setInterval(emit, every).unref();
      const quiet = options.tty ? REDRAW_MS : every;
      if (newPhase || event.done === event.total || now() - lastWrite >= quiet) emit();
    },
    done() {
      clearInterval(timer);
      timer = void 0;
      if (shown && options.tty) options.write("\r\x1B[K");
    }
  };
}
function progressLine(event, elapsedMs) {
  const parts = [
    `${VERB[event.phase]} ${event.done}/${event.total}`,
    `${event.succeeded} ${DONE[event.phase]}, ${event.failed} failed`
  ];
  const waiting = event.waiting();
  if (waiting) {
    const seconds = Math.max(0, Math.ceil((waiting.untilMs - performance.now()) / 1e3));
    parts.push(
      `waiting ${duration(seconds)} for the ${waiting.window.requests}/${windowText(waiting.window.perSeconds)} budget`
    );
  }
  const left = event.done > 0 && event.done < event.total ? elapsedMs / event.done * (event.total - event.done) : 0;
  const estimate = left >= 6e4 ? `; about ${Math.round(left / 6e4)} min left` : "";
  return `${parts.join(" \xB7 ")}${estimate}`;
}
function duration(seconds) {
  return seconds >= 60 ? `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s` : `${seconds}s`;
}
function windowText(perSeconds) {
  if (perSeconds >= 60 && perSeconds % 60 === 0) return `${perSeconds / 60}min`;
  return `${perSeconds}s`;
}

// src/cli/github-state.ts
import { createRequire } from "node:module";
var StateSettingError = class extends ToolError {
  name = "StateSettingError";
  exitCode = 2 /* Usage */;
  rule = "state.github";
};
function gitHubLedgerStore(config, options) {
  const token = options.env.GITHUB_TOKEN || options.env.GH_TOKEN;
  if (!token) {
    throw new StateSettingError(
      "the ledger on GitHub (--state github, or state.store: github in the config) needs a token: set GITHUB_TOKEN or GH_TOKEN (with the GitHub CLI: GH_TOKEN=$(gh auth token)), with contents: write on the repository to apply"
    );
  }
  const { owner, name } = repositoryOf(options);
  const location = `${config.state.branch} branch of ${owner}/${name}`;
  let connected;
  const store = () => {
    connected ??= import("./github-YQ6PGVQW.js").then(
      ({ createOctokit, GitHubLedgerStore }) => new GitHubLedgerStore({
        octokit: createOctokit({
          token,
          ...options.env.GITHUB_API_URL && { baseUrl: options.env.GITHUB_API_URL },
          userAgent: "metrics-as-code-cli",
          ...options.apiKey && { secrets: [options.apiKey] }
        }),
        owner,
        repo: name,
        branch: config.state.branch
      })
    );
    return connected;
  };
  return {
    location: `state.json on the ${location}`,
    read: async () => (await store()).read(),
    append: async (batch) => (await store()).append(batch),
    compact: async () => (await store()).compact(),
    update: async (mutate) => (await store()).update(mutate)
  };
}
function repositoryOf(options) {
  const named = options.repo ?? (options.env.GITHUB_REPOSITORY || void 0);
  if (named !== void 0) {
    const match = /^([\w.-]+)\/([\w.-]+)$/.exec(named);
    if (!match) {
      const from = options.repo !== void 0 ? "--repo" : "GITHUB_REPOSITORY";
      throw new StateSettingError(`${from} must be OWNER/NAME; got \`${named}\``);
    }
    return { owner: match[1], name: match[2] };
  }
  const remote = originRemote(options.cwd);
  const parsed = remote === void 0 ? void 0 : repositoryOfRemote(remote);
  if (parsed) return parsed;
  throw new StateSettingError(
    remote === void 0 ? "which repository holds the ledger? This folder has no `origin` remote: pass --repo OWNER/NAME (or set GITHUB_REPOSITORY)" : "which repository holds the ledger? The `origin` remote is not OWNER/NAME on a GitHub host: pass --repo OWNER/NAME (or set GITHUB_REPOSITORY)"
  );
}
var load = createRequire(import.meta.url);
function originRemote(cwd) {
  const { execFileSync } = load("node:child_process");
  try {
    return execFileSync("git", ["remote", "get-url", "origin"], {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"]
    }).trim();
  } catch {
    return void 0;
  }
}
function repositoryOfRemote(remote) {
  const path = /^[\w.-]+@[\w.-]+:(?!\/)(.+)$/.exec(remote)?.[1] ?? urlPath(remote);
  const match = path && /^\/*([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(path);
  return match ? { owner: match[1], name: match[2] } : void 0;
}
function urlPath(remote) {
  try {
    return new URL(remote).pathname;
  } catch {
    return void 0;
  }
}

// src/cli/reconcile.ts
var commandFor = (mode) => (argv, io = processIo, env = process.env, deps = {}) => command(mode, argv, io, env, deps);
var planCommand = commandFor("plan");
var applyCommand = commandFor("apply");
var reviewsCommand = commandFor("reviews");
var LISTED_CREATES = 20;
async function command(mode, argv, io, env, deps) {
  const parsed = parseCommandArgs(mode, argv, env.CONSOLE_API_KEY ? { secret: env.CONSOLE_API_KEY } : {});
  if (!parsed.ok) return refuse(mode, parsed.message, io);
  if (parsed.flags.help) {
    io.stdout(commandHelp(mode));
    return 0 /* Ok */;
  }
  const { flags } = parsed;
  const values = parsed.values;
  const state = stateChoice(values, parsed.positionals);
  if (typeof state === "string") return refuse(mode, state, io);
  const progress = progressReporter({ tty: process.stderr.isTTY === true, write: io.stderr });
  const apiUrl = flags.apiUrl ?? (env.CONSOLE_API_URL || void 0);
  const ask = io.ask;
  const request = {
    mode,
    cwd: flags.cwd,
    ...flags.config !== void 0 && { configFile: flags.config },
    ...apiUrl !== void 0 && { apiUrl },
    ...env.CONSOLE_API_KEY && { apiKey: env.CONSOLE_API_KEY },
    ...env.GITHUB_SHA && { commit: env.GITHUB_SHA },
    dryRunAll: values["dry-run-all"] === true,
    adoptExisting: values["adopt-existing"] === true,
    ...state.accept && { acceptChanges: state.accept },
    ...state.acceptRemovals && { acceptRemovals: state.acceptRemovals },
    store: (config) => (state.store ?? config.state.store) === "github" ? gitHubLedgerStore(config, {
      cwd: flags.cwd,
      env,
      ...state.repo !== void 0 && { repo: state.repo },
      ...env.CONSOLE_API_KEY && { apiKey: env.CONSOLE_API_KEY }
    }) : void 0,
    // The markdown of a plan is the PR comment, which shows the watched reviews beside the plan.
    withReviews: mode === "plan",
    onProgress: progress.update,
    onWaiting: (message) => io.stderr(`${message}
`),
    // A person at a terminal confirms what cannot be undone; --yes and CI never ask.
    ...mode === "apply" && ask && values.yes !== true && {
      confirm: (creates) => {
        progress.done();
        return confirmCreates(creates, io.stderr, ask);
      }
    },
    ...deps
  };
  const interrupted = new AbortController();
  const onInterrupt = () => {
    if (interrupted.signal.aborted) process.exit(130);
    io.stderr(
      "\ninterrupted: finishing the requests in flight and recording them (Ctrl-C again to quit now)\n"
    );
    interrupted.abort();
  };
  process.on("SIGINT", onInterrupt);
  try {
    const outcome = await execute({ ...request, signal: interrupted.signal });
    progress.done();
    io.stdout(await renderReport(outcome.report, flags.format));
    return outcome.exitCode;
  } catch (error) {
    progress.done();
    const key = env.CONSOLE_API_KEY;
    const failure = failureOf(error, key ? (text) => redact(text, key) : void 0);
    io.stderr(`metrics-as-code ${mode}: ${failure.message}
`);
    return failure.exitCode;
  } finally {
    process.off("SIGINT", onInterrupt);
  }
}
function refuse(mode, message, io) {
  io.stderr(`${usageError(mode, message)}Run \`metrics-as-code ${mode} --help\` for every flag.
`);
  return 2 /* Usage */;
}
function stateChoice(values, ids) {
  const store = values.state;
  const repo = values.repo;
  if (repo !== void 0 && store !== "github" && store !== void 0)
    return "--repo names the repository of the ledger on GitHub: it goes with --state github";
  const accepting = values["accept-changes"] === true;
  const removing = values["accept-removals"] === true;
  if (ids.length > 0 && !accepting && !removing)
    return `unexpected argument \`${ids[0]}\` (ids name the changes or removals to accept: put --accept-changes before them, or --accept-removals)`;
  if (ids.length > 0 && accepting && removing)
    return "ids go with one of --accept-changes and --accept-removals: run them one at a time";
  const chosen = ids.length > 0 ? ids : true;
  return {
    ...store !== void 0 && { store },
    ...repo !== void 0 && { repo },
    ...accepting && { accept: chosen },
    ...removing && { acceptRemovals: chosen }
  };
}
async function confirmCreates(creates, write, ask) {
  const listed = creates.slice(0, LISTED_CREATES).map((c) => `  + ${c.id}  (${c.file}:${c.line})`);
  const more = creates.length > LISTED_CREATES ? [`  \u2026 and ${creates.length - LISTED_CREATES} more`] : [];
  const noun = creates.length === 1 ? "metric" : "metrics";
  write(`apply will create ${creates.length} ${noun}:
${[...listed, ...more].join("\n")}
`);
  const answer = await ask(
    `Create ${creates.length === 1 ? "it" : `these ${creates.length}`}? A created metric cannot be deleted through the API. [y/N] `
  );
  return /^\s*y(es)?\s*$/i.test(answer);
}
export {
  applyCommand,
  confirmCreates,
  planCommand,
  reviewsCommand
};
