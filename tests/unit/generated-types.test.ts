import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { GENERATED_FILE, generatedTypes } from '../../scripts/lib/generated-types.ts';

test('src/generated matches schemas/ (run npm run gen:types after changing a schema)', async () => {
  expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(await generatedTypes());
}, 30_000);
