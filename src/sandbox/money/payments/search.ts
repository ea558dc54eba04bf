import type { QrCodeSearchResult, SlipSearchResult } from '../../../generated/schemas.ts';
import { fromCents } from '../../../domain/index.ts';
import type { Sql } from '../../db/database.ts';
import { Errors } from '../../errors.ts';
import { DEMO_BANK } from '../../seed/demo-data.ts';
import { findBillingRow, type BillingRow } from '../billings/billing-entity.ts';
import { payability } from '../billings/billing-status.ts';
import { accountParty, publicParty } from '../parties.ts';
import { findParticipant } from '../participants.ts';
import { readBankSlipLine, readUtilityLine, UTILITY_SEGMENTS } from './slip-lines.ts';

const calendarDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function whyNot(
  billing: BillingRow,
  payerAccountId: string,
  now: Date,
): { payable: boolean; message: string | null; dueCents: number } {
  const check = payability(billing, now);
  if (billing.account_id === payerAccountId) {
    return { payable: false, message: 'Esta cobrança foi emitida pela própria conta.', dueCents: check.amountDueCents };
  }
  return { payable: check.payable, message: check.reason ?? null, dueCents: check.amountDueCents };
}

/** GET Payments/QrCode/Search?key: the QR-code charge and whether it can be paid now. */
export async function searchQrCode(sql: Sql, payerAccountId: string, key: string, now: Date): Promise<QrCodeSearchResult> {
  const billing = await findBillingRow(sql, `qr_key = $1 and type = 'QRCODE'`, [key.trim().toUpperCase()]);
  if (!billing) throw Errors.qrCodeNotFound();
  const verdict = whyNot(billing, payerAccountId, now);
  return {
    key: billing.qr_key!,
    billingId: billing.id,
    amount: fromCents(verdict.dueCents),
    dueDate: billing.due_date,
    description: billing.description,
    status: billing.status,
    receiver: publicParty(await accountParty(sql, billing.account_id)),
    payable: verdict.payable,
  };
}

/** GET Payments/BankSlip/Search: what a 47-digit line says; a sandbox slip also shows its beneficiary and status. */
export async function searchBankSlip(sql: Sql, payerAccountId: string, line: string, now: Date): Promise<SlipSearchResult> {
  const slip = readBankSlipLine(line, now);
  const digits = line.replace(/[\s.-]/g, '');
  const bank = findParticipant({ compe: slip.bankCode });
  const base: SlipSearchResult = {
    type: 'BANK_SLIP',
    digitableLine: digits,
    barcode: slip.barcode,
    amount: slip.amount,
    amountDue: slip.amount,
    dueDate: slip.dueDate ? calendarDay(slip.dueDate) : null,
    bankCode: slip.bankCode,
    bank: bank?.name ?? null,
    segment: null,
    receiver: null,
    billingId: null,
    status: null,
    payable: true,
    message: null,
  };
  const billing = await findBillingRow(sql, `digitable_line = $1 and type = 'BANK_SLIP'`, [digits]);
  if (!billing) {
    return slip.bankCode === DEMO_BANK.compe
      ? { ...base, payable: false, message: 'Nenhum boleto do Banco Balcão tem esta linha.' }
      : base;
  }
  const verdict = whyNot(billing, payerAccountId, now);
  return {
    ...base,
    amountDue: fromCents(verdict.dueCents),
    dueDate: billing.due_date,
    receiver: publicParty(await accountParty(sql, billing.account_id)),
    billingId: billing.id,
    status: billing.status,
    payable: verdict.payable,
    message: verdict.message,
  };
}

/** GET Payments/Utility/Search: what a 48-digit utility or tax line says. */
export function searchUtility(line: string, now: Date): SlipSearchResult {
  const bill = readUtilityLine(line, now);
  return {
    type: 'UTILITY',
    digitableLine: line.replace(/[\s.-]/g, ''),
    barcode: bill.barcode,
    amount: bill.amount,
    amountDue: bill.amount,
    dueDate: null,
    bankCode: null,
    bank: null,
    segment: UTILITY_SEGMENTS[bill.segment] ?? bill.segment,
    receiver: null,
    billingId: null,
    status: null,
    payable: true,
    message: bill.effectiveValue ? null : 'O valor desta conta é uma referência: informe o valor a pagar.',
  };
}
