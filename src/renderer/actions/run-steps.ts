import { actionWords } from '../vocabulary/registry/actions.ts';
import type { Step } from '../screens/types.ts';
import type { ActionContext } from './action-context.ts';

/**
 * Runs the steps in order, each by its action's word (src/renderer/vocabulary/actions); one that
 * answers false stops the rest. Each answer replaces @result for the steps after it.
 */
export async function runSteps(steps: readonly Step[], context: Omit<ActionContext, 'run'>): Promise<boolean> {
  let scope = context.scope;
  for (const step of steps) {
    const word = actionWords()[step.action];
    if (!word) throw new Error(`no action "${step.action}" in src/renderer/vocabulary/actions`);
    const run = (more: readonly unknown[], nextScope = scope) => runSteps(more as Step[], { ...context, scope: nextScope });
    const outcome = await word.perform(step, { ...context, scope, run });
    if (outcome === false) return false;
    if (outcome !== true) scope = { ...scope, result: outcome.result };
  }
  return true;
}
