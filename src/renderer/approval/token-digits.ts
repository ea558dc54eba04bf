/** spec 001 §9: a token has six digits, one per box. */
export const TOKEN_BOXES = 6;

export const emptyDigits = (): string[] => Array.from({ length: TOKEN_BOXES }, () => '');

/** spec 001 §5: the box that gets focus is the first empty one whose previous box is filled. */
export function focusOf(digits: readonly string[]): number {
  const index = digits.findIndex((digit) => digit === '');
  return index === -1 ? TOKEN_BOXES - 1 : index;
}

/** A digit typed into a box; anything but one digit changes nothing. */
export function typeDigit(digits: readonly string[], index: number, digit: string): string[] {
  if (!/^\d$/.test(digit) || index < 0 || index >= TOKEN_BOXES) return [...digits];
  return digits.map((current, position) => (position === index ? digit : current));
}

/** Backspace empties the box, or the previous one when this one is already empty (spec 001 §4). */
export function eraseDigit(digits: readonly string[], index: number): { digits: string[]; focus: number } {
  const target = digits[index] === '' ? Math.max(0, index - 1) : index;
  const next = digits.map((current, position) => (position === target ? '' : current));
  return { digits: next, focus: Math.max(0, Math.min(target, focusOf(next))) };
}

/** The six digits of a pasted text (spaces and dashes ignored), or null when it is not a token. */
export function pastedToken(text: string): string[] | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits.split('') : null;
}
