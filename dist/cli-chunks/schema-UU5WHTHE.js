#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  configJsonSchema,
  definitionJsonSchema,
  schemaText
} from "./chunk-EXGOKIY5.js";
import {
  processIo
} from "./chunk-PWS3LXWD.js";
import "./chunk-46C7X2CG.js";
import "./chunk-C7NJGU64.js";
import {
  parseFlags
} from "./chunk-4ZVLZBRQ.js";
import {
  commandHelp,
  usageError
} from "./chunk-OSKSDZZR.js";
import "./chunk-CU76GZHA.js";
import "./chunk-T7W7A7PM.js";
import "./chunk-XWT326NE.js";
import "./chunk-4BXOVJFR.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-ZW45IBAL.js";
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
