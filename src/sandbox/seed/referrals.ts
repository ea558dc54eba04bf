import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { nextAccountNumber } from '../registration/account-number.ts';
import { DEMO_ACCOUNTS, DEMO_BRANCH, DEMO_MERCHANT } from './demo-data.ts';

/** The company's invitation code: /register?referralId=PAOQUENTE opens an account on its invitation. */
export const DEMO_REFERRAL_CODE = 'PAOQUENTE';

const DAY_MS = 86_400_000;

/**
 * People who registered with the company's invitation, in each state a registration passes through;
 * the last is still being filled in, so it is not listed as a referral yet.
 */
const REFERRED = [
  { name: 'Beatriz Almeida Rocha', personType: 'N', taxId: '28461375955', status: 'ACTIVE', daysAgo: 41 },
  { name: 'Rafael Nunes Carvalho', personType: 'N', taxId: '73190624887', status: 'ACTIVE', daysAgo: 23 },
  { name: 'Confeitaria Doce Lar Ltda', personType: 'J', taxId: '45678912000155', status: 'IN_ANALYSIS', daysAgo: 6 },
  { name: 'Lucas Ferreira Dias', personType: 'N', taxId: '46582019333', status: 'PENDING_DOCUMENTS', daysAgo: 3 },
  { name: 'Tiago Moreira Lopes', personType: 'N', taxId: '90215736443', status: 'REGISTERING', daysAgo: 1 },
] as const;

const PRODUCTS = {
  N: DEMO_MERCHANT.configuration.productAccountNaturalId,
  J: DEMO_MERCHANT.configuration.productAccountJuridicalId,
};

export async function seedReferrals(tx: Sql, now: Date): Promise<void> {
  const company = DEMO_ACCOUNTS.find((holder) => holder.key === 'company')!;
  await tx.query('update accounts set referral_code = $2 where id = $1', [company.accountId, DEMO_REFERRAL_CODE]);
  for (const person of REFERRED) {
    const at = new Date(now.getTime() - person.daysAgo * DAY_MS);
    const personId = randomUUID();
    await tx.query(
      `insert into people (id, person_type, tax_id, name, trade_name, nationality, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [personId, person.personType, person.taxId, person.name, null, person.personType === 'N' ? 'BR' : null, at],
    );
    const active = person.status === 'ACTIVE';
    await tx.query(
      `insert into accounts (id, merchant_id, branch_id, person_id, kind, number, status, accepted_term, product_id, referral_id,
                             tags, created_at, updated_at)
       values ($1, $2, $3, $4, 'CUSTOMER', $5, $6, $7, $8, $9, '{internetbank}', $10, $10)`,
      [
        randomUUID(),
        DEMO_MERCHANT.id,
        active ? DEMO_BRANCH.id : null,
        personId,
        active ? await nextAccountNumber(tx, DEMO_BRANCH.id) : null,
        person.status,
        active,
        PRODUCTS[person.personType],
        DEMO_REFERRAL_CODE,
        at,
      ],
    );
  }
}
