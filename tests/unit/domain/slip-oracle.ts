import fc from 'fast-check';

/*
 * An independent statement of the FEBRABAN check digits, used as the oracle for slips the tests
 * build by hand. Modulo 10: weights 2,1,2,… from the right, digits of products added. Modulo 11
 * of a utility slip: weights 2..9 from the right, 0 for remainders 0 and 1, else 11 − remainder.
 * Modulo 11 of a bank slip's barcode: same weights, 1 when 11 − remainder is 0, 10 or 11.
 */

function weightedSum(digits: string, weightOf: (positionFromRight: number) => number, addDigits: boolean): number {
  return [...digits].reverse().reduce((sum, character, position) => {
    const product = Number(character) * weightOf(position);
    return sum + (addDigits ? Math.floor(product / 10) + (product % 10) : product);
  }, 0);
}

export function oracleModulo10(digits: string): string {
  const sum = weightedSum(digits, (position) => (position % 2 === 0 ? 2 : 1), true);
  return String((10 - (sum % 10)) % 10);
}

function modulo11Remainder(digits: string): number {
  return weightedSum(digits, (position) => 2 + (position % 8), false) % 11;
}

export function oracleUtilityModulo11(digits: string): string {
  const remainder = modulo11Remainder(digits);
  return String(remainder <= 1 ? 0 : 11 - remainder);
}

export function oracleBankModulo11(digits: string): string {
  const digit = 11 - modulo11Remainder(digits);
  return String(digit >= 10 ? 1 : digit);
}

/** A utility barcode and its 48-digit line, from the 43 digits without the general check digit. */
export function utilitySlip(withoutCheckDigit: string): { barcode: string; line: string } {
  const modulo = '67'.includes(withoutCheckDigit.charAt(2)) ? oracleModulo10 : oracleUtilityModulo11;
  const barcode = withoutCheckDigit.slice(0, 3) + modulo(withoutCheckDigit) + withoutCheckDigit.slice(3);
  const blocks = [0, 11, 22, 33].map((start) => barcode.slice(start, start + 11));
  return { barcode, line: blocks.map((block) => block + modulo(block)).join('') };
}

/** A bank-slip line built from its parts, with any currency code. */
export function bankSlipLine(bank: string, currency: string, factorAndAmount: string, freeField: string): string {
  const general = oracleBankModulo11(bank + currency + factorAndAmount + freeField);
  const field = (digits: string) => digits + oracleModulo10(digits);
  return (
    field(bank + currency + freeField.slice(0, 5)) +
    field(freeField.slice(5, 15)) +
    field(freeField.slice(15, 25)) +
    general +
    factorAndAmount
  );
}

const digits = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));

/** Utility slips: product 8, a used segment, any value identifier, an amount and free digits. */
export const utilityRequest = fc.record({
  segment: fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '9'),
  valueIdentifier: fc.constantFrom('6', '7', '8', '9'),
  amountCents: fc.integer({ min: 0, max: 99_999_999_999 }),
  rest: digits(29),
});

export function utilityFrom(request: { segment: string; valueIdentifier: string; amountCents: number; rest: string }) {
  return utilitySlip(
    `8${request.segment}${request.valueIdentifier}${String(request.amountCents).padStart(11, '0')}${request.rest}`,
  );
}

export const freeField = digits(25);
export const bankCode = digits(3);
