import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatMoney } from '../../domain/money.ts';
import { useBindingScope } from '../actions/use-action-runner.ts';
import { StatusValue } from '../formats/StatusValue.tsx';
import { resolveParams, valueAt } from '../host/bindings.ts';
import { useScreenHost } from '../host/screen-host.ts';
import type { DataSource, GridSummarySpec } from '../screens/types.ts';
import { useOperationQuery } from '../host/operation-calls.ts';

interface SummaryItem {
  status: string;
  quantity: number;
  amount: number;
}

function itemsOf(answer: unknown): SummaryItem[] {
  const items = valueAt(answer, 'items');
  return Array.isArray(items) ? (items as SummaryItem[]) : [];
}

/**
 * A grid's summary bar: how many records have each status and their amount (the charges' quantities
 * by status). It loads again whenever the grid's rows do, so a cancel or a new charge shows at once.
 */
export function GridSummary({
  spec,
  rows,
  refreshOn,
}: {
  spec: GridSummarySpec;
  rows: unknown;
  /** The grid's hub events: the counts change with the rows. */
  refreshOn?: DataSource['refreshOn'];
}) {
  const { t } = useTranslation();
  const host = useScreenHost();
  const scope = useBindingScope();
  const params = useMemo(() => resolveParams(spec.params, scope), [spec.params, scope]);
  const summary = useOperationQuery({ operation: spec.operation, params, refreshOn });
  const { refetch } = summary;
  // It loads again whenever the grid's rows do, so a cancel or a new charge shows at once.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else void refetch();
  }, [rows, refetch]);
  const items = summary.isError ? [] : itemsOf(summary.data);
  if (items.length === 0) return null;
  return (
    <ul className="grid-summary" aria-label={t(spec.label)}>
      {items.map((item) => (
        <li key={item.status} className="grid-summary-item" data-status={item.status}>
          <StatusValue status={item.status} t={t} />
          <span className="grid-summary-quantity">{t('grid.summaryQuantity', { count: item.quantity })}</span>
          <span className="grid-summary-amount">{formatMoney(item.amount, 'BRL', { hidden: !host.visible })}</span>
        </li>
      ))}
    </ul>
  );
}
