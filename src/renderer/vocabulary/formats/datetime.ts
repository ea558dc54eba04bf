import { formatDateTime } from '../../../domain/dates.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'datetime',
  doc: 'dd/MM/yyyy H:mm, in Brasília time.',
  render: (value) => formatDateTime(String(value)),
});
