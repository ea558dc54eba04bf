import { describe, expect, test } from 'vitest';
import { GroupCommit } from '../../../src/sandbox/db/group-commit.ts';

interface Item {
  id: number;
  keys: string[];
  fails?: boolean;
}

/** A statement that takes its time, so that items arrive while it is in flight. */
function recorder(options: { maxBatch: number; maxInFlight: number }) {
  const batches: number[][] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const group = new GroupCommit<Item, string>(
    async (items) => {
      batches.push(items.map((item) => item.id));
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      if (items.some((item) => item.fails)) throw new Error('the statement failed');
      return items.map((item) => `done ${item.id}`);
    },
    { ...options, keysOf: (item) => item.keys },
  );
  return { group, batches, mostInFlight: () => mostInFlight };
}

describe('group commit', () => {
  test('items on the same rows that arrive while a batch is written go together in the next one', async () => {
    const { group, batches } = recorder({ maxBatch: 32, maxInFlight: 4 });
    const first = group.submit({ id: 1, keys: ['a'] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const waiting = [2, 3, 4].map((id) => group.submit({ id, keys: ['a', `t${id}`] }));
    expect(await Promise.all([first, ...waiting])).toEqual(['done 1', 'done 2', 'done 3', 'done 4']);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  test('items on other rows are written at once, side by side, up to the batches allowed in flight', async () => {
    const { group, batches, mostInFlight } = recorder({ maxBatch: 1, maxInFlight: 3 });
    await Promise.all([1, 2, 3, 4, 5, 6].map((id) => group.submit({ id, keys: [`k${id}`] })));
    expect(batches).toHaveLength(6);
    expect(mostInFlight()).toBe(3);
  });

  test('no batch holds more than the most allowed', async () => {
    const { group, batches } = recorder({ maxBatch: 2, maxInFlight: 1 });
    await Promise.all([1, 2, 3, 4, 5].map((id) => group.submit({ id, keys: ['a'] })));
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
  });

  test("a batch that fails is written again item by item, so one item's error stays its own", async () => {
    const { group, batches } = recorder({ maxBatch: 32, maxInFlight: 1 });
    const outcomes = await Promise.allSettled([
      group.submit({ id: 1, keys: ['a'] }),
      group.submit({ id: 2, keys: ['a'], fails: true }),
      group.submit({ id: 3, keys: ['a'] }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
