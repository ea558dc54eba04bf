import { useEffect, useState } from 'react';
import { TokenBoxes } from '../approval/TokenBoxes.tsx';
import { emptyDigits, eraseDigit, focusOf, TOKEN_BOXES, typeDigit } from '../approval/token-digits.ts';
import '../approval/approval.css';

/** A box's six-digit code (a two-factor sign-in): the token boxes, cleared when `resetOn` changes. */
export function TokenField({
  disabled,
  invalid,
  labelledBy,
  describedBy,
  resetOn,
  onChange,
}: {
  disabled: boolean;
  invalid: boolean;
  labelledBy: string;
  describedBy?: string;
  resetOn: unknown;
  onChange(code: string, complete: boolean): void;
}) {
  const [digits, setDigits] = useState(emptyDigits);
  const [focus, setFocus] = useState(0);
  useEffect(() => {
    // A refused code is cleared, so the next one is typed from the first box.
    if (resetOn) {
      setDigits(emptyDigits());
      setFocus(0);
    }
  }, [resetOn]);
  const change = (next: string[], nextFocus: number) => {
    setDigits(next);
    setFocus(nextFocus);
    onChange(
      next.join(''),
      next.every((digit) => digit !== ''),
    );
  };
  return (
    <TokenBoxes
      digits={digits}
      focus={focus}
      autoFocus
      disabled={disabled}
      invalid={invalid}
      labelledBy={labelledBy}
      describedBy={describedBy}
      onType={(index, digit) => change(typeDigit(digits, index, digit), Math.min(index + 1, TOKEN_BOXES - 1))}
      onBackspace={(index) => {
        const erased = eraseDigit(digits, index);
        change(erased.digits, erased.focus);
      }}
      onPaste={(pasted) => change(pasted, focusOf(pasted))}
    />
  );
}
