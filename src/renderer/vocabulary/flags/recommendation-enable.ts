import { defineFlag } from '../define.ts';

// spec 001 §2: 'Indique um amigo' shows "only if the recommendation feature is on in the transaction config".
export default defineFlag({
  name: 'recommendationEnable',
  doc: "'Indique um amigo': the transaction config's recommendation flag (spec 001 §2).",
  read: (config) => config.transactions?.recommendationEnable === true,
});
