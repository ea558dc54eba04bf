import { valueAt } from '../../host/bindings.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'installment',
  doc: 'The installment as n/total (spec 001 §2).',
  options: {
    properties: {
      totalField: {
        $ref: '#/$defs/fieldPath',
        description: 'For installment: the field holding the number of installments (installments by default), shown as n/total.',
      },
    },
  },
  render: (value, { field, record }) => {
    const total = valueAt(record, field.totalField ?? 'installments');
    return total === undefined || total === null ? String(value) : `${String(value)}/${String(total)}`;
  },
});
