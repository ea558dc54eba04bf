import type { Answerable, AnswerableList, Registration } from '../../generated/schemas.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { readPersonLists } from './person-data.ts';

export type RegistrationStatus = Registration['status'];

/** The registration's account row, as the calls of account opening check it. */
export interface RegistrationRow {
  id: string;
  person_id: string;
  merchant_id: string;
  product_id: string | null;
  branch_id: string | null;
  branch: string | null;
  number: string | null;
  type: string;
  status: RegistrationStatus;
  status_message: string | null;
  accepted_term: boolean;
  referral_id: string | null;
  tags: string[];
  person_type: 'N' | 'J';
  tax_id: string;
  name: string;
  birth: string | null;
  mother: string | null;
  nationality: string | null;
  gender: string | null;
  pep: boolean;
  trade_name: string | null;
  tax_regime: string | null;
  legal_nature: string | null;
  registration: string | null;
  created_at: Date;
  updated_at: Date;
}

export async function registrationRow(sql: Sql, accountId: string, lock = false): Promise<RegistrationRow> {
  const row = await one<RegistrationRow>(
    sql,
    `select a.id, a.person_id, a.merchant_id, a.product_id, a.branch_id, b.code as branch, a.number, a.type, a.status,
            a.status_message, a.accepted_term, a.referral_id, a.tags, a.created_at, a.updated_at,
            p.person_type, p.tax_id, p.name, to_char(p.birth, 'YYYY-MM-DD') as birth, p.mother, p.nationality, p.gender,
            p.pep, p.trade_name, p.tax_regime, p.legal_nature, p.registration
       from accounts a join people p on p.id = a.person_id left join branches b on b.id = a.branch_id
      where a.id = $1 and a.kind = 'CUSTOMER' ${lock ? 'for update of a' : ''}`,
    [accountId],
  );
  if (!row) throw Errors.accountNotFound();
  return row;
}

export async function readRegistration(sql: Sql, accountId: string): Promise<Registration> {
  const row = await registrationRow(sql, accountId);
  const lists = await readPersonLists(sql, row.person_id);
  return {
    id: row.id,
    personId: row.person_id,
    merchantId: row.merchant_id,
    productId: row.product_id,
    branchId: row.branch_id,
    branch: row.branch,
    number: row.number,
    type: row.type,
    status: row.status,
    statusMessage: row.status_message,
    acceptedTerm: row.accepted_term,
    personType: row.person_type,
    taxId: row.tax_id,
    name: row.name,
    birth: row.birth,
    mother: row.mother,
    nationality: row.nationality,
    gender: row.gender,
    pep: row.pep,
    tradeName: row.trade_name,
    taxRegime: row.tax_regime,
    legalNature: row.legal_nature,
    registration: row.registration,
    referralId: row.referral_id,
    tags: row.tags,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    ...lists,
  };
}

interface AnswerableRow {
  account_id: string;
  person_id: string;
  user_name: string | null;
  name: string;
  tax_id: string;
  authorize: boolean;
  is_partner: boolean;
  birth: string | null;
  mother: string | null;
  nationality: string | null;
  gender: string | null;
  pep: boolean;
  created_at: Date;
  updated_at: Date;
}

const ANSWERABLE_SELECT = `
  select r.account_id, r.person_id, u.user_name, p.name, p.tax_id, r.authorize, r.is_partner,
         to_char(p.birth, 'YYYY-MM-DD') as birth, p.mother, p.nationality, p.gender, p.pep, r.created_at, r.updated_at
    from answerables r join people p on p.id = r.person_id
    left join users u on u.account_id = r.account_id and u.person_id = r.person_id`;

export async function listAnswerables(sql: Sql, accountId: string): Promise<AnswerableList> {
  const rows = await sql.query<AnswerableRow>(`${ANSWERABLE_SELECT} where r.account_id = $1 order by r.created_at, p.name`, [
    accountId,
  ]);
  return {
    items: rows.map((row) => ({
      accountId: row.account_id,
      personId: row.person_id,
      userName: row.user_name,
      name: row.name,
      taxId: row.tax_id,
      authorize: row.authorize,
      isPartner: row.is_partner,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    })),
  };
}

export async function readAnswerable(sql: Sql, accountId: string, personId: string): Promise<Answerable> {
  const row = await one<AnswerableRow>(sql, `${ANSWERABLE_SELECT} where r.account_id = $1 and r.person_id = $2`, [
    accountId,
    personId,
  ]);
  if (!row) throw Errors.answerableNotFound();
  const lists = await readPersonLists(sql, personId);
  return {
    accountId: row.account_id,
    personId: row.person_id,
    userName: row.user_name,
    name: row.name,
    taxId: row.tax_id,
    authorize: row.authorize,
    isPartner: row.is_partner,
    birth: row.birth,
    mother: row.mother,
    nationality: row.nationality,
    gender: row.gender,
    pep: row.pep,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    ...lists,
  };
}

/** The people of a registration: its holder and, for a company, each answerable. */
export async function registrationPeople(
  sql: Sql,
  accountId: string,
): Promise<{ personId: string; role: 'HOLDER' | 'ANSWERABLE'; personType: 'N' | 'J'; name: string; authorize: boolean }[]> {
  return (
    await sql.query<{ person_id: string; role: 'HOLDER' | 'ANSWERABLE'; person_type: 'N' | 'J'; name: string; authorize: boolean }>(
      `select p.id as person_id, 'HOLDER' as role, p.person_type, p.name, false as authorize
         from accounts a join people p on p.id = a.person_id where a.id = $1
       union all
       select p.id, 'ANSWERABLE', p.person_type, p.name, r.authorize
         from answerables r join people p on p.id = r.person_id where r.account_id = $1`,
      [accountId],
    )
  ).map((row) => ({
    personId: row.person_id,
    role: row.role,
    personType: row.person_type,
    name: row.name,
    authorize: row.authorize,
  }));
}
