import { useTranslation } from 'react-i18next';
import { useBalance } from '../../api/queries.ts';
import { formatMoney } from '../../domain/index.ts';
import { useAmountVisibility } from '../../shell/amount-visibility.tsx';
import { SessionContext } from '../../shell/session/session-context.ts';
import { RecentEntries } from './RecentEntries.tsx';
import { Shortcuts } from './Shortcuts.tsx';
import './home.css';

/** /account/home: the balance, shortcuts to the money screens and the latest statement entries. */
export function HomePage() {
  const { t } = useTranslation();
  const user = SessionContext.useSelector((state) => state.context.user)!;
  const balance = useBalance(user.accountId);
  const { visible } = useAmountVisibility();
  const money = (amount: number) => formatMoney(amount, balance.data?.currency ?? 'BRL', { hidden: !visible });
  const firstName = user.name.split(' ')[0];

  return (
    <section className="page" aria-labelledby="home-title">
      <h1 id="home-title">{t('home.greeting', { name: firstName })}</h1>
      <article className="card balance-card" aria-busy={balance.isFetching}>
        <header className="card-header">
          <h2>{t('home.balanceTitle')}</h2>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void balance.refetch()}
            disabled={balance.isFetching}
          >
            {t('home.refresh')}
          </button>
        </header>
        {balance.data && (
          <dl className="balance-figures">
            <div>
              <dt>{t('home.available')}</dt>
              <dd className="amount-large" data-testid="available-balance">
                {money(balance.data.availableBalance)}
              </dd>
            </div>
            <div>
              <dt>{t('home.blocked')}</dt>
              <dd>{money(balance.data.blockedDebitBalance)}</dd>
            </div>
            <div>
              <dt>{t('home.total')}</dt>
              <dd data-testid="total-balance">{money(balance.data.balance)}</dd>
            </div>
          </dl>
        )}
      </article>
      <Shortcuts />
      <RecentEntries accountId={user.accountId} />
    </section>
  );
}
