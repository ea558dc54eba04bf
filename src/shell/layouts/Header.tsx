import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router-dom';
import { appConfig } from '../../api/config.ts';
import { useBalance } from '../../api/queries.ts';
import { maskAccount } from '../../domain/account.ts';
import { formatMoney } from '../../domain/money.ts';
import { useAmountVisibility } from '../amount-visibility.tsx';
import { SessionContext } from '../session/session-context.ts';
import { ProfileMenu } from './ProfileMenu.tsx';
import { themeAsset } from '../theme.ts';
import { landingOf, showsAccount, siteSpec } from '../../renderer/site/site-manifest.ts';
import { BellIcon } from '../../renderer/site/BellIcon.tsx';
import { useLiveHostOptions } from '../session/live-host-options.ts';
import './header-menus.css';
import { EyeIcon } from '../../renderer/formats/EyeIcon.tsx';

// The inbox is a screen file shown by the renderer, which loads after the header has painted.
const SiteInbox = lazy(() => import('../../renderer/site/SiteInbox.tsx').then((module) => ({ default: module.SiteInbox })));

/** The manifest's inbox; until its code is in, a bell that keeps its place. */
function HeaderInbox() {
  const { t } = useTranslation();
  const { options } = useLiveHostOptions();
  const spec = siteSpec().inbox;
  if (!spec) return null;
  const waiting = (
    <div className="message-inbox">
      <button type="button" className="icon-button inbox-button" disabled aria-label={t('inbox.title')}>
        <BellIcon />
      </button>
    </div>
  );
  return (
    <Suspense fallback={waiting}>
      <SiteInbox options={options} spec={spec} />
    </Suspense>
  );
}

/** spec 001 §2: the balance with the eye toggle and the AG:/C/C: labels of the user's account. */
function HeaderAccount({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const balance = useBalance(accountId).data;
  const { visible, toggle } = useAmountVisibility();
  return (
    <>
      <div className="header-balance">
        <span className="header-balance-label">{t('header.balance')}</span>
        <output className="header-balance-amount" data-testid="header-balance" aria-live="polite">
          {balance ? formatMoney(balance.availableBalance, balance.currency, { hidden: !visible }) : '…'}
        </output>
        <button
          type="button"
          className="icon-button"
          onClick={toggle}
          aria-pressed={!visible}
          aria-label={visible ? t('header.hideAmounts') : t('header.showAmounts')}
        >
          <EyeIcon open={visible} />
        </button>
      </div>
      {/* Shown with placeholders while the balance loads, so the header keeps its height (no layout shift). */}
      <div className="header-account">
        <span>
          {t('header.branch')} {balance ? balance.branch : '…'}
        </span>
        <span>
          {t('header.account')} {balance ? maskAccount(balance.number) : '…'}
        </span>
      </div>
    </>
  );
}

/**
 * spec 001 §2: brand, the account (to the users the manifest's `header.account` names: a bank's
 * operator has none), the message inbox and the profile menu.
 */
export function Header() {
  const { t } = useTranslation();
  const user = SessionContext.useSelector((state) => state.context.user)!;

  return (
    <header className="header">
      <Link to={landingOf(user.roles, null)} className="header-brand">
        <img src={themeAsset(appConfig().theme, 'logo.svg')} alt={t('routes.home')} width="128" height="32" />
      </Link>
      {showsAccount(user) && <HeaderAccount accountId={user.accountId} />}
      <div className="header-user">
        <HeaderInbox />
        <ProfileMenu />
      </div>
    </header>
  );
}
