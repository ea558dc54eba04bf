import { describe, expect, test } from 'vitest';
import { instanceStepRows, workflowSteps, type WorkflowActivity } from '../../../src/domain/workflow-steps.ts';

const activity = (id: string, type: string, next: string[], status?: string): WorkflowActivity => ({
  id,
  name: `Etapa ${id}`,
  type,
  next,
  ...(status ? { status } : {}),
});

describe('the workflow viewer rows', () => {
  test('follow the activities from the start, each after the first one that leads to it, with the names that follow it', () => {
    const rows = workflowSteps({
      activities: [
        activity('end', 'END', [], 'CANCELED'),
        activity('locked', 'TASK', ['active', 'end'], 'LOCKED'),
        activity('active', 'TASK', ['locked', 'end'], 'ACTIVE'),
        activity('approval', 'APPROVAL', ['active', 'end']),
        activity('start', 'START', ['approval'], 'PROCESSING'),
      ],
    });
    expect(rows.map((row) => [row.order, row.id, row.next])).toEqual([
      [1, 'start', 'Etapa approval'],
      [2, 'approval', 'Etapa active, Etapa end'],
      [3, 'active', 'Etapa locked, Etapa end'],
      [4, 'end', ''],
      [5, 'locked', 'Etapa active, Etapa end'],
    ]);
    expect(rows[0]).toMatchObject({ name: 'Etapa start', type: 'START', status: 'PROCESSING' });
    expect(rows[1]!.status).toBeNull();
  });

  test('activities no path reaches come last, in the order the bank gave; an unknown next is shown by its id', () => {
    const rows = workflowSteps({
      activities: [activity('a', 'START', ['ghost']), activity('orphan', 'TASK', []), activity('b', 'END', [])],
    });
    expect(rows.map((row) => row.id)).toEqual(['a', 'orphan', 'b']);
    expect(rows[0]!.next).toBe('ghost');
  });

  test('a workflow with no START begins at its first activity, and an empty one has no rows', () => {
    expect(workflowSteps({ activities: [activity('x', 'TASK', ['y']), activity('y', 'END', [])] }).map((row) => row.id)).toEqual([
      'x',
      'y',
    ]);
    expect(workflowSteps({ activities: [] })).toEqual([]);
  });
});

describe('instanceStepRows', () => {
  test("a subject's steps as the viewer lists them: numbered in order, the activity and action by name, who by kind only", () => {
    const rows = instanceStepRows([
      {
        toActivity: 'request',
        activityName: 'Pedido do cartão',
        action: 'START',
        actionName: null,
        actor: 'SUBJECT:u1',
        createdAt: '2026-01-05T13:00:00.000Z',
      },
      {
        toActivity: 'approval',
        activityName: 'Aprovação',
        action: 'REQUEST',
        actionName: 'Pedir a aprovação',
        actor: 'SYSTEM:issue',
        createdAt: '2026-01-05T13:00:00.000Z',
      },
      { toActivity: 'active', action: 'APPROVE', actor: 'SUBJECT:u1', createdAt: '2026-01-05T13:02:00.000Z' },
    ]);
    expect(rows).toEqual([
      {
        order: 1,
        createdAt: '2026-01-05T13:00:00.000Z',
        activity: 'request',
        activityName: 'Pedido do cartão',
        action: 'START',
        actionName: null,
        actor: 'SUBJECT',
      },
      {
        order: 2,
        createdAt: '2026-01-05T13:00:00.000Z',
        activity: 'approval',
        activityName: 'Aprovação',
        action: 'REQUEST',
        actionName: 'Pedir a aprovação',
        actor: 'SYSTEM',
      },
      // A step its version does not name is shown by its ids.
      {
        order: 3,
        createdAt: '2026-01-05T13:02:00.000Z',
        activity: 'active',
        activityName: 'active',
        action: 'APPROVE',
        actionName: null,
        actor: 'SUBJECT',
      },
    ]);
  });
});
