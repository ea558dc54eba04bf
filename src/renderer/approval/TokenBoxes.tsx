import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pastedToken, TOKEN_BOXES } from './token-digits.ts';

export interface TokenBoxesProps {
  digits: readonly string[];
  /** The box that should have focus (spec 001 §5). */
  focus: number;
  onType(index: number, digit: string): void;
  onBackspace(index: number): void;
  /** Six digits pasted at once. */
  onPaste(digits: string[]): void;
  disabled?: boolean;
  /** Takes focus when shown (the two-factor dialog); otherwise focus moves only while it is inside. */
  autoFocus?: boolean;
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * Six single-digit boxes (spec 001 §4, §5): a digit moves focus to the next box, Backspace to the
 * previous one, and a pasted six-digit code fills them all.
 */
export function TokenBoxes(props: TokenBoxesProps) {
  const { digits, focus, onType, onBackspace, onPaste, disabled = false, autoFocus = false } = props;
  const { t } = useTranslation();
  const group = useRef<HTMLDivElement>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    const inside = group.current?.contains(document.activeElement) ?? false;
    // spec 001 §9: focus moves after a 1 ms delay, once the typed value is in place.
    if (!disabled && (inside || autoFocus)) {
      const timer = setTimeout(() => boxes.current[focus]?.focus(), 1);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [focus, disabled, autoFocus, digits]);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      onBackspace(index);
    }
  };
  const onPasteEvent = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = pastedToken(event.clipboardData.getData('text'));
    event.preventDefault();
    if (pasted) onPaste(pasted);
  };

  return (
    <div ref={group} className="token-boxes" role="group" aria-labelledby={props.labelledBy} aria-describedby={props.describedBy}>
      {Array.from({ length: TOKEN_BOXES }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="digit-box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]"
          maxLength={1}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('token.digit', { number: index + 1 })}
          aria-invalid={props.invalid || undefined}
          disabled={disabled}
          value={digits[index] ?? ''}
          data-testid="token-box"
          onChange={(event) => {
            const digit = event.target.value.replace(/\D/g, '').slice(-1);
            if (!digit) return;
            onType(index, digit);
            // A fast typist (or a keyboard-driven autofill) must not lose the next digit to the 1 ms delay.
            boxes.current[index + 1]?.focus();
          }}
          onKeyDown={onKeyDown(index)}
          onPaste={onPasteEvent}
        />
      ))}
    </div>
  );
}
