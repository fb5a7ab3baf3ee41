// Runs the Action with what a runner gives it: INPUT_* and GITHUB_* in the environment, an event
// payload file, and GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files. Either as a runner does, the fresh
// bundle under Node 24 in a process of its own, or its source in this process with that
// environment: the same code, without a process start per run (that start was most of the time of
// the suite's Action tests).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/action/main.js';

/** The path of a Node 24 binary, fetched once per run by test/support/global-setup.ts. */
function node24Path(): string {
  return fromSetup('MAC_TEST_NODE24');
}

/** A fresh bundle made by the same script as the committed dist/ (CI checks they are equal). */
function bundledAction(): string {
  return join(fromSetup('MAC_TEST_BUNDLE_DIR'), 'index.js');
}

/** The CLI of that same fresh bundle (dist/cli.js). */
export function bundledCli(): string {
  return join(fromSetup('MAC_TEST_BUNDLE_DIR'), 'cli.js');
}

function fromSetup(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with vitest (test/support/global-setup.ts)`);
  return value;
}

type Examples = Array<{ name: string; examples: Array<Record<string, unknown>> }>;
/** Read on first use: 4 MB of JSON that only the Action's tests need. */
let examples: Examples | undefined;

/** A real webhook payload from @octokit/webhooks-examples, deep-copied so a test may edit it. */
export function webhookPayload(
  event: string,
  pick: (payload: Record<string, unknown>) => boolean = () => true,
) {
  examples ??= createRequire(import.meta.url)(
    '@octokit/webhooks-examples/api.github.com/index.json',
  ) as Examples;
  const found = examples.find((entry) => entry.name === event)?.examples.find(pick);
  if (!found) throw new Error(`no ${event} example`);
  // biome-ignore lint/suspicious/noExplicitAny: webhook payloads are deep, loosely typed JSON
  return structuredClone(found) as any;
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  report?: unknown;
  reportText: string;
  /** Every byte the Action wrote that a person or a later step can see. */
  everything: string;
}

export interface ActionRunOptions {
  cwd: string;
  eventName: string;
  payload: unknown;
  inputs: Record<string, string>;
  env?: Record<string, string>;
  /**
   * Run dist/index.js under Node 24 in its own process, as a runner does: for a test that proves
   * the bundle, signals it or runs two at once. Otherwise the source runs in this process.
   */
  bundled?: boolean;
  /** Given the running Action's process (to signal it, as a cancelled workflow run does). */
  onSpawn?: (child: ChildProcess) => void;
}

export async function runAction(options: ActionRunOptions): Promise<ActionRun> {
  const temp = await mkdtemp(join(tmpdir(), 'mac-runner-'));
  await mkdir(join(temp, 'runner'), { recursive: true });
  const eventPath = join(temp, 'event.json');
  const outputPath = join(temp, 'output');
  const summaryPath = join(temp, 'summary.md');
  await writeFile(eventPath, JSON.stringify(options.payload));
  await writeFile(outputPath, '');
  await writeFile(summaryPath, '');
  const inputs = Object.fromEntries(
    Object.entries(options.inputs).map(([name, value]) => [
      `INPUT_${name.replace(/ /g, '_').toUpperCase()}`,
      value,
    ]),
  );
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? temp,
    TMPDIR: tmpdir(),
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: String(Math.floor(Math.random() * 1e9)),
    GITHUB_RUN_ATTEMPT: '1',
    RUNNER_TEMP: join(temp, 'runner'),
    ...inputs,
    ...options.env,
  };
  const { code, stdout, stderr } =
    options.bundled || options.onSpawn ? await spawned(options, env) : await inProcess(options.cwd, env);
  const outputs = parseOutputs(await readFile(outputPath, 'utf8'));
  const summary = await readFile(summaryPath, 'utf8');
  const reportPath = outputs.report;
  const reportText = reportPath && existsSync(reportPath) ? await readFile(reportPath, 'utf8') : '';
  return {
    code,
    stdout,
    stderr,
    outputs,
    summary,
    reportText,
    ...(reportText && { report: JSON.parse(reportText) }),
    // `::add-mask::SECRET` is how a step tells the runner what to mask: the runner consumes the
    // command and never shows it, so it is the one place the secret may be.
    everything: [
      stdout.replace(/^::add-mask::.*$/gm, ''),
      stderr,
      JSON.stringify(outputs),
      summary,
      reportText,
    ].join('\n'),
  };
}

async function spawned(options: ActionRunOptions, env: Record<string, string>) {
  const child = spawn(node24Path(), [bundledAction()], {
    cwd: options.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}

let running = false;

/** The Action's source in this process, with the runner's environment, folder and stdout its own. */
async function inProcess(cwd: string, env: Record<string, string>) {
  if (running) throw new Error('two Action runs at once need `bundled: true`: they share this process');
  running = true;
  const saved = { env: process.env, cwd: process.cwd(), write: process.stdout.write };
  let stdout = '';
  process.env = env;
  process.chdir(cwd);
  process.stdout.write = ((chunk: string) => {
    stdout += chunk;
    return true;
  }) as typeof process.stdout.write;
  try {
    await run();
  } finally {
    process.stdout.write = saved.write;
    process.env = saved.env;
    process.chdir(saved.cwd);
    running = false;
  }
  const code = process.exitCode ?? 0;
  process.exitCode = undefined;
  return { code: Number(code), stdout, stderr: '' };
}

/** The delimiter @actions/core draws for each output: a fresh version-4 UUID. */
const DELIMITER = /^ghadelimiter_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** GITHUB_OUTPUT holds `name<<DELIMITER\nvalue\nDELIMITER` blocks (what @actions/core writes). */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const delimiters = new Set<string>();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!match) continue;
    const [, name, delimiter] = match;
    if (!DELIMITER.test(delimiter!) || delimiters.has(delimiter!))
      throw new Error(`output ${name}: delimiter ${delimiter} is not a fresh UUID`);
    delimiters.add(delimiter!);
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
    outputs[name!] = value.join('\n');
  }
  return outputs;
}
