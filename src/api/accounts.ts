import type { Account, Balance } from '../generated/schemas.ts';
import { http } from './http.ts';

export async function getAccount(accountId: string): Promise<Account> {
  const { data } = await http.get<Account>(`/api/Accounts/${encodeURIComponent(accountId)}`);
  return data;
}

export async function getBalance(accountId: string): Promise<Balance> {
  const { data } = await http.get<Balance>(`/api/Accounts/${encodeURIComponent(accountId)}/Balance`);
  return data;
}
