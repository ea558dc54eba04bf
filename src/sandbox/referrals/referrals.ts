import { randomInt } from 'node:crypto';
import type { Referral, ReferralInvitation, ReferralPage, ReferralQuery } from '../../generated/schemas.ts';
import { formatTaxId } from '../../domain/index.ts';
import { one, type Sql } from '../db/database.ts';
import { pagedList, pageWindow } from '../paging.ts';

// Letters and digits that cannot be mistaken for one another when read aloud or typed from a poster.
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
}

/**
 * GET /api/Accounts/{id}/Referrals/Invitation: the account's invitation code, made on the first ask
 * and kept (a clash with another account's code is drawn again).
 */
export async function invitationOf(sql: Sql, accountId: string): Promise<ReferralInvitation> {
  for (;;) {
    const row = await one<{ code: string | null }>(sql, 'select referral_code as code from accounts where id = $1', [accountId]);
    if (row?.code) return { accountId, referralId: row.code };
    await sql.query(
      `update accounts set referral_code = $2 where id = $1 and referral_code is null
         and not exists (select 1 from accounts where referral_code = $2)`,
      [accountId, newCode()],
    );
  }
}

/** A CPF shows only its middle six digits, as banks print it (***.982.247-**); a company's CNPJ is public. */
export function maskedTaxId(taxId: string): string {
  if (taxId.length !== 11) return formatTaxId(taxId);
  return `***.${taxId.slice(3, 6)}.${taxId.slice(6, 9)}-**`;
}

interface ReferralRow {
  name: string;
  person_type: Referral['personType'];
  tax_id: string;
  status: Referral['status'];
  created_at: Date;
}

/**
 * GET /api/Accounts/{id}/Referrals: the registrations whose referralId is the account's code, newest
 * first. A registration still being filled in (REGISTERING) has not opened anything yet.
 */
export async function referralsOf(sql: Sql, accountId: string, query: ReferralQuery): Promise<ReferralPage> {
  const window = pageWindow(query);
  const where = `a.referral_id = (select referral_code from accounts where id = $1) and a.status <> 'REGISTERING' and a.id <> $1`;
  const [count] = await sql.query<{ total: number }>(`select count(*)::int as total from accounts a where ${where}`, [accountId]);
  const rows = await sql.query<ReferralRow>(
    `select coalesce(p.trade_name, p.name) as name, p.person_type, p.tax_id, a.status, a.created_at
       from accounts a join people p on p.id = a.person_id
      where ${where} order by a.created_at desc, a.id limit ${window.limit} offset ${window.offset}`,
    [accountId],
  );
  return pagedList(
    window,
    count?.total ?? 0,
    rows.map((row) => ({
      name: row.name,
      personType: row.person_type,
      taxId: maskedTaxId(row.tax_id),
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  );
}
