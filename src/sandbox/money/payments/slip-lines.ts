import { parseDigitableLine, type BankSlipLine, type UtilityLine } from '../../../domain/index.ts';
import { bankSlipModulo11, modulo10 } from '../../../domain/slip-check-digits.ts';
import { Errors } from '../../errors.ts';

const FIELDS = [
  { start: 0, end: 9, digit: 9, name: 'do campo 1' },
  { start: 10, end: 20, digit: 20, name: 'do campo 2' },
  { start: 21, end: 31, digit: 31, name: 'do campo 3' },
] as const;

/** Which check digit of a 47-digit line fails, in words the payer can act on. */
function bankSlipFault(digits: string, barcode: string): string {
  for (const field of FIELDS) {
    if (modulo10(digits.slice(field.start, field.end)) !== Number(digits[field.digit])) {
      return `O dígito verificador ${field.name} não confere.`;
    }
  }
  if (digits[3] !== '9') return 'A moeda do boleto não é o real.';
  if (bankSlipModulo11(barcode.slice(0, 4) + barcode.slice(5)) !== Number(barcode[4])) {
    return 'O dígito verificador geral (campo 4) não confere.';
  }
  return 'A linha não confere.';
}

/** Which block of a 48-digit utility line fails; modulo 10 blocks are named, modulo 11 reported whole. */
function utilityFault(digits: string): string {
  const moduloTen = digits[2] === '6' || digits[2] === '7';
  if (moduloTen) {
    for (let block = 0; block < 4; block += 1) {
      const start = block * 12;
      if (modulo10(digits.slice(start, start + 11)) !== Number(digits[start + 11])) {
        return `O dígito verificador do bloco ${block + 1} não confere.`;
      }
    }
  }
  return 'Um dígito verificador da linha não confere.';
}

/** A 47-digit bank slip line, checked digit by digit; a 422 that names the failing check digit otherwise. */
export function readBankSlipLine(text: string, now: Date): BankSlipLine {
  const digits = text.replace(/[\s.-]/g, '');
  const parsed = parseDigitableLine(digits, now);
  if (parsed.kind === 'utility' && parsed.barcode) {
    throw Errors.wrongSlipKind('Esta é uma conta de consumo ou tributo: use o pagamento de contas.');
  }
  if (parsed.kind !== 'bank' || !parsed.barcode) {
    throw Errors.invalidDigitableLine('A linha digitável do boleto tem 47 dígitos.');
  }
  if (!parsed.valid) throw Errors.invalidDigitableLine(bankSlipFault(digits, parsed.barcode));
  return parsed;
}

/** A 48-digit utility or tax line, checked; a 422 that says what fails otherwise. */
export function readUtilityLine(text: string, now: Date): UtilityLine {
  const digits = text.replace(/[\s.-]/g, '');
  const parsed = parseDigitableLine(digits, now);
  if (parsed.kind === 'bank' && parsed.barcode)
    throw Errors.wrongSlipKind('Este é um boleto bancário: use o pagamento de boletos.');
  if (parsed.kind !== 'utility' || !parsed.barcode) {
    throw Errors.invalidDigitableLine('A linha de contas de consumo e tributos tem 48 dígitos e começa com 8.');
  }
  if (!parsed.valid) throw Errors.invalidDigitableLine(utilityFault(digits));
  return parsed;
}

/** FEBRABAN's segments of utility and tax slips. */
export const UTILITY_SEGMENTS: Record<string, string> = {
  '1': 'Prefeituras',
  '2': 'Saneamento',
  '3': 'Energia elétrica e gás',
  '4': 'Telecomunicações',
  '5': 'Órgãos governamentais',
  '6': 'Carnês e assemelhados',
  '7': 'Multas de trânsito',
  '9': 'Uso exclusivo do banco',
};
