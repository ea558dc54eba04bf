import type { AnyStateMachine } from 'xstate';

/** One transition as the machine declares it: its source state, its event and its place among that event's branches. */
export interface DeclaredTransition {
  key: string;
  source: string;
  event: string;
  targets: string[];
  guard: string | null;
}

interface TransitionLike {
  source: { id: string };
  eventType: string;
  target?: readonly { id: string }[] | undefined;
  guard?: unknown;
}

interface StateNodeLike {
  id: string;
  states: Record<string, StateNodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
}

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'inline guard';
}

/** Readable names for xstate's internal events: invoke results and delays. */
export function eventLabel(event: string): string {
  if (event.startsWith('xstate.done.actor.')) return 'done (invoked actor)';
  if (event.startsWith('xstate.error.actor.')) return 'error (invoked actor)';
  if (event.startsWith('xstate.after.')) return `after ${event.split('.')[2]}`;
  return event;
}

/** Every state and every transition (on, after, invoke done/error, always) of a machine. */
export function inventory(machine: AnyStateMachine): {
  states: string[];
  transitions: DeclaredTransition[];
  keyOf: Map<unknown, string>;
} {
  const states: string[] = [];
  const transitions: DeclaredTransition[] = [];
  const keyOf = new Map<unknown, string>();
  const visit = (node: StateNodeLike) => {
    states.push(node.id);
    const add = (definition: TransitionLike, event: string, index: number) => {
      const key = `${node.id} --${eventLabel(event)}${index ? `#${index + 1}` : ''}--> ${(definition.target ?? []).map((target) => target.id).join(',') || '(stays)'}`;
      keyOf.set(definition, key);
      transitions.push({
        key,
        source: node.id,
        event,
        targets: (definition.target ?? []).map((target) => target.id),
        guard: guardName(definition.guard),
      });
    };
    for (const [event, definitions] of node.transitions)
      definitions.forEach((definition, index) => add(definition, event, index));
    (node.always ?? []).forEach((definition, index) => add(definition, 'always', index));
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root as unknown as StateNodeLike);
  return { states, transitions, keyOf };
}
