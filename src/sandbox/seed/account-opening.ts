import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { accountOpeningDefinition } from '../workflows/account-opening-definition.ts';
import { BANK_OPERATOR_ROLE } from '../auth/bank-operator.ts';
import { DEMO_BRANCH, DEMO_MERCHANT } from './demo-data.ts';

/**
 * The demo bank's back office: an internal account of the bank whose one user is a bank operator
 * (role BANK_OPERATOR), who signs in with POST /api/Authentication/Account/{accountId}/SignIn.
 * The account holds no money and moves none.
 */
export const DEMO_BANK_OPERATOR = {
  accountId: '99999999-9999-4999-8999-000000000003',
  number: '9000003',
  personId: '99999999-9999-4999-8999-0000000000b3',
  userId: '99999999-9999-4999-8999-0000000000c3',
  userName: 'operador',
  name: 'Otávio Ramos Teixeira',
  password: '864200',
  taxId: '27548639155',
} as const;

/** The back office's account moves no money: its config turns every transaction off, so its menu is the back office's. */
const BACK_OFFICE_CONFIG = {
  transactions: { pixEnable: false, transferEnable: false, paymentEnable: false, billingEnable: false, recommendationEnable: false },
};

/** Account opening's seed: the published account-opening workflow of both account products, and the back office. */
export async function seedAccountOpening(tx: Sql, at: Date, operatorPasswordHash: string): Promise<void> {
  const products = [
    [DEMO_MERCHANT.configuration.productAccountNaturalId, 'Abertura de conta pessoa física'],
    [DEMO_MERCHANT.configuration.productAccountJuridicalId, 'Abertura de conta pessoa jurídica'],
  ] as const;
  for (const [productId, name] of products) {
    await tx.query(
      `insert into workflow_definitions (id, product_id, version, definition, published, created_at, published_at)
       values ($1, $2, 1, $3, true, $4, $4)`,
      [randomUUID(), productId, JSON.stringify(accountOpeningDefinition(name)), at],
    );
  }
  const operator = DEMO_BANK_OPERATOR;
  await tx.query(
    `insert into people (id, person_type, tax_id, name, nationality, created_at, updated_at) values ($1, 'N', $2, $3, 'BR', $4, $4)`,
    [operator.personId, operator.taxId, operator.name, at],
  );
  await tx.query(
    `insert into accounts (id, merchant_id, branch_id, person_id, kind, number, config, created_at, updated_at)
     values ($1, $2, $3, $4, 'INTERNAL', $5, $6, $7, $7)`,
    [operator.accountId, DEMO_MERCHANT.id, DEMO_BRANCH.id, operator.personId, operator.number, JSON.stringify(BACK_OFFICE_CONFIG), at],
  );
  await tx.query(
    `insert into users (id, account_id, person_id, user_name, name, email, password_hash, roles, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [
      operator.userId,
      operator.accountId,
      operator.personId,
      operator.userName,
      operator.name,
      `${operator.userName}@balcao.example`,
      operatorPasswordHash,
      [BANK_OPERATOR_ROLE],
      at,
    ],
  );
}
