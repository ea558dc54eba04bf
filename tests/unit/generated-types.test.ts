import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { generatedFiles } from '../../scripts/lib/generated-files.ts';

test('the generated files match their sources: schemas/ and src/renderer/vocabulary (run npm run gen:types)', async () => {
  for (const { file, content } of await generatedFiles()) expect(readFileSync(file, 'utf8'), file).toBe(content);
}, 60_000);
