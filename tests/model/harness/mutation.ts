import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { exploreModel } from './explore.ts';
import { inventory } from './inventory.ts';
import type { MachineModel } from './model-spec.ts';

export interface Mutation {
  name: string;
  /** Text in the machine file and what replaces it. */
  find: string;
  replace: string;
}

export interface MutationResult {
  mutation: string;
  /** States and transitions of the real machine that the mutant's generated paths no longer reach or take. */
  missing: string[];
  detected: boolean;
}

/**
 * Writes the machine file with one mutation to a temporary copy inside the repository, loads it,
 * generates its paths with the same model, and compares what they cover with the real machine.
 */
export async function runMutation(model: MachineModel, exportName: string, mutation: Mutation): Promise<MutationResult> {
  const source = readFileSync(model.file, 'utf8');
  if (!source.includes(mutation.find)) throw new Error(`mutation "${mutation.name}": text not found in ${model.file}`);
  const dir = mkdtempSync(path.join(path.dirname(model.file), '.mutant-'));
  const file = path.join(dir, path.basename(model.file));
  try {
    writeFileSync(file, source.replace(mutation.find, mutation.replace).replace(/from '\.\.\//g, "from '../../"));
    const module = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, AnyStateMachine>;
    const mutant = module[exportName]!;
    const coverage = await exploreModel({ ...model, machine: mutant, expectations: {} });
    const real = inventory(model.machine);
    const missing = [
      ...real.states.filter((state) => !coverage.states.covered.includes(state)),
      ...real.transitions.map((transition) => transition.key).filter((key) => !coverage.transitions.covered.includes(key)),
    ];
    return { mutation: mutation.name, missing, detected: missing.length > 0 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Mutations of the approval machine: a transition removed, and one redirected. */
export const APPROVAL_MUTATIONS: Mutation[] = [
  { name: 'cancel removed', find: "CANCEL: 'cancelled',", replace: '' },
  {
    name: 'a successful approval redirected back to the form',
    find: "onDone: { target: 'closed',",
    replace: "onDone: { target: 'editing',",
  },
];
