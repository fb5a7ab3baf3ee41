#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);

// src/cli/io.ts
var processIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  // A getter: touching process.stdin opens it, which only a run that may ask should pay for.
  get ask() {
    return process.stdin.isTTY && process.stderr.isTTY ? askOnTerminal : void 0;
  }
};
async function askOnTerminal(question) {
  const { createInterface } = await import("node:readline/promises");
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

export {
  processIo
};
