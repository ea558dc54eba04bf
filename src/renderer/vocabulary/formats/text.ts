import { defineFormat } from '../define.ts';

export default defineFormat({ name: 'text', doc: 'The value as it is (the default).', render: (value) => String(value) });
