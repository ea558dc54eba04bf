import { formatDateTimeSeconds } from '../../../domain/dates.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'datetimeSeconds',
  doc: 'dd/MM/yyyy HH:mm:ss, in Brasília time.',
  render: (value) => formatDateTimeSeconds(String(value)),
});
