import { publishNotice } from '../../../api/notices.ts';
import { resolveValue } from '../../host/bindings.ts';
import { defineAction } from '../define.ts';

export default defineAction({
  name: 'copy',
  doc: 'Puts a value on the clipboard (the PIX copy-and-paste code) and says so; a failure to reach the clipboard says that instead.',
  step: {
    required: ['value', 'message'],
    properties: {
      value: { $ref: '#/$defs/paramValue', description: 'What goes on the clipboard: @row.emv, say.' },
      message: { $ref: '#/$defs/textKey' },
    },
  },
  async perform(step, { scope, t }) {
    const value = resolveValue(step.value, scope);
    try {
      await navigator.clipboard.writeText(value === undefined || value === null ? '' : String(value));
    } catch {
      publishNotice({ kind: 'toast', level: 'error', title: t('titles.error'), message: t('messages.copy_failed') });
      return false;
    }
    publishNotice({ kind: 'toast', level: 'success', title: t('titles.success'), message: t(step.message) });
    return true;
  },
});
