import { seedProducts } from './products.ts';
import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '../db/database.ts';
import { hashPassword } from '../auth/passwords.ts';
import { postMovement } from '../ledger/post-movement.ts';
import {
  COUNTERPARTIES,
  DEMO_ACCOUNTS,
  DEMO_API_CLIENT,
  DEMO_BRANCH,
  DEMO_MERCHANT,
  DEMO_PASSWORD_CHANGE_OPERATOR,
  INTERNAL_ACCOUNTS,
  type DemoAccountHolder,
} from './demo-data.ts';
import { demoStatement } from './statement-plan.ts';
import { seedAccountServices } from './account-services.ts';
import { seedMoney } from './money.ts';
import { seedCards } from './cards.ts';
import { seedPasswordChangeOperator } from './password-change-operator.ts';
import { DEMO_BANK_OPERATOR, seedAccountOpening } from './account-opening.ts';
import { seedAcquirers } from './acquirers.ts';
import { seedReferrals } from './referrals.ts';

/** True when the demo bank is already in the database. */
export async function isSeeded(db: Sql): Promise<boolean> {
  const rows = await db.query('select 1 from merchants where id = $1', [DEMO_MERCHANT.id]);
  return rows.length > 0;
}

/**
 * Creates the demo bank: merchant, branch, internal accounts, three holders and 90 days of statement.
 * The operators' passwords are hashed at `passwordCost` (SEED_PASSWORD_COST, src/sandbox/config.ts).
 */
export async function seedDemoBank(db: Database, now: Date, passwordCost: number): Promise<void> {
  // Hashed on the thread pool while the holders' passwords are hashed below.
  const changerHash = hashPassword(DEMO_PASSWORD_CHANGE_OPERATOR.password, passwordCost);
  const bankOperatorHash = hashPassword(DEMO_BANK_OPERATOR.password, passwordCost);
  const passwordHashes = new Map<string, string>();
  for (const holder of DEMO_ACCOUNTS) passwordHashes.set(holder.key, await hashPassword(holder.operator.password, passwordCost));
  const clientSecretHash = await hashPassword(DEMO_API_CLIENT.clientSecret, passwordCost);
  const openedAt = new Date(now.getTime() - 91 * 86_400_000);

  await db.transaction(async (tx) => {
    await tx.query('insert into merchants (id, name, site, configuration) values ($1, $2, $3, $4)', [
      DEMO_MERCHANT.id,
      DEMO_MERCHANT.name,
      DEMO_MERCHANT.site,
      JSON.stringify(DEMO_MERCHANT.configuration),
    ]);
    await tx.query('insert into branches (id, merchant_id, code, name) values ($1, $2, $3, $4)', [
      DEMO_BRANCH.id,
      DEMO_MERCHANT.id,
      DEMO_BRANCH.code,
      DEMO_BRANCH.name,
    ]);
    for (const internal of Object.values(INTERNAL_ACCOUNTS)) {
      await tx.query(
        `insert into accounts (id, merchant_id, branch_id, kind, number, can_negative_balance, created_at, updated_at)
         values ($1, $2, $3, 'INTERNAL', $4, true, $5, $5)`,
        [internal.id, DEMO_MERCHANT.id, DEMO_BRANCH.id, internal.number, openedAt],
      );
    }
    for (const holder of DEMO_ACCOUNTS) await insertHolder(tx, holder, passwordHashes.get(holder.key)!, openedAt);
    const company = DEMO_ACCOUNTS.find((holder) => holder.key === DEMO_API_CLIENT.accountKey)!;
    await tx.query('insert into api_clients (client_id, account_id, secret_hash, created_at, name) values ($1, $2, $3, $4, $5)', [
      DEMO_API_CLIENT.clientId,
      company.accountId,
      clientSecretHash,
      openedAt,
      DEMO_API_CLIENT.name,
    ]);

    for (const entry of demoStatement(DEMO_ACCOUNTS, COUNTERPARTIES, now)) {
      await postMovement(tx, {
        entity: entry.entity,
        description: entry.description,
        executedAt: entry.executedAt,
        postings: [
          {
            accountId: entry.accountId,
            amountCents: entry.amountCents,
            description: entry.description,
            metadata: entry.metadata,
            relationId: entry.relationId,
          },
          { accountId: INTERNAL_ACCOUNTS.settlement.id, amountCents: -entry.amountCents, description: entry.description },
        ],
      });
    }
    await seedProducts(tx, openedAt);
    await seedAccountServices(tx, now);
    await seedMoney(tx, now);
    await seedCards(tx, now);
    await seedPasswordChangeOperator(tx, openedAt, await changerHash);
    await seedAccountOpening(tx, openedAt, await bankOperatorHash);
    await seedAcquirers(tx, now);
    await seedReferrals(tx, now);
  });
}

