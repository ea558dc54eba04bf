import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { WorkflowDefinition } from '../../generated/schemas.ts';
import { Errors } from '../errors.ts';
import { loadSchemas } from '../schemas.ts';

export type WorkflowActivity = WorkflowDefinition['activities'][number];
export type WorkflowTransition = WorkflowDefinition['transitions'][number];

const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

let validate: ((value: unknown) => boolean) & { errors?: ErrorObject[] | null } = null!;

function shapeValidator() {
  if (!validate) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    for (const schema of loadSchemas()) ajv.addSchema(schema);
    validate = ajv.getSchema('workflow-definition.schema.json')! as typeof validate;
  }
  return validate;
}

/**
 * What is wrong with a definition beyond its shape (schemas/workflow-definition.schema.json): one
 * START, unique ids, transitions between known activities, one way out per action, nothing out of an
 * END, a way out of every other activity, and every activity reachable from the start.
 */
export function definitionProblems(definition: WorkflowDefinition): string[] {
  const problems: string[] = [];
  const ids = definition.activities.map((activity) => activity.id);
  const known = new Set(ids);
  if (known.size !== ids.length) problems.push('há atividades com o mesmo id');
  const starts = definition.activities.filter((activity) => activity.type === 'START');
  if (starts.length !== 1) problems.push(`o fluxo deve ter exatamente uma atividade START (tem ${starts.length})`);
  if (!definition.activities.some((activity) => activity.type === 'END')) problems.push('o fluxo não tem atividade END');
  const byId = new Map(definition.activities.map((activity) => [activity.id, activity]));
  const ways = new Set<string>();
  for (const transition of definition.transitions) {
    const label = `${transition.from} → ${transition.to}`;
    if (!known.has(transition.from)) problems.push(`a transição ${label} parte de uma atividade desconhecida`);
    if (!known.has(transition.to)) problems.push(`a transição ${label} leva a uma atividade desconhecida`);
    if (byId.get(transition.from)?.type === 'END') problems.push(`a atividade END ${transition.from} não pode ter saída`);
    if (byId.get(transition.to)?.type === 'START') problems.push(`nenhuma transição pode voltar à atividade START`);
    const way = `${transition.from}:${transition.action}`;
    if (ways.has(way)) problems.push(`a ação ${transition.action} sai de ${transition.from} mais de uma vez`);
    ways.add(way);
  }
  for (const activity of definition.activities) {
    if (activity.type !== 'END' && !definition.transitions.some((transition) => transition.from === activity.id)) {
      problems.push(`a atividade ${activity.id} não tem saída`);
    }
  }
  const start = starts[0];
  if (start) {
    const reached = new Set([start.id]);
    const queue = [start.id];
    while (queue.length) {
      const from = queue.shift()!;
      for (const transition of definition.transitions) {
        if (transition.from === from && !reached.has(transition.to)) {
          reached.add(transition.to);
          queue.push(transition.to);
        }
      }
    }
    for (const id of ids) if (!reached.has(id)) problems.push(`a atividade ${id} não é alcançável a partir do início`);
  }
  return problems;
}

/** Where a shape error is, naming the activity or the transition it is in when there is one. */
function placeOf(value: unknown, path: string): string {
  const match = /^\/(activities|transitions)\/(\d+)(.*)$/.exec(path);
  if (!match) return path || '/';
  const item = (value as Record<string, unknown[]>)[match[1]!]?.[Number(match[2])] as Record<string, unknown> | undefined;
  const label =
    match[1] === 'activities'
      ? `atividade ${typeof item?.id === 'string' ? item.id : `nº ${Number(match[2]) + 1}`}`
      : `transição ${String(item?.from ?? '?')} → ${String(item?.to ?? '?')}`;
  return `${label} (${path})`;
}

/** The definition when its shape and its graph hold; WF10001 naming every problem otherwise. */
export function checkedDefinition(value: unknown): WorkflowDefinition {
  const validator = shapeValidator();
  if (!validator(value)) {
    const shape = (validator.errors ?? []).map((error) => `${placeOf(value, error.instancePath)} ${error.message ?? 'inválido'}`);
    throw Errors.invalidWorkflowDefinition(shape.join('; '));
  }
  const definition = value as WorkflowDefinition;
  const problems = definitionProblems(definition);
  if (problems.length) throw Errors.invalidWorkflowDefinition(problems.join('; ') + '.');
  return definition;
}

export function activityOf(definition: WorkflowDefinition, id: string): WorkflowActivity {
  const activity = definition.activities.find((item) => item.id === id);
  if (!activity) throw Errors.invalidWorkflowDefinition(`atividade ${id} desconhecida.`);
  return activity;
}

export function startOf(definition: WorkflowDefinition): WorkflowActivity {
  return definition.activities.find((activity) => activity.type === 'START')!;
}
