import type { CardHolderRequest } from '../generated/schemas.ts';
import { getAccount } from './accounts.ts';
import { autoCompleteProducts } from './products.ts';

/** The large holder form before the person types: what the bank fills, and the defaults. */
export type CardHolderDraft = Omit<CardHolderRequest, 'taxId' | 'name' | 'birth'>;

/**
 * The large holder form's first values (spec 001 §3 and §5): the account's operation, merchant and
 * branch, the bank's first card product (GET /api/Products/AutoComplete with productType CARD, as the
 * card form asks) and its type, and a blank natural person of Brazilian nationality (the registration
 * draft's default) with no phone, contact or address yet. An account without an operation of its own
 * (the sandbox bank has one) names its merchant.
 */
export async function getCardHolderDraft(accountId: string): Promise<CardHolderDraft> {
  const account = await getAccount(accountId);
  const products = await autoCompleteProducts({ merchantId: account.merchantId, productType: 'CARD' }).catch(() => []);
  const product = products[0];
  return {
    operationId: account.operationId || account.merchantId,
    merchantId: account.merchantId,
    // A holder's account is open, so it has its branch.
    branchId: account.branchId ?? '',
    productId: product?.id ?? '',
    type: product?.type ?? '',
    personType: 'N',
    nationality: 'BR',
    pep: false,
    phones: [],
    contacts: [],
    addresses: [],
  };
}
