import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { SessionContext } from '../session/session-context.ts';

/**
 * The authentication guard of /account and all its children (spec 000 §2): a visitor without a
 * session goes to the login, carrying `redirect` unless the person chose to sign out.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const state = SessionContext.useSelector((snapshot) => ({
    value: snapshot.value,
    endReason: snapshot.context.endReason,
  }));
  if (state.value === 'signedIn') return children;
  if (state.value === 'restoring' || state.value === 'signingOut') {
    return (
      <div className="loading-overlay" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        {t('app.loading')}
      </div>
    );
  }
  if (state.endReason === 'signedOut') return <Navigate to="/auth/login" replace />;
  const redirect = `${location.pathname}${location.search}`;
  return <Navigate to={`/auth/login?redirect=${encodeURIComponent(redirect)}`} replace />;
}
