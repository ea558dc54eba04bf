import { randomBytes, randomUUID } from 'node:crypto';
import type {
  Billing,
  BillingBankSlipRequest,
  BillingPixDynamicRequest,
  BillingPixStaticRequest,
  BillingQrCodeRequest,
  Drawee,
} from '../../../generated/schemas.ts';
import {
  buildBankSlipLine,
  buildBrCode,
  canonicalPixKey,
  fromCents,
  isValidCnpj,
  isValidCpf,
  unmaskTaxId,
} from '../../../domain/index.ts';
import { one, type Sql } from '../../db/database.ts';
import { Errors } from '../../errors.ts';
import { DEMO_BANK } from '../../seed/demo-data.ts';
import { parseQueryDay, isoDay } from '../../statement/bank-calendar.ts';
import { centsOf } from '../amounts.ts';
import { accountCity, accountParty } from '../parties.ts';
import { PIX_LOCATION_PREFIX, readBilling } from './billing-entity.ts';
import { bankToday } from './billing-status.ts';

type BillingType = Billing['type'];

interface NewBilling {
  id: string;
  accountId: string;
  productId: string | null;
  type: BillingType;
  amountCents: number;
  description: string | null;
  dueDate: string | null;
  overdueDate?: string | null;
  expiresAt?: Date | null;
  drawee: Drawee | null;
  discount?: unknown;
  penalty?: unknown;
  qrKey?: string | null;
  txid?: string | null;
  emv?: string | null;
  digitableLine?: string | null;
  barcode?: string | null;
  ourNumber?: string | null;
  pixKey?: string | null;
  tags: string[];
  now: Date;
}

async function insertBilling(tx: Sql, billing: NewBilling): Promise<Billing> {
  const pix = billing.type === 'PIX_DYNAMIC' || billing.type === 'PIX_STATIC';
  await tx.query(
    `insert into billings (id, account_id, product_id, type, status, pix_status, amount_cents, description, due_date,
       overdue_date, expires_at, drawee, discount, penalty, qr_key, txid, emv, digitable_line, barcode, our_number, pix_key,
       tags, created_at, updated_at)
     values ($1, $2, $3, $4, 'ACTIVE', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22)`,
    [
      billing.id,
      billing.accountId,
      billing.productId,
      billing.type,
      pix ? 'ATIVA' : null,
      billing.amountCents,
      billing.description,
      billing.dueDate,
      billing.overdueDate ?? null,
      billing.expiresAt ?? null,
      billing.drawee ? JSON.stringify(billing.drawee) : null,
      billing.discount ? JSON.stringify(billing.discount) : null,
      billing.penalty ? JSON.stringify(billing.penalty) : null,
      billing.qrKey ?? null,
      billing.txid ?? null,
      billing.emv ?? null,
      billing.digitableLine ?? null,
      billing.barcode ?? null,
      billing.ourNumber ?? null,
      billing.pixKey ?? null,
      billing.tags,
      billing.now,
    ],
  );
  return readBilling(tx, billing.id);
}

/** A due date of today or later, as yyyy-MM-dd. */
function dueDateOf(text: string | undefined, now: Date, required: boolean): string | null {
  if (!text) {
    if (required) throw Errors.invalidDueDate('Informe a data de vencimento.');
    return null;
  }
  const day = parseQueryDay(text);
  if (!day) throw Errors.invalidDueDate();
  const iso = isoDay(day);
  if (iso < bankToday(now)) throw Errors.invalidDueDate('O vencimento não pode ser anterior a hoje.');
  return iso;
}

function draweeOf(drawee: Drawee | undefined): Drawee | null {
  if (!drawee) return null;
  const taxId = unmaskTaxId(drawee.taxId);
  const personType = taxId.length === 11 ? 'N' : 'J';
  if (!(personType === 'N' ? isValidCpf(taxId) : isValidCnpj(taxId))) throw Errors.invalidDrawee();
  return { ...drawee, taxId, personType };
}

/** One of the account's own PIX keys: the one asked for, else the oldest. */
async function ownPixKey(tx: Sql, accountId: string, asked: string | undefined): Promise<string> {
  if (asked) {
    const key = canonicalPixKey(asked) ?? asked.trim().toLowerCase();
    const owned = await one(tx, 'select 1 from pix_keys where key = $1 and account_id = $2 and deleted_at is null', [
      key,
      accountId,
    ]);
    if (!owned) throw Errors.pixKeyNotOwned();
    return key;
  }
  const first = await one<{ key: string }>(
    tx,
    'select key from pix_keys where account_id = $1 and deleted_at is null order by created_at, id limit 1',
    [accountId],
  );
  if (!first) throw Errors.noPixKeyForCharge();
  return first.key;
}

const common = (accountId: string, request: { productId?: string; description?: string; tags?: string[] }, now: Date) => ({
  id: randomUUID(),
  accountId,
  productId: request.productId ?? null,
  description: request.description ?? null,
  tags: request.tags ?? [],
  now,
});

