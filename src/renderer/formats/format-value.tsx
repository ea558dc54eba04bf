import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import {
  formatBranch,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatDigitableLine,
  formatMoney,
  formatTaxId,
  launchDisplay,
  maskAccount,
  statusDisplay,
} from '../../domain/index.ts';
import { valueAt } from '../host/bindings.ts';
import type { DisplayedField } from '../screens/types.ts';
import { BlobDocument, BlobImage } from './BlobView.tsx';
import { Icon } from './icons.tsx';
import { formatPhone, formatZipCode } from './text-formats.ts';

/** The status icon (spec 001 §4): the icon and colours of the domain's table, the label a text key. */
export function StatusValue({ status, t }: { status: string; t: TFunction }) {
  const display = statusDisplay(status);
  const label = t(`enums.status.${status}`, { defaultValue: status });
  return (
    <span className={`status status-${display.colour}`}>
      {display.icon && (
        <span className={`status-icon colour-${display.iconColour}`}>
          <Icon name={display.icon} spinning={display.spinning} />
        </span>
      )}
      {label}
    </span>
  );
}

/** A value of a column or a detail field in its format (spec 001 §9 formats; amounts and tax ids follow the eye toggle). */
export function formatValue(field: DisplayedField, record: unknown, t: TFunction, visible: boolean): ReactNode {
  const value = valueAt(record, field.field);
  if (value === undefined || value === null || value === '') return '';
  switch (field.format) {
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'datetimeSeconds':
      return formatDateTimeSeconds(String(value));
    case 'money':
      return formatMoney(Number(value), String(valueAt(record, field.currencyField ?? 'currency') ?? 'BRL'), {
        hidden: !visible,
      });
    case 'taxId':
      return formatTaxId(String(value), { hidden: !visible });
    case 'status':
      return <StatusValue status={String(value)} t={t} />;
    case 'launch': {
      const launch = String(value) === 'CREDIT' ? 'CREDIT' : 'DEBIT';
      const display = launchDisplay(launch);
      return (
        <span className={`launch colour-${display.colour}`}>
          <Icon name={display.icon} />
          {t(`enums.launch.${launch}`)}
        </span>
      );
    }
    case 'account':
      return maskAccount(String(value));
    case 'branch':
      return formatBranch(String(value));
    case 'zipCode':
      return formatZipCode(String(value));
    case 'phone':
      return formatPhone(String(value));
    case 'yesNo':
      return t(value ? 'form.yes' : 'form.no');
    case 'translate':
      return t(`${field.prefix ?? ''}${String(value)}`, { defaultValue: String(value) });
    case 'installment': {
      // spec 001 §2: the installment as n/total.
      const total = valueAt(record, field.totalField ?? 'installments');
      return total === undefined || total === null ? String(value) : `${String(value)}/${String(total)}`;
    }
    case 'digitableLine':
      return formatDigitableLine(String(value));
    case 'image':
      return <BlobImage field={field} record={record} />;
    case 'document':
      return <BlobDocument field={field} record={record} value={String(value)} />;
    default:
      return String(value);
  }
}
