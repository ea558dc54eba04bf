import { formatDate } from '../../../domain/dates.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({ name: 'date', doc: 'dd/MM/yyyy, in Brasília time.', render: (value) => formatDate(String(value)) });
