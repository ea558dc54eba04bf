import type { AnyStateMachine } from 'xstate';
import { mutantsOf } from '../harness/mutants.ts';
import { HAND_MUTANTS } from './targets.ts';

/**
 * The machine a mutation run loads: the mutant BALCAO_MUTANT names (`<machine id>|<mutant id>`),
 * or the machine itself when the variable names another machine or none.
 */
export function swapped<T extends AnyStateMachine>(machine: T): T {
  const wanted = process.env.BALCAO_MUTANT;
  if (!wanted) return machine;
  const [machineId, mutantId] = wanted.split('|');
  if (machineId !== machine.id) return machine;
  const mutant = mutantsOf(machine, HAND_MUTANTS[machine.id]).find((candidate) => candidate.id === mutantId);
  if (!mutant) throw new Error(`no mutant "${mutantId}" of the ${machine.id} machine`);
  return mutant.build() as T;
}
