import { publishNotice } from '../../../api/notices.ts';
import { resolveValue } from '../../host/bindings.ts';
import { defineAction } from '../define.ts';

export default defineAction({
  name: 'share',
  doc: "Opens the device's share sheet with a link and a text (an invitation); where there is none, copies the link and says so.",
  step: {
    required: ['url', 'text', 'message'],
    properties: {
      url: { $ref: '#/$defs/paramValue', description: 'The link shared: @row.link, say.' },
      title: { $ref: '#/$defs/textKey', description: 'The title the share sheet shows.' },
      text: { $ref: '#/$defs/textKey', description: 'The message that goes with the link.' },
      message: { $ref: '#/$defs/textKey', description: 'Said when the link was copied instead.' },
    },
  },
  async perform(step, { scope, t }) {
    const url = String(resolveValue(step.url, scope) ?? '');
    const data = { url, text: t(step.text), ...(step.title ? { title: t(step.title) } : {}) };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return true;
      } catch (error) {
        // The person closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return false;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      publishNotice({ kind: 'toast', level: 'error', title: t('titles.error'), message: t('messages.copy_failed') });
      return false;
    }
    publishNotice({ kind: 'toast', level: 'success', title: t('titles.success'), message: t(step.message) });
    return true;
  },
});
