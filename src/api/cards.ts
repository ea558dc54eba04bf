import type { CardPage } from '../generated/schemas.ts';
import { http } from './http.ts';

export interface CardQuery {
  accountId: string;
  holderId?: string;
  pageNumber?: number;
  pageSize?: number;
  search?: string;
}

/** GET /api/Cards (spec 000 §7), filtered by account and holder. */
export async function getCards(query: CardQuery): Promise<CardPage> {
  const { data } = await http.get<CardPage>('/api/Cards', { params: query });
  return data;
}

/** DELETE /api/Cards/{id}/Lock: an ACTIVE card becomes LOCKED (spec 001 §4). */
export async function lockCard(id: string): Promise<void> {
  await http.delete(`/api/Cards/${encodeURIComponent(id)}/Lock`);
}

/** POST /api/Cards/{id}/Activate: a LOCKED card becomes ACTIVE again. */
export async function unlockCard(id: string): Promise<void> {
  await http.post(`/api/Cards/${encodeURIComponent(id)}/Activate`);
}

/** DELETE /api/Cards/{id}/Cancel. */
export async function cancelCard(id: string): Promise<void> {
  await http.delete(`/api/Cards/${encodeURIComponent(id)}/Cancel`);
}
