import type { Party, Payment } from '../../../generated/schemas.ts';
import { formatMoney, fromCents, parseBrCode, toCents } from '../../../domain/index.ts';
import type { Sql } from '../../db/database.ts';
import { Errors } from '../../errors.ts';
import { DEMO_BANK } from '../../seed/demo-data.ts';
import { findBillingRow, PIX_LOCATION_PREFIX, type BillingRow } from '../billings/billing-entity.ts';
import { payability } from '../billings/billing-status.ts';
import { accountParty, publicParty } from '../parties.ts';
import { findParticipant } from '../participants.ts';
import { newEndToEndId, payerViewOfReceiver, resolvePixKey } from '../pix/dict.ts';
import { readBankSlipLine, readUtilityLine, UTILITY_SEGMENTS } from './slip-lines.ts';

/** Who a payment goes to and what it pays, as found from a key, a line or a BR Code. */
export interface Payee {
  type: Payment['type'];
  receiver: Party;
  /** The sandbox account credited; null when the money leaves through settlement. */
  receiverAccountId: string | null;
  billing: BillingRow | null;
  amountCents: number;
  key?: string | null;
  emv?: string | null;
  digitableLine?: string | null;
  barcode?: string | null;
  dueDate?: string | null;
  endToEndId?: string | null;
}

/** yyyy-MM-dd of a calendar date the domain gives at local noon. */
const calendarDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The amount to pay: what the charge says (a different amount asked is refused), or what the payer types. */
function amountToPay(fixedCents: number | null, askedCents: number | null): number {
  if (fixedCents && askedCents !== null && askedCents !== fixedCents) {
    throw Errors.amountMismatch(`Valor da cobrança: ${formatMoney(fromCents(fixedCents))}.`);
  }
  const cents = fixedCents || askedCents;
  if (!cents) throw Errors.amountRequired();
  return cents;
}

/** A sandbox charge as a payee: refused when it cannot be paid now or is the payer's own. */
async function billingPayee(
  sql: Sql,
  payerAccountId: string,
  billing: BillingRow,
  askedCents: number | null,
  now: Date,
): Promise<Pick<Payee, 'receiver' | 'receiverAccountId' | 'billing' | 'amountCents'>> {
  if (billing.account_id === payerAccountId) throw Errors.sameAccount('Esta cobrança foi emitida pela própria conta.');
  const check = payability(billing, now);
  if (!check.payable) throw Errors.billingNotPayable(check.reason);
  const issuer = await accountParty(sql, billing.account_id);
  return {
    receiver: publicParty(issuer, billing.pix_key ?? billing.qr_key),
    receiverAccountId: billing.account_id,
    billing,
    amountCents: amountToPay(check.amountDueCents, askedCents),
  };
}

export async function qrCodePayee(
  sql: Sql,
  payerAccountId: string,
  key: string,
  askedCents: number | null,
  now: Date,
): Promise<Payee> {
  const billing = await findBillingRow(sql, `qr_key = $1 and type = 'QRCODE'`, [key.trim().toUpperCase()]);
  if (!billing) throw Errors.qrCodeNotFound();
  return {
    type: 'QRCODE',
    key: billing.qr_key,
    dueDate: billing.due_date,
    ...(await billingPayee(sql, payerAccountId, billing, askedCents, now)),
  };
}

