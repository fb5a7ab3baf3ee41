#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  configJsonSchema,
  definitionJsonSchema,
  schemaText
} from "./chunk-ZWA37LMR.js";
import "./chunk-NG6DGBK7.js";
import "./chunk-I3XIZCQH.js";
import {
  parseFlags
} from "./chunk-DDG2NRC2.js";
import {
  processIo
} from "./chunk-PWS3LXWD.js";
import {
  commandHelp,
  usageError
} from "./chunk-KEFXLP5R.js";
import "./chunk-CU76GZHA.js";
import "./chunk-YK555VHZ.js";
import "./chunk-UDKMZLX7.js";
import "./chunk-Y453QPF4.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-E6ROJEDW.js";
import "./chunk-GLZKVVAF.js";
import "./chunk-NW5AP2TL.js";
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
