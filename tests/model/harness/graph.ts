import type { AnyStateMachine } from 'xstate';

/**
 * A machine as a tester reads it: state paths without the machine's id (`card.active`), events by
 * their names (`DISMISS`, `done lockCard`, `error lockCard`, `after downtime`, `always`), guards by
 * name (`not isActive` when negated) and the states each transition leads to.
 */
export interface GraphTransition {
  from: string;
  event: string;
  guard: string | null;
  /** The states it leads to; empty when it stays where it is (an action only). */
  to: string[];
}

export interface MachineGraph {
  id: string;
  initial: string[];
  states: string[];
  finals: string[];
  transitions: GraphTransition[];
}

interface TransitionLike {
  eventType: string;
  target?: readonly { id: string }[] | undefined;
  guard?: unknown;
}

interface StateNodeLike {
  id: string;
  type: string;
  states: Record<string, StateNodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  invoke: { id: string; src: unknown }[];
  initial?: { target: readonly { id: string }[] };
}

/**
 * A guard by name: `isActive`, with its fixed parameters (`hasStatus ACTIVE`), combined (`not isActive`,
 * `isDigit and completesCode`), or `inline guard` for a function written in place.
 */
export function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function' && Array.isArray((guard as { guards?: unknown }).guards)) {
    const inner = (guard as unknown as { guards: unknown[] }).guards.map(guardName);
    if (guard.name === 'not') return `not ${inner.join(' ')}`;
    return inner.join(` ${guard.name} `);
  }
  if (typeof guard === 'object' && 'type' in guard) {
    const params = (guard as { params?: unknown }).params;
    const fixed =
      params && typeof params === 'object'
        ? Object.values(params)
            .filter((value) => typeof value !== 'object')
            .join(' ')
        : '';
    return `${String((guard as { type: unknown }).type)}${fixed ? ` ${fixed}` : ''}`;
  }
  return 'inline';
}

/** The named guards a guard is made of, without parameters: `not isDigit and completesCode` is isDigit, completesCode. */
export function guardAtoms(guard: string): string[] {
  return guard
    .split(/ (?:and|or) /)
    .map((part) => part.replace(/^(not )+/, '').split(' ')[0]!)
    .filter(Boolean);
}

/** The state path inside the machine (`card.active`); the machine itself is `(machine)`. */
export function statePath(machineId: string, nodeId: string): string {
  if (nodeId === machineId) return '(machine)';
  return nodeId.startsWith(`${machineId}.`) ? nodeId.slice(machineId.length + 1) : nodeId;
}

function eventName(node: StateNodeLike, eventType: string): string {
  const invokeOf = (prefix: string) => {
    const id = eventType.slice(prefix.length);
    const invoke = node.invoke.find((definition) => definition.id === id);
    const src = invoke && typeof invoke.src === 'string' ? invoke.src : id;
    return src;
  };
  if (eventType.startsWith('xstate.done.actor.')) return `done ${invokeOf('xstate.done.actor.')}`;
  if (eventType.startsWith('xstate.error.actor.')) return `error ${invokeOf('xstate.error.actor.')}`;
  if (eventType.startsWith('xstate.after.')) return `after ${eventType.split('.')[2]}`;
  return eventType;
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const id = machine.id;
  const states: string[] = [];
  const finals: string[] = [];
  const transitions: GraphTransition[] = [];
  const initial: string[] = [];
  const visit = (node: StateNodeLike) => {
    if (node.id !== id) states.push(statePath(id, node.id));
    if (node.type === 'final') finals.push(statePath(id, node.id));
    for (const target of node.initial?.target ?? []) initial.push(statePath(id, target.id));
    const add = (definition: TransitionLike, event: string) =>
      transitions.push({
        from: statePath(id, node.id),
        event,
        guard: guardName(definition.guard),
        to: (definition.target ?? []).map((target) => statePath(id, target.id)),
      });
    for (const [eventType, definitions] of node.transitions)
      for (const definition of definitions) add(definition, eventName(node, eventType));
    for (const definition of node.always ?? []) add(definition, 'always');
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root as unknown as StateNodeLike);
  return { id, initial, states, finals, transitions };
}