export async function bankSlipPayee(
  sql: Sql,
  payerAccountId: string,
  line: string,
  askedCents: number | null,
  now: Date,
): Promise<Payee> {
  const slip = readBankSlipLine(line, now);
  const digits = line.replace(/[\s.-]/g, '');
  const common = { type: 'BANK_SLIP' as const, digitableLine: digits, barcode: slip.barcode };
  const billing = await findBillingRow(sql, `digitable_line = $1 and type = 'BANK_SLIP'`, [digits]);
  if (billing)
    return { ...common, dueDate: billing.due_date, ...(await billingPayee(sql, payerAccountId, billing, askedCents, now)) };
  if (slip.bankCode === DEMO_BANK.compe) throw Errors.billingNotFound('Nenhum boleto do Banco Balcão tem esta linha.');
  const bank = findParticipant({ compe: slip.bankCode });
  return {
    ...common,
    receiver: {
      name: bank ? `Beneficiário - ${bank.name}` : `Beneficiário - banco ${slip.bankCode}`,
      compe: slip.bankCode,
      ...(bank ? { bank: bank.name, ispb: bank.ispb } : {}),
    },
    receiverAccountId: null,
    billing: null,
    amountCents: amountToPay(slip.amountCents, askedCents),
    dueDate: slip.dueDate ? calendarDay(slip.dueDate) : null,
  };
}

export function utilityPayee(line: string, askedCents: number | null, now: Date): Payee {
  const bill = readUtilityLine(line, now);
  const segment = UTILITY_SEGMENTS[bill.segment] ?? `segmento ${bill.segment}`;
  return {
    type: 'UTILITY',
    digitableLine: line.replace(/[\s.-]/g, ''),
    barcode: bill.barcode,
    receiver: { name: `${segment} - convênio ${bill.barcode.slice(15, 19)}` },
    receiverAccountId: null,
    billing: null,
    // A value identifier of 7 or 9 marks a reference quantity, not reais: the payer types the amount.
    amountCents: amountToPay(bill.effectiveValue ? bill.amountCents : null, askedCents),
  };
}

/**
 * A BR Code: a dynamic code of a sandbox charge (by its location), a static code of a sandbox charge
 * (by key and txid), or a static code that is a plain PIX to a key (the sandbox's or another bank's).
 */
export async function pixPayee(
  sql: Sql,
  payerAccountId: string,
  emv: string,
  askedCents: number | null,
  now: Date,
): Promise<Payee> {
  const code = parseBrCode(emv);
  if (!code.ok) throw Errors.invalidBrCode(`Erro ${code.error}${code.field ? ` no campo ${code.field}` : ''}.`);
  if (!code.crcValid) throw Errors.invalidBrCode('O CRC do código não confere.');
  const common = { type: 'PIX' as const, emv: emv.trim(), endToEndId: newEndToEndId(now) };
  const codeCents = code.amount !== undefined ? toCents(code.amount) : null;
  if (code.merchantAccount.url) {
    const billing = await dynamicBilling(sql, code.merchantAccount.url);
    if (!billing) throw Errors.chargeNotFound();
    return { ...common, key: billing.pix_key, ...(await billingPayee(sql, payerAccountId, billing, askedCents, now)) };
  }
  const resolved = await resolvePixKey(sql, code.merchantAccount.key ?? '');
  if (!resolved) throw Errors.pixKeyNotFound();
  if (code.txid && code.txid !== '***') {
    const billing = await findBillingRow(sql, `txid = $1 and type = 'PIX_STATIC' and pix_key = $2`, [code.txid, resolved.key]);
    if (billing) return { ...common, key: resolved.key, ...(await billingPayee(sql, payerAccountId, billing, askedCents, now)) };
  }
  if (resolved.accountId === payerAccountId) throw Errors.sameAccount();
  return {
    ...common,
    key: resolved.key,
    receiver: payerViewOfReceiver(resolved),
    receiverAccountId: resolved.accountId,
    billing: null,
    amountCents: amountToPay(codeCents, askedCents),
  };
}

/** The sandbox charge a dynamic BR Code's location names, if it is one of ours. */
export async function dynamicBilling(sql: Sql, url: string): Promise<BillingRow | undefined> {
  const location = url.replace(/^https:\/\//i, '');
  if (!location.startsWith(PIX_LOCATION_PREFIX)) return undefined;
  const compact = location.slice(PIX_LOCATION_PREFIX.length);
  if (!/^[0-9a-f]{32}$/i.test(compact)) return undefined;
  const id = compact.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5').toLowerCase();
  return findBillingRow(sql, `id = $1 and type = 'PIX_DYNAMIC'`, [id]);
}
