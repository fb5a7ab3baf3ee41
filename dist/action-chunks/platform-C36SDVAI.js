import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  getExecOutput
} from "./chunk-ILBMSTQ6.js";
import "./chunk-IFKE5EVY.js";
export {
  getExecOutput
};
