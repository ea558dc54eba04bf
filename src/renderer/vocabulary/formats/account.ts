import { maskAccount } from '../../../domain/account.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'account',
  doc: 'An account number with the hyphen before its check digit.',
  render: (value) => maskAccount(String(value)),
});