async function insertHolder(tx: Sql, holder: DemoAccountHolder, passwordHash: string, openedAt: Date): Promise<void> {
  await insertPerson(tx, {
    id: holder.personId,
    personType: holder.personType,
    taxId: holder.taxId,
    name: holder.name,
    tradeName: holder.tradeName ?? null,
    at: openedAt,
  });
  if (holder.operator.personId !== holder.personId) {
    await insertPerson(tx, {
      id: holder.operator.personId,
      personType: 'N',
      taxId: holder.operator.taxId,
      name: holder.operator.name,
      tradeName: null,
      at: openedAt,
    });
  }
  const commercial = holder.personType === 'J';
  await tx.query(
    `insert into phones (id, person_id, type, ddd, number, validated, created_at, updated_at)
     values ($1, $2, $3, $4, $5, true, $6, $6)`,
    [
      randomUUID(),
      holder.personId,
      commercial ? 'COMMERCIAL' : 'CELLPHONE',
      '011',
      commercial ? '33334444' : '987654321',
      openedAt,
    ],
  );
  await tx.query(
    `insert into contacts (id, person_id, type, email, validated, created_at, updated_at)
     values ($1, $2, $3, $4, true, $5, $5)`,
    [
      randomUUID(),
      holder.personId,
      commercial ? 'COMMERCIAL' : 'PERSONAL',
      `${holder.operator.userName}@balcao.example`,
      openedAt,
    ],
  );
  await tx.query(
    `insert into addresses (id, person_id, type, zip_code, street, number, complement, neighborhood, city, state, created_at, updated_at)
     values ($1, $2, $3, '01310100', 'Avenida Paulista', $4, $5, 'Bela Vista', 'São Paulo', 'SP', $6, $6)`,
    [
      randomUUID(),
      holder.personId,
      commercial ? 'COMMERCIAL' : 'RESIDENTIAL',
      commercial ? '1000' : '1578',
      commercial ? 'Loja 2' : 'Apto 42',
      openedAt,
    ],
  );
  await tx.query(
    `insert into accounts (id, merchant_id, branch_id, person_id, kind, number, config, created_at, updated_at)
     values ($1, $2, $3, $4, 'CUSTOMER', $5, $6, $7, $7)`,
    [holder.accountId, DEMO_MERCHANT.id, DEMO_BRANCH.id, holder.personId, holder.number, JSON.stringify(holder.config), openedAt],
  );
  await tx.query(
    `insert into users (id, account_id, person_id, user_name, name, email, password_hash, roles, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [
      holder.operator.userId,
      holder.accountId,
      holder.operator.personId,
      holder.operator.userName,
      holder.operator.name,
      `${holder.operator.userName}@balcao.example`,
      passwordHash,
      holder.operator.roles,
      openedAt,
    ],
  );
}

async function insertPerson(
  tx: Sql,
  person: { id: string; personType: 'N' | 'J'; taxId: string; name: string; tradeName: string | null; at: Date },
): Promise<void> {
  await tx.query(
    `insert into people (id, person_type, tax_id, name, trade_name, nationality, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [
      person.id,
      person.personType,
      person.taxId,
      person.name,
      person.tradeName,
      person.personType === 'N' ? 'BR' : null,
      person.at,
    ],
  );
}
