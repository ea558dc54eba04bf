import { defineFormat } from '../define.ts';

export default defineFormat({ name: 'yesNo', doc: 'Sim or Não.', render: (value, { t }) => t(value ? 'form.yes' : 'form.no') });
