import { parseDigitableLine } from './digitable-line.ts';
import { bankSlipModulo11, modulo10 } from './slip-check-digits.ts';

/**
 * Why a digitable line cannot be paid, precise enough to name the failing check digit. The site shows
 * it as the person types and the sandbox answers it (PY10005, PY10006), in the same words.
 */
export type DigitableLineFault =
  /** A bank slip has 47 digits. */
  | { code: 'bankLength' }
  /** A utility or tax slip has 48 digits and starts with 8. */
  | { code: 'utilityLength' }
  /** The check digit of field 1, 2 or 3 of a bank slip (modulo 10). */
  | { code: 'field'; field: 1 | 2 | 3 }
  /** The currency code is not 9 (the real). */
  | { code: 'currency' }
  /** The general check digit (field 4, modulo 11 of the barcode). */
  | { code: 'general' }
  /** The check digit of block 1 to 4 of a utility slip read modulo 10. */
  | { code: 'block'; block: 1 | 2 | 3 | 4 }
  /** A check digit of a utility slip read modulo 11 (value identifiers 8 and 9), or one no rule names. */
  | { code: 'utilityDigit' }
  | { code: 'bankLine' };

export type SlipKind = 'bank' | 'utility';

const SEPARATORS = /[\s.-]/g;

const BANK_FIELDS = [
  { start: 0, end: 9, digit: 9, field: 1 },
  { start: 10, end: 20, digit: 20, field: 2 },
  { start: 21, end: 31, digit: 31, field: 3 },
] as const;

/** A 48-digit line starting with 8 is a utility slip; anything else is read as a bank slip. */
export function slipKindOf(line: string): SlipKind {
  return line.replace(SEPARATORS, '').startsWith('8') ? 'utility' : 'bank';
}

/** How many digits a line of its kind has: 47 for a bank slip, 48 for a utility slip. */
export function slipLength(kind: SlipKind): number {
  return kind === 'bank' ? 47 : 48;
}

function bankFault(digits: string, barcode: string): DigitableLineFault {
  for (const field of BANK_FIELDS) {
    if (modulo10(digits.slice(field.start, field.end)) !== Number(digits[field.digit])) {
      return { code: 'field', field: field.field };
    }
  }
  if (digits[3] !== '9') return { code: 'currency' };
  if (bankSlipModulo11(barcode.slice(0, 4) + barcode.slice(5)) !== Number(barcode[4])) return { code: 'general' };
  return { code: 'bankLine' };
}

function utilityFault(digits: string): DigitableLineFault {
  // FEBRABAN: value identifiers 6 and 7 check each block modulo 10; 8 and 9 modulo 11.
  if (digits[2] === '6' || digits[2] === '7') {
    for (let block = 0; block < 4; block += 1) {
      const start = block * 12;
      if (modulo10(digits.slice(start, start + 11)) !== Number(digits[start + 11])) {
        return { code: 'block', block: (block + 1) as 1 | 2 | 3 | 4 };
      }
    }
  }
  return { code: 'utilityDigit' };
}

/**
 * What is wrong with a typed line of the expected kind (by default the kind its first digit says),
 * or null when it can be paid. Spaces, dots and hyphens are ignored.
 */
export function digitableLineFault(line: string, kind: SlipKind = slipKindOf(line)): DigitableLineFault | null {
  const digits = line.replace(SEPARATORS, '');
  const parsed = parseDigitableLine(digits);
  if (kind === 'bank') {
    if (parsed.kind !== 'bank' || !parsed.barcode) return { code: 'bankLength' };
    return parsed.valid ? null : bankFault(digits, parsed.barcode);
  }
  if (parsed.kind !== 'utility' || !parsed.barcode) return { code: 'utilityLength' };
  return parsed.valid ? null : utilityFault(digits);
}

/** The sandbox's words for each fault (docs/sandbox-money.md); the site's texts in pt-BR are the same. */
export function digitableLineFaultText(fault: DigitableLineFault): string {
  switch (fault.code) {
    case 'bankLength':
      return 'A linha digitável do boleto tem 47 dígitos.';
    case 'utilityLength':
      return 'A linha de contas de consumo e tributos tem 48 dígitos e começa com 8.';
    case 'field':
      return `O dígito verificador do campo ${fault.field} não confere.`;
    case 'currency':
      return 'A moeda do boleto não é o real.';
    case 'general':
      return 'O dígito verificador geral (campo 4) não confere.';
    case 'block':
      return `O dígito verificador do bloco ${fault.block} não confere.`;
    case 'utilityDigit':
      return 'Um dígito verificador da linha não confere.';
    case 'bankLine':
      return 'A linha não confere.';
  }
}
