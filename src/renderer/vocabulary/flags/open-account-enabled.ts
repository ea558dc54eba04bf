import type { BankConfiguration } from '../../../generated/schemas.ts';
import { defineFlag } from '../define.ts';

export default defineFlag({
  name: 'openAccountEnabled',
  doc: "Opening an account at /register (spec 000 §1): the bank configuration's flag, off unless the bank turns it on; it gates the route and the sign-in's link.",
  source: 'bank',
  read: (config) => (config as unknown as BankConfiguration).openAccountEnabled === true,
});
