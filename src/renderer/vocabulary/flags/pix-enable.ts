import { defineFlag } from '../define.ts';

export default defineFlag({
  name: 'pixEnable',
  doc: 'PIX payments and charges (the transaction config).',
  read: (config) => config.transactions?.pixEnable === true,
});
