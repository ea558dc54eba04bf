import type { DictEntry, Party } from '../../../generated/schemas.ts';
import { canonicalPixKey, detectPixKeyType, endToEndId, formatTaxId, type PixKeyType } from '../../../domain/index.ts';
import { one, type Sql } from '../../db/database.ts';
import { COUNTERPARTIES, DEMO_BANK } from '../../seed/demo-data.ts';
import { accountParty } from '../parties.ts';

/** Where a key leads: a sandbox account, or another bank's customer (paid through settlement). */
export interface ResolvedKey {
  key: string;
  keyType: PixKeyType;
  owner: Party & { name: string; personType: 'N' | 'J'; taxId: string };
  /** The sandbox account that owns the key; null for another bank's key. */
  accountId: string | null;
}

const counterparty = (name: string) => COUNTERPARTIES.find((party) => party.name === name)!;

/**
 * Keys of other banks' customers that the sandbox DICT knows, so PIX to another bank can be tried:
 * money to them leaves through the settlement account.
 */
export const EXTERNAL_DICT: readonly { key: string; keyType: PixKeyType; owner: (typeof COUNTERPARTIES)[number] }[] = [
  { key: 'fernanda.ribeiro@example.com', keyType: 'EMAIL', owner: counterparty('Fernanda Alves Ribeiro') },
  { key: '86288366757', keyType: 'CPF', owner: counterparty('Carlos Eduardo Martins') },
  { key: '+5521998765432', keyType: 'PHONE', owner: counterparty('Carlos Eduardo Martins') },
  { key: '45997418000153', keyType: 'CNPJ', owner: counterparty('Supermercado Bom Preço Ltda') },
  { key: '7d9f0335-8dcc-4054-9bf9-0dbd61f9fb2b', keyType: 'EVP', owner: counterparty('Companhia Energética Paulista') },
];

/** The key as DICT stores it, or null when the text is no PIX key. */
export function dictKeyOf(text: string): { key: string; keyType: PixKeyType } | null {
  const keyType = detectPixKeyType(text);
  const key = canonicalPixKey(text);
  return keyType && key ? { key, keyType } : null;
}

/** Looks a key up in the sandbox DICT: the bank's own keys first, then the known keys of other banks. */
export async function resolvePixKey(sql: Sql, text: string): Promise<ResolvedKey | null> {
  const dict = dictKeyOf(text);
  if (!dict) return null;
  const own = await one<{ account_id: string }>(sql, 'select account_id from pix_keys where key = $1 and deleted_at is null', [
    dict.key,
  ]);
  if (own) {
    const party = await accountParty(sql, own.account_id);
    const { accountId: _accountId, ...owner } = party;
    return { ...dict, owner: { ...owner, key: dict.key }, accountId: own.account_id };
  }
  const external = EXTERNAL_DICT.find((entry) => entry.key === dict.key);
  if (!external) return null;
  return { ...dict, owner: { ...external.owner, key: dict.key }, accountId: null };
}

/** A payment's end-to-end id, started by the sandbox bank. */
export function newEndToEndId(at: Date): string {
  return endToEndId({ ispb: DEMO_BANK.ispb, date: at });
}

/** What DICT shows a payer: the tax id with asterisks, no account number. */
export function dictEntry(resolved: ResolvedKey, at: Date): DictEntry {
  return {
    key: resolved.key,
    keyType: resolved.keyType,
    name: resolved.owner.name,
    personType: resolved.owner.personType,
    taxId: formatTaxId(resolved.owner.taxId, { hidden: true }),
    bank: resolved.owner.bank ?? '',
    ispb: resolved.owner.ispb ?? '',
    compe: resolved.owner.compe ?? null,
    branch: resolved.owner.branch ?? null,
    accountType: resolved.owner.accountType ?? null,
    endToEndId: newEndToEndId(at),
  };
}

/** The receiver of a PIX as the payer's records keep it: the tax id with asterisks, as DICT showed it. */
export function payerViewOfReceiver(resolved: ResolvedKey): Party {
  return { ...resolved.owner, taxId: formatTaxId(resolved.owner.taxId, { hidden: true }) };
}
