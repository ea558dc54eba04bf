import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publishNotice } from '../../api/notices.ts';
import { ScreenProviders } from '../../renderer/ScreenRoot.tsx';
import { useDialogs } from '../../renderer/dialogs/dialog-context.ts';
import { createLiveHost } from '../../renderer/host/live-host.ts';
import { SessionContext } from '../../shell/session/session-context.ts';
import './sign-in-steps.css';

/**
 * A user flagged changePassword (spec 000 §6) changes it before entering the account: the warning
 * toast, then the change-password modal (screens/change-password.json, spec 001 §4 "Header startup").
 * Closing the modal without changing leaves the person here, free to open it again or to leave.
 */
export function ForcedPasswordChange() {
  const user = SessionContext.useSelector((state) => state.context.user);
  const host = useMemo(
    () =>
      createLiveHost({
        user: user && {
          accountId: user.accountId,
          personId: user.personId,
          merchantId: user.merchantId,
          name: user.name,
          userName: user.userName,
          roles: user.roles,
        },
      }),
    [user],
  );
  return (
    <ScreenProviders host={host}>
      <PasswordChangeGate />
    </ScreenProviders>
  );
}

function PasswordChangeGate() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const session = SessionContext.useActorRef();
  const [open, setOpen] = useState(false);
  const warned = useRef(false);

  const openModal = useCallback(async () => {
    setOpen(true);
    const result = await dialogs.openScreen('change-password', { size: 'sm' });
    setOpen(false);
    if (result !== undefined) session.send({ type: 'PASSWORD_CHANGED' });
  }, [dialogs, session]);

  useEffect(() => {
    if (warned.current) return;
    warned.current = true;
    // spec 001 §8: the warning toast titled titles.warning, message messages.need_change_password.
    publishNotice({ kind: 'toast', level: 'warning', title: t('titles.warning'), message: t('messages.need_change_password') });
    void openModal();
  }, [openModal, t]);

  return (
    <section className="login-form forced-password-change" aria-labelledby="forced-password-title">
      <h1 id="forced-password-title">{t('login.forcedPassword.title')}</h1>
      <p className="muted">{t('messages.need_change_password')}</p>
      <button type="button" className="button button-primary button-block" disabled={open} onClick={() => void openModal()}>
        {t('login.forcedPassword.open')}
      </button>
      <button type="button" className="button button-secondary button-block" onClick={() => session.send({ type: 'SIGN_OUT' })}>
        {t('login.forcedPassword.leave')}
      </button>
    </section>
  );
}
