import { StatusValue } from '../../formats/StatusValue.tsx';
import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'status',
  doc: 'A status with its icon and colour (spec 001 §4), its text enums.status.<value>.',
  render: (value, { t }) => <StatusValue status={String(value)} t={t} />,
});
