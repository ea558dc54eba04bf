import { readFileSync } from 'node:fs';
import type { EventObject } from 'xstate';
import { statesAlong, type ModelPath, type Stimulus } from './explore.ts';
import { guardAtoms, type GraphTransition, type MachineGraph } from './graph.ts';
import type { MachineModel } from './model-spec.ts';

/** A text a tester reads, in both languages of the site. */
export interface Label {
  'pt-BR': string;
  en: string;
}

/** One step of a required path, as the reference stores it. */
export type ReferenceStep =
  | { do: 'event'; event: EventObject }
  | { do: 'answer'; actor: string; output: number }
  | { do: 'fail'; actor: string; error?: number }
  | { do: 'wait' };

export interface ReferencePath {
  /** Index into the model's inputs. */
  input: number;
  steps: { step: ReferenceStep; then: string[] }[];
  /** The states the machine is in before the first step. */
  start: string[];
}

/**
 * The reviewed description of a machine, in testers' words (tests/model/reference/<name>.json): its
 * states, events and guards with their pt-BR and English names, every transition, and the paths the
 * machine must walk with the states each step leads to. The model tests check the machine against it.
 */
export interface Reference {
  machine: string;
  file: string;
  title: Label;
  states: Record<string, Label>;
  events: Record<string, Label>;
  guards: Record<string, Label>;
  transitions: GraphTransition[];
  paths: ReferencePath[];
}

export const REFERENCE_DIR = 'tests/model/reference';

/** A machine's name as a file and option name: `hub connection` is `hub-connection`. */
export const slug = (name: string) => name.replace(/\s+/g, '-');

export function referenceFile(name: string): string {
  return `${REFERENCE_DIR}/${slug(name)}.json`;
}

export function loadReference(name: string): Reference {
  return JSON.parse(readFileSync(referenceFile(name), 'utf8')) as Reference;
}

const stateLabel = (reference: Reference, state: string) =>
  state === '(machine)' ? 'qualquer estado' : reference.states[state]?.['pt-BR'] || state;

function guardText(reference: Reference, guard: string | null): string {
  if (!guard) return '';
  const text = guard
    .split(/ (and|or) /)
    .map((part) => {
      if (part === 'and' || part === 'or') return part;
      const negated = part.startsWith('not ');
      const [name, ...params] = (negated ? part.slice(4) : part).split(' ');
      const label = reference.guards[name!]?.['pt-BR'] || name;
      return `${negated ? 'not ' : ''}"${label}"${params.length ? ` (${params.join(' ')})` : ''}`;
    })
    .join(' ');
  return ` when ${text}`;
}

const targets = (reference: Reference, to: string[]) =>
  to.length === 0 ? 'stays where it is' : to.map((state) => `'${stateLabel(reference, state)}'`).join(' and ');

/**
 * What differs between the machine and its reference, one sentence per difference, naming the
 * transition removed, added or redirected, and the state removed or added.
 */
export function compareWithReference(reference: Reference, graph: MachineGraph): string[] {
  const title = reference.title['pt-BR'];
  const differences: string[] = [];
  for (const state of reference.states ? Object.keys(reference.states) : [])
    if (!graph.states.includes(state))
      differences.push(`${title}: the state '${stateLabel(reference, state)}' (${state}) no longer exists`);
  for (const state of graph.states)
    if (!(state in reference.states)) differences.push(`${title}: the state ${state} is new, the reference does not have it`);

  const groupKey = (transition: GraphTransition) => `${transition.from}\u0000${transition.event}`;
  const groups = new Map<string, { reference: GraphTransition[]; machine: GraphTransition[] }>();
  const groupOf = (transition: GraphTransition) => {
    const key = groupKey(transition);
    if (!groups.has(key)) groups.set(key, { reference: [], machine: [] });
    return groups.get(key)!;
  };
  reference.transitions.forEach((transition) => groupOf(transition).reference.push(transition));
  graph.transitions.forEach((transition) => groupOf(transition).machine.push(transition));

  const same = (a: string[], b: string[]) => a.length === b.length && a.every((state, index) => state === b[index]);
  for (const { reference: expected, machine: actual } of groups.values()) {
    const from = (transition: GraphTransition) =>
      `${title}: from '${stateLabel(reference, transition.from)}', ${transition.event}`;
    const unmatched = [...actual];
    const take = (predicate: (transition: GraphTransition) => boolean) => {
      const index = unmatched.findIndex(predicate);
      return index < 0 ? undefined : unmatched.splice(index, 1)[0];
    };
    const leftOver: GraphTransition[] = [];
    for (const transition of expected) {
      const exact = take((candidate) => candidate.guard === transition.guard && same(candidate.to, transition.to));
      if (!exact) leftOver.push(transition);
    }
    for (const transition of leftOver) {
      const sameGuard = take((candidate) => candidate.guard === transition.guard);
      if (sameGuard) {
        differences.push(
          `${from(transition)}${guardText(reference, transition.guard)} now leads to ${targets(reference, sameGuard.to)} instead of ${targets(reference, transition.to)}`,
        );
        continue;
      }
      const negated = take(
        (candidate) => candidate.guard === `not ${transition.guard}` || `not ${candidate.guard}` === transition.guard,
      );
      if (negated) {
        differences.push(
          `${from(transition)}${transition.to.length ? ` to ${targets(reference, transition.to)}` : ''}: its guard is now the opposite${guardText(reference, negated.guard)} instead of${guardText(reference, transition.guard)}`,
        );
        continue;
      }
      const sameTarget = take((candidate) => same(candidate.to, transition.to));
      if (sameTarget) {
        differences.push(
          `${from(transition)}${transition.to.length ? ` to ${targets(reference, transition.to)}` : ''} is now guarded${guardText(reference, sameTarget.guard) || ' by nothing'} instead of${guardText(reference, transition.guard) || ' by nothing'}`,
        );
        continue;
      }
      differences.push(
        transition.to.length === 0
          ? `${from(transition)}${guardText(reference, transition.guard)} is no longer handled`
          : `${from(transition)}${guardText(reference, transition.guard)} no longer leads to ${targets(reference, transition.to)}`,
      );
    }
    for (const transition of unmatched)
      differences.push(
        `${from(transition)}${guardText(reference, transition.guard)} now ${transition.to.length ? `leads to ${targets(reference, transition.to)}` : 'is handled (staying)'}, which the reference does not have`,
      );
  }
  return differences;
}

