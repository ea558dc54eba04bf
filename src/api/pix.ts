import type { DictEntry, PixKey, PixKeyList, PixKeyRequest } from '../generated/schemas.ts';
import { canonicalPixKey } from '../domain/pix-key.ts';
import { http } from './http.ts';

/** The DICT calls follow the BACEN API Pix version the bank speaks (spec 000 §7). */
const API_VERSION = { 'api-version': '2.0' };

/** GET /api/Accounts/{id}/PIX/Keys: the account's PIX keys. */
export async function getPixKeys(accountId: string): Promise<PixKeyList> {
  const { data } = await http.get<PixKeyList>(`/api/Accounts/${encodeURIComponent(accountId)}/PIX/Keys`);
  return data;
}

/** POST /api/Accounts/{id}/PIX/Keys: registers a key (a random key is made by the bank). */
export async function registerPixKey(accountId: string, request: PixKeyRequest): Promise<PixKey> {
  // A phone typed as the person writes it (11 98765-4321) goes as DICT keeps it (+5511987654321).
  const key = request.key ? (canonicalPixKey(request.key) ?? request.key.trim()) : undefined;
  const body = key ? { ...request, key } : { type: request.type };
  const { data } = await http.post<PixKey>(`/api/Accounts/${encodeURIComponent(accountId)}/PIX/Keys`, body);
  return data;
}

/** DELETE /api/Accounts/PIX/Keys/{id}: the key is freed for anyone. */
export async function deletePixKey(id: string): Promise<void> {
  await http.delete(`/api/Accounts/PIX/Keys/${encodeURIComponent(id)}`);
}

/**
 * POST /api/Transactions/PIX/DICT: who owns a key (name, masked tax id, bank), before paying it. The
 * key goes as DICT registers it, so a CPF pasted with its dots or a phone without +55 is found.
 */
export async function lookupPixKey(accountId: string, key: string): Promise<DictEntry> {
  const canonical = canonicalPixKey(key) ?? key.trim();
  const { data } = await http.post<DictEntry>(
    '/api/Transactions/PIX/DICT',
    { accountId, key: canonical },
    { headers: API_VERSION },
  );
  return data;
}
