/**
 * spec 001 §5 account mask: hyphens are dropped, letters, digits and * are kept, and a hyphen
 * goes before the last character (the check digit, which may be a letter such as X), unless
 * there is one character or none.
 */
export function maskAccount(value: string | null | undefined): string {
  const kept = (value ?? '').replace(/[^0-9A-Za-z*]/g, '');
  return kept.length <= 1 ? kept : `${kept.slice(0, -1)}-${kept.slice(-1)}`;
}

/**
 * spec 001 §3: a branch is shown as four digits, zero-padded ("1" is "0001"). A longer number
 * is shown whole rather than cut, so it is never mistaken for another branch.
 */
export function formatBranch(value: string | number | null | undefined): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  return digits === '' ? '' : digits.padStart(4, '0');
}
