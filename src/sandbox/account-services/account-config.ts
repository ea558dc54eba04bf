import type { AccountConfig } from '../../generated/schemas.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';

type Flag =
  | 'consolidationEnable'
  | 'acquirerEnable'
  | 'cardEnable'
  | 'apiEnable'
  | 'pixKeyEnable'
  | 'limitsEnable'
  | 'recommendationEnable';

const FLAGS: readonly Flag[] = [
  'consolidationEnable',
  'acquirerEnable',
  'cardEnable',
  'apiEnable',
  'pixKeyEnable',
  'limitsEnable',
  'recommendationEnable',
];

type Transactions = AccountConfig['transactions'];

/**
 * The sidebar and profile routes of spec 001 §2, each with what switches it on (spec 001 §6: the
 * config flags gate card, acquirer, consolidation, API, recommendation and limits).
 */
const MENUS: { key: string; route: string; enabled: (flags: Record<Flag, boolean>, transactions: Transactions) => boolean }[] = [
  { key: 'home', route: '/account/home', enabled: () => true },
  { key: 'extract', route: '/account/transactions/extract', enabled: () => true },
  { key: 'pix', route: '/account/pix', enabled: (_, t) => t.pixEnable },
  { key: 'transfer', route: '/account/transactions/transfer', enabled: (_, t) => t.transferEnable },
  { key: 'payment', route: '/account/transactions/payment', enabled: (_, t) => t.paymentEnable },
  { key: 'billing', route: '/account/transactions/billing', enabled: (_, t) => t.billingEnable },
  { key: 'card', route: '/account/cartao', enabled: (f) => f.cardEnable },
  { key: 'acquirers', route: '/account/acquirers', enabled: (f) => f.acquirerEnable },
  { key: 'consolidations', route: '/account/consolidations', enabled: (f) => f.consolidationEnable },
  { key: 'credentials', route: '/account/credentials', enabled: (f) => f.apiEnable },
  { key: 'webhooks', route: '/account/webhooks', enabled: (f) => f.apiEnable },
  // spec 001 §2: "only if the recommendation feature is on in the transaction config"
  { key: 'indicate', route: '/account/indicate', enabled: (_, t) => t.recommendationEnable },
  { key: 'profile', route: '/account/profile/details', enabled: () => true },
  { key: 'limits', route: '/account/profile/limits', enabled: (f) => f.limitsEnable },
];

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

const APPROVAL_METHODS = ['PASSWORD', 'TOKEN', 'PASSWORD_TOKEN'] as const;
export type AccountApprovalMethod = (typeof APPROVAL_METHODS)[number];

/** The approval methods stored for the account, in the bank's order; none: the bank's own method, no choice. */
export function approvalMethodsOf(stored: Record<string, unknown>): AccountApprovalMethod[] {
  const listed = Array.isArray(stored.approvalMethods) ? stored.approvalMethods : [];
  return APPROVAL_METHODS.filter((method) => listed.includes(method));
}

/** The account config entity from what accounts.config holds; absent flags are off, visibility on. */
export function accountConfigOf(accountId: string, stored: Record<string, unknown>): AccountConfig {
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, bool(stored[flag], false)])) as Record<Flag, boolean>;
  const storedTransactions = (stored.transactions ?? {}) as Record<string, unknown>;
  const transactions: Transactions = {
    recommendationEnable: bool(storedTransactions.recommendationEnable, flags.recommendationEnable),
    pixEnable: bool(storedTransactions.pixEnable, true),
    transferEnable: bool(storedTransactions.transferEnable, true),
    paymentEnable: bool(storedTransactions.paymentEnable, true),
    billingEnable: bool(storedTransactions.billingEnable, true),
  };
  return {
    accountId,
    ...flags,
    visibility: bool(stored.visibility, true),
    approvalMethods: approvalMethodsOf(stored),
    transactions,
    menus: MENUS.map((menu) => ({ key: menu.key, route: menu.route, enabled: menu.enabled(flags, transactions) })),
  };
}

export async function readAccountConfig(sql: Sql, accountId: string): Promise<AccountConfig> {
  const row = await one<{ config: Record<string, unknown> }>(
    sql,
    // A customer's account, or the bank's own account of its back-office operators.
    `select config from accounts a where id = $1 and (kind = 'CUSTOMER' or exists (select 1 from users u where u.account_id = a.id))`,
    [accountId],
  );
  if (!row) throw Errors.accountNotFound();
  return accountConfigOf(accountId, row.config ?? {});
}
