import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { LOOKUPS, OPERATIONS } from '../../../src/renderer/catalog.ts';
import { liveOperations } from '../../../src/renderer/operations/live-operations.ts';

const meta = JSON.parse(readFileSync('schemas/screen.schema.json', 'utf8')) as {
  definitions: Record<string, { enum: string[] }>;
};

describe('the names a screen file may use', () => {
  test('the screen format lists exactly the operations the registry has, each one a call of src/api', () => {
    expect(meta.definitions.operation!.enum).toEqual(Object.keys(OPERATIONS));
    expect(Object.keys(liveOperations).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  test('the screen format lists exactly the lookup lists the renderer knows', () => {
    expect(meta.definitions.lookupName!.enum).toEqual([...LOOKUPS]);
  });
});
