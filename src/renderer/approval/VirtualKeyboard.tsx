import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PASSWORD_DIGITS, shuffledPairs } from './virtual-keyboard.ts';

export interface VirtualKeyboardProps {
  /** The pairs pressed so far (at most six). */
  value: number[][];
  /** Called with the pairs after each press, and with [] on clear. */
  onChange(pairs: number[][]): void;
  disabled?: boolean;
  /** An error shown under the boxes (after a submit). */
  error?: string;
}

/**
 * The virtual keyboard (spec 001 §2, §4): six read-only masked boxes, five buttons 'X ou Y' over the
 * ten digits shuffled once, and a clear button. Six presses fill it and disable the buttons. Only
 * the pairs leave the component: the digits the person meant are never known to the page.
 */
export function VirtualKeyboard({ value, onChange, disabled = false, error }: VirtualKeyboardProps) {
  const { t } = useTranslation();
  const [pairs] = useState(shuffledPairs);
  const labelId = useId();
  const errorId = useId();
  const full = value.length >= PASSWORD_DIGITS;
  return (
    <div className="virtual-keyboard" role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <p id={labelId} className="virtual-keyboard-label">
        {t('approval.keyboard.label')}
      </p>
      <div className="virtual-keyboard-boxes">
        {/* A plain div may not carry a name (axe aria-prohibited-attr): the count is read from a live text. */}
        <span className="visually-hidden" aria-live="polite">
          {t('approval.keyboard.typed', { count: value.length })}
        </span>
        {Array.from({ length: PASSWORD_DIGITS }, (_, index) => (
          <input
            key={index}
            className="digit-box"
            type="password"
            readOnly
            tabIndex={-1}
            aria-hidden="true"
            value={index < value.length ? '•' : ''}
            data-testid="keyboard-box"
          />
        ))}
      </div>
      <div className="virtual-keyboard-keys">
        {pairs.map((pair) => (
          <button
            key={pair.join('-')}
            type="button"
            className="button button-secondary virtual-keyboard-key"
            disabled={disabled || full}
            onClick={() => onChange([...value, pair])}
          >
            {t('approval.keyboard.pair', { first: pair[0], second: pair[1] })}
          </button>
        ))}
        <button
          type="button"
          className="button button-secondary virtual-keyboard-clear"
          disabled={disabled}
          onClick={() => onChange([])}
        >
          {t('approval.keyboard.clear')}
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
