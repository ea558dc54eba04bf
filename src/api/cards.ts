import type {
  ApprovalRequest,
  Card,
  CardIssueRequest,
  CardPage,
  CardPurchasePage,
  WorkflowInstance,
} from '../generated/schemas.ts';
import { http } from './http.ts';
import { idempotencyHeaders } from './idempotency.ts';

/** Paging of the card lists (spec 001 §3: pageNumber 1 and pageSize 20 by default). */
export interface CardPurchaseQuery {
  pageNumber?: number;
  pageSize?: number;
}

export interface CardQuery extends CardPurchaseQuery {
  accountId: string;
  holderId?: string;
  search?: string;
}

const cardPath = (id: string) => `/api/Cards/${encodeURIComponent(id)}`;

/** GET /api/Cards (spec 000 §7), filtered by account and holder. */
export async function getCards(query: CardQuery): Promise<CardPage> {
  const { data } = await http.get<CardPage>('/api/Cards', { params: query });
  return data;
}

/** GET /api/Cards/{id}. */
export async function getCard(id: string): Promise<Card> {
  const { data } = await http.get<Card>(cardPath(id));
  return data;
}

/** GET /api/Cards/{id}/Purchases: one page of the card's purchases. */
export async function getCardPurchases(id: string, query: CardPurchaseQuery = {}): Promise<CardPurchasePage> {
  const { data } = await http.get<CardPurchasePage>(`${cardPath(id)}/Purchases`, { params: query });
  return data;
}

/** GET /api/Cards/{id}/Workflow: the card's workflow instance, every step it went through. */
export async function getCardWorkflow(id: string): Promise<WorkflowInstance> {
  const { data } = await http.get<WorkflowInstance>(`${cardPath(id)}/Workflow`);
  return data;
}

/**
 * POST /api/Cards/Issue: the issue-card form's value (spec 001 §3), for the account holder or an
 * additional card. The form's Idempotency-Key makes a retry after a lost answer issue one card, not two.
 */
export async function issueCard(request: CardIssueRequest, idempotencyKey?: string): Promise<Card> {
  const { data } = await http.post<Card>('/api/Cards/Issue', request, { headers: idempotencyHeaders(idempotencyKey) });
  return data;
}

/**
 * POST /api/Cards/{id}/Approval with approved, password, token (the approval dialog): approved, the
 * PROCESSING card becomes ACTIVE with its number; disapproved, the request is cancelled.
 */
export async function approveCard(id: string, body: ApprovalRequest): Promise<Card> {
  const { data } = await http.post<Card>(`${cardPath(id)}/Approval`, body);
  return data;
}

/** DELETE /api/Cards/{id}/Lock: an ACTIVE card becomes LOCKED (spec 001 §4). */
export async function lockCard(id: string): Promise<void> {
  await http.delete(`${cardPath(id)}/Lock`);
}

/** POST /api/Cards/{id}/Activate: a LOCKED card becomes ACTIVE again. */
export async function unlockCard(id: string): Promise<void> {
  await http.post(`${cardPath(id)}/Activate`);
}

/** DELETE /api/Cards/{id}/Cancel. */
export async function cancelCard(id: string): Promise<void> {
  await http.delete(`${cardPath(id)}/Cancel`);
}
