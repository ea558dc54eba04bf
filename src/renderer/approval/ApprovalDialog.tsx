import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { TFunction } from 'i18next';
import { fromPromise } from 'xstate';
import { errorItems, RefusedAnswer, reportError } from '../../api/errors.ts';
import type { TokenSendAnswer } from '../../generated/schemas.ts';
import {
  approvalMachine,
  approvalTypeOf,
  isPasswordComplete,
  needsPassword,
  needsToken,
  type ApprovalType,
} from '../../machines/approval.machine.ts';
import type { ApprovalDialogOptions, ApprovalOutcome } from '../dialogs/dialog-context.ts';
import { ModalFrame } from '../dialogs/ModalFrame.tsx';
import { useOperationCall } from '../host/operation-calls.ts';
import { useScreenHost, type ApprovalSettings } from '../host/screen-host.ts';
import { PasswordDigits } from './PasswordDigits.tsx';
import { SendTokenButton } from './SendTokenButton.tsx';
import { TokenBoxes } from './TokenBoxes.tsx';
import { emptyDigits, eraseDigit, focusOf, typeDigit } from './token-digits.ts';
import { VirtualKeyboard } from './VirtualKeyboard.tsx';
import './approval.css';

const TYPES: ApprovalType[] = ['password', 'token', 'password_token'];
const DEFAULT_SETTINGS: ApprovalSettings = { method: 'PASSWORD', keyboard: true };

interface Props {
  options: ApprovalDialogOptions;
  onClose(outcome: ApprovalOutcome | null): void;
}

/** The token's boxes keep what is typed; the machine holds the token only once all six are there (spec 001 §4). */
function useTokenDigits(onToken: (token: string) => void) {
  const [state, setState] = useState({ digits: emptyDigits(), focus: 0 });
  const reset = useCallback(() => setState({ digits: emptyDigits(), focus: 0 }), []);
  const update = (digits: string[], focus = focusOf(digits)) => {
    setState({ digits, focus });
    onToken(digits.join(''));
  };
  return {
    ...state,
    type: (index: number, digit: string) => update(typeDigit(state.digits, index, digit)),
    erase: (index: number) => {
      const next = eraseDigit(state.digits, index);
      update(next.digits, next.focus);
    },
    paste: (digits: string[]) => update(digits),
    reset,
  };
}

/** The bank's refusal in one line: its own message (with its code), or that the bank could not be reached. */
function refusalText(error: unknown, t: TFunction): string {
  const item = errorItems(error)?.[0];
  return item ? (item.errorCode ? `${item.message} (${item.errorCode})` : item.message) : t('approvalRefused.unreachable');
}

