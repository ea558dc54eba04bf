import { formatBranch } from '../../../domain/account.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({ name: 'branch', doc: 'A branch in four digits.', render: (value) => formatBranch(String(value)) });
