import { formatMoney } from '../../../domain/money.ts';
import { valueAt } from '../../host/bindings.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'money',
  doc: 'R$ 1.234,56 (hidden behind asterisks by the eye toggle).',
  options: {
    properties: {
      currencyField: {
        $ref: '#/$defs/fieldPath',
        description: 'For money: the field holding the currency (currency by default).',
      },
    },
  },
  render: (value, { field, record, visible }) =>
    formatMoney(Number(value), String(valueAt(record, field.currencyField ?? 'currency') ?? 'BRL'), { hidden: !visible }),
});
