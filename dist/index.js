import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  run
} from "./action-chunks/chunk-MQYAH5W3.js";
import "./action-chunks/chunk-ZSIMOCTP.js";
import "./action-chunks/chunk-IFKE5EVY.js";

// src/index.ts
void run();
