import { defineFlag } from '../define.ts';

export default defineFlag({
  name: 'cardEnable',
  doc: 'The card area: holders, cards, invoices (spec 001 §2).',
  read: (config) => config.cardEnable === true,
});
