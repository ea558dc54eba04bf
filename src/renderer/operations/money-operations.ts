import type {
  BankSlipPayRequest,
  BillingBankSlipRequest,
  BillingPixDynamicRequest,
  BillingPixStaticRequest,
  BillingQrCodeRequest,
  PaymentReverseRequest,
  QrCodePayRequest,
} from '../../generated/schemas.ts';
import { slipKindOf } from '../../domain/index.ts';
import {
  cancelBilling,
  createBankSlipBilling,
  createPixDynamicBilling,
  createPixStaticBilling,
  createQrCodeBilling,
  getBankSlipPdf,
  getBilling,
  getBillingPixImage,
  getBillingQrCodeImage,
  getBillingQuantities,
  getBillings,
} from '../../api/billings.ts';
import {
  cancelPayment,
  getPayment,
  getPayments,
  payBankSlip,
  payPix,
  payQrCode,
  payUtility,
  readBrCode,
} from '../../api/payments.ts';
import { reversePayment } from '../../api/reverses.ts';
import type { OperationName } from '../catalog.ts';
import type { Operation } from './live-operations.ts';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The parameters that are set, so a list's query carries only the filters chosen (spec 000 §5). */
const query = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''));

/** A form's values with the signed-in account: the account is never something the person types. */
const withAccount = <T>(accountId: unknown, body: unknown) => ({ ...(body as T), accountId: text(accountId) });

/** The form's optional fine and discount are sent only when filled (an empty block is no fine, no discount). */
function withoutEmptyOptions(request: BillingBankSlipRequest): BillingBankSlipRequest {
  const { penalty, discount, ...rest } = request;
  return {
    ...rest,
    ...(penalty?.percentage ? { penalty } : {}),
    ...(discount?.amount ? { discount } : {}),
  };
}

/** The statuses a charge can have, each counted by the report (spec 000 §7: Billings/{status}/Quantities). */
export const BILLING_STATUSES = ['ACTIVE', 'OVERDUE', 'PAID', 'CANCELED'] as const;

type PaymentOperation =
  'payments' | 'payment' | 'cancelPayment' | 'reversePayment' | 'payDigitableLine' | 'payQrCode' | 'readBrCode' | 'payBrCode';

type BillingOperation =
  | 'billings'
  | 'billing'
  | 'cancelBilling'
  | 'createQrCodeBilling'
  | 'createBankSlipBilling'
  | 'createPixDynamicBilling'
  | 'createPixStaticBilling'
  | 'billingQuantities'
  | 'billingQrCodeImage'
  | 'billingPixImage'
  | 'bankSlipPdf';

/** Payments (spec 000 §7): bank slips and utility bills by their line, QR codes, PIX copy and paste. */
export const paymentOperations: Record<PaymentOperation & OperationName, Operation> = {
  payments: (params) => getPayments(query(params)),
  payment: ({ id }) => getPayment(text(id)),
  cancelPayment: ({ id }) => cancelPayment(text(id)),
  reversePayment: ({ id }, body) => reversePayment(text(id), (body ?? {}) as PaymentReverseRequest),
  // One field takes both lines: 48 digits starting with 8 are a utility bill, 47 a bank slip.
  payDigitableLine: ({ accountId }, body, options) => {
    const request = withAccount<BankSlipPayRequest>(accountId, body);
    return slipKindOf(request.digitableLine) === 'utility'
      ? payUtility(request, options?.idempotencyKey)
      : payBankSlip(request, options?.idempotencyKey);
  },
  payQrCode: ({ accountId }, body, options) => payQrCode(withAccount<QrCodePayRequest>(accountId, body), options?.idempotencyKey),
  readBrCode: ({ accountId, emv }) => readBrCode({ accountId: text(accountId), emv: text(emv).trim() }),
  payBrCode: ({ accountId, emv }, body, options) => {
    const amount = (body as { amount?: number } | undefined)?.amount;
    return payPix({ accountId: text(accountId), emv: text(emv).trim(), ...(amount ? { amount } : {}) }, options?.idempotencyKey);
  },
};

/** Charges (spec 000 §7): issue, list, count by status, cancel, and their QR images and bank-slip PDF. */
export const billingOperations: Record<BillingOperation & OperationName, Operation> = {
  billings: (params) => getBillings(query(params)),
  billing: ({ id }) => getBilling(text(id)),
  cancelBilling: ({ id }) => cancelBilling(text(id)),
  createQrCodeBilling: ({ accountId }, body, options) =>
    createQrCodeBilling(withAccount<BillingQrCodeRequest>(accountId, body), options?.idempotencyKey),
  createBankSlipBilling: ({ accountId }, body, options) =>
    createBankSlipBilling(withoutEmptyOptions(withAccount<BillingBankSlipRequest>(accountId, body)), options?.idempotencyKey),
  createPixDynamicBilling: ({ accountId }, body, options) =>
    createPixDynamicBilling(withAccount<BillingPixDynamicRequest>(accountId, body), options?.idempotencyKey),
  createPixStaticBilling: ({ accountId }, body, options) =>
    createPixStaticBilling(withAccount<BillingPixStaticRequest>(accountId, body), options?.idempotencyKey),
  billingQuantities: async ({ accountId }) => ({
    items: await Promise.all(BILLING_STATUSES.map((status) => getBillingQuantities(text(accountId), status))),
  }),
  billingQrCodeImage: ({ id }) => getBillingQrCodeImage(text(id)),
  billingPixImage: ({ id }) => getBillingPixImage(text(id)),
  bankSlipPdf: ({ id }) => getBankSlipPdf(text(id)),
};
