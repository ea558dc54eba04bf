import type { Account, Balance } from '../../generated/schemas.ts';
import { fromCents } from '../../domain/index.ts';
import type { SandboxContext } from '../context.ts';
import { one, type Sql } from '../db/database.ts';
import { ReadBatch } from '../db/read-batch.ts';
import { Errors } from '../errors.ts';
import { DEMO_BANK } from '../seed/demo-data.ts';

interface AccountRow {
  id: string;
  person_id: string;
  branch_id: string | null;
  branch: string | null;
  merchant_id: string;
  merchant: string;
  number: string | null;
  can_negative_balance: boolean;
  status: string;
  locked: boolean;
  accepted_term: boolean;
  person_type: 'N' | 'J';
  tax_id: string;
  name: string;
  trade_name: string | null;
  tax_regime: string | null;
  legal_nature: string | null;
  registration: string | null;
  mother: string | null;
  nationality: string | null;
  gender: string | null;
  pep: boolean;
  balance_cents: number;
  blocked_credit_cents: number;
  blocked_debit_cents: number;
  type: string;
  created_at: Date;
  updated_at: Date;
}

const ACCOUNT_COLUMNS = `
  a.id, a.person_id, a.branch_id, b.code as branch, a.merchant_id, m.name as merchant, a.number,
  a.can_negative_balance, a.status, a.locked, a.accepted_term, a.balance_cents, a.blocked_credit_cents,
  a.blocked_debit_cents, a.type, a.created_at, a.updated_at,
  p.person_type, p.tax_id, p.name, p.trade_name, p.tax_regime, p.legal_nature, p.registration, p.mother,
  p.nationality, p.gender, p.pep`;
const ACCOUNT_JOINS = `
  left join branches b on b.id = a.branch_id
  join merchants m on m.id = a.merchant_id
  join people p on p.id = a.person_id`;
// A customer account, or an internal one a user signs in to (the bank's operators).
const READABLE = `(a.kind = 'CUSTOMER' or exists (select 1 from users u where u.account_id = a.id))`;

const ACCOUNT_SELECT = `select ${ACCOUNT_COLUMNS} from accounts a ${ACCOUNT_JOINS} where a.id = $1 and ${READABLE}`;

/** Accounts by a JSON array of ids (a generic plan, as create-transfer.ts explains), each with its place in the array. */
const ACCOUNTS_SELECT = `
  select x.n, ${ACCOUNT_COLUMNS}
    from jsonb_array_elements_text($1::jsonb) with ordinality as x(id, n)
    join accounts a on a.id = x.id::uuid ${ACCOUNT_JOINS}
   where ${READABLE}`;

async function accountRow(sql: Sql, accountId: string): Promise<AccountRow> {
  const row = await one<AccountRow>(sql, ACCOUNT_SELECT, [accountId]);
  if (!row) throw Errors.accountNotFound();
  return row;
}

export async function readAccount(sql: Sql, accountId: string): Promise<Account> {
  const row = await accountRow(sql, accountId);
  const [phones, contacts, addresses] = await Promise.all([
    sql.query(
      `select id, type, is_main as "isMain", ddi, ddd, number, validated, created_at as "createdAt", updated_at as "updatedAt"
         from phones where person_id = $1 order by created_at`,
      [row.person_id],
    ),
    sql.query(
      `select id, type, is_main as "isMain", email, validated, created_at as "createdAt", updated_at as "updatedAt"
         from contacts where person_id = $1 order by created_at`,
      [row.person_id],
    ),
    sql.query(
      `select id, type, zip_code as "zipCode", street, number, complement, neighborhood, city, state, country,
              created_at as "createdAt", updated_at as "updatedAt"
         from addresses where person_id = $1 order by created_at`,
      [row.person_id],
    ),
  ]);
  const common = {
    id: row.id,
    personId: row.person_id,
    branchId: row.branch_id,
    branch: row.branch,
    merchantId: row.merchant_id,
    merchant: row.merchant,
    operationId: null,
    operation: null,
    number: row.number,
    canNegativeBalance: row.can_negative_balance,
    status: row.status,
    locked: row.locked,
    acceptedTerm: row.accepted_term,
    personType: row.person_type,
    taxId: row.tax_id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    phones: phones as unknown as Account['phones'],
    contacts: contacts as unknown as Account['contacts'],
    addresses: addresses as unknown as Account['addresses'],
  };
  return row.person_type === 'J'
    ? {
        ...common,
        tradeName: row.trade_name,
        taxRegime: row.tax_regime,
        legalNature: row.legal_nature,
        registration: row.registration,
      }
    : { ...common, mother: row.mother, nationality: row.nationality, gender: row.gender, pep: row.pep };
}

/** The Balance entity; availableBalance is the balance less what is blocked for debits. */
export async function readBalance(sql: Sql, accountId: string): Promise<Balance> {
  return balanceOf(await accountRow(sql, accountId));
}

const balanceBatches = new WeakMap<SandboxContext, ReadBatch<string, Balance | null>>();

/**
 * The balance, read with the other balances asked for in the same turn (db/read-batch.ts): the
 * call every screen of the site makes, and the one a busy bank answers most.
 */
export async function readBalanceInBatch(ctx: SandboxContext, accountId: string): Promise<Balance> {
  let batch = balanceBatches.get(ctx);
  if (!batch) {
    batch = new ReadBatch(
      async (ids) => {
        const rows = await ctx.db.query<AccountRow & { n: number }>(ACCOUNTS_SELECT, [JSON.stringify(ids)]);
        const found = new Map(rows.map((row) => [row.n, row]));
        return ids.map((_, at) => {
          const row = found.get(at + 1);
          return row ? balanceOf(row) : null;
        });
      },
      { maxBatch: 100, idOf: (id) => id },
    );
    balanceBatches.set(ctx, batch);
  }
  const balance = await batch.read(accountId);
  if (!balance) throw Errors.accountNotFound();
  return balance;
}

function balanceOf(row: AccountRow): Balance {
  return {
    id: row.id,
    name: row.trade_name ?? row.name,
    taxId: row.tax_id,
    personType: row.person_type,
    bank: DEMO_BANK.name,
    compe: DEMO_BANK.compe,
    ispb: DEMO_BANK.ispb,
    // Only an open account has a balance to read, and it has its branch and number.
    branch: row.branch ?? '',
    number: row.number ?? '',
    accountType: row.type,
    pixKeyType: null,
    pixKey: null,
    currency: 'BRL',
    balance: fromCents(row.balance_cents),
    blockedCreditBalance: fromCents(row.blocked_credit_cents),
    blockedDebitBalance: fromCents(row.blocked_debit_cents),
    availableBalance: fromCents(row.balance_cents - row.blocked_debit_cents),
    canNegativeBalance: row.can_negative_balance,
    status: row.status,
    locked: row.locked,
    message: null,
  };
}
