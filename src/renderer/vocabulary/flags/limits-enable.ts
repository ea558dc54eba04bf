import { defineFlag } from '../define.ts';

export default defineFlag({
  name: 'limitsEnable',
  doc: 'The limits page and its profile-menu item (spec 001 §2).',
  read: (config) => config.limitsEnable === true,
});
