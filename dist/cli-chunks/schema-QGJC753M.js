#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  configJsonSchema,
  definitionJsonSchema,
  schemaText
} from "./chunk-7TLFHPUG.js";
import {
  processIo
} from "./chunk-NFADNC4A.js";
import "./chunk-46C7X2CG.js";
import "./chunk-B3HQM6K5.js";
import {
  parseFlags
} from "./chunk-L7EGOBLI.js";
import {
  commandHelp,
  usageLine
} from "./chunk-YTE7744D.js";
import "./chunk-T3CBHUMF.js";
import "./chunk-QLY3VIKV.js";
import "./chunk-XWT326NE.js";
import "./chunk-3V6WG5F6.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-ZW45IBAL.js";
import "./chunk-VLH4AYTI.js";

// src/cli/schema.ts
async function schemaCommand(argv, io = processIo) {
  const parsed = parseFlags("schema", argv);
  if (!parsed.ok) {
    io.stderr(`metrics-as-code schema: ${parsed.message}
${usageLine("schema")}
`);
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
