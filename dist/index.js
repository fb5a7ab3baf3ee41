import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  run
} from "./action-chunks/chunk-UCYWWIAF.js";
import "./action-chunks/chunk-F2B55W4Z.js";
import "./action-chunks/chunk-IFKE5EVY.js";

// src/index.ts
void run();
