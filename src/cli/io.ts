// Where a command writes. Commands take it as a parameter so tests can read what a user would see.
import { createInterface } from 'node:readline/promises';
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
