import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { WidgetProps } from '@rjsf/utils';
import { formatDate } from '../../../domain/dates.ts';
import { digitableLineFault, slipKindOf, slipLength } from '../../../domain/digitable-line-fault.ts';
import { parseDigitableLine } from '../../../domain/digitable-line.ts';
import { formatMoney } from '../../../domain/money.ts';
import { MaskedWidget } from './MaskedWidget.tsx';

const digitsOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/** What a complete, valid line says: its kind, bank or segment, amount and due date. */
function LineSummary({ line }: { line: string }) {
  const { t } = useTranslation();
  const slip = parseDigitableLine(line);
  const amount = slip.amountCents > 0 ? formatMoney(slip.amount, 'BRL') : t('payments.line.noAmount');
  return (
    <dl className="line-summary" data-testid="digitable-line-summary">
      <div>
        <dt>{t('payments.line.kind')}</dt>
        <dd>{t(slip.kind === 'bank' ? 'payments.line.bankSlip' : 'payments.line.utility')}</dd>
      </div>
      {slip.kind === 'bank' ? (
        <div>
          <dt>{t('payments.line.bankCode')}</dt>
          <dd>{slip.bankCode}</dd>
        </div>
      ) : (
        <div>
          <dt>{t('payments.line.segment')}</dt>
          <dd>{t(`payments.segments.${slip.segment}`, { defaultValue: slip.segment })}</dd>
        </div>
      )}
      <div>
        <dt>{t('payments.line.amount')}</dt>
        <dd>{slip.kind === 'utility' && !slip.effectiveValue ? t('payments.line.referenceAmount') : amount}</dd>
      </div>
      {slip.kind === 'bank' && (
        <div>
          <dt>{t('payments.line.dueDate')}</dt>
          <dd>{slip.dueDate ? formatDate(slip.dueDate) : t('payments.line.noDueDate')}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The digitable line of a bank slip (47 digits) or a utility bill (48, starting with 8), masked as
 * printed. Once the last digit is in, the line is checked at once (the form's `digitableLine` rule names
 * the failing check digit) and, when it holds, decoded: kind, bank, amount and due date.
 */
export function DigitableLineWidget(props: WidgetProps) {
  const { id, value, onBlur } = props;
  const digits = digitsOf(value);
  const complete = digits.length === slipLength(slipKindOf(digits));
  const valid = complete && digitableLineFault(digits) === null;
  const checked = useRef('');

  // Checked as it is typed: the last digit counts as leaving the field, so the error or the summary shows at once.
  useEffect(() => {
    if (!complete || checked.current === digits) return;
    checked.current = digits;
    onBlur(id, value);
  }, [complete, digits, id, value, onBlur]);

  return (
    <>
      <MaskedWidget {...props} options={{ ...props.options, mask: 'digitableLine' }} />
      <div aria-live="polite">{valid && <LineSummary line={digits} />}</div>
    </>
  );
}
