import type { Party } from '../../generated/schemas.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { DEMO_BANK } from '../seed/demo-data.ts';

/** A customer account of the sandbox bank as a side of a movement. */
export interface AccountParty extends Party {
  name: string;
  personType: 'N' | 'J';
  taxId: string;
  accountId: string;
}

export interface HolderRow {
  id: string;
  number: string;
  type: string;
  branch: string;
  person_type: 'N' | 'J';
  tax_id: string;
  name: string;
  trade_name: string | null;
  city: string | null;
}

const HOLDER_SELECT = `
  select a.id, a.number, a.type, b.code as branch, p.person_type, p.tax_id, p.name, p.trade_name,
         (select ad.city from addresses ad where ad.person_id = p.id order by ad.created_at limit 1) as city
    from accounts a
    join branches b on b.id = a.branch_id
    join people p on p.id = a.person_id
   where a.kind = 'CUSTOMER'`;

/**
 * A scalar subquery answering, as one JSON object, the holder row of the customer account `where`
 * names (conditions on `a`, the account, and `b`, its branch), or null: for a statement that reads
 * a party along with other things in one round trip. `partyOfRow` makes it a party.
 */
export const holderJson = (where: string) => `(select to_jsonb(h) from (${HOLDER_SELECT} and ${where}) h)`;

export function partyOfRow(row: HolderRow): AccountParty {
  return toParty(row);
}

/** Branch and account number as the bank stores them: the branch's four digits, the number without its hyphen. */
export const storedBranchNumber = (branch: string, number: string) => ({
  branch: branch.replace(/\D/g, '').padStart(4, '0'),
  number: number.replace(/[^0-9A-Za-z]/g, ''),
});

function toParty(row: HolderRow): AccountParty {
  return {
    accountId: row.id,
    name: row.trade_name ?? row.name,
    personType: row.person_type,
    taxId: row.tax_id,
    ispb: DEMO_BANK.ispb,
    bank: DEMO_BANK.name,
    compe: DEMO_BANK.compe,
    branch: row.branch,
    account: row.number,
    accountType: row.type,
  };
}

/** The party of a customer account; 404 when there is none. */
export async function accountParty(sql: Sql, accountId: string): Promise<AccountParty> {
  const row = await one<HolderRow>(sql, `${HOLDER_SELECT} and a.id = $1`, [accountId]);
  if (!row) throw Errors.accountNotFound();
  return toParty(row);
}

/** The holder's city, for BR Codes (field 60). */
export async function accountCity(sql: Sql, accountId: string): Promise<string> {
  const row = await one<HolderRow>(sql, `${HOLDER_SELECT} and a.id = $1`, [accountId]);
  return row?.city ?? 'Sao Paulo';
}

/** A sandbox account by branch and number (the check digit may come after a hyphen); null when none. */
export async function findAccountByBranchNumber(sql: Sql, branch: string, number: string): Promise<AccountParty | null> {
  const stored = storedBranchNumber(branch, number);
  const row = await one<HolderRow>(sql, `${HOLDER_SELECT} and b.code = $1 and a.number = $2`, [stored.branch, stored.number]);
  return row ? toParty(row) : null;
}

/** What a Party keeps of an account party (the account id stays inside the bank). */
export function publicParty(party: AccountParty | Party, key?: string | null): Party {
  const { accountId: _accountId, ...rest } = party as AccountParty;
  return key ? { ...rest, key } : rest;
}

/** The sandbox bank itself, as the merchant of its fees (spec 001 §3 merchant block: name and CNPJ). */
export const BANK_PARTY: Party = {
  name: DEMO_BANK.name,
  personType: 'J',
  taxId: '11444777000161',
  ispb: DEMO_BANK.ispb,
  bank: DEMO_BANK.name,
  compe: DEMO_BANK.compe,
};
