import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TokenBoxes } from '../../renderer/approval/TokenBoxes.tsx';
import { emptyDigits, eraseDigit, focusOf, TOKEN_BOXES, typeDigit } from '../../renderer/approval/token-digits.ts';
import { SessionContext } from '../../shell/session/session-context.ts';
import '../../renderer/approval/approval.css';
import './sign-in-steps.css';

/**
 * The sign-in's second step for a user with two-factor on: the six digits the authenticator app
 * shows (TOTP, RFC 6238). The code is not sent by the bank, so unlike the 'Token de Validação'
 * dialog there is nothing to resend; the sixth digit sends it, as the dialog does (spec 001 §4).
 */
export function TwoFactorStep() {
  const { t } = useTranslation();
  const id = useId();
  const session = SessionContext.useActorRef();
  const busy = SessionContext.useSelector((state) => state.matches('confirmingCode'));
  const errors = SessionContext.useSelector((state) => state.context.errors);
  const [digits, setDigits] = useState(emptyDigits);
  const [focus, setFocus] = useState(0);

  useEffect(() => {
    // A refused code is cleared, so the next one is typed from the first box.
    if (errors) {
      setDigits(emptyDigits());
      setFocus(0);
    }
  }, [errors]);

  const send = (next: string[]) => {
    if (next.every((digit) => digit !== '') && !busy) session.send({ type: 'CONFIRM_CODE', otp: next.join('') });
  };
  const type = (index: number, digit: string) => {
    const next = typeDigit(digits, index, digit);
    setDigits(next);
    setFocus(Math.min(index + 1, TOKEN_BOXES - 1));
    if (index === TOKEN_BOXES - 1 || next.every((value) => value !== '')) send(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(digits);
  };

  return (
    <form className="login-form two-factor-step" onSubmit={submit} noValidate aria-busy={busy}>
      <h1>{t('login.twoFactor.title')}</h1>
      <p className="muted" id={`${id}-message`}>
        {t('login.twoFactor.message')}
      </p>
      <TokenBoxes
        digits={digits}
        focus={focus}
        autoFocus
        disabled={busy}
        invalid={Boolean(errors)}
        labelledBy={`${id}-message`}
        describedBy={errors ? `${id}-error` : undefined}
        onType={type}
        onBackspace={(index) => {
          const erased = eraseDigit(digits, index);
          setDigits(erased.digits);
          setFocus(erased.focus);
        }}
        onPaste={(pasted) => {
          setDigits(pasted);
          setFocus(focusOf(pasted));
          send(pasted);
        }}
      />
      {errors && (
        <p className="field-error" id={`${id}-error`}>
          {errors.map((item) => item.message).join(' ')}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={busy || digits.some((digit) => digit === '')}
      >
        {busy ? t('login.twoFactor.confirming') : t('login.twoFactor.confirm')}
      </button>
      <button type="button" className="button button-secondary button-block" onClick={() => session.send({ type: 'SIGN_OUT' })}>
        {t('login.twoFactor.back')}
      </button>
    </form>
  );
}
