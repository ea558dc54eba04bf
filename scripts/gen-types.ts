/**
 * `npm run gen:types`: writes src/generated/schemas.ts from schemas/ (json-schema-to-typescript), and
 * from src/renderer/vocabulary the meta-schema schemas/screen.schema.json, src/generated/screen-format.ts
 * and the reference of docs/screens.md. `--check` exits non-zero when a committed file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { GEN_COMMAND, generatedFiles } from './lib/generated-files.ts';

const check = process.argv.includes('--check');
let stale = 0;
for (const { file, content } of await generatedFiles()) {
  const current = (() => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  })();
  if (current === content) {
    console.log(`${file} is up to date`);
  } else if (check) {
    stale += 1;
    console.error(`${file} is stale: run ${GEN_COMMAND}`);
  } else {
    writeFileSync(file, content);
    console.log(`wrote ${file}`);
  }
}
if (stale > 0) process.exit(1);
