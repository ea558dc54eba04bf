import { randomUUID } from 'node:crypto';
import type { WorkflowDefinition, WorkflowInstance } from '../../generated/schemas.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { activityOf, startOf, type WorkflowActivity } from './definition.ts';
import { definitionById, publishedDefinition } from './definitions.ts';

export type SubjectType = WorkflowDefinition['subjectType'];
export type ActorKind = 'SUBJECT' | 'OPERATOR' | 'SYSTEM' | 'TESTER';

/** Who takes an action: the subject's holder, a bank operator, the bank itself or a tester control. */
export interface WorkflowActor {
  kind: ActorKind;
  /** A user id, a credential, an automation's name: kept in the step as `KIND:id`. */
  id: string;
}

/** Where an instance stands, as automations and hooks see it. */
export interface InstanceState {
  id: string;
  subjectType: SubjectType;
  subjectId: string;
  productId: string;
  activity: WorkflowActivity;
  at: Date;
}

/** What an automation decides: for an AUTOMATIC activity, the action that leaves it. */
export interface AutomationOutcome {
  action?: string;
  note?: string;
  data?: Record<string, unknown>;
}

export type Automation = (tx: Sql, state: InstanceState) => Promise<AutomationOutcome | void>;

/**
 * What a kind of subject brings to the engine: how it takes an activity's status, and the
 * automations its definitions may name. Account opening registers ACCOUNT; card issuing can
 * register CARD the same way.
 */
export interface SubjectHooks {
  setStatus(tx: Sql, subjectId: string, status: string, note: string | null, at: Date): Promise<void>;
  automations: Record<string, Automation>;
}

export type SubjectRegistry = Partial<Record<SubjectType, SubjectHooks>>;

/** Automatic activities chained in one go, at most: a definition that loops is stopped here. */
const MAX_AUTOMATIC_STEPS = 16;

