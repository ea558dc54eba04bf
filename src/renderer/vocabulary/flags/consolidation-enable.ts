import { defineFlag } from '../define.ts';

export default defineFlag({
  name: 'consolidationEnable',
  doc: 'The consolidation reports.',
  read: (config) => config.consolidationEnable === true,
});
