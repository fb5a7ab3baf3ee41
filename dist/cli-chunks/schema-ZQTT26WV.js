#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  configJsonSchema,
  definitionJsonSchema,
  schemaText
} from "./chunk-QVKBNOHZ.js";
import "./chunk-46C7X2CG.js";
import "./chunk-XCU2YXW3.js";
import {
  parseFlags
} from "./chunk-XS3YCSCS.js";
import {
  processIo
} from "./chunk-PWS3LXWD.js";
import {
  commandHelp,
  usageError
} from "./chunk-KEFXLP5R.js";
import "./chunk-CU76GZHA.js";
import "./chunk-DKCSPN7Q.js";
import "./chunk-XWT326NE.js";
import "./chunk-JR2355VD.js";
import "./chunk-YXGBYYAH.js";
import "./chunk-E6ROJEDW.js";
import "./chunk-WDNUTHVU.js";
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
