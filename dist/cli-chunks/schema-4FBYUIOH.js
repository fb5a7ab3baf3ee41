#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  configJsonSchema,
  definitionJsonSchema,
  schemaText
} from "./chunk-OBMXRQV7.js";
import {
  parseFlags
} from "./chunk-2BMAHUTH.js";
import {
  processIo
} from "./chunk-PWS3LXWD.js";
import {
  commandHelp,
  usageError
} from "./chunk-WOQPWFSC.js";
import "./chunk-FYTMGASH.js";
import "./chunk-CU76GZHA.js";
import "./chunk-CMBNB6FN.js";
import "./chunk-4VJ4ZFRD.js";
import "./chunk-2ORJWRXU.js";
import "./chunk-GD2FIMQ4.js";
import "./chunk-QQPZNFKR.js";
import "./chunk-65XZICAC.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-RRLSPIL7.js";
import "./chunk-CXH6HEN4.js";
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
