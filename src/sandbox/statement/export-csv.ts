import type { AccountTransaction } from '../../generated/schemas.ts';
import { formatBankDateTime, formatDecimalComma } from './brazilian-format.ts';

export const CSV_HEADER = ['Data', 'Descrição', 'Lançamento', 'Valor (R$)', 'Saldo (R$)', 'Tipo', 'Identificador'];

const LAUNCH_LABELS = { CREDIT: 'Crédito', DEBIT: 'Débito' } as const;

function cell(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One CSV row per entry; debits carry a minus sign so a spreadsheet can sum the column. */
export function statementCsvRow(entry: AccountTransaction): string[] {
  const signed = entry.launch === 'DEBIT' ? -entry.amount : entry.amount;
  return [
    formatBankDateTime(entry.executedAt),
    entry.description,
    LAUNCH_LABELS[entry.launch],
    formatDecimalComma(signed),
    formatDecimalComma(entry.balance),
    entry.entity,
    entry.id,
  ];
}

/**
 * The statement as the CSV Brazilian spreadsheets open directly: UTF-8 with a byte order mark,
 * semicolons between fields (the comma is the decimal separator), CRLF line ends.
 */
export function statementCsv(entries: readonly AccountTransaction[]): Buffer {
  const lines = [CSV_HEADER, ...entries.map(statementCsvRow)].map((row) => row.map(cell).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
