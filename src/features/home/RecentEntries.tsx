import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getAccountTransactions } from '../../api/account-transactions.ts';
import { formatDateTime, formatQueryDate } from '../../domain/dates.ts';
import { formatMoney } from '../../domain/money.ts';
import { launchDisplay } from '../../domain/status.ts';
import { useAmountVisibility } from '../../shell/amount-visibility.tsx';

const RECENT_COUNT = 5;
const RECENT_DAYS = 30;

/** The last five statement entries of the last 30 days, with a link to the whole statement. */
export function RecentEntries({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { visible } = useAmountVisibility();
  const recent = useQuery({
    // The balance's key prefix: a hub AccountTransaction event refreshes both.
    queryKey: ['balance', accountId, 'recentEntries'],
    queryFn: () => {
      const today = new Date();
      const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - RECENT_DAYS);
      return getAccountTransactions(accountId, {
        pageNumber: 1,
        pageSize: RECENT_COUNT,
        startDate: formatQueryDate(start),
        endDate: formatQueryDate(today),
      });
    },
  });
  const items = recent.data?.items ?? [];
  return (
    <article className="card recent-entries" aria-labelledby="recent-title" aria-busy={recent.isFetching}>
      <header className="card-header">
        <h2 id="recent-title">{t('home.recent')}</h2>
        <Link to="/account/transactions/extract">{t('home.seeStatement')}</Link>
      </header>
      {recent.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : items.length === 0 ? (
        <p>{t('home.noEntries')}</p>
      ) : (
        <ul className="recent-list">
          {items.map((entry) => {
            const launch = launchDisplay(entry.launch);
            return (
              <li key={entry.id} className="recent-item" data-entry-id={entry.id}>
                <span className={`launch-arrow colour-${launch.colour}`}>
                  <span aria-hidden="true">{entry.launch === 'CREDIT' ? '↑' : '↓'}</span>
                  <span className="home-sr-only">{t(`enums.launch.${entry.launch}`)}</span>
                </span>
                <span className="recent-description">
                  {entry.description}
                  <small>{formatDateTime(entry.executedAt)}</small>
                </span>
                <span className={`recent-amount colour-${launch.colour}`}>
                  {entry.launch === 'DEBIT' ? '−' : ''}
                  {formatMoney(entry.amount, entry.currency, { hidden: !visible })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
