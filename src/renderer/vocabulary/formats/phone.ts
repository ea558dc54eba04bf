import { formatPhone } from '../../formats/text-formats.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({ name: 'phone', doc: '(DDD) 98765-4321.', render: (value) => formatPhone(String(value)) });
