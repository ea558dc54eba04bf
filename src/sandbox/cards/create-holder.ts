import { randomUUID } from 'node:crypto';
import type { Address, CardHolder, CardHolderRequest, Contact, Phone } from '../../generated/schemas.ts';
import type { AccountPrincipal } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { productById } from '../products/products.ts';
import { readHolder } from './holder-entity.ts';
import { holderPersonType } from './holder-tax-id.ts';

export interface NewHolder {
  accountId: string;
  personType: 'N' | 'J';
  taxId: string;
  name: string;
  birth: string | null;
  mother?: string | null | undefined;
  father?: string | null | undefined;
  nationality?: string | null | undefined;
  gender?: string | null | undefined;
  pep?: boolean | undefined;
  tradeName?: string | null | undefined;
  taxRegime?: string | null | undefined;
  legalNature?: string | null | undefined;
  registration?: string | null | undefined;
  invoiceClosingDay?: number | undefined;
  invoicePayDay?: number | undefined;
  hasBilling?: boolean | undefined;
  address: Address | null;
  addresses?: Address[] | undefined;
  phones?: Phone[] | undefined;
  contacts?: Contact[] | undefined;
}

/** Inserts a holder; the tax id is unique within the account. */
export async function insertHolder(tx: Sql, holder: NewHolder, now: Date): Promise<string> {
  const id = randomUUID();
  const inserted = await one<{ id: string }>(
    tx,
    `insert into card_holders (id, account_id, person_type, tax_id, name, birth, mother, father, nationality, gender, pep,
       trade_name, tax_regime, legal_nature, registration, invoice_closing_day, invoice_pay_day, has_billing, address,
       addresses, phones, contacts, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $23)
     on conflict (account_id, tax_id) do nothing returning id`,
    [
      id,
      holder.accountId,
      holder.personType,
      holder.taxId,
      holder.name,
      holder.birth,
      holder.mother ?? null,
      holder.father ?? null,
      holder.nationality ?? null,
      holder.gender ?? null,
      holder.pep ?? false,
      holder.tradeName ?? null,
      holder.taxRegime ?? null,
      holder.legalNature ?? null,
      holder.registration ?? null,
      holder.invoiceClosingDay ?? 1,
      holder.invoicePayDay ?? 11,
      holder.hasBilling ?? false,
      holder.address ? JSON.stringify(holder.address) : null,
      JSON.stringify(holder.addresses ?? []),
      JSON.stringify(holder.phones ?? []),
      JSON.stringify(holder.contacts ?? []),
      now,
    ],
  );
  if (!inserted) throw Errors.cardHolderExists();
  return inserted.id;
}

/** Each item keeps its id or gets one. */
function withIds<T extends { id?: string }>(items: readonly T[] | undefined): T[] {
  return (items ?? []).map((item) => ({ ...item, id: item.id ?? randomUUID() }));
}

/** Only the first item marked main stays main: each new row of the form starts as main (phone.schema.json). */
function withOneMain<T extends { isMain?: boolean }>(items: readonly T[]): T[] {
  const main = items.findIndex((item) => item.isMain !== false);
  return items.map((item, index) => ({ ...item, isMain: index === main }));
}

/**
 * POST /api/CardHolders: the large holder form (spec 001 §5) adds a holder to the caller's account.
 * merchantId and branchId must be the account's; operationId is accepted as given (the sandbox bank
 * has a single operation); productId must be one of the bank's products. Its phones, contacts and
 * addresses are kept; address is the first of addresses unless given. No card is issued: that is
 * POST /api/Cards/Issue.
 */
export async function createHolder(
  ctx: SandboxContext,
  principal: AccountPrincipal,
  request: CardHolderRequest,
): Promise<CardHolder> {
  const account = await one<{ merchant_id: string; branch_id: string }>(
    ctx.db,
    'select merchant_id, branch_id from accounts where id = $1',
    [principal.accountId],
  );
  if (!account || account.merchant_id !== request.merchantId || account.branch_id !== request.branchId)
    throw Errors.wrongBranch();
  // spec 001 §3 does not say which product and type the large form names (card or account); any of the bank's will do.
  if ((await productById(ctx.db, request.productId))?.merchantId !== account.merchant_id) throw Errors.cardProductNotFound();
  const personType = holderPersonType(request.taxId);
  if (personType !== request.personType) throw Errors.invalidHolderTaxId('O tipo de pessoa não confere com o documento.');
  const addresses = withIds(request.addresses);
  const address = request.address ? withIds([request.address])[0]! : (addresses[0] ?? null);
  const now = ctx.clock.now();
  const id = await ctx.db.transaction((tx) =>
    insertHolder(
      tx,
      {
        accountId: principal.accountId,
        personType,
        taxId: request.taxId,
        name: request.name,
        birth: request.birth,
        mother: request.mother,
        father: request.father,
        nationality: request.nationality,
        gender: request.gender,
        pep: request.pep,
        tradeName: request.tradeName,
        taxRegime: request.taxRegime,
        legalNature: request.legalNature,
        registration: request.registration,
        address,
        addresses,
        phones: withOneMain(withIds(request.phones)),
        contacts: withOneMain(withIds(request.contacts)),
      },
      now,
    ),
  );
  return readHolder(ctx.db, principal.accountId, id);
}
