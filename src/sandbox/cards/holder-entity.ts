import type { Address, CardHolder, Contact, Phone } from '../../generated/schemas.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';

export interface HolderRow {
  id: string;
  account_id: string;
  person_type: 'N' | 'J';
  tax_id: string;
  name: string;
  birth: string | null;
  mother: string | null;
  father: string | null;
  nationality: string | null;
  gender: string | null;
  pep: boolean;
  trade_name: string | null;
  tax_regime: string | null;
  legal_nature: string | null;
  registration: string | null;
  invoice_closing_day: number;
  invoice_pay_day: number;
  has_billing: boolean;
  address: Address | null;
  addresses: Address[];
  phones: Phone[];
  contacts: Contact[];
  card_count: number;
  created_at: Date;
  updated_at: Date;
}

export const HOLDER_COLUMNS = `h.id, h.account_id, h.person_type, h.tax_id, h.name, h.birth::text as birth, h.mother, h.father,
  h.nationality, h.gender, h.pep, h.trade_name, h.tax_regime, h.legal_nature, h.registration, h.invoice_closing_day,
  h.invoice_pay_day, h.has_billing, h.address, h.addresses, h.phones, h.contacts, h.created_at, h.updated_at,
  (select count(*)::int from cards c where c.holder_id = h.id and c.status <> 'CANCELED') as card_count`;

export function holderEntity(row: HolderRow): CardHolder {
  return {
    id: row.id,
    holderId: row.id,
    accountId: row.account_id,
    personType: row.person_type,
    taxId: row.tax_id,
    name: row.name,
    birth: row.birth,
    mother: row.mother,
    father: row.father,
    nationality: row.nationality,
    gender: row.gender,
    pep: row.pep,
    tradeName: row.trade_name,
    taxRegime: row.tax_regime,
    legalNature: row.legal_nature,
    registration: row.registration,
    invoiceClosingDay: row.invoice_closing_day,
    invoicePayDay: row.invoice_pay_day,
    hasBilling: row.has_billing,
    address: row.address,
    // A holder made by issuing a card has its address alone; one of the large form has the list.
    addresses: row.addresses.length > 0 ? row.addresses : row.address ? [row.address] : [],
    phones: row.phones,
    contacts: row.contacts,
    cardCount: row.card_count,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The holder, when it belongs to the account; another account's holder is answered as not found. */
export async function holderRow(sql: Sql, accountId: string, id: string): Promise<HolderRow> {
  const row = await one<HolderRow>(sql, `select ${HOLDER_COLUMNS} from card_holders h where h.id = $1`, [id]);
  if (!row || row.account_id !== accountId) throw Errors.cardHolderNotFound();
  return row;
}

export async function readHolder(sql: Sql, accountId: string, id: string): Promise<CardHolder> {
  return holderEntity(await holderRow(sql, accountId, id));
}
