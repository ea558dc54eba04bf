import type { AccountWorkflow, OutboxPage, OutboxQuery } from '../generated/schemas.ts';
import { http } from './http.ts';

/** The sandbox's tester controls of account opening (demo and test mode only; README "Sandbox controls"). */
export async function readOutbox(query: OutboxQuery = {}): Promise<OutboxPage> {
  const { data } = await http.get<OutboxPage>('/api/Sandbox/Outbox', { params: query, skipAuth: true });
  return data;
}

export type TesterDecision = 'Approve' | 'Reject' | 'RequestDocuments';

export async function decideRegistrationAsTester(accountId: string, decision: TesterDecision, note?: string): Promise<AccountWorkflow> {
  const path = `/api/Sandbox/Accounts/${encodeURIComponent(accountId)}/${decision}`;
  const { data } = await http.post<AccountWorkflow>(path, note ? { note } : {}, { skipAuth: true });
  return data;
}

/** Forces the score of the account's next face matches; null goes back to the computed one. */
export async function forceFaceMatchScore(accountId: string, score: number | null): Promise<void> {
  await http.post(`/api/Sandbox/Accounts/${encodeURIComponent(accountId)}/FaceMatch`, { score }, { skipAuth: true });
}
