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
  schemaCommand
};
