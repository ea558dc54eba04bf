import { relativeTime } from '../../../domain/relative-time.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'relativeTime',
  doc: 'How long ago: "Agora" under 29 seconds, else "5 minutos atrás" (spec 000 §9).',
  render: (value) => relativeTime(String(value)),
});
