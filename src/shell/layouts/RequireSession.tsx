import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Navigate, useLocation } from 'react-router-dom';
import { SessionContext } from '../session/session-context.ts';
import { appConfig } from '../../api/config.ts';
import { themeAsset } from '../theme.ts';

/**
 * The authentication guard of /account and all its children (spec 000 §2): a visitor without a
 * session goes to the login, carrying `redirect` unless the person chose to sign out.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const status = SessionContext.useSelector((snapshot) => snapshot.value);
  const endReason = SessionContext.useSelector((snapshot) => snapshot.context.endReason);
  if (status === 'signedIn') return children;
  if (status === 'restoring' || status === 'signingOut' || status === 'signingIn') {
    return (
      <div className="loading-overlay" role="status" aria-live="polite">
        <img className="splash-logo" src={themeAsset(appConfig().theme, 'splash-logo.svg')} alt="" width="96" height="96" />
        <span className="spinner" aria-hidden="true" />
        {t('app.loading')}
      </div>
    );
  }
  // spec 000 §2: a forced logout always goes to /auth/login; only an expiry carries `redirect`.
  if (endReason && endReason !== 'expired') return <Navigate to="/auth/login" replace />;
  const redirect = `${location.pathname}${location.search}`;
  return <Navigate to={`/auth/login?redirect=${encodeURIComponent(redirect)}`} replace />;
}
