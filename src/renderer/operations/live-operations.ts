import type {
  CardHolderRequest,
  CardHolderUpdateRequest,
  CardIssueRequest,
  AccountLimit,
  ApprovalRequest,
  ChangePassword,
  ReceiveReverseRequest,
  StatementExportQuery,
  StatementQuery,
} from '../../generated/schemas.ts';
import { approvePayment, approveTransfer, sendToken } from '../../api/approval.ts';
import { getAccount } from '../../api/accounts.ts';
import { exportAccountTransactions, getAccountTransactions, type StatementExportType } from '../../api/account-transactions.ts';
import { getCurrentUser } from '../../api/authentication.ts';
import { approveCard, cancelCard, getCards, issueCard, lockCard, unlockCard } from '../../api/cards.ts';
import { loadCardPurchases } from '../../machines/card-lifecycle.machine.ts';
import { getCardIssueDraft } from '../../api/card-issue-draft.ts';
import { getCardHolderDraft } from '../../api/card-holder-draft.ts';
import {
  createCardHolder,
  getCardHolder,
  getCardHolderUpdateDraft,
  getCardHolders,
  getHolderInvoices,
  getHolderPurchases,
  getInvoice,
  getInvoicePurchases,
  updateCardHolder,
} from '../../api/card-holders.ts';
import { changePassword } from '../../api/change-password.ts';
import { getLookup } from '../../api/lookups.ts';
import { lookupZipCode } from '../../api/zip-code.ts';
import { getLimits, updateLimits } from '../../api/limits.ts';
import { getReceive, reverseReceive } from '../../api/reverses.ts';
import { receiveAmountLeft } from '../../domain/receive-amount.ts';
import { workflowSteps } from '../../domain/workflow-steps.ts';
import { getProductWorkflow } from '../../api/products.ts';
import { deletePixKey, getPixKeys, lookupPixKey, registerPixKey } from '../../api/pix.ts';
import { cancelTransfer, createTransfer, getTransfer, getTransfers } from '../../api/transfers.ts';
import type { PixAmount, PixKeyRequest, PixKeySearch, TransferRequest } from '../../generated/schemas.ts';
import type { OperationName } from '../catalog.ts';
import { billingOperations, paymentOperations } from './money-operations.ts';
import type { CallOptions } from '../host/screen-host.ts';

export type Operation = (params: Record<string, unknown>, body?: unknown, options?: CallOptions) => Promise<unknown>;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Drops the parameters that are empty, so a query carries only the filters that are set (spec 000 §5). */
function query<T extends object>(params: Record<string, unknown>): T {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as T;
}

/** The registry of server calls: every name of catalog.ts, each a function of src/api. */
export const liveOperations: Record<OperationName, Operation> = {
  ...paymentOperations,
  ...billingOperations,
  account: ({ accountId }) => getAccount(text(accountId)),
  accountAddresses: async ({ accountId }) => (await getAccount(text(accountId))).addresses,
  accountTransactions: ({ accountId, ...rest }) => getAccountTransactions(text(accountId), query<StatementQuery>(rest)),
  exportAccountTransactions: ({ accountId, type, ...rest }) =>
    exportAccountTransactions(text(accountId), text(type) as StatementExportType, query<StatementExportQuery>(rest)),
  cards: (params) => getCards(query(params)),
  lockCard: ({ id }) => lockCard(text(id)),
  unlockCard: ({ id }) => unlockCard(text(id)),
  cancelCard: ({ id }) => cancelCard(text(id)),
  cardPurchases: ({ id, ...rest }) => loadCardPurchases(text(id), query(rest)),
  // The workflow viewer's rows: the activities in the order a card meets them (src/domain/workflow-steps.ts).
  productWorkflow: async ({ workflowId }) => {
    const workflow = await getProductWorkflow(text(workflowId));
    return { name: workflow.name, items: workflowSteps(workflow) };
  },
  cardIssueDraft: ({ accountId, holderId, merchantId }) =>
    getCardIssueDraft(text(accountId), text(holderId) || undefined, text(merchantId) || undefined),
  issueCard: (_params, body, options) => issueCard(body as CardIssueRequest, options?.idempotencyKey),
  approveCard: ({ id }, body) => approveCard(text(id), body as ApprovalRequest),
  cardHolders: (params) => getCardHolders(query(params)),
  cardHolder: ({ id }) => getCardHolder(text(id)),
  cardHolderUpdateDraft: ({ id }) => getCardHolderUpdateDraft(text(id)),
  updateCardHolder: ({ id }, body) => updateCardHolder(text(id), body as CardHolderUpdateRequest),
  cardHolderDraft: ({ accountId }) => getCardHolderDraft(text(accountId)),
  createCardHolder: (_params, body) => createCardHolder(body as CardHolderRequest),
  holderPurchases: ({ id, ...rest }) => getHolderPurchases(text(id), query(rest)),
  holderInvoices: ({ id, ...rest }) => getHolderInvoices(text(id), query(rest)),
  invoice: ({ id }) => getInvoice(text(id)),
  invoicePurchases: ({ id, ...rest }) => getInvoicePurchases(text(id), query(rest)),
  changePassword: (_params, body) => changePassword(body as ChangePassword),
  currentUser: () => getCurrentUser(),
  lookup: ({ name }) => getLookup(text(name)),
  zipCode: ({ zipCode }) => lookupZipCode(text(zipCode)),
  // spec 001 §3 reverse form: prefilled from the receive, the amount being what is left of it.
  receiveReverseDraft: async ({ id }) => {
    const receive = await getReceive(text(id));
    return { currency: receive.currency, amount: receiveAmountLeft(receive), description: '' };
  },
  reverseReceive: ({ id }, body) => reverseReceive(text(id), body as ReceiveReverseRequest),
  limits: async ({ accountId }) => (await getLimits(text(accountId))).items,
  limit: async ({ accountId, product }) => {
    const found = (await getLimits(text(accountId))).items.find((item) => item.product === product);
    if (!found) throw new Error(`No limit for ${text(product)}`);
    return found;
  },
  updateLimit: ({ accountId }, body) => {
    const { product, dailyLimit, nightlyLimit } = body as AccountLimit;
    return updateLimits(text(accountId), { items: [{ product, dailyLimit, nightlyLimit }] });
  },
  transfers: (params) => getTransfers(query(params)),
  transfer: ({ id }) => getTransfer(text(id)),
  createTransfer: ({ accountId }, body, options) =>
    createTransfer({ ...(body as TransferRequest), accountId: text(accountId) }, options?.idempotencyKey),
  createPixTransfer: ({ accountId, key }, body, options) =>
    createTransfer({ ...(body as PixAmount), type: 'PIX', key: text(key), accountId: text(accountId) }, options?.idempotencyKey),
  cancelTransfer: ({ id }) => cancelTransfer(text(id)),
  pixKeys: ({ accountId }) => getPixKeys(text(accountId)),
  registerPixKey: ({ accountId }, body) => registerPixKey(text(accountId), body as PixKeyRequest),
  deletePixKey: ({ id }) => deletePixKey(text(id)),
  pixDict: ({ accountId }, body) => lookupPixKey(text(accountId), text((body as PixKeySearch).key)),
  approveTransfer: ({ id }, body) => approveTransfer(text(id), body as ApprovalRequest),
  approvePayment: ({ id }, body) => approvePayment(text(id), body as ApprovalRequest),
  sendToken: ({ accountId }) => sendToken(text(accountId)),
};
