import { defineFlag } from '../define.ts';

export default defineFlag({
  name: 'billingEnable',
  doc: 'Charges (the transaction config).',
  read: (config) => config.transactions?.billingEnable === true,
});
