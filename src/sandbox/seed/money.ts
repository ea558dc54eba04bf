import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import {
  createBankSlipBilling,
  createPixDynamicBilling,
  createPixStaticBilling,
  createQrCodeBilling,
} from '../money/billings/create-billing.ts';
import { MoneyOutbox } from '../money/outbox.ts';
import { executePayment } from '../money/payments/execute-payment.ts';
import { insertPayment } from '../money/payments/create-payment.ts';
import { pixPayee } from '../money/payments/payees.ts';
import { insertTransfer, type Actor } from '../money/transfers/create-transfer.ts';
import { executeTransfer } from '../money/transfers/execute-transfer.ts';
import { addDays, bankDayOf, isoDay } from '../statement/bank-calendar.ts';
import { DEMO_ACCOUNTS, DEMO_MERCHANT } from './demo-data.ts';

const holder = (key: 'maria' | 'company' | 'ana') => DEMO_ACCOUNTS.find((account) => account.key === key)!;
const actorOf = (key: 'maria' | 'company' | 'ana'): Actor => ({
  userId: holder(key).operator.userId,
  userName: holder(key).operator.name,
});

/** The demo's PIX keys, one owner each (README lists them). */
export const DEMO_PIX_KEYS = [
  { account: 'maria', type: 'CPF', key: '52998224725' },
  { account: 'maria', type: 'EMAIL', key: 'maria@balcao.example' },
  { account: 'maria', type: 'PHONE', key: '+5511987654321' },
  { account: 'company', type: 'CNPJ', key: '11222333000181' },
  { account: 'company', type: 'EVP', key: '2f6e1c8a-5b3d-4e7f-9a1b-3c5d7e9f0a2b' },
  { account: 'ana', type: 'EMAIL', key: 'ana@balcao.example' },
] as const;

