import type { Sql } from '../db/database.ts';
import { nextAccountNumber } from '../registration/account-number.ts';
import { DEMO_ACCOUNTS, DEMO_BRANCH, DEMO_MERCHANT } from './demo-data.ts';

/** The company's invitation code: /register?referralId=PAOQUENTE opens an account on its invitation. */
export const DEMO_REFERRAL_CODE = 'PAOQUENTE';

const DAY_MS = 86_400_000;

/** Fixed ids, so a reset of the sandbox brings back the same accounts. */
const id = (n: number) => `5e000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * People who sent in a registration with the company's invitation, in the states a registration
 * passes through. None is still being filled in: the registrations started from one address in an
 * hour are counted by those (docs/account-opening.md).
 */
const REFERRED = [
  { n: 1, name: 'Beatriz Almeida Rocha', personType: 'N', taxId: '28461375955', status: 'ACTIVE', daysAgo: 41 },
  { n: 2, name: 'Rafael Nunes Carvalho', personType: 'N', taxId: '73190624887', status: 'ACTIVE', daysAgo: 23 },
  { n: 3, name: 'Confeitaria Doce Lar Ltda', personType: 'J', taxId: '45678912000155', status: 'IN_ANALYSIS', daysAgo: 6 },
  { n: 4, name: 'Lucas Ferreira Dias', personType: 'N', taxId: '46582019333', status: 'PENDING_DOCUMENTS', daysAgo: 3 },
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
    const personId = id(100 + person.n);
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
        id(person.n),
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
