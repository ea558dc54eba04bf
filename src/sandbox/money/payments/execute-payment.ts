import { randomBytes, randomUUID } from 'node:crypto';
import type { Party } from '../../../generated/schemas.ts';
import { formatMoney, fromCents } from '../../../domain/index.ts';
import { assertWithinLimits, type LimitProduct } from '../../account-services/limits.ts';
import type { Sql } from '../../db/database.ts';
import { Errors } from '../../errors.ts';
import { assertCovers, lockAccounts, postMovement, type PostingInput } from '../../ledger/post-movement.ts';
import { INTERNAL_ACCOUNTS } from '../../seed/demo-data.ts';
import { billingEntity, billingRow, type BillingRow } from '../billings/billing-entity.ts';
import { payability } from '../billings/billing-status.ts';
import { feeFor, type Fee, type FeeProduct } from '../fees.ts';
import { sendInboxMessage } from '../messages.ts';
import type { MoneyOutbox } from '../outbox.ts';
import { accountParty, BANK_PARTY, publicParty } from '../parties.ts';
import { recordReceive } from '../receives/record-receive.ts';
import type { Payment } from '../../../generated/schemas.ts';
import { paymentEntity, paymentRow, PAYMENT_COLUMNS, type PaymentRow } from './payment-entity.ts';

const ENTITY = {
  QRCODE: 'PAYMENT_QRCODE',
  BANK_SLIP: 'PAYMENT_BANK_SLIP',
  UTILITY: 'PAYMENT_UTILITY',
  PIX: 'PAYMENT_PIX',
} as const;
const LIMIT: Record<PaymentRow['type'], LimitProduct> = {
  QRCODE: 'QRCODE',
  BANK_SLIP: 'BANK_SLIP',
  UTILITY: 'BANK_SLIP',
  PIX: 'PIX',
};
const PAID = {
  QRCODE: 'Pagamento QR Code',
  BANK_SLIP: 'Pagamento de boleto',
  UTILITY: 'Pagamento de conta',
  PIX: 'Pagamento PIX',
} as const;
const BILLING_ENTITY = {
  QRCODE: 'BILLING_QRCODE',
  BANK_SLIP: 'BILLING_BANK_SLIP',
  PIX_DYNAMIC: 'BILLING_PIX',
  PIX_STATIC: 'BILLING_PIX',
} as const;
const RECEIVED = {
  QRCODE: 'QR Code recebido',
  BANK_SLIP: 'Boleto recebido',
  PIX_DYNAMIC: 'Cobrança PIX recebida',
  PIX_STATIC: 'Cobrança PIX recebida',
} as const;

const reais = (cents: number) => formatMoney(fromCents(cents));

/** The charge being paid, locked and checked again: it may have been paid, cancelled or expired since. */
async function lockedBilling(tx: Sql, payment: PaymentRow, now: Date): Promise<BillingRow | null> {
  if (!payment.billing_id) return null;
  const billing = await billingRow(tx, payment.billing_id, true);
  const check = payability(billing, now);
  if (!check.payable) throw Errors.billingNotPayable(check.reason);
  if (check.amountDueCents !== payment.amount_cents) {
    throw Errors.amountMismatch(`O valor devido hoje é ${reais(check.amountDueCents)}; faça o pagamento de novo.`);
  }
  return billing;
}

/** The receiver's fee, never more than what they receive. */
async function receiveFee(tx: Sql, accountId: string, product: FeeProduct, amountCents: number): Promise<Fee> {
  const fee = await feeFor(tx, accountId, product, 'RECEIVE', amountCents);
  return { ...fee, cents: Math.min(fee.cents, amountCents) };
}

/**
 * Moves the money of an approved payment inside the approving transaction: the payer's debit to the
 * charge's issuer (a BILLING_* credit, less a RECEIVE_FEE where the issuer's product has one), to the
 * owner of a PIX key (RECEIVE_PIX), or to the settlement account for other banks. A charge becomes
 * PAID (CONCLUIDA for PIX) with its amount received; money received in the sandbox is a receive.
 */