/** Demo data of money movement (PIX keys, charges, pending transfers…); runs inside the seed's transaction. */
export async function seedMoney(tx: Sql, now: Date): Promise<void> {
  const outbox = new MoneyOutbox();
  const config = { mode: 'demo' } as const;
  const day = (offset: number) => isoDay(addDays(bankDayOf(now), offset));
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  // Registered a month ago, a minute apart, so every list shows them in the same order.
  for (const [index, key] of DEMO_PIX_KEYS.entries()) {
    await tx.query('insert into pix_keys (id, account_id, type, key, created_at) values ($1, $2, $3, $4, $5)', [
      randomUUID(),
      holder(key.account).accountId,
      key.type,
      key.key,
      new Date(now.getTime() - 30 * 86_400_000 + index * 60_000),
    ]);
  }
  await seedReceivedPix(tx, now);

  // Transfers: three done, three waiting for approval.
  const done = [
    {
      from: 'maria',
      request: { type: 'INTERNAL', amount: 150, description: 'Aluguel da vaga', receiver: { branch: '0001', account: '777777' } },
    },
    { from: 'maria', request: { type: 'PIX', amount: 45, description: 'Presente', key: 'ana@balcao.example' } },
    {
      from: 'company',
      request: {
        type: 'EXTERNAL',
        amount: 2300,
        description: 'Farinha e fermento',
        receiver: {
          compe: '001',
          branch: '1234',
          account: '567890',
          accountType: 'CC',
          name: 'Supermercado Bom Preço Ltda',
          taxId: '45997418000153',
        },
      },
    },
  ] as const;
  for (const { from, request } of done) {
    const transfer = await insertTransfer(tx, holder(from).accountId, request, actorOf(from), now);
    await executeTransfer(config, tx, outbox, transfer.id, now);
  }
  const pending = [
    { from: 'maria', request: { type: 'PIX', amount: 89.9, description: 'Cesta de pães', key: '11222333000181' } },
    {
      from: 'company',
      request: {
        type: 'EXTERNAL',
        amount: 780,
        description: 'Manutenção do forno',
        receiver: {
          compe: '104',
          branch: '0456',
          account: '000123456',
          accountType: 'CP',
          name: 'Carlos Eduardo Martins',
          taxId: '86288366757',
        },
      },
    },
    {
      from: 'ana',
      request: { type: 'INTERNAL', amount: 30, description: 'Pizza de sexta', receiver: { branch: '0001', account: '123456' } },
    },
  ] as const;
  for (const { from, request } of pending) await insertTransfer(tx, holder(from).accountId, request, actorOf(from), now);

  // Charges of every type for the company: open ones, one paid (returnable) and one cancelled.
  const company = holder('company').accountId;
  const maria = { name: holder('maria').name, taxId: holder('maria').taxId };
  await createQrCodeBilling(
    tx,
    company,
    { accountId: company, amount: 35.9, dueDate: day(5), description: 'Pedido 1042 - café da manhã' },
    minutesAgo(50),
  );
  await createBankSlipBilling(
    tx,
    company,
    {
      accountId: company,
      amount: 1250,
      dueDate: day(10),
      overdueDate: day(40),
      description: 'Encomenda de bolos - festa',
      drawee: maria,
      penalty: { percentage: 2 },
      discount: { amount: 25 },
    },
    minutesAgo(40),
  );
  await createPixDynamicBilling(
    tx,
    company,
    { accountId: company, amount: 89.9, expiration: 3 * 86_400, description: 'Assinatura da cesta de pães', drawee: maria },
    minutesAgo(30),
  );
  await createPixStaticBilling(
    tx,
    company,
    { accountId: company, amount: 15, description: 'Café e pão de queijo' },
    minutesAgo(20),
  );
  const paid = await createPixDynamicBilling(
    tx,
    company,
    { accountId: company, amount: 42.5, description: 'Bolo de cenoura', drawee: maria },
    minutesAgo(10),
  );
  const payee = await pixPayee(tx, holder('maria').accountId, paid.metadata.emv!, null, now);
  const paymentId = await insertPayment(
    tx,
    holder('maria').accountId,
    { description: 'Bolo de cenoura' },
    payee,
    actorOf('maria'),
    now,
  );
  await executePayment(tx, outbox, paymentId, now);
  const dropped = await createQrCodeBilling(
    tx,
    company,
    { accountId: company, amount: 12, description: 'Pedido desistido' },
    minutesAgo(5),
  );
  await tx.query(`update billings set status = 'CANCELED', message = 'Cancelada pelo recebedor.' where id = $1`, [dropped.id]);

  for (const account of DEMO_ACCOUNTS) {
    await tx.query(`insert into messages (id, account_id, title, text, is_read, created_at) values ($1, $2, $3, $4, true, $5)`, [
      randomUUID(),
      account.accountId,
      `Bem-vindo ao ${DEMO_MERCHANT.name}`,
      'Sua conta está pronta. Aqui chegam os avisos da conta e os tokens de validação das suas operações.',
      new Date(now.getTime() - 90 * 86_400_000),
    ]);
  }
}

/**
 * The seeded statement's PIX received from other banks become receives, so their receipts offer
 * the return (devolução) while the 90 days last; the money goes back through settlement.
 */
async function seedReceivedPix(tx: Sql, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 90 * 86_400_000);
  await tx.query(
    `insert into receives (id, account_id, type, status, amount_cents, description, payer, creditor, payer_account_id,
       payer_entity, key, end_to_end_id, posting_id, can_reverse, created_at, updated_at)
     select p.relation_id, p.account_id, 'PIX', 'RECEIVED', p.amount_cents, p.description, p.metadata->'payer',
            p.metadata->'receiver', null, 'TRANSFER_PIX', p.metadata->>'key', p.metadata->>'endToEndId', p.id, true,
            p.executed_at, p.executed_at
       from postings p join accounts a on a.id = p.account_id
      where p.entity = 'RECEIVE_PIX' and a.kind = 'CUSTOMER' and p.amount_cents > 0 and p.relation_id is not null
        and p.executed_at > $1`,
    [since],
  );
  await tx.query(`update postings set can_reverse = true where id in (select posting_id from receives)`);
}
