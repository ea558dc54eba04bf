/**
 * Generates src/generated/schemas.ts from every schema in schemas/ (json-schema-to-typescript).
 * `--check` exits non-zero when the committed file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { generatedTypes, GENERATED_FILE } from './lib/generated-types.ts';

const check = process.argv.includes('--check');
const fresh = await generatedTypes();
const current = (() => {
  try {
    return readFileSync(GENERATED_FILE, 'utf8');
  } catch {
    return '';
  }
})();

if (check) {
  if (current !== fresh) {
    console.error(`${GENERATED_FILE} is stale: run npm run gen:types`);
    process.exit(1);
  }
  console.log(`${GENERATED_FILE} is up to date`);
} else if (current !== fresh) {
  writeFileSync(GENERATED_FILE, fresh);
  console.log(`wrote ${GENERATED_FILE}`);
} else {
  console.log(`${GENERATED_FILE} unchanged`);
}
