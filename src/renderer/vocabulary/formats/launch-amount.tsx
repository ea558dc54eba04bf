import { formatMoney } from '../../../domain/money.ts';
import { launchDisplay } from '../../../domain/status.ts';
import { valueAt } from '../../host/bindings.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'launchAmount',
  doc: "An entry's amount in its launch's colour, a debit after a minus sign (the eye toggle hides it).",
  options: {
    properties: {
      launchField: {
        $ref: '#/$defs/fieldPath',
        description: 'launchAmount: the field holding CREDIT or DEBIT (launch by default).',
      },
    },
  },
  render: (value, { field, record, visible }) => {
    const launch = valueAt(record, field.launchField ?? 'launch') === 'CREDIT' ? 'CREDIT' : 'DEBIT';
    const currency = String(valueAt(record, field.currencyField ?? 'currency') ?? 'BRL');
    return (
      <span className={`launch-amount colour-${launchDisplay(launch).colour}`}>
        {launch === 'DEBIT' ? '−' : ''}
        {formatMoney(Math.abs(Number(value)), currency, { hidden: !visible })}
      </span>
    );
  },
});
