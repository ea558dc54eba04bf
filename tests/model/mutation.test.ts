import { readFileSync } from 'node:fs';
import { afterEach, expect, test } from 'vitest';
import { approvalMachine } from '../../src/machines/approval.machine.ts';
import { zipLookupMachine } from '../../src/machines/zip-lookup.machine.ts';
import { machineGraph } from './harness/graph.ts';
import { mutantsOf } from './harness/mutants.ts';
import { compareWithReference, loadReference } from './harness/reference.ts';
import { firstFailure } from './mutation/run-outcome.ts';
import { swapPlugin } from './mutation/swap-plugin.ts';
import { swapped } from './mutation/swap.ts';
import { HAND_MUTANTS } from './mutation/targets.ts';

/**
 * The mutation machinery on one small machine, fast enough for every run: the full mutation run
 * (`npm run test:model:mutation`, each mutant against the product's tests) is kept out of `npm test`.
 */
afterEach(() => {
  delete process.env.BALCAO_MUTANT;
});

test('the zip lookup machine gets every transition removed, every target redirected and every guard negated, each told apart from the reference', () => {
  const graph = machineGraph(zipLookupMachine);
  const mutants = mutantsOf(zipLookupMachine);
  const guarded = graph.transitions.filter((transition) => transition.guard).length;
  const redirectable = mutants.filter((mutant) => mutant.kind === 'redirect').length;
  expect(mutants.filter((mutant) => mutant.kind === 'remove')).toHaveLength(graph.transitions.length);
  expect(mutants.filter((mutant) => mutant.kind === 'negate')).toHaveLength(guarded);
  expect(redirectable).toBe(graph.transitions.filter((transition) => transition.to.length > 0).length);
  const reference = loadReference('zip-lookup');
  const descriptions = mutants.map((mutant) => compareWithReference(reference, machineGraph(mutant.build())));
  expect(descriptions.filter((sentences) => sentences.length === 0)).toEqual([]);
  expect(new Set(descriptions.map((sentences) => sentences.join())).size).toBe(mutants.length);
});

test('the swap plugin passes the machine a machine file exports through swapped(), and only that', () => {
  const file = 'src/machines/zip-lookup.machine.ts';
  const plugin = swapPlugin() as unknown as { transform(code: string, id: string): { code: string } | null };
  const out = plugin.transform(readFileSync(file, 'utf8'), `/repo/${file}`)!;
  expect(out.code).toMatch(/export const zipLookupMachine = __swapped\(setup\(/);
  expect(out.code.match(/__swapped\(/g)).toHaveLength(1);
  expect(plugin.transform('export const a = 1;', '/repo/src/renderer/a.ts')).toBeNull();
});

test('swapped() answers the mutant BALCAO_MUTANT names for that machine, and the machine otherwise', () => {
  const mutant = mutantsOf(zipLookupMachine).find((candidate) => candidate.kind === 'remove')!;
  expect(swapped(zipLookupMachine)).toBe(zipLookupMachine);
  process.env.BALCAO_MUTANT = `${zipLookupMachine.id}|${mutant.id}`;
  expect(swapped(approvalMachine)).toBe(approvalMachine);
  const loaded = machineGraph(swapped(zipLookupMachine));
  expect(loaded.transitions).toHaveLength(machineGraph(zipLookupMachine).transitions.length - 1);
  process.env.BALCAO_MUTANT = `${zipLookupMachine.id}|remove nowhere`;
  expect(() => swapped(zipLookupMachine)).toThrow('no mutant "remove nowhere"');
});

test('a mutant written by hand is built from the machine and named by the reference', () => {
  const [hand] = HAND_MUTANTS.approval!;
  const mutant = mutantsOf(approvalMachine, [hand!]).find((candidate) => candidate.id === `hand ${hand!.name}`)!;
  expect(compareWithReference(loadReference('approval'), machineGraph(mutant.build()))).toEqual([
    "Aprovação: from 'aprovando', done submitApproval now leads to 'preenchendo' instead of 'aprovado'",
  ]);
});

/** A test module as the runner reports it: its file, and its tests' outcomes. */
function reported(moduleId: string, tests: { name: string; state: 'passed' | 'failed'; error?: string }[]) {
  return {
    moduleId,
    ok: () => tests.every((each) => each.state === 'passed'),
    errors: () => [],
    children: {
      allTests: () =>
        tests.map((each) => ({
          fullName: each.name,
          result: () => ({ state: each.state, errors: each.error ? [{ message: each.error }] : [] }),
        })),
    },
  };
}

test("a mutant's run is judged by the files it ran: a file that failed for an earlier mutant, still in the runner's report, kills nothing", () => {
  const earlier = reported('/repo/tests/unit/grid.test.tsx', [
    { name: 'locks a card', state: 'failed', error: 'expected 2 calls' },
  ]);
  const now = reported('/repo/tests/unit/purchases.test.tsx', [{ name: 'reads purchases', state: 'passed' }]);
  const result = { unhandledErrors: [], testModules: [earlier, now] } as unknown as Parameters<typeof firstFailure>[0];
  expect(firstFailure(result, ['/repo/tests/unit/purchases.test.tsx'], '/repo')).toBeNull();
  expect(firstFailure(result, ['/repo/tests/unit/grid.test.tsx'], '/repo')).toEqual({
    by: 'tests/unit/grid.test.tsx › locks a card',
    timedOut: false,
  });
});

test('a failure made only of time-outs is told apart from an assertion', () => {
  const slow = reported('/repo/a.test.ts', [{ name: 'waits', state: 'failed', error: 'Test timed out in 30000ms.' }]);
  const result = { unhandledErrors: [], testModules: [slow] } as unknown as Parameters<typeof firstFailure>[0];
  expect(firstFailure(result, ['/repo/a.test.ts'], '/repo')).toEqual({ by: 'a.test.ts › waits', timedOut: true });
});
