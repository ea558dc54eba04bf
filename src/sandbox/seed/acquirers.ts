import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { feeCents, feeRate, receivablesOf, type CardProduct } from '../acquirers/receivables.ts';
import { addDays, bankDayOf, bankTime, isoDay } from '../statement/bank-calendar.ts';
import { DEMO_ACCOUNTS } from './demo-data.ts';

const DAYS = 90;
const BRANDS = [
  ['VISA', 38],
  ['MASTERCARD', 34],
  ['ELO', 18],
  ['HIPERCARD', 5],
  ['AMEX', 5],
] as const;

/** A small deterministic generator (mulberry32), so every fresh sandbox has the same sales. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Ninety days of card sales at the bakery's counter, 6 to 16 a day between 6 a.m. and 8 p.m. (more
 * on Saturdays), mostly debit and small, some credit in installments (cakes, orders for parties), 3 %
 * canceled; and the receivables of every approved sale. Only the company has acquiring on.
 */
export async function seedAcquirers(tx: Sql, now: Date): Promise<void> {
  const company = DEMO_ACCOUNTS.find((holder) => holder.key === 'company')!;
  const random = generator(4242);
  const between = (min: number, max: number) => Math.floor(min + random() * (max - min + 1));
  const brandOf = () => {
    let roll = random() * 100;
    for (const [brand, weight] of BRANDS) if ((roll -= weight) < 0) return brand;
    return 'VISA';
  };
  const sales: unknown[][] = [];
  const schedules: unknown[][] = [];
  const today = bankDayOf(now);
  for (let back = DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
    const count = weekday === 6 ? between(12, 16) : weekday === 0 ? between(6, 9) : between(8, 13);
    const opening = bankTime(day, 6).getTime();
    const instants = Array.from({ length: count }, () => opening + Math.floor(random() * 14 * 3_600_000)).sort((a, b) => a - b);
    for (const at of instants) {
      const product: CardProduct = random() < 0.62 ? 'DEBIT' : 'CREDIT';
      const large = product === 'CREDIT' && random() < 0.18;
      const installments = large ? between(2, 6) : 1;
      const grossCents = large ? between(12_000, 48_000) : between(650, 8_900);
      const picked = brandOf();
      const brand = product === 'DEBIT' && picked === 'AMEX' ? 'VISA' : picked;
      const fee = feeCents(grossCents, feeRate(product, installments, brand));
      const canceled = random() < 0.03;
      const id = randomUUID();
      sales.push([
        id,
        new Date(at),
        brand,
        product,
        installments,
        grossCents,
        fee,
        canceled ? 'CANCELED' : 'APPROVED',
        String(between(0, 999_999)).padStart(6, '0'),
        String(between(0, 999_999_999)).padStart(9, '0'),
        String(between(0, 9999)).padStart(4, '0'),
      ]);
      if (canceled) continue;
      for (const receivable of receivablesOf(day, product, installments, grossCents, fee)) {
        schedules.push([
          randomUUID(),
          id,
          receivable.installment,
          isoDay(receivable.settlementDay),
          receivable.grossCents,
          receivable.feeCents,
        ]);
      }
    }
  }
  const column = (rows: unknown[][], index: number) => rows.map((row) => row[index]);
  await tx.query(
    `insert into acquirer_sales (id, account_id, sold_at, card_brand, product, installments, gross_cents, fee_cents, net_cents,
                                 status, authorization_code, nsu, card_last_digits)
     select s.id, $1, s.sold_at, s.brand, s.product, s.installments, s.gross, s.fee, s.gross - s.fee, s.status, s.code, s.nsu, s.digits
       from unnest($2::uuid[], $3::timestamptz[], $4::text[], $5::text[], $6::int[], $7::bigint[], $8::bigint[], $9::text[],
                   $10::text[], $11::text[], $12::text[])
            as s(id, sold_at, brand, product, installments, gross, fee, status, code, nsu, digits)`,
    [company.accountId, ...Array.from({ length: 11 }, (_, index) => column(sales, index))],
  );
  await tx.query(
    `insert into acquirer_schedules (id, account_id, sale_id, installment, settlement_date, gross_cents, fee_cents, net_cents)
     select r.id, $1, r.sale_id, r.installment, r.day, r.gross, r.fee, r.gross - r.fee
       from unnest($2::uuid[], $3::uuid[], $4::int[], $5::date[], $6::bigint[], $7::bigint[])
            as r(id, sale_id, installment, day, gross, fee)`,
    [company.accountId, ...Array.from({ length: 6 }, (_, index) => column(schedules, index))],
  );
}
