/** An activity as a product's workflow holds it (schemas/product-workflow.schema.json). */
export interface WorkflowActivity<Type extends string = string> {
  id: string;
  name: string;
  type: Type;
  status?: string | null;
  next: string[];
}

/** A row of the workflow viewer (schemas/workflow-step.schema.json). */
export interface WorkflowStepRow<Type extends string = string> {
  order: number;
  id: string;
  name: string;
  type: Type;
  status: string | null;
  next: string;
}

/**
 * A product's workflow as the viewer lists it: activities in the order a card meets them (a
 * breadth-first walk from the start, so each comes after the first activity that leads to it; ones
 * no path reaches come last, in the bank's order), each with the names of the activities that may
 * follow. A `next` that names no activity of the workflow is shown by its id.
 */
export function workflowSteps<Type extends string>(workflow: { activities: WorkflowActivity<Type>[] }): WorkflowStepRow<Type>[] {
  const byId = new Map(workflow.activities.map((activity) => [activity.id, activity]));
  const starts = workflow.activities.filter((activity) => activity.type === 'START');
  const ordered: string[] = [];
  const seen = new Set<string>();
  const queue = (starts.length > 0 ? starts : workflow.activities.slice(0, 1)).map((activity) => activity.id);
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id) || !byId.has(id)) continue;
    seen.add(id);
    ordered.push(id);
    queue.push(...byId.get(id)!.next);
  }
  for (const activity of workflow.activities) if (!seen.has(activity.id)) ordered.push(activity.id);
  return ordered.map((id, index) => {
    const activity = byId.get(id)!;
    return {
      order: index + 1,
      id,
      name: activity.name,
      type: activity.type,
      status: activity.status ?? null,
      next: activity.next.map((nextId) => byId.get(nextId)?.name ?? nextId).join(', '),
    };
  });
}

/** A step of a subject's run as its instance answers it (schemas/workflow-instance.schema.json). */
export interface InstanceStep {
  toActivity: string;
  activityName?: string;
  action: string;
  actionName?: string | null;
  actor: string;
  createdAt: string;
}

/** A row of the card workflow viewer's steps (schemas/workflow-instance-step.schema.json). */
export interface InstanceStepRow {
  order: number;
  createdAt: string;
  activity: string;
  activityName: string;
  action: string;
  actionName: string | null;
  actor: string;
}

/**
 * The steps a subject went through, in the order taken, as the viewer lists them: when, the
 * activity entered, the action (by its name when the workflow names it) and who took it (the kind
 * of actor: the actor's own id is not shown).
 */
export function instanceStepRows(steps: readonly InstanceStep[]): InstanceStepRow[] {
  return steps.map((step, index) => ({
    order: index + 1,
    createdAt: step.createdAt,
    activity: step.toActivity,
    activityName: step.activityName ?? step.toActivity,
    action: step.action,
    actionName: step.actionName ?? null,
    actor: step.actor.split(':')[0]!,
  }));
}
