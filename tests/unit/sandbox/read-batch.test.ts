import { describe, expect, test } from 'vitest';
import { ReadBatch } from '../../../src/sandbox/db/read-batch.ts';

/** A statement that answers each key doubled, and records the keys of each call. */
function recorder(maxBatch: number, fails = false) {
  const statements: number[][] = [];
  const batch = new ReadBatch<number, number>(
    async (keys) => {
      statements.push(keys);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fails) throw new Error('the statement failed');
      return keys.map((key) => key * 2);
    },
    { maxBatch, idOf: String },
  );
  return { batch, statements };
}

describe('read batch', () => {
  test('reads asked for in one turn go in one statement, each with its own answer', async () => {
    const { batch, statements } = recorder(10);
    expect(await Promise.all([1, 2, 3].map((key) => batch.read(key)))).toEqual([2, 4, 6]);
    expect(statements).toEqual([[1, 2, 3]]);
  });

  test('reads of another turn go in another statement', async () => {
    const { batch, statements } = recorder(10);
    await batch.read(1);
    await batch.read(2);
    expect(statements).toEqual([[1], [2]]);
  });

  test('the same key read twice in a turn is read once, and both get the answer', async () => {
    const { batch, statements } = recorder(10);
    expect(await Promise.all([5, 5, 6].map((key) => batch.read(key)))).toEqual([10, 10, 12]);
    expect(statements).toEqual([[5, 6]]);
  });

  test('no statement holds more keys than the most allowed', async () => {
    const { batch, statements } = recorder(2);
    await Promise.all([1, 2, 3, 4, 5].map((key) => batch.read(key)));
    expect(statements).toEqual([[1, 2], [3, 4], [5]]);
  });

  test("a statement's failure reaches every read it carried", async () => {
    const { batch } = recorder(10, true);
    const reads = [1, 2].map((key) => batch.read(key));
    for (const read of reads) await expect(read).rejects.toThrow('the statement failed');
  });
});
