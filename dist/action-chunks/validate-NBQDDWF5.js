import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  validateRepository,
  validateSources
} from "./chunk-742LMTN5.js";
import {
  main_exports
} from "./chunk-OT2WIJ7C.js";
import "./chunk-F2B55W4Z.js";
import "./chunk-IFKE5EVY.js";
export {
  main_exports as validatePath0,
  validateRepository,
  validateSources
};
