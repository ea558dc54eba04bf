/*
 * The check digits of the bank-slip barcode and line (BCB Carta-Circular 2.926/2000, FEBRABAN
 * layout). The parser checks slips with brazilian-utils; these serve to issue them.
 */

/** Modulo 10: weights 2, 1, 2, … from the right, adding the digits of each product. */
export function modulo10(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const product = Number(digits.charAt(digits.length - 1 - index)) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Modulo 11 of the bank-slip barcode's general check digit: weights 2 to 9 from the right,
 * 11 minus the remainder, and 1 when that gives 0, 10 or 11.
 */
export function bankSlipModulo11(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    sum += Number(digits.charAt(digits.length - 1 - index)) * (2 + (index % 8));
  }
  const digit = 11 - (sum % 11);
  return digit >= 10 ? 1 : digit;
}
