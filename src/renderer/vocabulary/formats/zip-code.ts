import { formatZipCode } from '../../formats/text-formats.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({ name: 'zipCode', doc: '00000-000.', render: (value) => formatZipCode(String(value)) });
