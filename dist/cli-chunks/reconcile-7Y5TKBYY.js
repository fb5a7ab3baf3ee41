#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  execute,
  renderReport
} from "./chunk-IXIMQ5ER.js";
import {
  failureOf
} from "./chunk-CM52FIMJ.js";
import {
  processIo
} from "./chunk-PWS3LXWD.js";
import "./chunk-HHD4AF4D.js";
import {
  parseCommandArgs
} from "./chunk-4ZVLZBRQ.js";
import {
  commandHelp,
  usageError
} from "./chunk-OSKSDZZR.js";
import {
  redact
} from "./chunk-CU76GZHA.js";
import "./chunk-T7W7A7PM.js";
import "./chunk-XWT326NE.js";
import "./chunk-4BXOVJFR.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-ZW45IBAL.js";
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

// src/cli/reconcile.ts
var commandFor = (mode) => (argv, io = processIo, env = process.env, deps = {}) => command(mode, argv, io, env, deps);
var planCommand = commandFor("plan");
var applyCommand = commandFor("apply");
var reviewsCommand = commandFor("reviews");
var LISTED_CREATES = 20;
async function command(mode, argv, io, env, deps) {
  const parsed = parseCommandArgs(mode, argv, env.CONSOLE_API_KEY ? { secret: env.CONSOLE_API_KEY } : {});
  if (!parsed.ok) {
    io.stderr(`${usageError(mode, parsed.message)}Run \`metrics-as-code ${mode} --help\` for every flag.
`);
    return 2 /* Usage */;
  }
  if (parsed.flags.help) {
    io.stdout(commandHelp(mode));
    return 0 /* Ok */;
  }
  const { flags } = parsed;
  const values = parsed.values;
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
    acceptChanges: values["accept-changes"] === true,
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
    io.stdout(renderReport(outcome.report, flags.format));
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
