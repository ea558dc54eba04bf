import {
  digitableLineFault,
  digitableLineFaultText,
  parseDigitableLine,
  type BankSlipLine,
  type UtilityLine,
} from '../../../domain/index.ts';
import { Errors } from '../../errors.ts';

/** A 47-digit bank slip line, checked digit by digit; a 422 that names the failing check digit otherwise. */
export function readBankSlipLine(text: string, now: Date): BankSlipLine {
  const digits = text.replace(/[\s.-]/g, '');
  const parsed = parseDigitableLine(digits, now);
  if (parsed.kind === 'utility' && parsed.barcode) {
    throw Errors.wrongSlipKind('Esta é uma conta de consumo ou tributo: use o pagamento de contas.');
  }
  const fault = digitableLineFault(digits, 'bank');
  if (fault || parsed.kind !== 'bank') throw Errors.invalidDigitableLine(digitableLineFaultText(fault ?? { code: 'bankLength' }));
  return parsed;
}

/** A 48-digit utility or tax line, checked; a 422 that says what fails otherwise. */
export function readUtilityLine(text: string, now: Date): UtilityLine {
  const digits = text.replace(/[\s.-]/g, '');
  const parsed = parseDigitableLine(digits, now);
  if (parsed.kind === 'bank' && parsed.barcode)
    throw Errors.wrongSlipKind('Este é um boleto bancário: use o pagamento de boletos.');
  const fault = digitableLineFault(digits, 'utility');
  if (fault || parsed.kind !== 'utility') {
    throw Errors.invalidDigitableLine(digitableLineFaultText(fault ?? { code: 'utilityLength' }));
  }
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
