import { resolveParams } from '../../host/bindings.ts';
import { defineAction } from '../define.ts';

export default defineAction({
  name: 'dialog',
  opensDialog: true,
  doc: 'Opens a screen in a dialog of the given size; its params arrive as @route.* inside; closed with a result the steps go on, closed with × they stop.',
  step: {
    required: ['screen'],
    properties: {
      screen: { $ref: '#/$defs/screenId' },
      size: { type: 'string', enum: ['sm', 'md', 'lg'], description: "The dialog's width: sm, md (default) or lg." },
      params: { $ref: '#/$defs/params' },
    },
  },
  // spec 001 §4: a modal closed with a result reloads the grid (the steps go on); × stops them.
  async perform(step, { dialogs, scope }) {
    const result = await dialogs.openScreen(step.screen, {
      route: resolveParams(step.params, scope) as Record<string, string>,
      size: step.size,
    });
    return result !== undefined;
  },
});