function ApprovalForm({ options, onClose, settings }: Props & { settings: ApprovalSettings }) {
  const { t } = useTranslation();
  const host = useScreenHost();
  const call = useOperationCall();
  const ids = { password: useId(), passwordError: useId(), token: useId(), tokenError: useId(), hint: useId() };
  const machine = useMemo(
    () =>
      approvalMachine.provide({
        actors: {
          submitApproval: fromPromise(({ input }) => options.submit(input)),
          sendToken: fromPromise(async () => {
            const answer = (await call('sendToken', { accountId: host.user?.accountId ?? '' })) as TokenSendAnswer | undefined;
            // spec 001 §8: another code than 200 is a refusal, each of its errors a toast; the button is usable again.
            if (typeof answer?.code === 'number' && answer.code !== 200) throw new RefusedAnswer(answer.errors ?? []);
            return answer?.data ?? 0;
          }),
        },
        actions: { reportError: (_, { error }) => reportError(error) },
      }),
    [options, host, call],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      method: settings.method,
      keyboard: settings.keyboard,
      selectable: options.selectable,
      choices: (settings.methods ?? []).map(approvalTypeOf),
    },
  });
  const token = useTokenDigits((value) => send({ type: 'CHANGE_TOKEN', value }));
  const refusal = snapshot.context.error;
  const resetToken = token.reset;
  // A refused try empties the token's boxes too, for the next one.
  useEffect(() => {
    if (refusal) resetToken();
  }, [refusal, resetToken]);

  useEffect(() => {
    if (snapshot.status === 'done') onClose(snapshot.output ?? null);
  }, [snapshot.status, snapshot.output, onClose]);

  const context = snapshot.context;
  const busy = snapshot.matches('submitting') || snapshot.matches({ editing: { tokenSender: 'sending' } });
  const passwordOn = needsPassword(context.type);
  const tokenOn = needsToken(context.type);
  const passwordError =
    context.submitted && passwordOn && !isPasswordComplete(context) ? t('approval.errors.password') : undefined;
  const tokenError = context.submitted && tokenOn && !/^\d{6}$/.test(context.token) ? t('approval.errors.token') : undefined;
  const invalid = Boolean((passwordOn && !isPasswordComplete(context)) || (tokenOn && !/^\d{6}$/.test(context.token)));
  const submit = (approved: boolean) => {
    if (!busy) send({ type: 'SUBMIT', approved });
  };

  return (
    <ModalFrame title={t(options.title ?? 'approval.title')} size="sm" onClose={() => send({ type: 'CANCEL' })}>
      <form
        className="approval-form"
        data-testid="approval-dialog"
        aria-busy={busy}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (options.approveLabel) submit(true);
        }}
      >
        {refusal ? (
          <p className="approval-refused" role="alert" data-testid="approval-refused">
            {t('approvalRefused.line', { reason: refusalText(refusal, t) })}
          </p>
        ) : null}
        {context.selectable && (
          <fieldset className="approval-types">
            <legend>{t('approval.typeLegend')}</legend>
            {(context.choices.length > 0 ? context.choices : TYPES).map((type) => (
              <label key={type} className="radio">
                <input
                  type="radio"
                  name="approval-type"
                  value={type}
                  checked={context.type === type}
                  onChange={() => send({ type: 'SELECT_TYPE', approvalType: type })}
                />
                {t(`approval.types.${type}`)}
              </label>
            ))}
          </fieldset>
        )}

        <section className="approval-section" aria-disabled={!passwordOn}>
          {context.keyboard ? (
            <VirtualKeyboard
              value={context.pairs}
              disabled={!passwordOn || busy}
              error={passwordError}
              onChange={(pairs) => send({ type: 'CHANGE_KEYBOARD', pairs })}
            />
          ) : (
            <PasswordDigits
              id={ids.password}
              errorId={ids.passwordError}
              value={context.password}
              disabled={!passwordOn || busy}
              error={passwordError}
              onChange={(value) => send({ type: 'CHANGE_PASSWORD', value })}
            />
          )}
          {context.type === 'password' && (
            <p id={ids.hint} className="approval-hint">
              {t('approval.mustHavePassword')}
            </p>
          )}
        </section>

        <section className="approval-section" aria-disabled={!tokenOn}>
          <p id={ids.token} className="approval-label">
            {t('approval.tokenLabel')}
          </p>
          <TokenBoxes
            digits={token.digits}
            focus={token.focus}
            disabled={!tokenOn || busy}
            labelledBy={ids.token}
            describedBy={tokenError ? ids.tokenError : undefined}
            invalid={Boolean(tokenError)}
            onType={token.type}
            onBackspace={token.erase}
            onPaste={token.paste}
          />
          {tokenError && (
            <p id={ids.tokenError} className="field-error" role="alert">
              {tokenError}
            </p>
          )}
          <SendTokenButton
            countdown={context.countdown}
            disabled={!tokenOn || busy}
            onSend={() => send({ type: 'SEND_TOKEN' })}
          />
        </section>

        <div className="form-actions approval-actions">
          {options.cancelLabel && (
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => send({ type: 'CANCEL' })}>
              {t(options.cancelLabel)}
            </button>
          )}
          {options.disapproveLabel && (
            <button type="button" className="button button-danger" aria-disabled={invalid || busy} onClick={() => submit(false)}>
              {t(options.disapproveLabel)}
            </button>
          )}
          {options.approveLabel && (
            <button type="submit" className="button button-primary" aria-disabled={invalid || busy}>
              {t(options.approveLabel)}
            </button>
          )}
        </div>
        {busy && (
          <div className="approval-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{t('approval.loading')}</span>
          </div>
        )}
      </form>
    </ModalFrame>
  );
}

/**
 * The transaction approval dialog (spec 001 §2–§5): the bank's method decides which credentials it
 * asks for; the approval machine holds the flow, the component only sends its events.
 */
export function ApprovalDialog({ options, onClose }: Props) {
  const host = useScreenHost();
  const [settings, setSettings] = useState<ApprovalSettings | null>(null);
  useEffect(() => {
    let live = true;
    (host.services.approvalSettings?.() ?? Promise.resolve(DEFAULT_SETTINGS))
      .catch(() => DEFAULT_SETTINGS)
      .then((loaded) => live && setSettings(loaded));
    return () => {
      live = false;
    };
  }, [host]);
  if (!settings) return null;
  return <ApprovalForm options={options} onClose={onClose} settings={settings} />;
}
