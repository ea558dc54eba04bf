import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { appConfig } from '../../api/config.ts';
import { reportError } from '../../api/errors.ts';
import { formatDate, formatDateTimeSeconds } from '../../domain/dates.ts';
import { formatDigitableLine } from '../../domain/digitable-line.ts';
import { formatMoney } from '../../domain/money.ts';
import { receiptBody, type ReceiptMetadata } from '../../domain/receipt.ts';
import type { AccountTransaction } from '../../generated/schemas.ts';
import { ActionButton } from '../actions/ActionButton.tsx';
import { useActionRunner, useBindingScope } from '../actions/use-action-runner.ts';
import { useModal } from '../dialogs/dialog-context.ts';
import { Icon } from '../formats/icons.tsx';
import { resolveValue } from '../host/bindings.ts';
import { sampleFor } from '../schema/sample-data.ts';
import { canAccess, evaluateCondition } from '../host/conditions.ts';
import { useScreenHost } from '../host/screen-host.ts';
import type { ReceiptScreen, ScreenModule } from '../screens/types.ts';
import { downloadReceiptPdf } from './receipt-pdf.ts';
import { useBankNames } from './use-bank-names.ts';
import './receipt.css';

/** The statement entry a receipt screen shows, read from its `transaction` binding. */
function useReceiptTransaction(module: ScreenModule): AccountTransaction | undefined {
  const scope = useBindingScope();
  const host = useScreenHost();
  const screen = module.screen as ReceiptScreen;
  const value = resolveValue(screen.spec.transaction, scope);
  if (value && typeof value === 'object') return value as AccountTransaction;
  // The studio opens a receipt on its own: it shows one made from the schema's sample data.
  if (host.mode === 'preview' && module.schema) return sampleFor(module.schema, module.schema) as AccountTransaction;
  return undefined;
}

/**
 * spec 001 §2 and §3: a statement entry's receipt: the theme's receipt logo, the amount, the executed
 * date and time, the due date and the digitable line when the metadata has them, the body of its
 * entity; PDF download, print, the file's actions (Reverse) and Close.
 */
export function ReceiptView({ module }: { module: ScreenModule }) {
  const screen = module.screen as ReceiptScreen;
  const { t } = useTranslation();
  const host = useScreenHost();
  const modal = useModal();
  const run = useActionRunner();
  const transaction = useReceiptTransaction(module);
  const metadata = (transaction?.metadata ?? null) as ReceiptMetadata | null;
  const bankNames = useBankNames(metadata);
  const paper = useRef<HTMLDivElement>(null);
  const [making, setMaking] = useState(false);
  if (!transaction) return <p role="alert">{t('receipt.missing')}</p>;

  const money = (amount: number) => formatMoney(amount, transaction.currency, { hidden: !host.visible });
  const blocks = receiptBody(transaction.entity, metadata, {
    bankName: (ispb) => bankNames.get(ispb),
    hidden: !host.visible,
    formatAmount: money,
  });
  const actions = (screen.spec.actions ?? []).filter(
    (action) => canAccess(action, host) && evaluateCondition(action.when, transaction, host),
  );
  const amountText = money(transaction.amount);

  const download = async () => {
    if (!paper.current) return;
    setMaking(true);
    try {
      await downloadReceiptPdf(paper.current, transaction.id, {
        title: transaction.description,
        lines: [
          `${t('receipt.amount')}: ${amountText}`,
          `${t('receipt.executedAt')}: ${formatDateTimeSeconds(transaction.executedAt)}`,
          `${t('receipt.transactionId')}: ${transaction.id}`,
        ],
      });
    } catch (error) {
      reportError(error);
    } finally {
      setMaking(false);
    }
  };

  const print = () => {
    document.body.classList.add('printing-receipt');
    window.print();
    document.body.classList.remove('printing-receipt');
  };

  return (
    <div className="receipt-screen">
      {/* In a dialog the frame's title is the entry's description; alone (the studio), the screen names itself. */}
      {!modal && <h2>{t(screen.title)}</h2>}
      <div ref={paper} className="receipt" data-testid="receipt">
        {/* spec 000 §1 and 001 §9: the receipt logo depends on the configured theme. */}
        <img
          className="receipt-logo"
          src={`/themes/${encodeURIComponent(appConfig().theme)}/receipt-logo.svg`}
          alt={t('receipt.logo')}
          width="160"
          height="40"
        />
        <p className={`receipt-amount launch-${transaction.launch.toLowerCase()}`} data-testid="receipt-amount">
          {amountText}
        </p>
        <dl className="receipt-lines">
          {transaction.executedAt && (
            <div>
              <dt>{t('receipt.executedAt')}</dt>
              <dd data-testid="receipt-executed-at">{formatDateTimeSeconds(transaction.executedAt)}</dd>
            </div>
          )}
          {metadata?.dueDate && (
            <div>
              <dt>{t('receipt.dueDate')}</dt>
              <dd>{formatDate(metadata.dueDate)}</dd>
            </div>
          )}
          {metadata?.digitableLine && (
            <div>
              <dt>{t('receipt.digitableLine')}</dt>
              <dd className="receipt-digitable">{formatDigitableLine(metadata.digitableLine)}</dd>
            </div>
          )}
        </dl>
        <hr />
        {blocks.map((block, index) => (
          <section key={index} className="receipt-block" aria-label={block.title ? t(block.title) : undefined}>
            {block.title && <h3>{t(block.title)}</h3>}
            <dl className="receipt-lines">
              {block.lines.map((line) => (
                <div key={line.label}>
                  <dt>{t(line.label)}</dt>
                  <dd>{line.valueKey ? t(line.value) : line.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <div className="form-actions receipt-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => void download()}
          disabled={making}
          data-action="pdf"
        >
          {making ? <span className="spinner spinner-small" aria-hidden="true" /> : <Icon name="download" />}
          {t('receipt.download')}
        </button>
        <button type="button" className="button button-secondary" onClick={print} data-action="print">
          {t('receipt.print')}
        </button>
        {actions.map((action) => (
          <ActionButton key={action.id} action={action} onRun={() => void run(action.steps, { row: transaction })} />
        ))}
        <button type="button" className="button button-secondary" onClick={() => modal?.close()}>
          {t('form.close')}
        </button>
      </div>
    </div>
  );
}
