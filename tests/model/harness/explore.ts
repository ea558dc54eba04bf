import { createActor, fromCallback, fromPromise, type AnyActorRef, type AnyStateMachine, type EventObject } from 'xstate';
import { inventory, type DeclaredTransition } from './inventory.ts';
import type { MachineModel, RecordedCall } from './model-spec.ts';
import { TestClock } from './test-clock.ts';

/** One thing the harness can do next: send an event, let an invoked actor answer, or let time pass. */
export type Stimulus =
  | { kind: 'event'; event: EventObject }
  | { kind: 'resolve'; src: string; output: unknown }
  | { kind: 'reject'; src: string; variant?: number }
  | { kind: 'wait' };

export interface ModelPath {
  input: unknown;
  steps: Stimulus[];
  /** The transitions this path took first. */
  covers: string[];
}

export interface Coverage {
  name: string;
  file: string;
  states: { covered: string[]; total: string[] };
  transitions: { covered: string[]; total: string[] };
  paths: ModelPath[];
}

interface Pending {
  src: string;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Run {
  actor: AnyActorRef;
  clock: TestClock;
  pending: Pending[];
  calls: RecordedCall[];
  taken: string[];
  visited: string[];
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

export function describeStimulus(stimulus: Stimulus): string {
  switch (stimulus.kind) {
    case 'event':
      return JSON.stringify(stimulus.event);
    case 'resolve':
      return `${stimulus.src} answers ${JSON.stringify(stimulus.output) ?? 'nothing'}`;
    case 'reject':
      return `${stimulus.src} fails${stimulus.variant === undefined ? '' : ` (error ${stimulus.variant + 1})`}`;
    case 'wait':
      return 'time passes to the next timer';
  }
}

export function describePath(path: ModelPath): string {
  return [`start with ${JSON.stringify(path.input)}`, ...path.steps.map(describeStimulus)].join(' → ');
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `longer` starts with the same input and every step of `path`, and takes more. */
function extendsPath(longer: ModelPath, path: ModelPath): boolean {
  return (
    longer.steps.length > path.steps.length &&
    sameJson(longer.input, path.input) &&
    path.steps.every((step, index) => sameJson(step, longer.steps[index]))
  );
}

/**
 * The paths no other path extends, in their order, each also covering what the paths it extends
 * covered first: together they take every step the whole set takes, in fewer walks. For walks that
 * cost seconds each (a page in Chromium per path), where a path that is the start of another is a
 * walk done twice.
 */
export function longestPaths(paths: readonly ModelPath[]): ModelPath[] {
  const kept = paths.filter((path) => !paths.some((other) => extendsPath(other, path)));
  const covers = new Map(kept.map((path) => [path, [...path.covers]]));
  for (const path of paths) {
    if (covers.has(path)) continue;
    const longer = kept.find((other) => extendsPath(other, path))!;
    covers.get(longer)!.push(...path.covers.filter((key) => !covers.get(longer)!.includes(key)));
  }
  return kept.map((path) => ({ ...path, covers: covers.get(path)! }));
}

/** Prepares a machine with test doubles for its actors and recorders for chosen actions. */
function prepare(model: MachineModel, current: { run: Run | null }): AnyStateMachine {
  const actors: Record<string, unknown> = {};
  for (const src of Object.keys(model.actors ?? {})) {
    actors[src] = fromPromise(
      ({ signal }) =>
        new Promise((resolve, reject) => {
          const run = current.run!;
          const entry: Pending = { src, resolve, reject };
          run.pending.push(entry);
          signal.addEventListener('abort', () => run.pending.splice(run.pending.indexOf(entry), 1));
        }),
    );
  }
  for (const src of model.callbackActors ?? []) actors[src] = fromCallback(() => () => undefined);
  const actions: Record<string, unknown> = {};
  for (const action of model.recordedActions ?? []) {
    actions[action] = (_: unknown, params: unknown) => current.run!.calls.push({ action, params });
  }
  return model.machine.provide({ actors, actions } as never) as AnyStateMachine;
}

function stateValueKey(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    key,
    ...stateValueKey(child).map((inner) => `${key}.${inner}`),
  ]);
}

/** The ids of the state nodes a snapshot is in, as the machine names them (`machine.a.b`). */
function activeStateIds(machineId: string, value: unknown): string[] {
  return [machineId, ...stateValueKey(value).map((path) => `${machineId}.${path}`)];
}

/** Replays a path from the start on a fresh actor, checking each state's expectations on the way. */
async function replay(
  model: MachineModel,
  machine: AnyStateMachine,
  keyOf: Map<unknown, string>,
  current: { run: Run | null },
  input: unknown,
  steps: Stimulus[],
): Promise<Run> {
  const clock = new TestClock();
  const run: Run = { actor: null as unknown as AnyActorRef, clock, pending: [], calls: [], taken: [], visited: [] };
  current.run = run;
  const actor = createActor(machine, {
    input,
    clock,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep') {
        // Transient states (left at once by `always`) show only here, never in a settled snapshot.
        const value = (inspection as unknown as { snapshot: { value: unknown } }).snapshot.value;
        run.visited.push(...activeStateIds(machine.id, value));
        for (const transition of (inspection as unknown as { _transitions: unknown[] })._transitions) {
          const key = keyOf.get(transition);
          if (key) run.taken.push(key);
        }
      }
    },
  });
  run.actor = actor;
  actor.start();
  await flush();
  const check = (description: string) => {
    const snapshot = actor.getSnapshot();
    run.visited.push(...activeStateIds(machine.id, snapshot.value));
    for (const state of stateValueKey(snapshot.value)) {
      const expectation = model.expectations[state];
      try {
        expectation?.(snapshot as never, run.calls);
      } catch (error) {
        throw new Error(`${model.name}: in state "${state}" after ${description}: ${(error as Error).message}`, { cause: error });
      }
    }
  };
  check(`start with ${JSON.stringify(input)}`);
  for (const [index, step] of steps.entries()) {
    run.taken.length = 0;
    if (step.kind === 'event') actor.send(step.event);
    else if (step.kind === 'wait') clock.fireNext();
    else {
      const pending = run.pending.filter((entry) => entry.src === step.src).at(-1);
      if (!pending) throw new Error(`${model.name}: ${step.src} is not running at step ${index + 1}`);
      if (step.kind === 'resolve') pending.resolve(step.output);
      else {
        const actor = model.actors?.[step.src];
        const error = step.variant === undefined ? actor?.error : actor?.errors?.[step.variant];
        pending.reject(error ?? new Error('failed'));
      }
    }
    await flush();
    check(
      steps
        .slice(0, index + 1)
        .map(describeStimulus)
        .join(' → '),
    );
  }
  return run;
}

