import { randomUUID } from 'node:crypto';
import { endToEndId } from '../../domain/index.ts';
import { DEMO_BANK, DEMO_BRANCH, type COUNTERPARTIES, type DemoAccountHolder } from './demo-data.ts';

type Counterparty = (typeof COUNTERPARTIES)[number];

export interface PlannedEntry {
  accountId: string;
  amountCents: number;
  entity: string;
  description: string;
  executedAt: Date;
  metadata: Record<string, unknown>;
  relationId: string;
}

const DAY_MS = 86_400_000;

/** A small deterministic generator (mulberry32), so every fresh sandbox has the same statement. */
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
 * Ninety days of entries per account, oldest first: the opening deposit, monthly salary or daily
 * sales, PIX in and out, and bills. Debits that the balance cannot cover are left out.
 */
export function demoStatement(
  holders: readonly DemoAccountHolder[],
  counterparties: readonly Counterparty[],
  now: Date,
): PlannedEntry[] {
  const entries: PlannedEntry[] = [];
  holders.forEach((holder, index) => {
    const random = generator(1000 + index);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const cents = (min: number, max: number) => Math.round(min + random() * (max - min));
    const self = party(holder);
    let balance = 0;
    let last = 0;
    const add = (
      daysAgo: number,
      amountCents: number,
      entity: string,
      description: string,
      counterparty: Counterparty,
      extra: Record<string, unknown> = {},
    ) => {
      if (balance + amountCents < 0) return;
      balance += amountCents;
      // Each account's entries stay in order, so every running balance in the plan is the one posted.
      last = Math.max(last + 60_000, now.getTime() - daysAgo * DAY_MS - Math.floor(random() * 10 * 3_600_000));
      const executedAt = new Date(last);
      const other = { ...counterparty };
      const credit = amountCents > 0;
      entries.push({
        accountId: holder.accountId,
        amountCents,
        entity,
        description,
        executedAt,
        relationId: randomUUID(),
        metadata: {
          payer: credit ? other : self,
          receiver: credit ? self : other,
          endToEndId: endToEndId({ ispb: credit ? other.ispb : DEMO_BANK.ispb, date: executedAt, random }),
          movementId: Math.floor(random() * 1e10)
            .toString()
            .padStart(10, '0'),
          ...extra,
        },
      });
    };

    add(90, holder.openingCents, 'TRANSFER_EXTERNAL', 'TED recebida - saldo inicial', counterparties[3]!);
    for (let daysAgo = 89; daysAgo >= 0; daysAgo -= 1) {
      const date = new Date(now.getTime() - daysAgo * DAY_MS);
      if (holder.personType === 'N' && date.getUTCDate() === 5) {
        add(daysAgo, cents(450_000, 520_000), 'TRANSFER_EXTERNAL', 'Salário', counterparties[3]!);
      }
      if (holder.personType === 'J' && random() < 0.8) {
        const buyer = pick(counterparties);
        add(daysAgo, cents(5_000, 90_000), 'RECEIVE_PIX', `PIX recebido - ${buyer.name}`, buyer, { key: buyer.taxId });
      }
      const roll = random();
      if (roll < 0.25) {
        const to = pick(counterparties);
        add(daysAgo, -cents(1_500, 25_000), 'TRANSFER_PIX', `PIX enviado - ${to.name}`, to, { key: to.taxId });
      } else if (roll < 0.35) {
        const from = pick(counterparties);
        add(daysAgo, cents(2_000, 40_000), 'RECEIVE_PIX', `PIX recebido - ${from.name}`, from, { key: self.taxId });
      } else if (roll < 0.42) {
        const biller = counterparties[1]!;
        add(daysAgo, -cents(9_000, 35_000), 'PAYMENT_UTILITY', `Pagamento de conta - ${biller.name}`, biller, {
          dueDate: new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10),
        });
      } else if (roll < 0.47) {
        const store = counterparties[0]!;
        add(daysAgo, -cents(5_000, 60_000), 'PAYMENT_BANK_SLIP', `Pagamento de boleto - ${store.name}`, store);
      }
    }
  });
  return entries.sort((a, b) => a.executedAt.getTime() - b.executedAt.getTime());
}

function party(holder: DemoAccountHolder) {
  return {
    name: holder.tradeName ?? holder.name,
    personType: holder.personType,
    taxId: holder.taxId,
    bank: DEMO_BANK.name,
    compe: DEMO_BANK.compe,
    ispb: DEMO_BANK.ispb,
    branch: DEMO_BRANCH.code,
    account: holder.number,
    accountType: 'CC',
  };
}