/** The labels the reference still lacks (a new state, event or guard nobody has named yet). */
export function missingLabels(reference: Reference, graph: MachineGraph): string[] {
  const missing: string[] = [];
  const check = (kind: string, key: string, label: Label | undefined) => {
    if (!label?.['pt-BR'] || !label.en) missing.push(`${kind} ${key}`);
  };
  check('title', reference.machine, reference.title);
  for (const state of graph.states) check('state', state, reference.states[state]);
  for (const event of new Set(graph.transitions.map((transition) => transition.event)))
    check('event', event, reference.events[event]);
  for (const guard of new Set(graph.transitions.flatMap((transition) => (transition.guard ? guardAtoms(transition.guard) : []))))
    check('guard', guard, reference.guards[guard]);
  return missing;
}

/** A stored step as the harness replays it. */
export function toStimulus(model: MachineModel, step: ReferenceStep): Stimulus {
  switch (step.do) {
    case 'event':
      return { kind: 'event', event: step.event };
    case 'answer':
      return { kind: 'resolve', src: step.actor, output: model.actors?.[step.actor]?.outputs?.[step.output] };
    case 'fail':
      return step.error === undefined
        ? { kind: 'reject', src: step.actor }
        : { kind: 'reject', src: step.actor, variant: step.error };
    case 'wait':
      return { kind: 'wait' };
  }
}

/** A harness step as the reference stores it: outputs by their index in the model, so the file stays short. */
export function fromStimulus(model: MachineModel, stimulus: Stimulus): ReferenceStep {
  switch (stimulus.kind) {
    case 'event':
      return { do: 'event', event: stimulus.event };
    case 'resolve': {
      const outputs = model.actors?.[stimulus.src]?.outputs ?? [undefined];
      const index = outputs.findIndex((output) => output === stimulus.output);
      return { do: 'answer', actor: stimulus.src, output: Math.max(index, 0) };
    }
    case 'reject':
      return stimulus.variant === undefined
        ? { do: 'fail', actor: stimulus.src }
        : { do: 'fail', actor: stimulus.src, error: stimulus.variant };
    case 'wait':
      return { do: 'wait' };
  }
}

export function toModelPath(model: MachineModel, path: ReferencePath): ModelPath {
  return { input: model.inputs[path.input], steps: path.steps.map(({ step }) => toStimulus(model, step)), covers: [] };
}

/** The leaf states a state value is in (`card.active`, `purchases.idle`). */
export function leafStates(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leafStates(child).map((inner) => `${key}.${inner}`),
  );
}

/** A step of a required path in a tester's words. */
export function stepText(reference: Reference, step: ReferenceStep, language: keyof Label): string {
  const eventLabel = (event: string) => reference.events[event]?.[language] || event;
  switch (step.do) {
    case 'event': {
      const { type, ...payload } = step.event;
      const details = Object.keys(payload).length ? ` (${JSON.stringify(payload)})` : '';
      return `${eventLabel(type)}${details}`;
    }
    case 'answer':
      return `${eventLabel(`done ${step.actor}`)}${step.output ? ` (${language === 'en' ? 'answer' : 'resposta'} ${step.output + 1})` : ''}`;
    case 'fail':
      return `${eventLabel(`error ${step.actor}`)}${step.error ? ` (${language === 'en' ? 'error' : 'erro'} ${step.error + 1})` : ''}`;
    case 'wait':
      return language === 'en' ? 'Time passes to the next timer' : 'O tempo passa até o próximo prazo';
  }
}

/**
 * Replays every required path of the reference on the machine (with the model's doubles) and names
 * each step that does not lead where the reference says.
 */
export async function checkPaths(
  model: MachineModel,
  reference: Reference,
): Promise<{ index: number; failure: string | null }[]> {
  const title = reference.title['pt-BR'];
  const results: { index: number; failure: string | null }[] = [];
  const names = (states: string[]) => states.map((state) => `'${reference.states[state]?.['pt-BR'] || state}'`).join(', ');
  for (const [index, path] of reference.paths.entries()) {
    let failure: string | null = null;
    try {
      const states = await statesAlong(model, toModelPath(model, path));
      const expected = [path.start, ...path.steps.map((step) => step.then)];
      for (const [at, state] of states.entries()) {
        const actual = leafStates(state.value);
        if (actual.join() !== expected[at]!.join()) {
          const where =
            at === 0 ? 'at the start' : `after step ${at} (${stepText(reference, path.steps[at - 1]!.step, 'pt-BR')})`;
          failure = `${title}, path ${index + 1}, ${where}: the machine is in ${names(actual)}, the reference says ${names(expected[at]!)}`;
          break;
        }
      }
    } catch (error) {
      failure = `${title}, path ${index + 1}: ${(error as Error).message}`;
    }
    results.push({ index, failure });
  }
  return results;
}