function possibleStimuli(model: MachineModel, run: Run): Stimulus[] {
  const snapshot = run.actor.getSnapshot() as { can(event: EventObject): boolean; status: string };
  if (snapshot.status !== 'active') return [];
  const stimuli: Stimulus[] = model.events.filter((event) => snapshot.can(event)).map((event) => ({ kind: 'event', event }));
  const running = new Set(run.pending.map((entry) => entry.src));
  for (const src of running) {
    for (const output of model.actors?.[src]?.outputs ?? [undefined]) stimuli.push({ kind: 'resolve', src, output });
    const errors = model.actors?.[src]?.errors;
    if (errors) errors.forEach((_, variant) => stimuli.push({ kind: 'reject', src, variant }));
    else stimuli.push({ kind: 'reject', src });
  }
  if (run.clock.pending > 0) stimuli.push({ kind: 'wait' });
  return stimuli;
}

/** A machine state as a page adapter needs it: its value and context. */
export interface ModelState {
  value: unknown;
  context: unknown;
}

/**
 * The state the machine is in at the start of a path and after each of its steps, replayed on the
 * model's doubles: an adapter that walks the path elsewhere (in a browser) checks each against the page.
 */
export async function statesAlong(model: MachineModel, path: ModelPath): Promise<ModelState[]> {
  const current: { run: Run | null } = { run: null };
  const machine = prepare(model, current);
  const { keyOf } = inventory(machine);
  const states: ModelState[] = [];
  for (let count = 0; count <= path.steps.length; count++) {
    const run = await replay(model, machine, keyOf, current, path.input, path.steps.slice(0, count));
    const snapshot = run.actor.getSnapshot() as ModelState;
    states.push({ value: snapshot.value, context: snapshot.context });
    run.actor.stop();
  }
  return states;
}

const MAX_RUNS = 3000;
const MAX_DEPTH = 14;

/**
 * Walks the machine breadth-first from each input, replaying every path on a fresh actor with its
 * actors and timers replaced by doubles, until no new state is reached. Keeps, for each transition,
 * the shortest path that takes it.
 */
export async function exploreModel(model: MachineModel): Promise<Coverage> {
  const current: { run: Run | null } = { run: null };
  const machine = prepare(model, current);
  const declared = inventory(machine);
  const covered = new Map<string, ModelPath>();
  const visitedStates = new Set<string>();
  const paths: ModelPath[] = [];

  // Each input has its own budget: a later input (another configuration) is explored even when the first one's space is large.
  for (const input of model.inputs) {
    let runs = 0;
    const seen = new Set<string>();
    const queue: Stimulus[][] = [[]];
    while (queue.length > 0 && runs < MAX_RUNS) {
      const steps = queue.shift()!;
      const run = await replay(model, machine, declared.keyOf, current, input, steps);
      runs += 1;
      run.visited.forEach((state) => visitedStates.add(state));
      const fresh = run.taken.filter((key) => !covered.has(key));
      if (fresh.length > 0) {
        const path = { input, steps, covers: [...new Set(fresh)] };
        fresh.forEach((key) => covered.set(key, path));
        paths.push(path);
      }
      const snapshot = run.actor.getSnapshot() as { value: unknown; context: unknown };
      const stateKey = JSON.stringify([
        snapshot.value,
        model.fold ? model.fold(snapshot as never) : snapshot.context,
        run.pending.map((entry) => entry.src).sort(),
        run.clock.pending,
      ]);
      const next = possibleStimuli(model, run);
      run.actor.stop();
      if (seen.has(stateKey) || steps.length >= MAX_DEPTH) continue;
      seen.add(stateKey);
      for (const stimulus of next) queue.push([...steps, stimulus]);
    }
  }

  return {
    name: model.name,
    file: model.file,
    states: { covered: declared.states.filter((state) => visitedStates.has(state)), total: declared.states },
    transitions: {
      covered: declared.transitions.map((transition) => transition.key).filter((key) => covered.has(key)),
      total: declared.transitions.map((transition: DeclaredTransition) => transition.key),
    },
    paths,
  };
}
