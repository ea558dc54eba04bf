import { defineKind } from '../define.ts';

export default defineKind({
  name: 'shortcuts',
  doc: "The site's shortcuts (the manifest's `shortcuts`) as big links, each shown under the rules of its sidebar entry.",
  spec: { type: 'object', additionalProperties: false, properties: {} },
  view: () => import('../../site/ShortcutsView.tsx').then((module) => module.ShortcutsView),
});
