import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { maskTaxId } from '../../domain/tax-id-format.ts';
import { TokenField } from '../box/TokenField.tsx';
import type { MachineHandle, MachineView } from '../host/screen-host.ts';
import type { RegistrationPerson, ValidationItem } from '../host/registration-handle.ts';
import type { PartProps } from './FlowView.tsx';

interface TokenState {
  target: string;
  itemId: string;
  waitSeconds: number;
}

/** A phone as people write it: (11) 98765-4321. */
export function shownPhone(digits: string): string {
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

/**
 * spec 001 §4: the seconds left before another token may be asked for, counting down once a second.
 * Counted from the moment the wait ends, not by ticks: a browser slows the timers of a tab in the
 * background, and the count must still be right when the person comes back to it.
 */
function useCountdown(seconds: number, restartOn: unknown): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return undefined;
    const endsAt = Date.now() + seconds * 1_000;
    const timer = setInterval(() => {
      const now = Math.max(0, Math.ceil((endsAt - Date.now()) / 1_000));
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [seconds, restartOn]);
  return left;
}

function TokenEntry({
  item,
  token,
  view,
  machine,
}: {
  item: ValidationItem;
  token: TokenState;
  view: MachineView;
  machine: MachineHandle;
}) {
  const { t } = useTranslation();
  const id = useId();
  const left = useCountdown(token.waitSeconds, token);
  const error = view.data.error;
  return (
    <div className="flow-item-token">
      <p className="flow-text" id={`${id}-label`}>
        {t(item.target === 'Phone' ? 'register.validation.typeSmsToken' : 'register.validation.typeEmailToken')}
      </p>
      <TokenField
        disabled={view.busy}
        invalid={typeof error === 'string' && error !== ''}
        labelledBy={`${id}-label`}
        // Every refusal clears the boxes, also one worded as the last (nothing is kept while it is checked).
        resetOn={view.busy ? null : error}
        onChange={(code, complete) => {
          // spec 001 §4: the sixth digit sends the code.
          if (complete) void machine.send({ type: 'CONFIRM_TOKEN', code });
        }}
      />
      <div className="flow-upload-row">
        {left > 0 ? (
          <span className="muted" data-testid="token-countdown" role="timer">
            {t('register.validation.resendIn', { seconds: left })}
          </span>
        ) : (
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={view.busy}
            onClick={() => void machine.send({ type: 'REQUEST_TOKEN', target: item.target, itemId: item.id })}
          >
            {t('register.validation.resend')}
          </button>
        )}
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={view.busy}
          onClick={() => void machine.send({ type: 'CANCEL_TOKEN' })}
        >
          {t('register.validation.cancel')}
        </button>
      </div>
    </div>
  );
}

/** One person's phones and e-mails: validated, or a button that sends a token, then the token boxes. */
export function PersonValidations({
  person,
  view,
  machine,
}: {
  person: RegistrationPerson;
  view: MachineView;
  machine: MachineHandle;
}) {
  const { t } = useTranslation();
  const token = view.data.token as TokenState | null;
  const sending = view.data.sendingItem as string | null;
  return (
    <ul className="flow-items">
      {person.items.map((item) => (
        <li key={item.id} className="flow-item" data-item={item.target}>
          <span className="flow-item-text">
            <span className="muted">
              {t(item.target === 'Phone' ? 'register.validation.phone' : 'register.validation.email')}:{' '}
            </span>
            {item.target === 'Phone' ? shownPhone(item.text) : item.text}
          </span>
          {item.validated ? (
            <span className="flow-validated">{t('register.validation.validated')}</span>
          ) : token?.itemId === item.id ? null : (
            <button
              type="button"
              className="button button-primary button-small"
              disabled={view.busy || (token !== null && token.itemId !== item.id)}
              aria-busy={sending === item.id || undefined}
              onClick={() => void machine.send({ type: 'REQUEST_TOKEN', target: item.target, itemId: item.id })}
            >
              {t(item.target === 'Phone' ? 'register.validation.sendSms' : 'register.validation.sendEmail')}
            </button>
          )}
          {token?.itemId === item.id && <TokenEntry item={item} token={token} view={view} machine={machine} />}
        </li>
      ))}
    </ul>
  );
}

/** The validation step (spec 000 §4): the holder's phone and e-mail, each confirmed with a six-digit token. */
export function ValidationsPart({ view, machine }: PartProps) {
  const { t } = useTranslation();
  const people = (view.data.people as RegistrationPerson[]).filter((person) => person.role === 'holder');
  return (
    <>
      {people.map((person) => (
        <section key={person.personId} className="flow-person" aria-label={person.name}>
          <h3>
            {person.name} <span className="muted">{maskTaxId(person.taxId)}</span>
          </h3>
          <PersonValidations person={person} view={view} machine={machine} />
          {person.items.length === 0 && <p className="flow-text">{t('register.validation.nothing')}</p>}
        </section>
      ))}
    </>
  );
}
