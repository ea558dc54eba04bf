import type { EmvReading } from '../../../generated/schemas.ts';
import { fromCents, parseBrCode } from '../../../domain/index.ts';
import type { SandboxContext } from '../../context.ts';
import { Errors } from '../../errors.ts';
import { findBillingRow, type BillingRow } from '../billings/billing-entity.ts';
import { payability } from '../billings/billing-status.ts';
import { dynamicBilling } from '../payments/payees.ts';
import { dictEntry, resolvePixKey } from './dict.ts';

/**
 * POST PIX/Emv: the BR Code read field by field, and where it leads in the sandbox: the charge of a
 * dynamic code (by its location) or of a static code (by key and txid), and the key's owner as DICT
 * shows it. A code of another PSP's location cannot be followed from the sandbox.
 */
export async function readEmv(ctx: SandboxContext, emv: string): Promise<EmvReading> {
  const code = parseBrCode(emv);
  if (!code.ok) throw Errors.invalidBrCode(`Erro ${code.error}${code.field ? ` no campo ${code.field}` : ''}.`);
  const now = ctx.clock.now();
  const reading: EmvReading = {
    emv: emv.trim(),
    type: code.merchantAccount.url ? 'DYNAMIC' : 'STATIC',
    key: code.merchantAccount.key ?? null,
    url: code.merchantAccount.url ?? null,
    amount: code.amount ?? null,
    txid: code.txid ?? null,
    merchantName: code.merchantName,
    merchantCity: code.merchantCity,
    crcValid: code.crcValid,
    receiver: null,
    billingId: null,
    billingStatus: null,
    pixStatus: null,
    dueDate: null,
    payable: false,
    message: code.crcValid ? null : 'O CRC do código não confere.',
  };
  let billing: BillingRow | undefined;
  let key = code.merchantAccount.key ?? null;
  if (code.merchantAccount.url) {
    billing = await dynamicBilling(ctx.db, code.merchantAccount.url);
    if (!billing)
      return { ...reading, message: reading.message ?? 'Cobrança de outra instituição: o sandbox não alcança este endereço.' };
    key = billing.pix_key;
  }
  const resolved = key ? await resolvePixKey(ctx.db, key) : null;
  if (!billing && resolved && code.txid && code.txid !== '***') {
    billing = await findBillingRow(ctx.db, `txid = $1 and type = 'PIX_STATIC' and pix_key = $2`, [code.txid, resolved.key]);
  }
  const withOwner = { ...reading, key, receiver: resolved ? dictEntry(resolved, now) : null };
  if (!billing) {
    return {
      ...withOwner,
      payable: code.crcValid && !!resolved,
      message: withOwner.message ?? (resolved ? null : 'Chave PIX não encontrada no DICT.'),
    };
  }
  const check = payability(billing, now);
  return {
    ...withOwner,
    amount: fromCents(check.amountDueCents),
    billingId: billing.id,
    billingStatus: billing.status,
    pixStatus: billing.pix_status,
    dueDate: billing.due_date,
    payable: code.crcValid && check.payable,
    message: withOwner.message ?? check.reason ?? null,
  };
}
