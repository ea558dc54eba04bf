import type {
  CardHolder,
  CardHolderPage,
  CardHolderRequest,
  CardHolderUpdateRequest,
  CardPurchasePage,
  Invoice,
  InvoicePage,
  InvoicePurchasePage,
} from '../generated/schemas.ts';
import { http } from './http.ts';

/** Paging and search of the holder lists (spec 001 §3: the holder list also carries accountId). */
export interface CardHolderQuery {
  accountId?: string;
  pageNumber?: number;
  pageSize?: number;
  search?: string;
}

export interface PageQuery {
  pageNumber?: number;
  pageSize?: number;
}

const holderPath = (id: string) => `/api/CardHolders/${encodeURIComponent(id)}`;
const invoicePath = (id: string) => `/api/CardHolders/Invoices/${encodeURIComponent(id)}`;

/** GET /api/CardHolders (spec 000 §7): one page of the account's holders. */
export async function getCardHolders(query: CardHolderQuery): Promise<CardHolderPage> {
  const { data } = await http.get<CardHolderPage>('/api/CardHolders', { params: query });
  return data;
}

/** GET /api/CardHolders/{id}. */
export async function getCardHolder(id: string): Promise<CardHolder> {
  const { data } = await http.get<CardHolder>(holderPath(id));
  return data;
}

/** The update form's first values: the holder's four fields the update request carries. */
export async function getCardHolderUpdateDraft(id: string): Promise<CardHolderUpdateRequest> {
  const holder = await getCardHolder(id);
  return {
    name: holder.name,
    invoiceClosingDay: holder.invoiceClosingDay,
    invoicePayDay: holder.invoicePayDay,
    hasBilling: holder.hasBilling,
  };
}

/** POST /api/CardHolders: the large holder form (spec 001 §3). */
export async function createCardHolder(request: CardHolderRequest): Promise<CardHolder> {
  const { data } = await http.post<CardHolder>('/api/CardHolders', request);
  return data;
}

/** PUT /api/CardHolders/{id}: name, closing and pay days, hasBilling (spec 001 §3). */
export async function updateCardHolder(id: string, request: CardHolderUpdateRequest): Promise<CardHolder> {
  // Only the four fields of the update request: the form shows the holder's other data read-only.
  const body: CardHolderUpdateRequest = {
    name: request.name,
    invoiceClosingDay: request.invoiceClosingDay,
    invoicePayDay: request.invoicePayDay,
    hasBilling: request.hasBilling,
  };
  const { data } = await http.put<CardHolder>(holderPath(id), body);
  return data;
}

/** GET /api/CardHolders/{id}/Purchases: the purchases of every card of the holder. */
export async function getHolderPurchases(id: string, query: PageQuery = {}): Promise<CardPurchasePage> {
  const { data } = await http.get<CardPurchasePage>(`${holderPath(id)}/Purchases`, { params: query });
  return data;
}

/** GET /api/CardHolders/{id}/Invoices. */
export async function getHolderInvoices(id: string, query: PageQuery = {}): Promise<InvoicePage> {
  const { data } = await http.get<InvoicePage>(`${holderPath(id)}/Invoices`, { params: query });
  return data;
}

/** GET /api/CardHolders/Invoices/{id}: an invoice's details. */
export async function getInvoice(id: string): Promise<Invoice> {
  const { data } = await http.get<Invoice>(invoicePath(id));
  return data;
}

/** GET /api/CardHolders/Invoices/{id}/Purchases: the installments an invoice charges. */
export async function getInvoicePurchases(id: string, query: PageQuery = {}): Promise<InvoicePurchasePage> {
  const { data } = await http.get<InvoicePurchasePage>(`${invoicePath(id)}/Purchases`, { params: query });
  return data;
}