export async function executePayment(tx: Sql, outbox: MoneyOutbox, id: string, now: Date): Promise<Payment> {
  const payment = await paymentRow(tx, id);
  const billing = await lockedBilling(tx, payment, now);
  const creditAccountId = payment.receiver_account_id ?? INTERNAL_ACCOUNTS.settlement.id;
  const entity = ENTITY[payment.type];
  const inSandbox = payment.receiver_account_id !== null;
  const receiverEntity = billing ? BILLING_ENTITY[billing.type] : inSandbox ? 'RECEIVE_PIX' : entity;
  const reversible = receiverEntity === 'BILLING_PIX' || receiverEntity === 'RECEIVE_PIX';
  const fee = inSandbox
    ? await receiveFee(tx, creditAccountId, receiverEntity as FeeProduct, payment.amount_cents)
    : { cents: 0, percentage: null };
  const feesAccount = fee.cents > 0 ? [INTERNAL_ACCOUNTS.fees.id] : [];
  const locked = await lockAccounts(tx, [payment.account_id, creditAccountId, ...feesAccount]);
  assertCovers(
    locked.find((account) => account.id === payment.account_id),
    payment.amount_cents,
  );
  await assertWithinLimits(tx, {
    accountId: payment.account_id,
    product: LIMIT[payment.type],
    amountCents: payment.amount_cents,
    at: now,
  });
  const movementId = randomUUID();
  const receiveId = inSandbox ? randomUUID() : null;
  const auth = randomBytes(10).toString('hex').toUpperCase();
  const receiverParty: Party = inSandbox ? publicParty(await accountParty(tx, creditAccountId), payment.key) : payment.receiver;
  const common = {
    movementId,
    auth,
    ...(payment.key ? { key: payment.key } : {}),
    ...(payment.end_to_end_id ? { endToEndId: payment.end_to_end_id } : {}),
    ...(payment.digitable_line ? { digitableLine: payment.digitable_line } : {}),
    ...(payment.due_date ? { dueDate: payment.due_date } : {}),
    ...(payment.emv ? { emv: payment.emv } : {}),
  };
  const receivedText = billing ? RECEIVED[billing.type] : inSandbox ? 'PIX recebido' : PAID[payment.type];
  const postings: PostingInput[] = [
    {
      accountId: payment.account_id,
      amountCents: -payment.amount_cents,
      description: `${PAID[payment.type]} - ${payment.receiver.name}`,
      metadata: { payer: payment.payer, receiver: payment.receiver, ...common },
      relationId: payment.id,
    },
    {
      accountId: creditAccountId,
      amountCents: payment.amount_cents,
      entity: receiverEntity,
      description: `${receivedText} - ${payment.payer.name}`,
      metadata: {
        payer: payment.payer,
        receiver: receiverParty,
        ...(billing?.drawee ? { debtor: billing.drawee } : {}),
        ...common,
      },
      relationId: receiveId ?? payment.id,
      canReverse: reversible,
    },
  ];
  if (fee.cents > 0) {
    postings.push(
      {
        accountId: creditAccountId,
        amountCents: -fee.cents,
        entity: 'RECEIVE_FEE',
        description: `Tarifa de recebimento - ${receivedText}`,
        metadata: {
          payer: receiverParty,
          receiver: BANK_PARTY,
          amount: fromCents(payment.amount_cents),
          percentage: fee.percentage,
          movementId,
          ...(payment.end_to_end_id ? { endToEndId: payment.end_to_end_id } : {}),
        },
        relationId: receiveId,
      },
      {
        accountId: INTERNAL_ACCOUNTS.fees.id,
        amountCents: fee.cents,
        entity: 'RECEIVE_FEE',
        description: 'Tarifa de recebimento',
      },
    );
  }
  const posted = await postMovement(tx, {
    id: movementId,
    entity,
    description: `${PAID[payment.type]} - ${payment.receiver.name}`,
    executedAt: now,
    postings,
  });
  outbox.recordMovement(posted);

  if (receiveId && payment.receiver_account_id) {
    await recordReceive(tx, {
      id: receiveId,
      accountId: payment.receiver_account_id,
      type: billing ? billing.type : 'PIX',
      amountCents: payment.amount_cents,
      description: `${receivedText} - ${payment.payer.name}`,
      payer: payment.payer,
      creditor: receiverParty,
      payerAccountId: payment.account_id,
      payerEntity: entity,
      billingId: billing?.id ?? null,
      paymentId: payment.id,
      key: payment.key,
      endToEndId: payment.end_to_end_id,
      postingId: posted.postings[1]!.id,
      canReverse: reversible,
      at: now,
    });
    await sendInboxMessage(tx, outbox, {
      accountId: payment.receiver_account_id,
      title: receivedText,
      text: `Você recebeu ${reais(payment.amount_cents)} de ${payment.payer.name}${billing?.description ? ` (${billing.description})` : ''}.`,
      at: now,
    });
  }
  if (billing) {
    await tx.query(
      `update billings set status = 'PAID', pix_status = case when pix_status is null then null else 'CONCLUIDA' end,
              amount_received_cents = amount_received_cents + $2, paid_at = $3, updated_at = $3
        where id = $1`,
      [billing.id, payment.amount_cents, now],
    );
    outbox.add(billing.account_id, 'AccountBilling', { billing: billingEntity(await billingRow(tx, billing.id)) });
  }
  const [completed] = await tx.query<PaymentRow>(
    `update payments set status = 'COMPLETED', movement_id = $2, auth = $3, approved_at = $4, completed_at = $4, updated_at = $4
      where id = $1 returning ${PAYMENT_COLUMNS}`,
    [payment.id, movementId, auth, now],
  );
  return paymentEntity(completed!);
}
