// Where a command writes. Commands take it as a parameter so tests can read what a user would see.
import { createInterface } from 'node:readline/promises';
import { redactorFor, secretsOfOwnText } from '../console/redact.js';
import { DEFAULT_API_KEY } from '../emulator/keys.js';

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Asks a person a question and returns the answer; absent without a terminal (CI never asks). */
  ask?(question: string): Promise<string>;
}

export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  // A getter: touching process.stdin opens it, which only a run that may ask should pay for.
  get ask() {
    return process.stdin.isTTY && process.stderr.isTTY ? askOn(process.stdin, process.stderr) : undefined;
  },
};

/** Asks at a terminal; Ctrl-D or Ctrl-C at the question is no answer, not an error. */
export function askOn(input: NodeJS.ReadableStream, output: NodeJS.WritableStream) {
  return async (question: string): Promise<string> => {
    const terminal = createInterface({ input, output, terminal: true });
    try {
      return await terminal.question(question);
    } catch {
      output.write('\n');
      return '';
    } finally {
      terminal.close();
    }
  };
}

/**
 * `io` with every secret of `env` hidden from what it writes: a message may echo an argument, and
 * an argument may be a pasted key. The emulator's dev key is public, and the tool prints it.
 */
export function withoutSecrets(io: CliIo, env: NodeJS.ProcessEnv): CliIo {
  const secrets = secretsOfOwnText([env.CONSOLE_API_KEY, env.GITHUB_TOKEN, env.GH_TOKEN]).filter(
    (secret) => secret !== DEFAULT_API_KEY,
  );
  if (secrets.length === 0) return io;
  const hide = redactorFor(...secrets);
  return {
    stdout: (text) => io.stdout(hide(text)),
    stderr: (text) => io.stderr(hide(text)),
    get ask() {
      return io.ask;
    },
  };
}
