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
    return process.stdin.isTTY && process.stderr.isTTY ? askOnTerminal : undefined;
  },
};

async function askOnTerminal(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}
