import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from '../formats/icons.tsx';

export interface PasswordDigitsProps {
  id: string;
  errorId: string;
  value: string;
  disabled?: boolean;
  error?: string;
  onChange(value: string): void;
}

/** The electronic password typed as six digits, with show/hide (spec 001 §5): the keyboard's alternative. */
export function PasswordDigits({ id, errorId, value, disabled = false, error, onChange }: PasswordDigitsProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="approval-password">
      <label htmlFor={id} className="approval-label">
        {t('approval.passwordLabel')}
      </label>
      <div className="input-with-button">
        <input
          id={id}
          className="input"
          type={shown ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <button
          type="button"
          className="icon-button"
          aria-controls={id}
          aria-pressed={shown}
          aria-label={t(shown ? 'form.hidePassword' : 'form.showPassword')}
          disabled={disabled}
          onClick={() => setShown((was) => !was)}
        >
          <Icon name={shown ? 'eye-off' : 'eye'} />
        </button>
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
