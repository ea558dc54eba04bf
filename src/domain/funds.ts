import { toCents } from './cents.ts';
import { brasiliaParts } from './dates.ts';

/*
 * Whether an operation about to be approved fits the account, said before the electronic password
 * is asked. The bank checks again at approval and stays the authority; this only spares a person
 * typing the password for an operation that cannot go through.
 */

/** The products whose debits have daily and nightly limits. */
export type LimitedProduct = 'PIX' | 'TRANSFER' | 'BANK_SLIP' | 'QRCODE';

/** The limit product of a transfer's or a payment's type: a TED and a transfer inside the bank are both transfers. */
export function limitedProductOf(type: string | null | undefined): LimitedProduct | null {
  switch (type) {
    case 'PIX':
      return 'PIX';
    case 'INTERNAL':
    case 'EXTERNAL':
      return 'TRANSFER';
    case 'BANK_SLIP':
    case 'UTILITY':
      return 'BANK_SLIP';
    case 'QRCODE':
      return 'QRCODE';
    default:
      return null;
  }
}

export interface FundsBalance {
  availableBalance: number;
  /** The account may go below zero (an overdraft the bank allows): the balance refuses nothing. */
  canNegativeBalance: boolean;
}

export interface FundsLimit {
  product: string;
  dailyLimit: number;
  dailyUsed: number;
  nightlyLimit: number;
  nightlyUsed: number;
}

export interface FundsQuestion {
  amount: number;
  fee?: number | null;
  /** The transfer's or payment's type (PIX, INTERNAL, EXTERNAL, BANK_SLIP, UTILITY, QRCODE). */
  type?: string | null;
  balance?: FundsBalance | null;
  limits?: readonly FundsLimit[] | null;
  /** The night of the nightly limits (20:00 to 06:00 in Brasília). */
  night: boolean;
}

export type Shortfall = { reason: 'balance'; available: number } | { reason: 'dailyLimit' | 'nightlyLimit'; available: number };

/** The first reason the operation cannot go through, with what is left; null when it fits (or nothing is known). */
export function fundsShortfall(question: FundsQuestion): Shortfall | null {
  const debit = toCents(question.amount) + toCents(question.fee ?? 0);
  if (debit <= 0) return null;
  const { balance } = question;
  if (balance && !balance.canNegativeBalance && toCents(balance.availableBalance) < debit)
    return { reason: 'balance', available: Math.max(0, balance.availableBalance) };
  const product = limitedProductOf(question.type);
  const limit = product ? question.limits?.find((row) => row.product === product) : undefined;
  if (!limit) return null;
  // Limits count the amount moved, not the bank's fee.
  const amount = toCents(question.amount);
  const dailyLeft = toCents(limit.dailyLimit) - toCents(limit.dailyUsed);
  if (amount > dailyLeft) return { reason: 'dailyLimit', available: Math.max(0, dailyLeft) / 100 };
  const nightlyLeft = toCents(limit.nightlyLimit) - toCents(limit.nightlyUsed);
  if (question.night && amount > nightlyLeft) return { reason: 'nightlyLimit', available: Math.max(0, nightlyLeft) / 100 };
  return null;
}

/**
 * BACEN's PIX rules (Regulamento do Pix, Resolução BCB nº 1/2020, as changed by Resolução BCB nº 142/2021)
 * define the night as 20:00 to 06:00 in Brasília; the bank applies the same window to every product.
 */
export const NIGHT_STARTS_AT_HOUR = 20;
export const NIGHT_ENDS_AT_HOUR = 6;

/** Whether a moment falls in the night of the limits (NIGHT_STARTS_AT_HOUR to NIGHT_ENDS_AT_HOUR, Brasília). */
export function isLimitNight(at: Date): boolean {
  const { hour } = brasiliaParts(at);
  return hour >= NIGHT_STARTS_AT_HOUR || hour < NIGHT_ENDS_AT_HOUR;
}
