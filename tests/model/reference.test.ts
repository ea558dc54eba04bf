import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { machineGraph } from './harness/graph.ts';
import type { MachineModel } from './harness/model-spec.ts';
import { mutantsOf } from './harness/mutants.ts';
import { checkPaths, compareWithReference, loadReference, missingLabels, slug } from './harness/reference.ts';
import { MODELS } from './registry.ts';

/**
 * Each machine against its reviewed reference (tests/model/reference/<machine>.json): the same
 * states and transitions, every state, event and guard named in both languages, and every required
 * path leading, step by step, to the states the reference says. A change of behaviour on purpose
 * changes the reference in the same commit (`npm run model:reference -- --machine <name>`).
 */
describe.each(MODELS as MachineModel[])('the $name machine', (model) => {
  const reference = loadReference(model.name);

  test('has the states and transitions of its reference', () => {
    expect(compareWithReference(reference, machineGraph(model.machine)).join('\n')).toBe('');
  });

  test('has every state, event and guard named in Portuguese and English', () => {
    expect(missingLabels(reference, machineGraph(model.machine)), 'names missing in the reference').toEqual([]);
  });

  test('walks every required path of its reference', async () => {
    const results = await checkPaths(model, reference);
    mkdirSync('reports/model', { recursive: true });
    writeFileSync(`reports/model/${slug(model.name)}.paths.json`, JSON.stringify(results, null, 2));
    expect(results.flatMap((result) => result.failure ?? []).join('\n')).toBe('');
  });

  test('with one transition removed from a copy, fails naming that transition', async () => {
    const graph = machineGraph(model.machine);
    // The first transition that leads to another state: a required path then ends elsewhere.
    const removed = graph.transitions.find((transition) => transition.to.length > 0 && !transition.to.includes(transition.from))!;
    const mutant = mutantsOf(model.machine).find(
      (candidate) => candidate.kind === 'remove' && candidate.from === removed.from && candidate.event === removed.event,
    )!;
    const differences = compareWithReference(reference, machineGraph(mutant.build()));
    const stateName = (state: string) => (state === '(machine)' ? 'qualquer estado' : reference.states[state]!['pt-BR']);
    expect(differences).toHaveLength(1);
    expect(differences[0]).toContain(`${reference.title['pt-BR']}: from '${stateName(removed.from)}', ${removed.event}`);
    expect(differences[0]).toContain(`no longer leads to '${stateName(removed.to[0]!)}'`);
    const paths = await checkPaths({ ...model, machine: mutant.build() }, reference);
    expect(
      paths.some((result) => result.failure !== null),
      'a required path still passes through the removed transition',
    ).toBe(true);
  });
});

test('deleting DISMISS from the card machine’s cancel confirmation in a copy of its file is named as such', async () => {
  const file = 'src/machines/card-lifecycle.machine.ts';
  const source = readFileSync(file, 'utf8');
  const deleted = "            ACCEPT: 'canceling',\n            DISMISS: 'selecting',\n";
  expect(source).toContain(deleted);
  const dir = mkdtempSync(path.join('src/machines', '.mutant-'));
  try {
    const copy = path.join(dir, 'card-lifecycle.machine.ts');
    writeFileSync(copy, source.replace(deleted, "            ACCEPT: 'canceling',\n").replace(/from '\.\.\//g, "from '../../"));
    const mutant = (await import(
      pathToFileURL(path.resolve(copy)).href
    )) as typeof import('../../src/machines/card-lifecycle.machine.ts');
    expect(compareWithReference(loadReference('card-lifecycle'), machineGraph(mutant.cardLifecycleMachine))).toEqual([
      "Cartão: from 'confirmar cancelamento', DISMISS no longer leads to 'lendo a situação do cartão'",
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
