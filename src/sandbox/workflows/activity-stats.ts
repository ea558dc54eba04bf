import type { WorkflowActivityList, WorkflowActivityStats, WorkflowItemList } from '../../generated/schemas.ts';
import type { Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import type { DefinitionVersion } from './definitions.ts';

/** The activities of a version in order, with the instances waiting at each (not finished). */
export async function activityList(sql: Sql, version: DefinitionVersion): Promise<WorkflowActivityList> {
  const counts = await sql.query<{ activity: string; waiting: number }>(
    `select activity, count(*)::int as waiting from workflow_instances
      where definition_id = $1 and finished_at is null group by activity`,
    [version.id],
  );
  const { activities, transitions } = version.definition;
  return {
    items: activities.map((activity) => ({
      workflowId: version.id,
      id: activity.id,
      name: activity.name,
      type: activity.type,
      status: activity.status ?? null,
      waiting: counts.find((count) => count.activity === activity.id)?.waiting ?? 0,
      next: transitions.filter((transition) => transition.from === activity.id).map((transition) => transition.to),
    })),
  };
}

function requireActivity(version: DefinitionVersion, activityId: string) {
  const activity = version.definition.activities.find((item) => item.id === activityId);
  if (!activity) throw Errors.workflowActivityNotFound();
  return activity;
}

/**
 * An activity's figures on one version: instances waiting there now, instances that left it, and
 * the average time they stayed (from the step that entered it to the step that left it).
 */
export async function activityStats(sql: Sql, version: DefinitionVersion, activityId: string): Promise<WorkflowActivityStats> {
  requireActivity(version, activityId);
  const [waiting] = await sql.query<{ total: number }>(
    `select count(*)::int as total from workflow_instances where definition_id = $1 and activity = $2 and finished_at is null`,
    [version.id, activityId],
  );
  const [left] = await sql.query<{ done: number; average: number | null }>(
    `with steps as (
       select s.from_activity, s.created_at,
              lag(s.created_at) over (partition by s.instance_id order by s.seq) as entered_at
         from workflow_steps s join workflow_instances i on i.id = s.instance_id
        where i.definition_id = $1)
     select count(*)::int as done, avg(extract(epoch from created_at - entered_at))::float8 as average
       from steps where from_activity = $2`,
    [version.id, activityId],
  );
  return {
    workflowId: version.id,
    activityId,
    waiting: waiting?.total ?? 0,
    done: left?.done ?? 0,
    averageSeconds: left?.average === null || left?.average === undefined ? null : Math.round(Number(left.average)),
  };
}

/** Who waits at an activity, oldest first, by name and tax id: the registrations of account opening, the cards' holders. */
export async function activityItems(sql: Sql, version: DefinitionVersion, activityId: string): Promise<WorkflowItemList> {
  requireActivity(version, activityId);
  const rows = await sql.query<{
    id: string;
    subject_type: string;
    subject_id: string;
    name: string | null;
    tax_id: string | null;
    updated_at: Date;
  }>(
    `select i.id, i.subject_type, i.subject_id, coalesce(p.name, h.name) as name, coalesce(p.tax_id, h.tax_id) as tax_id, i.updated_at
       from workflow_instances i
       left join accounts a on i.subject_type = 'ACCOUNT' and a.id = i.subject_id
       left join people p on p.id = a.person_id
       left join cards c on i.subject_type = 'CARD' and c.id = i.subject_id
       left join card_holders h on h.id = c.holder_id
      where i.definition_id = $1 and i.activity = $2 and i.finished_at is null
      order by i.updated_at, i.id limit 200`,
    [version.id, activityId],
  );
  const actions = version.definition.transitions
    .filter(
      (transition) =>
        transition.from === activityId && (!transition.actors || (transition.actors as readonly string[]).includes('OPERATOR')),
    )
    .map((transition) => transition.action);
  return {
    items: rows.map((row) => ({
      instanceId: row.id,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      name: row.name,
      taxId: row.tax_id,
      since: new Date(row.updated_at).toISOString(),
      actions,
    })),
  };
}
