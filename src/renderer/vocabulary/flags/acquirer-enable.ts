import { defineFlag } from '../define.ts';

export default defineFlag({
  name: 'acquirerEnable',
  doc: 'The acquirer area.',
  read: (config) => config.acquirerEnable === true,
});
