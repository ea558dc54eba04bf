import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { fromPromise } from 'xstate';
import { publishNotice } from '../../api/notices.ts';
import {
  browserPermission,
  deviceRegisteredThisSession,
  dismissPushPrompt,
  pushPromptDismissed,
  fetchPushToken,
  loadPushConfig,
  onForegroundPush,
  registerDevice,
  requestPushPermission,
} from '../../api/push.ts';
import { pushPermissionMachine } from '../../machines/push-permission.machine.ts';
import { SessionContext } from './session-context.ts';
import './push-prompt.css';

/**
 * Push permission and device registration once the user is known (spec 000 §4): asks the person
 * when the browser has not decided, registers the device once per session, shows the warnings of
 * spec 000 §8 and turns foreground pushes into toasts.
 */
export function PushWatcher() {
  const { t } = useTranslation();
  const id = useId();
  const accountId = SessionContext.useSelector((state) => state.context.user?.accountId);
  const [logic] = useState(() =>
    pushPermissionMachine.provide({
      actors: {
        requestPermission: fromPromise(() => requestPushPermission()),
        fetchToken: fromPromise(async () => fetchPushToken(await loadPushConfig())),
        registerDevice: fromPromise(({ input }: { input: { token: string } }) =>
          registerDevice(accountId!, input.token).then(() => undefined),
        ),
      },
      actions: {
        warn: (_, { warning }) =>
          publishNotice({
            kind: 'toast',
            // spec 000 §8: a failed device registration is an error toast; the others are warnings.
            level: warning === 'registration' ? 'error' : 'warning',
            title: t(`push.${warning}.title`),
            message: t(`push.${warning}.message`),
          }),
      },
    }),
  );
  const push = useActorRef(logic, { input: { registered: deviceRegisteredThisSession() } });
  const asking = useSelector(push, (state) => state.matches('asking'));
  const registered = useSelector(push, (state) => state.matches('registered'));

  useEffect(() => {
    // "Not now" holds on this browser (src/api/push.ts).
    if (accountId && !pushPromptDismissed()) push.send({ type: 'START', permission: browserPermission() });
  }, [accountId, push]);

  useEffect(() => {
    if (!registered) return undefined;
    // spec 000 §7: a push received in the foreground shows a toast with its title and body.
    return onForegroundPush(({ title, body }) => publishNotice({ kind: 'toast', level: 'info', title, message: body }));
  }, [registered]);

  if (!asking) return null;
  return (
    <section className="push-prompt" aria-labelledby={`${id}-title`} data-testid="push-prompt">
      <div>
        <strong id={`${id}-title`}>{t('push.askTitle')}</strong>
        <p>{t('push.ask')}</p>
      </div>
      <div className="push-prompt-actions">
        <button type="button" className="button button-primary" onClick={() => push.send({ type: 'ALLOW' })}>
          {t('push.allow')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            dismissPushPrompt();
            push.send({ type: 'LATER' });
          }}
        >
          {t('push.later')}
        </button>
      </div>
    </section>
  );
}
