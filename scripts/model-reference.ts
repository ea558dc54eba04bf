/**
 * `npm run model:reference -- --machine <name>`: writes tests/model/reference/<name>.json from the
 * machine as it is now, keeping every label already written. Run it only when the behaviour changes
 * on purpose, name the new states, events and guards in both languages (the model tests fail while
 * one is empty), and commit the reference with the machine so a reviewer sees the change.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { exploreModel, statesAlong } from '../tests/model/harness/explore.ts';
import { guardAtoms, machineGraph } from '../tests/model/harness/graph.ts';
import type { MachineModel } from '../tests/model/harness/model-spec.ts';
import {
  REFERENCE_DIR,
  fromStimulus,
  leafStates,
  loadReference,
  referenceFile,
  slug,
  type Label,
  type Reference,
} from '../tests/model/harness/reference.ts';
import { MODELS } from '../tests/model/registry.ts';

const option = process.argv.indexOf('--machine');
const only = option >= 0 ? process.argv[option + 1] : undefined;
const models = MODELS.filter((model) => !only || slug(model.name) === slug(only));
if (models.length === 0) {
  console.error(`no machine named ${only}; the machines: ${MODELS.map((model) => model.name).join(', ')}`);
  process.exit(1);
}

const empty: Label = { 'pt-BR': '', en: '' };
const keep = (labels: Record<string, Label> | undefined, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, labels?.[key] ?? empty]));

mkdirSync(REFERENCE_DIR, { recursive: true });
for (const model of models as MachineModel[]) {
  const old = existsSync(referenceFile(model.name)) ? loadReference(model.name) : undefined;
  const graph = machineGraph(model.machine);
  const coverage = await exploreModel(model);
  const paths = [];
  for (const path of coverage.paths) {
    const states = await statesAlong(model, path);
    paths.push({
      input: model.inputs.indexOf(path.input),
      start: leafStates(states[0]!.value),
      steps: path.steps.map((stimulus, index) => ({
        step: fromStimulus(model, stimulus),
        then: leafStates(states[index + 1]!.value),
      })),
    });
  }
  const events = [...new Set(graph.transitions.map((transition) => transition.event))];
  const guards = [...new Set(graph.transitions.flatMap((transition) => (transition.guard ? guardAtoms(transition.guard) : [])))];
  const reference: Reference = {
    machine: model.name,
    file: model.file,
    title: old?.title ?? empty,
    states: keep(old?.states, graph.states),
    events: keep(old?.events, events),
    guards: keep(old?.guards, guards),
    transitions: graph.transitions,
    paths,
  };
  writeFileSync(referenceFile(model.name), `${JSON.stringify(reference, null, 2)}\n`);
  console.log(
    `${referenceFile(model.name)}: ${graph.states.length} states, ${graph.transitions.length} transitions, ${paths.length} paths`,
  );
}
