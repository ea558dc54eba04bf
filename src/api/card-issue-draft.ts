import type { Account, CardHolder, CardIssueRequest } from '../generated/schemas.ts';
import { getAccount } from './accounts.ts';
import { getCardHolder, getCardHolders } from './card-holders.ts';
import { autoCompleteProducts } from './products.ts';

/** spec 001 §9: new-card defaults. */
export const NEW_CARD_DEFAULTS = { invoiceClosingDay: 1, invoicePayDay: 11, hasBilling: false, country: 'BR' } as const;

type DraftPerson = Pick<CardHolder, 'name' | 'taxId' | 'birth' | 'mother' | 'invoiceClosingDay' | 'invoicePayDay' | 'hasBilling'>;

/** A person (the account's holder, or a holder of the account) as the issue-card form shows it. */
export function issueDraft(
  accountId: string,
  person: Partial<DraftPerson> & Pick<DraftPerson, 'name' | 'taxId'>,
  address: Account['addresses'][number] | null | undefined,
  productId: string,
): CardIssueRequest {
  return {
    additionalCard: false,
    accountId,
    productId,
    type: '',
    name: person.name,
    // spec 001 §5: the display name defaults to the holder name in upper case (32 characters at most).
    displayName: person.name.toUpperCase().slice(0, 32),
    taxId: person.taxId,
    birth: person.birth ?? '',
    mother: person.mother ?? null,
    address: {
      zipCode: address?.zipCode ?? '',
      street: address?.street ?? '',
      number: address?.number ?? '',
      complement: address?.complement ?? null,
      neighborhood: address?.neighborhood ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      country: NEW_CARD_DEFAULTS.country,
    },
    invoiceClosingDay: person.invoiceClosingDay ?? NEW_CARD_DEFAULTS.invoiceClosingDay,
    invoicePayDay: person.invoicePayDay ?? NEW_CARD_DEFAULTS.invoicePayDay,
    hasBilling: person.hasBilling ?? NEW_CARD_DEFAULTS.hasBilling,
  };
}

/**
 * The issue-card form's first values (spec 001 §4: with the additional-card toggle off, the form is
 * filled from the account or, for a holder's modal, from the holder) and the merchant's first card
 * product. The account's own holder, when it has one, gives the birth date the account lacks.
 */
export async function getCardIssueDraft(accountId: string, holderId?: string, merchantId?: string): Promise<CardIssueRequest> {
  const products = await autoCompleteProducts({ merchantId, productType: 'CARD' }).catch(() => []);
  const productId = products[0]?.id ?? '';
  if (holderId) {
    const holder = await getCardHolder(holderId);
    return issueDraft(accountId, holder, holder.address ?? holder.addresses?.[0], productId);
  }
  const account = await getAccount(accountId);
  const holders = await getCardHolders({ accountId, search: account.taxId }).catch(() => ({ items: [] as CardHolder[] }));
  const own = holders.items.find((holder) => holder.taxId === account.taxId);
  return issueDraft(
    accountId,
    { ...own, name: account.name, taxId: account.taxId, mother: own?.mother ?? account.mother },
    account.addresses[0],
    productId,
  );
}
