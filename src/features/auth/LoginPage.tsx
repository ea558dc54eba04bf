import { lazy, Suspense, useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { maskAccount } from '../../domain/account.ts';
import { FirstPaint } from '../../shell/first-paint.ts';
import { SessionContext } from '../../shell/session/session-context.ts';
import { EyeIcon } from '../../shell/icons.tsx';
import { readSavedAccount, saveAccount } from './saved-account.ts';

// The second steps load only when a sign-in needs them: the code boxes, and the renderer for the change-password modal.
const TwoFactorStep = lazy(() => import('./TwoFactorStep.tsx').then((module) => ({ default: module.TwoFactorStep })));
const ForcedPasswordChange = lazy(() =>
  import('./ForcedPasswordChange.tsx').then((module) => ({ default: module.ForcedPasswordChange })),
);

type Field = 'branch' | 'account' | 'operator' | 'password';
type Values = Record<Field, string>;

function validate(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!/^\d{4}$/.test(values.branch)) errors.branch = 'login.errors.branch';
  if (values.account.replace(/\W/g, '').length < 2) errors.account = 'login.errors.account';
  if (!values.operator.trim()) errors.operator = 'login.errors.operator';
  if (!values.password) errors.password = 'login.errors.password';
  return errors;
}

/** The name of the field of the page's first-paint copy that has the focus, while that copy is still there. */
function copyFocus(): string | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLInputElement && active.form?.classList.contains('login-form') ? active.name || null : null;
}

/** Only paths inside the logged-in area are followed after sign-in, never another site. */
function safeRedirect(redirect: string | null): string {
  return redirect && redirect.startsWith('/account') ? redirect : '/account';
}

/** /auth/login: branch, account, operator and password (spec 000 §2 leaves the design to us). */
export function LoginPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const session = SessionContext.useActorRef();
  const status = SessionContext.useSelector((state) => state.value);
  const endReason = SessionContext.useSelector((state) => state.context.endReason);
  const [saved] = useState(readSavedAccount);
  const [values, setValues] = useState<Values>({
    branch: saved?.branch ?? '0001',
    account: saved?.account ?? '',
    operator: '',
    password: '',
  });
  const [remember, setRemember] = useState(saved !== null);
  const [submitted, setSubmitted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const errors = validate(values);
  const busy = status === 'signingIn';
  // The copy in the page's HTML takes no input: the live form replaces it a moment later.
  const firstPaint = useContext(FirstPaint);
  // The field the person had moved to in that copy keeps the focus when the live form replaces it.
  const [focused] = useState(copyFocus);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focused) formRef.current?.querySelector<HTMLElement>(`[name="${focused}"]`)?.focus();
  }, [focused]);

  useEffect(() => {
    // A failed sign-in keeps nothing of the password.
    if (status === 'signedOut') setValues((current) => ({ ...current, password: '' }));
  }, [status]);

  if (status === 'signedIn') return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  if (status === 'awaitingCode' || status === 'confirmingCode' || status === 'changingPassword')
    return (
      <Suspense fallback={<span className="spinner" aria-label={t('app.loading')} />}>
        {status === 'changingPassword' ? <ForcedPasswordChange /> : <TwoFactorStep />}
      </Suspense>
    );

  const change = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || busy) return;
    saveAccount(remember ? { branch: values.branch, account: values.account } : null);
    session.send({ type: 'SIGN_IN', credentials: { ...values, account: values.account.replace(/\W/g, '') } });
  };
  const fieldError = (field: Field) =>
    submitted && errors[field] ? (
      <span className="field-error" id={`${id}-${field}-error`}>
        {t(errors[field]!)}
      </span>
    ) : null;
  const described = (field: Field) => (submitted && errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form ref={formRef} className="login-form" onSubmit={submit} noValidate aria-busy={busy || firstPaint}>
      <h1>{t('login.title')}</h1>
      <p className="muted">{t('login.subtitle')}</p>
      {/* Why the session ended, when it ended in this tab: a first visit that carries `redirect` had none. */}
      {endReason === 'inactivity' && (
        <p className="notice" role="status">
          {t('login.inactivity')}
        </p>
      )}
      {endReason === 'expired' && (
        <p className="notice" role="status">
          {t('login.sessionExpired')}
        </p>
      )}
      <div className="field-row">
        <div className="field field-branch">
          <label htmlFor={`${id}-branch`}>{t('login.branch')}</label>
          <input
            id={`${id}-branch`}
            name="branch"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            readOnly={firstPaint}
            value={values.branch}
            onChange={(event) => change('branch', event.target.value.replace(/\D/g, ''))}
            aria-invalid={Boolean(submitted && errors.branch)}
            aria-describedby={described('branch')}
          />
          {fieldError('branch')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-account`}>{t('login.account')}</label>
          <input
            id={`${id}-account`}
            name="account"
            inputMode="numeric"
            autoComplete="off"
            maxLength={21}
            readOnly={firstPaint}
            value={maskAccount(values.account)}
            onChange={(event) => change('account', event.target.value.replace(/[^0-9A-Za-z]/g, ''))}
            aria-invalid={Boolean(submitted && errors.account)}
            aria-describedby={described('account')}
          />
          {fieldError('account')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-operator`}>{t('login.operator')}</label>
        <input
          id={`${id}-operator`}
          name="operator"
          autoComplete="username"
          autoCapitalize="none"
          maxLength={64}
          readOnly={firstPaint}
          value={values.operator}
          onChange={(event) => change('operator', event.target.value)}
          aria-invalid={Boolean(submitted && errors.operator)}
          aria-describedby={described('operator')}
        />
        {fieldError('operator')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('login.password')}</label>
        <div className="input-with-button">
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            maxLength={64}
            readOnly={firstPaint}
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            aria-invalid={Boolean(submitted && errors.password)}
            aria-describedby={described('password')}
          />
          <button
            type="button"
            className="icon-button"
            disabled={firstPaint}
            onClick={() => setShowPassword((shown) => !shown)}
            aria-pressed={showPassword}
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
          >
            <EyeIcon open={!showPassword} />
          </button>
        </div>
        {fieldError('password')}
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={remember} disabled={firstPaint} onChange={(event) => setRemember(event.target.checked)} />
        {t('login.remember')}
      </label>
      <button type="submit" className="button button-primary button-block" disabled={busy || firstPaint}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
