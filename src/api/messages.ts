import type { Message, MessageList } from '../generated/schemas.ts';
import { http } from './http.ts';

export interface MessageQuery {
  /** spec 001 §7: false for unread only, absent for all. */
  read?: boolean;
  pageNumber?: number;
  pageSize?: number;
}

/** GET /api/Accounts/{id}/Messages: one page of the inbox, newest first. */
export async function getMessages(accountId: string, query: MessageQuery = {}): Promise<MessageList> {
  const { data } = await http.get<MessageList>(`/api/Accounts/${encodeURIComponent(accountId)}/Messages`, { params: query });
  return data;
}

/** POST /api/Accounts/Messages/{id}: marks a message read. */
export async function markMessageRead(id: string): Promise<Message> {
  const { data } = await http.post<Message>(`/api/Accounts/Messages/${encodeURIComponent(id)}`);
  return data;
}

/** DELETE /api/Accounts/Messages/{id}. */
export async function deleteMessage(id: string): Promise<void> {
  await http.delete(`/api/Accounts/Messages/${encodeURIComponent(id)}`);
}
