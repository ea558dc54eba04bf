import type {
  Billing,
  BillingBankSlipRequest,
  BillingList,
  BillingPixDynamicRequest,
  BillingPixStaticRequest,
  BillingQrCodeRequest,
  BillingQuantities,
} from '../generated/schemas.ts';
import { getBlob } from './files.ts';
import { http } from './http.ts';
import { idempotencyHeaders } from './idempotency.ts';

const BASE = '/api/Transactions/Billings';
const path = (id: string, suffix = '') => `${BASE}/${encodeURIComponent(id)}${suffix}`;

/** spec 001 §7: the charge's QR images are PNG, 256 pixels square. */
export const BILLING_IMAGE_SIZE = 256;

export interface BillingQuery {
  accountId?: string;
  status?: Billing['status'];
  type?: Billing['type'];
  startDate?: string;
  endDate?: string;
  pageNumber?: number;
  pageSize?: number;
  search?: string;
}

/** GET /api/Transactions/Billings: one page of the account's charges. */
export async function getBillings(query: BillingQuery): Promise<BillingList> {
  const { data } = await http.get<BillingList>(BASE, { params: query });
  return data;
}

/** GET /api/Transactions/Billings/{id}. */
export async function getBilling(id: string): Promise<Billing> {
  const { data } = await http.get<Billing>(path(id));
  return data;
}

/** DELETE /api/Transactions/Billings/{id}/Cancel: an open charge (ACTIVE or OVERDUE). */
export async function cancelBilling(id: string): Promise<Billing> {
  const { data } = await http.delete<Billing>(path(id, '/Cancel'));
  return data;
}

async function create<B>(suffix: string, request: B, idempotencyKey?: string): Promise<Billing> {
  const { data } = await http.post<Billing>(`${BASE}/${suffix}`, request, { headers: idempotencyHeaders(idempotencyKey) });
  return data;
}

/** POST Billings/QrCode: a charge paid by its QR code's key. */
export const createQrCodeBilling = (request: BillingQrCodeRequest, idempotencyKey?: string) =>
  create('QrCode', request, idempotencyKey);

/** POST Billings/BankSlip: a bank slip with its digitable line and barcode. */
export const createBankSlipBilling = (request: BillingBankSlipRequest, idempotencyKey?: string) =>
  create('BankSlip', request, idempotencyKey);

/** POST Billings/PIX/Dynamic: a single-use PIX charge that expires. */
export const createPixDynamicBilling = (request: BillingPixDynamicRequest, idempotencyKey?: string) =>
  create('PIX/Dynamic', request, idempotencyKey);

/** POST Billings/PIX/Static: a PIX charge whose BR Code carries the key, the amount and a txid. */
export const createPixStaticBilling = (request: BillingPixStaticRequest, idempotencyKey?: string) =>
  create('PIX/Static', request, idempotencyKey);

/** GET /api/Reports/Accounts/{id}/Billings/{status}/Quantities: how many charges have the status, and their amount. */
export async function getBillingQuantities(accountId: string, status: string): Promise<BillingQuantities> {
  const { data } = await http.get<BillingQuantities>(
    `/api/Reports/Accounts/${encodeURIComponent(accountId)}/Billings/${encodeURIComponent(status)}/Quantities`,
  );
  return data;
}

/** GET Billings/{id}/QrCode/PNG/{size}: the QR image of a QR-code charge. */
export const getBillingQrCodeImage = (id: string, size = BILLING_IMAGE_SIZE) => getBlob(path(id, `/QrCode/PNG/${size}`));

/** GET Billings/{id}/PIX/PNG/{size}: the QR image of a PIX charge's BR Code. */
export const getBillingPixImage = (id: string, size = BILLING_IMAGE_SIZE) => getBlob(path(id, `/PIX/PNG/${size}`));

/** GET Billings/{id}/BankSlip/PDF: the bank slip to print. */
export const getBankSlipPdf = (id: string) => getBlob(path(id, '/BankSlip/PDF'));

/** The form's optional fine and discount are sent only when filled (an empty block is no fine, no discount). */
export function withoutEmptyOptions(request: BillingBankSlipRequest): BillingBankSlipRequest {
  const { penalty, discount, ...rest } = request;
  return {
    ...rest,
    ...(penalty?.percentage ? { penalty } : {}),
    ...(discount?.amount ? { discount } : {}),
  };
}