interface InstanceRow {
  id: string;
  definition_id: string;
  subject_type: SubjectType;
  subject_id: string;
  activity: string;
  status: string | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

/**
 * Starts the subject's instance on the product's published version, at its START activity (the
 * START's status and automation apply). A subject runs one instance: starting again is refused.
 */
export async function startInstance(
  tx: Sql,
  registry: SubjectRegistry,
  request: { productId: string; subjectId: string; actor: WorkflowActor; at: Date; note?: string },
): Promise<WorkflowInstance> {
  const version = await publishedDefinition(tx, request.productId);
  const start = startOf(version.definition);
  const id = randomUUID();
  await tx.query(
    `insert into workflow_instances (id, definition_id, subject_type, subject_id, activity, status, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [id, version.id, version.definition.subjectType, request.subjectId, start.id, start.status ?? null, request.at],
  );
  await recordStep(tx, id, null, start.id, 'START', request.actor, request.note ?? null, null, request.at);
  await enter(tx, registry, await instanceRow(tx, id), version.definition, start, request.note ?? null, request.at, 0);
  return readInstance(tx, id);
}

/**
 * Takes `action` out of the instance's current activity, for `actor`: the one function behind a
 * holder's resubmission, an operator's decision in a back office and a tester control alike.
 * Refused (WF10002) when no transition of that action leaves the activity or the actor may not take it.
 */
export async function takeAction(
  tx: Sql,
  registry: SubjectRegistry,
  request: { instanceId: string; action: string; actor: WorkflowActor; at: Date; note?: string; data?: Record<string, unknown> },
  depth = 0,
): Promise<WorkflowInstance> {
  const row = await one<InstanceRow>(tx, 'select * from workflow_instances where id = $1 for update', [request.instanceId]);
  if (!row) throw Errors.workflowInstanceNotFound();
  const { definition } = await definitionById(tx, row.definition_id);
  const transition = definition.transitions.find(
    (candidate) =>
      candidate.from === row.activity &&
      candidate.action === request.action &&
      (!candidate.actors || (candidate.actors as readonly string[]).includes(request.actor.kind)),
  );
  if (!transition || row.finished_at) throw Errors.workflowActionNotAllowed();
  const target = activityOf(definition, transition.to);
  await tx.query(
    `update workflow_instances set activity = $2, status = coalesce($3, status), updated_at = $4,
            finished_at = case when $5 then $4::timestamptz else null end
      where id = $1`,
    [row.id, target.id, target.status ?? null, request.at, target.type === 'END'],
  );
  await recordStep(
    tx,
    row.id,
    row.activity,
    target.id,
    request.action,
    request.actor,
    request.note ?? null,
    request.data ?? null,
    request.at,
  );
  await enter(tx, registry, { ...row, activity: target.id }, definition, target, request.note ?? null, request.at, depth);
  return readInstance(tx, row.id);
}

/** On entering: the subject takes the activity's status, its automation runs, and an AUTOMATIC activity moves on. */
async function enter(
  tx: Sql,
  registry: SubjectRegistry,
  row: InstanceRow,
  definition: WorkflowDefinition,
  activity: WorkflowActivity,
  note: string | null,
  at: Date,
  depth: number,
): Promise<void> {
  const hooks = registry[row.subject_type];
  if (!hooks) throw Errors.invalidWorkflowDefinition(`nenhum tratamento para ${row.subject_type}.`);
  if (activity.status) await hooks.setStatus(tx, row.subject_id, activity.status, note, at);
  if (!activity.automation) return;
  const automation = hooks.automations[activity.automation];
  if (!automation) throw Errors.invalidWorkflowDefinition(`automação ${activity.automation} desconhecida.`);
  const productId = (await definitionById(tx, row.definition_id)).productId;
  const outcome = await automation(tx, {
    id: row.id,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    productId,
    activity,
    at,
  });
  if (activity.type !== 'AUTOMATIC' || !outcome?.action) return;
  if (depth >= MAX_AUTOMATIC_STEPS) throw Errors.invalidWorkflowDefinition('atividades automáticas em ciclo.');
  await takeAction(
    tx,
    registry,
    {
      instanceId: row.id,
      action: outcome.action,
      actor: { kind: 'SYSTEM', id: activity.automation },
      at,
      ...(outcome.note ? { note: outcome.note } : {}),
      ...(outcome.data ? { data: outcome.data } : {}),
    },
    depth + 1,
  );
}

async function recordStep(
  tx: Sql,
  instanceId: string,
  from: string | null,
  to: string,
  action: string,
  actor: WorkflowActor,
  note: string | null,
  data: Record<string, unknown> | null,
  at: Date,
): Promise<void> {
  await tx.query(
    `insert into workflow_steps (id, instance_id, from_activity, to_activity, action, actor, note, data, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [randomUUID(), instanceId, from, to, action, `${actor.kind}:${actor.id}`, note, data ? JSON.stringify(data) : null, at],
  );
}

async function instanceRow(sql: Sql, id: string): Promise<InstanceRow> {
  const row = await one<InstanceRow>(sql, 'select * from workflow_instances where id = $1', [id]);
  if (!row) throw Errors.workflowInstanceNotFound();
  return row;
}

/** An instance as the API answers it: where it is, the actions out of there and every step, named as its version names them. */
export async function readInstance(sql: Sql, id: string): Promise<WorkflowInstance> {
  const row = await instanceRow(sql, id);
  const version = await definitionById(sql, row.definition_id);
  const activity = activityOf(version.definition, row.activity);
  const steps = await sql.query<{
    from_activity: string | null;
    to_activity: string;
    action: string;
    actor: string;
    note: string | null;
    data: Record<string, unknown> | null;
    created_at: Date;
  }>('select * from workflow_steps where instance_id = $1 order by seq', [id]);
  return {
    id: row.id,
    definitionId: version.id,
    productId: version.productId,
    version: version.version,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    activity: activity.id,
    activityName: activity.name,
    activityType: activity.type,
    status: row.status,
    actions: row.finished_at
      ? []
      : version.definition.transitions.filter((transition) => transition.from === row.activity).map((transition) => transition.action),
    steps: steps.map((step) => ({
      fromActivity: step.from_activity,
      toActivity: step.to_activity,
      activityName: version.definition.activities.find((item) => item.id === step.to_activity)?.name ?? step.to_activity,
      action: step.action,
      actionName:
        version.definition.transitions.find((item) => item.from === step.from_activity && item.action === step.action)?.name ?? null,
      actor: step.actor,
      note: step.note,
      data: step.data,
      createdAt: new Date(step.created_at).toISOString(),
    })),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

/** The subject's instance id, or null when it has not started one. */
export async function instanceIdOf(sql: Sql, subjectType: SubjectType, subjectId: string): Promise<string | null> {
  const row = await one<{ id: string }>(sql, 'select id from workflow_instances where subject_type = $1 and subject_id = $2', [
    subjectType,
    subjectId,
  ]);
  return row?.id ?? null;
}

/** How many instances of the product stand at each activity (a back office's activity stats). */
export async function activityCounts(sql: Sql, productId: string): Promise<{ activity: string; version: number; count: number }[]> {
  return sql.query(
    `select i.activity, d.version, count(*)::int as count
       from workflow_instances i join workflow_definitions d on d.id = i.definition_id
      where d.product_id = $1 group by i.activity, d.version order by d.version, i.activity`,
    [productId],
  );
}
