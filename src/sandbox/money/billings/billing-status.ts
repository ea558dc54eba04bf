import type { SandboxContext } from '../../context.ts';
import { bankDayOf, isoDay } from '../../statement/bank-calendar.ts';
import { moneyTransaction } from '../money-transaction.ts';
import { billingEntity, BILLING_COLUMNS, type BillingRow } from './billing-entity.ts';

/** Today in São Paulo, yyyy-MM-dd: due dates are calendar days of the bank. */
export const bankToday = (now: Date) => isoDay(bankDayOf(now));

export interface Payability {
  payable: boolean;
  /** What the payer owes today: the amount, less a discount paid in time, plus the fine once overdue. */
  amountDueCents: number;
  reason?: string;
}

const percentOf = (cents: number, percentage: number) => Math.floor((cents * Math.round(percentage * 100) + 5_000) / 10_000);

/** Whether the charge can be paid now, and for how much. */
export function payability(row: BillingRow, now: Date): Payability {
  const amount = row.amount_cents;
  if (row.status === 'PAID') return { payable: false, amountDueCents: amount, reason: 'Cobrança já paga.' };
  if (row.status === 'CANCELED') return { payable: false, amountDueCents: amount, reason: 'Cobrança cancelada ou expirada.' };
  if (row.type === 'PIX_DYNAMIC' && row.expires_at && new Date(row.expires_at).getTime() <= now.getTime()) {
    return { payable: false, amountDueCents: amount, reason: 'Cobrança expirada.' };
  }
  const today = bankToday(now);
  if (row.type !== 'BANK_SLIP') return { payable: true, amountDueCents: amount };
  if (row.overdue_date && today > row.overdue_date) {
    return { payable: false, amountDueCents: amount, reason: 'O prazo para pagar este boleto terminou.' };
  }
  let due = amount;
  if (row.due_date && today > row.due_date && row.penalty) due += percentOf(amount, row.penalty.percentage);
  const discountUntil = row.discount?.date ?? row.due_date;
  if (row.discount && discountUntil && today <= discountUntil) due -= Math.round(row.discount.amount * 100);
  return { payable: true, amountDueCents: due };
}

/**
 * Moves charges whose time has passed to their new status, lazily before charges are read or paid:
 * a dynamic PIX charge past its expiry is removed by the PSP (CANCELED, REMOVIDA_PELO_PSP), and an
 * unpaid bank slip or QR code past its due date is OVERDUE (still payable). Owners hear AccountBilling.
 */
export async function refreshBillingStatuses(ctx: SandboxContext): Promise<void> {
  const now = ctx.clock.now();
  const today = bankToday(now);
  const [pending] = await ctx.db.query<{ due: boolean }>(
    `select exists (select 1 from billings where status = 'ACTIVE' and (
        (type = 'PIX_DYNAMIC' and expires_at <= $1) or (type in ('BANK_SLIP', 'QRCODE') and due_date < $2::date))) as due`,
    [now, today],
  );
  if (!pending?.due) return;
  await moneyTransaction(ctx, async (tx, outbox) => {
    const expired = await tx.query<BillingRow>(
      `update billings set status = 'CANCELED', pix_status = 'REMOVIDA_PELO_PSP', updated_at = $1,
              message = 'Expirada sem pagamento.'
        where type = 'PIX_DYNAMIC' and status = 'ACTIVE' and expires_at <= $1 returning ${BILLING_COLUMNS}`,
      [now],
    );
    const overdue = await tx.query<BillingRow>(
      `update billings set status = 'OVERDUE', updated_at = $1
        where type in ('BANK_SLIP', 'QRCODE') and status = 'ACTIVE' and due_date < $2::date returning ${BILLING_COLUMNS}`,
      [now, today],
    );
    for (const row of [...expired, ...overdue]) outbox.add(row.account_id, 'AccountBilling', { billing: billingEntity(row) });
  });
}
