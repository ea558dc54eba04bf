import { defineFlag } from '../define.ts';

export default defineFlag({
  name: 'paymentEnable',
  doc: 'Bill payments (the transaction config).',
  read: (config) => config.transactions?.paymentEnable === true,
});
