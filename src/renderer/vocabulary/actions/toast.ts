import { publishNotice } from '../../../api/notices.ts';
import { defineAction } from '../define.ts';

export default defineAction({
  name: 'toast',
  doc: 'Shows a message in a toast (success unless level says otherwise).',
  step: {
    required: ['message'],
    properties: {
      message: { $ref: '#/$defs/textKey' },
      title: { $ref: '#/$defs/textKey' },
      level: { type: 'string', enum: ['success', 'info', 'warning', 'error'] },
    },
  },
  async perform(step, { t }) {
    const level = step.level ?? 'success';
    publishNotice({ kind: 'toast', level, title: t(step.title ?? `titles.${level}`), message: t(step.message) });
    return true;
  },
});