/** POST Billings/QrCode: the key is what the QR image holds and what QrCode/Search finds. */
export async function createQrCodeBilling(
  tx: Sql,
  accountId: string,
  request: BillingQrCodeRequest,
  now: Date,
): Promise<Billing> {
  return insertBilling(tx, {
    ...common(accountId, request, now),
    type: 'QRCODE',
    amountCents: centsOf(request.amount),
    dueDate: dueDateOf(request.dueDate, now, false),
    drawee: draweeOf(request.drawee),
    qrKey: randomBytes(16).toString('hex').toUpperCase(),
  });
}

/**
 * POST Billings/BankSlip: a boleto of the sandbox bank (COMPE 999) with a valid 47-digit line and
 * 44-digit barcode. The free field is the branch (4), the account (7) and our number (14).
 */
export async function createBankSlipBilling(
  tx: Sql,
  accountId: string,
  request: BillingBankSlipRequest,
  now: Date,
): Promise<Billing> {
  const amountCents = centsOf(request.amount);
  const dueDate = dueDateOf(request.dueDate, now, true)!;
  const overdueDate = request.overdueDate ? dueDateOf(request.overdueDate, now, false) : null;
  if (overdueDate && overdueDate < dueDate)
    throw Errors.invalidDueDate('A data limite deve ser igual ou posterior ao vencimento.');
  const discount = request.discount
    ? {
        amount: fromCents(centsOf(request.discount.amount)),
        date: request.discount.date ? dueDateOf(request.discount.date, now, false) : null,
      }
    : null;
  if (discount && Math.round(discount.amount * 100) >= amountCents)
    throw Errors.invalidAmount('O desconto deve ser menor que o valor.');
  if (discount?.date && discount.date > dueDate) throw Errors.invalidDueDate('O desconto deve valer até o vencimento.');
  const holder = await accountParty(tx, accountId);
  const [sequence] = await tx.query<{ value: number }>(`select nextval('bank_slip_our_number')::bigint as value`);
  const ourNumber = String(sequence!.value).padStart(14, '0');
  const freeField = holder.branch!.padStart(4, '0') + holder.account!.padStart(7, '0').slice(-7) + ourNumber;
  const [year, month, day] = dueDate.split('-').map(Number) as [number, number, number];
  const slip = buildBankSlipLine({
    bankCode: DEMO_BANK.compe,
    amountCents,
    dueDate: new Date(year, month - 1, day, 12),
    freeField,
  });
  return insertBilling(tx, {
    ...common(accountId, request, now),
    type: 'BANK_SLIP',
    amountCents,
    dueDate,
    overdueDate,
    drawee: draweeOf(request.drawee),
    discount: discount ? { amount: discount.amount, ...(discount.date ? { date: discount.date } : {}) } : null,
    penalty: request.penalty ?? null,
    digitableLine: slip.line,
    barcode: slip.barcode,
    ourNumber,
  });
}

/** POST Billings/PIX/Dynamic: a single-use charge; its BR Code carries only the location that serves it. */
export async function createPixDynamicBilling(
  tx: Sql,
  accountId: string,
  request: BillingPixDynamicRequest,
  now: Date,
): Promise<Billing> {
  const base = common(accountId, request, now);
  const pixKey = await ownPixKey(tx, accountId, request.key);
  const holder = await accountParty(tx, accountId);
  const emv = buildBrCode({
    url: `${PIX_LOCATION_PREFIX}${base.id.replace(/-/g, '')}`,
    merchantName: holder.name,
    merchantCity: await accountCity(tx, accountId),
  });
  return insertBilling(tx, {
    ...base,
    type: 'PIX_DYNAMIC',
    amountCents: centsOf(request.amount),
    dueDate: null,
    expiresAt: new Date(now.getTime() + (request.expiration ?? 86_400) * 1000),
    drawee: draweeOf(request.drawee),
    emv,
    pixKey,
  });
}

const TXID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newTxid = () => [...randomBytes(25)].map((byte) => TXID_ALPHABET[byte % TXID_ALPHABET.length]).join('');

/** POST Billings/PIX/Static: the BR Code carries the key, the amount and a txid that names this charge. */
export async function createPixStaticBilling(
  tx: Sql,
  accountId: string,
  request: BillingPixStaticRequest,
  now: Date,
): Promise<Billing> {
  const amountCents = centsOf(request.amount);
  const pixKey = await ownPixKey(tx, accountId, request.key);
  const holder = await accountParty(tx, accountId);
  const txid = newTxid();
  const emv = buildBrCode({
    key: pixKey,
    amount: fromCents(amountCents),
    txid,
    merchantName: holder.name,
    merchantCity: await accountCity(tx, accountId),
  });
  return insertBilling(tx, {
    ...common(accountId, request, now),
    type: 'PIX_STATIC',
    amountCents,
    dueDate: null,
    drawee: draweeOf(request.drawee),
    txid,
    emv,
    pixKey,
  });
}
