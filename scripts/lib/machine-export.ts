import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

export const MACHINES_DIR = path.resolve('src/machines');
export const EXPORT_DIR = path.resolve('docs/machines');

interface TransitionLike {
  eventType: string;
  target?: readonly { id: string }[];
  guard?: unknown;
}
interface StateNodeLike {
  id: string;
  key: string;
  type: string;
  initial?: { target: readonly { id: string }[] };
  states: Record<string, StateNodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
}

/** Every machine exported by a file of src/machines, by its id. */
export async function loadMachines(): Promise<{ file: string; machine: AnyStateMachine }[]> {
  const found: { file: string; machine: AnyStateMachine }[] = [];
  for (const file of readdirSync(MACHINES_DIR)
    .filter((name) => name.endsWith('.machine.ts'))
    .sort()) {
    const module = (await import(pathToFileURL(path.join(MACHINES_DIR, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object' && 'root' in value && 'provide' in value) {
        found.push({ file: `src/machines/${file}`, machine: value as AnyStateMachine });
      }
    }
  }
  return found;
}

function label(event: string, guard: unknown): string {
  let text = event;
  if (event.startsWith('xstate.done.actor.')) text = 'done';
  else if (event.startsWith('xstate.error.actor.')) text = 'error';
  else if (event.startsWith('xstate.after.')) text = `after ${event.split('.')[2]}`;
  const guardName =
    typeof guard === 'string' ? guard : guard && typeof guard === 'object' && 'type' in guard ? String(guard.type) : null;
  return guardName ? `${text} [${guardName}]` : text;
}

const nameOf = (id: string) => id.replace(/\./g, '__');

/** A Mermaid state diagram of the machine: states, nesting, initial and final states, every transition. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const visit = (node: StateNodeLike, depth: number) => {
    const pad = '  '.repeat(depth);
    const children = Object.values(node.states);
    const initial = node.initial?.target?.[0];
    if (initial && children.length) lines.push(`${pad}[*] --> ${nameOf(initial.id)}`);
    for (const child of children) {
      const childPad = '  '.repeat(depth);
      lines.push(`${childPad}state "${child.key}" as ${nameOf(child.id)}`);
      if (Object.keys(child.states).length) {
        lines.push(`${childPad}state ${nameOf(child.id)} {`);
        visit(child, depth + 1);
        lines.push(`${childPad}}`);
      }
      if (child.type === 'final') lines.push(`${childPad}${nameOf(child.id)} --> [*]`);
    }
  };
  const root = machine.root as unknown as StateNodeLike;
  // Transitions declared on the machine itself apply in any state.
  if (root.transitions.size) lines.push(`  state "(any state)" as ${nameOf(root.id)}`);
  visit(root, 1);
  const edges = (node: StateNodeLike) => {
    const all: [string, TransitionLike][] = [...node.transitions].flatMap(([event, definitions]) =>
      definitions.map((definition) => [event, definition] as [string, TransitionLike]),
    );
    for (const definition of node.always ?? []) all.push(['always', definition]);
    for (const [event, definition] of all) {
      const targets = definition.target?.length ? definition.target : [{ id: node.id }];
      for (const target of targets)
        lines.push(`  ${nameOf(node.id)} --> ${nameOf(target.id)} : ${label(event, definition.guard)}`);
    }
    Object.values(node.states).forEach(edges);
  };
  edges(machine.root as unknown as StateNodeLike);
  return `${lines.join('\n')}\n`;
}

/** The machine's definition as JSON, as xstate describes it. */
export function toJson(machine: AnyStateMachine): string {
  return `${JSON.stringify(machine.definition, null, 2)}\n`;
}
