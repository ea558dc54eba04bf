import { readFileSync } from 'node:fs';
import { afterEach, expect, test } from 'vitest';
import { approvalMachine } from '../../src/machines/approval.machine.ts';
import { zipLookupMachine } from '../../src/machines/zip-lookup.machine.ts';
import { machineGraph } from './harness/graph.ts';
import { mutantsOf } from './harness/mutants.ts';
import { compareWithReference, loadReference } from './harness/reference.ts';
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
