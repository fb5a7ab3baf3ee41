#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  configJsonSchema,
  definitionJsonSchema,
  schemaText
} from "./chunk-7WG3SGKA.js";
import "./chunk-NG6DGBK7.js";
import "./chunk-WDTTILDA.js";
import {
  parseFlags
} from "./chunk-XCOEJHBJ.js";
import {
  processIo
} from "./chunk-PWS3LXWD.js";
import {
  commandHelp,
  usageError
} from "./chunk-CNYJTP3T.js";
import "./chunk-CU76GZHA.js";
import "./chunk-52VHSUCN.js";
import "./chunk-UDKMZLX7.js";
import "./chunk-JDEU4PTF.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-FYTMGASH.js";
import "./chunk-CXH6HEN4.js";
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
