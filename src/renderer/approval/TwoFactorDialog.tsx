import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { fromPromise } from 'xstate';
import { errorItems, errorStatus } from '../../api/errors.ts';
import { publishNotice } from '../../api/notices.ts';
import { twoFactorMachine, type TokenResendAnswer } from '../../machines/two-factor.machine.ts';
import type { TwoFactorDialogOptions } from '../dialogs/dialog-context.ts';
import { ModalFrame } from '../dialogs/ModalFrame.tsx';
import { TokenBoxes } from './TokenBoxes.tsx';

/** A refused resend keeps its error list (spec 001 §8: each shown with message and code); a failed one throws. */
async function resendAnswer(resend: () => Promise<TokenResendAnswer>): Promise<TokenResendAnswer> {
  try {
    return await resend();
  } catch (error) {
    const items = errorItems(error);
    if (!items) throw error;
    return { code: errorStatus(error) ?? 400, data: 0, errors: items };
  }
}

/**
 * The two-factor dialog 'Token de Validação' (spec 001 §2, §4): a message, six boxes, and the
 * resend countdown 'Reenviar token (Ns)' that turns into a link below zero. The sixth digit closes
 * it with the code; × or Escape closes it with null.
 */
export function TwoFactorDialog({ options, onClose }: { options: TwoFactorDialogOptions; onClose(code: string | null): void }) {
  const { t } = useTranslation();
  const messageId = useId();
  const machine = useMemo(
    () =>
      twoFactorMachine.provide({
        actors: { resendToken: fromPromise(() => resendAnswer(options.resend)) },
        actions: {
          reportResendErrors: (_, { errors }) => {
            // spec 001 §8: a transport failure is the one fixed message, titled 'Error'.
            if (errors === null)
              publishNotice({ kind: 'toast', level: 'error', title: t('token.errorTitle'), message: t('token.sendFailed') });
            else publishNotice({ kind: 'error', items: errors });
          },
        },
      }),
    [options.resend, t],
  );
  const [snapshot, send] = useMachine(machine, { input: { seconds: options.seconds } });

  useEffect(() => {
    if (snapshot.status === 'done') onClose(snapshot.output?.code ?? null);
  }, [snapshot.status, snapshot.output, onClose]);

  const { digits, focus, countdown } = snapshot.context;
  return (
    <ModalFrame title={t('token.title')} size="sm" onClose={() => send({ type: 'CLOSE' })}>
      <div className="two-factor" data-testid="two-factor-dialog">
        <p id={messageId}>{t(options.message ?? 'token.message')}</p>
        <TokenBoxes
          digits={digits}
          focus={focus}
          autoFocus
          labelledBy={messageId}
          onType={(index, digit) => send({ type: 'TYPE_DIGIT', index, digit })}
          onBackspace={(index) => send({ type: 'BACKSPACE', index })}
          onPaste={(pasted) => pasted.forEach((digit, index) => send({ type: 'TYPE_DIGIT', index, digit }))}
        />
        <p className="token-resend" aria-live="polite">
          {countdown >= 0 ? (
            <span data-testid="token-countdown">{t('token.resendIn', { seconds: countdown })}</span>
          ) : (
            <button
              type="button"
              className="link-button"
              disabled={snapshot.matches('resending')}
              onClick={() => send({ type: 'RESEND' })}
            >
              {t('token.resend')}
            </button>
          )}
        </p>
      </div>
    </ModalFrame>
  );
}
