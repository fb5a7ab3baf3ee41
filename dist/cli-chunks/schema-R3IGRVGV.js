#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  configJsonSchema,
  definitionJsonSchema,
  schemaText
} from "./chunk-IYOFWZKM.js";
import {
  parseFlags,
  validate_exports,
  validate_exports2
} from "./chunk-IPEDOT7E.js";
import {
  commandHelp,
  processIo,
  usageError
} from "./chunk-RYNJJVV2.js";
import "./chunk-VLH4AYTI.js";

// src/cli/schema.ts
async function schemaCommand(argv, io = processIo) {
  const parsed = parseFlags("schema", argv);
  if (!parsed.ok) {
    io.stderr(usageError("schema", parsed.message));
    return 2 /* Usage */;
  }
  if (parsed.values.help) {
    io.stdout(commandHelp("schema"));
    return 0 /* Ok */;
  }
  io.stdout(schemaText(parsed.values.config ? configJsonSchema() : definitionJsonSchema()));
  return 0 /* Ok */;
}
export {
  schemaCommand,
  validate_exports2 as validatePath0,
  validate_exports as validatePath1
};
