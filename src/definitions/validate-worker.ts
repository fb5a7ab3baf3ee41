// A worker entry for callers that run from the TypeScript sources (the bench, tests); the CLI
// serves workers from its own entry so that one bundle file is all it needs.
import { serveValidationWorker } from './parallel.js';

void serveValidationWorker();
