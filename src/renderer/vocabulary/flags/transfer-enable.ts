import { defineFlag } from '../define.ts';

export default defineFlag({
  name: 'transferEnable',
  doc: 'Transfers (the transaction config).',
  read: (config) => config.transactions?.transferEnable === true,
});
