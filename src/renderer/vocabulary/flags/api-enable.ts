import { defineFlag } from '../define.ts';

export default defineFlag({
  name: 'apiEnable',
  doc: 'The API group of the sidebar: credentials and webhooks.',
  read: (config) => config.apiEnable === true,
});
