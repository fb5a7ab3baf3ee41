#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  configJsonSchema,
  definitionJsonSchema,
  schemaText
} from "./chunk-EGQ3Y35G.js";
import {
  parseFlags
} from "./chunk-ED2KWPAK.js";
import {
  processIo
} from "./chunk-PWS3LXWD.js";
import {
  commandHelp,
  usageError
} from "./chunk-WOQPWFSC.js";
import "./chunk-FYTMGASH.js";
import "./chunk-CU76GZHA.js";
import "./chunk-NO2VXIKQ.js";
import "./chunk-X5VPVQEM.js";
import "./chunk-2ORJWRXU.js";
import "./chunk-CGIROKYG.js";
import "./chunk-FM27QZJ5.js";
import "./chunk-65XZICAC.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-U24MN5H3.js";
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
