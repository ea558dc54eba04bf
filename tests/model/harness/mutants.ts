import { createMachine, not, type AnyStateMachine } from 'xstate';
import { statePath } from './graph.ts';

/**
 * Mutants of a machine, made from its definition: every transition removed in turn, every target
 * redirected to the state next to it, every guard negated. Each is a machine built from a changed
 * copy of the definition with the machine's own actors, actions, guards and delays; mutants written
 * by hand (tests/model/mutation/targets.ts) come after the generated ones.
 */
export interface Mutant {
  /** Stable name: `remove|redirect|negate <state> <event> #<branch>`. */
  id: string;
  kind: 'remove' | 'redirect' | 'negate' | 'hand';
  from: string;
  event: string;
  branch: number;
  /** For a redirect: the state it now leads to instead. */
  redirectedTo?: string;
  build(): AnyStateMachine;
}

type Config = Record<string, unknown>;
type Branch = Record<string, unknown>;

interface NodeLike {
  id: string;
  states: Record<string, NodeLike>;
  parent?: NodeLike;
  transitions: Map<string, { target?: readonly NodeLike[] }[]>;
  invoke: { id: string; src: unknown }[];
  always?: { target?: readonly NodeLike[] }[];
}

const isPlain = (value: unknown): value is Config =>
  !!value && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** A copy of a machine definition: objects and arrays copied, functions and actor logic shared. */
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (isPlain(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copy(inner)])) as T;
  return value;
}

const branchesOf = (value: unknown): Branch[] =>
  value === undefined
    ? []
    : (Array.isArray(value) ? value : [value]).map((branch) =>
        typeof branch === 'string' ? { target: branch } : (branch as Branch),
      );

/** Where a list of transitions sits in the definition, found again in a copy by the same path. */
interface Site {
  /** Keys from the root definition to the object holding the transitions. */
  path: (string | number)[];
  key: string;
  event: string;
  node: NodeLike;
  resolved: { target?: readonly NodeLike[] }[];
}

function sitesOf(config: Config, node: NodeLike, path: (string | number)[], sites: Site[]): void {
  const on = config.on as Config | undefined;
  for (const event of Object.keys(on ?? {}))
    sites.push({ path: [...path, 'on'], key: event, event, node, resolved: node.transitions.get(event) ?? [] });
  const after = config.after as Config | undefined;
  for (const delay of Object.keys(after ?? {}))
    sites.push({
      path: [...path, 'after'],
      key: delay,
      event: `after ${delay}`,
      node,
      resolved: node.transitions.get(`xstate.after.${delay}.${node.id}`) ?? [],
    });
  const invokes = config.invoke === undefined ? [] : Array.isArray(config.invoke) ? config.invoke : [config.invoke];
  invokes.forEach((invoke: Config, index: number) => {
    const invokePath = Array.isArray(config.invoke) ? [...path, 'invoke', index] : [...path, 'invoke'];
    const definition = node.invoke[index]!;
    const src = typeof definition.src === 'string' ? definition.src : definition.id;
    for (const [key, prefix] of [
      ['onDone', 'done'],
      ['onError', 'error'],
    ] as const)
      if (invoke[key] !== undefined)
        sites.push({
          path: invokePath,
          key,
          event: `${prefix} ${src}`,
          node,
          resolved: node.transitions.get(`xstate.${prefix}.actor.${definition.id}`) ?? [],
        });
  });
  if (config.always !== undefined) sites.push({ path, key: 'always', event: 'always', node, resolved: node.always ?? [] });
  for (const [key, child] of Object.entries((config.states as Record<string, Config> | undefined) ?? {}))
    sitesOf(child, node.states[key]!, [...path, 'states', key], sites);
}

function holder(config: Config, path: (string | number)[]): Config {
  return path.reduce<Config>((value, key) => (value as Record<string | number, Config>)[key]!, config);
}

/** The state next to `node` among its siblings (the first when it is the last), or none when it has none. */
function neighbour(node: NodeLike): NodeLike | undefined {
  const siblings = Object.values(node.parent?.states ?? {});
  if (siblings.length < 2) return undefined;
  return siblings[(siblings.indexOf(node) + 1) % siblings.length];
}

/** A mutant written by hand: `edit` changes a copy of the machine's definition (states, `on`, `invoke`, …). */
export interface HandMutant {
  name: string;
  edit(definition: Record<string, any>): void; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export function handMutant(machine: AnyStateMachine, mutant: HandMutant): Mutant {
  return {
    id: `hand ${mutant.name}`,
    kind: 'hand',
    from: '',
    event: '',
    branch: 0,
    build: () => {
      const mutated = copy(machine.config as Config);
      mutant.edit(mutated);
      return createMachine(mutated as never, machine.implementations as never) as unknown as AnyStateMachine;
    },
  };
}

export function mutantsOf(machine: AnyStateMachine, hand: HandMutant[] = []): Mutant[] {
  const config = machine.config as Config;
  const sites: Site[] = [];
  sitesOf(config, machine.root as unknown as NodeLike, [], sites);
  const id = machine.id;
  const mutants: Mutant[] = [];
  const changed = (site: Site, change: (branches: Branch[]) => Branch[]) => () => {
    const mutated = copy(config);
    const place = holder(mutated, site.path);
    place[site.key] = change(branchesOf(place[site.key]));
    return createMachine(mutated as never, machine.implementations as never) as unknown as AnyStateMachine;
  };
  for (const site of sites) {
    const from = statePath(id, site.node.id);
    const branches = branchesOf(holder(config, site.path)[site.key]);
    branches.forEach((branch, index) => {
      const name = `${from} ${site.event} #${index + 1}`;
      mutants.push({
        id: `remove ${name}`,
        kind: 'remove',
        from,
        event: site.event,
        branch: index,
        build: changed(site, (list) => list.filter((_, at) => at !== index)),
      });
      const target = site.resolved[index]?.target?.[0];
      const next = target && neighbour(target);
      if (next)
        mutants.push({
          id: `redirect ${name}`,
          kind: 'redirect',
          from,
          event: site.event,
          branch: index,
          redirectedTo: statePath(id, next.id),
          build: changed(site, (list) => list.map((item, at) => (at === index ? { ...item, target: `#${next.id}` } : item))),
        });
      if (branch.guard !== undefined)
        mutants.push({
          id: `negate ${name}`,
          kind: 'negate',
          from,
          event: site.event,
          branch: index,
          build: changed(site, (list) =>
            list.map((item, at) => (at === index ? { ...item, guard: not(item.guard as never) } : item)),
          ),
        });
    });
  }
  return [...mutants, ...hand.map((mutant) => handMutant(machine, mutant))];
}
