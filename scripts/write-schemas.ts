// `npm run schema`: regenerates schema/*.schema.json from the zod schemas. Commit the result;
// test/definitions/json-schema.test.ts fails while the committed files differ from what this writes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCHEMA_FILES, schemaText } from '../src/definitions/json-schema.js';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const [path, generate] of Object.entries(SCHEMA_FILES)) {
  writeFileSync(join(root, path), schemaText(generate()));
  console.log(`wrote ${path}`);
}
