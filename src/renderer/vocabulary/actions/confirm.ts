import { defineAction } from '../define.ts';

export default defineAction({
  name: 'confirm',
  opensDialog: true,
  doc: 'Asks a question; "no" stops the steps.',
  step: {
    required: ['message'],
    properties: {
      message: { $ref: '#/$defs/textKey' },
      title: { $ref: '#/$defs/textKey' },
      confirmLabel: { $ref: '#/$defs/textKey' },
      cancelLabel: { $ref: '#/$defs/textKey' },
    },
  },
  perform: (step, { dialogs }) =>
    dialogs.confirm({ message: step.message, title: step.title, confirmLabel: step.confirmLabel, cancelLabel: step.cancelLabel }),
});
